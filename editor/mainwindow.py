"""The main window: start page, document tabs, menus, tool bar, docks and persistence."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QShowEvent, QUndoGroup
from PySide6.QtWidgets import (
    QDockWidget,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QTabWidget,
    QWidget,
)

from editor.canvas.view import MapView
from editor.document import Document
from editor.docview import DocumentView
from editor.i18n import QT_TR_NOOP, tr
from editor.issue_place import locate_issue
from editor.kind_panels import KindPlay, say_cannot_play
from editor.kinds import DocumentKind
from editor.player.autosave import Autosaver, autosaves
from editor.player.session import PlaySession
from editor.player.shell import PlayerShell
from editor.plugin import all_document_kinds
from editor.startpage import StartPage
from editor.tools.base import Tool
from editor.tools.generic import PaintTool, generic_tools
from editor.wheel_guard import install_wheel_guard
from editor.window_build import BuildMixin
from editor.window_edit import EditMixin
from editor.window_files import FilesMixin
from editor.window_packs import PacksMixin
from editor.window_remote import RemoteMixin
from editor.window_settings import SettingsMixin
from editor.words import field_label
from engine.content.issues import Issue, Severity, count_by_severity
from engine.content.library import core_pack_dir


class MainWindow(BuildMixin, FilesMixin, PacksMixin, EditMixin, SettingsMixin, RemoteMixin, QMainWindow):
    def __init__(self, settings: QSettings | None = None, *, restore: bool = True) -> None:
        super().__init__()
        self.setObjectName("main.window")
        self.settings = settings or QSettings()
        self.resize(1280, 860)
        self.undo_group = QUndoGroup(self)
        self.views: list[DocumentView] = []
        self.tools: list[Tool] = generic_tools()
        self.extra_tools: dict[str, list[Tool]] = {}
        #: the actions of each kind's extra tools, in the order of ``extra_tools``
        self.extra_tool_actions: dict[str, list[QAction]] = {}
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
        self.start_page.missing_recent_clicked.connect(self.forget_missing_recent)
        self.start_page.set_recent(self._recent())
        self.start_page.resume_requested.connect(self.resume_game)
        self.start_page.set_games_in_progress(autosaves())
        self.tabs.addTab(self.start_page, tr("Start"))
        self.tabs.tabBar().setTabButton(0, self.tabs.tabBar().ButtonPosition.RightSide, None)
        self.setCentralWidget(self.tabs)

        #: the editing docks the user wants (as arranged on board documents); ``None`` until first shown
        self._docks_wanted: dict[QDockWidget, bool] | None = None
        self._docks_shown: set[QDockWidget] = set()
        self._shown_once = False
        install_wheel_guard()
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
        self._sync_docks()

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
        document.undo_stack.refused.connect(self.show_status)
        view.issues_changed.connect(lambda issues, v=view: self._issues_changed(v, issues))
        if view.form is not None:
            view.form.status_message.connect(self.show_status)
        if view.map_view is not None:
            view.map_view.hover_changed.connect(self.hover_label.setText)
            view.map_view.status_message.connect(self.show_status)
            view.map_view.zoom_changed.connect(lambda z: self.zoom_label.setText(f"{z * 100:.0f}%"))
            view.map_view.board_scene.set_label_mode(self.label_mode())
            view.map_view.minimap.set_wanted(self.act_minimap.isChecked())
            for (kind, name), shown in self.overlay_state.items():
                if document.kind is not None and kind == document.kind.kind:
                    view.map_view.board_scene.set_overlay_visible(name, shown)
            view.map_view.board_scene.selection_changed.connect(self._selection_changed)
        index = self.tabs.addTab(view, document.title)
        self.tabs.setTabToolTip(index, str(document.path or document.display_name))
        self.tabs.setCurrentIndex(index)
        if view.map_view is not None:
            QTimer.singleShot(0, view.map_view.fit)
        self.track_content(document)
        view.validate_now()
        return view

    def _refresh_tab_title(self, doc: Document) -> None:
        view = self.view_for(doc)
        if view is not None:
            self.tabs.setTabText(self.tabs.indexOf(view), doc.title)
        self._update_title()

    def _update_title(self) -> None:
        doc = self.current_document()
        self.setWindowTitle(tr("{title} — Warbench").format(title=doc.title) if doc else tr("Warbench"))

    # ------------------------------------------------------------------ switching documents
    def _editing_docks(self) -> tuple[QDockWidget, ...]:
        return (self.dock_palette, self.dock_properties, self.dock_undo, self.dock_issues, self.dock_log)

    def _relevant_docks(self) -> set[QDockWidget]:
        """The editing docks that have something to show for the current tab: all of them for a
        board document; the undo history, issues and log for a document edited as a form (its form
        is the tab itself); none for the start page and play tabs (a player has its own log)."""
        view = self.current_view()
        if view is None:
            return set()
        if view.map_view is None:
            return {self.dock_undo, self.dock_issues, self.dock_log}
        return set(self._editing_docks())

    def _sync_docks(self) -> None:
        """Show the docks that have something to show, as the user arranged them; the others step
        aside and come back when a tab needs them again."""
        if self._docks_wanted is None:
            self._docks_wanted = {d: not d.isHidden() for d in self._editing_docks()}
        else:
            # what the user did with the docks of the last tab (isHidden, not isVisible: a dock of a
            # window not shown yet is not visible, but the user did not close it)
            for d in self._docks_shown:
                self._docks_wanted[d] = not d.isHidden()
        relevant = self._relevant_docks()
        for d in self._editing_docks():
            d.setVisible(self._docks_wanted.get(d, True) and d in relevant)
        # the docks this tab has use for: what the user ticks or closes on them is read back next time
        self._docks_shown = relevant

    def restore_wanted_docks(self) -> None:
        """Show the docks as the user arranged them (what the saved layout keeps)."""
        if self._docks_wanted is not None:
            for d in self._docks_shown:
                self._docks_wanted[d] = not d.isHidden()
            for d, wanted in self._docks_wanted.items():
                d.setVisible(wanted)

    def wanted_docks_hidden(self) -> list[str]:
        """The object names of the editing docks the user closed (kept in the settings)."""
        self.restore_wanted_docks()
        return sorted(d.objectName() for d, wanted in (self._docks_wanted or {}).items() if not wanted)

    def want_docks_hidden(self, names: list[str]) -> None:
        """The user's choice of editing docks as saved: every dock but those named is wanted."""
        self._docks_wanted = {d: d.objectName() not in names for d in self._editing_docks()}
        self._docks_shown = set()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            # Qt applies a restored window state again at the first show, hiding the docks the
            # current tab had no use for when the state was saved: the user's choice decides
            self._shown_once = True
            self._docks_shown = set()
            self._sync_docks()

    def _tab_changed(self, index: int) -> None:
        self._sync_docks()
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
        """Show the tools of the current document's kind. Two kinds may each have a tool of one name
        (and key): each keeps its own action, hidden while another kind is current, and the name
        stands for the current kind's."""
        for actions in self.extra_tool_actions.values():
            for a in actions:
                a.setVisible(False)
        if doc is None or doc.kind is None:
            return
        kind = doc.kind.kind
        tools = self.extra_tools.get(kind)
        if tools is None:
            tools = doc.kind.panels.extra_tools()
            self.extra_tools[kind] = tools
            self.extra_tool_actions[kind] = []
            for t in tools:
                a = self._add_tool_action(t)
                self.extra_tool_actions[kind].append(a)
                self.tool_bar.addAction(a)
                self.tools_menu.addAction(a)
        for t, a in zip(tools, self.extra_tool_actions[kind]):
            a.setVisible(True)
            self.tool_actions[t.name] = a
        if self.active_tool not in self.tools and self.active_tool not in tools:
            self.set_tool(self.tools[0])

    def _sync_overlays(self, doc: Document | None) -> None:
        self.overlays_menu.clear()
        overlays = doc.kind.overlays if doc is not None and doc.kind is not None and doc.board is not None else ()
        self.overlays_menu.setEnabled(bool(overlays))
        for o in overlays:
            assert doc is not None and doc.kind is not None
            key = (doc.kind.kind, o.name)
            a = QAction(tr(o.label), self.overlays_menu)
            a.setObjectName(f"view.overlay.{o.name}")
            a.setCheckable(True)
            a.setChecked(self.overlay_state.get(key, o.default))
            if o.tooltip:
                a.setStatusTip(tr(o.tooltip))
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
        for a in self.tool_actions.values():
            a.setEnabled(has_map)
        self.act_play.setEnabled(has_doc and view is not None and self._playable(view.document))
        self.act_host.setEnabled(self.act_play.isEnabled())

    def _playable(self, document: Document) -> bool:
        """Whether Play can start on ``document`` (its kind plays it, or says why it cannot yet)."""
        kind = document.kind
        if kind is None:
            return False
        if type(kind.play).play_view is not KindPlay.play_view:
            return True  # the game's own Play explains what to fix first
        return kind.play.play_setup(document) is not None

    # ------------------------------------------------------------------ tools and view
    def set_tool(self, tool: Tool) -> None:
        self.active_tool = tool
        self.tool_actions[tool.name].setChecked(True)
        view = self.current_view()
        if view is not None and view.map_view is not None:
            view.map_view.set_tool(tool)
        self.show_status(tr(tool.tooltip or tool.label))

    def tool(self, name: str) -> Tool:
        """The tool of that name: the current document kind's first, then the shared ones."""
        doc = self.current_document()
        current = self.extra_tools.get(doc.kind.kind, []) if doc is not None and doc.kind is not None else []
        for t in current + self.tools + [t for ts in self.extra_tools.values() for t in ts]:
            if t.name == name:
                return t
        raise KeyError(name)

    def _paint_value_chosen(self, layer: str, value: Any, extra: dict[str, Any] | None = None) -> None:
        doc = self.current_document()
        if doc is not None and doc.kind is not None and doc.kind.edge_layer(layer) is not None:
            from editor.tools.edges import EdgeTool

            edges = self.tool("edges")  # a kind with edge layers offers the edge tool
            assert isinstance(edges, EdgeTool)
            edges.set_layer(layer)
            self.set_tool(edges)
            self.show_status(
                tr("drawing {layer}: click or drag along cell edges").format(layer=doc.kind.edge_layer(layer).label)  # type: ignore[union-attr]  # the edge tool is on only for a layer the kind has
            )
            return
        paint = self.tool("paint")
        assert isinstance(paint, PaintTool)
        paint.set_value(layer, value, extra)
        self.set_tool(paint)
        self.show_status(
            tr("painting {layer}: {value}").format(layer=field_label(layer), value=field_label(str(value)))
        )

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

    def label_mode(self) -> str:
        """When names of cells and areas are shown (View > Names): the mode of the ticked entry."""
        modes = {self.act_labels: "always", self.act_labels_selection: "selection", self.act_labels_hover: "hover"}
        return next((mode for a, mode in modes.items() if a.isChecked()), "never")

    def set_label_mode(self, mode: str) -> None:
        modes = {"always": self.act_labels, "selection": self.act_labels_selection, "hover": self.act_labels_hover}
        for a in modes.values():
            a.setChecked(False)
        if mode in modes:
            modes[mode].setChecked(True)
        self._label_mode_changed()

    def _label_mode_changed(self, _checked: bool = False) -> None:
        mode = self.label_mode()
        for v in self.views:
            if v.scene is not None:
                v.scene.set_label_mode(mode)
        for i in range(self.tabs.count()):  # the boards of play tabs too
            w = self.tabs.widget(i)
            if not isinstance(w, DocumentView) and w is not self.start_page:
                for board in w.findChildren(MapView):
                    board.board_scene.set_label_mode(mode)

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
            self._selection_changed()
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
        self.statusBar().showMessage(text, 8000)

    def show_error(self, title: str, text: str) -> QMessageBox:
        """A non-blocking error dialog; the text is also written to the log."""
        self.log_panel.log(tr("error: {message}").format(message=text))
        box = QMessageBox(QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("dialog.error")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    # ------------------------------------------------------------------ play
    def play_current(self) -> None:
        view = self.current_view()
        if view is None or view.document.kind is None:
            self.show_status(tr("open a document to play it"))
            return
        folder_errors = view.document.folder_errors()
        if folder_errors:
            say_cannot_play(QT_TR_NOOP("document"), folder_errors)
            return
        if view.document.kind.play.play_setup(view.document) is None:
            self.show_status(
                tr("{kind}: no play mode for this kind of document yet").format(kind=tr(view.document.kind.title))
            )
            return
        self.open_play_view(
            view.document.kind.play.play_view(view.document), view.document.display_name, source=view.document.path
        )

    def _toggle_minimap(self, shown: bool) -> None:
        for board in self.findChildren(MapView):
            board.minimap.set_wanted(shown)

    def open_play_view(
        self, widget: QWidget | None, title: str, *, source: Path | None = None, autosave: Path | None = None
    ) -> None:
        """Open a play view in a tab of its own (nothing when it is ``None``: the user cancelled). A
        game in progress is autosaved (to ``autosave`` when resuming one); ``source`` is the document
        it was started from."""
        if widget is None:
            return
        if isinstance(widget, PlayerShell) and isinstance(widget.session, PlaySession):
            # a game played here (hosted ones too); a seat joined elsewhere holds no game to keep
            Autosaver(widget, title, source, autosave)
        status = getattr(widget, "status_message", None)
        if status is not None:
            status.connect(self.show_status)
        for board in widget.findChildren(MapView):
            board.board_scene.set_label_mode(self.label_mode())
            board.minimap.set_wanted(self.act_minimap.isChecked())
        idx = self.tabs.addTab(widget, tr("Play: {title}").format(title=title.removesuffix("...")))
        self.tabs.setCurrentIndex(idx)

    def closeEvent(self, event: QCloseEvent) -> None:
        for shell in self.play_tabs():
            if not self.maybe_save_game(shell):
                event.ignore()
                return
        for v in list(self.views):
            if v.document.is_dirty:
                self.tabs.setCurrentWidget(v)
                if not self.maybe_save(v.document):
                    event.ignore()
                    return
        for shell in self.play_tabs():  # the games in progress, as they are now, for the next start
            saver = shell.findChild(Autosaver)
            if saver is not None:
                saver.flush()
        self.restore_wanted_docks()  # save the docks as the user arranged them
        self.save_settings()
        self.release_clipboard()
        event.accept()
