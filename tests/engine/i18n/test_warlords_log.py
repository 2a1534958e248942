"""The Warlords log in Russian beyond what random games reach: a fought turn's shooting, melee
and retreats explained with every modifier, a saved game's log read back in Russian, and the
words of the log (weather, orders, modifiers) that a battle may need."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.content.io import save_data
from engine.content.library import bundled_library
from engine.core.catalogue import catalogue
from engine.core.language import set_language
from engine.core.log import GameRecord, start_game
from engine.core.message import Message
from engine.core.registry import load_game
from engine.games.warlords import said
from engine.games.warlords.tables import FORECASTS, WEATHER_NAMES
from engine.saved_game import replay_file
from tests.engine.warlords.helpers import answer_gm_defaults, battle, new_state, turn
from tests.support.russian_text import english_words

#: the ids of the test battle's units and leaders, and the words the position builder names it with
TEST_CONTENT = {"test": "the test position's battle title", "battle": "the test position's battle title"}


def _fought() -> list:  # type: ignore[type-arg]
    b, lib = battle(
        [("n-teppo", "teppo_ashigaru", 16, "A22", "S"), ("n-yari", "yari_samurai", 8, "A24", "S")],
        [("s-ash", "yari_ashigaru", 16, "A12", "N"), ("s-kihei", "kihei", 8, "A14", "N")],
        instructions={"n-teppo": ["defensive_fire"]},
    )
    s = new_state(b, lib)
    for _ in range(2):
        turn(s, {}, {"s-ash": ("A", "A"), "s-kihei": ("A", "A")})
        answer_gm_defaults(s)
    return list(s.events)


def test_a_fought_turn_is_explained_in_russian_with_no_english_left() -> None:
    events = _fought()
    kinds = {e.kind for e in events}
    assert {"shot", "melee", "melee_result"} <= kinds, kinds
    ru = catalogue("ru")
    ru.errors.clear()
    for e in events:
        assert isinstance(e.said, Message), f"{e.kind}: {e.said!r}"
        assert english_words(e.render("ru"), TEST_CONTENT) == [], e.render("ru")
    assert ru.errors == []
    melee = next(e for e in events if e.kind == "melee")
    assert melee.render("ru").startswith("ближний бой на ")
    assert "Натиск" in melee.render("ru") or "Стойкость" in melee.render("ru")
    # the English explanation keeps its words (scripts and the tests of the rules read them)
    assert melee.render("en").startswith("melee at ") and "Totals: attackers" in melee.render("en")


def test_a_saved_warlords_game_reads_in_russian(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = load_game("warlords")
    setup = game.example_setups()[3 % len(game.example_setups())]
    state, refs = start_game(game, setup, bundled_library(), 3)
    rnd = random.Random(3)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rnd.randrange(len(legal))])
    path = tmp_path / "battle.yaml"
    save_data(GameRecord.from_state(state, setup, 3, content=refs).to_data(), path)
    # opened by a reader whose language is Russian: the saved moves replay into messages
    monkeypatch.setenv("WARBENCH_LANG", "ru")
    try:
        set_language(None)
        replayed = replay_file(path, bundled_library())
        lines = [e.text for e in replayed.state.events]
    finally:
        set_language("en")
    assert lines == [e.render("ru") for e in state.events]
    assert len(lines) > 100 and any(line.startswith("ход 1 из ") for line in lines)
    for line in lines:
        assert english_words(line) == [], line


def test_every_forecast_weather_and_standing_order_has_its_russian_words() -> None:
    ru = catalogue("ru")
    texts = {fc.text for season in FORECASTS.values() for fc in season.values()}
    for text in texts:
        msg = said.phrase(text)
        assert isinstance(msg, Message), text
        assert english_words(ru.render(msg)) == [], text
    for bit in WEATHER_NAMES:
        assert english_words(ru.render(said.weather(bit))) == []
    assert ru.render(said.weather(0)) == "ясно"
    for code in ("defensive_fire", "hold_fire", "keep_advancing", "keep_retreating"):
        assert english_words(ru.render(said.standing(code))) == [], code
    assert ru.render(said.mods([("Formation: 3 ranks", 2, "L133"), ("Cavalry charge", 1, "L162")])) == (
        "Строй: 3 шеренги 2, Конная атака +1"
    )
    assert ru.render(said.side(0)) == "сторона 1"
    assert catalogue("ru").name_form(said.banner("dragon"), "acc") == "знамя Дракона"


def test_every_phrase_of_the_log_has_a_message_in_both_languages() -> None:
    en, ru = catalogue("en"), catalogue("ru")
    for text, mid in said.PHRASES.items():
        assert en.has(mid) and ru.has(mid), mid
        # the English message says the phrase itself: the event data keeps it as the key
        if not mid.startswith("wl-weather-"):
            assert en.render(Message(mid)) == text, mid


def test_every_message_id_the_log_composes_has_russian() -> None:
    # ids built from a game word (a place, a sabotage, a side of attack, a banner, a move...)
    from engine.games.warlords.pieces import STANDING_ORDERS
    from engine.games.warlords.shinobi import SABOTAGES
    from engine.games.warlords.tables import BANNERS

    en, ru = catalogue("en"), catalogue("ru")
    ids = [f"wl-place-{p}" for p in said.PLACES]
    ids += [f"wl-sabotage-{k}" for k in SABOTAGES]
    ids += [f"wl-attack-{s}" for s in ("front", "flank", "rear")]
    ids += [f"wl-log-{w}" for w in ("advances", "retreats", "sidesteps", "set-shields", "take-shields")]
    ids += [f"wl-order-{k}" for k in ("regroup", "dragon-face", "set-shields", "take-shields")]
    ids += [said.standing(c).id for c in STANDING_ORDERS] + [said.direction(d).id for d in range(4)]
    for mid in ids:
        assert en.has(mid) and ru.has(mid), mid
        text = ru.render(Message(mid, unit="n-1", cell="A11", side=said.direction(0), facing=said.direction(1)))
        assert english_words(text) == [], mid
    for banner in BANNERS:
        term = said.banner(banner).term
        assert term in en.term_ids and term in ru.term_ids, term
        assert ru.gender(said.banner(banner)) == "neut"
