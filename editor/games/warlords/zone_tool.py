"""The control-zone tool: drag a rectangle of cells to place the control zone of the deployment
zone it lies in (one per zone, 2 x 4 cells, L13, L78). Refused with the engine's reason when the
rectangle does not make a valid control zone."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from editor.commands import SetFieldCommand
from editor.games.warlords.field import FieldShape, cell_rect
from editor.i18n import QT_TR_NOOP, tr
from editor.placement import edit_refusal
from editor.tools.base import Tool, ToolEvent
from engine.games.warlords.battlefield import Battlefield, ControlZone


class ControlZoneTool(Tool):
    name = "control_zone"
    label = QT_TR_NOOP("Control zone")
    shortcut = "Z"
    tooltip = QT_TR_NOOP(
        "Control zone (Z): drag a 2 x 4 rectangle inside a deployment zone to place that zone's control zone."
    )
    icon = "mdi6.select-group"

    def __init__(self) -> None:
        super().__init__()
        self._start: Any = None
        self._end: Any = None
        self._band: QGraphicsRectItem | None = None

    @property
    def busy(self) -> bool:
        return self._start is not None

    def _shape(self) -> FieldShape | None:
        board = self.document.board
        return board if isinstance(board, FieldShape) else None

    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton or self._shape() is None or event.cell is None:
            return False
        self._start = self._end = event.cell
        self._band = QGraphicsRectItem()
        self._band.setPen(QPen(QColor("#7b2d8b"), 3, Qt.PenStyle.DashLine))
        self._band.setBrush(QBrush(QColor(123, 45, 139, 50)))
        self._band.setZValue(60)
        self.scene.addItem(self._band)
        self._show()
        return True

    def _show(self) -> None:
        shape = self._shape()
        if self._band is None or shape is None:
            return
        self._band.setRect(cell_rect(shape, self._start).united(cell_rect(shape, self._end)))

    def mouse_move(self, event: ToolEvent) -> bool:
        if self._start is None:
            return False
        if event.cell is not None:
            self._end = event.cell
            self._show()
        return True

    def mouse_release(self, event: ToolEvent) -> bool:
        if self._start is None:
            return False
        start, end = self._start, (event.cell if event.cell is not None else self._end)
        self.cancel()
        shape = self._shape()
        assert shape is not None
        first = shape.label(type(start)(min(start.x, end.x), min(start.y, end.y)))
        last = shape.label(type(start)(max(start.x, end.x), max(start.y, end.y)))
        bf = self.document.model
        assert isinstance(bf, Battlefield)
        quarter = first[0]
        zones = [z.model_copy() for z in bf.control_zones]
        index = next((i for i, z in enumerate(zones) if z.first[:1].upper() == quarter), None)
        if index is None:
            zones.append(ControlZone(id=f"cz-{quarter.lower()}", first=first, last=last))
            index = len(zones) - 1
        else:
            zones[index] = zones[index].model_copy(update={"first": first, "last": last})

        def mutate(model: Any) -> str | None:
            model.control_zones = [z.model_copy() for z in zones]
            return None

        reason = edit_refusal(self.document, mutate, [("control_zones", index)], [first, last])
        if reason is not None:
            self.status(tr("cannot place the control zone there: {reason}").format(reason=reason))
            return True
        self.document.undo_stack.push(
            SetFieldCommand(
                self.document,
                None,
                "control_zones",
                zones,
                merge=False,
                text=tr("Place control zone {zone}").format(zone=zones[index].id),
            )
        )
        return True

    def cancel(self) -> None:
        if self._band is not None and self._band.scene() is not None:
            self._band.scene().removeItem(self._band)
        self._band = None
        self._start = self._end = None
