"""Invariants over random battles of the bundled setups: figures never negative, never two units
in a cell or a unit on impassable ground, clones and replays equal the live state, a side's
orders stay hidden from the other until both are revealed, and every battle ends by the turn
limit. (Thousands of battles run in benchmarks/warlords_random_battles.py.)"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine.content.library import bundled_library
from engine.core.log import GameRecord, start_game
from engine.games.warlords.board import BOG
from engine.games.warlords.game import EXAMPLE_BATTLES
from engine.games.warlords.pieces import FIELD
from engine.games.warlords.state import WLState
from engine.saved_game import replay_record
from tests.engine.warlords.helpers import GAME


def check_board(s: WLState) -> None:
    seen: dict[int, str] = {}
    for u in s.b.units:
        assert u.figures >= 0, u.id
        if u.status == FIELD:
            assert u.cell >= 0 and s.b.unit_at[u.cell] == u.idx, u.id
            assert u.cell not in seen, (u.id, seen.get(u.cell))
            seen[u.cell] = u.id
            assert s.board.terrain[u.cell] != BOG, f"{u.id} on a bog"
        else:
            assert u.cell == -1 or s.b.unit_at[u.cell] != u.idx
    assert sum(1 for i in s.b.unit_at if i >= 0) == len(seen)


@pytest.mark.parametrize("battle_id", EXAMPLE_BATTLES)
def test_random_battles_keep_the_invariants(battle_id: str) -> None:
    setup = GAME.example_setups()[EXAMPLE_BATTLES.index(battle_id)]
    for seed in range(8):
        rnd = random.Random(seed)
        state, refs = start_game(GAME, setup, bundled_library(), seed)
        assert isinstance(state, WLState)
        steps = 0
        while not state.is_terminal():
            check_board(state)
            if steps % 11 == 0:
                twin = state.clone()
                assert twin == state
            legal = state.legal_actions()
            state.apply(legal[rnd.randrange(len(legal))])
            steps += 1
        check_board(state)
        assert state.b.turn <= state.prep.max_turns
        record = GameRecord.from_data(GameRecord.from_state(state, setup, seed, (), refs).to_data())
        assert replay_record(GAME, record, bundled_library()) == state


def test_a_sides_orders_stay_hidden_until_both_are_revealed() -> None:
    setup = GAME.example_setups()[0]
    state = GAME.new_initial_state(setup, bundled_library(), 5)
    assert isinstance(state, WLState)
    rnd = random.Random(5)
    while not (state.stages and state.stages[-1].kind == "command" and state.stages[-1].seat == 1):
        legal = state.legal_actions()
        state.apply(legal[rnd.randrange(len(legal))])
    ordered = [u for u in state.b.units if u.side == 0 and u.ordered]
    obs1 = state.observation(1)
    assert all(v.orders == ("", "") for v in obs1.units if v.side == 0)
    assert obs1.sides[0].committed and obs1.revealed_orders == state.b.revealed_orders
    hidden_events = [e for e in state.events if e.kind == "order" and not e.visible(1)]
    assert len(hidden_events) >= len(ordered)
    # resampling for side 1 redraws side 0's orders without changing what side 1 sees
    other = state.resample_hidden(1, 9)
    assert other.observation(1) == obs1
    assert other.legal_actions() == state.legal_actions()  # its choices reveal nothing either
    while state.stages and state.stages[-1].kind == "command":
        state.apply(state.legal_actions()[0])
    assert state.b.revealed_orders or not ordered


_PLAY_AND_DIGEST = """
import hashlib, random
from engine.content.library import bundled_library
from engine.games.warlords.game import EXAMPLE_BATTLES
from engine.games.warlords.state import WLState
from tests.engine.warlords.helpers import GAME
lib = bundled_library()
h = hashlib.sha256()
for i, name in enumerate(EXAMPLE_BATTLES):
    s = WLState(GAME, GAME.prepare(lib.get("warlords/battle", name), lib), 1000 + i)
    rnd = random.Random(1000 + i)
    while not s.is_terminal():
        legal = s.legal_actions()
        h.update(repr(legal).encode())
        for e in s.apply(legal[rnd.randrange(len(legal))]):
            h.update(e.text.encode())
print(h.hexdigest())
"""


def test_battles_play_the_same_in_every_process() -> None:
    """Legal actions, dice and events do not depend on Python's string hashing, so a saved
    battle replays exactly in another process (no iteration over sets of names)."""
    root = Path(__file__).resolve().parents[3]
    digests = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        run = subprocess.run(
            [sys.executable, "-c", _PLAY_AND_DIGEST], cwd=root, env=env, capture_output=True, text=True, check=True
        )
        digests.add(run.stdout.strip())
    assert len(digests) == 1
