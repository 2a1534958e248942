"""Agents over the generic Game/State contract, and the registry of agents by name.

An agent has its own random generator (never the game's), so agents do not change what the
game's dice say, and a saved game replays without them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from engine.core.errors import WarbenchError
from engine.core.game import Action, Game, State

#: The name a saved game gives a seat a person played (the player's hot-seat games).
HUMAN_SEAT = "human"


class UnknownAgentError(WarbenchError, ValueError):
    """An agent name that is not registered for the game."""


class Agent(Protocol):
    name: str

    def choose(self, state: State) -> Action:
        """A legal action for ``state.current_player()``."""
        ...


class RandomAgent:
    """Picks uniformly among the legal actions."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.random = random.Random(seed)

    def choose(self, state: State) -> Action:
        actions = state.legal_actions()
        if not actions:
            raise ValueError("no legal actions to choose from")
        return actions[self.random.randrange(len(actions))]


AgentFactory = Callable[[Game, int], Agent]

_AGENTS: dict[tuple[str | None, str], AgentFactory] = {
    (None, "random"): lambda game, seed: RandomAgent(seed),
}


def register_agent(game_id: str | None, name: str, factory: AgentFactory) -> None:
    """Register an agent for one game (or every game, with ``game_id=None``)."""
    _AGENTS[(game_id, name)] = factory


def agent_names(game: Game) -> list[str]:
    return sorted({n for g, n in _AGENTS if g in (None, game.id)})


def make_agent(game: Game, name: str, seed: int = 0) -> Agent:
    factory = _AGENTS.get((game.id, name)) or _AGENTS.get((None, name))
    if factory is None:
        raise UnknownAgentError(f"unknown agent {name!r} for {game.id}; available: {', '.join(agent_names(game))}")
    return factory(game, seed)
