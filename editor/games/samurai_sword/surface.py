"""What the hand and the table of a Samurai Sword game have in common: Esc puts the chosen card
back (after a click has given the surface the keyboard), and the tooltip is the text of what
stands under the pointer, hidden where nothing does."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QHelpEvent, QKeyEvent
from PySide6.QtWidgets import QToolTip, QWidget


class CardSurface(QWidget):
    #: Esc: put the chosen card back
    cancelled = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # Esc after a click reaches the table

    def _tooltip(self, pos: QPointF) -> str:
        """The tooltip of what stands at ``pos`` ("" for nothing)."""
        return ""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.cancelled.emit()
        else:
            super().keyPressEvent(event)

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent):
            text = self._tooltip(QPointF(e.pos()))
            if text:
                QToolTip.showText(e.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(e)
