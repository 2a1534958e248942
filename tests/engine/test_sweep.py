"""Parameter sweeps (``warbench simulate FILE --sweep PATH=A..B``): every value of one number of
the setup is played, and the report shows each seat's win rate against the value with its
interval and finds the value nearest to even — here in a dice duel that is even at ``target: 3``
by construction (tests/support/dicegame.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.ai.sweep import SweepError, parse_sweep, sweep_lines, value_at, with_value
from engine.cli import main
from engine.core.language import set_language


def duel_file(tmp_path: Path, target: int = 5) -> Path:
    path = tmp_path / "duel.yaml"
    path.write_text(f"schema_version: 1\nkind: dicegame/setup\ntarget: {target}\n", encoding="utf-8")
    return path


def test_the_sweep_finds_the_value_that_makes_the_game_even(tmp_path: Path, capsys) -> None:
    out = tmp_path / "sweep.json"
    argv = ["simulate", str(duel_file(tmp_path)), "--sweep", "target=0..6", "--agents", "random"]
    code = main([*argv, "--games", "120", "--workers", "2", "-q", "--out", str(out)])
    assert code == 0
    sweep = json.loads(out.read_text())
    assert sweep["values"] == [0, 1, 2, 3, 4, 5, 6]
    assert sweep["nearest_even"] == 3
    first_seat = [p["seats"][0] for p in sweep["points"]]
    assert first_seat[0]["rate"] == 0.0 and first_seat[-1]["rate"] == 1.0  # a roll is never at most 0, always at most 6
    assert all(row["games"] == 120 and row["ci95"][0] <= row["rate"] <= row["ci95"][1] for row in first_seat)
    assert [r["setup"]["target"] for r in sweep["runs"]] == sweep["values"]  # each value's full report
    printed = capsys.readouterr().out
    assert "nearest to even (50% each): target = 3; every seat's interval holds an even share" in printed
    assert any(line.strip().startswith("3") and "<- nearest to even" in line for line in printed.splitlines())


def test_a_sweep_names_what_is_wrong_with_its_path_or_range(tmp_path: Path, capsys) -> None:
    path = duel_file(tmp_path)
    assert main(["simulate", str(path), "--sweep", "targets=0..6", "--games", "1", "-q"]) == 2
    assert (
        "targets: the setup has no field 'targets' (its fields: kind, schema_version, target)"
        in capsys.readouterr().err
    )
    assert main(["simulate", str(path), "--sweep", "target=0..9", "--games", "1", "-q"]) == 2
    assert "target = 7: the setup is refused" in capsys.readouterr().err
    with pytest.raises(SweepError, match=r"PATH=A\.\.B"):
        parse_sweep("target=six")


def test_ranges_and_paths() -> None:
    assert parse_sweep("victory.banners=4..8") == ("victory.banners", [4, 5, 6, 7, 8])
    assert parse_sweep("units.3.dice=2..4:2") == ("units.3.dice", [2, 4])
    assert parse_sweep("rules.odds=0.25..1:0.25") == ("rules.odds", [0.25, 0.5, 0.75, 1.0])
    data = {"units": [{"dice": 2}, {"dice": 3, "name": "ashigaru"}]}
    assert value_at(data, "units.1.dice") == 3
    assert with_value(data, "units.1.dice", 5) == {"units": [{"dice": 2}, {"dice": 5, "name": "ashigaru"}]}
    assert data["units"][1]["dice"] == 3  # the original is left as it was
    with pytest.raises(SweepError, match="a list of 2 item"):
        value_at(data, "units.2.dice")
    with pytest.raises(SweepError, match="not a number"):
        with_value(data, "units.1.name", 1)


def test_the_printed_sweep_marks_the_value_nearest_to_even() -> None:
    def point(value: int, rate: float) -> dict:
        seats = [
            {"seat": 0, "rate": rate, "ci95": [rate - 0.1, rate + 0.1]},
            {"seat": 1, "rate": 1 - rate, "ci95": [0, 1]},
        ]
        return {"value": value, "games": 10, "seats": seats, "even": 0.5}

    from engine.ai.sweep import nearest_even

    points = [point(1, 0.2), point(2, 0.45), point(3, 0.7)]
    assert nearest_even(points)["value"] == 2
    lines = sweep_lines({"sweep": "target", "points": points, "nearest_even": 2})
    assert next(line for line in lines if "<-" in line).split()[0] == "2"
    assert lines[-1].endswith("target = 2; every seat's interval holds an even share")
    unplayed = {"value": 0, "games": 0, "seats": [], "even": None}  # a value none of whose games is back yet
    lopsided = [unplayed, point(1, 0.2), point(2, 0.3)]  # 30% ± 10 leaves out an even share
    lines = sweep_lines({"sweep": "target", "points": lopsided, "nearest_even": nearest_even(lopsided)["value"]})
    assert lines[-1].endswith("target = 2; still uneven there at 95%: try values in between, or more games")
    # the table in Russian: the columns, the marker and the verdict in the reader's words
    set_language("ru")
    try:
        russian = sweep_lines({"sweep": "target", "points": points, "nearest_even": 2})
        empty = sweep_lines({"sweep": "target", "points": [unplayed], "nearest_even": None})
    finally:
        set_language("en")
    assert russian[0] == "перебор target (доля побед, 95% доверительный интервал):"
    assert russian[1].split() == ["target", "игрок", "1", "игрок", "2", "партий"]
    assert next(line for line in russian if "<-" in line).endswith("<- ближе всего к равенству")
    assert russian[-1] == (
        "ближе всего к равенству (по 50% каждому): target = 2; интервал каждого места включает равную долю"
    )
    assert empty == ["перебор target: партий пока нет"]
