"""A saved game that does not replay to what it says is refused in the reader's language: the
log's file, line and field as they are, then why in Russian (English unchanged)."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from engine.ai.agents import make_agent
from engine.ai.simulate import play_game
from engine.content.io import save_data
from engine.content.library import bundled_library
from engine.core.catalogue import render
from engine.core.errors import ReplayError
from engine.core.registry import load_game
from engine.saved_game import replay_file
from tests.support.russian_text import english_words


@pytest.fixture(scope="module")
def finished() -> dict[str, Any]:
    game = load_game("neuroshima")
    agents = [make_agent(game, "random", 40 + i) for i in range(2)]
    data = play_game(game, game.example_setups()[0], bundled_library(), 4, agents).record.to_data()
    assert data["outcome"] is not None
    return data


def _tampered(data: dict[str, Any], change: str) -> dict[str, Any]:
    out = copy.deepcopy(data)
    if change == "notation":
        out["actions"][0] = "fly 1,1"
    elif change == "seed":
        out["seed"] = "many"
    elif change == "agent":
        out["agents"] = ["random", "wizard"]
    elif change == "end":
        out["actions"] = out["actions"][:3]
    return out


@pytest.mark.parametrize(
    ("change", "field", "russian", "english"),
    [
        (
            "notation",
            "actions.0",
            "воспроизведение обрывается на действии 1: неизвестное действие «fly»; известные: ",
            "replay fails at action 1: unknown action 'fly'; known: ",
        ),
        (
            "seed",
            "seed",
            "воспроизвести нельзя: зерно должно быть целым числом от -9223372036854775808 до 9223372036854775807, а не 'many'",
            "cannot replay: the seed must be a whole number from -9223372036854775808 to 9223372036854775807, not 'many'",
        ),
        (
            "agent",
            "agents.1",
            "воспроизвести нельзя: «wizard» — не агент игры neuroshima (",
            "cannot replay: 'wizard' is not an agent of neuroshima (",
        ),
        (
            "end",
            "outcome",
            "воспроизвести нельзя: по журналу партия закончилась (победители: игрок ",
            "cannot replay: the log says the game ended (winners: seat ",
        ),
    ],
)
def test_a_tampered_saved_game_is_refused_in_russian(
    tmp_path: Path, finished: dict[str, Any], change: str, field: str, russian: str, english: str
) -> None:
    log = tmp_path / "game.yaml"
    save_data(_tampered(finished, change), log)
    with pytest.raises(ReplayError) as caught:
        replay_file(log, bundled_library())
    assert caught.value.field == field and caught.value.file == str(log)
    ru, en = render(caught.value.said, "ru"), render(caught.value.said, "en")
    assert ru.startswith(russian), ru
    assert en.startswith(english), en
    # the actions and agents the game knows are listed by the names the user types
    sentence = ru.split("известные: ")[0].split(" (")[0]
    assert (
        english_words(sentence, {"fly": "typed", "wizard": "typed", "many": "typed", "neuroshima": "a game id"}) == []
    ), ru
