"""The items of an area board: areas as outlines with holes, the corner handles the polygon tool
grabs, the borders and token slots the engine derives (an overlay), and the background picture a
user traces a physical board over."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QAbstractGraphicsShapeItem,
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from editor.i18n import tr
from editor.polygons import Point
from engine.core.areamap import AreaMap, Border

AREA_PEN = QColor("#4b463c")
LAND_BORDER = QColor(70, 45, 20, 150)
COAST_BORDER = QColor(30, 90, 170, 210)
SLOT_FILL = QColor(255, 250, 235, 230)
HANDLE = QColor("#ffffff")
HANDLE_EDGE = QColor("#202020")
HANDLE_SELECTED = QColor("#ffb000")
#: corner handles are drawn this many screen pixels wide, whatever the zoom
HANDLE_PIXELS = 7.0
#: border slots are drawn this many board units across
SLOT_RADIUS = 5.0


def outline_path(points: Sequence[Point], holes: Iterable[Sequence[Point]] = ()) -> QPainterPath:
    """A closed path of an outline and its holes (filled with the odd-even rule)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for ring in (points, *holes):
        if len(ring) >= 2:
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
            path.closeSubpath()
    return path


class AreaItem(QGraphicsPathItem):
    """One area: its outline and holes. ``cell`` is its id; ``label_item`` its name (grid labels)."""

    def __init__(self, cell: str, points: Sequence[Point], holes: Iterable[Sequence[Point]] = ()) -> None:
        super().__init__(outline_path(points, holes))
        self.cell = cell
        self.points = list(points)
        self.holes = [list(h) for h in holes]
        pen = QPen(AREA_PEN, 1.2)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setZValue(0)
        self.label_item: QGraphicsSimpleTextItem | None = None

    def show_outline(self, points: Sequence[Point]) -> None:
        """Draw the area with ``points`` (a drag preview; the document is untouched)."""
        self.setPath(outline_path(points, self.holes))

    def restore(self) -> None:
        self.setPath(outline_path(self.points, self.holes))


class VertexHandles(QGraphicsItem):
    """The corners of every area as small squares of a fixed size on screen; the selected ones lit."""

    def __init__(self) -> None:
        super().__init__()
        self.points: list[Point] = []
        self.selected: list[Point] = []
        self.setZValue(60)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._rect = QRectF()

    def set_points(self, points: Iterable[Point], selected: Iterable[Point] = ()) -> None:
        self.prepareGeometryChange()
        self.points = sorted(set(points))
        self.selected = list(selected)
        if self.points:
            xs = [p[0] for p in self.points]
            ys = [p[1] for p in self.points]
            self._rect = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        else:
            self._rect = QRectF()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-40, -40, 40, 40)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        scale = painter.worldTransform().m11() or 1.0
        half = HANDLE_PIXELS / 2 / abs(scale)
        edge = QPen(HANDLE_EDGE, 1.0)
        edge.setCosmetic(True)
        painter.setPen(edge)
        painter.setBrush(QBrush(HANDLE))
        for x, y in self.points:
            painter.drawRect(QRectF(x - half, y - half, 2 * half, 2 * half))
        painter.setBrush(QBrush(HANDLE_SELECTED))
        for x, y in self.selected:
            painter.drawRect(QRectF(x - half * 1.5, y - half * 1.5, 3 * half, 3 * half))


def border_items(area_map: AreaMap, anchors: dict[str, Point], labels: dict[str, str]) -> list[QGraphicsItem]:
    """The borders the engine derived from the polygons, as an overlay graph: a line from each area's
    anchor through the border's slot to the other's (dashed blue for a coast), and a disc on each
    slot. Every item carries the border's id (``data(0)``) and says what it joins."""
    out: list[QGraphicsItem] = []
    for bid in sorted(area_map.borders):
        b = area_map.borders[bid]
        a_water = area_map.areas[b.a].water if b.a in area_map.areas else False
        b_water = area_map.areas[b.b].water if b.b in area_map.areas else False
        if a_water and b_water:
            continue
        tip = _border_tip(b, labels)
        path = QPainterPath()
        ends = [anchors[x] for x in (b.a, b.b) if x in anchors and not area_map.areas[x].water]
        if ends:
            path.moveTo(QPointF(*ends[0]))
            path.lineTo(QPointF(*b.slot))
            if len(ends) > 1:
                path.lineTo(QPointF(*ends[1]))
        line = QGraphicsPathItem(path)
        pen = _border_pen(b, 2.0)
        if b.coastal:
            pen.setStyle(Qt.PenStyle.DashLine)
        out.append(_border_mark(line, pen, 6, bid, tip))
        for k, (x, y) in enumerate(b.stretches or (b.slot,)):
            r = SLOT_RADIUS if k == 0 else SLOT_RADIUS * 0.7
            slot = QGraphicsEllipseItem(QRectF(x - r, y - r, 2 * r, 2 * r))
            slot.setBrush(QBrush(SLOT_FILL))
            out.append(_border_mark(slot, _border_pen(b, 1.5), 7, bid, tip))
    return out


def _border_pen(b: Border, width: float) -> QPen:
    """A border's line and slots: blue for a coast, brown for land, ``width`` screen pixels whatever the zoom."""
    pen = QPen(COAST_BORDER if b.coastal else LAND_BORDER, width)
    pen.setCosmetic(True)
    return pen


def _border_mark(
    item: QAbstractGraphicsShapeItem, pen: QPen, z: float, bid: str, tip: str
) -> QAbstractGraphicsShapeItem:
    """``item`` drawn as a mark of border ``bid``: tipped, above the areas, letting clicks through
    to the area under it."""
    item.setPen(pen)
    item.setZValue(z)
    item.setData(0, bid)
    item.setToolTip(tip)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def _border_tip(b: Border, labels: dict[str, str]) -> str:
    fields = {
        "a": labels.get(b.a, b.a),
        "b": labels.get(b.b, b.b),
        "kind": tr("coast") if b.coastal else tr("land border"),
        "length": f"{b.length:.1f}",
    }
    if len(b.stretches) > 1:
        return tr("{a} – {b}: {kind}, length {length}, %n stretches", None, len(b.stretches)).format(**fields)
    return tr("{a} – {b}: {kind}, length {length}").format(**fields)


def background_item(path: Path | None, settings: Any) -> QGraphicsPixmapItem | None:
    """The background picture placed and faded as its settings say, or ``None`` when there is no
    picture or it cannot be read (the area panel says so)."""
    if path is None or settings is None or not path.is_file():
        return None
    pixmap = QPixmap(str(path))
    if pixmap.isNull():
        return None
    item = QGraphicsPixmapItem(pixmap)
    item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
    item.setScale(float(settings.scale))
    item.setPos(float(settings.offset[0]), float(settings.offset[1]))
    item.setOpacity(float(settings.opacity))
    item.setZValue(-10)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item
