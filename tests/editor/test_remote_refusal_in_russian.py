"""A joined seat reads the host's refusal in its own language: the host sends the reason as a
message (an id with values), and the seat's player, set to Russian, shows it in Russian, where an
older host's plain text would show as sent."""

from __future__ import annotations

from editor.player.remote import RemoteSession, RemoteShell, remote_table
from engine.content.library import bundled_library
from engine.core.log import start_game
from engine.core.message import Message, Name
from engine.core.registry import load_game
from engine.net.protocol import HOST_TYPES, decode, encode, reason_fields, seat_view


def test_a_joined_seat_shows_the_hosts_refusal_in_its_own_language(russian, qtbot) -> None:
    game = load_game("samurai_sword")
    setup = game.example_setups()[0]
    state, _refs = start_game(game, setup, bundled_library(), 2)
    session = RemoteSession("ws://127.0.0.1:1", "code")
    session._on_message({"type": "welcome", "seat": 1, "game": game.id, "seats": ["a", "b", "c"]})
    session._on_message({"type": "view", **seat_view(state, 1), "from_start": True})
    shell = RemoteShell(session, remote_table(session))
    qtbot.addWidget(shell)
    # what the host sends, through the wire's own encoding
    reason = Message("net-refused-not-your-turn", to_move=Name.seat(1), seat=Name.seat(2))
    wire = decode(encode({"type": "refused", "action": "x", **reason_fields(reason)}), HOST_TYPES)
    assert wire["reason"] == "it is seat 1's turn, not seat 2's"  # the host's text is English
    with qtbot.waitSignal(session.refused) as said:
        session._on_message(wire)
    assert said.args == ["сейчас ходит игрок 1, а не игрок 2"]
    assert session.seen.refused == ["сейчас ходит игрок 1, а не игрок 2"]
    assert shell.last_message == "сейчас ходит игрок 1, а не игрок 2"
    # a host that sends text only is shown as it wrote it
    session._on_message(decode(encode({"type": "refused", "action": "x", "reason": "busy"}), HOST_TYPES))
    assert shell.last_message == "busy"
