"""Text on painted pictures (printable sheets, cards, tiles): a font sized in pixels, so the text
scales with the picture and not with the screen's dots per inch, and a column that writes wrapped
paragraphs down a rectangle and says how far it got."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter


def pixel_font(px: float, bold: bool = False, italic: bool = False, *, smallest: int = 6) -> QFont:
    """The application's font ``px`` pixels high (never below ``smallest``, where a picture drawn
    small would make text unreadable anyway)."""
    f = QFont()
    f.setPixelSize(max(smallest, round(px)))
    f.setBold(bold)
    f.setItalic(italic)
    return f


class TextColumn:
    """Writes wrapped paragraphs down ``rect`` in sizes relative to ``unit`` pixels, each followed by
    ``spacing`` units of space; ``y`` is where the next one starts. A paragraph that would start
    below the rectangle is left out."""

    def __init__(self, p: QPainter, rect: QRectF, unit: float, *, ink: QColor, spacing: float = 0.3) -> None:
        self.p, self.rect, self.unit, self.ink, self.spacing = p, rect, unit, ink, spacing
        self.y = rect.top()

    def text(
        self, text: str, size: float = 1.0, *, bold: bool = False, italic: bool = False, colour: QColor | None = None
    ) -> None:
        if not text or self.y >= self.rect.bottom():
            return
        font = pixel_font(self.unit * size, bold, italic)
        self.p.setFont(font)
        self.p.setPen(colour if colour is not None else self.ink)
        area = QRectF(self.rect.left(), self.y, self.rect.width(), self.rect.bottom() - self.y)
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)
        used = QFontMetricsF(font).boundingRect(area, flags, text)
        self.p.drawText(area, flags, text)
        self.y += used.height() + self.unit * self.spacing

    def gap(self, k: float = 0.6) -> None:
        """``k`` units of space before the next paragraph."""
        self.y += self.unit * k
