"""Samurai Sword (dV Giochi; RU «Самурай»): rules engine, content kinds, agents.

Importing the package registers the game, its content kinds and its agents.
"""

from engine.games.samurai_sword import agents, characters, deck, evaluation, lab_stats, setup  # noqa: F401  (register kinds, agents)
from engine.games.samurai_sword.game import SamuraiSword

__all__ = ["SamuraiSword"]
