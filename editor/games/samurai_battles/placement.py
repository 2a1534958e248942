"""Where units, leaders and map tiles may stand in the scenario editor (rules/000 §3, §6, §22):
the reasons a drop or a move is refused. The same rules, and more, are checked by the engine's
``check()`` in the Issues panel; here they stop a mistake before it is made."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from editor.games.samurai_battles import content

if TYPE_CHECKING:
    from editor.document import Document

PieceRef = tuple[str, int]

ARMIES = (0, 1)
UNITS = ("units_0", "units_1")
LEADERS = ("leaders_0", "leaders_1")
TILES = "tiles"


def army_of(collection: str) -> int:
    """The army index of a ``units_N`` / ``leaders_N`` collection."""
    return int(collection.rsplit("_", 1)[1])


def terrain_at(doc: Document, cell: Any) -> tuple[str, int, str | None]:
    """(terrain type, hill height, camp owner) of a cell."""
    assert doc.kind is not None and doc.board is not None
    rec = doc.layer_entry("terrain", doc.kind.cell_to_stored(doc.board, cell))
    if rec is None:
        return "plain", 0, None
    return rec.type, rec.hill, rec.owner


def _impassable(doc: Document, cell: Any) -> str | None:
    """The name of the impassable terrain on ``cell`` (with the scenario's shallows rule), else ``None``."""
    sc = doc.model
    ttype, _hill, _owner = terrain_at(doc, cell)
    t = content.terrain_type(sc, ttype)
    if t is None:
        return None
    if "shallows" in sc.special_rules and t.shallows_as:
        t = content.terrain_type(sc, t.shallows_as) or t
    return t.names.en.lower() if t.movement == "impassable" else None


def pieces_on(doc: Document, cell: Any, collections: Collection[str], ignore: Collection[PieceRef]) -> list[PieceRef]:
    out = []
    for coll in collections:
        for ref in doc.pieces_at(cell, coll):
            if ref not in ignore:
                out.append(ref)
    return out


def unit_problem(doc: Document, army: int, data: dict[str, Any], cell: Any, ignore: Collection[PieceRef]) -> str | None:
    board = doc.board
    assert board is not None
    sc = doc.model
    where = board.label(cell)
    # with the scenario rule baseline_movement units may stand on baseline half hexes (rules/000 §3.1)
    on_baseline = board.cell_kind(cell) == "baseline_half" and "baseline_movement" in sc.special_rules
    if not board.is_playable(cell) and not on_baseline:
        return f"{where} is a {board.cell_kind(cell).replace('_', ' ')}: not part of the battlefield"
    others = pieces_on(doc, cell, UNITS, ignore)
    if others:
        other = doc.item(*others[0])
        return f"{where} already holds unit {other.id}: one unit per hex"
    ut = content.unit_type(sc, str(data.get("type", "")))
    ttype, _hill, owner = terrain_at(doc, cell)
    if ut is not None and ut.general:
        if ttype != "camp" or owner != sc.armies[army].id:
            return f"the general's unit stands in its own camp: paint a camp of {content.army_name(sc, army)} first"
        return None
    blocked = _impassable(doc, cell)
    if blocked is not None:
        return f"{where} is {blocked}: units cannot stand on impassable terrain"
    for lref in pieces_on(doc, cell, LEADERS, ignore):
        if army_of(lref[0]) != army:
            return f"an enemy leader stands on {where}"
        lk = next((k for k in content.unit_table(sc).leaders if k.id == doc.item(*lref).kind), None)
        if lk is not None and ut is not None and ut.arm not in lk.may_lead:
            return f"a {lk.names.en.lower()} cannot lead a {ut.arm} unit"
    return None


def leader_problem(
    doc: Document, army: int, data: dict[str, Any], cell: Any, ignore: Collection[PieceRef]
) -> str | None:
    board = doc.board
    assert board is not None
    sc = doc.model
    where = board.label(cell)
    if not board.is_playable(cell):
        return f"{where} is a {board.cell_kind(cell).replace('_', ' ')}: not part of the battlefield"
    if pieces_on(doc, cell, LEADERS, ignore):
        return f"{where} already has a leader: one leader per hex"
    units = pieces_on(doc, cell, UNITS, ignore)
    if not units:
        blocked = _impassable(doc, cell)
        return f"{where} is {blocked}: a lone leader cannot stand there" if blocked else None
    uref = units[0]
    if army_of(uref[0]) != army:
        return f"{where} holds an enemy unit"
    lk = next((k for k in content.unit_table(sc).leaders if k.id == data.get("kind")), None)
    ut = content.unit_type(sc, doc.item(*uref).type)
    if lk is not None and ut is not None and ut.arm not in lk.may_lead:
        return f"a {lk.names.en.lower()} cannot lead a {ut.arm} unit ({ut.code})"
    return None


def tile_problem(doc: Document, side: str, slot: tuple[int, int] | None, ignore: Collection[PieceRef]) -> str | None:
    if slot is None:
        return "drop a map tile on the battlefield"
    for i, t in enumerate(doc.model.board.tiles):
        if ("tiles", i) in ignore:
            continue
        if tuple(t.slot) == tuple(slot):
            return f"tile slot {slot[0] + 1},{slot[1] + 1} already holds board {t.side}"
        if side and t.side[:1] == side[:1]:
            return f"board {side[:1]} is on the table already (as {t.side}); flip it to change sides"
    return None


def placement_problem(
    doc: Document, collection: str, data: dict[str, Any], cell: Any, ignore: Collection[PieceRef] = ()
) -> str | None:
    """Why a piece of ``collection`` built from ``data`` may not stand on ``cell`` (``None``: it may);
    pieces in ``ignore`` are moving away and do not count."""
    if doc.board is None or not doc.board.contains(cell):
        return "not on the board"
    if collection == TILES:
        from editor.games.samurai_battles.tiles import slot_of

        return tile_problem(doc, str(data.get("side", "")), slot_of(doc.model, doc.board, cell), ignore)
    if collection in UNITS:
        return unit_problem(doc, army_of(collection), data, cell, ignore)
    return leader_problem(doc, army_of(collection), data, cell, ignore)


def next_id(doc_model: Any, army: int, stem: str) -> str:
    """A piece id not used in the scenario: ``<army>-<stem><n>``."""
    used = {p.id for a in doc_model.armies for p in (*a.units, *a.leaders)}
    base = f"{doc_model.armies[army].id}-{stem.lower()}"
    n = 1
    while f"{base}{n}" in used:
        n += 1
    return f"{base}{n}"
