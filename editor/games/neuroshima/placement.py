"""Who plays which army in a Neuroshima board document, how many of each tile are in use, and
why a tile may not go where it is dropped. The refusals mirror the engine's checks
(``Etude.check``, ``PositionModel.check``) so the editor refuses what the Issues panel would flag.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from editor.games.neuroshima.armies import tile_index
from engine.games.neuroshima.models import Etude, PositionModel, TileKind

if TYPE_CHECKING:
    from editor.document import Document

TILES = "tiles"


@dataclass(frozen=True)
class Side:
    """One player of a board document: number (from 1), army id and a name to show."""

    player: int
    army: str
    name: str


def sides(model: Any) -> list[Side]:
    """The players of an etude (1 = the solver, 2 = the opponent) or of a position."""
    if isinstance(model, Etude):
        return [Side(1, model.solver.army, "Solver"), Side(2, model.opponent.army, "Opponent")]
    if isinstance(model, PositionModel):
        return [Side(i + 1, p.army, f"Player {i + 1}") for i, p in enumerate(model.players)]
    return []


def side_of(model: Any, player: int) -> Side | None:
    for s in sides(model):
        if s.player == player:
            return s
    return None


def off_board_tiles(model: Any) -> list[tuple[int, str]]:
    """``(player, tile id)`` of every tile the document holds off the board: the etude's pool and
    the opponent's hand, a position's hands and discard piles."""
    out: list[tuple[int, str]] = []
    if isinstance(model, Etude):
        out += [(1, t) for t in model.pool]
        if model.opponent_next is not None:
            out += [(2, t) for t in model.opponent_next.hand]
    elif isinstance(model, PositionModel):
        for i, p in enumerate(model.players):
            out += [(i + 1, t) for t in (*p.hand, *p.discard)]
    return out


def used_counts(model: Any) -> Counter[tuple[int, str]]:
    """How many of each ``(player, tile id)`` are on the board and off it."""
    c: Counter[tuple[int, str]] = Counter()
    for t in getattr(model, "tiles", []):
        c[(t.player, t.tile)] += 1
    for key in off_board_tiles(model):
        c[key] += 1
    return c


def remaining(model: Any, player: int, tile_id: str) -> int | None:
    """How many more of ``tile_id`` player ``player`` may use (``None`` for an unknown tile)."""
    td = tile_index().tile(tile_id)
    if td is None:
        return None
    return max(0, td.count - used_counts(model)[(player, tile_id)])


def count_problem(model: Any, player: int, tile_id: str) -> str | None:
    """Why one more ``tile_id`` is too many for player ``player``, or ``None``."""
    td = tile_index().tile(tile_id)
    if td is None:
        return None
    left = remaining(model, player, tile_id)
    if left is not None and left <= 0:
        where = "on the board and in the pool" if isinstance(model, Etude) else "on the board and in hands"
        return f"the army has only {td.count} {td.name_en} ({td.count} already {where})"
    return None


def tile_problem(model: Any, player: int, tile_id: str) -> str | None:
    """Why player ``player`` cannot use ``tile_id`` at all (wrong army, no such player)."""
    side = side_of(model, player)
    if side is None:
        return f"there is no player {player} in this document"
    info = tile_index().info(tile_id)
    if info is None:
        return f"unknown tile {tile_id!r}"
    if info.army.id != side.army:
        return f"{info.tile.name_en} is a {info.army.name_en} tile; {side.name} plays {side.army}"
    return None


def placement_problem(document: Document, data: dict[str, Any], cell: Any, *, ignore: int | None = None) -> str | None:
    """Why a tile with ``data`` (``tile``, ``player``) may not stand on ``cell``, or ``None``.
    ``ignore`` is the index of a tile being moved (it does not count against itself)."""
    board = document.board
    model = document.model
    if board is None or not board.contains(cell):
        ring = " (switch the extra ring on to use it)" if getattr(cell, "length", lambda: 0)() == 3 else ""
        return f"not on the board{ring}"
    tile_id = str(data.get("tile", ""))
    player = int(data.get("player", 1))
    reason = tile_problem(model, player, tile_id)
    if reason is not None:
        return reason
    td = tile_index().tile(tile_id)
    assert td is not None
    if td.kind is TileKind.INSTANT:
        tray = "the pool tray" if isinstance(model, Etude) else "a hand"
        return f"{td.name_en} is an instant tile: it never stands on the board (drop it on {tray})"
    for i, t in enumerate(model.tiles):
        if i != ignore and t.hex == str(cell):
            name = tile_index().tile(t.tile)
            return f"hex {board.label(cell)} is already occupied by {name.name_en if name else t.tile}"
    if ignore is None:
        if td.kind is TileKind.HQ and any(t.player == player and tile_index().is_hq(t.tile) for t in model.tiles):
            return f"player {player} already has an HQ on the board"
        return count_problem(model, player, tile_id)
    return None
