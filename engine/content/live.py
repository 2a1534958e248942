"""The live content library: every content item the app or a command knows, each with its origin,
kept current while files change.

It is made of, in this order:

- the **base**: the bundled core pack and the user's enabled packs (``bundled``, ``pack:<id>``);
- the user's **folders** (``folder:<folder>``): the user's content folder, folders named on the
  command line, and the folders documents were opened from or saved to in the app;
- the **documents open with unsaved changes** (``unsaved:<document>``).

An item of a folder never silently replaces an item of the base or of an earlier folder: which one
a reference meant cannot be known, so the later one is left out and :meth:`LiveContent.conflicts`
names both files (a document's own folder still overrides the base for that document, see
:func:`engine.content.library.load_checked`). An unsaved document replaces the saved item of its
own file, or adds an item no other source has.

Nothing here watches the disk: whoever runs the library (the app's file watcher, a command) calls
:meth:`LiveContent.changed` with what changed, and the library reads those folders again the next
time it is asked. Listeners added with :meth:`LiveContent.on_change` hear of every change.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.content.io import LoadedContent
from engine.content.issues import Issue, Location, Severity
from engine.content.library import SKIP_DIRS, ContentLibrary, bundled_library
from engine.content.packstore import PackStore, data_dir
from engine.core.errors import UsageError, shorten
from engine.core.log import UNSAVED, make_origin, origin_words
from engine.core.message import Message
from engine.core.saying import localized as _t
from engine.core.saying import said
from engine.core.subcommands import add_subcommand


@dataclass(frozen=True)
class Clash:
    """Two sources with an item of one kind and id: ``file`` (left out of the content) and
    ``other_file`` (the item kept, from ``other_origin``). A file is ``None`` for a document never
    saved."""

    kind: str
    ident: str
    file: str | None
    line: int | None
    other_file: str | None
    other_origin: str | None

    def names(self, path: Path) -> bool:
        """Whether ``path`` is one of the two files."""
        return _same_file(self.file, str(path)) or _same_file(self.other_file, str(path))


class LiveContent:
    """The content the app and the command line work with (see the module's description)."""

    def __init__(self, base: ContentLibrary | None = None, folders: Iterable[Path] = ()) -> None:
        self._base = base if base is not None else bundled_library()
        #: each folder's own content, read on demand (``None``: to be read again)
        self._folders: dict[Path, ContentLibrary | None] = {}
        #: per open document (any hashable token): its unsaved item and the document's name
        self._unsaved: dict[object, tuple[LoadedContent, str]] = {}
        self._library: ContentLibrary | None = None
        self._clashes: list[Clash] = []
        self._listeners: list[Callable[[], None]] = []
        #: counts the changes: a library built at one generation is current until the next
        self.generation = 0
        for folder in folders:
            self.add_folder(folder)

    # -- what it is made of
    def set_base(self, base: ContentLibrary) -> None:
        """Use ``base`` (the bundled pack and the enabled packs) from now on."""
        self._base = base
        self._changed()

    def add_folder(self, folder: Path) -> bool:
        """Know the content of ``folder`` too; ``False`` when it is known already (or is no folder)."""
        folder = Path(folder).resolve()
        if folder in self._folders or not folder.is_dir():
            return False
        self._folders[folder] = None
        self._changed()
        return True

    def folders(self) -> list[Path]:
        return list(self._folders)

    def watched_dirs(self) -> list[Path]:
        """Every folder whose files are content here (each user folder and the folders below it):
        what a watcher watches to call :meth:`changed`."""
        out: list[Path] = []
        for folder in self._folders:
            for root, dirs, _files in os.walk(folder):
                dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
                out.append(Path(root))
        return out

    def changed(self, paths: Iterable[Path]) -> bool:
        """Files or folders changed on disk: the user folders holding them are read again when the
        library is next asked for. ``True`` when any of them is content here."""
        stale = False
        for raw in paths:
            path = Path(raw).resolve()
            for folder in self._folders:
                if path == folder or path.is_relative_to(folder):
                    self._folders[folder] = None
                    stale = True
        if stale:
            self._changed()
        return stale

    def set_unsaved(self, token: object, loaded: LoadedContent, name: str) -> None:
        """The document ``token`` (named ``name``) is open with unsaved changes: its item is ``loaded``."""
        self._unsaved[token] = (loaded, name)
        self._changed()

    def drop_unsaved(self, token: object) -> None:
        """The document ``token`` was saved or closed: its file (if any) holds what counts."""
        if self._unsaved.pop(token, None) is not None:
            self._changed()

    def on_change(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    def _changed(self) -> None:
        self._library = None
        self.generation += 1
        for listener in list(self._listeners):
            listener()

    # -- what it holds
    def folder_content(self, folder: Path) -> ContentLibrary:
        """The content of one user folder alone (read once until :meth:`changed` says it changed)."""
        folder = Path(folder).resolve()
        part = self._folders.get(folder)
        if part is None:
            part = ContentLibrary()
            part.add_folder(folder)
            if folder in self._folders:
                self._folders[folder] = part
        return part

    def library(self) -> ContentLibrary:
        """Everything known now, each item with its origin (built once per change)."""
        if self._library is not None:
            return self._library
        lib = self._base.copy()
        clashes: list[Clash] = []
        for folder in self._folders:
            part = self.folder_content(folder)
            lib.errors.extend(part.errors)
            for key, loaded in part.items.items():
                there = lib.items.get(key)
                if there is not None and there.file != loaded.file:
                    clashes.append(_clash(key, loaded, there, lib.origin_of(*key)))
                    continue
                lib.add(loaded, part.packs.get(key), part.origins.get(key))
        for loaded, name in self._unsaved.values():
            ident = getattr(loaded.model, "id", None)
            if not isinstance(ident, str):
                continue
            lib.unsaved.append((loaded, make_origin(UNSAVED, name)))
            key = (loaded.model.kind, ident)
            there = lib.items.get(key)
            if there is not None and not _same_file(there.file, loaded.file):
                clashes.append(_clash(key, loaded, there, lib.origin_of(*key)))
                continue
            lib.add(loaded, lib.packs.get(key) if there is not None else None, make_origin(UNSAVED, name))
        self._clashes = clashes
        self._library = lib
        return lib

    def clashes(self) -> list[Clash]:
        """Every item left out because another source has its kind and id, with both files."""
        self.library()
        return list(self._clashes)

    def conflicts(self) -> list[Issue]:
        """An error for every item left out because another source has its kind and id."""
        return [_conflict(c) for c in self.clashes()]

    def listing(self) -> list[tuple[str, str, str, str]]:
        """``(kind, id, origin, file)`` of every item, sorted: what ``warbench library`` prints."""
        lib = self.library()
        return [
            (kind, ident, lib.origin_of(kind, ident) or "", lib.items[(kind, ident)].file or "")
            for kind, ident in sorted(lib.items)
        ]


def origin_said(origin: str | None) -> Message:
    """An origin in words, as a message: ``bundled``, ``pack river``, ``folder /home/me/maps``,
    ``unsaved document My map``, ``made in memory``."""
    words = origin_words(origin) if origin else None
    if words is None:
        return Message("content-origin", where="memory", name="")
    where, name = words
    return Message("content-origin", where=where, name=name)


def describe_origin(origin: str | None) -> str:
    """:func:`origin_said` in the current language, for the command line."""
    return str(origin_said(origin))


def _same_file(a: str | None, b: str | None) -> bool:
    return a is not None and b is not None and Path(a).resolve() == Path(b).resolve()


def _clash(key: tuple[str, str], loaded: LoadedContent, there: LoadedContent, origin: str | None) -> Clash:
    line = loaded.lines.line_of(("id",)) if loaded.file else None
    return Clash(key[0], key[1], loaded.file, line, there.file, origin)


def _conflict(clash: Clash) -> Issue:
    origin = origin_said(clash.other_origin)
    said = Message(
        "content-duplicate-id-left-out",
        kind=clash.kind,
        id=shorten(clash.ident),
        other=clash.other_file or origin,
        origin=origin,
    )
    return Issue(Severity.ERROR, "duplicate-id", said, Location(clash.file, clash.line, ("id",)))


def add_library_command(sub: Any) -> None:
    """``warbench library``: every content item the app would know, with its origin."""
    p = add_subcommand(sub, "library", "cli-library-library", _cmd_library)
    p.add_argument(
        "--folder",
        action="append",
        default=[],
        metavar="FOLDER",
        help=_t("cli-library-folder", "a folder of content (repeatable)"),
    )
    p.add_argument(
        "--data",
        metavar="DIR",
        help=_t("cli-library-data", "Warbench's data folder with the installed packs ($WARBENCH_DATA)"),
    )
    p.add_argument("--kind", help=_t("cli-library-kind", "only items of this kind (samurai_battles/scenario)"))


def _cmd_library(args: argparse.Namespace) -> int:
    """list every content item (bundled, enabled packs, folders) with where it comes from

    List every content item the app works with: the bundled pack, the enabled packs of the data
    folder and the folders named, one line each: kind, id, origin, file. An item of a folder whose
    kind and id another source has already is an error (exit 1)."""
    folders = [Path(f) for f in args.folder]
    for f in folders:
        if not f.is_dir():
            raise UsageError(said("cli-no-such-folder", option="--folder", folder=str(f)))
    store = PackStore(data_dir(args.data))
    live = LiveContent(store.library(), folders)
    for k, ident, origin, file in live.listing():
        if args.kind is None or k == args.kind:
            print(f"{k}\t{ident}\t{describe_origin(origin)}\t{file}")
    problems = live.conflicts() + live.library().errors
    for issue in problems:
        print(issue.format())
    return 1 if problems else 0
