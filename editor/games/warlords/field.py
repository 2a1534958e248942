"""The Warlords field as the canvas sees it: the square grid of the battlefield with its
extension, cells named like the rulebook (``C11``, ``A5.3``), and the marks drawn over the cells
(terrain marks, cell names, deployment and control zones, rivers, crossings, fences, shields).

The grid comes from the engine's :class:`~engine.games.warlords.board.Board`, built from the
battlefield's layout, quarter names and extension only, so a half-finished battlefield (a
misspelt cell in a wood) is still drawn; what is wrong with it is the Issues panel's."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen

from editor.boards import SquareBoardShape
from editor.games.warlords import paint
from editor.i18n import tr
from engine.core.errors import WarbenchError
from engine.core.squaregrid import Cell, CellLabeler
from engine.games.warlords.battlefield import Battlefield
from engine.games.warlords.board import DIR_NAMES, Board

#: scene units per cell side (the shared canvas's square size)
CELL = 64.0


class _FieldLabels(CellLabeler):
    """The rulebook's names, extension cells included (``A5.3``)."""

    def __init__(self, board: Board) -> None:
        self.board = board

    def label(self, cell: Cell) -> str:
        i = self.board.idx(cell)
        if i < 0:
            raise ValueError(tr("{cell} is beyond the field").format(cell=cell))
        return self.board.labels[i]

    def parse(self, text: str) -> Cell:
        try:
            return self.board.cells[self.board.parse(text)]
        except WarbenchError as exc:
            raise ValueError(str(exc)) from None


def grid_board(bf: Battlefield) -> Board:
    """The engine's board of ``bf``'s grid: layout, quarter names and extension, no features."""
    bare = bf.model_copy(update={"terrain": [], "rivers": [], "fences": [], "control_zones": []})
    return Board(bare)


class FieldShape(SquareBoardShape):
    """The battlefield's grid with the engine's cell names; ``cell_kind`` is ``full`` for a
    printed deployment cell, ``no_mans_land`` or ``extension``."""

    def __init__(self, bf: Battlefield) -> None:
        self.battlefield = bf
        self.grid = grid_board(bf)
        g = self.grid
        super().__init__(g.xs, g.ys, CELL, _FieldLabels(g), origin=(g.x0, g.y0))

    def parse(self, text: str) -> Cell:
        """A cell label, or a cell edge ``A21:S`` (its cell: issues about an edge jump there)."""
        label = text.partition(":")[0] if ":" in text and text[:1].isalpha() else text
        try:
            return self.labeler.parse(label)
        except ValueError as exc:
            try:
                return Cell.parse(label)  # the engine's "x,y" notation
            except ValueError:
                raise exc from None

    def index(self, cell: Cell) -> int:
        return self.grid.idx(cell)

    def cell_kind(self, cell: Cell) -> str:
        i = self.grid.idx(cell)
        if i < 0:
            return "none"
        if not self.grid.canonical[i]:
            return "extension"
        return "no_mans_land" if i in self.grid.no_mans_land else "full"

    def parse_edge(self, text: str) -> tuple[Cell, int] | None:
        """``A21:S`` as ``(cell, side)`` named once (see :meth:`same_edge`), ``None`` if it is no edge."""
        label, _, side = text.partition(":")
        side = side.strip().upper()
        if side not in DIR_NAMES:
            return None
        try:
            cell = self.parse(label)
        except ValueError:
            return None
        if not self.contains(cell):
            return None
        return self.same_edge(cell, DIR_NAMES.index(side))

    def edge_text(self, cell: Cell, side: int) -> str:
        """The stored form of an edge, from the cell that lies on the board."""
        if not self.contains(cell):
            other = Cell(cell.x, cell.y + 1) if side == 0 else Cell(cell.x + 1, cell.y)
            return f"{self.label(other)}:{DIR_NAMES[(side + 2) % 4]}"
        return f"{self.label(cell)}:{DIR_NAMES[side]}"


def terrain_of(bf: Battlefield) -> dict[str, tuple[str, str | None]]:
    """Terrain by cell label (upper case): (type, cliff side); later features win, as in the engine."""
    out: dict[str, tuple[str, str | None]] = {}
    for feat in bf.terrain:
        for lab in feat.cells:
            out[lab.strip().upper()] = (feat.type, feat.cliff_side)
    return out


@dataclass(frozen=True)
class EdgeMark:
    cell: Cell
    side: int
    what: str


def battlefield_edges(shape: FieldShape, bf: Battlefield) -> list[EdgeMark]:
    """The rivers, crossings and map fences of ``bf`` that lie on the grid."""
    out = []
    for river in bf.rivers:
        for e in river.edges:
            hit = shape.parse_edge(e)
            if hit is not None:
                out.append(EdgeMark(hit[0], hit[1], "river"))
        for x in river.crossings:
            hit = shape.parse_edge(x.edge)
            if hit is not None:
                out.append(EdgeMark(hit[0], hit[1], x.kind))
    for e in bf.fences:
        hit = shape.parse_edge(e)
        if hit is not None:
            out.append(EdgeMark(hit[0], hit[1], "fence"))
    return out


def cell_fill(shape: FieldShape, cell: Cell, terrain: str) -> QColor:
    """The fill of a cell: its terrain's, the extension and no-man's land a little apart."""
    kind = shape.cell_kind(cell)
    if terrain != "open":
        colour = QColor(paint.TERRAIN_FILL.get(terrain, paint.TERRAIN_FILL["open"]))
        return colour.darker(108) if kind == "extension" else colour
    if kind == "extension":
        return paint.EXTENSION_FILL
    if kind == "no_mans_land":
        return paint.NO_MANS_LAND_FILL
    return paint.TERRAIN_FILL["open"]


def _rect(shape: FieldShape, cell: Cell) -> QRectF:
    pts = shape.polygon(cell)
    return QRectF(QPointF(*pts[0]), QPointF(*pts[2]))


def paint_terrain_marks(painter: QPainter, shape: FieldShape, terrain: dict[str, tuple[str, str | None]]) -> None:
    for lab, (code, side) in terrain.items():
        try:
            cell = shape.parse(lab)
        except ValueError:
            continue
        if shape.contains(cell):
            paint.paint_terrain(painter, _rect(shape, cell), code, cliff_side=side)


def paint_labels(painter: QPainter, shape: FieldShape, cells: Iterable[Cell] | None = None) -> None:
    """Cell names in the top-left corner of each cell (extension cells in grey)."""
    painter.save()
    f = QFont()
    f.setPixelSize(int(shape.size * 0.19))
    painter.setFont(f)
    for cell in cells if cells is not None else shape.cells():
        r = _rect(shape, cell)
        ext = shape.cell_kind(cell) == "extension"
        painter.setPen(QColor("#8a8574") if ext else QColor("#3b372c"))
        painter.drawText(
            r.adjusted(3, 1, -2, -2), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, shape.label(cell)
        )
    painter.restore()


def paint_zones(painter: QPainter, shape: FieldShape) -> None:
    """The four deployment zones outlined with their quarter letter, no-man's land between them
    (rules/003 §1.1-§1.2)."""
    g = shape.grid
    painter.save()
    pen = QPen(QColor("#5a5140"), 3, Qt.PenStyle.SolidLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    f = QFont()
    f.setPixelSize(int(shape.size * 0.9))
    f.setBold(True)
    for q in g.labeler.names:
        cells = [g.cells[i] for i, z in enumerate(g.zone) if z == q]
        if not cells:
            continue
        rect = _rect(shape, cells[0])
        for c in cells[1:]:
            rect = rect.united(_rect(shape, c))
        painter.setPen(pen)
        painter.drawRect(rect)
        painter.setFont(f)
        painter.setPen(QColor(90, 81, 64, 60))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, q)
    painter.restore()


def paint_control_zones(
    painter: QPainter, shape: FieldShape, bf: Battlefield, owner: Callable[[str], int] | None = None
) -> None:
    """The 2 x 4 control zones (L13, L78) as dashed frames in the colour of the side that holds
    them; the quarter's letter names them, their ids are for the file."""
    painter.save()
    for cz in bf.control_zones:
        try:
            a, b = shape.parse(cz.first), shape.parse(cz.last)
        except ValueError:
            continue
        if not (shape.contains(a) and shape.contains(b)):
            continue
        rect = _rect(shape, a).united(_rect(shape, b)).adjusted(5, 5, -5, -5)
        side = owner(cz.id) if owner is not None else -1
        colour = paint.SIDE_COLOURS[side] if side in (0, 1) else QColor("#7b2d8b")
        painter.setPen(QPen(colour, 3, Qt.PenStyle.DashLine))
        painter.setBrush(QBrush(QColor(colour.red(), colour.green(), colour.blue(), 28)))
        painter.drawRect(rect)
    painter.restore()


def paint_edges(painter: QPainter, shape: FieldShape, edges: Iterable[EdgeMark]) -> None:
    ordered = sorted(
        edges,
        key=lambda e: (
            ("river", "ford", "bridge", "fence", "shield").index(e.what)
            if e.what in ("river", "ford", "bridge", "fence", "shield")
            else 9
        ),
    )
    for e in ordered:
        (x1, y1), (x2, y2) = shape.edge_segment(e.cell, e.side)
        paint.paint_edge(painter, QPointF(x1, y1), QPointF(x2, y2), e.what, shape.size)


def used_bounds(shape: FieldShape, cells: Iterable[Cell], margin: int = 0) -> QRectF:
    """The scene rectangle of the printed field and the given cells (what a picture shows)."""
    g = shape.grid
    rect = QRectF()
    for i, c in enumerate(g.cells):
        if g.canonical[i]:
            rect = rect.united(_rect(shape, c))
    for c in cells:
        if shape.contains(c):
            rect = rect.united(_rect(shape, c))
    m = margin * shape.size
    return rect.adjusted(-m, -m, m, m)


def cell_rect(shape: FieldShape, cell: Cell) -> QRectF:
    return _rect(shape, cell)


def edge_label_pairs(shape: FieldShape, texts: Iterable[str], what: str) -> list[EdgeMark]:
    out = []
    for t in texts:
        hit = shape.parse_edge(t)
        if hit is not None:
            out.append(EdgeMark(hit[0], hit[1], what))
    return out


def cells_of(shape: FieldShape, labels: Iterable[str]) -> list[Cell]:
    out: list[Cell] = []
    for lab in labels:
        try:
            c = shape.parse(lab)
        except ValueError:
            continue
        if shape.contains(c):
            out.append(c)
    return out
