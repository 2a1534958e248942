"""The context of the automatic procedures (execution phases, the turn's end): the world plus
dice, explanations and questions.

A procedure runs from a copy of the battle taken when it began. When it needs a decision it
does not have yet (a GM judgement, a warlord's duel tactic) it raises :class:`Pause`; the
state waits for the answer and then runs the procedure again from the same copy and the same
dice, with one more answer, so the code reads like the rulebook and the result is exactly
what one uninterrupted run would give."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from engine.core.game import Event
from engine.core.message import Message
from engine.core.rng import Rng
from engine.games.warlords.decisions import GM_SEAT, Decision, gm_decision, option_said
from engine.games.warlords.world import World

if TYPE_CHECKING:
    from engine.games.warlords.board import Board
    from engine.games.warlords.pieces import BattleData, Unit
    from engine.games.warlords.setup import Prepared


class Pause(Exception):
    """A procedure needs ``decision`` answered before it can go on."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.kind)
        self.decision = decision


class Intent:
    """What a unit is to do in the current phase: its program, how far it got, why it stopped."""

    __slots__ = (
        "burn",
        "cancelled",
        "checked",
        "deferred",
        "done",
        "gallop",
        "i",
        "kind",
        "prims",
        "source",
        "target",
        "u",
    )

    def __init__(self, u: Unit, kind: str, prims: tuple[str, ...] = (), source: str = "order") -> None:
        self.u = u
        self.kind = kind
        self.prims = prims
        self.i = 0
        self.source = source
        self.burn = False
        self.target: tuple[str, int] | None = None
        self.done = False
        self.cancelled = False
        #: the attack's no-exposure question has been settled (asked once, L552)
        self.checked = False
        self.gallop = False
        self.deferred = False

    @property
    def next(self) -> str:
        return self.prims[self.i] if not self.done and self.i < len(self.prims) else ""


class Exec(World):
    """The world with dice, explanations, answers to questions and this phase's intents."""

    def __init__(
        self,
        prep: Prepared,
        board: Board,
        b: BattleData,
        rng: Rng,
        answers: Sequence[str] = (),
        *,
        verbose: bool = True,
    ) -> None:
        super().__init__(prep, board, b)
        self.rng = rng
        self.answers = answers
        self.asked = 0
        self.verbose = verbose
        self.events: list[Event] = []
        self.intents: dict[int, Intent] = {}
        self.step = 0
        #: cells and facings at the start of the phase (shooting arcs at phase start, L456)
        self.phase_start: dict[int, tuple[int, int]] = {}
        #: units that were attacked this phase before executing their order (L383)
        self.attacked: set[int] = set()
        #: ashigaru to test for Peasants: (unit, the cell the panic comes from) (L178)
        self.peasant_sources: list[tuple[int, int]] = []
        #: units ordered across a bridge this phase (shooters get +1 against them, L716)
        self.bridge_crossers: set[int] = set()
        #: a side's -1 to its result after a failed Full defence (L589), per fight
        self.duel_penalty: dict[int, int] = {}
        #: retreats and moves of the fights of one moment, carried out together (L487)
        self.batch: list[tuple[int, int, int, Callable[[], object]]] | None = None
        #: told how many events there are after each one (the state keeps its steps for playback)
        self.on_event: Callable[[int], None] | None = None

    # -- questions
    def ask(self, d: Decision) -> str:
        """The answer to ``d``: from the answers given so far, or raise :class:`Pause`."""
        if len(d.options) == 1:
            return d.options[0]
        if self.asked < len(self.answers):
            a = self.answers[self.asked]
            self.asked += 1
            return a
        raise Pause(d)

    def ask_gm(self, kind: str, question: Message, options: Sequence[str], default: str, **data: Any) -> str:
        d = gm_decision(kind, question, list(options), default, **data)
        answer = self.ask(d)
        if len(d.options) > 1:
            self.note(
                "gm_decision",
                Message("wl-gm-decided", rule=d.rule, question=question, answer=option_said(kind, answer)),
                question=kind,
                answer=answer,
                default=d.default,
                options=list(d.options),
            )
        return answer

    # -- dice and notes
    def roll(self, sides: int, purpose: str) -> int:
        return self.rng.roll(sides, purpose)

    def d3(self, purpose: str) -> int:
        return self.rng.roll(3, purpose)

    def note(self, kind: str, text: str | Message, visible_to: frozenset[int] | None = None, **data: Any) -> None:
        if self.verbose:
            self.events.append(Event(kind, text, data, visible_to))
            if self.on_event is not None:
                self.on_event(len(self.events))

    @property
    def gm(self) -> int:
        return GM_SEAT
