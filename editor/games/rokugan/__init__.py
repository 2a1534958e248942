"""The Battle for Rokugan editor: maps of provinces drawn on the shared area canvas, scenarios with
their clans, tokens and cards, clan token pools, and the player's table (rules/004, engine
``engine/games/rokugan``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from editor.games.rokugan.clan_kind import ClanKind
from editor.games.rokugan.map_kind import MapKind
from editor.games.rokugan.scenario_kind import ScenarioKind
from editor.plugin import EditorPlugin, register_plugin

if TYPE_CHECKING:
    from editor.player.session import PlaySession
    from editor.player.shell import Table


def make_table(session: PlaySession) -> Table:
    from editor.games.rokugan.table import RokuganTable

    return RokuganTable(session)


register_plugin(EditorPlugin("rokugan", [MapKind(), ScenarioKind(), ClanKind()], make_table=make_table))
