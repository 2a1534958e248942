"""Remote playtests in the main window: Play > Host this game... (the current document's game,
some seats played from other machines), Play > Join... (a seat of a game hosted elsewhere), and
play by post: Open Seat File... (a player orders) and Import Orders Files... (the host plays them)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QDialog, QFileDialog, QVBoxLayout, QWidget

from editor.folders import user_games_dir
from editor.i18n import tr
from editor.player.by_post import Imported, SeatFileSession, SeatFileShell, import_orders
from editor.player.remote import HostedSession, RemoteSession, RemoteShell, host_shell, remote_table
from editor.player.remote_dialogs import HostDialog, HostingBar, JoinDialog
from editor.player.tables import seat_names
from editor.plugin import player_for
from editor.window.parts import WindowParts, WindowPiece
from engine.content.library import active_library
from engine.core.errors import WarbenchError
from engine.core.registry import load_game


class RemotePlay(WindowPiece):
    """Remote play from the main window: games open in tabs through ``open_play_view``, hosted from
    the current document."""

    def __init__(self, parts: WindowParts, *, open_play_view: Callable[[QWidget, str], None]) -> None:
        super().__init__(parts)
        self._open_play_view = open_play_view
        action = parts.action
        #: joins waiting for the host's welcome (kept alive until their tab opens or they fail)
        self._joining: list[RemoteSession] = []
        self.act_host = action(
            "play.host",
            tr("&Host this game..."),
            self.host_current,
            None,
            tr("Play the document's game with players who join from their own Warbench, each seeing only their seat"),
        )
        self.act_join = action(
            "play.join",
            tr("&Join..."),
            lambda _checked=False: self.join_remote(),
            None,
            tr("Take a seat in a game hosted elsewhere, with the address and the code the host gave you"),
        )
        self.act_seat_file = action(
            "play.seat_file",
            tr("Open &Seat File..."),
            lambda _checked=False: self.open_seat_file(),
            None,
            tr("Play by post: open the seat file the host sent, choose, and save the orders file to send back"),
        )
        self.act_import_orders = action(
            "play.import_orders",
            tr("&Import Orders Files..."),
            lambda _checked=False: self.import_orders_files(),
            None,
            tr("Play by post: play the orders files the players sent on the game you keep"),
        )

    def host_current(self) -> HostedSession | None:
        """Host the current document's game: ask who plays each seat, listen, and open the game
        with the hosting bar (the address and the join codes) above it."""
        document = self.tabs.current_document()
        if document is None or document.kind is None:
            self.messages.status(tr("open a document to host its game"))
            return None
        setup = document.kind.play.play_setup(document)
        if setup is None:
            self.messages.status(
                tr("{kind}: no play mode for this kind of document yet").format(kind=tr(document.kind.title))
            )
            return None
        game = load_game(document.kind.game_id)
        content = document.library()
        players = game.new_initial_state(setup, content, 0).num_players()
        dialog = HostDialog(game, players, self.parent, names=seat_names(game, setup, content))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        session = HostedSession(game, setup, content, dialog.seed.value(), dialog.seats(), dialog.spectators.value())
        try:
            session.host(dialog.bind(), dialog.port.value())
        except OSError as exc:
            self.messages.error(
                tr("Cannot host"),
                tr("cannot listen on port {port}: {reason}").format(
                    port=dialog.port.value(), reason=exc.strerror or exc
                ),
            )
            return None
        shell = player_for(session, title=document.display_name)
        host_shell(shell)
        for name in ("play.restart", "play.load"):  # the remote seats play this game: it is not swapped here
            button = shell.findChild(QWidget, name)
            if button is not None:
                button.hide()
        layout = shell.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(0, HostingBar(session, shell.table.seat_name))
        self._open_play_view(shell, tr("Host: {title}").format(title=document.display_name))
        return session

    def join_remote(self, address: str | None = None, code: str | None = None) -> RemoteSession | None:
        """Join a seat of a hosted game (asking for the address and the code unless given); its
        tab opens when the host welcomes the seat."""
        if address is None or code is None:
            dialog = JoinDialog(self.parent)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            address, code = dialog.address.text().strip(), dialog.code.text().strip()
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
            self._open_play_view(shell, title)

        def failed(reason: str) -> None:
            if session in self._joining:
                self._joining.remove(session)
                session.stop()
                self.messages.error(tr("Cannot join"), reason)

        session.welcomed.connect(welcomed)
        session.ended.connect(failed)
        session.join()
        return session

    # ------------------------------------------------------------------ play by post
    def open_seat_file(self, path: str | None = None) -> SeatFileShell | None:
        """Open a seat file of a game by post in a tab: its seat's view and the actions to order."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self.parent, tr("Open a seat file"), str(user_games_dir()), tr("Seat files (*.yaml)")
            )
            if not path:
                return None
        try:
            session = SeatFileSession.open(path)
        except (WarbenchError, OSError, KeyError, TypeError) as exc:
            self.messages.error(tr("Cannot open the seat file"), str(exc))
            return None
        assert session.game is not None
        title = f"{session.game.name} — {Path(path).name}"
        shell = SeatFileShell(session, remote_table(session), title=title)
        self._open_play_view(shell, title)
        return shell

    def import_orders_files(self, game_path: str | None = None, orders: list[str] | None = None) -> Imported | None:
        """Play orders files on a game by post the host keeps, save it, and write the seat file of
        the person to move next beside it."""
        if game_path is None:
            game_path, _ = QFileDialog.getOpenFileName(
                self.parent, tr("The game by post"), str(user_games_dir()), tr("Game logs (*.yaml)")
            )
            if not game_path:
                return None
        if orders is None:
            orders, _ = QFileDialog.getOpenFileNames(
                self.parent, tr("Orders files to play"), str(Path(game_path).parent), tr("Orders files (*.yaml)")
            )
            if not orders:
                return None
        try:
            imported = import_orders(game_path, orders, active_library())
        except (WarbenchError, OSError, KeyError, TypeError, ValueError) as exc:
            self.messages.error(tr("Orders not played"), str(exc))
            return None
        if imported.over:
            where = tr("the game is over")
        elif imported.next_seat_file is not None:
            where = tr("send {file} to player {number}").format(
                file=imported.next_seat_file.name, number=(imported.next_seat or 0) + 1
            )
        else:
            where = tr("player {number} is to move").format(number=(imported.next_seat or 0) + 1)
        self.messages.status(
            tr("orders played: {played}, agent moves: {moves}; {where}").format(
                played=imported.played, moves=imported.agent_moves, where=where
            )
        )
        return imported
