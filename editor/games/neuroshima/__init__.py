"""The Neuroshima Hex editor: etudes and positions on the hex board with army palettes drawn
from the tile data, the etude solver in a worker thread, the printable etude card, the etude
player with battle playback and the full-game player (rules/002, engine ``engine/games/neuroshima``)."""

from editor.games.neuroshima.kind import EtudeKind, GameSetupKind, PositionKind
from editor.plugin import EditorPlugin, register_plugin

register_plugin(EditorPlugin("neuroshima", [EtudeKind(), PositionKind(), GameSetupKind()]))
