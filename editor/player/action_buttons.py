"""Buttons for the actions a decision offers, each keeping its place.

A button whose action is not offered now is disabled, never removed or replaced, so the buttons
around it do not move under the pointer (a second click meant for "Moves done" cannot land on the
"Take 2 Honor & Fortune" that would otherwise have taken its place). The places are given up only
when the table says a new stretch of play begins (:meth:`StableButtons.reset`: another turn, another
seat at the screen, whose choices must not show).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from engine.core.game import Action


class StableButtons(QWidget):
    """One button per action notation, in the order they were first offered since :meth:`reset`."""

    chosen = Signal(object)

    def __init__(self, prefix: str) -> None:
        super().__init__()
        self.prefix = prefix
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        # the buttons stay at the top: spare room goes below them, not between them
        self.box.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        self._actions: dict[str, Action] = {}

    def reset(self) -> None:
        """Give up every place (nothing of the last stretch of play stays on screen)."""
        for b in self.buttons.values():
            self.box.removeWidget(b)
            # hidden now, deleted once back in the event loop (it may be the button being clicked)
            b.hide()
            b.deleteLater()
        self.buttons = {}
        self._actions = {}

    def offer(self, offered: list[tuple[str, Action]]) -> None:
        """Enable a button for each ``(label, action)`` offered (new ones go after the others) and
        disable the rest in place."""
        live = set()
        for label, action in offered:
            key = action.to_str()
            live.add(key)
            b = self.buttons.get(key)
            if b is None:
                b = QPushButton()
                b.setObjectName(f"{self.prefix}." + key.replace(" ", "_"))
                b.clicked.connect(lambda _c=False, k=key: self._clicked(k))
                self.box.insertWidget(self.box.count() - 1, b)
                self.buttons[key] = b
                b.show()
            b.setText(label.replace("&", "&&"))
            b.setEnabled(True)
            self._actions[key] = action
        for key, b in self.buttons.items():
            if key not in live:
                b.setEnabled(False)

    def _clicked(self, key: str) -> None:
        b = self.buttons.get(key)
        if b is not None and b.isEnabled():
            self.chosen.emit(self._actions[key])

    def enabled(self) -> dict[str, QPushButton]:
        """The buttons of the actions offered now, by notation."""
        return {k: b for k, b in self.buttons.items() if b.isEnabled()}
