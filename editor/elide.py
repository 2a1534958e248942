"""Text that fits the space it has: a button's text elided to its width with the whole text in
its tooltip (a palette's section header, a long decision, a check box in a narrow form), and
group boxes whose long titles are elided instead of widening a panel past its edge."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QGroupBox,
    QRadioButton,
    QSizePolicy,
    QToolButton,
    QWidget,
)

#: the properties that keep a button's whole text while it shows an elided one, and its own tooltip
FULL_TEXT = "warbench_full_text"
OWN_TIP = "warbench_own_tooltip"


def _chrome(button: QAbstractButton) -> int:
    """The width a button spends on its frame, arrow, icon and indicator, not on its text."""
    icon = button.iconSize().width() + 6 if not button.icon().isNull() else 0
    if isinstance(button, (QCheckBox, QRadioButton)):
        return 24 + icon
    if isinstance(button, QToolButton) and button.arrowType() != Qt.ArrowType.NoArrow:
        return button.iconSize().width() + 14
    return 14 + icon


class _Elider(QObject):
    """Elides the text of the buttons it watches each time they are resized."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(watched, QAbstractButton):
            fit_button(watched)
        return False


_ELIDER: _Elider | None = None


def keep_elided(button: QAbstractButton, text: str | None = None) -> None:
    """Show ``text`` (the button's own by default) on ``button`` elided to its width, with the
    whole text in the tooltip when cut; the button may shrink below its text's width."""
    global _ELIDER
    if _ELIDER is None:
        _ELIDER = _Elider(QApplication.instance())
    button.setProperty(FULL_TEXT, button.text() if text is None else text)
    button.setProperty(OWN_TIP, button.toolTip())
    policy = button.sizePolicy()
    button.setSizePolicy(QSizePolicy.Policy.Ignored, policy.verticalPolicy())
    button.setMinimumWidth(_chrome(button) + button.fontMetrics().horizontalAdvance("W…"))
    button.installEventFilter(_ELIDER)
    fit_button(button)


def full_text(button: QAbstractButton) -> str:
    """A button's whole text, elided or not."""
    full = button.property(FULL_TEXT)
    return full if isinstance(full, str) else button.text()


def fit_button(button: QAbstractButton) -> None:
    full = full_text(button)
    room = max(0, button.width() - _chrome(button))
    shown = button.fontMetrics().elidedText(full, Qt.TextElideMode.ElideRight, room)
    if shown != button.text():
        button.setText(shown)
    own = button.property(OWN_TIP) or ""
    button.setToolTip("\n".join(t for t in (full, own) if t) if shown != full else own)


class FittingGroupBox(QGroupBox):
    """A group box as narrow as its contents allow, not as its title: a long title (a large font,
    a Russian one) is elided to the box's width, the whole title in the tooltip."""

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self._full_title = title

    def setTitle(self, title: str) -> None:
        self._full_title = title
        self._fit_title()

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        layout = self.layout()
        if layout is None:
            return hint
        m = self.contentsMargins()
        least = layout.minimumSize().width() + m.left() + m.right()
        return QSize(min(hint.width(), max(least, self.fontMetrics().horizontalAdvance("W…") + 24)), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_title()

    def _fit_title(self) -> None:
        room = max(0, self.width() - 24)
        shown = self.fontMetrics().elidedText(self._full_title, Qt.TextElideMode.ElideRight, room)
        if shown != super().title():
            super().setTitle(shown)
        self.setToolTip(self._full_title if shown != self._full_title else "")
