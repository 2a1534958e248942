"""Samurai Battles figures for simulation reports (:mod:`engine.ai.game_stats`): each army's
victory banners at the end of every turn (rules/000 §18), the number of turns, units lost by
army, and the winning margin in banners."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.ai.game_stats import Figure, GameStats, register_game_stats
from engine.core.game import State
from engine.games.samurai_battles.state import SBState

#: turns shown in "banners by turn" (later turns count in the last one)
TURNS_SHOWN = 30


def track(state: State, notes: dict[str, Any]) -> None:
    """Remember the banners each army holds as each turn goes by."""
    assert isinstance(state, SBState)
    by_turn: dict[int, tuple[int, int]] = notes.setdefault("banners", {})
    by_turn[min(state.turn, TURNS_SHOWN)] = (state.banner_total(0), state.banner_total(1))


def collect(state: State, notes: dict[str, Any]) -> Mapping[str, Figure]:
    assert isinstance(state, SBState)
    names = [state.army(p) for p in (0, 1)]
    by_turn: dict[int, tuple[int, int]] = notes.get("banners", {})
    figures: dict[str, Figure] = {}
    for p in (0, 1):
        last = 0
        row: dict[str, float] = {}
        for turn in range(1, TURNS_SHOWN + 1):
            last = by_turn[turn][p] if turn in by_turn else last
            row[f"turn {turn}"] = float(last)
        figures[f"banners by turn: {names[p]}"] = row
    figures["turns"] = float(state.turn)
    figures["units lost by army"] = {
        names[p]: float(sum(1 for u in state.units if u.side == p and u.hex < 0)) for p in (0, 1)
    }
    return figures


def margin(state: State) -> float:
    assert isinstance(state, SBState)
    totals = [state.banner_total(0), state.banner_total(1)]
    out = state.outcome()
    if out is None or not out.winners:
        return 0.0
    w = next(iter(out.winners))
    return float(totals[w] - totals[1 - w])


register_game_stats("samurai_battles", GameStats(collect=collect, margin=margin, margin_unit="banners", track=track))
