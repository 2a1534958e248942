"""Packs in the main window: the Packs window, "Save Pack as New Version...", and the library of
the bundled pack plus the user's enabled packs that documents check against."""

from __future__ import annotations

from pathlib import Path

from editor.folders import user_data_dir
from editor.i18n import tr
from editor.packs_window import PacksWindow, pack_folder_of
from engine.content.library import set_active_library
from engine.content.packstore import PackStore


class PacksMixin:
    """The pack work of a :class:`~editor.mainwindow.MainWindow`."""

    _pack_store: PackStore | None = None
    packs_window: PacksWindow | None = None

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
        """Make the bundled pack plus the usable enabled packs what documents check against."""
        set_active_library(self.pack_store.library())
        for view in self.views:
            view.document.reload_library()

    def current_pack_folder(self) -> Path | None:
        """The pack folder of the current document, unless it is the bundled content."""
        doc = self.current_document()
        if doc is None or doc.path is None or doc.read_only:
            return None
        return pack_folder_of(doc.path)

    def open_packs_window(self) -> PacksWindow:
        if self.packs_window is None:
            self.packs_window = PacksWindow(self.pack_store, self.current_pack_folder, self)
            self.packs_window.library_changed.connect(self.activate_user_packs)
        self.packs_window.refresh()
        self.packs_window.show()
        self.packs_window.raise_()
        return self.packs_window

    def save_pack_as_new_version(self) -> None:
        window = self.open_packs_window()
        if self.current_pack_folder() is None:
            window.show_message(tr("Open a document of your pack first: its pack is the one saved as a new version."))
            return
        doc = self.current_document()
        if doc is not None and doc.is_dirty and not self.save_document(doc):
            return
        window.new_version_dialog()
