"""The remote-play protocol: versioned JSON messages over WebSockets, and what one seat is sent.

Every message is a JSON object with ``v`` (:data:`PROTOCOL`) and ``type``. A client says
``hello`` (with its join code), then ``act`` (an action in notation, for the turn it saw) or
``ping``; the host answers ``welcome`` (the seat, the game, the seats), ``view`` (after every
change), ``refused`` (an action that does not fit, with the reason), ``pong``, and ``error``
before it closes a connection that broke the protocol. A ``view`` holds the seat's observation,
the events it may read since its last view, its legal actions when it is to move, and the
outcome at the end: nothing else of the state, so a secret cannot reach the wrong seat."""

from __future__ import annotations

import json
from typing import Any

from engine.core.errors import WarbenchError
from engine.core.game import State

PROTOCOL = 1
#: the largest message either side accepts (a Rokugan or Warlords view is well under it)
MAX_MESSAGE_BYTES = 512 * 1024
#: messages a client may send per second on average (a burst of :data:`BURST` at once), besides
#: the actions the host plays: only what does not move the game on counts
RATE_PER_SECOND = 20.0
BURST = 40
#: what a client may send
CLIENT_TYPES = frozenset({"hello", "act", "ping"})
#: what a host may send
HOST_TYPES = frozenset({"welcome", "view", "refused", "pong", "error"})


class ProtocolError(WarbenchError):
    """A message that is not of the protocol (the connection that sent it is closed)."""


def encode(message: dict[str, Any]) -> str:
    return json.dumps({"v": PROTOCOL, **message}, ensure_ascii=False, separators=(",", ":"))


def decode(raw: str | bytes, allowed: frozenset[str]) -> dict[str, Any]:
    """The message ``raw`` holds; raises :class:`ProtocolError` saying what is wrong with it."""
    if len(raw) > MAX_MESSAGE_BYTES:
        raise ProtocolError(f"a message of {len(raw):,} bytes; at most {MAX_MESSAGE_BYTES:,}")
    try:
        message = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        raise ProtocolError("a message that is not JSON") from None
    if not isinstance(message, dict):
        raise ProtocolError("a message that is not a JSON object")
    if message.get("v") != PROTOCOL:
        raise ProtocolError(f"protocol version {message.get('v')!r}; this side speaks {PROTOCOL}")
    kind = message.get("type")
    if kind not in allowed:
        raise ProtocolError(f"unknown message type {kind!r}")
    return message


def seat_view(state: State, seat: int, events_from: int = 0) -> dict[str, Any]:
    """What ``seat`` is sent of ``state``: its observation, the events from index ``events_from``
    of the state's events that it may read, its legal actions when it is to move, and the
    outcome once the game is over. Built from the seat's own view of the game only."""
    over = state.is_terminal()
    to_move = None if over else state.current_player()
    outcome = state.outcome() if over else None
    return {
        "type": "view",
        "turn": len(state.history),
        "seat": seat,
        "to_move": to_move,
        "observation": state.observation(seat).to_data(),
        "events": [e.to_data() for e in state.events[events_from:] if e.visible(seat)],
        "legal": [a.to_str() for a in state.legal_actions()] if to_move == seat else [],
        "outcome": outcome.to_data() if outcome is not None else None,
    }
