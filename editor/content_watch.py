"""The app's live content library kept current: a file watcher over the user's folders and the
folders documents were opened from or saved to, and the open documents' unsaved changes.

The library itself (:class:`engine.content.live.LiveContent`) knows nothing of Qt; this watcher
tells it what changed on disk (``QFileSystemWatcher``) and which documents are open with unsaved
changes, and says ``library_changed`` once a burst of changes has settled, so that lists of
battlefields, maps and decks offer what was just saved.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError
from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

from editor.document import Document
from editor.i18n import tr
from engine.content.base import ContentModel
from engine.content.io import ContentError, LoadedContent, model_to_data
from engine.content.issues import Issue, Location, Severity
from engine.content.library import is_bundled
from engine.content.live import Clash, LiveContent

#: milliseconds a burst of changes (a save writes a temporary file and renames it; typing edits a
#: document key by key) is given to settle before the library is built again
SETTLE_MS = 150
#: the source of a document's issues about other documents with its kind and id
CLASH_SOURCE = "library"  # i18n: not shown


class ContentWatcher(QObject):
    """Keeps :attr:`live` current while the app runs; ``library_changed`` after each change."""

    library_changed = Signal()

    def __init__(self, live: LiveContent, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.live = live
        self.watcher = QFileSystemWatcher(self)
        self.watcher.directoryChanged.connect(self._path_changed)
        self.watcher.fileChanged.connect(self._path_changed)
        self._changed_paths: set[Path] = set()
        self._dirty_docs: dict[int, Document] = {}
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._flush)
        self._told = live.generation
        live.on_change(self._settle.start)
        self._watch()

    # -- folders
    def add_folder(self, folder: Path) -> None:
        """Know (and watch) the content of ``folder`` and the folders below it; the bundled
        content is there already and never changes while the app runs."""
        if is_bundled(folder):
            return
        if self.live.add_folder(folder):
            self._watch()

    def _watch(self) -> None:
        known = set(self.watcher.directories())
        wanted = [str(d) for d in self.live.watched_dirs() if str(d) not in known]
        if wanted:
            self.watcher.addPaths(wanted)

    def _path_changed(self, path: str) -> None:
        self._changed_paths.add(Path(path))
        self._settle.start()

    # -- documents
    def track(self, document: Document) -> None:
        """Follow ``document``: while it has unsaved changes the library holds it as it is in the
        app; once saved its file counts (and its folder is known), once closed it is forgotten."""
        document.changed.connect(lambda _c, doc=document: self._document_edited(doc))
        document.dirty_changed.connect(lambda _d, doc=document: self._document_edited(doc))
        document.path_changed.connect(lambda p: self.add_folder(Path(p).parent))
        if document.path is not None:
            self.add_folder(document.path.parent)

    def forget(self, document: Document) -> None:
        self._dirty_docs.pop(id(document), None)
        self.live.drop_unsaved(id(document))

    def _document_edited(self, document: Document) -> None:
        self._dirty_docs[id(document)] = document
        self._settle.start()

    def flush(self) -> None:
        """Bring the library up to date now (what the timer does once changes settle)."""
        self._settle.stop()
        self._flush()

    def _flush(self) -> None:
        docs, self._dirty_docs = self._dirty_docs, {}
        for doc in docs.values():
            model = _as_valid(doc.model) if doc.is_dirty else None
            if model is not None:
                file = str(doc.path) if doc.path is not None else None
                self.live.set_unsaved(id(doc), LoadedContent(model, file, doc.lines), doc.display_name)
            else:  # saved, or edited into something that is no document yet: its file counts
                self.live.drop_unsaved(id(doc))
        paths, self._changed_paths = self._changed_paths, set()
        if paths and self.live.changed(paths):
            self._watch()  # a new folder below a watched one
        self._settle.stop()  # the changes above restarted it; they are all taken in now
        if self.live.generation != self._told:
            self._told = self.live.generation
            self.library_changed.emit()


def clash_issues(document: Document, clashes: list[Clash]) -> list[Issue]:
    """An error at ``document``'s id for every other document of its kind with its id that the
    live library knows, naming both files: which one a reference means cannot be known, so the
    later one is left out of the content until one of them gets an id of its own."""
    if document.path is None:
        return []
    own = str(document.path)
    out: list[Issue] = []
    for clash in clashes:
        if not clash.names(document.path) or clash.kind != document.model.kind:
            continue
        left_out = clash.file is not None and Path(clash.file).resolve() == document.path.resolve()
        other = (clash.other_file if left_out else clash.file) or "?"
        text = (
            tr(
                "{kind} {id!r} is also the id of {other}: {file} is left out of the content (not offered "
                "nor played) until one of the two has an id of its own"
            )
            if left_out
            else tr(
                "{kind} {id!r} is also the id of {other}: that file is left out of the content (not offered "
                "nor played) until one of the two has an id of its own"
            )
        )
        line = document.lines.line_of(("id",)) if document.undo_stack.isClean() else None
        out.append(
            Issue(
                Severity.ERROR,
                "duplicate-id",
                text.format(kind=clash.kind, id=clash.ident, other=other, file=own),
                Location(own, line, ("id",)),
            )
        )
    return out


def _as_valid(model: ContentModel) -> ContentModel | None:
    """A copy of ``model`` read back through its schema (what other documents may be checked
    against and played with), or ``None`` while an edit leaves it invalid."""
    try:
        return type(model).model_validate(model_to_data(model))
    except (ValidationError, ContentError, ValueError):
        return None
