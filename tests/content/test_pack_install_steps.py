"""Issue 31, item 2: replacing an installed pack is one step. An import is killed (the process
ends, no clean-up runs) or fails at each of its file operations in turn, deterministically; after
the next listing of the packs the installed pack is the old or the new one, never none, no
staging folder is left, and the version archive holds only complete zips."""

from __future__ import annotations

import os
import shutil
import zipfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from engine.content.pack import PackError
from engine.content.packstore import PackStore
from engine.content.tempfiles import IMPORT_PREFIX, begin_replacement, recover_imports
from tests.fuzz.archives import PACK_ID, good_files, manifest, pack_zip

#: the file operations of an import: the renames, the atomic replaces, the removals and copies
STEPS = [(os, "rename"), (os, "replace"), (os, "unlink"), (os, "rmdir"), (shutil, "rmtree"), (shutil, "copyfileobj")]


def _zip(path: Path, version: str) -> Path:
    files = {**good_files(), "manifest.yaml": manifest() + f"version: {version}\n".encode()}
    path.write_bytes(pack_zip(files))
    return path


@contextmanager
def _failing_at(n: int, fail: Callable[[], None]) -> Iterator[list[int]]:
    """Every file operation of :data:`STEPS` counted; the ``n``-th calls ``fail`` instead."""
    seen = [0]
    originals = [(mod, name, getattr(mod, name)) for mod, name in STEPS]

    def counted(original: Callable[..., Any]) -> Callable[..., Any]:
        def step(*args: Any, **kwargs: Any) -> Any:
            seen[0] += 1
            if seen[0] == n:
                fail()
            return original(*args, **kwargs)

        return step

    for mod, name, original in originals:
        setattr(mod, name, counted(original))
    try:
        yield seen
    finally:
        for mod, name, original in originals:
            setattr(mod, name, original)


def _kill() -> None:
    os._exit(137)  # as a kill: no finally, no except runs


def _raise() -> None:
    raise OSError(28, "No space left on device")


def _installed_version(root: Path) -> str | None:
    for pack in PackStore(root).installed():  # the listing finishes a killed replacement
        if pack.id == PACK_ID:
            assert not pack.problems, pack.problems
            return pack.version
    return None


def _check_after(root: Path, *, process_gone: bool = True) -> str:
    version = _installed_version(root)
    assert version in ("1.0.0", "2.0.0"), f"the pack is {version!r}"
    packs = root / "packs"
    if process_gone:  # leftovers of a running process are its own to remove
        assert sorted(p.name for p in packs.iterdir()) == [PACK_ID]
    for kept in (root / "versions").iterdir():
        if kept.name.startswith("."):
            continue  # a killed copy's temporary, removed by the next copy of that version
        with zipfile.ZipFile(kept) as zf:
            assert zf.testzip() is None, kept
    return version


def _fresh_store(root: Path, tmp_path: Path) -> PackStore:
    store = PackStore(root)
    store.install(_zip(tmp_path / "v1.zip", "1.0.0"))
    return store


def test_a_kill_at_any_step_of_an_overwrite_leaves_the_old_or_the_new_pack(tmp_path: Path) -> None:
    new = _zip(tmp_path / "v2.zip", "2.0.0")
    outcomes: dict[str, int] = {}
    n = 0
    while True:
        n += 1
        root = tmp_path / f"store{n}"
        _fresh_store(root, tmp_path)
        pid = os.fork()
        if pid == 0:  # the child imports and is killed at step n
            try:
                with _failing_at(n, _kill):
                    PackStore(root).install(new, overwrite=True)
            finally:
                os._exit(0)
        _, status = os.waitpid(pid, 0)
        killed = os.WEXITSTATUS(status) == 137
        version = _check_after(root)
        outcomes[version] = outcomes.get(version, 0) + 1
        # the next import of the new version completes and leaves a complete saved version
        PackStore(root).install(new, overwrite=True)
        assert _check_after(root) == "2.0.0"
        with zipfile.ZipFile(root / "versions" / f"{PACK_ID}-2.0.0.zip") as zf:
            assert "manifest.yaml" in zf.namelist()
        if not killed:
            break
        assert n < 200
    # the kill fell between the two renames at least once, and both outcomes happened
    assert n > 5
    assert set(outcomes) == {"1.0.0", "2.0.0"}


def test_a_failure_at_any_step_of_an_overwrite_leaves_the_old_or_the_new_pack(tmp_path: Path) -> None:
    new = _zip(tmp_path / "v2.zip", "2.0.0")
    n = 0
    while True:
        n += 1
        root = tmp_path / f"store{n}"
        _fresh_store(root, tmp_path)
        failed = False
        with _failing_at(n, _raise) as seen:
            try:
                PackStore(root).install(new, overwrite=True)
            except (OSError, PackError):
                failed = True
        _check_after(root, process_gone=False)
        PackStore(root).install(new, overwrite=True)
        assert _check_after(root, process_gone=False) == "2.0.0"
        if not failed and seen[0] < n:
            break
        assert n < 200


def test_a_journal_left_between_the_renames_is_completed_with_the_new_folder(tmp_path: Path) -> None:
    packs = tmp_path / "packs"
    final, staging, aside = (
        packs / PACK_ID,
        packs / f"{IMPORT_PREFIX}999999-abcdefgh",
        packs / f"{IMPORT_PREFIX}999999-old-abcdefgh",
    )
    for folder, text in ((final, "old"), (staging, "new")):
        folder.mkdir(parents=True)
        (folder / "which.txt").write_text(text)
    begin_replacement(final, staging, aside).path.rename(packs / ".import-journal-999999999-abcdefgh")
    final.rename(aside)  # killed here, by a process that is gone
    assert recover_imports(packs) == [final]
    assert (final / "which.txt").read_text() == "new"
    assert sorted(p.name for p in packs.iterdir()) == [PACK_ID]


def test_a_journal_whose_new_folder_is_gone_puts_the_old_one_back(tmp_path: Path) -> None:
    packs = tmp_path / "packs"
    final, staging, aside = (
        packs / PACK_ID,
        packs / f"{IMPORT_PREFIX}999999-abcdefgh",
        packs / f"{IMPORT_PREFIX}999999-old-abcdefgh",
    )
    aside.mkdir(parents=True)
    (aside / "which.txt").write_text("old")
    begin_replacement(final, staging, aside).path.rename(packs / ".import-journal-999999999-abcdefgh")
    assert recover_imports(packs) == [final]
    assert (final / "which.txt").read_text() == "old"
    assert sorted(p.name for p in packs.iterdir()) == [PACK_ID]


def test_a_truncated_saved_version_is_replaced_by_the_next_import(tmp_path: Path) -> None:
    root = tmp_path / "store"
    store = _fresh_store(root, tmp_path)
    kept = root / "versions" / f"{PACK_ID}-1.0.0.zip"
    kept.write_bytes(kept.read_bytes()[:100])  # what a copy killed half-way used to leave
    store.install(tmp_path / "v1.zip", overwrite=True)
    with zipfile.ZipFile(kept) as zf:
        assert zf.testzip() is None


@pytest.mark.parametrize("name", ["../outside", ".hidden", "a/b"])
def test_a_journal_naming_a_folder_outside_is_ignored(tmp_path: Path, name: str) -> None:
    packs = tmp_path / "packs"
    packs.mkdir()
    outside = tmp_path / "outside"
    outside.mkdir()
    journal = packs / ".import-journal-999999999-abcdefgh"
    journal.write_text(f'{{"final": "{name}", "staging": ".import-1-abcdefgh", "aside": "{name}"}}')
    recover_imports(packs)
    assert outside.is_dir()
    assert not journal.exists()
