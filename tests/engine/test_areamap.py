"""Area maps: adjacency, borders and coasts derived from polygons; every problem of a drawn map
reported as one issue naming the areas and where."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.areamap import AreaMap, AreaSpec, border_id
from engine.core.geometry import check_area_map, snap_areas


def sq(x: float, y: float, w: float = 1, h: float = 1) -> tuple[tuple[float, float], ...]:
    return ((x, y), (x + w, y), (x + w, y + h), (x, y + h))


def island_map() -> AreaMap:
    """Two columns of land (a b / c d), an islet e across a strait, all in a sea."""
    return AreaMap.build(
        [
            AreaSpec("a", sq(0, 0), region="north"),
            AreaSpec("b", sq(1, 0), region="north"),
            AreaSpec("c", sq(0, 1), region="south"),
            AreaSpec("d", sq(1, 1), region="south"),
            AreaSpec("e", sq(3, 0), region="isle"),
            AreaSpec(
                "sea",
                sq(-1, -1, 6, 4),
                water=True,
                holes=(sq(0, 0, 2, 2), sq(3, 0)),
            ),
        ]
    )


def test_land_adjacency_is_derived_from_shared_borders() -> None:
    m = AreaMap.build(
        [AreaSpec("a", sq(0, 0)), AreaSpec("b", sq(1, 0)), AreaSpec("c", sq(0, 1)), AreaSpec("d", sq(1, 1))]
    )
    assert m.land_borders() == [("a", "b"), ("a", "c"), ("b", "d"), ("c", "d")]
    assert not m.adjacent("a", "d")  # they touch at one corner only
    assert [p.code for p in m.problems] == ["point_contact", "point_contact"]
    assert {p.ids for p in m.problems} == {("a", "d"), ("b", "c")}


def test_each_border_has_a_slot_on_the_shared_edge() -> None:
    m = AreaMap.build([AreaSpec("a", sq(0, 0)), AreaSpec("b", sq(1, 0))])
    b = m.border("b", "a")
    assert b is not None and b.id == border_id("a", "b") == "a|b"
    assert b.length == pytest.approx(1.0, abs=1e-4)
    assert b.slot == pytest.approx((1.0, 0.5))
    assert b.other("a") == "b" and "a" in b


def test_coasts_and_landmasses() -> None:
    m = island_map()
    problems = [p for p in m.problems if p.code != "point_contact"]
    assert problems == []
    assert m.coastal == frozenset("abcde")
    assert [sorted(x) for x in m.landmasses] == [["a", "b", "c", "d"], ["e"]]
    assert ("e", "sea") in m.coastal_borders()
    assert all(not m.adjacent("e", x) for x in "abcd")
    assert m.regions() == {"isle": ["e"], "north": ["a", "b"], "south": ["c", "d"]}


def test_anchors_regions_and_bounds_are_checked() -> None:
    m = AreaMap.build(
        [
            AreaSpec("a", sq(0, 0), anchor=(3.0, 3.0), region="r"),
            AreaSpec("b", sq(1, 0)),
            AreaSpec("c", sq(5, 0), region="r"),
        ],
        bounds=sq(0, 0, 4, 4),
        check_regions=True,
    )
    by = {(p.code, p.ids) for p in m.problems}
    assert by == {("anchor_outside", ("a",)), ("no_region", ("b",)), ("outside_board", ("c",))}


@pytest.mark.parametrize(
    ("areas", "code", "ids"),
    [
        ({"a": sq(0, 0), "b": sq(0.9, 0)}, "overlap", ("a", "b")),
        ({"top": sq(0, 0, 3, 1), "left": sq(0, 1), "right": sq(2, 1), "bottom": sq(0, 2, 3, 1)}, "gap", None),
        ({"a": sq(0, 0), "thin": sq(1, 0, 0.001, 5)}, "sliver", ("thin",)),
        ({"a": sq(0, 0), "b": sq(1, 1)}, "point_contact", ("a", "b")),
        ({"bow": ((0, 0), (1, 1), (1, 0), (0, 1))}, "invalid", ("bow",)),
    ],
)
def test_each_broken_map_gives_exactly_its_issue(areas, code, ids) -> None:
    report = check_area_map(areas)
    assert [p.code for p in report.problems] == [code]
    if ids is not None:
        assert report.problems[0].ids == ids
    assert code == "invalid" or report.problems[0].where is not None


def test_snapping_closes_a_slip_of_the_pen() -> None:
    areas = {"a": sq(0, 0), "b": ((1.02, 0.0), (2, 0), (2, 1), (1.02, 1.0))}  # a thin gap between a and b
    assert "b" not in check_area_map(areas).adjacency["a"]
    fixed = snap_areas(areas, 0.05)
    report = check_area_map(fixed)
    assert report.adjacency["a"] == {"b"} and report.problems == []


@given(st.integers(2, 6), st.integers(2, 6))
def test_a_grid_of_cells_has_the_grid_adjacency(w: int, h: int) -> None:
    m = AreaMap.build([AreaSpec(f"{x},{y}", sq(x, y)) for x in range(w) for y in range(h)])
    for x in range(w):
        for y in range(h):
            want = {
                f"{x + dx},{y + dy}"
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                if 0 <= x + dx < w and 0 <= y + dy < h
            }
            assert m.land_neighbors[f"{x},{y}"] == want
    assert len(m.landmasses) == 1


def test_a_border_broken_by_a_headland_has_one_stretch_per_piece() -> None:
    """A bay of land ``a`` around a headland ``b``: a's coast is two stretches, b's one."""
    a = ((0, 0), (3, 0), (3, 2), (2, 2), (2, 1), (1, 1), (1, 2), (0, 2))
    m = AreaMap.build([AreaSpec("a", a), AreaSpec("b", sq(1, 1)), AreaSpec("sea", sq(-1, 2, 5, 1), water=True)])
    coast = m.border("a", "sea")
    assert coast is not None and coast.coastal
    assert sorted(coast.stretches) == [pytest.approx((0.5, 2.0)), pytest.approx((2.5, 2.0))]
    assert coast.slot in coast.stretches
    headland = m.border("b", "sea")
    assert headland is not None and headland.stretches == (pytest.approx((1.5, 2.0)),)
    inland = m.border("a", "b")
    assert inland is not None and len(inland.stretches) == 1


def test_water_areas_need_no_region() -> None:
    m = AreaMap.build(
        [AreaSpec("a", sq(0, 0), region="r"), AreaSpec("sea", sq(1, 0, 1, 2), water=True), AreaSpec("b", sq(0, 1))],
        check_regions=True,
    )
    assert [(p.code, p.ids) for p in m.problems] == [("no_region", ("b",))]
