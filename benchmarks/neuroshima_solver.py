"""The etude solver on every bundled etude, all solutions enumerated (target: median under 2 s on one core).

Prints per etude the solutions found, the nodes searched and the time, then the median and the
maximum. One process, so one core.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._common import machine, report
from engine.content.library import bundled_library
from engine.games.neuroshima.models.etude import Etude
from engine.games.neuroshima.solver import solve


def main() -> int:
    etudes = sorted(
        (e for e in bundled_library().of_kind("neuroshima/etude") if isinstance(e, Etude)), key=lambda e: e.number
    )
    print(f"machine: {machine()}; {len(etudes)} bundled etudes; one process")
    solve(etudes[0], bundled_library())  # warm the army and geometry caches
    times, nodes = [], []
    for e in etudes:
        res = solve(e, bundled_library())
        times.append(res.seconds)
        nodes.append(res.nodes)
        status = "unique" if res.unique else f"{len(res.solutions)} solutions" + ("" if res.complete else " (stopped)")
        pair = f"{e.solver.army} v {e.opponent.army}"
        print(
            f"  {e.number:>2} {e.id:<28} {pair:<20} d{e.difficulty} {status:<12} {res.nodes:>8,} nodes {res.seconds:6.2f} s"
        )
    print(f"nodes: median {statistics.median(nodes):,.0f}, max {max(nodes):,}")
    ok = report("median solve time", statistics.median(times), "s", 2, higher_is_better=False)
    print(f"slowest etude: {max(times):.2f} s; all etudes: {sum(times):.2f} s")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
