"""Playing whole games with agents (headless)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.ai.agents import Agent
from engine.core.errors import WarbenchError
from engine.core.game import Game, State
from engine.core.log import GameRecord, start_game
from engine.core.message import Message

if TYPE_CHECKING:
    from engine.content.library import ContentLibrary


class GameTooLongError(WarbenchError):
    """A game that did not end within the allowed number of actions; ``result`` holds the game
    so far (its record has no outcome)."""

    def __init__(self, message: Message, result: PlayResult) -> None:
        super().__init__(message)
        self.result = result


@dataclass
class PlayResult:
    state: State
    record: GameRecord


def play_game(
    game: Game,
    setup: Any,
    content: ContentLibrary,
    seed: int,
    agents: Sequence[Agent],
    *,
    max_actions: int = 100_000,
    record_rng: bool = True,
) -> PlayResult:
    """Play from the initial state until terminal; ``agents[p % len(agents)]`` moves for player
    ``p``. Raises :class:`GameTooLongError` (with the game so far) when ``max_actions`` actions
    do not end it."""
    if not agents:
        raise ValueError("play_game needs at least one agent")
    state, refs = start_game(game, setup, content, seed)
    if not record_rng:
        state.rng.record = False
    seats = [agents[p % len(agents)].name for p in range(state.num_players())]
    n = 0
    while not state.is_terminal():
        if n >= max_actions:
            partial = PlayResult(state, GameRecord.from_state(state, setup, seed, seats, refs))
            raise GameTooLongError(Message("sim-too-long", game=game.id, actions=max_actions), partial)
        p = state.current_player()
        action = agents[p % len(agents)].choose(state)
        state.apply(action)
        n += 1
    record = GameRecord.from_state(state, setup, seed, seats, refs)
    return PlayResult(state, record)
