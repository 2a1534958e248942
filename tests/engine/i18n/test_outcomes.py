"""Why a game ended, in the reader's language: for each game a finished random game's outcome
is a message that reads in Russian with no English word; saved, it keeps its English text for a
reader of the file and its message for whoever opens it; an outcome saved before outcomes were
messages still reads."""

from __future__ import annotations

import pytest

from engine.core.catalogue import catalogue
from engine.core.errors import ReplayError
from engine.core.game import Outcome
from engine.core.log import GameRecord
from engine.core.message import Message
from tests.engine.i18n.test_game_logs import CONTENT_WITHOUT_RUSSIAN, finished_random_game
from tests.support.russian_text import english_words

GAMES = ["samurai_sword", "neuroshima", "neuroshima_etude", "rokugan", "samurai_battles", "warlords"]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_finished_games_outcome_reads_in_russian(game_id: str, seed: int) -> None:
    out = finished_random_game(game_id, seed).outcome()
    assert out is not None
    assert isinstance(out.reason, Message), f"an English text, not a message: {out.reason!r}"
    ru = catalogue("ru")
    ru.errors.clear()
    text = out.render("ru")
    assert text and text != out.render("en")
    assert english_words(text, CONTENT_WITHOUT_RUSSIAN) == [], text
    assert ru.errors == []


@pytest.mark.parametrize("game_id", GAMES)
def test_a_saved_outcome_reads_in_its_readers_language(game_id: str) -> None:
    out = finished_random_game(game_id, 4).outcome()
    assert out is not None
    saved = out.to_data()
    # the English text goes along for a reader of the file, the message for the program
    assert saved["reason"] == out.render("en")
    back = Outcome.from_data(saved)
    assert back == out
    assert back.render("ru") == out.render("ru")


def test_an_outcome_saved_before_outcomes_were_messages_reads_as_it_was() -> None:
    old = {"returns": [1.0, -1.0], "winners": [0], "reason": "final battle: HQ hit points 1: 20, 2: 15"}
    out = Outcome.from_data(old)
    assert out.winners == {0} and out.render("ru") == old["reason"] == out.render("en")
    assert out.to_data() == old


def test_a_game_record_accepts_an_outcome_with_or_without_its_message() -> None:
    state = finished_random_game("neuroshima", 1)
    data = GameRecord.from_state(state, state.game.example_setups()[1], 1).to_data()
    assert "message" in data["outcome"]
    assert GameRecord.from_data(data).outcome == data["outcome"]
    data["outcome"] = {k: v for k, v in data["outcome"].items() if k != "message"}
    assert GameRecord.from_data(data).outcome == data["outcome"]
    data["outcome"] = {**data["outcome"], "message": {"args": {}}}
    with pytest.raises(ReplayError, match="outcome"):
        GameRecord.from_data(data)
