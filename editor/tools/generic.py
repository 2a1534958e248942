"""The generic tools: Select/Move, Erase, Rotate and Paint (brush and flood fill)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from editor.boards import flood_region
from editor.canvas.legality import DragVerdicts, cached_verdicts
from editor.commands import MovePiecesCommand, PaintCellsCommand, RemovePiecesCommand, SetFieldCommand
from editor.document import Document
from editor.i18n import QT_TR_NOOP, tr
from editor.layers import layer_value, paint_changes
from editor.tools.base import Tool, ToolEvent

PieceRef = tuple[str, int]
#: consecutive wheel notches over the same piece within this many seconds are one undo step
WHEEL_MERGE_SECONDS = 0.8


def rotate_pieces(
    doc: Document, refs: list[PieceRef], steps: int, *, merge_window: float | None = None, merge: bool = True
) -> bool:
    """Push a rotation of every rotatable piece in ``refs`` by ``steps``; ``False`` if none rotates.
    ``merge`` joins it with the rotation just before (wheel notches); a key press is a step of its own."""
    if doc.kind is None or doc.board is None:
        return False
    n = doc.board.facing_count()
    cmds = []
    for ref in refs:
        coll = doc.kind.collection(ref[0])
        if coll.facing_field is None:
            continue
        facing = doc.facing_of(*ref)
        assert facing is not None
        cmds.append((ref, coll.facing_field, doc.kind.facing_to_stored(ref[0], (facing + steps) % n)))
    if not cmds:
        return False
    if len(cmds) == 1:
        ref, fld, value = cmds[0]
        doc.undo_stack.push(
            SetFieldCommand(
                doc,
                ref,
                fld,
                value,
                merge_window=merge_window,
                merge=merge,
                text=tr("Rotate {piece}").format(piece=tr(doc.kind.collection(ref[0]).label)),
            )
        )
        return True
    with doc.undo_stack.macro(tr("Rotate %n piece(s)", None, len(cmds))):
        for ref, fld, value in cmds:
            doc.undo_stack.push(SetFieldCommand(doc, ref, fld, value))
    return True


class SelectTool(Tool):
    """Click to select, Ctrl-click to toggle, drag on empty space for a rubber band; drag pieces
    to move them (one undo step); release off the board to delete them; wheel over a rotatable
    piece turns it."""

    name = "select"
    label = QT_TR_NOOP("Select / Move")
    shortcut = "S"
    tooltip = QT_TR_NOOP("Select and move pieces (S). Drag off the board to delete; wheel over a piece rotates it.")

    def __init__(self) -> None:
        super().__init__()
        self._press: ToolEvent | None = None
        self._dragging: list[PieceRef] = []
        self._start_cells: dict[PieceRef, Any] = {}
        self._band: QGraphicsRectItem | None = None
        self._band_base: set[PieceRef] = set()
        #: the engine's answer for every cell the pressed piece may be dragged onto (one drag)
        self.move_answers: DragVerdicts | None = None

    @property
    def busy(self) -> bool:
        return self._press is not None

    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        self._press = event
        self.move_answers = None  # a new drag: the engine is asked afresh
        scene = self.scene
        ctrl = bool(event.modifiers & Qt.KeyboardModifier.ControlModifier)
        if event.piece is not None:
            sel = set(scene.selected)
            if ctrl:
                sel ^= {event.piece}
            elif event.piece not in sel:
                sel = {event.piece}
            scene.set_selection(sel)
            if event.piece in sel:
                doc = self.document
                assert doc.kind is not None
                carried = {f for r in sel for f in doc.kind.followers(doc, *r)}
                self._dragging = sorted(sel | carried)
                self._start_cells = {r: doc.cell_of(*r) for r in self._dragging}
        else:
            self._band_base = set(scene.selected) if ctrl else set()
            if not ctrl:
                scene.set_selection(set())
            self._band = QGraphicsRectItem()
            self._band.setPen(QPen(QColor("#ffb000"), 1, Qt.PenStyle.DashLine))
            self._band.setBrush(QBrush(QColor(255, 176, 0, 40)))
            self._band.setZValue(100)
            scene.addItem(self._band)
        return True

    def mouse_move(self, event: ToolEvent) -> bool:
        if self._press is None:
            return False
        if self._band is not None:
            rect = QRectF(self._press.pos, event.pos).normalized()
            self._band.setRect(rect)
            inside = {ref for ref, item in self.scene.piece_items.items() if rect.contains(item.pos())}
            self.scene.set_selection(self._band_base | inside)
            return True
        if not self._dragging or self._press.cell is None:
            return True
        board = self.document.board
        assert board is not None and self.view is not None
        answers = self.move_verdicts(self._dragging, self._start_cells, self._press.cell)
        self.scene.show_legality(answers)
        what = self._what(self._dragging)
        pointer = self.view.mapFromScene(event.pos)
        if event.cell is None:
            self.status(tr("release here to delete the pieces"))
            self.view.show_drag_reason(QPointF(pointer), None, tr("release here to delete it"), what)
            self._follow(event.pos)
            return True
        delta = board.delta(event.cell, self._press.cell)
        reason = answers.reason(event.cell)
        self.view.show_drag_reason(QPointF(pointer), event.cell, reason, what)
        for ref in self._dragging:
            item = self.scene.piece_items.get(ref)
            dest = board.offset(self._start_cells[ref], delta)
            if item is not None and board.contains(dest):
                self.scene.place_item(item, dest)
        self.status(reason or tr("move to {cell}").format(cell=board.label(event.cell)))
        return True

    def _follow(self, pos: QPointF) -> None:
        # off the board: the dragged pieces follow the pointer
        assert self._press is not None
        offset = pos - self._press.pos
        board = self.document.board
        assert board is not None
        for ref in self._dragging:
            item = self.scene.piece_items.get(ref)
            if item is not None:
                x, y = board.center(self._start_cells[ref])
                item.setPos(QPointF(x, y) + offset)

    def _what(self, dragging: list[PieceRef]) -> str:
        doc = self.document
        assert doc.kind is not None
        if len(dragging) == 1:
            return tr(doc.kind.collection(dragging[0][0]).label)
        return tr("%n piece(s)", None, len(dragging))

    def _board_problem(self, delta: Any, dragging: list[PieceRef], start: dict[PieceRef, Any]) -> str | None:
        """Why the pieces cannot be shifted by ``delta`` whatever the rules say (off the board, onto another piece)."""
        doc = self.document
        board = doc.board
        assert board is not None and doc.kind is not None
        moving = set(dragging)
        for ref in dragging:
            dest = board.offset(start[ref], delta)
            if not board.contains(dest) or not board.is_playable(dest):
                if board.contains(dest):
                    return tr("{cell} would leave the playable board").format(cell=board.label(dest))
                return tr("a piece would leave the playable board")
            coll = doc.kind.collection(ref[0])
            if ref[0] in {c.piece for c in getattr(doc.kind, "polygons", ())} and dest != start[ref]:
                # an area's own record (its name, its properties) is the area: it goes nowhere else
                return tr("{area} is an area, not a piece (drag its corners to reshape it)").format(
                    area=board.label(start[ref])
                )
            if not coll.stackable and any(p not in moving for p in doc.pieces_at(dest, ref[0])):
                return tr("{cell} is occupied").format(cell=board.label(dest))
        return None

    def move_verdicts(self, dragging: list[PieceRef], start: dict[PieceRef, Any], press_cell: Any) -> DragVerdicts:
        """Whether the dragged pieces may land with the pressed one on each cell, asked of the
        engine once per drag (all cells at once)."""
        doc = self.document
        board = doc.board
        assert board is not None and doc.kind is not None
        kind = doc.kind

        def compute() -> dict[Any, str | None]:
            out: dict[Any, str | None] = {}
            ask: dict[Any, list[tuple[PieceRef, Any]]] = {}
            for cell in board.cells():
                if cell == press_cell:
                    out[cell] = None  # back where it was: nothing changes
                    continue
                delta = board.delta(cell, press_cell)
                problem = self._board_problem(delta, dragging, start)
                if problem is not None:
                    out[cell] = problem
                else:
                    ask[cell] = [(ref, board.offset(start[ref], delta)) for ref in dragging]
            out.update(kind.move_refusals(doc, ask))
            return out

        key = ("move", tuple(dragging), press_cell, doc.revision)
        self.move_answers = cached_verdicts(self.move_answers, key, compute)
        return self.move_answers

    def mouse_release(self, event: ToolEvent) -> bool:
        if self._press is None:
            return False
        press = self._press
        if self._band is not None:
            self.scene.removeItem(self._band)
            self._band = None
            self._press = None
            return True
        dragging, start = self._dragging, self._start_cells
        self._reset()
        if self.view is not None:
            self.view.end_drag_feedback()
        if not dragging or press.cell is None:
            return True
        doc = self.document
        board = doc.board
        assert board is not None
        if event.cell is None:
            doc.undo_stack.push(RemovePiecesCommand(doc, dragging))
            self.scene.set_selection(set())
            self.status(tr("deleted %n piece(s) dragged off the board", None, len(dragging)))
            return True
        delta = board.delta(event.cell, press.cell)
        if event.cell == press.cell:
            self._restore(dragging)
            return True
        reason = self.move_verdicts(dragging, start, press.cell).reason(event.cell)
        if reason is not None:
            self._restore(dragging)
            self.status(tr("cannot move there: {reason}").format(reason=reason))
            return True
        doc.undo_stack.push(MovePiecesCommand(doc, [(ref, board.offset(start[ref], delta)) for ref in dragging]))
        return True

    def _restore(self, refs: list[PieceRef]) -> None:
        for ref in refs:
            item = self.scene.piece_items.get(ref)
            if item is not None:
                self.scene.place_item(item, self.document.cell_of(*ref))

    def _reset(self) -> None:
        self._press = None
        self._dragging = []
        self._start_cells = {}

    def cancel(self) -> None:
        if self._band is not None:
            self.scene.removeItem(self._band)
            self._band = None
        if self._dragging:
            self._restore(self._dragging)
        if self.view is not None:
            self.view.end_drag_feedback()
        self._reset()

    def wheel(self, event: ToolEvent) -> bool:
        if event.piece is None or self.busy:
            return False
        return rotate_pieces(self.document, [event.piece], -event.delta, merge_window=WHEEL_MERGE_SECONDS)


class EraseTool(Tool):
    """Click or drag over pieces to delete them; one stroke is one undo step."""

    name = "erase"
    label = QT_TR_NOOP("Erase")
    shortcut = "E"
    tooltip = QT_TR_NOOP("Erase pieces (E): click or drag across pieces.")

    def __init__(self) -> None:
        super().__init__()
        self._hit: list[PieceRef] | None = None

    @property
    def busy(self) -> bool:
        return self._hit is not None

    def _take(self, event: ToolEvent) -> None:
        assert self._hit is not None
        if event.piece is not None and event.piece not in self._hit:
            self._hit.append(event.piece)
            item = self.scene.piece_items.get(event.piece)
            if item is not None:
                item.setVisible(False)

    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        self._hit = []
        self._take(event)
        return True

    def mouse_move(self, event: ToolEvent) -> bool:
        if self._hit is None:
            return False
        self._take(event)
        return True

    def mouse_release(self, event: ToolEvent) -> bool:
        if self._hit is None:
            return False
        hit, self._hit = self._hit, None
        if hit:
            self.document.undo_stack.push(RemovePiecesCommand(self.document, hit))
        return True

    def cancel(self) -> None:
        if self._hit:
            for ref in self._hit:
                item = self.scene.piece_items.get(ref)
                if item is not None:
                    item.setVisible(True)
        self._hit = None


class RotateTool(Tool):
    """Click a piece to turn it clockwise, Shift-click counter-clockwise; the wheel also turns it."""

    name = "rotate"
    label = QT_TR_NOOP("Rotate")
    # R and Shift+R turn the selection (Edit menu) whatever the tool; the tool itself is T (turn)
    shortcut = "T"
    tooltip = QT_TR_NOOP(
        "Rotate tool (T): click a piece to turn it clockwise, Shift+click counter-clockwise; R turns the selection."
    )

    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton or event.piece is None:
            return False
        steps = -1 if event.modifiers & Qt.KeyboardModifier.ShiftModifier else 1
        if not rotate_pieces(self.document, [event.piece], steps):
            self.status(tr("this piece has no facing"))
        return True

    def wheel(self, event: ToolEvent) -> bool:
        if event.piece is None:
            return False
        return rotate_pieces(self.document, [event.piece], -event.delta, merge_window=WHEEL_MERGE_SECONDS)


class PaintTool(Tool):
    """Paint the chosen layer value over cells: a stroke is one undo step; Shift+click (or the
    fill mode) floods the connected region of the clicked cell's value."""

    name = "paint"
    label = QT_TR_NOOP("Paint")
    shortcut = "P"
    tooltip = QT_TR_NOOP("Paint terrain-like layers (P): drag to paint, Shift+click to flood fill.")

    def __init__(self) -> None:
        super().__init__()
        self.layer: str | None = None
        self.value: Any = None
        #: other record fields painted along with the value (from the palette entry)
        self.extra: dict[str, Any] = {}
        self.fill_mode = False
        self._stroke: dict[Any, Any] | None = None

    @property
    def busy(self) -> bool:
        return self._stroke is not None

    def set_value(self, layer: str, value: Any, extra: dict[str, Any] | None = None) -> None:
        self.layer = layer
        self.value = value
        self.extra = dict(extra or {})

    def _ready(self) -> bool:
        doc = self.document
        if doc.kind is None or not doc.kind.layers:
            self.status(tr("this document has no layer to paint"))
            return False
        if self.layer is None:
            self.layer = doc.kind.layers[0].name
            self.value = doc.kind.layers[0].default
        return True

    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton or not self._ready():
            return False
        if event.cell is None:
            return True
        if self.fill_mode or event.modifiers & Qt.KeyboardModifier.ShiftModifier:
            self.flood_fill(event.cell)
            return True
        self._stroke = {}
        self._add(event.cell)
        return True

    def _add(self, cell: Any) -> None:
        assert self._stroke is not None and self.layer is not None
        doc = self.document
        if cell is None or cell in self._stroke or doc.board is None or not doc.board.is_playable(cell):
            return
        self._stroke[cell] = self.value
        assert doc.kind is not None
        self.scene.preview_cell(cell, doc.kind.look.layer_color(self.layer, self.value))

    def mouse_move(self, event: ToolEvent) -> bool:
        if self._stroke is None:
            return False
        self._add(event.cell)
        return True

    def mouse_release(self, event: ToolEvent) -> bool:
        if self._stroke is None:
            return False
        stroke, self._stroke = self._stroke, None
        assert self.layer is not None
        doc = self.document
        changed = {c: v for c, v in stroke.items() if paint_changes(doc, self.layer, c, v, self.extra)}
        if changed:
            doc.undo_stack.push(
                PaintCellsCommand(
                    doc, self.layer, changed, extra=self.extra, text=tr("Paint %n cell(s)", None, len(changed))
                )
            )
        else:
            self.scene.refresh_layers()
        return True

    def cancel(self) -> None:
        if self._stroke is not None:
            self._stroke = None
            self.scene.refresh_layers()

    def flood_fill(self, cell: Any) -> None:
        doc = self.document
        assert self.layer is not None and doc.board is not None
        layer = self.layer
        old = layer_value(doc, layer, cell)
        region = flood_region(
            doc.board,
            cell,
            lambda c: doc.board is not None and doc.board.is_playable(c) and layer_value(doc, layer, c) == old,
        )
        if not any(paint_changes(doc, layer, c, self.value, self.extra) for c in region):
            self.status(tr("the region already has this value"))
            return
        doc.undo_stack.push(
            PaintCellsCommand(
                doc,
                layer,
                dict.fromkeys(region, self.value),
                extra=self.extra,
                text=tr("Fill %n cell(s)", None, len(region)),
            )
        )


def generic_tools() -> list[Tool]:
    return [SelectTool(), EraseTool(), RotateTool(), PaintTool()]
