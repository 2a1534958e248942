"""The Battle for Rokugan scenario as a board document: drawn on the map it names (from the document's
library), with control tokens and special tokens dragged onto provinces from palettes. Whether a token
may lie in a province is asked of the engine's scenario checks (two clans in one province, two special
tokens in one, a clan not in play); the scenario's own settings are in the scenario panel."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from editor.boards import AreaBoardShape, BoardShape
from editor.games.checked_play import CheckedPlay
from editor.games.rokugan import look
from editor.games.rokugan.content import bundled_clan_name, scenario_map
from editor.games.rokugan.map_kind import MapKind, region_colours
from editor.games.rokugan.scenario_panel import ScenarioPanel
from editor.games.rokugan.sheet import SHEET_SIZE, paint_scenario_sheet
from editor.games.sheet_look import FixedSheet
from editor.i18n import QT_TR_NOOP, tr
from editor.kind_look import KindLook, paint_area_name
from editor.kind_panels import KindPanels
from editor.kinds import DocumentKind, Overlay, Palette, PaletteEntry, PieceCollection
from editor.words import field_label
from engine.content.library import bundled_library
from engine.games.rokugan.clan_model import Clan
from engine.games.rokugan.common import SpecialKind
from engine.games.rokugan.scenario import PreplacedControl, PreplacedSpecial, Scenario

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from editor.document import Document

CONTROL = "control"
SPECIAL = "special"
#: the values printed on the bonus tokens of the box (reference tokens.yaml)
BONUS_VALUES = {SpecialKind.HONOR_BONUS: (1, 2, 4), SpecialKind.DEFENSE_BONUS: (1, 2)}


def clan_colour(document: Document, clan: str) -> str:
    c = document.library().get("rokugan/clan", clan)
    return c.colour if isinstance(c, Clan) else "#888888"


def bundled_clan_colour(clan: str) -> str:
    """A clan's colour from the bundled content (palette icons are drawn without their document)."""
    c = bundled_library().get("rokugan/clan", clan)
    return c.colour if isinstance(c, Clan) else "#888888"


class ScenarioLook(FixedSheet, KindLook):
    sheet_painter = staticmethod(paint_scenario_sheet)
    sheet_pixels = SHEET_SIZE
    kind: ScenarioKind

    def cell_texture(self, document: Document, cell: Any) -> str | None:
        return look.cell_texture(cell, scenario_map(document))

    def cell_color(self, document: Document, cell: Any) -> QColor:
        m = scenario_map(document)
        if m is None:
            return QColor("#eeeeee")
        for p in m.provinces:
            if p.id == cell:
                return look.region_fill(region_colours(m).get(p.region), faded=True)
        return look.SEA

    def piece_rect(self, collection: str, item: Any, cell_rect: QRectF) -> QRectF:
        if collection == CONTROL:
            return QRectF(-30, 4, 28, 24)
        return QRectF(2, 4, 34, 24)

    def paint_board_piece(
        self, document: Document, painter: QPainter, rect: QRectF, collection: str, item: Any, *, selected: bool = False
    ) -> None:
        if collection == CONTROL:
            look.paint_control(painter, rect, clan_colour(document, item.clan), item.face_up, item.face_down)
        else:
            look.paint_special(painter, rect, str(item.special), item.value)
        if selected:
            painter.setPen(QPen(QColor("#ffb000"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect.adjusted(-2, -2, 2, 2))

    def paint_piece(
        self, painter: QPainter, rect: QRectF, collection: str, item: Any, *, selected: bool = False
    ) -> None:
        inner = QRectF(rect.center().x() - 14, rect.center().y() - 12, 28, 24)
        if collection == CONTROL:
            look.paint_control(painter, inner, bundled_clan_colour(item.clan), item.face_up, item.face_down)
        else:
            look.paint_special(painter, inner.adjusted(-4, 0, 4, 0), str(item.special), item.value)

    def piece_label(self, collection: str, item: Any) -> str:
        if collection == CONTROL:
            return tr("{clan} control").format(clan=bundled_clan_name(item.clan))
        return field_label(str(item.special)) + (f" +{item.value}" if item.value else "")

    def piece_tooltip(self, collection: str, item: Any) -> str:
        if collection == CONTROL:
            return tr("{clan}: {up} face-up, {down} face-down control tokens in {province}").format(
                clan=bundled_clan_name(item.clan), up=item.face_up, down=item.face_down, province=item.province
            )
        special = field_label(str(item.special)) + (f" (+{item.value})" if item.value else "")
        return tr("{special} in {province}").format(special=special, province=item.province)

    def paint_overlay(self, document: Document, name: str, painter: QPainter) -> None:
        board = document.board
        if name != "names" or not isinstance(board, AreaBoardShape):
            return
        for cell in board.cells():
            if board.is_water(cell):
                continue
            x, y = board.center(cell)
            # the name as wide as its province (a smaller one is drawn smaller, or elided)
            xs = [px for px, _ in board.polygon(cell)]
            width = max(xs) - min(xs) if xs else 120.0
            paint_area_name(painter, QRectF(x - width * 0.45, y - 14, width * 0.9, 16), board.label(cell), px=10)


class ScenarioPanels(KindPanels):
    def document_widget(self, document: Document) -> QWidget | None:
        return ScenarioPanel(document)


class ScenarioPlay(CheckedPlay):
    """A scenario plays once the engine can set it up, with a seat for each of its players."""

    noun = QT_TR_NOOP("scenario")

    def seat_count(self, setup: Any) -> int:
        return int(setup.players)


class ScenarioKind(DocumentKind):
    Look = ScenarioLook
    Panels = ScenarioPanels
    Play = ScenarioPlay
    kind = "rokugan/scenario"
    game_id = "rokugan"
    title = QT_TR_NOOP("Battle for Rokugan scenario")
    collections = (
        PieceCollection(
            CONTROL,
            ("preplaced_control",),
            PreplacedControl,
            cell_field="province",
            type_field="clan",
            label=QT_TR_NOOP("control"),
        ),
        PieceCollection(
            SPECIAL,
            ("preplaced_special",),
            PreplacedSpecial,
            cell_field="province",
            type_field="special",
            label=QT_TR_NOOP("special"),
        ),
    )
    overlays = (Overlay("names", QT_TR_NOOP("Province names")),)

    def __init__(self) -> None:
        super().__init__()
        self._map_kind = MapKind()

    def new_model(self) -> Scenario:
        # the content keeps its English title; the interface's language adds its own
        english = QT_TR_NOOP("New scenario")
        title = {"en": english} | ({"ru": tr(english)} if tr(english) != english else {})
        return Scenario.model_validate({"id": "new_scenario", "title": title, "players": 3})

    def model_board(self, document: Document, model: Any) -> BoardShape | None:
        m = scenario_map(document, model)
        return self._map_kind.board(m) if m is not None else None

    def cell_to_stored(self, board: BoardShape, cell: Any) -> Any:
        return str(cell)

    def stored_to_cell(self, board: BoardShape, value: Any) -> Any:
        return board.parse(str(value))

    def palettes(self, model: Any) -> list[Palette]:
        if not isinstance(model, Scenario):
            return []
        control = []
        for clan in model.allowed_clans:
            name = bundled_clan_name(clan)
            control.append(
                PaletteEntry(
                    f"control-{clan}",
                    tr("{clan}: face-down control").format(clan=name),
                    tr("A face-down control token of {clan} (drop on a province)").format(clan=name),
                    collection=CONTROL,
                    template={"clan": clan, "face_up": 0, "face_down": 1},
                    group=clan,
                )
            )
            control.append(
                PaletteEntry(
                    f"control-up-{clan}",
                    tr("{clan}: face-up control").format(clan=name),
                    tr("A face-up control token of {clan}: it adds 1 to the province's defence (L499)").format(
                        clan=name
                    ),
                    collection=CONTROL,
                    template={"clan": clan, "face_up": 1, "face_down": 0},
                    group=clan,
                )
            )
        specials = []
        for kind in SpecialKind:
            for value in BONUS_VALUES.get(kind, (0,)):
                suffix = f" +{value}" if value else ""
                specials.append(
                    PaletteEntry(
                        f"special-{kind.value}{suffix.strip()}",
                        f"{field_label(kind.value)}{suffix}",
                        tr("A {special} token{bonus} (one special token a province, L513)").format(
                            special=field_label(kind.value), bonus=suffix
                        ),
                        collection=SPECIAL,
                        template={"special": kind.value, "value": value},
                    )
                )
        return [Palette(tr("Control tokens"), control), Palette(tr("Special tokens"), specials)]
