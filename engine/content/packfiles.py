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

from engine.core.errors import MessageValueError, WarbenchError
from engine.core.message import Message

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
    """A pack that cannot be exported or imported; ``said`` says why, in the reader's language."""


class PackValueError(MessageValueError):
    """A value a pack may not hold (a member name, a file type, a version); ``said`` says why (its text is that
    message in the current language, so a manifest's field check reads in the reader's)."""


# --------------------------------------------------------------------------- names


def check_member_name(name: str) -> PurePosixPath:
    """``name`` as a relative path a pack may hold; raises ``ValueError`` saying why not."""
    if len(name) > MAX_PATH_CHARS:
        raise PackValueError(Message("pack-name-too-long", limit=MAX_PATH_CHARS))
    if "\\" in name or any(ord(c) < 32 or ord(c) == 127 for c in name):
        raise PackValueError(Message("pack-name-illegal-char"))
    p = PurePosixPath(name)
    if name.startswith("/") or p.is_absolute():
        raise PackValueError(Message("pack-name-absolute"))
    parts = name.split("/")
    if len(parts) > MAX_PATH_DEPTH + 1:
        raise PackValueError(Message("pack-name-too-deep", limit=MAX_PATH_DEPTH))
    for part in parts:
        if part in ("", ".", ".."):
            raise PackValueError(Message("pack-name-outside"))
        if len(part) > MAX_PART_CHARS:
            raise PackValueError(Message("pack-name-part-too-long", limit=MAX_PART_CHARS))
        if not _PART.fullmatch(part):
            raise PackValueError(Message("pack-name-part-illegal", part=repr(part)))
        if part.split(".")[0].lower() in _DEVICES:
            raise PackValueError(Message("pack-name-device", part=repr(part)))
    return p


def _check_file_type(name: str) -> None:
    if PurePosixPath(name).suffix.lower() not in ALLOWED_SUFFIXES:
        allowed = ", ".join(sorted(ALLOWED_SUFFIXES))
        raise PackValueError(Message("pack-file-types", allowed=allowed))


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
                raise PackError(Message("pack-path-link", path=str(path)))
            if stat.S_ISDIR(st.st_mode):
                continue
            if not stat.S_ISREG(st.st_mode):
                raise PackError(Message("pack-path-special", path=str(path)))
            try:
                check_member_name(name)
                _check_file_type(name)
            except PackValueError as exc:
                raise PackError(Message("pack-path-why", path=str(path), why=exc.said)) from None
            if st.st_size > MAX_MEMBER_BYTES:
                raise PackError(Message("pack-path-too-large", path=str(path), bytes=MAX_MEMBER_BYTES))
            total += st.st_size
            if total > MAX_PACK_BYTES or len(out) >= MAX_PACK_FILES:
                raise PackError(
                    Message("pack-folder-too-large", folder=str(folder), files=MAX_PACK_FILES, bytes=MAX_PACK_BYTES)
                )
            out.append(PackFile(path, name, st.st_size))
    out.sort(key=lambda f: f.name)
    return out


def read_regular(path: Path) -> bytes:
    """A regular file's bytes, refusing a link that replaced it since the folder was listed."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise PackError(Message("pack-cannot-read", path=str(path), reason=str(exc.strerror or exc))) from None
    with os.fdopen(fd, "rb") as fh:
        if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
            raise PackError(Message("pack-path-not-regular", path=str(path)))
        data = fh.read(MAX_MEMBER_BYTES + 1)
    if len(data) > MAX_MEMBER_BYTES:
        raise PackError(Message("pack-path-too-large", path=str(path), bytes=MAX_MEMBER_BYTES))
    return data
