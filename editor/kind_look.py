"""How a document kind is drawn: its pieces, palette icons, cell colours, overlays and printable
sheet. A game subclasses :class:`KindLook` for its own look; the default draws labelled discs on
cells coloured by their first layer."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform

from editor.canvas.textures import textured_brush
from editor.layers import layer_value

if TYPE_CHECKING:
    from editor.document import Document
    from editor.kinds import DocumentKind, PaletteEntry


class KindLook:
    """The painting role of a :class:`~editor.kinds.DocumentKind`."""

    #: the smallest palette icon (pixels) at which this kind's pieces can be read
    palette_icon_px = 0

    def __init__(self, kind: DocumentKind) -> None:
        self.kind = kind

    def paint_piece(
        self, painter: QPainter, rect: QRectF, collection: str, item: Any, *, selected: bool = False
    ) -> None:
        """Draw a piece centred in ``rect`` (its cell's bounding box, in item coordinates)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = rect.adjusted(rect.width() * 0.2, rect.height() * 0.2, -rect.width() * 0.2, -rect.height() * 0.2)
        painter.setBrush(QBrush(QColor("#d0d8e8")))
        painter.setPen(QPen(QColor("#ffb000") if selected else QColor("#30343a"), 3 if selected else 1.5))
        painter.drawEllipse(r)
        label = self.piece_label(collection, item)
        if label:
            painter.setPen(QColor("#101010"))
            f = QFont()
            f.setPixelSize(max(8, int(rect.height() * 0.18)))
            painter.setFont(f)
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, label)

    def paint_board_piece(
        self, document: Document, painter: QPainter, rect: QRectF, collection: str, item: Any, *, selected: bool = False
    ) -> None:
        """Draw a piece of ``document`` on the board (default: :meth:`paint_piece`); override when
        the look depends on the rest of the document, such as an army's colour."""
        self.paint_piece(painter, rect, collection, item, selected=selected)

    def piece_rect(self, collection: str, item: Any, cell_rect: QRectF) -> QRectF:
        """Where a piece is drawn and grabbed inside its cell's bounding box (default: all of it;
        a small badge lets a piece share its cell with a bigger one and still be picked)."""
        return cell_rect

    def piece_body(self, collection: str, item: Any, rect: QRectF) -> QRectF:
        """The part of a piece drawn in ``rect`` that carries its text (what must stay readable:
        the board draws a piece larger when this part gets too small on screen)."""
        return rect

    def cell_tooltip(self, document: Document, cell: Any) -> str:
        """What hovering a cell says about it (a hex's terrain and its effects); empty: nothing."""
        return ""

    def piece_label(self, collection: str, item: Any) -> str:
        coll = self.kind.collection(collection)
        if coll.type_field:
            return str(getattr(item, coll.type_field, ""))[:8]
        return ""

    def piece_tooltip(self, collection: str, item: Any) -> str:
        return self.piece_label(collection, item)

    def paint_palette_entry(self, painter: QPainter, rect: QRectF, entry: PaletteEntry) -> None:
        """Draw a palette entry's icon (default: the piece it makes, or the layer colour)."""
        if entry.layer is not None:
            brush = textured_brush(
                self.layer_color(entry.layer, entry.value), self.layer_texture(entry.layer, entry.value)
            )
            brush.setTransform(QTransform())  # the texture at its own size: an icon shows its grain
            painter.setBrush(brush)
            painter.setPen(QPen(QColor("#30343a"), 1))
            painter.drawRect(rect.adjusted(2, 2, -2, -2))
            return
        if entry.collection is not None:
            item = self.kind.collection(entry.collection).item_model.model_construct(**entry.template)
            self.paint_piece(painter, rect, entry.collection, item)

    def cell_color(self, document: Document, cell: Any) -> QColor:
        """The fill of a playable cell (default: the colour of its first layer's value)."""
        if not self.kind.layers:
            return QColor("#f4f1e8")
        first = self.kind.layers[0].name
        return self.layer_color(first, layer_value(document, first, cell))

    def cell_texture(self, document: Document, cell: Any) -> str | None:
        """The texture drawn over a playable cell's colour: a pattern of
        :data:`editor.canvas.textures.PATTERNS`, or ``None`` for a plain fill (default: the
        texture of its first layer's value)."""
        if not self.kind.layers:
            return None
        first = self.kind.layers[0].name
        return self.layer_texture(first, layer_value(document, first, cell))

    def layer_texture(self, layer: str, value: Any) -> str | None:
        """The texture of a cell painted with ``value`` (default: none, a plain colour)."""
        return None

    def paint_overlay(self, document: Document, name: str, painter: QPainter) -> None:
        """Draw overlay ``name`` in scene coordinates (over the cells, under the pieces)."""

    def layer_color(self, layer: str, value: Any) -> QColor:
        """The fill of a cell painted with ``value`` (default: a colour derived from the value)."""
        if value is None:
            return QColor("#f4f1e8")
        h = (sum(map(ord, str(value))) * 47) % 360
        return QColor.fromHsv(h, 90, 225)

    # -- export
    def has_sheet(self, document: Document) -> bool:
        """Whether the document can be exported as a picture (default: when it has a board; a
        kind without one, such as a deck of cards, may still print a sheet)."""
        return document.board is not None

    def paint_sheet(
        self, document: Document, painter: QPainter, target: QRectF, draw_board: Callable[[QPainter, QRectF], None]
    ) -> None:
        """Draw the document's printable sheet into ``target`` (export and ``warbench render``).
        Default: the board alone; a game may lay out a title, tables and notes around
        ``draw_board(painter, rect)``, which draws the board scaled into ``rect``."""
        draw_board(painter, target)

    def sheet_size(self, document: Document) -> tuple[int, int] | None:
        """The sheet's default size in pixels (points for PDF), ``None`` for the renderer's."""
        return None


#: the fills of an area map's land and water areas when a game gives none
LAND_FILL = QColor("#efe6cf")
WATER_FILL = QColor("#a9cbe6")
#: the size of a piece on an area map (areas are far bigger than a piece)
AREA_PIECE_SIZE = 30.0


class AreaLook(KindLook):
    """The default look of an area map: land and water fills, each area's name at its anchor (its
    own record, selectable), other pieces as discs of a fixed size at the anchor."""

    def area_collection(self, collection: str) -> Any:
        """The polygon collection whose records are the pieces of ``collection``, or ``None``."""
        return next((c for c in self.kind.polygons if c.piece == collection), None)

    def piece_rect(self, collection: str, item: Any, cell_rect: QRectF) -> QRectF:
        if self.area_collection(collection) is not None:
            return QRectF(-48, -9, 96, 18)
        s = AREA_PIECE_SIZE
        return QRectF(-s / 2, -s / 2, s, s)

    def paint_piece(
        self, painter: QPainter, rect: QRectF, collection: str, item: Any, *, selected: bool = False
    ) -> None:
        coll = self.area_collection(collection)
        if coll is None:
            super().paint_piece(painter, rect, collection, item, selected=selected)
            return
        text = self.kind.area_label(coll, item)  # type: ignore[attr-defined]  # called for area maps only, whose kind is an AreaDocumentKind
        paint_area_name(painter, rect, text, selected=selected)

    def piece_label(self, collection: str, item: Any) -> str:
        coll = self.area_collection(collection)
        if coll is not None:
            return str(self.kind.area_label(coll, item))  # type: ignore[attr-defined]  # called for area maps only, whose kind is an AreaDocumentKind
        return super().piece_label(collection, item)

    def cell_color(self, document: Document, cell: Any) -> QColor:
        board = document.board
        water = getattr(board, "is_water", None)
        return WATER_FILL if water is not None and water(cell) else LAND_FILL


#: the outlines of names already drawn, by text, size and weight (laying out text is slow)
_NAME_PATHS: dict[tuple[str, int, bool], Any] = {}


#: the smallest name on a board that still reads; a longer name is elided at this size
MIN_NAME_PX = 7


def fitted_name(text: str, width: float, px: int, *, bold: bool = False) -> tuple[str, int]:
    """``text`` and its pixel size as they fit ``width``: the size asked, else smaller down to
    :data:`MIN_NAME_PX`, else at that size elided ("Север Золот…")."""
    f = QFont()
    f.setBold(bold)
    for size in range(px, MIN_NAME_PX - 1, -1):
        f.setPixelSize(size)
        if QFontMetricsF(f).horizontalAdvance(text) <= width:
            return text, size
    return QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, width), MIN_NAME_PX


def paint_area_name(painter: QPainter, rect: QRectF, text: str, *, selected: bool = False, px: int = 11) -> None:
    """An area's name centred in ``rect``, dark on a light halo (orange when selected); a name
    wider than ``rect`` is drawn smaller, and elided where even that is too wide (the whole
    name is the area's tooltip)."""
    text, px = fitted_name(text, rect.width(), px, bold=selected)
    key = (text, px, selected)
    base = _NAME_PATHS.get(key)
    if base is None:
        f = QFont()
        f.setPixelSize(px)
        f.setBold(selected)
        base = QPainterPath()
        base.addText(0, 0, f, text)
        if len(_NAME_PATHS) > 2000:
            _NAME_PATHS.clear()
        _NAME_PATHS[key] = base
    br = base.boundingRect()
    path = base.translated(rect.center().x() - br.center().x(), rect.center().y() - br.center().y())
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    halo = QPen(QColor("#ffb000") if selected else QColor(255, 255, 255, 220), 3.0)
    painter.strokePath(path, halo)
    painter.fillPath(path, QBrush(QColor("#1e1b16")))
