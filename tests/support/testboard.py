"""A tiny editor plugin used to test the shell: a map of markers (with owner and facing), tags
that hang off markers (so deleting a marker cascades), and a painted terrain layer.

Rules the checks enforce: a tower may not stand on water, and a tag must name an existing
marker. The board is a hexagon, the Commands & Colors field, or a square grid. Tags are small
badges in a corner of their cell and travel with the marker they name when it is dragged; a
feature's size is a second layer over the same records; flags may not be moved onto hills.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar, Literal

from pydantic import Field
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from editor.boards import BoardShape, HexBoardShape, SquareBoardShape
from editor.document import Document
from editor.kind_look import KindLook
from editor.kinds import CellLayer, DocumentKind, Overlay, Palette, PaletteEntry, PieceCollection
from editor.plugin import EditorPlugin, register_plugin
from engine.content.base import CheckContext, ContentModel, Model, register_kind
from engine.content.issues import Issue, error, warning
from engine.core.hexgrid import Hex, hexagon_board
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
        """The test game's rules: one marker per cell, on a full cell of the board; no tower on
        water, no flag on a hill; one beacon per column; tags name a marker."""
        field = rect_field_board() if self.shape == "field" else None
        seen: dict[str, int] = {}
        for i, m in enumerate(self.markers):
            if field is not None:
                try:
                    h = Hex.parse(m.hex)
                except ValueError:
                    h = None
                if h is not None and h in field and not field.is_playable(h):
                    kind = (field.kind(h) or "").replace("_", " ")
                    yield error("half", f"{m.hex} is an {kind}; pieces cannot stand there", "markers", i, "hex")
            if m.hex in seen:
                yield error("occupied", f"{m.hex} is already occupied", "markers", i, "hex", target=m.hex)
            seen.setdefault(m.hex, i)
            if m.type == "tower" and self.terrain.get(m.hex) == "water":
                yield error(
                    "tower-on-water", f"a tower cannot stand on water ({m.hex})", "markers", i, "hex", target=m.hex
                )
            if m.type == "flag" and self.terrain.get(m.hex) == "hill":
                yield error(
                    "flag-on-hill", f"a flag cannot stand on a hill ({m.hex})", "markers", i, "hex", target=m.hex
                )
        columns: set[int] = set()
        for i, b in enumerate(self.beacons):
            if b.column in columns:
                yield error("occupied", f"column {b.column} is already occupied by a beacon", "beacons", i, "column")
            columns.add(b.column)
        names = {m.name for m in self.markers if m.name}
        for i, t in enumerate(self.tags):
            if t.piece not in names:
                yield error(
                    "tag-orphan", f"tag {t.text!r} names no marker {t.piece!r}", "tags", i, "piece", target=t.hex
                )
        if not self.markers:
            yield warning("empty", "the map has no markers")


register_kind(BoardMap)


class BoardMapLook(KindLook):
    #: overlays painted so far (tests check that hidden overlays are not painted)
    overlay_calls: ClassVar[list[str]] = []
    #: documents whose pieces were painted on a board (tests check the document reaches the painter)
    painted_documents: ClassVar[list[str]] = []

    def paint_overlay(self, document: Document, name: str, painter: QPainter) -> None:
        BoardMapLook.overlay_calls.append(name)
        board = document.board
        if board is not None and board.cells():
            x, y = board.center(board.cells()[len(board.cells()) // 2])
            painter.setPen(QPen(QColor("#c02020"), 3))
            painter.drawEllipse(QRectF(x - 20, y - 20, 40, 40))

    def paint_board_piece(
        self, document: Document, painter: QPainter, rect: QRectF, collection: str, item: Any, *, selected: bool = False
    ) -> None:
        BoardMapLook.painted_documents.append(document.model.title)
        super().paint_board_piece(document, painter, rect, collection, item, selected=selected)

    def piece_rect(self, collection: str, item: Any, cell_rect: QRectF) -> QRectF:
        if collection == "tags":
            return QRectF(cell_rect.left(), cell_rect.top(), cell_rect.width() / 3, cell_rect.height() / 3)
        return cell_rect


class BoardMapKind(DocumentKind):
    Look = BoardMapLook
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

    def piece_cell_to_stored(self, board: BoardShape, collection: str, cell: Any) -> Any:
        return cell.q if collection == "beacons" else super().piece_cell_to_stored(board, collection, cell)

    def piece_stored_to_cell(self, board: BoardShape, collection: str, value: Any) -> Any:
        if collection == "beacons":
            return min((c for c in board.cells() if c.q == value), key=lambda c: c.r)
        return super().piece_stored_to_cell(board, collection, value)

    def copy_piece_data(self, document: Document, collection: str, data: dict[str, Any]) -> dict[str, Any]:
        if collection == "markers" and data.get("name"):
            return {**data, "name": data["name"] + " copy"}
        return data

    def followers(self, document: Document, collection: str, index: int) -> list[tuple[str, int]]:
        if collection != "markers" or not document.item("markers", index).name:
            return []
        here = document.cell_of("markers", index)
        return [r for r in self.dependents(document, collection, index) if document.cell_of(*r) == here]

    def dependents(self, document: Document, collection: str, index: int) -> list[tuple[str, int]]:
        if collection != "markers":
            return []
        name = document.item("markers", index).name
        if not name:
            return []
        return [("tags", i) for i, t in enumerate(document.items("tags")) if t.piece == name]


register_plugin(EditorPlugin("testboard", [BoardMapKind()]))
