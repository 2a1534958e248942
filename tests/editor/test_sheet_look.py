"""A look whose printable sheet is one function of its game at one size (editor/games/sheet_look.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from editor.games.sheet_look import FixedSheet

drawn: list[tuple[Any, QRectF]] = []


def _title_over_board(document: Any, p: QPainter, target: QRectF, draw_board: Any) -> None:
    drawn.append((document, target))
    draw_board(p, target.adjusted(0, 40, 0, 0))


class _Look(FixedSheet):
    sheet_painter = staticmethod(_title_over_board)
    sheet_pixels = (1240, 1754)


def test_the_sheet_is_laid_out_by_the_games_function_at_its_size(qapp) -> None:
    image = QImage(100, 200, QImage.Format.Format_RGB32)
    p = QPainter(image)
    boards: list[QRectF] = []
    look = _Look()
    document: Any = object()
    look.paint_sheet(document, p, QRectF(0, 0, 100, 200), lambda _p, rect: boards.append(rect))
    p.end()
    assert drawn == [(document, QRectF(0, 0, 100, 200))]
    assert boards == [QRectF(0, 40, 100, 160)], "the board is drawn where the game's layout puts it"
    assert look.sheet_size(document) == (1240, 1754)
