"""Choices the rules leave to a player in the middle of an effect, and who makes them.

Effects (a battle, a push, a sniper shot) are pure functions of a position. When the rules let
a player choose (a Clown may explode; the owner picks which attack a medic absorbs), the
effect asks a :class:`Chooser` with a :class:`Decision` whose options are choice actions.

- :data:`AUTO` picks each decision's ``default``: a sensible choice for the deciding player,
  for AI look-ahead, solvers and ``warbench neuroshima battle``.
- :class:`RecordedChooser` replays choices already made and raises :class:`NeedDecision` for
  the first new one, so a game state can ask the player and then re-run the effect from the
  start with one more choice (:class:`Pending` is what the state keeps meanwhile). Effects are
  deterministic, so the re-run reproduces everything.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from engine.core.game import Action


@dataclass(frozen=True)
class Decision:
    player: int
    kind: str
    options: tuple[Action, ...]
    prompt: str
    default: int = 0


@dataclass(frozen=True)
class Pending:
    """An effect waiting for a player's choice: re-run from the state's position with ``choices``.
    ``then`` says what follows a battle (the state's own flow); ``reason`` is why the battle began."""

    kind: str
    args: tuple[int, ...]
    choices: tuple[Action, ...]
    decision: Decision
    then: str
    reason: str = ""


class Chooser(Protocol):
    def choose(self, decision: Decision) -> int:
        """The index of the chosen option."""
        ...


class AutoChooser:
    """Always takes the decision's default option."""

    def choose(self, decision: Decision) -> int:
        return decision.default


AUTO = AutoChooser()


class NeedDecision(Exception):
    """Raised by :class:`RecordedChooser` when an effect needs a choice not made yet."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.prompt)
        self.decision = decision


class RecordedChooser:
    """Answers decisions from a list of choice actions, in order; raises :class:`NeedDecision` after."""

    def __init__(self, choices: Sequence[Action]) -> None:
        self.choices = list(choices)
        self.index = 0

    def choose(self, decision: Decision) -> int:
        if self.index >= len(self.choices):
            raise NeedDecision(decision)
        action = self.choices[self.index]
        self.index += 1
        try:
            return decision.options.index(action)
        except ValueError:
            raise ValueError(f"{action} does not answer: {decision.prompt}") from None


def decide(chooser: Chooser, decision: Decision) -> int:
    """Ask only when there is a real choice."""
    if len(decision.options) == 1:
        return 0
    return chooser.choose(decision)
