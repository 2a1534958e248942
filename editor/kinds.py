"""Document kinds: what the editor shell needs to edit one content kind.

A :class:`DocumentKind` is the document-model role: how to make a new document, which board it
is drawn on, where its pieces live (:class:`PieceCollection`) and its painted layers
(:class:`CellLayer`), its palettes, and what hangs off a piece. What may stand where is never
decided here: :meth:`DocumentKind.can_place` and :meth:`DocumentKind.can_move` ask the engine
(:mod:`editor.placement`). An area map's kind (:class:`AreaDocumentKind`) declares its polygons
(:class:`PolygonCollection`): its board is drawn from them and the polygon tool edits them. The other roles are separate objects a game subclasses only when it
has them: :class:`~editor.kind_look.KindLook` (painting), :class:`~editor.kind_panels.KindPanels`
(widgets and tools), :class:`~editor.kind_panels.KindPlay` (playtesting).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import ValidationError

from editor.boards import AreaBoardShape, AreaOutline, BoardShape
from editor.i18n import QT_TR_NOOP, tr
from editor.placement import placement_refusal, placement_refusals
from engine.content.base import ContentModel, kind_info
from engine.content.library import bundled_library

if TYPE_CHECKING:
    from editor.document import Document
    from editor.kind_look import KindLook
    from editor.kind_panels import KindPanels, KindPlay


@dataclass(frozen=True)
class PieceCollection:
    """A list of pieces inside the content model.

    ``path`` is the attribute path to the list; each item is a pydantic model of
    ``item_model`` whose ``cell_field`` holds the cell in its stored form (see
    :meth:`DocumentKind.cell_to_stored`). ``facing_field`` (an int number of steps) makes the
    pieces rotatable. ``type_field`` names the field shown as the piece's type.
    """

    name: str
    path: tuple[str | int, ...]
    item_model: type[Any]
    cell_field: str = "hex"
    facing_field: str | None = None
    type_field: str | None = None
    label: str = QT_TR_NOOP("piece")
    z: float = 10.0
    #: whether two pieces of this collection may share a cell
    stackable: bool = False
    #: the side every piece of the collection belongs to (one list per side), or ``None``
    owner: int | None = None
    #: the field of each piece naming its side (one list for all sides), or ``None``
    owner_field: str | None = None


@dataclass(frozen=True)
class PolygonCollection:
    """Areas drawn as polygons: the records at ``path`` (pydantic ``item_model``), each with an id
    (``id_field``), an outline (``points_field``, a list of points), optionally an anchor where its
    pieces and label stand and holes. ``water`` areas are the sea. ``piece`` names the
    :class:`PieceCollection` over the same records (its ``cell_field`` is the id), so that selecting
    an area selects its record and shows its properties. New areas get ids ``<id_prefix>_<n>``."""

    name: str
    path: tuple[str | int, ...]
    item_model: type[Any]
    id_field: str = "id"
    points_field: str = "polygon"
    anchor_field: str | None = "anchor"
    holes_field: str | None = None
    water: bool = False
    label: str = QT_TR_NOOP("area")
    piece: str | None = None
    id_prefix: str = "area"


@dataclass(frozen=True)
class CellLayer:
    """A painted layer at ``path``; a cell without an entry has the value ``default``.

    Stored either as a mapping ``stored cell -> value`` or, with ``record_model``, as a list of
    records whose ``cell_field`` holds the cell and ``value_field`` the value (other fields of
    a record, such as a hill's height, are kept when its value is repainted). With
    ``cells_field`` each record is a region: a list of cells sharing one value (a wood of
    several cells); a painted cell leaves its region and joins a bordering region of the same
    value and fields, or starts a new one with the id ``<value>-<n>`` in ``id_field``.
    """

    name: str
    path: tuple[str | int, ...]
    default: Any = None
    label: str = QT_TR_NOOP("layer")
    record_model: type[Any] | None = None
    cell_field: str = "hex"
    value_field: str = "type"
    cells_field: str | None = None
    id_field: str = "id"


@dataclass(frozen=True)
class EdgeLayer:
    """Cell edges a tool draws on (fences, rivers): the kind reads them with
    :meth:`DocumentKind.edges_of` and says how to store a new set with
    :meth:`DocumentKind.edge_edit`. Drawn by the kind's look (an overlay)."""

    name: str
    label: str
    tooltip: str = ""


@dataclass(frozen=True)
class PaletteEntry:
    """One palette entry: dropped as a piece of ``collection`` built from ``template``, or (with
    ``layer``) painted as ``value``; a record layer's entry may also set other fields of the
    painted records from ``template`` (a camp's owner)."""

    id: str
    label: str
    tooltip: str = ""
    collection: str | None = None
    template: dict[str, Any] = field(default_factory=dict)
    layer: str | None = None
    value: Any = None
    group: str = ""
    #: how many more may be placed (``None`` = unlimited); shown on the entry
    remaining: int | None = None


@dataclass(frozen=True)
class Overlay:
    """A drawing over the board that the user switches on and off (View > Overlays): section
    lines, baselines, deployment zones. Painted by :meth:`DocumentKind.paint_overlay`."""

    name: str
    label: str
    default: bool = True
    tooltip: str = ""


@dataclass
class Palette:
    title: str
    entries: list[PaletteEntry]


class DocumentKind:
    """Everything the shell needs to edit one content kind. Subclass and override; set
    ``Look``, ``Panels`` and ``Play`` to the game's role classes: its plugin hands them in when it
    registers, and the registry gives the kind its roles (:func:`editor.kind_roles.with_roles`,
    the shell's generic role for one the game has not)."""

    kind: str = ""
    game_id: str = ""
    title: str = ""
    collections: tuple[PieceCollection, ...] = ()
    layers: tuple[CellLayer, ...] = ()
    overlays: tuple[Overlay, ...] = ()
    #: cell edges drawn with the edge tool (palette entries with ``layer`` set to one choose it)
    edge_layers: tuple[EdgeLayer, ...] = ()
    #: the areas of an area map (see :class:`AreaDocumentKind`)
    polygons: tuple[PolygonCollection, ...] = ()
    #: the document field holding a :class:`~engine.content.background.BackgroundImage`, if any
    background_field: str | None = None
    Look: ClassVar[type[KindLook] | None] = None
    Panels: ClassVar[type[KindPanels] | None] = None
    Play: ClassVar[type[KindPlay] | None] = None
    #: the roles, given by :func:`editor.kind_roles.with_roles`
    look: KindLook
    panels: KindPanels
    play: KindPlay

    # -- documents
    def new_model(self) -> ContentModel:
        """A new document: the kind's own template, else a copy of the first bundled document of
        the kind under a new id (a kind with required fields and no template still opens)."""
        info = kind_info(self.kind)
        if info is None:
            raise KeyError(self.kind)
        try:
            return info.model.new_document()
        except ValidationError:
            bundled = bundled_library().of_kind(self.kind)
            if not bundled:
                raise
            update = {"id": f"new-{self.kind.split('/')[-1]}"} if "id" in type(bundled[0]).model_fields else {}
            return bundled[0].model_copy(deep=True, update=update)

    def board(self, model: Any) -> BoardShape | None:
        """The board to draw; ``None`` for documents edited as a form only."""
        return None

    def model_board(self, document: Document, model: Any) -> BoardShape | None:
        """The board ``model`` would be drawn on as ``document``'s content (default: :meth:`board`;
        a kind whose board comes from other content — a scenario drawn on the map or battlefield
        it names — looks it up in the document's library). Edits that change the board are checked
        against the board the edited model would have."""
        return self.board(model)

    def document_board(self, document: Document) -> BoardShape | None:
        """The board of ``document`` as it is (:meth:`model_board` of its model)."""
        return self.model_board(document, document.model)

    def collection(self, name: str) -> PieceCollection:
        for c in self.collections:
            if c.name == name:
                return c
        raise KeyError(name)

    def polygon_collection(self, name: str) -> PolygonCollection:
        for c in self.polygons:
            if c.name == name:
                return c
        raise KeyError(name)

    def cell_piece(self, document: Document, cell: Any) -> tuple[str, int] | None:
        """The piece that *is* the cell (an area's own record), selected when the cell is picked."""
        return None

    def layer(self, name: str) -> CellLayer:
        for c in self.layers:
            if c.name == name:
                return c
        raise KeyError(name)

    # -- facing as stored
    def stored_to_facing(self, collection: str, value: Any) -> int:
        """The number of facing steps of a stored facing (default: the stored int; none is 0)."""
        return int(value) if value is not None else 0

    def facing_to_stored(self, collection: str, steps: int) -> Any:
        """How ``steps`` facing steps are stored (default: the int)."""
        return steps

    # -- cell edges (see :class:`EdgeLayer`)
    def edge_layer(self, name: str) -> EdgeLayer | None:
        return next((e for e in self.edge_layers if e.name == name), None)

    def edges_of(self, document: Document, layer: str) -> set[tuple[Any, int]]:
        """The edges ``(cell, side)`` of edge layer ``layer``, each named once
        (:meth:`~editor.boards.SquareBoardShape.same_edge`)."""
        return set()

    def edge_edit(self, document: Document, layer: str, edges: list[tuple[Any, int]]) -> tuple[str, Any]:
        """The document field (a dotted path) and its new value that make ``edges`` the edges of
        ``layer`` (pushed as one :class:`~editor.commands.SetFieldCommand`)."""
        raise NotImplementedError(layer)

    # -- what else lies on cells (kept on the board when it shrinks)
    def placed_cells(self, document: Document) -> list[str]:
        """The stored cells that things other than pieces and painted layers lie on (edges,
        zones), which a smaller board must still hold (default: none)."""
        return []

    # -- cells as stored in the model
    def cell_to_stored(self, board: BoardShape, cell: Any) -> Any:
        return str(cell)

    def stored_to_cell(self, board: BoardShape, value: Any) -> Any:
        if isinstance(value, str):
            return type(board.cells()[0]).parse(value)
        if isinstance(value, (list, tuple)) and len(value) == 2:
            return type(board.cells()[0])(int(value[0]), int(value[1]))
        return value

    def piece_cell_to_stored(self, board: BoardShape, collection: str, cell: Any) -> Any:
        """How a piece of ``collection`` stores the cell it is dropped or moved on (default:
        :meth:`cell_to_stored`; a collection may store something coarser, such as a tile slot)."""
        return self.cell_to_stored(board, cell)

    def piece_stored_to_cell(self, board: BoardShape, collection: str, value: Any) -> Any:
        """The cell a piece of ``collection`` is drawn on (inverse of :meth:`piece_cell_to_stored`)."""
        return self.stored_to_cell(board, value)

    # -- palettes and placement
    def palettes(self, model: Any) -> list[Palette]:
        return []

    def dependents(self, document: Document, collection: str, index: int) -> list[tuple[str, int]]:
        """Pieces that hang off piece ``(collection, index)`` and go when it goes."""
        return []

    def copy_piece_data(self, document: Document, collection: str, data: dict[str, Any]) -> dict[str, Any]:
        """The data of a new copy of a piece (pasted): default unchanged; a game whose pieces
        carry unique ids gives the copy a fresh one."""
        return data

    def followers(self, document: Document, collection: str, index: int) -> list[tuple[str, int]]:
        """Pieces carried along when piece ``(collection, index)`` is dragged (a leader on his unit)."""
        return []

    # -- what may stand where: the engine's checks decide
    def can_place(self, document: Document, collection: str, data: dict[str, Any], cell: Any) -> str | None:
        """``None`` if a piece of ``collection`` with ``data`` may be put on ``cell``, else the
        reason, as the engine's checks of the document with the piece added state it."""
        return placement_refusal(document, [(collection, None, data, cell)])

    def can_move(self, document: Document, moves: list[tuple[tuple[str, int], Any]]) -> str | None:
        """``None`` if the pieces may move to the cells given (``[(piece, cell), ...]``, all moving
        together), else the reason, as the engine's checks of the moved document state it."""
        return placement_refusal(document, [(ref[0], ref[1], None, cell) for ref, cell in moves])

    def place_refusals(
        self, document: Document, collection: str, data: dict[str, Any], cells: list[Any]
    ) -> dict[Any, str | None]:
        """:meth:`can_place` for every cell in ``cells`` at once (the answers a drag shows)."""
        return placement_refusals(document, {c: [(collection, None, data, c)] for c in cells})

    def move_refusals(
        self, document: Document, moves_by_cell: dict[Any, list[tuple[tuple[str, int], Any]]]
    ) -> dict[Any, str | None]:
        """:meth:`can_move` for several alternative moves at once, keyed as ``moves_by_cell`` is."""
        return placement_refusals(
            document, {k: [(ref[0], ref[1], None, cell) for ref, cell in moves] for k, moves in moves_by_cell.items()}
        )


class AreaDocumentKind(DocumentKind):
    """A document drawn on an area board: its cells are the areas of its polygon collections, stored
    by id; the polygon tool draws and edits them (:mod:`editor.tools.polygon`), the area panel sets
    the background picture and joins, cuts and snaps areas. An area's own record is a piece only to
    be selected: it is neither dropped nor dragged onto another area."""

    #: the overlay (in ``overlays``) that shows the borders the engine derives and their slots
    border_overlay: str | None = "borders"

    def board(self, model: Any) -> BoardShape | None:
        outlines = []
        for coll in self.polygons:
            for i, rec in enumerate(_resolve(model, coll.path)):
                outlines.append(self.outline(coll, i, rec))
        return AreaBoardShape(outlines, self.board_bounds(model))

    def outline(self, coll: PolygonCollection, index: int, record: Any) -> AreaOutline:
        """The outline of one record (points, anchor, holes, label) as the board draws it."""
        pts = tuple((float(p[0]), float(p[1])) for p in getattr(record, coll.points_field))
        anchor = getattr(record, coll.anchor_field, None) if coll.anchor_field else None
        holes = getattr(record, coll.holes_field, None) or () if coll.holes_field else ()
        return AreaOutline(
            str(getattr(record, coll.id_field)),
            pts,
            (float(anchor[0]), float(anchor[1])) if anchor is not None else None,
            self.area_label(coll, record),
            tuple(tuple((float(p[0]), float(p[1])) for p in h) for h in holes),
            coll.water,
            coll.name,
            index,
        )

    def area_label(self, coll: PolygonCollection, record: Any) -> str:
        return str(getattr(record, coll.id_field))

    def board_bounds(self, model: Any) -> tuple[tuple[float, float], ...] | None:
        """The board's outline (areas beyond it are reported), or ``None``."""
        return None

    def cell_to_stored(self, board: BoardShape, cell: Any) -> Any:
        return str(cell)

    def stored_to_cell(self, board: BoardShape, value: Any) -> Any:
        return board.parse(str(value))

    def area_ref(self, document: Document, cell: Any) -> tuple[str, int] | None:
        """``(polygon collection, index)`` of the area with id ``cell``."""
        board = document.board
        if isinstance(board, AreaBoardShape) and board.contains(cell):
            a = board.areas[cell]
            return (a.collection, a.index)
        return None

    def cell_piece(self, document: Document, cell: Any) -> tuple[str, int] | None:
        ref = self.area_ref(document, cell)
        if ref is None:
            return None
        piece = self.polygon_collection(ref[0]).piece
        return (piece, ref[1]) if piece is not None else None

    def new_area_data(self, document: Document, collection: str) -> dict[str, Any]:
        """The fields of a new area drawn in ``collection`` besides its outline (a fresh id)."""
        coll = self.polygon_collection(collection)
        taken = set(document.board.cells()) if document.board is not None else set()
        n = 1
        while f"{coll.id_prefix}_{n}" in taken:
            n += 1
        return {coll.id_field: f"{coll.id_prefix}_{n}"}

    def split_area_data(self, document: Document, collection: str, record: Any) -> dict[str, Any]:
        """The fields of the new area cut off ``record`` besides its outline: a copy of the record's
        fields with a fresh id and no anchor; a game drops what only one area may have."""
        coll = self.polygon_collection(collection)
        data = record.model_dump()
        for f in (coll.points_field, coll.anchor_field, coll.holes_field):
            if f:
                data.pop(f, None)
        data.update(self.new_area_data(document, collection))
        return data  # type: ignore[no-any-return]  # model_dump gives the record's fields as a dict

    def _area_pieces(self) -> set[str]:
        return {c.piece for c in self.polygons if c.piece is not None}

    def can_place(self, document: Document, collection: str, data: dict[str, Any], cell: Any) -> str | None:
        if collection in self._area_pieces():
            return tr("areas are drawn with the polygon tool")
        return super().can_place(document, collection, data, cell)

    def can_move(self, document: Document, moves: list[tuple[tuple[str, int], Any]]) -> str | None:
        if any(ref[0] in self._area_pieces() for ref, _cell in moves):
            return tr("an area stays where it is drawn: move its corners with the polygon tool")
        return super().can_move(document, moves)

    def place_refusals(
        self, document: Document, collection: str, data: dict[str, Any], cells: list[Any]
    ) -> dict[Any, str | None]:
        if collection in self._area_pieces():
            return dict.fromkeys(cells, tr("areas are drawn with the polygon tool"))
        return super().place_refusals(document, collection, data, cells)

    def move_refusals(
        self, document: Document, moves_by_cell: dict[Any, list[tuple[tuple[str, int], Any]]]
    ) -> dict[Any, str | None]:
        if any(ref[0] in self._area_pieces() for moves in moves_by_cell.values() for ref, _cell in moves):
            reason = tr("an area stays where it is drawn: move its corners with the polygon tool")
            return dict.fromkeys(moves_by_cell, reason)
        return super().move_refusals(document, moves_by_cell)


def _resolve(model: Any, path: tuple[str | int, ...]) -> Any:
    obj = model
    for p in path:
        obj = obj[p] if isinstance(p, int) else getattr(obj, p)
    return obj


class FormKind(DocumentKind):
    """A content kind that no plugin draws: edited as a form of its fields. Its ``title`` is the
    one given, else its model's description."""

    def __init__(self, kind: str, title: str = "") -> None:
        info = kind_info(kind)
        super().__init__()
        self.kind = kind
        self.game_id = kind.split("/")[0]
        self.title = title or (info.model.DESCRIPTION if info else "") or kind
