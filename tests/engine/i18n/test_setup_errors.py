"""A game that cannot be set up from the command line's arguments says why in the reader's
language: an unknown game, a bundled scenario or battle that is not there, a --rule written
wrongly, armies the rules refuse. English as it was; Russian with only the ids typed in Latin."""

from __future__ import annotations

import pytest

from engine.content.library import bundled_library
from engine.core.catalogue import render
from engine.core.errors import WarbenchError
from engine.core.registry import load_game
from engine.games.neuroshima.game import checked_setup
from engine.games.rokugan.game import bundled_scenario as rokugan_scenario
from engine.games.samurai_battles.game import bundled_scenario
from engine.games.samurai_sword.game import parse_rule_overrides
from engine.games.warlords.game import bundled_battle
from tests.support.russian_text import english_words

CASES = [
    (lambda: load_game("chess"), "неизвестная игра «chess»; подключённые игры: ", "unknown game 'chess'; registered"),
    (
        lambda: bundled_scenario("nope"),
        "встроенного сценария «nope» нет; встроенные: sb-w01, ",
        "no bundled scenario 'nope'",
    ),
    (
        lambda: bundled_battle("nope"),
        "встроенного сражения «nope» нет; встроенные: wl-battle-",
        "no bundled battle 'nope'",
    ),
    (
        lambda: rokugan_scenario("nope"),
        "сценария «nope» для Битвы за Рокуган нет; известные: standard-2p, ",
        "no rokugan scenario 'nope'; known: standard-2p, ",
    ),
    (
        lambda: parse_rule_overrides(["xyz"]),
        "--rule «xyz»: пишите ИМЯ=ЗНАЧЕНИЕ, например --rule answer_order=counterclockwise",
        "--rule 'xyz': write NAME=VALUE, e.g. --rule answer_order=counterclockwise",
    ),
    (
        lambda: checked_setup(["moloch", "foo"], None, bundled_library()),
        "--armies/--mode: players.1.army: нет армии «foo» (известные армии: borgo, hegemony, moloch, outpost)",
        "--armies/--mode: players.1.army: no army 'foo' (known armies: borgo, hegemony, moloch, outpost)",
    ),
    (
        lambda: checked_setup(["moloch"], None, bundled_library()),
        "--armies/--mode: players: нужно хотя бы 2 элемента, а здесь 1",
        "--armies/--mode: players: List should have at least 2 items after validation, not 1",
    ),
]
#: what the user typed, and the ids listed for him to type, as they are
TYPED = dict.fromkeys(["chess", "nope", "xyz", "foo", "borgo", "hegemony", "moloch", "outpost", "rule"], "typed")
TYPED |= dict.fromkeys(["neuroshima", "neuroshima_etude", "rokugan", "samurai_battles", "samurai_sword"], "a game id")
TYPED |= dict.fromkeys(["warlords", "dicegame", "tinygame"], "a game id (the last two: games the tests register)")
TYPED |= dict.fromkeys(["armies", "mode", "players", "answer_order", "counterclockwise"], "an option or field typed")


@pytest.mark.parametrize(("raise_it", "russian", "english"), CASES)
def test_a_setup_the_arguments_cannot_make_is_refused_in_russian(raise_it, russian: str, english: str) -> None:
    with pytest.raises(WarbenchError) as caught:
        raise_it()
    said = caught.value.said
    assert said is not None
    assert render(said, "ru").startswith(russian)
    assert render(said, "en").startswith(english)
    assert english_words(render(said, "ru"), TYPED) == [], render(said, "ru")
