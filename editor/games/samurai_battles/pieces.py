"""The scenario's piece collections by name, the terrain record of a cell and fresh piece ids.
What may stand where is the engine's to say (:mod:`editor.placement` asks its checks)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from editor.layers import layer_entry

if TYPE_CHECKING:
    from editor.document import Document

PieceRef = tuple[str, int]

ARMIES = (0, 1)
UNITS = ("units_0", "units_1")
LEADERS = ("leaders_0", "leaders_1")
TILES = "tiles"


def army_of(document: Document, collection: str) -> int:
    """The army a unit or leader collection belongs to (its owner)."""
    assert document.kind is not None
    owner = document.kind.collection(collection).owner
    assert owner is not None, f"{collection} belongs to no army"
    return owner


def terrain_at(doc: Document, cell: Any) -> tuple[str, int, str | None]:
    """(terrain type, hill height, camp owner) of a cell."""
    assert doc.kind is not None and doc.board is not None
    rec = layer_entry(doc, "terrain", doc.kind.cell_to_stored(doc.board, cell))
    if rec is None:
        return "plain", 0, None
    return rec.type, rec.hill, rec.owner


def next_id(doc_model: Any, army: int, stem: str) -> str:
    """A piece id not used in the scenario: ``<army>-<stem><n>``."""
    used = {p.id for a in doc_model.armies for p in (*a.units, *a.leaders)}
    base = f"{doc_model.armies[army].id}-{stem.lower()}"
    n = 1
    while f"{base}{n}" in used:
        n += 1
    return f"{base}{n}"
