"""What remote play, play by post and a game's setup refuse, said in the reader's language
(issue 32): each refusal is a message the reader's catalogue renders; English reads as it did,
Russian has only what the user typed (or a protocol's word) in Latin letters."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.content.library import bundled_library
from engine.core.catalogue import render
from engine.core.errors import WarbenchError
from engine.core.game import Game
from engine.core.log import start_game
from engine.core.registry import load_game
from engine.net.host import SeatServer
from engine.net.post import orders_file, seat_file
from engine.net.protocol import CLIENT_TYPES, MAX_MESSAGE_BYTES, decode, reason_text
from tests.support.russian_text import english_words

#: the Latin words these Russian texts may hold, each with its reason
TYPED = dict.fromkeys(["act", "turn", "nope"], "a protocol's word or a value as it was sent")
TYPED |= dict.fromkeys(["JSON"], "a format's name")


def _game(game_id: str) -> Game:
    return load_game(game_id)


def _said(raise_it: Callable[[], object]) -> WarbenchError:
    with pytest.raises(WarbenchError) as caught:
        raise_it()
    assert caught.value.said is not None
    return caught.value


NET_CASES = [
    (
        lambda: decode("x" * (MAX_MESSAGE_BYTES + 2), CLIENT_TYPES),
        "сообщение размером 524\xa0290 байт, а допустимо не больше 524\xa0288",
        "a message of 524,290 bytes; at most 524,288",
    ),
    (lambda: decode("{", CLIENT_TYPES), "сообщение не в формате JSON", "a message that is not JSON"),
    (lambda: decode("[1]", CLIENT_TYPES), "сообщение не является объектом JSON", "a message that is not a JSON object"),
    (
        lambda: decode('{"v": 7, "type": "ping"}', CLIENT_TYPES),
        "версия протокола 7, а эта сторона поддерживает версию 1",
        "protocol version 7; this side speaks 1",
    ),
    (
        lambda: decode('{"v": 1, "type": "nope"}', CLIENT_TYPES),
        "неизвестный тип сообщения 'nope'",
        "unknown message type 'nope'",
    ),
    (
        lambda: decode('{"v": 1, "type": "act", "turn": "0", "action": "x"}', CLIENT_TYPES),
        'сообщение act, в котором поле turn равно "0"',
        'a act message whose turn is "0"',
    ),
]


@pytest.mark.parametrize(("raise_it", "russian", "english"), NET_CASES)
def test_a_message_that_breaks_the_protocol_is_refused_in_the_readers_language(raise_it, russian, english) -> None:
    said = _said(raise_it).said
    assert said is not None
    assert render(said, "ru") == russian
    assert render(said, "en") == english
    assert english_words(render(said, "ru"), TYPED) == []


def test_the_client_reads_a_protocol_error_in_its_own_language_whatever_the_host_speaks() -> None:
    from engine.net.protocol import reason_fields

    said = _said(lambda: decode("{", CLIENT_TYPES)).said
    assert said is not None
    sent = {"type": "error", **reason_fields(said)}
    assert sent["reason"] == "a message that is not JSON"
    assert reason_text(sent, "ru") == "сообщение не в формате JSON"


@pytest.mark.parametrize(("named", "russian"), [(1, "здесь 2 места, а названо 1"), (5, "здесь 2 места, а названо 5")])
def test_a_host_whose_seats_are_named_wrongly_says_so_with_the_right_plural(named: int, russian: str) -> None:
    game = _game("neuroshima")
    setup = game.example_setups()[0]
    state = start_game(game, setup, bundled_library(), 1)[0]
    assert state.num_players() == 2
    said = _said(lambda: SeatServer(game, state, ["remote"] * named)).said
    assert said is not None
    assert russian in render(said, "ru")
    assert render(said, "en").endswith(f"has 2 seats here; {named} were named ({', '.join(['remote'] * named)})")


def test_play_by_post_refuses_a_file_in_the_readers_language() -> None:
    game = _game("neuroshima")
    state = start_game(game, game.example_setups()[0], bundled_library(), 1)[0]
    no_seat = _said(lambda: seat_file(game, state, 5)).said
    assert no_seat is not None
    assert render(no_seat, "ru").endswith("игроки с 1 по 2, игрока 6 нет")
    assert render(no_seat, "en").endswith("has seats 1 to 2, not 6")
    not_seat = _said(lambda: orders_file({"kind": "x"}, "1")).said
    assert not_seat is not None
    assert (render(not_seat, "ru"), render(not_seat, "en")) == ("это не файл места", "not a seat file")
