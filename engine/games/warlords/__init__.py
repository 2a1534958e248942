"""Warlords: Rise of Tiger battles (rules/003): content kinds, rules engine, agents.

Importing the package registers the game, its content kinds and its agents.
"""

from engine.games.warlords import agents, battle, battlefield, roster  # noqa: F401  (register kinds, agents)
from engine.games.warlords.game import Warlords

__all__ = ["Warlords"]
