"""The start page: a search box, the games in progress left at the last quit (to resume), the recent files, the bundled content pack grouped by game, and
"New ..." for every kind. Typing in the search box narrows the recent files, the bundled content
and the kinds of new document to those whose title, id, game, kind or file name contain every word typed."""

from __future__ import annotations

from pathlib import Path

import yaml
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QPalette
from PySide6.QtWidgets import (
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.i18n import content_text, content_title, tr
from editor.kinds import DocumentKind
from editor.player.autosave import Autosave
from editor.plugin import all_document_kinds
from editor.widgets import child_items
from editor.words import field_label
from engine.content.io import LoadedContent
from engine.content.library import ContentLibrary
from engine.content.packstore import InstalledPack
from engine.core.registry import registered_games

PATH_ROLE = Qt.ItemDataRole.UserRole
#: the text the search box matches an entry against (title, id, game, kind, file name)
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 1


def game_names() -> dict[str, str]:
    """Game id -> the game's name, for the games registered with the engine."""
    return {g.id: g.name for g in registered_games()}


def describe_file(path: Path, names: dict[str, str]) -> tuple[str, str, str]:
    """(title, id, game name) of the content file at ``path``, read loosely from its YAML: the
    file name, ``""`` and ``""`` for what the file does not say (a recent file may be anything)."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError, UnicodeDecodeError):
        data = None
    if not isinstance(data, dict):
        return path.name, "", ""
    title = ""
    for key in ("title", "name"):
        value = data.get(key)
        text = content_text(value)
        if isinstance(text, str) and text.strip():
            title = text.strip()
            break
    ident = str(data.get("id") or "")
    game_id = str(data.get("kind") or "").split("/")[0]
    return title or ident or path.name, ident, names.get(game_id, game_id)


def matches(haystack: str, query: str) -> bool:
    """Whether every word of ``query`` occurs in ``haystack`` (case-insensitive)."""
    text = haystack.casefold()
    return all(word in text for word in query.casefold().split())


class _ClickList(QListWidget):
    """A list of the start page whose entries are taken by a click (or Enter)."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.setObjectName(name)
        self.setWordWrap(True)
        self.itemClicked.connect(self._clicked)
        self.itemActivated.connect(self._clicked)

    def _clicked(self, item: QListWidgetItem) -> None:
        raise NotImplementedError


class RecentList(_ClickList):
    """The files opened last, newest first; a click opens one. A file that no longer exists is
    greyed and says so; clicking it asks to remove it from the list."""

    open_requested = Signal(str)
    missing_clicked = Signal(str)

    def __init__(self) -> None:
        super().__init__("start.recent")

    def set_files(self, paths: list[str]) -> None:
        """Show ``paths`` (newest first) with their titles and games."""
        self.clear()
        names = game_names()
        for raw in paths:
            path = Path(raw)
            if path.exists():
                title, ident, game = describe_file(path, names)
                label = f"{title} — {game}" if game else title
                item = QListWidgetItem(label)
                item.setToolTip(str(path))
                item.setData(SEARCH_ROLE, " ".join((title, ident, game, path.name)))
            else:
                item = QListWidgetItem(tr("{name} (missing)").format(name=path.name))
                item.setToolTip(tr("{path} no longer exists; click to take it off the list").format(path=path))
                item.setForeground(QBrush(self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)))
                item.setData(SEARCH_ROLE, path.name)
            item.setData(PATH_ROLE, str(path))
            self.addItem(item)
        if not paths:
            empty = QListWidgetItem(tr("No recent files yet: open one from the bundled content below."))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.addItem(empty)

    def _clicked(self, item: QListWidgetItem) -> None:
        path = item.data(PATH_ROLE)
        if not path:
            return
        if Path(path).exists():
            self.open_requested.emit(path)
        else:
            self.missing_clicked.emit(path)

    def filter(self, query: str) -> int:
        """Hide the files that do not match ``query``; returns how many stay shown."""
        shown = 0
        for i in range(self.count()):
            item = self.item(i)
            keep = not query.strip() or (item.data(PATH_ROLE) is not None and matches(item.data(SEARCH_ROLE), query))
            item.setHidden(not keep)
            shown += keep
        return shown


class ContentTree(QTreeWidget):
    """Bundled content; double-click or Enter opens a file."""

    open_requested = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("start.content")
        self.setHeaderLabels([tr("Content"), tr("Kind"), tr("File")])
        self.itemActivated.connect(self._activated)

    def _activated(self, item: QTreeWidgetItem, column: int) -> None:
        path = item.data(0, PATH_ROLE)
        if path:
            self.open_requested.emit(path)

    def filter(self, query: str) -> int:
        """Hide the files that do not match ``query`` (a game whose name matches keeps all its
        files) and the games left empty; returns how many files stay shown."""
        shown = 0
        for group in child_items(self):
            group_matches = bool(query.strip()) and matches(group.text(0), query)
            kept = 0
            for child in child_items(group):
                keep = not query.strip() or group_matches or matches(child.data(0, SEARCH_ROLE) or "", query)
                child.setHidden(not keep)
                kept += keep
            group.setHidden(group.childCount() > 0 and kept == 0)
            shown += kept
        return shown


def content_item(item: LoadedContent, names: dict[str, str]) -> QTreeWidgetItem:
    """The line of one content file: its title, its kind in words and its file name; activating
    it opens the file."""
    m = item.model
    game_id = m.kind.split("/")[0]
    title = content_title(m)
    # the kind in words ("scenario", "army"), in the interface's language
    kind_words = field_label(m.kind.split("/", 1)[-1])
    child = QTreeWidgetItem([title, kind_words, Path(item.file or "").name])
    child.setData(0, PATH_ROLE, item.file)
    game = names.get(game_id, game_id)
    child.setData(
        0,
        SEARCH_ROLE,
        " ".join(
            (title, m.display_title(), str(getattr(m, "id", "")), game, m.kind, kind_words, Path(item.file or "").name)
        ),
    )
    child.setToolTip(0, str(item.file))
    return child


class ResumeList(_ClickList):
    """The games in progress kept at the last quit (autosaves), newest first; a click resumes one."""

    resume_requested = Signal(object)

    def __init__(self) -> None:
        super().__init__("start.resume")
        self.games: list[Autosave] = []

    def set_games(self, games: list[Autosave]) -> None:
        self.clear()
        self.games = list(games)
        names = game_names()
        for g in games:
            when = g.saved_at.replace("T", " ")
            item = QListWidgetItem(
                tr("{title} — {game}, %n move(s), {when}", None, g.moves).format(
                    title=g.heading or g.title, game=names.get(g.game, g.game), when=when
                )
            )
            item.setToolTip(tr("Resume this game where it was left ({path})").format(path=g.path))
            self.addItem(item)

    def _clicked(self, item: QListWidgetItem) -> None:
        self.resume_requested.emit(self.games[self.row(item)])


def _titled_box(title: str, widget: QWidget) -> tuple[QWidget, QVBoxLayout]:
    """``widget`` under its ``title``, in a box (and its layout, for what else goes below)."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(QLabel(title))
    layout.addWidget(widget)
    return box, layout


class StartPage(QWidget):
    open_requested = Signal(str)
    #: a game in progress (:class:`~editor.player.autosave.Autosave`) to resume
    resume_requested = Signal(object)
    new_requested = Signal(object)
    #: a recent file that no longer exists was clicked (its path)
    missing_recent_clicked = Signal(str)

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.setObjectName("start.page")
        outer = QVBoxLayout(self)
        outer.addWidget(
            QLabel("<h2>" + tr("Warbench") + "</h2>" + tr("Design, check and playtest tabletop-game content."))
        )
        self.search = QLineEdit()
        self.search.setObjectName("start.search")
        self.search.setPlaceholderText(tr("Search the recent files and the bundled content by title, id or game"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.apply_search)
        outer.addWidget(self.search)
        split = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(split, 1)
        left_split = QSplitter(Qt.Orientation.Vertical)
        self.resume = ResumeList()
        self.resume.resume_requested.connect(self.resume_requested)
        self.resume_box, _ = _titled_box(tr("<b>Games in progress</b> (click to resume)"), self.resume)
        left_split.addWidget(self.resume_box)
        self.resume_box.hide()
        self.recent = RecentList()
        self.recent.open_requested.connect(self.open_requested)
        self.recent.missing_clicked.connect(self.missing_recent_clicked)
        left_split.addWidget(_titled_box(tr("<b>Recent</b> (click to open)"), self.recent)[0])
        self.content = ContentTree()
        self.content.open_requested.connect(self.open_requested)
        left_box, left = _titled_box(tr("<b>Bundled content</b> (double-click or Enter to open)"), self.content)
        self.packs_label = QLabel(tr("<b>Installed packs</b> (double-click or Enter to open)"))
        left.addWidget(self.packs_label)
        self.packs = ContentTree()
        self.packs.setObjectName("start.packs")
        self.packs.open_requested.connect(self.open_requested)
        left.addWidget(self.packs)
        self.set_packs([])
        left_split.addWidget(left_box)
        left_split.setStretchFactor(0, 1)
        left_split.setStretchFactor(1, 3)
        split.addWidget(left_split)
        self.new_list = QListWidget()
        self.new_list.setObjectName("start.new")
        self.new_list.setWordWrap(True)
        self.new_list.setSpacing(2)
        self.new_list.itemActivated.connect(self._new_activated)
        split.addWidget(_titled_box(tr("<b>New</b> (double-click or Enter)"), self.new_list)[0])
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        self.kinds: list[DocumentKind] = []
        self.populate(folder)

    def populate(self, folder: Path) -> None:
        self.content.clear()
        lib = ContentLibrary()
        loaded = lib.add_folder(folder) if folder.is_dir() else []
        names = game_names()
        groups: dict[str, QTreeWidgetItem] = {}
        for item in loaded:
            game_id = item.model.kind.split("/")[0]
            parent = groups.get(game_id)
            if parent is None:
                fallback = "Warbench" if game_id == "warbench" else game_id  # i18n: same in every language
                parent = QTreeWidgetItem([names.get(game_id, fallback)])
                self.content.addTopLevelItem(parent)
                groups[game_id] = parent
            parent.addChild(content_item(item, names))
        for issue in lib.errors:
            bad = QTreeWidgetItem(
                [tr("cannot load: {message}").format(message=issue.message), "", str(issue.location.file)]
            )
            self.content.addTopLevelItem(bad)
        self.content.expandAll()
        for col in range(3):
            self.content.resizeColumnToContents(col)
        self.new_list.clear()
        self.kinds = all_document_kinds()
        for k in self.kinds:
            it = QListWidgetItem(tr(k.title))
            it.setToolTip(tr("New {title} ({kind})").format(title=tr(k.title), kind=k.kind))
            self.new_list.addItem(it)

    def set_packs(self, packs: list[InstalledPack]) -> None:
        """Show the content of the enabled installed packs (the bundled pack is above), grouped by
        pack; the list is hidden while no pack is installed."""
        self.packs.clear()
        names = game_names()
        for pack in packs:
            if pack.bundled or not pack.usable:
                continue
            title = pack.manifest.display_title() if pack.manifest is not None else pack.id
            group = QTreeWidgetItem([f"{title} ({pack.id} {pack.version})"])
            group.setData(0, SEARCH_ROLE, f"{title} {pack.id}")
            self.packs.addTopLevelItem(group)
            lib = ContentLibrary()
            for item in lib.add_folder(pack.folder):
                group.addChild(content_item(item, names))
        self.packs.expandAll()
        for col in range(3):
            self.packs.resizeColumnToContents(col)
        shown = self.packs.topLevelItemCount() > 0
        self.packs.setVisible(shown)
        self.packs_label.setVisible(shown)
        self.packs.filter(self.search.text())

    def set_games_in_progress(self, games: list[Autosave]) -> None:
        """Offer ``games`` (autosaves, newest first) for resuming; nothing shown when there are none."""
        self.resume.set_games(games)
        self.resume_box.setVisible(bool(games))

    def set_recent(self, paths: list[str]) -> None:
        """Show ``paths`` as the recent files (newest first), filtered by the search box."""
        self.recent.set_files(paths)
        self.recent.filter(self.search.text())

    def apply_search(self, query: str) -> None:
        """Narrow the recent files and the bundled content to those matching ``query``."""
        self.recent.filter(query)
        self.content.filter(query)
        self.packs.filter(query)
        for i, kind in enumerate(self.kinds):
            self.new_list.item(i).setHidden(
                bool(query.strip()) and not matches(f"{tr(kind.title)} {kind.title} {kind.kind}", query)
            )

    def _new_activated(self, item: QListWidgetItem) -> None:
        self.new_requested.emit(self.kinds[self.new_list.row(item)])
