"""A client of a remote playtest: it joins a host with a seat's code (or a spectator's) and
answers the host's views with actions chosen by a person (the command line's prompt, the app's
player) or a program.

A client keeps what it was sent (:class:`ClientRecord`): the record of what its seat saw, which
the player may save (:func:`seen_record`)."""

from __future__ import annotations

import inspect
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from engine.core.errors import WarbenchError
from engine.net.protocol import (
    HEARTBEAT_SECONDS,
    HOST_TYPES,
    MAX_MESSAGE_BYTES,
    PROTOCOL,
    decode,
    encode,
    reason_text,
)

#: what a client does with a view in which it is to move: the action to send, in notation
Chooser = Callable[[dict[str, Any]], str]
#: the kind of a saved record of what a seat saw
SEEN_KIND = "warbench/seen"


class JoinError(WarbenchError):
    """The host refused the client (a wrong code) or closed the connection with a reason."""


@dataclass
class ClientRecord:
    """What a client was sent and what it sent; ``refused`` holds the reasons of the refusals,
    in this client's language."""

    seat: int | None = -1
    game: str = ""
    received: list[dict[str, Any]] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    outcome: dict[str, Any] | None = None


def seen_record(record: ClientRecord, address: str) -> dict[str, Any]:
    """What a seat saw of a remote game, to save: every view and refusal it was sent, in order
    (its observations, the events it could read, its legal actions), nothing else."""
    return {
        "kind": SEEN_KIND,
        "protocol": PROTOCOL,
        "game": record.game,
        "seat": record.seat,
        "host": address,
        "messages": [m for m in record.received if m["type"] in ("welcome", "view", "refused")],
    }


def random_chooser(seed: int) -> Chooser:
    """Any legal action, uniformly (the ``random`` agent of a remote seat)."""
    rng = random.Random(seed)
    return lambda view: str(rng.choice(view["legal"]))


class SeatClient:
    """One connection to a host: :meth:`run` joins with ``code`` and hands every message to
    ``on_message`` (after keeping it in ``record``) until the host closes or the game ends."""

    def __init__(
        self,
        address: str,
        code: str,
        on_message: Callable[[dict[str, Any]], Awaitable[None] | object],
        record: ClientRecord | None = None,
    ) -> None:
        self.address = address
        self.code = code
        self.on_message = on_message
        self.record = record if record is not None else ClientRecord()
        self._ws: ClientConnection | None = None

    async def run(self) -> ClientRecord:
        """Join and read until the game is over or the connection closes; raises
        :class:`JoinError` when the host refuses the code or closes with an error."""
        async with connect(
            self.address,
            max_size=MAX_MESSAGE_BYTES,
            ping_interval=HEARTBEAT_SECONDS,
            ping_timeout=HEARTBEAT_SECONDS,
        ) as ws:
            self._ws = ws
            try:
                await ws.send(encode({"type": "hello", "code": self.code}))
                async for raw in ws:
                    message = decode(raw, HOST_TYPES)
                    self.record.received.append(message)
                    kind = message["type"]
                    if kind == "error":
                        raise JoinError(reason_text(message))
                    if kind == "welcome":
                        self.record.seat = message["seat"]
                        self.record.game = message["game"]
                    elif kind == "refused":
                        self.record.refused.append(reason_text(message))
                    reply = self.on_message(message)
                    if inspect.isawaitable(reply):
                        await reply
                    if kind == "view" and message["outcome"] is not None:
                        self.record.outcome = message["outcome"]
                        break
            finally:
                self._ws = None
        return self.record

    async def act(self, turn: int, action: str) -> None:
        """Send the seat's action for ``turn`` (the host answers with a view or a refusal)."""
        if self._ws is not None:
            await self._ws.send(encode({"type": "act", "turn": turn, "action": action}))

    async def close(self) -> None:
        if self._ws is not None:
            await self._ws.close(1000, "the player left")


async def play_remote(address: str, code: str, choose: Chooser, record: ClientRecord | None = None) -> ClientRecord:
    """Join the host at ``address`` (``ws://HOST:PORT``) with ``code`` and play the seat until the
    game ends; what was received is kept in ``record``. Raises :class:`JoinError` when the host
    refuses the code or closes the connection with an error."""
    client: SeatClient

    async def answer(message: dict[str, Any]) -> None:
        view = message["type"] == "view" and message["outcome"] is None
        if view and message["legal"] and message["to_move"] == client.record.seat:
            await client.act(message["turn"], choose(message))

    client = SeatClient(address, code, answer, record)
    return await client.run()


async def watch_remote(address: str, code: str, record: ClientRecord | None = None) -> ClientRecord:
    """Join as a spectator with ``code`` and read every view until the game ends."""

    def nothing(_message: dict[str, Any]) -> None:
        return None

    return await SeatClient(address, code, nothing, record).run()
