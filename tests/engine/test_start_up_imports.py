"""What a command imports before it runs: ``--version`` and ``--help`` no game, ``validate`` of one
file only that file's game (the figures are in benchmarks/startup.py; here the imports are counted)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from engine.cli import build_parser
from engine.core.game import Game
from engine.core.registry import games_about, registered_games

ROOT = Path(__file__).resolve().parents[2]
GAME_PACKAGES = sorted(p.name for p in (ROOT / "engine" / "games").iterdir() if (p / "__init__.py").is_file())

PROBE = """
import json, sys
from editor.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
print(json.dumps(sorted(m for m in sys.modules if m.count(".") == 2 and m.startswith("engine.games."))))
"""


def imported_games(*argv: str) -> list[str]:
    r = subprocess.run(
        [sys.executable, "-c", PROBE, *argv], cwd=ROOT, capture_output=True, text=True, check=False, timeout=120
    )
    return [m.rsplit(".", 1)[1] for m in json.loads(r.stdout.strip().splitlines()[-1])]


def test_version_and_help_import_no_game() -> None:
    assert imported_games("--version") == []
    assert imported_games("--help") == []


def test_validating_one_file_imports_only_its_game() -> None:
    setup = ROOT / "content" / "core" / "samurai_sword" / "setup.yaml"
    assert imported_games("validate", str(setup)) == ["samurai_sword"]


def test_playing_a_game_finds_every_game() -> None:
    assert imported_games("play", "--help") == GAME_PACKAGES


def test_each_packages_about_says_what_its_games_are() -> None:
    about = {a.id: a for a in games_about()}
    engine_games = [g for g in registered_games() if type(g).__module__.startswith("engine.games.")]
    assert sorted(about) == sorted(g.id for g in engine_games)
    for g in engine_games:
        assert about[g.id].name == g.name
        assert about[g.id].names == g.names
        assert about[g.id].has_commands == (type(g).add_cli_commands is not Game.add_cli_commands)


def test_the_light_help_lists_the_same_commands_as_the_whole_parser() -> None:
    light = build_parser(command=None).format_help()
    whole = build_parser(command="play").format_help()
    assert light == whole
    for a in games_about():
        if a.has_commands:
            assert f"{a.name} commands" in light
