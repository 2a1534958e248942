"""What a Samurai Battles seat sees: the whole field and table (units, leaders, camps, Honor &
Fortune, banners, discards, Dragon cards in play), its own Command and Dragon hands and, of the
other hands and of both decks, only how many cards there are."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.game import Observation
from engine.core.message import Message
from engine.games.samurai_battles.turn import TurnTask

if TYPE_CHECKING:
    from engine.games.samurai_battles.state import SBState


@dataclass(frozen=True)
class UnitView:
    id: str
    side: int
    type: str
    figures: int
    #: hex label, ``"-"`` once eliminated
    hex: str
    ordered: bool
    #: the leader leading it, or ``""``
    leader: str


@dataclass(frozen=True)
class LeaderView:
    id: str
    side: int
    kind: str
    #: hex label, ``"-"`` off the field
    hex: str
    #: ``field``, ``killed``, ``escaped``, ``seppuku`` or ``left_battle``
    status: str
    ordered: bool


@dataclass(frozen=True)
class DecisionView:
    player: int
    kind: str
    prompt: Message


@dataclass(frozen=True)
class SBObservation(Observation):
    turn: int
    #: the side whose turn it is
    active: int
    decision: DecisionView | None
    units: tuple[UnitView, ...]
    leaders: tuple[LeaderView, ...]
    captured_camps: tuple[str, ...]
    honor: tuple[int, ...]
    pool: int
    banners: tuple[int, ...]
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    dragon_hand: tuple[str, ...]
    dragon_hand_sizes: tuple[int, ...]
    deck: int
    discard: tuple[str, ...]
    dragon_deck: int
    dragon_discard: tuple[str, ...]
    dragon_in_play: tuple[tuple[str, int, int], ...]
    #: the cards the active side is choosing between (its own), or how many (the other side)
    drawn: tuple[str, ...] | int
    played: str
    effective: str
    last_card: tuple[tuple[str, bool, bool] | None, ...]
    winner: int | None
    end_reason: str


def observation(s: SBState, player: int) -> SBObservation:
    """Everything public plus ``player``'s own Command and Dragon hands; the other hands, the
    deck order and the cards the other player is choosing between stay hidden."""
    turn = s.stack[0]
    assert isinstance(turn, TurnTask)
    top = s.stack[-1]
    decision = None if s.is_terminal() else DecisionView(top.player(s), top.KIND, top.prompt(s))
    leaders = s.leaders
    return SBObservation(
        viewer=player,
        turn=s.turn,
        active=s.active,
        decision=decision,
        units=tuple(
            UnitView(
                u.id,
                u.side,
                u.type.code,
                u.figures,
                s.label(u.hex),
                u.ordered,
                leaders[u.leader].id if u.leader >= 0 else "",
            )
            for u in s.units
        ),
        leaders=tuple(
            LeaderView(lead.id, lead.side, lead.kind.id, s.label(lead.hex), lead.status, lead.ordered)
            for lead in leaders
        ),
        captured_camps=tuple(s.label(h) for h in s.captured),
        honor=tuple(s.honor),
        pool=s.pool,
        banners=(s.banner_total(0), s.banner_total(1)),
        hand=tuple(sorted(s.hands[player])),
        hand_sizes=tuple(len(h) for h in s.hands),
        dragon_hand=tuple(sorted(s.dragon_hands[player])),
        dragon_hand_sizes=tuple(len(h) for h in s.dragon_hands),
        deck=len(s.commands.pile),
        discard=tuple(s.commands.discards),
        dragon_deck=len(s.dragons.pile),
        dragon_discard=tuple(s.dragons.discards),
        dragon_in_play=tuple(tuple(x) for x in s.dragon_in_play),  # type: ignore[misc]
        drawn=tuple(sorted(turn.drawn)) if s.active == player else len(turn.drawn),
        played=turn.played,
        effective=turn.effective,
        last_card=tuple(tuple(x) if x else None for x in s.last_card),  # type: ignore[misc]
        winner=s.winner,
        end_reason=s.end_reason if s.is_terminal() else "",
    )
