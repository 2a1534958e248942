"""The greedy agent: it prefers the placement whose immediate battle does the most net HQ damage."""

from __future__ import annotations

from engine.ai.agents import agent_names, make_agent
from engine.ai.simulate import play_game
from engine.content.library import bundled_library
from engine.core.hexgrid import Hex
from engine.core.registry import load_game
from engine.games.neuroshima.actions import Place
from engine.games.neuroshima.agents import GreedyAgent
from engine.games.neuroshima.game import make_setup
from engine.games.neuroshima.scenario import state_from_position
from tests.engine.neuroshima.helpers import position_model

GAME = load_game("neuroshima")


def test_greedy_is_registered_for_neuroshima() -> None:
    assert {"random", "greedy"} <= set(agent_names(GAME))
    assert isinstance(make_agent(GAME, "greedy", 1), GreedyAgent)


def test_greedy_places_a_tile_where_its_battle_hurts_the_enemy_hq_most() -> None:
    model = position_model(["moloch", "borgo"], [("0,0", "moloch_hq", 1), ("0,-2", "borgo_hq", 2)])
    model.players[0].hand = ["moloch_hornet"]
    state = state_from_position(model, library=bundled_library())
    action = GreedyAgent(0).choose(state)
    assert isinstance(action, Place)
    # next to the Borgo HQ and facing it; next to the Moloch HQ is not needed for melee, but the hornet
    # must strike the HQ: 2 damage
    target = Hex(0, -2)
    assert action.hex.distance(target) == 1
    assert action.hex.neighbor(action.rot) == target


def test_greedy_beats_random_more_often_than_not() -> None:
    setup = make_setup(["moloch", "borgo"])
    wins = 0
    for seed in range(4):
        result = play_game(GAME, setup, bundled_library(), seed, [GreedyAgent(seed), make_agent(GAME, "random", seed)])
        outcome = result.state.outcome()
        assert outcome is not None
        wins += 0 in outcome.winners
    assert wins >= 3
