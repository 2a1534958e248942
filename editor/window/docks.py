"""The main window's editing docks (palette, properties, undo history, issues, log): made once,
and shown for the tabs that have use for them as the user arranged them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QDockWidget, QMainWindow, QUndoView, QWidget

from editor.docview import DocumentView
from editor.i18n import tr
from editor.panels.issues import IssuesPanel
from editor.panels.log import LogPanel
from editor.panels.palette import PaletteView
from editor.panels.properties import PropertiesPanel


class EditingDocks:
    """The editing panels in their docks. Which docks the user wants is kept apart from which the
    current tab shows: a dock a tab has no use for steps aside and comes back with the next tab
    that needs it, and what the user closes or opens on a tab is read back as their choice."""

    def __init__(self, window: QMainWindow, undo_group: QUndoGroup) -> None:
        self.window = window
        self.palette_tree = PaletteView()
        self.properties = PropertiesPanel()
        self.issues_panel = IssuesPanel()
        self.undo_view = QUndoView(undo_group)
        self.undo_view.setObjectName("undo.view")
        self.undo_view.setEmptyLabel(tr("<original>"))
        self.log_panel = LogPanel()
        left, right, bottom = (
            Qt.DockWidgetArea.LeftDockWidgetArea,
            Qt.DockWidgetArea.RightDockWidgetArea,
            Qt.DockWidgetArea.BottomDockWidgetArea,
        )
        self.dock_palette = self._dock("palette", tr("Palette"), self.palette_tree, left)
        self.dock_properties = self._dock("properties", tr("Properties"), self.properties, right)
        self.dock_undo = self._dock("undo", tr("Undo History"), self.undo_view, right)
        self.dock_issues = self._dock("issues", tr("Issues"), self.issues_panel, bottom)
        self.dock_log = self._dock("log", tr("Log"), self.log_panel, bottom)
        window.tabifyDockWidget(self.dock_issues, self.dock_log)
        self.dock_issues.raise_()
        # a first layout where the palette shows two columns of icons, the properties their
        # fields, and the board the rest (a saved layout replaces it)
        window.resizeDocks([self.dock_palette, self.dock_properties], [250, 380], Qt.Orientation.Horizontal)
        window.resizeDocks([self.dock_issues], [150], Qt.Orientation.Vertical)
        #: the docks the user wants (as arranged on board documents); ``None`` until first synced
        self._wanted: dict[QDockWidget, bool] | None = None
        self._shown: set[QDockWidget] = set()

    def _dock(self, name: str, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self.window)
        dock.setObjectName(f"dock.{name}")
        dock.setWidget(widget)
        self.window.addDockWidget(area, dock)
        return dock

    def editing_docks(self) -> tuple[QDockWidget, ...]:
        """The docks in the order of the View menu's switches."""
        return (self.dock_palette, self.dock_properties, self.dock_undo, self.dock_issues, self.dock_log)

    def relevant(self, view: DocumentView | None) -> set[QDockWidget]:
        """The docks that have something to show for the tab ``view``: all of them for a board
        document; the undo history, issues and log for a document edited as a form (its form is
        the tab itself); none for the start page and play tabs (a player has its own log)."""
        if view is None:
            return set()
        if view.map_view is None:
            return {self.dock_undo, self.dock_issues, self.dock_log}
        return set(self.editing_docks())

    def sync(self, view: DocumentView | None) -> None:
        """Show the docks that have something to show for ``view``, as the user arranged them."""
        if self._wanted is None:
            self._wanted = {d: not d.isHidden() for d in self.editing_docks()}
        else:
            # what the user did with the docks of the last tab (isHidden, not isVisible: a dock of a
            # window not shown yet is not visible, but the user did not close it)
            self._read_back()
        relevant = self.relevant(view)
        for d in self.editing_docks():
            d.setVisible(self._wanted.get(d, True) and d in relevant)
        # the docks this tab has use for: what the user ticks or closes on them is read back next time
        self._shown = relevant

    def resync(self, view: DocumentView | None) -> None:
        """Sync again without reading back: Qt applies a restored window state again at the first
        show, hiding the docks the tab had no use for when the state was saved."""
        self._shown = set()
        self.sync(view)

    def _read_back(self) -> None:
        assert self._wanted is not None
        for d in self._shown:
            self._wanted[d] = not d.isHidden()

    def restore_wanted(self) -> None:
        """Show the docks as the user arranged them (what the saved layout keeps)."""
        if self._wanted is not None:
            self._read_back()
            for d, wanted in self._wanted.items():
                d.setVisible(wanted)

    def wanted_hidden(self) -> list[str]:
        """The object names of the editing docks the user closed (kept in the settings)."""
        self.restore_wanted()
        return sorted(d.objectName() for d, wanted in (self._wanted or {}).items() if not wanted)

    def want_hidden(self, names: list[str]) -> None:
        """The user's choice of docks as saved: every dock but those named is wanted."""
        self._wanted = {d: d.objectName() not in names for d in self.editing_docks()}
        self._shown = set()
