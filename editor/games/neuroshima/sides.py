"""Who plays which army in a Neuroshima board document and how many of each tile are in use (the
palettes show what is left). What may stand where is the engine's to say (:mod:`editor.placement`)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from editor.games.neuroshima.armies import tile_index
from editor.i18n import tr
from engine.games.neuroshima.models import Etude, PositionModel

if TYPE_CHECKING:
    pass

TILES = "tiles"


@dataclass(frozen=True)
class Side:
    """One player of a board document: number (from 1), army id and a name to show (in the
    interface's language)."""

    player: int
    army: str
    name: str


def sides(model: Any) -> list[Side]:
    """The players of an etude (1 = the solver, 2 = the opponent) or of a position."""
    if isinstance(model, Etude):
        return [Side(1, model.solver.army, tr("Solver")), Side(2, model.opponent.army, tr("Opponent"))]
    if isinstance(model, PositionModel):
        return [Side(i + 1, p.army, tr("Player {number}").format(number=i + 1)) for i, p in enumerate(model.players)]
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
