"""Warlords figures for simulation reports (:mod:`engine.ai.game_stats`): the turns a battle
lasted, the figures each side lost (rules/003 §5), the control zones each side held at the end
(§7, L112-L114), and the winning margin in figures."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.ai.game_stats import Figure, GameStats, register_game_stats
from engine.core.game import State
from engine.games.warlords.state import WLState
from engine.games.warlords.victory import counting_zones, holder

SIDES = ("side 1", "side 2")


def figures_lost(state: WLState, side: int) -> int:
    """Figures of ``side`` killed, captured or fled off since its units were raised."""
    return sum(u.start_figures - u.figures for u in state.b.units if u.side == side)


def collect(state: State, notes: dict[str, Any]) -> Mapping[str, Figure]:
    assert isinstance(state, WLState)
    w = state.world()
    held = [0, 0]
    for z in counting_zones(w):
        h = holder(w, z)
        if h >= 0:
            held[h] += 1
    return {
        "turns": float(state.b.turn),
        "figures lost by side": {SIDES[p]: float(figures_lost(state, p)) for p in (0, 1)},
        "control zones held at the end": {SIDES[p]: float(held[p]) for p in (0, 1)},
    }


def margin(state: State) -> float:
    """How many more figures the loser lost than the winner (0 for a draw or an unfinished battle)."""
    assert isinstance(state, WLState)
    out = state.outcome()
    if out is None or not out.winners:
        return 0.0
    winner = next(iter(out.winners))
    return float(figures_lost(state, 1 - winner) - figures_lost(state, winner))


register_game_stats("warlords", GameStats(collect=collect, margin=margin, margin_unit="figures"))
