"""The cards' rule texts read in Russian: every territory and small card of the box has its rule
text in both languages (the content's own text, as its name is), and an older file's plain text
still reads as the English."""

from __future__ import annotations

from engine.content.library import bundled_library
from engine.games.rokugan.card_model import CardSet, SmallCard, TerritoryCard
from engine.games.rokugan.common import RuleText
from tests.support.russian_text import english_words

CYRILLIC = set("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")


def _cards() -> list[tuple[str, TerritoryCard | SmallCard]]:
    cards = bundled_library().copy().get("rokugan/cards", "core")
    assert isinstance(cards, CardSet)
    out: list[tuple[str, TerritoryCard | SmallCard]] = [(c.id, c) for c in cards.territory_cards]
    out += [(name, getattr(cards, name)) for name in ("first_player", "scout", "shugenja")]
    return out


def test_every_card_of_the_box_has_its_rule_text_in_russian() -> None:
    cards = _cards()
    assert len(cards) == 25
    for ident, card in cards:
        assert card.text.en, ident
        assert CYRILLIC & set(card.text.ru.lower()), ident
        assert english_words(card.text.ru) == [], (ident, card.text.ru)


def test_the_rulebooks_words_name_the_tokens() -> None:
    texts = {ident: card.text.ru for ident, card in _cards()}
    # L537: the battlefield token is the token of glory; L539: the harbor goes to an inland province
    assert "жетон славы" in texts["honorable_fight"]
    assert texts["feats_of_engineering"].startswith("Положите жетон гавани в материковую провинцию")
    assert "жетон битвы" in texts["shugenja"]


def test_a_plain_text_is_the_english() -> None:
    assert RuleText.model_validate("Look at a token.") == RuleText(en="Look at a token.")
    assert RuleText.model_validate({"en": "a", "ru": "б"}).ru == "б"
    assert not RuleText()
