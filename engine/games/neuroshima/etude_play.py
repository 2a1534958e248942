"""Playing an etude: a one-player Neuroshima puzzle (rules/002 §7) on the game's own rules.

The solver (seat 0, player 1) plays tiles from the etude's pool one after another: board tiles
on free hexes with a rotation, instant tiles on their targets. :class:`EtudeState` is a variant of
the game: placements, instants with their targets, moves, battles and choices inside effects are
its base's, :class:`~engine.games.neuroshima.base_state.NeuroshimaBaseState`, the same as the
full game's; this module only adds the etude's flow around them (see
:mod:`engine.games.neuroshima.models.etude`):

1. the solver's *line*: tiles from the pool (exactly ``choose`` of them, or up to ``choose``), each
   Battle tile or full main field starting a battle at once;
2. with ``opponent_next``, the opponent's turn with his hand;
3. with ``final_battle``, the final battle;
4. the victory conditions are judged (at once when an HQ is destroyed, rules/002 §2.6).

Choices inside effects go to the player the rules name (the pushed tile's owner, a medic's
controller, a Clown's owner...). :class:`EtudeState` is the one-player game the player and the
conformance tests see: its legal actions are the solver's, and the opponent answers by himself,
adversarially - with a move after which the solver can no longer win when there is one, else the
first of his moves (:class:`~engine.games.neuroshima.etude_search.Searcher` decides). The solver
works on the same states through :meth:`EtudeState.mover`, :meth:`EtudeState.moves` and
:meth:`EtudeState.advance`.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Self

from engine.content.library import ContentLibrary
from engine.core.game import TERMINAL, Action, Event, Game, Outcome
from engine.core.message import Message
from engine.core.registry import load_game
from engine.games.neuroshima import etude_search
from engine.games.neuroshima.actions import EndTurn, FightFinalBattle, Mobility, Place, TransportMove
from engine.games.neuroshima.base_state import NeuroshimaBaseState
from engine.games.neuroshima.convert import position_to_model
from engine.games.neuroshima.etude_config import (
    FINAL,
    LINE,
    NOBODY,
    OPPONENT,
    OVER,
    PHASE_NAMES,
    REPLY,
    SOLVER,
    EtudeConfig,
    EtudeError,
    compile_etude,
)
from engine.games.neuroshima.etude_goals import goal_met, goal_status
from engine.games.neuroshima.etude_search import Searcher
from engine.games.neuroshima.models.etude import Etude, VictoryCondition
from engine.games.neuroshima.models.setup import PositionModel
from engine.games.neuroshima.observation import EtudeObservation, GoalView, board_tiles, decision_view

END = EndTurn()
FIGHT = FightFinalBattle()


class EtudeState(NeuroshimaBaseState):
    """An etude being played; one player (the solver), the opponent answering by himself. The hands
    are the solver's pool (seat 0) and the opponent's hand (seat 1); :attr:`seat` is the side whose
    turn it is."""

    cfg: EtudeConfig

    def __init__(self, game: Game, cfg: EtudeConfig, seed: int = 0) -> None:
        super().__init__(game, cfg, cfg.start.copy(), [list(cfg.pool), list(cfg.hand)], SOLVER, seed)
        self.played = 0
        self.reply_played = 0
        self.phase = LINE
        #: the position when the solver's line ended (what tells two solutions apart)
        self.line_end: Hashable | None = None
        self.result: bool | None = None
        self.reason: str | Message = ""
        self.battle_log: list[list[Event]] = []
        #: stop before the final battle (the solver looks at the position first)
        self.hold_final_battle = False
        self._settle()
        self.events.extend(self._ev)
        self._auto_opponent()

    # ================================================================== the State contract

    def num_players(self) -> int:
        return 1

    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else 0

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        won = bool(self.result)
        return Outcome((1.0 if won else -1.0,), frozenset({0}) if won else frozenset(), self.reason)

    def legal_actions(self) -> list[Action]:
        if self.phase == OVER:
            return []
        if self.final_battle_due():
            return [FIGHT]  # held back: the solver starts it when he has looked at the position
        return self.moves()

    def illegal_reason(self, action: Action) -> Message | None:
        if self.phase == OVER:
            return Message("nh-refuse-etude-over")
        if self.final_battle_due():
            return None if isinstance(action, FightFinalBattle) else Message("nh-refuse-final-battle-left")
        if isinstance(action, FightFinalBattle):
            return Message("nh-refuse-no-final-battle")
        if self.pending is None and self.phase == LINE:
            tid = getattr(action, "tile", None)
            if tid is not None:
                code = self.cfg.catalog.by_id.get(tid, -1)
                if code not in self.hands[SOLVER]:
                    return Message("nh-refuse-not-offered", tile=self.tile_said(tid))
                if self.played >= self.cfg.etude.choose:
                    return Message("nh-refuse-all-played", count=self.cfg.etude.choose)
            if isinstance(action, Place) and (refusal := self._place_refusal(action.hex)) is not None:
                return refusal
            if isinstance(action, EndTurn) and self.cfg.etude.exactly and self.played < self.cfg.etude.choose:
                return Message("nh-refuse-play-exactly", count=self.cfg.etude.choose)
        return None if action in self.moves() else Message("nh-refuse-not-now")

    def _apply(self, action: Action) -> list[Event]:
        self._ev = []
        if isinstance(action, FightFinalBattle):
            self.fight_final_battle()
        else:
            self.advance(action)
        self._auto_opponent()
        return self._ev

    def key(self) -> Any:
        pos = self.pos
        return (
            self.phase,
            tuple(pos.tile),
            tuple(pos.owner),
            tuple(pos.rot),
            tuple(pos.dmg),
            tuple(pos.hq_hp),
            tuple(sorted(self.hands[SOLVER])),
            tuple(sorted(self.hands[OPPONENT])),
            self.played,
            self.reply_played,
            self._moved_key(),
            self._pending_key(),
            self.line_end,
            self.result,
        )

    def observation(self, player: int) -> EtudeObservation:
        """Everything in an etude is public."""
        types = self.pos.catalog.types
        p = self.pending
        e = self.cfg.etude
        return EtudeObservation(
            viewer=player,
            etude=e.id,
            phase=PHASE_NAMES[self.phase],
            tiles=board_tiles(self.pos),
            hq_hp=tuple(self.pos.hq_hp),
            pool=tuple(sorted(types[c].id for c in self.hands[SOLVER])),
            played=self.played,
            choose=e.choose,
            opponent_hand=tuple(sorted(types[c].id for c in self.hands[OPPONENT])),
            decision=decision_view(p.decision if p is not None else None),
            success=self.result,
            goals=tuple(GoalView(cond.said(), ok, why) for cond, ok, why in self.goal_report()),
            reason=self.reason,
            final_battle_due=self.final_battle_due(),
            exactly=e.exactly,
        )

    def clone(self) -> EtudeState:
        other = self._copy()
        other.rng = self.rng.clone()
        other.history = self.history[:]
        other.events = self.events[:]
        return other

    def fork(self) -> EtudeState:
        """A copy for search: no history, no events, no explanations."""
        other = self._copy()
        other.history = []
        other.events = []
        other.record_events = False
        return other

    def _copy(self) -> Self:
        other = super()._copy()
        other.battle_log = self.battle_log[:]
        return other

    # ================================================================== what the GUI asks

    @property
    def pool(self) -> list[int]:
        """The tile codes left in the solver's pool."""
        return self.hands[SOLVER]

    @property
    def hand(self) -> list[int]:
        """The tile codes in the opponent's hand (``opponent_next``)."""
        return self.hands[OPPONENT]

    def success(self) -> bool | None:
        """Whether the etude is solved; ``None`` while it is not over."""
        return self.result if self.phase == OVER else None

    def goal_report(self) -> list[tuple[VictoryCondition, bool, Message]]:
        """Each victory condition, whether it holds on the current board, and why."""
        return [(v, *goal_status(v, self.pos, self.cfg.hq_start)) for v in self.cfg.etude.victory]

    def battles(self) -> list[list[Event]]:
        """The explained events of each battle fought so far, in order."""
        return [list(b) for b in self.battle_log]

    def position_model(self) -> PositionModel:
        """The current board as a position document (the pool as the solver's hand)."""
        types = self.pos.catalog.types
        return position_to_model(
            self.pos,
            base=self.cfg.etude.to_position(),
            hands=[[types[c].id for c in hand] for hand in self.hands],
        )

    def line_key(self) -> Hashable:
        """The board (rotations up to each tile's symmetry, no instance ids), the HQ hit points and
        the tiles left in the pool: two lines reaching the same key are the same solution."""
        return (self.board_key(), tuple(self.pos.hq_hp), tuple(sorted(self.hands[SOLVER])))

    def search_key(self) -> Hashable:
        """Everything the rest of the etude depends on, canonically (for memoisation)."""
        return (
            self.phase,
            self.board_key(),
            tuple(self.pos.hq_hp),
            tuple(sorted(self.hands[SOLVER])),
            self.played,
            tuple(sorted(self.hands[OPPONENT])),
            self.reply_played,
            self._moved_key(),
            self._pending_key(),
        )

    def board_key(self) -> tuple[int, ...]:
        """One number per hex: tile, owner, rotation up to the tile's symmetry, damage (-1 when free)."""
        pos = self.pos
        period = self.cfg.period
        return tuple(
            -1 if c < 0 else (((c * 4 + o) * 6 + r % period[c]) << 7) | d
            for c, o, r, d in zip(pos.tile, pos.owner, pos.rot, pos.dmg)
        )

    def _moved_key(self) -> tuple[tuple[int, int, int], ...]:
        moved, transported = self.mobility_used, self.transport_used
        if not moved and not transported:
            return ()
        uid = self.pos.uid
        out = []
        for h, u in enumerate(uid):
            if u >= 0 and (u in moved or u in transported):
                out.append((h, moved.get(u, 0), transported.get(u, 0)))
        return tuple(out)

    def _pending_key(self) -> Hashable:
        p = self.pending
        return None if p is None else (p.kind, p.args, p.choices, p.then, p.reason)

    # ================================================================== the etude's flow, for both sides

    def mover(self) -> int:
        """Who decides now: :data:`SOLVER`, :data:`OPPONENT` or :data:`NOBODY` when it is over."""
        if self.pending is not None:
            return SOLVER if self.pending.decision.player == 0 else OPPONENT
        if self.phase == LINE:
            return SOLVER
        return OPPONENT if self.phase == REPLY else NOBODY

    def moves(self, reduced: bool = False) -> list[Action]:
        """The mover's actions. ``reduced`` leaves out rotations that give the same tile facing as a
        smaller one (a tile mapped onto itself by a turn acts the same, so they reach the same etude)."""
        if self.pending is not None:
            return list(self.pending.decision.options)
        if self.phase not in (LINE, REPLY):
            return []
        e = self.cfg.etude
        if self.phase == LINE:
            out = self.tile_actions(self.hands[SOLVER], reduced) if self.played < e.choose else []
            if e.mobility:
                out.extend(self.move_actions(False, reduced))
                out.extend(self.move_actions(True, reduced))
            if not e.exactly or self.played >= e.choose:
                out.append(END)
            return out
        # the opponent's turn: passing first, then his tiles and moves
        out = [END]
        if self.reply_played < self.cfg.plays:
            out.extend(self.tile_actions(self.hands[OPPONENT], reduced))
        if e.mobility:
            out.extend(self.move_actions(False, reduced))
            out.extend(self.move_actions(True, reduced))
        return out

    def advance(self, action: Action) -> None:
        """Apply a move of :meth:`mover` (known to be legal); the opponent does not answer by himself."""
        if self.pending is not None:
            self._resume(action)
        elif isinstance(action, EndTurn):
            if self.seat == SOLVER:
                self._event("end_turn", {"player": 1}, "player 1 ends the line")
                self._end_line()
            else:
                self._event("end_turn", {"player": 2}, "player 2 ends the turn")
                self._reply_over()
        elif isinstance(action, (Mobility, TransportMove)):
            self._move_tile(action)
        else:
            self._play_tile(action)
        if self.pending is None and self.phase != OVER:
            self._settle()

    # ------------------------------------------------------------------ the etude's side of playing tiles

    def _tile_used(self, code: int, instant: bool) -> None:
        if self.seat == SOLVER:
            self.played += 1
        else:
            self.reply_played += 1

    def _battle_tiles_allowed(self) -> bool:
        # NH rules: etudes have no stacks, so Battle tiles never run out (§2.5 does not apply; models/etude.py)
        return True

    def _battle_then(self) -> str:
        # the solver's line goes on after a battle; a battle the opponent starts ends his turn (rules/002 §2.3)
        return "line" if self.seat == SOLVER else "reply_end"

    def _battle_fought(self, events: list[Event]) -> None:
        if self.record_events:
            self.battle_log.append(list(events))

    def _after_battle(self, then: str) -> None:
        hp = self.pos.hq_hp
        if hp[SOLVER] <= 0 or hp[OPPONENT] <= 0:
            # NH rules: the game ends when an HQ runs out of hit points (rules/002 §2.6)
            if self.line_end is None:
                self.line_end = self.line_key()
            self._judge("hq-destroyed")
            return
        # the line goes on in the solver's next turn (models/etude.py): moves are counted afresh
        self.mobility_used = {}
        self.transport_used = {}
        if then == "reply_end":
            self._reply_over()  # NH rules: the player who started a battle ends his turn (rules/002 §2.3)
        elif then == "final":
            self._judge("final")

    def _settle(self) -> None:
        """After a move: end the line or the opponent's turn when nothing else can be done."""
        e = self.cfg.etude
        if self.phase == LINE:
            pool = self.hands[SOLVER]
            if self.played < e.choose and pool and self.can_play(pool):
                return
            if e.mobility and (self.move_options(False) or self.move_options(True)):
                return
            if e.exactly and self.played < e.choose:
                self.line_end = self.line_key()
                self._event("stuck", {}, Message("nh-etude-stuck", played=self.played, choose=e.choose))
                self.result = False
                self.reason = Message("nh-etude-only-played", played=self.played, choose=e.choose)
                self.phase = OVER
                return
            self._end_line()
        elif self.phase == REPLY:
            hand = self.hands[OPPONENT]
            if self.reply_played < self.cfg.plays and hand and self.can_play(hand):
                return
            if e.mobility and (self.move_options(False) or self.move_options(True)):
                return
            self._reply_over()

    def _end_line(self) -> None:
        self.line_end = self.line_key()
        self.mobility_used = {}
        self.transport_used = {}
        if self.cfg.etude.opponent_next is not None:
            # the opponent's turn comes before the final battle, as the game's last turns do (rules/002 §2.5)
            self.phase = REPLY
            self.seat = OPPONENT
            self.reply_played = 0
            self._event("turn", {"player": 2}, Message("nh-etude-opponent-turn"))
            return
        self._reply_over()

    def _reply_over(self) -> None:
        self.mobility_used = {}
        self.transport_used = {}
        # NH rules: the last turns are taken, then the final battle is fought (rules/002 §2.5)
        if self.cfg.etude.final_battle:
            self.phase = FINAL
            if not self.hold_final_battle:
                self.fight_final_battle()
        else:
            self._judge("last-tile")

    def fight_final_battle(self) -> None:
        """Fight the final battle that :attr:`hold_final_battle` kept waiting."""
        self._run("battle", (), (), "final", "the final battle")

    def final_battle_due(self) -> bool:
        """Whether the final battle is waiting to be fought (only with :attr:`hold_final_battle`)."""
        return self.phase == FINAL and self.pending is None

    def _judge(self, when: str) -> None:
        """The etude is over: judged ``when`` ("final": after the final battle, "last-tile": after
        the last tile, "hq-destroyed": when an HQ was destroyed), the reason naming each condition
        that fails and why."""
        self.result = all(goal_met(v, self.pos, self.cfg.hq_start) for v in self.cfg.etude.victory)
        self.phase = OVER
        self.pending = None
        if not self.record_events:
            self.reason = Message("nh-etude-solved" if self.result else "nh-etude-not-solved", when="none")
            return
        if self.result:
            self.reason = Message("nh-etude-solved", when=when)
        else:
            failed = tuple(
                Message("nh-etude-goal-failed", goal=v.said(), why=why) for v, ok, why in self.goal_report() if not ok
            )
            self.reason = Message("nh-etude-not-solved", when=when, failed=failed)
        self._event("etude_over", {"success": self.result}, self.reason)

    # ------------------------------------------------------------------ the opponent answers by himself

    def _auto_opponent(self) -> None:
        while self.mover() == OPPONENT:
            self.advance(self._opponent_choice())

    def _opponent_choice(self) -> Action:
        """A move after which the solver cannot win, if there is one; else the first move (within
        the reply budget: :class:`~engine.games.neuroshima.etude_search.ReplyTooLargeError` past it)."""
        return Searcher(max_nodes=etude_search.REPLY_NODE_BUDGET).refutation(self)


def etude_state(etude: Etude, library: ContentLibrary) -> EtudeState:
    """The etude ready to play: the position before the choice, the solver to move. Raises
    :class:`~engine.games.neuroshima.etude_config.EtudeError` (a ``ContentError`` listing every
    issue) when the etude's checks report errors."""
    return EtudeState(load_game("neuroshima_etude"), compile_etude(etude, library))


__all__ = [
    "END",
    "FINAL",
    "LINE",
    "NOBODY",
    "OPPONENT",
    "OVER",
    "REPLY",
    "SOLVER",
    "EtudeConfig",
    "EtudeError",
    "EtudeState",
    "compile_etude",
    "etude_state",
]
