"""The etude generator: median time to one unique etude of difficulty 3 on one core (target: under
30 s), and the Spearman rank correlation between the hand-made bundled etudes' declared
difficulties and the measured ones (target: at least 0.7).

Each run asks for one difficulty-3 etude (any theme) for a pair of armies and a seed, in one
process, so on one core. The time is the process's CPU time (what one core spends, the same on a
busy machine), with the wall time beside it.

    .venv/bin/python benchmarks/neuroshima_generator.py [--runs 6]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scipy.stats import spearmanr

from benchmarks._common import machine, report
from engine.content.library import bundled_library
from engine.games.neuroshima.difficulty import measure
from engine.games.neuroshima.generator import GenerateRequest, generate
from engine.games.neuroshima.models.etude import Etude

PAIRS = [
    ("outpost", "moloch"),
    ("hegemony", "borgo"),
    ("borgo", "moloch"),
    ("moloch", "outpost"),
    ("borgo", "hegemony"),
    ("outpost", "hegemony"),
    ("moloch", "borgo"),
    ("hegemony", "outpost"),
]


def calibration() -> float:
    lib = bundled_library()
    hand_made = sorted(
        (e for e in lib.of_kind("neuroshima/etude") if isinstance(e, Etude) and e.number <= 15),
        key=lambda e: e.number,
    )
    declared, measured = [], []
    for e in hand_made:
        f = measure(e, lib)
        declared.append(e.difficulty)
        measured.append(f.level)
        print(f"  {e.number:>2} {e.id:<26} declared {e.difficulty} measured {f.level} ({f.describe()})")
    rho = float(spearmanr(declared, measured).statistic)
    return rho


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=6)
    p.add_argument("--budget", type=float, default=300.0, help="seconds per run before it counts as a miss")
    args = p.parse_args()
    print(f"machine: {machine()}; one process")
    lib = bundled_library()
    cpu_times, wall_times = [], []
    for i in range(args.runs):
        solver, opponent = PAIRS[i % len(PAIRS)]
        request = GenerateRequest(solver, opponent, difficulty=3, count=1, seed=i + 1, seconds=args.budget)
        c0, w0 = time.process_time(), time.perf_counter()
        result = generate(request, lib)
        cpu, wall = time.process_time() - c0, time.perf_counter() - w0
        if not result.candidates:
            cpu = wall = float("inf")
        cpu_times.append(cpu)
        wall_times.append(wall)
        found = result.candidates[0].etude.solutions[0].steps if result.candidates else "none in the budget"
        print(
            f"  {solver} v {opponent} seed {i + 1}: {cpu:6.1f} s CPU ({wall:6.1f} s wall), "
            f"{result.attempts} sketch(es): {found}"
        )
    ok = report(
        "median time to one unique difficulty-3 etude (CPU, one core)",
        statistics.median(cpu_times),
        "s",
        30,
        higher_is_better=False,
    )
    print(f"median wall time: {statistics.median(wall_times):.1f} s")
    print("calibration on the hand-made etudes 1-15:")
    rho = calibration()
    print(
        f"Spearman rank correlation, declared v measured difficulty: {rho:.3f} (target >= 0.7) {'OK' if rho >= 0.7 else 'MISSED'}"
    )
    return 0 if ok and rho >= 0.7 else 1


if __name__ == "__main__":
    sys.exit(main())
