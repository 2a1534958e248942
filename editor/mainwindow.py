"""The main window: start page, document tabs, menus, tool bar, docks and persistence."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QUndoGroup
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QTabWidget,
    QToolBar,
    QUndoView,
    QWidget,
)

from editor.canvas.view import MapView
from editor.document import Document
from editor.docview import DocumentView
from editor.kinds import DocumentKind
from editor.panels.issues import IssuesPanel
from editor.panels.log import LogPanel
from editor.panels.palette import PaletteTree
from editor.panels.properties import PropertiesPanel
from editor.plugin import all_document_kinds
from editor.startpage import StartPage
from editor.tools.base import Tool
from editor.tools.generic import PaintTool, generic_tools
from editor.window_edit import EditMixin
from editor.window_settings import SettingsMixin
from engine.content.io import ContentError
from engine.content.issues import Issue, Severity, count_by_severity
from engine.content.library import core_pack_dir

FILE_FILTER = "Warbench content (*.yaml *.yml);;All files (*)"
EXPORT_FILTER = "PNG picture (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"


class MainWindow(EditMixin, SettingsMixin, QMainWindow):
    def __init__(self, settings: QSettings | None = None, *, restore: bool = True) -> None:
        super().__init__()
        self.setObjectName("main.window")
        self.settings = settings or QSettings()
        self.resize(1280, 860)
        self.undo_group = QUndoGroup(self)
        self.views: list[DocumentView] = []
        self.tools: list[Tool] = generic_tools()
        self.extra_tools: dict[str, list[Tool]] = {}
        #: overlay switches per document kind: (kind, overlay name) -> shown
        self.overlay_state: dict[tuple[str, str], bool] = {}
        self.active_tool: Tool = self.tools[0]

        self.tabs = QTabWidget()
        self.tabs.setObjectName("document.tabs")
        self.tabs.setTabsClosable(True)
        self.tabs.setMovable(True)
        self.tabs.tabCloseRequested.connect(self._tab_close_requested)
        self.start_page = StartPage(core_pack_dir())
        self.start_page.open_requested.connect(self.open_file)
        self.start_page.new_requested.connect(self.new_document)
        self.tabs.addTab(self.start_page, "Start")
        self.tabs.tabBar().setTabButton(0, self.tabs.tabBar().ButtonPosition.RightSide, None)
        self.setCentralWidget(self.tabs)

        self._docks_before_play: list[QDockWidget] | None = None
        self._make_docks()
        self._make_status_bar()
        self._make_actions()
        self._make_menus()
        self._make_tool_bar()
        self._update_title()
        self._update_actions()
        self.tabs.currentChanged.connect(self._tab_changed)
        if restore:
            self._restore_settings()

    # ------------------------------------------------------------------ building
    def _dock(self, name: str, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock.{name}")
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _make_docks(self) -> None:
        self.palette_tree = PaletteTree()
        self.palette_tree.value_chosen.connect(self._paint_value_chosen)
        self.properties = PropertiesPanel()
        self.properties.status_message.connect(self.show_status)
        self.issues_panel = IssuesPanel()
        self.issues_panel.issue_activated.connect(self.go_to_issue)
        self.undo_view = QUndoView(self.undo_group)
        self.undo_view.setObjectName("undo.view")
        self.undo_view.setEmptyLabel("<original>")
        self.log_panel = LogPanel()
        left, right, bottom = (
            Qt.DockWidgetArea.LeftDockWidgetArea,
            Qt.DockWidgetArea.RightDockWidgetArea,
            Qt.DockWidgetArea.BottomDockWidgetArea,
        )
        self.dock_palette = self._dock("palette", "Palette", self.palette_tree, left)
        self.dock_properties = self._dock("properties", "Properties", self.properties, right)
        self.dock_undo = self._dock("undo", "Undo History", self.undo_view, right)
        self.dock_issues = self._dock("issues", "Issues", self.issues_panel, bottom)
        self.dock_log = self._dock("log", "Log", self.log_panel, bottom)
        self.tabifyDockWidget(self.dock_issues, self.dock_log)
        self.dock_issues.raise_()

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
        self.addAction(a)
        return a

    def _make_actions(self) -> None:
        K = QKeySequence.StandardKey
        self.act_open = self._action("file.open", "&Open...", self.open_dialog, K.Open, "Open a content file")
        self.act_save = self._action("file.save", "&Save", self.save_current, K.Save, "Save the document")
        self.act_save_as = self._action("file.save_as", "Save &As...", self.save_current_as, K.SaveAs)
        self.act_export = self._action(
            "file.export", "&Export Picture...", self.export_current, "Ctrl+E", "Export the document as PNG, SVG or PDF"
        )
        self.act_close = self._action("file.close", "&Close", self.close_current, K.Close, "Close the document")
        self.act_quit = self._action("file.quit", "&Quit", self.close, K.Quit)
        self.act_undo = self.undo_group.createUndoAction(self, "&Undo")
        self.act_undo.setObjectName("edit.undo")
        self.act_undo.setShortcut(QKeySequence(K.Undo))
        self.act_redo = self.undo_group.createRedoAction(self, "&Redo")
        self.act_redo.setObjectName("edit.redo")
        self.act_redo.setShortcut(QKeySequence(K.Redo))
        self.addAction(self.act_undo)
        self.addAction(self.act_redo)
        self.act_cut = self._action("edit.cut", "Cu&t", self.cut, K.Cut)
        self.act_copy = self._action("edit.copy", "&Copy", self.copy, K.Copy)
        self.act_paste = self._action("edit.paste", "&Paste", self.paste, K.Paste)
        self.act_delete = self._action(
            "edit.delete", "&Delete", self.delete_selection, K.Delete, "Delete the selection"
        )
        self.act_select_all = self._action("edit.select_all", "Select &All", self.select_all, K.SelectAll)
        self.act_rotate_cw = self._action("edit.rotate_cw", "Rotate Clockwise", lambda: self.rotate_selection(1), "R")
        self.act_rotate_ccw = self._action(
            "edit.rotate_ccw", "Rotate Counter-clockwise", lambda: self.rotate_selection(-1), "Shift+R"
        )
        self.act_zoom_in = self._action("view.zoom_in", "Zoom &In", lambda: self._view_call("zoom_in"), K.ZoomIn)
        self.act_zoom_out = self._action("view.zoom_out", "Zoom &Out", lambda: self._view_call("zoom_out"), K.ZoomOut)
        self.act_fit = self._action("view.fit", "&Fit to Window", lambda: self._view_call("fit"), "Ctrl+0")
        self.act_labels = self._action(
            "view.labels", "Grid &Labels", self._toggle_labels, "Ctrl+L", "Show cell labels", checkable=True
        )
        self.act_play = self._action("play.start", "&Play", self.play_current, "F5", "Playtest the document")
        self.act_about = self._action("help.about", "&About Warbench", self.about)
        self.act_shortcuts = self._action("help.shortcuts", "&Keyboard Shortcuts", self.show_shortcuts, K.HelpContents)
        self.tool_group = QActionGroup(self)
        self.tool_group.setExclusive(True)
        self.tool_actions: dict[str, QAction] = {}
        for tool in self.tools:
            self._add_tool_action(tool)
        self.tool_actions["select"].setChecked(True)

    def _add_tool_action(self, tool: Tool) -> QAction:
        a = self._action(tool.object_name, tool.label, None, tool.shortcut or None, tool.tooltip, checkable=True)
        a.triggered.connect(lambda checked=False, t=tool: self.set_tool(t))
        self.tool_group.addAction(a)
        self.tool_actions[tool.name] = a
        return a

    def _make_menus(self) -> None:
        mb = self.menuBar()
        m = mb.addMenu("&File")
        self.new_menu = m.addMenu("&New")
        self.new_menu.setObjectName("file.new")
        self._fill_new_menu()
        m.addAction(self.act_open)
        self.recent_menu = m.addMenu("Open &Recent")
        self.recent_menu.setObjectName("file.recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        m.addSeparator()
        for a in (self.act_save, self.act_save_as, self.act_export, self.act_close):
            m.addAction(a)
        m.addSeparator()
        m.addAction(self.act_quit)
        m = mb.addMenu("&Edit")
        for a in (self.act_undo, self.act_redo):
            m.addAction(a)
        m.addSeparator()
        for a in (self.act_cut, self.act_copy, self.act_paste, self.act_delete, self.act_select_all):
            m.addAction(a)
        m.addSeparator()
        m.addAction(self.act_rotate_cw)
        m.addAction(self.act_rotate_ccw)
        m = mb.addMenu("&View")
        for a in (self.act_zoom_in, self.act_zoom_out, self.act_fit, self.act_labels):
            m.addAction(a)
        self.overlays_menu = m.addMenu("O&verlays")
        self.overlays_menu.setObjectName("view.overlays")
        m.addSeparator()
        for dock in (self.dock_palette, self.dock_properties, self.dock_issues, self.dock_undo, self.dock_log):
            m.addAction(dock.toggleViewAction())
        self.tools_menu = mb.addMenu("&Tools")
        for tool in self.tools:
            self.tools_menu.addAction(self.tool_actions[tool.name])
        m = mb.addMenu("&Play")
        m.addAction(self.act_play)
        self.play_menu = m
        self._add_play_entries()
        m = mb.addMenu("&Help")
        m.addAction(self.act_shortcuts)
        m.addAction(self.act_about)

    def _add_play_entries(self) -> None:
        from editor.plugin import registered_plugins

        entries = [e for p in registered_plugins() for e in p.play_entries]
        if entries:
            self.play_menu.addSeparator()
        for e in entries:
            a = self._action(e.name, e.label, None, None, e.tooltip)
            a.triggered.connect(lambda _checked=False, entry=e: self.open_play_view(entry.start(self), entry.label))
            self.play_menu.addAction(a)

    def _fill_new_menu(self) -> None:
        self.new_menu.clear()
        for kind in self.document_kinds():
            a = QAction(f"{kind.title}", self)
            a.setObjectName(f"file.new.{kind.kind}")
            a.triggered.connect(lambda checked=False, k=kind: self.new_document(k))
            self.new_menu.addAction(a)

    def _make_tool_bar(self) -> None:
        tb = QToolBar("Tools", self)
        tb.setObjectName("toolbar.tools")
        self.addToolBar(tb)
        for tool in self.tools:
            tb.addAction(self.tool_actions[tool.name])
        tb.addSeparator()
        for a in (self.act_zoom_in, self.act_zoom_out, self.act_fit, self.act_play):
            tb.addAction(a)
        self.tool_bar = tb

    # ------------------------------------------------------------------ documents
    def document_kinds(self) -> list[DocumentKind]:
        return all_document_kinds()

    def current_view(self) -> DocumentView | None:
        w = self.tabs.currentWidget()
        return w if isinstance(w, DocumentView) else None

    def current_document(self) -> Document | None:
        v = self.current_view()
        return v.document if v is not None else None

    def view_for(self, document: Document) -> DocumentView | None:
        for v in self.views:
            if v.document is document:
                return v
        return None

    def add_document(self, document: Document) -> DocumentView:
        view = DocumentView(document)
        self.views.append(view)
        self.undo_group.addStack(document.undo_stack)
        document.dirty_changed.connect(lambda _d, doc=document: self._refresh_tab_title(doc))
        document.path_changed.connect(lambda _p, doc=document: self._refresh_tab_title(doc))
        view.issues_changed.connect(lambda issues, v=view: self._issues_changed(v, issues))
        if view.form is not None:
            view.form.status_message.connect(self.show_status)
        if view.map_view is not None:
            view.map_view.hover_changed.connect(self.hover_label.setText)
            view.map_view.status_message.connect(self.show_status)
            view.map_view.zoom_changed.connect(lambda z: self.zoom_label.setText(f"{z * 100:.0f}%"))
            view.map_view.board_scene.set_labels_visible(self.act_labels.isChecked())
            for (kind, name), shown in self.overlay_state.items():
                if document.kind is not None and kind == document.kind.kind:
                    view.map_view.board_scene.set_overlay_visible(name, shown)
            view.map_view.board_scene.selection_changed.connect(self._selection_changed)
        index = self.tabs.addTab(view, document.title)
        self.tabs.setTabToolTip(index, str(document.path or document.display_name))
        self.tabs.setCurrentIndex(index)
        if view.map_view is not None:
            QTimer.singleShot(0, view.map_view.fit)
        view.validate_now()
        return view

    def new_document(self, kind: DocumentKind) -> Document:
        doc = Document.new(kind)
        self.add_document(doc)
        self.log_panel.log(f"new {kind.title}")
        return doc

    def open_file(self, path: str | Path) -> Document | None:
        """Open a content file; a malformed file shows an error naming the file and line."""
        p = Path(path)
        for v in self.views:
            if v.document.path is not None and v.document.path.resolve() == p.resolve():
                self.tabs.setCurrentWidget(v)
                return v.document
        try:
            doc = Document.open(p)
        except ContentError as exc:
            self.show_error(f"Cannot open {p.name}", str(exc))
            return None
        self.add_document(doc)
        self._add_recent(p)
        self.log_panel.log(f"opened {p}")
        return doc

    def open_dialog(self) -> None:
        start = str(core_pack_dir())
        path, _ = QFileDialog.getOpenFileName(self, "Open content", start, FILE_FILTER)
        if path:
            self.open_file(path)

    def save_document(self, doc: Document, path: str | Path | None = None) -> bool:
        if path is None and doc.path is None:
            return self.save_document_as(doc)
        try:
            doc.save(path)
        except OSError as exc:
            self.show_error(
                "Save failed", f"{path or doc.path}: {exc.strerror or exc}\nThe previous file is unchanged."
            )
            return False
        self.log_panel.log(f"saved {doc.path}")
        self.show_status(f"saved {doc.path}")
        if doc.path is not None:
            self._add_recent(doc.path)
        return True

    def save_document_as(self, doc: Document) -> bool:
        suggested = str(doc.path or Path.cwd() / f"{doc.display_name.replace(' ', '_')}.yaml")
        path, _ = QFileDialog.getSaveFileName(self, "Save as", suggested, FILE_FILTER)
        if not path:
            return False
        return self.save_document(doc, path)

    def save_current(self) -> None:
        doc = self.current_document()
        if doc is not None:
            self.save_document(doc)

    def save_current_as(self) -> None:
        doc = self.current_document()
        if doc is not None:
            self.save_document_as(doc)

    def export_document(self, doc: Document, path: str | Path) -> bool:
        """Draw the document's sheet to ``path`` (PNG, SVG or PDF by suffix)."""
        from editor.render import RenderError, render_document

        try:
            out = render_document(doc, Path(path))
        except (RenderError, OSError) as exc:
            self.show_error("Export failed", str(exc))
            return False
        self.log_panel.log(f"exported {out}")
        self.show_status(f"exported {out}")
        return True

    def export_current(self) -> None:
        doc = self.current_document()
        if doc is None or doc.kind is None or not doc.kind.look.has_sheet(doc):
            return
        stem = (doc.path.with_suffix("") if doc.path else Path.cwd() / doc.display_name.replace(" ", "_")).name
        path, chosen = QFileDialog.getSaveFileName(self, "Export picture", f"{stem}.png", EXPORT_FILTER)
        if not path:
            return
        if Path(path).suffix.lower() not in (".png", ".svg", ".pdf"):
            path += "." + chosen.split("*.")[-1].rstrip(")") if "*." in chosen else ".png"
        self.export_document(doc, path)

    def ask_save_changes(self, doc: Document) -> QMessageBox.StandardButton:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            "Unsaved changes",
            f"{doc.display_name} has unsaved changes. Save them?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setObjectName("dialog.save_changes")
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        return QMessageBox.StandardButton(box.exec())

    def maybe_save(self, doc: Document) -> bool:
        """``True`` when the document may be closed (saved, discarded or clean)."""
        if not doc.is_dirty:
            return True
        answer = self.ask_save_changes(doc)
        if answer == QMessageBox.StandardButton.Save:
            return self.save_document(doc)
        return answer == QMessageBox.StandardButton.Discard

    def close_document(self, doc: Document) -> bool:
        view = self.view_for(doc)
        if view is None or not self.maybe_save(doc):
            return False
        if view.map_view is not None:
            view.map_view.set_tool(None)
        self.undo_group.removeStack(doc.undo_stack)
        self.views.remove(view)
        self.tabs.removeTab(self.tabs.indexOf(view))
        view.deleteLater()
        self.log_panel.log(f"closed {doc.display_name}")
        return True

    def close_current(self) -> None:
        doc = self.current_document()
        if doc is not None:
            self.close_document(doc)

    def _tab_close_requested(self, index: int) -> None:
        w = self.tabs.widget(index)
        if isinstance(w, DocumentView):
            self.close_document(w.document)

    def _refresh_tab_title(self, doc: Document) -> None:
        view = self.view_for(doc)
        if view is not None:
            self.tabs.setTabText(self.tabs.indexOf(view), doc.title)
        self._update_title()

    def _update_title(self) -> None:
        doc = self.current_document()
        self.setWindowTitle(f"{doc.title} — Warbench" if doc else "Warbench")

    # ------------------------------------------------------------------ switching documents
    def _editing_docks(self) -> tuple[QDockWidget, ...]:
        return (self.dock_palette, self.dock_properties, self.dock_undo, self.dock_issues, self.dock_log)

    def _sync_play_layout(self) -> None:
        """A play tab has its own hand, log and controls: the editing docks step aside while it is
        shown, and come back as they were when an editing tab or the start page is shown."""
        widget = self.tabs.currentWidget()
        playing = widget is not None and widget is not self.start_page and not isinstance(widget, DocumentView)
        if playing and self._docks_before_play is None:
            self._docks_before_play = [d for d in self._editing_docks() if d.isVisible()]
            for d in self._docks_before_play:
                d.hide()
        elif not playing and self._docks_before_play is not None:
            for d in self._docks_before_play:
                d.show()
            self._docks_before_play = None

    def _tab_changed(self, index: int) -> None:
        self._sync_play_layout()
        for v in self.views:
            if v.map_view is not None and v is not self.current_view():
                v.map_view.set_tool(None)
        view = self.current_view()
        doc = view.document if view else None
        self.undo_group.setActiveStack(doc.undo_stack if doc else None)
        self.palette_tree.set_document(doc if doc and doc.board is not None else None)
        self._selection_changed()
        self._sync_extra_tools(doc)
        self._sync_overlays(doc)
        if view is not None and view.map_view is not None:
            view.map_view.set_tool(self.active_tool)
        self.issues_panel.set_issues(view.issues if view else [])
        self._show_counts(view.issues if view else [])
        self._update_title()
        self._update_actions()

    def _sync_extra_tools(self, doc: Document | None) -> None:
        for tools in self.extra_tools.values():
            for t in tools:
                self.tool_actions[t.name].setVisible(False)
        if doc is None or doc.kind is None:
            return
        tools = self.extra_tools.get(doc.kind.kind)
        if tools is None:
            tools = doc.kind.panels.extra_tools()
            self.extra_tools[doc.kind.kind] = tools
            for t in tools:
                a = self._add_tool_action(t)
                self.tool_bar.addAction(a)
                self.tools_menu.addAction(a)
        for t in tools:
            self.tool_actions[t.name].setVisible(True)
        if self.active_tool not in self.tools and self.active_tool not in tools:
            self.set_tool(self.tools[0])

    def _sync_overlays(self, doc: Document | None) -> None:
        self.overlays_menu.clear()
        overlays = doc.kind.overlays if doc is not None and doc.kind is not None and doc.board is not None else ()
        self.overlays_menu.setEnabled(bool(overlays))
        for o in overlays:
            assert doc is not None and doc.kind is not None
            key = (doc.kind.kind, o.name)
            a = QAction(o.label, self.overlays_menu)
            a.setObjectName(f"view.overlay.{o.name}")
            a.setCheckable(True)
            a.setChecked(self.overlay_state.get(key, o.default))
            if o.tooltip:
                a.setStatusTip(o.tooltip)
            a.toggled.connect(lambda shown, k=key: self.set_overlay(k, shown))
            self.overlays_menu.addAction(a)

    def set_overlay(self, key: tuple[str, str], shown: bool) -> None:
        """Show or hide overlay ``key`` = (document kind, overlay name) in every view of that kind."""
        self.overlay_state[key] = shown
        for v in self.views:
            if v.scene is not None and v.document.kind is not None and v.document.kind.kind == key[0]:
                v.scene.set_overlay_visible(key[1], shown)

    def _update_actions(self) -> None:
        view = self.current_view()
        has_doc = view is not None
        has_map = has_doc and view is not None and view.map_view is not None
        for a in (self.act_save, self.act_save_as, self.act_close):
            a.setEnabled(has_doc)
        document = view.document if view is not None else None
        self.act_export.setEnabled(
            document is not None and document.kind is not None and document.kind.look.has_sheet(document)
        )
        for a in (
            self.act_cut,
            self.act_copy,
            self.act_paste,
            self.act_delete,
            self.act_select_all,
            self.act_rotate_cw,
            self.act_rotate_ccw,
        ):
            a.setEnabled(has_map)
        board = self.active_map_view()
        for a in (self.act_zoom_in, self.act_zoom_out, self.act_fit):
            a.setEnabled(board is not None)
        self.act_play.setEnabled(has_doc)

    # ------------------------------------------------------------------ tools and view
    def set_tool(self, tool: Tool) -> None:
        self.active_tool = tool
        self.tool_actions[tool.name].setChecked(True)
        view = self.current_view()
        if view is not None and view.map_view is not None:
            view.map_view.set_tool(tool)
        self.show_status(tool.tooltip or tool.label)

    def tool(self, name: str) -> Tool:
        for t in self.tools + [t for ts in self.extra_tools.values() for t in ts]:
            if t.name == name:
                return t
        raise KeyError(name)

    def _paint_value_chosen(self, layer: str, value: Any, extra: dict[str, Any] | None = None) -> None:
        paint = self.tool("paint")
        assert isinstance(paint, PaintTool)
        paint.set_value(layer, value, extra)
        self.set_tool(paint)
        self.show_status(f"painting {layer}: {value}")

    def active_map_view(self) -> MapView | None:
        """The board of the current tab: a document's canvas or a play view's board."""
        view = self.current_view()
        if view is not None:
            return view.map_view
        widget = self.tabs.currentWidget()
        if widget is None or widget is self.start_page:
            return None
        found = widget.findChild(MapView)
        return found if isinstance(found, MapView) else None

    def _view_call(self, method: str) -> None:
        board = self.active_map_view()
        if board is not None:
            getattr(board, method)()

    def _toggle_labels(self, checked: bool) -> None:
        for v in self.views:
            if v.scene is not None:
                v.scene.set_labels_visible(checked)
        for i in range(self.tabs.count()):  # the boards of play tabs too
            w = self.tabs.widget(i)
            if not isinstance(w, DocumentView) and w is not self.start_page:
                for board in w.findChildren(MapView):
                    board.board_scene.set_labels_visible(checked)

    # ------------------------------------------------------------------ issues
    def _issues_changed(self, view: DocumentView, issues: list[Issue]) -> None:
        if view is self.current_view():
            self.issues_panel.set_issues(issues)
            self._show_counts(issues)

    def _show_counts(self, issues: list[Issue]) -> None:
        c = count_by_severity(issues)
        self.counts_label.setText(f"{c[Severity.ERROR]} error(s), {c[Severity.WARNING]} warning(s)")

    def go_to_issue(self, issue: Issue) -> None:
        view = self.current_view()
        if view is None:
            return
        cell, piece = view.document.locate_issue(issue)
        if piece is not None:
            view.select_pieces({piece})
            self._selection_changed()
        if cell is not None:
            view.centre_on(cell)
            if view.scene is not None:
                view.scene.set_marks([cell])
        self.show_status(issue.message)

    # ------------------------------------------------------------------ messages
    def show_status(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def show_error(self, title: str, text: str) -> QMessageBox:
        """A non-blocking error dialog; the text is also written to the log."""
        self.log_panel.log(f"error: {text}")
        box = QMessageBox(QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("dialog.error")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    # ------------------------------------------------------------------ play
    def play_current(self) -> None:
        view = self.current_view()
        if view is None or view.document.kind is None:
            self.show_status("open a document to play it")
            return
        if view.document.kind.play.play_setup(view.document) is None:
            self.show_status(f"{view.document.kind.title}: no play mode for this kind of document yet")
            return
        self.open_play_view(view.document.kind.play.play_view(view.document), view.document.display_name)

    def open_play_view(self, widget: QWidget | None, title: str) -> None:
        """Open a play view in a tab of its own (nothing when it is ``None``: the user cancelled)."""
        if widget is None:
            return
        status = getattr(widget, "status_message", None)
        if status is not None:
            status.connect(self.show_status)
        for board in widget.findChildren(MapView):
            board.board_scene.set_labels_visible(self.act_labels.isChecked())
        idx = self.tabs.addTab(widget, f"Play: {title.removesuffix('...')}")
        self.tabs.setCurrentIndex(idx)

    def closeEvent(self, event: QCloseEvent) -> None:
        for v in list(self.views):
            if v.document.is_dirty:
                self.tabs.setCurrentWidget(v)
                if not self.maybe_save(v.document):
                    event.ignore()
                    return
        if self._docks_before_play is not None:  # save the docks as the user arranged them
            for d in self._docks_before_play:
                d.show()
            self._docks_before_play = None
        self.save_settings()
        self.release_clipboard()
        event.accept()
