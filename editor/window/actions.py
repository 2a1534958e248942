"""Actions as the main window's pieces make them: named, with a shortcut, tip and icon."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from editor.icons import set_action_icon

#: a shortcut as Qt takes it: a standard key, a key text or none
Shortcut = QKeySequence.StandardKey | str | None


class ActionMaker:
    """Makes the actions of one window: each is added to the window (so its shortcut works when
    no menu shows it) and named (tests and the fuzzer find it by that name)."""

    def __init__(self, window: QWidget) -> None:
        self.window = window

    def __call__(
        self,
        name: str,
        text: str,
        slot: Callable[..., Any] | None = None,
        shortcut: Shortcut = None,
        tip: str = "",
        *,
        checkable: bool = False,
    ) -> QAction:
        a = QAction(text, self.window)
        a.setObjectName(name)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if tip:
            a.setToolTip(tip)
            a.setStatusTip(tip)
        a.setCheckable(checkable)
        if slot is not None:
            a.triggered.connect(slot)
        set_action_icon(a)
        self.window.addAction(a)
        return a
