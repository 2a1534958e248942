"""The Battle for Rokugan map as an area-map document: provinces and seas drawn as polygons on the
shared area canvas, provinces coloured by region with their printed values, the borders and token
slots the engine derives, the regions' territory-card slots and the round track as overlays."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen

from editor.games.rokugan import look
from editor.games.rokugan.content import bundled_clan_name
from editor.games.rokugan.sheet import SHEET_SIZE, paint_map_sheet
from editor.games.sheet_look import FixedSheet
from editor.i18n import QT_TR_NOOP, content_text, tr
from editor.kind_look import AreaLook
from editor.kind_panels import AreaPanels
from editor.kinds import AreaDocumentKind, Overlay, PieceCollection, PolygonCollection
from editor.words import field_label
from engine.games.rokugan.map_model import ProvinceDef, RokuganMap, WaterDef

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from editor.canvas.scene import BoardScene
    from editor.document import Document

PROVINCES = "provinces"
WATER = "water"
CARD_SLOT = QRectF(-22, -15, 44, 30)


def region_colours(m: RokuganMap) -> dict[str, str]:
    return {r.id: r.colour for r in m.regions}


class MapLook(FixedSheet, AreaLook):
    """Provinces in their region's colour with their plate; the sea blue; card slots and track."""

    sheet_painter = staticmethod(paint_map_sheet)
    sheet_pixels = SHEET_SIZE

    kind: MapKind

    def cell_texture(self, document: Document, cell: Any) -> str | None:
        return look.cell_texture(cell, document.model)

    def cell_color(self, document: Document, cell: Any) -> QColor:
        m = document.model
        if not isinstance(m, RokuganMap):
            return super().cell_color(document, cell)
        for p in m.provinces:
            if p.id == cell:
                return look.region_fill(region_colours(m).get(p.region))
        return look.SEA

    def piece_rect(self, collection: str, item: Any, cell_rect: QRectF) -> QRectF:
        if collection == PROVINCES:
            return QRectF(-55, -10, 110, 26)
        return super().piece_rect(collection, item, cell_rect)

    def paint_piece(
        self, painter: QPainter, rect: QRectF, collection: str, item: Any, *, selected: bool = False
    ) -> None:
        if collection == PROVINCES and isinstance(item, ProvinceDef):
            look.paint_province_plate(
                painter,
                rect,
                content_text(item.name) if item.name else item.id,
                flowers=item.flowers,
                defence=item.printed_defense,
                capital=item.capital_of is not None,
                shadowlands=item.shadowlands,
                selected=selected,
            )
            return
        super().paint_piece(painter, rect, collection, item, selected=selected)

    def piece_tooltip(self, collection: str, item: Any) -> str:
        if collection == PROVINCES and isinstance(item, ProvinceDef):
            bits = [tr("region {region}").format(region=item.region)]
            if item.flowers:
                bits.append(tr("%n flower(s)", None, item.flowers))
            if item.printed_defense:
                bits.append(tr("defence +{value}").format(value=item.printed_defense))
            if item.capital_of:
                bits.append(tr("capital of {clan}").format(clan=bundled_clan_name(item.capital_of)))
            if item.shadowlands:
                bits.append(tr("Shadowlands ({side})").format(side=field_label(item.shadowlands)))
            names = (
                f"{item.name.en} / {item.name.ru}" if item.name and item.name.ru else item.name.en if item.name else ""
            )
            return f"{item.id}{': ' + names if names else ''} — " + ", ".join(bits)
        return super().piece_tooltip(collection, item)

    def paint_overlay(self, document: Document, name: str, painter: QPainter) -> None:
        m = document.model
        if not isinstance(m, RokuganMap):
            return
        if name == "cards":
            for r in m.regions:
                if r.card_slot is not None:
                    rect = CARD_SLOT.translated(r.card_slot[0], r.card_slot[1])
                    look.paint_card_slot(painter, rect, content_text(r.name), None)
        elif name == "track":
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for i, (x, y) in enumerate(m.round_track, start=1):
                painter.setPen(QPen(QColor("#3a2a10"), 1.2))
                painter.setBrush(QBrush(QColor("#f3e2b5")))
                painter.drawEllipse(QPointF(x, y), 10, 10)
                painter.setFont(look.font(10, bold=True))
                painter.setPen(look.INK)
                painter.drawText(QRectF(x - 10, y - 10, 20, 20), Qt.AlignmentFlag.AlignCenter, str(i))
            if m.round_track:  # the numbered circles say what they are
                (x0, y0), (x1, _y1) = m.round_track[0], m.round_track[-1]
                painter.setFont(look.font(9, bold=True))
                painter.drawText(
                    QRectF(x0 - 12, y0 - 30, x1 - x0 + 24, 16), Qt.AlignmentFlag.AlignCenter, tr("Rounds of the game")
                )


class MapPanels(AreaPanels):
    """The polygon tool, the province and sea panels, the map's own fields and regions, and the area
    panel with what the map holds per player count."""

    def properties_widget(self, document: Document, collection: str, index: int) -> QWidget | None:
        # deferred: start-up (a kind's panels and editors load when its first document opens)
        from editor.games.rokugan.map_panels import ProvincePanel, WaterPanel

        if collection == PROVINCES:
            return ProvincePanel(document, index)
        if collection == WATER:
            return WaterPanel(document, index)
        return None

    def document_widget(self, document: Document) -> QWidget | None:
        # deferred: start-up (a kind's panels and editors load when its first document opens)
        from editor.games.rokugan.map_panels import MapPanel

        return MapPanel(document)

    def side_widget(self, document: Document, scene: BoardScene) -> QWidget | None:
        # deferred: start-up (a kind's panels and editors load when its first document opens)
        from editor.games.rokugan.map_panels import MapSide

        return MapSide(document, scene)


class MapKind(AreaDocumentKind):
    Look = MapLook
    Panels = MapPanels
    kind = "rokugan/map"
    game_id = "rokugan"
    title = QT_TR_NOOP("Battle for Rokugan map")
    collections = (
        PieceCollection(PROVINCES, ("provinces",), ProvinceDef, cell_field="id", label=QT_TR_NOOP("province"), z=20),
        PieceCollection(WATER, ("water",), WaterDef, cell_field="id", label=QT_TR_NOOP("sea"), z=19),
    )
    polygons = (
        PolygonCollection(
            PROVINCES, ("provinces",), ProvinceDef, piece=PROVINCES, id_prefix="province", label=QT_TR_NOOP("province")
        ),
        PolygonCollection(
            WATER,
            ("water",),
            WaterDef,
            anchor_field=None,
            holes_field="holes",
            water=True,
            piece=WATER,
            id_prefix="sea",
            label=QT_TR_NOOP("sea"),
        ),
    )
    overlays = (
        Overlay(
            "borders",
            QT_TR_NOOP("Borders and token slots"),
            tooltip=QT_TR_NOOP("The adjacency the engine derives from the polygons"),
        ),
        Overlay("cards", QT_TR_NOOP("Territory-card slots")),
        Overlay("track", QT_TR_NOOP("Round track")),
    )
    background_field = "background"

    def new_model(self) -> RokuganMap:
        return RokuganMap.new_document()

    def board_bounds(self, model: Any) -> tuple[tuple[float, float], ...] | None:
        if not isinstance(model, RokuganMap):
            return None
        w, h = model.board.width, model.board.height
        return ((0.0, 0.0), (w, 0.0), (w, h), (0.0, h))

    def area_label(self, coll: PolygonCollection, record: Any) -> str:
        name = getattr(record, "name", None)
        return content_text(name) if name is not None and name.en else str(record.id)

    def new_area_data(self, document: Document, collection: str) -> dict[str, Any]:
        data = super().new_area_data(document, collection)
        m = document.model
        if collection == PROVINCES and isinstance(m, RokuganMap):
            data["region"] = m.regions[0].id if m.regions else "region_1"
        return data

    def split_area_data(self, document: Document, collection: str, record: Any) -> dict[str, Any]:
        # the cut-off part is a new province of the same region; what is printed stays with the old one
        data = self.new_area_data(document, collection)
        if collection == PROVINCES:
            data["region"] = record.region
        return data
