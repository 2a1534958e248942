"""An army's tiles as the app draws them, with their counts and the army's totals: shown beside
the form of a ``neuroshima/army`` document and redrawn after every edit (undo included)."""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QLabel, QListView, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from editor.document import Change, Document
from editor.games.neuroshima.tilepaint import TileLook, paint_tile
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


class ArmyGallery(QWidget):
    def __init__(self, document: Document) -> None:
        super().__init__()
        self.setWindowTitle("Tiles")
        self.setObjectName("nh.army.gallery")
        self.document = document
        lay = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setObjectName("nh.army.summary")
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)
        self.list = QListWidget()
        self.list.setObjectName("nh.army.tiles")
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setIconSize(QSize(ICON, ICON))
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setGridSize(QSize(ICON + 46, ICON + 40))
        self.list.setWordWrap(True)
        lay.addWidget(self.list, 1)
        self.refresh()
        document.changed.connect(self._changed)

    def _changed(self, change: Change) -> None:
        with contextlib.suppress(RuntimeError):  # the tab is being closed
            self.refresh()

    def refresh(self) -> None:
        army = self.document.model
        if not isinstance(army, Army):
            return
        self.list.clear()
        for i, tile in enumerate(army.tiles):
            item = QListWidgetItem(tile_pixmap(army, i), f"{tile.name_en}\n× {tile.count}")
            item.setData(Qt.ItemDataRole.UserRole, tile.id)
            item.setToolTip(self._tooltip(tile))
            self.list.addItem(item)
        total = army.total_tiles() if hasattr(army, "total_tiles") else sum(t.count for t in army.tiles)
        kinds: dict[str, int] = {}
        for t in army.tiles:
            kinds[t.kind.value] = kinds.get(t.kind.value, 0) + t.count
        parts = ", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))
        mark = "" if total == ARMY_SIZE else f" — an army has {ARMY_SIZE}"
        self.summary.setText(f"<b>{army.name_en}</b>: {total} tiles{mark} ({parts})")

    @staticmethod
    def _tooltip(tile: Any) -> str:
        lines = [
            f"{tile.name_en} / {tile.name_ru}" if tile.name_ru else tile.name_en,
            f"{tile.kind.value}, × {tile.count}",
        ]
        if tile.initiative:
            lines.append("initiative " + ", ".join(str(i) for i in tile.initiative))
        if getattr(tile, "hp", 1) and tile.hp > 1:
            lines.append(f"{tile.hp} hit points")
        if getattr(tile, "confidence", None):
            lines.append(f"data confidence: {tile.confidence}")
        return "\n".join(lines)
