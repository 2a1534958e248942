"""Random games for 2-5 players: tokens are conserved, control tokens never exceed a clan's thirty,
honor equals a recount from the final board, clones and replays equal the live game, the game ends
after five rounds, and no observation depends on what its seat cannot see. (Thousands of games run
in benchmarks/rokugan_random_games.py.)"""

from __future__ import annotations

import random

import pytest

from engine.content.library import bundled_library
from engine.core.log import GameRecord, start_game
from engine.games.rokugan.game import STANDARD, bundled_scenario
from engine.games.rokugan.map_model import RokuganMap
from engine.games.rokugan.observation import RKObservation
from engine.games.rokugan.state import RKState
from engine.saved_game import replay_record
from tests.engine.rokugan.helpers import GAME

LIB = bundled_library()


def recount(obs: RKObservation, m: RokuganMap, objective_honor: list[int], rules: dict[str, object]) -> list[int]:
    """Honor from the final observation and the map alone (L467-472, L547), the objectives aside."""
    by_id = {p.id: p for p in m.provinces}
    out = []
    for cv in obs.clans:
        total = 0
        for pv in obs.provinces:
            p = by_id[pv.id]
            special = pv.special or ""
            if pv.controller == cv.clan:
                if special.startswith("honor_bonus:4"):
                    total += 4
                else:
                    total += p.flowers
                    if special.startswith("honor_bonus:"):
                        total += int(special.split(":")[1])
                if special.startswith("defense_bonus:"):
                    total += 1
                if not p.shadowlands:
                    total += pv.face_up
        for r in m.regions:
            members = [pv for pv in obs.provinces if by_id[pv.id].region == r.id and pv.special != "scorched_earth"]
            if r.scores_honor and members and all(pv.controller == cv.clan for pv in members):
                total += 5
        out.append(total + objective_honor[cv.seat])
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_keep_every_invariant(players: int) -> None:
    setup = bundled_scenario(STANDARD[players])
    m = LIB.get("rokugan/map", "standard")
    assert isinstance(m, RokuganMap)
    for seed in range(5):
        state, content = start_game(GAME, setup, LIB, seed)
        assert isinstance(state, RKState)
        rnd = random.Random(seed)
        steps = 0
        while not state.is_terminal():
            for q in range(players):
                assert state.tokens_count(q) == 27
                on_board = state.control_on_board(q)
                assert on_board + state.control_supply[q] == 30 and on_board <= 30
            if steps % 25 == 0:
                assert state.clone() == state
                viewer = steps % players
                assert state.resample_hidden(viewer, steps).observation(viewer) == state.observation(viewer)
            legal = state.legal_actions()
            state.apply(legal[rnd.randrange(len(legal))])
            steps += 1
        assert state.round == 6 and state.legal_actions() == []
        assert state.honor is not None and state.breakdown is not None
        objective = [b["objective"] for b in state.breakdown]
        for q in range(players):
            obj = state.objective[q]
            assert objective[q] in (0, state.prep.objectives[obj].honor if obj else 0)
        assert recount(state.observation(0), m, objective, {}) == state.honor
        record = GameRecord.from_data(GameRecord.from_state(state, setup, seed, (), content).to_data())
        assert replay_record(GAME, record, LIB) == state
