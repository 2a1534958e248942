"""How the main window is put together: its docks, status bar, actions, menus and tool bar."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDockWidget, QLabel, QToolBar, QUndoView, QWidget

from editor.i18n import tr
from editor.icons import set_action_icon
from editor.panels.issues import IssuesPanel
from editor.panels.log import LogPanel
from editor.panels.palette import PaletteView
from editor.panels.properties import PropertiesPanel

if TYPE_CHECKING:
    from editor.tools.base import Tool


class BuildMixin:
    """Builds the widgets and actions of a :class:`~editor.mainwindow.MainWindow` (called once, from its constructor)."""

    def _dock(self, name: str, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock.{name}")
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _make_docks(self) -> None:
        self.palette_tree = PaletteView()
        self.palette_tree.value_chosen.connect(self._paint_value_chosen)
        self.properties = PropertiesPanel()
        self.properties.status_message.connect(self.show_status)
        self.issues_panel = IssuesPanel()
        self.issues_panel.issue_activated.connect(self.go_to_issue)
        self.undo_view = QUndoView(self.undo_group)
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
        self.tabifyDockWidget(self.dock_issues, self.dock_log)
        self.dock_issues.raise_()
        # a first layout where the palette shows two columns of icons, the properties their
        # fields, and the board the rest (a saved layout replaces it)
        self.resizeDocks([self.dock_palette, self.dock_properties], [250, 380], Qt.Orientation.Horizontal)
        self.resizeDocks([self.dock_issues], [150], Qt.Orientation.Vertical)

    def _make_status_bar(self) -> None:
        sb = self.statusBar()
        self.hover_label = QLabel()
        self.hover_label.setObjectName("status.hover")
        self.hover_label.setMinimumWidth(80)
        self.counts_label = QLabel()
        self.counts_label.setObjectName("status.issues")
        self.zoom_label = QLabel()
        sb.addPermanentWidget(self.hover_label)
        sb.addPermanentWidget(self.zoom_label)
        sb.addPermanentWidget(self.counts_label)

    def _action(
        self, name: str, text: str, slot: Any = None, shortcut: Any = None, tip: str = "", checkable: bool = False
    ) -> QAction:
        a = QAction(text, self)
        a.setObjectName(name)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if tip:
            a.setToolTip(tip)
            a.setStatusTip(tip)
        a.setCheckable(checkable)
        if slot is not None:
            a.triggered.connect(slot)
        set_action_icon(a)
        self.addAction(a)
        return a

    def _make_actions(self) -> None:
        K = QKeySequence.StandardKey
        self.act_open = self._action("file.open", tr("&Open..."), self.open_dialog, K.Open, tr("Open a content file"))
        self.act_save = self._action("file.save", tr("&Save"), self.save_current, K.Save, tr("Save the document"))
        self.act_save_as = self._action("file.save_as", tr("Save &As..."), self.save_current_as, K.SaveAs)
        self.act_export = self._action(
            "file.export",
            tr("&Export Picture..."),
            self.export_current,
            "Ctrl+E",  # i18n: not shown
            tr("Export the document as PNG, SVG or PDF"),
        )
        self.act_packs = self._action(
            "file.packs",
            tr("Pac&ks..."),
            self.open_packs_window,
            None,
            tr("Installed packs: install, enable, export, versions"),
        )
        self.act_pack_version = self._action(
            "file.pack_new_version",
            tr("Save Pack as New &Version..."),
            self.save_pack_as_new_version,
            None,
            tr("Keep this version of the current document's pack and raise its version"),
        )
        self.act_close = self._action("file.close", tr("&Close"), self.close_current, K.Close, tr("Close the document"))
        self.act_quit = self._action("file.quit", tr("&Quit"), self.close, K.Quit)
        if self.act_quit.shortcut().isEmpty():  # platforms without a quit key of their own
            self.act_quit.setShortcut(QKeySequence("Ctrl+Q"))  # i18n: not shown
        self.act_undo = self.undo_group.createUndoAction(self, tr("&Undo"))
        self.act_undo.setObjectName("edit.undo")
        self.act_undo.setShortcut(QKeySequence(K.Undo))
        self.act_redo = self.undo_group.createRedoAction(self, tr("&Redo"))
        self.act_redo.setObjectName("edit.redo")
        self.act_redo.setShortcut(QKeySequence(K.Redo))
        for a in (self.act_undo, self.act_redo):
            set_action_icon(a)
            self.addAction(a)
        self.act_cut = self._action("edit.cut", tr("Cu&t"), self.cut, K.Cut)
        self.act_copy = self._action("edit.copy", tr("&Copy"), self.copy, K.Copy)
        self.act_paste = self._action("edit.paste", tr("&Paste"), self.paste, K.Paste)
        self.act_delete = self._action(
            "edit.delete", tr("&Delete"), self.delete_selection, K.Delete, tr("Delete the selection")
        )
        self.act_select_all = self._action("edit.select_all", tr("Select &All"), self.select_all, K.SelectAll)
        self.act_rotate_cw = self._action(
            "edit.rotate_cw", tr("Rotate Clockwise"), lambda: self.rotate_selection(1), "R"
        )
        self.act_rotate_ccw = self._action(
            "edit.rotate_ccw",
            tr("Rotate Counter-clockwise"),
            lambda: self.rotate_selection(-1),
            "Shift+R",  # i18n: not shown
        )
        self.act_zoom_in = self._action("view.zoom_in", tr("Zoom &In"), lambda: self._view_call("zoom_in"), K.ZoomIn)
        self.act_zoom_out = self._action(
            "view.zoom_out", tr("Zoom &Out"), lambda: self._view_call("zoom_out"), K.ZoomOut
        )
        self.act_fit = self._action(
            "view.fit",
            tr("&Fit to Window"),
            lambda: self._view_call("fit"),
            "Ctrl+0",  # i18n: not shown
        )
        # View > Names: never (none ticked), for the selection, under the pointer, or always (Ctrl+L)
        self.act_labels = self._action(
            "view.labels",
            tr("&All Names"),
            self._label_mode_changed,
            "Ctrl+L",  # i18n: not shown
            tr("Show the names of every cell and area"),
            checkable=True,
        )
        self.act_labels_selection = self._action(
            "view.labels.selection",
            tr("Names of the &Selection"),
            self._label_mode_changed,
            None,
            tr("Show the names of the selected pieces' cells and of selected areas only"),
            checkable=True,
        )
        self.act_labels_hover = self._action(
            "view.labels.hover",
            tr("Name under the &Pointer"),
            self._label_mode_changed,
            None,
            tr("Show the name of the cell or area under the pointer only"),
            checkable=True,
        )
        self.labels_group = QActionGroup(self)
        self.labels_group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        for a in (self.act_labels, self.act_labels_selection, self.act_labels_hover):
            self.labels_group.addAction(a)
        self.act_minimap = self._action(
            "view.minimap",
            tr("&Minimap"),
            self._toggle_minimap,
            None,
            tr("Show the whole board in the corner of a zoomed-in board"),
            checkable=True,
        )
        self.act_minimap.setChecked(True)
        self.act_play = self._action("play.start", tr("&Play"), self.play_current, "F5", tr("Playtest the document"))
        self.act_host = self._action(
            "play.host",
            tr("&Host this game..."),
            self.host_current,
            None,
            tr("Play the document's game with players who join from their own Warbench, each seeing only their seat"),
        )
        self.act_join = self._action(
            "play.join",
            tr("&Join..."),
            lambda _checked=False: self.join_remote(),
            None,
            tr("Take a seat in a game hosted elsewhere, with the address and the code the host gave you"),
        )
        self.act_seat_file = self._action(
            "play.seat_file",
            tr("Open &Seat File..."),
            lambda _checked=False: self.open_seat_file(),
            None,
            tr("Play by post: open the seat file the host sent, choose, and save the orders file to send back"),
        )
        self.act_import_orders = self._action(
            "play.import_orders",
            tr("&Import Orders Files..."),
            lambda _checked=False: self.import_orders_files(),
            None,
            tr("Play by post: play the orders files the players sent on the game you keep"),
        )
        self.act_preferences = self._action(
            "edit.preferences",
            tr("Pre&ferences..."),
            self.show_preferences,
            None,
            tr("The interface's language and other settings"),
        )
        self.act_about = self._action("help.about", tr("&About Warbench"), self.about)
        self.act_shortcuts = self._action(
            "help.shortcuts", tr("&Keyboard Shortcuts"), self.show_shortcuts, K.HelpContents
        )
        self.tool_group = QActionGroup(self)
        self.tool_group.setExclusive(True)
        self.tool_actions: dict[str, QAction] = {}
        for tool in self.tools:
            self._add_tool_action(tool)
        self.tool_actions["select"].setChecked(True)

    def _add_tool_action(self, tool: Tool) -> QAction:
        a = self._action(
            tool.object_name, tr(tool.label), None, tool.shortcut or None, tr(tool.tooltip), checkable=True
        )
        set_action_icon(a, tool.icon)
        a.triggered.connect(lambda checked=False, t=tool: self.set_tool(t))
        self.tool_group.addAction(a)
        self.tool_actions[tool.name] = a
        return a

    def _make_menus(self) -> None:
        mb = self.menuBar()
        m = mb.addMenu(tr("&File"))
        self.new_menu = m.addMenu(tr("&New"))
        self.new_menu.setObjectName("file.new")
        self._fill_new_menu()
        m.addAction(self.act_open)
        self.recent_menu = m.addMenu(tr("Open &Recent"))
        self.recent_menu.setObjectName("file.recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        m.addSeparator()
        for a in (self.act_save, self.act_save_as, self.act_export, self.act_close):
            m.addAction(a)
        m.addSeparator()
        m.addAction(self.act_packs)
        m.addAction(self.act_pack_version)
        m.addSeparator()
        m.addAction(self.act_quit)
        m = mb.addMenu(tr("&Edit"))
        for a in (self.act_undo, self.act_redo):
            m.addAction(a)
        m.addSeparator()
        for a in (self.act_cut, self.act_copy, self.act_paste, self.act_delete, self.act_select_all):
            m.addAction(a)
        m.addSeparator()
        m.addAction(self.act_rotate_cw)
        m.addAction(self.act_rotate_ccw)
        m.addSeparator()
        m.addAction(self.act_preferences)
        m = mb.addMenu(tr("&View"))
        for a in (self.act_zoom_in, self.act_zoom_out, self.act_fit):
            m.addAction(a)
        names = m.addMenu(tr("&Names"))
        names.setObjectName("view.names")
        for a in (self.act_labels, self.act_labels_selection, self.act_labels_hover):
            names.addAction(a)
        m.addAction(self.act_minimap)
        self.overlays_menu = m.addMenu(tr("O&verlays"))
        self.overlays_menu.setObjectName("view.overlays")
        m.addSeparator()
        for dock in (self.dock_palette, self.dock_properties, self.dock_issues, self.dock_undo, self.dock_log):
            m.addAction(dock.toggleViewAction())
        self.tools_menu = mb.addMenu(tr("&Tools"))
        for tool in self.tools:
            self.tools_menu.addAction(self.tool_actions[tool.name])
        m = mb.addMenu(tr("&Play"))
        m.addAction(self.act_play)
        m.addAction(self.act_host)
        m.addAction(self.act_join)
        m.addAction(self.act_seat_file)
        m.addAction(self.act_import_orders)
        self.play_menu = m
        self._add_play_entries()
        m = mb.addMenu(tr("&Help"))
        m.addAction(self.act_shortcuts)
        m.addAction(self.act_about)

    def _add_play_entries(self) -> None:
        from editor.plugin import registered_plugins

        entries = [e for p in registered_plugins() for e in p.play_entries]
        if entries:
            self.play_menu.addSeparator()
        for e in entries:
            a = self._action(e.name, tr(e.label), None, None, tr(e.tooltip))
            a.triggered.connect(lambda _checked=False, entry=e: self.open_play_view(entry.start(self), tr(entry.label)))
            self.play_menu.addAction(a)

    def _fill_new_menu(self) -> None:
        self.new_menu.clear()
        for kind in self.document_kinds():
            a = QAction(tr(kind.title), self)
            a.setObjectName(f"file.new.{kind.kind}")
            a.triggered.connect(lambda checked=False, k=kind: self.new_document(k))
            self.new_menu.addAction(a)

    def _make_tool_bar(self) -> None:
        tb = QToolBar(tr("Tools"), self)
        tb.setObjectName("toolbar.tools")
        # icons with the label in the tooltip, as drawing tools show them; the toolbar's context
        # menu cannot bring the words back, so every tooltip names the action
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        tb.setIconSize(QSize(24, 24))
        self.addToolBar(tb)
        for tool in self.tools:
            tb.addAction(self.tool_actions[tool.name])
        tb.addSeparator()
        for a in (self.act_zoom_in, self.act_zoom_out, self.act_fit, self.act_play):
            tb.addAction(a)
        self.tool_bar = tb
