"""Battle for Rokugan figures for simulation reports (:mod:`engine.ai.game_stats`): where the
honor came from (rules/004 §4: flowers, face-up control tokens, the objective, regions, bonus
tokens), for all clans and for the winners, wins by clan, and the winning margin in honor."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.ai.game_stats import Figure, GameStats, register_game_stats
from engine.core.game import State
from engine.games.rokugan.scoring import honor_breakdown
from engine.games.rokugan.state import RKState


def collect(state: State, notes: dict[str, Any]) -> Mapping[str, Figure]:
    assert isinstance(state, RKState)
    out = state.outcome()
    winners = out.winners if out is not None else frozenset()
    every: dict[str, float] = {}
    won: dict[str, float] = {}
    for seat in range(state.n):
        for source, honor in honor_breakdown(state, seat).items():
            every[source] = every.get(source, 0.0) + honor / state.n
            if seat in winners:
                won[source] = won.get(source, 0.0) + honor / len(winners)
    return {
        "honor sources (average clan)": every,
        "honor sources (winner)": won,
        "wins by clan": {state.clan_name(s): float(s in winners) for s in range(state.n)},
    }


def margin(state: State) -> float:
    assert isinstance(state, RKState)
    if state.honor is None or len(state.honor) < 2:
        return 0.0
    ranked = sorted(state.honor, reverse=True)
    return float(ranked[0] - ranked[1])


register_game_stats("rokugan", GameStats(collect=collect, margin=margin, margin_unit="honor"))
