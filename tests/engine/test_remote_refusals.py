"""A remote refusal reaches the client as a message (an id with values) and reads in the client's
language, whatever the host's; a client that reads no message ids still has the English text."""

from __future__ import annotations

import asyncio
from typing import Any

from engine.content.library import bundled_library
from engine.core.language import set_language
from engine.core.log import start_game
from engine.core.registry import load_game
from engine.net.client import ClientRecord, SeatClient
from engine.net.host import REMOTE, TableHost
from engine.net.protocol import HOST_TYPES, decode, encode, reason_text


def _refused_while_waiting(language: str) -> tuple[dict[str, Any], ClientRecord, int, int]:
    """A seat that is not to move sends the mover's action; what the host sent back."""
    game = load_game("samurai_sword")
    setup = game.example_setups()[0]
    players = start_game(game, setup, bundled_library(), 1)[0].num_players()
    host = TableHost(game, setup, bundled_library(), 1, [REMOTE] * players)
    mover = host.state.current_player()
    waiter = (mover + 1) % players
    record = ClientRecord()

    async def run() -> None:
        port = await host.start()
        client: SeatClient

        async def on_message(message: dict[str, Any]) -> None:
            if message["type"] == "view" and not record.refused:
                legal = host.state.legal_actions()[0].to_str()
                await client.act(message["turn"], legal)
            elif message["type"] == "refused":
                await client.close()

        client = SeatClient(f"ws://127.0.0.1:{port}", host.code_of(waiter), on_message, record)
        try:
            await asyncio.wait_for(client.run(), 20)
        finally:
            await host.close()

    set_language(language)
    try:
        asyncio.run(run())
    finally:
        set_language(None)
    refused = next(m for m in record.received if m["type"] == "refused")
    return refused, record, mover, waiter


def test_a_refusal_is_sent_as_a_message_and_read_in_the_clients_language() -> None:
    refused, record, mover, waiter = _refused_while_waiting("ru")
    assert refused["message"] == {
        "id": "net-refused-not-your-turn",
        "args": {
            "seat": {"name": "seat", "args": {"n": waiter + 1}},
            "to_move": {"name": "seat", "args": {"n": mover + 1}},
        },
    }
    # the English text goes along for a client that reads no ids
    assert refused["reason"] == f"it is seat {mover + 1}'s turn, not seat {waiter + 1}'s"
    # this client reads Russian: the refusal it keeps (and shows) is Russian
    assert record.refused == [f"сейчас ходит игрок {mover + 1}, а не игрок {waiter + 1}"]
    # the same message read by an English client
    assert reason_text(refused, "en") == refused["reason"]


def test_an_english_client_reads_the_refusal_in_english() -> None:
    _refused, record, mover, waiter = _refused_while_waiting("en")
    assert record.refused == [f"it is seat {mover + 1}'s turn, not seat {waiter + 1}'s"]


def test_a_refusal_without_a_message_or_with_an_unknown_one_reads_as_its_text() -> None:
    old_host = decode(encode({"type": "refused", "action": "x", "reason": "the game is over"}), HOST_TYPES)
    assert reason_text(old_host, "ru") == "the game is over"
    newer_host = {"type": "refused", "reason": "a reason from later", "message": {"id": "net-refused-from-the-future"}}
    assert reason_text(newer_host, "ru") == "a reason from later"
    known = {"type": "refused", "reason": "the game is over", "message": {"id": "net-refused-game-over"}}
    assert reason_text(known, "ru") == "игра окончена"
