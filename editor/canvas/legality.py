"""Where a dragged piece may land, shown while it is dragged.

When a drag starts (a palette entry enters the board, or a piece on it is pressed and moved),
the engine is asked once about every cell (:meth:`~editor.kinds.DocumentKind.place_refusals`,
:meth:`~editor.kinds.DocumentKind.move_refusals`); the answers are kept for the whole drag
(:class:`DragVerdicts`). The board then lights the cells the piece may land on, shades the others,
and the reason for the cell under the pointer is shown at the pointer, in the engine's words.
Game-neutral: it works on any board kind, drawing each cell's own outline.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QToolTip, QWidget

from editor.i18n import tr

#: a cell the dragged piece may land on: lit
LEGAL_FILL = QColor(60, 200, 100, 70)
LEGAL_EDGE = QColor(30, 150, 70)
#: a cell the engine refuses: shaded
ILLEGAL_FILL = QColor(20, 20, 30, 120)


@dataclass
class DragVerdicts:
    """The engine's answer for every cell, computed once when a drag starts: ``None`` where the
    piece may land, else the reason it may not. ``key`` says what was dragged, over which revision
    of the document, so the answers are asked again only when either changes."""

    key: Hashable
    reasons: dict[Any, str | None] = field(default_factory=dict)
    #: seconds the engine took for all the cells (shown by the benchmark)
    seconds: float = 0.0

    def legal_cells(self) -> set[Any]:
        return {c for c, r in self.reasons.items() if r is None}

    def reason(self, cell: Any) -> str | None:
        """Why the piece may not land on ``cell`` (``None``: it may)."""
        if cell is None:
            return tr("drop onto a cell of the board")
        return self.reasons.get(cell, tr("not on the board"))


def cached_verdicts(
    current: DragVerdicts | None, key: Hashable, compute: Callable[[], dict[Any, str | None]]
) -> DragVerdicts:
    """``current`` when it answers for ``key``; else the answers ``compute`` gives, timed."""
    if current is not None and current.key == key:
        return current
    started = time.perf_counter()
    reasons = compute()
    return DragVerdicts(key, reasons, time.perf_counter() - started)


class LegalityOverlay(QGraphicsObject):
    """The lit and shaded cells of a drag, drawn over the cells and under the pieces."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(6)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.legal = QPainterPath()
        self.illegal = QPainterPath()
        self._bounds = QRectF()
        #: the cells lit now (what the tests read)
        self.legal_cells: set[Any] = set()
        self.illegal_cells: set[Any] = set()

    def show_verdicts(self, verdicts: DragVerdicts, polygon: Callable[[Any], list[tuple[float, float]]]) -> None:
        self.prepareGeometryChange()
        self.legal = QPainterPath()
        self.illegal = QPainterPath()
        self.legal.setFillRule(Qt.FillRule.WindingFill)
        self.illegal.setFillRule(Qt.FillRule.WindingFill)
        self.legal_cells = set()
        self.illegal_cells = set()
        for cell, reason in verdicts.reasons.items():
            poly = QPolygonF([QPointF(x, y) for x, y in polygon(cell)])
            if reason is None:
                self.legal.addPolygon(poly)
                self.legal.closeSubpath()
                self.legal_cells.add(cell)
            else:
                self.illegal.addPolygon(poly)
                self.illegal.closeSubpath()
                self.illegal_cells.add(cell)
        self._bounds = self.legal.boundingRect().united(self.illegal.boundingRect()).adjusted(-3, -3, 3, 3)
        self.setVisible(True)
        self.update()

    def clear(self) -> None:
        self.legal_cells = set()
        self.illegal_cells = set()
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(ILLEGAL_FILL))
        painter.drawPath(self.illegal)
        pen = QPen(LEGAL_EDGE, 2.5)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(QBrush(LEGAL_FILL))
        painter.drawPath(self.legal)


def show_reason_at(widget: QWidget, pos: QPoint, reason: str | None, what: str) -> str:
    """Show at the pointer why ``what`` may not land here (or that it may); returns the text shown."""
    text = (
        tr("{what} can go here").format(what=what)
        if reason is None
        else tr("{what} cannot go here: {reason}").format(what=what, reason=reason)
    )
    QToolTip.showText(widget.mapToGlobal(pos), text, widget)
    return text
