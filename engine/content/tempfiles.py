"""Temporary files and folders beside their target, named after the process that made them, so a
later save or import can tell the ones a crash left behind and remove them.

A save writes ``.<name>.<pid>-<random>.tmp`` and renames it over ``<name>``; a pack import
extracts into ``.import-<pid>-<random>``. If the process is killed in between, the temporary
stays. The next save of the same file (or the next import into the same folder) removes every
such leftover whose process is gone (or that is older than :data:`STALE_AFTER_SECONDS`, where
processes cannot be asked), and never touches one a running save is still writing.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import tempfile
import time
from pathlib import Path

#: Leftovers older than this are stale whoever made them (no save or import takes an hour).
STALE_AFTER_SECONDS = 3600.0
IMPORT_PREFIX = ".import-"

# mkstemp/mkdtemp add 8 characters from this alphabet
_RANDOM = r"[a-z0-9_]{8}"


def _save_temp_pattern(name: str) -> re.Pattern[str]:
    # the pid is optional: saves before this module wrote no pid
    return re.compile(rf"\.{re.escape(name)}\.(?:(\d+)-)?{_RANDOM}\.tmp")


_IMPORT_DIR = re.compile(rf"{re.escape(IMPORT_PREFIX)}(?:(\d+)-)?(?:old-)?{_RANDOM}")


def _process_alive(pid: int) -> bool:
    if os.name != "posix":  # pragma: no cover - other systems are judged by age alone
        return True
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)  # signal 0 asks whether the process exists, it sends nothing
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists but belongs to someone else
    return True


def _is_stale(path: Path, pid_text: str | None) -> bool:
    try:
        age = time.time() - path.lstat().st_mtime
    except OSError:
        return False
    if age > STALE_AFTER_SECONDS:
        return True
    if pid_text is None:
        return True  # written before temporaries carried their pid: no save of ours is writing it
    return not _process_alive(int(pid_text))


def new_save_temp(target: Path) -> tuple[int, str]:
    """An open file descriptor and the path of a new temporary file for saving ``target``, after
    removing the temporaries of ``target`` that earlier crashed saves left."""
    remove_stale_save_temps(target)
    return tempfile.mkstemp(prefix=f".{target.name}.{os.getpid()}-", suffix=".tmp", dir=target.parent)


def remove_stale_save_temps(target: Path) -> list[Path]:
    """Remove the leftover temporaries of saves of ``target`` whose process is gone; returns them."""
    pattern = _save_temp_pattern(target.name)
    removed = []
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return []
    for entry in entries:
        m = pattern.fullmatch(entry.name)
        if m is None or not entry.is_file(follow_symlinks=False):
            continue
        path = Path(entry.path)
        if _is_stale(path, m.group(1)):
            with contextlib.suppress(OSError):
                path.unlink()
                removed.append(path)
    return removed


def new_import_dir(parent: Path, *, old: bool = False) -> Path:
    """A new empty staging folder in ``parent`` for a pack import (``old``: for the folder an
    overwrite moves aside), after removing the staging folders crashed imports left."""
    remove_stale_import_dirs(parent)
    kind = "old-" if old else ""
    return Path(tempfile.mkdtemp(prefix=f"{IMPORT_PREFIX}{os.getpid()}-{kind}", dir=parent))


def remove_stale_import_dirs(parent: Path) -> list[Path]:
    """Remove the staging folders of imports into ``parent`` whose process is gone; returns them."""
    removed = []
    try:
        entries = list(os.scandir(parent))
    except OSError:
        return []
    for entry in entries:
        m = _IMPORT_DIR.fullmatch(entry.name)
        if m is None or not entry.is_dir(follow_symlinks=False):
            continue
        path = Path(entry.path)
        if _is_stale(path, m.group(1)):
            shutil.rmtree(path, ignore_errors=True)
            removed.append(path)
    return removed
