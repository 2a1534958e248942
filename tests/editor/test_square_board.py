"""The shared square board: a grid that starts west and south of its origin, and cell edges
picked by pointing near them and named once whichever cell they are seen from."""

from __future__ import annotations

from editor.boards import SquareBoardShape
from engine.core.squaregrid import Cell


def test_a_grid_from_a_negative_origin_places_and_finds_its_cells() -> None:
    board = SquareBoardShape(4, 3, size=10.0, origin=(-2, -1))
    assert len(board.cells()) == 12
    assert board.contains(Cell(-2, -1)) and board.contains(Cell(1, 1)) and not board.contains(Cell(2, 0))
    # north is up: the north-west cell is at the top left of the scene
    assert board.polygon(Cell(-2, 1))[0] == (0.0, 0.0)
    assert board.cell_at(*board.center(Cell(0, -1))) == Cell(0, -1)


def test_an_edge_is_picked_near_it_and_named_once_from_either_side() -> None:
    board = SquareBoardShape(3, 3, size=10.0)
    (x1, y1), (x2, y2) = board.edge_segment(Cell(1, 1), 2)  # the south side of the centre cell
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    below = board.edge_at(mx, my + 1)
    above = board.edge_at(mx, my - 1)
    assert below == (Cell(1, 0), 0) and above == (Cell(1, 1), 2)
    assert board.same_edge(*below) == board.same_edge(*above) == (Cell(1, 0), 0)
    assert board.edge_at(*board.center(Cell(1, 1))) is None  # the middle of a cell is no edge
