"""A simulation or a sweep that cannot run says why in the reader's language: the error carries a
message (``said``), English as it was, Russian with only what the user typed left in Latin."""

from __future__ import annotations

import pytest

from engine.ai.agents import make_agent
from engine.ai.batch import run_batches
from engine.ai.mcts import MCTSConfig
from engine.ai.simulate import play_game
from engine.ai.sweep import parse_sweep, with_value
from engine.content.library import bundled_library
from engine.core.catalogue import render
from engine.core.errors import WarbenchError
from engine.core.registry import load_game
from tests.support.russian_text import english_words

GAME = load_game("neuroshima")
SETUP = {"players": [{"army": "moloch"}, {"army": "borgo"}], "rules": {"points": 3}}


def _too_long() -> None:
    agents = [make_agent(GAME, "random", 1), make_agent(GAME, "random", 2)]
    play_game(GAME, GAME.example_setups()[0], bundled_library(), 1, agents, max_actions=3)


CASES = [
    (
        lambda: make_agent(GAME, "foo", 1),
        "неизвестный агент «foo» для игры neuroshima; доступные: greedy, mcts, random",
        "unknown agent 'foo' for neuroshima; available: greedy, mcts, random",
    ),
    (
        lambda: MCTSConfig.parse("0"),
        "бюджет поиска «0» должен быть больше нуля",
        "the search budget '0' must be positive",
    ),
    (lambda: run_batches([], backend="slurm"), "неизвестный исполнитель «slurm»; укажите local или ray", None),
    (lambda: run_batches([]), "укажите хотя бы одного агента", "name at least one agent"),
    (_too_long, "neuroshima: партия не закончилась за 3 действия", "neuroshima: the game did not end within 3 actions"),
    (
        lambda: parse_sweep("x=1..3:0"),
        "«x=1..3:0»: шаг должен быть больше 0",
        "'x=1..3:0': the step is more than 0",
    ),
    (
        lambda: parse_sweep("x=5..1"),
        "«x=5..1»: диапазон идёт от меньшего значения к большему",
        "'x=5..1': the range runs from the smaller value to the larger",
    ),
    (
        lambda: with_value(SETUP, "rules.turns", 3),
        "rules.turns: в rules нет поля «turns» (поля: points)",
        "rules.turns: rules has no field 'turns' (its fields: points)",
    ),
    (
        lambda: with_value(SETUP, "colour", 3),
        "colour: в настройке партии нет поля «colour» (поля: players, rules)",
        "colour: the setup has no field 'colour' (its fields: players, rules)",
    ),
    (
        lambda: with_value(SETUP, "players.5.army", 3),
        "players.5.army: players — список из 2 элементов; «5» — не номер от 0 до 1",
        "players.5.army: players is a list of 2 item(s); '5' is not one of 0..1",
    ),
    (
        lambda: with_value(SETUP, "players.0.army", 3),
        "players.0.army: здесь 'moloch', а перебирать можно только число",
        "players.0.army: is 'moloch', not a number a sweep can vary",
    ),
]


@pytest.mark.parametrize(("raise_it", "russian", "english"), CASES)
def test_a_run_that_cannot_start_says_why_in_russian(raise_it, russian: str, english: str | None) -> None:
    with pytest.raises(WarbenchError) as caught:
        raise_it()
    said = caught.value.said
    assert said is not None
    assert render(said, "ru") == russian
    if english is not None:
        assert render(said, "en") == english
    typed = {"foo": "an agent typed", "slurm": "a backend typed", "local": "a backend", "ray": "a backend"}
    typed |= dict.fromkeys(["neuroshima", "greedy", "mcts", "random", "rules", "turns", "points"], "typed")
    typed |= dict.fromkeys(["colour", "players", "moloch", "army", "rules"], "a field or value of the setup")
    assert english_words(render(said, "ru"), typed) == [], render(said, "ru")
