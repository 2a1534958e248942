"""Terrain drawn with texture: procedural, seamlessly tiling pattern pictures over a terrain's
colour (grass, woods, water, rock...), made once per (pattern, colour) and kept.

A game's look names the pattern of each cell (:meth:`editor.kind_look.KindLook.cell_texture`);
the board scene fills the cell with :func:`textured_brush`. The marks stay faint (a few percent of
darkening or lightening of the base colour) so that labels drawn over them with
:func:`editor.canvas.text.draw_label` stay readable.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform

#: the tile's side in pixels, and in board units (drawn at half size: sharp when zoomed in twice)
TILE_PX = 128
TILE_UNITS = 64.0

Mark = Callable[[QPainter, random.Random, QColor], None]


def _copies(x: float, y: float) -> Iterator[tuple[float, float]]:
    """The places to draw a mark at (x, y): there and one tile over on every side, so that a mark
    crossing the tile's edge shows on the other side too and the tile repeats without seams."""
    for dx in (-TILE_PX, 0, TILE_PX):
        for dy in (-TILE_PX, 0, TILE_PX):
            yield x + dx, y + dy


def _ink(base: QColor, factor: int, alpha: int) -> QColor:
    c = base.darker(factor) if factor >= 100 else base.lighter(200 - factor)
    c.setAlpha(alpha)
    return c


def _speckle(p: QPainter, rnd: random.Random, base: QColor, count: int, dark: int, light: int) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(count):
        p.setBrush(_ink(base, dark if i % 2 else light, 70))
        x, y, r = rnd.uniform(0, TILE_PX), rnd.uniform(0, TILE_PX), rnd.uniform(0.8, 1.8)
        for a, b in _copies(x, y):
            p.drawEllipse(QPointF(a, b), r, r)


def _grass(p: QPainter, rnd: random.Random, base: QColor) -> None:
    _speckle(p, rnd, base, 60, 115, 85)
    p.setPen(QPen(_ink(base, 125, 90), 1.2))
    for _ in range(45):
        x, y, lean = rnd.uniform(0, TILE_PX), rnd.uniform(0, TILE_PX), rnd.uniform(-2.5, 2.5)
        for a, b in _copies(x, y):
            p.drawLine(QPointF(a, b), QPointF(a + lean, b - 5))


def _ground(p: QPainter, rnd: random.Random, base: QColor) -> None:
    _speckle(p, rnd, base, 140, 118, 88)


def _woods(p: QPainter, rnd: random.Random, base: QColor) -> None:
    _speckle(p, rnd, base, 40, 115, 85)
    for _ in range(16):
        x, y, r = rnd.uniform(0, TILE_PX), rnd.uniform(0, TILE_PX), rnd.uniform(6, 10)
        p.setPen(QPen(_ink(base, 150, 110), 1.2))
        p.setBrush(_ink(base, 120, 90))
        for a, b in _copies(x, y):
            p.drawEllipse(QPointF(a, b), r, r * 0.85)


def _water(p: QPainter, rnd: random.Random, base: QColor) -> None:
    p.setBrush(Qt.BrushStyle.NoBrush)
    for row in range(8):
        y0 = row * TILE_PX / 8 + rnd.uniform(2, 10)
        p.setPen(QPen(_ink(base, 80 if row % 2 else 118, 120), 1.4))
        path = QPainterPath(QPointF(0, y0))
        for step in range(1, 17):  # two full waves per tile: the ends meet the next tile's
            x = step * TILE_PX / 16
            path.lineTo(x, y0 + 2.2 * math.sin(x / TILE_PX * 4 * math.pi))
        p.drawPath(path)


def _rock(p: QPainter, rnd: random.Random, base: QColor) -> None:
    _speckle(p, rnd, base, 70, 125, 85)
    p.setPen(QPen(_ink(base, 135, 100), 1.1))
    for _ in range(14):
        x, y = rnd.uniform(0, TILE_PX), rnd.uniform(0, TILE_PX)
        a, b = rnd.uniform(4, 9), rnd.uniform(-3, 3)
        for u, v in _copies(x, y):
            p.drawLine(QPointF(u - a, v - b), QPointF(u + a, v + b))


def _rows(p: QPainter, rnd: random.Random, base: QColor) -> None:
    _speckle(p, rnd, base, 40, 112, 88)
    for row in range(8):
        y = row * TILE_PX / 8 + 4
        p.setPen(QPen(_ink(base, 122, 110), 1.3, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(0, y), QPointF(TILE_PX, y))


def _planks(p: QPainter, rnd: random.Random, base: QColor) -> None:
    for col in range(8):
        x = col * TILE_PX / 8
        p.setPen(QPen(_ink(base, 135, 120), 1.2))
        p.drawLine(QPointF(x, 0), QPointF(x, TILE_PX))
        p.setPen(QPen(_ink(base, 115, 80), 0.8))
        for _ in range(2):
            y = rnd.uniform(0, TILE_PX)
            p.drawLine(QPointF(x + 3, y), QPointF(x + 3, y + rnd.uniform(6, 14)))


def _cobbles(p: QPainter, rnd: random.Random, base: QColor) -> None:
    p.setPen(QPen(_ink(base, 130, 100), 1.0))
    p.setBrush(_ink(base, 92, 60))
    for row in range(8):
        for col in range(8):
            x = col * TILE_PX / 8 + (8 if row % 2 else 0) + rnd.uniform(-1, 1)
            y = row * TILE_PX / 8 + rnd.uniform(-1, 1)
            for a, b in _copies(x, y):
                p.drawRoundedRect(QRectF(a + 1, b + 1, 13, 13), 4, 4)


def _paper(p: QPainter, rnd: random.Random, base: QColor) -> None:
    _speckle(p, rnd, base, 90, 108, 93)
    p.setPen(QPen(_ink(base, 110, 60), 0.8))
    for _ in range(18):
        x, y, a = rnd.uniform(0, TILE_PX), rnd.uniform(0, TILE_PX), rnd.uniform(0, math.pi)
        dx, dy = 7 * math.cos(a), 7 * math.sin(a)
        for u, v in _copies(x, y):
            p.drawLine(QPointF(u, v), QPointF(u + dx, v + dy))


#: the patterns a look may name
PATTERNS: dict[str, Mark] = {
    "grass": _grass,
    "ground": _ground,
    "woods": _woods,
    "water": _water,
    "rock": _rock,
    "rows": _rows,
    "planks": _planks,
    "cobbles": _cobbles,
    "paper": _paper,
}


@cache
def texture_pixmap(pattern: str, rgba: int) -> QPixmap:
    """The tile of ``pattern`` over the colour ``rgba`` (cached: one picture per pattern and colour)."""
    base = QColor.fromRgba(rgba)
    pix = QPixmap(TILE_PX, TILE_PX)
    pix.fill(base)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)  # keep the base's alpha
    PATTERNS[pattern](p, random.Random(pattern), base)
    p.end()
    return pix


def textured_brush(color: QColor, pattern: str | None) -> QBrush:
    """A brush filling with ``color`` and, when ``pattern`` names one of :data:`PATTERNS`, its
    texture (a tile of :data:`TILE_UNITS` board units); a plain brush otherwise."""
    if pattern not in PATTERNS:
        return QBrush(color)
    brush = QBrush(texture_pixmap(pattern, color.rgba()))
    scale = TILE_UNITS / TILE_PX
    brush.setTransform(QTransform.fromScale(scale, scale))
    return brush
