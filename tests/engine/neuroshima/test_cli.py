"""``warbench neuroshima battle`` and ``warbench play neuroshima`` (run in-process)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.cli import main
from engine.content.io import load_file, load_plain_yaml
from engine.content.library import bundled_library, check_loaded
from engine.core.log import GameRecord
from tests.engine.neuroshima.golden import POSITION_FILE


def test_battle_json_gives_hq_hit_points_and_the_tiles_left(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["neuroshima", "battle", str(POSITION_FILE), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["hq_hp_before"] == {"1": 20, "2": 20}
    assert data["hq_hp"] == {"1": 18, "2": 14}
    assert data["tiles"]["1,0"]["tile"] == "outpost_hq"
    assert "0,0" not in data["tiles"]  # the runner was destroyed
    assert {r["tile"] for r in data["removed"]} == {
        "hegemony_net_fighter", "outpost_medic", "outpost_annihilator", "outpost_brawler", "hegemony_runner"
    }  # fmt: skip
    kinds = {e["kind"] for e in data["events"]}
    assert {"phase", "attack", "medic", "hq_damage", "removed"} <= kinds
    attack = next(e for e in data["events"] if e["kind"] == "attack")
    assert {"phase", "attacker", "target", "kind", "base", "modifiers", "strength", "armor", "damage"} <= set(
        attack["data"]
    )


def test_battle_out_writes_a_valid_position(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "after.yaml"
    assert main(["neuroshima", "battle", str(POSITION_FILE), "--out", str(out)]) == 0
    assert "Initiative phase 4" in capsys.readouterr().out
    loaded = load_file(out)
    assert check_loaded(loaded, bundled_library()) == []
    assert [p.hq_hp for p in loaded.model.players] == [18, 14]  # type: ignore[attr-defined]


def test_battle_on_a_bad_file_names_file_and_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "schema_version: 1\nkind: neuroshima/position\nplayers:\n- army: moloch\n- army: borgo\n"
        "tiles:\n- hex: 0,0\n  tile: borgo_claws\n  player: 1\n",
        encoding="utf-8",
    )
    assert main(["neuroshima", "battle", str(bad)]) == 1
    err = capsys.readouterr().err
    assert f"{bad}:8: error tile-ref: tiles.0.tile: tile 'borgo_claws' is not in army 'moloch'" in err


def test_show_prints_every_hex(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["neuroshima", "show", str(POSITION_FILE)]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") >= 20 and "Commando [outpost_commando] player 1" in out


def test_play_saves_a_log_that_replays_exactly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "game.yaml"
    argv = ["play", "neuroshima", "--armies", "moloch,borgo", "--agents", "random,random", "--seed", "7"]
    assert main([*argv, "--log", str(log)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Neuroshima Hex:") and "winner" in out
    assert main(["replay", str(log)]) == 0
    assert "terminal: True" in capsys.readouterr().out
    data, _ = load_plain_yaml(log)
    assert GameRecord.from_data(data).outcome is not None


def test_play_team_game_and_greedy_agent(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["play", "neuroshima", "--armies", "moloch,outpost,borgo,hegemony", "--mode", "teams"]
    assert main([*argv, "--agents", "random,random,random,random", "--seed", "3"]) == 0
    assert main(["play", "neuroshima", "--agents", "greedy,random", "--seed", "2"]) == 0
    assert "winner" in capsys.readouterr().out
