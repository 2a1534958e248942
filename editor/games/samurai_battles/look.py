"""How Samurai Battles looks on the canvas: terrain colours and symbols, unit blocks with their
rank and figures, leader and tile badges, section lines, baselines and objectives. Everything
is drawn from the scenario's data (no art files)."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

from editor.canvas.text import draw_label
from editor.sheet_text import pixel_font

TERRAIN_COLOURS = {
    "plain": "#ebe5c8",
    "forest": "#7fa65a",
    "hill": "#d4b47c",
    "river": "#6ea8dc",
    "ford": "#a9cdee",
    "bridge": "#b79572",
    "village": "#dba37a",
    "rice_paddy": "#c5e0a5",
    "ravine": "#a8927a",
    "camp": "#e8c7c0",
}
#: the texture over each terrain's colour (editor/canvas/textures.py): the printed tiles' grass,
#: woods, water, planks, roofs and paddies
TERRAIN_TEXTURES = {
    "plain": "grass",
    "forest": "woods",
    "hill": "grass",
    "river": "water",
    "ford": "water",
    "bridge": "planks",
    "village": "cobbles",
    "rice_paddy": "rows",
    "ravine": "rock",
    "camp": "ground",
}
RANK_SYMBOL = {"circle": "●", "triangle": "▲", "square": "■"}
INK = QColor("#23211c")
SELECTED = QColor("#ffb000")
#: the half hexes along the side edges and the baselines beyond the first and last rows
EDGE_HALF = QColor("#d9d4c7")
BASELINE_HALF = QColor("#cfc6b0")


def terrain_colour(ident: str | None) -> QColor:
    if ident in TERRAIN_COLOURS:
        return QColor(TERRAIN_COLOURS[ident])
    h = (sum(map(ord, str(ident))) * 47) % 360
    return QColor.fromHsv(h, 80, 220)


def hill_colour(base: QColor, level: int) -> QColor:
    """The base colour of a tile lifted onto a plastic hill of ``level``: warmer and darker."""
    if level <= 0:
        return base
    hill = QColor("#b8904f")
    t = min(0.25 + 0.15 * level, 0.7)
    return QColor(
        round(base.red() * (1 - t) + hill.red() * t),
        round(base.green() * (1 - t) + hill.green() * t),
        round(base.blue() * (1 - t) + hill.blue() * t),
    )


#: the font of this game's pictures, sized in pixels
font = pixel_font


def text_colour(fill: QColor) -> QColor:
    luma = 0.299 * fill.red() + 0.587 * fill.green() + 0.114 * fill.blue()
    return QColor("#101010") if luma > 150 else QColor("#f8f8f8")


# --------------------------------------------------------------------------- pieces


def unit_block(rect: QRectF) -> QRectF:
    """The block of a unit drawn in its hex's box ``rect``."""
    return rect.adjusted(rect.width() * 0.2, rect.height() * 0.22, -rect.width() * 0.2, -rect.height() * 0.22)


def paint_unit(
    p: QPainter,
    rect: QRectF,
    colour: QColor,
    code: str,
    rank: str,
    figures: int,
    full: int,
    *,
    general: bool = False,
    horse: bool = False,
    selected: bool = False,
) -> None:
    """A unit block: army colour, rank symbol, code, and one pip per figure (hollow = lost)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = unit_block(rect)
    p.setBrush(QBrush(colour))
    p.setPen(QPen(SELECTED if selected else INK, 3.0 if selected else 1.4))
    if horse:
        p.drawRoundedRect(r, r.width() * 0.35, r.height() * 0.35)
    else:
        p.drawRoundedRect(r, 4, 4)
    ink = text_colour(colour)
    p.setPen(ink)
    p.setFont(font(r.height() * 0.28))
    top = QRectF(r.left(), r.top() + 1, r.width(), r.height() * 0.34)
    p.drawText(top, Qt.AlignmentFlag.AlignCenter, ("★ " if general else "") + RANK_SYMBOL.get(rank, "?"))
    p.setFont(font(r.height() * 0.3, bold=True))
    mid = QRectF(r.left(), r.top() + r.height() * 0.3, r.width(), r.height() * 0.36)
    p.drawText(mid, Qt.AlignmentFlag.AlignCenter, code)
    n = max(full, figures)
    if n <= 0:
        return
    d = min(r.width() / (n * 1.6), r.height() * 0.16)
    y = r.bottom() - d * 1.3
    x0 = r.center().x() - (n - 1) * d * 0.8
    for i in range(n):
        c = QPointF(x0 + i * d * 1.6, y)
        p.setPen(QPen(ink, 1))
        p.setBrush(QBrush(ink) if i < figures else Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, d / 2, d / 2)


def paint_leader(p: QPainter, rect: QRectF, colour: QColor, kind: str, *, selected: bool = False) -> None:
    """A leader badge: a round token in the army colour with a helmet and his kind's initial."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = rect.adjusted(1, 1, -1, -1)
    p.setBrush(QBrush(colour.lighter(115)))
    p.setPen(QPen(SELECTED if selected else INK, 3.0 if selected else 1.4))
    p.drawEllipse(r)
    ink = text_colour(colour)
    # a samurai helmet: a dome with a brim
    cx, cy, w = r.center().x(), r.center().y(), r.width()
    helmet = QPainterPath()
    helmet.moveTo(cx - w * 0.28, cy + w * 0.02)
    helmet.arcTo(QRectF(cx - w * 0.22, cy - w * 0.28, w * 0.44, w * 0.5), 180, -180)
    helmet.lineTo(cx + w * 0.28, cy + w * 0.02)
    helmet.closeSubpath()
    p.setBrush(QBrush(ink))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawPath(helmet)
    p.setPen(ink)
    p.setFont(font(w * 0.3, bold=True))
    p.drawText(QRectF(r.left(), cy + w * 0.02, r.width(), w * 0.4), Qt.AlignmentFlag.AlignCenter, kind[:1].upper())


def paint_tile_badge(p: QPainter, rect: QRectF, side: str, rotated: bool, *, selected: bool = False) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QBrush(QColor(250, 246, 230, 235)))
    p.setPen(QPen(SELECTED if selected else QColor("#5a4a2a"), 3.0 if selected else 1.2))
    p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 3, 3)
    p.setPen(QColor("#5a4a2a"))
    p.setFont(font(rect.height() * 0.42, bold=True))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, side + (" ⟲" if rotated else ""))


# --------------------------------------------------------------------------- terrain symbols


def paint_terrain_symbol(
    p: QPainter, cx: float, cy: float, size: float, ident: str, owner_colour: QColor | None
) -> None:
    """A small symbol for a terrain type, so terrain reads in black and white prints too."""
    s = size
    ink = QColor(40, 40, 30, 170)
    p.setPen(QPen(ink, max(1.0, s * 0.04)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    if ident == "forest":
        p.setBrush(QBrush(QColor("#3f6b2a")))
        p.setPen(Qt.PenStyle.NoPen)
        for dx, dy in ((-0.3, -0.1), (0.3, -0.1), (0.0, 0.25)):
            x, y = cx + dx * s, cy + dy * s - s * 0.35
            p.drawPolygon(
                QPolygonF(
                    [QPointF(x, y - s * 0.22), QPointF(x - s * 0.16, y + s * 0.12), QPointF(x + s * 0.16, y + s * 0.12)]
                )
            )
    elif ident in ("river", "ford"):
        pen = QPen(QColor("#2e6aa8") if ident == "river" else QColor("#4a86c4"), max(1.0, s * 0.05))
        if ident == "ford":
            pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        for k in (-0.25, 0.05):
            path = QPainterPath()
            path.moveTo(cx - s * 0.45, cy + k * s)
            for i in range(1, 10):
                x = cx - s * 0.45 + i * s * 0.1
                path.lineTo(x, cy + k * s + math.sin(i * 1.4) * s * 0.05)
            p.drawPath(path)
    elif ident == "bridge":
        p.setPen(QPen(QColor("#6a4a2a"), max(1.5, s * 0.07)))
        p.drawLine(QPointF(cx - s * 0.45, cy - s * 0.2), QPointF(cx + s * 0.45, cy - s * 0.2))
        p.drawLine(QPointF(cx - s * 0.45, cy + s * 0.1), QPointF(cx + s * 0.45, cy + s * 0.1))
    elif ident == "village":
        p.setBrush(QBrush(QColor("#8a4b2a")))
        p.setPen(Qt.PenStyle.NoPen)
        for dx in (-0.25, 0.2):
            x, y = cx + dx * s, cy - s * 0.35
            p.drawPolygon(QPolygonF([QPointF(x - s * 0.16, y), QPointF(x, y - s * 0.15), QPointF(x + s * 0.16, y)]))
            p.drawRect(QRectF(x - s * 0.11, y, s * 0.22, s * 0.16))
    elif ident == "rice_paddy":
        p.setPen(QPen(QColor("#4f7a2f"), max(1.0, s * 0.04)))
        for i in range(-2, 3):
            x = cx + i * s * 0.16
            p.drawLine(QPointF(x, cy - s * 0.45), QPointF(x, cy - s * 0.25))
    elif ident == "ravine":
        p.setPen(QPen(QColor("#5a4633"), max(1.0, s * 0.06)))
        path = QPainterPath()
        path.moveTo(cx - s * 0.45, cy - s * 0.3)
        for i in range(1, 7):
            path.lineTo(cx - s * 0.45 + i * s * 0.15, cy - s * (0.3 + (0.12 if i % 2 else 0)))
        p.drawPath(path)
    elif ident == "camp":
        p.setBrush(QBrush(owner_colour or QColor("#888888")))
        p.setPen(QPen(ink, 1))
        x, y = cx, cy - s * 0.3
        p.drawPolygon(
            QPolygonF(
                [QPointF(x - s * 0.25, y + s * 0.15), QPointF(x, y - s * 0.18), QPointF(x + s * 0.25, y + s * 0.15)]
            )
        )


def paint_hill(p: QPainter, polygon: list[tuple[float, float]], level: int) -> None:
    """Contour lines inside a hex, one per level of the plastic hill."""
    cx = sum(x for x, _ in polygon) / len(polygon)
    cy = sum(y for _, y in polygon) / len(polygon)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(110, 75, 30, 200), 2.0))
    for k in range(level):
        f = 0.86 - 0.14 * k
        p.drawPolygon(QPolygonF([QPointF(cx + (x - cx) * f, cy + (y - cy) * f) for x, y in polygon]))


def paint_objective(p: QPainter, polygon: list[tuple[float, float]], banners: int, colour: QColor) -> None:
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(colour, 3.5, Qt.PenStyle.DotLine))
    p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in polygon]))
    cx = sum(x for x, _ in polygon) / len(polygon)
    ys = [y for _, y in polygon]
    top = min(ys)
    p.setFont(font((max(ys) - top) * 0.2, bold=True))
    p.setPen(colour.darker(140))
    p.drawText(QRectF(cx - 30, top + 2, 60, 16), Qt.AlignmentFlag.AlignCenter, f"⚑{banners}")


def draw_text_box(p: QPainter, rect: QRectF, text: str, px: float, colour: QColor, align: Any = None) -> None:
    """Bold text with a contrasting halo, readable on the baselines and terrain under it."""
    draw_label(p, rect, text, px, colour, align)
