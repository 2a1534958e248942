"""The pack manifest (``manifest.yaml``, kind ``warbench/pack``): who made a pack, which version
it is, what it needs, and a hash of every file it holds.

Versions are semantic (``MAJOR.MINOR.PATCH``, optionally ``-alpha.N``, ``-beta.N`` or ``-rc.N``);
the engine range and the dependency ranges are version specifiers (``>=1.2,<2``) compared with
the ``packaging`` library, so ``1.10.0`` is newer than ``1.9.0`` and a pre-release is older than
its release.

Schema version 2 gave the name and the description an English and a Russian text, replaced the
version the pack was made with (``engine_version``) by the range of versions it needs
(``engine``), and added ``authors``, ``depends`` and ``files``; version 1 manifests are migrated
on load.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Annotated, Any, Literal

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version
from pydantic import AfterValidator, Field, StringConstraints, field_validator

import engine
from engine.content.base import ContentModel, Ident, Model, kind_info, register_kind
from engine.content.io import ContentError, LoadedContent, load_file
from engine.content.issues import Issue, Location, Severity
from engine.content.packfiles import PackValueError, check_member_name
from engine.core.message import Message
from engine.core.registry import registered_games

MANIFEST_NAME = "manifest.yaml"
PACK_ID_PATTERN = r"^[a-z0-9][a-z0-9_.-]{0,63}$"
#: the pack every installation has; other packs may depend on it without saying so
CORE_PACK_ID = "core"
MAX_MANIFEST_FILES = 5000

_SEMVER = re.compile(r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-(alpha|beta|rc)(?:\.(0|[1-9]\d*))?)?$")
_SHA256 = r"^[0-9a-f]{64}$"


def parse_version(text: str) -> Version:
    """``text`` as a comparable version; raises ``ValueError`` unless it is semantic
    (``1.2.0``, ``2.0.0-rc.1``)."""
    if not _SEMVER.fullmatch(text):
        raise PackValueError(Message("pack-not-semver", text=repr(text)))
    try:
        return Version(text)
    except InvalidVersion as exc:  # pragma: no cover - the pattern admits only what packaging reads
        raise ValueError(str(exc)) from None


def parse_range(text: str) -> SpecifierSet:
    """``text`` as a version range (``>=1.0,<2``; empty: any version); raises ``ValueError``."""
    try:
        return SpecifierSet(text)
    except InvalidSpecifier:
        raise PackValueError(Message("pack-not-range", text=repr(text))) from None


def in_range(version: str, spec: str) -> bool:
    """Whether ``version`` (semantic) satisfies the range ``spec``, pre-releases included."""
    return parse_range(spec).contains(parse_version(version), prereleases=True)


def next_version(version: str, part: Literal["major", "minor", "patch"] = "minor") -> str:
    """The version after ``version`` when ``part`` changes: ``1.2.3`` -> ``1.3.0`` for a minor step."""
    m = _SEMVER.fullmatch(version)
    if m is None:
        raise PackValueError(Message("pack-not-version", text=repr(version)))
    major, minor, patch = (int(g) for g in m.groups()[:3])
    if part == "major":
        return f"{major + 1}.0.0"
    if part == "minor":
        return f"{major}.{minor + 1}.0"
    return f"{major}.{minor}.{patch + 1}" if m.group(4) is None else f"{major}.{minor}.{patch}"


def _check_version(text: str) -> str:
    parse_version(text)
    return text


def _check_range(text: str) -> str:
    parse_range(text)
    return text


SemVer = Annotated[str, Field(max_length=64), AfterValidator(_check_version)]
VersionRange = Annotated[str, Field(max_length=200), AfterValidator(_check_range)]
PackId = Annotated[str, StringConstraints(pattern=PACK_ID_PATTERN)]
GameId = Annotated[str, StringConstraints(pattern=r"^[a-z0-9][a-z0-9_]{0,63}$")]
FileHash = Annotated[str, StringConstraints(pattern=_SHA256)]


class PackText(Model):
    """A text in English and Russian (the Russian may be left empty)."""

    en: str = Field(max_length=200)
    ru: str = Field(default="", max_length=200)


class PackDescription(Model):
    en: str = Field(default="", max_length=10_000)
    ru: str = Field(default="", max_length=10_000)


class PackDependency(Model):
    """Another pack this one needs, in a range of its versions (empty: any version)."""

    id: PackId
    version: VersionRange = ""


class PackOverride(Model):
    """An item of the core pack or of another pack that this pack replaces with its own document
    of the same kind and id: declared, so nobody's content changes without the pack saying so."""

    kind: Annotated[str, StringConstraints(pattern=r"^[a-z0-9_]+/[a-z0-9_]+$", max_length=100)]
    id: Ident


def _migrate_v1(data: dict[str, Any]) -> dict[str, Any]:
    # v1: name and description were one text; engine_version was the version the pack was made
    # with, which v2 reads as "this version or newer"
    out = dict(data)
    if isinstance(out.get("name"), str):
        out["name"] = {"en": out["name"]}
    if isinstance(out.get("description"), str):
        out["description"] = {"en": out["description"]}
    made_with = out.pop("engine_version", None)
    if isinstance(made_with, str) and made_with and "engine" not in out:
        out["engine"] = f">={made_with}"
    return out


class PackManifest(ContentModel):
    kind: Literal["warbench/pack"] = "warbench/pack"
    schema_version: int = Field(default=2, ge=1, le=1000)
    id: PackId = Field(description="Stable pack id: lowercase letters, digits, '_', '-', '.' (at most 64)")
    name: PackText
    version: SemVer = Field(default="1.0.0", description="Semantic version: MAJOR.MINOR.PATCH")
    authors: list[Annotated[str, Field(max_length=200)]] = Field(default_factory=list, max_length=50)
    license: str = Field(default="CC-BY-4.0", max_length=200)
    games: list[GameId] = Field(default_factory=list, max_length=50, description="Game ids the pack has content for")
    engine: VersionRange = Field(
        default=f">={engine.__version__}", description="The Warbench versions the pack works with, e.g. '>=0.1,<1'"
    )
    depends: list[PackDependency] = Field(
        default_factory=list, max_length=50, description="Other packs this one refers to, with their version ranges"
    )
    description: PackDescription = Field(default_factory=PackDescription)
    overrides: list[PackOverride] = Field(
        default_factory=list,
        max_length=MAX_MANIFEST_FILES,
        description="Items of the core pack or of other packs this pack replaces (kind and id of each)",
    )
    files: dict[str, FileHash] = Field(
        default_factory=dict,
        max_length=MAX_MANIFEST_FILES,
        description="SHA-256 of every other file of the pack, by its path in the pack (written on export)",
    )

    DESCRIPTION = "Content pack manifest"

    @field_validator("files")
    @classmethod
    def _member_names(cls, files: dict[str, str]) -> dict[str, str]:
        for name in files:
            check_member_name(name)
            if name == MANIFEST_NAME:
                raise PackValueError(Message("pack-own-hash"))
        return files

    @field_validator("overrides")
    @classmethod
    def _one_entry_per_item(cls, overrides: list[PackOverride]) -> list[PackOverride]:
        seen = [(o.kind, o.id) for o in overrides]
        twice = sorted({k for k in seen if seen.count(k) > 1})
        if twice:
            raise PackValueError(Message("pack-override-twice", kind=twice[0][0], id=repr(twice[0][1])))
        return overrides

    @field_validator("depends")
    @classmethod
    def _one_entry_per_pack(cls, deps: list[PackDependency]) -> list[PackDependency]:
        seen = [d.id for d in deps]
        twice = sorted({i for i in seen if seen.count(i) > 1})
        if twice:
            raise PackValueError(Message("pack-dependency-twice", id=repr(twice[0])))
        return deps

    def display_title(self, language: str = "en") -> str:
        return (self.name.ru if language == "ru" and self.name.ru else self.name.en) or self.id

    @classmethod
    def new_document(cls) -> ContentModel:
        return cls(id="my-pack", name=PackText(en="My pack"))


register_kind(PackManifest, {1: _migrate_v1})


def unmet_requirements(
    manifest: PackManifest, available: Mapping[str, str], engine_version: str = engine.__version__
) -> list[Message]:
    """Why ``manifest``'s pack cannot be used here, one message per reason (empty: it can):
    this Warbench is outside its engine range, or a pack it depends on is missing from
    ``available`` (pack id -> version) or has a version outside the range."""
    reasons: list[Message] = []
    if not in_range(engine_version, manifest.engine):
        reasons.append(Message("pack-needs-engine", range=manifest.engine, version=engine_version))
    for dep in manifest.depends:
        have = available.get(dep.id)
        wanted = f" {dep.version}" if dep.version else ""
        if have is None:
            reasons.append(Message("pack-dependency-missing", id=repr(dep.id), wanted=wanted))
        elif dep.version and not in_range(have, dep.version):
            reasons.append(Message("pack-dependency-version", id=repr(dep.id), wanted=wanted, have=have))
    return reasons


def file_hash(data: bytes) -> str:
    """The SHA-256 of a file's bytes, as the manifest lists it."""
    return hashlib.sha256(data).hexdigest()


def check_pack_manifest(folder: Path, loaded: Iterable[LoadedContent]) -> list[Issue]:
    """Pack-level issues: the manifest loads, its games are registered, and every document's game is listed."""
    mpath = folder / MANIFEST_NAME
    try:
        loaded_manifest = load_file(mpath)
    except ContentError:
        return []  # already reported by the folder walk
    manifest = loaded_manifest.model
    if not isinstance(manifest, PackManifest):
        return [Issue(Severity.ERROR, "pack", Message("pack-manifest-kind"), Location(str(mpath), 1))]
    issues = []
    known = {g.id for g in registered_games()}
    for i, g in enumerate(manifest.games):
        if g not in known:
            where = ("games", i)
            issues.append(
                Issue(
                    Severity.ERROR,
                    "pack",
                    Message("pack-unknown-game", game=repr(g), known=", ".join(sorted(known))),
                    Location(str(mpath), loaded_manifest.lines.line_of(where), where),
                )
            )
    listed = set(manifest.games)
    for item in loaded:
        if item.file is None or not Path(item.file).resolve().is_relative_to(folder.resolve()):
            continue
        info = kind_info(item.model.kind)
        game = info.model.GAME if info else None
        if game and game not in listed:
            issues.append(
                Issue(
                    Severity.WARNING,
                    "pack",
                    Message("pack-game-not-listed", game=repr(game)),
                    Location(item.file, item.lines.line_of(("kind",)), ("kind",)),
                )
            )
    return issues
