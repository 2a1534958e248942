"""The map: the standard board's polygons give exactly the reference's borders, coasts and
landmasses; every drawing problem of a hand-made broken map is reported once, naming the province
and where; ``warbench rokugan map-check``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from engine.cli import main
from engine.content.library import bundled_library, core_pack_dir
from engine.games.rokugan.board import build_area_map, compile_board
from engine.games.rokugan.map_model import RokuganMap
from engine.games.rokugan.mapcheck import map_issues, map_report

FACTS = yaml.safe_load((Path(__file__).parents[2] / "data" / "rokugan" / "reference_map_facts.yaml").read_text())
STANDARD = bundled_library().get("rokugan/map", "standard")
assert isinstance(STANDARD, RokuganMap)


def test_the_standard_boards_land_borders_are_the_references() -> None:
    am = build_area_map(STANDARD)
    assert [list(b) for b in am.land_borders()] == FACTS["land_borders"]
    assert len(am.land_borders()) == 64


def test_the_standard_boards_coasts_and_landmasses_are_the_references() -> None:
    am = build_area_map(STANDARD)
    assert sorted(am.coastal) == FACTS["coastal"] and len(am.coastal) == 12
    assert [len(x) for x in am.landmasses] == FACTS["landmasses"]
    assert sorted(am.landmasses[1]) == ["islands_east", "islands_north", "islands_west"]


def test_the_standard_board_validates_clean() -> None:
    assert list(map_issues(STANDARD, bundled_library())) == []


def test_the_standard_boards_printed_values_are_the_references() -> None:
    for p in STANDARD.provinces:
        want = FACTS["provinces"][p.id]
        assert (p.region, p.flowers, p.printed_defense, p.capital_of) == (
            want["region"],
            want["flowers"],
            want["printed_defense"],
            want["capital_of"],
        )
    assert sum(p.flowers for p in STANDARD.provinces) == FACTS["total_flowers"] == 56
    assert len(STANDARD.regions) == 11 and len(STANDARD.provinces) == 30
    assert {p.id: p.shadowlands for p in STANDARD.provinces if p.shadowlands} == {
        "shadowlands_north": "north",
        "shadowlands_south": "south",
    }


def test_every_land_border_has_two_token_places_and_every_coast_one() -> None:
    b = compile_board(STANDARD)
    assert sum(1 for loc in b.locations if loc.name.count(">") == 1) == 2 * 64
    assert sorted(b.provinces[p] for p in range(b.n) if b.coast_locs[p]) == FACTS["coastal"]
    assert all(len(b.coast_locs[p]) == 1 for p in range(b.n) if b.coastal[p])


def test_the_original_map_validates_clean_and_has_12_to_16_provinces() -> None:
    m = bundled_library().get("rokugan/map", "twin_rivers")
    assert isinstance(m, RokuganMap) and 12 <= len(m.provinces) <= 16
    am, issues = map_report(m, bundled_library())
    assert issues == [] and len(am.landmasses) == 1 and am.coastal


# ---------------------------------------------------------------------------------------- broken maps


def sq(x: float, y: float, w: float = 10, h: float = 10) -> list[list[float]]:
    return [[x, y], [x + w, y], [x + w, y + h], [x, y + h]]


def tiny(**changes: Any) -> RokuganMap:
    """Three provinces over two, a sea below (no four-corner junctions), a 30 x 30 board; ``changes``
    replace province polygons (by id) or top-level fields."""
    provinces = {
        "a": sq(0, 0),
        "b": sq(10, 0),
        "c": sq(20, 0),
        "d": sq(0, 10, 15, 10),
        "e": sq(15, 10, 15, 10),
    }
    regions = {"a": "north", "b": "north", "c": "north", "d": "south", "e": "south"}
    anchors: dict[str, list[float]] = {}
    extra = changes.pop("extra", {})
    for key in list(changes):
        if key in provinces:
            provinces[key] = changes.pop(key)
        elif key.endswith("_anchor"):
            anchors[key[:-7]] = changes.pop(key)
        elif key.endswith("_region"):
            regions[key[:-7]] = changes.pop(key)
    provinces.update(extra)
    data: dict[str, Any] = {
        "kind": "rokugan/map",
        "id": "tiny",
        "name": {"en": "tiny"},
        "board": {"width": 30, "height": 30},
        "provinces": [
            {
                "id": pid,
                "region": regions.get(pid, "south"),
                "polygon": poly,
                **({"anchor": anchors[pid]} if pid in anchors else {}),
                **({"capital_of": "crab", "printed_defense": 2} if pid == "a" else {}),
            }
            for pid, poly in provinces.items()
        ],
        "water": [{"id": "sea", "polygon": sq(0, 20, 30, 10), "holes": changes.pop("holes", [])}],
        "regions": [
            {"id": "north", "name": {"en": "North"}, "card_slot": [1, 1]},
            {"id": "south", "name": {"en": "South"}, "card_slot": [2, 2]},
        ],
    }
    data.update(changes)
    return RokuganMap.model_validate(data)


def codes(m: RokuganMap) -> list[tuple[str, str | None]]:
    return [(i.code, i.location.target) for i in map_issues(m)]


def test_the_tiny_map_is_clean() -> None:
    assert codes(tiny()) == []


NOTCHED = [[10, 0], [20, 0], [20, 10], [16, 10], [16, 6], [14, 6], [14, 10], [10, 10]]
DIAMOND = [[7, 20], [9, 22], [7, 24], [5, 22]]


@pytest.mark.parametrize(
    ("changes", "code", "target"),
    [
        ({"b": NOTCHED, "e": sq(15, 10, 15, 10)}, "gap", "b,e,d"),
        ({"a": sq(0, 0, 11, 10)}, "overlap", "a,b"),
        ({"b": sq(10, 0, 9.95, 10), "extra": {"thin": sq(19.95, 0, 0.05, 10)}}, "sliver", "thin"),
        ({"extra": {"p": DIAMOND}, "holes": [DIAMOND]}, "point_contact", "d,p"),
        ({"c": sq(20, 0, 11, 10)}, "outside_board", "c"),
        ({"a_anchor": [25, 5]}, "anchor_outside", "a"),
        ({"a": [[0, 0], [10, 10], [10, 0], [0, 10]]}, "invalid", "a"),
        ({"b_region": "nowhere"}, "no_region", "b"),
        ({"board": {"width": 50, "height": 50}, "extra": {"u": sq(40, 40, 5, 5)}}, "unreachable", "u"),
    ],
    ids=[
        "gap",
        "overlap",
        "sliver",
        "point_contact",
        "outside_board",
        "capital_outside",
        "invalid",
        "no_region",
        "unreachable",
    ],
)
def test_each_broken_map_gives_exactly_its_issue(changes: dict[str, Any], code: str, target: str) -> None:
    m = tiny(**changes)
    issues = list(map_issues(m))
    assert [i.code for i in issues] == [code]
    assert set((issues[0].location.target or "").split(",")) == set(target.split(","))
    _, report = map_report(m)
    where = report[0].where
    if code not in ("invalid",):
        assert where is not None  # the issue says where it is
    assert issues[0].location.path[0] == "provinces"


def test_a_coast_broken_by_a_headland_gives_one_slot_per_stretch_G19() -> None:
    bay = [[0, 0], [30, 0], [30, 20], [20, 20], [20, 10], [10, 10], [10, 20], [0, 20]]
    m = RokuganMap.model_validate(
        {
            "kind": "rokugan/map",
            "id": "bay",
            "name": {"en": "bay"},
            "board": {"width": 30, "height": 30},
            "provinces": [
                {"id": "a", "region": "r", "polygon": bay, "anchor": [5, 5]},
                {"id": "b", "region": "r", "polygon": sq(10, 10)},
            ],
            "water": [{"id": "sea", "polygon": sq(0, 20, 30, 10)}],
            "regions": [{"id": "r", "name": {"en": "R"}, "card_slot": [1, 1]}],
        }
    )
    one = compile_board(m)
    per_stretch = compile_board(m, coast_per_stretch=True)
    a = one.index["a"]
    assert len(one.coast_locs[a]) == 1
    assert [per_stretch.locations[x].name for x in per_stretch.coast_locs[a]] == ["~a", "sea~a#2"]
    assert len(set(per_stretch.loc_slot[x] for x in per_stretch.coast_locs[a])) == 2


# ---------------------------------------------------------------------------------------- the command


def test_map_check_prints_the_derived_adjacency_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    path = core_pack_dir() / "rokugan" / "maps" / "standard.yaml"
    assert main(["rokugan", "map-check", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["land_borders"] == FACTS["land_borders"]
    assert out["coastal"] == FACTS["coastal"] and out["issues"] == []


def test_map_check_names_each_problem_and_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "broken.yaml"
    data = tiny(a=sq(0, 0, 11, 10), c=sq(20, 0, 11, 10)).model_dump(mode="json")
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    assert main(["rokugan", "map-check", str(path), "--json"]) == 1
    issues = json.loads(capsys.readouterr().out)["issues"]
    assert sorted((i["code"], tuple(i["provinces"])) for i in issues) == [
        ("outside_board", ("c",)),
        ("overlap", ("a", "b")),
    ]
    assert all("where" in i and i["severity"] == "error" for i in issues)
    assert main(["rokugan", "map-check", str(path)]) == 1
    text = capsys.readouterr().out
    assert "broken.yaml" in text and "overlap" in text and "land borders" in text


def test_a_map_too_small_for_the_standard_setup_says_so_for_each_player_count() -> None:
    from engine.content.issues import Severity
    from engine.games.rokugan.mapcheck import capacity_issues

    notes = [mi.issue for mi in capacity_issues(tiny())]  # 5 provinces: no standard setup fits
    assert [i.severity for i in notes] == [Severity.INFO] * 4
    assert "with 2 players the standard setup takes 24 provinces" in notes[0].message
    assert "with 5 players the standard setup takes 25 provinces" in notes[3].message
    assert list(capacity_issues(STANDARD)) == []  # 30 provinces hold every player count
