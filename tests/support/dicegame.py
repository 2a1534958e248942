"""A test game whose balance is one number of its setup, by construction: the first seat rolls a
six-sided die and wins when the roll is at most ``target``; otherwise the second seat wins. The
first seat wins ``target`` games in six, so the game is even at ``target: 3`` and only there; a
parameter sweep of ``target`` over 0..6 must find 3.

Each seat rolls once in turn (only the first seat's roll decides), so both seats act and the game
has the shape of the real ones: chance from the state's seeded dice, an outcome, a log that replays.
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


class DiceSetup(ContentModel):
    kind: Literal["dicegame/setup"] = "dicegame/setup"
    #: the first seat wins on a roll of this much or less
    target: int = Field(default=3, ge=0, le=SIDES)


register_kind(DiceSetup)


@dataclass(frozen=True)
class Roll(Action):
    NAME = "roll"


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
    action_types = (Roll,)
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
        return TERMINAL if self.is_terminal() else len(self.rolls)

    def is_terminal(self) -> bool:
        return len(self.rolls) == 2

    def legal_actions(self) -> list[Action]:
        return [] if self.is_terminal() else [Roll()]

    def illegal_reason(self, action: Action) -> str | None:
        if self.is_terminal():
            return "the game is over"
        return None if isinstance(action, Roll) else "not an action of this game"

    def _apply(self, action: Action) -> list[Event]:
        p = len(self.rolls)
        self.rolls.append(self.rng.roll(SIDES, f"seat {p + 1} rolls"))
        return [Event("roll", f"seat {p + 1} rolls {self.rolls[-1]}", {"player": p})]

    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        first = self.rolls[0]
        if first <= self.target:
            return win_outcome(2, [0], f"seat 1 rolled {first}, at most {self.target}")
        return win_outcome(2, [1], f"seat 1 rolled {first}, more than {self.target}")

    def key(self) -> Any:
        return (tuple(self.rolls), self.target, tuple(self.history))

    def observation(self, player: int) -> DiceObservation:
        return DiceObservation(
            viewer=player, rolls=tuple(self.rolls), target=self.target, to_move=self.current_player()
        )
