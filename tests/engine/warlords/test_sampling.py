"""Warlords draws one random legal action without listing them all (State.sample_legal_action):
deploying a unit on any free cell of its zones with any facing, shields and fences on any free
edge, the shinobi's rectangles. Each draw must be one of the listed actions, the count must be the
list's length, and the draws must be uniform over the list (a chi-square test over thousands of
draws on fixed positions of the bundled battles)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from scipy.stats import chisquare

from engine.ai.agents import make_agent
from engine.content.library import bundled_library
from engine.core.log import start_game
from engine.games.warlords.actions import Done
from engine.games.warlords.decisions import GM_SEAT
from engine.games.warlords.evaluation import FINISHED_IN_ROLLOUTS
from engine.games.warlords.game import bundled_battle
from engine.games.warlords.state import WLState
from tests.engine.warlords.helpers import GAME

DRAWS = 4000


def _stage_of(state: WLState) -> tuple[str, str] | None:
    if state.is_terminal() or state.pending_decision() is not None:
        return None
    st = state.stages[-1]
    return st.kind, st.sub


def _position(battle: str, seed: int, stage: tuple[str, str], nth: int) -> WLState:
    """The ``nth`` time a random play of ``battle`` from ``seed`` waits at ``stage``."""
    state, _ = start_game(GAME, bundled_battle(battle), bundled_library(), seed)
    assert isinstance(state, WLState)
    rnd = random.Random(seed)
    seen = 0
    while not state.is_terminal():
        if _stage_of(state) == stage:
            seen += 1
            if seen == nth:
                return state
        legal = state.legal_actions()
        state.apply(legal[rnd.randrange(len(legal))])
    raise AssertionError(f"{battle} seed {seed} never waits {nth} times at {stage}")


POSITIONS = [
    ("wl-battle-defence-border", 1, ("fences", ""), 2),
    ("wl-battle-defence-border", 1, ("deploy", "units"), 1),
    ("wl-battle-defence-border", 1, ("deploy", "units"), 6),
    ("wl-battle-defence-border", 1, ("deploy", "shields"), 3),
    ("wl-battle-breakthrough-hills", 0, ("recon", "rect"), 1),
    ("wl-battle-breakthrough-hills", 0, ("deploy", "units"), 12),
    ("wl-battle-meeting-river", 0, ("instructions", ""), 2),
]


@pytest.mark.parametrize(("battle", "seed", "stage", "nth"), POSITIONS)
def test_draws_are_uniform_over_the_legal_actions(battle: str, seed: int, stage: tuple[str, str], nth: int) -> None:
    state = _position(battle, seed, stage, nth)
    legal = state.clone().legal_actions()
    assert len(legal) > 1
    rnd = random.Random(1000 + nth)
    counts: Counter[object] = Counter()
    for _ in range(DRAWS):
        drawn, count = state.clone().sample_legal_action(rnd)
        assert count == len(legal)
        counts[drawn] += 1
    assert set(counts) <= set(legal), set(counts) - set(legal)
    observed = [counts[a] for a in legal]
    result = chisquare(observed)  # against equal expected counts
    assert result.pvalue > 1e-4, (stage, len(legal), result)


def test_a_draw_changes_nothing_in_the_state() -> None:
    state = _position("wl-battle-defence-border", 1, ("deploy", "units"), 3)
    before = state.clone()
    state.sample_legal_action(random.Random(5))
    assert state == before
    assert state.legal_actions() == before.legal_actions()


def test_the_step_a_rollout_finishes_at_once_is_ended_by_the_done_its_list_holds() -> None:
    """``finishing_action`` names, without listing, the ``Done`` a step's legal actions hold where
    they always hold one (a side's orders, fences, the scouts' adjustments): at every step of whole
    greedy battles it is the one ``Done`` of the list, and wherever it says nothing the step
    either offers no ``Done`` or is not one a rollout finishes."""

    named: Counter[str] = Counter()
    for battle in ("wl-battle-defence-border", "wl-battle-meeting-river", "wl-battle-breakthrough-hills"):
        for seed in (1, 2):
            state, _ = start_game(GAME, bundled_battle(battle), bundled_library(), seed)
            assert isinstance(state, WLState)
            agents = {
                0: make_agent(GAME, "greedy", seed),
                1: make_agent(GAME, "random", seed),
                GM_SEAT: make_agent(GAME, "gm-default", 0),
            }
            while not state.is_terminal():
                legal = state.legal_actions()
                dones = [a for a in legal if isinstance(a, Done)]
                found = state.finishing_action()
                if found is not None:
                    assert dones == [found], (state.stages[-1], legal)
                    named[state.stages[-1].kind] += 1
                elif _stage_of(state) is not None and state.stages[-1].kind in FINISHED_IN_ROLLOUTS:
                    assert dones == [], (state.stages[-1], legal)
                state.apply(agents[state.current_player()].choose(state))
    assert named["command"] > 0 and named["fences"] > 0, named
