"""The main window's tabs: the start page, one tab per open document and one per game played."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QTabWidget, QWidget

from editor.canvas.view import MapView
from editor.document import Document
from editor.docview import DocumentView
from editor.i18n import tr
from editor.player.shell import PlayerShell
from editor.startpage import StartPage


class DocumentTabs:
    """The tab widget and the document views in it. A new view is handed to ``wire`` (the window
    connects its panels and status bar) before its tab opens and to ``added`` once it is open;
    ``title_changed`` hears when a document's title may have changed."""

    def __init__(
        self,
        start_page: StartPage,
        undo_group: QUndoGroup,
        *,
        wire: Callable[[DocumentView], None],
        added: Callable[[DocumentView], None],
        title_changed: Callable[[], None],
    ) -> None:
        self.start_page = start_page
        self.undo_group = undo_group
        self._wire = wire
        self._added = added
        self._title_changed = title_changed
        self.views: list[DocumentView] = []
        self.tabs = QTabWidget()
        self.tabs.setObjectName("document.tabs")
        self.tabs.setTabsClosable(True)
        self.tabs.setMovable(True)
        self.tabs.addTab(start_page, tr("Start"))
        self.tabs.tabBar().setTabButton(0, self.tabs.tabBar().ButtonPosition.RightSide, None)

    def current_view(self) -> DocumentView | None:
        w = self.tabs.currentWidget()
        return w if isinstance(w, DocumentView) else None

    def current_document(self) -> Document | None:
        v = self.current_view()
        return v.document if v is not None else None

    def view_for(self, document: Document) -> DocumentView | None:
        return next((v for v in self.views if v.document is document), None)

    def view_of_file(self, path: str) -> DocumentView | None:
        """The view of the document open from ``path``, if any."""
        p = Path(path).resolve()
        return next((v for v in self.views if v.document.path is not None and v.document.path.resolve() == p), None)

    def add(self, document: Document) -> DocumentView:
        """Open ``document`` in a tab of its own, made current."""
        view = DocumentView(document)
        self.views.append(view)
        self.undo_group.addStack(document.undo_stack)
        document.dirty_changed.connect(lambda _d, doc=document: self.refresh_title(doc))
        document.path_changed.connect(lambda _p, doc=document: self.refresh_title(doc))
        self._wire(view)
        index = self.tabs.addTab(view, document.title)
        self.tabs.setTabToolTip(index, str(document.path or document.display_name))
        self.tabs.setCurrentIndex(index)
        if view.map_view is not None:
            QTimer.singleShot(0, view.map_view.fit)
        self._added(view)
        return view

    def remove(self, view: DocumentView) -> None:
        """Close the tab of ``view`` (its document asked first)."""
        if view.map_view is not None:
            view.map_view.set_tool(None)
        self.undo_group.removeStack(view.document.undo_stack)
        self.views.remove(view)
        self.tabs.removeTab(self.tabs.indexOf(view))
        view.deleteLater()

    def refresh_title(self, doc: Document) -> None:
        view = self.view_for(doc)
        if view is not None:
            self.tabs.setTabText(self.tabs.indexOf(view), doc.title)
        self._title_changed()

    def show(self, widget: QWidget) -> None:
        self.tabs.setCurrentWidget(widget)

    def widgets(self) -> list[QWidget]:
        return [w for i in range(self.tabs.count()) if (w := self.tabs.widget(i)) is not None]

    def play_tabs(self) -> list[PlayerShell]:
        return [w for w in self.widgets() if isinstance(w, PlayerShell)]

    def boards(self) -> list[MapView]:
        """Every board in the tabs: the documents' canvases and the games' boards."""
        return [b for w in self.widgets() if w is not self.start_page for b in w.findChildren(MapView)]

    def current_board(self) -> MapView | None:
        """The board of the current tab: a document's canvas or a play view's board."""
        view = self.current_view()
        if view is not None:
            return view.map_view
        widget = self.tabs.currentWidget()
        if widget is None or widget is self.start_page:
            return None
        found = widget.findChild(MapView)
        return found if isinstance(found, MapView) else None

    def current_canvas(self) -> MapView | None:
        """The canvas of the current document (where the editing tools work)."""
        view = self.current_view()
        return view.map_view if view is not None else None
