"""Samurai Sword text that fits its place (issue 33 item 5): a card's text never runs past the
card (Bushido's, the longest, on the smallest card that shows text, in English and in Russian),
and the label of an attack across the table is not drawn over the deck's and the discard pile's
counts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from editor.games.samurai_sword.faces import card_face
from editor.games.samurai_sword.paint import TEXT_MIN_WIDTH, paint_card
from editor.player.session import HUMAN, PlaySession
from engine.content.library import bundled_library
from engine.core.registry import load_game
from engine.games.samurai_sword.deck import SwordDeck
from engine.games.samurai_sword.setup import SamuraiSwordSetup
from tests.editor.samurai_sword.helpers import click_card, click_seat, lift_curtain, open_player, table_of
from tests.engine.samurai_sword.helpers import arrange

GAME = load_game("samurai_sword")
PLAIN = ("goemon", "nobunaga", "tomoe", "hideyoshi", "ieyasu")
WRAPPED = int(Qt.TextFlag.TextWordWrap)


class WrappedTexts(QPainter):
    """A painter that keeps each wrapped text it draws with the box it was given and its height."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.wrapped: list[tuple[str, float, float]] = []

    def drawText(self, *args) -> None:  # type: ignore[override]
        if len(args) == 3 and isinstance(args[0], QRectF) and int(args[1]) & WRAPPED:
            rect, flags, text = args
            used = QFontMetricsF(self.font()).boundingRect(rect, int(flags), text).height()
            self.wrapped.append((text, used, rect.height()))
        super().drawText(*args)


def card_texts_drawn(width: float) -> dict[str, list[tuple[str, float, float]]]:
    deck = bundled_library().get("samurai_sword/deck", "core")
    assert isinstance(deck, SwordDeck)
    out = {}
    image = QImage(400, 600, QImage.Format.Format_ARGB32)
    for card in deck.cards:
        painter = WrappedTexts(image)
        paint_card(painter, QRectF(0, 0, width, width / 0.71), card_face(card))
        painter.end()
        out[card.id] = painter.wrapped
    return out


def check_every_card_text_fits() -> None:
    for width in (TEXT_MIN_WIDTH, 110.0, 140.0, 180.0):
        drawn = card_texts_drawn(width)
        assert drawn["bushido"], "Bushido's text is drawn on a card that shows text"
        for card, texts in drawn.items():
            for text, used, room in texts:
                assert used <= room + 0.5, (width, card, text, used, room)


def test_every_card_text_stays_on_its_card(qtbot) -> None:
    check_every_card_text_fits()


@pytest.mark.usefixtures("russian")
def test_every_card_text_stays_on_its_card_in_russian(qtbot) -> None:
    check_every_card_text_fits()
    bushido = card_texts_drawn(TEXT_MIN_WIDTH)["bushido"][0][0]
    assert bushido.endswith("…")  # cut at a word: the card's tooltip gives it whole


def test_an_attack_across_the_table_labels_its_line_off_the_deck_and_discard_counts(qtbot) -> None:
    s = PlaySession(GAME, SamuraiSwordSetup(players=4), bundled_library(), 3, [HUMAN] * 4)
    arrange(s.state, roles=["shogun", "ninja", "ninja", "samurai"], chars=PLAIN[:4], hands={0: ["nodachi"]}, turn=0)
    shell = open_player(qtbot, s, size=(1100, 700))
    table = table_of(shell)
    canvas = table.canvas
    # the seat facing the attacker: the line between them crosses the middle of the table
    a, b = canvas.seat_rect(0).center(), canvas.seat_rect(2).center()
    assert any(canvas.counts_area().contains(a + (b - a) * (i / 50)) for i in range(51))
    click_card(table, "nodachi")
    click_seat(table, 2)
    lift_curtain(shell)
    canvas.grab()  # painted now (the offscreen platform paints on grabbing)
    assert s.state.observation(2).attack is not None
    label = canvas.attack_label_rect
    assert not label.isEmpty() and not label.intersects(canvas.counts_area())
    assert canvas.rect().contains(label.toRect())
