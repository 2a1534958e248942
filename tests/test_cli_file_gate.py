"""Issue 31, items 4 and 5: every command that takes a file passes it through the gate and the
checks of ``validate``, with the same file:line messages. ``play neuroshima_etude --etude`` used to
print ``<document>:`` and play etudes ``validate`` refuses; ``simulate`` printed raw pydantic
errors and played a battle whose roster repeats a leader id."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.content.library import bundled_content_dir
from tests.support.cli import run_cli as _run

CORE = bundled_content_dir() / "core"
ETUDE = CORE / "neuroshima" / "etudes" / "01-one-clear-line.yaml"
BATTLE = CORE / "warlords" / "battles" / "wl-battle-defence-border.yaml"
CRAB = CORE / "warlords" / "rosters" / "wl-crab-host.yaml"


def _errors(text: str) -> list[str]:
    return sorted(ln for ln in text.splitlines() if " error " in ln)


def _edit(src: Path, dest: Path, old: str, new: str) -> Path:
    text = src.read_text(encoding="utf-8")
    assert old in text
    dest.write_text(text.replace(old, new, 1), encoding="utf-8")
    return dest


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("tile: outpost_officer", "tile: moloch_clown", ":20: error tile-ref: tiles.5.tile: tile 'moloch_clown'"),
        ("place outpost_commando 1,1 1", "place outpost_commando 1,1 9", ":28: error solution-replay"),
    ],
)
def test_play_etude_refuses_what_validate_refuses_with_the_same_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], old: str, new: str, expected: str
) -> None:
    etude = _edit(ETUDE, tmp_path / "etude.yaml", old, new)
    code, validated = _run(capsys, "validate", str(etude))
    assert code == 1
    code, played = _run(capsys, "play", "neuroshima_etude", "--etude", str(etude))
    assert code == 1
    assert "<document>" not in played
    assert _errors(played) == _errors(validated)
    assert any(ln.startswith(f"{etude}{expected}") for ln in _errors(played))


def test_play_etude_still_plays_a_valid_etude(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _run(capsys, "play", "neuroshima_etude", "--etude", str(ETUDE))
    assert code == 0 and "Neuroshima Hex etude" in out


def test_simulate_names_the_file_and_line_of_a_file_that_is_not_a_setup(capsys: pytest.CaptureFixture[str]) -> None:
    setup = CORE / "samurai_sword" / "setup.yaml"
    code, out = _run(capsys, "simulate", str(setup), "--games", "2", "--workers", "1")
    assert code == 1
    (line,) = _errors(out)
    assert line.startswith(f"{setup}:2: error kind: kind: a samurai_sword/setup file is not a setup a game can play")
    assert "validation error" not in out and "pydantic" not in out and "input_value" not in out


def test_simulate_refuses_a_battle_whose_roster_repeats_a_leader_id(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    battle = Path(shutil.copy(BATTLE, tmp_path / BATTLE.name))
    roster = _edit(CRAB, tmp_path / CRAB.name, "id: cr-general-1", "id: cr-warlord")
    code, out = _run(capsys, "simulate", str(battle), "--games", "2", "--workers", "1", "--agents", "random,random")
    assert code == 1
    assert f"{roster}:18: error duplicate: leaders.1.id: leader id 'cr-warlord' is used more than once" in out
    assert "win" not in out.lower()


def test_simulate_reports_schema_errors_as_validate_does(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    battle = _edit(BATTLE, tmp_path / BATTLE.name, "battle_kind: defence", "battle_kind: siege")
    _, validated = _run(capsys, "validate", str(battle))
    code, simulated = _run(capsys, "simulate", str(battle), "--games", "2", "--workers", "1")
    assert code == 1
    assert _errors(validated) and _errors(simulated) == _errors(validated)


def test_validate_play_and_simulate_agree_on_a_battle_whose_roster_has_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the file's folder is read as the commands read it: a roster there with errors of its own is
    # refused, and the battle that uses it reports them (validate used to pass the battle)
    battle = Path(shutil.copy(BATTLE, tmp_path / BATTLE.name))
    _edit(CRAB, tmp_path / CRAB.name, "id: cr-general-1", "id: cr-warlord")
    code, validated = _run(capsys, "validate", str(battle))
    assert code == 1
    _, played = _run(capsys, "play", "warlords", str(battle), "--max-actions", "5")
    _, simulated = _run(capsys, "simulate", str(battle), "--games", "2", "--workers", "1")
    assert _errors(validated) == _errors(played) == _errors(simulated)
    assert len(_errors(validated)) == 2
