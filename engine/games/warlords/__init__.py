"""Warlords: Rise of Tiger battles (rules/003): content kinds, rules engine, agents.

Importing the package registers the game, its content kinds and its agents.
"""

from engine.games.warlords import (  # noqa: F401  (register kinds, agents, search heuristics, report figures)
    agents,
    battle,
    battlefield,
    evaluation,
    lab_stats,
    roster,
)
from engine.games.warlords.game import Warlords

__all__ = ["Warlords"]
