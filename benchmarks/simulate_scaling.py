"""How ``warbench simulate`` scales: games per second with 1 and 2 local workers (target: 2
workers >= 1.8x one), and the Ray backend on a local Ray runtime with 2 workers (target: within
15% of the process pool's 2 workers). The three runs must play identical games.

The workload is 2,000 random Neuroshima games (a few milliseconds each), long enough that
starting the workers and preparing the setup in each is a small part of the time; the pool's
server and the Ray runtime are started before the clock runs, as they are once per session. The machine's load average is
printed: other programs on the cores make every figure smaller.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._common import machine, report
from engine.ai.batch import SimulationSpec, run_batch
from engine.core.registry import load_game

#: enough games that one worker plays for several seconds (a random game takes a few milliseconds)
GAMES = 2000


def spec(games: int) -> SimulationSpec:
    game = load_game("neuroshima")
    return SimulationSpec(game.id, game.setup_to_data(game.example_setups()[0]), ("random",), games, 1)


def games_per_second(workers: int, backend: str = "local") -> tuple[float, list]:
    t = time.perf_counter()
    result = run_batch(spec(GAMES), workers=workers, backend=backend)
    dt = time.perf_counter() - t
    return GAMES / dt, result.games


def main() -> int:
    print(machine(), f"load average {os.getloadavg()[0]:.1f}")
    run_batch(spec(4), workers=2)  # start the pool's server (imports, bundled content) once
    one, games1 = games_per_second(1)
    two, games2 = games_per_second(2)
    print(f"1 worker: {one:.2f} games/s; 2 workers: {two:.2f} games/s")
    ok = report("simulate: 2 workers against 1", two / one, "x", 1.8, True)
    try:
        import ray
    except ImportError:
        print("ray is not installed: pip install 'warbench[ray]' to measure the Ray backend")
        return 0 if ok else 1
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        run_batch(spec(4), workers=2, backend="ray")  # the Ray workers import the engine once
        on_ray, games_ray = games_per_second(2, "ray")
    finally:
        ray.shutdown()
    print(f"ray, 2 workers: {on_ray:.2f} games/s")
    ok &= report("simulate: Ray against the process pool (2 workers)", 100 * on_ray / two, "%", 85, True)
    same = games1 == games2 == games_ray
    print(f"identical games with 1 worker, 2 workers and Ray: {'yes' if same else 'NO'}")
    return 0 if ok and same else 1


if __name__ == "__main__":
    sys.exit(main())
