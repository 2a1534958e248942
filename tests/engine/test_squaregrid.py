"""Square grid facing and labels (rules/003 §1)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.squaregrid import (
    AttackSide,
    Cell,
    ChessLabeler,
    Facing,
    QuarterLabeler,
    Relative,
    attack_side,
    classify_direction,
    relative_cell,
    relative_cells,
)

EXPECTED = {
    # facing: front, rear, left, right, front-left, front-right (y grows north)
    Facing.N: ((0, 1), (0, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
    Facing.E: ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1)),
    Facing.S: ((0, -1), (0, 1), (1, 0), (-1, 0), (1, -1), (-1, -1)),
    Facing.W: ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (-1, 1)),
}


@pytest.mark.parametrize("facing", list(Facing))
def test_relative_cells_for_each_facing(facing: Facing) -> None:
    c = Cell(5, 5)
    front, rear, left, right, fl, fr = EXPECTED[facing]
    assert relative_cell(c, facing, Relative.FRONT) == Cell(5 + front[0], 5 + front[1])
    assert relative_cell(c, facing, Relative.REAR) == Cell(5 + rear[0], 5 + rear[1])
    assert relative_cell(c, facing, Relative.LEFT) == Cell(5 + left[0], 5 + left[1])
    assert relative_cell(c, facing, Relative.RIGHT) == Cell(5 + right[0], 5 + right[1])
    assert relative_cell(c, facing, Relative.FRONT_LEFT) == Cell(5 + fl[0], 5 + fl[1])
    assert relative_cell(c, facing, Relative.FRONT_RIGHT) == Cell(5 + fr[0], 5 + fr[1])
    cells = relative_cells(c, facing)
    assert len(set(cells.values())) == 8
    assert set(cells.values()) == set(c.all_neighbors())


@pytest.mark.parametrize("facing", list(Facing))
def test_attack_side_front_flank_rear(facing: Facing) -> None:
    d = Cell(3, 3)
    assert attack_side(d, facing, relative_cell(d, facing, Relative.FRONT)) is AttackSide.FRONTAL
    assert attack_side(d, facing, relative_cell(d, facing, Relative.REAR)) is AttackSide.REAR
    assert attack_side(d, facing, relative_cell(d, facing, Relative.LEFT)) is AttackSide.FLANK
    assert attack_side(d, facing, relative_cell(d, facing, Relative.RIGHT)) is AttackSide.FLANK
    assert classify_direction(d, facing, relative_cell(d, facing, Relative.REAR_LEFT)) is Relative.REAR_LEFT


def test_turns() -> None:
    assert Facing.N.right is Facing.E and Facing.N.left is Facing.W and Facing.E.opposite is Facing.W
    for f in Facing:
        assert f.right.right.right.right is f


def test_warlords_labels_from_the_rulebook() -> None:
    # rules/003 §1.1-1.2: A1/B1 are no-man's land; A21..B26 the defender's first line; C11..D16 the attacker's
    lab = QuarterLabeler()
    assert lab.label(Cell(0, 3)) == "A11"
    assert lab.label(Cell(0, 2)) == "C11"
    assert lab.label(Cell(11, 4)) == "B26"
    assert lab.label(Cell(6, 0)) == "D31"
    assert [lab.label(Cell(x, 4)) for x in range(12)] == [f"A2{i}" for i in range(1, 7)] + [
        f"B2{i}" for i in range(1, 7)
    ]
    assert [lab.label(Cell(x, 2)) for x in range(12)] == [f"C1{i}" for i in range(1, 7)] + [
        f"D1{i}" for i in range(1, 7)
    ]
    with pytest.raises(ValueError):
        lab.parse("A51")
    with pytest.raises(ValueError):
        lab.label(Cell(12, 0))


@given(st.integers(0, 11), st.integers(0, 6))
def test_quarter_label_round_trip(x: int, y: int) -> None:
    lab = QuarterLabeler()
    assert lab.parse(lab.label(Cell(x, y))) == Cell(x, y)


@given(st.integers(0, 25), st.integers(0, 30))
def test_chess_label_round_trip(x: int, y: int) -> None:
    assert ChessLabeler().parse(ChessLabeler().label(Cell(x, y))) == Cell(x, y)


def test_distances() -> None:
    assert Cell(0, 0).manhattan(Cell(2, 3)) == 5
    assert Cell(0, 0).chebyshev(Cell(2, 3)) == 3


def test_extended_labels_name_cells_beyond_the_field() -> None:
    # rules/003 §1.1 (L75): the GM draws new cells beside and behind the zones
    lab = QuarterLabeler()
    assert lab.label_extended(Cell(0, 2)) == "C11"
    assert lab.label_extended(Cell(0, 7)) == "A5.1"
    assert lab.label_extended(Cell(-1, 4)) == "A2.0"
    assert lab.label_extended(Cell(-3, -2)) == "C5.-2"
    assert lab.label_extended(Cell(12, 0)) == "D3.7"
    assert lab.parse("D3.7") == Cell(12, 0)
    assert lab.parse("a2.0") == Cell(-1, 4)
    with pytest.raises(ValueError):
        lab.parse("B2.0")  # column 0 lies west of the field, in the A quarter
    with pytest.raises(ValueError):
        lab.parse("A0.3")


@given(st.integers(-8, 19), st.integers(-8, 14))
def test_extended_label_round_trip(x: int, y: int) -> None:
    lab = QuarterLabeler()
    assert lab.parse(lab.label_extended(Cell(x, y))) == Cell(x, y)
