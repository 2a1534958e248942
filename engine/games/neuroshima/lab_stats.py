"""Neuroshima Hex figures for simulation reports (:mod:`engine.ai.game_stats`): the damage each
army's HQ took, the tiles each army still has on the board at the end, and the winning margin in
HQ hit points (points in the points variant)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.ai.game_stats import Figure, GameStats, register_game_stats
from engine.core.game import State
from engine.games.neuroshima.state import NeuroshimaState


def army_names(state: NeuroshimaState) -> list[str]:
    """Each seat's army, numbered when two seats play the same army."""
    names = [a.name_en for a in state.cfg.armies]
    return [f"{n} ({s + 1})" if names.count(n) > 1 else n for s, n in enumerate(names)]


def collect(state: State, notes: dict[str, Any]) -> Mapping[str, Figure]:
    assert isinstance(state, NeuroshimaState)
    pos = state.pos
    names = army_names(state)
    return {
        "HQ damage taken by army": {names[s]: float(pos.hq_start[s] - max(0, pos.hq_hp[s])) for s in range(len(names))},
        "tiles on the board at the end by army": {names[s]: float(len(pos.tiles_of(s))) for s in range(len(names))},
    }


def margin(state: State) -> float:
    """The winners' best score less the best score of the others."""
    assert isinstance(state, NeuroshimaState)
    out = state.outcome()
    score = list(state.pos.points) if state.cfg.points_mode else [max(0, h) for h in state.pos.hq_hp]
    if out is None or not out.winners:
        return 0.0
    won = max(score[s] for s in out.winners)
    lost = max((score[s] for s in range(len(score)) if s not in out.winners), default=0)
    return float(won - lost)


register_game_stats("neuroshima", GameStats(collect=collect, margin=margin, margin_unit="HQ hit points"))
