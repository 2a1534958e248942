"""Issue 30, deliverable 3 (no silent fallback): a file of the played file's folder that does not
load is an error naming its file and line in every command that plays, solves or resolves a file.
A broken copy of the army, table or roster the played file refers to used to be passed over, and
the bundled item of the same id was played in its place with exit 0."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from engine.content.library import bundled_content_dir
from tests.support.cli import run_cli as _run

CORE = bundled_content_dir() / "core"
ETUDE = CORE / "neuroshima" / "etudes" / "01-one-clear-line.yaml"
DUEL = CORE / "neuroshima" / "games" / "duel.yaml"
POSITION = CORE / "neuroshima" / "positions" / "worked-example-battle.yaml"
SCENARIO = CORE / "samurai_battles" / "scenarios" / "sb-z001-first-samurai-skirmish.yaml"
ROKUGAN = CORE / "rokugan" / "scenarios" / "standard-2p.yaml"
BATTLE = CORE / "warlords" / "battles" / "wl-battle-defence-border.yaml"


def _folder(tmp_path: Path, played: Path, sibling: Path) -> tuple[Path, Path, int]:
    """The played file copied into a folder of its own beside a copy of ``sibling`` (a file it
    refers to) broken at a known line: the played copy, the broken file and its line."""
    copy = Path(shutil.copy(played, tmp_path / played.name))
    text = sibling.read_text(encoding="utf-8")
    broken = tmp_path / sibling.name
    broken.write_text(text + "kind: a second kind\n", encoding="utf-8")  # a key given twice
    return copy, broken, len(text.splitlines()) + 1


def _names_the_broken_line(out: str, broken: Path, line: int) -> bool:
    return any(re.match(rf"{re.escape(str(broken))}:{line}: error yaml", ln) for ln in out.splitlines())


def _assert_refused(
    capsys: pytest.CaptureFixture[str], broken: Path, line: int, *argv: str, exit_code: int = 1
) -> None:
    code, out = _run(capsys, *argv)
    assert code == exit_code, out
    assert _names_the_broken_line(out, broken, line), out
    # validate says the same about the folder
    code, validated = _run(capsys, "validate", str(broken.parent))
    assert code == 1 and _names_the_broken_line(validated, broken, line)


def test_play_neuroshima_setup_with_a_broken_army_beside_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    setup, broken, line = _folder(tmp_path, DUEL, CORE / "neuroshima" / "armies" / "moloch.yaml")
    _assert_refused(capsys, broken, line, "play", "neuroshima", "--setup", str(setup), "--agents", "random,random")


def test_play_etude_with_a_broken_army_beside_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    etude, broken, line = _folder(tmp_path, ETUDE, CORE / "neuroshima" / "armies" / "outpost.yaml")
    _assert_refused(capsys, broken, line, "play", "neuroshima_etude", "--etude", str(etude))


def test_neuroshima_solve_with_a_broken_army_beside_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    etude, broken, line = _folder(tmp_path, ETUDE, CORE / "neuroshima" / "armies" / "outpost.yaml")
    # solve exits 1 for an etude without a solution, 2 for a file it cannot solve
    _assert_refused(capsys, broken, line, "neuroshima", "solve", str(etude), exit_code=2)


def test_neuroshima_battle_with_a_broken_army_beside_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    position, broken, line = _folder(tmp_path, POSITION, CORE / "neuroshima" / "armies" / "outpost.yaml")
    _assert_refused(capsys, broken, line, "neuroshima", "battle", str(position))


def test_play_samurai_battles_with_a_broken_unit_table_beside_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    scenario, broken, line = _folder(tmp_path, SCENARIO, CORE / "samurai_battles" / "units.yaml")
    _assert_refused(capsys, broken, line, "play", "samurai_battles", str(scenario), "--agents", "random,random")


def test_samurai_battles_los_with_a_broken_unit_table_beside_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    scenario, broken, line = _folder(tmp_path, SCENARIO, CORE / "samurai_battles" / "units.yaml")
    _assert_refused(capsys, broken, line, "samurai-battles", "los", str(scenario), "1,1", "1,3")


def test_play_rokugan_with_a_broken_map_beside_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scenario, broken, line = _folder(tmp_path, ROKUGAN, CORE / "rokugan" / "maps" / "standard.yaml")
    _assert_refused(capsys, broken, line, "play", "rokugan", str(scenario), "--agents", "random,random")


def test_play_warlords_with_a_broken_roster_beside_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    battle, broken, line = _folder(tmp_path, BATTLE, CORE / "warlords" / "rosters" / "wl-crab-host.yaml")
    _assert_refused(capsys, broken, line, "play", "warlords", str(battle), "--agents", "random,random")


@pytest.mark.parametrize(
    ("played", "sibling"),
    [
        (SCENARIO, CORE / "samurai_battles" / "units.yaml"),
        (BATTLE, CORE / "warlords" / "rosters" / "wl-crab-host.yaml"),
        (DUEL, CORE / "neuroshima" / "armies" / "borgo.yaml"),
    ],
    ids=["samurai_battles", "warlords", "neuroshima"],
)
def test_simulate_with_a_broken_file_beside_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], played: Path, sibling: Path
) -> None:
    target, broken, line = _folder(tmp_path, played, sibling)
    _assert_refused(capsys, broken, line, "simulate", str(target), "--games", "2", "--workers", "1")


def test_replay_with_a_broken_file_in_its_content_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "game.yaml"
    code, out = _run(capsys, "play", "samurai_battles", str(SCENARIO), "--agents", "random,random", "--log", str(log))
    assert code == 0, out
    content = tmp_path / "content"
    content.mkdir()
    _, broken, line = _folder(content, SCENARIO, CORE / "samurai_battles" / "units.yaml")
    assert _run(capsys, "replay", str(log))[0] == 0
    _assert_refused(capsys, broken, line, "replay", str(log), "--content", str(content))


def test_a_saved_game_beside_the_scenario_is_not_taken_for_broken_content(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    scenario = Path(shutil.copy(SCENARIO, tmp_path / SCENARIO.name))
    log = tmp_path / "game.yaml"
    argv = ["play", "samurai_battles", str(scenario), "--agents", "random,random", "--seed", "3"]
    code, first = _run(capsys, *argv, "--log", str(log))
    assert code == 0 and log.is_file()
    code, again = _run(capsys, *argv)
    assert code == 0 and again.splitlines()[0] == first.splitlines()[0]
    assert _run(capsys, "validate", str(tmp_path))[0] == 0


def test_a_valid_sibling_still_plays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scenario = Path(shutil.copy(SCENARIO, tmp_path / SCENARIO.name))
    shutil.copy(CORE / "samurai_battles" / "units.yaml", tmp_path / "units.yaml")
    code, out = _run(capsys, "play", "samurai_battles", str(scenario), "--agents", "random,random")
    assert code == 0, out
