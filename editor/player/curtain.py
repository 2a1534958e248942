"""The hot-seat curtain: covers the play area between two human players so one player's hand
is never shown while the other is at the screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from editor.i18n import tr


class Curtain(QWidget):
    lifted = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("play.curtain")
        self.player = -1
        self._down = False
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("color: white; font-size: 22px;")
        lay.addWidget(self.label)
        self.button = QPushButton(tr("I am ready"))
        self.button.setObjectName("play.curtain.ready")
        self.button.clicked.connect(self.lift)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        lay.addStretch(1)
        self.hide()
        # the table may be laid out (or resized) after the curtain fell: it covers it whole all along
        parent.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        parent = self.parentWidget()
        if parent is not None and watched is parent and event.type() == QEvent.Type.Resize:
            self.setGeometry(parent.rect())
        return False

    def drop(self, player: int, name: str) -> None:
        self.player = player
        self._down = True
        self.label.setText(tr("Pass the screen to {name}.\nOnly {name} should look now.").format(name=name))
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def lift(self) -> None:
        self._down = False
        self.hide()
        self.lifted.emit(self.player)

    @property
    def is_down(self) -> bool:
        """Down from :meth:`drop` to :meth:`lift`, whether or not the window is on screen yet (a
        player built behind a closed curtain must draw nothing secret before it is shown)."""
        return self._down

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(20, 22, 28, 250))
