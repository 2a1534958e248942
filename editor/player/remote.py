"""Remote playtests in the app: a game hosted from this window for seats that join from others,
and a seat (or a spectator's place) joined from here.

The hosting window plays the game as any other: its :class:`HostedSession` is a play session
whose remote seats are played from elsewhere. A :class:`~engine.net.host.RelayHost` on an event
loop of its own thread (:class:`~engine.net.loop.LoopThread`) checks what the remote seats send
and hands it to the GUI thread, which plays it through the player shell; every new state is
handed back to the host, which sends each seat its own view of it.

A joined seat has no state at all: its :class:`RemoteSession` holds the last view the host sent
(the seat's observation, the events it may read, its legal actions) and its :class:`RemoteShell`
draws that view: on the game's own table when the game reads the observation back from the data
(:meth:`~engine.core.game.Game.observation_from_data`), else on the generic table. The table has
no state to ask (no query state): it draws from the observation and the legal actions only. An
action chosen there goes to the host, which checks it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, cast

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QVBoxLayout, QWidget

from editor.folders import user_games_dir
from editor.i18n import tr
from editor.player.session import HUMAN, PlaySession
from editor.player.shell import PlayerShell, SeatView
from editor.player.tables import game_table, table_for
from editor.player.view import GenericTable
from editor.widgets import push_button
from engine.content.io import save_data
from engine.content.library import ContentLibrary, active_library
from engine.core.errors import WarbenchError
from engine.core.game import Action, Event, Game, Observation, Outcome
from engine.core.log import ContentRef, GameRecord
from engine.core.message import Message
from engine.core.registry import load_game
from engine.net.client import ClientRecord, SeatClient, seen_record
from engine.net.host import LOOPBACK, REMOTE, RelayHost
from engine.net.loop import LoopThread
from engine.net.protocol import public_setup, reason_text
from engine.saved_game import check_content

#: seconds the GUI waits for the host to start listening or for a worker to stop
START_SECONDS = 10.0

#: the running network threads, each with how its owner stops it (closing its connections first)
_LOOPS: dict[LoopThread, Callable[[], None]] = {}
_hooked_apps: set[int] = set()


def _register(loop: LoopThread, stop: Callable[[], None]) -> LoopThread:
    """Keep ``loop`` to stop with ``stop`` when the app quits (a thread still reading the network
    would keep the interpreter waiting, or die with it mid-message)."""
    _LOOPS[loop] = stop
    app = QCoreApplication.instance()
    if app is not None and id(app) not in _hooked_apps:
        _hooked_apps.add(id(app))
        app.aboutToQuit.connect(stop_all_loops)
    return loop


def stop_all_loops() -> None:
    """Stop every hosted or joined game's connections and join their threads (the app quits)."""
    for loop, stop in list(_LOOPS.items()):
        stop()
        if loop.running:
            loop.stop()
        _LOOPS.pop(loop, None)


def running_loops() -> int:
    return sum(1 for loop in _LOOPS if loop.running)


def _said(event: Mapping[str, Any]) -> str | Message:
    """What a hosted game's event says: its message, read in this reader's language, where the
    host sent one; else its text."""
    said = event.get("message")
    if isinstance(said, Mapping):
        try:
            return Message.from_data(said)
        except ValueError:
            pass
    return str(event["text"])


class HostedSession(PlaySession):
    """A play session some of whose seats (:data:`~engine.net.host.REMOTE`) are played from other
    machines: it hosts the game (:meth:`host`) and plays what those seats send like any other
    seat's action."""

    #: a remote seat's action, checked by the host (on the GUI thread)
    remote_action = Signal(int, object)
    #: the same, emitted on the host's thread (queued to this object's, the GUI's)
    _arrived = Signal(int, object)

    def __init__(
        self, game: Game, setup: Any, content: ContentLibrary, seed: int, seats: list[str], spectators: int = 0
    ) -> None:
        # a remote seat has no agent here: the session is built with a person there, then told
        super().__init__(game, setup, content, seed, [HUMAN if s == REMOTE else s for s in seats])
        self.seats = list(seats)
        self.spectators = spectators
        self.relay: RelayHost | None = None
        self.loop: LoopThread | None = None
        self.address = ""
        self._arrived.connect(self._pass_on)

    def _pass_on(self, seat: int, action: Action) -> None:
        self.remote_action.emit(seat, action)

    @property
    def remote_seats(self) -> list[int]:
        return [p for p, s in enumerate(self.seats) if s == REMOTE]

    def agent_to_move(self) -> bool:
        return super().agent_to_move() and self.to_move() % len(self.seats) in self.agents

    def undo_refusal(self, seat: int | None = None, name: Any = None) -> str | None:
        if self.remote_seats:
            return tr("in a hosted game every action stays: the remote seats have seen it")
        return super().undo_refusal(seat, name)

    def can_redo(self, seat: int | None = None) -> bool:
        return False

    def record(self) -> GameRecord:
        """The game so far (a remote seat is a person's), which replays under the replay proof."""
        players = [HUMAN if s == REMOTE else s for s in self.seats]
        return GameRecord.from_state(self.state, self.setup, self.seed, players, self.content_refs)

    # -- hosting
    def host(self, bind: str = "127.0.0.1", port: int = 0) -> str:
        """Listen on ``bind``:``port`` (0: any free port) on a thread of its own; the address
        players join (raises ``OSError`` when the port cannot be had)."""
        self.loop = _register(LoopThread("warbench-host"), self.stop)
        self.relay = RelayHost(
            self.game, self.state.clone(), self.seats, self._arrived.emit, spectators=self.spectators
        )
        self.relay.setup_data = public_setup(self.game.setup_to_data(self.setup), self.content_refs)
        try:
            port = self.loop.submit(self.relay.start(bind, port)).result(START_SECONDS)
        except BaseException:
            self.stop()
            raise
        shown = "127.0.0.1" if bind in LOOPBACK else bind
        self.address = f"ws://{shown}:{port}"
        self.changed.connect(self._publish)
        return self.address

    @property
    def hosting(self) -> bool:
        return self.loop is not None and self.loop.running

    def _publish(self) -> None:
        if self.relay is not None and self.hosting:
            assert self.loop is not None
            self.loop.submit(self.relay.publish(self.state.clone()))

    def refuse_remote(self, seat: int, action: Action, reason: Message | str) -> None:
        if self.relay is not None and self.hosting:
            assert self.loop is not None
            self.loop.submit(self.relay.refuse(seat, action, reason))

    def connected(self) -> list[int]:
        """The remote seats connected now."""
        return sorted(self.relay.connections) if self.relay is not None else []

    def stop(self) -> None:
        """Stop hosting: the connections are closed and the thread joined."""
        if self.loop is None:
            return
        loop, self.loop = self.loop, None
        loop.stop(self.relay.close() if self.relay is not None else None)
        _LOOPS.pop(loop, None)


def host_shell(shell: PlayerShell) -> None:
    """Hand a hosted session's remote actions to ``shell`` (played as its agents' are) and stop
    hosting when the shell goes."""
    session = shell.session
    assert isinstance(session, HostedSession)

    def play(seat: int, action: Action) -> None:
        if not shiboken6.isValid(shell) or shell.session is not session:
            return
        reason = shell.play_from_elsewhere(seat, action)
        if reason is not None:
            session.refuse_remote(seat, action, reason)

    session.remote_action.connect(play)
    shell.destroyed.connect(lambda _obj=None: session.stop())


# ---------------------------------------------------------------------------------------- joined


@dataclass(frozen=True)
class ReceivedObservation(Observation):
    """A seat's observation as the host sent it (plain data): all a joined seat knows of the game."""

    data: Mapping[str, Any] = field(default_factory=dict)

    def to_data(self) -> dict[str, Any]:
        return dict(self.data)


class RemoteSession(QObject):
    """A seat of a game hosted elsewhere, as the player shell sees a session: the last view the
    host sent, never a state. :meth:`join` connects; ``changed`` follows every view."""

    changed = Signal()
    finished = Signal(object)
    #: the host welcomed this seat (the game is known from then on)
    welcomed = Signal()
    #: the connection ended: the reason (empty when the game ended)
    ended = Signal(str)
    #: the host refused this seat's action: why, in this seat's language
    refused = Signal(str)
    #: a message from the host (emitted on the connection's thread)
    _received = Signal(dict)
    #: the connection of the given generation ended (emitted on its thread)
    _closed = Signal(str, int)

    def __init__(self, address: str, code: str) -> None:
        super().__init__()
        self.address = address
        self.code = code
        self.game: Game | None = None
        self.seats: list[str] = []
        self.seat: int | None = None
        self.view: dict[str, Any] | None = None
        self.events: list[Event] = []
        #: what this seat was sent, kept to save
        self.seen = ClientRecord()
        self.setup: Any = None
        self.prepared: Any = None
        self.content: Any = None
        #: where the host's content came from is the host's to know: a joined seat shows none
        self.content_refs: tuple[Any, ...] = ()
        self.sent_turn: int | None = None
        self.connected = False
        self.error = ""
        self._saved_at = 0
        #: the last observation data read back, with what it was read into
        self._decoded: tuple[Any, Observation | None] | None = None
        self.loop: LoopThread | None = None
        #: which connection is the current one (an older one's end is no news)
        self._generation = 0
        self._received.connect(self._on_message)
        self._closed.connect(self._on_closed)

    def join(self) -> None:
        """Connect on a thread of its own (again, after a drop: the host gives the seat back for
        its code); ``welcomed`` or ``ended`` follows."""
        self.stop()
        self._generation += 1
        generation = self._generation
        self.loop = _register(LoopThread("warbench-join"), self.stop)
        self.client = SeatClient(self.address, self.code, self._received.emit)
        self.connected = True
        self.error = ""
        future = self.loop.submit(self.client.run())
        client = self.client
        future.add_done_callback(lambda done: self._done(done, generation, client))

    def _done(self, future: Any, generation: int, client: SeatClient) -> None:
        reason = ""
        if future.cancelled():
            reason = tr("the connection was closed")
        elif future.exception() is not None:
            exc = future.exception()
            if isinstance(exc, WarbenchError):
                reason = str(exc)
            elif client.record.received:
                reason = tr("the connection dropped: {reason}").format(reason=exc)
            else:
                reason = tr("cannot reach {address}: {reason}").format(address=self.address, reason=exc)
        if shiboken6.isValid(self):
            self._closed.emit(reason, generation)

    def _on_closed(self, reason: str, generation: int) -> None:
        if generation != self._generation:
            return
        if not reason and self.outcome() is None:
            reason = tr("the host closed the connection")
        self.connected = False
        self.error = reason
        self.ended.emit(reason)
        self.changed.emit()

    def _on_message(self, message: dict[str, Any]) -> None:
        self.seen.received.append(message)
        kind = message["type"]
        if kind == "welcome":
            self.game = load_game(message["game"])
            self.seat = message["seat"]
            self.seen.seat, self.seen.game = self.seat, self.game.id
            self.seats = [str(s) for s in message["seats"]]
            self._set_up(message.get("setup"), message.get("content"))
            self.welcomed.emit()
        elif kind == "view":
            if message["from_start"]:
                self.events = []
            self.events += [Event(e["kind"], _said(e), e.get("data", {})) for e in message["events"]]
            self.view = message
            self.sent_turn = None
            self.changed.emit()
            if message["outcome"] is not None:
                self.finished.emit(self.outcome())
        elif kind == "refused":
            # the host sends the reason as a message: said in this seat's language, not the host's
            reason = reason_text(message)
            self.seen.refused.append(reason)
            self.refused.emit(reason)

    def _set_up(self, setup: Any, refs: Any) -> None:
        """The host's setup prepared against this machine's library, for the table to draw the
        board and cards from — only when the library holds the very items the host set the game
        up with (same sha256); else the table draws from the observation alone."""
        if setup is None or not isinstance(refs, list) or self.game is None or self.setup is not None:
            return
        try:
            lib = active_library()
            if check_content([ContentRef.from_data(r) for r in refs], lib):
                return  # other content than the host's: its names and numbers could mislead
            parsed = self.game.setup_from_data(setup)
            prepared = self.game.prepare(parsed, lib)
        except (WarbenchError, ValueError, TypeError):
            return
        self.setup, self.prepared, self.content = parsed, prepared, lib

    def stop(self) -> None:
        """Leave the game: the connection is closed and its thread joined."""
        if self.loop is None:
            return
        self._generation += 1  # its end is no news: it was asked for
        loop, self.loop = self.loop, None
        loop.stop(self.client.close())
        _LOOPS.pop(loop, None)

    # -- what the player shell asks of a session
    @property
    def hot_seat(self) -> bool:
        return False

    @property
    def humans(self) -> list[int]:
        return [self.seat] if self.seat is not None else []

    def viewer(self) -> int:
        return self.seat if self.seat is not None else -1

    def to_move(self) -> int:
        to_move = self.view["to_move"] if self.view is not None else None
        return to_move if to_move is not None else -1

    def legal_actions(self) -> list[Action]:
        if self.view is None or self.game is None or self.sent_turn is not None or not self.connected:
            return []
        return [self.game.parse_action(text) for text in self.view["legal"]]

    def human_to_move(self) -> bool:
        return self.seat is not None and self.to_move() == self.seat and self.outcome() is None and self.connected

    def agent_to_move(self) -> bool:
        return False

    def seat_name(self, seat: int) -> str:
        return self.seats[seat] if 0 <= seat < len(self.seats) else ""

    def outcome(self) -> Outcome | None:
        data = self.view["outcome"] if self.view is not None else None
        if data is None:
            return None
        return Outcome.from_data(data)

    @property
    def typed(self) -> bool:
        """Whether this seat's observation is read back into the game's own (the game's table
        draws it): a seat of a game that reads its observations back; a spectator is sent only
        what every seat sees alike, which is no seat's observation."""
        return self.seat is not None and self.game is not None and self.game.observation_type is not None

    def observation(self) -> Observation | None:
        """The observation the host sent: the game's own when it reads it back (:attr:`typed`),
        else the data as it is."""
        if self.view is None:
            return None
        data = self.view["observation"]
        if self.typed:
            assert self.game is not None
            cached = self._decoded
            if cached is None or cached[0] is not data:
                try:
                    cached = (data, self.game.observation_from_data(data))
                except ValueError:
                    cached = (data, None)  # not this version's observation: shown as data
                self._decoded = cached
            if cached[1] is not None:
                return cached[1]
        return ReceivedObservation(self.viewer(), data)

    def visible_events(self, viewer: int | None) -> list[Event]:
        return list(self.events)

    def can_undo(self, seat: int | None = None) -> bool:
        return False

    def undo_refusal(self, seat: int | None = None, name: Any = None) -> str | None:
        return tr("in a hosted game every action stays: the other seats have seen it")

    def can_redo(self, seat: int | None = None) -> bool:
        return False

    def undo(self, seat: int | None = None) -> bool:
        return False

    def redo(self, seat: int | None = None) -> bool:
        return False

    def restart(self) -> None:
        """A joined seat cannot restart the host's game."""

    def send(self, action: Action) -> str | None:
        """Send the seat's action to the host; why not, when it cannot be sent now."""
        if not self.human_to_move() or self.view is None or self.sent_turn is not None or self.loop is None:
            return tr("wait: it is not your turn")
        text = action.to_str()
        if text not in self.view["legal"]:
            return tr("not among your actions")
        self.sent_turn = self.view["turn"]
        self.loop.submit(self.client.act(self.view["turn"], text))
        self.changed.emit()
        return None

    # -- what this seat saw
    @property
    def unsaved(self) -> bool:
        return len(self.seen.received) > self._saved_at

    def save(self, path: str | Path) -> None:
        """Save what this seat saw: every view and refusal it was sent, nothing else."""
        save_data(seen_record(self.seen, self.address), path)
        self.mark_saved()

    def mark_saved(self) -> None:
        self._saved_at = len(self.seen.received)


def remote_table(session: RemoteSession) -> Any:
    """The table a joined seat (or a seat file) is drawn on: the game's own when the seat's
    observation is read back into the game's (:attr:`RemoteSession.typed`) and the table has what
    it draws from (the host's setup, prepared from the same content, unless the table draws
    without it), else the generic one."""
    if session.typed and session.game is not None:
        own = game_table(session.game.id)
        if own.make_table is not None and (session.prepared is not None or own.draws_without_setup):
            return table_for(session)  # type: ignore[arg-type]  # a joined seat's session stands in for a PlaySession: the tables read what both have
    return GenericTable(None, None)


class RemoteShell(PlayerShell):
    """The player shell of a joined seat: the view is the one the host sent; an action goes to
    the host. Save keeps what the seat saw."""

    def __init__(self, session: RemoteSession, table: Any, *, title: str = "") -> None:
        super().__init__(session, table, title=title)  # type: ignore[arg-type]  # a RemoteSession serves the shell as a PlaySession does, without deriving from it
        # the seat holds no game to replay earlier steps from: the board shows the host's last view
        table.timeline = None
        for name in ("play.undo", "play.redo", "play.restart", "play.load"):
            button = self.findChild(QWidget, name)
            if button is not None:
                button.hide()
        save = self.findChild(QWidget, "play.save")
        if save is not None:
            save.setToolTip(tr("Save what your seat saw: its views, its log and its actions"))
        self.reconnect_button = push_button(
            "play.reconnect",
            tr("Reconnect"),
            tr("Join again with your code: the host gives your seat back"),
            session.join,
        )
        self.reconnect_button.hide()
        session.refused.connect(self.say)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(1, self.reconnect_button, 0, Qt.AlignmentFlag.AlignLeft)
        session.ended.connect(self._ended)
        session.changed.connect(self._show_reconnect)

    @property
    def remote(self) -> RemoteSession:
        """The session as what it is: the shell is built with a RemoteSession, which serves the
        base class as a PlaySession does."""
        return cast(RemoteSession, self.session)

    def _timeline(self) -> Any:
        return None  # no state here: nothing to replay

    def seat_view(self, new_events: list[Event] | None = None) -> SeatView:
        s = self.remote
        return SeatView(
            s.seat,
            s.observation(),
            s.legal_actions(),
            s.to_move(),
            s.outcome(),
            None,
            not s.human_to_move() or s.sent_turn is not None,
            list(new_events or []),
        )

    def play(self, action: Action) -> bool:
        s = self.remote
        reason = s.send(action)
        if reason is not None:
            self.say(reason)
            return False
        return True

    def _show_status(self, view: SeatView) -> None:
        s = self.remote
        if s.connected or view.outcome is not None:
            super()._show_status(view)
            return
        self.status.setText(tr("{title}: <b>disconnected</b> — {reason}").format(title=self.title, reason=s.error))

    def _show_reconnect(self) -> None:
        if shiboken6.isValid(self):
            s = self.remote
            self.reconnect_button.setVisible(not s.connected and s.outcome() is None)

    def _ended(self, reason: str) -> None:
        if shiboken6.isValid(self) and reason:
            self.say(tr("the connection to the host ended: {reason}").format(reason=reason))

    def save_dialog(self) -> bool:
        """Ask where to save what the seat saw (in the user's games folder) and save it."""
        s = self.remote
        stamp = datetime.now().strftime("%Y-%m-%d-%H%M")
        seat = "spectator" if s.seat is None else f"seat{s.seat + 1}"  # i18n: not shown
        suggested = user_games_dir() / f"{self.session.game.id}-{seat}-seen-{stamp}.yaml"
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Save what your seat saw"), str(suggested), tr("Game logs (*.yaml)")
        )
        if not path:
            return False
        self.save_to(path)
        return True
