"""Neuroshima Hex: the rules engine, its content kinds (armies, game setups, positions, etudes),
agents, and the etude game and solver.

Importing the package registers the game, its content kinds, its agents and the etude check
that plays the recorded solutions. Where each rule lives: README.md.
"""

from engine.games.neuroshima import agents as agents
from engine.games.neuroshima import etude_check as etude_check
from engine.games.neuroshima import etude_game as etude_game
from engine.games.neuroshima import evaluation as evaluation
from engine.games.neuroshima import game as game
from engine.games.neuroshima import lab_stats as lab_stats
from engine.games.neuroshima import models as models
