"""Remote playtests in the main window: Play > Host this game... (the current document's game,
some seats played from other machines), Play > Join... (a seat of a game hosted elsewhere), and
play by post: Open Seat File... (a player orders) and Import Orders Files... (the host plays them)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QDialog, QFileDialog, QVBoxLayout, QWidget

from editor.folders import user_games_dir
from editor.i18n import tr
from editor.player.by_post import Imported, SeatFileSession, SeatFileShell, import_orders
from editor.player.remote import HostedSession, RemoteSession, RemoteShell, host_shell, remote_table
from editor.player.remote_dialogs import HostDialog, HostingBar, JoinDialog
from editor.player.tables import seat_names
from engine.content.library import active_library
from engine.core.errors import WarbenchError
from engine.core.registry import load_game


class RemoteMixin:
    """The remote-play work of a :class:`~editor.mainwindow.MainWindow`."""

    #: joins waiting for the host's welcome (kept alive until their tab opens or they fail)
    _joining: list[RemoteSession]

    def host_current(self) -> HostedSession | None:
        """Host the current document's game: ask who plays each seat, listen, and open the game
        with the hosting bar (the address and the join codes) above it."""
        from editor.plugin import player_for

        window: Any = self
        view = window.current_view()
        if view is None or view.document.kind is None:
            window.show_status(tr("open a document to host its game"))
            return None
        setup = view.document.kind.play.play_setup(view.document)
        if setup is None:
            window.show_status(
                tr("{kind}: no play mode for this kind of document yet").format(kind=tr(view.document.kind.title))
            )
            return None
        game = load_game(view.document.kind.game_id)
        content = view.document.library()
        players = game.new_initial_state(setup, content, 0).num_players()
        dialog = HostDialog(game, players, window, names=seat_names(game, setup, content))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        session = HostedSession(game, setup, content, dialog.seed.value(), dialog.seats(), dialog.spectators.value())
        try:
            session.host(dialog.bind(), dialog.port.value())
        except OSError as exc:
            window.show_error(
                tr("Cannot host"),
                tr("cannot listen on port {port}: {reason}").format(
                    port=dialog.port.value(), reason=exc.strerror or exc
                ),
            )
            return None
        shell = player_for(session, title=view.document.display_name)
        host_shell(shell)
        for name in ("play.restart", "play.load"):  # the remote seats play this game: it is not swapped here
            button = shell.findChild(QWidget, name)
            if button is not None:
                button.hide()
        layout = shell.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(0, HostingBar(session, shell.table.seat_name))
        window.open_play_view(shell, tr("Host: {title}").format(title=view.document.display_name))
        return session

    def join_remote(self, address: str | None = None, code: str | None = None) -> RemoteSession | None:
        """Join a seat of a hosted game (asking for the address and the code unless given); its
        tab opens when the host welcomes the seat."""
        window: Any = self
        if address is None or code is None:
            dialog = JoinDialog(window)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            address, code = dialog.address.text().strip(), dialog.code.text().strip()
        if not hasattr(self, "_joining"):
            self._joining = []
        session = RemoteSession(address, code)
        self._joining.append(session)

        def welcomed() -> None:
            if session not in self._joining:
                return  # welcomed again after a reconnection: its tab is open
            self._joining.remove(session)
            assert session.game is not None
            who = tr("spectator") if session.seat is None else tr("player {number}").format(number=session.seat + 1)
            title = f"{session.game.name} — {who}"
            shell = RemoteShell(session, remote_table(session), title=title)
            shell.destroyed.connect(lambda _obj=None: session.stop())
            window.open_play_view(shell, title)

        def failed(reason: str) -> None:
            if session in self._joining:
                self._joining.remove(session)
                session.stop()
                window.show_error(tr("Cannot join"), reason)

        session.welcomed.connect(welcomed)
        session.ended.connect(failed)
        session.join()
        return session

    # ------------------------------------------------------------------ play by post
    def open_seat_file(self, path: str | None = None) -> SeatFileShell | None:
        """Open a seat file of a game by post in a tab: its seat's view and the actions to order."""
        window: Any = self
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                window, tr("Open a seat file"), str(user_games_dir()), tr("Seat files (*.yaml)")
            )
            if not path:
                return None
        try:
            session = SeatFileSession.open(path)
        except (WarbenchError, OSError, KeyError, TypeError) as exc:
            window.show_error(tr("Cannot open the seat file"), str(exc))
            return None
        assert session.game is not None
        title = f"{session.game.name} — {Path(path).name}"
        shell = SeatFileShell(session, remote_table(session), title=title)
        window.open_play_view(shell, title)
        return shell

    def import_orders_files(self, game_path: str | None = None, orders: list[str] | None = None) -> Imported | None:
        """Play orders files on a game by post the host keeps, save it, and write the seat file of
        the person to move next beside it."""
        window: Any = self
        if game_path is None:
            game_path, _ = QFileDialog.getOpenFileName(
                window, tr("The game by post"), str(user_games_dir()), tr("Game logs (*.yaml)")
            )
            if not game_path:
                return None
        if orders is None:
            orders, _ = QFileDialog.getOpenFileNames(
                window, tr("Orders files to play"), str(Path(game_path).parent), tr("Orders files (*.yaml)")
            )
            if not orders:
                return None
        try:
            imported = import_orders(game_path, orders, active_library())
        except (WarbenchError, OSError, KeyError, TypeError, ValueError) as exc:
            window.show_error(tr("Orders not played"), str(exc))
            return None
        if imported.over:
            where = tr("the game is over")
        elif imported.next_seat_file is not None:
            where = tr("send {file} to player {number}").format(
                file=imported.next_seat_file.name, number=(imported.next_seat or 0) + 1
            )
        else:
            where = tr("player {number} is to move").format(number=(imported.next_seat or 0) + 1)
        window.show_status(
            tr("orders played: {played}, agent moves: {moves}; {where}").format(
                played=imported.played, moves=imported.agent_moves, where=where
            )
        )
        return imported
