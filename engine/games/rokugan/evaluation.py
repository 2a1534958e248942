"""What the search agents know of Battle for Rokugan positions (:mod:`engine.ai.heuristics`).

A position is judged by the honor each clan would score if the game ended now (rules/004 §4:
flowers, face-up control tokens, regions, the objective, bonus tokens), against the best other
clan's. Rollouts play on to the round's resolution, where the tokens on the board turn into
provinces.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.ai.heuristics import Heuristics, register_heuristics
from engine.core.game import State
from engine.games.rokugan.scoring import honor_breakdown
from engine.games.rokugan.state import RKState

#: honor of difference that counts as nearly won
MARGIN_SCALE = 12.0


def honor_now(state: RKState) -> list[float]:
    """Each clan's honor as the final scoring would count it now (the final honor once over)."""
    if state.honor is not None:
        return [float(h) for h in state.honor]
    return [float(sum(honor_breakdown(state, seat).values())) for seat in range(state.n)]


def evaluate(state: State) -> Sequence[float]:
    """The value of ``state`` for every clan in [-1, 1]."""
    assert isinstance(state, RKState)
    honor = honor_now(state)
    values = []
    for seat, mine in enumerate(honor):
        best = max((h for q, h in enumerate(honor) if q != seat), default=0.0)
        values.append(math.tanh((mine - best) / MARGIN_SCALE))
    return values


register_heuristics("rokugan", Heuristics(evaluate=evaluate, rollout_depth=16, exploration=0.7))
