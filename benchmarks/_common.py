"""Helpers for benchmark scripts: timing, and a report line against a target."""

from __future__ import annotations

import os
import platform
import time
from collections.abc import Callable


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
