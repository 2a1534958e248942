"""The Warlords: Rise of Tiger editor: battlefields on the square field named like the rulebook
(terrain, rivers, fences, control zones, field extension), rosters with their composition checks,
battles (units dragged onto cells and turned to face, weather, rule options), the player's table
with secret orders, the game master's questions and phase playback, and forum pictures
(rules/003, engine ``engine/games/warlords``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from editor.games.warlords.battle_kind import BattleKind
from editor.games.warlords.battlefield_kind import BattlefieldKind
from editor.games.warlords.roster_kind import RosterKind
from editor.i18n import QT_TR_NOOP
from editor.player.view import register_agent_words
from editor.plugin import EditorPlugin, register_plugin
from engine.games.warlords.battlefield import TERRAIN_TYPES
from engine.games.warlords.tables import BANNERS

if TYPE_CHECKING:
    from editor.player.session import PlaySession
    from editor.player.shell import Table


def make_table(session: PlaySession) -> Table:
    # deferred: start-up (a game's table and player load when it is first played)
    from editor.games.warlords.table import WLTable

    return WLTable(session.setup, session.prepared)


def engine_texts() -> list[str]:
    """What the editor shows of the engine's tables as it is: each terrain's effect and each
    sacred banner's name (rules/003 §6.1, §6.4)."""
    return [*TERRAIN_TYPES.values(), *(name for name, _lines in BANNERS.values())]


# the game master's documented answers (engine/games/warlords/agents.py), in words in the seat lists
register_agent_words("gm-default", QT_TR_NOOP("game master's documented answers"))

register_plugin(
    EditorPlugin(
        "warlords",
        [BattlefieldKind(), RosterKind(), BattleKind()],
        make_table=make_table,
        engine_texts=engine_texts,
    )
)
