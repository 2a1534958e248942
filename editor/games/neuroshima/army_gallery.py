"""An army's tiles as the app draws them, with their counts and the army's totals, and the tile
editor below them: shown beside the form of a ``neuroshima/army`` document and redrawn after every
edit (undo included).

A tile chosen in the gallery (or in the form's tile table) is the one the tile editor edits;
New, Duplicate and Delete change the army's tile list, each one undo step.
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QVBoxLayout,
)

from editor.document import Change, Document
from editor.document_panel import DocumentPanel
from editor.form_parts import scroll_area
from editor.games.neuroshima.armies import army_name, tile_name
from editor.games.neuroshima.tile_commands import push_tiles
from editor.games.neuroshima.tile_editor import TileEditor
from editor.games.neuroshima.tile_edits import duplicate_of, new_tile
from editor.games.neuroshima.tilepaint import TileLook, paint_tile
from editor.i18n import tr
from editor.widgets import icon_grid, push_button, wrapped_label
from editor.words import field_label
from engine.games.neuroshima.models.army import ARMY_SIZE, Army, TileKind

ICON = 84


def tile_pixmap(army: Army, index: int, size: int = ICON) -> QPixmap:
    """The army's ``index``-th tile drawn from the army's own (possibly edited) definition."""
    pm = QPixmap(size, size)
    pm.fill(QColor(0, 0, 0, 0))
    p = QPainter(pm)
    tile = army.tiles[index]
    hp = tile.hp if tile.kind is TileKind.HQ else None
    paint_tile(p, QRectF(2, 2, size - 4, size - 4), TileLook(tile.id, hq_hp=hp, definition=tile, army=army.id))
    p.end()
    return pm


class ArmyGallery(DocumentPanel):
    """The army's tiles drawn, with counts, and the army's totals; ``tile_selected`` when the user
    picks one."""

    tile_selected = Signal(int)

    def __init__(self, document: Document) -> None:
        super().__init__(document, "nh.army.gallery_box", tr("Tiles"))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.summary = wrapped_label("nh.army.summary", lay)
        self.list = QListWidget()
        self.list.setObjectName("nh.army.tiles")
        icon_grid(self.list, ICON, QSize(ICON + 46, ICON + 40))
        self.list.setMinimumHeight(ICON + 48)  # one whole row of tiles with their names and counts
        self.list.currentRowChanged.connect(self._row_changed)
        lay.addWidget(self.list, 1)
        self._filling = False
        #: the tile definitions the items were last drawn from (copies: the form edits tiles in place)
        self._drawn: list[Any] = []
        self._drawn_army = ""
        self.refresh()
        document.changed.connect(self._changed)

    def _changed(self, change: Change) -> None:
        with contextlib.suppress(RuntimeError):  # the tab is being closed
            self.refresh()

    def _row_changed(self, row: int) -> None:
        if not self._filling and row >= 0:
            self.tile_selected.emit(row)

    def show_current(self, row: int | None) -> None:
        """Mark tile ``row`` as the one being edited (without reporting it as the user's choice)."""
        self._filling = True
        try:
            self.list.setCurrentRow(-1 if row is None else row)
            if row is not None and self.list.item(row) is not None:
                self.list.scrollToItem(self.list.item(row))
        finally:
            self._filling = False

    def refresh(self) -> None:
        army = self.document.model
        if not isinstance(army, Army):
            return
        self._filling = True
        try:
            current = self.list.currentRow()
            # update the items in place: the list keeps its scroll position and current tile
            while self.list.count() > len(army.tiles):
                self.list.takeItem(self.list.count() - 1)
            while self.list.count() < len(army.tiles):
                self.list.addItem(QListWidgetItem())
            drawn = self._drawn if self._drawn_army == army.id else []  # the army's id sets its colours
            self._drawn = [t.model_copy(deep=True) for t in army.tiles]
            self._drawn_army = army.id
            for i, tile in enumerate(army.tiles):
                item = self.list.item(i)
                if i >= len(drawn) or drawn[i] != tile:  # only a tile that changed is drawn again
                    item.setIcon(tile_pixmap(army, i))
                item.setText(tr("{name_en}\n× {count}").format(name_en=tile_name(tile), count=tile.count))
                item.setData(Qt.ItemDataRole.UserRole, tile.id)
                item.setToolTip(self._tooltip(tile))
            if 0 <= current < self.list.count():
                self.list.setCurrentRow(current)
        finally:
            self._filling = False
        total = army.total_tiles()
        kinds: dict[str, int] = {}
        for t in army.tiles:
            kinds[t.kind.value] = kinds.get(t.kind.value, 0) + t.count
        parts = ", ".join(f"{n} {field_label(k)}" for k, n in sorted(kinds.items()))
        mark = "" if total == ARMY_SIZE else tr(" — an army has {size}").format(size=ARMY_SIZE)
        self.summary.setText(
            tr("<b>{name_en}</b>: {total} tiles{mark} ({parts})").format(
                name_en=army_name(army), total=total, mark=mark, parts=parts
            )
        )

    @staticmethod
    def _tooltip(tile: Any) -> str:
        lines = [
            f"{tile.name_en} / {tile.name_ru}" if tile.name_ru else tile.name_en,
            f"{field_label(tile.kind.value)}, × {tile.count}",
        ]
        if tile.initiative:
            lines.append(tr("initiative {values}").format(values=", ".join(str(i) for i in tile.initiative)))
        if tile.hp is not None and tile.hp > 1:
            lines.append(tr("%n hit point(s)", None, tile.hp))
        if tile.confidence is not None:
            lines.append(tr("data confidence: {confidence}").format(confidence=field_label(tile.confidence.value)))
        return "\n".join(lines)


class ArmyTiles(DocumentPanel):
    """The gallery with New, Duplicate and Delete above the tile editor; ``tile_selected`` reports
    the tile being edited whenever it changes (for the form's table to follow)."""

    tile_selected = Signal(int)

    def __init__(self, document: Document) -> None:
        super().__init__(document, "nh.army.gallery", tr("Tiles"))
        lay = QVBoxLayout(self)
        buttons = QHBoxLayout()
        self.new_button = push_button(
            "nh.tile.new", tr("New tile"), tr("Add a new unit to the army (one undo step)"), layout=buttons
        )
        self.duplicate_button = push_button(
            "nh.tile.duplicate",
            tr("Duplicate tile"),
            tr("Add a copy of the selected tile under a new id"),
            layout=buttons,
        )
        self.delete_button = push_button(
            "nh.tile.delete", tr("Delete tile"), tr("Remove the selected tile from the army"), layout=buttons
        )
        buttons.addStretch(1)
        lay.addLayout(buttons)
        split = QSplitter(Qt.Orientation.Vertical)
        split.setObjectName("nh.army.split")
        self.gallery = ArmyGallery(document)
        split.addWidget(self.gallery)
        self.editor = TileEditor(document)
        split.addWidget(scroll_area(self.editor))
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        split.setSizes([200, 700])
        lay.addWidget(split, 1)
        # the gallery and the tile list of the document never list fewer than one button row of tiles
        self.setMinimumWidth(600)
        self.gallery.tile_selected.connect(self.select_tile)
        self.new_button.clicked.connect(self.add_new_tile)
        self.duplicate_button.clicked.connect(self.duplicate_tile)
        self.delete_button.clicked.connect(self.delete_tile)
        document.changed.connect(self._changed)
        self.gallery.show_current(self.editor.index)

    @property
    def army(self) -> Army:
        model = self.document.model
        assert isinstance(model, Army)
        return model

    def _changed(self, change: Change) -> None:
        with contextlib.suppress(RuntimeError):
            self.gallery.show_current(self.editor.index)

    def select_tile(self, index: int) -> None:
        """Edit tile ``index``: the gallery marks it and the form's table is told."""
        if index == self.editor.index:
            return
        self.editor.select_tile(index)
        self.gallery.show_current(self.editor.index)
        if self.editor.index is not None:
            self.tile_selected.emit(self.editor.index)

    def say(self, text: str) -> None:
        self.editor.say(text, error=True)

    def _insert(self, tile: Any, text: str) -> None:
        at = self.editor.index + 1 if self.editor.index is not None else len(self.army.tiles)
        tiles = [*self.army.tiles[:at], tile, *self.army.tiles[at:]]
        reason = push_tiles(self.document, tiles, text, at)
        if reason is not None:
            self.say(tr("Refused: {reason}").format(reason=reason))
            return
        self.select_tile(at)

    def add_new_tile(self) -> None:
        self._insert(new_tile(self.army), tr("New tile"))

    def duplicate_tile(self) -> None:
        tile = self.editor.tile
        if tile is None:
            self.say(tr("Select the tile to duplicate first"))
            return
        self._insert(duplicate_of(self.army, tile), tr("Duplicate tile {tile}").format(tile=tile_name(tile)))

    def delete_tile(self) -> None:
        index = self.editor.index
        if index is None:
            self.say(tr("Select the tile to delete first"))
            return
        name = tile_name(self.army.tiles[index])
        tiles = [t for i, t in enumerate(self.army.tiles) if i != index]
        reason = push_tiles(self.document, tiles, tr("Delete tile {tile}").format(tile=name), None)
        if reason is not None:
            self.say(tr("Refused: {reason}").format(reason=reason))
            return
        self.editor.select_tile(min(index, len(self.army.tiles) - 1) if self.army.tiles else None)
        self.gallery.show_current(self.editor.index)
        if self.editor.index is not None:
            self.tile_selected.emit(self.editor.index)
