"""The board of the Battle for Rokugan table: the map (drawn by the map editor's painters), and over it
what a seat's observation shows — control and special tokens, combat tokens where they lie (face down
unless the seat may know them), the territory cards under their slots — and the places the engine's
legal actions allow, highlighted. Hand tokens dropped on the board go to the nearest allowed place."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QDragEnterEvent, QDragMoveEvent, QDropEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from editor.canvas.scene import BoardScene
from editor.document import Document
from editor.games.rokugan import look
from editor.games.rokugan.map_kind import CARD_SLOT, MapKind
from editor.i18n import QT_TR_NOOP, content_text, tr
from editor.kind_roles import with_roles
from editor.player.drops import HandDropBoard
from editor.tools.base import Tool, ToolEvent
from editor.words import field_label
from engine.games.rokugan.map_model import RokuganMap

if TYPE_CHECKING:
    from engine.games.rokugan.board import Board
    from engine.games.rokugan.observation import RKObservation

TOKEN_MIME = "application/x-warbench-rokugan-token"
TOKEN_RADIUS = 10.0
#: how near (board units) a drop must land to a place to go there
DROP_REACH = 40.0
TARGET = QColor(40, 190, 80, 150)
CHOICE = QColor(255, 236, 120, 150)
BATTLE = QColor(230, 60, 30, 110)


class Painted(QGraphicsItem):
    """An item drawn by a function of its painter and rect (tokens, cards)."""

    def __init__(self, rect: QRectF, paint: Callable[[QPainter, QRectF], None], data: str = "", tip: str = "") -> None:
        super().__init__()
        self.rect = rect
        self._paint = paint
        self.setData(0, data)
        if tip:
            self.setToolTip(tip)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self._paint(painter, self.rect)


class PlayView(HandDropBoard):
    """The map view of the table: takes drops of hand tokens (never palette entries). As in the
    editors, the places the engine allows are lit from the start of the drag (``drag_entered``: the
    table lights them), the pointer says whether the token can go where it is, and a refused drop
    says why at the drop point (``refusal``: the engine's reason)."""

    def __init__(self, scene: BoardScene, dropped: Callable[[str, QPointF], bool]) -> None:
        super().__init__(scene)
        self.setObjectName("rokugan.board")
        self._dropped = dropped
        self.hover_target: Callable[[str, QPointF], str | None] | None = None
        #: why a token may not go where the pointer is (the engine's reason), and the place there
        self.refusal: Callable[[str, QPointF], tuple[str | None, str]] | None = None

    def dragged(self, event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> str | None:
        md = event.mimeData()
        if not md.hasFormat(TOKEN_MIME):
            return None
        return bytes(md.data(TOKEN_MIME).data()).decode("utf-8")

    def _dragged_at(self, event: QDragMoveEvent | QDropEvent) -> tuple[str, QPointF] | None:
        """The token ``event`` drags and the board point under the pointer; ``None`` (the event
        ignored) when it drags anything else."""
        token = self.dragged(event)
        if token is None:
            event.ignore()
            return None
        return token, self.mapToScene(event.position().toPoint())

    def _why_not(self, token: str, pos: QPointF) -> tuple[str | None, str]:
        if self.refusal is None:
            return None, tr("drop it on a green place")
        return self.refusal(token, pos)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        dragged = self._dragged_at(event)
        if dragged is None:
            return
        token, pos = dragged
        where = self.hover_target(token, pos) if self.hover_target is not None else None
        what = look.token_words(token)
        if where is None:
            # taken all the same, so that a drop here arrives and is answered with the reason
            event.accept()
            place, reason = self._why_not(token, pos)
            self.drop_feedback.hover(event.position(), place, what, reason)
            self.status_message.emit(tr("{token}: drop it on a green place").format(token=what))
        else:
            event.acceptProposedAction()
            self.drop_feedback.hover(event.position(), where, what, None)
            self.status_message.emit(tr("place {token} at {where}").format(token=what, where=where))

    def dropEvent(self, event: QDropEvent) -> None:
        dragged = self._dragged_at(event)
        if dragged is None:
            return
        token, pos = dragged
        if self._dropped(token, pos):
            self.drop_feedback.end()
            event.acceptProposedAction()
        else:
            _place, reason = self._why_not(token, pos)
            self.drop_feedback.refused(event.position(), look.token_words(token), reason)
            event.ignore()


class ClickTool(Tool):
    """Clicks on the table's board, in board coordinates."""

    name = "rokugan.play"
    label = QT_TR_NOOP("Play")

    def __init__(self, clicked: Callable[[QPointF, str | None], None]) -> None:
        super().__init__()
        self._clicked = clicked

    def mouse_press(self, event: ToolEvent) -> bool:
        return event.button == Qt.MouseButton.LeftButton

    def mouse_release(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        self._clicked(event.pos, event.cell if isinstance(event.cell, str) else None)
        return True


class PlayBoard:
    """The scene and view of the table's board."""

    def __init__(self, m: RokuganMap, board: Board, dropped: Callable[[str, QPointF], bool]) -> None:
        self.map = m
        self.board = board
        self.document = Document(m.model_copy(deep=True), kind=with_roles(MapKind()))
        self.scene = BoardScene(self.document)
        for name in ("borders", "cards", "track"):
            self.scene.set_overlay_visible(name, False)
        # the map does not change during a game: its items are drawn once into pixmaps and reused
        for item in [*self.scene.cell_items.values(), *self.scene.piece_items.values()]:
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.view = PlayView(self.scene, dropped)
        self._items: list[QGraphicsItem] = []
        self._marks: list[QGraphicsItem] = []
        self.targets: dict[str, QPointF] = {}
        #: the territory cards' names as shown, by id (set by the table from the card set)
        self.card_names: dict[str, str] = {}
        #: provinces and clans by their names as shown, by id (set by the table)
        self.names: dict[str, str] = {}

    # ------------------------------------------------------------------ places
    def point(self, loc: str) -> QPointF:
        idx = self.board.loc_by_name.get(loc)
        if idx is None:
            return QPointF()
        x, y = self.board.locations[idx].point
        return QPointF(x, y)

    def nearest(self, pos: QPointF, places: list[str], reach: float = DROP_REACH) -> str | None:
        """The place among ``places`` nearest to ``pos`` within ``reach`` (board units)."""
        best, best_d = None, reach
        for loc in places:
            p = self.point(loc)
            d = ((p.x() - pos.x()) ** 2 + (p.y() - pos.y()) ** 2) ** 0.5
            if d <= best_d:
                best, best_d = loc, d
        return best

    # ------------------------------------------------------------------ drawing
    def clear(self) -> None:
        for item in self._items + self._marks:
            if item.scene() is not None:
                self.scene.removeItem(item)
        self._items = []
        self._marks = []
        self.targets = {}

    def _add(self, item: QGraphicsItem, z: float) -> None:
        item.setZValue(z)
        self.scene.addItem(item)
        self._items.append(item)

    def show(self, obs: RKObservation | None, colours: dict[str, str]) -> None:
        """Draw what ``obs`` shows (nothing over the map without an observation)."""
        self.clear()
        if obs is None:
            return
        anchors = {p: self.board.centre[i] for i, p in enumerate(self.board.provinces)}
        for pv in obs.provinces:
            loc = anchors.get(pv.id)
            if loc is None:
                continue
            x, y = self.board.locations[loc].point
            if pv.controller is not None and (pv.face_up or pv.face_down):
                colour = colours.get(pv.controller, "#888888")
                rect = QRectF(x - 30, y + 14, 28, 22)
                up, down = pv.face_up, pv.face_down
                tip = tr("{province}: {clan}, {up} face-up and {down} face-down control tokens").format(
                    province=self.name(pv.id), clan=self.name(pv.controller), up=up, down=down
                )
                self._add(
                    Painted(rect, partial(look.paint_control, colour=colour, face_up=up, face_down=down), pv.id, tip),
                    30,
                )
            if pv.special:
                kind, _, value = pv.special.partition(":")
                rect = QRectF(x + 2, y + 14, 34, 22)
                val = int(value) if value else 0
                self._add(
                    Painted(
                        rect,
                        partial(look.paint_special, special=kind, value=val),
                        pv.id,
                        f"{self.name(pv.id)}: {field_label(kind)}",
                    ),
                    30,
                )
        stacks: dict[str, int] = {}
        for t in obs.tokens:
            base = self.point(t.at)
            k = stacks.get(t.at, 0)
            stacks[t.at] = k + 1
            centre = QPointF(base.x() + k * 9, base.y() - k * 9)
            r = TOKEN_RADIUS
            rect = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
            face = None if t.token == "?" else t.token
            blessed = len(t.blessings)
            colour = colours.get(t.clan, "#888888")
            shown_face = look.token_words(face) if face is not None else tr("face down")
            if t.blessings:
                tip = tr("#{serial} {clan} at {place}: {face} blessed with {blessings}").format(
                    serial=t.serial,
                    clan=self.name(t.clan),
                    place=self.name(t.at),
                    face=shown_face,
                    blessings=", ".join(look.token_words(b) for b in t.blessings),
                )
            else:
                tip = tr("#{serial} {clan} at {place}: {face}").format(
                    serial=t.serial, clan=self.name(t.clan), place=self.name(t.at), face=shown_face
                )
            if t.foreign_blessings:
                # another clan's blessing lies on it until the reveal discards it (placement_check at_reveal)
                blessed += len(t.foreign_blessings)
                tip += tr("; blessed by another clan: {blessings}").format(
                    blessings=", ".join(f"{self.name(c)} {look.token_words(b)}" for c, b in t.foreign_blessings)
                )
            self._add(
                Painted(
                    rect,
                    partial(look.paint_combat_token, colour=colour, face=face, face_up=t.face_up, blessed=blessed),
                    f"#{t.serial}",
                    tip,
                ),
                40 + k,
            )
        slots = {r.id: r for r in self.map.regions}
        for rv in obs.regions:
            reg = slots.get(rv.id)
            if reg is None or reg.card_slot is None:
                continue
            rect = CARD_SLOT.translated(reg.card_slot[0], reg.card_slot[1])
            card, holder, title = rv.card, rv.holder, content_text(reg.name)
            name = self.card_names.get(card, card) if card not in (None, "?") else card
            holder_name = self.name(holder) or None
            shown = None if holder is not None else name
            if holder:
                state = tr("card taken by {clan}").format(clan=self.name(holder))
            elif card is None:
                state = tr("no card")
            elif card == "?":
                state = tr("a card face down")
            else:
                state = str(name)
            tip = f"{title}: {state}"
            self._add(
                Painted(
                    rect,
                    partial(look.paint_card_slot, title=title, card=shown, holder=holder_name),
                    rv.id,
                    tip,
                ),
                25,
            )

    def name(self, key: str | None) -> str:
        """A province's or clan's name as shown (its id where it has none)."""
        return self.names.get(key or "", key or "")

    def mark_places(self, places: list[str], colour: QColor = TARGET) -> None:
        """Highlight places (a centre, a border side, a coast) a token may go to."""
        for loc in places:
            p = self.point(loc)
            r = TOKEN_RADIUS + 4
            item = QGraphicsEllipseItem(QRectF(p.x() - r, p.y() - r, 2 * r, 2 * r))
            item.setBrush(QBrush(colour))
            item.setPen(QPen(colour.darker(160), 1.5))
            item.setZValue(35)
            item.setData(0, loc)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.scene.addItem(item)
            self._marks.append(item)
            self.targets[loc] = p

    def mark_provinces(self, provinces: list[str], colour: QColor = CHOICE) -> None:
        items = self.scene.cell_items
        for pid in provinces:
            cell = items.get(pid)
            if cell is None:
                continue
            item = QGraphicsPathItem(cell.path() if isinstance(cell, QGraphicsPathItem) else QPainterPath())
            item.setBrush(QBrush(colour))
            pen = QPen(colour.darker(170), 2.5, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            item.setPen(pen)
            item.setZValue(8)
            item.setData(0, pid)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.scene.addItem(item)
            self._marks.append(item)

    def marked(self) -> set[str]:
        """What is highlighted (places and provinces), by name: what the seat is offered."""
        return {str(item.data(0)) for item in self._marks}

    def token_at(self, pos: QPointF) -> str | None:
        """The ``#serial`` of the token under ``pos``."""
        for item in self._items:
            tag = item.data(0)
            token = isinstance(tag, str) and tag.startswith("#")
            if isinstance(item, Painted) and token and item.rect.adjusted(-3, -3, 3, 3).contains(pos):
                return str(tag)
        return None

    def drawn(self) -> list[Any]:
        return list(self._items)
