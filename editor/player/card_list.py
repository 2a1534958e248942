"""A hand of cards drawn as cards: each item of a list is a card with its title, a line saying
where or what it acts (a section, "Tactic") and its text, on a card face with a coloured band.
Game-neutral: a table fills the items with :func:`card_item`."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from editor.canvas.text import readable_on

TITLE_ROLE = Qt.ItemDataRole.UserRole + 10
SUBTITLE_ROLE = Qt.ItemDataRole.UserRole + 11
TEXT_ROLE = Qt.ItemDataRole.UserRole + 12
BAND_ROLE = Qt.ItemDataRole.UserRole + 13
PLAYABLE_ROLE = Qt.ItemDataRole.UserRole + 14

FACE = QColor("#fbf7ec")
FACE_DIM = QColor("#e6e2d8")
INK = QColor("#1f1f1f")
PAD = 8
BAND = 6


def card_item(title: str, subtitle: str, text: str, band: QColor, *, playable: bool = True) -> QListWidgetItem:
    """A list item drawn as a card by :class:`CardDelegate`."""
    item = QListWidgetItem(f"{title}\n{subtitle}\n{text}")  # the plain text: accessibility and tests
    item.setData(TITLE_ROLE, title)
    item.setData(SUBTITLE_ROLE, subtitle)
    item.setData(TEXT_ROLE, text)
    item.setData(BAND_ROLE, band)
    item.setData(PLAYABLE_ROLE, playable)
    item.setToolTip(f"{title} ({subtitle}): {text}")
    return item


def _fonts(base: QFont) -> tuple[QFont, QFont, QFont]:
    title = QFont(base)
    title.setBold(True)
    title.setPixelSize(15)
    sub = QFont(base)
    sub.setItalic(True)
    sub.setPixelSize(12)
    body = QFont(base)
    body.setPixelSize(13)
    return title, sub, body


class CardDelegate(QStyledItemDelegate):
    """Paints each item as a card; an item that cannot be played now is drawn dimmed."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view

    def _layout(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> tuple[int, int]:
        title_f, sub_f, body_f = _fonts(option.font)
        # the list's own width, not the option's (which is the last laid-out width, or none)
        width = max(120, self.view.viewport().width() - 2 * PAD - 8)
        text = str(index.data(TEXT_ROLE) or "")
        body_h = QFontMetrics(body_f).boundingRect(QRect(0, 0, width, 2000), Qt.TextFlag.TextWordWrap, text).height()
        head_h = QFontMetrics(title_f).height() + QFontMetrics(sub_f).height()
        return head_h, body_h

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        if index.data(TITLE_ROLE) is None:
            return super().sizeHint(option, index)
        head_h, body_h = self._layout(option, index)
        return QSize(self.view.viewport().width(), head_h + body_h + 2 * PAD + BAND + 10)

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        if index.data(TITLE_ROLE) is None:
            super().paint(painter, option, index)
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(option.rect).adjusted(4, 3, -4, -3)
        playable = bool(index.data(PLAYABLE_ROLE))
        face = FACE if playable else FACE_DIM
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        painter.setPen(QPen(QColor("#2b6cb0") if selected else QColor("#8a8274"), 2.5 if selected else 1.2))
        painter.setBrush(QBrush(face))
        painter.drawRoundedRect(card, 7, 7)
        band = QColor(index.data(BAND_ROLE) or QColor("#7a7466"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(band))
        painter.drawRoundedRect(QRectF(card.left() + 1, card.top() + 1, card.width() - 2, BAND), 3, 3)
        title_f, sub_f, body_f = _fonts(option.font)
        x, y, w = int(card.left()) + PAD, int(card.top()) + BAND + 4, int(card.width()) - 2 * PAD
        ink = readable_on(INK, face, 7.0)
        painter.setPen(ink)
        painter.setFont(title_f)
        th = QFontMetrics(title_f).height()
        # a title longer than the card is elided (the item's tooltip gives it whole), never cut mid-letter
        title = QFontMetrics(title_f).elidedText(str(index.data(TITLE_ROLE)), Qt.TextElideMode.ElideRight, w)
        painter.drawText(QRect(x, y, w, th), Qt.AlignmentFlag.AlignLeft, title)
        y += th
        painter.setFont(sub_f)
        sh = QFontMetrics(sub_f).height()
        painter.setPen(readable_on(band, face))
        painter.drawText(QRect(x, y, w, sh), Qt.AlignmentFlag.AlignLeft, str(index.data(SUBTITLE_ROLE) or ""))
        y += sh + 2
        painter.setFont(body_f)
        painter.setPen(ink if playable else readable_on(QColor("#555555"), face))
        painter.drawText(
            QRect(x, y, w, int(card.bottom()) - y), Qt.TextFlag.TextWordWrap, str(index.data(TEXT_ROLE) or "")
        )
        painter.restore()


class CardList(QListWidget):
    """A list whose items are drawn as cards; resizing lays the cards out again at once (their
    text wraps to the new width), not after a delay."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.doItemsLayout()


def make_card_list(object_name: str) -> QListWidget:
    """A list whose items are drawn as cards."""
    lst = CardList()
    lst.setObjectName(object_name)
    lst.setItemDelegate(CardDelegate(lst))
    lst.setUniformItemSizes(False)
    lst.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
    lst.setSpacing(2)
    return lst
