"""Neuroshima Hex battles resolved per second on random full 19-hex boards (target: 20,000/s on one core).

Boards: both HQs and 17 random board tiles of two armies (every pairing of the four armies, each
tile within its army's counts), random rotations. Prints the figure without explanation events
(what AI look-ahead and the etude solver use) and with the full explanation.
"""

from __future__ import annotations

import itertools
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._common import machine, report
from engine.games.neuroshima.battle import resolve_battle
from engine.games.neuroshima.models.rules import Rules
from engine.games.neuroshima.randomboard import random_full_position

ARMIES = ("moloch", "outpost", "borgo", "hegemony")


def rate(boards: list, explain: bool, seconds: float = 2.0) -> float:
    rules = Rules()
    for b in boards:  # warm the geometry caches
        resolve_battle(b, rules, explain=explain)
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for b in boards:
            resolve_battle(b, rules, explain=explain)
        n += len(boards)
    return n / (time.perf_counter() - start)


def main() -> int:
    pairs = list(itertools.combinations_with_replacement(ARMIES, 2))
    rnd = random.Random(1)
    boards = [random_full_position(pairs[i % len(pairs)], rnd) for i in range(500)]
    print(f"machine: {machine()}; {len(boards)} random full boards over {len(pairs)} army pairings; one process")
    ok = report("battles/s, no explanation", rate(boards, explain=False), "battles/s", 20_000, higher_is_better=True)
    report("battles/s, with explanation events (information only)", rate(boards, explain=True), "battles/s", 0, True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
