"""The engine's catalogue: messages with typed values rendered in English and Russian, Russian's
plural and case forms, saved messages read back, the language chosen, and a Russian catalogue
that is complete and has no English left in it."""

from __future__ import annotations

import pytest

from engine.content.io import SCHEMA_MESSAGE_TYPES
from engine.content.issues import Issue, Location, Severity, error
from engine.core.catalogue import catalogue, render, said_text
from engine.core.game import Event
from engine.core.language import current_language, set_language, take_language_option
from engine.core.message import Message, Name
from engine.core.saying import rendered
from engine.games.samurai_sword.effects import ABILITIES, CARD_EFFECTS, PARAM_NAMES, effect_said, param_said
from engine.games.samurai_sword.phases import PHASE_NAMES
from engine.games.warlords.decisions import OPTION_WORDS
from engine.games.warlords.tables import DUEL_TACTICS
from tests.engine.i18n.catalogue_check import entry_texts, used_message_ids, variables
from tests.support.russian_text import HELP_DATA, english_words


def test_a_count_takes_russian_plural_forms() -> None:
    said = [render(Message("cli-validate-summary", paths=n, errors=n, warnings=n), "ru") for n in (1, 3, 5, 21, 11)]
    assert said[0] == "Проверен 1 путь: 1 ошибка, 1 предупреждение"
    assert said[1] == "Проверено 3 пути: 3 ошибки, 3 предупреждения"
    assert said[2] == "Проверено 5 путей: 5 ошибок, 5 предупреждений"
    assert said[3].startswith("Проверен 21 путь: 21 ошибка")
    assert said[4].startswith("Проверено 11 путей: 11 ошибок")


def test_a_name_is_inflected_by_its_term_in_the_case_the_sentence_needs() -> None:
    cat = catalogue("ru")
    seat = Name.seat(2)
    assert cat.name_form(seat, "nom") == "игрок 2"
    assert cat.name_form(seat, "acc") == "игрока 2"
    assert cat.name_form(seat, "ins") == "игроком 2"
    assert cat.gender(seat) == "masc"
    assert catalogue("en").name_form(seat, "acc") == "seat 2"


def test_a_content_name_shows_its_own_russian_name_else_its_english_one() -> None:
    both = Name.content({"en": "Commando", "ru": "Коммандос"})
    only_english = Name.content({"en": "Homebrew Tile"})
    assert render(both, "ru") == "Коммандос"
    assert render(both, "en") == "Commando"
    assert render(only_english, "ru") == "Homebrew Tile"


def test_a_message_reads_as_itself_in_the_current_language_and_a_list_renders_each_value_its_way() -> None:
    """The Fluent catalogue knows messages and names only by what they do: a list holding a name,
    a message of its own and a number reads each of them as it reads alone."""
    said = Message("nh-phase", phase=3)
    try:
        set_language("ru")
        assert str(said) == render(said, "ru") == "Фаза инициативы 3"
    finally:
        set_language("en")
    assert str(said) == "Initiative phase 3"
    assert catalogue("ru").render((Name.seat(2), said, 4)) == "игрок 2, Фаза инициативы 3, 4"


def test_a_message_missing_in_russian_is_said_in_english_rather_than_lost() -> None:
    ru = catalogue("ru")
    ru.message_ids.discard("nh-phase")
    try:
        # a value no other test renders: rendered texts are kept, per message
        assert render(Message("nh-phase", phase=977), "ru") == "Initiative phase 977"
    finally:
        ru.message_ids.add("nh-phase")
    assert render(Message("nh-phase", phase=3), "ru") == "Фаза инициативы 3"


def test_a_message_is_stored_as_its_id_and_values_and_reads_in_the_readers_language() -> None:
    msg = Message(
        "nh-netted",
        tile=Message("nh-tile", name=Name.content({"en": "Net Fighter", "ru": "Боец с сетью"}), player=2, hex="2,-1"),
        by=(Message("nh-nothing"),),
        phase=3,
    )
    data = msg.to_data()
    assert data["id"] == "nh-netted"
    assert data["args"]["phase"] == 3
    assert Message.from_data(data) == msg
    event = Event("netted", msg, {"phase": 3})
    saved = event.to_data()
    assert saved["message"] == data
    assert said_text(saved, "ru").startswith("Боец с сетью (игрок 2, 2,-1) под сетью")
    assert said_text(saved, "en").startswith("Net Fighter (player 2, 2,-1) is netted by")


def test_an_issue_says_its_message_in_the_language_asked() -> None:
    issue = error("schema", Message("schema-missing"), "armies", 0).with_location(file="a.yaml", line=4)
    assert issue.format("en") == "a.yaml:4: error schema: armies.0: Field required"
    assert issue.format("ru") == "a.yaml:4: ошибка schema: armies.0: обязательное поле не заполнено"
    plain = Issue(Severity.WARNING, "x", "a text", Location("b.yaml", 1))
    assert plain.format("ru") == "b.yaml:1: предупреждение x: a text"


def test_the_language_is_the_chosen_one_else_warbench_lang_else_the_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    try:
        set_language(None)
        monkeypatch.delenv("WARBENCH_LANG", raising=False)
        monkeypatch.delenv("LC_ALL", raising=False)
        monkeypatch.delenv("LC_MESSAGES", raising=False)
        monkeypatch.setenv("LANG", "ru_RU.UTF-8")
        assert current_language() == "ru"
        monkeypatch.setenv("LANG", "de_DE.UTF-8")
        assert current_language() == "en"
        monkeypatch.setenv("WARBENCH_LANG", "ru")
        assert current_language() == "ru"
        assert take_language_option(["--lang", "en", "validate", "x.yaml"]) == ["validate", "x.yaml"]
        assert current_language() == "en"
        take_language_option(["validate", "--lang=ru"])
        assert current_language() == "ru"
        with pytest.raises(ValueError, match="unknown language"):
            set_language("xx")
    finally:
        set_language("en")


def test_every_message_the_engine_names_has_a_russian_translation() -> None:
    used = used_message_ids()
    en, ru = catalogue("en"), catalogue("ru")
    assert used["message"], "no message ids found in engine/"
    missing_ru = sorted(f"{mid} ({where})" for mid, where in used["message"] | used["localized"] if not ru.has(mid))
    missing_en = sorted(f"{mid} ({where})" for mid, where in used["message"] if not en.has(mid))
    assert missing_ru == []
    assert missing_en == []
    for kind in SCHEMA_MESSAGE_TYPES | {"other"}:
        mid = "schema-" + kind.replace("_", "-")
        assert en.has(mid) and ru.has(mid), mid
    for severity in Severity:
        assert ru.has(f"severity-{severity.value}")
    # the answers to the Warlords game master's questions, said by the word they answer
    for word in OPTION_WORDS:
        mid = "wl-option-" + word.lower().replace("_", "-")
        assert en.has(mid) and ru.has(mid), mid
    for tactic in DUEL_TACTICS:
        mid = "wl-tactic-" + tactic.replace("_", "-")
        assert en.has(mid) and ru.has(mid), mid
    # Samurai Sword's card effects and character abilities: each one's name and what it does, and
    # the names of their numbers, as the card faces show them
    for name, spec in {**CARD_EFFECTS, **ABILITIES}.items():
        for said in (effect_said(name), effect_said(name, text=True)) if spec.text else (effect_said(name),):
            assert en.has(said.id) and ru.has(said.id), said.id
    for param in PARAM_NAMES:
        assert en.has(param_said(param).id) and ru.has(param_said(param).id), param
    for phase in PHASE_NAMES:
        mid = "sw-prompt-" + phase.replace("_", "-")
        assert phase in ("parry", "answer", "discard") or (en.has(mid) and ru.has(mid)), mid


def test_every_english_message_has_its_russian_one() -> None:
    en, ru = variables("en"), variables("ru")
    assert sorted(set(en) - set(ru)) == []


def test_the_catalogue_files_parse_whole() -> None:
    assert catalogue("en").junk == []
    assert catalogue("ru").junk == []


def test_no_russian_text_has_an_english_word_left_in_it() -> None:
    leftovers = {}
    for entry, texts in entry_texts("ru").items():
        # the command line's help names commands, ids and option values the user types as they are
        words = english_words(" ".join(texts), HELP_DATA if entry.startswith("cli-") else None)
        if words:
            leftovers[entry] = words
    assert leftovers == {}


def test_every_russian_message_renders_without_errors() -> None:
    ru = catalogue("ru")
    ru.errors.clear()
    for mid, names in variables("ru").items():
        text = ru.render(Message(mid, dict.fromkeys(names, 2)))
        assert text.strip(), mid
    assert ru.errors == []


def test_what_is_said_renders_a_message_in_the_language_asked_and_a_text_as_it_is() -> None:
    """An event, an outcome or an issue says a message (rendered in its reader's language) or,
    from code not yet speaking in messages, a finished text, which no language changes."""
    assert rendered(Message("severity-error"), "en") == "error"
    assert rendered(Message("severity-error"), "ru") == render(Message("severity-error"), "ru") != "error"
    assert rendered("a plain text", "ru") == "a plain text"


def test_a_hex_or_cell_written_wrongly_says_so_in_the_readers_language() -> None:
    from engine.core.errors import CoordinateError
    from engine.core.hexgrid import Hex
    from engine.core.squaregrid import Cell, QuarterLabeler

    for parse, russian in (
        (lambda: Hex.parse("2;x"), "это не гекс в осевых координатах «q,r»: '2;x'"),
        (lambda: Cell.parse("a,b"), "это не клетка «x,y»: 'a,b'"),
        (lambda: QuarterLabeler().parse("B5.0"), "клетка 'B5.0': столбец 0 не на восточной стороне"),
    ):
        with pytest.raises(CoordinateError) as caught:
            parse()
        assert isinstance(caught.value, ValueError)
        assert render(caught.value.said, "ru") == russian
        assert english_words(russian) == []
    assert render(Message("cell-column-side", text="'A5.0'", column=0, side="west"), "en") == (
        "cell label 'A5.0': column 0 is not on the west side"
    )


def test_every_check_of_a_broken_army_reads_in_russian_with_no_english() -> None:
    # an army that breaks many of its checks at once: each issue's sentence is Russian, in the
    # army's own words; the ids and field names quoted are what the file says
    from engine.content.io import load_text
    from engine.content.library import bundled_content_dir, check_loaded

    text = (bundled_content_dir() / "core" / "neuroshima" / "armies" / "borgo.yaml").read_text(encoding="utf-8")
    for old, new in (
        ("  count: 1\n", "  count: 2\n"),  # the HQ twice: 36 tiles
        ("  initiative: [0]\n", "  initiative: [0, 0]\n"),  # listed twice, and not 0 alone
        ("  instant: battle\n", "  instant: null\n"),  # an instant tile with no effect
        ("  module_sides: [0, 1, 5]\n", "  module_sides: [0, 0, 5]\n"),  # a side twice
        ("  module_effects:\n  - effect: medic\n    amount: 1\n    target: null\n", "  module_effects: []\n"),
    ):
        assert old in text, old
        text = text.replace(old, new, 1)
    issues = check_loaded(load_text(text, "army.yaml"))
    codes = {i.code for i in issues}
    assert {"army-size", "army-hq", "tile-initiative", "hq-initiative", "tile-instant", "tile-sides"} <= codes
    assert "effect-sides" in codes
    for issue in issues:
        russian = issue.render("ru")
        assert english_words(russian) == [], (issue.code, russian)
        assert russian != issue.render("en"), issue.code
