"""Temporary files and folders beside their target, named after the process that made them, so a
later save or import can tell the ones a crash left behind and remove them.

A save writes ``.<name>.<pid>-<random>.tmp`` and renames it over ``<name>``; a pack import
extracts into ``.import-<pid>-<random>``. If the process is killed in between, the temporary
stays. The next save of the same file (or the next import into the same folder) removes every
such leftover whose process is gone (or that is older than :data:`STALE_AFTER_SECONDS`, where
processes cannot be asked), and never touches one a running save is still writing.

An import that replaces an installed pack takes two renames (the old folder aside, the new one
into place). Before the first it writes a journal, ``.import-journal-<pid>-<random>``, naming the
three folders; :func:`recover_imports` (run before every import and when the installed packs are
listed) finishes the replacement of an import that was killed between the renames, or puts the
old folder back, so the pack is always the old or the new one, never missing, and a copy moved
aside is never removed as a leftover while its journal names it.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import shutil
import tempfile
import time
from dataclasses import dataclass
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
JOURNAL_PREFIX = ".import-journal-"
_JOURNAL = re.compile(rf"{re.escape(JOURNAL_PREFIX)}(\d+)-{_RANDOM}")


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


def new_import_dir(parent: Path) -> Path:
    """A new empty staging folder in ``parent`` for a pack import, after finishing the
    replacements killed imports left half done and removing their staging folders."""
    tidy_import_dirs(parent)
    return Path(tempfile.mkdtemp(prefix=f"{IMPORT_PREFIX}{os.getpid()}-", dir=parent))


def aside_name(final: Path) -> Path:
    """An unused path beside ``final`` for the folder an overwrite moves aside (not created: the
    rename creates it, so a failure before it leaves nothing)."""
    while True:
        suffix = "".join(secrets.choice("abcdefghijklmnopqrstuvwxyz0123456789_") for _ in range(8))
        path = final.parent / f"{IMPORT_PREFIX}{os.getpid()}-old-{suffix}"
        if not os.path.lexists(path):
            return path


def tidy_import_dirs(parent: Path) -> None:
    """Finish the replacements killed imports into ``parent`` left half done, then remove their
    staging folders."""
    recover_imports(parent)
    remove_stale_import_dirs(parent)


@dataclass(frozen=True)
class InstallJournal:
    """A replacement of ``final`` by ``staging`` under way, the old folder going to ``aside``
    (all three in the journal's folder)."""

    path: Path
    final: Path
    staging: Path
    aside: Path

    def done(self) -> None:
        """The replacement is finished (or undone): forget it (a journal that cannot be removed
        is finished by recovery once this process is gone)."""
        with contextlib.suppress(OSError):
            os.unlink(self.path)


def begin_replacement(final: Path, staging: Path, aside: Path) -> InstallJournal:
    """Write, and flush to disk, the journal of replacing ``final`` by ``staging`` (the old
    folder going to ``aside``) before the first rename. A journal cut short by a kill names no
    rename that happened (the renames come after this returns) and is dropped by recovery."""
    for folder in (staging, aside):
        if folder.parent != final.parent or _IMPORT_DIR.fullmatch(folder.name) is None:
            raise ValueError(f"{folder} is not an import folder beside {final}")
    fd, tmp = tempfile.mkstemp(prefix=f"{JOURNAL_PREFIX}{os.getpid()}-", dir=final.parent)
    record = {"final": final.name, "staging": staging.name, "aside": aside.name}
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(record, fh)
        fh.flush()
        os.fsync(fh.fileno())
    return InstallJournal(Path(tmp), final, staging, aside)


def _read_journal(path: Path) -> InstallJournal | None:
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
        names = [record["final"], record["staging"], record["aside"]]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if not all(isinstance(n, str) and n and "/" not in n and "\\" not in n and n not in (".", "..") for n in names):
        return None
    final, staging, aside = (path.parent / n for n in names)
    if final.name.startswith(".") or not all(_IMPORT_DIR.fullmatch(p.name) for p in (staging, aside)):
        return None
    return InstallJournal(path, final, staging, aside)


def _journals(parent: Path) -> list[tuple[Path, str]]:
    try:
        entries = list(os.scandir(parent))
    except OSError:
        return []
    out = []
    for entry in entries:
        m = _JOURNAL.fullmatch(entry.name)
        if m is not None and entry.is_file(follow_symlinks=False):
            out.append((Path(entry.path), m.group(1)))
    return out


def _real_dir(path: Path) -> bool:
    return path.is_dir() and not path.is_symlink()


def recover_imports(parent: Path) -> list[Path]:
    """Finish or undo the pack replacements in ``parent`` whose import was killed: when the pack
    folder is missing, the complete, checked new folder is renamed into place (or, if it is gone,
    the old one is put back); then the folders the journal names are removed. Returns the pack
    folders that were recovered."""
    recovered = []
    for path, pid in _journals(parent):
        if not _is_stale(path, pid):
            continue  # a running import's replacement
        journal = _read_journal(path)
        if journal is None:  # cut short before any rename
            with contextlib.suppress(OSError):
                path.unlink()
            continue
        if not os.path.lexists(journal.final):
            for source in (journal.staging, journal.aside):
                if _real_dir(source):
                    with contextlib.suppress(OSError):
                        os.rename(source, journal.final)
                        recovered.append(journal.final)
                        break
        if not os.path.lexists(journal.final):
            continue  # nothing could be put back: keep the journal and its folders for the next try
        for leftover in (journal.staging, journal.aside):
            if _real_dir(leftover):
                shutil.rmtree(leftover, ignore_errors=True)
        journal.done()
    return recovered


def remove_stale_import_dirs(parent: Path) -> list[Path]:
    """Remove the staging folders of imports into ``parent`` whose process is gone, except those
    a journal still names (a replacement to finish); returns them."""
    removed = []
    try:
        entries = list(os.scandir(parent))
    except OSError:
        return []
    named: set[str] = set()
    for path, _ in _journals(parent):
        journal = _read_journal(path)
        if journal is not None:
            named.update((journal.staging.name, journal.aside.name))
    for entry in entries:
        m = _IMPORT_DIR.fullmatch(entry.name)
        if m is None or not entry.is_dir(follow_symlinks=False) or entry.name in named:
            continue
        path = Path(entry.path)
        if _is_stale(path, m.group(1)):
            shutil.rmtree(path, ignore_errors=True)
            removed.append(path)
    return removed


def atomic_copy(source: Path, target: Path) -> None:
    """Copy ``source`` to ``target`` through a temporary file beside it and one rename, so a kill
    leaves the previous ``target`` (or none), never a truncated copy."""
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = new_save_temp(target)
    try:
        with open(source, "rb") as src, os.fdopen(fd, "wb") as out:
            shutil.copyfileobj(src, out)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    finally:
        if os.path.lexists(tmp):
            os.unlink(tmp)
