"""What the search agents know of Neuroshima Hex positions (:mod:`engine.ai.heuristics`).

A position is judged by the HQs: each side's hit points now and after the battle the board would
fight now (the threats standing on it), compared with the strongest enemy side's. In the points
variant the points take the HQs' place. Rollouts are short: a random tile placement is far from
a plan, so the evaluation judges the position a few actions on.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.ai.heuristics import Heuristics, register_heuristics
from engine.core.game import State
from engine.games.neuroshima.battle import resolve_battle
from engine.games.neuroshima.flow import HQ_PLACEMENT
from engine.games.neuroshima.state import NeuroshimaState

#: hit points of difference that count as nearly won
MARGIN_SCALE = 6.0
#: weight of the battle the board would fight now, against the hit points as they stand
THREAT_WEIGHT = 0.6


def side_scores(state: NeuroshimaState) -> list[float]:
    """Each seat's standing: its HQ's hit points (points in the points variant), blended with what
    they would be after a battle now."""
    pos = state.pos
    now = list(pos.points) if state.cfg.points_mode else list(pos.hq_hp)
    if state.stage == HQ_PLACEMENT or not any(t >= 0 for t in pos.tile):
        return [float(v) for v in now]
    after = resolve_battle(pos, state.cfg.rules, explain=False).position
    later = list(after.points) if state.cfg.points_mode else list(after.hq_hp)
    return [(1 - THREAT_WEIGHT) * a + THREAT_WEIGHT * b for a, b in zip(now, later)]


def evaluate(state: State) -> Sequence[float]:
    """The value of ``state`` for every seat in [-1, 1]: its side's score against the best enemy side's."""
    assert isinstance(state, NeuroshimaState)
    scores = side_scores(state)
    teams = state.cfg.seats.teams
    totals: dict[int, float] = {}
    for seat, team in enumerate(teams):
        if state.eliminated[seat]:
            continue
        totals[team] = totals.get(team, 0.0) + scores[seat]
    values = []
    for team in teams:
        mine = totals.get(team, -MARGIN_SCALE * 3)
        others = [v for t, v in totals.items() if t != team]
        best = max(others) if others else 0.0
        values.append(math.tanh((mine - best) / MARGIN_SCALE))
    return values


register_heuristics("neuroshima", Heuristics(evaluate=evaluate, rollout_depth=2, exploration=0.5))
