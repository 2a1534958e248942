"""The palette: the entries a game plugin offers (pieces to drop, values to paint), in sections
with a filter box, shown as a grid of large icons (as Tiled's tileset view) or as a list.

Entries are dragged onto the board with a real QDrag (Warbench MIME type carrying the entry's id,
and a pixmap of it); clicking a layer entry chooses the value the Paint tool paints. When the
document changes (a drop changes what is left to place), the entries are updated in place: the
scroll position, the sections folded and the chosen entry stay as they were.
"""

from __future__ import annotations

import contextlib
import weakref
from typing import Any

from PySide6.QtCore import QByteArray, QMimeData, QRectF, QSignalBlocker, QSize, Qt, Signal
from PySide6.QtGui import QCursor, QDrag, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from editor.canvas.view import PALETTE_MIME, palette_payload
from editor.document import Document
from editor.elide import keep_elided
from editor.i18n import tr
from editor.kinds import DocumentKind, Palette, PaletteEntry

#: icon size of the list and of the grid
LIST_ICON = 40
GRID_ICON = 72
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1


def entry_pixmap(kind: DocumentKind, entry: PaletteEntry, size: int = LIST_ICON) -> QPixmap:
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    kind.look.paint_palette_entry(p, QRectF(0, 0, size, size), entry)
    p.end()
    return pm


def entry_text(e: PaletteEntry) -> str:
    label = tr(e.label)  # the game's words, marked for translation where the game defines them
    return label if e.remaining is None else f"{label}  ×{e.remaining}"


class PaletteSection(QListWidget):
    """The entries of one palette: a grid or a list sized to its content (the palette scrolls as a whole)."""

    def __init__(self, owner: PaletteView, title: str) -> None:
        super().__init__()
        self.owner = owner
        self.title = title
        self.setObjectName(f"palette.section.{title}")
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMovement(QListView.Movement.Static)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setWordWrap(True)
        # as wide as the palette, whatever the items would like: the grid wraps to the width
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(0)
        self.itemClicked.connect(lambda item: owner._clicked(item))
        self.itemSelectionChanged.connect(lambda: owner._selected(self))

    def set_grid(self, grid: bool) -> None:
        list_px, grid_px = self.owner.icon_sizes()
        if grid:
            self.setViewMode(QListView.ViewMode.IconMode)
            self.setIconSize(QSize(grid_px, grid_px))
            self.setGridSize(QSize(grid_px + 28, grid_px + 38))
            self.setFlow(QListView.Flow.LeftToRight)
            self.setWrapping(True)
        else:
            self.setViewMode(QListView.ViewMode.ListMode)
            self.setIconSize(QSize(list_px, list_px))
            self.setGridSize(QSize())
            self.setFlow(QListView.Flow.TopToBottom)
            self.setWrapping(False)
        # the view mode resets how items move and drag: entries are dragged out, never moved inside
        self.setMovement(QListView.Movement.Static)
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.fit_height()

    def fit_height(self) -> None:
        """As tall as its visible entries need, so only the palette's own scroll bar scrolls."""
        self.doItemsLayout()
        rect = QRectF()
        for i in range(self.count()):
            item = self.item(i)
            if not item.isHidden():
                rect = rect.united(QRectF(self.visualItemRect(item)))
        self.setFixedHeight(int(rect.bottom() - min(0.0, rect.top())) + 6 if rect.isValid() else 0)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.fit_height()

    def startDrag(self, supported: Qt.DropAction) -> None:
        item = self.currentItem()
        entry = self.owner.entry(item.data(ENTRY_ROLE)) if item is not None else None
        doc = self.owner.document
        if entry is not None and item is not None and (entry.collection is None or entry.remaining == 0):
            if entry.layer is not None:  # a terrain (a layer's value) is painted: the drag chooses it
                self.owner._clicked(item)
                note = tr("{entry} is painted, not dropped: click or drag on the board to paint it")
            elif entry.collection is not None:
                note = tr("no {entry} left to place: all are on the board")
            else:
                note = tr("{entry} cannot be dragged onto the board")
            self.owner.drag_note = note.format(entry=tr(entry.label))
            QToolTip.showText(QCursor.pos(), self.owner.drag_note, self)
            return
        if entry is None or entry.collection is None or doc is None or doc.kind is None:
            return
        drag = QDrag(self)
        drag.setMimeData(self.owner.mime_data(entry))
        pm = entry_pixmap(doc.kind, entry, 64)
        drag.setPixmap(pm)
        drag.setHotSpot(pm.rect().center())
        self.owner.drag_started.emit(entry.id)
        drag.exec(Qt.DropAction.CopyAction)


class PaletteView(QWidget):
    drag_started = Signal(str)
    #: a layer entry was clicked: layer, value, other record fields to paint along
    value_chosen = Signal(str, object, object)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("palette.tree")
        self.document: Document | None = None
        #: what the pointer was last told when an entry was dragged that is painted, not dropped
        self.drag_note = ""
        self.grid = True
        self.current_id: str | None = None
        self.sections: list[tuple[QToolButton, PaletteSection]] = []
        self.folded: set[str] = set()
        #: each document's filter text while another document is shown
        self.filters: weakref.WeakKeyDictionary[Document, str] = weakref.WeakKeyDictionary()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        top = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setObjectName("palette.search")
        self.search.setPlaceholderText(tr("Filter the palette…"))
        self.search.setClearButtonEnabled(True)
        self.search.setToolTip(tr("Show only the entries whose name or description contains this text"))
        self.search.textChanged.connect(self._filter)
        top.addWidget(self.search, 1)
        self.mode_button = QToolButton()
        self.mode_button.setObjectName("palette.mode")
        self.mode_button.setCheckable(True)
        self.mode_button.setChecked(True)
        self.mode_button.setText(tr("Grid"))
        self.mode_button.setToolTip(tr("Large icons in a grid, or a list with names"))
        self.mode_button.toggled.connect(self.set_grid)
        top.addWidget(self.mode_button)
        lay.addLayout(top)
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("palette.scroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        self.body_layout.setSpacing(2)
        self.body_layout.addStretch(1)
        self.scroll_area.setWidget(self.body)
        lay.addWidget(self.scroll_area, 1)

    # ------------------------------------------------------------------ the document
    def set_document(self, document: Document | None) -> None:
        """Show ``document``'s palettes with the filter it had (a document seen for the first time
        starts unfiltered, so a new battle's palette is never empty for an old filter)."""
        if self.document is not None:
            self.filters[self.document] = self.search.text()
            with contextlib.suppress(RuntimeError, TypeError):
                self.document.changed.disconnect(self._doc_changed)
        self.document = document
        if document is not None:
            document.changed.connect(self._doc_changed)
        with QSignalBlocker(self.search):
            self.search.setText(self.filters.get(document, "") if document is not None else "")
        self.rebuild()

    def _doc_changed(self, change: Any) -> None:
        self.rebuild()

    def _palettes(self) -> list[Palette]:
        doc = self.document
        if doc is None or doc.kind is None:
            return []
        return doc.kind.palettes(doc.model)

    def rebuild(self) -> None:
        """Show the document's palettes; entries of the same shape are updated in place."""
        palettes = self._palettes()
        shape = [(p.title, [e.id for e in p.entries]) for p in palettes]
        now = [(s.title, [s.item(i).data(ENTRY_ROLE) for i in range(s.count())]) for _, s in self.sections]
        if shape == now:
            self._update_in_place(palettes)
            return
        bar = self.scroll_area.verticalScrollBar()
        keep = bar.value()
        for header, section in self.sections:
            # out of the layout and hidden now: deleteLater waits for the event loop, and until then
            # the old sections would still be drawn above the new document's
            for widget in (header, section):
                self.body_layout.removeWidget(widget)
                widget.hide()
                widget.deleteLater()
        self.sections = []
        doc = self.document
        for pal in palettes:
            assert doc is not None and doc.kind is not None
            header = QToolButton()
            header.setObjectName(f"palette.header.{pal.title}")
            header.setText(tr(pal.title))
            header.setCheckable(True)
            header.setChecked(pal.title not in self.folded)
            header.setArrowType(Qt.ArrowType.DownArrow if header.isChecked() else Qt.ArrowType.RightArrow)
            header.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            header.setStyleSheet("QToolButton { border: none; font-weight: bold; }")
            keep_elided(header)  # a long side's name ("Side 1: Phoenix clan temple guard") in a narrow dock
            section = PaletteSection(self, pal.title)
            for e in pal.entries:
                item = QListWidgetItem(entry_text(e))
                item.setIcon(QIcon(entry_pixmap(doc.kind, e, self.icon_sizes()[1])))
                item.setToolTip(tr(e.tooltip or e.label))
                item.setData(ENTRY_ROLE, e.id)
                item.setSizeHint(QSize())
                self._set_flags(item, e)
                section.addItem(item)
            section.set_grid(self.grid)
            section.setVisible(header.isChecked())
            header.toggled.connect(lambda on, h=header, s=section: self._fold(h, s, on))
            n = self.body_layout.count() - 1  # before the stretch
            self.body_layout.insertWidget(n, header)
            self.body_layout.insertWidget(n + 1, section)
            self.sections.append((header, section))
        self._filter()
        self._select(self.current_id)
        bar.setValue(keep)

    def _update_in_place(self, palettes: list[Palette]) -> None:
        for (_, section), pal in zip(self.sections, palettes):
            for i, e in enumerate(pal.entries):
                item = section.item(i)
                if item.text() != entry_text(e):
                    item.setText(entry_text(e))
                item.setToolTip(tr(e.tooltip or e.label))
                self._set_flags(item, e)

    @staticmethod
    def _set_flags(item: QListWidgetItem, e: PaletteEntry) -> None:
        # every entry can be dragged, so a drag that cannot place anything (a terrain, which is
        # painted; a piece with none left) says why at the pointer instead of doing nothing
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled)

    def _fold(self, header: QToolButton, section: PaletteSection, shown: bool) -> None:
        header.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        section.setVisible(shown)
        if shown:
            self.folded.discard(section.title)
            section.fit_height()
        else:
            self.folded.add(section.title)

    def icon_sizes(self) -> tuple[int, int]:
        """The icon sizes of the list and of the grid: never below what the document's kind needs
        for its pieces to be read (a Neuroshima tile's printed values)."""
        doc = self.document
        least = doc.kind.look.palette_icon_px if doc is not None and doc.kind is not None else 0
        return max(LIST_ICON, least), max(GRID_ICON, least)

    def set_grid(self, grid: bool) -> None:
        self.grid = grid
        self.mode_button.setText(tr("Grid") if grid else tr("List"))
        for _, section in self.sections:
            section.set_grid(grid)

    def _filter(self) -> None:
        needle = self.search.text().strip().lower()
        for header, section in self.sections:
            shown = 0
            for i in range(section.count()):
                item = section.item(i)
                hit = not needle or needle in item.text().lower() or needle in item.toolTip().lower()
                item.setHidden(not hit)
                shown += hit
            header.setVisible(shown > 0)
            section.setVisible(shown > 0 and header.isChecked())
            section.fit_height()

    # ------------------------------------------------------------------ entries
    def entry(self, entry_id: str | None) -> PaletteEntry | None:
        for pal in self._palettes():
            for e in pal.entries:
                if e.id == entry_id:
                    return e
        return None

    def section_of(self, entry_id: str) -> PaletteSection | None:
        for _, section in self.sections:
            for i in range(section.count()):
                if section.item(i).data(ENTRY_ROLE) == entry_id:
                    return section
        return None

    def item_for(self, entry_id: str) -> QListWidgetItem | None:
        section = self.section_of(entry_id)
        if section is None:
            return None
        for i in range(section.count()):
            if section.item(i).data(ENTRY_ROLE) == entry_id:
                return section.item(i)
        return None

    def show_entry(self, entry_id: str) -> tuple[PaletteSection, QListWidgetItem]:
        """The section and item of an entry, scrolled into view (tests click it where it is)."""
        section = self.section_of(entry_id)
        item = self.item_for(entry_id)
        assert section is not None and item is not None, entry_id
        rect = section.visualItemRect(item)
        self.scroll_area.ensureWidgetVisible(section, 0, 0)
        self.scroll_area.ensureVisible(
            section.x() + rect.center().x(), section.y() + rect.center().y(), rect.width(), rect.height()
        )
        return section, item

    def current_entry(self) -> PaletteEntry | None:
        return self.entry(self.current_id)

    def _select(self, entry_id: str | None) -> None:
        for _, section in self.sections:
            section.blockSignals(True)
            section.clearSelection()
            section.blockSignals(False)
        item = self.item_for(entry_id) if entry_id else None
        if item is not None:
            item.listWidget().blockSignals(True)
            item.listWidget().setCurrentItem(item)
            item.listWidget().blockSignals(False)

    def _selected(self, section: PaletteSection) -> None:
        item = section.currentItem()
        if item is not None and item.isSelected():
            self.current_id = item.data(ENTRY_ROLE)
            for _, other in self.sections:
                if other is not section:
                    other.blockSignals(True)
                    other.clearSelection()
                    other.blockSignals(False)

    def _clicked(self, item: QListWidgetItem) -> None:
        entry_id = item.data(ENTRY_ROLE)
        self.current_id = entry_id
        e = self.entry(entry_id) if entry_id else None
        if e is not None and e.layer is not None:
            self.value_chosen.emit(e.layer, e.value, dict(e.template))

    def mime_data(self, entry: PaletteEntry) -> QMimeData:
        """The drag payload of an entry (also what tests deliver to the map view)."""
        assert self.document is not None and self.document.kind is not None
        md = QMimeData()
        md.setData(PALETTE_MIME, QByteArray(palette_payload(self.document.kind.kind, entry)))
        md.setText(tr(entry.label))
        return md
