"""The remote-play protocol: versioned JSON messages over WebSockets, and what one seat is sent.

Every message is one JSON object (a text frame of at most :data:`MAX_MESSAGE_BYTES`) with ``v``
(:data:`PROTOCOL`) and ``type``; the fields of each type (:data:`SCHEMA`):

client to host
    ``hello``   ``code``: the join code (a seat's, or a spectator's); the first message, within
                :data:`~engine.net.host.HELLO_SECONDS`
    ``act``     ``turn``: the turn of the view it answers; ``action``: the action in notation
    ``ping``    (nothing): the host answers ``pong``
host to client
    ``welcome`` ``seat``: the seat from 0, or ``null`` for a spectator; ``game``: the game id;
                ``players``: how many seats; ``seats``: who plays each seat; optionally
                ``setup`` (the game's setup as data, the public document all seats play from)
                with ``content`` (the content items it was set up with: ``kind``, ``id``,
                ``sha256``), from which a seat holding the same items draws the board
    ``view``    ``turn``, ``seat``, ``to_move`` (``null`` once over), ``observation``, ``events``
                (the events it may read since its last view: ``kind``, ``text``, ``data``),
                ``legal`` (its actions in notation when it is to move, else empty), ``outcome``
                (``returns``, ``winners``, ``reason``, or ``null``); ``from_start``: whether the
                events start the log again (a seat that joined or came back)
    ``refused`` ``action``, ``reason``: an action that does not fit; a ``view`` follows
    ``pong``    (nothing)
    ``error``   ``reason``: the connection broke the protocol and is closed after it

A ``refused`` or ``error`` whose reason is a message of the engine's catalogue also carries
``message`` (:meth:`~engine.core.message.Message.to_data`: its id and values): the client renders
it in its own reader's language (:func:`reason_text`), whatever the host's is. ``reason`` is then
its English text, for a client that reads no message ids.

A seat's ``view`` holds its observation, the events it may read, its legal actions and the
outcome: nothing else of the state, so a secret cannot reach the wrong seat. A spectator's view
(:func:`public_view`) holds what every seat sees alike and the public events only. The
``observation`` is :meth:`~engine.core.game.Observation.to_data` of the seat's observation; a game
with an ``observation_type`` reads it back into that observation
(:meth:`~engine.core.game.Game.observation_from_data`), which equals the one the host took.

Heartbeat: both sides send WebSocket pings every :data:`HEARTBEAT_SECONDS` and drop a connection
that has not answered within as long again (a player whose network went away frees the seat for
its code); a client may also ``ping`` the host itself to measure the round trip."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from engine.core.catalogue import catalogue, render
from engine.core.errors import WarbenchError
from engine.core.game import State
from engine.core.language import current_language
from engine.core.log import ContentRef
from engine.core.message import Message

PROTOCOL = 1
#: seconds between WebSocket pings, and how long an answer may take before the peer is dropped
HEARTBEAT_SECONDS = 20.0
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
#: the fields each message type must carry, with their JSON types (``None``: null allowed too)
SCHEMA: dict[str, dict[str, tuple[type | None, ...]]] = {
    "hello": {"code": (str,)},
    "act": {"turn": (int,), "action": (str,)},
    "ping": {},
    "welcome": {"seat": (int, None), "game": (str,), "players": (int,), "seats": (list,)},
    "view": {
        "turn": (int,),
        "seat": (int, None),
        "to_move": (int, None),
        "observation": (dict,),
        "events": (list,),
        "legal": (list,),
        "outcome": (dict, None),
        "from_start": (bool,),
    },
    "refused": {"action": (str, None), "reason": (str,)},
    "pong": {},
    "error": {"reason": (str,)},
}
#: the fields a message type may carry besides its own (checked when present)
OPTIONAL: dict[str, dict[str, tuple[type | None, ...]]] = {
    "refused": {"message": (dict,)},
    "error": {"message": (dict,)},
}


def reason_fields(reason: Message | str) -> dict[str, Any]:
    """The fields of a ``refused`` or ``error`` that say ``reason``: its English ``reason`` text,
    and, for a message, the ``message`` itself, which each client renders in its language."""
    if isinstance(reason, Message):
        return {"reason": render(reason, "en"), "message": reason.to_data()}
    return {"reason": reason}


def reason_text(message: dict[str, Any], language: str | None = None) -> str:
    """The reason of a ``refused`` or ``error`` message in ``language`` (default: the current
    one): its ``message`` rendered there, else its ``reason`` text (a host that sent text only,
    or a message this client's catalogue does not know, from a newer host)."""
    data = message.get("message")
    if isinstance(data, dict):
        try:
            said = Message.from_data(data)
        except ValueError:
            said = None
        lang = language or current_language()
        if said is not None and (catalogue(lang).has(said.id) or catalogue("en").has(said.id)):
            return render(said, lang)
    return str(message.get("reason", ""))


class ProtocolError(WarbenchError):
    """A message that is not of the protocol (the connection that sent it is closed)."""


def encode(message: dict[str, Any]) -> str:
    return json.dumps({"v": PROTOCOL, **message}, ensure_ascii=False, separators=(",", ":"))


def decode(raw: str | bytes, allowed: frozenset[str]) -> dict[str, Any]:
    """The message ``raw`` holds; raises :class:`ProtocolError` saying what is wrong with it."""
    if len(raw) > MAX_MESSAGE_BYTES:
        raise ProtocolError(Message("net-protocol-too-big", size=len(raw), limit=MAX_MESSAGE_BYTES))
    try:
        message = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        raise ProtocolError(Message("net-protocol-not-json")) from None
    if not isinstance(message, dict):
        raise ProtocolError(Message("net-protocol-not-object"))
    if message.get("v") != PROTOCOL:
        raise ProtocolError(Message("net-protocol-version", version=repr(message.get("v")), protocol=str(PROTOCOL)))
    kind = message.get("type")
    if kind not in allowed:
        raise ProtocolError(Message("net-protocol-unknown-type", kind=repr(kind)))
    for name, types in SCHEMA[kind].items():
        value = message.get(name)
        if not any(_is_of(value, t) for t in types):
            raise ProtocolError(_bad_field(kind, name, value))
    for name, types in OPTIONAL.get(kind, {}).items():
        value = message.get(name)
        if name in message and not any(_is_of(value, t) for t in types):
            raise ProtocolError(_bad_field(kind, name, value))
    return message


def _bad_field(kind: str, name: str, value: Any) -> Message:
    """A message of type ``kind`` whose field ``name`` holds ``value`` (shown cut short)."""
    return Message("net-protocol-bad-field", kind=kind, field=name, value=json.dumps(value)[:40])


def _is_of(value: Any, kind: type | None) -> bool:
    """Whether ``value`` is a JSON value of ``kind`` (``None``: null; a bool is no number)."""
    if kind is None:
        return value is None
    return isinstance(value, kind) and (kind is bool or not isinstance(value, bool))


def public_setup(setup_data: Any, refs: Sequence[ContentRef]) -> dict[str, Any]:
    """The welcome's (and a seat file's) ``setup`` and ``content``: the game's setup as data
    (:meth:`~engine.core.game.Game.setup_to_data`) and the content items it was set up with
    (kind, id, sha256), so a seat whose library holds the same items draws the board and cards
    from them. The setup is the public document every seat plays from, never the seed."""
    return {"setup": setup_data, "content": [r.to_data() for r in refs]}


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
        "from_start": events_from == 0,
    }


_UNSHARED = object()


def _shared(values: list[Any]) -> Any:
    """What ``values`` (observation data) have in common: the keys every mapping has, item by item
    in lists of mappings of one length, equal values; :data:`_UNSHARED` where they differ. A list
    of plain values is kept whole or not at all (a hand that two seats happen to hold alike is
    still no public list); a list of mappings whose items differ keeps its length (``None`` there)."""
    first = values[0]
    if all(isinstance(v, dict) for v in values):
        out = {}
        for key in first:
            if all(key in v for v in values):
                part = _shared([v[key] for v in values])
                if part is not _UNSHARED:
                    out[key] = part
        return out
    if (
        all(isinstance(v, list) for v in values)
        and len({len(v) for v in values}) == 1
        and any(isinstance(item, dict) for item in first)
    ):
        parts = [_shared([v[i] for v in values]) for i in range(len(first))]
        return [None if p is _UNSHARED else p for p in parts]
    return first if all(v == first for v in values) else _UNSHARED


#: how many times each seat's hidden things are redrawn to find what is public
PUBLIC_REDRAWS = 2


def public_observation(state: State) -> dict[str, Any]:
    """What every seat of ``state`` sees alike, and would see alike whatever is hidden from any
    seat (the board, the discards, how many cards each hand holds): the observation of a
    spectator. Built from the seats' own observations, so it holds nothing hidden from all of
    them; the redraws drop a seat's own secret that another seat's happens to equal (two seats
    that both hold a ninja do not make "your role: ninja" public)."""
    n = state.num_players()
    states = [state] + [
        state.resample_hidden(t, 7919 * len(state.history) + 31 * t + k)
        for t in range(n)
        for k in range(PUBLIC_REDRAWS)
    ]
    shared = _shared([s.observation(seat).to_data() for s in states for seat in range(n)])
    return shared if isinstance(shared, dict) else {}


def public_view(state: State, events_from: int = 0) -> dict[str, Any]:
    """What a spectator is sent of ``state``: :func:`public_observation`, the public events from
    index ``events_from``, who is to move and the outcome; it never acts."""
    over = state.is_terminal()
    outcome = state.outcome() if over else None
    return {
        "type": "view",
        "turn": len(state.history),
        "seat": None,
        "to_move": None if over else state.current_player(),
        "observation": public_observation(state),
        "events": [e.to_data() for e in state.events[events_from:] if e.visible_to is None],
        "legal": [],
        "outcome": outcome.to_data() if outcome is not None else None,
        "from_start": events_from == 0,
    }
