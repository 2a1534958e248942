"""A tiny editor plugin used to test the shell: a map of markers (with owner and facing), tags
that hang off markers (so deleting a marker cascades), and a painted terrain layer.

Rules the checks enforce: a tower may not stand on water, and a tag must name an existing
marker. The board is a hexagon, the Commands & Colors field, or a square grid. Tags are small
badges in a corner of their cell and travel with the marker they name when it is dragged; a
feature's size is a second layer over the same records; flags may not be moved onto hills.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal

from pydantic import Field
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from editor.boards import BoardShape, HexBoardShape, SquareBoardShape
from editor.document import Document
from editor.plugin import (
    CellLayer,
    DocumentKind,
    EditorPlugin,
    Overlay,
    Palette,
    PaletteEntry,
    PieceCollection,
    register_plugin,
)
from engine.content.base import CheckContext, ContentModel, Model, register_kind
from engine.content.issues import Issue, error, warning
from engine.core.hexgrid import hexagon_board
from engine.games.samurai_battles.board import rect_field_board

TERRAIN = ("forest", "water", "hill")


class Marker(Model):
    type: Literal["pawn", "tower", "flag"] = "pawn"
    hex: str
    owner: int = Field(default=0, ge=0, le=1)
    facing: int = Field(default=0, ge=0, le=5)
    name: str = ""


class Tag(Model):
    piece: str
    hex: str
    text: str = ""


class Feature(Model):
    hex: str
    type: Literal["ruin", "well"] = "ruin"
    size: int = Field(default=1, ge=1, le=3)


class Beacon(Model):
    """A piece that stores only the column of the hexagon it stands in (drawn on its top cell)."""

    column: int
    name: str = ""


class BoardMap(ContentModel):
    kind: Literal["testboard/map"] = "testboard/map"
    title: str = "Untitled map"
    radius: int = Field(default=3, ge=1, le=8)
    shape: Literal["hexagon", "field", "grid"] = "hexagon"
    terrain: dict[str, Literal["forest", "water", "hill"]] = Field(default_factory=dict)
    markers: list[Marker] = Field(default_factory=list)
    tags: list[Tag] = Field(default_factory=list)
    features: list[Feature] = Field(default_factory=list)
    beacons: list[Beacon] = Field(default_factory=list)

    DESCRIPTION = "Test map"

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        for i, m in enumerate(self.markers):
            if m.type == "tower" and self.terrain.get(m.hex) == "water":
                yield error(
                    "tower-on-water", f"the tower at {m.hex} stands on water", "markers", i, "hex", target=m.hex
                )
        names = {m.name for m in self.markers if m.name}
        for i, t in enumerate(self.tags):
            if t.piece not in names:
                yield error(
                    "tag-orphan", f"tag {t.text!r} names no marker {t.piece!r}", "tags", i, "piece", target=t.hex
                )
        if not self.markers:
            yield warning("empty", "the map has no markers")


register_kind(BoardMap)


class BoardMapKind(DocumentKind):
    #: overlays painted so far (tests check that hidden overlays are not painted)
    overlay_calls: list[str] = []
    kind = "testboard/map"
    game_id = "testboard"
    title = "Test map"
    collections = (
        PieceCollection(
            "markers", ("markers",), Marker, cell_field="hex", facing_field="facing", type_field="type", label="marker"
        ),
        PieceCollection("tags", ("tags",), Tag, cell_field="hex", type_field="text", label="tag", z=20, stackable=True),
        PieceCollection("beacons", ("beacons",), Beacon, cell_field="column", type_field="name", label="beacon", z=30),
    )
    layers = (
        CellLayer("terrain", ("terrain",), None, "terrain"),
        CellLayer("features", ("features",), None, "feature", record_model=Feature),
        CellLayer("feature_size", ("features",), 1, "feature size", record_model=Feature, value_field="size"),
    )

    overlays = (Overlay("centre", "Centre cell", tooltip="ring the centre cell"),)

    def paint_overlay(self, document: Document, name: str, painter: QPainter) -> None:
        self.overlay_calls.append(name)
        board = document.board
        if board is not None and board.cells():
            x, y = board.center(board.cells()[len(board.cells()) // 2])
            painter.setPen(QPen(QColor("#c02020"), 3))
            painter.drawEllipse(QRectF(x - 20, y - 20, 40, 40))

    def new_model(self) -> BoardMap:
        return BoardMap()

    def board(self, model: Any) -> BoardShape | None:
        if model.shape == "field":
            return HexBoardShape(rect_field_board())
        if model.shape == "grid":
            return SquareBoardShape(2 * model.radius, 2 * model.radius)
        return HexBoardShape(hexagon_board(model.radius))

    def palettes(self, model: Any) -> list[Palette]:
        pieces = [
            PaletteEntry(
                f"{t}-{o}",
                f"{t} ({'red' if o == 0 else 'blue'})",
                collection="markers",
                template={"type": t, "owner": o},
            )
            for t in ("pawn", "tower", "flag")
            for o in (0, 1)
        ] + [PaletteEntry("beacon", "beacon", collection="beacons", template={"name": "b"})]
        terrain = [PaletteEntry("clear", "clear", layer="terrain", value=None)] + [
            PaletteEntry(t, t, layer="terrain", value=t) for t in TERRAIN
        ]
        features = [
            PaletteEntry("ruin", "ruin", layer="features", value="ruin"),
            PaletteEntry("big-well", "big well", layer="features", value="well", template={"size": 3}),
            PaletteEntry("size-1", "size 1", layer="feature_size", value=1),
        ]
        return [Palette("Markers", pieces), Palette("Terrain", terrain), Palette("Features", features)]

    def can_place(self, document: Document, collection: str, data: dict[str, Any], cell: Any) -> str | None:
        reason = super().can_place(document, collection, data, cell)
        tower = collection == "markers" and data.get("type") == "tower"
        if reason is None and tower and document.layer_value("terrain", cell) == "water":
            return "a tower cannot stand on water"
        return reason

    def piece_cell_to_stored(self, board: BoardShape, collection: str, cell: Any) -> Any:
        return cell.q if collection == "beacons" else super().piece_cell_to_stored(board, collection, cell)

    def piece_stored_to_cell(self, board: BoardShape, collection: str, value: Any) -> Any:
        if collection == "beacons":
            return min((c for c in board.cells() if c.q == value), key=lambda c: c.r)
        return super().piece_stored_to_cell(board, collection, value)

    #: documents whose pieces were painted on a board (tests check the document reaches the painter)
    painted_documents: list[str] = []

    def paint_board_piece(
        self, document: Document, painter: QPainter, rect: QRectF, collection: str, item: Any, *, selected: bool = False
    ) -> None:
        self.painted_documents.append(document.model.title)
        super().paint_board_piece(document, painter, rect, collection, item, selected=selected)

    def piece_rect(self, collection: str, item: Any, cell_rect: QRectF) -> QRectF:
        if collection == "tags":
            return QRectF(cell_rect.left(), cell_rect.top(), cell_rect.width() / 3, cell_rect.height() / 3)
        return cell_rect

    def copy_piece_data(self, document: Document, collection: str, data: dict[str, Any]) -> dict[str, Any]:
        if collection == "markers" and data.get("name"):
            return {**data, "name": data["name"] + " copy"}
        return data

    def followers(self, document: Document, collection: str, index: int) -> list[tuple[str, int]]:
        if collection != "markers" or not document.item("markers", index).name:
            return []
        here = document.cell_of("markers", index)
        return [r for r in self.dependents(document, collection, index) if document.cell_of(*r) == here]

    def can_move(self, document: Document, moves: list[tuple[tuple[str, int], Any]]) -> str | None:
        for (coll, idx), cell in moves:
            flag = coll == "markers" and document.item(coll, idx).type == "flag"
            if flag and document.layer_value("terrain", cell) == "hill":
                return "a flag cannot be moved onto a hill"
        return None

    def dependents(self, document: Document, collection: str, index: int) -> list[tuple[str, int]]:
        if collection != "markers":
            return []
        name = document.item("markers", index).name
        if not name:
            return []
        return [("tags", i) for i, t in enumerate(document.items("tags")) if t.piece == name]


register_plugin(EditorPlugin("testboard", [BoardMapKind()]))
