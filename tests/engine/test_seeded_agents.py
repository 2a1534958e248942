"""Every game's own agents draw from the RNG SeededAgent gives them: one seed, one game."""

from __future__ import annotations

import pytest

from engine.ai.agents import SeededAgent, agent_names, make_agent
from engine.content.library import bundled_library
from engine.core.registry import registered_games

CASES = [
    (g, name)
    for g in registered_games()
    for name in agent_names(g)
    if not name.startswith("mcts") and isinstance(make_agent(g, name, 0), SeededAgent)
]


def test_every_greedy_agent_is_seeded() -> None:
    greedy = {g.id for g in registered_games() if "greedy" in agent_names(g)}
    assert greedy >= {"neuroshima", "rokugan", "samurai_battles", "samurai_sword", "warlords"}
    assert {g.id for g, name in CASES if name == "greedy"} == greedy


@pytest.mark.parametrize(("game", "name"), CASES, ids=[f"{g.id}-{n}" for g, n in CASES])
def test_one_seed_plays_one_game(game, name) -> None:
    def play(seed: int) -> list[str]:
        state = game.new_initial_state(game.example_setups()[0], bundled_library(), 7)
        agents = [make_agent(game, name, seed + p) for p in range(state.num_players())]
        for _ in range(60):
            if state.is_terminal():
                break
            state.apply(agents[state.current_player()].choose(state))
        return [a.to_str() for a in state.history]

    assert play(1) == play(1)
