"""The line-of-sight tool: click (or drag from) a firer's hex to a target's hex to see the line,
the hexes that block it and why, and the verdict — all computed by the engine
(``queries.line_of_sight``, rules/000 §11.1) on the scenario as it stands, pieces included."""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem, QGraphicsPolygonItem, QGraphicsSimpleTextItem

from editor.i18n import QT_TR_NOOP, tr
from editor.tools.base import Tool, ToolEvent
from engine.core.errors import WarbenchError
from engine.core.registry import load_game
from engine.games.samurai_battles.queries import LosReport, line_of_sight
from engine.games.samurai_battles.ruleset import compile_ruleset
from engine.games.samurai_battles.scenario import Scenario
from engine.games.samurai_battles.state import SBState

CLEAR = QColor(30, 140, 60)
BLOCKED = QColor(200, 40, 30)
BLOCKER_FILL = QColor(220, 40, 30, 120)
EDGE_PEN = QColor(230, 140, 0)
END_FILL = QColor(40, 110, 220, 90)


def scenario_state(document: Any) -> SBState:
    """A fresh game state of the document's scenario as it is now (raises ``WarbenchError`` or
    ``ValueError`` when the scenario cannot be set up)."""
    sc = Scenario.model_validate(document.model.model_dump())
    rs = compile_ruleset(sc, document.library())
    return SBState(load_game("samurai_battles"), rs, 0, verbose=False)


def los_message(frm: str, to: str, report: LosReport) -> str:
    """The verdict in words: clear, or blocked and by what."""
    if report.clear:
        if report.reason:
            return tr("line of sight {start} → {end}: clear ({reason})").format(start=frm, end=to, reason=report.reason)
        return tr("line of sight {start} → {end}: clear").format(start=frm, end=to)
    why = "; ".join(f"{h} {r}" for h, r in report.blocking.items())
    return tr("line of sight {start} → {end}: blocked — {why}").format(start=frm, end=to, why=why or report.reason)


def draw_los(scene: Any, board: Any, start: Any, end: Any, report: LosReport) -> list[QGraphicsItem]:
    """Draw the engine's answer on ``scene``: both ends, the hexes the line runs along, the
    blocking hexes and the line (green when clear, red when blocked). Returns the items drawn."""
    items: list[QGraphicsItem] = []

    def mark(cells: list[Any], fill: QColor, pen: QPen | None = None) -> None:
        for c in cells:
            item = QGraphicsPolygonItem(QPolygonF([QPointF(x, y) for x, y in board.polygon(c)]))
            item.setBrush(QBrush(fill))
            item.setPen(pen or QPen(Qt.PenStyle.NoPen))
            item.setZValue(55)
            scene.addItem(item)
            items.append(item)

    mark([start, end], END_FILL)
    mark([board.parse(h) for h in report.edge_hexes], QColor(0, 0, 0, 0), QPen(EDGE_PEN, 3, Qt.PenStyle.DashLine))
    mark([board.parse(h) for h in report.blocking], BLOCKER_FILL)
    a, b = board.center(start), board.center(end)
    line = QGraphicsLineItem(a[0], a[1], b[0], b[1])
    colour = CLEAR if report.clear else BLOCKED
    line.setPen(QPen(colour, 4))
    line.setZValue(60)
    scene.addItem(line)
    items.append(line)
    text = QGraphicsSimpleTextItem("clear" if report.clear else "blocked")
    f = QFont()
    f.setPixelSize(16)
    f.setBold(True)
    text.setFont(f)
    text.setBrush(QBrush(colour))
    text.setZValue(61)
    br = text.boundingRect()
    mid = QPointF((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    text.setPos(mid.x() - br.width() / 2, mid.y() - br.height() - 6)
    back = scene.addRect(
        QRectF(text.pos(), br.size()).adjusted(-4, -2, 4, 2), QPen(colour, 1), QBrush(QColor(255, 255, 255, 220))
    )
    back.setZValue(60.5)
    scene.addItem(text)
    items.extend([back, text])
    return items


class LineOfSightTool(Tool):
    """Press on the firer's hex and release on the target's hex, or click one then the other."""

    name = "los"
    label = QT_TR_NOOP("Line of Sight")
    shortcut = "L"
    tooltip = QT_TR_NOOP("Line of sight (L): click the firer's hex, then the target's hex; blocking hexes are marked.")
    icon = "mdi6.eye-outline"

    def __init__(self) -> None:
        super().__init__()
        self.start: Any | None = None
        self.end: Any | None = None
        self.report: LosReport | None = None
        self.message = ""
        self._pressed = False
        self._state: SBState | None = None
        self._items: list[QGraphicsItem] = []
        self._preview: QGraphicsLineItem | None = None
        self._doc: Any = None

    # -- lifecycle
    def activate(self, view: Any) -> None:
        super().activate(view)
        self._doc = self.document
        self._doc.changed.connect(self._document_changed)
        self.status(self.tooltip)

    def deactivate(self) -> None:
        if self._doc is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self._doc.changed.disconnect(self._document_changed)
        self.clear()
        self._doc = None
        self._state = None
        super().deactivate()

    def _document_changed(self, change: Any) -> None:
        self._state = None
        if self.start is not None and self.end is not None and self.view is not None:
            self.show_line(self.start, self.end)  # the verdict follows the edit

    @property
    def busy(self) -> bool:
        # a line on the board counts as work in progress, so Esc clears it
        return self.start is not None

    def cancel(self) -> None:
        self.clear()

    def clear(self) -> None:
        if self.view is not None:
            for item in self._items:
                self.scene.removeItem(item)
            if self._preview is not None:
                self.scene.removeItem(self._preview)
        self._items = []
        self._preview = None
        self.start = self.end = None
        self.report = None
        self._pressed = False

    # -- mouse
    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        cell = event.cell
        board = self.document.board
        if cell is None or board is None or not board.is_playable(cell):
            self.status(tr("line of sight runs between two hexes of the battlefield"))
            return True
        if self.start is None or self.report is not None:
            self.clear()
            self.start = cell
            self._pressed = True
            self._mark([cell], END_FILL)
            self.status(tr("from {hex}: click (or release on) the target hex").format(hex=board.label(cell)))
            return True
        self.show_line(self.start, cell)
        return True

    def mouse_move(self, event: ToolEvent) -> bool:
        if self.start is None or self.report is not None or event.cell is None:
            return False
        board = self.document.board
        assert board is not None
        a, b = board.center(self.start), board.center(event.cell)
        if self._preview is None:
            self._preview = QGraphicsLineItem()
            self._preview.setPen(QPen(QColor(40, 40, 40, 150), 2, Qt.PenStyle.DashLine))
            self._preview.setZValue(60)
            self.scene.addItem(self._preview)
        self._preview.setLine(a[0], a[1], b[0], b[1])
        return True

    def mouse_release(self, event: ToolEvent) -> bool:
        if not self._pressed:
            return False
        self._pressed = False
        board = self.document.board
        if event.cell is not None and event.cell != self.start and board is not None and board.is_playable(event.cell):
            assert self.start is not None
            self.show_line(self.start, event.cell)
        return True

    # -- the verdict
    def state(self) -> SBState:
        if self._state is None:
            self._state = scenario_state(self.document)
        return self._state

    def show_line(self, start: Any, end: Any) -> LosReport | None:
        """Ask the engine for the line from ``start`` to ``end`` and draw its answer."""
        board = self.document.board
        assert board is not None
        frm, to = board.label(start), board.label(end)
        keep_start = start
        self.clear()
        self.start, self.end = keep_start, end
        try:
            report = line_of_sight(self.state(), frm, to)
        except (WarbenchError, ValueError) as exc:
            self.message = tr("line of sight needs a scenario the engine can set up: {error}").format(error=exc)
            self.report = None
            self.start = None
            self.status(self.message)
            return None
        self.report = report
        self._items += draw_los(self.scene, board, start, end, report)
        self.message = los_message(frm, to, report)
        self.status(self.message)
        return report

    def _mark(self, cells: list[Any], fill: QColor, pen: QPen | None = None) -> None:
        board = self.document.board
        assert board is not None
        for c in cells:
            item = QGraphicsPolygonItem(QPolygonF([QPointF(x, y) for x, y in board.polygon(c)]))
            item.setBrush(QBrush(fill))
            item.setPen(pen or QPen(Qt.PenStyle.NoPen))
            item.setZValue(55)
            self.scene.addItem(item)
            self._items.append(item)
