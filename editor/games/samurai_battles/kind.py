"""The Samurai Battles scenario as an editor document kind: the field with its map tiles, terrain
(painted per hex, with plastic hills as a second layer over the same records), and the two
armies' units and leaders (a leader on a unit of his army leads it).

Collections ``units_0``/``leaders_0`` are the first army's, ``units_1``/``leaders_1`` the
second's; ``tiles`` are the map tiles, stored as their slot in the 3 x 2 tile grid."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from editor.boards import BoardShape, HexBoardShape
from editor.games.checked_play import CheckedPlay
from editor.games.samurai_battles import content, look, overlays
from editor.games.samurai_battles.los_tool import LineOfSightTool
from editor.games.samurai_battles.objective_tool import ObjectiveTool
from editor.games.samurai_battles.piece_panels import piece_panel
from editor.games.samurai_battles.pieces import (
    LEADERS,
    TILES,
    UNITS,
    army_of,
    next_id,
    terrain_at,
)
from editor.games.samurai_battles.sheet import SHEET_SIZE, paint_sheet
from editor.games.samurai_battles.tiles import anchor_cell, slot_of
from editor.games.sheet_look import FixedSheet
from editor.i18n import QT_TR_NOOP, content_text, tr
from editor.kind_look import KindLook
from editor.kind_panels import KindPanels
from editor.kinds import CellLayer, DocumentKind, Palette, PaletteEntry, PieceCollection
from editor.words import field_label
from engine.core.hexgrid import HexBoard
from engine.games.samurai_battles.board import BASELINE_HALF_KIND, EDGE_HALF_KIND, rect_field_board
from engine.games.samurai_battles.scenario import (
    LeaderPlacement,
    Scenario,
    TerrainPlacement,
    TilePlacement,
    UnitPlacement,
)
from engine.games.samurai_battles.terrain_text import terrain_description

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from editor.document import Document
    from editor.tools.base import Tool

PieceRef = tuple[str, int]
HILL_LEVELS = (0, 1, 2, 3)


def _army_collections(i: int) -> tuple[PieceCollection, PieceCollection]:
    return (
        PieceCollection(
            f"units_{i}",
            ("armies", i, "units"),
            UnitPlacement,
            cell_field="hex",
            type_field="type",
            label=QT_TR_NOOP("unit"),
            owner=i,
        ),
        PieceCollection(
            f"leaders_{i}",
            ("armies", i, "leaders"),
            LeaderPlacement,
            cell_field="hex",
            type_field="kind",
            label=QT_TR_NOOP("leader"),
            z=20,
            owner=i,
        ),
    )


class FieldShape(HexBoardShape):
    """The field of one scenario (its tile catalogue places the map tiles)."""

    def __init__(self, board: HexBoard, scenario: Scenario) -> None:
        super().__init__(board)
        self.scenario = scenario


class ScenarioLook(FixedSheet, KindLook):
    """Units as blocks with rank and figures, leaders and map tiles as badges, terrain colours,
    the overlays and the printable scenario sheet."""

    sheet_painter = staticmethod(paint_sheet)
    sheet_pixels = SHEET_SIZE

    kind: ScenarioKind

    def piece_rect(self, collection: str, item: Any, cell_rect: QRectF) -> QRectF:
        w, h = cell_rect.width(), cell_rect.height()
        if collection in LEADERS:
            return QRectF(cell_rect.right() - w * 0.42, cell_rect.top() + h * 0.06, w * 0.36, w * 0.36)
        if collection == TILES:
            return QRectF(cell_rect.left() + w * 0.05, cell_rect.top() + h * 0.02, w * 0.62, h * 0.27)
        return cell_rect

    def paint_piece(
        self, painter: QPainter, rect: QRectF, collection: str, item: Any, *, selected: bool = False
    ) -> None:
        self._paint(self.kind.palette_model, painter, rect, collection, item, selected)

    def paint_board_piece(
        self, document: Document, painter: QPainter, rect: QRectF, collection: str, item: Any, *, selected: bool = False
    ) -> None:
        self._paint(cast(Scenario, document.model), painter, rect, collection, item, selected)

    def _paint(
        self, sc: Scenario | None, painter: QPainter, rect: QRectF, collection: str, item: Any, selected: bool
    ) -> None:
        if collection == TILES:
            look.paint_tile_badge(painter, rect, item.side, item.rotated, selected=selected)
            return
        sc = sc or Scenario.new_document()
        army = self.kind.collection(collection).owner or 0
        colour = QColor(content.army_colour(sc, army))
        if collection in LEADERS:
            look.paint_leader(painter, rect, colour, item.kind, selected=selected)
            return
        ut = content.unit_type(sc, item.type)
        full = ut.figures if ut else 4
        look.paint_unit(
            painter,
            rect,
            colour,
            item.type,
            ut.rank if ut else "",
            item.figures or full,
            full,
            general=bool(ut and ut.general),
            horse=bool(ut and ut.arm == "horse"),
            selected=selected,
        )

    def piece_body(self, collection: str, item: Any, rect: QRectF) -> QRectF:
        if collection in LEADERS or collection == TILES:
            return rect
        return look.unit_block(rect)

    def cell_tooltip(self, document: Document, cell: Any) -> str:
        board = document.board
        if board is None:
            return ""
        label = board.label(cell)
        kind = board.cell_kind(cell)
        if kind == BASELINE_HALF_KIND:
            return tr("{hex}: half hex of a baseline (units stand here only with the baseline movement rule)").format(
                hex=label
            )
        if kind == EDGE_HALF_KIND:
            return tr("{hex}: half hex at the side of the field (not playable)").format(hex=label)
        ttype, hill, owner = terrain_at(document, cell)
        t = content.terrain_type(cast(Scenario, document.model), ttype)
        if t is None:
            return f"{label}: {ttype}"
        text = f"{label} — {terrain_description(t, hill)}"
        if owner:
            text += tr(" (camp of {army})").format(army=owner)
        return text

    def piece_label(self, collection: str, item: Any) -> str:
        if collection == TILES:
            return tr("board {side}").format(side=item.side)
        if collection in LEADERS:
            return tr("{kind} leader {id}").format(kind=content.leader_kind_word(item.kind), id=item.id)
        return f"{item.type} {item.id}"

    def piece_tooltip(self, collection: str, item: Any) -> str:
        if collection == TILES:
            text = (
                tr("Map tile {side} (turned half round), slot {slot}")
                if item.rotated
                else tr("Map tile {side}, slot {slot}")
            )
            return text.format(side=item.side, slot=list(item.slot))
        if collection in LEADERS:
            return tr("Leader {id} ({kind}) at {hex}").format(
                id=item.id, kind=content.leader_kind_word(item.kind), hex=item.hex
            )
        if item.figures:
            return tr("Unit {id}: {type} at {hex}, %n figure(s)", None, item.figures).format(
                id=item.id, type=item.type, hex=item.hex
            )
        return tr("Unit {id}: {type} at {hex}").format(id=item.id, type=item.type, hex=item.hex)

    def cell_color(self, document: Document, cell: Any) -> QColor:
        board = document.board
        kind = board.cell_kind(cell) if board is not None else ""
        if kind == EDGE_HALF_KIND:
            return look.EDGE_HALF
        if kind == BASELINE_HALF_KIND:
            return look.BASELINE_HALF
        ttype, hill, _owner = terrain_at(document, cell)
        level = max(1, hill) if ttype == "hill" else hill
        return look.hill_colour(look.terrain_colour(ttype), level)

    def cell_texture(self, document: Document, cell: Any) -> str | None:
        board = document.board
        if board is not None and board.cell_kind(cell) in (EDGE_HALF_KIND, BASELINE_HALF_KIND):
            return None  # the half hexes off the field stay plain
        return look.TERRAIN_TEXTURES.get(terrain_at(document, cell)[0] or "plain")

    def layer_texture(self, layer: str, value: Any) -> str | None:
        return "grass" if layer == "hills" else look.TERRAIN_TEXTURES.get(str(value))

    def layer_color(self, layer: str, value: Any) -> QColor:
        if layer == "hills":
            return look.hill_colour(look.terrain_colour("plain"), int(value or 0))
        return look.terrain_colour(value)

    def paint_overlay(self, document: Document, name: str, painter: QPainter) -> None:
        overlays.paint(document, name, painter)


class ScenarioPanels(KindPanels):
    """The line-of-sight and objective tools, the piece panels and the scenario panel."""

    def extra_tools(self) -> list[Tool]:
        return [LineOfSightTool(), ObjectiveTool()]

    def properties_widget(self, document: Document, collection: str, index: int) -> QWidget | None:
        return piece_panel(document, collection, index)

    def document_widget(self, document: Document) -> QWidget | None:
        # deferred: start-up (a kind's panels and editors load when its first document opens)
        from editor.games.samurai_battles.scenario_panel import ScenarioPanel

        return ScenarioPanel(document)


class ScenarioPlay(CheckedPlay):
    """A scenario plays as it is, once its errors are fixed."""

    noun = QT_TR_NOOP("scenario")

    def seat_count(self, setup: Any) -> int:
        return 2


class ScenarioKind(DocumentKind):
    #: the scenario of the palette being drawn (palette entries are painted without their document)
    palette_model: Scenario | None = None
    Look = ScenarioLook
    Panels = ScenarioPanels
    Play = ScenarioPlay
    kind = "samurai_battles/scenario"
    game_id = "samurai_battles"
    title = QT_TR_NOOP("Samurai Battles scenario")
    collections = (
        *_army_collections(0),
        *_army_collections(1),
        PieceCollection(
            TILES,
            ("board", "tiles"),
            TilePlacement,
            cell_field="slot",
            type_field="side",
            label=QT_TR_NOOP("map tile"),
            z=30,
        ),
    )
    layers = (
        CellLayer(
            "terrain", ("terrain",), "plain", QT_TR_NOOP("terrain"), record_model=TerrainPlacement, value_field="type"
        ),
        CellLayer(
            "hills", ("terrain",), 0, QT_TR_NOOP("hill height"), record_model=TerrainPlacement, value_field="hill"
        ),
    )
    overlays = overlays.OVERLAYS

    def new_model(self) -> Scenario:
        return Scenario.new_document()

    def board(self, model: Any) -> BoardShape | None:
        # the canvas needs the two armies the collections point at; anything else is edited as a form
        if not isinstance(model, Scenario) or len(model.armies) != 2:
            return None
        b = model.board
        try:
            return FieldShape(rect_field_board(b.width, b.rows, long_row_parity=b.long_row_parity), model)
        except ValueError:
            return None

    # -- cells as stored: the digest's "r,dx" labels, tile slots for tiles
    def cell_to_stored(self, board: BoardShape, cell: Any) -> Any:
        return board.label(cell)

    def stored_to_cell(self, board: BoardShape, value: Any) -> Any:
        return board.parse(str(value))

    def piece_cell_to_stored(self, board: BoardShape, collection: str, cell: Any) -> Any:
        if collection == TILES:
            return slot_of(self._model_of(board), board, cell) or (0, 0)
        return board.label(cell)

    def piece_stored_to_cell(self, board: BoardShape, collection: str, value: Any) -> Any:
        if collection == TILES:
            return anchor_cell(self._model_of(board), board, value)
        return board.parse(str(value))

    def _model_of(self, board: BoardShape) -> Scenario:
        # tile slots depend on the scenario's tile catalogue, which its board knows
        return board.scenario if isinstance(board, FieldShape) else Scenario.new_document()

    # -- palettes
    def palettes(self, model: Any) -> list[Palette]:
        sc: Scenario = model
        self.palette_model = sc  # the palette draws its entries right after asking for them
        out = [self._terrain_palette(sc), self._hill_palette()]
        for i in range(min(2, len(sc.armies))):
            out.append(self._army_palette(sc, i))
        out.append(self._tile_palette(sc))
        return out

    def _terrain_palette(self, sc: Scenario) -> Palette:
        entries = []
        for t in content.terrain_table(sc).terrain:
            effects = [
                field_label(t.movement) if t.movement != "none" else "",
                tr("blocks line of sight") if t.blocks_los else "",
            ]
            tip = f"{t.names.en} ({t.names.ru}): " if t.names.ru else f"{t.names.en}: "
            tip += ", ".join(e for e in effects if e) or tr("no effect")
            if t.camp:
                for i, army in enumerate(sc.armies[:2]):
                    entries.append(
                        PaletteEntry(
                            f"terrain-camp-{i}",
                            tr("{camp} of {army}").format(camp=content_text(t.names), army=content.army_name(sc, i)),
                            tip + tr("; holds its army's general's unit"),
                            layer="terrain",
                            value=t.id,
                            template={"owner": army.id},
                        )
                    )
                continue
            entries.append(
                PaletteEntry(
                    f"terrain-{t.id}", content_text(t.names), tip, layer="terrain", value=t.id, template={"owner": None}
                )
            )
        return Palette(tr("Terrain"), entries)

    def _hill_palette(self) -> Palette:
        return Palette(
            tr("Plastic hills"),
            [
                PaletteEntry(
                    f"hill-{n}",
                    tr("No hill") if n == 0 else tr("Hill, height {height}").format(height=n),
                    tr("Remove the plastic hill")
                    if n == 0
                    else tr("Put the hex on a plastic hill of height {height}").format(height=n),
                    layer="hills",
                    value=n,
                )
                for n in HILL_LEVELS
            ],
        )

    def _army_palette(self, sc: Scenario, i: int) -> Palette:
        army = sc.armies[i]
        table = content.unit_table(sc)
        entries = []
        for ut in table.units:
            placed = sum(1 for u in army.units if u.type == ut.code)
            tip = tr("{name}: {rank} {arm}, move {move}, {melee} melee dice, %n figure(s)", None, ut.figures)
            if ut.ranged:
                tip = tr(
                    "{name}: {rank} {arm}, move {move}, {melee} melee dice, fires {weapon}, %n figure(s)",
                    None,
                    ut.figures,
                )
            tip = tip.format(
                name=content_text(ut.names),
                rank=look.RANK_SYMBOL[ut.rank],
                arm=field_label(ut.arm),
                move=ut.move,
                melee=ut.melee_dice,
                weapon=ut.ranged.weapon if ut.ranged else "",
            )
            entries.append(
                PaletteEntry(
                    f"unit-{i}-{ut.code}",
                    f"{ut.code} {content_text(ut.names)}",
                    tip + (tr("; stands in its own camp") if ut.general else ""),
                    collection=f"units_{i}",
                    template={"id": next_id(sc, i, ut.code), "type": ut.code},
                    remaining=max(0, 1 - placed) if ut.general else None,
                )
            )
        for lk in table.leaders:
            leads = tr(" and ").join(field_label(arm) for arm in lk.may_lead)
            tip = tr("{name}: move {move}, leads {arms} units; drop on a unit to attach").format(
                name=content_text(lk.names), move=lk.move, arms=leads
            )
            entries.append(
                PaletteEntry(
                    f"leader-{i}-{lk.id}",
                    content_text(lk.names),
                    tip,
                    collection=f"leaders_{i}",
                    template={"id": next_id(sc, i, lk.id), "kind": lk.id},
                )
            )
        return Palette(f"{content.army_name(sc, i)} ({field_label(army.edge)})", entries)

    def _tile_palette(self, sc: Scenario) -> Palette:
        cat = content.tile_catalogue(sc)
        used = {t.side[:1] for t in sc.board.tiles}
        entries = []
        for side in cat.sides:
            board_letter = side.id[:1]
            printed = (
                tr("{river} river and {ford} ford hexes").format(river=len(side.river), ford=len(side.ford))
                if side.river or side.ford
                else tr("no river hexes catalogued")
            )
            entries.append(
                PaletteEntry(
                    f"tile-{side.id}",
                    tr("Board {side}").format(side=side.id),
                    tr("Map tile {board}, side {side}: {printed} (catalogue {catalogue}, editable content)").format(
                        board=board_letter, side=side.id[1:], printed=printed, catalogue=cat.id
                    ),
                    collection=TILES,
                    template={"side": side.id},
                    remaining=0 if board_letter in used else 1,
                )
            )
        return Palette(tr("Map tiles"), entries)

    def copy_piece_data(self, document: Document, collection: str, data: dict[str, Any]) -> dict[str, Any]:
        # a pasted unit or leader is a new piece: it needs an id of its own
        if collection in UNITS:
            return {**data, "id": next_id(document.model, army_of(document, collection), str(data.get("type", "unit")))}
        if collection in LEADERS:
            return {
                **data,
                "id": next_id(document.model, army_of(document, collection), str(data.get("kind", "leader"))),
            }
        return data

    def followers(self, document: Document, collection: str, index: int) -> list[PieceRef]:
        if collection not in UNITS:
            return []
        cell = document.cell_of(collection, index)
        return document.pieces_at(cell, f"leaders_{army_of(document, collection)}")
