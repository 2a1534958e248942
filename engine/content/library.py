"""A library of loaded content for reference checks, and validation of files, folders and packs."""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from pathlib import Path

import engine
from engine.content.base import CheckContext, ContentModel
from engine.content.io import ContentError, LoadedContent, load_file
from engine.content.issues import Issue, Location, Severity, sort_issues

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


class ContentLibrary:
    """Content indexed by ``(kind, id)`` so documents can check their references."""

    def __init__(self) -> None:
        self.items: dict[tuple[str, str], LoadedContent] = {}
        self.errors: list[Issue] = []

    def add(self, loaded: LoadedContent) -> None:
        ident = getattr(loaded.model, "id", None)
        if isinstance(ident, str):
            self.items[(loaded.model.kind, ident)] = loaded

    def add_folder(self, folder: Path) -> list[LoadedContent]:
        out = []
        for f in iter_content_files(folder):
            try:
                loaded = load_file(f)
            except ContentError as exc:
                self.errors.extend(exc.issues)
                continue
            self.add(loaded)
            out.append(loaded)
        return out

    def get(self, kind: str, ident: str) -> ContentModel | None:
        item = self.items.get((kind, ident))
        return item.model if item is not None else None

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


def check_loaded(loaded: LoadedContent, library: ContentLibrary | None = None) -> list[Issue]:
    """Every issue beyond the schema (references, rules, geometry), with lines resolved."""
    ctx = CheckContext(library=library if library is not None else bundled_library(), file=loaded.file)
    issues = []
    try:
        for issue in loaded.model.check(ctx):
            issues.append(loaded.locate(issue))
    except Exception as exc:  # a checker bug must not hide the other files' issues
        issues.append(
            Issue(Severity.ERROR, "internal", f"validation crashed: {type(exc).__name__}: {exc}", Location(loaded.file))
        )
    return issues


def validate_file(path: Path, library: ContentLibrary | None = None) -> list[Issue]:
    try:
        loaded = load_file(path)
    except ContentError as exc:
        return list(exc.issues)
    return check_loaded(loaded, library)


def validate_paths(paths: Iterable[str | os.PathLike[str]]) -> list[Issue]:
    """Validate files, folders and packs. Folders are loaded as a whole first, so documents can
    refer to each other; the bundled core pack is always available for references."""
    from engine.content.pack import MANIFEST_NAME, check_pack_manifest

    issues: list[Issue] = []
    for raw in paths:
        p = Path(raw)
        if not p.exists():
            issues.append(Issue(Severity.ERROR, "io", "no such file or folder", Location(str(p))))
            continue
        if p.is_file():
            lib = ContentLibrary()
            lib.items.update(bundled_library().items)
            lib.add_folder(p.parent)
            issues.extend(validate_file(p, lib))
            continue
        lib = ContentLibrary()
        lib.items.update(bundled_library().items)
        loaded = lib.add_folder(p)
        issues.extend(lib.errors)
        for item in loaded:
            issues.extend(check_loaded(item, lib))
        for manifest in sorted(p.rglob(MANIFEST_NAME)):
            if not any(part in SKIP_DIRS or part.startswith(".") for part in manifest.relative_to(p).parts[:-1]):
                issues.extend(check_pack_manifest(manifest.parent, loaded))
    return sort_issues(issues)
