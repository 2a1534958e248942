"""The player's board: a seat's observation drawn with the scenario editor's painters (a read-only
document rebuilt from the observation after every action), highlights of what the decision
allows (orderable units, reachable hexes, targets with their dice, retreat hexes), and the play
tool that turns clicks and drags into engine actions."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPolygonItem, QGraphicsSimpleTextItem

from editor.canvas.scene import BoardScene
from editor.canvas.view import MapView
from editor.document import Change, Document
from editor.i18n import QT_TR_NOOP
from editor.plugin import document_kind
from editor.tools.base import Tool, ToolEvent
from engine.games.samurai_battles.pieces import ON_FIELD
from engine.games.samurai_battles.scenario import LeaderPlacement, Scenario, UnitPlacement

if TYPE_CHECKING:
    from engine.games.samurai_battles.observation import SBObservation

ORDERABLE = QColor(40, 170, 80, 110)
ORDERED = QColor(40, 110, 220)
REACHABLE = QColor(60, 140, 230, 95)
TARGET = QColor(220, 40, 30, 120)
RETREAT = QColor(240, 190, 20, 130)
CHOICE = QColor(150, 60, 200, 110)
SELECTED = QColor(255, 176, 0)
NO_FILL = QColor(0, 0, 0, 0)


def snapshot(scenario: Scenario, obs: SBObservation | None) -> Scenario:
    """The scenario as the board stands in ``obs``: living units with their figures, leaders on
    the field, captured camps gone (the tile goes to the captor's Victory card). Without an
    observation (behind the curtain), the scenario as set up."""
    sc = scenario.model_copy(deep=True)
    sc.board.tiles = []  # the tiles' outlines are an editing aid
    if obs is None:
        return sc
    for p, army in enumerate(sc.armies):
        army.units = [
            UnitPlacement(id=u.id, type=u.type, hex=u.hex, figures=u.figures)
            for u in obs.units
            if u.side == p and u.hex != "-"
        ]
        army.leaders = [
            LeaderPlacement(id=lead.id, kind=lead.kind, hex=lead.hex)
            for lead in obs.leaders
            if lead.side == p and lead.hex != "-" and lead.status == ON_FIELD
        ]
    captured = set(obs.captured_camps)
    for t in sc.terrain:
        if t.hex in captured and t.type == "camp":
            t.type, t.owner = "plain", None
    return sc


class PlayBoard:
    """The board scene and view of a game, with the decision's highlights."""

    def __init__(self, scenario: Scenario) -> None:
        kind = document_kind("samurai_battles/scenario")
        self.scenario = scenario
        self.document = Document(snapshot(scenario, None), kind=kind)
        self.scene = BoardScene(self.document)
        self.view = MapView(self.scene)
        self.view.setObjectName("play.board")
        self._marks: list[QGraphicsItem] = []

    def show(self, obs: SBObservation | None) -> None:
        """Redraw what changed: the pieces, and the terrain when a camp fell."""
        new = snapshot(self.scenario, obs)
        model = cast(Scenario, self.document.model)  # the table's own scenario document
        if new.board != model.board or len(new.armies) != len(model.armies):
            self.document.model = new  # another battle (a loaded game): draw it all again
            self.document.notify(Change("reset"))
            return
        for i, army in enumerate(new.armies):
            for name in ("units", "leaders"):
                if getattr(model.armies[i], name) != getattr(army, name):
                    setattr(model.armies[i], name, getattr(army, name))
                    self.document.notify(Change("items", f"{name}_{i}"))
            model.armies[i].colour = army.colour
        if model.terrain != new.terrain:
            model.terrain = new.terrain
            self.document.notify(Change("layer", "terrain"))

    def cell(self, label: str) -> Any:
        assert self.document.board is not None
        return self.document.board.parse(label)

    def label(self, cell: Any) -> str:
        assert self.document.board is not None
        return self.document.board.label(cell)

    # -- highlights
    def clear_marks(self) -> None:
        for item in self._marks:
            self.scene.removeItem(item)
        self._marks = []

    def mark(
        self, labels: list[str], fill: QColor, text: dict[str, str] | None = None, outline: QColor | None = None
    ) -> None:
        board = self.document.board
        assert board is not None
        for lab in labels:
            cell = board.parse(lab)
            item = QGraphicsPolygonItem(QPolygonF([QPointF(x, y) for x, y in board.polygon(cell)]))
            item.setBrush(QBrush(fill))
            item.setPen(QPen(outline, 4) if outline is not None else QPen(Qt.PenStyle.NoPen))
            item.setZValue(45 if outline is None else 46)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setData(0, lab)
            self.scene.addItem(item)
            self._marks.append(item)
            if text and lab in text:
                label = QGraphicsSimpleTextItem(text[lab])
                f = QFont()
                f.setPixelSize(13)
                f.setBold(True)
                label.setFont(f)
                label.setBrush(QBrush(QColor("#ffffff")))
                label.setPen(QPen(QColor("#400000"), 0.6))
                cx, cy = board.center(cell)
                br = label.boundingRect()
                label.setPos(cx - br.width() / 2, cy + 14)
                label.setZValue(47)
                self.scene.addItem(label)
                self._marks.append(label)

    def marked(self, fill: QColor) -> set[str]:
        """Hexes highlighted in ``fill`` (what the player is offered; tests read it)."""
        return {
            item.data(0)
            for item in self._marks
            if isinstance(item, QGraphicsPolygonItem) and item.brush().color() == fill and item.data(0)
        }


class PlayTool(Tool):
    """Click a hex to act on it; press on a unit and release on a hex to move it there."""

    name = "play"
    label = QT_TR_NOOP("Play")

    def __init__(
        self,
        clicked: Callable[[str], None],
        dragged: Callable[[str, str], None],
        hovered: Callable[[str | None], None] | None = None,
    ) -> None:
        super().__init__()
        self._clicked = clicked
        self._dragged = dragged
        self._hovered = hovered
        self._press: str | None = None
        self._over: str | None = None

    @property
    def busy(self) -> bool:
        return self._press is not None

    def _label(self, event: ToolEvent) -> str | None:
        board = self.document.board
        if event.cell is None or board is None:
            return None
        return board.label(event.cell)

    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        self._press = self._label(event)
        return True

    def mouse_move(self, event: ToolEvent) -> bool:
        over = self._label(event)
        if over != self._over:
            self._over = over
            if self._hovered is not None:
                self._hovered(over)
        return False

    def mouse_release(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        start, self._press = self._press, None
        end = self._label(event)
        if start is None or end is None:
            return True
        if start == end:
            self._clicked(end)
        else:
            self._dragged(start, end)
        return True

    def cancel(self) -> None:
        self._press = None
