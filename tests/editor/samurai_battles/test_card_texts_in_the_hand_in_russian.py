"""The player's hand in Russian: each Command card says what it does in Russian (the engine's
card message rendered in the interface's language)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from editor.player.card_list import TEXT_ROLE
from engine.games.samurai_battles.decks import command_card_text
from tests.editor.samurai_battles.test_player import session, view_of
from tests.support.russian_text import english_words


def test_the_hands_card_texts_are_russian(russian, qtbot) -> None:
    s = session()
    v = view_of(qtbot, s)
    hand = v.table.hand
    assert hand.count() > 0
    for i in range(hand.count()):
        item = hand.item(i)
        card = v.table.rs.command_cards[item.data(Qt.ItemDataRole.UserRole)]
        text = item.data(TEXT_ROLE)
        assert text == command_card_text(card, "ru")
        assert text.startswith(("Приказ", "Повторяет", "Играется", "Бросьте")), text
        assert english_words(text) == [], text
