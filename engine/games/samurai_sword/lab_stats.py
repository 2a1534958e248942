"""Samurai Sword figures for simulation reports (:mod:`engine.ai.game_stats`): which team won
(rules/001 §4), how the game ended (honor, the Swordmaster's victory, the last one standing), and
the winning margin in team points."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.ai.game_stats import Figure, GameStats, register_game_stats
from engine.core.game import State
from engine.games.samurai_sword.runtime import TEAM_NAMES
from engine.games.samurai_sword.scoring import scores
from engine.games.samurai_sword.state import SSState


def collect(state: State, notes: dict[str, Any]) -> Mapping[str, Figure]:
    assert isinstance(state, SSState)
    out = state.outcome()
    won = {state.team_of(p) for p in (out.winners if out is not None else ())}
    present = {state.team_of(p) for p in range(state.n)}
    return {
        "team wins": {TEAM_NAMES[t]: float(t in won) for t in sorted(present)},
        "game end": {kind: float(state.end_kind == kind) for kind in ("honor", "swordmaster", "last_standing")},
    }


def margin(state: State) -> float:
    """The winning team's points less the best other team's (0 after the Swordmaster's victory)."""
    assert isinstance(state, SSState)
    teams = [t for t in scores(state).teams if t is not None]
    if len(teams) < 2:
        return 0.0
    teams.sort(reverse=True)
    return float(teams[0] - teams[1])


register_game_stats("samurai_sword", GameStats(collect=collect, margin=margin, margin_unit="team points"))
