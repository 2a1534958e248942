"""Random full games of Neuroshima Hex per second, 2 players, one core (target: 300/s).

Each game is played through the generic Game/State contract: ``legal_actions()`` then a uniformly
random choice, ``apply_unchecked`` (no event texts, no RNG record: what AI rollouts use), from HQ
placement to the outcome. Army pairings cycle through all ten of the four armies. Times are the
process's CPU seconds (one core), so other work on the machine does not lower the figure.
"""

from __future__ import annotations

import itertools
import random
import sys
import time
from pathlib import Path

from engine.content.library import bundled_library

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._common import machine, report
from engine.core.registry import load_game
from engine.games.neuroshima.game import make_setup

ARMIES = ("moloch", "outpost", "borgo", "hegemony")


def play(game, setup, seed: int, events: bool) -> int:  # type: ignore[no-untyped-def]
    state = game.new_initial_state(setup, bundled_library(), seed)
    state.rng.record = False
    state.record_events = events
    rnd = random.Random(seed)
    n = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply_unchecked(legal[rnd.randrange(len(legal))])
        n += 1
    return n


def rate(game, setups, events: bool, seconds: float = 3.0) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    for s in setups:  # load content and warm caches outside the timing
        play(game, s, 0, events)
    games = actions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        actions += play(game, setups[games % len(setups)], games, events)
        games += 1
    dt = time.process_time() - start
    return games / dt, actions / games


def main() -> int:
    game = load_game("neuroshima")
    setups = [make_setup(list(p)) for p in itertools.combinations_with_replacement(ARMIES, 2)]
    print(f"machine: {machine()}; random agents through legal_actions(); one process")
    quiet, length = rate(game, setups, events=False)
    ok = report(f"random 2-player games/s ({length:.0f} actions each)", quiet, "games/s", 300, higher_is_better=True)
    loud, _ = rate(game, setups, events=True)
    report("random 2-player games/s with event texts (information only)", loud, "games/s", 0, True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
