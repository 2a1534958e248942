"""A hand tray: the tiles an etude's solver chooses from (or the opponent's hand when he moves
next), filled by dragging tiles from the army palettes and emptied with Delete or a double-click.
Every change is one undo step on the document."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QIcon, QKeyEvent, QPainter, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QMainWindow, QWidget

from editor.canvas.view import palette_entry
from editor.commands import SetFieldCommand
from editor.document import Document
from editor.games.neuroshima.armies import tile_index, tile_name, tile_summary
from editor.games.neuroshima.tilepaint import READABLE_TILE_PX, TileLook, paint_tile
from editor.i18n import tr
from editor.kinds import PaletteEntry
from editor.placement import edit_refusal
from editor.widgets import icon_grid
from editor.words import path_words

ICON = READABLE_TILE_PX
TILE_ROLE = Qt.ItemDataRole.UserRole + 3


class EditCommand(SetFieldCommand):
    """A field edit that is its own undo step (a tile added to a tray, a condition removed)."""

    def id(self) -> int:
        return -1


def tile_icon(tile_id: str, player: int | None, size: int = ICON, rotation: int = 0) -> QIcon:
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    paint_tile(p, QRectF(0, 0, size, size), TileLook(tile_id, player), rotation=rotation)
    p.end()
    return QIcon(pm)


def show_status(widget: QWidget, text: str) -> None:
    """Show ``text`` in the main window's status bar, if the widget is in one."""
    w = widget.window()
    if isinstance(w, QMainWindow):
        w.statusBar().showMessage(text, 8000)


def _get(obj: Any, path: str) -> Any:
    for p in path.split("."):
        obj = getattr(obj, p)
        if obj is None:
            return None
    return obj


class TileTray(QListWidget):
    """The tiles of list field ``path`` (``"pool"``, ``"opponent_next.hand"``) of player ``player``."""

    refused = Signal(str)

    def __init__(self, document: Document, path: str, player: int, object_name: str) -> None:
        super().__init__()
        self.setObjectName(object_name)
        self.document = document
        self.path = path
        self.player = player
        icon_grid(self, ICON, QSize(ICON + 34, ICON + 30))
        self.setMinimumHeight(ICON + 44)
        self.setAcceptDrops(True)
        self.viewport().setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setToolTip(tr("Drag tiles here from the army palette; Delete or double-click removes a tile"))
        self.itemDoubleClicked.connect(lambda item: self.remove_rows([self.row(item)]))
        document.changed.connect(lambda _c: self.refresh())
        self.refresh()

    def tiles(self) -> list[str]:
        value = _get(self.document.model, self.path)
        return list(value) if value is not None else []

    def refresh(self) -> None:
        tiles = self.tiles()
        if [self.item(i).data(TILE_ROLE) for i in range(self.count())] == tiles:
            return
        self.clear()
        for tid in tiles:
            td = tile_index().tile(tid)
            item = QListWidgetItem(tile_icon(tid, self.player), tile_name(td) if td else tid)
            item.setData(TILE_ROLE, tid)
            item.setToolTip(tile_summary(td) if td else tid)
            self.addItem(item)

    # -- drops
    def _entry(self, event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> PaletteEntry | None:
        return palette_entry(self.document, event.mimeData())

    def refusal(self, entry: PaletteEntry) -> str | None:
        """Why the tile of ``entry`` cannot join this tray, or ``None`` (the engine's checks of the
        document with the tile added decide)."""
        tid = str(entry.template.get("tile", ""))
        player = int(entry.template.get("player", 0))
        if _get(self.document.model, self.path) is None:
            return tr("switch 'opponent moves next' on first")
        if player != self.player:
            return tr("this tray holds player {player}'s tiles").format(player=self.player)

        def add(model: Any) -> None:
            _get(model, self.path).append(tid)

        return edit_refusal(self.document, add, [tuple(self.path.split("."))])

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._entry(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        entry = self._entry(event)
        reason = self.refusal(entry) if entry is not None else tr("not a tile")
        if reason is None:
            event.acceptProposedAction()
        else:
            event.ignore()
            self.refused.emit(reason)
            show_status(self, tr("cannot add it here: {reason}").format(reason=reason))

    def dropEvent(self, event: QDropEvent) -> None:
        entry = self._entry(event)
        if entry is None:
            event.ignore()
            return
        reason = self.refusal(entry)
        if reason is not None:
            self.refused.emit(reason)
            show_status(self, tr("cannot add {label}: {reason}").format(label=entry.label, reason=reason))
            event.ignore()
            return
        self.add_tile(str(entry.template["tile"]))
        event.acceptProposedAction()

    # -- edits
    def add_tile(self, tile_id: str) -> None:
        td = tile_index().tile(tile_id)
        new = [*self.tiles(), tile_id]
        self.document.undo_stack.push(
            EditCommand(
                self.document,
                None,
                self.path,
                new,
                text=tr("Add {tile} to {field}").format(
                    tile=tile_name(td) if td else tile_id, field=path_words(self.path)
                ),
            )
        )

    def remove_rows(self, rows: list[int]) -> None:
        tiles = self.tiles()
        keep = [t for i, t in enumerate(tiles) if i not in set(rows)]
        if len(keep) == len(tiles):
            return
        self.document.undo_stack.push(
            EditCommand(
                self.document,
                None,
                self.path,
                keep,
                text=tr("Remove %n tile(s) from {field}", None, len(tiles) - len(keep)).format(
                    field=path_words(self.path)
                ),
            )
        )

    def event(self, event: QEvent) -> bool:
        # Delete removes tray tiles here, not the board selection (the Edit menu's shortcut)
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.remove_rows(sorted(self.row(i) for i in self.selectedItems()))
            event.accept()
            return
        super().keyPressEvent(event)
