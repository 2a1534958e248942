"""The minimap: a small picture of the whole board in the corner of a map view, with the part the
view shows outlined; clicking or dragging on it moves the view there. It shows itself only while
the view does not show the whole board (zoomed in on a large board)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QWidget

from editor.i18n import tr

if TYPE_CHECKING:
    from editor.canvas.view import MapView

#: the longer side of the minimap, in pixels
MINIMAP_PX = 180
#: distance from the view's corner
MARGIN = 10
#: the board's picture is redrawn this long after the last change (edits come in bursts)
REDRAW_DELAY_MS = 250


class Minimap(QWidget):
    """The minimap of ``view`` (a child widget drawn over the view's bottom-right corner)."""

    def __init__(self, view: MapView) -> None:
        super().__init__(view)
        self.setObjectName("map.minimap")
        self.setToolTip(tr("The whole board: click or drag to move the view"))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.view = view
        #: whether the user wants minimaps (View > Minimap); shown only when also useful
        self.wanted = True
        self._picture: QPixmap | None = None
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(REDRAW_DELAY_MS)
        self._redraw.timeout.connect(self._drop_picture)
        # bound methods, not lambdas: Qt drops the connections when the minimap goes (a player's
        # scene may outlive its view)
        view.board_scene.changed.connect(self._scene_changed)
        view.horizontalScrollBar().valueChanged.connect(self._view_moved)
        view.verticalScrollBar().valueChanged.connect(self._view_moved)
        view.zoom_changed.connect(self._view_moved)
        self.hide()

    def _scene_changed(self, _rects: object) -> None:
        self._redraw.start()

    def _view_moved(self, _value: object) -> None:
        self.refresh()

    # -- geometry
    def board_rect(self) -> QRectF:
        """The board in scene coordinates (what the minimap pictures; empty once the scene is gone)."""
        scene = self.view.scene()  # None while the view is torn down after its scene
        return scene.itemsBoundingRect() if scene is not None else QRectF()

    def _target(self) -> QRectF:
        """Where the board is drawn inside the minimap (its aspect kept, centred)."""
        board = self.board_rect()
        w, h = float(self.width()), float(self.height())
        if board.isEmpty():
            return QRectF(0, 0, w, h)
        s = min(w / board.width(), h / board.height())
        return QRectF((w - board.width() * s) / 2, (h - board.height() * s) / 2, board.width() * s, board.height() * s)

    def to_scene(self, pos: QPointF) -> QPointF:
        """The scene point under minimap position ``pos``."""
        board, target = self.board_rect(), self._target()
        x = board.left() + (pos.x() - target.left()) / target.width() * board.width()
        y = board.top() + (pos.y() - target.top()) / target.height() * board.height()
        return QPointF(x, y)

    def from_scene(self, point: QPointF) -> QPointF:
        """The minimap position of scene point ``point``."""
        board, target = self.board_rect(), self._target()
        x = target.left() + (point.x() - board.left()) / board.width() * target.width()
        y = target.top() + (point.y() - board.top()) / board.height() * target.height()
        return QPointF(x, y)

    def visible_scene_rect(self) -> QRectF:
        """The part of the scene the view shows."""
        return self.view.mapToScene(self.view.viewport().rect()).boundingRect()

    def useful(self) -> bool:
        """Whether the view leaves part of the board out (then the minimap helps)."""
        board = self.board_rect()
        return not board.isEmpty() and not self.visible_scene_rect().contains(board.adjusted(2, 2, -2, -2))

    # -- showing
    def refresh(self) -> None:
        """Place the minimap in the view's corner, show or hide it, and repaint its outline."""
        board = self.board_rect()
        if board.isEmpty():
            self.hide()
            return
        s = MINIMAP_PX / max(board.width(), board.height())
        w, h = max(40, round(board.width() * s)), max(40, round(board.height() * s))
        vp = self.view.viewport().geometry()
        self.setGeometry(vp.right() - w - MARGIN, vp.bottom() - h - MARGIN, w, h)
        self.setVisible(self.wanted and self.useful())
        self.update()

    def set_wanted(self, wanted: bool) -> None:
        self.wanted = wanted
        self.refresh()

    def _drop_picture(self) -> None:
        self._picture = None
        if self.isVisible():
            self.update()

    def picture(self) -> QPixmap:
        """The board drawn at the minimap's size (cached until the scene changes)."""
        if self._picture is None or self._picture.size() != self.size():
            pix = QPixmap(self.size())
            pix.fill(QColor(40, 42, 48))
            p = QPainter(pix)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            scene = self.view.scene()
            if scene is not None:
                scene.render(p, self._target(), self.board_rect())
            p.end()
            self._picture = pix
        return self._picture

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.drawPixmap(0, 0, self.picture())
        seen = QRectF(
            self.from_scene(self.visible_scene_rect().topLeft()),
            self.from_scene(self.visible_scene_rect().bottomRight()),
        ).intersected(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        p.setPen(QPen(QColor(255, 210, 60), 2))
        p.setBrush(QColor(255, 210, 60, 40))
        p.drawRect(seen)
        p.setPen(QPen(QColor(20, 20, 20), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(QRectF(self.rect()).adjusted(0, 0, -1, -1))
        p.end()

    # -- moving the view
    def _move_view(self, pos: QPointF) -> None:
        self.view.centerOn(self.to_scene(pos))
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._move_view(event.position())
            event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._move_view(event.position())
            event.accept()
