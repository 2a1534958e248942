"""A test game whose balance is one number of its setup, by construction: the seats take turns to
call a face and roll a six-sided die, three times each; the first seat wins when its last roll is
at most ``target``, otherwise the second seat wins. The calls change nothing (agents of any
strength play the same odds), so the first seat wins ``target`` games in six: the game is even at
``target: 3`` and only there, and a parameter sweep of ``target`` over 0..6 must find 3.

The calls give every seat a choice on every turn, so the game has the shape of the real ones for
the tests that run over every registered game (search agents, conformance): chance from the
state's seeded dice, choices, an outcome, a log that replays.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from pydantic import Field

from engine.content.base import ContentModel, register_kind
from engine.core.game import TERMINAL, Action, Event, Game, Observation, Outcome, State, win_outcome
from engine.core.registry import register_game

#: the sides of the die
SIDES = 6
#: the turns of each seat
ROUNDS = 3


class DiceSetup(ContentModel):
    kind: Literal["dicegame/setup"] = "dicegame/setup"
    #: the first seat wins on a roll of this much or less
    target: int = Field(default=3, ge=0, le=SIDES)


register_kind(DiceSetup)


@dataclass(frozen=True)
class CallAndRoll(Action):
    """Call a face (it changes nothing) and roll."""

    NAME = "roll"
    call: int


@dataclass(frozen=True)
class DiceObservation(Observation):
    rolls: tuple[int, ...]
    target: int
    to_move: int


@register_game
class DiceGame(Game):
    id = "dicegame"
    names = {"en": "Dice Duel"}
    min_players = 2
    max_players = 2
    has_hidden_info = False
    has_chance = True
    action_types = (CallAndRoll,)
    content_kinds = ("dicegame/setup",)

    def start(self, prepared: Any, seed: int) -> DiceState:
        return DiceState(self, prepared, seed)

    def setup_from_data(self, data: Any) -> DiceSetup:
        return DiceSetup.model_validate(data)

    def example_setups(self) -> list[Any]:
        return [DiceSetup(), DiceSetup(target=5)]


class DiceState(State):
    def __init__(self, game: DiceGame, setup: DiceSetup, seed: int) -> None:
        super().__init__(game, seed)
        self.target = setup.target
        self.rolls: list[int] = []

    def num_players(self) -> int:
        return 2

    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else len(self.rolls) % 2

    def is_terminal(self) -> bool:
        return len(self.rolls) == 2 * ROUNDS

    def legal_actions(self) -> list[Action]:
        return [] if self.is_terminal() else [CallAndRoll(face) for face in range(1, SIDES + 1)]

    def illegal_reason(self, action: Action) -> str | None:
        if self.is_terminal():
            return "the game is over"
        if not isinstance(action, CallAndRoll):
            return "not an action of this game"
        return None if 1 <= action.call <= SIDES else f"a die has no face {action.call}"

    def _apply(self, action: Action) -> list[Event]:
        assert isinstance(action, CallAndRoll)
        p = len(self.rolls) % 2
        self.rolls.append(self.rng.roll(SIDES, f"seat {p + 1} rolls"))
        text = f"seat {p + 1} calls {action.call} and rolls {self.rolls[-1]}"
        return [Event("roll", text, {"player": p})]

    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        first = self.rolls[2 * ROUNDS - 2]  # the first seat's last roll
        if first <= self.target:
            return win_outcome(2, [0], f"seat 1's last roll {first}, at most {self.target}")
        return win_outcome(2, [1], f"seat 1's last roll {first}, more than {self.target}")

    def key(self) -> Any:
        return (tuple(self.rolls), self.target, tuple(self.history))

    def observation(self, player: int) -> DiceObservation:
        return DiceObservation(
            viewer=player, rolls=tuple(self.rolls), target=self.target, to_move=self.current_player()
        )
