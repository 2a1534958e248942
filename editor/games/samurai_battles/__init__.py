"""The Samurai Battles editor: scenario, map and terrain editing, deck settings, a line-of-sight
tool, the scenario sheet and the player (rules/000, engine ``engine/games/samurai_battles``)."""

from editor.games.samurai_battles.kind import ScenarioKind
from editor.plugin import EditorPlugin, register_plugin

register_plugin(EditorPlugin("samurai_battles", [ScenarioKind()]))
