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


# -- a game that cannot be set up from its content


def _sword(**changes: object) -> object:
    from engine.games.samurai_sword.runtime import compile_rules
    from engine.games.samurai_sword.setup import SamuraiSwordSetup

    return compile_rules(SamuraiSwordSetup(**{"setup": "core", "players": 4, **changes}), bundled_library())


def _battles(**tables: str) -> object:
    from engine.games.samurai_battles.game import bundled_scenario
    from engine.games.samurai_battles.ruleset import compile_ruleset

    sc = bundled_scenario("sb-w01")
    return compile_ruleset(sc.model_copy(update={"tables": sc.tables.model_copy(update=tables)}), bundled_library())


def _rokugan(**changes: str) -> object:
    from engine.games.rokugan.game import bundled_scenario
    from engine.games.rokugan.prepare import prepare_scenario

    return prepare_scenario(bundled_scenario("standard-2p").model_copy(update=changes), bundled_library())


def _warlords(**changes: str) -> object:
    from engine.games.warlords.game import bundled_battle
    from engine.games.warlords.setup import prepare

    return prepare(bundled_battle("wl-battle-breakthrough-hills").model_copy(update=changes), bundled_library())


def _shield(text: str) -> object:
    from engine.games.warlords.board import Board
    from engine.games.warlords.game import bundled_battle
    from engine.games.warlords.setup import shield_key

    battlefield = bundled_library().get(
        "warlords/battlefield", bundled_battle("wl-battle-breakthrough-hills").battlefield
    )
    return shield_key(Board(battlefield), text)


def _tiles_twice() -> object:
    from engine.games.neuroshima.catalog import compile_catalog

    moloch = bundled_library().get("neuroshima/army", "moloch")
    return compile_catalog([moloch, moloch.model_copy(update={"id": "moloch-2"})])


SETUP_CASES = [
    (
        lambda: _sword(deck="nope"),
        "колоды «nope» (вид samurai_sword/deck) в содержимом нет (есть: ",
        "deck 'nope' (kind samurai_sword/deck) is not in the content (known: ",
    ),
    (
        lambda: _sword(setup="nope"),
        "настроек «nope» (вид samurai_sword/setup) в содержимом нет (есть: core)",
        "setup 'nope' (kind samurai_sword/setup) is not in the content (known: core)",
    ),
    (
        lambda: _sword(characters="nope"),
        "набора персонажей «nope» (вид samurai_sword/characters) в содержимом нет (есть: ",
        "characters 'nope' (kind samurai_sword/characters) is not in the content (known: ",
    ),
    (
        lambda: _battles(units="nope"),
        "таблицы отрядов «nope» (вид samurai_battles/unit_table) в библиотеке содержимого нет",
        "unit table 'nope' (kind samurai_battles/unit_table) is not in the content library",
    ),
    (
        lambda: _rokugan(map="nope"),
        "сценарий «standard-2p»: указанной в нём карты «nope» нет",
        "scenario 'standard-2p': map: no rokugan/map 'nope'",
    ),
    (
        lambda: _warlords(battlefield="nope"),
        "сражение «wl-battle-breakthrough-hills»: поля боя «nope» в содержимом нет",
        "battle 'wl-battle-breakthrough-hills': battlefield 'nope' is not in the content",
    ),
    (
        lambda: _shield("A21"),
        "это не клетка со стороной вида A21:S: 'A21'",
        "not a cell side like 'A21:S': 'A21'",
    ),
    (
        _tiles_twice,
        "идентификатор жетона «",
        "tile id '",
    ),
]
TYPED |= dict.fromkeys(["nope", "core", "samurai_sword", "deck", "setup", "kind"], "an id or a kind as the file has it")
TYPED |= dict.fromkeys(["samurai_battles", "unit_table", "standard", "wl", "battle", "breakthrough", "hills"], "an id")
TYPED |= dict.fromkeys(["A21", "S", "moloch", "moloch_hq", "duel", "characters"], "a cell or an id as typed")


@pytest.mark.parametrize(("raise_it", "russian", "english"), SETUP_CASES)
def test_a_setup_its_content_cannot_make_is_refused_in_the_readers_language(raise_it, russian, english) -> None:
    said = _said(raise_it).said
    assert said is not None
    assert render(said, "ru").startswith(russian), render(said, "ru")
    assert render(said, "en").startswith(english), render(said, "en")
    assert english_words(render(said, "ru"), TYPED) == [], render(said, "ru")


def test_several_problems_of_one_setup_are_said_one_after_another_with_the_right_plural() -> None:
    from engine.core.message import Message, in_turn
    from engine.games.samurai_sword.runtime import merged_options
    from engine.games.samurai_sword.setup import SetupDoc

    doc = bundled_library().get("samurai_sword/setup", "core")
    assert isinstance(doc, SetupDoc)
    said = _said(lambda: merged_options(doc, {"answer_order": 3, "nope": 1})).said
    assert said is not None
    assert render(said, "en").startswith("setup 'core': rules.answer_order: ")
    assert render(said, "en").count("; rules.") == 1
    assert render(said, "ru").startswith("настройки «core»: правило answer_order: ")
    assert render(said, "ru").count("; правило ") == 1
    small = Message("sw-setup-deck-small", deck="d", count=22, deal=30)
    assert render(small, "ru").startswith("в колоде «d» 22 карты: ")
    several = Message("rk-setup-map", map="m", problems=in_turn(["a", "b", "c"]))
    assert (render(several, "en"), render(several, "ru")) == ("map 'm': a; b; c", "карта «m»: a; b; c")


# -- a saved game's content entries, the language asked for, an area drawn wrongly


ENTRY_CASES = [
    (3, "запись о содержимом должна быть словарём с полями kind, id, sha256, а не int", "a content entry is a mapping"),
    ({"kind": "a", "x": 1}, "в записи о содержимом не бывает поля 'x'", "a content entry has no field 'x'"),
    (
        {"kind": "a"},
        "в записи о содержимом поля id, sha256 должны быть непустым текстом",
        "a content entry needs id, sha256 as text",
    ),
    (
        {"kind": "a", "id": "b", "sha256": "zz"},
        "поле sha256 должно состоять из 64 строчных шестнадцатеричных цифр",
        "sha256 must be 64 lowercase hexadecimal digits",
    ),
]


@pytest.mark.parametrize(("entry", "russian", "english"), ENTRY_CASES)
def test_a_saved_games_content_entry_written_wrongly_reads_in_the_readers_language(entry, russian, english) -> None:
    from engine.core.errors import ReplayError
    from engine.core.log import GameRecord

    data = {"game": "neuroshima", "seed": 1, "agents": [], "content": [entry], "setup": {}, "actions": []}
    data["outcome"] = None
    with pytest.raises(ReplayError) as caught:
        GameRecord.from_data(data)
    assert caught.value.field == "content.0"
    assert render(caught.value.said, "ru").endswith(russian)
    assert english in render(caught.value.said, "en")
    typed = {"kind": "a field", "id": "a field", "sha256": "a field", "int": "a type's name", "x": "typed"}
    assert english_words(render(caught.value.said, "ru"), typed) == []


def test_a_language_the_engine_does_not_speak_is_refused_in_the_readers_language() -> None:
    import os
    import subprocess
    import sys

    def run(lang: str, *argv: str) -> str:
        env = {**os.environ, "WARBENCH_LANG": lang}
        done = subprocess.run(
            [sys.executable, "-m", "engine.cli", *argv], capture_output=True, text=True, env=env, check=False
        )
        assert done.returncode == 2
        return done.stderr.strip()

    assert run("ru", "--lang", "xx", "validate", "x.yaml") == "warbench: неизвестный язык 'xx'; известные: en, ru"
    assert run("en", "--lang", "xx", "validate", "x.yaml") == "warbench: unknown language 'xx'; known: en, ru"
    assert run("ru", "validate", "--lang") == "warbench: после --lang нужен язык: en, ru"


@pytest.mark.parametrize(
    ("outline", "russian"),
    [
        (
            [[0, 0], [2, 2], [2, 0], [0, 2]],
            "область «a» — некорректный многоугольник (контур пересекает сам себя [1 1])",
        ),
        ([[0, 0], [1, 1]], "область «a» — не многоугольник: её точки заданы неверно"),
    ],
)
def test_an_area_that_is_no_valid_polygon_is_said_in_the_readers_language(outline, russian: str) -> None:
    from engine.core.geometry import check_area_map

    problem = check_area_map({"a": outline}).problems[0]
    assert problem.code == "invalid"
    assert render(problem.said, "ru").startswith(russian), render(problem.said, "ru")
    assert render(problem.said, "en").startswith("area 'a' is not")  # English as it was
    assert english_words(render(problem.said, "ru"), {"a": "an area's id"}) == [], render(problem.said, "ru")


def test_orders_files_that_do_not_fit_are_refused_each_with_its_reason_in_the_readers_language() -> None:
    from engine.net.post import PERSON, apply_orders

    game = _game("neuroshima")
    state = start_game(game, game.example_setups()[0], bundled_library(), 1)[0]
    orders = [{"kind": "x"}, {"kind": "warbench/orders", "game": "chess"}]
    said = _said(lambda: apply_orders(game, state, [PERSON, PERSON], orders, 1)).said
    assert said is not None
    assert render(said, "en") == "not an orders file; orders for 'chess', not for neuroshima"
    assert render(said, "ru") == "это не файл приказов; приказы для 'chess', а не для neuroshima"
