"""One open file: its content model, undo stack, path and dirty flag.

Views, tools and panels never change the model themselves: they push commands
(``editor.commands``) onto :attr:`Document.undo_stack`; each command tells the document what
changed and the document emits :attr:`Document.changed`.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from editor import document_areas, document_check, document_files
from editor.boards import BoardShape
from editor.folders import is_bundled
from editor.i18n import tr
from editor.undo import DocumentUndoStack
from engine.content.base import ContentModel
from engine.content.io import LineMap, LoadedContent, atomic_write_text, load_file, model_to_data
from engine.content.issues import Issue
from engine.content.library import ContentLibrary, active_library, pack_holding
from engine.content.reader import parse_yaml

if TYPE_CHECKING:
    from editor.kinds import DocumentKind


def _clear_stack(stack: QUndoStack) -> None:
    if shiboken6.isValid(stack):
        stack.clear()


class PieceGroup(tuple[tuple[str, int], ...]):
    """Several pieces taken together (the areas an issue names): selecting it selects them all."""

    __slots__ = ()


@dataclass(frozen=True)
class Change:
    """What changed: ``scope`` is ``"items"`` (a piece collection), ``"layer"`` (painted cells),
    ``"polygons"`` (the areas of an area map: the board changes), ``"document"`` (any other field;
    the board may change), ``"reset"``, or ``"refused"`` (nothing changed: an edit was refused, and
    editors show the document's values again; ``name`` is the reason)."""

    scope: str
    name: str | None = None
    cells: tuple[Any, ...] = ()


class Document(QObject):
    changed = Signal(object)
    dirty_changed = Signal(bool)
    path_changed = Signal(str)
    #: issues found outside :meth:`validate` changed (see :meth:`set_external_issues`)
    external_issues_changed = Signal()
    #: the content the document works with changed (a file saved, a pack enabled, another
    #: document edited): lists of what it may refer to are filled again
    library_changed = Signal()

    def __init__(
        self,
        model: ContentModel,
        *,
        path: Path | None = None,
        kind: DocumentKind | None = None,
        lines: LineMap | None = None,
    ) -> None:
        super().__init__()
        self.model = model
        # the kind is given by whoever opens the document (the plugins' registry, a game's own view)
        self.kind = kind
        self.path = Path(path) if path is not None else None
        self.lines = lines or LineMap()
        self.undo_stack = DocumentUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self.undo_stack.refused.connect(lambda reason: self.changed.emit(Change("refused", reason)))
        # Commands are Python objects owned by the C++ stack. If the document dies inside a
        # garbage-collected cycle, the collector would clear their Python side while Qt still
        # owns them; emptying the stack first (finalizers run before the collector clears
        # anything) keeps teardown safe in any order.
        weakref.finalize(self, _clear_stack, self.undo_stack)
        self._library: tuple[Path | None, ContentLibrary, ContentLibrary] | None = None
        self.board: BoardShape | None = self.kind.document_board(self) if self.kind else None
        #: counts the changes the document was told of (memoised queries compare it)
        self.revision = 0
        self.untitled_name = tr("untitled {kind}").format(kind=model.kind.split("/")[-1])
        #: issues that slow checks (a solver in a worker thread) found, by the source that found them
        self.external_issues: dict[str, list[Issue]] = {}

    def _clean_changed(self, clean: bool) -> None:
        self.dirty_changed.emit(not clean)

    # -- files
    @classmethod
    def open(cls, path: str | Path, kind_of: Callable[[str], DocumentKind | None] | None = None) -> Document:
        """Load a content file, edited as the kind ``kind_of`` gives for its content kind (none: a
        document without a kind of its own); raises :class:`ContentError` naming the file, line
        and field."""
        loaded: LoadedContent = load_file(path)
        kind = kind_of(loaded.model.kind) if kind_of is not None else None
        return cls(loaded.model, path=Path(path), kind=kind, lines=loaded.lines)

    @classmethod
    def new(cls, kind: DocumentKind) -> Document:
        return cls(kind.new_model(), kind=kind)

    def save(self, path: str | Path | None = None) -> None:
        """Write the document atomically; clears the dirty flag. A document opened from a file
        keeps that file's comments, key order, quoting and layout: only the lines of what was
        edited change (a new document is written whole)."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError(tr("the document has no file name yet"))
        document_files.picture_relative_to(self, target)
        text = document_files.saved_text(self)
        atomic_write_text(target, text)
        self.lines = parse_yaml(text, str(target))[1]  # the lines of the file as it is now
        if self.path != target:
            self.path = target
            self.path_changed.emit(str(target))
        self.undo_stack.setClean()

    @property
    def is_dirty(self) -> bool:
        return not self.undo_stack.isClean()

    @property
    def display_name(self) -> str:
        return self.path.name if self.path is not None else self.untitled_name

    @property
    def read_only(self) -> bool:
        """Bundled content is not saved in place: the user saves a copy of their own."""
        return is_bundled(self.path)

    @property
    def copies_shared_content(self) -> bool:
        """Whether the document was opened from the bundled content or a pack and has an id: a copy
        saved elsewhere needs an id of its own, or it silently stands in for the original."""
        return (
            self.path is not None
            and isinstance(getattr(self.model, "id", None), str)
            and (pack_holding(self.path) is not None)
        )

    def taken_ids(self, target: Path | None = None) -> set[str]:
        """The ids a copy saved as ``target`` must avoid (see :func:`editor.document_files.taken_ids`)."""
        return document_files.taken_ids(self, target)

    def proposed_id(self, target: Path | None = None) -> str:
        """An id for a copy of this document: from its title, unused among :meth:`taken_ids`."""
        return document_files.proposed_id(self, target)

    @property
    def title(self) -> str:
        name = tr("{name} (read-only)").format(name=self.display_name) if self.read_only else self.display_name
        return name + ("*" if self.is_dirty else "")

    # -- model access (commands use these)
    def resolve(self, path: tuple[str | int, ...]) -> Any:
        """The object at an attribute path; integers index lists (``("armies", 0, "units")``)."""
        obj: Any = self.model
        for p in path:
            obj = obj[p] if isinstance(p, int) else getattr(obj, p)
        return obj

    def items(self, collection: str) -> list[Any]:
        assert self.kind is not None
        return self.resolve(self.kind.collection(collection).path)  # type: ignore[no-any-return]  # the path of a collection names a list

    def item(self, collection: str, index: int) -> Any:
        return self.items(collection)[index]

    def cell_of(self, collection: str, index: int) -> Any:
        """The piece's cell, or ``None`` when what the file stores is no cell of this board (the
        piece is not drawn and cannot be selected; validation reports it)."""
        assert self.kind is not None and self.board is not None
        coll = self.kind.collection(collection)
        try:
            return self.kind.piece_stored_to_cell(
                self.board, collection, getattr(self.item(collection, index), coll.cell_field)
            )
        except (ValueError, TypeError):
            return None

    def facing_of(self, collection: str, index: int) -> int | None:
        assert self.kind is not None
        f = self.kind.collection(collection).facing_field
        if f is None:
            return None
        return self.kind.stored_to_facing(collection, getattr(self.item(collection, index), f))

    def pieces(self) -> list[tuple[str, int]]:
        if self.kind is None or self.board is None:
            return []
        return [(c.name, i) for c in self.kind.collections for i in range(len(self.items(c.name)))]

    def pieces_at(self, cell: Any, collection: str | None = None) -> list[tuple[str, int]]:
        return [
            (c, i) for c, i in self.pieces() if (collection is None or c == collection) and self.cell_of(c, i) == cell
        ]

    def changes_board(self, change: Change) -> bool:
        """Whether ``change`` redraws the board: any change of the document's own fields, and on an
        area map any change of an area's record (its outline, anchor, name or region)."""
        if change.scope in ("document", "reset", "polygons"):
            return True
        kind = self.kind
        return (
            change.scope == "items"
            and kind is not None
            and any(c.piece == change.name or c.name == change.name for c in kind.polygons)
        )

    def notify(self, change: Change) -> None:
        self.revision += 1
        if self.kind is not None and self.changes_board(change):
            self.board = self.kind.document_board(self)
        self.changed.emit(change)

    # -- areas of an area map
    def polygon_records(self, collection: str) -> list[Any]:
        assert self.kind is not None
        return self.resolve(self.kind.polygon_collection(collection).path)  # type: ignore[no-any-return]  # the path of a polygon collection names a list

    def rings(self) -> dict[tuple[str, int, int], list[tuple[float, float]]]:
        """Every ring of every area by ``(polygon collection, index, ring)`` (see :mod:`editor.document_areas`)."""
        return document_areas.rings(self)

    def background(self) -> Any | None:
        """The document's background picture settings (a ``BackgroundImage``), or ``None``."""
        field = self.kind.background_field if self.kind is not None else None
        return getattr(self.model, field, None) if field else None

    def background_path(self) -> Path | None:
        """Where the background picture is on disk (relative paths are from the document's folder)."""
        return document_areas.background_path(self, self.background())

    def snapshot(self) -> dict[str, Any]:
        """The document's data as saved (for comparisons and copies)."""
        return model_to_data(self.model)

    # -- validation
    def library(self) -> ContentLibrary:
        """The content the app works with (the bundled pack, the enabled packs, the user's folders
        and the documents open with unsaved changes, see :mod:`engine.content.live`) plus the
        content of the document's folder; read once per path and library (:meth:`reload_library`
        reads it again)."""
        active = active_library()
        if self._library is not None and self._library[0] == self.path and self._library[2] is active:
            return self._library[1]
        lib = document_check.folder_library(self, active)
        self._library = (self.path, lib, active)
        return lib

    def folder_errors(self) -> list[Issue]:
        """The errors of the files of the document's folder that do not load (each names its file
        and line), and a file of the folder with the document's own id. Playing with one of them
        would quietly use the bundled item of the same id, or one of two documents by chance, so the
        document is not played while there are any."""
        return document_check.folder_errors(self)

    def reload_library(self) -> None:
        """Read the content again when next asked, and tell the panels that list it."""
        self._library = None
        self.library_changed.emit()

    def validate(self) -> list[Issue]:
        """Every issue of the document as it is now: schema (edits may break it), then the
        game's reference, rules and geometry checks."""
        return document_check.validate(self)

    def set_external_issues(self, source: str, issues: list[Issue]) -> None:
        """Replace the issues ``source`` found outside :meth:`validate` (shown with the others
        until the source replaces them; an empty list clears them)."""
        if issues:
            self.external_issues[source] = list(issues)
        elif source not in self.external_issues:
            return
        else:
            del self.external_issues[source]
        self.external_issues_changed.emit()

    def all_external_issues(self) -> list[Issue]:
        return [i for source in sorted(self.external_issues) for i in self.external_issues[source]]
