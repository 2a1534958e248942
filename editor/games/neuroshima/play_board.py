"""The board and the hand of the Neuroshima players.

The board shows a position document (``neuroshima/position``) on the editor's own canvas, so
tiles look the same as in the editor; it never edits it. It adds what a player needs:
coloured highlights (legal targets, the attacker and target of a battle step), a ghost tile for
a placement or move being aimed (turned with the wheel or R / Shift+R), clicks on hexes, and
drops of tiles dragged from the hand.
"""

from __future__ import annotations

import json
from typing import Any, cast

from PySide6.QtCore import QByteArray, QMimeData, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QPixmap,
    QPolygonF,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGraphicsItem,
    QGraphicsPolygonItem,
    QListWidget,
    QListWidgetItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from editor.canvas.scene import BoardScene
from editor.canvas.traces import attack_line
from editor.document import Change, Document
from editor.games.neuroshima.armies import tile_index, tile_name, tile_summary
from editor.games.neuroshima.pool_tray import tile_icon
from editor.games.neuroshima.tilepaint import READABLE_TILE_PX, TileLook, paint_tile
from editor.i18n import tr
from editor.player.drops import HandDropBoard
from editor.plugin import document_kind
from editor.widgets import icon_grid
from engine.core.hexgrid import Hex
from engine.games.neuroshima.models import PositionModel

HAND_MIME = "application/x-warbench-nh-hand"
TARGET = QColor(40, 170, 80, 120)
CHOSEN = QColor(40, 110, 220, 120)
ATTACKER = QColor(255, 170, 0, 150)
VICTIM = QColor(220, 40, 30, 140)
GONE = QColor(60, 60, 60, 150)
HINT = QColor(160, 60, 220, 120)


class GhostItem(QGraphicsItem):
    """A tile being aimed: drawn faint over its hex until the player confirms it."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = rect
        self.look: TileLook | None = None
        self.rotation_steps = 0
        self.setZValue(45)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.look is not None:
            paint_tile(painter, self.rect, self.look, rotation=self.rotation_steps, ghost=True)


class PlayBoard(HandDropBoard):
    """A read-only board for playing: signals clicks, wheel turns, keys and hand drops."""

    hex_clicked = Signal(object)
    hex_double_clicked = Signal(object)
    turned = Signal(int)
    confirmed = Signal()
    cancelled = Signal()
    tile_dropped = Signal(str, object)

    def __init__(self, position: PositionModel) -> None:
        document = Document(position, kind=document_kind("neuroshima/position"))
        super().__init__(BoardScene(document))
        self.position_document = document
        self.setObjectName("nh.play.board")
        self._highlights: list[QGraphicsPolygonItem] = []
        #: the lines of the battle step shown, from attacker to target
        self.attack_items: list[QGraphicsItem] = []
        self.ghost: GhostItem | None = None
        self.drop_check: Any = None
        #: why a hand tile may not go on a hex (the engine's reason), as in the editors' drags
        self.drop_refusal: Any = None

    # -- what is shown
    def show_position(self, position: PositionModel) -> None:
        doc = self.position_document
        extended = self.position.extended_board
        doc.model = position
        doc.notify(Change("reset"))
        self.clear_ghost()
        if position.extended_board != extended:
            self.fit()

    @property
    def position(self) -> PositionModel:
        return cast(PositionModel, self.position_document.model)  # the position document holds a PositionModel

    def _polygon(self, cell: Hex) -> QPolygonF:
        board = self.position_document.board
        assert board is not None
        return QPolygonF([QPointF(x, y) for x, y in board.polygon(cell)])

    def set_highlights(self, marks: list[tuple[Hex, QColor]]) -> None:
        """Colour hexes over the tiles (legal targets, a battle step's attacker and target)."""
        scene = self.board_scene
        for item in self._highlights:
            scene.removeItem(item)
        self._highlights = []
        board = self.position_document.board
        for cell, color in marks:
            if board is None or not board.contains(cell):
                continue
            item = QGraphicsPolygonItem(self._polygon(cell))
            item.setBrush(QBrush(color))
            item.setPen(QPen(color.darker(150), 2))
            item.setZValue(40)
            scene.addItem(item)
            self._highlights.append(item)

    def show_attacks(self, pairs: list[tuple[Hex, Hex]]) -> None:
        """Lines from attackers to their targets (a battle step shown), replacing the last ones."""
        scene = self.board_scene
        for item in self.attack_items:
            if item.scene() is not None:
                scene.removeItem(item)
        self.attack_items = []
        board = self.position_document.board
        for a, b in pairs:
            if board is None or not (board.contains(a) and board.contains(b)) or a == b:
                continue
            self.attack_items += attack_line(scene, board.center(a), board.center(b), QColor("#d02020"))

    def highlighted(self) -> list[tuple[Hex, str]]:
        board = self.position_document.board
        assert board is not None
        out: list[tuple[Hex, str]] = []
        for item in self._highlights:
            c = item.polygon().boundingRect().center()
            cell = board.cell_at(c.x(), c.y())
            if cell is not None:  # a highlight stands on a cell
                out.append((cell, item.brush().color().name(QColor.NameFormat.HexArgb)))
        return out

    def set_ghost(self, cell: Hex | None, tile_id: str = "", player: int = 1, rotation: int = 0) -> None:
        board = self.position_document.board
        if cell is None or board is None or not board.contains(cell):
            self.clear_ghost()
            return
        if self.ghost is None:
            self.ghost = GhostItem(QRectF())
            self.board_scene.addItem(self.ghost)
        poly = board.polygon(cell)
        cx, cy = board.center(cell)
        xs = [x - cx for x, _ in poly]
        ys = [y - cy for _, y in poly]
        self.ghost.prepareGeometryChange()
        self.ghost.rect = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        self.ghost.setPos(cx, cy)
        self.ghost.look = TileLook(tile_id, player)
        self.ghost.rotation_steps = rotation
        self.ghost.update()

    def clear_ghost(self) -> None:
        if self.ghost is not None:
            if self.ghost.scene() is not None:
                self.board_scene.removeItem(self.ghost)
            self.ghost = None

    def cell_point(self, cell: Hex) -> QPointF:
        """The viewport position of a hex's centre (tests and tooltips)."""
        board = self.position_document.board
        assert board is not None
        x, y = board.center(cell)
        return QPointF(self.mapFromScene(QPointF(x, y)))

    # -- input
    def _cell(self, pos: QPointF) -> Hex | None:
        cell = self.board_scene.cell_at(self.mapToScene(pos.toPoint()))
        return cell if isinstance(cell, Hex) else None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and not self._space:
            cell = self._cell(event.position())
            if cell is not None:
                self.hex_clicked.emit(cell)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        cell = self._cell(event.position())
        if event.button() == Qt.MouseButton.LeftButton and cell is not None:
            self.hex_double_clicked.emit(cell)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = round(event.angleDelta().y() / 120.0)
        if self.ghost is not None and steps and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.turned.emit(-steps)
            event.accept()
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_R:
            self.turned.emit(-1 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirmed.emit()
        elif key == Qt.Key.Key_Escape:
            self.cancelled.emit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # -- drops from the hand
    def dragged(self, event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> str | None:
        md = event.mimeData()
        if not md.hasFormat(HAND_MIME):
            return None
        try:
            return str(json.loads(bytes(md.data(HAND_MIME).data()).decode("utf-8"))["tile"])
        except (ValueError, KeyError, UnicodeDecodeError):
            return None

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        tile = self.dragged(event)
        cell = self._cell(event.position())
        ok = tile is not None and cell is not None and (self.drop_check is None or self.drop_check(tile, cell))
        self.board_scene.set_drop_target(cell, ok)
        if tile is not None:
            self.drop_feedback.hover(event.position(), cell, _words(tile), None if ok else self._why_not(tile, cell))
        if ok:
            event.acceptProposedAction()
        elif tile is not None:
            event.accept()  # so that a drop here arrives and is answered with the reason
        else:
            event.ignore()

    def dragLeaveEvent(self, event: Any) -> None:
        self.board_scene.set_drop_target(None)
        super().dragLeaveEvent(event)

    def _why_not(self, tile: str, cell: Any) -> str:
        if self.drop_refusal is not None:
            return str(self.drop_refusal(tile, cell))
        return tr("drop it on a lit hex")

    def dropEvent(self, event: QDropEvent) -> None:
        self.board_scene.set_drop_target(None)
        tile = self.dragged(event)
        cell = self._cell(event.position())
        if tile is None or cell is None or (self.drop_check is not None and not self.drop_check(tile, cell)):
            if tile is not None:
                self.drop_feedback.refused(event.position(), _words(tile), self._why_not(tile, cell))
            event.ignore()
            return
        self.drop_feedback.end()
        event.acceptProposedAction()
        self.tile_dropped.emit(tile, cell)


def _words(tile_id: str) -> str:
    td = tile_index().tile(tile_id)
    return tile_name(td) if td else tile_id


def hand_mime(tile_id: str) -> QMimeData:
    md = QMimeData()
    md.setData(HAND_MIME, QByteArray(json.dumps({"tile": tile_id}).encode("utf-8")))
    td = tile_index().tile(tile_id)
    md.setText(tile_name(td) if td else tile_id)
    return md


class HandView(QListWidget):
    """The tiles in a player's hand: click one to aim it, drag a board tile onto a hex."""

    tile_chosen = Signal(str)
    drag_started = Signal(str)

    def __init__(self, object_name: str = "nh.play.hand") -> None:
        super().__init__()
        self.setObjectName(object_name)
        icon_grid(self, READABLE_TILE_PX, QSize(READABLE_TILE_PX + 30, READABLE_TILE_PX + 34))
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setMinimumHeight(110)
        self.player = 1
        self.itemClicked.connect(lambda item: self.tile_chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        #: the board that turns, confirms and cancels the aimed tile: the prompt's keys (R, Shift+R,
        #: Enter, Esc) go there even when the hand has the focus (R would select the Runner)
        self.key_target: QWidget | None = None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        keys = (Qt.Key.Key_R, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape)
        if self.key_target is not None and event.key() in keys:
            QApplication.sendEvent(self.key_target, event)
            event.accept()
            return
        super().keyPressEvent(event)

    def show_tiles(self, tiles: list[str], player: int, playable: set[str] | None = None) -> None:
        self.player = player
        self.clear()
        for tid in tiles:
            td = tile_index().tile(tid)
            item = QListWidgetItem(tile_icon(tid, player, 64), tile_name(td) if td else tid)
            item.setData(Qt.ItemDataRole.UserRole, tid)
            item.setToolTip(tile_summary(td) if td else tid)
            if playable is not None and tid not in playable:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.addItem(item)

    def tiles(self) -> list[str]:
        return [self.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.count())]

    def item_of(self, tile_id: str) -> QListWidgetItem | None:
        for i in range(self.count()):
            if self.item(i).data(Qt.ItemDataRole.UserRole) == tile_id:
                return self.item(i)
        return None

    def startDrag(self, supported: Qt.DropAction) -> None:
        item = self.currentItem()
        if item is None:
            return
        tid = item.data(Qt.ItemDataRole.UserRole)
        drag = QDrag(self)
        drag.setMimeData(hand_mime(tid))
        pm = QPixmap(72, 72)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        paint_tile(p, QRectF(0, 0, 72, 72), TileLook(tid, self.player))
        p.end()
        drag.setPixmap(pm)
        drag.setHotSpot(pm.rect().center())
        self.drag_started.emit(tid)
        drag.exec(Qt.DropAction.MoveAction)
