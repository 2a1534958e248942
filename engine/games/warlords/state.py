"""The Warlords battle state: the battle's data, the decisions it waits for, and the flow from
the pre-battle sequence through the turns to the end.

Seats: 0 and 1 are the sides in the order of the battle file, 2 is the game master. A seat
decides when a stage (or a paused procedure) names it; everything else runs by itself. The
execution phases and the end of a turn are procedures that may stop for a decision midway;
they are then run again from the copy taken when they began, with the same dice and one more
answer (:mod:`.execution`)."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from engine.core.game import TERMINAL, Action, Event, Game, Outcome, State
from engine.core.message import Message, Name
from engine.core.rng import RngSnapshot
from engine.games.warlords import prebattle as pre
from engine.games.warlords.actions import Done, DuelTactic, Gm, HqGeneral, Program, Reroll, SelectUnit, StakeChoice
from engine.games.warlords.budget import Budget, free_reroll, hq_general_bonus
from engine.games.warlords.command import command_act, command_legal, leader_places, set_phoenix
from engine.games.warlords.decisions import GM_SEAT, Decision, DecisionView, gm_decision, option_said
from engine.games.warlords.execution import Exec, Pause
from engine.games.warlords.observation import observation, seen_decision
from engine.games.warlords.pieces import BattleData
from engine.games.warlords.prebattle import apply_shift, pre_act, pre_legal, pre_sample
from engine.games.warlords.resample import resample
from engine.games.warlords.said import place
from engine.games.warlords.said import side as said_side
from engine.games.warlords.setup import Prepared, initial_data
from engine.games.warlords.stages import Stage
from engine.games.warlords.turn import command_roll, end_of_turn, exec_phase1, exec_phase2, reveal_orders, turn_start
from engine.games.warlords.world import World

if TYPE_CHECKING:
    from collections.abc import Callable

    from engine.games.warlords.observation import WLObservation

#: the end of a battle the attacker avoided after the third forecast (L764)
WITHDRAWAL = "the attacker withdrew before the battle (L764)"

PRE_KINDS = frozenset(
    {"half", "clear_day", "forecast", "fences", "deploy", "recon", "leaders", "banners", "instructions"}
)


@dataclass(frozen=True)
class Segment:
    """A procedure under way: the copy it started from, its dice, the answers so far (an
    execution segment runs from ``kind`` to the end of the turn; ``then`` is where its first
    step leads)."""

    kind: str
    snap: BattleData
    rng: RngSnapshot
    answers: tuple[str, ...]
    emitted: int
    pending: Decision | None
    then: str

    def key(self) -> tuple[Any, ...]:
        return (
            self.kind,
            self.snap.key(),
            self.rng.state,
            self.rng.records,
            self.answers,
            self.emitted,
            self.pending,
            self.then,
        )


#: the ``Done`` of the steps (stage, sub-step) whose legal actions always hold one (and no other
#: ``Done``): see ``command_legal`` and ``pre_legal``
_FINISHING: dict[tuple[str, str], Action] = {
    ("command", "leaders"): Done("leaders"),
    ("command", "menu"): Done("command"),
    ("command", "standing"): Done("unit"),
    ("command", "flight"): Done("flight"),
    ("fences", ""): Done("fences"),
    ("recon", "adjust"): Done("recon"),
}


def _segments() -> dict[str, Callable[[Exec], None]]:
    return {"exec:1": exec_phase1, "exec:2": exec_phase2, "exec:end": end_of_turn}


NEXT = {"exec:1": "exec:2", "exec:2": "exec:end", "exec:end": "turn:start"}


def _roll_both(x: Exec) -> None:
    command_roll(x, 0)
    command_roll(x, 1)


class WLState(State):
    """One position of a Warlords battle."""

    gm_seat = GM_SEAT

    def __init__(self, game: Game, prep: Prepared, seed: int, *, verbose: bool = True) -> None:
        super().__init__(game, seed)
        self.prep = prep
        self.board = prep.board
        self.b = initial_data(prep)
        self.verbose = verbose
        self.stages: list[Stage] = []
        self.segment: Segment | None = None
        self.cursor = "pre:shift" if prep.battle.start == "pre_battle" else "pos:weather"
        self.shifts: tuple[tuple[str, int], ...] = ()
        self.clear_votes: tuple[bool, ...] = ()
        self.clear_day = False
        self.forecast = 0
        self.forecast_votes: tuple[str, ...] = ()
        self.mountain_die = 0
        self.done_steps: tuple[tuple[str, int], ...] = ()
        self._events: list[Event] = []
        self._legal: list[Action] | None = None
        self._obs: dict[int, WLObservation] = {}
        self._world: World | None = None
        #: each side's order budget, computed once while the legal actions are listed (None:
        #: not listing them, so every call computes it afresh)
        self._budgets: dict[int, Budget] | None = None
        #: the budgets the last listing computed, kept while the battle stays as it was: through
        #: the command steps that only move the stage on (picking a unit, its phase-1 program),
        #: so the next listing reads them rather than counting again
        self._listed_budgets: dict[int, Budget] | None = None
        #: the programs each unit could be given with their cost in orders (``phase_options`` by
        #: unit, phase, phase-1 program and fleeing) in the world as it stands: the search lists them at every step of
        #: the command phase, and nothing they read changes while the sides give their orders.
        #: Clones share the table; a new one is started whenever the battle moves on by itself
        #: (``advance``: rolls, reveals, the execution, a new turn) and for a redraw of the hidden
        #: information (``resample``).
        self.command_options: dict[tuple[object, ...], list[tuple[int, Action]]] = {}
        self.note(
            "battle",
            Message(
                "wl-log-battle",
                title=Name.content(prep.battle.title.model_dump()),
                kind=prep.battle.battle_kind,
                season=prep.battle.season,
                turns=prep.max_turns,
            ),
        )
        self.advance()
        self.events.extend(self._events)
        self._events = []

    # ------------------------------------------------------------------ helpers
    def world(self) -> World:
        w = self._world
        if w is None or w.b is not self.b or w.board is not self.board:
            w = World(self.prep, self.board, self.b)
            self._world = w
        return w

    def exec(self, answers: tuple[str, ...] = ()) -> Exec:
        return Exec(self.prep, self.board, self.b, self.rng, answers, verbose=self.verbose)

    def note(self, kind: str, text: str | Message, visible_to: frozenset[int] | None = None, **data: Any) -> None:
        if self.verbose:
            self._events.append(Event(kind, text, data, visible_to))
            self.record_step(len(self._events))

    def push_gm(self, d: Decision, visible_to: frozenset[int] | None, **context: int | str) -> None:
        ctx = ";".join(f"{k}={v}" for k, v in context.items())
        secret = tuple(sorted(visible_to)) if visible_to is not None else ()
        self.stages.append(Stage("gm", GM_SEAT, decision=d, pending=ctx, secret=secret))

    def _run(self, fn: Callable[[Exec], None]) -> None:
        x = self.exec()
        fn(x)
        self._events.extend(x.events)

    # ------------------------------------------------------------------ contract
    def num_players(self) -> int:
        return 3

    def is_terminal(self) -> bool:
        return self.b.winner != -2

    def current_player(self) -> int:
        if self.is_terminal():
            return TERMINAL
        if self.segment is not None and self.segment.pending is not None:
            return self.segment.pending.seat
        return self.stages[-1].seat

    def pending_decision(self) -> Decision | None:
        if self.segment is not None and self.segment.pending is not None:
            return self.segment.pending
        if self.stages and self.stages[-1].kind == "gm":
            return self.stages[-1].decision
        return None

    def legal_actions(self) -> list[Action]:
        if self.is_terminal():
            return []
        if self._legal is None:
            kept = self._listed_budgets
            self._budgets = kept if kept is not None else {}
            try:
                self._legal = self._compute_legal()
            finally:
                self._listed_budgets = self._budgets
                self._budgets = None
        return list(self._legal)

    def sample_legal_action(self, rnd: random.Random) -> tuple[Action, int]:
        """A uniform draw among the legal actions; the pre-battle stages with long lists (every
        cell and facing a unit may deploy to, every shield and fence edge, every rectangle the
        shinobi may scout) are drawn without listing them."""
        if self._legal is None and not self.is_terminal() and self.pending_decision() is None:
            st = self.stages[-1]
            if st.kind in PRE_KINDS:
                drawn = pre_sample(self, st, rnd)
                if drawn is not None:
                    return drawn
        if self.is_terminal():
            raise ValueError("no legal actions to choose from")
        if self._legal is None:
            self.legal_actions()
        # the draw of the default, from the kept list rather than the copy ``legal_actions`` hands out
        legal = self._legal
        assert legal is not None
        if not legal:
            raise ValueError("no legal actions to choose from")
        return legal[rnd.randrange(len(legal))], len(legal)

    def finishing_action(self) -> Action | None:
        """The ``Done`` that ends the step under way, where its legal actions always hold one
        (and no other ``Done``): a side's orders, the menu of a unit's standing orders and the
        order to flee, the defender's fences, the scouts' adjustments. Found without listing
        the rest (rollouts end these steps at once); ``None`` elsewhere."""
        if (self.segment is not None and self.segment.pending is not None) or not self.stages:
            return None
        st = self.stages[-1]
        return _FINISHING.get((st.kind, st.sub))

    def budget(self, side: int) -> Budget:
        """The side's order budget as the state stands."""
        cache = self._budgets
        if cache is None:
            return Budget(self.world(), side)
        got = cache.get(side)
        if got is None:
            got = cache[side] = Budget(self.world(), side)
        return got

    def _compute_legal(self) -> list[Action]:
        d = self.pending_decision()
        if d is not None:
            if d.kind == "duel_tactic":
                return [DuelTactic(o) for o in d.options]
            return [Gm(o) for o in d.options]
        st = self.stages[-1]
        if st.kind in PRE_KINDS:
            return pre_legal(self, st)
        if st.kind == "stake":
            stakes: list[Action] = [StakeChoice("low"), StakeChoice("high"), StakeChoice(None)]
            side = self.b.sides[st.seat]
            if not side.hq_general_declined and hq_general_bonus(self.world(), st.seat):
                stakes.append(HqGeneral(False))
            return stakes
        if st.kind == "reroll":
            return [Reroll(True), Reroll(False)]
        if st.kind == "command":
            return command_legal(self, st)
        raise ValueError(f"no legal actions for stage {st!r}")

    def illegal_reason(self, action: Action) -> Message | None:
        if action in self.legal_actions():
            return None
        if isinstance(action, SelectUnit) and self.stages and self.stages[-1].kind == "command":
            u = self.world().unit_by_id(self.stages[-1].seat, action.unit)
            if u is not None and u.ordered:
                # a unit receives at most 2 orders per turn (L19, L90, L334)
                return Message("wl-refuse-ordered", unit=u.id)
        who = self.current_player()
        seat = Name.of("wl-game-master") if who == GM_SEAT else Name.of("wl-side", n=who + 1)
        pending = self.pending_decision()
        what: Message | str
        if pending is not None:
            what = pending.question
        else:
            what = Message("wl-stage-" + self.stages[-1].kind.replace("_", "-")) if self.stages else ""
        return Message("wl-refuse-waits", who=seat, what=what)

    def _apply(self, action: Action) -> list[Event]:
        self._events = []
        self._legal = None
        self._obs = {}
        kept = self._listed_budgets
        self._listed_budgets = None
        seg = self.segment
        if seg is not None and seg.pending is not None:
            answer = action.choice if isinstance(action, Gm) else action.tactic  # type: ignore[attr-defined]
            self.segment = replace(seg, answers=(*seg.answers, answer), pending=None)
            self._run_segment()
        else:
            st = self.stages[-1]
            if st.kind == "gm":
                self.stages.pop()
                assert isinstance(action, Gm)
                self._answer_gm(st, action.choice)
            elif st.kind in PRE_KINDS:
                if pre_act(self, st, action):
                    self.stages.pop()
                    self.done_steps = (*self.done_steps, (st.kind, st.seat))
            elif st.kind == "stake" and isinstance(action, HqGeneral):
                # a decision that gives a bonus to the roll comes before it (L335)
                self.b.sides[st.seat].hq_general_declined = not action.use
                self.note(
                    "hq_general",
                    Message("wl-log-hq-general", side=said_side(st.seat), use="yes" if action.use else "no"),
                    visible_to=frozenset({st.seat, GM_SEAT}),
                    side=st.seat,
                )
            elif st.kind == "stake":
                assert isinstance(action, StakeChoice)
                side = self.b.sides[st.seat]
                side.stake = action.level or "low"
                side.staked = True
                if self.verbose:  # (a search's quiet copy builds no texts)
                    self.note(
                        "stake",
                        Message("wl-log-stake", side=said_side(st.seat), stake=action.level or "none"),
                        visible_to=frozenset({st.seat, GM_SEAT}),
                    )
                self.stages.pop()
            elif st.kind == "reroll":
                assert isinstance(action, Reroll)
                self.stages.pop()
                side = self.b.sides[st.seat]
                side.rerolls = 1 if action.yes else -1
                if action.yes:
                    cmd = self.world().commander(st.seat)
                    if cmd is not None:
                        cmd.locked = True
                    self._run(lambda x: command_roll(x, st.seat, reroll=True))
            elif st.kind == "command":
                # picking a unit and its phase-1 program change the stage alone, not the battle
                # (``command_act``): the budgets just listed with still hold
                still = isinstance(action, SelectUnit) or (isinstance(action, Program) and st.sub == "p1")
                command_act(self, st, action)
                if still:
                    self._listed_budgets = kept
                if st.sub == "done":
                    self.stages.pop()
                    self.b.sides[st.seat].committed = True
                    if self.verbose:
                        self.note("committed", Message("wl-log-committed", side=said_side(st.seat)), side=st.seat)
        self.advance()
        ev = self._events
        self._events = []
        return ev

    def _answer_gm(self, st: Stage, answer: str) -> None:
        d = st.decision
        assert d is not None
        ctx = dict(kv.split("=", 1) for kv in st.pending.split(";") if kv)
        secret = frozenset(st.secret) if st.secret else None
        self.note(
            "gm_decision",
            Message("wl-gm-decided", rule=d.rule, question=d.question, answer=option_said(d.kind, answer)),
            visible_to=secret,
            question=d.kind,
            answer=answer,
            default=d.default,
        )
        if d.kind == "terrain_shift":
            apply_shift(self, ctx["feature"], answer)
        elif d.kind == "warlord_adjacent_bonus":
            lead = self.b.leaders[int(ctx["leader"])]
            if answer == "yes":
                lead.arrived = "unit_bonus"
        elif d.kind == "phoenix_center":
            set_phoenix(self, self.b.units[int(ctx["unit"])], answer)
        elif d.kind == "cunning_plan":
            side = self.b.sides[int(ctx["side"])]
            side.cunning = int(answer)
            side.budget += int(answer)
            self.done_steps = (*self.done_steps, ("cunning", int(ctx["side"])))

    # ------------------------------------------------------------------ the flow
    def advance(self) -> None:
        if self.stages or (self.segment is not None and self.segment.pending is not None):
            return  # a seat has to act (the common case, checked first)
        self.command_options = {}  # what follows may change the world the table was read from
        while not self.is_terminal():
            if self.stages or (self.segment is not None and self.segment.pending is not None):
                return
            c = self.cursor
            done = self.done_steps
            if c in NEXT:  # the execution of a turn (the most frequent steps in a search, tested first)
                if self.segment is None:
                    self.segment = Segment(c, self.b.copy(), self.rng.snapshot(), (), 0, None, NEXT[c])
                self._run_segment()
            elif c == "pre:shift":
                if pre.step_shift(self):
                    return
                self.cursor = "pre:half"
            elif c == "pre:half":
                if pre.step_half(self):
                    return
                self.cursor = "pre:clear_day"
            elif c == "pre:clear_day":
                if self.prep.battle.weather.mode == "roll" and len(self.clear_votes) < 2:
                    self.stages.append(Stage("clear_day", len(self.clear_votes)))
                    return
                self.clear_day = len(self.clear_votes) == 2 and all(self.clear_votes)
                self.cursor = "pre:fences"
            elif c == "pre:fences":
                d = next((s for s in self.b.sides if s.role == "defender"), None)
                if (
                    d is not None
                    and d.fences_left > 0
                    and ("fences", d.idx) not in done
                    and self.prep.battle.battle_kind != "meeting"
                ):
                    self.stages.append(Stage("fences", d.idx))
                    return
                self.cursor = "pre:weather"
            elif c in ("pre:weather", "pos:weather"):
                if self.b.weather:
                    self.cursor = "pre:deploy" if c == "pre:weather" else "turn:start"
                    continue
                if self.forecast_votes and len(self.forecast_votes) == self._votes_needed():
                    votes = self.forecast_votes
                    self.forecast_votes = ()
                    if "withdraw" in votes:
                        self._events.append(Event("end", Message("wl-end-withdrawal")))
                        self.b.winner = -1
                        self.b.end_reason = WITHDRAWAL
                        self.b.end_said = Message("wl-end-withdrawal")
                        return
                    if "accept" in votes:
                        pre.accept_forecast(self)
                        continue
                if pre.step_weather(self):
                    return
            elif c == "pre:deploy":
                if self._open_for_next_side("deploy", sub="hq"):
                    return
                self.cursor = "pre:recon"
            elif c == "pre:recon":
                if self._open_for_next_side(
                    "recon", sub="rect", only=lambda i: any(m == "recon" for _, m, _ in self.b.sides[i].shinobi)
                ):
                    return
                self.cursor = "pre:reveal"
            elif c == "pre:reveal":
                pre.reveal(self)
                self.cursor = "pre:leaders"
            elif c == "pre:leaders":
                if self._open_for_next_side("leaders"):
                    return
                for lead in self.b.leaders:
                    lead.shown_where, lead.shown_unit = lead.where, lead.unit
                self.note(
                    "leaders",
                    Message(
                        "wl-log-leaders",
                        leaders=tuple(
                            Message(
                                "wl-leader-at",
                                leader=lead.id,
                                place=place(lead.where),
                                unit=self.b.units[lead.unit].id if lead.where == "unit" else "none",
                            )
                            for lead in self.b.leaders
                        ),
                    ),
                )
                self.cursor = "pre:banners"
            elif c == "pre:banners":
                if self._open_for_next_side("banners", only=lambda i: bool(self.b.sides[i].banners)):
                    return
                self.cursor = "pre:instructions"
            elif c == "pre:instructions":
                if self._open_for_next_side("instructions"):
                    return
                self.cursor = "turn:start"
            elif c == "turn:start":
                self._run(turn_start)
                self.done_steps = tuple(d for d in self.done_steps if d[0] in PRE_KINDS)
                self.cursor = "turn:stakes"
            elif c == "turn:stakes":
                if self._open_for_next_side("stake", only=lambda i: not self.b.sides[i].staked):
                    return
                self.cursor = "turn:rolls"
            elif c == "turn:rolls":
                self._run(_roll_both)
                self.cursor = "turn:rerolls"
            elif c == "turn:rerolls":
                if self._open_for_next_side("reroll", only=self._may_reroll):
                    return
                self.cursor = "turn:cunning"
            elif c == "turn:cunning":
                side = next(
                    (
                        i
                        for i in (0, 1)
                        if ("cunning", i) not in done
                        and any(
                            lead.side == i and lead.warlord and lead.active and "cunning_plan" in lead.traits
                            for lead in self.b.leaders
                        )
                    ),
                    -1,
                )
                if side >= 0:
                    question = gm_decision(
                        "cunning_plan",
                        Message("wl-q-cunning-plan", side=Name.of("wl-side", n=side + 1)),
                        ["0", "1", "2", "3"],
                        str(self.prep.rules.cunning_plan_orders),
                        side=side,
                    )
                    self.push_gm(question, frozenset({side, GM_SEAT}), side=side)
                    return
                self.cursor = "turn:command"
            elif c == "turn:command":
                side = next((i for i in (0, 1) if not self.b.sides[i].committed), -1)
                if side >= 0:
                    w = self.world()
                    movable = any(leader_places(w, side, lead.idx) for lead in self.b.leaders if lead.side == side)
                    movable = movable or w.commander(side) is not None
                    self.stages.append(Stage("command", side, sub="leaders" if movable else "menu"))
                    return
                self.cursor = "turn:reveal"
            elif c == "turn:reveal":
                self._run(reveal_orders)
                self.cursor = "exec:1"
            else:
                raise RuntimeError(f"unknown step {c!r}")

    def _open_for_next_side(self, kind: str, *, sub: str = "", only: Callable[[int], bool] | None = None) -> bool:
        """Open the stage ``kind`` for the first side (0 before 1) that has not taken it yet (a
        pre-battle step is taken once) and, if ``only`` is given, for which it holds; ``False``
        once none is left."""
        for i in (0, 1):
            if (kind, i) not in self.done_steps and (only is None or only(i)):
                self.stages.append(Stage(kind, i, sub=sub))
                return True
        return False

    def _may_reroll(self, side: int) -> bool:
        """A side that has not rerolled its command roll and has a free reroll to use."""
        return self.b.sides[side].rerolls == 0 and free_reroll(self.world(), side)

    def _votes_needed(self) -> int:
        return 2 if self.prep.battle.battle_kind == "meeting" else 1

    def _run_segment(self) -> None:
        """Carry out the execution from ``segment.kind`` on: its phases and the end of the turn
        run one after another as one segment (one copy of the battle and of the dice to come
        back to, rather than one for each), each on an executor of its own, until the turn is
        over, the battle ends or a GM question pauses it. A re-run after an answer starts again
        from the copy and draws the same dice, so it reaches the question's point as before."""
        seg = self.segment
        assert seg is not None
        if seg.answers:
            # a re-run after a GM answer starts again from the untouched copy
            b = seg.snap.copy()
            self.rng.restore(seg.rng)
        else:
            b = self.b  # the first run: ``snap`` was copied from it just now
        steps = _segments()
        events: list[Event] = []  # those of the steps carried out in this run so far
        asked = 0
        kind = seg.kind
        pending: Decision | None = None
        while True:
            x = Exec(self.prep, self.board, b, self.rng, seg.answers[asked:], verbose=self.verbose)
            if self.step_states is not None:
                shown = len(self._events) + len(events) - seg.emitted  # (before this step's own)
                x.on_event = lambda n, shown=shown: self._record_exec_step(b, shown + n)
            try:
                steps[kind](x)
            except Pause as p:
                pending = p.decision
            events += x.events
            asked += x.asked
            if pending is not None:
                break
            kind = NEXT[kind]
            if kind not in NEXT or b.winner != -2:
                break
        self._events.extend(events[seg.emitted :])
        self.b = b
        if pending is None:
            self.segment = None
            self.cursor = kind
        else:
            self.segment = replace(seg, emitted=len(events), pending=pending)

    def record_step(self, events_so_far: int) -> None:
        """As :meth:`State.record_step`; a copy taken while a phase is being carried out has no
        open decision: it shows the phase under way (stage ``exec``, nobody to act but the GM)."""
        super().record_step(events_so_far)
        copy = self.step_states[-1][1] if self.step_states else None
        if isinstance(copy, WLState) and not copy.stages:
            copy.stages.append(Stage("exec", GM_SEAT))

    def _record_exec_step(self, b: BattleData, events_so_far: int) -> None:
        """A step of a phase being executed on ``b`` is over: keep the state with that field."""
        if events_so_far <= 0:
            return  # an event of a run before a game master's answer, emitted already
        kept = self.b
        self.b = b
        try:
            self.record_step(events_so_far)
        finally:
            self.b = kept

    def outcome(self) -> Outcome | None:
        w = self.b.winner
        if w == -2:
            return None
        if w < 0:
            return Outcome((0.0, 0.0, 0.0), frozenset(), self.b.end_said or self.b.end_reason)
        returns = [0.0, 0.0, 0.0]
        returns[w] = 1.0
        returns[1 - w] = -1.0
        return Outcome(tuple(returns), frozenset({w}), self.b.end_said or self.b.end_reason)

    def key(self) -> Any:
        return (
            self.b.key(),
            self.cursor,
            tuple(s.key() for s in self.stages),
            self.segment.key() if self.segment is not None else None,
            self.shifts,
            self.clear_votes,
            self.clear_day,
            self.forecast,
            self.forecast_votes,
            self.mountain_die,
            self.done_steps,
        )

    def clone(self) -> WLState:
        other = WLState.__new__(WLState)
        d = self.__dict__.copy()
        d["b"] = self.b.copy()
        d["stages"] = [s.copy() for s in self.stages]
        d["rng"] = self.rng.clone()
        d["history"] = list(self.history)
        d["events"] = list(self.events)
        d["_events"] = []
        d["_legal"] = None
        d["_obs"] = {}
        d["_world"] = None
        d["_budgets"] = None
        d["_listed_budgets"] = None
        other.__dict__ = d
        return other

    def observation(self, player: int) -> WLObservation:
        obs = self._obs.get(player)
        if obs is None:
            obs = observation(self, player)
            self._obs[player] = obs
        return obs

    def seen_decision(self, player: int) -> DecisionView | None:
        """The question ``player``'s observation shows (``observation(player).decision``)."""
        return seen_decision(self, player)

    def spectator_observation(self, player: int) -> WLObservation:
        """What every seat knows, laid out for ``player``: each side as its enemy sees it."""
        return observation(self, player, public=True)

    def resample_hidden(self, viewer: int, seed: int) -> WLState:
        return resample(self, viewer, random.Random(seed))
