"""The command line (``warbench play samurai_battles``, ``warbench samurai-battles los``) and the
engine queries the editor and player use."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.cli import main
from engine.content.io import load_plain_yaml
from engine.content.library import bundled_library
from engine.core.catalogue import render
from engine.core.log import GameRecord
from engine.games.samurai_battles.game import scenario_dir
from engine.games.samurai_battles.queries import (
    fire_options,
    line_of_sight,
    melee_options,
    orderable_now,
    pieces_in_section,
    reachable_hexes,
)
from engine.saved_game import replay_record

from .helpers import GAME, B, T, act, give, new_state, scenario

INTRO = scenario_dir() / "sb-z001-first-samurai-skirmish.yaml"


def test_play_with_random_and_greedy_agents_and_replay_the_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "game.yaml"
    assert (
        main(["play", "samurai_battles", str(INTRO), "--agents", "random,greedy", "--seed", "3", "--log", str(log)])
        == 0
    )
    out = capsys.readouterr().out
    assert "winner: player" in out and "victory banners" in out
    data, _ = load_plain_yaml(log)
    record = GameRecord.from_data(data)
    state = replay_record(GAME, record, bundled_library())
    assert state.is_terminal() and state.outcome().to_data() == record.outcome
    assert main(["replay", str(log)]) == 0


def test_play_defaults_to_the_intro_scenario(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "samurai-battles", "--agents", "greedy,greedy", "--seed", "1"]) == 0
    assert "Samurai Battles" in capsys.readouterr().out


def test_play_names_a_bad_scenario_file_line_and_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(INTRO.read_text(encoding="utf-8").replace("edge: bottom", "edge: sideways"), encoding="utf-8")
    assert main(["play", "samurai_battles", str(bad)]) == 1
    err = capsys.readouterr().err
    assert f"{bad}:" in err and "armies.0.edge" in err


def test_los_command_prints_the_verdict_and_blockers(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["samurai-battles", "los", str(INTRO), "8,5", "2,5"]) == 1
    out = capsys.readouterr().out
    assert "BLOCKED" in out and "blocked by 4,5: forest" in out
    assert main(["samurai-battles", "los", str(INTRO), "8,7", "6,7"]) == 0
    assert "clear" in capsys.readouterr().out
    assert main(["samurai-battles", "los", str(INTRO), "8,7", "99,1"]) == 2
    assert "not a hex" in capsys.readouterr().out


def test_sections_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["samurai-battles", "sections", str(INTRO)]) == 0
    out = capsys.readouterr().out
    assert "left  : r-ay1 r-ab1 r-sn1" in out  # r-sn1 stands on a cut hex: left and center
    assert "center: r-ay2 r-ab2 r-ay3 r-sn1 r-sn2" in out


def test_queries_for_the_editor() -> None:
    s = new_state(
        scenario(
            [("b1", "AB", "8,9"), ("b2", "AY", "7,8"), ("t1", "AY", "6,11"), ("t2", "SN", "6,7")],
            [("bL", "mounted", "9,18")],
            [("6,11", "forest")],
        )
    )
    assert pieces_in_section(s, B, "left") == ["b2"]  # 7,8 is cut: left and center
    assert pieces_in_section(s, B, "center") == ["b1", "b2"]
    assert pieces_in_section(s, B, "right") == ["bL"]
    assert pieces_in_section(s, T, "right") == ["t2"]  # the top army sees the field mirrored
    assert fire_options(s, "b1") == [("t1", 1)]  # into a forest: 1 die
    assert melee_options(s, "b2") == [("t2", 3)]
    assert max(reachable_hexes(s, "bL").values()) == 3
    rep = line_of_sight(s, "8,9", "6,7")
    # the blocker is named by its unit's name (its type) and army, in the reader's language
    assert not rep.clear and {h: render(why, "en") for h, why in rep.blocking.items()} == {
        "7,8": "Ashigaru yari (Bottom)"
    }
    assert render(rep.blocking["7,8"], "ru") == "асигару с яри (Bottom)"
    assert rep.start != rep.end
    give(s, "order2_center")
    act(s, "card order2_center")
    assert orderable_now(s) == ["b1", "b2"]


def test_play_refuses_a_scenario_with_check_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "stacked.yaml"
    bad.write_text(INTRO.read_text(encoding="utf-8").replace("hex: '8,7'}", "hex: '8,5'}"), encoding="utf-8")
    assert main(["play", "samurai_battles", str(bad)]) == 1
    err = capsys.readouterr().err
    assert f"{bad}:" in err and "stacked" in err and "8,5" in err


def test_unknown_unit_types_fail_setup_with_the_field_named() -> None:
    from engine.games.samurai_battles.ruleset import SetupError, compile_ruleset

    sc = scenario([("b1", "AY", "8,9"), ("t1", "XX", "2,9")])
    with pytest.raises(SetupError, match=r"armies.1.units.0: unit type 'XX'"):
        compile_ruleset(sc, bundled_library())
