"""The Samurai Sword editor: the play deck (a card gallery with counts and totals, weapon stats,
effects from the engine's registry, the printable card sheet), the characters (abilities from
the registry), the setup (role decks per player count, rule options) and the table player for
3-7 players, hot seat or against the agents (rules/001, engine ``engine/games/samurai_sword``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from editor.games.samurai_sword.kind import CharactersKind, DeckKind, SetupKind
from editor.games.samurai_sword.new_game import start_new_game
from editor.i18n import QT_TR_NOOP
from editor.plugin import EditorPlugin, PlayEntry, register_plugin

if TYPE_CHECKING:
    from editor.player.session import PlaySession
    from editor.player.shell import Table


def _new_game(parent: Any) -> Any:
    return start_new_game(parent)


def make_table(session: PlaySession) -> Table:
    # deferred: start-up (a game's table and player load when it is first played)
    from editor.games.samurai_sword.table import SSTable

    return SSTable(session)


register_plugin(
    EditorPlugin(
        "samurai_sword",
        [DeckKind(), CharactersKind(), SetupKind()],
        [
            PlayEntry(
                "play.samurai_sword.new",
                QT_TR_NOOP("New Samurai Sword game..."),
                _new_game,
                QT_TR_NOOP("Play Samurai Sword: 3-7 players, hot seat or against the agents"),
            )
        ],
        make_table=make_table,
        draws_without_setup=True,  # cards and characters by id when the content is not the host's
    )
)
