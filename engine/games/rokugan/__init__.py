"""Battle for Rokugan (Fantasy Flight Games; RU «Битва за Рокуган», Hobby World): rules engine,
content kinds (map, clan, cards, scenario), agents and the map check.

Importing the package registers the game, its content kinds and its agents.
"""

from engine.games.rokugan import agents, card_model, clan_model, evaluation, lab_stats, map_model, scenario  # noqa: F401  (register kinds, agents)
from engine.games.rokugan.game import BattleForRokugan

__all__ = ["BattleForRokugan"]
