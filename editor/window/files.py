"""The File menu's work on documents: new, open, save, save as, export and close, with the save
prompt, and the recent files."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMenu, QMessageBox

from editor.commands.pieces import SetFieldCommand
from editor.document import Document
from editor.folders import (
    is_bundled,
    last_folder,
    remember_folder,
    suggested_file_name,
    user_content_dir,
)
from editor.i18n import QT_TR_NOOP, tr
from editor.kinds import DocumentKind
from editor.plugin import document_kind
from editor.render import RenderError, render_document
from editor.window.messages import ask_save
from editor.window.parts import WindowParts, WindowPiece
from engine.content.base import ident_problem
from engine.content.io import ContentError

FILE_FILTER = QT_TR_NOOP("Warbench content (*.yaml *.yml);;All files (*)")
EXPORT_FILTER = QT_TR_NOOP("PNG picture (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)")
MAX_RECENT = 10


class RecentFiles:
    """The files opened or saved last, newest first, kept in the settings; ``changed`` hears the
    new list."""

    def __init__(self, settings: QSettings, changed: Callable[[list[str]], None]) -> None:
        self.settings = settings
        self._changed = changed

    def paths(self) -> list[str]:
        value: Any = self.settings.value("recent_files", [])
        if isinstance(value, str):
            return [value]
        return [str(v) for v in value or []]

    def add(self, path: Path) -> None:
        p = str(Path(path).resolve())
        recent = [r for r in self.paths() if r != p]
        self.settings.setValue("recent_files", [p, *recent][:MAX_RECENT])
        self._changed(self.paths())

    def forget(self, path: str) -> None:
        self.settings.setValue("recent_files", [r for r in self.paths() if r != path])
        self._changed(self.paths())

    def fill_menu(self, menu: QMenu, open_file: Callable[[str], object]) -> None:
        menu.clear()
        recent = self.paths()
        if not recent:
            a = menu.addAction(tr("(none)"))
            a.setEnabled(False)
        for r in recent:
            a = menu.addAction(r)
            a.triggered.connect(lambda checked=False, p=r: open_file(p))


class DocumentFiles(WindowPiece):
    """Documents to and from files, in the window's tabs. ``saved`` hears of a document
    written, ``closed`` of one closed (the live library follows both)."""

    def __init__(
        self, parts: WindowParts, *, saved: Callable[[Document], None], closed: Callable[[Document], None]
    ) -> None:
        super().__init__(parts)
        self._saved = saved
        self._closed = closed
        self.recent = RecentFiles(self.settings, self.tabs.start_page.set_recent)
        action = parts.action
        K = QKeySequence.StandardKey
        self.act_open = action("file.open", tr("&Open..."), self.open_dialog, K.Open, tr("Open a content file"))
        self.act_save = action("file.save", tr("&Save"), self.save_current, K.Save, tr("Save the document"))
        self.act_save_as = action("file.save_as", tr("Save &As..."), self.save_current_as, K.SaveAs)
        self.act_export = action(
            "file.export",
            tr("&Export Picture..."),
            self.export_current,
            "Ctrl+E",  # i18n: not shown
            tr("Export the document as PNG, SVG or PDF"),
        )
        self.act_close = action("file.close", tr("&Close"), self.close_current, K.Close, tr("Close the document"))

    def enable_for(self, document: Document | None) -> None:
        for a in (self.act_save, self.act_save_as, self.act_close):
            a.setEnabled(document is not None)
        self.act_export.setEnabled(
            document is not None and document.kind is not None and document.kind.look.has_sheet(document)
        )

    def new_document(self, kind: DocumentKind) -> Document:
        doc = Document.new(kind)
        self.tabs.add(doc)
        self.messages.log(tr("new {kind}").format(kind=tr(kind.title)))
        return doc

    def open_file(self, path: str | Path) -> Document | None:
        """Open a content file; a malformed file shows an error naming the file and line."""
        p = Path(path)
        open_view = self.tabs.view_of_file(str(p))
        if open_view is not None:
            self.tabs.show(open_view)
            return open_view.document
        try:
            doc = Document.open(p, document_kind)
        except ContentError as exc:
            self.messages.error(tr("Cannot open {name}").format(name=p.name), str(exc))
            return None
        self.tabs.add(doc)
        self.recent.add(p)
        self.messages.log(tr("opened {path}").format(path=p))
        return doc

    def open_dialog(self) -> None:
        start = last_folder(self.settings, "open", user_content_dir())
        path, _ = QFileDialog.getOpenFileName(self.parent, tr("Open content"), str(start), tr(FILE_FILTER))
        if path:
            remember_folder(self.settings, "open", Path(path))
            self.open_file(path)

    def save_document(self, doc: Document, path: str | Path | None = None) -> bool:
        if path is None and doc.path is None:
            return self.save_document_as(doc)
        if path is None and doc.read_only:
            self.messages.status(
                tr("{name} comes with Warbench and is not changed: save a copy of your own").format(
                    name=doc.display_name
                )
            )
            return self.save_document_as(doc)
        if path is not None and is_bundled(Path(path)):
            self.messages.error(
                tr("Save as"),
                tr(
                    "{name}: the content that comes with Warbench is not changed. "
                    "Save your copy in your own folder ({folder})."
                ).format(name=Path(path).name, folder=user_content_dir()),
            )
            return False
        try:
            doc.save(path)
        except OSError as exc:
            self.messages.error(
                tr("Save failed"),
                tr("{path}: {reason}\nThe previous file is unchanged.").format(
                    path=path or doc.path, reason=exc.strerror or exc
                ),
            )
            return False
        self.messages.log(tr("saved {path}").format(path=doc.path))
        self.messages.status(tr("saved {path}").format(path=doc.path))
        if doc.path is not None:
            self.recent.add(doc.path)
            remember_folder(self.settings, doc.model.kind, doc.path)
        self._saved(doc)
        self.tabs.refresh_title(doc)
        return True

    def suggested_path(self, doc: Document) -> Path:
        """Where Save As proposes to save: the document's own file unless it is bundled, else the
        folder last used for its kind (or the user's content folder) and a name from its title."""
        if doc.path is not None and not doc.read_only:
            return doc.path
        folder = last_folder(self.settings, doc.model.kind, user_content_dir())
        return folder / suggested_file_name(doc.model)

    def save_document_as(self, doc: Document) -> bool:
        path, _ = QFileDialog.getSaveFileName(
            self.parent, tr("Save as"), str(self.suggested_path(doc)), tr(FILE_FILTER)
        )
        if not path:
            return False
        copy = doc.path is not None and Path(path).resolve() != doc.path.resolve() and doc.copies_shared_content
        if copy and not self.ask_new_id(doc, Path(path)):
            return False
        return self.save_document(doc, path)

    def ask_new_id(self, doc: Document, target: Path) -> bool:
        """Ask for the id of a copy of bundled or pack content (proposed from its title, unused
        among the ids of its kind) and set it as one undo step; ``False`` when the user cancels.
        A copy that kept the original's id would stand in for it wherever both are found."""
        old = str(getattr(doc.model, "id", ""))
        taken = doc.taken_ids(target)
        dialog = QInputDialog(self.parent)
        dialog.setObjectName("dialog.new_id")
        dialog.setWindowTitle(tr("An id of its own"))
        intro = tr(
            "{name} is a copy of content that comes with Warbench or with a pack (id {id}). "
            "Give the copy an id of its own, so the two are never mistaken for each other:"
        ).format(name=target.name, id=old)
        dialog.setLabelText(intro)
        dialog.setTextValue(doc.proposed_id(target))
        while True:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
            new = dialog.textValue().strip()
            why = ident_problem(new)
            problem = None if why is None else str(why)  # the engine's message, in the reader's language
            if problem is None and new in taken:
                problem = tr("{id} is the id of another {kind}").format(id=new, kind=doc.model.kind)
            if problem is None:
                break
            dialog.setLabelText(intro + "\n\n" + problem)
        doc.undo_stack.push(SetFieldCommand(doc, None, "id", new, merge=False, text=tr("New id {id}").format(id=new)))
        return True

    def save_current(self) -> None:
        doc = self.tabs.current_document()
        if doc is not None:
            self.save_document(doc)

    def save_current_as(self) -> None:
        doc = self.tabs.current_document()
        if doc is not None:
            self.save_document_as(doc)

    def export_document(self, doc: Document, path: str | Path) -> bool:
        """Draw the document's sheet to ``path`` (PNG, SVG or PDF by suffix)."""
        try:
            out = render_document(doc, Path(path))
        except (RenderError, OSError) as exc:
            self.messages.error(tr("Export failed"), str(exc))
            return False
        self.messages.log(tr("exported {path}").format(path=out))
        self.messages.status(tr("exported {path}").format(path=out))
        return True

    def export_current(self) -> None:
        doc = self.tabs.current_document()
        if doc is None or doc.kind is None or not doc.kind.look.has_sheet(doc):
            return
        stem = Path(suggested_file_name(doc.model)).stem if doc.path is None else doc.path.stem
        folder = last_folder(self.settings, "export", user_content_dir())
        path, chosen = QFileDialog.getSaveFileName(
            self.parent, tr("Export picture"), str(folder / f"{stem}.png"), tr(EXPORT_FILTER)
        )
        if not path:
            return
        if Path(path).suffix.lower() not in (".png", ".svg", ".pdf"):
            path += "." + chosen.split("*.")[-1].rstrip(")") if "*." in chosen else ".png"
        remember_folder(self.settings, "export", Path(path))
        self.export_document(doc, path)

    def ask_save_changes(self, doc: Document) -> QMessageBox.StandardButton:
        return ask_save(
            self.parent,
            "dialog.save_changes",
            tr("Unsaved changes"),
            tr("{name} has unsaved changes. Save them?").format(name=doc.display_name),
        )

    def maybe_save(self, doc: Document) -> bool:
        """``True`` when the document may be closed (saved, discarded or clean)."""
        if not doc.is_dirty:
            return True
        answer = self.ask_save_changes(doc)
        if answer == QMessageBox.StandardButton.Save:
            return self.save_document(doc)
        return answer == QMessageBox.StandardButton.Discard

    def close_document(self, doc: Document) -> bool:
        view = self.tabs.view_for(doc)
        if view is None or not self.maybe_save(doc):
            return False
        self._closed(doc)
        self.tabs.remove(view)
        self.messages.log(tr("closed {name}").format(name=doc.display_name))
        return True

    def close_current(self) -> None:
        doc = self.tabs.current_document()
        if doc is not None:
            self.close_document(doc)

    def forget_missing_recent(self, path: str) -> None:
        """Take ``path``, a recent file that no longer exists, off the recent files, and say so."""
        self.recent.forget(path)
        self.messages.status(tr("{path} no longer exists; it was taken off the recent files").format(path=path))
