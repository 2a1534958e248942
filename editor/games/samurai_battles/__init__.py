"""The Samurai Battles editor: scenario, map and terrain editing, deck settings, a line-of-sight
tool, the scenario sheet and the player's table (rules/000, engine ``engine/games/samurai_battles``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from editor.games.samurai_battles.kind import ScenarioKind
from editor.plugin import EditorPlugin, register_plugin
from engine.games.samurai_battles.scenario import SPECIAL_RULES

if TYPE_CHECKING:
    from editor.player.session import PlaySession
    from editor.player.shell import Table


def make_table(session: PlaySession) -> Table:
    # deferred: start-up (a game's table and player load when it is first played)
    from editor.games.samurai_battles.table import SBTable

    return SBTable(session)


def engine_texts() -> list[str]:
    """What each special rule the engine plays does (shown as the rule's tooltip and on the sheet)."""
    return list(SPECIAL_RULES.values())


register_plugin(EditorPlugin("samurai_battles", [ScenarioKind()], make_table=make_table, engine_texts=engine_texts))
