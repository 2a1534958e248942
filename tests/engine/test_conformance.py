"""One conformance test for every registered game (ARCHITECTURE §6): random playouts where
clones equal the original, replay equals the live state, terminal states have no legal
actions and an outcome, every legal action is accepted, a random draw of one legal action is
one of the list, and observations do not leak hidden information."""

from __future__ import annotations

import json
import random

import pytest

from engine.content.library import bundled_library
from engine.core.game import TERMINAL, Observation
from engine.core.log import GameRecord, start_game
from engine.core.registry import registered_games
from engine.saved_game import replay_record

GAMES = registered_games()
CASES = [(g, i) for g in GAMES for i in range(len(g.example_setups()))]


@pytest.mark.parametrize(("game", "setup_index"), CASES, ids=[f"{g.id}-{i}" for g, i in CASES])
def test_random_playouts_keep_the_contract(game, setup_index) -> None:
    setup = game.example_setups()[setup_index]
    seeds = range(6)
    for seed in seeds:
        rnd = random.Random(seed)
        state, content = start_game(game, setup, bundled_library(), seed)
        steps = 0
        while not state.is_terminal():
            player = state.current_player()
            assert player != TERMINAL
            legal = state.legal_actions()
            assert legal, "a non-terminal state must offer an action"
            assert len(set(legal)) == len(legal), "legal actions must be distinct"
            for a in legal[:: max(1, len(legal) // 5)]:
                assert state.illegal_reason(a) is None, a
                assert game.parse_action(a.to_str()) == a
            obs = state.observation(player)
            assert isinstance(obs, Observation) and obs.viewer == player
            hash(obs)  # observations are immutable values
            json.dumps(obs.to_data())  # and have a JSON-like form
            if game.has_hidden_info:
                for seat in range(state.num_players()):
                    other = state.resample_hidden(seat, seed + steps)
                    assert other.observation(seat) == state.observation(seat), (
                        f"seat {seat}'s observation depends on what it cannot see"
                    )
            if steps % 3 == 0:
                # a draw without the list (State.sample_legal_action) is one of the listed actions
                drawn, count = state.clone().sample_legal_action(random.Random(steps))
                assert drawn in legal and count == len(legal), (drawn, count, len(legal))
            if steps % 7 == 0:
                twin = state.clone()
                assert twin == state
                twin.apply(legal[0])
                assert twin != state or len(twin.history) != len(state.history)
            state.apply(legal[rnd.randrange(len(legal))])
            steps += 1
            assert steps < 20_000, "game does not end"
        assert state.legal_actions() == []
        assert state.current_player() == TERMINAL
        outcome = state.outcome()
        assert outcome is not None and len(outcome.returns) == state.num_players()
        record = GameRecord.from_data(GameRecord.from_state(state, setup, seed, (), content).to_data())
        assert replay_record(game, record, bundled_library()) == state


@pytest.mark.parametrize("game", [g for g in GAMES if g.has_hidden_info], ids=lambda g: g.id)
def test_resampling_changes_hidden_information(game) -> None:
    """The leak check above is only meaningful if resampling actually changes hidden data."""
    setup = game.example_setups()[0]
    changed = 0
    for seed in range(10):
        state = game.new_initial_state(setup, bundled_library(), seed)
        viewer = state.current_player()
        if state.resample_hidden(viewer, seed + 100).key() != state.key():
            changed += 1
    assert changed > 0


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_quiet_copy_plays_the_same_game_without_its_logs(game) -> None:
    """``State.quiet`` (an agent's search copy) turns off the RNG log and the events'
    explanations for every game alike, and changes nothing of the play itself."""
    state = game.new_initial_state(game.example_setups()[0], bundled_library(), 3)
    quiet = state.clone()
    quiet.quiet()
    assert not quiet.verbose and not quiet.rng.record
    assert state.verbose and state.rng.record, "quieting a copy leaves the original as it was"
    logged = len(quiet.rng.records)
    rnd = random.Random(3)
    for _ in range(40):
        if state.is_terminal():
            break
        action = rnd.choice(state.legal_actions())
        state.apply(action)
        quiet.apply(action)
        assert quiet.key() == state.key()
    assert len(quiet.rng.records) == logged, "a quiet copy logs none of its draws"
