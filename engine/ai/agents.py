"""Agents over the generic Game/State contract, and the registry of agents by name.

An agent has its own random generator (never the game's), so agents do not change what the
game's dice say, and a saved game replays without them.

A name may carry a setting after a colon: ``mcts:1000`` is the ``mcts`` agent with a budget of
1000 iterations. Agents that take a setting are registered with :func:`register_agent_family`.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from typing import Protocol

from engine.core.errors import WarbenchError, shorten
from engine.core.game import Action, Game, State
from engine.core.message import Message

#: The name a saved game gives a seat a person played (the player's hot-seat games).
HUMAN_SEAT = "human"


class UnknownAgentError(WarbenchError, ValueError):
    """An agent name that no game or family registered (the message lists the known ones)."""


class Agent(Protocol):
    name: str

    def choose(self, state: State) -> Action:
        """A legal action for ``state.current_player()``."""
        ...


class SeededAgent:
    """The start of a game's agent: its own RNG (ties broken, random moves drawn), seeded when
    the agent is made, so that one seed plays one game."""

    name = ""

    def __init__(self, seed: int = 0) -> None:
        self.random = random.Random(seed)


class RandomAgent(SeededAgent):
    """Picks uniformly among the legal actions (drawn by the state, which need not list them all)."""

    name = "random"

    def choose(self, state: State) -> Action:
        return state.sample_legal_action(self.random)[0]


AgentFactory = Callable[[Game, int], Agent]
#: builds an agent from the game, a seed and the setting after the colon (``None`` without one)
AgentFamilyFactory = Callable[[Game, int, str | None], Agent]

_AGENTS: dict[tuple[str | None, str], AgentFactory] = {
    (None, "random"): lambda game, seed: RandomAgent(seed),
}
_FAMILIES: dict[tuple[str | None, str], AgentFamilyFactory] = {}
_BUILTINS_LOADED = False
#: The game-neutral agents that register themselves when imported, found by name as the games'
#: agents are (they build on this module): the search agents ("mcts" for every game).
BUILTIN_AGENT_MODULES = ("engine.ai.mcts",)


def _load_builtins() -> None:
    """Import the game-neutral agents that register themselves (the search agents)."""
    global _BUILTINS_LOADED
    if not _BUILTINS_LOADED:
        _BUILTINS_LOADED = True
        for name in BUILTIN_AGENT_MODULES:
            importlib.import_module(name)


def register_agent(game_id: str | None, name: str, factory: AgentFactory) -> None:
    """Register an agent for one game (or every game, with ``game_id=None``)."""
    _AGENTS[(game_id, name)] = factory


def register_agent_family(game_id: str | None, name: str, factory: AgentFamilyFactory) -> None:
    """Register an agent that takes a setting (``name`` or ``name:SETTING``) for one game or every game."""
    _FAMILIES[(game_id, name)] = factory


def agent_names(game: Game) -> list[str]:
    """The agent names offered for ``game`` (families by their bare name)."""
    _load_builtins()
    names = {n for g, n in _AGENTS if g in (None, game.id)}
    names |= {n for g, n in _FAMILIES if g in (None, game.id)}
    return sorted(names)


def takes_setting(game: Game, name: str) -> bool:
    """Whether agent ``name`` accepts a setting after a colon (a search budget)."""
    _load_builtins()
    base = name.split(":", 1)[0]
    return (game.id, base) in _FAMILIES or (None, base) in _FAMILIES


def make_agent(game: Game, name: str, seed: int = 0) -> Agent:
    """The agent called ``name`` (``name:SETTING`` for families) for ``game``, seeded with ``seed``.

    Raises :class:`UnknownAgentError` naming the available agents."""
    _load_builtins()
    base, _, setting = name.partition(":")
    family = _FAMILIES.get((game.id, base)) or _FAMILIES.get((None, base))
    if family is not None:
        return family(game, seed, setting or None)
    factory = _AGENTS.get((game.id, name)) or _AGENTS.get((None, name))
    if factory is None:
        raise UnknownAgentError(
            Message("agent-unknown", agent=shorten(name), game=game.id, known=tuple(agent_names(game)))
        )
    return factory(game, seed)
