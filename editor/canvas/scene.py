"""The board scene: one polygon item per cell, one item per piece, all mirroring the document.

Items never change the document; they are rebuilt from it when :attr:`Document.changed`
says what changed. Tools may move piece items temporarily (a drag preview) and restore them.
On an area board the cells are :class:`~editor.canvas.area_items.AreaItem` outlines (with holes),
over the document's background picture, with the corner handles of the polygon tool and the
borders the engine derives as an overlay.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractGraphicsShapeItem,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsPolygonItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from editor.boards import AreaBoardShape, CellGroup
from editor.canvas.area_items import AreaItem, VertexHandles, background_item, border_items
from editor.canvas.legality import DragVerdicts, LegalityOverlay
from editor.canvas.textures import textured_brush
from editor.document import Change, Document

PieceRef = tuple[str, int]

GRID_PEN = QColor("#7a7466")
HOVER = QColor(255, 255, 255, 90)
DROP_OK = QColor(40, 170, 80, 110)
DROP_BAD = QColor(210, 50, 40, 110)
MARK = QColor(255, 200, 0, 120)
AREA_SELECTED = QColor("#ffb000")
#: when cells' and areas' names are shown (View > Names)
LABEL_MODES = ("never", "selection", "hover", "always")
#: how much of an area's fill is kept over a background picture (so the picture shows through)
FILL_OVER_PICTURE = 0.35


class CellItem(QGraphicsPolygonItem):
    def __init__(self, cell: Any, polygon: list[tuple[float, float]]) -> None:
        super().__init__(QPolygonF([QPointF(x, y) for x, y in polygon]))
        self.cell = cell
        self.setPen(QPen(GRID_PEN, 1.0))
        self.setZValue(0)
        self.label_item: QGraphicsSimpleTextItem | None = None


#: the smallest on-screen size (pixels) of the part of a piece that carries its text (a 12-pixel
#: code or initial): below it, at a low zoom, the piece is drawn larger so its text stays readable,
#: up to ``MAX_PIECE_GROWTH`` times and never past its cell
MIN_PIECE_BODY_PX = 40.0
MAX_PIECE_GROWTH = 2.0


class PieceItem(QGraphicsObject):
    """A piece drawn by the game plugin from the piece's data, never smaller on screen than
    :data:`MIN_PIECE_BODY_PX` allows (within :data:`MAX_PIECE_GROWTH`)."""

    def __init__(
        self, scene: BoardScene, ref: PieceRef, rect: QRectF, body: QRectF | None = None, cell: QRectF | None = None
    ) -> None:
        super().__init__()
        self.board_scene = scene
        self.ref = ref
        self.rect = rect
        #: the part that carries the piece's text (see :meth:`KindLook.piece_body`)
        self.body = body if body is not None else rect
        side = min(self.body.width(), self.body.height())
        room = min(cell.width(), cell.height()) * 0.95 / side if cell is not None and side > 0 else MAX_PIECE_GROWTH
        #: how much larger the piece may be drawn: its text part never outgrows the cell
        self.max_growth = max(1.0, min(MAX_PIECE_GROWTH, room))
        self.setAcceptHoverEvents(False)

    def growth(self, zoom: float) -> float:
        """How much larger than its cell's share the piece is drawn at ``zoom`` (view scale)."""
        on_screen = min(self.body.width(), self.body.height()) * zoom
        if on_screen <= 0:
            return 1.0
        return max(1.0, min(self.max_growth, MIN_PIECE_BODY_PX / on_screen))

    def on_screen_body(self, zoom: float) -> float:
        """The on-screen size (pixels, the smaller side) of the piece's text-carrying part at ``zoom``."""
        return min(self.body.width(), self.body.height()) * zoom * self.growth(zoom)

    def boundingRect(self) -> QRectF:
        c = self.rect.center()
        w, h = self.rect.width() * self.max_growth, self.rect.height() * self.max_growth
        return QRectF(c.x() - w / 2, c.y() - h / 2, w, h).adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        doc = self.board_scene.document
        assert doc.kind is not None
        coll, idx = self.ref
        if idx >= len(doc.items(coll)):
            return
        grow = self.growth(QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform()))
        rect = self.rect
        if grow > 1.0:
            c = rect.center()
            rect = QRectF(c.x() - rect.width() * grow / 2, c.y() - rect.height() * grow / 2, 0, 0)
            rect.setSize(self.rect.size() * grow)
        doc.kind.look.paint_board_piece(
            doc, painter, rect, coll, doc.item(coll, idx), selected=self.ref in self.board_scene.selected
        )


class OverlayItem(QGraphicsObject):
    """One of the game's overlays, painted by the plugin over the cells and under the pieces."""

    def __init__(self, scene: BoardScene, name: str, bounds: QRectF) -> None:
        super().__init__()
        self.board_scene = scene
        self.name = name
        self.bounds = bounds
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        doc = self.board_scene.document
        if doc.kind is not None and doc.board is not None:
            doc.kind.look.paint_overlay(doc, self.name, painter)


class BoardScene(QGraphicsScene):
    selection_changed = Signal()

    def __init__(self, document: Document) -> None:
        super().__init__()
        self.document = document
        self.cell_items: dict[Any, CellItem | AreaItem] = {}
        self.piece_items: dict[PieceRef, PieceItem] = {}
        self.overlay_items: dict[str, OverlayItem] = {}
        kind = document.kind
        self.overlay_visible: dict[str, bool] = {o.name: o.default for o in (kind.overlays if kind else ())}
        self.selected: set[PieceRef] = set()
        self.border_items: list[QGraphicsItem] = []
        self.background: QGraphicsPixmapItem | None = None
        #: the corners of an area board, shown while the polygon tool is active
        self.handles: VertexHandles | None = None
        self.show_handles = False
        #: corners the polygon tool has chosen (to delete one, or to cut an area between two)
        self.selected_corners: list[tuple[float, float]] = []
        #: the polygon collection new areas are drawn into (``None``: the kind's first)
        self.draw_collection: str | None = None
        self.show_labels = False
        self.label_mode = "never"
        self._hover_cell: Any | None = None
        self._hover = self._overlay(HOVER, 50)
        self._drop = self._overlay(DROP_OK, 51)
        self._marks: list[QAbstractGraphicsShapeItem] = []
        #: the cells a dragged piece may land on, lit, and the others shaded (while dragging)
        self.legality = LegalityOverlay()
        self.legality.setVisible(False)
        self.addItem(self.legality)
        self.setBackgroundBrush(QColor("#3b3f45"))
        document.changed.connect(self.on_document_changed)
        self.rebuild()

    def _overlay(self, color: QColor, z: float) -> QGraphicsPolygonItem:
        item = QGraphicsPolygonItem()
        item.setBrush(QBrush(color))
        item.setPen(QPen(Qt.PenStyle.NoPen))
        item.setZValue(z)
        item.setVisible(False)
        self.addItem(item)
        return item

    # -- building
    def rebuild(self) -> None:
        old: list[QGraphicsItem] = [*self.cell_items.values(), *self.piece_items.values(), *self.overlay_items.values()]
        old += self.border_items
        old += [i for i in (self.background, self.handles) if i is not None]
        for old_item in old:
            self.removeItem(old_item)
        self.cell_items.clear()
        self.piece_items.clear()
        self.overlay_items.clear()
        self.border_items = []
        self.background = None
        self.handles = None
        board = self.document.board
        if board is None:
            return
        areas = isinstance(board, AreaBoardShape)
        for cell in board.cells():
            item: CellItem | AreaItem
            if isinstance(board, AreaBoardShape):
                item = AreaItem(cell, board.polygon(cell), board.holes(cell))
            else:
                item = CellItem(cell, board.polygon(cell))
            self.addItem(item)
            self.cell_items[cell] = item
            label = QGraphicsSimpleTextItem(board.label(cell), item)
            f = QFont()
            f.setPixelSize(9)
            label.setFont(f)
            label.setBrush(QColor("#4a4538"))
            cx, cy = board.center(cell)
            br = label.boundingRect()
            if areas:
                # an area's name is sized to the area (as Tiled's object names), so names of small
                # provinces neither run into each other nor hide a traced picture
                label.setScale(_fitting_scale(br, item.boundingRect()))
            shown = label.scale()
            label.setPos(cx - br.width() * shown / 2, cy + br.height() * shown * 0.6)
            label.setVisible(False)  # _show_labels decides, once every cell is built
            item.label_item = label
        self.refresh_layers()
        for c in self.document.kind.collections if self.document.kind else ():
            self.rebuild_collection(c.name)
        self._show_labels()
        x0, y0, x1, y1 = board.bounds()
        for name, visible in self.overlay_visible.items():
            overlay = OverlayItem(self, name, QRectF(x0, y0, x1 - x0, y1 - y0).adjusted(-40, -40, 40, 40))
            overlay.setVisible(visible)
            self.addItem(overlay)
            self.overlay_items[name] = overlay
        rect = QRectF(x0, y0, x1 - x0, y1 - y0)
        if isinstance(board, AreaBoardShape):
            self._build_area_extras(board)
            if self.background is not None:
                rect = rect.united(self.background.sceneBoundingRect())
        self.setSceneRect(rect.adjusted(-60, -60, 60, 60))
        if areas:
            self._outline_selection()

    def _build_area_extras(self, board: AreaBoardShape) -> None:
        """The background picture, the corner handles and the border overlay of an area board."""
        doc = self.document
        self.background = background_item(doc.background_path(), doc.background())
        if self.background is not None:
            self.addItem(self.background)
            self.refresh_layers()
        self.handles = VertexHandles()
        corners = [p for ring in doc.rings().values() for p in ring]
        self.selected_corners = [c for c in self.selected_corners if c in corners]
        self.handles.set_points(corners, self.selected_corners)
        self.handles.setVisible(self.show_handles)
        self.addItem(self.handles)
        name = getattr(doc.kind, "border_overlay", None)
        if name and name in self.overlay_visible:
            anchors = {c: board.center(c) for c in board.cells()}
            labels = {c: board.label(c) for c in board.cells()}
            self.border_items = border_items(board.area_map(), anchors, labels)
            for item in self.border_items:
                item.setVisible(self.overlay_visible[name])
                self.addItem(item)

    def set_handles_visible(self, visible: bool, selected: list[tuple[float, float]] | None = None) -> None:
        """Show the corners of an area board (the polygon tool does), lighting ``selected``."""
        self.show_handles = visible
        if self.handles is not None:
            self.handles.setVisible(visible)
            if selected is not None:
                self.handles.set_points(self.handles.points, selected)

    def preview_outlines(self, outlines: dict[str, list[tuple[float, float]]]) -> None:
        """Draw areas with other outlines (a corner being dragged); the document is untouched."""
        for cell, pts in outlines.items():
            item = self.cell_items.get(cell)
            if isinstance(item, AreaItem):
                item.show_outline(pts)

    def restore_outlines(self) -> None:
        for item in self.cell_items.values():
            if isinstance(item, AreaItem):
                item.restore()

    def refresh_layers(self, cells: Any = None) -> None:
        doc = self.document
        board = doc.board
        if board is None:
            return
        faded = self.background is not None
        for cell, item in self.cell_items.items():
            color = doc.kind.look.cell_color(doc, cell) if doc.kind is not None else QColor("#f4f1e8")
            texture = doc.kind.look.cell_texture(doc, cell) if doc.kind is not None else None
            if doc.kind is not None:
                item.setToolTip(doc.kind.look.cell_tooltip(doc, cell))
            if faded:
                color = QColor(color)
                color.setAlphaF(color.alphaF() * FILL_OVER_PICTURE)
            item.setBrush(textured_brush(color, texture))

    def preview_cell(self, cell: Any, color: QColor) -> None:
        """Show a cell in ``color`` without touching the document (paint stroke previews)."""
        item = self.cell_items.get(cell)
        if item is not None:
            item.setBrush(QBrush(color))

    def rebuild_collection(self, name: str) -> None:
        for ref in [r for r in self.piece_items if r[0] == name]:
            self.removeItem(self.piece_items.pop(ref))
        doc = self.document
        board = doc.board
        if board is None or doc.kind is None:
            return
        coll = doc.kind.collection(name)
        self.selected = {r for r in self.selected if r[0] != name or r[1] < len(doc.items(name))}
        for idx in range(len(doc.items(name))):
            ref = (name, idx)
            cell = doc.cell_of(name, idx)
            if cell is None or not board.contains(cell):
                continue
            box = self._cell_rect(cell)
            rect = doc.kind.look.piece_rect(name, doc.item(name, idx), box)
            item = PieceItem(self, ref, rect, doc.kind.look.piece_body(name, doc.item(name, idx), rect), box)
            item.setZValue(coll.z)
            self.addItem(item)
            self.piece_items[ref] = item
            self.place_item(item, cell)
            tip = doc.kind.look.piece_tooltip(name, doc.item(name, idx))
            if tip:
                item.setToolTip(tip)

    def _cell_rect(self, cell: Any) -> QRectF:
        board = self.document.board
        assert board is not None
        poly = board.polygon(cell)
        cx, cy = board.center(cell)
        xs = [x - cx for x, _ in poly]
        ys = [y - cy for _, y in poly]
        return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def place_item(self, item: PieceItem, cell: Any) -> None:
        board = self.document.board
        assert board is not None
        x, y = board.center(cell)
        item.setPos(x, y)
        facing = self.document.facing_of(*item.ref)
        item.setRotation(board.facing_angle(facing) if facing is not None else 0.0)

    def on_document_changed(self, change: Change) -> None:
        doc = self.document
        background = doc.kind.background_field if doc.kind is not None else None
        if change.scope == "refused":
            return  # nothing changed
        self.set_marks([])  # what they marked (an issue's place) was the document as it was
        if background and change.scope == "document" and (change.name or "").split(".")[0] == background:
            self._refresh_background()
        elif change.scope == "polygons" or (change.scope == "items" and doc.changes_board(change)):
            self.rebuild()  # an area changed: the board is drawn again, the selection kept
        elif change.scope == "items" and change.name is not None:
            self.rebuild_collection(change.name)
        elif change.scope == "layer":
            self.refresh_layers()
        else:
            self.selected.clear()
            self.rebuild()
        for overlay in self.overlay_items.values():
            overlay.update()
        self.update()

    def _refresh_background(self) -> None:
        """The background picture's settings changed: place it again (nothing else is redrawn)."""
        if self.background is not None:
            self.removeItem(self.background)
            self.background = None
        self.background = background_item(self.document.background_path(), self.document.background())
        if self.background is not None:
            self.addItem(self.background)
        self.refresh_layers()

    # -- queries
    def piece_at(self, pos: QPointF) -> PieceRef | None:
        """The topmost piece under a scene position; on an area board, else the area's own record."""
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            if isinstance(item, PieceItem):
                local = item.mapFromScene(pos)
                if item.rect.contains(local):
                    return item.ref
        doc = self.document
        if isinstance(doc.board, AreaBoardShape) and doc.kind is not None:
            cell = self.cell_at(pos)
            ref = doc.kind.cell_piece(doc, cell) if cell is not None else None
            if ref is not None and ref in self.piece_items:
                return ref
        return None

    def cell_at(self, pos: QPointF) -> Any | None:
        board = self.document.board
        return None if board is None else board.cell_at(pos.x(), pos.y())

    # -- selection and overlays
    def set_selection(self, refs: set[PieceRef]) -> None:
        refs = {r for r in refs if r in self.piece_items}  # only pieces on the board can be selected
        changed = refs != self.selected
        self.selected = refs
        for item in self.piece_items.values():
            item.update()
        self._outline_selection()
        if changed:
            self.set_marks([])  # the user moved on from the marked place
            if self.label_mode == "selection":
                self._show_labels()
            self.selection_changed.emit()

    def _outline_selection(self) -> None:
        """On an area board, the areas whose own record is selected are outlined."""
        doc = self.document
        if not isinstance(doc.board, AreaBoardShape) or doc.kind is None:
            return
        for cell, item in self.cell_items.items():
            chosen = doc.kind.cell_piece(doc, cell) in self.selected
            pen = QPen(AREA_SELECTED, 3.5) if chosen else QPen(QColor("#4b463c"), 1.2)
            pen.setCosmetic(True)
            item.setPen(pen)
            item.setZValue(1 if chosen else 0)

    def set_overlay_visible(self, name: str, visible: bool) -> None:
        if name in self.overlay_visible:
            self.overlay_visible[name] = visible
            item = self.overlay_items.get(name)
            if item is not None:
                item.setVisible(visible)
            kind = self.document.kind
            if kind is not None and getattr(kind, "border_overlay", None) == name:
                for border in self.border_items:
                    border.setVisible(visible)

    def set_label_mode(self, mode: str) -> None:
        """Which cells' and areas' names are shown (as Tiled's object names): ``never``, those of
        the ``selection``, the one under the pointer (``hover``), or ``always``."""
        assert mode in LABEL_MODES, mode
        self.label_mode = mode
        self.show_labels = mode == "always"
        self._show_labels()

    def _show_labels(self) -> None:
        mode = self.label_mode
        shown: set[Any] = set()
        if mode == "hover" and self._hover_cell is not None:
            shown.add(self._hover_cell)
        elif mode == "selection":
            doc = self.document
            if isinstance(doc.board, AreaBoardShape) and doc.kind is not None:
                shown |= {c for c in self.cell_items if doc.kind.cell_piece(doc, c) in self.selected}
            shown |= {doc.cell_of(*ref) for ref in self.selected if ref in self.piece_items}
        for cell, item in self.cell_items.items():
            if item.label_item is not None:
                item.label_item.setVisible(mode == "always" or cell in shown)

    def _polygon(self, cell: Any) -> QPolygonF:
        board = self.document.board
        assert board is not None
        return QPolygonF([QPointF(x, y) for x, y in board.polygon(cell)])

    def _mark_shape(self, cell: Any) -> QAbstractGraphicsShapeItem:
        item = self.cell_items.get(cell)
        if isinstance(item, AreaItem):
            return QGraphicsPathItem(item.path())
        return QGraphicsPolygonItem(self._polygon(cell))

    def set_hover(self, cell: Any | None) -> None:
        self._hover_cell = cell
        if self.label_mode == "hover":
            self._show_labels()
        if cell is None:
            self._hover.setVisible(False)
            return
        self._hover.setPolygon(self._polygon(cell))
        self._hover.setVisible(True)

    def set_drop_target(self, cell: Any | None, ok: bool = True) -> None:
        if cell is None:
            self._drop.setVisible(False)
            return
        self._drop.setPolygon(self._polygon(cell))
        self._drop.setBrush(QBrush(DROP_OK if ok else DROP_BAD))
        self._drop.setVisible(True)

    def show_legality(self, verdicts: DragVerdicts) -> None:
        """Light the cells a dragged piece may land on and shade the others."""
        board = self.document.board
        if board is None:
            return
        item_path = {c: i for c, i in self.cell_items.items() if isinstance(i, AreaItem)}

        def outline(cell: Any) -> list[tuple[float, float]]:
            item = item_path.get(cell)
            if item is not None:  # an area's own outline (its holes are not shaded over)
                return [(p.x(), p.y()) for p in item.path().toFillPolygon().toList()]
            return board.polygon(cell)

        self.legality.show_verdicts(verdicts, outline)

    def clear_legality(self) -> None:
        self.legality.clear()

    def set_marks(self, cells: list[Any], color: QColor = MARK) -> None:
        """Highlight cells (issue locations, line-of-sight results, legal targets)."""
        for m in self._marks:
            self.removeItem(m)
        self._marks = []
        flat = [part for c in cells for part in (c if isinstance(c, CellGroup) else (c,))]
        for c in flat:
            if self.document.board is None or not self.document.board.contains(c):
                continue
            item = self._mark_shape(c)
            item.setBrush(QBrush(color))
            item.setPen(QPen(Qt.PenStyle.NoPen))
            item.setZValue(40)
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
            self.addItem(item)
            self._marks.append(item)


def _fitting_scale(text: QRectF, area: QRectF) -> float:
    """The scale at which a name of ``text``'s size fits inside ``area``'s bounding box: at most
    60% of its width and a quarter of its height, never larger than the name's own size
    (its 9-pixel font at the board's scale)."""
    if text.width() <= 0 or text.height() <= 0:
        return 1.0
    return min(1.0, 0.6 * area.width() / text.width(), 0.25 * area.height() / text.height())
