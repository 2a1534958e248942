"""A client of a remote playtest: it joins a host with a seat's code and answers the host's views
with actions chosen by a person (the command line's prompt) or a program."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import connect

from engine.core.errors import WarbenchError
from engine.net.protocol import HOST_TYPES, MAX_MESSAGE_BYTES, decode, encode

#: what a client does with a view in which it is to move: the action to send, in notation
Chooser = Callable[[dict[str, Any]], str]


class JoinError(WarbenchError):
    """The host refused the client (a wrong code) or closed the connection with a reason."""


@dataclass
class ClientRecord:
    """What a client was sent and what it sent."""

    seat: int = -1
    received: list[dict[str, Any]] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    outcome: dict[str, Any] | None = None


def random_chooser(seed: int) -> Chooser:
    """Any legal action, uniformly (the ``random`` agent of a remote seat)."""
    rng = random.Random(seed)
    return lambda view: str(rng.choice(view["legal"]))


async def play_remote(address: str, code: str, choose: Chooser, record: ClientRecord | None = None) -> ClientRecord:
    """Join the host at ``address`` (``ws://HOST:PORT``) with ``code`` and play the seat until the
    game ends; what was received is kept in ``record``. Raises :class:`JoinError` when the host
    refuses the code or closes the connection with an error."""
    record = record if record is not None else ClientRecord()
    async with connect(address, max_size=MAX_MESSAGE_BYTES) as ws:
        await ws.send(encode({"type": "hello", "code": code}))
        async for raw in ws:
            message = decode(raw, HOST_TYPES)
            record.received.append(message)
            kind = message["type"]
            if kind == "error":
                raise JoinError(str(message.get("reason")))
            if kind == "welcome":
                record.seat = int(message["seat"])
            elif kind == "refused":
                record.refused.append(str(message.get("reason")))
            elif kind == "view":
                if message["outcome"] is not None:
                    record.outcome = message["outcome"]
                    return record
                if message["to_move"] == record.seat and message["legal"]:
                    action = choose(message)
                    await ws.send(encode({"type": "act", "turn": message["turn"], "action": action}))
    return record
