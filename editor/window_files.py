"""Files in the main window: new, open, save, save as, export and close, with the save prompt."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from editor.document import Document
from editor.docview import DocumentView
from editor.folders import (
    is_bundled,
    last_folder,
    remember_folder,
    suggested_file_name,
    user_content_dir,
)
from editor.i18n import QT_TR_NOOP, tr
from editor.player.autosave import Autosave, Autosaver, autosaves
from editor.player.shell import PlayerShell
from editor.plugin import document_kind
from engine.content.io import ContentError
from engine.core.errors import WarbenchError

if TYPE_CHECKING:
    from editor.kinds import DocumentKind

FILE_FILTER = QT_TR_NOOP("Warbench content (*.yaml *.yml);;All files (*)")
EXPORT_FILTER = QT_TR_NOOP("PNG picture (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)")


class FilesMixin:
    """The File menu's work for a :class:`~editor.mainwindow.MainWindow`."""

    def new_document(self, kind: DocumentKind) -> Document:
        doc = Document.new(kind)
        self.add_document(doc)
        self.log_panel.log(tr("new {kind}").format(kind=tr(kind.title)))
        return doc

    def open_file(self, path: str | Path) -> Document | None:
        """Open a content file; a malformed file shows an error naming the file and line."""
        p = Path(path)
        for v in self.views:
            if v.document.path is not None and v.document.path.resolve() == p.resolve():
                self.tabs.setCurrentWidget(v)
                return v.document
        try:
            doc = Document.open(p, document_kind)
        except ContentError as exc:
            self.show_error(tr("Cannot open {name}").format(name=p.name), str(exc))
            return None
        self.add_document(doc)
        self._add_recent(p)
        self.log_panel.log(tr("opened {path}").format(path=p))
        return doc

    def open_dialog(self) -> None:
        start = last_folder(self.settings, "open", user_content_dir())
        path, _ = QFileDialog.getOpenFileName(self, tr("Open content"), str(start), tr(FILE_FILTER))
        if path:
            remember_folder(self.settings, "open", Path(path))
            self.open_file(path)

    def save_document(self, doc: Document, path: str | Path | None = None) -> bool:
        if path is None and doc.path is None:
            return self.save_document_as(doc)
        if path is None and doc.read_only:
            self.show_status(
                tr("{name} comes with Warbench and is not changed: save a copy of your own").format(
                    name=doc.display_name
                )
            )
            return self.save_document_as(doc)
        if path is not None and is_bundled(Path(path)):
            self.show_error(
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
            self.show_error(
                tr("Save failed"),
                tr("{path}: {reason}\nThe previous file is unchanged.").format(
                    path=path or doc.path, reason=exc.strerror or exc
                ),
            )
            return False
        self.log_panel.log(tr("saved {path}").format(path=doc.path))
        self.show_status(tr("saved {path}").format(path=doc.path))
        if doc.path is not None:
            self._add_recent(doc.path)
            remember_folder(self.settings, doc.model.kind, doc.path)
        self.content_saved(doc)
        self._refresh_tab_title(doc)
        return True

    def suggested_path(self, doc: Document) -> Path:
        """Where Save As proposes to save: the document's own file unless it is bundled, else the
        folder last used for its kind (or the user's content folder) and a name from its title."""
        if doc.path is not None and not doc.read_only:
            return doc.path
        folder = last_folder(self.settings, doc.model.kind, user_content_dir())
        return folder / suggested_file_name(doc.model)

    def save_document_as(self, doc: Document) -> bool:
        path, _ = QFileDialog.getSaveFileName(self, tr("Save as"), str(self.suggested_path(doc)), tr(FILE_FILTER))
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
        from PySide6.QtWidgets import QDialog, QInputDialog

        from editor.commands.pieces import SetFieldCommand
        from engine.content.base import ident_problem

        old = str(getattr(doc.model, "id", ""))
        taken = doc.taken_ids(target)
        dialog = QInputDialog(self)
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
            problem = ident_problem(new)
            if problem is None and new in taken:
                problem = tr("{id} is the id of another {kind}").format(id=new, kind=doc.model.kind)
            if problem is None:
                break
            dialog.setLabelText(intro + "\n\n" + problem)
        doc.undo_stack.push(SetFieldCommand(doc, None, "id", new, merge=False, text=tr("New id {id}").format(id=new)))
        return True

    def save_current(self) -> None:
        doc = self.current_document()
        if doc is not None:
            self.save_document(doc)

    def save_current_as(self) -> None:
        doc = self.current_document()
        if doc is not None:
            self.save_document_as(doc)

    def export_document(self, doc: Document, path: str | Path) -> bool:
        """Draw the document's sheet to ``path`` (PNG, SVG or PDF by suffix)."""
        from editor.render import RenderError, render_document

        try:
            out = render_document(doc, Path(path))
        except (RenderError, OSError) as exc:
            self.show_error(tr("Export failed"), str(exc))
            return False
        self.log_panel.log(tr("exported {path}").format(path=out))
        self.show_status(tr("exported {path}").format(path=out))
        return True

    def export_current(self) -> None:
        doc = self.current_document()
        if doc is None or doc.kind is None or not doc.kind.look.has_sheet(doc):
            return
        stem = Path(suggested_file_name(doc.model)).stem if doc.path is None else doc.path.stem
        folder = last_folder(self.settings, "export", user_content_dir())
        path, chosen = QFileDialog.getSaveFileName(
            self, tr("Export picture"), str(folder / f"{stem}.png"), tr(EXPORT_FILTER)
        )
        if not path:
            return
        if Path(path).suffix.lower() not in (".png", ".svg", ".pdf"):
            path += "." + chosen.split("*.")[-1].rstrip(")") if "*." in chosen else ".png"
        remember_folder(self.settings, "export", Path(path))
        self.export_document(doc, path)

    def ask_save_changes(self, doc: Document) -> QMessageBox.StandardButton:
        return self._ask_save(
            "dialog.save_changes",
            tr("Unsaved changes"),
            tr("{name} has unsaved changes. Save them?").format(name=doc.display_name),
        )

    def _ask_save(self, name: str, title: str, text: str) -> QMessageBox.StandardButton:
        """Save, Discard or Cancel, asked in a box named ``name`` (Save is the default)."""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            title,
            text,
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setObjectName(name)
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        return QMessageBox.StandardButton(box.exec())

    def maybe_save(self, doc: Document) -> bool:
        """``True`` when the document may be closed (saved, discarded or clean)."""
        if not doc.is_dirty:
            return True
        answer = self.ask_save_changes(doc)
        if answer == QMessageBox.StandardButton.Save:
            return self.save_document(doc)
        return answer == QMessageBox.StandardButton.Discard

    def close_document(self, doc: Document) -> bool:
        view = self.view_for(doc)
        if view is None or not self.maybe_save(doc):
            return False
        if view.map_view is not None:
            view.map_view.set_tool(None)
        self.undo_group.removeStack(doc.undo_stack)
        self.forget_content(doc)
        self.views.remove(view)
        self.tabs.removeTab(self.tabs.indexOf(view))
        view.deleteLater()
        self.log_panel.log(tr("closed {name}").format(name=doc.display_name))
        return True

    def close_current(self) -> None:
        doc = self.current_document()
        if doc is not None:
            self.close_document(doc)

    def _tab_close_requested(self, index: int) -> None:
        w = self.tabs.widget(index)
        if isinstance(w, DocumentView):
            self.close_document(w.document)
        elif w is not self.start_page:
            self.close_play_tab(w)

    def maybe_save_game(self, shell: PlayerShell) -> bool:
        """``True`` when a play tab may close: its game saved, let go, or nothing played since it
        was last saved or loaded. Asked as for a document with unsaved changes."""
        if not shell.session.unsaved:
            return True
        self.tabs.setCurrentWidget(shell)
        answer = self._ask_save(
            "dialog.save_game",
            tr("Game in progress"),
            tr("The game {title} is in progress and not saved. Save it?").format(title=shell.title),
        )
        if answer == QMessageBox.StandardButton.Save:
            return shell.save_dialog()
        return answer == QMessageBox.StandardButton.Discard

    def offer_games_in_progress(self, *, bring_forward: bool) -> int:
        """At start: the games left in progress at the last quit are offered on the Start page (brought
        forward with ``bring_forward``, when no file was asked for) and the status bar says so."""
        games = autosaves()
        self.start_page.set_games_in_progress(games)
        if games:
            self.show_status(tr("%n game(s) in progress from last time: resume on the Start page", None, len(games)))
            if bring_forward:
                self.tabs.setCurrentWidget(self.start_page)
        return len(games)

    def resume_game(self, autosave: Autosave) -> PlayerShell | None:
        """Open a game in progress kept at the last quit where it was left (its autosave goes on
        being kept); a game that no longer replays is said so, and its autosave stays for Load game..."""
        from editor.plugin import player_for

        try:
            session = autosave.load()
        except (WarbenchError, OSError, KeyError, ValueError, TypeError) as exc:
            self.show_error(tr("Cannot resume the game"), tr("{path}: {reason}").format(path=autosave.path, reason=exc))
            return None
        shell = player_for(session, title=autosave.heading or autosave.title)
        source = Path(autosave.source) if autosave.source else None
        self.open_play_view(shell, autosave.title, source=source, autosave=autosave.path)
        self.start_page.set_games_in_progress([g for g in autosaves() if g.path != autosave.path])
        return shell

    def play_tabs(self) -> list[PlayerShell]:
        return [w for i in range(self.tabs.count()) if isinstance(w := self.tabs.widget(i), PlayerShell)]

    def close_play_tab(self, widget: QWidget) -> bool:
        """Close a play tab, asking first to save a game in progress; ``False`` when the user cancelled.
        The game's autosave goes with it (saved, or let go)."""
        if isinstance(widget, PlayerShell) and not self.maybe_save_game(widget):
            return False
        saver = widget.findChild(Autosaver)
        if saver is not None:
            saver.discard()
        self.tabs.removeTab(self.tabs.indexOf(widget))
        widget.deleteLater()
        return True
