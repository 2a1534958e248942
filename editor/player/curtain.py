"""The hot-seat curtain: covers the play area between two human players so one player's hand
is never shown while the other is at the screen.

It may be held back (:meth:`Curtain.hold`): what just happened is played back in public on the
board, and the curtain waits as a strip along the table's foot, naming the seat the screen goes to
next; its button lets the curtain fall whole. Held back or fallen, it is down: no seat's view is
shown."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from editor.i18n import tr


class Curtain(QWidget):
    lifted = Signal(int)
    #: a curtain held back fell whole (the playback was watched): the table behind it is to be cleared
    fell = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("play.curtain")
        self.player = -1
        self._down = False
        #: held back: a strip along the table's foot while a playback is watched in public
        self._held = False
        self._name = ""
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("color: white; font-size: 22px;")
        lay.addWidget(self.label)
        self.button = QPushButton(tr("I am ready"))
        self.button.setObjectName("play.curtain.ready")
        self.button.clicked.connect(self._clicked)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        lay.addStretch(1)
        self.hide()
        # the table may be laid out (or resized) after the curtain fell: it covers it whole all along
        parent.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        parent = self.parentWidget()
        if parent is not None and watched is parent and event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        rect = parent.rect()
        if self._held:
            height = min(rect.height(), self.sizeHint().height())
            rect.setTop(rect.bottom() - height + 1)
        self.setGeometry(rect)

    def drop(self, player: int, name: str) -> None:
        text = tr("Pass the screen to {name}.\nOnly {name} should look now.").format(name=name)
        self._lower(player, name, text, tr("I am ready"), held=False)

    def hold(self, player: int, name: str) -> None:
        """Down, but held back along the table's foot: the board above plays back in public what
        just happened before the screen is passed to ``player``."""
        text = tr("Everyone may watch what happened. Then pass the screen to {name}.").format(name=name)
        self._lower(player, name, text, tr("Pass the screen"), held=True)

    def _lower(self, player: int, name: str, text: str, button: str, *, held: bool) -> None:
        self.player = player
        self._name = name
        self._down = True
        self._held = held
        self.label.setText(text)  # before the curtain is placed: a held one is as tall as its text
        self.button.setText(button)
        self._place()
        self.raise_()
        self.show()
        self.button.setFocus()

    def _clicked(self) -> None:
        if self._held:
            self.drop(self.player, self._name)  # the playback was seen: the curtain falls whole
            self.fell.emit()
        else:
            self.lift()

    def lift(self) -> None:
        self._down = False
        self._held = False
        self.hide()
        self.lifted.emit(self.player)

    @property
    def is_held(self) -> bool:
        """Down and held back: a playback is watched in public."""
        return self._down and self._held

    @property
    def is_down(self) -> bool:
        """Down from :meth:`drop` to :meth:`lift`, whether or not the window is on screen yet (a
        player built behind a closed curtain must draw nothing secret before it is shown)."""
        return self._down

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(20, 22, 28, 250))
