"""A hand piece dragged onto a player table's board, as in the editors (editor/canvas/legality.py):
the table lights the places the engine allows as soon as the drag starts, the pointer says whether
the piece can go where it is, and a drop on a place the engine refuses says why, at the drop point,
in the engine's words. The board takes the drag over a refused place too (the pointer already says
why), so that the drop arrives and is answered rather than silently dropped by the platform.
Game-neutral: a table gives the words for the piece and the engine's reason
for a place; this piece shows them.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtWidgets import QToolTip, QWidget

from editor.canvas.legality import show_reason_at

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
