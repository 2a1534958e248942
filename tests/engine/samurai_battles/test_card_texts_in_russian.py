"""What a Command or Dragon card does is a message built from its mechanic and numbers: it reads in
Russian with the rulebook's words (карта тактики, полководец, Честь и Удача), in English as before,
and survives being stored as data."""

from __future__ import annotations

from engine.core.catalogue import render
from engine.core.message import Message
from engine.games.samurai_battles.decks import (
    command_card_message,
    command_card_text,
    dragon_card_message,
    dragon_card_text,
)
from tests.support.russian_text import english_words

from .test_decks_and_tiles import CDECK, DDECK

CYRILLIC = set("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")


def test_every_card_reads_in_russian() -> None:
    texts = {c.id: command_card_text(c, "ru") for c in CDECK.cards}
    texts |= {c.id: dragon_card_text(c, "ru") for c in DDECK.cards}
    for ident, text in texts.items():
        assert CYRILLIC & set(text.lower()), ident
        assert english_words(text) == [], (ident, text)
    assert texts["order2_center"] == "Приказ 2 отрядам/полководцам в центре."
    assert (
        texts["crane_wing"]
        == "Приказ 1 отряду/полководцу в каждой части: на левом фланге, в центре и на правом фланге."
    )
    assert texts["cavalry_charge"].startswith("Приказ: до 4 отрядов конницы в любой части поля. Отряды ■ конницы")
    assert texts["turncoat"].endswith("Цена: 3 очка Чести и Удачи.")
    assert texts["ambush"].endswith("Цена: 1 очко Чести и Удачи (условно).")


def test_a_card_text_is_data_that_reads_in_its_readers_language() -> None:
    for card in CDECK.cards:
        stored = Message.from_data(command_card_message(card).to_data())
        assert render(stored, "en") == command_card_text(card, "en")
        assert render(stored, "ru") == command_card_text(card, "ru")
    for dragon in DDECK.cards:
        stored = Message.from_data(dragon_card_message(dragon).to_data())
        assert render(stored, "ru") == dragon_card_text(dragon, "ru")
