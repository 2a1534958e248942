"""Labels drawn on boards that stay readable on any background: the text gets a halo in the
colour that contrasts with it (light around dark text, dark around light text)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen


def luminance(c: QColor) -> float:
    """Relative luminance (WCAG) of a colour, 0 (black) to 1 (white)."""

    def channel(v: float) -> float:
        v = v / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours (1 to 21; 4.5 reads well for text)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def readable_on(colour: QColor, background: QColor, ratio: float = 4.5) -> QColor:
    """``colour`` darkened (or lightened, on a dark background) until it reads on ``background``
    with at least WCAG contrast ``ratio``; the hue stays, so an army's labels keep its colour."""
    c = QColor(colour)
    darken = luminance(background) >= 0.35
    for _ in range(40):
        if contrast(c, background) >= ratio:
            return c
        c = c.darker(112) if darken else c.lighter(112)
    return QColor("#000000") if darken else QColor("#ffffff")


def halo_for(text: QColor) -> QColor:
    return QColor("#ffffff") if luminance(text) < 0.4 else QColor("#1b1b1b")


def draw_label(
    p: QPainter, rect: QRectF, text: str, px: float, colour: QColor, align: Any = None, *, bold: bool = True
) -> None:
    """``text`` in ``rect`` with a halo: readable on the board whatever is under it."""
    f = QFont()
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    fm = QFontMetricsF(f)
    flags = align if align is not None else Qt.AlignmentFlag.AlignCenter
    bounds = fm.boundingRect(rect, int(flags), text)
    path = QPainterPath()
    path.addText(QPointF(bounds.left(), bounds.top() + fm.ascent()), f, text)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    halo = halo_for(colour)
    halo.setAlpha(170)
    p.setPen(QPen(halo, max(1.5, px / 8), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(colour))
    p.drawPath(path)
    p.restore()
