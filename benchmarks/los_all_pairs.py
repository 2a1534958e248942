"""All-pairs line of sight on Commands & Colors fields of 127, 248, 494 and 797 full hexes.

Targets: the 127-hex field below 50 ms, on a new board (the one-off geometry: shapely patterns
per offset, pairs grouped by offset) and on a known board (the query alone); 797 hexes below
500 ms on a new board, and the whole run below 300 MiB of peak memory. The larger fields print
how the cost grows. Times are CPU seconds (the best of a few runs); a quarter of the full hexes
block (the half hexes at the edges too).
"""

from __future__ import annotations

import random
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._common import machine, report
from engine.core.geometry import LineOfSight
from engine.games.samurai_battles.board import rect_field_board

#: (long row width, rows) of fields with 127, 248, 494 and 797 full hexes
FIELDS = ((12, 11), (17, 15), (24, 21), (30, 27))
#: targets in ms per field size: (new board, known board); 0 = information only
TARGETS = {127: (50, 50), 797: (500, 0)}


def best_cpu_ms(fn, repeat: int) -> float:  # type: ignore[no-untyped-def]
    best = float("inf")
    for _ in range(repeat):
        t = time.process_time()
        fn()
        best = min(best, time.process_time() - t)
    return best * 1000


def measure(width: int, rows: int) -> tuple[int, float, float]:
    board = rect_field_board(width, rows)
    full = board.full_hexes()
    halves = sorted(board.region("edge_halves"))
    rnd = random.Random(1)
    blockers = rnd.sample(full, len(full) // 4) + halves

    def cold() -> None:
        LineOfSight(board, include=full + halves).all_pairs(blockers, hexes=full)

    known = LineOfSight(board, include=full + halves)
    known.precompute_all(full)
    repeat = 3 if len(full) < 400 else 2
    return len(full), best_cpu_ms(cold, repeat), best_cpu_ms(lambda: known.all_pairs(blockers, hexes=full), repeat * 3)


def main() -> int:
    print(f"machine: {machine()}; one process, CPU time")
    ok = True
    for width, rows in FIELDS:
        n, t_cold, t_warm = measure(width, rows)
        new_target, known_target = TARGETS.get(n, (0, 0))
        pairs = f"{n} hexes, {n * (n - 1) // 2:,} pairs"
        for what, value, target in (("new", t_cold, new_target), ("known", t_warm, known_target)):
            name = f"all-pairs LOS, {what} board ({pairs})"
            if target:
                ok &= report(name, value, "ms", target, higher_is_better=False)
            else:
                print(f"{name}: {value:,.2f} ms (information only)")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kilobytes on Linux
    ok &= report("peak memory of the whole run", peak, "MiB", 300, higher_is_better=False)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
