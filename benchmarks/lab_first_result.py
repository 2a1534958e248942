"""How soon a simulation shows its first game, and whether long games finish evenly on the
workers (issue 34: a run of search games sat at 0% for minutes when games were handed out in
blocks).

A fresh process pool (as the lab starts one per run) plays a few search games on 2 workers.
Printed: the seconds to the first game back against the time one game takes played here plus
the workers' start-up (target: first game back within start-up + 1.5 games); and the idle tail —
how long the last game came back after the one before it, against one game's time (target: a
game or less, since the games are handed out one by one once they are known to be long).
The machine's load average is printed: other programs on the cores make every figure worse.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._common import machine, report
from engine.ai.batch import SimulationSpec, play_indexed_game, run_batch
from engine.core.registry import load_game

GAME = "neuroshima"
AGENTS = ("mcts:30", "greedy")
GAMES = 6


def main() -> int:
    print(machine(), f"load average {os.getloadavg()[0]:.1f}")
    game = load_game(GAME)
    spec = SimulationSpec(game.id, game.setup_to_data(game.example_setups()[0]), AGENTS, GAMES, 1)
    trivial = SimulationSpec(game.id, spec.setup_data, ("random",), 1, 1)
    t = time.perf_counter()
    run_batch(trivial, workers=2)
    startup = time.perf_counter() - t
    t = time.perf_counter()
    play_indexed_game(spec, 0)
    one = time.perf_counter() - t
    arrivals: list[float] = []
    t = time.perf_counter()
    run_batch(spec, workers=2, on_game=lambda _summary: arrivals.append(time.perf_counter() - t))
    total = time.perf_counter() - t
    print(f"{GAME}, {' vs '.join(AGENTS)}: start-up {startup:.1f} s, one game {one:.1f} s, {GAMES} games {total:.1f} s")
    print("games back after (s): " + ", ".join(f"{a:.1f}" for a in arrivals))
    ok = report("first game back", arrivals[0], "s", round(startup + 1.5 * one, 1), False)
    tail = arrivals[-1] - arrivals[-2] if len(arrivals) > 1 else 0.0
    ok &= report("last game after the one before", tail, "s", round(one * 1.0 + 0.5, 1), False)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
