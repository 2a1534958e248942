"""A hand piece dragged onto a player table's board, as in the editors (editor/canvas/legality.py):
the table lights the places the engine allows as soon as the drag starts, the pointer says whether
the piece can go where it is, and a drop on a place the engine refuses says why, at the drop point,
in the engine's words. The board takes the drag over a refused place too (the pointer already says
why), so that the drop arrives and is answered rather than silently dropped by the platform.
Game-neutral: a table gives the words for the piece and the engine's reason
for a place; this piece shows them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QToolTip, QWidget

from editor.canvas.legality import show_reason_at
from editor.canvas.scene import BoardScene
from editor.canvas.view import MapView

#: milliseconds after a refused drop before its reason is shown again (the drag is over by then)
DRAG_END_MS = 120


class DropFeedback:
    """What the pointer says during one drag onto ``widget`` (a board's viewport)."""

    def __init__(self, widget: QWidget) -> None:
        self.widget = widget
        #: the text at the pointer now ("" when none): what the tests read
        self.tip = ""
        self._place: Hashable = None

    def hover(self, pos: QPointF, place: Hashable, what: str, reason: str | None) -> None:
        """The piece is over ``place``: whether ``what`` can go there, or why not, at the pointer
        (the text follows the pointer)."""
        self._place = place
        self.tip = show_reason_at(self.widget, pos.toPoint(), reason, what)

    def refused(self, pos: QPointF, what: str, reason: str) -> str:
        """A drop the engine refused: why, at the drop point (until the pointer moves on)."""
        self._place = None
        self.tip = show_reason_at(self.widget, pos.toPoint(), reason, what)
        # the end of the drag hides tooltips: said again once the platform has finished it
        point, text = pos.toPoint(), self.tip
        QTimer.singleShot(
            DRAG_END_MS,
            self.widget,
            lambda: QToolTip.showText(self.widget.mapToGlobal(point), text, self.widget) if self.tip == text else None,
        )
        return self.tip

    def end(self) -> None:
        """The drag left the board or ended in a move played: nothing more to say."""
        self._place = None
        self.tip = ""
        QToolTip.hideText()


class HandDropBoard(MapView):
    """A table's board that takes the pieces a player drags from their hand: as a drag enters, it
    tells the table the piece (``drag_entered``: the table lights the places the engine allows);
    ``drop_feedback`` shows at the pointer whether the piece can go there. A board says in
    :meth:`dragged` which piece a drag brings; its moves and drops answer with the engine's places."""

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        #: the hand piece a drag brings onto the board: the table lights where it may go
        self.drag_entered: Callable[[str], None] | None = None
        self.drop_feedback = DropFeedback(self.viewport())

    def dragged(self, event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> str | None:
        """The hand piece ``event`` drags, or ``None`` when it drags anything else."""
        raise NotImplementedError

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        piece = self.dragged(event)
        if piece is None:
            event.ignore()
            return
        if self.drag_entered is not None:
            self.drag_entered(piece)
        event.acceptProposedAction()

    def dragLeaveEvent(self, event: Any) -> None:
        self.drop_feedback.end()
