"""Random games of 3-7 players (and the variant deck): at every step cards, honor and resilience
are conserved, clones and replays equal the live game, no seat's observation depends on what it
cannot see, and every finished game scores exactly as a recount from the final observation."""

from __future__ import annotations

import pytest

from engine.ai.agents import make_agent
from engine.content.library import bundled_library
from engine.core.log import GameRecord, start_game
from engine.games.samurai_sword.invariants import recount, violations
from engine.games.samurai_sword.setup import SamuraiSwordSetup
from engine.games.samurai_sword.state import SSState
from engine.saved_game import replay_record

from .helpers import GAME

CASES = [(n, None) for n in range(3, 8)] + [(5, "duel")]


@pytest.mark.parametrize(("players", "deck"), CASES, ids=[f"{n}p-{d or 'core'}" for n, d in CASES])
def test_random_games_keep_every_invariant(players: int, deck: str | None) -> None:
    setup = SamuraiSwordSetup(players=players, deck=deck)
    for seed in range(4):
        state, refs = start_game(GAME, setup, bundled_library(), seed)
        assert isinstance(state, SSState)
        agents = [
            make_agent(GAME, "greedy" if (seed + p) % 3 == 0 else "random", seed * 10 + p) for p in range(players)
        ]
        steps = 0
        while not state.is_terminal():
            assert violations(state) == []
            if steps % 11 == 0:
                assert state.clone() == state
                for seat in range(players):
                    other = state.resample_hidden(seat, seed * 1000 + steps)
                    assert other.observation(seat) == state.observation(seat)
                    assert violations(other) == []
            state.apply(agents[state.current_player()].choose(state))
            steps += 1
            assert steps < 5000
        assert violations(state) == []
        out = state.outcome()
        assert out is not None
        for seat in range(players):
            obs = state.observation(seat)
            assert state.resample_hidden(seat, seed).observation(seat) == obs
            points, teams, winners = recount(obs, state.rules)
            assert winners == set(out.winners)
            if points:
                assert points == obs.points
                assert teams == {t: v for t, v in zip(("shogun", "ninja", "ronin"), obs.team_points) if v is not None}
        record = GameRecord.from_data(GameRecord.from_state(state, setup, seed, (), refs).to_data())
        assert replay_record(GAME, record, bundled_library()) == state
