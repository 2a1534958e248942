"""Neuroshima Hex battles resolved per second on random full 19-hex boards (target: 20,000/s on one core).

Boards: both HQs and 17 random board tiles of two armies (every pairing of the four armies, each
tile within its army's counts), random rotations. Prints the figure without explanation events
(what AI look-ahead and the etude solver use) and with the full explanation. Times are the
process's CPU seconds (one core), so other work on the machine does not lower the figure.

``--mypyc`` also measures the same battle modules compiled with mypyc (it comes with the dev
dependencies; needs a C compiler): the sources are copied to a temporary folder and compiled there,
so the working tree and the tests keep running the plain Python.
"""

from __future__ import annotations

import itertools
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from engine.content.library import bundled_library

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._common import machine, report
from engine.games.neuroshima.battle import resolve_battle
from engine.games.neuroshima.models.rules import Rules
from engine.games.neuroshima.randomboard import random_full_position

ARMIES = ("moloch", "outpost", "borgo", "hegemony")
ROOT = Path(__file__).resolve().parent.parent
COMPILED = ("battle", "analysis", "damage", "placement", "position", "catalog", "board", "decisions")


def rate(boards: list, explain: bool, seconds: float = 2.0) -> float:
    rules = Rules()
    for b in boards:  # warm the geometry caches
        resolve_battle(b, rules, explain=explain)
    n = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for b in boards:
            resolve_battle(b, rules, explain=explain)
        n += len(boards)
    return n / (time.process_time() - start)


def measure(label: str) -> bool:
    pairs = list(itertools.combinations_with_replacement(ARMIES, 2))
    rnd = random.Random(1)
    boards = [random_full_position(pairs[i % len(pairs)], rnd, library=bundled_library()) for i in range(500)]
    print(f"machine: {machine()}; {len(boards)} random full boards over {len(pairs)} army pairings; one process")
    ok = report(f"battles/s, no explanation{label}", rate(boards, False), "battles/s", 20_000, higher_is_better=True)
    report(f"battles/s, with explanation events{label} (information only)", rate(boards, True), "battles/s", 0, True)
    return ok


def compiled_run() -> bool:
    """Compile the battle modules with mypyc in a temporary copy and measure there."""
    with tempfile.TemporaryDirectory(prefix="warbench-mypyc-") as tmp:
        shutil.copytree(ROOT / "engine", Path(tmp) / "engine", ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copytree(ROOT / "benchmarks", Path(tmp) / "benchmarks", ignore=shutil.ignore_patterns("__pycache__"))
        modules = [f"engine/games/neuroshima/{m}.py" for m in COMPILED]
        print(f"compiling {len(modules)} modules with mypyc ...", flush=True)
        build = subprocess.run(
            [sys.executable, "-m", "mypyc", *modules], cwd=tmp, capture_output=True, text=True, check=False
        )
        if build.returncode:
            print(build.stdout[-2000:], build.stderr[-2000:])
            return False
        env = dict(os.environ, PYTHONPATH=tmp, WARBENCH_CONTENT=str(ROOT / "content"))
        child = subprocess.run(
            [sys.executable, str(Path(tmp) / "benchmarks" / Path(__file__).name), "--compiled-child"],
            cwd=tmp,
            env=env,
            check=False,
        )
        return child.returncode == 0


def main() -> int:
    if "--compiled-child" in sys.argv:
        import engine.games.neuroshima.battle as battle_module

        assert battle_module.__file__ is not None and not battle_module.__file__.endswith(".py")
        return 0 if measure(" (mypyc-compiled)") else 1
    ok = measure("")
    if "--mypyc" in sys.argv:
        ok = compiled_run() or ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
