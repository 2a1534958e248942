"""What Battle for Rokugan and Samurai Battles ask and explain, in Russian: every decision prompt
met in random games, every card text of the Samurai Battles decks, each terrain's effects and
what blocks a line of sight read with no English left (issue 32)."""

from __future__ import annotations

import random

from engine.content.library import bundled_library
from engine.core.catalogue import catalogue, render
from engine.core.log import start_game
from engine.core.message import Message
from engine.core.registry import load_game
from engine.games.samurai_battles.decks import command_card_message, dragon_card_message
from engine.games.samurai_battles.queries import line_of_sight
from engine.games.samurai_battles.terrain_text import terrain_description
from tests.engine.samurai_battles.helpers import new_state, scenario
from tests.engine.samurai_battles.test_decks_and_tiles import CDECK, DDECK
from tests.support.russian_text import english_words


def prompts_in_random_games(game_id: str, seeds: range) -> list[Message]:
    """The prompt of every decision the seat to move met in random games of ``game_id``."""
    game = load_game(game_id)
    found: dict[Message, None] = {}
    for seed in seeds:
        setup = game.example_setups()[seed % len(game.example_setups())]
        state, _ = start_game(game, setup, bundled_library(), seed)
        rnd = random.Random(seed)
        while not state.is_terminal():
            obs = state.observation(state.current_player())
            prompt = obs.decision.prompt if game_id == "samurai_battles" else obs.prompt  # type: ignore[attr-defined]
            if prompt:
                found[prompt] = None
            legal = state.legal_actions()
            state.apply(legal[rnd.randrange(len(legal))])
    return list(found)


def test_every_samurai_battles_prompt_is_a_message_with_no_english_in_russian() -> None:
    prompts = prompts_in_random_games("samurai_battles", range(3))
    kinds = {p.id for p in prompts}
    assert {"sb-prompt-step", "sb-prompt-retreat", "sb-prompt-window", "sb-prompt-flags"} <= kinds, kinds
    ru = catalogue("ru")
    ru.errors.clear()
    for p in prompts:
        assert isinstance(p, Message)
        assert english_words(render(p, "ru")) == [], render(p, "ru")
    assert ru.errors == []


def test_the_rokugan_prompts_of_pending_choices_read_in_russian() -> None:
    prompts = prompts_in_random_games("rokugan", range(3))
    assert {"rk-prompt-card", "rk-prompt-scout", "rk-prompt-shugenja"} <= {p.id for p in prompts}
    for p in prompts:
        line = render(p, "ru")
        # a territory card is named by its content's Russian name
        assert english_words(line) == [], line


def test_every_card_text_reads_in_russian() -> None:
    texts = [command_card_message(c) for c in CDECK.cards] + [dragon_card_message(c) for c in DDECK.cards]
    ru = catalogue("ru")
    ru.errors.clear()
    for t in texts:
        line = render(t, "ru")
        assert line and english_words(line) == [], line
    assert ru.errors == []


def test_terrain_effects_and_line_of_sight_blockers_read_in_russian() -> None:
    s = new_state(scenario([("b1", "AB", "8,9"), ("b2", "AY", "7,8"), ("t1", "AY", "6,11"), ("t2", "SN", "6,7")]))
    table = bundled_library().get("samurai_battles/terrain_table", s.rs.scenario.tables.terrain)
    assert table is not None and len(table.terrain) >= 10
    for t in table.terrain:
        line = render(terrain_description(t, hill=1), "ru")
        assert english_words(line) == [], line
    forest = next(t for t in table.terrain if t.id == "forest")
    assert render(terrain_description(forest), "ru").startswith("Лес: вошедший отряд должен остановиться")
    rep = line_of_sight(s, "8,9", "6,7")
    assert render(rep.blocking["7,8"], "ru").startswith("асигару с яри")
