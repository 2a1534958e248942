"""The main window: a start page listing the bundled content pack grouped by game."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from engine.content.library import ContentLibrary, core_pack_dir
from engine.core.registry import registered_games


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Warbench")
        self.resize(1200, 800)
        central = QWidget()
        layout = QVBoxLayout(central)
        title = QLabel("<h2>Warbench</h2>Bundled content")
        layout.addWidget(title)
        self.content_tree = QTreeWidget()
        self.content_tree.setObjectName("start.content")
        self.content_tree.setHeaderLabels(["Content", "Kind", "File"])
        layout.addWidget(self.content_tree)
        self.setCentralWidget(central)
        self.populate_start_page(core_pack_dir())

    def populate_start_page(self, folder: Path) -> None:
        self.content_tree.clear()
        lib = ContentLibrary()
        loaded = lib.add_folder(folder) if folder.is_dir() else []
        games = {g.id: g for g in registered_games()}
        groups: dict[str, QTreeWidgetItem] = {}
        for item in loaded:
            game_id = item.model.kind.split("/")[0]
            parent = groups.get(game_id)
            if parent is None:
                g = games.get(game_id)
                parent = QTreeWidgetItem([g.name if g else game_id])
                self.content_tree.addTopLevelItem(parent)
                groups[game_id] = parent
            label = str(
                getattr(item.model, "name", None) or getattr(item.model, "id", "") or Path(item.file or "").stem
            )
            child = QTreeWidgetItem([label, item.model.kind, str(item.file)])
            child.setData(0, Qt.ItemDataRole.UserRole, item.file)
            parent.addChild(child)
        self.content_tree.expandAll()
