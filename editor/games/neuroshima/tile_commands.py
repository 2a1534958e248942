"""Undoable edits of an army's tiles, each checked by the engine before it is pushed.

An edit of one tile replaces the tile's whole definition (:class:`TileEditCommand`, a
``SetFieldCommand`` on ``tiles.<i>``), so undo puts back the exact old definition. Adding,
duplicating and deleting tiles set the ``tiles`` list with the generic ``SetFieldCommand``, the
same command the form's table pushes. Before anything is pushed the edit is made on a copy and
the engine's army check is asked (:func:`editor.placement.edit_refusal`): an edit that makes a new
error about the tile is refused with the engine's message.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from pydantic import ValidationError
from PySide6.QtGui import QUndoCommand

from editor.commands import SetFieldCommand
from editor.games.neuroshima.tile_edits import SideMark, side_strength, with_side
from editor.placement import edit_refusal
from engine.content.base import CheckContext
from engine.content.issues import Severity
from engine.games.neuroshima.models.army import Army, TileDef

if TYPE_CHECKING:
    from editor.document import Document

_MERGE_TILE_EDIT = 2201


class TileEditCommand(SetFieldCommand):
    """Replace tile ``index`` of an army with ``tile``. Edits with the same ``merge_key`` that follow
    each other (a name typed letter by letter, a strength turned up click by click) are one undo step."""

    def __init__(self, document: Document, index: int, tile: TileDef, text: str, merge_key: Any = None) -> None:
        self.merge_key = merge_key
        super().__init__(document, None, f"tiles.{index}", tile, merge=merge_key is not None, text=text)

    def id(self) -> int:
        return _MERGE_TILE_EDIT if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, TileEditCommand) or other.document is not self.document:
            return False
        if (other.field, other.merge_key) != (self.field, self.merge_key):
            return False
        self.value = other.value
        self.setText(other.text())
        if self.value == self.old:  # typed back to what it was: nothing left to undo
            self.setObsolete(True)
        return True


def tile_refusal(document: Document, index: int, tile: TileDef) -> str | None:
    """Why the engine refuses tile ``index`` of the army becoming ``tile`` (its first new error
    about that tile), or ``None``."""

    def mutate(model: Any) -> None:
        model.tiles[index] = TileDef.model_validate(tile.model_dump())

    return edit_refusal(document, mutate, [("tiles", index)])


class TileChecker:
    """The engine's army check asked about tile ``index`` of a document: which errors and warnings
    an edited definition of the tile would bring that the tile does not have now. The edited army
    is a shallow copy (the check reads, never writes), so a probe costs one check."""

    def __init__(self, document: Document, index: int) -> None:
        self.document = document
        self.index = index
        self.army = cast(Army, document.model)  # an army document's model
        self.ctx = CheckContext(library=document.library(), file=None)
        self.before = Counter(self._keys(self.army))

    def _keys(self, army: Army) -> list[tuple[Severity, str, str]]:
        return [
            (i.severity, i.code, i.message)
            for i in army.check(self.ctx)
            if tuple(i.location.path[:2]) == ("tiles", self.index) and i.severity in (Severity.ERROR, Severity.WARNING)
        ]

    def new_issues(self, tile: TileDef) -> tuple[list[str], list[str]]:
        """The new errors and the new warnings about the tile if it were ``tile``."""
        tiles = list(self.army.tiles)
        tiles[self.index] = tile
        seen: Counter[tuple[Severity, str, str]] = Counter()
        errors: list[str] = []
        warnings: list[str] = []
        for key in self._keys(self.army.model_copy(update={"tiles": tiles})):
            seen[key] += 1
            if seen[key] > self.before[key]:
                (errors if key[0] is Severity.ERROR else warnings).append(key[2])
        return errors, warnings


def new_warnings(document: Document, index: int, tile: TileDef) -> list[str]:
    """The warnings the engine's army check would give tile ``index`` as ``tile`` that it does not
    give it now (what the edit would bring; the Issues panel lists them after it)."""
    return TileChecker(document, index).new_issues(tile)[1]


@dataclass
class MarkOffer:
    """Whether the tile editor offers a side mark for a tile: ``reason`` says why not."""

    mark: SideMark
    reason: str | None = None

    @property
    def offered(self) -> bool:
        return self.reason is None


def mark_offers(document: Document, index: int) -> dict[SideMark, MarkOffer]:
    """For each side mark, whether putting it on tile ``index`` is something the engine's model
    allows: the mark is tried on a free side of a copy, and a new error or warning about the tile
    (an instant has no sides, a module no attacks, a unit's link needs a module effect, an attack
    needs an initiative) withdraws the offer with the engine's words. A mark already on every
    side stays offered (it can be taken off)."""
    tile = cast(Army, document.model).tiles[index]
    checker = TileChecker(document, index)
    offers = {}
    for mark in SideMark:
        free = next((s for s in range(6) if side_strength(tile, s, mark) == 0), None)
        if free is None:
            offers[mark] = MarkOffer(mark)
            continue
        errors, warnings = checker.new_issues(with_side(tile, free, mark, 1))
        reasons = errors + warnings
        offers[mark] = MarkOffer(mark, "; ".join(reasons) if reasons else None)
    return offers


def push_tile(document: Document, index: int, tile: TileDef, text: str, merge_key: Any = None) -> str | None:
    """Push tile ``index`` becoming ``tile`` as one undo step, or return the engine's reason for
    refusing it (nothing is pushed). An edit that changes nothing pushes nothing."""
    if cast(Army, document.model).tiles[index] == tile:
        return None
    reason = tile_refusal(document, index, tile)
    if reason is not None:
        return reason
    document.undo_stack.push(TileEditCommand(document, index, tile, text, merge_key))
    return None


def push_tiles(document: Document, tiles: list[TileDef], text: str, touched: int | None) -> str | None:
    """Set the army's whole tile list as one undo step (a tile added, duplicated or deleted), or
    return the engine's reason for refusing it; ``touched`` is the index of a new tile, whose own
    errors refuse the edit."""

    def mutate(model: Any) -> None:
        model.tiles = [TileDef.model_validate(t.model_dump()) for t in tiles]

    reason = edit_refusal(document, mutate, [("tiles", touched)] if touched is not None else [])
    if reason is not None:
        return reason
    try:
        command = SetFieldCommand(document, None, "tiles", list(tiles), merge=False, text=text)
    except ValidationError as exc:
        return str(exc.errors()[0]["msg"])
    document.undo_stack.push(command)
    return None
