"""The palette: entries drawn by the game plugin, dragged onto the board with a real QDrag
(Warbench MIME type carrying the entry's id, and a pixmap of it); clicking a layer entry
chooses the value the Paint tool paints."""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QByteArray, QMimeData, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QDrag, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QTreeWidget, QTreeWidgetItem

from editor.canvas.view import PALETTE_MIME, palette_payload
from editor.document import Document
from editor.kinds import DocumentKind, PaletteEntry

ICON = 44
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1


def entry_pixmap(kind: DocumentKind, entry: PaletteEntry, size: int = ICON) -> QPixmap:
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    kind.look.paint_palette_entry(p, QRectF(0, 0, size, size), entry)
    p.end()
    return pm


class PaletteTree(QTreeWidget):
    drag_started = Signal(str)
    #: a layer entry was clicked: layer, value, other record fields to paint along
    value_chosen = Signal(str, object, object)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("palette.tree")
        self.setHeaderHidden(True)
        self.setIconSize(QSize(ICON, ICON))
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.document: Document | None = None
        self.itemClicked.connect(self._clicked)

    def set_document(self, document: Document | None) -> None:
        if self.document is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.document.changed.disconnect(self._doc_changed)
        self.document = document
        if document is not None:
            document.changed.connect(self._doc_changed)
        self.rebuild()

    def _doc_changed(self, change: Any) -> None:
        self.rebuild()

    def rebuild(self) -> None:
        current = self.current_entry()
        self.clear()
        doc = self.document
        if doc is None or doc.kind is None:
            return
        kind = doc.kind
        for pal in kind.palettes(doc.model):
            top = QTreeWidgetItem([pal.title])
            top.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.addTopLevelItem(top)
            for e in pal.entries:
                text = e.label if e.remaining is None else f"{e.label}  ×{e.remaining}"
                child = QTreeWidgetItem([text])
                child.setIcon(0, QIcon(entry_pixmap(kind, e)))
                child.setToolTip(0, e.tooltip or e.label)
                child.setData(0, ENTRY_ROLE, e.id)
                flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                if e.collection is not None and (e.remaining is None or e.remaining > 0):
                    flags |= Qt.ItemFlag.ItemIsDragEnabled
                child.setFlags(flags)
                top.addChild(child)
                if current is not None and e.id == current.id:
                    self.setCurrentItem(child)
        self.expandAll()

    def entry(self, entry_id: str) -> PaletteEntry | None:
        doc = self.document
        if doc is None or doc.kind is None:
            return None
        for pal in doc.kind.palettes(doc.model):
            for e in pal.entries:
                if e.id == entry_id:
                    return e
        return None

    def item_for(self, entry_id: str) -> QTreeWidgetItem | None:
        for i in range(self.topLevelItemCount()):
            top = self.topLevelItem(i)
            for j in range(top.childCount()):
                if top.child(j).data(0, ENTRY_ROLE) == entry_id:
                    return top.child(j)
        return None

    def current_entry(self) -> PaletteEntry | None:
        item = self.currentItem()
        if item is None or item.data(0, ENTRY_ROLE) is None:
            return None
        return self.entry(item.data(0, ENTRY_ROLE))

    def _clicked(self, item: QTreeWidgetItem, column: int) -> None:
        entry_id = item.data(0, ENTRY_ROLE)
        e = self.entry(entry_id) if entry_id else None
        if e is not None and e.layer is not None:
            self.value_chosen.emit(e.layer, e.value, dict(e.template))

    def mime_data(self, entry: PaletteEntry) -> QMimeData:
        """The drag payload of an entry (also what tests deliver to the map view)."""
        assert self.document is not None and self.document.kind is not None
        md = QMimeData()
        md.setData(PALETTE_MIME, QByteArray(palette_payload(self.document.kind.kind, entry)))
        md.setText(entry.label)
        return md

    def startDrag(self, supported: Qt.DropAction) -> None:
        entry = self.current_entry()
        doc = self.document
        if entry is None or entry.collection is None or doc is None or doc.kind is None:
            return
        drag = QDrag(self)
        drag.setMimeData(self.mime_data(entry))
        pm = entry_pixmap(doc.kind, entry, 64)
        drag.setPixmap(pm)
        drag.setHotSpot(pm.rect().center())
        self.drag_started.emit(entry.id)
        drag.exec(Qt.DropAction.CopyAction)
