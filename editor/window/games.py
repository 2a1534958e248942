"""Games in the main window's tabs: Play on the current document, the plugins' own play entries,
games left in progress at the last quit, and closing a game with the save prompt."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from editor.canvas.view import MapView
from editor.document import Document
from editor.i18n import QT_TR_NOOP, tr
from editor.kind_panels import KindPlay, say_cannot_play
from editor.player.autosave import Autosave, Autosaver, autosaves
from editor.player.session import PlaySession
from editor.player.shell import PlayerShell
from editor.plugin import player_for, registered_plugins
from editor.window.messages import ask_save
from editor.window.parts import WindowParts, WindowPiece
from engine.core.errors import WarbenchError


def playable(document: Document) -> bool:
    """Whether Play can start on ``document`` (its kind plays it, or says why it cannot yet)."""
    kind = document.kind
    if kind is None:
        return False
    if type(kind.play).play_view is not KindPlay.play_view:
        return True  # the game's own Play explains what to fix first
    return kind.play.play_setup(document) is not None


class GameTabs(WindowPiece):
    """The play tabs of the window's tabs; ``new_board`` shows a game's board with the view options."""

    def __init__(self, parts: WindowParts, *, new_board: Callable[[MapView], None]) -> None:
        super().__init__(parts)
        self._new_board = new_board
        self.act_play = self._action("play.start", tr("&Play"), self.play_current, "F5", tr("Playtest the document"))

    def add_play_entries(self, menu: QMenu) -> None:
        """The plugins' own ways to start a game (a game against an agent, a tutorial...)."""
        entries = [e for p in registered_plugins() for e in p.play_entries]
        if entries:
            menu.addSeparator()
        for e in entries:
            a = self._action(e.name, tr(e.label), None, None, tr(e.tooltip))
            a.triggered.connect(
                lambda _checked=False, entry=e: self.open_play_view(entry.start(self.parent), tr(entry.label))
            )
            menu.addAction(a)

    def play_current(self) -> None:
        view = self.tabs.current_view()
        if view is None or view.document.kind is None:
            self.messages.status(tr("open a document to play it"))
            return
        folder_errors = view.document.folder_errors()
        if folder_errors:
            say_cannot_play(QT_TR_NOOP("document"), folder_errors)
            return
        if view.document.kind.play.play_setup(view.document) is None:
            self.messages.status(
                tr("{kind}: no play mode for this kind of document yet").format(kind=tr(view.document.kind.title))
            )
            return
        self.open_play_view(
            view.document.kind.play.play_view(view.document), view.document.display_name, source=view.document.path
        )

    def open_play_view(
        self, widget: QWidget | None, title: str, *, source: Path | None = None, autosave: Path | None = None
    ) -> None:
        """Open a play view in a tab of its own (nothing when it is ``None``: the user cancelled). A
        game in progress is autosaved (to ``autosave`` when resuming one); ``source`` is the document
        it was started from."""
        if widget is None:
            return
        if isinstance(widget, PlayerShell) and isinstance(widget.session, PlaySession):
            # a game played here (hosted ones too); a seat joined elsewhere holds no game to keep
            Autosaver(widget, title, source, autosave)
        status = getattr(widget, "status_message", None)
        if status is not None:
            status.connect(self.messages.status)
        for board in widget.findChildren(MapView):
            self._new_board(board)
        idx = self.tabs.tabs.addTab(widget, tr("Play: {title}").format(title=title.removesuffix("...")))
        self.tabs.tabs.setCurrentIndex(idx)

    def maybe_save_game(self, shell: PlayerShell) -> bool:
        """``True`` when a play tab may close: its game saved, let go, or nothing played since it
        was last saved or loaded. Asked as for a document with unsaved changes."""
        if not shell.session.unsaved:
            return True
        self.tabs.show(shell)
        answer = ask_save(
            self.parent,
            "dialog.save_game",
            tr("Game in progress"),
            tr("The game {title} is in progress and not saved. Save it?").format(title=shell.title),
        )
        if answer == QMessageBox.StandardButton.Save:
            return shell.save_dialog()
        return answer == QMessageBox.StandardButton.Discard

    def close_play_tab(self, widget: QWidget) -> bool:
        """Close a play tab, asking first to save a game in progress; ``False`` when the user cancelled.
        The game's autosave goes with it (saved, or let go)."""
        if isinstance(widget, PlayerShell) and not self.maybe_save_game(widget):
            return False
        saver = widget.findChild(Autosaver)
        if saver is not None:
            saver.discard()
        self.tabs.tabs.removeTab(self.tabs.tabs.indexOf(widget))
        widget.deleteLater()
        return True

    def may_quit(self) -> bool:
        """Every game in progress saved or let go (``False`` when the user cancelled)."""
        return all(self.maybe_save_game(shell) for shell in self.tabs.play_tabs())

    def keep_for_next_start(self) -> None:
        """The games in progress, as they are now, kept for the next start."""
        for shell in self.tabs.play_tabs():
            saver = shell.findChild(Autosaver)
            if saver is not None:
                saver.flush()

    def offer_games_in_progress(self, *, bring_forward: bool) -> int:
        """At start: the games left in progress at the last quit are offered on the Start page (brought
        forward with ``bring_forward``, when no file was asked for) and the status bar says so."""
        games = autosaves()
        self.tabs.start_page.set_games_in_progress(games)
        if games:
            self.messages.status(
                tr("%n game(s) in progress from last time: resume on the Start page", None, len(games))
            )
            if bring_forward:
                self.tabs.show(self.tabs.start_page)
        return len(games)

    def resume_game(self, autosave: Autosave) -> PlayerShell | None:
        """Open a game in progress kept at the last quit where it was left (its autosave goes on
        being kept); a game that no longer replays is said so, and its autosave stays for Load game..."""
        try:
            session = autosave.load()
        except (WarbenchError, OSError, KeyError, ValueError, TypeError) as exc:
            self.messages.error(
                tr("Cannot resume the game"), tr("{path}: {reason}").format(path=autosave.path, reason=exc)
            )
            return None
        shell = player_for(session, title=autosave.heading or autosave.title)
        source = Path(autosave.source) if autosave.source else None
        self.open_play_view(shell, autosave.title, source=source, autosave=autosave.path)
        self.tabs.start_page.set_games_in_progress([g for g in autosaves() if g.path != autosave.path])
        return shell
