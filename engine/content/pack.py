"""Content packs: a folder with ``manifest.yaml``, exported and imported as one zip file.

Import never writes outside its target folder: every member name is checked (no absolute
paths, no ``..``, no links, no devices), sizes and counts are capped, and the pack is
extracted into a temporary folder beside the target and moved into place only when complete.
"""

from __future__ import annotations

import re
import shutil
import stat
import tempfile
import zipfile
from collections.abc import Iterable
from pathlib import Path, PurePosixPath
from typing import Literal

from pydantic import Field, field_validator

import engine
from engine.content.base import ContentModel, register_kind
from engine.content.io import ContentError, LoadedContent, load_file
from engine.content.issues import Issue, Location, Severity
from engine.core.errors import WarbenchError

MANIFEST_NAME = "manifest.yaml"
MAX_PACK_FILES = 5000
MAX_PACK_BYTES = 256 * 1024 * 1024
MAX_MEMBER_BYTES = 32 * 1024 * 1024
MAX_COMPRESSION_RATIO = 200
ALLOWED_SUFFIXES = {".yaml", ".yml", ".json", ".md", ".txt", ".png", ".svg", ".pdf"}

_ID = re.compile(r"^[a-z0-9][a-z0-9_.-]*$")


class PackManifest(ContentModel):
    kind: Literal["warbench/pack"] = "warbench/pack"
    id: str = Field(description="Stable pack id: lowercase letters, digits, '_', '-', '.'")
    name: str
    version: str = "1.0.0"
    license: str = "CC-BY-4.0"
    games: list[str] = Field(default_factory=list, description="Game ids the pack has content for")
    engine_version: str = Field(default=engine.__version__, description="Warbench version the pack was made with")
    description: str = ""

    DESCRIPTION = "Content pack manifest"

    @field_validator("id")
    @classmethod
    def _id_ok(cls, v: str) -> str:
        if not _ID.match(v):
            raise ValueError("pack id must be lowercase letters, digits, '_', '-' or '.'")
        return v


register_kind(PackManifest)


class PackError(WarbenchError):
    pass


def check_pack_manifest(folder: Path, loaded: Iterable[LoadedContent]) -> list[Issue]:
    """Pack-level issues: the manifest loads, its games are registered, and every document's game is listed."""
    from engine.content.base import kind_info
    from engine.core.registry import registered_games

    mpath = folder / MANIFEST_NAME
    try:
        manifest = load_file(mpath).model
    except ContentError:
        return []  # already reported by the folder walk
    if not isinstance(manifest, PackManifest):
        return [Issue(Severity.ERROR, "pack", "manifest.yaml must have kind 'warbench/pack'", Location(str(mpath), 1))]
    issues = []
    known = {g.id for g in registered_games()}
    for i, g in enumerate(manifest.games):
        if g not in known:
            issues.append(
                Issue(Severity.ERROR, "pack", f"unknown game {g!r}", Location(str(mpath), None, ("games", i)))
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
                    f"document of game {game!r} but the pack manifest does not list that game",
                    Location(item.file, 1, ("kind",)),
                )
            )
    return issues


def read_manifest(folder: Path) -> PackManifest:
    m = load_file(folder / MANIFEST_NAME).model
    if not isinstance(m, PackManifest):
        raise PackError(f"{folder / MANIFEST_NAME}: kind must be 'warbench/pack'")
    return m


def export_pack(folder: Path, zip_path: Path) -> int:
    """Write the pack folder as a zip (deterministic member order). Returns the number of files."""
    folder = Path(folder)
    read_manifest(folder)
    files = sorted(
        p
        for p in folder.rglob("*")
        if p.is_file() and not any(part.startswith(".") for part in p.relative_to(folder).parts)
    )
    zip_path.parent.mkdir(parents=True, exist_ok=True)
    tmp = zip_path.with_name(f".{zip_path.name}.tmp")
    try:
        with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED) as zf:
            for f in files:
                info = zipfile.ZipInfo(f.relative_to(folder).as_posix(), date_time=(2020, 1, 1, 0, 0, 0))
                info.external_attr = 0o644 << 16
                info.compress_type = zipfile.ZIP_DEFLATED
                zf.writestr(info, f.read_bytes())
        tmp.replace(zip_path)
    finally:
        if tmp.exists():
            tmp.unlink()
    return len(files)


def _safe_member_path(name: str) -> PurePosixPath:
    if "\\" in name or "\x00" in name:
        raise PackError(f"member {name!r} has an illegal character in its name")
    p = PurePosixPath(name)
    if p.is_absolute() or any(part in ("..", "") for part in p.parts) or re.match(r"^[A-Za-z]:", name):
        raise PackError(f"member {name!r} would be written outside the pack folder")
    return p


def import_pack(zip_path: Path, target_parent: Path, *, overwrite: bool = False) -> Path:
    """Extract a pack zip into ``target_parent/<pack id>`` and return that folder.

    Refuses archives that are not zip files, too large, too many files, with suspicious
    compression ratios, with members outside the folder, with links, or without a valid manifest.
    """
    zip_path = Path(zip_path)
    target_parent = Path(target_parent)
    if not zipfile.is_zipfile(zip_path):
        raise PackError(f"{zip_path}: not a zip file")
    try:
        zf = zipfile.ZipFile(zip_path)
    except (zipfile.BadZipFile, OSError) as exc:
        raise PackError(f"{zip_path}: cannot open archive: {exc}") from None
    with zf:
        infos = zf.infolist()
        if len(infos) > MAX_PACK_FILES:
            raise PackError(f"{zip_path}: {len(infos)} files; at most {MAX_PACK_FILES} allowed")
        total = 0
        members: list[tuple[zipfile.ZipInfo, PurePosixPath]] = []
        for info in infos:
            if info.is_dir():
                _safe_member_path(info.filename.rstrip("/"))
                continue
            mode = info.external_attr >> 16
            if mode and (stat.S_ISLNK(mode) or not (stat.S_ISREG(mode) or mode & 0o170000 == 0)):
                raise PackError(f"{zip_path}: member {info.filename!r} is a link or special file")
            p = _safe_member_path(info.filename)
            if p.suffix.lower() not in ALLOWED_SUFFIXES:
                raise PackError(f"{zip_path}: member {info.filename!r} has a file type packs may not contain")
            if info.file_size > MAX_MEMBER_BYTES:
                raise PackError(f"{zip_path}: member {info.filename!r} is larger than {MAX_MEMBER_BYTES} bytes")
            if info.compress_size and info.file_size / info.compress_size > MAX_COMPRESSION_RATIO:
                raise PackError(f"{zip_path}: member {info.filename!r} has a suspicious compression ratio")
            total += info.file_size
            if total > MAX_PACK_BYTES:
                raise PackError(f"{zip_path}: the pack expands to more than {MAX_PACK_BYTES} bytes")
            members.append((info, p))
        names = {str(p) for _, p in members}
        if MANIFEST_NAME not in names:
            raise PackError(f"{zip_path}: no {MANIFEST_NAME} at the top of the archive")
        target_parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".import-", dir=target_parent))
        try:
            root = staging.resolve()
            for info, p in members:
                dest = (staging / p).resolve()
                if not dest.is_relative_to(root):
                    raise PackError(f"{zip_path}: member {info.filename!r} would be written outside the pack folder")
                dest.parent.mkdir(parents=True, exist_ok=True)
                written = 0
                with zf.open(info) as src, open(dest, "wb") as out:
                    while chunk := src.read(1 << 16):
                        written += len(chunk)
                        if written > info.file_size or written > MAX_MEMBER_BYTES:
                            raise PackError(f"{zip_path}: member {info.filename!r} is larger than it claims")
                        out.write(chunk)
            try:
                manifest = read_manifest(staging)
            except ContentError as exc:
                raise PackError(f"{zip_path}: invalid manifest: {exc}") from None
            final = target_parent / manifest.id
            if final.exists():
                if not overwrite:
                    raise PackError(f"{final} already exists; import with overwrite to replace it")
                shutil.rmtree(final)
            staging.rename(final)
            return final
        finally:
            if staging.exists():
                shutil.rmtree(staging, ignore_errors=True)
