"""The host of a remote playtest: it owns the only state of the game, checks every action a
client sends against the engine, plays the agent seats, and sends each connected seat only
:func:`~engine.net.protocol.seat_view` of it.

Each remote seat has a join code of its own, drawn at random for this game; a client that drops
and comes back with its code gets its seat back (and its view again). The host listens on the
loopback address unless told otherwise: only programs on this machine can join then."""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import time
from collections.abc import Sequence
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from engine.ai.agents import Agent, make_agent
from engine.content.library import ContentLibrary
from engine.core.errors import WarbenchError
from engine.core.game import Game
from engine.core.log import GameRecord, start_game
from engine.net.protocol import (
    BURST,
    CLIENT_TYPES,
    MAX_MESSAGE_BYTES,
    RATE_PER_SECOND,
    ProtocolError,
    decode,
    encode,
    seat_view,
)

#: a seat played by a person (or a program) that joins with the seat's code
REMOTE = "remote"
#: seconds a new connection has to say hello
HELLO_SECONDS = 10.0


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


class TableHost:
    """One game hosted for remote seats. ``seats`` names each seat's player: :data:`REMOTE`, or an
    agent the host plays (``random``, ``greedy``, ``mcts:200``, a game master's agent)."""

    def __init__(self, game: Game, setup: Any, content: ContentLibrary, seed: int, seats: Sequence[str]) -> None:
        self.game = game
        self.setup = setup
        self.seed = seed
        self.state, self.refs = start_game(game, setup, content, seed)
        n = self.state.num_players()
        if len(seats) != n:
            raise HostError(f"{game.name} has {n} seats here; {len(seats)} were named ({', '.join(seats)})")
        self.seat_names = list(seats)
        self.codes: dict[str, int] = {}
        self.agents: dict[int, Agent] = {}
        for seat, name in enumerate(seats):
            if name == REMOTE:
                self.codes[secrets.token_urlsafe(12)] = seat
            else:
                self.agents[seat] = make_agent(game, name, seed * 1000 + seat)
        self.connections: dict[int, ServerConnection] = {}
        self.events_sent: dict[int, int] = {}
        #: what the host refused or closed, in order (the host's own record of trouble)
        self.log: list[str] = []
        self._server: Server | None = None
        self._lock: asyncio.Lock | None = None
        self._finished: asyncio.Event | None = None

    # -- what a host is asked
    def code_of(self, seat: int) -> str:
        """The join code of a remote seat."""
        return next(code for code, s in self.codes.items() if s == seat)

    def record(self) -> GameRecord:
        """The game so far as a saved game (it replays under the replay proof)."""
        players = ["human" if name == REMOTE else name for name in self.seat_names]  # a remote seat is a person's
        return GameRecord.from_state(self.state, self.setup, self.seed, players, self.refs)

    # -- running
    async def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Listen on ``host``:``port`` (0: any free port) and play the agents' first moves; the port."""
        self._lock = asyncio.Lock()
        self._finished = asyncio.Event()
        self._server = await serve(self._handle, host, port, max_size=MAX_MESSAGE_BYTES)
        async with self._lock:
            await self._play_agents()
        return int(self._server.sockets[0].getsockname()[1])

    async def wait_finished(self) -> None:
        assert self._finished is not None, "start() first"
        await self._finished.wait()

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    # -- one connection
    async def _handle(self, ws: ServerConnection) -> None:
        try:
            hello = decode(await asyncio.wait_for(ws.recv(), HELLO_SECONDS), CLIENT_TYPES)
            if hello["type"] != "hello":
                raise ProtocolError("the first message must be hello")
            seat = self.codes.get(str(hello.get("code", "")))
            if seat is None:
                raise ProtocolError("no seat of this game has that join code")
        except (ProtocolError, TimeoutError) as exc:
            await self._close_with(ws, None, str(exc) or "no hello in time")
            return
        except ConnectionClosed:
            return
        old = self.connections.get(seat)
        if old is not None:
            await old.close(1000, "the seat joined again from another connection")
        self.connections[seat] = ws
        self.events_sent[seat] = 0  # a seat that comes back reads its log from the start
        limit = _RateLimit()
        try:
            await ws.send(
                encode(
                    {
                        "type": "welcome",
                        "seat": seat,
                        "game": self.game.id,
                        "players": self.state.num_players(),
                        "seats": self.seat_names,
                    }
                )
            )
            await self._send_view(seat)
            async for raw in ws:
                if not limit.take():
                    raise ProtocolError("too many messages")
                message = decode(raw, CLIENT_TYPES)
                if message["type"] == "ping":
                    await ws.send(encode({"type": "pong"}))
                elif message["type"] == "act":
                    if await self._act(seat, message):
                        limit.refund()
                else:
                    raise ProtocolError("hello was said already")
        except ProtocolError as exc:
            await self._close_with(ws, seat, str(exc))
        except ConnectionClosed:
            pass
        finally:
            if self.connections.get(seat) is ws:
                del self.connections[seat]

    async def _close_with(self, ws: ServerConnection, seat: int | None, reason: str) -> None:
        self.log.append(f"{'a client' if seat is None else f'seat {seat + 1}'}: {reason}; connection closed")
        with contextlib.suppress(ConnectionClosed):
            await ws.send(encode({"type": "error", "reason": reason}))
            await ws.close(1008, reason[:120])

    async def _act(self, seat: int, message: dict[str, Any]) -> bool:
        """Play a seat's action, or refuse it with the reason; whether it was played."""
        assert self._lock is not None
        async with self._lock:
            text = message.get("action")
            reason, action = self._refusal(seat, message.get("turn"), text)
            if reason is not None:
                self.log.append(f"seat {seat + 1}: {text!r} refused: {reason}")
                with contextlib.suppress(ConnectionClosed):
                    await self.connections[seat].send(encode({"type": "refused", "action": text, "reason": reason}))
                await self._send_view(seat)  # the seat chooses again from where the game is
                return False
            assert action is not None
            self.state.apply(action)
            await self._play_agents()
            return True

    def _refusal(self, seat: int, turn: object, text: object) -> tuple[str | None, Any]:
        """Why an action a seat sent does not fit the game now (``None`` when it does), and the action."""
        if self.state.is_terminal():
            return "the game is over", None
        if self.state.current_player() != seat:
            return f"it is seat {self.state.current_player() + 1}'s turn, not seat {seat + 1}'s", None
        if turn != len(self.state.history):
            return f"the action is for turn {turn}; the game is at turn {len(self.state.history)}", None
        if not isinstance(text, str) or not text:
            return "no action given", None
        try:
            action = self.game.parse_action(text)
        except (WarbenchError, ValueError, KeyError, TypeError) as exc:
            return f"not an action of {self.game.name}: {exc}", None
        reason = self.state.illegal_reason(action)
        return reason, action

    async def _play_agents(self) -> None:
        """The host's agents move until a remote seat is to move or the game ends; then every
        connected seat is sent its view."""
        while not self.state.is_terminal() and self.state.current_player() in self.agents:
            agent = self.agents[self.state.current_player()]
            action = await asyncio.to_thread(agent.choose, self.state)
            self.state.apply(action)
        for seat in list(self.connections):
            await self._send_view(seat)
        if self.state.is_terminal():
            assert self._finished is not None
            self._finished.set()

    async def _send_view(self, seat: int) -> None:
        ws = self.connections.get(seat)
        if ws is None:
            return
        view = seat_view(self.state, seat, self.events_sent.get(seat, 0))
        self.events_sent[seat] = len(self.state.events)
        with contextlib.suppress(ConnectionClosed):
            await ws.send(encode(view))
