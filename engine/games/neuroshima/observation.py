"""What a Neuroshima seat sees. Everything on the board, the HQs, the hands (drawn tiles lie face
up, rules/002 §2.3), the discard piles and the sizes of the stacks are public; only the order of
the stacks is hidden. Etudes are wholly public."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.game import Observation
from engine.core.message import Message
from engine.games.neuroshima.decisions import Decision
from engine.games.neuroshima.position import Position


@dataclass(frozen=True)
class BoardTile:
    """A tile on the board: its hex label, tile id, owner seat (from 0), rotation and wounds."""

    hex: str
    tile: str
    owner: int
    rotation: int
    damage: int


@dataclass(frozen=True)
class DecisionView:
    """A choice an effect waits for: whose it is, the question and the options (action notation)."""

    player: int
    prompt: str
    options: tuple[str, ...]


def board_tiles(pos: Position) -> tuple[BoardTile, ...]:
    types = pos.catalog.types
    return tuple(
        BoardTile(str(pos.board.hexes[h]), types[pos.tile[h]].id, pos.owner[h], pos.rot[h], pos.dmg[h])
        for h in pos.occupied()
    )


def decision_view(decision: Decision | None) -> DecisionView | None:
    if decision is None:
        return None
    return DecisionView(decision.player, decision.prompt, tuple(str(a) for a in decision.options))


@dataclass(frozen=True)
class NeuroshimaObservation(Observation):
    """A full game seen by seat ``viewer`` (seats from 0)."""

    stage: str
    #: the seat to act, ``None`` once the game is over
    to_move: int | None
    turn: int
    tiles: tuple[BoardTile, ...]
    hq_hp: tuple[int, ...]
    points: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    deck_sizes: tuple[int, ...]
    discards: tuple[tuple[str, ...], ...]
    out_of_play: tuple[tuple[str, ...], ...]
    must_discard: bool
    last_tile_drawn_by: int | None
    eliminated: tuple[bool, ...]
    decision: DecisionView | None


@dataclass(frozen=True)
class GoalView:
    """A victory condition, whether the board meets it now, and why."""

    condition: Message
    met: bool
    why: Message


@dataclass(frozen=True)
class EtudeObservation(Observation):
    """An etude seen by its solver: everything is public."""

    etude: str
    phase: str
    tiles: tuple[BoardTile, ...]
    hq_hp: tuple[int, ...]
    pool: tuple[str, ...]
    played: int
    choose: int
    opponent_hand: tuple[str, ...]
    decision: DecisionView | None
    success: bool | None
    goals: tuple[GoalView, ...]
    #: why the etude ended as it did ("" while it goes on)
    reason: str | Message
    #: the line is over and the final battle waits for the solver
    final_battle_due: bool
    #: the solver must play exactly ``choose`` tiles (else up to)
    exactly: bool
