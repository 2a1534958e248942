"""What the search agents know of Warlords positions (:mod:`engine.ai.heuristics`).

A battle is won by holding control zones at the turn limit or by breaking the enemy (rules/003
§7, L92-L115). A position is judged by the zones each side holds now (as the turn limit would
count them) and by the fighting strength left on the field: the figures of units that stand and
do not flee, reserves at half value. The game master's seat is worth nothing either way.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.ai.heuristics import Heuristics, register_heuristics
from engine.core.game import State
from engine.games.warlords.pieces import FIELD, RESERVE
from engine.games.warlords.state import WLState
from engine.games.warlords.victory import counting_zones, holder

#: a reserve figure is worth this share of one on the field (it has yet to arrive)
RESERVE_WEIGHT = 0.5
#: how much one zone held outweighs a strength lead of the whole army (zones decide at the limit)
ZONE_WEIGHT = 1.5


def strength(state: WLState, side: int) -> float:
    """The figures ``side`` can still fight with."""
    total = 0.0
    for u in state.b.units:
        if u.side != side:
            continue
        if u.status == FIELD and not u.fleeing:
            total += u.figures
        elif u.status == RESERVE:
            total += RESERVE_WEIGHT * u.figures
    return total


def evaluate(state: State) -> Sequence[float]:
    """The value of ``state`` for the two sides and the game master, each in [-1, 1]."""
    assert isinstance(state, WLState)
    w = state.world()
    zones = counting_zones(w)
    held = [0, 0]
    for z in zones:
        h = holder(w, z)
        if h >= 0:
            held[h] += 1
    mine, theirs = strength(state, 0), strength(state, 1)
    lead = (mine - theirs) / max(1.0, mine + theirs)
    v = math.tanh(ZONE_WEIGHT * (held[0] - held[1]) / max(1, len(zones)) + 2.0 * lead)
    return (v, -v, 0.0)


register_heuristics("warlords", Heuristics(evaluate=evaluate, rollout_depth=24, exploration=0.7))
