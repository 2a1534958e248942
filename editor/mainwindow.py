"""The main window: it builds its pieces (:mod:`editor.window`), places their actions in its menus
and tool bar, passes events between them, and keeps its layout between sessions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings, QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent, QUndoGroup
from PySide6.QtWidgets import QLabel, QLineEdit, QMainWindow, QMenu, QMessageBox, QToolBar, QWidget

from editor.document import Document
from editor.docview import DocumentView
from editor.i18n import tr
from editor.icons import set_action_icon
from editor.issue_place import locate_issue
from editor.kinds import DocumentKind
from editor.player.autosave import autosaves
from editor.player.shell import PlayerShell
from editor.plugin import all_document_kinds
from editor.startpage import StartPage
from editor.tools.base import Tool
from editor.wheel_guard import install_wheel_guard
from editor.window import help
from editor.window.actions import ActionMaker
from editor.window.board_edits import BoardEdits
from editor.window.docks import EditingDocks
from editor.window.files import DocumentFiles
from editor.window.games import GameTabs, playable
from editor.window.messages import Messages
from editor.window.packs import PackLibrary
from editor.window.parts import WindowParts
from editor.window.remote import RemotePlay
from editor.window.tabs import DocumentTabs
from editor.window.tool_choice import ToolChoice
from editor.window.view_options import ViewOptions
from engine.content.issues import Issue, Severity, count_by_severity
from engine.content.library import core_pack_dir


class MainWindow(QMainWindow):
    def __init__(self, settings: QSettings | None = None, *, restore: bool = True) -> None:
        super().__init__()
        self.setObjectName("main.window")
        self.settings = settings or QSettings()
        self.resize(1280, 860)
        self.undo_group = QUndoGroup(self)
        install_wheel_guard()
        action = ActionMaker(self)
        self._shown_once = False

        self.start_page = StartPage(core_pack_dir())
        self.documents = DocumentTabs(
            self.start_page,
            self.undo_group,
            wire=self._wire_view,
            added=self._document_added,
            title_changed=self._update_title,
        )
        self.tabs, self.views = self.documents.tabs, self.documents.views
        self.setCentralWidget(self.tabs)
        # the docks after the central widget: their first sizes are shared with it
        self.docks = EditingDocks(self, self.undo_group)
        self.palette_tree, self.properties = self.docks.palette_tree, self.docks.properties
        self.issues_panel, self.log_panel = self.docks.issues_panel, self.docks.log_panel
        self.dock_palette, self.dock_properties = self.docks.dock_palette, self.docks.dock_properties
        self.dock_undo, self.dock_issues, self.dock_log = (
            self.docks.dock_undo,
            self.docks.dock_issues,
            self.docks.dock_log,
        )
        self.messages = Messages(self, self.log_panel)
        self._make_status_bar()

        parts = WindowParts(self, self.settings, self.documents, self.messages, action)
        self.files = DocumentFiles(
            parts,
            saved=lambda doc: self.packs.content_saved(doc),
            closed=lambda doc: self.packs.forget_content(doc),
        )
        self.packs = PackLibrary(self, self.files, action)
        self.view_options = ViewOptions(
            self,
            action,
            boards=self.documents.boards,
            document_views=lambda: self.views,
            current_board=self.documents.current_board,
        )
        self.tool_choice = ToolChoice(parts, place_action=self._place_tool_action)
        self.tool_actions = self.tool_choice.tool_actions
        self.edits = BoardEdits(parts, hovered=self.hover_label.text, selection_changed=self.selection_changed)
        self.games = GameTabs(parts, new_board=self.view_options.apply_to)
        self.remote = RemotePlay(parts, open_play_view=self.games.open_play_view)
        self._make_window_actions(action)
        self._make_menus()
        self._make_tool_bar()
        self._connect()
        self.start_page.set_recent(self.files.recent.paths())
        self.start_page.set_games_in_progress(autosaves())
        self._update_title()
        self._update_actions()
        self.tabs.currentChanged.connect(self._tab_changed)
        if restore:
            self._restore_settings()
        self.docks.sync(self.current_view())

    # ------------------------------------------------------------------ building
    def _make_status_bar(self) -> None:
        sb = self.statusBar()
        self.hover_label = QLabel()
        self.hover_label.setObjectName("status.hover")
        self.hover_label.setMinimumWidth(80)
        self.counts_label = QLabel()
        self.counts_label.setObjectName("status.issues")
        self.zoom_label = QLabel()
        for label in (self.hover_label, self.zoom_label, self.counts_label):
            sb.addPermanentWidget(label)

    def _make_window_actions(self, action: ActionMaker) -> None:
        K = QKeySequence.StandardKey
        self.act_quit = action("file.quit", tr("&Quit"), self.close, K.Quit)
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
        self.act_preferences = action(
            "edit.preferences",
            tr("Pre&ferences..."),
            lambda: help.show_preferences(self, self.settings),
            None,
            tr("The interface's language and other settings"),
        )
        self.act_about = action("help.about", tr("&About Warbench"), lambda: help.about(self))
        self.act_shortcuts = action(
            "help.shortcuts", tr("&Keyboard Shortcuts"), lambda: help.show_shortcuts(self), K.HelpContents
        )

    def _make_menus(self) -> None:
        mb = self.menuBar()
        m = mb.addMenu(tr("&File"))
        self.new_menu = m.addMenu(tr("&New"))
        self.new_menu.setObjectName("file.new")
        for kind in self.document_kinds():
            a = self.new_menu.addAction(tr(kind.title))
            a.setObjectName(f"file.new.{kind.kind}")
            a.triggered.connect(lambda checked=False, k=kind: self.new_document(k))
        m.addAction(self.files.act_open)
        self.recent_menu = m.addMenu(tr("Open &Recent"))
        self.recent_menu.setObjectName("file.recent")
        self.recent_menu.aboutToShow.connect(lambda: self.files.recent.fill_menu(self.recent_menu, self.open_file))
        m.addSeparator()
        f = self.files
        self._add_actions(m, f.act_save, f.act_save_as, f.act_export, f.act_close, None)
        self._add_actions(m, self.packs.act_packs, self.packs.act_pack_version, None, self.act_quit)
        m = mb.addMenu(tr("&Edit"))
        e = self.edits
        self._add_actions(m, self.act_undo, self.act_redo, None, e.act_cut, e.act_copy, e.act_paste, e.act_delete)
        self._add_actions(m, e.act_select_all, None, e.act_rotate_cw, e.act_rotate_ccw, None, self.act_preferences)
        m = mb.addMenu(tr("&View"))
        v = self.view_options
        self._add_actions(m, v.act_zoom_in, v.act_zoom_out, v.act_fit)
        names = m.addMenu(tr("&Names"))
        names.setObjectName("view.names")
        self._add_actions(names, *v.label_actions)
        m.addAction(v.act_minimap)
        m.addMenu(v.overlays_menu)
        m.addSeparator()
        for dock in (self.dock_palette, self.dock_properties, self.dock_issues, self.dock_undo, self.dock_log):
            m.addAction(dock.toggleViewAction())
        self.tools_menu = mb.addMenu(tr("&Tools"))
        self._add_actions(self.tools_menu, *self.tool_choice.shared_actions())
        self.play_menu = mb.addMenu(tr("&Play"))
        r = self.remote
        self._add_actions(self.play_menu, self.games.act_play, r.act_host, r.act_join, r.act_seat_file)
        self.play_menu.addAction(r.act_import_orders)
        self.games.add_play_entries(self.play_menu)
        m = mb.addMenu(tr("&Help"))
        self._add_actions(m, self.act_shortcuts, self.act_about)

    @staticmethod
    def _add_actions(menu: QMenu, *actions: QAction | None) -> None:
        """Add ``actions`` to ``menu`` in order, ``None`` standing for a separator."""
        for a in actions:
            if a is None:
                menu.addSeparator()
            else:
                menu.addAction(a)

    def _make_tool_bar(self) -> None:
        tb = QToolBar(tr("Tools"), self)
        tb.setObjectName("toolbar.tools")
        # icons with the label in the tooltip, as drawing tools show them; the toolbar's context
        # menu cannot bring the words back, so every tooltip names the action
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        tb.setIconSize(QSize(24, 24))
        self.addToolBar(tb)
        tb.addActions(self.tool_choice.shared_actions())
        tb.addSeparator()
        v = self.view_options
        tb.addActions([v.act_zoom_in, v.act_zoom_out, v.act_fit, self.games.act_play])
        self.tool_bar = tb

    def _place_tool_action(self, action: QAction) -> None:
        self.tool_bar.addAction(action)
        self.tools_menu.addAction(action)

    def _connect(self) -> None:
        self.tabs.tabCloseRequested.connect(self._tab_close_requested)
        self.start_page.open_requested.connect(self.open_file)
        self.start_page.new_requested.connect(self.new_document)
        self.start_page.missing_recent_clicked.connect(self.files.forget_missing_recent)
        self.start_page.resume_requested.connect(self.games.resume_game)
        self.palette_tree.value_chosen.connect(
            lambda layer, value, extra=None: self.tool_choice.paint_with(self.current_document(), layer, value, extra)
        )
        self.properties.status_message.connect(self.show_status)
        self.issues_panel.issue_activated.connect(self.go_to_issue)

    # ------------------------------------------------------------------ documents
    def document_kinds(self) -> list[DocumentKind]:
        return all_document_kinds()

    def current_view(self) -> DocumentView | None:
        return self.documents.current_view()

    def current_document(self) -> Document | None:
        return self.documents.current_document()

    def view_for(self, document: Document) -> DocumentView | None:
        return self.documents.view_for(document)

    def add_document(self, document: Document) -> DocumentView:
        """Open ``document`` in a tab of its own, checked and followed by the live library."""
        return self.documents.add(document)

    def _document_added(self, view: DocumentView) -> None:
        self.packs.track_content(view.document)
        view.validate_now()

    def _wire_view(self, view: DocumentView) -> None:
        """Connect a new document view to the panels and the status bar."""
        document = view.document
        document.undo_stack.refused.connect(self.show_status)
        view.issues_changed.connect(lambda issues, v=view: self._issues_changed(v, issues))
        if view.form is not None:
            view.form.status_message.connect(self.show_status)
        if view.map_view is not None:
            view.map_view.hover_changed.connect(self.hover_label.setText)
            view.map_view.status_message.connect(self.show_status)
            view.map_view.zoom_changed.connect(lambda z: self.zoom_label.setText(f"{z * 100:.0f}%"))
            self.view_options.apply_to(view.map_view, document)
            view.map_view.board_scene.selection_changed.connect(self.selection_changed)

    def new_document(self, kind: DocumentKind) -> Document:
        return self.files.new_document(kind)

    def open_file(self, path: str | Path) -> Document | None:
        """Open a content file; a malformed file shows an error naming the file and line."""
        return self.files.open_file(path)

    def save_document(self, doc: Document, path: str | Path | None = None) -> bool:
        return self.files.save_document(doc, path)

    def save_document_as(self, doc: Document) -> bool:
        return self.files.save_document_as(doc)

    def export_document(self, doc: Document, path: str | Path) -> bool:
        return self.files.export_document(doc, path)

    def close_document(self, doc: Document) -> bool:
        return self.files.close_document(doc)

    def _tab_close_requested(self, index: int) -> None:
        w = self.tabs.widget(index)
        if isinstance(w, DocumentView):
            self.close_document(w.document)
        elif w is not None and w is not self.start_page:
            self.games.close_play_tab(w)

    def _update_title(self) -> None:
        doc = self.current_document()
        self.setWindowTitle(tr("{title} — Warbench").format(title=doc.title) if doc else tr("Warbench"))

    # ------------------------------------------------------------------ games
    def open_play_view(
        self, widget: QWidget | None, title: str, *, source: Path | None = None, autosave: Path | None = None
    ) -> None:
        """Open a play view in a tab of its own (see :meth:`GameTabs.open_play_view`)."""
        self.games.open_play_view(widget, title, source=source, autosave=autosave)

    def play_tabs(self) -> list[PlayerShell]:
        return self.documents.play_tabs()

    def close_play_tab(self, widget: QWidget) -> bool:
        return self.games.close_play_tab(widget)

    # ------------------------------------------------------------------ switching tabs
    def _tab_changed(self, _index: int) -> None:
        view = self.current_view()
        self.docks.sync(view)
        for v in self.views:
            if v.map_view is not None and v is not view:
                v.map_view.set_tool(None)
        doc = view.document if view else None
        # no stack when no document is current (Qt takes None; its stub says otherwise)
        self.undo_group.setActiveStack(doc.undo_stack if doc else None)  # type: ignore[arg-type]  # PySide6 stubs lack the None (no active stack) Qt takes
        self.palette_tree.set_document(doc if doc and doc.board is not None else None)
        self.selection_changed()
        self.tool_choice.sync_kind(doc)
        self.view_options.sync_overlays(doc)
        if view is not None and view.map_view is not None:
            view.map_view.set_tool(self.tool_choice.active_tool)
        self.issues_panel.set_issues(view.issues if view else [])
        self._show_counts(view.issues if view else [])
        self._update_title()
        self._update_actions()

    def _update_actions(self) -> None:
        view = self.current_view()
        document = view.document if view is not None else None
        on_board = view is not None and view.map_view is not None
        self.files.enable_for(document)
        for a in self.edits.actions:
            a.setEnabled(on_board)
        self.view_options.enable_for(self.documents.current_board())
        self.tool_choice.enable(on_board)
        self.games.act_play.setEnabled(document is not None and playable(document))
        self.remote.act_host.setEnabled(self.games.act_play.isEnabled())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            self.docks.resync(self.current_view())

    # ------------------------------------------------------------------ tools
    def set_tool(self, tool: Tool) -> None:
        self.tool_choice.set_tool(tool)

    def tool(self, name: str) -> Tool:
        """The tool of that name: the current document kind's first, then the shared ones."""
        return self.tool_choice.tool(name, self.current_document())

    def selection_changed(self) -> None:
        """Show the one selected piece (or the document) in the Properties panel."""
        view = self.current_view()
        sel = self.edits.selection()
        self.properties.show_target(view.document if view else None, sel[0] if len(sel) == 1 else None)

    # ------------------------------------------------------------------ issues
    def _issues_changed(self, view: DocumentView, issues: list[Issue]) -> None:
        if view is self.current_view():
            self.issues_panel.set_issues(issues)
            self._show_counts(issues)

    def _show_counts(self, issues: list[Issue]) -> None:
        c = count_by_severity(issues)
        self.counts_label.setText(
            tr("{errors} error(s), {warnings} warning(s)").format(
                errors=c[Severity.ERROR], warnings=c[Severity.WARNING]
            )
        )

    def go_to_issue(self, issue: Issue) -> None:
        view = self.current_view()
        if view is None:
            return
        cell, piece = locate_issue(view.document, issue)
        if piece is not None:
            view.select_pieces({piece})
            self.selection_changed()
        if cell is not None:
            view.centre_on(cell)
            if view.scene is not None:
                view.scene.set_marks([cell])
        if piece is None and cell is None and len(issue.location.path) == 1:
            self._focus_field(view, str(issue.location.path[0]))
        self.show_status(issue.message)

    def _focus_field(self, view: DocumentView, field: str) -> None:
        """Put the cursor in the editor of the document's field ``field`` (an issue about its id):
        the document's own form, or the Properties panel when it shows the document."""
        forms = [view.form]
        if self.properties.document is view.document and self.properties.target is None:
            forms.append(self.properties.form)
        for form in forms:
            editor = form.editors.get(field) if form is not None else None
            if editor is not None and editor.isVisible():
                editor.setFocus(Qt.FocusReason.OtherFocusReason)
                if isinstance(editor, QLineEdit):
                    editor.selectAll()
                return

    # ------------------------------------------------------------------ messages
    def show_status(self, text: str) -> None:
        self.messages.status(text)

    def show_error(self, title: str, text: str) -> QMessageBox:
        """A non-blocking error dialog; the text is also written to the log."""
        return self.messages.error(title, text)

    # ------------------------------------------------------------------ layout and quitting
    def _restore_settings(self) -> None:
        s = self.settings
        geom, state, hidden = s.value("geometry"), s.value("window_state"), s.value("docks_hidden")
        if isinstance(geom, QByteArray):
            self.restoreGeometry(geom)
        if isinstance(state, QByteArray):
            self.restoreState(state)
        if hidden is not None:
            self.docks.want_hidden([hidden] if isinstance(hidden, str) else list(hidden or []))
        mode = s.value("label_mode")
        if not isinstance(mode, str):  # settings of an earlier version: names shown or not
            mode = "always" if s.value("labels", False) in (True, "true") else "never"
        self.view_options.set_label_mode(mode)
        self.view_options.set_minimap(s.value("minimap", True) in (True, "true"))
        files: Any = s.value("open_files", [])
        for f in [files] if isinstance(files, str) else files or []:
            if Path(f).exists():
                self.open_file(f)

    def save_settings(self) -> None:
        s = self.settings
        s.setValue("geometry", self.saveGeometry())
        s.setValue("window_state", self.saveState())
        s.setValue("docks_hidden", self.docks.wanted_hidden())
        s.setValue("label_mode", self.view_options.label_mode())
        s.setValue("minimap", self.view_options.act_minimap.isChecked())
        s.setValue("open_files", [str(v.document.path.resolve()) for v in self.views if v.document.path is not None])
        s.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.games.may_quit():
            event.ignore()
            return
        for v in list(self.views):
            if v.document.is_dirty:
                self.tabs.setCurrentWidget(v)
                if not self.files.maybe_save(v.document):
                    event.ignore()
                    return
        self.games.keep_for_next_start()
        self.docks.restore_wanted()  # save the docks as the user arranged them
        self.save_settings()
        self.edits.release_clipboard()
        event.accept()
