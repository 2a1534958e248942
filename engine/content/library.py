"""A library of loaded content for reference checks, and validation of files, folders and packs."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import engine
from engine.content.base import CheckContext, ContentModel
from engine.content.io import ContentError, LoadedContent, load_file, model_from_data
from engine.content.issues import Issue, Location, Severity, has_errors, sort_issues
from engine.content.reader import read_yaml
from engine.core.log import ContentRef

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


class ContentLibrary:
    """Content indexed by ``(kind, id)``: what documents check their references against and what
    games are played with. Each item remembers the pack it came from, and :meth:`track` records
    which items a piece of code looked up (the content a game was set up with)."""

    def __init__(self) -> None:
        self.items: dict[tuple[str, str], LoadedContent] = {}
        self.packs: dict[tuple[str, str], PackInfo] = {}
        self.errors: list[Issue] = []
        #: items of a folder added with ``strict=True`` that have errors: looking one up raises its errors
        self.refused: dict[tuple[str, str], ContentError] = {}
        self._trackers: list[set[tuple[str, str]]] = []
        self._pack_dirs: dict[Path, PackInfo | None] = {}
        #: per key: the item and pack a reference was made of, and the reference (see :meth:`ref`)
        self._refs: dict[tuple[str, str], tuple[LoadedContent, PackInfo | None, ContentRef]] = {}

    def add(self, loaded: LoadedContent, pack: PackInfo | None = None) -> None:
        ident = getattr(loaded.model, "id", None)
        if isinstance(ident, str):
            key = (loaded.model.kind, ident)
            self.items[key] = loaded
            self.refused.pop(key, None)
            if pack is None and loaded.file:
                pack = _find_pack(Path(loaded.file).resolve().parent, self._pack_dirs)
            if pack is not None:
                self.packs[key] = pack
            else:
                self.packs.pop(key, None)

    def add_folder(self, folder: Path, *, strict: bool = False, skip: Iterable[Path] = ()) -> list[LoadedContent]:
        """Load every content file under ``folder`` (files that do not load go to :attr:`errors`).

        With ``strict`` (content a user brings to play with) every item is also checked against
        the library, and an item with errors is refused: looking it up with :meth:`get` raises
        its errors instead of quietly using it or the bundled item of the same id. ``skip``
        names files the caller loads and checks itself."""
        skipped = {p.resolve() for p in skip}
        out = []
        for f in iter_content_files(folder):
            if f.resolve() in skipped:
                continue
            data: object = None
            try:
                data, lines = read_yaml(f)
                loaded = model_from_data(data, str(f), lines)
            except ContentError as exc:
                self.errors.extend(exc.issues)
                key = _raw_key(data)
                if strict and key is not None:
                    self.refused[key] = exc
                continue
            self.add(loaded)
            out.append(loaded)
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
        ref = ContentRef(kind, ident, content_hash(model), pack.id if pack else None, pack.version if pack else None)
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
        issues.append(
            Issue(
                Severity.ERROR,
                "internal",
                f"validation crashed: {type(exc).__name__}: {exc}",
                Location(loaded.file, loaded.lines.line_of(())),
            )
        )
    return issues


def validate_file(path: Path, library: ContentLibrary | None = None) -> list[Issue]:
    try:
        loaded = load_file(path)
    except ContentError as exc:
        return list(exc.issues)
    return check_loaded(loaded, library)


def _raw_key(data: object) -> tuple[str, str] | None:
    """The ``(kind, id)`` a document that does not load claims to be, when it says."""
    if isinstance(data, dict) and isinstance(data.get("kind"), str) and isinstance(data.get("id"), str):
        return (data["kind"], data["id"])
    return None


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
    p = Path(path)
    loaded = load_file(p)
    if not isinstance(loaded.model, model):
        from engine.content.base import kind_of

        raise ContentError(
            [
                Issue(
                    Severity.ERROR,
                    "kind",
                    f"a {loaded.model.kind} file, not a {kind_of(model)}",
                    Location(str(p), loaded.lines.line_of(("kind",)), ("kind",)),
                )
            ]
        )
    lib = content if content is not None else bundled_library().copy()
    if not is_bundled(p.parent):
        lib.add_folder(p.parent, strict=True, skip=[p])
    issues = check_loaded(loaded, lib)
    if has_errors(issues):
        raise ContentError([i for i in issues if i.severity is Severity.ERROR])
    lib.add(loaded)
    return loaded.model, lib


def validate_paths(paths: Iterable[str | os.PathLike[str]], base: ContentLibrary | None = None) -> list[Issue]:
    """Validate files, folders and packs. Folders are loaded as a whole first, so documents can
    refer to each other; ``base`` (default: the bundled core pack) is always available for
    references."""
    from engine.content.pack import MANIFEST_NAME, check_pack_manifest

    base = base if base is not None else bundled_library()

    issues: list[Issue] = []
    for raw in paths:
        p = Path(raw)
        if not p.exists():
            issues.append(Issue(Severity.ERROR, "io", "no such file or folder", Location(str(p))))
            continue
        if p.is_file():
            lib = base.copy()
            lib.add_folder(p.parent)
            issues.extend(validate_file(p, lib))
            continue
        lib = base.copy()
        loaded = lib.add_folder(p)
        issues.extend(lib.errors)
        for item in loaded:
            issues.extend(check_loaded(item, lib))
        for manifest in sorted(p.rglob(MANIFEST_NAME)):
            if not any(part in SKIP_DIRS or part.startswith(".") for part in manifest.relative_to(p).parts[:-1]):
                issues.extend(check_pack_manifest(manifest.parent, loaded))
    return sort_issues(issues)
