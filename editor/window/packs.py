"""Packs in the main window: the Packs window, "Save Pack as New Version...", and the live library
documents check against and games are played with: the bundled pack, the user's enabled packs,
the user's folders and the documents open with unsaved changes (:mod:`editor.content_watch`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMainWindow

from editor.content_watch import CLASH_SOURCE, ContentWatcher, clash_issues
from editor.document import Document
from editor.folders import free_file, suggested_file_name, user_content_dir, user_data_dir
from editor.i18n import tr
from editor.packs_window import PacksWindow, pack_folder_of
from editor.window.actions import ActionMaker
from editor.window.files import DocumentFiles
from engine.content.library import set_active_library
from engine.content.live import LiveContent
from engine.content.packstore import PackStore


class PackLibrary:
    """The packs and the live library of the main window; ``files`` opens, saves and names the
    documents (its tabs are the open documents the library follows)."""

    def __init__(self, parent: QMainWindow, files: DocumentFiles, action: ActionMaker) -> None:
        self.parent = parent
        self.files = files
        self.tabs = files.tabs
        self._pack_store: PackStore | None = None
        self.packs_window: PacksWindow | None = None
        #: the live library's watcher, once the user's content is in use (:meth:`activate_user_packs`)
        self.content_watcher: ContentWatcher | None = None
        self.act_packs = action(
            "file.packs",
            tr("Pac&ks..."),
            self.open_packs_window,
            None,
            tr("Installed packs: install, enable, export, versions"),
        )
        self.act_pack_version = action(
            "file.pack_new_version",
            tr("Save Pack as New &Version..."),
            self.save_pack_as_new_version,
            None,
            tr("Keep this version of the current document's pack and raise its version"),
        )

    @property
    def pack_store(self) -> PackStore:
        if self._pack_store is None:
            self._pack_store = PackStore(user_data_dir())
        return self._pack_store

    def use_pack_store(self, store: PackStore) -> None:
        """Work with ``store``'s packs (the app's data folder unless a test names another)."""
        self._pack_store = store
        if self.packs_window is not None:
            self.packs_window.store = store
            self.packs_window.refresh()
        self.activate_user_packs()

    def activate_user_packs(self) -> None:
        """Make the live library what documents check against and games are played with: the
        bundled pack plus the usable enabled packs, the user's content folder, the folders of the
        open documents and their unsaved changes, kept current by a file watcher."""
        if self.content_watcher is None:
            live = LiveContent(self.pack_store.library())
            self.content_watcher = ContentWatcher(live, self.parent)
            self.content_watcher.library_changed.connect(self._content_changed)
            self.content_watcher.add_folder(user_content_dir())
            for view in self.tabs.views:
                self.content_watcher.track(view.document)
        else:
            self.content_watcher.live.set_base(self.pack_store.library())
        self.content_watcher.flush()
        self._content_changed()
        self.tabs.start_page.set_packs(self.pack_store.installed())

    def _content_changed(self) -> None:
        """The live library changed: documents read it again and are checked again, and each hears
        of the other documents of its kind with its id (both files named in its Issues panel)."""
        assert self.content_watcher is not None
        live = self.content_watcher.live
        set_active_library(live.library())
        clashes = live.clashes()
        for view in self.tabs.views:
            view.document.reload_library()
            view.document.set_external_issues(CLASH_SOURCE, clash_issues(view.document, clashes))
            view.validate_timer.start()

    def track_content(self, document: Document) -> None:
        """Follow ``document`` in the live library (its unsaved changes, its folder)."""
        if self.content_watcher is not None:
            self.content_watcher.track(document)
            document.set_external_issues(CLASH_SOURCE, clash_issues(document, self.content_watcher.live.clashes()))

    def forget_content(self, document: Document) -> None:
        if self.content_watcher is not None:
            self.content_watcher.forget(document)

    def content_saved(self, document: Document) -> None:
        """``document`` was written: its file is what counts now, offered at once (without waiting
        for the watcher to hear of it)."""
        if self.content_watcher is not None and document.path is not None:
            self.content_watcher.add_folder(document.path.parent)
            self.content_watcher.live.changed([document.path])
            self.content_watcher.flush()

    def current_pack_folder(self) -> Path | None:
        """The pack folder of the current document, unless it is the bundled content."""
        doc = self.tabs.current_document()
        if doc is None or doc.path is None or doc.read_only:
            return None
        return pack_folder_of(doc.path)

    def open_packs_window(self) -> PacksWindow:
        if self.packs_window is None:
            self.packs_window = PacksWindow(
                self.pack_store,
                self.current_pack_folder,
                self.parent,
                packs_home=self.packs_home(),
                add_document=self.add_current_document_to_pack,
            )
            self.packs_window.library_changed.connect(self.activate_user_packs)
        self.packs_window.refresh()
        self.packs_window.show()
        self.packs_window.raise_()
        return self.packs_window

    def packs_home(self) -> Path:
        """Where New Pack makes packs: ``packs`` in the user's content folder (so their content is
        in the live library as it is made)."""
        return user_content_dir() / "packs"  # i18n: not shown

    def add_current_document_to_pack(self, folder: Path) -> bool:
        """Save the current document into the pack ``folder`` (named from its title, beside the
        pack's other files); a copy of bundled or other pack content is first given an id of its
        own. The document is the pack's file from then on."""
        doc = self.tabs.current_document()
        if doc is None:
            if self.packs_window is not None:
                self.packs_window.show_message(tr("Open the document to add first."), error=True)
            return False
        if doc.path is not None and doc.path.resolve().is_relative_to(folder.resolve()):
            if self.packs_window is not None:
                self.packs_window.show_message(
                    tr("{name} is in pack {pack} already").format(name=doc.display_name, pack=folder.name)
                )
            return True
        target = free_file(folder, suggested_file_name(doc.model))
        if doc.copies_shared_content and not self.files.ask_new_id(doc, target):
            return False
        if not self.files.save_document(doc, target):
            return False
        if self.packs_window is not None:
            self.packs_window.show_message(tr("added {name} to pack {pack}").format(name=target.name, pack=folder.name))
        return True

    def save_pack_as_new_version(self) -> None:
        window = self.open_packs_window()
        if self.current_pack_folder() is None:
            window.show_message(tr("Open a document of your pack first: its pack is the one saved as a new version."))
            return
        doc = self.tabs.current_document()
        if doc is not None and doc.is_dirty and not self.files.save_document(doc):
            return
        window.new_version_dialog()
