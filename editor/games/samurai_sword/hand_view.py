"""The hand of the seat at the screen, at the bottom of the table: its cards face up, the ones
that can be played now outlined in green, the chosen one raised. A click chooses a card, a
double click plays it when it needs no target."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy

from editor.games.samurai_sword.faces import CardFace
from editor.games.samurai_sword.paint import MUTED, font, paint_card
from editor.games.samurai_sword.surface import CardSurface
from editor.i18n import tr

CARD_W = 96.0
CARD_H = CARD_W * 88 / 63
RAISE = 16.0
MARGIN = 8.0


class HandView(CardSurface):
    card_clicked = Signal(str)
    card_double_clicked = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("ss.hand")
        self.setMinimumHeight(int(CARD_H + RAISE + 2 * MARGIN))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.cards: list[str] = []
        self.faces: Mapping[str, CardFace] = {}
        self.playable: set[str] = set()
        self.selected: str | None = None
        self.empty_text = ""

    def sizeHint(self) -> QSize:
        return QSize(700, int(CARD_H + RAISE + 2 * MARGIN))

    def show_hand(
        self,
        cards: list[str],
        faces: Mapping[str, CardFace],
        playable: set[str],
        selected: str | None,
        empty_text: str = "",
    ) -> None:
        self.cards = list(cards)
        self.faces = faces
        self.playable = set(playable)
        self.selected = selected
        self.empty_text = empty_text
        self.update()

    def card_rect(self, index: int) -> QRectF:
        """Where the ``index``-th card is drawn (overlapping when the hand is wide)."""
        n = len(self.cards)
        room = self.width() - 2 * MARGIN - CARD_W
        step = CARD_W + 8 if n <= 1 else min(CARD_W + 8, room / (n - 1))
        x = MARGIN + index * step
        up = 0.0 if index == self._selected_index() else RAISE
        return QRectF(x, MARGIN + up, CARD_W, CARD_H)

    def card_point(self, index: int) -> QPointF:
        """A point of the ``index``-th card that no later card covers (where a click takes it)."""
        rect = self.card_rect(index)
        if index + 1 < len(self.cards):
            visible = self.card_rect(index + 1).left() - rect.left()
            return QPointF(rect.left() + min(visible, rect.width()) / 2, rect.center().y())
        return rect.center()

    def _selected_index(self) -> int | None:
        """The chosen card (the first copy of it: equal cards are one choice)."""
        return self.cards.index(self.selected) if self.selected in self.cards else None

    def index_at(self, pos: QPointF) -> int | None:
        # later cards lie on top of earlier ones
        for i in reversed(range(len(self.cards))):
            if self.card_rect(i).contains(pos):
                return i
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        i = self.index_at(event.position())
        if i is not None and event.button() == Qt.MouseButton.LeftButton:
            self.card_clicked.emit(self.cards[i])

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        i = self.index_at(event.position())
        if i is not None and event.button() == Qt.MouseButton.LeftButton:
            self.card_double_clicked.emit(self.cards[i])

    def _tooltip(self, pos: QPointF) -> str:
        i = self.index_at(pos)
        face = self.faces.get(self.cards[i]) if i is not None else None
        if face is None:
            return ""
        stats = ""
        if face.kind == "weapon":
            stats = " — " + tr("difficulty {difficulty}, damage {damage}").format(
                difficulty=face.difficulty, damage=face.damage
            )
        return f"{face.name}{stats}\n{face.text}".strip()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#d8cfb8"))
        if not self.cards:
            p.setPen(MUTED)
            p.setFont(font(14))
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.empty_text)
            p.end()
            return
        chosen_index = self._selected_index()
        for i, card in enumerate(self.cards):
            face = self.faces.get(card) or CardFace(card, card, "action", "", "")
            chosen = i == chosen_index
            paint_card(
                p,
                self.card_rect(i),
                face,
                selected=chosen,
                playable=card in self.playable and not chosen,
                dim=bool(self.playable) and card not in self.playable and not chosen,
                title_left=True,
            )
        p.end()
