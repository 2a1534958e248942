"""The etude card (placeholder until the layout lands)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

CARD_SIZE = (1100, 800)


def paint_card(etude: Any, painter: QPainter, target: QRectF, library: Any = None) -> None:
    painter.drawText(target, 0, etude.title.en)
