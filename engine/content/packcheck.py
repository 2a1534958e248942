"""Checking a pack as a whole: its requirements (engine range, dependencies), every file, every
reference to another pack's content, and the file hashes its manifest lists.

A document may refer to the bundled core pack, to its own pack, and to the packs its manifest
``depends`` on; a reference to anything else (a pack that happens to be installed beside it, or
nothing at all) is an error naming the file and the line of the reference.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.content.io import ContentError, LoadedContent, dump_model, load_file
from engine.content.issues import Issue, Location, Severity, sort_issues
from engine.content.library import (
    ContentLibrary,
    bundled_library,
    check_loaded,
    core_pack_dir,
)
from engine.content.manifest import (
    CORE_PACK_ID,
    MANIFEST_NAME,
    PackManifest,
    check_pack_manifest,
    file_hash,
    unmet_requirements,
)
from engine.content.packfiles import pack_files, read_regular
from engine.core.message import Message


@dataclass(frozen=True)
class AvailablePack:
    """A pack another pack may depend on: its id, version and folder."""

    id: str
    version: str
    folder: Path


def core_pack() -> AvailablePack:
    """The bundled core pack (always available)."""
    try:
        manifest = load_file(core_pack_dir() / MANIFEST_NAME).model
        version = manifest.version if isinstance(manifest, PackManifest) else "0.0.0"
    except ContentError:
        version = "0.0.0"
    return AvailablePack(CORE_PACK_ID, version, core_pack_dir())


def packs_in(folder: Path) -> dict[str, AvailablePack]:
    """The packs in the sub-folders of ``folder`` whose manifests load, by id (a folder that is
    not a pack, or whose manifest does not load, is left out)."""
    out: dict[str, AvailablePack] = {}
    if not folder.is_dir():
        return out
    for sub in sorted(folder.iterdir()):
        if sub.name.startswith(".") or sub.is_symlink() or not sub.is_dir():
            continue
        manifest = try_manifest(sub)
        if manifest is not None:
            out.setdefault(manifest.id, AvailablePack(manifest.id, manifest.version, sub))
    return out


def try_manifest(folder: Path) -> PackManifest | None:
    """The folder's manifest, or ``None`` when it has none or it does not load."""
    path = folder / MANIFEST_NAME
    if not path.is_file() or path.is_symlink():
        return None
    try:
        model = load_file(path).model
    except ContentError:
        return None
    return model if isinstance(model, PackManifest) else None


def with_core(available: Mapping[str, AvailablePack] | None) -> dict[str, AvailablePack]:
    out = {CORE_PACK_ID: core_pack()}
    out.update(available or {})
    return out


def dependency_order(manifest: PackManifest, available: Mapping[str, AvailablePack]) -> list[AvailablePack]:
    """The packs ``manifest`` depends on, directly or through others, dependencies first (the
    core pack and missing packs are left out)."""
    order: list[AvailablePack] = []
    seen: set[str] = {manifest.id, CORE_PACK_ID}

    def visit(m: PackManifest) -> None:
        for dep in m.depends:
            if dep.id in seen or dep.id not in available:
                continue
            seen.add(dep.id)
            pack = available[dep.id]
            inner = try_manifest(pack.folder)
            if inner is not None:
                visit(inner)
            order.append(pack)

    visit(manifest)
    return order


def library_with(packs: list[AvailablePack], base: ContentLibrary | None = None) -> ContentLibrary:
    """A copy of ``base`` (default: the bundled pack) with the content of ``packs`` added in order."""
    lib = (base if base is not None else bundled_library()).copy()
    for pack in packs:
        lib.add_folder(pack.folder)
    return lib


# --------------------------------------------------------------------------- hashes


def current_hashes(folder: Path) -> dict[str, str]:
    """The SHA-256 of every file of the pack folder but its manifest, by member name (the files an
    export packs, read without following links)."""
    return {f.name: file_hash(read_regular(f.path)) for f in pack_files(folder) if f.name != MANIFEST_NAME}


def sealed_manifest(folder: Path) -> tuple[PackManifest, str]:
    """The folder's manifest with ``files`` set to the hashes of the files as they are now, and
    its text (raises :class:`ContentError` when the manifest does not load)."""
    loaded = load_file(folder / MANIFEST_NAME)
    if not isinstance(loaded.model, PackManifest):
        raise ContentError(
            [
                Issue(
                    Severity.ERROR,
                    "pack",
                    Message("pack-kind"),
                    Location(str(folder / MANIFEST_NAME), loaded.lines.line_of(("kind",)), ("kind",)),
                )
            ]
        )
    sealed = loaded.model.model_copy(update={"files": current_hashes(folder)})
    return sealed, dump_model(sealed)


def hash_issues(folder: Path, manifest: PackManifest, severity: Severity, line: int | None = None) -> list[Issue]:
    """Files that differ from the hashes the manifest lists, are missing, or are not listed (none
    when the manifest lists no hashes: it was never exported)."""
    if not manifest.files:
        return []
    mpath = str(folder / MANIFEST_NAME)
    where = Location(mpath, line, ("files",))
    now = current_hashes(folder)
    issues = []
    for name, digest in sorted(manifest.files.items()):
        if name not in now:
            issues.append(Issue(severity, "hash", Message("pack-hash-missing", name=name), where))
        elif now[name] != digest:
            issues.append(Issue(severity, "hash", Message("pack-hash-changed", name=name), where))
    for name in sorted(set(now) - set(manifest.files)):
        issues.append(Issue(severity, "hash", Message("pack-hash-unlisted", name=name), where))
    return issues


# --------------------------------------------------------------------------- references


def _paths_of(value: Any, wanted: str, path: tuple[str | int, ...] = ()) -> Iterator[tuple[str | int, ...]]:
    """Field paths of ``value`` (a document's data) whose text is ``wanted``."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths_of(v, wanted, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths_of(v, wanted, (*path, i))
    elif value == wanted:
        yield path


def reference_issues(item: LoadedContent, lib: ContentLibrary, own: str, allowed: set[str]) -> list[Issue]:
    """Every issue of ``item`` (see :func:`check_loaded`), plus an error for each item it refers to
    that comes from a pack other than ``own``, the core pack and the ``allowed`` dependencies."""
    with lib.track() as seen:
        issues = check_loaded(item, lib)
    data = item.model.model_dump(mode="json")
    for kind, ident in sorted(seen):
        source = lib.pack_of(kind, ident)
        if source is None or source.id in allowed or source.id in (own, CORE_PACK_ID):
            continue
        if lib.items.get((kind, ident)) is None:
            continue
        where = next(_paths_of(data, ident), ())
        line = item.lines.line_of(where) if where else item.lines.line_of(())
        issues.append(
            Issue(
                Severity.ERROR,
                "reference",
                Message("pack-reference-undeclared", kind=kind, id=repr(ident), pack=repr(source.id)),
                Location(item.file, line, where),
            )
        )
    return issues


# --------------------------------------------------------------------------- the whole pack


def check_pack(
    folder: Path,
    available: Mapping[str, AvailablePack] | None = None,
    *,
    hashes: Severity | None = Severity.WARNING,
) -> list[Issue]:
    """Every issue of the pack in ``folder``: the manifest loads; this Warbench and the
    ``available`` packs (id -> pack; the core pack is always there) meet its requirements; every
    file validates with the content of its dependencies; every reference to another pack's
    content is to a declared dependency; the files match the manifest's hashes (reported with
    ``hashes``: a warning while one edits a pack, an error for a pack one installs)."""
    folder = Path(folder)
    mpath = folder / MANIFEST_NAME
    try:
        loaded_manifest = load_file(mpath)
    except ContentError as exc:
        return list(exc.issues)
    manifest = loaded_manifest.model
    if not isinstance(manifest, PackManifest):
        line = loaded_manifest.lines.line_of(("kind",))
        return [Issue(Severity.ERROR, "pack", Message("pack-kind"), Location(str(mpath), line, ("kind",)))]
    others = {k: v for k, v in with_core(available).items() if k != manifest.id}
    issues: list[Issue] = []
    versions = {k: v.version for k, v in others.items()}
    for reason in unmet_requirements(manifest, versions):
        field: tuple[str | int, ...] = ("engine",) if reason.id == "pack-needs-engine" else ("depends",)
        line = loaded_manifest.lines.line_of(field) or 1
        issues.append(Issue(Severity.ERROR, "requires", reason, Location(str(mpath), line, field)))
    # every file with the dependencies' content available for its references; the other packs
    # come first (a reference to them is reported as undeclared, not as missing), dependencies
    # last, so their items win over a same-named item of an unrelated pack
    is_core = folder.resolve() == core_pack_dir().resolve()
    if manifest.id == CORE_PACK_ID and not is_core:
        line = loaded_manifest.lines.line_of(("id",))
        issues.append(Issue(Severity.ERROR, "pack", RESERVED_CORE, Location(str(mpath), line, ("id",))))
    deps = dependency_order(manifest, others)
    unrelated = [p for k, p in sorted(others.items()) if k != CORE_PACK_ID and p not in deps]
    lib = library_with([*unrelated, *deps])
    before = lib.copy() if not is_core else ContentLibrary()  # the bundled library holds the core pack itself
    loaded = lib.add_folder(folder)
    issues.extend(lib.errors)
    issues.extend(_override_issues(folder, manifest, loaded_manifest, overrides_of(loaded, before, manifest)))
    allowed = {d.id for d in manifest.depends}
    for item in loaded:
        issues.extend(reference_issues(item, lib, manifest.id, allowed))
    issues.extend(check_pack_manifest(folder, loaded))
    if hashes is not None:
        issues.extend(hash_issues(folder, manifest, hashes, loaded_manifest.lines.line_of(("files",))))
    return sort_issues(issues)


RESERVED_CORE = Message("pack-reserved-core")


@dataclass(frozen=True)
class Override:
    """An item of a pack with the kind and id of an item of the core pack or of another pack, which
    it replaces wherever both are used."""

    kind: str
    id: str
    #: the pack whose item is replaced
    pack: str
    #: the file of the replacing item, and the line of its id
    file: str | None
    line: int | None
    #: whether the manifest lists it in ``overrides``
    declared: bool

    def describe(self) -> Message:
        return Message("pack-item", kind=self.kind, id=repr(self.id), pack=repr(self.pack))


def overrides_of(loaded: list[LoadedContent], before: ContentLibrary, manifest: PackManifest) -> list[Override]:
    """The items of ``loaded`` (a pack's content) that replace an item ``before`` holds."""
    declared = {(o.kind, o.id) for o in manifest.overrides}
    out = []
    for item in loaded:
        ident = getattr(item.model, "id", None)
        if not isinstance(ident, str) or isinstance(item.model, PackManifest):
            continue
        key = (item.model.kind, ident)
        if key not in before.items:
            continue
        source = before.pack_of(*key)
        out.append(
            Override(
                key[0],
                ident,
                source.id if source is not None else CORE_PACK_ID,
                item.file,
                item.lines.line_of(("id",)),
                key in declared,
            )
        )
    return sorted(out, key=lambda o: (o.kind, o.id))


def _override_issues(
    folder: Path, manifest: PackManifest, loaded_manifest: LoadedContent, overrides: list[Override]
) -> list[Issue]:
    """An error for each override the manifest does not declare, a note for each it does (so
    ``pack check`` lists every one), and a warning for a declared override that replaces nothing."""
    issues = []
    for o in overrides:
        where = Location(o.file, o.line, ("id",))
        if o.declared:
            issues.append(Issue(Severity.INFO, "override", Message("pack-override-declared", item=o.describe()), where))
        else:
            issues.append(
                Issue(
                    Severity.ERROR,
                    "override",
                    Message("pack-override-undeclared", item=o.describe(), kind=o.kind, id=o.id),
                    where,
                )
            )
    found = {(o.kind, o.id) for o in overrides}
    mpath = str(folder / MANIFEST_NAME)
    for i, listed in enumerate(manifest.overrides):
        if (listed.kind, listed.id) not in found:
            issues.append(
                Issue(
                    Severity.WARNING,
                    "override",
                    Message("pack-override-unused", kind=listed.kind, id=repr(listed.id)),
                    Location(mpath, loaded_manifest.lines.line_of(("overrides", i)), ("overrides", i)),
                )
            )
    return issues


def pack_overrides(folder: Path, available: Mapping[str, AvailablePack] | None = None) -> list[Override]:
    """Every item of the pack in ``folder`` that replaces an item of the core pack or of the
    ``available`` packs (empty when the manifest does not load)."""
    manifest = try_manifest(folder)
    if manifest is None:
        return []
    others = {k: v for k, v in with_core(available).items() if k not in (manifest.id, CORE_PACK_ID)}
    lib = library_with(list(others.values()))
    before = lib.copy()
    return overrides_of(lib.add_folder(folder), before, manifest)
