"""The map view: zoom (Ctrl+wheel, pinch), pan (middle drag, Space+drag), fit, hover, drops,
and the forwarding of input to the active tool."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Literal

from PySide6.QtCore import QEvent, QMimeData, QPointF, Qt, Signal
from PySide6.QtGui import (
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
    QMouseEvent,
    QNativeGestureEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGestureEvent, QGraphicsView, QPinchGesture, QToolTip

from editor.boards import CellGroup
from editor.canvas.legality import DragVerdicts, cached_verdicts, show_reason_at
from editor.canvas.minimap import Minimap
from editor.canvas.scene import BoardScene
from editor.commands import AddPieceCommand
from editor.document import Document
from editor.i18n import tr
from editor.kinds import PaletteEntry
from editor.tools.base import Tool, ToolEvent

PALETTE_MIME = "application/x-warbench-palette"
ZOOM_STEP = 1.15
MIN_SCALE, MAX_SCALE = 0.1, 12.0


def palette_payload(kind: str, entry: PaletteEntry) -> bytes:
    return json.dumps({"kind": kind, "entry": entry.id}).encode("utf-8")


def palette_entry(document: Document, md: QMimeData) -> PaletteEntry | None:
    """The entry of ``document``'s palettes that a drag from a palette carries (see
    :func:`palette_payload`), or ``None`` for any other drag or another kind's palette."""
    if not md.hasFormat(PALETTE_MIME):
        return None
    try:
        payload = json.loads(bytes(md.data(PALETTE_MIME).data()).decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        return None
    kind = document.kind
    if kind is None or payload.get("kind") != kind.kind:
        return None
    for pal in kind.palettes(document.model):
        for e in pal.entries:
            if e.id == payload.get("entry"):
                return e
    return None


class MapView(QGraphicsView):
    hover_changed = Signal(str)
    status_message = Signal(str)
    zoom_changed = Signal(float)

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self.setObjectName("map.view")
        self.board_scene = scene
        self.tool: Tool | None = None
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setAcceptDrops(True)
        self.setMouseTracking(True)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        self._panning: QPointF | None = None
        self._space = False
        self._hover_cell: Any = None
        self._pinch_base = 1.0
        # the board follows the view's size (window resized, docks shown or hidden) until the
        # user zooms; "Fit to Window" turns following on again
        self.keep_fitted = True
        #: the engine's answers for every cell for the palette entry being dragged (one drag)
        self.drop_answers: DragVerdicts | None = None
        #: what the pointer's tooltip says during a drag (the reason for the cell under it)
        self.drag_tip = ""
        self._tip_cell: Any = None
        #: the whole board in the corner, while the view shows only part of it
        self.minimap = Minimap(self)

    # -- tools
    def set_tool(self, tool: Tool | None) -> None:
        if self.tool is not None:
            self.tool.deactivate()
        self.tool = tool
        if tool is not None:
            tool.activate(self)

    def tool_event(self, pos: QPointF, event: Any = None, delta: int = 0) -> ToolEvent:
        scene_pos = self.mapToScene(pos.toPoint())
        return ToolEvent(
            pos=scene_pos,
            cell=self.board_scene.cell_at(scene_pos),
            piece=self.board_scene.piece_at(scene_pos),
            button=event.button() if event is not None and hasattr(event, "button") else Qt.MouseButton.NoButton,
            modifiers=event.modifiers() if event is not None else Qt.KeyboardModifier.NoModifier,
            delta=delta,
        )

    # -- zoom and pan
    @property
    def zoom(self) -> float:
        return float(self.transform().m11())

    def _scroll_bars(self, policy: Qt.ScrollBarPolicy) -> None:
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)

    def zoom_by(self, factor: float) -> None:
        if self.keep_fitted:
            self.keep_fitted = False
            self._scroll_bars(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        new = min(MAX_SCALE, max(MIN_SCALE, self.zoom * factor))
        f = new / self.zoom
        if abs(f - 1.0) > 1e-9:
            self.scale(f, f)
            self.zoom_changed.emit(self.zoom)

    def zoom_in(self) -> None:
        self.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / ZOOM_STEP)

    def fit(self) -> None:
        # the scene rect keeps a margin round the board (room to drag pieces off it): while the
        # board is fitted the scroll bars are off, so they neither show nor steal room
        rect = self.board_scene.itemsBoundingRect()
        self.keep_fitted = True
        self._scroll_bars(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        if not rect.isEmpty():
            self.fitInView(rect.adjusted(-10, -10, 10, 10), Qt.AspectRatioMode.KeepAspectRatio)
            self.zoom_changed.emit(self.zoom)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.keep_fitted:
            self.fit()
        self.minimap.refresh()

    def centre_on_cell(self, cell: Any) -> None:
        """Centre the view on a cell, or on the middle of a :class:`~editor.boards.CellGroup`."""
        board = self.board_scene.document.board
        if board is None:
            return
        cells = [c for c in (cell if isinstance(cell, CellGroup) else (cell,)) if board.contains(c)]
        if cells:
            xs, ys = zip(*(board.center(c) for c in cells))
            self.centerOn(sum(xs) / len(xs), sum(ys) / len(ys))

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom_by(ZOOM_STEP**steps)
            event.accept()
            return
        if self.tool is not None and steps:
            te = self.tool_event(event.position(), event, delta=round(steps) or (1 if steps > 0 else -1))
            if self.tool.wheel(te):
                event.accept()
                return
        super().wheelEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.NativeGesture:
            ge = event
            assert isinstance(ge, QNativeGestureEvent)
            if ge.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
                self.zoom_by(1.0 + ge.value())
                return True
        if event.type() == QEvent.Type.Gesture:
            assert isinstance(event, QGestureEvent)
            pinch = event.gesture(Qt.GestureType.PinchGesture)
            if isinstance(pinch, QPinchGesture):
                if pinch.state() == Qt.GestureState.GestureStarted:
                    self._pinch_base = self.zoom
                target = self._pinch_base * pinch.totalScaleFactor()
                self.zoom_by(target / self.zoom)
                return True
        return super().viewportEvent(event)

    # -- mouse
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not (self._start_panning(event) or self._tool_takes("mouse_press", event)):
            super().mousePressEvent(event)

    def _start_panning(self, event: QMouseEvent) -> bool:
        """Whether ``event`` grabs the board to pan it (middle button, or left with Space held)."""
        if event.button() != Qt.MouseButton.MiddleButton and not (
            self._space and event.button() == Qt.MouseButton.LeftButton
        ):
            return False
        self._panning = event.position()
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        event.accept()
        return True

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._panning is not None:
            d = event.position() - self._panning
            self._panning = event.position()
            self.horizontalScrollBar().setValue(int(self.horizontalScrollBar().value() - d.x()))
            self.verticalScrollBar().setValue(int(self.verticalScrollBar().value() - d.y()))
            event.accept()
            return
        te = self.tool_event(event.position(), event)
        if te.cell != self._hover_cell:
            self._hover_cell = te.cell
            self.board_scene.set_hover(te.cell)
            board = self.board_scene.document.board
            self.hover_changed.emit(board.label(te.cell) if board is not None and te.cell is not None else "")
        if not self._tool_takes("mouse_move", event, te):
            super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if not (self._stop_panning(event) or self._tool_takes("mouse_release", event)):
            super().mouseReleaseEvent(event)

    def _stop_panning(self, event: QMouseEvent) -> bool:
        """Whether ``event`` lets go of the board being panned."""
        if self._panning is None or event.button() not in (Qt.MouseButton.MiddleButton, Qt.MouseButton.LeftButton):
            return False
        self._panning = None
        self.viewport().unsetCursor()
        event.accept()
        return True

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if not self._tool_takes("mouse_double_click", event):
            super().mouseDoubleClickEvent(event)

    def _tool_takes(
        self,
        handler: Literal["mouse_press", "mouse_move", "mouse_release", "mouse_double_click"],
        event: QMouseEvent,
        te: ToolEvent | None = None,
    ) -> bool:
        """Whether the active tool's ``handler`` took ``event`` (then accepted, and not passed on
        to the view's own handling); ``te``: the event in the tool's terms, when already made."""
        if self.tool is None:
            return False
        handle: Callable[[ToolEvent], bool] = getattr(self.tool, handler)
        if not handle(te if te is not None else self.tool_event(event.position(), event)):
            return False
        event.accept()
        return True

    def leaveEvent(self, event: QEvent) -> None:
        self._hover_cell = None
        self.board_scene.set_hover(None)
        self.hover_changed.emit("")
        super().leaveEvent(event)

    # -- keys
    def event(self, event: QEvent) -> bool:
        # a key the active tool handles (Delete, Enter, Backspace while drawing) goes to the tool
        # rather than to the window's shortcut for it
        if event.type() == QEvent.Type.ShortcutOverride and self.tool is not None:
            assert isinstance(event, QKeyEvent)
            if self.tool.wants_key(event.key(), event.modifiers()):
                event.accept()
                return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.tool is not None and self.tool.key_press(event.key(), event.modifiers()):
            event.accept()
            return
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        if event.key() == Qt.Key.Key_Escape and self.tool is not None and self.tool.busy:
            self.tool.cancel()
            self.status_message.emit("cancelled")
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
            self.viewport().unsetCursor()
            event.accept()
            return
        super().keyReleaseEvent(event)

    # -- drops from palettes
    def _entry_for(self, event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> PaletteEntry | None:
        entry = palette_entry(self.board_scene.document, event.mimeData())
        return entry if entry is not None and entry.collection is not None else None

    def drop_verdicts(self, entry: PaletteEntry) -> DragVerdicts:
        """The engine's answer for every cell for a piece of ``entry``: asked once per drag (and
        again only when the document changes)."""
        doc = self.board_scene.document
        assert doc.kind is not None and doc.board is not None and entry.collection is not None
        kind, board, collection = doc.kind, doc.board, entry.collection

        def compute() -> dict[Any, str | None]:
            # the game's reason comes first: it can say more than a count (whose hex, which army's limit)
            reasons = kind.place_refusals(doc, collection, dict(entry.template), list(board.cells()))
            if entry.remaining is not None and entry.remaining <= 0:
                left = tr("no {piece} left to place").format(piece=tr(entry.label))
                reasons = {c: r or left for c, r in reasons.items()}
            return reasons

        key = ("place", entry.id, doc.revision, entry.remaining)
        self.drop_answers = cached_verdicts(self.drop_answers, key, compute)
        return self.drop_answers

    def drop_verdict(self, entry: PaletteEntry, cell: Any) -> str | None:
        return self.drop_verdicts(entry).reason(cell)

    def show_drag_reason(self, pos: QPointF, cell: Any, reason: str | None, what: str) -> None:
        """The reason for the cell under the pointer, in a tooltip at the pointer (once per cell)."""
        if cell == self._tip_cell and self.drag_tip:
            return
        self._tip_cell = cell
        self.drag_tip = show_reason_at(self.viewport(), pos.toPoint(), reason, what)

    def end_drag_feedback(self) -> None:
        """The drag is over: the board shows no verdicts and the pointer no reason."""
        self.board_scene.clear_legality()
        self.board_scene.set_drop_target(None)
        self.drag_tip = ""
        self._tip_cell = None
        QToolTip.hideText()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        entry = self._entry_for(event)
        if entry is not None:
            self.drop_answers = None  # a new drag: the engine is asked afresh
            self.board_scene.show_legality(self.drop_verdicts(entry))
            event.acceptProposedAction()
        else:
            event.ignore()

    def _drop_aim(self, event: QDragMoveEvent | QDropEvent) -> tuple[PaletteEntry, Any, str | None] | None:
        """What the drag carries, the cell under the pointer and why the piece may not be dropped
        there (``None``: it may); ``None``, the event ignored, when the drag carries no palette entry."""
        entry = self._entry_for(event)
        if entry is None:
            event.ignore()
            return None
        cell = self.board_scene.cell_at(self.mapToScene(event.position().toPoint()))
        return entry, cell, self.drop_verdict(entry, cell)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        aim = self._drop_aim(event)
        if aim is None:
            return
        entry, cell, reason = aim
        self.board_scene.set_drop_target(cell, reason is None)
        self.show_drag_reason(event.position(), cell, reason, tr(entry.label))
        if reason is None:
            event.acceptProposedAction()
            board = self.board_scene.document.board
            assert board is not None
            self.status_message.emit(tr("drop {piece} on {cell}").format(piece=tr(entry.label), cell=board.label(cell)))
        else:
            event.ignore()
            self.status_message.emit(
                tr("cannot drop {piece} here: {reason}").format(piece=tr(entry.label), reason=reason)
            )

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self.end_drag_feedback()
        super().dragLeaveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        self.end_drag_feedback()
        aim = self._drop_aim(event)
        if aim is None:
            return
        entry, cell, reason = aim
        if reason is not None:
            self.status_message.emit(
                tr("cannot drop {piece} here: {reason}").format(piece=tr(entry.label), reason=reason)
            )
            event.ignore()
            return
        doc = self.board_scene.document
        assert entry.collection is not None
        try:
            cmd = AddPieceCommand(doc, entry.collection, dict(entry.template), cell)
        except ValueError as exc:
            self.status_message.emit(tr("cannot add {piece}: {error}").format(piece=tr(entry.label), error=exc))
            event.ignore()
            return
        doc.undo_stack.push(cmd)
        event.acceptProposedAction()
