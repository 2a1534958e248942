"""All-pairs line of sight on the 127-hex Commands & Colors field (target: below 50 ms).

Prints two figures: the one-off geometry precomputation for a board (shapely, vectorised,
STRtree), and an all-pairs query against a set of blocking hexes once the geometry is known.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._common import best_of, machine, report
from engine.core.geometry import LineOfSight
from engine.games.samurai_battles.board import rect_field_board


def main() -> int:
    board = rect_field_board()
    full = board.full_hexes()
    los_hexes = full + sorted(board.region("edge_halves"))
    rnd = random.Random(1)
    blockers = rnd.sample(full, 30) + sorted(board.region("edge_halves"))
    print(
        f"machine: {machine()}; {len(full)} full hexes, {len(full) * (len(full) - 1) // 2} pairs, {len(blockers)} blockers"
    )

    def cold() -> None:
        los = LineOfSight(board, include=los_hexes)
        los.all_pairs(blockers, hexes=full)

    warm_los = LineOfSight(board, include=los_hexes)
    warm_los.precompute_all()

    def warm() -> None:
        warm_los.all_pairs(blockers, hexes=full)

    t_cold = best_of(cold, 3) * 1000
    t_warm = best_of(warm, 10) * 1000
    ok1 = report("all-pairs LOS, new board (geometry + query)", t_cold, "ms", 50, higher_is_better=False)
    ok2 = report("all-pairs LOS, known board (query only)", t_warm, "ms", 50, higher_is_better=False)
    return 0 if ok1 and ok2 else 1


if __name__ == "__main__":
    sys.exit(main())
