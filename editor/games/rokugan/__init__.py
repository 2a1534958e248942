"""The Battle for Rokugan editor: maps of provinces drawn on the shared area canvas, scenarios with
their clans, tokens and cards, clan token pools, and the player's table (rules/004, engine
``engine/games/rokugan``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QInputDialog

from editor.games.rokugan.clan_kind import ClanKind
from editor.games.rokugan.map_kind import MapKind
from editor.games.rokugan.scenario_kind import ScenarioKind
from editor.i18n import QT_TR_NOOP, tr
from editor.player.session import PlaySession
from editor.player.tables import seat_names
from editor.player.view import SeatsDialog
from editor.plugin import EditorPlugin, PlayEntry, player_for, register_plugin
from engine.content.library import active_library
from engine.core.registry import load_game

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from editor.player.session import PlaySession
    from editor.player.shell import Table


def make_table(session: PlaySession) -> Table:
    # deferred: start-up (a game's table and player load when it is first played)
    from editor.games.rokugan.table import RokuganTable

    return RokuganTable(session)


def new_game(parent: QWidget) -> QWidget | None:
    """Choose a bundled scenario and who plays each seat; the player for that game."""
    lib = active_library()  # the scenarios of the user's folders and packs too
    ids = lib.ids("rokugan/scenario")
    titles = [lib.get("rokugan/scenario", i).display_title() for i in ids]  # type: ignore[union-attr]  # the ids listed just above are all there, each a RokuganScenario
    title, ok = QInputDialog.getItem(parent, tr("New Battle for Rokugan game"), tr("Scenario"), titles, 1, False)
    if not ok:
        return None
    scenario = lib.get("rokugan/scenario", ids[titles.index(title)])
    game = load_game("rokugan")
    dialog = SeatsDialog(game, scenario.players, parent, names=seat_names(game, scenario, lib))  # type: ignore[union-attr]  # an id of the list: a RokuganScenario
    if not dialog.exec():
        return None
    session = PlaySession(game, scenario, lib, dialog.seed.value(), dialog.seats())
    return player_for(session, title=title)


register_plugin(
    EditorPlugin(
        "rokugan",
        [MapKind(), ScenarioKind(), ClanKind()],
        [
            PlayEntry(
                "play.rokugan.new",
                QT_TR_NOOP("New Battle for Rokugan game…"),
                new_game,
                QT_TR_NOOP("Play a bundled scenario"),
            )
        ],
        make_table=make_table,
    )
)
