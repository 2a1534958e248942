"""The search agents over every registered game (a new game is covered without changes here):
MCTS (ISMCTS where the game hides information) returns a legal action from any position random
play reaches, with heuristic and with random rollouts; it is reproducible for a seed and budget;
and it cannot peek: two positions its seat cannot tell apart get the same choice."""

from __future__ import annotations

import random

import pytest

from engine.ai.agents import UnknownAgentError, agent_names, make_agent
from engine.ai.mcts import BudgetError, MCTSAgent, MCTSConfig
from engine.content.library import bundled_library
from engine.core.game import Game, State
from engine.core.registry import registered_games
from engine.core.rng import Rng

GAMES = registered_games()
#: a small budget: the contract, not the strength, is under test here
BUDGET = 24


def random_positions(game: Game, seed: int, count: int, every: int) -> list[State]:
    """Positions of a random game of ``game``'s first example setup, one every ``every`` actions."""
    state = game.new_initial_state(game.example_setups()[0], bundled_library(), seed)
    rnd = random.Random(seed)
    out: list[State] = []
    steps = 0
    while not state.is_terminal() and len(out) < count:
        if steps % every == 0:
            out.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rnd.randrange(len(legal))])
        steps += 1
    return out


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_mcts_is_offered_for_every_game(game: Game) -> None:
    assert "mcts" in agent_names(game)
    agent = make_agent(game, "mcts:300", 1)
    assert isinstance(agent, MCTSAgent)
    assert agent.config.iterations == 300
    # a game that hides information is searched on redraws of the seat's view (ISMCTS)
    assert agent.determinized == game.has_hidden_info


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_mcts_returns_a_legal_action_from_random_positions(game: Game) -> None:
    for seed, rollout in ((1, "heuristic"), (2, "random")):
        agent = make_agent(game, f"mcts:{BUDGET}:{rollout}", seed)
        for state in random_positions(game, seed, count=4, every=7 + seed):
            before = state.key()
            action = agent.choose(state)
            assert action in state.legal_actions()
            assert state.key() == before, "the search must not change the position it is given"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_mcts_is_reproducible_for_a_seed_and_budget(game: Game) -> None:
    state = random_positions(game, 3, count=2, every=5)[-1]
    first = MCTSAgent(game, 9, MCTSConfig(iterations=BUDGET))
    second = MCTSAgent(game, 9, MCTSConfig(iterations=BUDGET))
    assert first.choose(state) == second.choose(state)
    assert first.last is not None and second.last is not None
    assert first.last.visits == second.last.visits
    assert first.last.iterations == BUDGET


@pytest.mark.parametrize("game", [g for g in GAMES if g.has_hidden_info], ids=lambda g: g.id)
def test_search_cannot_peek_at_what_its_seat_does_not_see(game: Game) -> None:
    """Two positions that give the seat to move the same observation (everything hidden from it
    redrawn, the dice to come changed) get the same choice from agents with the same seed."""
    hidden_differs = 0
    for state in random_positions(game, 4, count=5, every=6):
        me = state.current_player()
        twin = state.resample_hidden(me, 1234)
        twin.rng = Rng(98765)
        assert twin.observation(me) == state.observation(me)
        hidden_differs += twin.key() != state.key()
        choice = MCTSAgent(game, 5, MCTSConfig(iterations=BUDGET)).choose(state)
        assert MCTSAgent(game, 5, MCTSConfig(iterations=BUDGET)).choose(twin) == choice
    assert hidden_differs, "the twins must differ in what the seat cannot see, or the test proves nothing"


def test_agent_settings_are_read_or_refused_with_the_reason() -> None:
    assert MCTSConfig.parse("2s").seconds == 2.0
    cfg = MCTSConfig.parse("500:random:d3:c1.2")
    assert (cfg.iterations, cfg.rollout, cfg.rollout_depth, cfg.exploration) == (500, "random", 3, 1.2)
    with pytest.raises(BudgetError, match="cannot read the search setting 'lots'"):
        MCTSConfig.parse("lots")
    with pytest.raises(BudgetError, match="must be positive"):
        MCTSConfig.parse("0")
    with pytest.raises(UnknownAgentError, match=r"available: .*mcts"):
        make_agent(GAMES[0], "deep_blue")


def test_a_time_budget_stops_the_search_in_time() -> None:
    import time

    game = next(g for g in GAMES if g.id == "tinygame")
    state = random_positions(game, 1, count=1, every=1)[0]
    agent = MCTSAgent(game, 1, MCTSConfig.parse("0.2s"))
    t = time.perf_counter()
    assert agent.choose(state) in state.legal_actions()
    assert time.perf_counter() - t < 2.0
    assert agent.last is not None and agent.last.iterations > 0


REFEREED = [g for g in GAMES if g.referee_seats()]


def _before_a_referee(game: Game, seed: int) -> State:
    """A position of a random game where a contestant moves and the judging seat answers next."""
    state = game.new_initial_state(game.example_setups()[0], bundled_library(), seed)
    rnd = random.Random(seed)
    referees = game.referee_seats()
    while not state.is_terminal():
        legal = state.legal_actions()
        if state.current_player() not in referees and len(legal) > 1:
            for a in legal:
                after = state.clone()
                after.apply(a)
                if not after.is_terminal() and after.current_player() in referees:
                    return state
        state.apply(legal[rnd.randrange(len(legal))])
    raise AssertionError("no referee question in a random game")


@pytest.mark.parametrize("game", REFEREED, ids=lambda g: g.id)
def test_the_search_plays_a_judging_seat_by_its_agent_rather_than_searching_it(game: Game) -> None:
    # a game master's returns are all zero: searched, its seat would be chosen for at random
    state = _before_a_referee(game, 3)
    agent = MCTSAgent(game, 1, MCTSConfig(iterations=200))
    result = agent.search(state, 5)
    assert result.tree is not None
    answered = 0
    for action, child in result.tree.children.items():
        after = state.clone()
        after.apply(action)
        if after.is_terminal() or after.current_player() not in game.referee_seats():
            continue
        name = game.referee_seats()[after.current_player()]
        expected = make_agent(game, name, 0).choose(after)
        assert set(child.children) <= {expected}, (action, list(child.children), expected)
        answered += bool(child.children)
    assert answered > 0


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_rollout_stops_where_the_games_horizon_changes(game: Game) -> None:
    from dataclasses import replace

    every = 3
    judged: list[int] = []

    def evaluate(state: State) -> list[float]:
        judged.append(len(state.history))
        return [0.0] * state.num_players()

    agent = MCTSAgent(game, 1, MCTSConfig(iterations=BUDGET, rollout="random", rollout_depth=1000))
    agent.heuristics = replace(agent.heuristics, evaluate=evaluate, rollout_horizon=lambda s: len(s.history) // every)
    agent._referees = {}  # every action of the rollout is a step of its own
    state = random_positions(game, 2, 1, 1)[0]
    agent.search(state, 7)
    # (a game that ends within a few actions, such as a short etude, judges nothing but outcomes)
    assert all(n % every == 0 for n in judged), judged
