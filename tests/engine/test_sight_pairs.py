"""The all-pairs line of sight (arrays grouped by offset) gives, for every pair, the answer of
the single query that explains it, under every edge rule (rules/000 §11.1)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from engine.core.geometry import EdgeRule, LineOfSight
from engine.core.hexgrid import hexagon_board
from engine.games.samurai_battles.board import rect_field_board


@pytest.mark.parametrize("rule", list(EdgeRule))
@pytest.mark.parametrize("board", [rect_field_board(), hexagon_board(4)], ids=["cc-field", "hexagon-4"])
def test_every_pair_agrees_with_its_explained_check(board, rule: EdgeRule) -> None:
    rnd = random.Random(5)
    los = LineOfSight(board)
    blockers = rnd.sample(board.hexes, len(board.hexes) // 5)
    sight = los.all_pairs(blockers, rule)
    assert len(sight) == len(board.hexes) * (len(board.hexes) - 1) // 2
    wrong = [(a, b) for a, b, clear in sight.pairs() if los.check(a, b, blockers, rule).clear != clear]
    assert wrong == []
    assert not all(c for _, _, c in sight.pairs()) and any(c for _, _, c in sight.pairs())


def test_pairs_of_some_endpoints_with_blockers_anywhere() -> None:
    board = rect_field_board()
    full = board.full_hexes()
    los = LineOfSight(board, include=full + sorted(board.region("edge_halves")))
    rnd = random.Random(2)
    ends = rnd.sample(full, 40)
    blockers = rnd.sample(full, 25) + sorted(board.region("edge_halves"))
    sight = los.all_pairs(blockers, hexes=ends)
    assert set(sight.hexes) == set(ends)
    for a, b, clear in sight.pairs():
        assert los.check(a, b, blockers).clear == clear
        assert sight[b, a] == clear == sight[a, b]
    with pytest.raises(KeyError):
        sight[ends[0], ends[0]]


def test_the_answer_is_a_symmetric_matrix_and_a_second_query_reuses_the_tables() -> None:
    board = hexagon_board(3)
    los = LineOfSight(board)
    first = los.all_pairs([board.hexes[5]])
    tables = los.precompute_all()
    second = los.all_pairs([])
    assert los.precompute_all() is tables
    assert np.array_equal(first.matrix, first.matrix.T)
    assert second.matrix.all()  # nothing blocks
    assert not first.matrix.all()
