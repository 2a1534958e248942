"""The printable card sheet of a deck (File > Export Picture, ``warbench render deck.yaml``): the
deck's name and totals per category, then every card once as the table draws it — weapons with
their difficulty and damage — with the number of copies in the deck."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from editor.games.samurai_sword.faces import card_face
from editor.games.samurai_sword.paint import INK, MUTED, card_size, font, paint_card
from editor.i18n import content_text, tr
from engine.games.samurai_sword.deck import BOX_TOTALS, SwordDeck

#: A4 portrait width at 150 dots per inch; the height follows the number of cards
SHEET_WIDTH = 1240
COLUMNS = 5
MARGIN = 60.0
GAP = 24.0
HEADER = 150.0
KIND_ORDER = {"weapon": 0, "action": 1, "property": 2}


def _card_width() -> float:
    return (SHEET_WIDTH - 2 * MARGIN - (COLUMNS - 1) * GAP) / COLUMNS


def deck_sheet_size(deck: object) -> tuple[int, int]:
    """The sheet's size in pixels: the width of A4 at 150 dpi, as tall as the cards need."""
    cards = len(deck.cards) if isinstance(deck, SwordDeck) else 0
    rows = max(1, math.ceil(cards / COLUMNS))
    _, h = card_size(_card_width())
    return SHEET_WIDTH, int(HEADER + rows * (h + GAP) + MARGIN)


def kind_count(kind: str, n: int) -> str:
    """``32 weapons``: how many cards of a kind, in the interface's language (Qt plurals)."""
    if kind == "weapon":
        return tr("%n weapon(s)", None, n)
    if kind == "action":
        return tr("%n action(s)", None, n)
    if kind == "property":
        return tr("%n (property|properties)", None, n)
    return f"{n} {kind}"


def totals_text(deck: SwordDeck) -> str:
    """``90 cards: 32 weapons, 43 actions, 15 properties`` (with the box's where they differ)."""
    parts = []
    for kind, n in deck.totals().items():
        box = BOX_TOTALS[kind]
        parts.append(kind_count(kind, n) + (" " + tr("(box {count})").format(count=box) if n != box else ""))
    return tr("%n card(s): {kinds}", None, deck.total()).format(kinds=", ".join(parts))


def paint_deck_sheet(deck: object, p: QPainter, target: QRectF) -> None:
    """Draw the sheet scaled into ``target``, keeping its proportions."""
    if not isinstance(deck, SwordDeck):
        return
    w, h = deck_sheet_size(deck)
    scale = min(target.width() / w, target.height() / h)
    p.save()
    p.fillRect(target, QColor("white"))
    p.translate(target.left() + (target.width() - w * scale) / 2, target.top() + (target.height() - h * scale) / 2)
    p.scale(scale, scale)
    p.setPen(INK)
    p.setFont(font(40, bold=True))
    title = content_text(deck.name) or deck.id
    p.drawText(QRectF(MARGIN, 30, w - 2 * MARGIN, 56), Qt.AlignmentFlag.AlignLeft, title)
    p.setFont(font(22))
    p.setPen(MUTED)
    sub = totals_text(deck) + (" · " + tr("variant deck") if deck.variant else "")
    p.drawText(QRectF(MARGIN, 88, w - 2 * MARGIN, 34), Qt.AlignmentFlag.AlignLeft, sub)
    cw, ch = card_size(_card_width())
    ordered = sorted(deck.cards, key=lambda c: KIND_ORDER.get(c.kind, 3))
    for i, card in enumerate(ordered):
        row, col = divmod(i, COLUMNS)
        rect = QRectF(MARGIN + col * (cw + GAP), HEADER + row * (ch + GAP), cw, ch)
        paint_card(p, rect, card_face(card), count=card.count)
    p.restore()
