"""The Neuroshima Hex editor: etudes and positions on the hex board with army palettes drawn
from the tile data, the etude solver in a worker thread, the printable etude card, the etude
player with battle playback and the full-game player (rules/002, engine ``engine/games/neuroshima``)."""

from typing import Any

from editor.games.neuroshima.kind import ArmyKind, EtudeKind, GameSetupKind, PositionKind
from editor.i18n import QT_TR_NOOP
from editor.plugin import EditorPlugin, PlayEntry, register_plugin
from engine.games.neuroshima.models.etude import THEME_NAMES


def _new_game(parent: Any) -> Any:
    # deferred: start-up (a game's table and player load when it is first played)
    from editor.games.neuroshima.game_player import start_new_game

    return start_new_game(parent)


def _game_table(session: Any) -> Any:
    # deferred: start-up (a game's table and player load when it is first played)
    from editor.games.neuroshima.game_player import NHGameTable

    return NHGameTable(session)


def _etude_table(session: Any) -> Any:
    # deferred: start-up (a game's table and player load when it is first played)
    from editor.games.neuroshima.etude_player import EtudeTable

    return EtudeTable(session)


def _engine_texts() -> list[str]:
    """The engine's names of the rules an etude teaches (the generator's themes)."""
    return list(THEME_NAMES.values())


register_plugin(
    EditorPlugin(
        "neuroshima",
        [EtudeKind(), PositionKind(), GameSetupKind(), ArmyKind()],
        [
            PlayEntry(
                "play.neuroshima.new",
                QT_TR_NOOP("New Neuroshima game..."),
                _new_game,
                QT_TR_NOOP("Play Neuroshima Hex: 2-4 players, hot seat or against the agents"),
            )
        ],
        make_table=_game_table,
        engine_texts=_engine_texts,
    )
)
# the etude is a game of its own (``neuroshima_etude``): its actions may search for the opponent's
# reply, so they run in a worker thread
register_plugin(EditorPlugin("neuroshima_etude", [], make_table=_etude_table, background_actions=True))
