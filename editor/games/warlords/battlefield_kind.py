"""The Warlords battlefield as an editor document: terrain painted per cell (each element of the
file is a region of cells of one type), rivers, bridges, fords and fences drawn on cell edges,
control zones dragged out as rectangles, and the field's extension grown or shrunk in the panel
(refused while anything would fall off the field)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar, cast

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPen

from editor.boards import BoardShape
from editor.games.warlords import field, paint
from editor.games.warlords.picture import battlefield_picture, paint_picture
from editor.games.warlords.zone_tool import ControlZoneTool
from editor.i18n import QT_TR_NOOP, tr
from editor.kind_look import KindLook
from editor.kind_panels import KindPanels
from editor.kinds import CellLayer, DocumentKind, EdgeLayer, Overlay, Palette, PaletteEntry
from editor.layers import layer_value
from editor.tools.edges import EdgeTool
from editor.words import field_label
from engine.games.warlords.battlefield import TERRAIN_TYPES, Battlefield, River, RiverCrossing, TerrainFeature

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from editor.document import Document
    from editor.tools.base import Tool

Edge = tuple[Any, int]

#: a cliff's palette entry by its impassable side (L725)
CLIFF_TITLES = {
    "N": QT_TR_NOOP("Cliff (N)"),
    "E": QT_TR_NOOP("Cliff (E)"),
    "S": QT_TR_NOOP("Cliff (S)"),
    "W": QT_TR_NOOP("Cliff (W)"),
}

#: the overlays of a Warlords field (battlefield and battle)
FIELD_OVERLAYS = (
    Overlay(
        "terrain", QT_TR_NOOP("Terrain marks"), True, QT_TR_NOOP("Trees, hills, paddies, reeds, houses and cliff sides")
    ),
    Overlay("edges", QT_TR_NOOP("Rivers, crossings and fences"), True, QT_TR_NOOP("What lies on cell edges")),
    Overlay(
        "zones",
        QT_TR_NOOP("Deployment zones"),
        True,
        QT_TR_NOOP("The four deployment zones (A, B north; C, D south) and no-man's land"),
    ),
    Overlay("control", QT_TR_NOOP("Control zones"), True, QT_TR_NOOP("The 2 x 4 control zones (L13, L78)")),
    Overlay(
        "labels",
        QT_TR_NOOP("Cell names"),
        True,
        QT_TR_NOOP("The rulebook's cell names: C11, A21, extension cells A5.3"),
    ),
)

EDGE_KINDS = ("fence", "river", "bridge", "ford")


def paint_field_overlay(document: Document, name: str, painter: QPainter, bf: Battlefield | None) -> None:
    """One of :data:`FIELD_OVERLAYS` for a document drawn on ``bf``'s field."""
    board = document.board
    if not isinstance(board, field.FieldShape) or bf is None:
        return
    if name == "terrain":
        field.paint_terrain_marks(painter, board, field.terrain_of(bf))
    elif name == "edges":
        field.paint_edges(painter, board, field.battlefield_edges(board, bf))
    elif name == "zones":
        field.paint_zones(painter, board)
    elif name == "control":
        field.paint_control_zones(painter, board, bf)
    elif name == "labels":
        field.paint_labels(painter, board)


class FieldLook(KindLook):
    """A Warlords field's cells: filled and textured by their terrain."""

    def terrain_code(self, document: Document, cell: Any) -> str | None:
        """The terrain of ``cell`` (``None`` where the document has no field)."""
        raise NotImplementedError

    def cell_color(self, document: Document, cell: Any) -> QColor:
        board = document.board
        if not isinstance(board, field.FieldShape):
            return paint.TERRAIN_FILL["open"]
        return field.cell_fill(board, cell, self.terrain_code(document, cell) or "open")

    def cell_texture(self, document: Document, cell: Any) -> str | None:
        code = self.terrain_code(document, cell)
        return None if code is None else paint.TERRAIN_TEXTURES.get(code, "grass")


class BattlefieldLook(FieldLook):
    kind: BattlefieldKind

    def terrain_code(self, document: Document, cell: Any) -> str | None:
        return str(layer_value(document, "terrain", cell))

    def layer_texture(self, layer: str, value: Any) -> str | None:
        return paint.TERRAIN_TEXTURES.get(str(value))

    def layer_color(self, layer: str, value: Any) -> QColor:
        return QColor(paint.TERRAIN_FILL.get(str(value), paint.TERRAIN_FILL["open"]))

    def paint_palette_entry(self, painter: QPainter, rect: QRectF, entry: PaletteEntry) -> None:
        box = rect.adjusted(2, 2, -2, -2)
        if entry.layer == "terrain":
            painter.setBrush(QBrush(self.layer_color("terrain", entry.value)))
            painter.setPen(QPen(QColor("#30343a"), 1))
            painter.drawRect(box)
            paint.paint_terrain(painter, box, str(entry.value), cliff_side=entry.template.get("cliff_side"))
            return
        what = str(entry.value)
        painter.setBrush(QBrush(paint.TERRAIN_FILL["open"]))
        painter.setPen(QPen(QColor("#30343a"), 1))
        painter.drawRect(box)
        a = QPointF(box.left() + 2, box.center().y())
        b = QPointF(box.right() - 2, box.center().y())
        if what in ("bridge", "ford"):
            paint.paint_edge(painter, a, b, "river", box.width())
        paint.paint_edge(painter, a, b, what, box.width())

    def paint_overlay(self, document: Document, name: str, painter: QPainter) -> None:
        paint_field_overlay(document, name, painter, cast(Battlefield, document.model))

    def paint_sheet(
        self, document: Document, painter: QPainter, target: QRectF, draw_board: Callable[[QPainter, QRectF], None]
    ) -> None:
        paint_picture(painter, target, battlefield_picture(cast(Battlefield, document.model)))

    def sheet_size(self, document: Document) -> tuple[int, int] | None:
        return (1400, 1000)


class BattlefieldPanels(KindPanels):
    def extra_tools(self) -> list[Tool]:
        return [EdgeTool(), ControlZoneTool()]

    def document_widget(self, document: Document) -> QWidget | None:
        # deferred: start-up (a kind's panels and editors load when its first document opens)
        from editor.games.warlords.battlefield_panel import BattlefieldPanel

        return BattlefieldPanel(document)


class BattlefieldKind(DocumentKind):
    kind = "warlords/battlefield"
    game_id = "warlords"
    title = QT_TR_NOOP("Warlords battlefield")
    Look: ClassVar[type[KindLook]] = BattlefieldLook
    Panels: ClassVar[type[KindPanels]] = BattlefieldPanels
    layers = (
        CellLayer(
            "terrain",
            ("terrain",),
            "open",
            "terrain",
            record_model=TerrainFeature,
            value_field="type",
            cells_field="cells",
        ),
    )
    edge_layers = (
        EdgeLayer(
            "fence", QT_TR_NOOP("fence edge"), QT_TR_NOOP("Fences drawn on the map (a fortified position, L214-L220)")
        ),
        EdgeLayer("river", QT_TR_NOOP("river edge"), QT_TR_NOOP("A river along cell edges (L713-L717)")),
        EdgeLayer("bridge", QT_TR_NOOP("bridge"), QT_TR_NOOP("A bridge over a river edge (L716)")),
        EdgeLayer("ford", QT_TR_NOOP("ford"), QT_TR_NOOP("A ford over a river edge (L716)")),
    )
    overlays = FIELD_OVERLAYS

    def edge_layer(self, name: str) -> EdgeLayer | None:
        """The edge layer ``name`` with its label and tooltip in the interface's language."""
        layer = super().edge_layer(name)
        if layer is None:
            return None
        return replace(layer, label=tr(layer.label), tooltip=tr(layer.tooltip))

    def new_model(self) -> Battlefield:
        return Battlefield.new_document()

    def board(self, model: Any) -> BoardShape | None:
        if not isinstance(model, Battlefield):
            return None
        try:
            return field.FieldShape(model)
        except Exception:  # a field whose grid cannot be built is edited as a form until fixed
            return None

    def cell_to_stored(self, board: BoardShape, cell: Any) -> Any:
        return board.label(cell)

    def stored_to_cell(self, board: BoardShape, value: Any) -> Any:
        return board.parse(str(value))

    # -- palettes
    def palettes(self, model: Any) -> list[Palette]:
        terrain = [
            PaletteEntry(
                "terrain-open", tr("Open ground"), paint.terrain_tooltip("open"), layer="terrain", value="open"
            )
        ]
        for code in TERRAIN_TYPES:
            if code == "open":
                continue
            if code == "cliff":
                for side, name in (("N", "north"), ("E", "east"), ("S", "south"), ("W", "west")):
                    terrain.append(
                        PaletteEntry(
                            f"terrain-cliff-{side}",
                            tr(CLIFF_TITLES[side]),
                            tr("{terrain}; this one's impassable side is the {side}").format(
                                terrain=paint.terrain_tooltip(code), side=field_label(name)
                            ),
                            layer="terrain",
                            value=code,
                            template={"cliff_side": side, "shiftable": False},
                        )
                    )
                continue
            terrain.append(
                PaletteEntry(
                    f"terrain-{code}",
                    paint.terrain_title(code),
                    paint.terrain_tooltip(code),
                    layer="terrain",
                    value=code,
                    template={"cliff_side": None, "shiftable": False},
                )
            )
        for code in ("forest", "hill", "village"):
            terrain.append(
                PaletteEntry(
                    f"terrain-{code}-shiftable",
                    tr("{terrain} (shiftable)").format(terrain=paint.terrain_title(code)),
                    tr("{terrain}; in an inner province the GM may shift it 1 cell (L290)").format(
                        terrain=paint.terrain_tooltip(code)
                    ),
                    layer="terrain",
                    value=code,
                    template={"cliff_side": None, "shiftable": True},
                )
            )
        edges = [
            PaletteEntry(f"edge-{e.name}", e.label.capitalize(), e.tooltip, layer=e.name, value=e.name)
            for e in (self.edge_layer(layer.name) for layer in self.edge_layers)
            if e is not None
        ]
        return [Palette(tr("Terrain"), terrain), Palette(tr("Cell edges"), edges)]

    # -- cell edges
    def _shape(self, document: Document) -> field.FieldShape | None:
        board = document.board
        return board if isinstance(board, field.FieldShape) else None

    def edges_of(self, document: Document, layer: str) -> set[Edge]:
        shape = self._shape(document)
        bf = cast(Battlefield, document.model)
        if shape is None:
            return set()
        return {(m.cell, m.side) for m in field.battlefield_edges(shape, bf) if m.what == layer}

    def edge_edit(self, document: Document, layer: str, edges: list[Edge]) -> tuple[str, Any]:
        shape = self._shape(document)
        assert shape is not None
        bf = cast(Battlefield, document.model)
        texts = [shape.edge_text(c, s) for c, s in edges]
        if layer == "fence":
            return "fences", texts
        wanted = set(edges)
        rivers = [r.model_copy(deep=True) for r in bf.rivers]

        def key(text: str) -> Edge | None:
            return shape.parse_edge(text)

        if layer == "river":
            known: set[Edge] = set()
            for r in rivers:
                r.edges = [e for e in r.edges if key(e) in wanted]
                known |= {k for e in r.edges if (k := key(e)) is not None}
                r.crossings = [x for x in r.crossings if key(x.edge) in {key(e) for e in r.edges}]
            new = [shape.edge_text(c, s) for c, s in edges if (c, s) not in known]
            if new:
                if rivers:
                    rivers[0].edges += new
                else:
                    rivers.append(River(id="river-1", edges=new))
            return "rivers", [r for r in rivers if r.edges]
        # a bridge or a ford: on the river that holds the edge
        for r in rivers:
            r.crossings = [x for x in r.crossings if x.kind != layer or key(x.edge) in wanted]
        have = {key(x.edge) for r in rivers for x in r.crossings if x.kind == layer}
        for c, s in edges:
            if (c, s) in have:
                continue
            text = shape.edge_text(c, s)
            holder = next((r for r in rivers if any(key(e) == (c, s) for e in r.edges)), None)
            if holder is None:
                if not rivers:
                    rivers.append(River(id="river-1", edges=[text]))
                holder = rivers[0]
                if all(key(e) != (c, s) for e in holder.edges):
                    holder.edges.append(text)
            holder.crossings.append(RiverCrossing(edge=text, kind=layer))  # type: ignore[arg-type]  # the layer's name is one of the crossing kinds
        return "rivers", rivers

    def placed_cells(self, document: Document) -> list[str]:
        bf = cast(Battlefield, document.model)
        out = [e.partition(":")[0] for e in bf.fences]
        for r in bf.rivers:
            out += [e.partition(":")[0] for e in r.edges]
            out += [x.edge.partition(":")[0] for x in r.crossings]
        for cz in bf.control_zones:
            out += [cz.first, cz.last]
        return out
