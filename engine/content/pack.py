"""Content packs: a folder with ``manifest.yaml``, exported and imported as one zip file.

Both directions are strict, and the rules are the same, so what one exports the other imports:

- a pack has exactly one ``manifest.yaml`` at its top; its id is lowercase letters, digits,
  ``_``, ``-`` and ``.`` (at most 64, starting with a letter or digit), and the pack must pass
  ``warbench validate`` (every file loads and checks, every game the manifest lists is one
  Warbench plays);
- member names are relative paths of at most :data:`MAX_PATH_DEPTH` folders and
  :data:`MAX_PATH_CHARS` characters, each part letters, digits, ``_``, ``-`` and ``.`` (not
  starting with a dot, not a device name such as ``con``), with an allowed file type; no two
  members differ only by case, and no member is both a file and a folder;
- only regular files are packed and unpacked: symbolic links are never followed, on export or
  on import, and an overwrite never replaces a link or a file that stands where the pack folder
  goes;
- the archive's directory is checked against its data before anything is written: members may
  not overlap or run past the directory, sizes must match what the data holds, compression is
  stored or deflated, and encrypted members are refused; counts, sizes and compression ratios
  are capped;
- a pack is extracted into a temporary folder beside the target and moved into place only when
  complete and valid; the temporary folder is always removed (and one a killed import left is
  removed by the next import into the same folder).
"""

from __future__ import annotations

import itertools
import os
import shutil
import stat
import struct
import zipfile
import zlib
from collections.abc import Iterable, Mapping
from pathlib import Path, PurePosixPath

from engine.content.io import ContentError, atomic_write_text, load_file
from engine.content.issues import Severity, has_errors
from engine.content.library import is_bundled
from engine.content.manifest import CORE_PACK_ID, unmet_requirements
from engine.content.manifest import MANIFEST_NAME as MANIFEST_NAME
from engine.content.manifest import PACK_ID_PATTERN as PACK_ID_PATTERN
from engine.content.manifest import PackManifest as PackManifest
from engine.content.packcheck import RESERVED_CORE, AvailablePack, check_pack, packs_in, sealed_manifest, with_core
from engine.content.packfiles import (
    MAX_MEMBER_BYTES,
    MAX_PACK_BYTES,
    MAX_PACK_FILES,
    PackValueError,
    _check_file_type,
    check_member_name,
    pack_files,
    read_regular,
)
from engine.content.packfiles import PackError as PackError
from engine.content.tempfiles import aside_name, begin_replacement, new_import_dir, new_save_temp
from engine.core.message import Message

MAX_COMPRESSION_RATIO = 200
_METHODS = {zipfile.ZIP_STORED: "stored", zipfile.ZIP_DEFLATED: "deflated"}
_LOCAL_HEADER = struct.Struct("<4s5H3L2H")


class PackExistsError(PackError):
    """The pack is installed already and the import was not asked to replace it."""

    def __init__(self, folder: Path) -> None:
        super().__init__(Message("pack-exists", folder=str(folder)))
        self.folder = folder


def _check_layout(names: Iterable[str], where: str) -> None:
    """Refuse two members that differ only by case and a member that is both a file and a folder."""
    files: dict[str, str] = {}
    folders: set[str] = set()
    for name in names:
        folded = name.casefold()
        if folded in files:
            raise PackError(Message("pack-name-twice", where=where, name=repr(name), other=repr(files[folded])))
        files[folded] = name
        parts = folded.split("/")
        folders.update("/".join(parts[:i]) for i in range(1, len(parts)))
    both = sorted(folders & set(files))
    if both:
        raise PackError(Message("pack-file-and-folder", where=where, name=repr(files[both[0]])))


def _member(where: str, name: str) -> Message:
    """A member of the archive ``where``, as a refusal names it (its name cut to 80 characters)."""
    return Message("pack-member", where=where, member=repr(name[:80]))


# --------------------------------------------------------------------------- manifest and checks


def read_manifest(folder: Path) -> PackManifest:
    """The pack's manifest, through the loading gate (raises :class:`ContentError` with file:line)."""
    loaded = load_file(folder / MANIFEST_NAME)
    if not isinstance(loaded.model, PackManifest):
        line = loaded.lines.line_of(("kind",))
        raise PackError(Message("pack-at-kind", where=f"{folder / MANIFEST_NAME}:{line}"))
    return loaded.model


def _validate_pack(
    folder: Path,
    shown_as: str,
    available: Mapping[str, AvailablePack] | None,
    hashes: Severity | None,
) -> None:
    """Refuse a pack folder ``warbench pack check`` rejects (see
    :func:`engine.content.packcheck.check_pack`); issues name files as ``shown_as/member``."""
    issues = check_pack(folder, available, hashes=hashes)
    if has_errors(issues):
        root = str(folder)
        lines = []
        for issue in issues:
            if issue.severity is not Severity.ERROR:
                continue
            file = issue.location.file or ""
            if file.startswith(root):
                issue = issue.with_location(file=shown_as + file[len(root) :])
            lines.append(issue.format())
        raise PackError(
            Message("pack-does-not-validate", where=shown_as, issues="".join("\n" + line for line in lines))
        )


# --------------------------------------------------------------------------- export


def export_pack(folder: Path, zip_path: Path, *, available: Mapping[str, AvailablePack] | None = None) -> int:
    """Write the pack folder as a zip (deterministic member order) after checking it as an
    import would, with the ``available`` packs for its dependencies (default: the packs beside the
    folder, as :func:`import_pack` takes those beside its target; the command line, the store and
    the editor hand in the user's installed packs as well). Returns the number of files.

    The manifest in the zip lists the hash of every other file; the folder's manifest is brought
    up to date too (the content bundled with Warbench is never written)."""
    folder = Path(folder)
    zip_path = Path(zip_path)
    if not folder.is_dir():
        raise PackError(Message("pack-not-folder", folder=str(folder)))
    if not (folder / MANIFEST_NAME).is_file() or (folder / MANIFEST_NAME).is_symlink():
        raise PackError(Message("pack-no-manifest-file", folder=str(folder), manifest=MANIFEST_NAME))
    files = pack_files(folder)
    _check_layout((f.name for f in files), str(folder))
    _check_one_manifest([PurePosixPath(f.name) for f in files], str(folder))
    read_manifest(folder)
    if available is None:
        available = packs_in(Path(os.path.abspath(folder)).parent)
    _validate_pack(folder, str(folder), available, None)
    manifest_bytes = _seal(folder)
    if zip_path.is_dir():
        raise PackError(Message("pack-zip-is-folder", path=str(zip_path)))
    zip_path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = new_save_temp(zip_path)
    try:
        with os.fdopen(fd, "wb") as fh, zipfile.ZipFile(fh, "w", compression=zipfile.ZIP_DEFLATED) as zf:
            for f in files:
                info = zipfile.ZipInfo(f.name, date_time=(2020, 1, 1, 0, 0, 0))
                info.external_attr = 0o644 << 16
                info.compress_type = zipfile.ZIP_DEFLATED
                zf.writestr(info, manifest_bytes if f.name == MANIFEST_NAME else read_regular(f.path))
        os.chmod(tmp, 0o644)
        os.replace(tmp, zip_path)
    finally:
        if os.path.lexists(tmp):
            os.unlink(tmp)
    return len(files)


def _seal(folder: Path) -> bytes:
    """The manifest's bytes with the hash of every file, written back to the folder when they
    changed (unless the folder is bundled content)."""
    mpath = folder / MANIFEST_NAME
    loaded = load_file(mpath)
    sealed, text = sealed_manifest(folder)
    assert isinstance(loaded.model, PackManifest)
    if loaded.model.files == sealed.files and loaded.migrated_from is None:
        return read_regular(mpath)
    if not is_bundled(folder):
        atomic_write_text(mpath, text)
    return text.encode("utf-8")


# --------------------------------------------------------------------------- import


def _open_archive(zip_path: Path) -> zipfile.ZipFile:
    try:
        st = os.stat(zip_path)
    except OSError as exc:
        raise PackError(Message("pack-cannot-read", path=str(zip_path), reason=str(exc.strerror or exc))) from None
    if not stat.S_ISREG(st.st_mode):
        raise PackError(Message("pack-zip-not-regular", path=str(zip_path)))
    if st.st_size > MAX_PACK_BYTES:
        raise PackError(Message("pack-path-too-large", path=str(zip_path), bytes=MAX_PACK_BYTES))
    try:
        if not zipfile.is_zipfile(zip_path):
            raise PackError(Message("pack-not-zip", path=str(zip_path)))
        return zipfile.ZipFile(zip_path)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError, EOFError, NotImplementedError) as exc:
        raise PackError(Message("pack-cannot-open", path=str(zip_path), reason=str(exc))) from None


def _check_members(zf: zipfile.ZipFile, where: str) -> list[tuple[zipfile.ZipInfo, PurePosixPath]]:
    """The archive's file members after every check of its directory (names, types, sizes,
    compression, encryption, layout); folders entries are checked and left out."""
    infos = zf.infolist()
    if len(infos) > MAX_PACK_FILES:
        raise PackError(Message("pack-too-many-members", where=where, count=len(infos), limit=MAX_PACK_FILES))
    total = 0
    members: list[tuple[zipfile.ZipInfo, PurePosixPath]] = []
    for info in infos:
        label = _member(where, info.filename)
        if not info.filename:
            raise PackError(Message("pack-member-no-name", member=label))
        try:
            p = check_member_name(info.filename.rstrip("/") if info.is_dir() else info.filename)
        except PackValueError as exc:
            raise PackError(Message("pack-member-why", member=label, why=exc.said)) from None
        if info.flag_bits & 0x41:  # bit 0: encrypted, bit 6: strong encryption
            raise PackError(Message("pack-member-encrypted", member=label))
        if info.compress_type not in _METHODS:
            raise PackError(Message("pack-member-compression", member=label, method=info.compress_type))
        if info.is_dir():
            continue
        mode = info.external_attr >> 16
        if mode and (stat.S_ISLNK(mode) or not (stat.S_ISREG(mode) or mode & 0o170000 == 0)):
            raise PackError(Message("pack-member-special", member=label))
        try:
            _check_file_type(info.filename)
        except PackValueError as exc:
            raise PackError(Message("pack-member-file-type", member=label, why=exc.said)) from None
        if info.file_size > MAX_MEMBER_BYTES:
            raise PackError(Message("pack-member-too-large", member=label, bytes=MAX_MEMBER_BYTES))
        if info.file_size and info.compress_size == 0:
            raise PackError(Message("pack-member-packed-into-none", member=label, bytes=info.file_size))
        if info.compress_size and info.file_size / info.compress_size > MAX_COMPRESSION_RATIO:
            raise PackError(Message("pack-member-ratio", member=label))
        if info.compress_type == zipfile.ZIP_STORED and info.compress_size != info.file_size:
            raise PackError(
                Message("pack-member-stored-sizes", member=label, packed=info.compress_size, size=info.file_size)
            )
        total += info.file_size
        if total > MAX_PACK_BYTES:
            raise PackError(Message("pack-expands", where=where, bytes=MAX_PACK_BYTES))
        members.append((info, p))
    _check_layout((info.filename for info, _ in members), where)
    _check_one_manifest([p for _, p in members], where)
    return members


def _check_one_manifest(names: list[PurePosixPath], where: str) -> None:
    manifests = [p for p in names if p.name.casefold() == MANIFEST_NAME]
    if PurePosixPath(MANIFEST_NAME) not in manifests:
        raise PackError(Message("pack-no-manifest-archive", where=where, manifest=MANIFEST_NAME))
    nested = [p for p in manifests if len(p.parts) > 1]
    if nested:
        raise PackError(Message("pack-nested-manifest", where=where, name=repr(str(nested[0])), manifest=MANIFEST_NAME))


def _check_data_layout(zf: zipfile.ZipFile, zip_path: Path, where: str) -> None:
    """Refuse an archive whose directory disagrees with its data: a member's local header is
    missing or differs, or its data overlaps another member or runs past the directory."""
    end = getattr(zf, "start_dir", None)
    spans: list[tuple[int, int, str]] = []
    with open(zip_path, "rb") as fh:
        size = os.fstat(fh.fileno()).st_size
        limit = end if isinstance(end, int) else size
        for info in zf.infolist():
            label = _member(where, info.filename)
            fh.seek(info.header_offset)
            header = fh.read(_LOCAL_HEADER.size)
            if len(header) != _LOCAL_HEADER.size or header[:4] != b"PK\x03\x04":
                raise PackError(Message("pack-member-no-data", member=label))
            fields = _LOCAL_HEADER.unpack(header)
            flags, method, name_len, extra_len = fields[2], fields[3], fields[9], fields[10]
            if flags & 0x41:  # bit 0: encrypted, bit 6: strong encryption (APPNOTE 4.4.4)
                raise PackError(Message("pack-member-encrypted-local", member=label))
            if method != info.compress_type:
                raise PackError(Message("pack-member-method-differs", member=label))
            start = info.header_offset + _LOCAL_HEADER.size + name_len + extra_len
            stop = start + info.compress_size
            if stop > limit:
                raise PackError(Message("pack-member-past-directory", member=label))
            spans.append((info.header_offset, stop, info.filename))
    spans.sort()
    for (_, a_end, a_name), (b_start, _, b_name) in itertools.pairwise(spans):
        if b_start < a_end:
            raise PackError(
                Message("pack-members-overlap", where=where, first=repr(a_name[:80]), second=repr(b_name[:80]))
            )


#: what reading a damaged or unusual zip can raise (NotImplementedError: a compression method
#: zipfile does not read)
ZIP_READ_ERRORS = (zipfile.BadZipFile, zlib.error, EOFError, OSError, ValueError, NotImplementedError, RuntimeError)


def _extract(
    zf: zipfile.ZipFile, members: list[tuple[zipfile.ZipInfo, PurePosixPath]], staging: Path, where: str
) -> None:
    for info, p in members:
        label = _member(where, info.filename)
        dest = staging.joinpath(*p.parts)
        dest.parent.mkdir(parents=True, exist_ok=True)
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
        written = 0
        try:
            out_fd = os.open(dest, flags, 0o644)
            with zf.open(info) as src, os.fdopen(out_fd, "wb") as out:
                while chunk := src.read(1 << 16):
                    written += len(chunk)
                    if written > info.file_size:
                        raise PackError(Message("pack-member-more-data", member=label, bytes=info.file_size))
                    out.write(chunk)
        except PackError:
            raise
        except ZIP_READ_ERRORS as exc:
            raise PackError(Message("pack-member-corrupt", member=label, reason=str(exc))) from None
        if written != info.file_size:
            raise PackError(Message("pack-member-size-differs", member=label, written=written, bytes=info.file_size))


def import_pack(
    zip_path: Path,
    target_parent: Path,
    *,
    overwrite: bool = False,
    available: Mapping[str, AvailablePack] | None = None,
) -> Path:
    """Extract a pack zip into ``target_parent/<pack id>`` and return that folder.

    Refuses (with :class:`PackError` naming the archive and the member) anything the module's
    rules refuse; a pack whose engine range excludes this Warbench or whose dependencies are not
    among the ``available`` packs (default: the packs in ``target_parent``), saying why; and a
    pack that does not pass ``warbench pack check`` (files changed since their hashes were
    written included). Writes nothing outside ``target_parent`` and leaves no temporary folder
    behind."""
    zip_path = Path(zip_path)
    target_parent = Path(target_parent)
    where = str(zip_path)
    if os.path.lexists(target_parent) and not target_parent.is_dir():
        raise PackError(Message("pack-target-not-folder", folder=str(target_parent)))
    with _open_archive(zip_path) as zf:
        members = _check_members(zf, where)
        _check_data_layout(zf, zip_path, where)
        try:
            target_parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise PackError(
                Message("pack-cannot-create", folder=str(target_parent), reason=str(exc.strerror or exc))
            ) from None
        staging = new_import_dir(target_parent)
        try:
            _extract(zf, members, staging, where)
            try:
                manifest = read_manifest(staging)
            except ContentError as exc:
                shown = "".join("\n" + i.format().replace(str(staging), f"{where}!", 1) for i in exc.issues)
                raise PackError(Message("pack-invalid-manifest", where=where, issues=shown)) from None
            if manifest.id == CORE_PACK_ID:
                raise PackError(Message("pack-at-why", where=where, why=RESERVED_CORE))
            others = with_core(available if available is not None else packs_in(target_parent))
            others.pop(manifest.id, None)
            reasons = unmet_requirements(manifest, {k: v.version for k, v in others.items()})
            if reasons:
                raise PackError(
                    Message(
                        "pack-cannot-install",
                        where=where,
                        id=repr(manifest.id),
                        version=manifest.version,
                        reasons=tuple(reasons),
                    )
                )
            _validate_pack(staging, f"{where}!", others, Severity.ERROR)
            return _move_into_place(staging, target_parent / manifest.id, overwrite)
        finally:
            if os.path.lexists(staging):
                shutil.rmtree(staging, ignore_errors=True)


def _move_into_place(staging: Path, final: Path, overwrite: bool) -> Path:
    """Rename the complete staging folder to ``final``; an overwrite replaces only a real folder
    (never a link or a file) and removes the old one only after the new one is in place."""
    if not os.path.lexists(final):
        staging.rename(final)
        return final
    if not overwrite:
        raise PackExistsError(final)
    if final.is_symlink():
        raise PackError(Message("pack-target-link", folder=str(final)))
    if not final.is_dir():
        raise PackError(Message("pack-target-file", folder=str(final)))
    aside = aside_name(final)
    # the two renames are one step: a kill between them leaves the journal, and the next import
    # or listing of the packs finishes the replacement (tempfiles.recover_imports)
    journal = begin_replacement(final, staging, aside)
    try:
        final.rename(aside)
    except OSError:
        journal.done()
        raise
    try:
        staging.rename(final)
    except OSError:
        aside.rename(final)
        journal.done()
        raise
    # the new pack is in place: from here the old copy is only a leftover, removed now or later
    journal.done()
    shutil.rmtree(aside, ignore_errors=True)
    return final
