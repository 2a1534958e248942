"""Helpers for benchmark scripts: timing, and a report line against a target."""

from __future__ import annotations

import os
import platform
import random
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.core.game import Action, State


def machine() -> str:
    return (
        f"{platform.python_implementation()} {platform.python_version()}, {os.cpu_count()} cores, {platform.machine()}"
    )


def best_of(fn: Callable[[], object], repeat: int = 5) -> float:
    """The best wall time of ``repeat`` runs, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def report(name: str, value: float, unit: str, target: float, higher_is_better: bool) -> bool:
    ok = value >= target if higher_is_better else value <= target
    sign = ">=" if higher_is_better else "<="
    print(f"{name}: {value:,.2f} {unit} (target {sign} {target:,g} {unit}) {'OK' if ok else 'MISSED'}")
    return ok


def random_playout(
    state: State,
    seed: int,
    *,
    rollout: bool,
    pick: Callable[[State, Sequence[Action], random.Random], Action] | None = None,
    after: Callable[[State], None] | None = None,
) -> int:
    """Play ``state`` to its end, a uniform random choice among the legal actions at every
    decision (the ``random`` agent; ``pick`` chooses instead where given), and return the number
    of actions. Rollout mode is what AI rollouts do: no RNG record, actions applied without the
    legality check (the state is built without event texts by the caller); otherwise every
    action goes through ``state.apply``. ``after`` runs after every action (invariant checks)."""
    if rollout:
        state.rng.record = False
    rnd = random.Random(seed)
    n = 0
    while not state.is_terminal():
        acts = state.legal_actions()
        a = pick(state, acts, rnd) if pick is not None else acts[rnd.randrange(len(acts))]
        if rollout:
            state.apply_unchecked(a)
        else:
            state.apply(a)
        n += 1
        if after is not None:
            after(state)
    return n
