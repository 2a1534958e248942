"""How a scenario-like document is playtested when the games agree on the way: the engine's
checks first (a document with errors says which to fix instead of starting), then the seats
dialog naming the sides as the table names them, then the game's player titled with the setup's
title. A game says what its document is called, how many seats it has, and may adjust the seats
dialog (a game master's default policy)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from editor.i18n import content_text
from editor.kind_panels import KindPlay, say_cannot_play
from editor.player.session import PlaySession
from editor.player.tables import seat_names
from editor.player.view import SeatsDialog
from editor.plugin import player_for
from engine.content.issues import Severity
from engine.core.registry import load_game

if TYPE_CHECKING:
    from editor.document import Document
    from editor.player.view import SeatsDialog


class CheckedPlay(KindPlay):
    #: what the document is called in "Cannot play this ... yet" (a ``QT_TR_NOOP`` text)
    noun: str

    def seat_count(self, setup: Any) -> int:
        """How many seats the seats dialog offers for ``setup``."""
        raise NotImplementedError

    def prepare_seats(self, dialog: SeatsDialog) -> None:
        """Adjust the seats dialog before it is shown (default: as it is)."""

    def play_view(self, document: Document) -> QWidget | None:
        errors = [i for i in document.validate() if i.severity is Severity.ERROR]
        setup = None if errors else self.play_setup(document)
        if setup is None:
            say_cannot_play(self.noun, errors)
            return None
        game = load_game(self.kind.game_id)
        library = document.library()
        dialog = SeatsDialog(game, self.seat_count(setup), names=seat_names(game, setup, library))
        self.prepare_seats(dialog)
        if not dialog.exec():
            return None
        session = PlaySession(game, setup, library, dialog.seed.value(), dialog.seats())
        return player_for(session, title=content_text(setup.title))
