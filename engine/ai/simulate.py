"""Playing whole games with agents (headless)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.ai.agents import Agent
from engine.core.game import Game, State
from engine.core.log import GameRecord, start_game

if TYPE_CHECKING:
    from engine.content.library import ContentLibrary


class GameTooLongError(RuntimeError):
    pass


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
    """Play from the initial state until terminal; ``agents[p]`` moves for player ``p``."""
    state, refs = start_game(game, setup, content, seed)
    if not record_rng:
        state.rng.record = False
    n = 0
    while not state.is_terminal():
        p = state.current_player()
        action = agents[p % len(agents)].choose(state)
        state.apply(action)
        n += 1
        if n > max_actions:
            raise GameTooLongError(f"{game.id}: no end after {max_actions} actions")
    record = GameRecord.from_state(state, setup, seed, [a.name for a in agents], refs)
    return PlayResult(state, record)
