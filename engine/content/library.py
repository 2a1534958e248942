"""A library of loaded content for reference checks, and validation of files, folders and packs."""

from __future__ import annotations

import hashlib
import json
import os
import traceback
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import engine
from engine.content.base import CheckContext, ContentModel, ident_problem, kind_of
from engine.content.io import ContentError, LoadedContent, load_file, model_from_data
from engine.content.issues import Issue, Location, Severity, has_errors, sort_issues
from engine.content.manifest import CORE_PACK_ID, MANIFEST_NAME, check_pack_manifest
from engine.content.reader import read_yaml
from engine.core.errors import shorten
from engine.core.log import BUNDLED, FOLDER, PACK, RECORD_FIELDS, ContentRef, make_origin
from engine.core.message import Message

M = TypeVar("M", bound=ContentModel)

#: Files and folders a content walk skips (generated schema, hidden files).
SKIP_DIRS = {"schema", "__pycache__"}


def bundled_content_dir() -> Path:
    """The folder of the bundled content (``content/`` next to the packages, or ``$WARBENCH_CONTENT``)."""
    env = os.environ.get("WARBENCH_CONTENT")
    if env:
        return Path(env)
    return Path(engine.__file__).resolve().parent.parent / "content"


def core_pack_dir() -> Path:
    return bundled_content_dir() / "core"


def iter_content_files(folder: Path) -> Iterator[Path]:
    """Every ``*.yaml`` / ``*.yml`` file under ``folder``, in sorted order, skipping hidden and schema folders."""
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
        for name in sorted(files):
            if name.endswith((".yaml", ".yml")) and not name.startswith("."):
                yield Path(root) / name


@dataclass(frozen=True)
class PackInfo:
    """The pack a content item came from (its ``manifest.yaml``)."""

    id: str
    version: str


def content_hash(model: ContentModel) -> str:
    """SHA-256 of a model's canonical JSON (formatting and key order in the file do not matter)."""
    text = json.dumps(model.model_dump(mode="json"), sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _find_pack(folder: Path, cache: dict[Path, PackInfo | None]) -> PackInfo | None:
    """The manifest of the pack holding ``folder`` (the nearest ``manifest.yaml`` above it)."""
    chain: list[Path] = []
    found: PackInfo | None = None
    for d in [folder, *folder.parents]:
        if d in cache:
            found = cache[d]
            break
        chain.append(d)
        manifest = d / "manifest.yaml"
        if manifest.is_file():
            try:
                data, _ = read_yaml(manifest)
            except ContentError:
                data = None
            if isinstance(data, dict) and isinstance(data.get("id"), str):
                found = PackInfo(str(data["id"]), str(data.get("version", "")))
            break
    for d in chain:
        cache[d] = found
    return found


def pack_holding(path: Path) -> PackInfo | None:
    """The pack (the bundled core pack included) whose folder holds the file ``path``, or
    ``None`` when no folder above it has a pack manifest."""
    return _find_pack(Path(path).resolve().parent, {})


def free_id(wanted: str, taken: Iterable[str], fallback: str = "item") -> str:
    """``wanted`` (or ``fallback`` when ``wanted`` is not an id) if no item of ``taken`` has it,
    else the first of ``wanted-2``, ``wanted-3``, ... that none has."""
    stem = wanted if ident_problem(wanted) is None else fallback
    used = set(taken)
    candidate, n = stem, 2
    while candidate in used:
        candidate = f"{stem}-{n}"
        n += 1
    return candidate


class ContentLibrary:
    """Content indexed by ``(kind, id)``: what documents check their references against and what
    games are played with. Each item remembers the pack it came from, and :meth:`track` records
    which items a piece of code looked up (the content a game was set up with)."""

    def __init__(self) -> None:
        self.items: dict[tuple[str, str], LoadedContent] = {}
        self.packs: dict[tuple[str, str], PackInfo] = {}
        #: origins given when items were added (a document open with unsaved changes); the others
        #: follow from the item's pack or file (see :meth:`origin_of`)
        self.origins: dict[tuple[str, str], str] = {}
        #: documents open in the app with unsaved changes and their origins (see
        #: :mod:`engine.content.live`), also those left out because another source has their id:
        #: a document's own folder may hold the file one of them replaces
        self.unsaved: list[tuple[LoadedContent, str]] = []
        self.errors: list[Issue] = []
        #: items of a folder added with ``strict=True`` that have errors: looking one up raises its errors
        self.refused: dict[tuple[str, str], ContentError] = {}
        self._trackers: list[set[tuple[str, str]]] = []
        self._pack_dirs: dict[Path, PackInfo | None] = {}
        #: per key: the item and pack a reference was made of, and the reference (see :meth:`ref`)
        self._refs: dict[tuple[str, str], tuple[LoadedContent, PackInfo | None, ContentRef]] = {}

    def add(self, loaded: LoadedContent, pack: PackInfo | None = None, origin: str | None = None) -> None:
        """Add (or replace) an item; ``origin`` says where it came from when its pack or file does
        not (see :meth:`origin_of`)."""
        ident = getattr(loaded.model, "id", None)
        if isinstance(ident, str):
            key = (loaded.model.kind, ident)
            self.items[key] = loaded
            self.refused.pop(key, None)
            if origin is not None:
                self.origins[key] = origin
            else:
                self.origins.pop(key, None)
            if pack is None and loaded.file:
                pack = _find_pack(Path(loaded.file).resolve().parent, self._pack_dirs)
            if pack is not None:
                self.packs[key] = pack
            else:
                self.packs.pop(key, None)

    def add_folder(self, folder: Path, *, strict: bool = False, skip: Iterable[Path] = ()) -> list[LoadedContent]:
        """Load every content file under ``folder`` (files that do not load go to :attr:`errors`;
        saved games, which are not content, are passed over).

        With ``strict`` (content a user brings to play with) a file that does not load raises a
        :class:`ContentError` naming every such file and line: which item it meant to be cannot
        be known, so nothing short of refusing the folder keeps the bundled item of the same id
        from being used in its place. Every item is also checked against the library, and an
        item with errors is refused: looking it up with :meth:`get` raises its errors instead of
        quietly using it or the bundled item of the same id. ``skip`` names files the caller
        loads and checks itself."""
        skipped = {p.resolve() for p in skip}
        out = []
        unloaded: list[Issue] = []
        seen: dict[tuple[str, str], LoadedContent] = {}
        for f in iter_content_files(folder):
            if f.resolve() in skipped:
                continue
            data: object = None
            try:
                data, lines = read_yaml(f)
                if _is_saved_game(data):
                    continue
                loaded = model_from_data(data, str(f), lines)
            except ContentError as exc:
                self.errors.extend(exc.issues)
                unloaded.extend(exc.issues)
                continue
            key = _key(loaded)
            other = seen.get(key) if key is not None else None
            if other is not None:
                unloaded.extend(_same_id(loaded, other))
                self.errors.extend(_same_id(loaded, other))
            elif key is not None:
                seen[key] = loaded
            self.add(loaded)
            out.append(loaded)
        if strict and unloaded:
            raise ContentError(unloaded)
        if strict:
            for loaded in out:
                errors = [i for i in check_loaded(loaded, self) if i.severity is Severity.ERROR]
                if errors:
                    key = (loaded.model.kind, str(getattr(loaded.model, "id", "")))
                    self.refused[key] = ContentError(errors)
            for key in self.refused:
                self.items.pop(key, None)
        return out

    def copy(self) -> ContentLibrary:
        """A new library with the same items (adding to it leaves this one unchanged)."""
        other = ContentLibrary()
        other.items.update(self.items)
        other.packs.update(self.packs)
        other.origins.update(self.origins)
        other.unsaved = list(self.unsaved)
        other.refused.update(self.refused)
        other._pack_dirs = self._pack_dirs
        other._refs = self._refs  # checked against the item at hand, so copies may share it
        return other

    def get(self, kind: str, ident: str) -> ContentModel | None:
        """The item of ``kind`` and ``ident`` (``None`` when there is none); raises the item's
        :class:`ContentError` when it was refused (see :meth:`add_folder`)."""
        for seen in self._trackers:
            seen.add((kind, ident))
        refused = self.refused.get((kind, ident))
        if refused is not None:
            raise refused
        item = self.items.get((kind, ident))
        return item.model if item is not None else None

    def ref(self, kind: str, ident: str) -> ContentRef | None:
        """What the item of ``kind`` and ``ident`` is (``None`` when there is none): the reference a
        saved game records, and the key its compiled forms are kept by. Looking it up counts as a
        use (:meth:`track`), like :meth:`get`.

        The hash is computed once per item added: items of a library are not changed in place (a
        document edited in the app is its own copy, and a changed file is added again as a new item)."""
        model = self.get(kind, ident)
        if model is None:
            return None
        key = (kind, ident)
        item = self.items[key]
        pack = self.packs.get(key)
        memo = self._refs.get(key)
        if memo is not None and memo[0] is item and memo[1] == pack:
            return memo[2]
        ref = ContentRef(
            kind,
            ident,
            content_hash(model),
            pack.id if pack else None,
            pack.version if pack else None,
            self.origin_of(kind, ident),
        )
        self._refs[key] = (item, pack, ref)
        return ref

    @contextmanager
    def track(self) -> Iterator[set[tuple[str, str]]]:
        """Collect the ``(kind, id)`` of every item looked up with :meth:`get` inside the block."""
        seen: set[tuple[str, str]] = set()
        self._trackers.append(seen)
        try:
            yield seen
        finally:
            self._trackers.remove(seen)

    def pack_of(self, kind: str, ident: str) -> PackInfo | None:
        return self.packs.get((kind, ident))

    def origin_of(self, kind: str, ident: str) -> str | None:
        """Where the item came from (:func:`engine.core.log.make_origin`): the origin it was added
        with, else ``bundled`` for the core pack, ``pack:<id>`` for another pack, ``folder:<folder>``
        for a file of no pack; ``None`` for an item without a file (made in memory)."""
        key = (kind, ident)
        if key in self.origins:
            return self.origins[key]
        pack = self.packs.get(key)
        if pack is not None:
            return make_origin(BUNDLED) if pack.id == CORE_PACK_ID else make_origin(PACK, pack.id)
        item = self.items.get(key)
        if item is not None and item.file:
            return make_origin(FOLDER, str(Path(item.file).resolve().parent))
        return None

    def merge(self, other: ContentLibrary, *, skip: Path | None = None) -> None:
        """Add every item and error of ``other`` (a folder's content read once, see
        :func:`folder_content`) with its pack and origin, leaving out the file ``skip`` (the
        document one is editing, which is its own item) and its errors."""
        left_out = skip.resolve() if skip is not None else None
        for key, loaded in other.items.items():
            if left_out is not None and loaded.file and Path(loaded.file).resolve() == left_out:
                continue
            self.add(loaded, other.packs.get(key), other.origins.get(key))
        for key, refused in other.refused.items():
            self.refused[key] = refused
            self.items.pop(key, None)
        self.errors.extend(
            i
            for i in other.errors
            if left_out is None or not i.location.file or Path(i.location.file).resolve() != left_out
        )

    def ids(self, kind: str) -> list[str]:
        return sorted(i for k, i in self.items if k == kind)

    def of_kind(self, kind: str) -> list[ContentModel]:
        return [self.items[(k, i)].model for k, i in sorted(self.items) if k == kind]

    @classmethod
    def bundled(cls) -> ContentLibrary:
        lib = cls()
        core = core_pack_dir()
        if core.is_dir():
            lib.add_folder(core)
        return lib


_BUNDLED: ContentLibrary | None = None


def bundled_library() -> ContentLibrary:
    """The bundled core pack, loaded once per process."""
    global _BUNDLED
    if _BUNDLED is None:
        _BUNDLED = ContentLibrary.bundled()
    return _BUNDLED


_BUNDLED_PARTS: dict[str, ContentLibrary] = {}


def bundled_part(kind: str) -> ContentLibrary:
    """The bundled content of the game ``kind`` belongs to (the core pack keeps each game's
    content in a folder named like its kinds' prefix, and a game's content refers only to its
    own kinds), or the whole bundled pack when it is loaded already or has no such folder.
    Checking one file then reads and imports one game, not five."""
    folder = core_pack_dir() / kind.split("/", 1)[0]
    if _BUNDLED is not None or not folder.is_dir():
        return bundled_library()
    part = _BUNDLED_PARTS.get(folder.name)
    if part is None:
        part = _BUNDLED_PARTS[folder.name] = ContentLibrary()
        part.add_folder(folder)
    return part


_ACTIVE: ContentLibrary | None = None


def set_active_library(library: ContentLibrary | None) -> None:
    """Make ``library`` (the bundled pack plus the user's enabled packs) what :func:`active_library`
    returns; ``None`` goes back to the bundled pack alone."""
    global _ACTIVE
    _ACTIVE = library


def active_library() -> ContentLibrary:
    """The content the app works with: the bundled pack and the packs the user enabled (see
    :mod:`engine.content.packstore`), or the bundled pack alone when none were set."""
    return _ACTIVE if _ACTIVE is not None else bundled_library()


def check_loaded(loaded: LoadedContent, library: ContentLibrary | None = None) -> list[Issue]:
    """Every issue beyond the schema (references, rules, geometry), with lines resolved. An item
    the document refers to that was refused (it has errors of its own) adds those errors."""
    ctx = CheckContext(library=library if library is not None else bundled_library(), file=loaded.file)
    issues = []
    try:
        for issue in loaded.model.check(ctx):
            issues.append(loaded.locate(issue))
    except ContentError as exc:  # a referenced item was refused
        issues.extend(exc.issues)
    except Exception as exc:  # a checker bug must not hide the other files' issues
        issues.append(_checker_crashed(loaded, exc))
    return issues


def _checker_crashed(loaded: LoadedContent, exc: Exception) -> Issue:
    """An error naming the check that raised and where in Warbench it did (the file itself is
    not at fault at any one line, so none is given): a bug to report, never a silent pass."""
    model = type(loaded.model)
    check = f"{model.__module__}.{model.__name__}.check"
    where: Message | str = check
    frames = traceback.extract_tb(exc.__traceback__)
    if frames:
        last = frames[-1]
        root = Path(engine.__file__).resolve().parent.parent
        try:
            source = Path(last.filename).resolve().relative_to(root).as_posix()
        except ValueError:
            source = Path(last.filename).name
        where = Message(
            "content-check-crashed-at", check=check, function=last.name, source=source, line=str(last.lineno)
        )
    # the error itself is Python's, as a bug report needs it
    said = Message(
        "content-check-crashed",
        kind=loaded.model.kind,
        check=where,
        error=f"{type(exc).__name__}: {shorten(str(exc), 200)}",
    )
    return Issue(Severity.ERROR, "internal", said, Location(loaded.file))


def validate_file(path: Path, library: ContentLibrary | None = None) -> list[Issue]:
    try:
        loaded = load_file(path)
    except ContentError as exc:
        return list(exc.issues)
    return check_loaded(loaded, library)


def _key(loaded: LoadedContent) -> tuple[str, str] | None:
    ident = getattr(loaded.model, "id", None)
    return (loaded.model.kind, ident) if isinstance(ident, str) else None


def _same_id(loaded: LoadedContent, other: LoadedContent) -> list[Issue]:
    """An error at the id of each of two documents of one kind with one id, naming the other
    file: which one a reference meant cannot be known."""
    kind, ident = loaded.model.kind, str(getattr(loaded.model, "id", ""))
    out = []
    for here, there in ((other, loaded), (loaded, other)):
        out.append(
            Issue(
                Severity.ERROR,
                "duplicate-id",
                Message("content-duplicate-id", kind=kind, id=shorten(ident), other=str(there.file)),
                Location(here.file, here.lines.line_of(("id",)), ("id",)),
            )
        )
    return out


def _is_saved_game(data: object) -> bool:
    """Whether ``data`` is a game saved by ``play --log`` or the player (kept beside the content
    it was played with, but not content): a mapping of the saved game's fields without a kind."""
    return isinstance(data, dict) and "kind" not in data and {"game", "actions"} <= data.keys() <= set(RECORD_FIELDS)


def is_bundled(path: Path) -> bool:
    """Whether ``path`` lies in the bundled content (already loaded and valid)."""
    return path.resolve().is_relative_to(bundled_content_dir().resolve())


def load_for_use(
    path: str | os.PathLike[str], model: type[M], content: ContentLibrary | None = None
) -> tuple[M, ContentLibrary]:
    """The document at ``path`` and the library to use it with, for every command that plays,
    solves or resolves a file: ``content`` (default: a copy of the bundled pack) with the content
    of the file's folder added strictly (see :meth:`ContentLibrary.add_folder`).

    Raises :class:`ContentError` with every error ``warbench validate`` reports for the file
    (file, line, field), or when the file is not a ``model`` document."""
    loaded, lib = load_checked(path, content, model)
    assert isinstance(loaded.model, model)
    return loaded.model, lib


def load_checked(
    path: str | os.PathLike[str], content: ContentLibrary | None = None, model: type[ContentModel] = ContentModel
) -> tuple[LoadedContent, ContentLibrary]:
    """The document at ``path`` through the gate and every check of ``warbench validate``, added
    to ``content`` (default: a copy of the bundled pack) with the content of the file's folder
    (added strictly), as :func:`load_for_use`; a command that takes a file of any kind (a setup
    to simulate) asks for ``ContentModel``. Raises :class:`ContentError` with every error
    ``validate`` reports for the file (file, line, field), or when it is not a ``model`` document."""
    p = Path(path)
    loaded = load_file(p)
    if not isinstance(loaded.model, model):
        raise ContentError(
            [
                Issue(
                    Severity.ERROR,
                    "kind",
                    Message("content-wrong-kind", kind=loaded.model.kind, wanted=kind_of(model)),
                    Location(str(p), loaded.lines.line_of(("kind",)), ("kind",)),
                )
            ]
        )
    lib = content if content is not None else bundled_library().copy()
    if not is_bundled(p.parent):
        key = _key(loaded)
        before = lib.items.get(key) if key is not None else None
        lib.add_folder(p.parent, strict=True, skip=[p])
        after = lib.items.get(key) if key is not None else None
        if after is not None and after is not before:  # a file of the folder has the played file's id
            raise ContentError(_same_id(after, loaded))
    issues = check_loaded(loaded, lib)
    if has_errors(issues):
        raise ContentError([i for i in issues if i.severity is Severity.ERROR])
    lib.add(loaded)
    return loaded, lib


def validate_paths(paths: Iterable[str | os.PathLike[str]], base: ContentLibrary | None = None) -> list[Issue]:
    """Validate files, folders and packs. Folders are loaded as a whole first, so documents can
    refer to each other; ``base`` (default: the bundled core pack) is always available for
    references. Each issue is reported once, however many of the paths lead to it (two files
    of one folder that share an id, a deck validated with the setup that uses it)."""
    issues: list[Issue] = []
    for raw in paths:
        p = Path(raw)
        if not p.exists():
            issues.append(Issue(Severity.ERROR, "io", Message("content-no-path"), Location(str(p))))
            continue
        if p.is_file():
            try:
                kind = load_file(p).model.kind
            except ContentError as exc:
                issues.extend(exc.issues)
                continue
            # the folder as the commands that use the file add it (strictly): a file there that does
            # not load is an error (they refuse to play for it), an item with errors of its own is
            # refused and the file's checks report it where they use it, and an id the file shares
            # with another file of the folder is an error at both
            lib = (base if base is not None else bundled_part(kind)).copy()
            if not is_bundled(p.parent):  # the bundled content is in the base, valid
                try:
                    lib.add_folder(p.parent, strict=True)
                except ContentError as exc:
                    issues.extend(i for i in exc.issues if i.location.file != str(p))
                issues.extend(i for i in lib.errors if i.location.file == str(p) and i.code == "duplicate-id")
            issues.extend(validate_file(p, lib))
            continue
        lib = (base if base is not None else bundled_library()).copy()
        loaded = lib.add_folder(p)
        issues.extend(lib.errors)
        for item in loaded:
            issues.extend(check_loaded(item, lib))
        for manifest in sorted(p.rglob(MANIFEST_NAME)):
            if not any(part in SKIP_DIRS or part.startswith(".") for part in manifest.relative_to(p).parts[:-1]):
                issues.extend(check_pack_manifest(manifest.parent, loaded))
    # a file's folder is loaded for each file named, and a document's check reports the errors of
    # a refused document it uses: the same issue may come from several paths
    return sort_issues(dict.fromkeys(issues))
