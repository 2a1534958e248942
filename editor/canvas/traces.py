"""Traces of what happened, drawn over a board: an arrow for a move, a line for an attack.
Game-neutral: a game's playback gives the points (cell centres) and the colour."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsPolygonItem, QGraphicsScene

#: above the cells, the pieces and the highlights
TRACE_Z = 70


def _pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(colour, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    return pen


def arrow(scene: QGraphicsScene, a: tuple[float, float], b: tuple[float, float], colour: QColor) -> list[QGraphicsItem]:
    """An arrow from ``a`` to ``b`` (a move), with a dark edge so it reads on any terrain."""
    ax, ay = a
    bx, by = b
    length = math.hypot(bx - ax, by - ay) or 1.0
    ux, uy = (bx - ax) / length, (by - ay) / length
    head = min(18.0, length * 0.45)
    tip = QPointF(bx - ux * 6, by - uy * 6)
    base = QPointF(tip.x() - ux * head, tip.y() - uy * head)
    path = QPainterPath(QPointF(ax + ux * 6, ay + uy * 6))
    path.lineTo(base)
    items: list[QGraphicsItem] = []
    for pen in (_pen(QColor(0, 0, 0, 170), 9), _pen(colour, 5)):
        shaft = QGraphicsPathItem(path)
        shaft.setPen(pen)
        items.append(shaft)
    wing = QPointF(-uy * head * 0.6, ux * head * 0.6)
    point = QGraphicsPolygonItem(QPolygonF([tip, base + wing, base - wing]))
    point.setBrush(QBrush(colour))
    point.setPen(_pen(QColor(0, 0, 0, 170), 2))
    items.append(point)
    return _add(scene, items)


def attack_line(
    scene: QGraphicsScene,
    a: tuple[float, float],
    b: tuple[float, float],
    colour: QColor,
    *,
    dashed: bool = False,
    scale: float = 1.0,
) -> list[QGraphicsItem]:
    """A line from the attacker at ``a`` to the target at ``b``, ending in a ring on the target
    (dashed: shooting; solid: hand to hand); ``scale`` widens it on a board drawn in larger units."""
    path = QPainterPath(QPointF(*a))
    path.lineTo(QPointF(*b))
    items: list[QGraphicsItem] = []
    style = Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine
    for pen in (_pen(QColor(255, 255, 255, 200), 7 * scale), _pen(colour, 4 * scale, style)):
        line = QGraphicsPathItem(path)
        line.setPen(pen)
        items.append(line)
    ring = QPainterPath()
    ring.addEllipse(QPointF(*b), 14 * scale, 14 * scale)
    target = QGraphicsPathItem(ring)
    target.setPen(_pen(colour, 4 * scale))
    items.append(target)
    return _add(scene, items)


def _add(scene: QGraphicsScene, items: list[QGraphicsItem]) -> list[QGraphicsItem]:
    for i, item in enumerate(items):
        item.setZValue(TRACE_Z + i * 0.01)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        scene.addItem(item)
    return items
