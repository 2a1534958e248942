"""The tool framework (in the style of Tiled): one class per tool.

The map view forwards mouse, wheel and key events in board coordinates to the active tool as
:class:`ToolEvent`. A tool changes the document only by pushing commands; ``cancel`` (Esc)
abandons a gesture in progress without leaving an undo entry.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPointF, Qt

from editor.i18n import QT_TR_NOOP

if TYPE_CHECKING:
    from editor.canvas.scene import BoardScene
    from editor.canvas.view import MapView
    from editor.document import Document


@dataclass
class ToolEvent:
    pos: QPointF  # scene coordinates
    cell: Any | None  # board cell under the pointer
    piece: tuple[str, int] | None  # topmost piece under the pointer
    button: Qt.MouseButton = Qt.MouseButton.NoButton
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    delta: int = 0  # wheel steps (positive = away from the user)


class Tool(QObject):
    """Base class; subclasses set ``name``, ``label``, ``shortcut`` and override handlers."""

    name = "tool"
    label = QT_TR_NOOP("Tool")
    shortcut = ""
    tooltip = ""
    #: the qtawesome glyph of the tool's button (``""``: the shared table's, else a drawn letter;
    #: see :mod:`editor.icons`)
    icon = ""

    def __init__(self) -> None:
        super().__init__()
        self.view: MapView | None = None

    @property
    def object_name(self) -> str:
        return f"tool.{self.name}"

    @property
    def scene(self) -> BoardScene:
        assert self.view is not None
        return self.view.board_scene

    @property
    def document(self) -> Document:
        return self.scene.document

    def status(self, text: str) -> None:
        if self.view is not None:
            self.view.status_message.emit(text)

    def activate(self, view: MapView) -> None:
        self.view = view

    def deactivate(self) -> None:
        self.cancel()
        self.view = None

    def cancel(self) -> None:
        """Abandon the gesture in progress (Esc); must leave no undo entry."""

    def mouse_press(self, event: ToolEvent) -> bool:
        return False

    def mouse_move(self, event: ToolEvent) -> bool:
        return False

    def mouse_release(self, event: ToolEvent) -> bool:
        return False

    def mouse_double_click(self, event: ToolEvent) -> bool:
        return False

    def wheel(self, event: ToolEvent) -> bool:
        return False

    def wants_key(self, key: int, modifiers: Qt.KeyboardModifier) -> bool:
        """Whether the tool takes ``key`` now, before any window shortcut bound to it."""
        return False

    def key_press(self, key: int, modifiers: Qt.KeyboardModifier) -> bool:
        """Handle a key pressed over the board; ``True`` when the tool used it."""
        return False

    @property
    def busy(self) -> bool:
        """Whether a gesture is in progress."""
        return False
