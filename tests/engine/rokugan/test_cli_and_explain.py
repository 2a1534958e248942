"""``warbench play rokugan``, replaying its log, ``warbench validate`` on the new kinds, and the
explanation of a battle (rules/004 §3.5's worked example)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from engine.cli import main
from engine.content.library import core_pack_dir, validate_paths
from tests.engine.rokugan.helpers import control, game, put, resolve_steps


def test_play_saves_a_log_that_replays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "g.yaml"
    assert main(["play", "rokugan", "--agents", "random,greedy,greedy", "--seed", "3", "--log", str(log)]) == 0
    out = capsys.readouterr().out
    assert "Battle for Rokugan" in out and "winner" in out
    data = yaml.safe_load(log.read_text())
    assert data["game"] == "rokugan" and data["setup"]["players"] == 3 and len(data["setup"]["clans"] or []) in (0, 3)
    assert main(["replay", str(log)]) == 0
    assert "terminal: True" in capsys.readouterr().out


def test_play_picks_the_standard_scenario_for_the_player_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "rokugan", "--players", "5", "--agents", "random", "--seed", "1", "-v"]) == 0
    out = capsys.readouterr().out
    assert "for 5 players" in out and "battle for" in out and "the game ends" in out


def test_play_a_scenario_file_with_chosen_clans(capsys: pytest.CaptureFixture[str]) -> None:
    path = core_pack_dir() / "rokugan" / "scenarios" / "twin-rivers-2p.yaml"
    assert main(["play", "rokugan", str(path), "--agents", "greedy,random", "--clans", "lion,crab", "--seed", "2"]) == 0
    assert "Lion" in capsys.readouterr().out


def test_validate_covers_the_rokugan_kinds(tmp_path: Path) -> None:
    assert [i for i in validate_paths([core_pack_dir() / "rokugan"]) if i.severity.value == "error"] == []
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "schema_version: 1\nkind: rokugan/scenario\nid: bad\ntitle: {en: Bad}\nmap: standard\nplayers: 5\n"
        "allowed_clans: [crab, crane, lion, unicorn]\n",
        encoding="utf-8",
    )
    issues = validate_paths([bad])
    assert any(i.code == "clans" and i.location.line is not None for i in issues)
    assert main(["validate", str(bad)]) == 1


def test_a_battle_is_explained_province_by_province() -> None:
    s = game(("dragon", "phoenix", "scorpion"))
    control(s, "dragon_south", "dragon")
    control(s, "phoenix_capital", "phoenix")
    control(s, "lion_east", "phoenix")
    control(s, "lion_capital", "scorpion")
    put(s, "phoenix", "army1", "phoenix_capital>dragon_south")
    put(s, "phoenix", "army1", "lion_east>dragon_south")
    put(s, "scorpion", "army3", "lion_capital>dragon_south")
    put(s, "dragon", "army1", "dragon_south")
    events = resolve_steps(s)
    text = next(e.text for e in events if e.kind == "battle")
    # the explanation names the province by the map's name and each token by its type and strength
    assert text == (
        "battle for Dragon South (Dragon): Phoenix attacks with army 1 + army 1 = 2; Scorpion attacks with army 3 = 3; "
        "defence 1 (combat tokens 1); Scorpion wins and takes control with a face-down token"
    )
    said = next(e for e in events if e.kind == "battle").render("ru")
    assert said.startswith("битва за провинцию «Юг Дракона» (Дракон): Феникс нападает: армия 1 + армия 1 = 2;"), said
    data = next(e.data for e in events if e.kind == "battle")
    assert [t["at"] for a in data["attackers"] for t in a["tokens"]] == [
        "phoenix_capital>dragon_south",
        "lion_east>dragon_south",
        "lion_capital>dragon_south",
    ]
    assert data["control_removed"] == 1 and data["winner"] == "scorpion"
