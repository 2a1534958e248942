"""The start page: the bundled content pack grouped by game, and "New ..." for every kind."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.kinds import DocumentKind
from editor.plugin import all_document_kinds
from engine.content.library import ContentLibrary
from engine.core.registry import registered_games

PATH_ROLE = Qt.ItemDataRole.UserRole


class ContentTree(QTreeWidget):
    """Bundled content; double-click or Enter opens a file."""

    open_requested = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("start.content")
        self.setHeaderLabels(["Content", "Kind", "File"])
        self.itemActivated.connect(self._activated)

    def _activated(self, item: QTreeWidgetItem, column: int) -> None:
        path = item.data(0, PATH_ROLE)
        if path:
            self.open_requested.emit(path)


class StartPage(QWidget):
    open_requested = Signal(str)
    new_requested = Signal(object)

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.setObjectName("start.page")
        outer = QVBoxLayout(self)
        outer.addWidget(QLabel("<h2>Warbench</h2>Design, check and playtest tabletop-game content."))
        split = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(split, 1)
        left_box = QWidget()
        left = QVBoxLayout(left_box)
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(QLabel("<b>Bundled content</b> (double-click or Enter to open)"))
        self.content = ContentTree()
        self.content.open_requested.connect(self.open_requested)
        left.addWidget(self.content)
        split.addWidget(left_box)
        right_box = QWidget()
        right = QVBoxLayout(right_box)
        right.setContentsMargins(0, 0, 0, 0)
        right.addWidget(QLabel("<b>New</b> (double-click or Enter)"))
        self.new_list = QListWidget()
        self.new_list.setObjectName("start.new")
        self.new_list.setWordWrap(True)
        self.new_list.setSpacing(2)
        self.new_list.itemActivated.connect(self._new_activated)
        right.addWidget(self.new_list)
        split.addWidget(right_box)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        self.kinds: list[DocumentKind] = []
        self.populate(folder)

    def populate(self, folder: Path) -> None:
        self.content.clear()
        lib = ContentLibrary()
        loaded = lib.add_folder(folder) if folder.is_dir() else []
        names = {g.id: g.name for g in registered_games()}
        groups: dict[str, QTreeWidgetItem] = {}
        for item in loaded:
            game_id = item.model.kind.split("/")[0]
            parent = groups.get(game_id)
            if parent is None:
                parent = QTreeWidgetItem([names.get(game_id, "Warbench" if game_id == "warbench" else game_id)])
                self.content.addTopLevelItem(parent)
                groups[game_id] = parent
            m = item.model
            child = QTreeWidgetItem([m.display_title(), m.kind.split("/", 1)[-1], Path(item.file or "").name])
            child.setData(0, PATH_ROLE, item.file)
            child.setToolTip(0, str(item.file))
            parent.addChild(child)
        for issue in lib.errors:
            bad = QTreeWidgetItem([f"cannot load: {issue.message}", "", str(issue.location.file)])
            self.content.addTopLevelItem(bad)
        self.content.expandAll()
        for col in range(3):
            self.content.resizeColumnToContents(col)
        self.new_list.clear()
        self.kinds = all_document_kinds()
        for k in self.kinds:
            it = QListWidgetItem(k.title)
            it.setToolTip(f"New {k.title} ({k.kind})")
            self.new_list.addItem(it)

    def _new_activated(self, item: QListWidgetItem) -> None:
        self.new_requested.emit(self.kinds[self.new_list.row(item)])
