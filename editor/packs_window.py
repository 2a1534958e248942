"""The Packs window: the installed packs with their versions, dependencies, saved versions and
problems; enable or disable each; install a pack by dropping its zip on the window (or with
Import...); export the pack one is editing; save it as a new version.

Everything it does goes through :class:`engine.content.packstore.PackStore` (the same functions
as ``warbench pack``); the window only shows and asks.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.close_button import add_close_button
from editor.i18n import QT_TR_NOOP, content_title, tr
from editor.widgets import child_items, wrapped_label
from engine.content.io import ContentError
from engine.content.manifest import CORE_PACK_ID, MANIFEST_NAME, next_version, parse_version
from engine.content.pack import PackExistsError, export_pack
from engine.content.packcheck import pack_overrides, try_manifest
from engine.content.packcli import new_pack
from engine.content.packdiff import diff_packs
from engine.content.packstore import InstalledPack, PackStore
from engine.core.errors import WarbenchError
from engine.core.registry import games_about

ZIP_FILTER = QT_TR_NOOP("Warbench pack (*.zip)")
COLUMNS = [
    QT_TR_NOOP("Pack"),
    QT_TR_NOOP("Version"),
    QT_TR_NOOP("Name"),
    QT_TR_NOOP("Depends on"),
    QT_TR_NOOP("Saved versions"),
    QT_TR_NOOP("Overrides"),
    QT_TR_NOOP("Problems"),
]

#: the folder of a listed pack, and whether it is one the user makes (in the packs home)
FOLDER_ROLE = Qt.ItemDataRole.UserRole + 1
OWN_ROLE = Qt.ItemDataRole.UserRole + 2

OVERRIDES_COLUMN = len(COLUMNS) - 2
PROBLEMS_COLUMN = len(COLUMNS) - 1


def pack_folder_of(path: Path | None) -> Path | None:
    """The pack folder holding the file ``path`` (the nearest folder above it with a pack
    manifest), or ``None``."""
    if path is None:
        return None
    for folder in [path.parent, *path.parent.parents]:
        if (folder / MANIFEST_NAME).is_file():
            return folder if try_manifest(folder) is not None else None
    return None


def zips_of(event: QDropEvent | QDragEnterEvent | QDragMoveEvent) -> list[Path]:
    """The local ``.zip`` files a drag carries."""
    md = event.mimeData()
    if not md.hasUrls():
        return []
    return [Path(u.toLocalFile()) for u in md.urls() if u.isLocalFile() and u.toLocalFile().lower().endswith(".zip")]


class PacksWindow(QWidget):
    """A tool window over one :class:`PackStore`; ``library_changed`` fires when what the library
    holds may have changed (a pack installed, enabled, disabled or removed)."""

    library_changed = Signal()

    def __init__(
        self,
        store: PackStore,
        current_pack: Callable[[], Path | None] | None = None,
        parent: QWidget | None = None,
        *,
        packs_home: Path | None = None,
        add_document: Callable[[Path], bool] | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("packs.window")
        self.setWindowTitle(tr("Packs"))
        self.resize(900, 420)
        self.setAcceptDrops(True)
        self.store = store
        self.current_pack = current_pack or (lambda: None)
        #: where New Pack makes the packs one edits (each in a folder named like its id); they are
        #: listed with the installed packs
        self.packs_home = packs_home
        #: saves the main window's current document into a pack folder (``None``: no main window)
        self.add_document = add_document
        self._filling = False

        self.tree = QTreeWidget()
        self.tree.setObjectName("packs.list")
        self.tree.setHeaderLabels([tr(c) for c in COLUMNS])
        self.tree.setRootIsDecorated(False)
        self.tree.itemChanged.connect(self._item_changed)
        self.tree.currentItemChanged.connect(lambda *_: self._update_buttons())

        hint = QLabel(
            tr("Drop a pack's .zip here to install it. Tick a pack to use its content; untick to leave it out.")
        )
        hint.setWordWrap(True)
        self.status = wrapped_label("packs.status")
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.new_button = self._button("packs.new", tr("&New Pack..."), self.new_pack_dialog)
        self.add_button = self._button("packs.add_document", tr("&Add Current Document"), self.add_current_document)
        self.add_button.setToolTip(tr("Save the document being edited into the selected pack"))
        self.import_button = self._button("packs.import", tr("&Import..."), self.import_dialog)
        self.export_button = self._button("packs.export", tr("&Export..."), self.export_dialog)
        self.export_button.setToolTip(
            tr("Export the selected pack (or the pack of the document being edited) as a zip")
        )
        self.version_button = self._button("packs.new_version", tr("Save as New &Version..."), self.new_version_dialog)
        self.changes_button = self._button("packs.changes", tr("&Changes..."), self.show_changes)
        self.remove_button = self._button("packs.remove", tr("&Remove"), self.remove_selected)
        buttons = QHBoxLayout()
        for b in (
            self.new_button,
            self.add_button,
            self.import_button,
            self.export_button,
            self.version_button,
            self.changes_button,
            self.remove_button,
        ):
            buttons.addWidget(b)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        add_close_button(self, layout)
        self.refresh()

    def _button(self, name: str, text: str, slot: Callable[[], object]) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.clicked.connect(lambda _checked=False: slot())
        return b

    # -- the list
    def refresh(self) -> None:
        """Read the store again and show every pack."""
        self._filling = True
        try:
            self.tree.clear()
            for pack in self.store.installed():
                self.tree.addTopLevelItem(self._item(pack))
            for folder in self.own_packs():
                self.tree.addTopLevelItem(self._own_item(folder))
            for col in range(len(COLUMNS) - 1):
                self.tree.resizeColumnToContents(col)
        finally:
            self._filling = False
        self._update_buttons()

    def _item(self, pack: InstalledPack) -> QTreeWidgetItem:
        m = pack.manifest
        deps = ", ".join(f"{d.id} {d.version}".strip() for d in m.depends) if m else ""
        saved = ", ".join(v for v, _ in self.store.versions(pack.id))
        name = content_title(m) if m else ""  # in the interface's language
        overrides = [] if pack.bundled else pack_overrides(pack.folder, self.store.available())
        replaced = ", ".join(
            f"{o.kind} {o.id} ({o.pack})" if o.declared else tr("{item} (not declared)").format(item=f"{o.kind} {o.id}")
            for o in overrides
        )
        item = QTreeWidgetItem([pack.id, pack.version, name, deps, saved, replaced, "; ".join(pack.problems)])
        item.setData(0, Qt.ItemDataRole.UserRole, pack.id)
        item.setData(0, FOLDER_ROLE, str(pack.folder))
        if overrides:
            item.setToolTip(
                OVERRIDES_COLUMN,
                "\n".join(
                    tr("replaces {item}").format(item=o.describe())
                    + ("" if o.declared else " — " + tr("not declared in the manifest's overrides"))
                    for o in overrides
                ),
            )
            if not all(o.declared for o in overrides):
                item.setForeground(OVERRIDES_COLUMN, Qt.GlobalColor.darkRed)
        if pack.bundled:
            item.setText(1, tr("{version} (comes with Warbench)").format(version=pack.version))
            item.setCheckState(0, Qt.CheckState.Checked)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsUserCheckable)
        else:
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(0, Qt.CheckState.Checked if pack.enabled else Qt.CheckState.Unchecked)
        if pack.problems:
            item.setToolTip(PROBLEMS_COLUMN, "\n".join(pack.problems))
            item.setForeground(PROBLEMS_COLUMN, Qt.GlobalColor.darkRed)
        if m is not None:
            authors = ", ".join(m.authors) or tr("unknown")
            item.setToolTip(
                0,
                tr("{title}\nby {authors}\nlicence {licence}\nneeds Warbench {engine}").format(
                    title=content_title(m), authors=authors, licence=m.license, engine=m.engine
                ),
            )
        return item

    def own_packs(self) -> list[Path]:
        """The pack folders of :attr:`packs_home` (the packs one makes here), by name."""
        if self.packs_home is None or not self.packs_home.is_dir():
            return []
        return sorted(d for d in self.packs_home.iterdir() if d.is_dir() and try_manifest(d) is not None)

    def _own_item(self, folder: Path) -> QTreeWidgetItem:
        m = try_manifest(folder)
        assert m is not None
        saved = ", ".join(v for v, _ in self.store.versions(m.id))
        item = QTreeWidgetItem([m.id, m.version, m.display_title(), "", saved, "", ""])
        item.setData(0, Qt.ItemDataRole.UserRole, m.id)
        item.setData(0, FOLDER_ROLE, str(folder))
        item.setData(0, OWN_ROLE, True)
        item.setText(1, tr("{version} (yours, in {folder})").format(version=m.version, folder=folder))
        item.setToolTip(
            0, tr("A pack you are making, in {folder}; export it to share or install it").format(folder=folder)
        )
        return item

    def pack_ids(self) -> list[str]:
        return [item.text(0) for item in child_items(self.tree)]

    def item_of(self, pack_id: str) -> QTreeWidgetItem | None:
        return next((item for item in child_items(self.tree) if item.text(0) == pack_id), None)

    def _selected_id(self) -> str | None:
        item = self.tree.currentItem()
        return str(item.data(0, Qt.ItemDataRole.UserRole)) if item is not None else None

    def _selected_folder(self) -> Path | None:
        """The folder of the selected pack, unless it is the bundled one (never exported or changed)."""
        item = self.tree.currentItem()
        if item is None or item.data(0, Qt.ItemDataRole.UserRole) == CORE_PACK_ID:
            return None
        folder = item.data(0, FOLDER_ROLE)
        return Path(folder) if folder else None

    def target_pack(self) -> Path | None:
        """The pack Export and Save as New Version work on: the selected one, else the pack of the
        document being edited."""
        return self._selected_folder() or self.current_pack()

    def _update_buttons(self) -> None:
        item = self.tree.currentItem()
        selected = self._selected_id()
        own = item is not None and bool(item.data(0, OWN_ROLE))
        self.remove_button.setEnabled(selected is not None and selected != CORE_PACK_ID and not own)
        self.changes_button.setEnabled(selected is not None and bool(self.store.versions(selected)))
        target = self.target_pack()
        self.export_button.setEnabled(target is not None)
        self.version_button.setEnabled(target is not None)
        self.add_button.setEnabled(self.add_document is not None and self._selected_folder() is not None)

    def _item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        if self._filling or column != 0:
            return
        pack_id = str(item.data(0, Qt.ItemDataRole.UserRole))
        on = item.checkState(0) == Qt.CheckState.Checked
        # switched once the view has finished with the click: the list is rebuilt afterwards, and
        # the item that was ticked must outlive the event that ticked it
        QTimer.singleShot(
            0,
            self,
            lambda: self._run(
                lambda: self.store.set_enabled(pack_id, on),
                (tr("{pack} enabled") if on else tr("{pack} disabled")).format(pack=pack_id),
            ),
        )

    def _run(self, work: Callable[[], object], done: str) -> bool:
        """Do ``work``, show ``done`` or the error, re-read the list and tell the library changed."""
        try:
            work()
        except (WarbenchError, ContentError, OSError) as exc:
            self.show_message(str(exc), error=True)
            self.refresh()
            return False
        self.show_message(done)
        self.refresh()
        self.library_changed.emit()
        return True

    def show_message(self, text: str, *, error: bool = False) -> None:
        self.status.setStyleSheet("color: #a40000;" if error else "")
        self.status.setText(text)

    # -- installing
    def install(self, zip_path: Path, *, overwrite: bool = False) -> bool:
        """Install a pack zip; a refusal (and its reason) shows in the window's message."""
        installed: list[str] = []
        exists: list[PackExistsError] = []

        def work() -> None:
            try:
                pack = self.store.install(zip_path, overwrite=overwrite)
            except PackExistsError as exc:
                exists.append(exc)
                raise
            installed.append(f"{pack.id} {pack.version}")

        ok = self._run(work, "")
        if ok:
            self.show_message(tr("installed {pack} from {file}").format(pack=installed[0], file=zip_path.name))
        elif exists and not overwrite and self.ask_overwrite(exists[0].folder.name, zip_path):
            return self.install(zip_path, overwrite=True)
        return ok

    def ask_overwrite(self, pack_id: str, zip_path: Path) -> bool:
        """Whether the user replaces the installed pack ``pack_id`` with the one in ``zip_path``."""
        try:
            version = self.store.get(pack_id).version
        except WarbenchError:
            version = "?"
        box = QMessageBox(
            QMessageBox.Icon.Question,
            tr("Replace pack"),
            tr("Pack {pack} {version} is installed already. Replace it with the pack in {file}?").format(
                pack=pack_id, version=version, file=zip_path.name
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName("packs.ask_overwrite")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def import_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Install pack"), str(Path.home()), tr(ZIP_FILTER))
        if path:
            self.install(Path(path))

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if zips_of(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if zips_of(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        zips = zips_of(event)
        if not zips:
            event.ignore()
            return
        event.acceptProposedAction()
        for z in zips:
            self.install(z)

    def remove_selected(self) -> None:
        pack_id = self._selected_id()
        if pack_id is not None:
            self._run(lambda: self.store.remove(pack_id), tr("removed {pack}").format(pack=pack_id))

    # -- versions
    def changes_of(self, pack_id: str) -> list[str]:
        """What changed in the pack since its last saved version other than the installed one
        (the lines of ``warbench pack diff``)."""
        pack = self.store.get(pack_id)
        installed = parse_version(pack.version)
        saved = self.store.versions(pack_id)
        earlier = [z for v, z in saved if parse_version(v) < installed]
        if earlier:
            return diff_packs(earlier[-1], pack.folder).format()
        # only newer versions saved (from the folder one edits): from the installed one to the newest,
        # so the change reads forwards
        later = [z for v, z in saved if parse_version(v) > installed]
        if later:
            return diff_packs(pack.folder, later[-1]).format()
        return [tr("{pack} {version}: no earlier version saved").format(pack=pack_id, version=pack.version)]

    def show_changes(self) -> None:
        pack_id = self._selected_id()
        if pack_id is None:
            return
        try:
            lines = self.changes_of(pack_id)
        except (WarbenchError, ContentError, OSError) as exc:
            self.show_message(str(exc), error=True)
            return
        dialog = QDialog(self)
        dialog.setObjectName("packs.changes_dialog")
        dialog.setWindowTitle(tr("Changes in {pack}").format(pack=pack_id))
        text = QPlainTextEdit("\n".join(lines))
        text.setReadOnly(True)
        QVBoxLayout(dialog).addWidget(text)
        dialog.resize(700, 500)
        dialog.show()

    # -- the pack one is editing
    def export_pack_to(self, folder: Path, out: Path) -> bool:
        def work() -> None:
            export_pack(folder, out, available=self.store.available())

        return self._run(work, tr("exported {pack} to {path}").format(pack=folder.name, path=out))

    def export_dialog(self) -> None:
        folder = self.target_pack()
        if folder is None:
            self.show_message(tr("Select the pack to export (or open a document of it) first."), error=True)
            return
        manifest = try_manifest(folder)
        name = f"{manifest.id}-{manifest.version}.zip" if manifest else f"{folder.name}.zip"
        path, _ = QFileDialog.getSaveFileName(self, tr("Export pack"), str(folder.parent / name), tr(ZIP_FILTER))
        if path:
            self.export_pack_to(folder, Path(path if path.lower().endswith(".zip") else path + ".zip"))

    # -- making packs
    def create_pack(self, pack_id: str, name: str, games: list[str]) -> Path | None:
        """Make a new pack in :attr:`packs_home` (the same as ``warbench pack new``), list it and
        select it; ``None`` with the reason shown when it is refused."""
        if self.packs_home is None:
            self.show_message(tr("There is no folder for new packs."), error=True)
            return None
        folder = self.packs_home / pack_id
        made: list[Path] = []

        def work() -> None:
            new_pack(folder, pack_id, name, games=games)
            made.append(folder)

        if not self._run(work, tr("made pack {pack} in {folder}").format(pack=pack_id, folder=folder)):
            return None
        item = self._item_at(folder)
        if item is not None:
            self.tree.setCurrentItem(item)
        return folder

    def _item_at(self, folder: Path) -> QTreeWidgetItem | None:
        return next((item for item in child_items(self.tree) if item.data(0, FOLDER_ROLE) == str(folder)), None)

    def new_pack_dialog(self) -> Path | None:
        """Ask for the new pack's id, name and games, then make it."""
        dialog = QDialog(self)
        dialog.setObjectName("packs.new_dialog")
        dialog.setWindowTitle(tr("New pack"))
        form = QFormLayout(dialog)
        ident = QLineEdit()
        ident.setObjectName("packs.new.id")
        ident.setPlaceholderText(tr("river-battles (letters, digits, - and _)"))
        name = QLineEdit()
        name.setObjectName("packs.new.name")
        games = QListWidget()
        games.setObjectName("packs.new.games")
        for about in games_about():
            entry = QListWidgetItem(about.name)
            entry.setData(Qt.ItemDataRole.UserRole, about.id)
            entry.setFlags(entry.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            entry.setCheckState(Qt.CheckState.Unchecked)
            games.addItem(entry)
        form.addRow(tr("Id"), ident)
        form.addRow(tr("Name"), name)
        form.addRow(tr("Games"), games)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        form.addRow(buttons)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        chosen = [
            str(games.item(i).data(Qt.ItemDataRole.UserRole))
            for i in range(games.count())
            if games.item(i).checkState() == Qt.CheckState.Checked
        ]
        pack_id = ident.text().strip()
        return self.create_pack(pack_id, name.text().strip() or pack_id, chosen)

    def add_current_document(self) -> bool:
        """Save the document being edited into the selected pack (see :attr:`add_document`)."""
        folder = self._selected_folder()
        if folder is None or self.add_document is None:
            self.show_message(tr("Select the pack to add the document to first."), error=True)
            return False
        if not self.add_document(folder):
            return False
        self.refresh()
        item = self._item_at(folder)
        if item is not None:
            self.tree.setCurrentItem(item)
        self.library_changed.emit()
        return True

    def save_new_version(self, folder: Path, version: str) -> bool:
        def work() -> None:
            self.store.save_as_new_version(folder, version)

        return self._run(
            work,
            tr("saved version {version} of {pack} (both versions kept for comparison)").format(
                version=version, pack=folder.name
            ),
        )

    def new_version_dialog(self) -> None:
        folder = self.target_pack()
        manifest = try_manifest(folder) if folder is not None else None
        if folder is None or manifest is None:
            self.show_message(tr("Select the pack to version (or open a document of it) first."), error=True)
            return
        version, ok = QInputDialog.getText(
            self,
            tr("Save as new version"),
            tr("{title} is at version {version}. New version:").format(
                title=content_title(manifest), version=manifest.version
            ),
            text=next_version(manifest.version),
        )
        if ok and version.strip():
            self.save_new_version(folder, version.strip())
