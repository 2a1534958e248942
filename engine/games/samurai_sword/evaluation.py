"""What the search agents know of Samurai Sword positions (:mod:`engine.ai.heuristics`).

The search plays on determinizations, where every role is dealt, so a position is judged as the
end of the game would score it now (rules/001 §4: honor times the role's multiplier, Daimyo
cards, team totals): each seat's team total against the best other team's, after rollouts played
by the greedy agent.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.ai.heuristics import Heuristics, register_heuristics
from engine.core.game import State
from engine.games.samurai_sword.agents import opponent_likelihood
from engine.games.samurai_sword.scoring import scores
from engine.games.samurai_sword.state import SSState

#: points of difference between teams that count as nearly won
MARGIN_SCALE = 4.0


def evaluate(state: State) -> Sequence[float]:
    """The value of ``state`` for every seat in [-1, 1]."""
    assert isinstance(state, SSState)
    teams = scores(state).teams
    values = []
    for p in range(state.n):
        mine = teams[state.team_of(p)] or 0
        best = max((t for i, t in enumerate(teams) if t is not None and i != state.team_of(p)), default=0)
        values.append(math.tanh((mine - best) / MARGIN_SCALE))
    return values


#: the likeliest a seat is taken for a friend or an opponent from what was seen (never sure)
SURE = 0.95


def belief(real: State, redraw: State, me: int) -> float:
    """How well a redraw's roles fit the hostile acts ``me`` has seen: the chance that every other
    seat is a friend or an opponent as the redraw deals it, after the greedy agent's reading of
    the evidence (``opponent_likelihood``). A redraw that puts the seat that attacked the Shogun
    on the Shogun's team counts less than one that makes it a ninja."""
    assert isinstance(real, SSState) and isinstance(redraw, SSState)
    likely = opponent_likelihood(real.glance(me))
    mine = redraw.team_of(me)
    weight = 1.0
    for q in range(redraw.n):
        if q != me:
            x = min(SURE, max(1.0 - SURE, likely[q]))
            weight *= x if redraw.team_of(q) != mine else 1.0 - x
    return weight


# rollouts are played by the greedy agent (it plays for its team from what its seat sees): random
# cards thrown at random seats say little about a position of hidden roles
register_heuristics(
    "samurai_sword",
    Heuristics(evaluate=evaluate, rollout_agent="greedy", rollout_depth=16, exploration=0.7, belief=belief),
)
