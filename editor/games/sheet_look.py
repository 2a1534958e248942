"""A look whose printable sheet (File > Export Picture, ``warbench render``) is laid out by one
function of its game at one size: the game names the function and the size instead of writing
the two hooks again."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

if TYPE_CHECKING:
    from editor.document import Document


class FixedSheet:
    """Mixed into a :class:`editor.kind_look.KindLook` before it."""

    #: the sheet's size in pixels
    sheet_pixels: ClassVar[tuple[int, int]]

    @staticmethod
    def sheet_painter(
        document: Document, painter: QPainter, target: QRectF, draw_board: Callable[[QPainter, QRectF], None], /
    ) -> None:
        """The game's sheet function (a subclass sets ``sheet_painter = staticmethod(its_function)``)."""
        raise NotImplementedError

    def paint_sheet(
        self, document: Document, painter: QPainter, target: QRectF, draw_board: Callable[[QPainter, QRectF], None]
    ) -> None:
        self.sheet_painter(document, painter, target, draw_board)

    def sheet_size(self, document: Document) -> tuple[int, int] | None:
        return self.sheet_pixels
