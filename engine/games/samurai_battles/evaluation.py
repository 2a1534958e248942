"""What the search agents know of Samurai Battles positions (:mod:`engine.ai.heuristics`).

A position is judged by the race to the scenario's victory banners (rules/000 §18): the banners
each army holds (objective hexes included), plus half a banner for each unit the enemy has
brought down to its last figures in proportion, against the other army's, scaled by the target.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from engine.ai.heuristics import Heuristics, register_heuristics
from engine.core.game import Action, State
from engine.games.samurai_battles.actions import Fire, Melee
from engine.games.samurai_battles.state import SBState

#: a damaged enemy unit counts as this share of the banner its elimination would give
DAMAGE_WEIGHT = 0.5


def banner_progress(state: SBState, side: int) -> float:
    """Banners ``side`` holds, plus the share of banners its damage to enemy units is worth."""
    total = float(state.banner_total(side))
    for u in state.units:
        if u.side != side and u.hex >= 0:
            full = max(u.type.figures, u.figures, 1)
            total += DAMAGE_WEIGHT * (full - u.figures) / full
    return total


def evaluate(state: State) -> Sequence[float]:
    """The value of ``state`` for both armies in [-1, 1]."""
    assert isinstance(state, SBState)
    target = max(1, state.rs.scenario.victory.banners)
    margin = banner_progress(state, 0) - banner_progress(state, 1)
    v = math.tanh(2.0 * margin / target)
    return (v, -v)


def rollout_policy(state: State, rnd: random.Random) -> Action:
    """A random action, but an attack whenever one is offered (a battle phase's best habit)."""
    legal = state.legal_actions()
    attacks = [a for a in legal if isinstance(a, (Fire, Melee))]
    pool = attacks or legal
    return pool[rnd.randrange(len(pool))]


register_heuristics(
    "samurai_battles", Heuristics(evaluate=evaluate, rollout_policy=rollout_policy, rollout_depth=6, exploration=0.5)
)
