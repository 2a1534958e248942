"""Line of sight with the Commands & Colors edge rule (rules/000 §11.1, §26.5) and area-map checks."""

from __future__ import annotations

import pytest

from engine.core.geometry import (
    AreaLocator,
    EdgeRule,
    LineOfSight,
    check_area_map,
    strip_membership,
)
from engine.core.hexgrid import Layout, hexagon_board
from engine.games.samurai_battles.board import rect_field_board

FIELD = rect_field_board()


@pytest.fixture(scope="module")
def los() -> LineOfSight:
    return LineOfSight(FIELD)


def H(label: str):
    return FIELD.parse_label(label)


def test_vertical_line_along_an_edge_is_blocked_only_by_both_sides(los: LineOfSight) -> None:
    a, b = H("0,5"), H("2,5")
    line = los.sight_line(a, b)
    assert line.crossed == frozenset()
    assert line.edge_left | line.edge_right == {H("1,4"), H("1,6")}
    assert los.check(a, b, [H("1,4")]).clear
    assert los.check(a, b, [H("1,6")]).clear
    result = los.check(a, b, [H("1,4"), H("1,6")])
    assert not result.clear and set(result.blocked_by) == {H("1,4"), H("1,6")}


def test_thirty_degree_line_runs_between_two_hexes(los: LineOfSight) -> None:
    a, b = H("2,5"), H("3,8")
    line = los.sight_line(a, b)
    assert line.crossed == frozenset()
    assert {H("2,7")} in (line.edge_left, line.edge_right)
    assert {H("3,6")} in (line.edge_left, line.edge_right)
    assert los.check(a, b, [H("2,7")]).clear
    assert not los.check(a, b, [H("2,7"), H("3,6")]).clear


def test_long_line_crosses_one_interior_and_runs_along_four_edges(los: LineOfSight) -> None:
    a, b = H("2,5"), H("4,11")
    line = los.sight_line(a, b)
    assert line.crossed == {H("3,8")}
    assert line.edge_left | line.edge_right == {H("2,7"), H("3,6"), H("3,10"), H("4,9")}
    assert not los.check(a, b, [H("3,8")]).clear
    # same side of the line: the edge rule does not block
    same_side = sorted(line.edge_left)
    assert los.check(a, b, same_side).clear
    assert not los.check(a, b, [*line.edge_left, *line.edge_right]).clear


def test_crossing_any_interior_blocks(los: LineOfSight) -> None:
    a, b = H("0,1"), H("3,8")
    assert los.sight_line(a, b).crossed == {H("1,2"), H("1,4"), H("2,5"), H("2,7")}
    for h in ("1,2", "1,4", "2,5", "2,7"):
        assert not los.check(a, b, [H(h)]).clear


def test_endpoints_never_block_and_direction_does_not_matter(los: LineOfSight) -> None:
    a, b = H("2,5"), H("4,11")
    assert los.check(a, b, [a, b]).clear
    blockers = [H("3,6"), H("4,9")]
    assert los.check(a, b, blockers).clear == los.check(b, a, blockers).clear
    assert los.sight_line(a, b).edge_left == los.sight_line(b, a).edge_right


def test_edge_rule_variants(los: LineOfSight) -> None:
    a, b = H("0,5"), H("2,5")
    one = [H("1,4")]
    assert los.check(a, b, one, EdgeRule.BOTH_SIDES).clear
    assert not los.check(a, b, one, EdgeRule.EITHER_SIDE).clear
    assert los.check(a, b, [H("1,4"), H("1,6")], EdgeRule.NEVER).clear


def test_all_pairs_agrees_with_single_checks(los: LineOfSight) -> None:
    blockers = [H("3,8"), H("1,4"), H("5,12"), H("6,7")]
    hexes = FIELD.full_hexes()[:40]
    table = los.all_pairs(blockers, hexes=hexes)
    for (a, b), clear in list(table.items())[::17]:
        assert los.check(a, b, blockers).clear == clear


def test_sections_from_strips() -> None:
    # rules/000 §3.3: W dx<=8, C 8<=dx<=16, E dx>=16; short-row hexes at dx 8 and 16 are shared
    w = FIELD.layout.width
    strips = {"W": (0.0, 4 * w), "C": (4 * w, 8 * w), "E": (8 * w, 12 * w)}
    # rules/000 §3.3 puts hex centres at x = dx * w / 2
    layout = Layout(FIELD.layout.orientation, FIELD.layout.size, (w / 2, 0.0))
    members = strip_membership(FIELD.full_hexes(), layout, strips)
    for h, names in members.items():
        dx = int(FIELD.label(h).split(",")[1])
        expected = {n for n, ok in (("W", dx <= 8), ("C", 8 <= dx <= 16), ("E", dx >= 16)) if ok}
        assert names == expected, FIELD.label(h)


SQUARE = [(0, 0), (1, 0), (1, 1), (0, 1)]


def shifted(pts, dx, dy):
    return [(x + dx, y + dy) for x, y in pts]


def test_area_map_adjacent_squares() -> None:
    r = check_area_map({"a": SQUARE, "b": shifted(SQUARE, 1, 0)})
    assert r.adjacency == {"a": {"b"}, "b": {"a"}}
    assert r.problems == []


def test_area_map_touching_at_a_point_is_not_adjacent() -> None:
    r = check_area_map({"a": SQUARE, "b": shifted(SQUARE, 1, 1)})
    assert r.adjacency == {"a": set(), "b": set()}


def test_area_map_overlap_and_gap() -> None:
    r = check_area_map({"a": SQUARE, "b": shifted(SQUARE, 0.5, 0)})
    assert [p.code for p in r.problems] == ["overlap"]
    ring = {
        "n": [(0, 2), (3, 2), (3, 3), (0, 3)],
        "s": [(0, 0), (3, 0), (3, 1), (0, 1)],
        "w": [(0, 1), (1, 1), (1, 2), (0, 2)],
        "e": [(2, 1), (3, 1), (3, 2), (2, 2)],
    }
    r = check_area_map(ring)
    gaps = r.by_code("gap")
    assert len(gaps) == 1 and set(gaps[0].ids) == {"n", "s", "w", "e"}
    assert gaps[0].where == pytest.approx((1.5, 1.5))


def test_area_map_invalid_and_sliver() -> None:
    bowtie = [(0, 0), (1, 1), (1, 0), (0, 1)]
    sliver = [(5, 0), (9, 0), (9, 0.01), (5, 0.01)]
    r = check_area_map({"bow": bowtie, "thin": sliver, "ok": shifted(SQUARE, 20, 0)})
    assert {p.code for p in r.problems} == {"invalid", "sliver"}
    assert r.by_code("invalid")[0].ids == ("bow",)
    assert r.by_code("sliver")[0].ids == ("thin",)


def test_point_in_polygon() -> None:
    loc = AreaLocator({"a": SQUARE, "b": shifted(SQUARE, 1, 0)})
    assert loc.locate(0.5, 0.5) == "a"
    assert loc.locate(1.5, 0.2) == "b"
    assert loc.locate(5, 5) is None


def test_hexagon_board_los_is_symmetric() -> None:
    board = hexagon_board(2)
    los = LineOfSight(board)
    table = los.all_pairs([board.hexes[5]])
    for (a, b), clear in table.items():
        assert los.check(b, a, [board.hexes[5]]).clear == clear


@pytest.mark.parametrize("board", [FIELD, hexagon_board(3)], ids=["cc-field", "hexagon-3"])
def test_fast_sight_lines_match_the_direct_computation(board) -> None:
    import random

    from engine.core.geometry import sight_line_reference

    los = LineOfSight(board)
    hexes = board.hexes
    layout = Layout(board.layout.orientation, 1.0)
    rnd = random.Random(3)
    for _ in range(250):
        a, b = rnd.sample(hexes, 2)
        d = a.distance(b)
        near = [h for h in hexes if h.distance(a) <= d and h.distance(b) <= d]
        assert los.sight_line(a, b) == sight_line_reference(a, b, layout, near), (a, b)


def test_two_neighbouring_areas_merge_into_one_outline_and_strangers_do_not() -> None:
    from engine.core.geometry import merge_polygons, polygon_area

    a = [(0, 0), (1, 0), (1, 1), (0, 1)]
    b = [(1, 0), (2, 0), (2, 1), (1, 1)]
    joined = merge_polygons(a, b)
    assert joined is not None and sorted(joined) == [(0.0, 0.0), (0.0, 1.0), (2.0, 0.0), (2.0, 1.0)]
    assert polygon_area(joined) == 2.0
    assert merge_polygons(a, [(5, 5), (6, 5), (6, 6)]) is None  # apart
    assert merge_polygons(a, [(1, 1), (2, 1), (2, 2), (1, 2)]) is None  # a corner only
