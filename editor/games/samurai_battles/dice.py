"""The battle dice as the player sees them: each die drawn with its face (● ▲ ■ rank symbols,
the flag, crossed swords, the Honor & Fortune yin-yang), as on the box's stickers."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from engine.games.samurai_battles.ruleset import FACE_NAMES

INK = QColor("#1e1e1e")
RED = QColor("#b5271f")


def paint_face(p: QPainter, rect: QRectF, face: str) -> None:
    """One die: a rounded ivory square with ``face`` (a name of ``FACE_NAMES``) on it."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QBrush(QColor("#f6f1e3")))
    p.setPen(QPen(QColor("#6b6458"), 1.2))
    p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), rect.width() * 0.18, rect.width() * 0.18)
    c = rect.center()
    s = rect.width() * 0.32
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(INK))
    if face == "circle":
        p.drawEllipse(c, s * 0.85, s * 0.85)
    elif face == "triangle":
        p.drawPolygon(
            QPolygonF(
                [QPointF(c.x(), c.y() - s), QPointF(c.x() - s, c.y() + s * 0.8), QPointF(c.x() + s, c.y() + s * 0.8)]
            )
        )
    elif face == "square":
        p.drawRect(QRectF(c.x() - s * 0.8, c.y() - s * 0.8, s * 1.6, s * 1.6))
    elif face == "flag":
        p.setPen(QPen(INK, max(1.5, s * 0.18)))
        p.drawLine(QPointF(c.x() - s * 0.6, c.y() - s), QPointF(c.x() - s * 0.6, c.y() + s))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(RED))
        p.drawPolygon(
            QPolygonF(
                [
                    QPointF(c.x() - s * 0.55, c.y() - s),
                    QPointF(c.x() + s, c.y() - s * 0.55),
                    QPointF(c.x() - s * 0.55, c.y() - s * 0.1),
                ]
            )
        )
    elif face == "swords":
        p.setPen(QPen(INK, max(1.5, s * 0.2), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(c.x() - s, c.y() - s), QPointF(c.x() + s, c.y() + s))
        p.drawLine(QPointF(c.x() + s, c.y() - s), QPointF(c.x() - s, c.y() + s))
        p.setPen(QPen(INK, max(1.5, s * 0.2)))
        for sx in (-1, 1):
            p.drawLine(QPointF(c.x() + sx * s * 0.75, c.y() + s * 0.4), QPointF(c.x() + sx * s * 0.4, c.y() + s * 0.75))
    elif face == "honor":
        r = s
        p.setPen(QPen(INK, 1.2))
        p.setBrush(QBrush(QColor("#f6f1e3")))
        p.drawEllipse(c, r, r)
        half = QPainterPath()
        half.moveTo(c.x(), c.y() - r)
        half.arcTo(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), 90, 180)
        half.arcTo(QRectF(c.x() - r / 2, c.y(), r, r), 270, -180)
        half.arcTo(QRectF(c.x() - r / 2, c.y() - r, r, r), 270, 180)
        p.setBrush(QBrush(INK))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawPath(half)
        p.drawEllipse(QPointF(c.x(), c.y() + r / 2), r * 0.14, r * 0.14)
        p.setBrush(QBrush(QColor("#f6f1e3")))
        p.drawEllipse(QPointF(c.x(), c.y() - r / 2), r * 0.14, r * 0.14)


class DiceStrip(QWidget):
    """The dice of the last roll, left to right, with a caption (who rolled and what for)."""

    DIE = 34

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("play.dice")
        self.faces: list[str] = []
        self.setMinimumHeight(self.DIE + 8)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_faces(self, faces: list[int] | list[str]) -> None:
        self.faces = [FACE_NAMES[f] if isinstance(f, int) else f for f in faces]
        self.setToolTip(", ".join(self.faces))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(max(1, len(self.faces)) * (self.DIE + 6), self.DIE + 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        d = min(self.DIE, max(14, (self.width() - 4) // max(1, len(self.faces)) - 6))
        for i, face in enumerate(self.faces):
            paint_face(p, QRectF(4 + i * (d + 6), 4, d, d), face)
        p.end()
