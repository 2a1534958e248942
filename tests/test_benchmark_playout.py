"""The random playout the speed benchmarks share (benchmarks/_common.py): the same seed plays the
same game in rollout and in full mode, to the end, and the hooks see every action."""

from __future__ import annotations

from benchmarks._common import random_playout
from engine.content.library import bundled_library
from engine.core.registry import load_game


def _state(seed: int):
    game = load_game("tinygame")
    return game.new_initial_state(game.example_setups()[0], bundled_library(), seed)


def test_rollout_and_full_mode_play_the_same_game_to_its_end() -> None:
    rollout, full = _state(4), _state(4)
    n = random_playout(rollout, 11, rollout=True)
    assert random_playout(full, 11, rollout=False) == n == len(full.history)
    assert rollout.is_terminal() and full.is_terminal()
    assert rollout.history == full.history
    assert not rollout.rng.record and full.rng.record, "rollouts keep no RNG log"


def test_pick_chooses_and_after_sees_every_action() -> None:
    state = _state(1)
    seen: list[int] = []
    n = random_playout(
        state, 2, rollout=False, pick=lambda s, acts, rnd: acts[0], after=lambda s: seen.append(len(s.history))
    )
    assert seen == list(range(1, n + 1))
    first = _state(1)
    while not first.is_terminal():
        first.apply(first.legal_actions()[0])
    assert state.history == first.history, "every action was the one pick chose"
