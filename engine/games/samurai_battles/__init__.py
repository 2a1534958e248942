"""Samurai Battles (Zvezda), the Commands & Colors ruleset: rules engine, content kinds, agents.

Importing the package registers the game, its content kinds and its agents.
"""

from engine.games.samurai_battles import agents, cards, evaluation, lab_stats, scenario, tables  # noqa: F401  (register kinds, agents)
from engine.games.samurai_battles.game import SamuraiBattles

__all__ = ["SamuraiBattles"]
