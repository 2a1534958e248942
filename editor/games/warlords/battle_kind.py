"""The Warlords battle as an editor document: drawn on the field of the battlefield it names, with
each side's units dragged from its roster onto cells and turned to face (R / Shift+R), the sides'
fences and shields drawn on cell edges, and the battle's settings (sides, weather, season, rule
options with their descriptions) in the panel beside the board.

Collections ``units_0`` and ``units_1`` are the two sides' deployments (``sides.<i>.deployment``);
a unit in reserve has no cell and is not drawn."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from editor.boards import BoardShape
from editor.games.checked_play import CheckedPlay
from editor.games.warlords import field, paint
from editor.games.warlords.battlefield_kind import FIELD_OVERLAYS, FieldLook, paint_field_overlay
from editor.games.warlords.content import battle_of, battlefield_in, roster_in
from editor.games.warlords.picture import battle_picture, clan_colours, paint_picture
from editor.i18n import QT_TR_NOOP, content_text, tr
from editor.kind_look import KindLook
from editor.kind_panels import KindPanels, KindPlay
from editor.kinds import DocumentKind, EdgeLayer, Palette, PaletteEntry, PieceCollection
from editor.tools.edges import EdgeTool
from editor.words import field_label
from engine.content.library import bundled_library
from engine.games.warlords.battle import Battle, UnitPlacement
from engine.games.warlords.board import DIR_NAMES
from engine.games.warlords.roster import unit_names
from engine.games.warlords.tables import UNIT_TYPES

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from editor.document import Document
    from editor.player.view import SeatsDialog
    from editor.tools.base import Tool
    from engine.content.library import ContentLibrary

Edge = tuple[Any, int]

#: the sides' edge layers: (what, label with the side's number, tooltip)
SIDE_EDGES = (
    (
        "fences",
        QT_TR_NOOP("side {number} fence"),
        QT_TR_NOOP("Fences the defender builds before the battle (L214-L220)"),
    ),
    ("shields", QT_TR_NOOP("side {number} shield"), QT_TR_NOOP("Shields (tate) set before the battle (L205-L212)")),
)


#: a unit's record of the turns before a position start, named in its tooltip
PAST_STATES = ("fleeing", "fatigued", "rallied", "hidden")


def side_of(collection: str) -> int:
    return int(collection.rsplit("_", 1)[1])


class BattleLook(FieldLook):
    kind: BattleKind

    def terrain_code(self, document: Document, cell: Any) -> str | None:
        board = document.board
        if not isinstance(board, field.FieldShape):
            return None
        return field.terrain_of(board.battlefield).get(board.label(cell), ("open", None))[0]

    def paint_overlay(self, document: Document, name: str, painter: QPainter) -> None:
        board = document.board
        bf = board.battlefield if isinstance(board, field.FieldShape) else None
        paint_field_overlay(document, name, painter, bf)
        if name == "edges" and isinstance(board, field.FieldShape):
            battle = battle_of(document)
            marks = []
            for side in battle.sides:
                marks += field.edge_label_pairs(board, side.fences, "fence")
                marks += field.edge_label_pairs(board, side.shields, "shield")
            field.paint_edges(painter, board, marks)
            for i, side in enumerate(battle.sides[:2]):
                if side.hq:
                    colour = self._colours(document)[i]
                    for c in field.cells_of(board, [side.hq]):
                        paint.paint_hq(painter, field.cell_rect(board, c), colour)

    def _colours(self, document: Document) -> tuple[QColor, QColor]:
        lib = document.library()
        return clan_colours([roster_in(lib, battle_of(document), i) for i in range(2)])

    def piece_rect(self, collection: str, item: Any, cell_rect: QRectF) -> QRectF:
        return cell_rect

    def paint_board_piece(
        self, document: Document, painter: QPainter, rect: QRectF, collection: str, item: Any, *, selected: bool = False
    ) -> None:
        side = side_of(collection)
        roster = roster_in(document.library(), battle_of(document), side)
        unit = next((u for u in roster.units if u.id == item.unit), None) if roster else None
        paint.paint_unit(
            painter,
            rect,
            self._colours(document)[side],
            unit.type if unit else "?",
            unit.figures if unit else -1,
            item.facing or "N",
            name=item.unit,
            selected=selected,
            rotated=True,
        )

    def paint_piece(
        self, painter: QPainter, rect: QRectF, collection: str, item: Any, *, selected: bool = False
    ) -> None:
        # a palette icon: the unit type is in the template's entry label; draw a plain block
        paint.paint_unit(painter, rect, paint.SIDE_COLOURS[side_of(collection)], "?", -1, item.facing or "N")

    def paint_palette_entry(self, painter: QPainter, rect: QRectF, entry: PaletteEntry) -> None:
        known = self.kind.entry_units.get(entry.id)
        if known is None:
            super().paint_palette_entry(painter, rect, entry)
            return
        side, unit_type, figures = known
        facing = str(entry.template.get("facing", "N"))
        paint.paint_unit(painter, rect, paint.SIDE_COLOURS[side], unit_type, figures, facing)

    def piece_label(self, collection: str, item: Any) -> str:
        return tr("unit {unit}").format(unit=item.unit)

    def piece_tooltip(self, collection: str, item: Any) -> str:
        facing = field_label(item.facing) if item.facing else tr("the enemy")
        text = tr("{unit} at {cell}, facing {facing}").format(unit=item.unit, cell=item.cell, facing=facing)
        # what a position start says happened to it before (its properties edit it)
        past = [field_label(name) for name in PAST_STATES if getattr(item, name, False)]
        began = getattr(item, "flight_began", None)
        if item.fleeing and began is not None:
            past[0] = tr("fleeing since turn {turn}").format(turn=began)
        return tr("{place}; {states}").format(place=text, states=", ".join(past)) if past else text

    def paint_sheet(
        self, document: Document, painter: QPainter, target: QRectF, draw_board: Callable[[QPainter, QRectF], None]
    ) -> None:
        lib = document.library()
        bf = battlefield_in(lib, battle_of(document))
        if bf is None:
            draw_board(painter, target)
            return
        rosters = [roster_in(lib, battle_of(document), i) for i in range(2)]
        paint_picture(painter, target, battle_picture(battle_of(document), bf, rosters))

    def sheet_size(self, document: Document) -> tuple[int, int] | None:
        return (1400, 1000)


class BattlePanels(KindPanels):
    def extra_tools(self) -> list[Tool]:
        return [EdgeTool()]

    def document_widget(self, document: Document) -> QWidget | None:
        # deferred: start-up (a kind's panels and editors load when its first document opens)
        from editor.games.warlords.battle_panel import BattlePanel

        return BattlePanel(document)


class BattlePlay(CheckedPlay):
    """A battle plays once its errors are fixed: the seats dialog names both sides and the game
    master (a person or the default policy, ``gm-default``)."""

    noun = QT_TR_NOOP("battle")

    def seat_count(self, setup: Any) -> int:
        return 3  # the sides named as the table names them ("Side 1 (Crab)"), the third the game master

    def prepare_seats(self, dialog: SeatsDialog) -> None:
        gm = dialog.combos[2]
        gm.setCurrentIndex(max(0, gm.findData("gm-default")))
        gm.setToolTip(tr("A person answers the GM's judgement questions, or the game master's documented answers"))


class BattleKind(DocumentKind):
    kind = "warlords/battle"
    game_id = "warlords"
    title = QT_TR_NOOP("Warlords battle")
    Look: ClassVar[type[KindLook]] = BattleLook
    Panels: ClassVar[type[KindPanels]] = BattlePanels
    Play: ClassVar[type[KindPlay]] = BattlePlay
    collections = tuple(
        PieceCollection(
            f"units_{i}",
            ("sides", i, "deployment"),
            UnitPlacement,
            cell_field="cell",
            facing_field="facing",
            type_field="unit",
            label=QT_TR_NOOP("unit"),
            owner=i,
        )
        for i in range(2)
    )
    edge_layers = tuple(
        EdgeLayer(f"{what}_{i}", label.format(number=i + 1), tip) for i in range(2) for what, label, tip in SIDE_EDGES
    )
    overlays = FIELD_OVERLAYS

    def __init__(self) -> None:
        super().__init__()
        #: palette entry id -> (side, unit type, figures), for drawing the palette's icons
        self.entry_units: dict[str, tuple[int, str, int]] = {}

    def edge_layer(self, name: str) -> EdgeLayer | None:
        """The edge layer ``name`` (``fences_0``...) with its label and tooltip in the interface's language."""
        layer = super().edge_layer(name)
        if layer is None:
            return None
        what, _, side = name.rpartition("_")
        label, tip = next((label, tip) for w, label, tip in SIDE_EDGES if w == what)
        return replace(layer, label=tr(label).format(number=int(side) + 1), tooltip=tr(tip))

    def new_model(self) -> Battle:
        return Battle.new_document()

    def board(self, model: Any) -> BoardShape | None:
        return self._board(bundled_library(), model)

    def model_board(self, document: Document, model: Any) -> BoardShape | None:
        return self._board(document.library(), model)

    def _board(self, library: ContentLibrary, model: Any) -> BoardShape | None:
        if not isinstance(model, Battle) or len(model.sides) != 2:
            return None
        bf = battlefield_in(library, model)
        if bf is None:
            return None
        try:
            return field.FieldShape(bf)
        except Exception:  # a battlefield with a broken grid: the battle is edited as a form
            return None

    def cell_to_stored(self, board: BoardShape, cell: Any) -> Any:
        return board.label(cell)

    def stored_to_cell(self, board: BoardShape, value: Any) -> Any:
        if value is None:
            raise ValueError(tr("no cell"))
        return board.parse(str(value))

    def stored_to_facing(self, collection: str, value: Any) -> int:
        return DIR_NAMES.index(value) if isinstance(value, str) and value in DIR_NAMES else 0

    def facing_to_stored(self, collection: str, steps: int) -> Any:
        return DIR_NAMES[steps % 4]

    # -- palettes: each side's roster units not yet placed
    def palettes(self, model: Any) -> list[Palette]:
        return self._palettes(bundled_library(), model)

    def _palettes(self, library: ContentLibrary, battle: Battle) -> list[Palette]:
        out = []
        names = unit_names([roster_in(library, battle, i) for i in range(min(2, len(battle.sides)))])
        for i, side in enumerate(battle.sides[:2]):
            roster = roster_in(library, battle, i)
            if roster is None:
                title = tr("Side {number}: roster {roster} not found").format(number=i + 1, roster=repr(side.roster))
                out.append(Palette(title, []))
                continue
            placed = {p.unit for p in side.deployment}
            facing = "S" if side.half == "north" else "N"
            entries = []
            for u in roster.units:
                t = UNIT_TYPES[u.type]
                self.entry_units[f"unit-{i}-{u.id}"] = (i, u.type, u.figures)
                tip = tr(
                    "{type}: {figures} figures, Skill {skill}, Equipment {equipment}, Steadfastness {steadfastness}, "
                    "Impetus {impetus}; drop on a cell of the side's zones, R turns it"
                ).format(
                    type=paint.unit_type_name(u.type),
                    figures=u.figures,
                    skill=u.skill or t.skill,
                    equipment=u.equipment or t.equipment,
                    steadfastness=u.steadfastness or t.steadfastness,
                    impetus=u.impetus or t.impetus,
                )
                entries.append(
                    PaletteEntry(
                        f"unit-{i}-{u.id}",
                        content_text(names[i].get(u.id, u.id)),
                        f"{tip}\n{tr('id: {id}').format(id=u.id)}",
                        collection=f"units_{i}",
                        template={"unit": u.id, "facing": facing},
                        group=paint.unit_type_name(u.type),
                        remaining=0 if u.id in placed else 1,
                    )
                )
            title = tr("Side {number}: {roster} ({role})").format(
                number=i + 1, roster=content_text(roster.name), role=field_label(side.role)
            )
            out.append(Palette(title, entries))
        return out

    def copy_piece_data(self, document: Document, collection: str, data: dict[str, Any]) -> dict[str, Any]:
        return data

    # -- edges: the sides' fences and shields
    def edges_of(self, document: Document, layer: str) -> set[Edge]:
        board = document.board
        if not isinstance(board, field.FieldShape):
            return set()
        what, side = layer.rsplit("_", 1)
        texts = getattr(battle_of(document).sides[int(side)], what)
        return {(m.cell, m.side) for m in field.edge_label_pairs(board, texts, what)}

    def edge_edit(self, document: Document, layer: str, edges: list[Edge]) -> tuple[str, Any]:
        board = document.board
        assert isinstance(board, field.FieldShape)
        what, side = layer.rsplit("_", 1)
        return f"sides.{side}.{what}", [board.edge_text(c, s) for c, s in edges]

    def placed_cells(self, document: Document) -> list[str]:
        out = []
        for side in battle_of(document).sides:
            out += [e.partition(":")[0] for e in [*side.fences, *side.shields]]
            if side.hq:
                out.append(side.hq)
        return out
