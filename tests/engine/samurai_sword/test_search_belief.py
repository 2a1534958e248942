"""The search's belief about hidden roles: redraws that fit the hostile acts the seat has seen
count more (``evaluation.belief``, used by ``MCTSAgent`` through the game's heuristics)."""

from __future__ import annotations

import random

from engine.ai.mcts import MCTSAgent
from engine.games.samurai_sword.evaluation import belief
from engine.games.samurai_sword.state import SSState

from .helpers import GAME, act, arrange, new_state

SEVEN = ["shogun", "samurai", "samurai", "ronin", "ninja", "ninja", "ninja"]


def _attacked_the_shogun() -> SSState:
    """Seven players; seat 6, a ninja, has wounded the Shogun (seat 0) with a weapon."""
    s = arrange(new_state(7, seed=3), roles=SEVEN, hands={6: ["bokken", "bokken"]}, turn=6)
    act(s, "attack bokken 0", "wound")
    assert s.aggression[6][0] == 1
    return s


def test_a_redraw_that_makes_the_shogun_s_attacker_a_friend_counts_less() -> None:
    s = _attacked_the_shogun()
    viewer = 1  # a samurai: the other samurai is hidden among seats 2-6
    as_dealt = s.clone()
    friend = s.clone()
    friend.roles[2], friend.roles[6] = friend.roles[6], friend.roles[2]  # seat 6 the other samurai
    assert friend.team_of(6) == friend.team_of(viewer) and as_dealt.team_of(6) != as_dealt.team_of(viewer)
    assert belief(s, friend, viewer) < belief(s, as_dealt, viewer)


def test_the_search_plays_on_redraws_that_fit_what_its_seat_saw() -> None:
    """Among the redraws the search keeps, the Shogun's attacker is the viewer's fellow samurai
    less often than among plain redraws (1 in 5 of those)."""
    s = _attacked_the_shogun()
    agent = MCTSAgent(GAME, 1)
    kept = plain = 0
    for seed in range(12):
        for det in agent._determinizations(s, 1, random.Random(seed)):
            assert isinstance(det, SSState)
            kept += det.team_of(6) == det.team_of(1)
        for k in range(32):
            plain += s.resample_hidden(1, seed * 100 + k).team_of(6) == s.team_of(1)
    assert kept < 0.7 * plain
