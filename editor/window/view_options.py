"""The View menu's options: zoom, the names of cells and areas, the minimap and the overlays of
each document kind, kept for every board the window shows (documents' and games')."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from editor.canvas.view import MapView
from editor.document import Document
from editor.docview import DocumentView
from editor.i18n import tr
from editor.window.actions import ActionMaker

LABEL_MODES = ("always", "selection", "hover")


class ViewOptions:
    """The view actions and what they apply to: ``boards`` lists every board in the tabs,
    ``document_views`` the open documents, ``current_board`` the board of the current tab."""

    def __init__(
        self,
        window: QWidget,
        action: ActionMaker,
        *,
        boards: Callable[[], list[MapView]],
        document_views: Callable[[], list[DocumentView]],
        current_board: Callable[[], MapView | None],
    ) -> None:
        self._boards = boards
        self._document_views = document_views
        self._current_board = current_board
        K = QKeySequence.StandardKey
        self.act_zoom_in = action(
            "view.zoom_in", tr("Zoom &In"), lambda: self._on_board(lambda b: b.zoom_in()), K.ZoomIn
        )
        self.act_zoom_out = action(
            "view.zoom_out", tr("Zoom &Out"), lambda: self._on_board(lambda b: b.zoom_out()), K.ZoomOut
        )
        self.act_fit = action(
            "view.fit",
            tr("&Fit to Window"),
            lambda: self._on_board(lambda b: b.fit()),
            "Ctrl+0",  # i18n: not shown
        )
        # View > Names: never (none ticked), for the selection, under the pointer, or always (Ctrl+L)
        self.label_actions = tuple(
            action(name, text, self._label_mode_changed, shortcut, tip, checkable=True)
            for name, text, shortcut, tip in (
                (
                    "view.labels",
                    tr("&All Names"),
                    "Ctrl+L",  # i18n: not shown
                    tr("Show the names of every cell and area"),
                ),
                (
                    "view.labels.selection",
                    tr("Names of the &Selection"),
                    None,
                    tr("Show the names of the selected pieces' cells and of selected areas only"),
                ),
                (
                    "view.labels.hover",
                    tr("Name under the &Pointer"),
                    None,
                    tr("Show the name of the cell or area under the pointer only"),
                ),
            )
        )
        # in the order of LABEL_MODES
        self.act_labels, self.act_labels_selection, self.act_labels_hover = self.label_actions
        self.labels_group = QActionGroup(window)
        self.labels_group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        for a in self.label_actions:
            self.labels_group.addAction(a)
        self.act_minimap = action(
            "view.minimap",
            tr("&Minimap"),
            self.set_minimap,
            None,
            tr("Show the whole board in the corner of a zoomed-in board"),
            checkable=True,
        )
        self.act_minimap.setChecked(True)
        self.overlays_menu = QMenu(tr("O&verlays"), window)
        self.overlays_menu.setObjectName("view.overlays")
        #: overlay switches per document kind: (kind, overlay name) -> shown
        self.overlay_state: dict[tuple[str, str], bool] = {}

    def _on_board(self, method: Callable[[MapView], None]) -> None:
        board = self._current_board()
        if board is not None:
            method(board)

    def enable_for(self, board: MapView | None) -> None:
        for a in (self.act_zoom_in, self.act_zoom_out, self.act_fit):
            a.setEnabled(board is not None)

    # ------------------------------------------------------------------ names and minimap
    def label_mode(self) -> str:
        """When names of cells and areas are shown (View > Names): the mode of the ticked entry."""
        return next((mode for a, mode in zip(self.label_actions, LABEL_MODES) if a.isChecked()), "never")

    def set_label_mode(self, mode: str) -> None:
        for a, m in zip(self.label_actions, LABEL_MODES):
            a.setChecked(m == mode)
        self._label_mode_changed()

    def _label_mode_changed(self, _checked: bool = False) -> None:
        mode = self.label_mode()
        for board in self._boards():
            board.board_scene.set_label_mode(mode)

    def set_minimap(self, shown: bool) -> None:
        self.act_minimap.setChecked(shown)
        for board in self._boards():
            board.minimap.set_wanted(shown)

    def apply_to(self, board: MapView, document: Document | None = None) -> None:
        """Show a new board with the names and minimap as chosen, and a document's board with the
        overlays of its kind as the user switched them."""
        board.board_scene.set_label_mode(self.label_mode())
        board.minimap.set_wanted(self.act_minimap.isChecked())
        if document is not None and document.kind is not None:
            for (kind, name), shown in self.overlay_state.items():
                if kind == document.kind.kind:
                    board.board_scene.set_overlay_visible(name, shown)

    # ------------------------------------------------------------------ overlays
    def sync_overlays(self, doc: Document | None) -> None:
        """Offer the overlays of the current document's kind in View > Overlays."""
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
        for v in self._document_views():
            if v.scene is not None and v.document.kind is not None and v.document.kind.kind == key[0]:
                v.scene.set_overlay_visible(key[1], shown)
