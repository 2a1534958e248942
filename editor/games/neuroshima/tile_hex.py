"""The tile being edited, drawn large with the board's painter, with its six sides to click.

A click on a side reports the side (``side_clicked``); the editor decides what the click does.
The side under the mouse and the side being edited are outlined; each side's number is printed
outside the hex, and the front says so.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QWheelEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from editor.games.neuroshima.tilepaint import SQRT3, TileLook, hex_radius, paint_tile
from editor.i18n import tr
from engine.games.neuroshima.models.army import TileDef, TileKind

CURRENT = QColor("#ff9f1c")
HOVER = QColor(255, 159, 28, 110)
#: the part of the hex (from the centre, in corner radii) that is no side: clicks there do nothing
CENTRE = 0.3


class HexSideView(QWidget):
    """One tile definition drawn as on the board, its sides clickable."""

    side_clicked = Signal(int, object)  # side 0-5, the mouse button
    wheel_on_side = Signal(int, int)  # side, +1 / -1 per notch

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("nh.tile.hex")
        self.setMouseTracking(True)
        self.setMinimumSize(QSize(180, 180))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.tile: TileDef | None = None
        self.army = ""
        self.current_side: int | None = 0
        self.hover_side: int | None = None
        self.setToolTip(
            tr(
                "Click a side to put the chosen mark on it (click again to take it off); "
                "right-click clears the side; the wheel over a side changes the strength of its attack"
            )
        )

    def show_tile(self, tile: TileDef | None, army: str) -> None:
        self.tile = tile
        self.army = army
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(280, 260)

    # -- geometry
    def _tile_rect(self) -> QRectF:
        """Where the tile is drawn: centred, with a margin for the side names."""
        margin = 22.0
        return QRectF(self.rect()).adjusted(margin, margin, -margin, -margin)

    def _radius(self) -> float:
        return hex_radius(self._tile_rect()) * 0.94  # the painter's own margin

    def side_center(self, side: int) -> QPointF:
        """The middle of ``side``'s edge in widget coordinates (side 0 is the top edge, then clockwise)."""
        c = self._tile_rect().center()
        apothem = self._radius() * SQRT3 / 2
        angle = math.radians(-90 + 60 * side)
        return QPointF(c.x() + apothem * math.cos(angle), c.y() + apothem * math.sin(angle))

    def side_point(self, side: int) -> QPointF:
        """A point well inside the hex, near ``side``'s edge: where a click picks that side."""
        c = self._tile_rect().center()
        edge = self.side_center(side)
        return QPointF(c.x() + (edge.x() - c.x()) * 0.72, c.y() + (edge.y() - c.y()) * 0.72)

    def side_at(self, pos: QPointF) -> int | None:
        """The side whose sector of the hex holds ``pos`` (``None`` in the centre or outside)."""
        c = self._tile_rect().center()
        dx, dy = pos.x() - c.x(), pos.y() - c.y()
        dist = math.hypot(dx, dy)
        r = self._radius()
        if dist < r * CENTRE or dist > r * 1.05:
            return None
        angle = math.degrees(math.atan2(dy, dx))
        return round((angle + 90) / 60) % 6

    # -- events
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        side = self.side_at(event.position())
        if side != self.hover_side:
            self.hover_side = side
            self.update()

    def leaveEvent(self, event: QEvent) -> None:
        self.hover_side = None
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        side = self.side_at(event.position())
        if side is not None and self._has_sides():
            self.side_clicked.emit(side, event.button())

    def wheelEvent(self, event: QWheelEvent) -> None:
        side = self.side_at(event.position())
        steps = event.angleDelta().y() // 120
        if side is not None and steps and self._has_sides():
            self.wheel_on_side.emit(side, 1 if steps > 0 else -1)
        event.accept()

    def _has_sides(self) -> bool:
        return self.tile is not None and self.tile.kind is not TileKind.INSTANT

    # -- drawing
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#f7f4ee"))
        if self.tile is None:
            p.setPen(QColor("#666666"))
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, tr("Select a tile in the gallery\nor make a new one"))
            p.end()
            return
        hp = self.tile.hp if self.tile.kind is TileKind.HQ else None
        paint_tile(p, self._tile_rect(), TileLook(self.tile.id, hq_hp=hp, definition=self.tile, army=self.army))
        if self._has_sides():
            self._paint_side_marks(p)
        p.end()

    def _paint_side_marks(self, p: QPainter) -> None:
        c = self._tile_rect().center()
        r = self._radius()
        for side in range(6):
            a = math.radians(-90 + 60 * side - 30)
            b = math.radians(-90 + 60 * side + 30)
            start = QPointF(c.x() + r * math.cos(a), c.y() + r * math.sin(a))
            end = QPointF(c.x() + r * math.cos(b), c.y() + r * math.sin(b))
            if side == self.current_side:
                p.setPen(QPen(CURRENT, max(3.0, r * 0.05), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                p.drawLine(start, end)
            elif side == self.hover_side:
                p.setPen(QPen(HOVER, max(3.0, r * 0.05), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                p.drawLine(start, end)
            # the side's number just outside its edge (the front also says so)
            mid = self.side_center(side)
            out = QPointF(c.x() + (mid.x() - c.x()) * 1.17, c.y() + (mid.y() - c.y()) * 1.17)
            font = p.font()
            font.setPixelSize(12)
            font.setBold(side == self.current_side)
            p.setFont(font)
            p.setPen(QColor("#7a5200") if side == self.current_side else QColor("#555555"))
            label = tr("{side} front").format(side=side) if side == 0 else str(side)
            p.drawText(QRectF(out.x() - 40, out.y() - 9, 80, 18), Qt.AlignmentFlag.AlignCenter, label)
