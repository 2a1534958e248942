"""What the balance lab knows of a run while it plays: the games back from the workers so far,
their report, the pace and the time to the end, estimated from the games finished."""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from typing import Any

from engine.ai.batch import BatchResult, GameSummary, SimulationSpec
from engine.ai.report import build_report

#: the charts and the table are redrawn at most this often (seconds) while games arrive
REDRAW_SECONDS = 0.4


class LiveResults:
    """The games of one or more runs (a sweep has several) gathered as they finish.

    ``add`` is called from the thread that runs the batch; the rest from the GUI thread."""

    def __init__(
        self,
        specs: Sequence[SimulationSpec],
        *,
        game_name: str,
        content: Sequence[Any] = (),
        workers: int | None = None,
        backend: str = "local",
    ) -> None:
        self.specs = list(specs)
        self.game_name = game_name
        self.content = list(content)
        self.workers = workers or 0
        self.backend = backend
        self._lock = threading.Lock()
        self._games: list[dict[int, GameSummary]] = [{} for _ in self.specs]
        self.started = time.perf_counter()
        #: when the first game came back (``None`` before)
        self.first_at: float | None = None
        self._drawn_at = 0.0
        self._drawn_count = -1
        #: how long the last report took to build (seconds): many games are redrawn less often
        self._report_seconds = 0.0

    def add(self, run: int, summary: GameSummary) -> None:
        with self._lock:
            self._games[run][summary.index] = summary
            if self.first_at is None:
                self.first_at = time.perf_counter()

    def count(self) -> int:
        with self._lock:
            return sum(len(g) for g in self._games)

    def total(self) -> int:
        return sum(s.games for s in self.specs)

    def report(self, run: int = 0) -> dict[str, Any]:
        """The report of run ``run`` over the games finished so far (``interrupted`` until all are)."""
        spec = self.specs[run]
        with self._lock:
            games = [self._games[run][i] for i in sorted(self._games[run])]
        began = time.perf_counter()
        result = BatchResult(
            spec,
            games,
            interrupted=len(games) < spec.games,
            seconds=time.perf_counter() - self.started,
            workers=self.workers,
            backend=self.backend,
        )
        report = build_report(result, game_name=self.game_name, content=self.content)
        self._report_seconds = time.perf_counter() - began
        return report

    def due(self, now: float | None = None) -> bool:
        """Whether the window should show the games again: new games have come back and the last
        redraw is long enough ago (or the run is complete)."""
        now = time.perf_counter() if now is None else now
        n = self.count()
        if n == self._drawn_count:
            return False
        # the window is not to spend more than a tenth of its time redrawing a long run
        wait = max(REDRAW_SECONDS, 10 * self._report_seconds)
        if n < self.total() and now - self._drawn_at < wait and self._drawn_count > 0:
            return False
        self._drawn_at, self._drawn_count = now, n
        return True

    def pace(self, now: float | None = None) -> tuple[float | None, float | None]:
        """``(games per second, seconds left)`` estimated from the games finished since the first
        came back (the workers' start-up is not a game's time); ``None`` while unknown."""
        now = time.perf_counter() if now is None else now
        done = self.count()
        if self.first_at is None or done < 2 or now <= self.first_at:
            return None, None
        rate = (done - 1) / (now - self.first_at)
        return rate, (self.total() - done) / rate if rate > 0 else None
