"""The warbench command line (run in-process through the console-script entry point)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import engine
from editor.cli import main
from engine.content.io import load_plain_yaml
from engine.content.library import bundled_content_dir
from engine.core.log import GameRecord


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert engine.__version__ in capsys.readouterr().out


def test_help_on_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (
        ["--help"],
        ["validate", "--help"],
        ["games", "--help"],
        ["play", "tinygame", "--help"],
        ["pack", "export", "--help"],
        ["replay", "--help"],
    ):
        with pytest.raises(SystemExit) as exc:
            main(argv)
        assert exc.value.code == 0
    assert "usage:" in capsys.readouterr().out


def test_validate_bundled_content_exits_zero(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(bundled_content_dir())]) == 0


def test_validate_reports_file_line_and_exits_one(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("schema_version: 1\nkind: tinygame/setup\nradius: big\n", encoding="utf-8")
    assert main(["validate", str(bad)]) == 1
    out = capsys.readouterr().out
    assert f"{bad}:3: error schema: radius:" in out


def test_validate_missing_path(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(tmp_path / "nope")]) == 1
    assert "no such file or folder" in capsys.readouterr().out


def test_games_lists_registered_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    assert "tinygame: Tiny Game (2-2 players)" in out
    assert "kind tinygame/setup" in out


def test_play_then_replay_the_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "game.yaml"
    assert main(["play", "tinygame", "--agents", "random,random", "--seed", "7", "--log", str(log)]) == 0
    out = capsys.readouterr().out
    assert "Tiny Game:" in out and "winner" in out
    data, _ = load_plain_yaml(log)
    record = GameRecord.from_data(data)
    assert record.seed == 7 and record.actions
    assert main(["replay", str(log)]) == 0
    assert "replayed" in capsys.readouterr().out


def test_console_script_runs_as_a_program() -> None:
    # the installed entry point, in a fresh process: no Qt needed for headless commands
    r = subprocess.run(
        [sys.executable, "-c", "import sys; from editor.cli import main; sys.exit(main(['games']))"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).parent.parent,
    )
    assert r.returncode == 0, r.stderr
    r2 = subprocess.run(
        [sys.executable, "-c", "import sys, engine.cli; engine.cli.main(['games']); print('PySide6' in sys.modules)"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).parent.parent,
    )
    assert r2.stdout.strip().endswith("False"), "headless commands must not load Qt"
