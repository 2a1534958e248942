"""Play by post: the host keeps the game as a saved game; each seat is sent a *seat file* (its view
of the game and what it may order, nothing else), chooses, and sends back an *orders file*; the
host applies the orders files that fit the game as it stands and lets its agents move.

An orders file names its game, seat and turn and the fingerprint of the seat file it answers (a
hash of that seat's own view, which tells nothing the seat file did not), so orders for another
game, another seat or a turn gone by are refused with the reason."""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from typing import Any

from engine.ai.agents import make_agent
from engine.content.io import save_data
from engine.content.library import ContentLibrary
from engine.core.errors import WarbenchError
from engine.core.game import Game, State
from engine.core.log import GameRecord
from engine.core.message import Message, Name, in_turn
from engine.net.protocol import public_setup, seat_view
from engine.saved_game import ReplayedGame, replay_file

SEAT_FILE = "warbench/seat-file"
ORDERS_FILE = "warbench/orders"
#: the seats of a saved game a person plays (the others are played by their agents)
PERSON = "human"


class PostError(WarbenchError):
    """A seat or orders file that does not fit the game (with the reason)."""


def fingerprint(view: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(view, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()


def seat_file(game: Game, state: State, seat: int, record: GameRecord | None = None) -> dict[str, Any]:
    """What seat ``seat`` is sent: its view of the game (observation, every event it may read,
    its legal actions when it is to move) and the fingerprint its orders must name; with the
    game's ``record``, also the setup and the content items it was set up with
    (:func:`~engine.net.protocol.public_setup`), for the seat's table to draw from."""
    if not 0 <= seat < state.num_players():
        raise PostError(
            Message("post-no-such-seat", game=Name.content(dict(game.names)), seats=state.num_players(), seat=seat + 1)
        )
    view = seat_view(state, seat)
    out = {"kind": SEAT_FILE, "game": game.id, "seat": seat, "view": view, "fingerprint": fingerprint(view)}
    if record is not None:
        out.update(public_setup(record.setup, record.content))
    return out


def orders_file(seat_data: Any, action: str) -> dict[str, Any]:
    """The orders answering a seat file: ``action`` is one of its legal actions, by its notation or
    its number (from 1) in the list."""
    if not isinstance(seat_data, dict) or seat_data.get("kind") != SEAT_FILE:
        raise PostError(Message("post-not-a-seat-file"))
    legal = list(seat_data["view"]["legal"])
    if not legal:
        raise PostError(Message("post-seat-not-to-move"))
    if action.isdigit() and 1 <= int(action) <= len(legal):
        action = legal[int(action) - 1]
    if action not in legal:
        raise PostError(Message("post-not-among-actions", action=repr(action)))
    return {
        "kind": ORDERS_FILE,
        "game": seat_data["game"],
        "seat": seat_data["seat"],
        "turn": seat_data["view"]["turn"],
        "fingerprint": seat_data["fingerprint"],
        "action": action,
    }


@dataclass
class Applied:
    """What applying orders did: the orders played and the actions the agents played after them."""

    played: int
    agent_moves: int


def apply_orders(game: Game, state: State, agents: list[str], orders: list[Any], seed: int) -> Applied:
    """Play ``orders`` (orders files' data, in the order they fit) on ``state`` and then the agents'
    moves until a person is to move; raises :class:`PostError` for an orders file that does not
    fit the game as it stands, before anything of it is played."""
    played = moves = 0
    pending = list(orders)
    while True:
        moves += _play_agents(game, state, agents, seed)
        if state.is_terminal() or not pending:
            break
        fitting = next((o for o in pending if _fits(game, state, o) is None), None)
        if fitting is None:
            raise PostError(in_turn([_fits(game, state, o) or "" for o in pending]))
        pending.remove(fitting)
        state.apply(game.parse_action(fitting["action"]))
        played += 1
    if pending:
        raise PostError(Message("post-orders-left-over", count=len(pending)))
    return Applied(played, moves)


def apply_orders_to_file(
    path: str | os.PathLike[str], orders: list[Any], content: ContentLibrary
) -> tuple[ReplayedGame, Applied]:
    """Play ``orders`` on the game by post kept in ``path`` (proven by replaying it first) and save
    it there, the agents' moves made; the game as it stands and what was played. Nothing is saved
    when an orders file does not fit (:class:`PostError`, with the reason)."""
    replayed = replay_file(path, content)
    state, record = replayed.state, replayed.record
    applied = apply_orders(replayed.game, state, list(record.agents), orders, record.seed)
    updated = GameRecord.from_state(state, record.setup, record.seed, record.agents, record.content)
    save_data(updated.to_data(), path)
    return ReplayedGame(replayed.game, updated, state), applied


def _fits(game: Game, state: State, orders: Any) -> Message | str | None:
    """Why an orders file does not fit the game now (``None`` when it does)."""
    if not isinstance(orders, dict) or orders.get("kind") != ORDERS_FILE:
        return Message("post-not-an-orders-file")
    if orders.get("game") != game.id:
        return Message("post-orders-other-game", named=repr(orders.get("game")), game=game.id)
    seat = orders.get("seat")
    if not isinstance(seat, int) or not 0 <= seat < state.num_players():
        return Message("post-orders-no-such-seat", seat=repr(seat))
    if state.is_terminal():
        return Message("net-refused-game-over")
    if state.current_player() != seat:
        return Message(
            "post-orders-not-to-move", seat=Name.seat(seat + 1), to_move=Name.seat(state.current_player() + 1)
        )
    if orders.get("turn") != len(state.history) or orders.get("fingerprint") != fingerprint(seat_view(state, seat)):
        turn = orders.get("turn")
        return Message("post-orders-stale", seat=Name.seat(seat + 1), turn=str(turn), now=len(state.history))
    action = orders.get("action")
    if not isinstance(action, str):
        return Message("post-orders-no-action")
    return state.illegal_reason(game.parse_action(action))


def _play_agents(game: Game, state: State, agents: list[str], seed: int) -> int:
    moves = 0
    while not state.is_terminal() and agents[state.current_player()] != PERSON:
        seat = state.current_player()
        state.apply(make_agent(game, agents[seat], seed * 1000 + len(state.history)).choose(state))
        moves += 1
    return moves
