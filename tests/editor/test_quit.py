"""Quitting the app with work in progress: every worker is asked to stop and joined before the
app goes, so the process ends cleanly (exit status 0, no thread destroyed while running)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from editor.app import EXIT_AFTER_START_ENV
from engine.content.library import core_pack_dir, iter_content_files
from engine.content.reader import read_yaml

ROOT = Path(__file__).resolve().parents[2]


def one_file_per_kind() -> list[str]:
    files: dict[str, str] = {}
    for f in iter_content_files(core_pack_dir()):
        data, _ = read_yaml(f)
        kind = data.get("kind") if isinstance(data, dict) else None
        if isinstance(kind, str) and kind != "warbench/pack" and kind not in files:
            files[kind] = str(f.resolve())
    return list(files.values())


# a whole app in a process of its own: about 30 s on an idle machine, far more on a busy one
@pytest.mark.timeout(900)
@pytest.mark.parametrize("when", ["while-working", "at-once"])
def test_quitting_with_documents_of_every_kind_and_work_running_ends_cleanly(tmp_path: Path, when: str) -> None:
    files = one_file_per_kind()
    assert len(files) >= 20  # every kind of the bundled content
    env = dict(
        os.environ,
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT),
    )
    if when == "at-once":
        env[EXIT_AFTER_START_ENV] = "1"
    # the documents open when the app last quit: the app reopens them from its settings
    settings = QSettings(str(tmp_path / "config" / "Warbench" / "Warbench.conf"), QSettings.Format.NativeFormat)
    settings.setValue("open_files", files)
    settings.sync()
    run = subprocess.run(
        [sys.executable, "-m", "tests.editor.quit_child", f"--{when}"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=840,
    )
    out = run.stdout + run.stderr
    assert f"reopened: {len(files)} documents " in run.stdout, out[-3000:]
    if when == "while-working":
        working = re.search(r"working: (\d+) jobs", run.stdout)
        assert working is not None and int(working[1]) >= 3, out[-3000:]  # simulation, agent and solver
    assert "QThread: Destroyed while thread is still running" not in out
    assert "Error calling Python override" not in out, out[-3000:]
    assert "still running after quit: 0 jobs " in run.stdout, out[-3000:]
    assert run.returncode == 0, out[-3000:]
