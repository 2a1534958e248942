"""The editor plugin interface: how a game contributes to the shell.

A game contributes an :class:`EditorPlugin` with one :class:`DocumentKind` per content kind it
can edit. A document kind tells the shell

- how to make a new document (``new_model``) and which board it is drawn on (``board``);
- where its pieces live (:class:`PieceCollection`: a list in the content model whose items
  have a cell field and optionally a facing field) and its painted layers (:class:`CellLayer`:
  a mapping cell -> value, such as terrain);
- its palettes (:class:`Palette` of :class:`PaletteEntry`: something to drop as a piece, or a
  value to paint) and the overlays the user can switch on (:class:`Overlay`);
- what may stand where (``can_place``), what hangs off a piece (``dependents``, for cascades);
- how to paint pieces and layer values (pieces are drawn from their data; no art needed);
- optional extra tools, a properties editor per piece type, a panel beside the board, and a
  play view factory; a plugin may also add Play menu entries (:class:`PlayEntry`).

Everything else (documents, undo, canvas, tools, drag and drop, issues, rendering) is the
shell's. A minimal plugin::

    class MarkerKind(DocumentKind):
        kind = "demo/map"
        game_id = "demo"
        title = "Demo map"
        collections = (PieceCollection("markers", ("markers",), Marker, cell_field="hex"),)

        def new_model(self):
            return DemoMap()

        def board(self, model):
            return HexBoardShape(hexagon_board(model.radius))

        def palettes(self, model):
            return [Palette("Markers", [PaletteEntry("red", "Red marker", collection="markers",
                                                     template={"color": "red"})])]

    register_plugin(EditorPlugin("demo", [MarkerKind()]))

Plugins live in ``editor/games/<game>/`` and register on import; ``discover_plugins()``
imports them all.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen

from editor.boards import BoardShape
from engine.content.base import ContentModel

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from editor.canvas.scene import BoardScene
    from editor.document import Document
    from editor.player.session import PlaySession
    from editor.player.shell import PlayerShell, Table
    from editor.tools.base import Tool


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
    label: str = "piece"
    z: float = 10.0
    #: whether two pieces of this collection may share a cell
    stackable: bool = False


@dataclass(frozen=True)
class CellLayer:
    """A painted layer at ``path``; a cell without an entry has the value ``default``.

    Stored either as a mapping ``stored cell -> value`` or, with ``record_model``, as a list of
    records whose ``cell_field`` holds the cell and ``value_field`` the value (other fields of
    a record, such as a hill's height, are kept when its value is repainted).
    """

    name: str
    path: tuple[str | int, ...]
    default: Any = None
    label: str = "layer"
    record_model: type[Any] | None = None
    cell_field: str = "hex"
    value_field: str = "type"


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
    """Everything the shell needs to edit one content kind. Subclass and override."""

    kind: str = ""
    game_id: str = ""
    title: str = ""
    collections: tuple[PieceCollection, ...] = ()
    layers: tuple[CellLayer, ...] = ()
    overlays: tuple[Overlay, ...] = ()

    # -- documents
    def new_model(self) -> ContentModel:
        from engine.content.base import kind_info

        info = kind_info(self.kind)
        if info is None:
            raise KeyError(self.kind)
        return info.model.new_document()

    def board(self, model: Any) -> BoardShape | None:
        """The board to draw; ``None`` for documents edited as a form only."""
        return None

    def collection(self, name: str) -> PieceCollection:
        for c in self.collections:
            if c.name == name:
                return c
        raise KeyError(name)

    def layer(self, name: str) -> CellLayer:
        for c in self.layers:
            if c.name == name:
                return c
        raise KeyError(name)

    # -- cells as stored in the model
    def cell_to_stored(self, board: BoardShape, cell: Any) -> Any:
        return str(cell)

    def stored_to_cell(self, board: BoardShape, value: Any) -> Any:
        if isinstance(value, str):
            return type(board.cells()[0]).parse(value)  # type: ignore[attr-defined]
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

    def can_place(self, document: Document, collection: str, data: dict[str, Any], cell: Any) -> str | None:
        """``None`` if a piece with ``data`` may be put on ``cell``, else the reason.

        Default: the cell is a playable cell of the board and, unless the collection is
        stackable, holds no other piece of the collection."""
        board = document.board
        if board is None or not board.contains(cell):
            return "not on the board"
        if not board.is_playable(cell):
            return f"{board.label(cell)} is a {board.cell_kind(cell).replace('_', ' ')}; pieces cannot stand there"
        coll = self.collection(collection)
        if not coll.stackable and document.pieces_at(cell, collection):
            return f"{board.label(cell)} is already occupied"
        return None

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

    def can_move(self, document: Document, moves: list[tuple[tuple[str, int], Any]]) -> str | None:
        """``None`` if the pieces may move to the cells given (``[(piece, cell), ...]``, all moving
        together), else the reason. The shell has already checked that every cell is playable and
        free of other pieces of the same non-stackable collection."""
        return None

    # -- painting
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

    def piece_label(self, collection: str, item: Any) -> str:
        coll = self.collection(collection)
        if coll.type_field:
            return str(getattr(item, coll.type_field, ""))[:8]
        return ""

    def piece_tooltip(self, collection: str, item: Any) -> str:
        return self.piece_label(collection, item)

    def paint_palette_entry(self, painter: QPainter, rect: QRectF, entry: PaletteEntry) -> None:
        """Draw a palette entry's icon (default: the piece it makes, or the layer colour)."""
        if entry.layer is not None:
            painter.setBrush(QBrush(self.layer_color(entry.layer, entry.value)))
            painter.setPen(QPen(QColor("#30343a"), 1))
            painter.drawRect(rect.adjusted(2, 2, -2, -2))
            return
        if entry.collection is not None:
            item = self.collection(entry.collection).item_model.model_construct(**entry.template)
            self.paint_piece(painter, rect, entry.collection, item)

    def cell_color(self, document: Document, cell: Any) -> QColor:
        """The fill of a playable cell (default: the colour of its first layer's value)."""
        if not self.layers:
            return QColor("#f4f1e8")
        first = self.layers[0].name
        return self.layer_color(first, document.layer_value(first, cell))

    def paint_overlay(self, document: Document, name: str, painter: QPainter) -> None:
        """Draw overlay ``name`` in scene coordinates (over the cells, under the pieces)."""

    def layer_color(self, layer: str, value: Any) -> QColor:
        """The fill of a cell painted with ``value`` (default: a colour derived from the value)."""
        if value is None:
            return QColor("#f4f1e8")
        h = (sum(map(ord, str(value))) * 47) % 360
        return QColor.fromHsv(h, 90, 225)

    # -- export
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

    # -- optional contributions
    def extra_tools(self) -> list[Tool]:
        return []

    def properties_widget(self, document: Document, collection: str, index: int) -> QWidget | None:
        """A custom properties editor for a piece (``None``: the generic form)."""
        return None

    def document_widget(self, document: Document) -> QWidget | None:
        """A custom editor of the document's own fields, shown when no piece is selected
        (``None``: the generic form of its scalar fields)."""
        return None

    def preview_widget(self, document: Document) -> QWidget | None:
        """For a document without a board: what is shown beside its form instead of the YAML text
        (a gallery of an army's tiles...), or ``None`` for the YAML text. It follows the
        document's ``changed`` signal itself."""
        return None

    def side_widget(self, document: Document, scene: BoardScene) -> QWidget | None:
        """A panel kept beside the board of a document's tab whatever is selected (a hand tray,
        a solver), or ``None``. It may show previews on ``scene`` (marks, overlay updates)
        without changing the document, and report issues found outside :meth:`Document.validate`
        with :meth:`Document.set_external_issues`."""
        return None

    def play_setup(self, document: Document) -> Any | None:
        """The engine setup that playtests this document, or ``None`` if it cannot be played.

        Default: the document itself, when the game accepts its data as a setup."""
        from engine.core.errors import WarbenchError
        from engine.core.registry import load_game

        try:
            game = load_game(self.game_id)
            return game.setup_from_data(document.model.model_dump(mode="json"))
        except (WarbenchError, KeyError, ValueError, TypeError):
            return None

    def play_view(self, document: Document) -> QWidget | None:
        """A player for the document (default: the game's player after choosing seats), or
        ``None`` when the document cannot be played."""
        from editor.player.session import PlaySession
        from editor.player.view import SeatsDialog
        from engine.core.registry import load_game

        setup = self.play_setup(document)
        if setup is None:
            return None
        game = load_game(self.game_id)
        content = document.library()
        players = game.new_initial_state(setup, content, 0).num_players()
        dialog = SeatsDialog(game, players)
        if not dialog.exec():
            return None
        session = PlaySession(game, setup, content, dialog.seed.value(), dialog.seats())
        return player_for(session, title=document.display_name)


@dataclass(frozen=True)
class PlayEntry:
    """A way to start playing that needs no open document (a "New game" dialog): an entry of the
    Play menu. ``start(parent)`` returns the play view to open in a tab, or ``None`` (cancelled)."""

    name: str
    label: str
    start: Callable[[QWidget], QWidget | None]
    tooltip: str = ""


@dataclass
class EditorPlugin:
    game_id: str
    document_kinds: list[DocumentKind]
    #: entries of the Play menu (see :class:`PlayEntry`)
    play_entries: list[PlayEntry] = field(default_factory=list)
    #: the game's table for the player shell (``None``: the generic table)
    make_table: Callable[[PlaySession], Table] | None = None
    #: play the game's actions in a worker thread (actions that search)
    background_actions: bool = False


def plugin_for(game_id: str) -> EditorPlugin | None:
    discover_plugins()
    return _PLUGINS.get(game_id)


def player_for(session: PlaySession, *, title: str = "", agent_delay_ms: int | None = None) -> PlayerShell:
    """The player shell for ``session`` with its game's table (or the generic one)."""
    from editor.player.shell import AGENT_DELAY_MS, PlayerShell
    from editor.player.view import GenericTable

    plugin = plugin_for(session.game.id)
    make = plugin.make_table if plugin is not None and plugin.make_table is not None else None
    table = make(session) if make is not None else GenericTable(session.setup, session.prepared)
    return PlayerShell(
        session,
        table,
        title=title,
        agent_delay_ms=AGENT_DELAY_MS if agent_delay_ms is None else agent_delay_ms,
        background=plugin.background_actions if plugin is not None else False,
    )


_PLUGINS: dict[str, EditorPlugin] = {}
_DISCOVERED = False


def register_plugin(plugin: EditorPlugin) -> EditorPlugin:
    _PLUGINS[plugin.game_id] = plugin
    return plugin


def unregister_plugin(game_id: str) -> None:
    _PLUGINS.pop(game_id, None)


def discover_plugins() -> None:
    global _DISCOVERED
    if _DISCOVERED:
        return
    _DISCOVERED = True
    import editor.games as pkg

    for info in pkgutil.iter_modules(pkg.__path__, pkg.__name__ + "."):
        if info.ispkg:
            importlib.import_module(info.name)


def registered_plugins() -> list[EditorPlugin]:
    discover_plugins()
    return [_PLUGINS[k] for k in sorted(_PLUGINS)]


class FormKind(DocumentKind):
    """A content kind that no plugin draws: edited as a form of its fields."""

    def __init__(self, kind: str) -> None:
        from engine.content.base import kind_info

        info = kind_info(kind)
        self.kind = kind
        self.game_id = kind.split("/")[0]
        self.title = (info.model.DESCRIPTION if info else "") or kind


def document_kind(kind: str) -> DocumentKind | None:
    """The plugin's kind for ``kind``, a form kind for other registered kinds, else ``None``."""
    from engine.content.base import kind_info

    for p in registered_plugins():
        for k in p.document_kinds:
            if k.kind == kind:
                return k
    return FormKind(kind) if kind_info(kind) is not None else None


def all_document_kinds() -> list[DocumentKind]:
    """Every kind a user can create: plugin kinds, then the other content kinds games offer."""
    from engine.core.registry import registered_games

    kinds = [k for p in registered_plugins() for k in p.document_kinds]
    covered = {k.kind for k in kinds}
    for g in registered_games():
        for ck in g.content_kinds:
            if ck not in covered:
                fk = document_kind(ck)
                if fk is not None:
                    kinds.append(fk)
                    covered.add(ck)
    return kinds


PlayViewFactory = Callable[["Document"], "QWidget | None"]
