"""The undo stack of a document: macros that always close, and edits refused before they are pushed.

Two promises every view, tool and panel relies on without thinking about them:

- a macro (several commands that are one undo step) is opened with :meth:`DocumentUndoStack.macro`,
  a context manager: when the code inside raises, the macro is closed, what it had already done is
  undone and dropped, and the exception goes on. The stack is never left inside an open macro
  (later edits would silently join it, Undo would grey out and the document could never be clean
  again), and a failed edit leaves the document as it was;
- a command that knows it must not be done (:meth:`refusal` returns the reason: an edit of the
  board's shape that would leave pieces on cells the new board does not have) is not pushed; the
  stack emits :attr:`DocumentUndoStack.refused` with the reason instead, for the window to show.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack


@runtime_checkable
class Refusable(Protocol):
    def refusal(self) -> str | None:
        """``None`` when the command may be done on the document as it is now, else the reason."""


class _DropRedoTail(QUndoCommand):
    """Pushed only to drop the commands above the stack's index; being obsolete, Qt deletes it."""

    def __init__(self) -> None:
        super().__init__("")
        self.setObsolete(True)


class DocumentUndoStack(QUndoStack):
    #: an edit was refused: the reason, in words for the user
    refused = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._open_macros = 0

    @property
    def in_macro(self) -> bool:
        """Whether a macro opened with :meth:`macro` is open."""
        return self._open_macros > 0

    def push(self, cmd: QUndoCommand) -> None:
        """Do ``cmd`` and keep it for undo, unless it refuses (then :attr:`refused` says why)."""
        reason = cmd.refusal() if isinstance(cmd, Refusable) else None
        if reason is not None:
            self.refused.emit(reason)
            return
        super().push(cmd)

    @contextmanager
    def macro(self, text: str) -> Iterator[None]:
        """One undo step made of the commands pushed inside the ``with`` block (none when nothing
        was pushed). If the block raises, the macro is closed and rolled back (the outermost macro
        undoes everything the nested ones did) and the exception propagates."""
        self.beginMacro(text)
        self._open_macros += 1
        try:
            yield
        except BaseException:
            self._open_macros -= 1
            self.endMacro()
            if self._open_macros == 0:
                self._roll_back_last()
            raise
        self._open_macros -= 1
        self.endMacro()
        if self._open_macros == 0 and self._last_is_empty():
            self._roll_back_last()  # nothing was done: no undo step that does nothing

    def _last_is_empty(self) -> bool:
        last = self.command(self.index() - 1) if self.index() > 0 else None
        return last is not None and last.childCount() == 0

    def _roll_back_last(self) -> None:
        # the macro just closed is the command below the index: undo it, then drop it from the
        # redo tail (Redo must not offer a failed edit)
        self.undo()
        super().push(_DropRedoTail())
