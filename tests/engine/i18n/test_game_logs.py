"""A whole game's log in Russian: for each game whose log speaks in messages, random games
rendered in Russian have no English sentence, every event is a message (not an English text),
and the log read from its saved form is the same."""

from __future__ import annotations

import random

import pytest

from engine.content.library import bundled_library
from engine.core.catalogue import catalogue, said_text
from engine.core.game import State
from engine.core.log import start_game
from engine.core.message import Message
from engine.core.registry import load_game
from tests.support.russian_text import english_words

#: the games whose whole log is converted to messages
CONVERTED = ["samurai_sword", "neuroshima", "rokugan", "samurai_battles", "warlords"]

#: names of content that has no Russian name in its rulebook, and why they stay in Latin letters
CONTENT_WITHOUT_RUSSIAN = {
    # Samurai Sword: cards and a character the Russian rulebook never names (ru: null in the
    # core content); the editor shows the same English names, so a thing has one name everywhere
    **dict.fromkeys(
        ["Rikyu", "Parry", "Katana", "Bokken", "Kiseru", "Kusarigama", "Tanegashima", "Nagayari", "Kanab"],
        "Samurai Sword content without a Russian name in the rulebook (ru: null)",
    ),
    # Samurai Battles: Dragon cards the Russian rulebook never names (it shows only «Бросить
    # вызов»); their names come from outside English sources (content: names without ru)
    **dict.fromkeys(
        ["Turncoat", "Rice", "Famine", "Ambush"],
        "Samurai Battles Dragon card without a Russian name in the rulebook",
    ),
}


def finished_random_game(game_id: str, seed: int) -> State:
    """A game of ``game_id`` played to its end by random moves from ``seed``."""
    game = load_game(game_id)
    setup = game.example_setups()[seed % len(game.example_setups())]
    state, _ = start_game(game, setup, bundled_library(), seed)
    rnd = random.Random(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rnd.randrange(len(legal))])
    return state


def random_log(game_id: str, seed: int) -> list:
    return list(finished_random_game(game_id, seed).events)


@pytest.mark.parametrize("game_id", CONVERTED)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_random_games_log_in_russian_has_no_english(game_id: str, seed: int) -> None:
    events = random_log(game_id, seed)
    assert len(events) > 20
    ru = catalogue("ru")
    ru.errors.clear()
    for e in events:
        assert isinstance(e.said, Message), f"{e.kind}: an English text, not a message: {e.said!r}"
        line = e.render("ru")
        assert english_words(line, CONTENT_WITHOUT_RUSSIAN) == [], line
    assert ru.errors == []


@pytest.mark.parametrize("game_id", CONVERTED)
def test_a_saved_log_reads_in_its_readers_language(game_id: str) -> None:
    for e in random_log(game_id, 4)[:40]:
        saved = e.to_data()
        assert saved["message"]["id"] == e.said.id  # type: ignore[union-attr]
        assert said_text(saved, "ru") == e.render("ru")
        assert said_text(saved, "en") == e.render("en") == saved["text"]


def test_the_warlords_game_masters_questions_and_answers_read_in_russian() -> None:
    # the GM's questions are converted (the rest of the Warlords log is not yet): every one asked
    # in random battles is a message, and in Russian it has no English but the units' ids
    asked = []
    for seed in range(6):
        asked += [e for e in random_log("warlords", seed) if e.kind == "gm_decision"]
    kinds = {e.data["question"] for e in asked}
    assert len(kinds) >= 2, kinds
    for e in asked:
        assert isinstance(e.said, Message)
        line = e.render("ru")
        assert line.startswith("Мастер (")
        assert english_words(line) == [], line


@pytest.mark.parametrize("seed", range(6))
def test_a_random_etudes_log_goals_and_end_read_in_russian(seed: int) -> None:
    # an etude is short (a few tiles and a battle or two): every line of it, the victory
    # conditions with why each holds or not, and why it ended read in Russian (rules/002 §7)
    state = finished_random_game("neuroshima_etude", seed)
    ru = catalogue("ru")
    ru.errors.clear()
    for e in state.events:
        assert isinstance(e.said, Message), f"{e.kind}: an English text, not a message: {e.said!r}"
        line = e.render("ru")
        assert english_words(line) == [], line
    over = [e for e in state.events if e.kind == "etude_over"]
    assert len(over) == 1 and over[0].render("ru").startswith("этюд ")
    obs = state.observation(0)
    assert isinstance(obs.reason, Message)
    assert obs.goals
    for goal in obs.goals:
        for said in (goal.condition, goal.why):
            assert isinstance(said, Message)
            assert english_words(ru.render(said)) == [], ru.render(said)
    assert ru.errors == []


def test_samurai_battles_armies_have_russian_names_and_the_log_says_them() -> None:
    # a scenario names its armies in English and Russian, as it does its title; the bundled ones
    # all have both, and the Russian log says the scenario's Russian name
    scenarios = bundled_library().of_kind("samurai_battles/scenario")
    assert len(scenarios) >= 6
    for sc in scenarios:
        for army in sc.armies:
            assert army.name and army.name_ru and english_words(army.name_ru) == [], (sc.id, army.id)
    state = finished_random_game("samurai_battles", 1)
    armies = state.rs.scenario.armies  # type: ignore[attr-defined]
    russian = "\n".join(e.render("ru") for e in state.events)
    english = "\n".join(e.render("en") for e in state.events)
    assert any(a.name_ru in russian for a in armies), [a.name_ru for a in armies]
    assert any(a.name in english for a in armies) and not any(a.name in russian for a in armies)
