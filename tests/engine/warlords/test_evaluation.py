"""The search's judgement of a Warlords position (engine/games/warlords/evaluation.py): the side
with more fighting strength and more zones held is ahead, the two sides' values are opposite and
bounded, and the game master's seat is worth nothing either way."""

from __future__ import annotations

import random

from engine.content.library import bundled_library
from engine.core.log import start_game
from engine.games.warlords.evaluation import evaluate, strength
from engine.games.warlords.pieces import FIELD
from engine.games.warlords.state import WLState
from tests.engine.warlords.helpers import GAME


def _battle_in_progress(seed: int) -> WLState:
    """A bundled battle played at random until both sides have units on the field (random play
    sometimes withdraws before the battle: the next seed is tried then)."""
    for tried in range(seed, seed + 20):
        state, _ = start_game(GAME, GAME.example_setups()[0], bundled_library(), tried)
        assert isinstance(state, WLState)
        rnd = random.Random(tried)
        while not state.is_terminal():
            on_field = [any(u.side == s and u.status == FIELD for u in state.b.units) for s in (0, 1)]
            if all(on_field) and len(state.history) > 40:
                return state
            legal = state.legal_actions()
            state.apply(legal[rnd.randrange(len(legal))])
    raise AssertionError("no battle reached the field")


def test_values_are_opposite_bounded_and_the_game_master_is_neutral() -> None:
    for seed in range(3):
        v = evaluate(_battle_in_progress(seed))
        assert len(v) == 3 and -1.0 <= v[0] <= 1.0
        assert v[1] == -v[0] and v[2] == 0.0


def test_the_side_that_loses_figures_falls_behind() -> None:
    state = _battle_in_progress(1)
    before = evaluate(state)[0]
    on_field = [u for u in state.b.units if u.side == 1 and u.status == FIELD]
    lost = sum(u.figures - 1 for u in on_field)
    for u in on_field:
        u.figures = 1
    assert lost > 0
    assert strength(state, 1) < strength(state, 0)
    assert evaluate(state)[0] > before
