"""What the main window's pieces (its files, tools, board edits, games and remote play) are built
on: the window, its settings, its document tabs, its messages and its action maker, handed in as
one."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMainWindow

from editor.window.actions import ActionMaker
from editor.window.messages import Messages
from editor.window.tabs import DocumentTabs


@dataclass(frozen=True)
class WindowParts:
    """The window, the settings it keeps, the tabs its documents and games open in, its messages
    and its action maker."""

    window: QMainWindow
    settings: QSettings
    tabs: DocumentTabs
    messages: Messages
    action: ActionMaker


class WindowPiece:
    """One piece of the main window: it opens and finds its documents in ``tabs``, speaks through
    ``messages``, keeps what it remembers in ``settings`` and makes its actions with the window's
    action maker, as ``parts`` gives them."""

    def __init__(self, parts: WindowParts) -> None:
        self.parent = parts.window
        self.settings = parts.settings
        self.tabs = parts.tabs
        self.messages = parts.messages
        self._action = parts.action
