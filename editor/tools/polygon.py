"""The polygon tool of area maps: draw areas corner by corner and edit their corners.

- Drawing: every click adds a corner (the first starts the area, on a corner, an edge or anywhere);
  clicking the first corner, double-clicking or Enter closes the area (one undo step); Backspace
  takes back the last corner; Esc cancels.
- Editing: drag a corner to move it in every area that holds it, so shared borders stay shared
  (Alt+drag: only in the area under the pointer); double-click an edge to add a corner (to every
  area along that edge); Shift+click a corner to choose it and press Delete to remove it;
  Shift+click a second corner of the same area and press K to cut the area in two between them.
- Snapping: a corner drawn or dropped within :data:`SNAP_PIXELS` screen pixels of another area's
  corner lands on it, else on its edge (and is welded into that edge).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem

from editor.boards import AreaBoardShape
from editor.commands import (
    AddPolygonCommand,
    DeleteVertexCommand,
    InsertVertexCommand,
    MoveVertexCommand,
    split_between,
)
from editor.i18n import QT_TR_NOOP, tr
from editor.polygons import (
    Hit,
    Point,
    PolygonEditError,
    RingKey,
    holders,
    move_vertex,
    nearest_edge,
    nearest_vertex,
    rounded,
    same_point,
    snap,
)
from editor.tools.base import Tool, ToolEvent

if TYPE_CHECKING:
    from editor.canvas.view import MapView

#: how near (screen pixels) a click must be to a corner or an edge to grab or snap to it
SNAP_PIXELS = 10.0
#: how far (screen pixels) the pointer moves before a press on a corner becomes a drag
DRAG_PIXELS = 3.0
DRAWING = QColor("#ff7a00")
SNAPPED = QColor("#00c0ff")


class PolygonTool(Tool):
    name = "polygon"
    label = QT_TR_NOOP("Polygons")
    shortcut = "G"
    tooltip = QT_TR_NOOP(
        "Draw and edit areas (G): click to add corners, click the first corner or press Enter to close; "
        "drag a corner (Alt: this area only); double-click an edge to add a corner; "
        "Shift+click a corner and press Delete to remove it; Shift+click two corners and press K to cut"
    )

    def __init__(self) -> None:
        super().__init__()
        self.points: list[Point] = []
        self._press_corner: Point | None = None
        self._press_pos: Point = (0.0, 0.0)
        self._only: RingKey | None = None
        self._dragging = False
        self._target: Point | None = None
        self._path_item: QGraphicsPathItem | None = None
        self._marker: QGraphicsEllipseItem | None = None
        self._pointer: Point | None = None

    # ------------------------------------------------------------------ activation
    def activate(self, view: MapView) -> None:
        super().activate(view)
        self.scene.set_handles_visible(True, self.scene_corners())

    def deactivate(self) -> None:
        if self.view is not None:
            self.scene.set_handles_visible(False)
        super().deactivate()

    @property
    def busy(self) -> bool:
        return bool(self.points) or self._press_corner is not None

    def scene_corners(self) -> list[Point]:
        return list(self.scene.selected_corners)

    def _set_corners(self, corners: list[Point]) -> None:
        self.scene.selected_corners = corners
        self.scene.set_handles_visible(True, corners)

    # ------------------------------------------------------------------ geometry helpers
    def tolerance(self) -> float:
        """:data:`SNAP_PIXELS` in board units at the view's zoom."""
        zoom = self.view.zoom if self.view is not None else 1.0
        return SNAP_PIXELS / max(zoom, 1e-6)

    def _rings(self) -> dict[RingKey, list[Point]]:
        return self.document.rings() if isinstance(self.document.board, AreaBoardShape) else {}

    @staticmethod
    def _xy(event: ToolEvent) -> Point:
        return (event.pos.x(), event.pos.y())

    def _on_map(
        self, event: ToolEvent, *, left_button: bool = False
    ) -> tuple[Point, dict[RingKey, list[Point]], float] | None:
        """Where ``event`` is, every ring of the map and how near snaps (:meth:`tolerance`); ``None``
        when the document is no area map or, with ``left_button``, another button was pressed."""
        if left_button and event.button != Qt.MouseButton.LeftButton:
            return None
        if not isinstance(self.document.board, AreaBoardShape):
            return None
        return self._xy(event), self._rings(), self.tolerance()

    def _cell_of(self, key: RingKey) -> str | None:
        board = self.document.board
        if not isinstance(board, AreaBoardShape):
            return None
        for a in board.areas.values():
            if (a.collection, a.index) == key[:2]:
                return a.id
        return None

    # ------------------------------------------------------------------ previews
    def _show_drawing(self, pointer: Point | None, snapped: Hit | None) -> None:
        scene = self.scene
        if self._path_item is None:
            self._path_item = QGraphicsPathItem()
            pen = QPen(DRAWING, 2.0)
            pen.setCosmetic(True)
            self._path_item.setPen(pen)
            self._path_item.setZValue(70)
            self._path_item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            scene.addItem(self._path_item)
        path = QPainterPath()
        pts = [*self.points, *([pointer] if pointer is not None else [])]
        if pts:
            path.moveTo(QPointF(*pts[0]))
            for p in pts[1:]:
                path.lineTo(QPointF(*p))
        self._path_item.setPath(path)
        self._show_marker(pointer if snapped is not None else None)

    def _show_marker(self, where: Point | None) -> None:
        if where is None:
            if self._marker is not None:
                self._marker.setVisible(False)
            return
        if self._marker is None:
            self._marker = QGraphicsEllipseItem(QRectF(-6, -6, 12, 12))
            self._marker.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
            self._marker.setPen(QPen(SNAPPED, 2))
            self._marker.setBrush(QBrush(Qt.BrushStyle.NoBrush))
            self._marker.setZValue(71)
            self._marker.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.scene.addItem(self._marker)
        self._marker.setPos(QPointF(*where))
        self._marker.setVisible(True)

    def _clear_previews(self) -> None:
        for item in (self._path_item, self._marker):
            if item is not None and item.scene() is not None:
                item.scene().removeItem(item)
        self._path_item = None
        self._marker = None

    # ------------------------------------------------------------------ mouse
    def mouse_press(self, event: ToolEvent) -> bool:
        where = self._on_map(event, left_button=True)
        if where is None:
            return False
        p, rings, tol = where
        if self.points:
            if len(self.points) >= 3 and math.dist(p, self.points[0]) <= tol:
                self.finish()
                return True
            q, _hit = snap(p, rings, tol)
            if not same_point(q, self.points[-1]):
                self.points.append(q)
            self._show_drawing(None, None)
            self.status(tr("%n corner(s): click the first corner or press Enter to close", None, len(self.points)))
            return True
        corner = nearest_vertex(p, rings, tol)
        if corner is not None:
            # a drag moves the corner; a click starts an area there (or, with Shift, chooses it)
            self._press_corner = corner.point
            self._press_pos = p
            self._dragging = False
            self._target = None
            alt = bool(event.modifiers & Qt.KeyboardModifier.AltModifier)
            self._only = corner.key if alt else None  # a corner's key names its ring: the only polygon moved
            return True
        if event.modifiers & Qt.KeyboardModifier.ShiftModifier:
            return True
        q, _hit = snap(p, rings, tol)
        self._start(q)
        return True

    def _start(self, first: Point) -> None:
        self._set_corners([])
        self.points = [first]
        self._show_drawing(None, None)
        self.status(tr("drawing an area: click to add corners; Enter or the first corner closes it, Esc cancels"))

    def mouse_move(self, event: ToolEvent) -> bool:
        where = self._on_map(event)
        if where is None:
            return False
        p, rings, tol = where
        if self.points:
            q, hit = snap(p, rings, tol)
            closing = len(self.points) >= 3 and math.dist(p, self.points[0]) <= tol
            self._show_drawing(self.points[0] if closing else q, hit if not closing else Hit("", 0, q, 0.0))
            return True
        if self._press_corner is not None:
            zoom = self.view.zoom if self.view is not None else 1.0
            if not self._dragging and math.dist(p, self._press_pos) * zoom < DRAG_PIXELS:
                return True
            self._dragging = True
            moving = [k for k, _i in holders(rings, self._press_corner) if self._only in (None, k)]
            q, hit = snap(p, rings, tol, exclude=moving)
            self._target = q
            self._show_marker(q if hit is not None else None)
            self.scene.restore_outlines()
            previews = {}
            for key, pts in move_vertex(rings, self._press_corner, q, self._only).items():
                cell = self._cell_of(key)
                if cell is not None and key[2] == 0:
                    previews[cell] = pts
            self.scene.preview_outlines(previews)
            n = len(moving)
            self.status(tr("moving a corner of %n area(s)", None, n))
            return True
        corner = nearest_vertex(p, rings, tol)
        self._show_marker(corner.point if corner is not None else None)
        return False

    def mouse_release(self, event: ToolEvent) -> bool:
        if self._press_corner is None:
            return bool(self.points)
        corner, target, dragged, only = self._press_corner, self._target, self._dragging, self._only
        self._press_corner = None
        self._dragging = False
        self._target = None
        self._show_marker(None)
        self.scene.restore_outlines()
        if not dragged:
            if not event.modifiers & Qt.KeyboardModifier.ShiftModifier:
                self._start(corner)
                return True
            chosen = self.scene_corners()
            if chosen and not same_point(chosen[-1], corner):
                self._set_corners([chosen[-1], corner])
                self.status(tr("two corners chosen: press K to cut the area between them"))
            else:
                self._set_corners([corner])
                n = len(holders(self._rings(), corner))
                self.status(tr("corner of %n area(s): Delete removes it, drag moves it", None, n))
            return True
        if target is None or same_point(target, corner):
            return True
        self._push(lambda: MoveVertexCommand(self.document, corner, target, only))
        self._set_corners([])
        return True

    def mouse_double_click(self, event: ToolEvent) -> bool:
        where = self._on_map(event, left_button=True)
        if where is None:
            return False
        p, rings, tol = where
        if len(self.points) == 1:
            # the first click of a double-click on an edge started an area: it was meant as an edit
            self.cancel()
        elif self.points:
            if len(self.points) >= 3:
                self.finish()
            return True
        if nearest_vertex(p, rings, tol) is not None:
            return True
        edge = nearest_edge(p, rings, tol)
        if edge is not None:
            key: Any = edge.key
            self._push(lambda: InsertVertexCommand(self.document, key, edge.index, rounded(edge.point)))
            return True
        return False

    # ------------------------------------------------------------------ keys
    def wants_key(self, key: int, modifiers: Qt.KeyboardModifier) -> bool:
        if self.points:
            return key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Backspace)
        if self.view is not None and self.scene_corners():
            return key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_K)
        return False

    def key_press(self, key: int, modifiers: Qt.KeyboardModifier) -> bool:
        if self.view is None:
            return False
        if self.points:
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.finish()
                return True
            if key == Qt.Key.Key_Backspace:
                self.points.pop()
                self._show_drawing(None, None)
                if not self.points:
                    self.cancel()
                return True
            return False
        corners = self.scene_corners()
        if corners and key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            point = corners[-1]
            self._push(lambda: DeleteVertexCommand(self.document, point))
            self._set_corners([])
            return True
        if len(corners) == 2 and key == Qt.Key.Key_K:
            self.split(corners[0], corners[1])
            return True
        return False

    # ------------------------------------------------------------------ edits
    def _push(self, make: Any) -> bool:
        try:
            cmd = make()
        except PolygonEditError as exc:
            self.status(tr("cannot do that: {error}").format(error=exc))
            return False
        self.document.undo_stack.push(cmd)
        return True

    def finish(self) -> None:
        """Close the area being drawn (one undo step)."""
        points, self.points = self.points, []
        self._clear_previews()
        doc = self.document
        kind = doc.kind
        if kind is None or len(points) < 3:
            self.status(tr("an area needs at least three corners"))
            return
        collection = self.scene.draw_collection or kind.polygons[0].name
        data = kind.new_area_data(doc, collection)  # type: ignore[attr-defined]  # the polygon tool edits area maps only, whose kind is an AreaDocumentKind
        if self._push(lambda: AddPolygonCommand(doc, collection, data, points)):
            self.status(
                tr("added {what} {id}").format(
                    what=tr(kind.polygon_collection(collection).label), id=next(iter(data.values()))
                )
            )

    def split(self, a: Point, b: Point) -> bool:
        """Cut the area holding corners ``a`` and ``b`` along the line between them."""
        if self._push(lambda: split_between(self.document, a, b)):
            self._set_corners([])
            return True
        return False

    def cancel(self) -> None:
        self.points = []
        self._press_corner = None
        self._dragging = False
        self._target = None
        self._clear_previews()
        if self.view is not None:
            self.scene.restore_outlines()
