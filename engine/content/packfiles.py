"""The files of a content pack: the names its members may have, and the regular files of a pack
folder (listed and read without following links), with the caps on their count and size. See
:mod:`engine.content.pack` for the rules of a pack as a whole.
"""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from engine.core.errors import WarbenchError

MAX_PACK_FILES = 5000
MAX_PACK_BYTES = 256 * 1024 * 1024
MAX_MEMBER_BYTES = 32 * 1024 * 1024
ALLOWED_SUFFIXES = {".yaml", ".yml", ".json", ".md", ".txt", ".png", ".svg", ".pdf"}
#: Characters of a member's whole name, of one part of it, and folders deep.
MAX_PATH_CHARS = 255
MAX_PART_CHARS = 100
MAX_PATH_DEPTH = 16

_PART = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]*")
# names Windows reserves for devices, whatever the extension
_DEVICES = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}


class PackError(WarbenchError):
    pass


# --------------------------------------------------------------------------- names


def check_member_name(name: str) -> PurePosixPath:
    """``name`` as a relative path a pack may hold; raises ``ValueError`` saying why not."""
    if len(name) > MAX_PATH_CHARS:
        raise ValueError(f"the name is longer than {MAX_PATH_CHARS} characters")
    if "\\" in name or any(ord(c) < 32 or ord(c) == 127 for c in name):
        raise ValueError("the name has an illegal character (a backslash or a control character)")
    p = PurePosixPath(name)
    if name.startswith("/") or p.is_absolute():
        raise ValueError("the name is an absolute path, outside the pack folder")
    parts = name.split("/")
    if len(parts) > MAX_PATH_DEPTH + 1:
        raise ValueError(f"the name is more than {MAX_PATH_DEPTH} folders deep")
    for part in parts:
        if part in ("", ".", ".."):
            raise ValueError("the name would be written outside the pack folder")
        if len(part) > MAX_PART_CHARS:
            raise ValueError(f"a part of the name is longer than {MAX_PART_CHARS} characters")
        if not _PART.fullmatch(part):
            raise ValueError(
                f"{part!r} has an illegal character: names are letters, digits, '_', '-' and '.' "
                "(not starting with a dot or '-')"
            )
        if part.split(".")[0].lower() in _DEVICES:
            raise ValueError(f"{part!r} is a device name on Windows")
    return p


def _check_file_type(name: str) -> None:
    if PurePosixPath(name).suffix.lower() not in ALLOWED_SUFFIXES:
        allowed = ", ".join(sorted(ALLOWED_SUFFIXES))
        raise ValueError(f"packs hold only {allowed} files")


@dataclass(frozen=True)
class PackFile:
    path: Path
    name: str
    size: int


def pack_files(folder: Path) -> list[PackFile]:
    """Every file of a pack folder, in member-name order, without following links; hidden files
    and folders (names starting with a dot) are left out."""
    out: list[PackFile] = []
    total = 0
    for root, dirs, files in os.walk(folder, followlinks=False):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for entry in [*dirs, *sorted(f for f in files if not f.startswith("."))]:
            path = Path(root) / entry
            st = path.lstat()
            name = path.relative_to(folder).as_posix()
            if stat.S_ISLNK(st.st_mode):
                raise PackError(f"{path}: a symbolic link; packs hold only regular files (replace it by a copy)")
            if stat.S_ISDIR(st.st_mode):
                continue
            if not stat.S_ISREG(st.st_mode):
                raise PackError(f"{path}: not a regular file (a pipe, socket or device)")
            try:
                check_member_name(name)
                _check_file_type(name)
            except ValueError as exc:
                raise PackError(f"{path}: {exc}") from None
            if st.st_size > MAX_MEMBER_BYTES:
                raise PackError(f"{path}: larger than {MAX_MEMBER_BYTES} bytes")
            total += st.st_size
            if total > MAX_PACK_BYTES or len(out) >= MAX_PACK_FILES:
                raise PackError(f"{folder}: more than {MAX_PACK_FILES} files or {MAX_PACK_BYTES} bytes")
            out.append(PackFile(path, name, st.st_size))
    out.sort(key=lambda f: f.name)
    return out


def read_regular(path: Path) -> bytes:
    """A regular file's bytes, refusing a link that replaced it since the folder was listed."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise PackError(f"{path}: cannot read: {exc.strerror or exc}") from None
    with os.fdopen(fd, "rb") as fh:
        if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
            raise PackError(f"{path}: not a regular file")
        data = fh.read(MAX_MEMBER_BYTES + 1)
    if len(data) > MAX_MEMBER_BYTES:
        raise PackError(f"{path}: larger than {MAX_MEMBER_BYTES} bytes")
    return data
