"""The Commands & Colors field as a hex board: rows, half hexes, labels (rules/000 §3.3)."""

from __future__ import annotations

from engine.core.hexgrid import FULL
from engine.games.samurai_battles.board import BASELINE_HALF_KIND, EDGE_HALF_KIND, doubled_column, rect_field_board


def test_commands_and_colors_field_default_parity() -> None:
    # rules/000 §3.3: 12 wide x 11 deep; long rows 12 hexes, short rows 11 + 2 edge halves; 127 full hexes
    board = rect_field_board()
    full = board.full_hexes()
    assert len(full) == 127
    assert len(board.region("edge_halves")) == 10
    assert len(board.region("baseline_top")) == 13
    assert len(board.region("baseline_bottom")) == 13
    assert board.kind(board.parse_label("1,0")) == EDGE_HALF_KIND
    assert board.kind(board.parse_label("0,1")) == FULL
    assert board.kind(board.parse_label("-1,0")) == BASELINE_HALF_KIND
    for h in full:
        r, dx = map(int, board.label(h).split(","))
        assert dx == doubled_column(h)
        assert (dx % 2 == 1) == (r % 2 == 0)


def test_commands_and_colors_distance_matches_doubled_formula() -> None:
    # rules/000 §3.3: d = dr + max(0, (ddx - dr) / 2)
    board = rect_field_board()
    full = board.full_hexes()
    for a in full[::7]:
        ra, xa = map(int, board.label(a).split(","))
        for b in full:
            rb, xb = map(int, board.label(b).split(","))
            dr, ddx = abs(ra - rb), abs(xa - xb)
            assert a.distance(b) == dr + max(0, (ddx - dr) // 2)


def test_commands_and_colors_field_odd_parity_has_126_hexes() -> None:
    assert len(rect_field_board(long_row_parity="odd").full_hexes()) == 126


def test_only_full_hexes_are_playable() -> None:
    board = rect_field_board()
    assert board.is_playable(board.parse_label("0,1"))
    assert not board.is_playable(board.parse_label("1,0"))
    assert not board.is_playable(board.parse_label("-1,0"))
