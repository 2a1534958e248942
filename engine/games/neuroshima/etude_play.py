"""Playing an etude: a one-player Neuroshima puzzle (rules/002 §7) on the game's own rules.

The solver (seat 0, player 1) plays tiles from the etude's pool one after another: board tiles
on free hexes with a rotation, instant tiles on their targets. Placements, instants and battles
are the engine's (:mod:`~engine.games.neuroshima.instants`, :func:`~engine.games.neuroshima.battle.resolve_battle`);
this module only adds the etude's flow around them (see :mod:`engine.games.neuroshima.models.etude`):

1. the solver's *line*: tiles from the pool (exactly ``choose`` of them, or up to ``choose``), each
   Battle tile or full main field starting a battle at once;
2. with ``opponent_next``, the opponent's turn with his hand;
3. with ``final_battle``, the final battle;
4. the victory conditions are judged (at once when an HQ is destroyed, rules/002 §2.6).

Choices inside effects go to the player the rules name (the pushed tile's owner, a medic's
controller, a Clown's owner...). :class:`EtudeState` is the one-player game the player and the
conformance tests see: its legal actions are the solver's, and the opponent answers by himself,
adversarially - with a move after which the solver can no longer win when there is one, else the
first of his moves (:mod:`engine.games.neuroshima.solver` decides). The solver works on the
same states through :meth:`EtudeState.mover`, :meth:`EtudeState.moves` and :meth:`EtudeState.advance`.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from engine.content.library import ContentLibrary
from engine.core.game import TERMINAL, Action, Event, Game, Outcome, State
from engine.core.hexgrid import Hex
from engine.games.neuroshima import instants as ins
from engine.games.neuroshima.actions import (
    EndTurn,
    Mobility,
    Place,
    TransportMove,
    UseAirStrike,
    UseBattle,
    UseGrenade,
    UseMove,
    UsePush,
    UseSniper,
)
from engine.games.neuroshima.battle import resolve_battle
from engine.games.neuroshima.convert import position_to_model
from engine.games.neuroshima.decisions import NeedDecision, RecordedChooser
from engine.games.neuroshima.etude_config import EtudeConfig, EtudeError, EtudePending, compile_etude
from engine.games.neuroshima.etude_goals import goal_met, goal_status
from engine.games.neuroshima.etude_moves import EtudeMoves
from engine.games.neuroshima.explain import make_event
from engine.games.neuroshima.models.etude import Etude, VictoryCondition
from engine.games.neuroshima.models.setup import PositionModel
from engine.games.neuroshima.observation import EtudeObservation, board_tiles, decision_view

SOLVER, OPPONENT, NOBODY = 0, 1, -1
# phases of an etude
LINE, REPLY, FINAL, OVER = 0, 1, 2, 3
PHASE_NAMES = ("line", "reply", "final_battle", "over")
END = EndTurn()


class EtudeState(EtudeMoves, State):
    """An etude being played; one player (the solver), the opponent answering by himself."""

    def __init__(self, game: Game, cfg: EtudeConfig, seed: int = 0) -> None:
        super().__init__(game, seed)
        self.cfg = cfg
        self.pos = cfg.start.copy()
        self.pool = list(cfg.pool)
        self.hand = list(cfg.hand)
        self.played = 0
        self.reply_played = 0
        self.phase = LINE
        self.pending: EtudePending | None = None
        #: mobility and Transport moves made this turn, by tile instance
        self.moved: dict[int, int] = {}
        self.transported: dict[int, int] = {}
        #: the position when the solver's line ended (what tells two solutions apart)
        self.line_end: Hashable | None = None
        self.result: bool | None = None
        self.reason = ""
        self.battle_log: list[list[Event]] = []
        self.record_events = True
        #: stop before the final battle (the solver looks at the position first)
        self.hold_final_battle = False
        self._ev: list[Event] = []
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
        return [] if self.phase == OVER else self.moves()

    def legal_actions_at(self, hx: Hex) -> list[Action]:
        """The legal actions that involve hex ``hx`` (placing on it, moving from or to it, targets)."""
        return [a for a in self.legal_actions() if any(v == hx for v in vars(a).values())]

    def illegal_reason(self, action: Action) -> str | None:
        if self.phase == OVER:
            return "the etude is over"
        if self.pending is None and self.phase == LINE:
            tid = getattr(action, "tile", None)
            if tid is not None:
                code = self.cfg.start.catalog.by_id.get(tid, -1)
                if code not in self.pool:
                    return f"{tid!r} is not among the tiles left to choose from"
                if self.played >= self.cfg.etude.choose:
                    return f"all {self.cfg.etude.choose} tile(s) are played"
            if isinstance(action, Place):
                h = self.pos.board.find(action.hex)
                if h < 0:
                    return f"hex {action.hex} is not on the board"
                if self.pos.tile[h] >= 0:
                    return f"hex {action.hex} is taken"
            if isinstance(action, EndTurn) and self.cfg.etude.exactly and self.played < self.cfg.etude.choose:
                return f"play exactly {self.cfg.etude.choose} tile(s) first"
        return None if action in self.moves() else "not allowed now"

    def _apply(self, action: Action) -> list[Event]:
        self._ev = []
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
            tuple(sorted(self.pool)),
            tuple(sorted(self.hand)),
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
            pool=tuple(sorted(types[c].id for c in self.pool)),
            played=self.played,
            choose=e.choose,
            opponent_hand=tuple(sorted(types[c].id for c in self.hand)),
            decision=decision_view(p.decision if p is not None else None),
            success=self.result,
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

    def _copy(self) -> EtudeState:
        other = EtudeState.__new__(EtudeState)
        other.__dict__.update(self.__dict__)
        other.pos = self.pos.copy()
        other.pool = self.pool[:]
        other.hand = self.hand[:]
        other.moved = dict(self.moved)
        other.transported = dict(self.transported)
        other.battle_log = self.battle_log[:]
        other._ev = []
        return other

    # ================================================================== what the GUI asks

    def success(self) -> bool | None:
        """Whether the etude is solved; ``None`` while it is not over."""
        return self.result if self.phase == OVER else None

    def goal_report(self) -> list[tuple[VictoryCondition, bool, str]]:
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
            hands=[[types[c].id for c in self.pool], [types[c].id for c in self.hand]],
        )

    def line_key(self) -> Hashable:
        """The board (rotations up to each tile's symmetry, no instance ids), the HQ hit points and
        the tiles left in the pool: two lines reaching the same key are the same solution."""
        return (self.board_key(), tuple(self.pos.hq_hp), tuple(sorted(self.pool)))

    def search_key(self) -> Hashable:
        """Everything the rest of the etude depends on, canonically (for memoisation)."""
        return (
            self.phase,
            self.board_key(),
            tuple(self.pos.hq_hp),
            tuple(sorted(self.pool)),
            self.played,
            tuple(sorted(self.hand)),
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
        if not self.moved and not self.transported:
            return ()
        uid = self.pos.uid
        out = []
        for h, u in enumerate(uid):
            if u >= 0 and (u in self.moved or u in self.transported):
                out.append((h, self.moved.get(u, 0), self.transported.get(u, 0)))
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
            out = self._tile_plays(self.pool, SOLVER, reduced) if self.played < e.choose else []
            if e.mobility:
                out.extend(self._move_actions(SOLVER, reduced))
            if not e.exactly or self.played >= e.choose:
                out.append(END)
            return out
        # the opponent's turn: passing first, then his tiles and moves
        out = [END]
        if self.reply_played < self.cfg.plays:
            out.extend(self._tile_plays(self.hand, OPPONENT, reduced))
        if e.mobility:
            out.extend(self._move_actions(OPPONENT, reduced))
        return out

    def advance(self, action: Action) -> None:
        """Apply a move of :meth:`mover` (known to be legal); the opponent does not answer by himself."""
        if self.pending is not None:
            p = self.pending
            self._run(p.kind, p.args, (*p.choices, action), p.then, p.reason)
        else:
            self._turn_action(action, SOLVER if self.phase == LINE else OPPONENT)
        if self.pending is None and self.phase != OVER:
            self._settle()

    # ------------------------------------------------------------------ options

    # ------------------------------------------------------------------ carrying out actions

    def _say(self, kind: str, data: dict[str, Any], text: str | None = None) -> None:
        if self.record_events:
            self._ev.append(make_event(kind, data, text))

    def _turn_action(self, action: Action, seat: int) -> None:
        pos = self.pos
        idx = pos.board.index
        types = pos.catalog.types
        who = f"player {seat + 1}"
        if isinstance(action, EndTurn):
            if seat == SOLVER:
                self._say("end_turn", {"player": 1}, "player 1 ends the line")
                self._end_line()
            else:
                self._say("end_turn", {"player": 2}, "player 2 ends the turn")
                self._reply_over()
            return
        if isinstance(action, (Mobility, TransportMove)):
            src, dst = idx[action.src], idx[action.dst]
            used = self.transported if isinstance(action, TransportMove) else self.moved
            u = pos.uid[src]
            used[u] = used.get(u, 0) + 1
            was_full = pos.main_full()
            name = types[pos.tile[src]].name
            pos.move(src, dst, action.rot)
            self._say(
                "move",
                {"player": seat + 1, "from": str(action.src), "to": str(action.dst), "rot": action.rot},
                f"{who} moves {name} from {action.src} to {action.dst} facing {action.rot}",
            )
            self._check_full(was_full, seat)
            return
        # NH rules: an instant tile is shown, counts as played and is discarded (rules/002 §2.3, §3.4)
        tid = getattr(action, "tile", "")
        code = pos.catalog.by_id[tid]
        if seat == SOLVER:
            self.pool.remove(code)
            self.played += 1
        else:
            self.hand.remove(code)
            self.reply_played += 1
        then = "line" if seat == SOLVER else "reply"
        if isinstance(action, Place):
            # NH rules: a board tile goes on a free hex with the rotation its player chooses (rules/002 §2.3)
            was_full = pos.main_full()
            pos.put(idx[action.hex], code, seat, action.rot)
            self._say(
                "place",
                {"player": seat + 1, "tile": tid, "hex": str(action.hex), "rot": action.rot},
                f"{who} places {types[code].name} on {action.hex} facing {action.rot}",
            )
            self._check_full(was_full, seat)
        elif isinstance(action, UseBattle):
            self._say("use", {"player": seat + 1, "tile": tid}, f"{who} plays Battle")
            self._run("battle", (), (), "line" if seat == SOLVER else "reply_end", "a Battle tile")
        elif isinstance(action, UseMove):
            src, dst = idx[action.src], idx[action.dst]
            was_full = pos.main_full()
            name = types[pos.tile[src]].name
            pos.move(src, dst, action.rot)
            self._say(
                "use",
                {"player": seat + 1, "tile": tid, "from": str(action.src), "to": str(action.dst), "rot": action.rot},
                f"{who} plays Move: {name} from {action.src} to {action.dst} facing {action.rot}",
            )
            self._check_full(was_full, seat)
        elif isinstance(action, UsePush):
            self._run("push", (idx[action.pusher], idx[action.target]), (), then)
        elif isinstance(action, UseSniper):
            self._run("sniper", (idx[action.target],), (), then)
        elif isinstance(action, UseAirStrike):
            self._run("air_strike", (idx[action.target],), (), then)
        elif isinstance(action, UseGrenade):
            self._run("grenade", (idx[action.target],), (), then)

    def _check_full(self, was_full: bool, seat: int) -> None:
        # NH rules: the main field filling up starts a battle at once; the turn ends after it (§2.3, E47)
        if not was_full and self.pos.main_full():
            self._run("battle", (), (), "line" if seat == SOLVER else "reply_end", "the main field is full")

    def _run(self, kind: str, args: tuple[int, ...], choices: tuple[Action, ...], then: str, reason: str = "") -> None:
        rules = self.cfg.rules
        chooser = RecordedChooser(choices)
        seat = SOLVER if self.phase == LINE else OPPONENT
        explain = self.record_events
        pos = self.pos
        was_full = pos.main_full()
        try:
            if kind == "battle":
                new_pos, events = resolve_battle(pos, rules, chooser=chooser, explain=explain, reason=reason)
            elif kind == "push":
                new_pos, events = ins.resolve_push(pos, rules, seat, args[0], args[1], chooser, explain)
            elif kind == "sniper":
                new_pos, events = ins.resolve_sniper(pos, rules, seat, args[0], chooser, explain)
            elif kind == "air_strike":
                new_pos, events = ins.resolve_air_strike(pos, rules, seat, args[0], chooser, explain)
            else:
                new_pos, events = ins.resolve_grenade(pos, rules, seat, args[0], chooser, explain)
        except NeedDecision as need:
            self.pending = EtudePending(kind, args, choices, need.decision, then, reason)
            return
        self.pending = None
        new_pos.removed = []
        self.pos = new_pos
        if explain:
            self._ev.extend(events)
        if kind == "battle":
            if explain:
                self.battle_log.append(list(events))
            self._after_battle(then)
        elif kind == "push":
            # a push from the extra ring onto the main field may fill it
            self._check_full(was_full, seat)

    def _after_battle(self, then: str) -> None:
        hp = self.pos.hq_hp
        if hp[SOLVER] <= 0 or hp[OPPONENT] <= 0:
            # NH rules: the game ends when an HQ runs out of hit points (rules/002 §2.6)
            if self.line_end is None:
                self.line_end = self.line_key()
            self._judge("when an HQ was destroyed")
            return
        # the line goes on in the solver's next turn (models/etude.py): moves are counted afresh
        self.moved = {}
        self.transported = {}
        if then == "reply_end":
            self._reply_over()  # NH rules: the player who started a battle ends his turn (rules/002 §2.3)
        elif then == "final":
            self._judge("after the final battle")

    def _settle(self) -> None:
        """After a move: end the line or the opponent's turn when nothing else can be done."""
        e = self.cfg.etude
        if self.phase == LINE:
            if self.played < e.choose and self.pool and self._can_play(self.pool, SOLVER):
                return
            if e.mobility and (self._move_options(SOLVER, False) or self._move_options(SOLVER, True)):
                return
            if e.exactly and self.played < e.choose:
                self.line_end = self.line_key()
                self._say("stuck", {}, f"none of the tiles left can be played: {self.played} of {e.choose} played")
                self.result = False
                self.reason = f"only {self.played} of {e.choose} tile(s) could be played"
                self.phase = OVER
                return
            self._end_line()
        elif self.phase == REPLY:
            if self.reply_played < self.cfg.plays and self.hand and self._can_play(self.hand, OPPONENT):
                return
            if e.mobility and (self._move_options(OPPONENT, False) or self._move_options(OPPONENT, True)):
                return
            self._reply_over()

    def _end_line(self) -> None:
        self.line_end = self.line_key()
        self.moved = {}
        self.transported = {}
        if self.cfg.etude.opponent_next is not None:
            # the opponent's turn comes before the final battle, as the game's last turns do (rules/002 §2.5)
            self.phase = REPLY
            self.reply_played = 0
            self._say("turn", {"player": 2}, "the opponent's turn")
            return
        self._reply_over()

    def _reply_over(self) -> None:
        self.moved = {}
        self.transported = {}
        # NH rules: the last turns are taken, then the final battle is fought (rules/002 §2.5)
        if self.cfg.etude.final_battle:
            self.phase = FINAL
            if not self.hold_final_battle:
                self.fight_final_battle()
        else:
            self._judge("after the last tile")

    def fight_final_battle(self) -> None:
        """Fight the final battle that :attr:`hold_final_battle` kept waiting."""
        self._run("battle", (), (), "final", "the final battle")

    def final_battle_due(self) -> bool:
        """Whether the final battle is waiting to be fought (only with :attr:`hold_final_battle`)."""
        return self.phase == FINAL and self.pending is None

    def _judge(self, when: str) -> None:
        self.result = all(goal_met(v, self.pos, self.cfg.hq_start) for v in self.cfg.etude.victory)
        self.phase = OVER
        self.pending = None
        if not self.record_events:
            self.reason = "solved" if self.result else "not solved"
            return
        failed = [f"{v.describe()} ({why})" for v, ok, why in self.goal_report() if not ok]
        self.reason = f"solved {when}" if self.result else f"not solved {when}: " + "; ".join(failed)
        self._say("etude_over", {"success": self.result}, self.reason)

    # ------------------------------------------------------------------ the opponent answers by himself

    def _auto_opponent(self) -> None:
        while self.mover() == OPPONENT:
            self.advance(self._opponent_choice())

    def _opponent_choice(self) -> Action:
        """A move after which the solver cannot win, if there is one; else the first move."""
        from engine.games.neuroshima.solver import REPLY_NODE_BUDGET, Searcher

        return Searcher(max_nodes=REPLY_NODE_BUDGET).refutation(self)


def etude_state(etude: Etude, library: ContentLibrary) -> EtudeState:
    """The etude ready to play: the position before the choice, the solver to move. Raises
    :class:`~engine.games.neuroshima.etude_config.EtudeError` (a ``ContentError`` listing every
    issue) when the etude's checks report errors."""
    from engine.core.registry import load_game

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
