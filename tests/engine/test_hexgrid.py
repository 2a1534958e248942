"""Hex grid properties and board shapes (rules/002 §1.2, rules/000 §3.3)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.hexgrid import (
    AXIAL_DIRECTIONS,
    ORIGIN,
    Hex,
    Layout,
    OffsetKind,
    Orientation,
    from_doubled,
    from_offset,
    hexagon_board,
    line,
    neighbor_table,
    ring,
    spiral,
    to_doubled,
    to_offset,
)

coord = st.integers(min_value=-40, max_value=40)
hexes = st.builds(Hex, coord, coord)
orientations = st.sampled_from(list(Orientation))


@given(hexes, hexes)
def test_distance_is_symmetric(a: Hex, b: Hex) -> None:
    assert a.distance(b) == b.distance(a)
    assert (a.distance(b) == 0) == (a == b)


@given(hexes, hexes, hexes)
def test_distance_obeys_triangle_inequality(a: Hex, b: Hex, c: Hex) -> None:
    assert a.distance(c) <= a.distance(b) + b.distance(c)


@given(hexes, hexes)
def test_line_has_endpoints_and_length(a: Hex, b: Hex) -> None:
    hs = line(a, b)
    assert hs[0] == a and hs[-1] == b
    assert len(hs) == a.distance(b) + 1
    for x, y in itertools.pairwise(hs):
        assert x.distance(y) == 1


@given(hexes, hexes, st.integers(min_value=0, max_value=5))
def test_six_rotations_are_identity_and_rotation_keeps_distance(h: Hex, c: Hex, k: int) -> None:
    r = h
    for _ in range(6):
        r = r.rotate(1, c)
    assert r == h
    assert h.rotate(k, c).distance(c) == h.distance(c)


def test_rotation_turns_directions_clockwise() -> None:
    for d, v in enumerate(AXIAL_DIRECTIONS):
        assert v.rotate(1) == AXIAL_DIRECTIONS[(d + 1) % 6]


@given(hexes, orientations, st.floats(min_value=0.5, max_value=80))
def test_pixel_round_trip(h: Hex, o: Orientation, size: float) -> None:
    layout = Layout(o, size, (13.0, -7.0))
    x, y = layout.to_pixel(h)
    assert layout.from_pixel(x, y) == h
    # any point well inside the hex maps back to it
    for cx, cy in layout.corners(h):
        assert layout.from_pixel(x + 0.8 * (cx - x), y + 0.8 * (cy - y)) == h


@given(hexes, st.sampled_from(list(OffsetKind)))
def test_offset_label_round_trip(h: Hex, kind: OffsetKind) -> None:
    col, row = to_offset(h, kind)
    assert from_offset(col, row, kind) == h


@given(hexes, orientations)
def test_doubled_round_trip(h: Hex, o: Orientation) -> None:
    assert from_doubled(*to_doubled(h, o), o) == h


@given(hexes)
def test_text_round_trip(h: Hex) -> None:
    assert Hex.parse(str(h)) == h


def test_neighbours_are_at_distance_one_and_distinct() -> None:
    h = Hex(3, -2)
    ns = h.neighbors()
    assert len(set(ns)) == 6
    assert all(h.distance(n) == 1 for n in ns)
    assert all(h.direction_to(n) == d for d, n in enumerate(ns))


def test_rings_and_spirals() -> None:
    assert len(ring(ORIGIN, 0)) == 1
    for r in range(1, 6):
        rg = ring(Hex(2, 1), r)
        assert len(rg) == 6 * r
        assert all(h.distance(Hex(2, 1)) == r for h in rg)
    assert len(spiral(ORIGIN, 2)) == 19
    assert len(spiral(ORIGIN, 3)) == 37


def test_neuroshima_board_sizes() -> None:
    # rules/002 §1.2: 19-hex main field, 18-hex extra ring
    board = hexagon_board(3, inner_radius=2)
    assert len(hexagon_board(2)) == 19
    assert len(board) == 37
    assert len(board.region("inner")) == 19
    assert len(board.region("outer")) == 18
    # column-by-column labels: 1:(-2,0) 2:(-2,1) 3:(-2,2) 4:(-1,-1) (rules/002 §1.2)
    small = hexagon_board(2)
    assert [small.label(h) for h in (Hex(-2, 0), Hex(-2, 1), Hex(-2, 2), Hex(-1, -1))] == ["1", "2", "3", "4"]
    assert small.parse_label("4") == Hex(-1, -1)
    with pytest.raises(ValueError):
        small.parse_label("20")


def test_neighbor_table_matches_neighbors() -> None:
    hs = hexagon_board(2).hexes
    table = neighbor_table(hs)
    for i, h in enumerate(hs):
        for d in range(6):
            j = table[i][d]
            assert (j == -1) == (h.neighbor(d) not in hs)
            if j >= 0:
                assert hs[j] == h.neighbor(d)
