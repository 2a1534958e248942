"""The host of a remote playtest: it holds the only state of the game, checks every action a
client sends against the engine, and sends each connected seat only
:func:`~engine.net.protocol.seat_view` of it (a spectator only
:func:`~engine.net.protocol.public_view`).

:class:`SeatServer` is the network side (codes, connections, limits, views); the state it serves
is played either by the server itself (:class:`TableHost`: the agents move in its loop, the
command line's host) or by someone else who hands it each new state (:class:`RelayHost`: the
app, whose player shell plays the seats at its own screen and its agents).

Each remote seat has a join code of its own, drawn at random for this game, and so has each
spectator; a client that drops and comes back with its code gets its seat back (and its view
again). The host listens on the loopback address unless told otherwise: only programs on this
machine can join then."""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import time
from collections.abc import Callable, Sequence
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from engine.ai.agents import Agent, make_agent
from engine.content.library import ContentLibrary
from engine.core.errors import WarbenchError, said_of
from engine.core.game import Action, Game, State
from engine.core.log import GameRecord, start_game
from engine.core.message import Message, Name
from engine.net.protocol import (
    BURST,
    CLIENT_TYPES,
    HEARTBEAT_SECONDS,
    MAX_MESSAGE_BYTES,
    RATE_PER_SECOND,
    ProtocolError,
    decode,
    encode,
    public_setup,
    public_view,
    reason_fields,
    seat_view,
)

#: a seat played by a person (or a program) that joins with the seat's code
REMOTE = "remote"
#: seconds a new connection has to say hello
HELLO_SECONDS = 10.0
#: the addresses that only this machine can reach
LOOPBACK = ("127.0.0.1", "localhost", "::1")


class HostError(WarbenchError):
    """A table that cannot be hosted as asked (seats that do not fit the game)."""


class _RateLimit:
    """A token bucket: :data:`RATE_PER_SECOND` messages a second on average, bursts of :data:`BURST`."""

    def __init__(self) -> None:
        self.tokens = float(BURST)
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(float(BURST), self.tokens + (now - self.at) * RATE_PER_SECOND)
        self.at = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True

    def refund(self) -> None:
        """A message that moved the game on costs nothing (a fast agent client is no flood)."""
        self.tokens = min(float(BURST), self.tokens + 1.0)


def new_code() -> str:
    """A join code: 96 random bits, drawn for one seat of one game, as hexadecimal digits: a code
    read out or typed after ``--code`` never starts with a dash (which the command line would take
    for an option) and has no letters that look alike."""
    return secrets.token_hex(12)


class SeatServer:
    """The network side of a hosted game: ``seat_names`` names each seat's player (:data:`REMOTE`
    seats get a join code each), ``spectators`` how many spectator codes to draw. ``state`` is the
    game as it stands; subclasses say how an action a remote seat sent is played (:meth:`_play`)."""

    def __init__(self, game: Game, state: State, seat_names: Sequence[str], spectators: int = 0) -> None:
        self.game = game
        self.state = state
        n = state.num_players()
        if len(seat_names) != n:
            raise HostError(
                Message(
                    "net-host-seats-named",
                    game=Name.content(dict(game.names)),
                    seats=n,
                    named=len(seat_names),
                    names=", ".join(seat_names),
                )
            )
        self.seat_names = list(seat_names)
        #: what the game was set up from, sent in the welcome when set (:func:`public_setup`): the
        #: setup is the public document every seat plays from, never the seed or the state
        self.setup_data: dict[str, Any] | None = None
        self.codes: dict[str, int] = {new_code(): seat for seat, name in enumerate(seat_names) if name == REMOTE}
        #: the spectators' codes: each sees public information only
        self.spectator_codes: list[str] = [new_code() for _ in range(spectators)]
        #: the connected seats
        self.connections: dict[int, ServerConnection] = {}
        #: the connected spectators, by code
        self.watchers: dict[str, ServerConnection] = {}
        self._events_sent: dict[str, int] = {}
        #: what the host refused or closed, in order (the host's own record of trouble), as
        #: messages rendered where the log is shown
        self.log: list[Message] = []
        self._server: Server | None = None
        self._lock: asyncio.Lock | None = None
        self._finished: asyncio.Event | None = None

    # -- what a host is asked
    def code_of(self, seat: int) -> str:
        """The join code of a remote seat."""
        return next(code for code, s in self.codes.items() if s == seat)

    # -- running
    async def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Listen on ``host``:``port`` (0: any free port); the port."""
        self._lock = asyncio.Lock()
        self._finished = asyncio.Event()
        self._server = await serve(
            self._handle,
            host,
            port,
            max_size=MAX_MESSAGE_BYTES,
            ping_interval=HEARTBEAT_SECONDS,
            ping_timeout=HEARTBEAT_SECONDS,
            close_timeout=HEARTBEAT_SECONDS,  # a peer gone quiet is not waited on for longer to close
        )
        await self._started()
        return int(self._server.sockets[0].getsockname()[1])

    def listening(self) -> list[str]:
        """The addresses the host listens on (``127.0.0.1`` alone: only this machine can join)."""
        if self._server is None:
            return []
        return sorted({str(sock.getsockname()[0]) for sock in self._server.sockets})

    async def _started(self) -> None:
        """Called once listening (the host's agents make the first moves)."""

    async def wait_finished(self) -> None:
        assert self._finished is not None, "start() first"
        await self._finished.wait()

    async def close(self) -> None:
        """Stop listening and close every connection."""
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None

    # -- one connection
    async def _handle(self, ws: ServerConnection) -> None:
        try:
            hello = decode(await asyncio.wait_for(ws.recv(), HELLO_SECONDS), CLIENT_TYPES)
            if hello["type"] != "hello":
                raise ProtocolError(Message("net-protocol-first-hello"))
            code = hello["code"]
            if code not in self.codes and code not in self.spectator_codes:
                await self._close_with(ws, None, Message("net-error-unknown-code"))
                return
        except (ProtocolError, TimeoutError) as exc:
            await self._close_with(
                ws, None, said_of(exc) if isinstance(exc, ProtocolError) else Message("net-error-no-hello")
            )
            return
        except ConnectionClosed:
            return
        seat = self.codes.get(code)
        old = self.connections.get(seat) if seat is not None else self.watchers.get(code)
        if old is not None:
            await old.close(1000, "the seat joined again from another connection")
        if seat is not None:
            self.connections[seat] = ws
        else:
            self.watchers[code] = ws
        self._events_sent[code] = 0  # a seat that comes back reads its log from the start
        limit = _RateLimit()
        try:
            welcome = {"type": "welcome", "seat": seat, "game": self.game.id, "players": self.state.num_players()}
            if self.setup_data is not None:
                welcome.update(self.setup_data)
            await ws.send(encode({**welcome, "seats": self.seat_names}))
            await self._send_view(code)
            async for raw in ws:
                if not limit.take():
                    raise ProtocolError(Message("net-protocol-too-many"))
                message = decode(raw, CLIENT_TYPES)
                if message["type"] == "ping":
                    await ws.send(encode({"type": "pong"}))
                elif message["type"] == "hello":
                    raise ProtocolError(Message("net-protocol-hello-again"))
                elif seat is None:
                    await self._refuse(code, message["action"], Message("net-refused-spectator"))
                elif await self._act(seat, message):
                    limit.refund()
        except ProtocolError as exc:
            await self._close_with(ws, seat, said_of(exc))
        except ConnectionClosed as exc:
            # the WebSocket layer closed it: a message over the size limit, a heartbeat not answered
            if exc.sent is not None and exc.sent.code not in (1000, 1001):
                who = _who(seat, "net-who-spectator")
                self.log.append(Message("net-log-closed", who=who, reason=exc.sent.reason or str(exc.sent.code)))
        finally:
            if seat is not None and self.connections.get(seat) is ws:
                del self.connections[seat]
            if seat is None and self.watchers.get(code) is ws:
                del self.watchers[code]

    async def _close_with(self, ws: ServerConnection, seat: int | None, reason: Message | str) -> None:
        self.log.append(Message("net-log-closed", who=_who(seat, "net-who-client"), reason=reason))
        fields = reason_fields(reason)
        with contextlib.suppress(ConnectionClosed):
            await ws.send(encode({"type": "error", **fields}))
            await ws.close(1008, fields["reason"][:120])

    async def _refuse(self, code: str, text: object, reason: Message | str) -> None:
        """Tell the seat (or spectator) of ``code`` that its action ``text`` was refused and why:
        the reason goes as a message, which the client renders in its own language."""
        seat = self.codes.get(code)
        who = _who(seat, "net-who-spectator")
        self.log.append(Message("net-log-refused", who=who, action=repr(text), reason=reason))
        ws = self.connections.get(seat) if seat is not None else self.watchers.get(code)
        if ws is not None:
            with contextlib.suppress(ConnectionClosed):
                await ws.send(encode({"type": "refused", "action": text, **reason_fields(reason)}))
        await self._send_view(code)  # the seat chooses again from where the game is

    async def _act(self, seat: int, message: dict[str, Any]) -> bool:
        """Play a seat's action, or refuse it with the reason; whether it was played."""
        assert self._lock is not None
        async with self._lock:
            text = message["action"]
            reason, action = self._refusal(seat, message["turn"], text)
            if reason is not None:
                await self._refuse(self.code_of(seat), text, reason)
                return False
            assert action is not None
            await self._play(seat, action)
            return True

    def _refusal(self, seat: int, turn: int, text: str) -> tuple[Message | str | None, Action | None]:
        """Why an action a seat sent does not fit the game now (``None`` when it does), and the action."""
        if self.state.is_terminal():
            return Message("net-refused-game-over"), None
        if self.state.current_player() != seat:
            return (
                Message(
                    "net-refused-not-your-turn",
                    to_move=Name.seat(self.state.current_player() + 1),
                    seat=Name.seat(seat + 1),
                ),
                None,
            )
        if turn != len(self.state.history):
            return Message("net-refused-stale-turn", turn=turn, now=len(self.state.history)), None
        try:
            action = self.game.parse_action(text)
        except (WarbenchError, ValueError, KeyError, TypeError) as exc:
            return Message("net-refused-not-an-action", game=Name.content(dict(self.game.names)), error=str(exc)), None
        # a message, sent as data: each client reads it in its own language
        return self.state.illegal_reason(action), action

    async def _play(self, seat: int, action: Action) -> None:
        raise NotImplementedError

    async def send_views(self) -> None:
        """Send every connected seat and spectator its view of the state as it stands."""
        for code in [c for c, s in self.codes.items() if s in self.connections] + list(self.watchers):
            await self._send_view(code)
        if self.state.is_terminal() and self._finished is not None:
            self._finished.set()

    async def _send_view(self, code: str) -> None:
        seat = self.codes.get(code)
        ws = self.connections.get(seat) if seat is not None else self.watchers.get(code)
        if ws is None:
            return
        sent = self._events_sent.get(code, 0)
        if sent > len(self.state.events):
            sent = 0  # the game was taken back: its log starts again
        if seat is None:
            view = public_view(self.state, sent)
        else:
            view = seat_view(self.state, seat, sent)
        self._events_sent[code] = len(self.state.events)
        with contextlib.suppress(ConnectionClosed):
            await ws.send(encode(view))


def _who(seat: int | None, nobody: str) -> Name | Message:
    """Who a line of the host's log is about: a seat, or (``nobody``) a spectator or a client
    that has not joined."""
    return Message(nobody) if seat is None else Name.seat(seat + 1)


class TableHost(SeatServer):
    """One game hosted for remote seats, its state and agents its own (the command line's host).
    ``seats`` names each seat's player: :data:`REMOTE`, or an agent the host plays (``random``,
    ``greedy``, ``mcts:200``, a game master's agent)."""

    def __init__(
        self,
        game: Game,
        setup: Any,
        content: ContentLibrary,
        seed: int,
        seats: Sequence[str],
        spectators: int = 0,
    ) -> None:
        state, self.refs = start_game(game, setup, content, seed)
        super().__init__(game, state, seats, spectators)
        self.setup = setup
        self.seed = seed
        self.setup_data = public_setup(game.setup_to_data(setup), self.refs)
        self.agents: dict[int, Agent] = {
            seat: make_agent(game, name, seed * 1000 + seat) for seat, name in enumerate(seats) if name != REMOTE
        }

    def record(self) -> GameRecord:
        """The game so far as a saved game (it replays under the replay proof)."""
        players = ["human" if name == REMOTE else name for name in self.seat_names]  # a remote seat is a person's
        return GameRecord.from_state(self.state, self.setup, self.seed, players, self.refs)

    async def _started(self) -> None:
        assert self._lock is not None
        async with self._lock:
            await self._play_agents()

    async def _play(self, seat: int, action: Action) -> None:
        self.state.apply(action)
        await self._play_agents()

    async def _play_agents(self) -> None:
        """The host's agents move until a remote seat is to move or the game ends; then every
        connected seat is sent its view."""
        while not self.state.is_terminal() and self.state.current_player() in self.agents:
            agent = self.agents[self.state.current_player()]
            action = await asyncio.to_thread(agent.choose, self.state)
            self.state.apply(action)
        await self.send_views()


class RelayHost(SeatServer):
    """A hosted game whose state someone else plays (the app's player shell): an action a remote
    seat sends is checked here and handed to ``on_action(seat, action)`` (called on the server's
    loop); whoever plays the game then hands the server the new state with :meth:`publish`, or
    refuses the action with :meth:`refuse`. Until then the seat's further actions are refused."""

    def __init__(
        self,
        game: Game,
        state: State,
        seat_names: Sequence[str],
        on_action: Callable[[int, Action], None],
        spectators: int = 0,
    ) -> None:
        super().__init__(game, state, seat_names, spectators)
        self.on_action = on_action
        self._pending: int | None = None

    def _refusal(self, seat: int, turn: int, text: str) -> tuple[Message | str | None, Action | None]:
        if self._pending is not None:
            return Message("net-refused-pending"), None
        return super()._refusal(seat, turn, text)

    async def _play(self, seat: int, action: Action) -> None:
        self._pending = seat
        self.on_action(seat, action)

    async def publish(self, state: State) -> None:
        """The game as it stands now (a state nobody changes afterwards): every client is sent its view."""
        assert self._lock is not None, "start() first"
        async with self._lock:
            self.state = state
            self._pending = None
            await self.send_views()

    async def refuse(self, seat: int, action: Action, reason: Message | str) -> None:
        """The action ``seat`` sent was not played (the game had moved on): tell the seat why."""
        assert self._lock is not None, "start() first"
        async with self._lock:
            self._pending = None
            await self._refuse(self.code_of(seat), action.to_str(), reason)
