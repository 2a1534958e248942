"""Issue 30, deliverable 7: the numbers a card or character text states agree with the numbers it
plays with, or validation says where they disagree (Benkei's "+1" with an amount of 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.cli import main
from engine.content.io import load_file
from engine.content.library import check_loaded, core_pack_dir
from engine.content.stated_numbers import numbers_disagreement, stated_numbers
from engine.core.catalogue import render

CHARACTERS = core_pack_dir() / "samurai_sword" / "characters.yaml"
DECK = core_pack_dir() / "samurai_sword" / "deck.yaml"


def test_the_numbers_a_text_states() -> None:
    assert stated_numbers("Attacks on you get +1 difficulty for every other player.") == [1]
    assert stated_numbers("Any weapon deals 1 wound less to you, but never less than 1.") == [1, 1]
    # references, dice and decimals are not numbers the card states
    assert stated_numbers("See L389-390, rules/001 §4.2 and 2d6; draw 12 cards") == [12]
    assert stated_numbers("Draw −3 cards") == [3]


def test_a_text_agrees_when_it_states_exactly_the_numbers_played() -> None:
    assert numbers_disagreement("discard 1 resilience to draw 2 cards", {"cost": 1, "draw": 2}) is None
    assert numbers_disagreement("draw 2 cards, discard 1", {"cost": 1, "draw": 2}) is None  # any order
    assert numbers_disagreement("You may attack any player.", {}) is None
    assert numbers_disagreement("Draw a card for every wound.", {"draw": 1}) is None  # in words: left alone
    said = numbers_disagreement("Attacks on you get +1 difficulty.", {"amount": 2})
    assert said is not None
    assert render(said, "en") == (
        "the text states 1, but the numbers played are amount 2: correct the text or the numbers"
    )
    assert render(said, "ru") == "в тексте указано 1, а в игре числа: amount 2; исправьте текст или числа"
    none = numbers_disagreement("Draw 2 cards, then 1.", {})
    assert none is not None
    assert render(none, "en") == "the text states 2, 1, but the ability plays with no numbers"
    assert render(none, "ru") == "в тексте указано 2, 1, а в игре чисел нет"


def test_the_bundled_characters_and_deck_agree_with_their_texts() -> None:
    for path in (CHARACTERS, DECK):
        loaded = load_file(path)
        assert not [i for i in check_loaded(loaded) if i.code == "text-numbers"], path


def test_benkei_with_amount_2_and_text_plus_1_is_a_validation_issue_at_his_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = CHARACTERS.read_text(encoding="utf-8")
    changed = text.replace("harder_to_attack, params: {amount: 1}", "harder_to_attack, params: {amount: 2}", 1)
    assert changed != text
    path = tmp_path / "characters.yaml"
    path.write_text(changed, encoding="utf-8")
    main(["validate", str(path)])
    out = capsys.readouterr().out
    line = text.splitlines().index("    text: Attacks on you get +1 difficulty for every other player.") + 1
    assert (
        f"{path}:{line}: warning text-numbers: characters.0.text: the text states 1, but the numbers played are "
        "amount 2" in out
    )
    # the text brought in line with the number settles it
    path.write_text(changed.replace("get +1 difficulty", "get +2 difficulty", 1), encoding="utf-8")
    main(["validate", str(path)])
    assert "text-numbers" not in capsys.readouterr().out


def test_a_weapon_whose_text_states_another_damage_is_an_issue() -> None:
    deck = load_file(DECK).model
    katana = next(c for c in deck.cards if c.id == "katana")  # type: ignore[attr-defined]
    katana.text = "Deals 2 wounds; reaches difficulty 2."
    issues = [i for i in deck.check(None) if i.code == "text-numbers"]  # type: ignore[arg-type]
    assert len(issues) == 1 and "damage 3" in issues[0].message
    katana.text = "Deals 3 wounds; reaches difficulty 2."
    assert not [i for i in deck.check(None) if i.code == "text-numbers"]  # type: ignore[arg-type]
