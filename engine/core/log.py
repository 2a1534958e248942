"""Saved games: a setup, a seed and the actions, which replay to the exact live state."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import IllegalActionError, NotationError, ReplayError
from engine.core.game import Action, Game, State


@dataclass
class GameRecord:
    """Everything needed to rebuild a game: ``replay(game, setup, seed, actions)``."""

    game: str
    setup: Any
    seed: int
    actions: list[str] = field(default_factory=list)
    agents: list[str] = field(default_factory=list)
    outcome: dict[str, Any] | None = None

    @classmethod
    def from_state(cls, state: State, setup: Any, seed: int, agents: Iterable[str] = ()) -> GameRecord:
        out = state.outcome()
        return cls(
            game=state.game.id,
            setup=state.game.setup_to_data(setup),
            seed=seed,
            actions=[a.to_str() for a in state.history],
            agents=list(agents),
            outcome=out.to_data() if out is not None else None,
        )

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "game": self.game,
            "seed": self.seed,
            "agents": list(self.agents),
            "setup": self.setup,
            "actions": list(self.actions),
        }
        if self.outcome is not None:
            data["outcome"] = self.outcome
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> GameRecord:
        return cls(
            game=str(data["game"]),
            setup=data["setup"],
            seed=int(data["seed"]),
            actions=[str(a) for a in data.get("actions") or []],
            agents=[str(a) for a in data.get("agents") or []],
            outcome=data.get("outcome"),
        )


def replay(game: Game, setup: Any, seed: int, actions: Iterable[Action | str]) -> State:
    """Rebuild the state reached by ``actions`` (objects or text notation) from a setup and seed.

    Raises :class:`ReplayError` naming the first action that is not legal.
    """
    state = game.new_initial_state(setup, seed)
    for i, a in enumerate(actions):
        try:
            action = game.parse_action(a) if isinstance(a, str) else a
            state.apply(action)
        except (IllegalActionError, NotationError) as exc:
            raise ReplayError(i, str(exc)) from exc
    return state


def replay_record(game: Game, record: GameRecord) -> State:
    return replay(game, game.setup_from_data(record.setup), record.seed, record.actions)
