"""Overlays of the scenario editor (View > Overlays): terrain symbols and hills, the section lines
with the hexes two sections share, the armies' baselines, the map tiles and the objectives."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF

from editor.canvas.text import readable_on
from editor.games.samurai_battles import content, look
from editor.games.samurai_battles.tiles import slot_rect
from editor.i18n import QT_TR_NOOP, tr
from editor.kinds import Overlay

if TYPE_CHECKING:
    from editor.document import Document

OVERLAYS = (
    Overlay(
        "terrain",
        QT_TR_NOOP("Terrain Symbols and Hills"),
        tooltip=QT_TR_NOOP("Draw a symbol per terrain type and hill contours"),
    ),
    Overlay(
        "sections",
        QT_TR_NOOP("Sections"),
        tooltip=QT_TR_NOOP("The two section lines; hexes cut by a line belong to both sections"),
    ),
    Overlay(
        "baselines",
        QT_TR_NOOP("Baselines and Edges"),
        tooltip=QT_TR_NOOP("Each army's baseline half hexes and its edge"),
    ),
    Overlay(
        "tiles", QT_TR_NOOP("Map Tiles"), tooltip=QT_TR_NOOP("The outlines of the six map tiles and the side of each")
    ),
    Overlay("objectives", QT_TR_NOOP("Objectives"), tooltip=QT_TR_NOOP("Hexes worth temporary victory banners")),
)


def _polygon(points: list[tuple[float, float]]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def paint(document: Document, name: str, p: QPainter) -> None:
    board = document.board
    if board is None:
        return
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    {
        "terrain": _terrain,
        "sections": _sections,
        "baselines": _baselines,
        "tiles": _tiles,
        "objectives": _objectives,
    }[name](document, p)


def _terrain(doc: Document, p: QPainter) -> None:
    board = doc.board
    assert board is not None
    sc = content.scenario_of(doc)
    for rec in sc.terrain:
        try:
            cell = board.parse(rec.hex)
        except ValueError:
            continue
        poly = board.polygon(cell)
        cx, cy = board.center(cell)
        size = max(y for _, y in poly) - min(y for _, y in poly)
        owner = None
        if rec.owner is not None:
            idx = next((i for i, a in enumerate(sc.armies) if a.id == rec.owner), -1)
            owner = QColor(content.army_colour(sc, idx)) if idx >= 0 else None
        look.paint_terrain_symbol(p, cx, cy, size, rec.type, owner)
        level = max(1, rec.hill) if rec.type == "hill" else rec.hill
        if level:
            look.paint_hill(p, poly, level)


def _x_of_dx(doc: Document) -> tuple[float, float]:
    """(x of doubled column 0, hex width) in scene coordinates."""
    board = doc.board
    assert board is not None
    cell = next(c for c in board.cells() if board.is_playable(c))
    dx = int(board.label(cell).split(",")[1])
    poly = board.polygon(cell)
    w = max(x for x, _ in poly) - min(x for x, _ in poly)
    return board.center(cell)[0] - dx * w / 2, w


def _tinted(base: QColor, tint: QColor, alpha: float) -> QColor:
    """``tint`` at ``alpha`` painted over ``base``."""
    return QColor(
        round(base.red() * (1 - alpha) + tint.red() * alpha),
        round(base.green() * (1 - alpha) + tint.green() * alpha),
        round(base.blue() * (1 - alpha) + tint.blue() * alpha),
    )


def _sections(doc: Document, p: QPainter) -> None:
    board = doc.board
    assert board is not None
    sc = content.scenario_of(doc)
    fld = content.field_of(sc)
    if fld is None:
        return
    x0, w = _x_of_dx(doc)
    bx0, by0, bx1, by1 = board.bounds()
    # shared hexes: cut by a section line, orderable from both sections
    hatch = QBrush(QColor(90, 60, 160, 70), Qt.BrushStyle.BDiagPattern)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(hatch)
    for i, sections in enumerate(fld.geo_sections):
        if len(sections) > 1 and fld.kind[i] == 0:
            p.drawPolygon(_polygon(board.polygon(board.parse(fld.labels[i]))))
    pen = QPen(QColor(90, 60, 160, 220), 3, Qt.PenStyle.DashLine)
    p.setPen(pen)
    for line in sc.board.section_lines:
        x = x0 + float(line) * w
        p.drawLine(QPointF(x, by0 + 10), QPointF(x, by1 - 10))
    # section names as each army sees them, along its own edge
    xs = [bx0, x0 + float(sc.board.section_lines[0]) * w, x0 + float(sc.board.section_lines[1]) * w, bx1]
    for ai, army in enumerate(sc.armies[:2]):
        # the rulebook's sections: left flank, center, right flank (L84)
        left, center, right = tr("Left", "section"), tr("Center", "section"), tr("Right", "section")
        names = [left, center, right] if army.edge == "bottom" else [right, center, left]
        y = by1 - 38 if army.edge == "bottom" else by0 + 20  # inside the baseline row, clear of the hex tips
        # the labels stand on the army's baseline (its tint over the half hexes): its own hue,
        # dark enough to read there
        colour, _background = section_label_colours(sc, ai)
        for k in range(3):
            look.draw_text_box(p, QRectF(xs[k], y, xs[k + 1] - xs[k], 18), names[k], 14, colour)


def section_label_colours(sc: Any, army: int) -> tuple[QColor, QColor]:
    """The colour of an army's section names and the baseline tint they stand on: its own hue,
    dark enough to read there (WCAG 4.5)."""
    army_colour = QColor(content.army_colour(sc, army))
    background = _tinted(look.BASELINE_HALF, army_colour, 70 / 255)
    return readable_on(army_colour, background), background


def _baselines(doc: Document, p: QPainter) -> None:
    board = doc.board
    assert board is not None
    sc = content.scenario_of(doc)
    bx0, by0, bx1, by1 = board.bounds()
    for ai, army in enumerate(sc.armies[:2]):
        colour = QColor(content.army_colour(sc, ai))
        tint = QColor(colour)
        tint.setAlpha(70)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(tint))
        row = -1 if army.edge == "top" else sc.board.rows
        for cell in board.cells():
            if board.cell_kind(cell) == "baseline_half" and board.label(cell).startswith(f"{row},"):
                p.drawPolygon(_polygon(board.polygon(cell)))
        y = by0 - 26 if army.edge == "top" else by1 + 6
        # the edge label stands on the dark canvas around the board: light enough to read there
        look.draw_text_box(
            p,
            QRectF(bx0, y, bx1 - bx0, 20),
            (tr("{army} — top edge") if army.edge == "top" else tr("{army} — bottom edge")).format(
                army=content.army_name(sc, ai)
            ),
            15,
            readable_on(colour, QColor("#3a3f4a")),
        )


def _tiles(doc: Document, p: QPainter) -> None:
    board = doc.board
    assert board is not None
    sc = content.scenario_of(doc)
    if not sc.board.tiles:
        return
    cat = content.tile_catalogue(sc)
    placed = {tuple(t.slot): t for t in sc.board.tiles}
    for col in range(len(cat.slot_dx_offsets)):
        for row in range(len(cat.slot_row_offsets)):
            x0, y0, x1, y1 = slot_rect(sc, board, (col, row))
            tile = placed.get((col, row))
            pen = QPen(QColor(90, 70, 40, 200 if tile else 90), 2.5 if tile else 1.0)
            pen.setStyle(Qt.PenStyle.SolidLine if tile else Qt.PenStyle.DotLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(x0, y0, x1 - x0, y1 - y0).adjusted(2, 2, -2, -2))


def _objectives(doc: Document, p: QPainter) -> None:
    board = doc.board
    assert board is not None
    sc = content.scenario_of(doc)
    for ob in sc.victory.objectives:
        idx = next((i for i, a in enumerate(sc.armies) if a.id == ob.army), -1)
        colour = QColor(content.army_colour(sc, idx)) if idx >= 0 else QColor("#b8860b")
        for lab in ob.hexes:
            try:
                cell = board.parse(lab)
            except ValueError:
                continue
            look.paint_objective(p, board.polygon(cell), ob.banners, colour)
