"""The edge tool: draw on cell edges (fences, rivers) of a square board.

A press on an edge adds it to the chosen edge layer, or takes it away when it is already there;
dragging along further edges does the same to them; the release pushes the whole stroke as one
undo step. What the layer holds and how it is stored is the document kind's
(:meth:`~editor.kinds.DocumentKind.edges_of`, :meth:`~editor.kinds.DocumentKind.edge_edit`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLineF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsLineItem

from editor.boards import SquareBoardShape
from editor.commands import SetFieldCommand
from editor.i18n import QT_TR_NOOP, tr
from editor.tools.base import Tool, ToolEvent

Edge = tuple[Any, int]

ADD_PREVIEW = QColor(30, 140, 60)
REMOVE_PREVIEW = QColor(200, 40, 30)


class EdgeTool(Tool):
    """Click or drag along cell edges to draw the chosen edge layer; on drawn edges, to rub it out."""

    name = "edges"
    label = QT_TR_NOOP("Edges")
    shortcut = "B"
    tooltip = QT_TR_NOOP(
        "Edges (B): click or drag along cell edges to draw fences or rivers; over drawn ones to remove them."
    )

    def __init__(self) -> None:
        super().__init__()
        self.layer: str | None = None
        self._adding = True
        self._stroke: list[Edge] | None = None
        self._preview: list[QGraphicsLineItem] = []

    @property
    def busy(self) -> bool:
        return self._stroke is not None

    def set_layer(self, layer: str) -> None:
        self.layer = layer

    def _board(self) -> SquareBoardShape | None:
        board = self.document.board
        return board if isinstance(board, SquareBoardShape) else None

    def _ready(self) -> bool:
        kind = self.document.kind
        if kind is None or not kind.edge_layers or self._board() is None:
            self.status(tr("this document has no cell edges to draw on"))
            return False
        if self.layer is None or kind.edge_layer(self.layer) is None:
            self.layer = kind.edge_layers[0].name
        return True

    def _edge(self, event: ToolEvent) -> Edge | None:
        board = self._board()
        if board is None:
            return None
        hit = board.edge_at(event.pos.x(), event.pos.y())
        return None if hit is None else board.same_edge(*hit)

    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton or not self._ready():
            return False
        edge = self._edge(event)
        if edge is None:
            self.status(tr("press on a cell edge"))
            return True
        assert self.document.kind is not None and self.layer is not None
        self._adding = edge not in self.document.kind.edges_of(self.document, self.layer)
        self._stroke = []
        self._add(edge)
        return True

    def _add(self, edge: Edge | None) -> None:
        board = self._board()
        if edge is None or self._stroke is None or edge in self._stroke or board is None:
            return
        self._stroke.append(edge)
        (x1, y1), (x2, y2) = board.edge_segment(*edge)
        line = QGraphicsLineItem(QLineF(x1, y1, x2, y2))
        line.setPen(
            QPen(ADD_PREVIEW if self._adding else REMOVE_PREVIEW, 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        )
        line.setZValue(60)
        self.scene.addItem(line)
        self._preview.append(line)

    def mouse_move(self, event: ToolEvent) -> bool:
        if self._stroke is None:
            return False
        self._add(self._edge(event))
        return True

    def mouse_release(self, event: ToolEvent) -> bool:
        if self._stroke is None:
            return False
        stroke, self._stroke = self._stroke, None
        self._clear_preview()
        doc = self.document
        assert doc.kind is not None and self.layer is not None
        present = doc.kind.edges_of(doc, self.layer)
        if self._adding:
            new = [e for e in stroke if e not in present]
            edges = sorted(present) + new
        else:
            new = [e for e in stroke if e in present]
            edges = sorted(e for e in present if e not in set(new))
        if not new:
            return True
        field, value = doc.kind.edge_edit(doc, self.layer, edges)
        label = doc.kind.edge_layer(self.layer)
        what = tr(label.label) if label is not None else self.layer
        text = (
            tr("Draw {layer}: %n edge(s)", None, len(new))
            if self._adding
            else tr("Remove {layer}: %n edge(s)", None, len(new))
        )
        doc.undo_stack.push(SetFieldCommand(doc, None, field, value, merge=False, text=text.format(layer=what)))
        return True

    def _clear_preview(self) -> None:
        for line in self._preview:
            if line.scene() is not None:
                line.scene().removeItem(line)
        self._preview = []

    def cancel(self) -> None:
        self._stroke = None
        self._clear_preview()
