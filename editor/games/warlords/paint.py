"""How a Warlords field looks, for the editor's canvas, the player's table and exported pictures:
terrain fills and marks (each type of rules/003 §6.1 distinct), units as blocks with their front
drawn toward their facing, rivers, crossings, fences, shields, cliff sides and the legend."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPolygonF

from editor.i18n import content_text, tr
from editor.words import engine_text, field_label, without_source
from engine.games.warlords.battlefield import TERRAIN_TYPES
from engine.games.warlords.tables import UNIT_TYPES

#: terrain fills (rules/003 §6.1)
TERRAIN_FILL: dict[str, QColor] = {
    "open": QColor("#ece6c8"),
    "forest": QColor("#7fa36a"),
    "hill": QColor("#d2b27a"),
    "cliff": QColor("#b89570"),
    "rice": QColor("#bfe0c8"),
    "bog": QColor("#8f9a78"),
    "village": QColor("#e2b9a2"),
}
#: the texture over each terrain's colour (editor/canvas/textures.py)
TERRAIN_TEXTURES: dict[str, str] = {
    "open": "grass",
    "forest": "woods",
    "hill": "ground",
    "cliff": "rock",
    "rice": "rows",
    "bog": "water",
    "village": "cobbles",
}
EXTENSION_FILL = QColor("#d8d4c4")
NO_MANS_LAND_FILL = QColor("#f3efdc")
RIVER = QColor("#2f74c0")
FENCE = QColor("#6b3d1f")
SHIELD = QColor("#1d1d1d")
CLIFF_EDGE = QColor("#3c2a18")
#: side colours: the first and second side of the battle
SIDE_COLOURS = (QColor("#b8322a"), QColor("#2c5aa0"))
CLAN_COLOURS: dict[str, QColor] = {
    "tiger": QColor("#d07a16"),
    "phoenix": QColor("#c0392b"),
    "dragon": QColor("#2e8b57"),
    "crab": QColor("#34608f"),
}

#: short names of the unit types drawn on the blocks
TYPE_SHORT: dict[str, str] = {
    "yari_samurai": "YS",
    "yumi_samurai": "BS",
    "hatamoto": "HT",
    "dzu_kihei": "DK",
    "kihei": "KH",
    "yari_ashigaru": "YA",
    "teppo_ashigaru": "TA",
    "yumi_ashigaru": "BA",
    "sohei": "SH",
    "?": "?",
}

DIR_VECTORS = {"N": (0.0, -1.0), "E": (1.0, 0.0), "S": (0.0, 1.0), "W": (-1.0, 0.0)}


def terrain_title(code: str) -> str:
    """A terrain type's name in the interface's language ("Forest", "Лес")."""
    if code == "open":
        return tr("Open", "terrain")
    return field_label(code).capitalize()


def terrain_effect(code: str) -> str:
    """What a terrain type does (rules/003 §6.1), in the interface's language."""
    return engine_text(TERRAIN_TYPES[code]) if code in TERRAIN_TYPES else ""


def terrain_tooltip(code: str) -> str:
    """The terrain's name and what it does (rules/003 §6.1)."""
    return f"{terrain_title(code)}: {terrain_effect(code)}"


def unit_type_name(code: str) -> str:
    """A unit type's name in the interface's language (the rules' Russian name, English fallback)."""
    t = UNIT_TYPES.get(code)
    return content_text({"en": t.name_en, "ru": t.name_ru}) if t is not None else code


def paint_terrain(painter: QPainter, rect: QRectF, code: str, *, cliff_side: str | None = None) -> None:
    """The marks of a terrain type inside a cell's ``rect`` (the fill is drawn by the caller):
    trees, contour arcs, paddy lines, reeds, houses, the cliff's impassable side."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = rect.width()
    x0, y0 = rect.left(), rect.top()
    if code == "forest":
        painter.setPen(QPen(QColor("#2f5a25"), max(1.0, s * 0.02)))
        painter.setBrush(QBrush(QColor("#4f7f3c")))
        for fx, fy in ((0.28, 0.3), (0.66, 0.26), (0.45, 0.62), (0.8, 0.68), (0.18, 0.74)):
            r = s * 0.11
            painter.drawEllipse(QPointF(x0 + fx * s, y0 + fy * s), r, r)
    elif code in ("hill", "cliff"):
        painter.setPen(QPen(QColor("#8a6a3a"), max(1.0, s * 0.025)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for k in (0.34, 0.22):
            painter.drawArc(QRectF(x0 + s * (0.5 - k), y0 + s * (0.62 - k * 0.7), 2 * k * s, 1.4 * k * s), 0, 180 * 16)
        if code == "cliff" and cliff_side in DIR_VECTORS:
            paint_cliff_side(painter, rect, cliff_side)
    elif code == "rice":
        painter.setPen(QPen(QColor("#4c9a86"), max(1.0, s * 0.02)))
        for k in range(1, 5):
            y = y0 + s * k / 5
            painter.drawLine(QPointF(x0 + s * 0.12, y), QPointF(x0 + s * 0.88, y))
    elif code == "bog":
        painter.setPen(QPen(QColor("#3d4a2c"), max(1.0, s * 0.025)))
        for fx, fy in ((0.25, 0.3), (0.6, 0.35), (0.35, 0.65), (0.72, 0.72)):
            x, y = x0 + fx * s, y0 + fy * s
            painter.drawLine(QPointF(x - s * 0.1, y), QPointF(x + s * 0.1, y))
            painter.drawLine(QPointF(x, y), QPointF(x - s * 0.04, y - s * 0.1))
            painter.drawLine(QPointF(x, y), QPointF(x + s * 0.04, y - s * 0.1))
    elif code == "village":
        painter.setPen(QPen(QColor("#6a3a2a"), max(1.0, s * 0.02)))
        painter.setBrush(QBrush(QColor("#f5e6d8")))
        for fx, fy in ((0.22, 0.25), (0.58, 0.3), (0.35, 0.6)):
            w = s * 0.2
            x, y = x0 + fx * s, y0 + fy * s
            painter.drawRect(QRectF(x, y, w, w * 0.8))
            roof = QPolygonF([QPointF(x - w * 0.1, y), QPointF(x + w / 2, y - w * 0.45), QPointF(x + w * 1.1, y)])
            painter.setBrush(QBrush(QColor("#8c3b2a")))
            painter.drawPolygon(roof)
            painter.setBrush(QBrush(QColor("#f5e6d8")))
    painter.restore()


def paint_cliff_side(painter: QPainter, rect: QRectF, side: str) -> None:
    """The cliff's impassable side as a heavy hatched edge (L725)."""
    ends = {
        "N": (rect.topLeft(), rect.topRight()),
        "E": (rect.topRight(), rect.bottomRight()),
        "S": (rect.bottomRight(), rect.bottomLeft()),
        "W": (rect.bottomLeft(), rect.topLeft()),
    }
    a, b = ends[side]
    painter.save()
    painter.setPen(QPen(CLIFF_EDGE, max(2.0, rect.width() * 0.07), Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    painter.drawLine(a, b)
    dx, dy = DIR_VECTORS[side]
    painter.setPen(QPen(CLIFF_EDGE, max(1.0, rect.width() * 0.025)))
    for k in range(1, 6):
        t = k / 6
        p = QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)
        painter.drawLine(p, QPointF(p.x() - dx * rect.width() * 0.12, p.y() - dy * rect.width() * 0.12))
    painter.restore()


def paint_edge(painter: QPainter, a: QPointF, b: QPointF, what: str, size: float) -> None:
    """An edge feature between corners ``a`` and ``b``: ``river``, ``bridge``, ``ford``,
    ``fence`` or ``shield``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if what == "river":
        # a dark bank under the water: a river reads on grass, forest and rice fields alike
        painter.setPen(QPen(RIVER.darker(170), size * 0.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(a, b)
        painter.setPen(QPen(RIVER, size * 0.14, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(a, b)
    elif what == "bridge":
        painter.setPen(QPen(QColor("#7a5230"), size * 0.08, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        mid = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
        dx, dy = (b.x() - a.x()) / 2, (b.y() - a.y()) / 2
        # planks across the river, drawn as two rails perpendicular to the edge
        nx, ny = -dy * 0.45, dx * 0.45
        for k in (-0.35, 0.35):
            c = QPointF(mid.x() + dx * k, mid.y() + dy * k)
            painter.drawLine(QPointF(c.x() - nx, c.y() - ny), QPointF(c.x() + nx, c.y() + ny))
    elif what == "ford":
        painter.setPen(QPen(QColor("#e8f2ff"), size * 0.05, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(a, b)
    elif what == "fence":
        # a pale halo under the rail and its posts: a fence reads on dark ground too
        painter.setPen(QPen(QColor(255, 250, 235, 210), size * 0.15, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawLine(a, b)
        painter.setPen(QPen(FENCE, size * 0.09, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawLine(a, b)
        painter.setBrush(QBrush(FENCE))
        for k in range(5):
            t = (k + 0.5) / 5
            p = QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)
            painter.drawEllipse(p, size * 0.05, size * 0.05)
    elif what == "shield":
        painter.setPen(QPen(SHIELD, size * 0.09, Qt.PenStyle.DashLine, Qt.PenCapStyle.FlatCap))
        painter.drawLine(a, b)
    painter.restore()


def text_px(size: float, share: float, least: int = 7) -> int:
    return max(least, int(size * share))


def paint_unit(
    painter: QPainter,
    rect: QRectF,
    colour: QColor,
    unit_type: str,
    figures: int,
    facing: str,
    *,
    name: str = "",
    state: tuple[str, ...] = (),
    selected: bool = False,
    rotated: bool = False,
) -> None:
    """A unit block inside a cell's ``rect``: its side's colour, a light front band toward
    ``facing`` (``-`` fleeing, ``?`` unknown), the type's short name and its figures.

    ``rotated``: the painter is already turned to the facing (the canvas turns pieces), so the
    front is drawn on top and the text turned back upright."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = min(rect.width(), rect.height())
    # on the canvas the block turns with the unit: square, so that it reads the same every way
    h = 0.76 if rotated else 0.6
    block = QRectF(rect.center().x() - s * 0.38, rect.center().y() - s * h / 2, s * 0.76, s * h)
    fill = QColor(colour)
    if "fleeing" in state or facing == "-":
        fill = fill.lighter(150)
    painter.setBrush(QBrush(fill))
    painter.setPen(QPen(QColor("#ffb000") if selected else QColor("#111111"), s * (0.07 if selected else 0.035)))
    painter.drawRoundedRect(block, s * 0.05, s * 0.05)
    # the front: a light band on the side the unit faces
    front = "N" if rotated else facing
    if front in DIR_VECTORS:
        band = {
            "N": QRectF(block.left(), block.top(), block.width(), block.height() * 0.22),
            "S": QRectF(block.left(), block.bottom() - block.height() * 0.22, block.width(), block.height() * 0.22),
            "E": QRectF(block.right() - block.width() * 0.18, block.top(), block.width() * 0.18, block.height()),
            "W": QRectF(block.left(), block.top(), block.width() * 0.18, block.height()),
        }[front]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor(255, 255, 255, 200)))
        painter.drawRect(band)
        dx, dy = DIR_VECTORS[front]
        cx, cy = rect.center().x() + dx * s * 0.44, rect.center().y() + dy * s * 0.34
        tip = QPointF(cx + dx * s * 0.09, cy + dy * s * 0.09)
        px, py = -dy, dx
        arrow = QPolygonF(
            [tip, QPointF(cx + px * s * 0.09, cy + py * s * 0.09), QPointF(cx - px * s * 0.09, cy - py * s * 0.09)]
        )
        painter.setBrush(QBrush(QColor("#111111")))
        painter.drawPolygon(arrow)
    painter.restore()
    # the text stays upright whatever the facing
    painter.save()
    if rotated:
        angle = {"N": 0, "E": 90, "S": 180, "W": 270}.get(facing, 0)
        painter.translate(rect.center())
        painter.rotate(-angle)
        painter.translate(-rect.center())
    short = TYPE_SHORT.get(unit_type, unit_type[:2].upper())
    f = QFont()
    f.setBold(True)
    f.setPixelSize(text_px(s, 0.2))
    painter.setFont(f)
    painter.setPen(QColor("white"))
    label = f"{short} {figures}" if figures >= 0 else short
    painter.drawText(
        QRectF(rect.left(), rect.center().y() - s * 0.16, rect.width(), s * 0.3), Qt.AlignmentFlag.AlignCenter, label
    )
    if name:
        f.setBold(False)
        f.setPixelSize(text_px(s, 0.12, 6))
        painter.setFont(f)
        painter.setPen(QColor(255, 255, 255, 230))
        # a name longer than the cell keeps its end (a unit's number: "…spearmen 2")
        shown = painter.fontMetrics().elidedText(name, Qt.TextElideMode.ElideLeft, int(rect.width() * 0.94))
        painter.drawText(
            QRectF(rect.left(), rect.center().y() + s * 0.08, rect.width(), s * 0.18),
            Qt.AlignmentFlag.AlignCenter,
            shown,
        )
    painter.restore()


def paint_hq(painter: QPainter, rect: QRectF, colour: QColor, *, destroyed: bool = False) -> None:
    """An HQ marker: a banner pole with a flag in the cell's corner."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = rect.width()
    base = QPointF(rect.left() + s * 0.14, rect.bottom() - s * 0.1)
    top = QPointF(base.x(), rect.top() + s * 0.12)
    painter.setPen(QPen(QColor("#111111"), max(1.5, s * 0.03)))
    painter.drawLine(base, top)
    flag = QPolygonF([top, QPointF(top.x() + s * 0.26, top.y() + s * 0.08), QPointF(top.x(), top.y() + s * 0.18)])
    painter.setBrush(QBrush(QColor("#777777") if destroyed else colour))
    painter.drawPolygon(flag)
    f = QFont()
    f.setBold(True)
    f.setPixelSize(text_px(s, 0.13))
    painter.setFont(f)
    painter.drawText(
        QRectF(top.x() + s * 0.02, top.y() + s * 0.2, s * 0.9, s * 0.18), Qt.AlignmentFlag.AlignLeft, tr("HQ")
    )
    painter.restore()


def legend_entries() -> list[tuple[str, str]]:
    """The terrain legend: (terrain code, what it does)."""
    return [(code, terrain_effect(code)) for code in TERRAIN_TYPES]


def unit_legend() -> list[tuple[str, str]]:
    return [(TYPE_SHORT[code], unit_type_name(code)) for code in UNIT_TYPES]


def paint_legend(painter: QPainter, rect: QRectF, *, units: bool = True, edges: bool = True) -> float:
    """The legend of terrain (with its effects), edges and unit types in ``rect``; returns the height used."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    sw = 22.0
    y = rect.top()
    f = QFont()
    f.setPixelSize(12)
    bold = QFont(f)
    bold.setBold(True)
    painter.setFont(bold)
    painter.setPen(QColor("#222222"))
    painter.drawText(
        QRectF(rect.left(), y, rect.width(), 16), Qt.AlignmentFlag.AlignLeft, without_source(tr("Terrain (rules §6.1)"))
    )
    y += 18
    for code, effect in legend_entries():
        box = QRectF(rect.left(), y, sw, sw)
        painter.setPen(QPen(QColor("#555555"), 1))
        painter.setBrush(QBrush(TERRAIN_FILL[code]))
        painter.drawRect(box)
        paint_terrain(painter, box, code, cliff_side="S")
        painter.setFont(f)
        painter.setPen(QColor("#222222"))
        text = f"{terrain_title(code)}: {without_source(effect)}"
        text_box = QRectF(rect.left() + sw + 6, y, rect.width() - sw - 6, 400)
        used = painter.boundingRect(text_box, Qt.TextFlag.TextWordWrap, text)
        painter.drawText(text_box, Qt.TextFlag.TextWordWrap, text)
        y += max(sw, used.height()) + 4
    if edges:
        y += 4
        painter.setFont(bold)
        painter.drawText(QRectF(rect.left(), y, rect.width(), 16), Qt.AlignmentFlag.AlignLeft, tr("Edges"))
        y += 18
        painter.setFont(f)
        for what, text in (
            ("river", without_source(tr("river (L713-L717)"))),
            ("bridge", field_label("bridge")),
            ("ford", field_label("ford")),
            ("fence", without_source(tr("fence (L214-L220)"))),
            ("shield", without_source(tr("shields (L205-L212)"))),
        ):
            a, b = QPointF(rect.left() + 2, y + sw / 2), QPointF(rect.left() + sw, y + sw / 2)
            if what in ("bridge", "ford"):
                paint_edge(painter, a, b, "river", sw)
            paint_edge(painter, a, b, what, sw)
            painter.setPen(QColor("#222222"))
            painter.drawText(
                QRectF(rect.left() + sw + 6, y, rect.width() - sw, sw), Qt.AlignmentFlag.AlignVCenter, text
            )
            y += sw + 2
    if units:
        y += 4
        painter.setFont(bold)
        painter.drawText(
            QRectF(rect.left(), y, rect.width(), 16), Qt.AlignmentFlag.AlignLeft, tr("Units (type, figures)")
        )
        y += 18
        painter.setFont(f)
        for short, name in unit_legend():
            painter.drawText(QRectF(rect.left(), y, rect.width(), 15), Qt.AlignmentFlag.AlignLeft, f"{short}  {name}")
            y += 15
    painter.restore()
    return y - rect.top()
