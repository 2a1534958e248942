"""The optional roles of a document kind: the widgets it adds to the editor (:class:`KindPanels`)
and how it is played (:class:`KindPlay`). A game subclasses only the roles it has."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from editor.canvas.area_panel import AreaPanel
from editor.i18n import QT_TR_NOOP, tr
from editor.player.session import PlaySession
from editor.player.tables import player_for, seat_names
from editor.player.view import SeatsDialog
from editor.tools.polygon import PolygonTool
from engine.core.errors import WarbenchError
from engine.core.registry import load_game

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from editor.canvas.scene import BoardScene
    from editor.document import Document
    from editor.kinds import DocumentKind
    from editor.panels.properties import PropertiesForm
    from editor.tools.base import Tool


#: the note above a document's YAML text: the text is a view, the form is where it is edited
READ_ONLY_NOTE = QT_TR_NOOP("Read-only view of the file; edit with the form.")


class KindPanels:
    """The widgets and tools a kind adds to the editor (default: none; the generic forms)."""

    def __init__(self, kind: DocumentKind) -> None:
        self.kind = kind

    def extra_tools(self) -> list[Tool]:
        return []

    def properties_widget(self, document: Document, collection: str, index: int) -> QWidget | None:
        """A custom properties editor for a piece (``None``: the generic form)."""
        return None

    def document_widget(self, document: Document) -> QWidget | None:
        """A custom editor of the document's own fields, shown when no piece is selected
        (``None``: the generic form of its scalar fields)."""
        return None

    def preview_widget(self, document: Document) -> QWidget | None:
        """For a document without a board: what is shown beside its form instead of the YAML text
        (a gallery of an army's tiles...), or ``None`` for the YAML text. It follows the
        document's ``changed`` signal itself."""
        return None

    def link_preview(self, document: Document, form: PropertiesForm, preview: QWidget) -> None:
        """Connect the generated ``form`` with the :meth:`preview_widget` shown beside it (a record
        selected in one shown in the other, through ``form.record_selected`` and
        ``form.select_record``). Default: they are not connected."""

    def source_note(self, document: Document) -> str:
        """The note above the document's YAML text, which is a read-only view: it says where the
        document is edited instead."""
        return tr(READ_ONLY_NOTE)

    def side_widget(self, document: Document, scene: BoardScene) -> QWidget | None:
        """A panel kept beside the board of a document's tab whatever is selected (a hand tray,
        a solver), or ``None``. It may show previews on ``scene`` (marks, overlay updates)
        without changing the document, and report issues found outside :meth:`Document.validate`
        with :meth:`Document.set_external_issues`."""
        return None


class AreaPanels(KindPanels):
    """The panels of an area map: the polygon tool, and the area panel beside the board (background
    picture, join, cut, snap)."""

    def extra_tools(self) -> list[Tool]:
        return [PolygonTool()]

    def side_widget(self, document: Document, scene: BoardScene) -> QWidget | None:
        return AreaPanel(document, scene)


class KindPlay:
    """How a document is playtested (default: its data is the game's setup; the game's player)."""

    def __init__(self, kind: DocumentKind) -> None:
        self.kind = kind

    def play_setup(self, document: Document) -> Any | None:
        """The engine setup that playtests this document, or ``None`` if it cannot be played.

        Default: a private copy of the document (editing does not touch a running game), when the
        game can prepare it with the document's library."""
        try:
            game = load_game(self.kind.game_id)
            setup = game.setup_from_data(document.model.model_dump(mode="json"))
            game.prepare(setup, document.library())
        except (WarbenchError, KeyError, ValueError, TypeError):
            return None
        return setup

    def play_view(self, document: Document) -> QWidget | None:
        """A player for the document (default: the game's player after choosing seats), or
        ``None`` when the document cannot be played."""
        setup = self.play_setup(document)
        if setup is None:
            return None
        game = load_game(self.kind.game_id)
        content = document.library()
        players = game.new_initial_state(setup, content, 0).num_players()
        dialog = SeatsDialog(game, players, names=seat_names(game, setup, content))
        if not dialog.exec():
            return None
        session = PlaySession(game, setup, content, dialog.seed.value(), dialog.seats())
        return player_for(session, title=document.display_name)

    def simulate_view(self, document: Document) -> QWidget | None:
        """The balance lab for the document (default: simulate :meth:`play_setup` of the document as
        it is each time the lab runs), or ``None`` when the document cannot be played."""
        from editor.lab.panel import BalanceLab  # deferred: start-up (the lab and its charts load when first used)

        if self.play_setup(document) is None:
            return None
        return BalanceLab(
            load_game(self.kind.game_id),
            lambda: self.play_setup(document),
            document.library(),
            title=document.display_name,
            document_path=document.path,
        )


def say_cannot_play(what: str, issues: list[Any]) -> None:
    """Tell the user, in a window-modal box that does not block the event loop, that the document
    cannot be played yet and which errors to fix first."""
    listed = "\n".join(f"• {_where(i)}{i.message}" for i in issues[:8])
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        tr("Cannot play this {what} yet").format(what=tr(what)),
        tr("Fix these problems first (see the Issues panel):") + "\n" + listed,
        QMessageBox.StandardButton.Ok,
        QApplication.activeWindow(),
    )
    box.setObjectName("dialog.cannot_play")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()


def _where(issue: Any) -> str:
    """``file.yaml:12: `` for an issue at a line of a file (a file of the document's folder that
    does not load is named, so the user knows which one to fix), else nothing."""
    loc = issue.location
    if loc.file is None or loc.line is None:
        return ""
    return f"{Path(loc.file).name}:{loc.line}: "
