"""The etude solver off the GUI thread: a live check after edits, and the full Solve.

The live check waits until the edits pause (:data:`LIVE_DELAY_MS`), then looks for up to two
solutions in a worker thread and reports "no possible solution" (error) or "more than one
solution" (warning) in the Issues panel. Any edit cancels a run in progress (its answer would be
about an etude that no longer exists) and starts the wait again. The full Solve enumerates every
solution with a progress report and a Cancel.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal

from editor.document import Document
from editor.i18n import decimal, tr
from editor.player.jobs import Cancelled, Job, Progress, start_job
from engine.content.base import CheckContext
from engine.content.issues import Issue, Severity, error, warning
from engine.content.library import ContentLibrary, bundled_library
from engine.games.neuroshima.models import Etude
from engine.games.neuroshima.solver import SolveResult, solve

LIVE_DELAY_MS = 700
#: the live check gives up after this many seconds of search (the full Solve has no limit)
LIVE_LIMIT_S = 20.0
SOURCE = "neuroshima-solver"


def library_for(path: Path | None) -> ContentLibrary:
    """What :meth:`Document.library` gives, built where it is called (in the worker: the folder
    beside an etude is read from disk)."""
    lib = bundled_library().copy()
    if path is not None and path.parent.is_dir():
        lib.add_folder(path.parent)
    return lib


def solve_checked(
    etude: Etude, path: Path | None, progress: Progress | Callable[[int, int, str], None], max_solutions: int | None
) -> SolveResult | list[Issue]:
    """The etude's structural errors, or when it has none, what the solver finds (in a worker)."""
    library = library_for(path)
    errors = structure_errors(etude, library)
    if errors:
        return errors
    return solve(etude, library, max_solutions=max_solutions, progress=progress)


def structure_errors(etude: Etude, library: ContentLibrary) -> list[Issue]:
    """The etude's own errors (without replaying its solutions): solving needs none."""
    ctx = CheckContext(library=library)
    return [i for i in etude.check_structure(ctx) if i.severity is Severity.ERROR]


def solver_issues(result: SolveResult) -> list[Issue]:
    """What a (live, two-solution) search says about an etude."""
    n = len(result.solutions)
    if n == 0 and result.complete:
        return [
            error("no-solution", tr("no possible solution: no line of play meets the victory conditions"), "victory")
        ]
    if n >= 2:
        message = (
            tr(
                "%n solution(s): an etude should have exactly one (Solve shows them; "
                "the Solve panel's button shows the second)",
                None,
                n,
            )
            if result.complete
            else tr(
                "%n or more solutions: an etude should have exactly one (Solve shows them; "
                "the Solve panel's button shows the second)",
                None,
                n,
            )
        )
        return [warning("ambiguous", message, "solutions")]
    return []


class SolveController(QObject):
    """Runs the solver on one etude document; the panel shows what it reports."""

    #: the live check's verdict: a text for the panel, and the result (``None`` when not run)
    live_result = Signal(str, object)
    #: the full Solve: progress (done, total, text), then the result or a message
    progress = Signal(int, int, str)
    solved = Signal(object)
    stopped = Signal(str)

    def __init__(self, document: Document, *, live: bool = True) -> None:
        super().__init__()
        self.document = document
        self.live_enabled = live
        self.live_job: Job | None = None
        self.full_job: Job | None = None
        self.generation = 0
        self.last_live: SolveResult | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(LIVE_DELAY_MS)
        self.timer.timeout.connect(self.run_live)
        document.changed.connect(self._document_changed)
        if live:
            self.timer.start()

    def _document_changed(self, change: Any) -> None:
        if getattr(change, "name", None) == "solutions":
            return  # the recorded solutions do not change what there is to find
        self.generation += 1
        self.cancel_live()
        if self.full_job is not None:
            self.cancel_full(tr("the etude changed while solving; solve again"))
        if self.live_enabled:
            self.timer.start()

    def _copy(self) -> Etude:
        return Etude.model_validate(self.document.model.model_dump())

    # -- the live check
    def cancel_live(self) -> None:
        if self.live_job is not None:
            self.live_job.cancel()
            self.live_job = None

    def run_live(self) -> None:
        self.timer.stop()
        self.cancel_live()
        etude = self._copy()
        path = self.document.path
        generation = self.generation
        started = time.monotonic()

        def work(progress: Progress) -> SolveResult | list[Issue]:
            def report(done: int, total: int, text: str) -> None:
                if time.monotonic() - started > LIVE_LIMIT_S:
                    raise Cancelled()
                progress(done, total, text)

            return solve_checked(etude, path, report, 2)

        job = start_job(work, owner=self)
        self.live_job = job
        job.finished.connect(lambda r, g=generation: self._live_done(r, g))
        job.cancelled.connect(lambda g=generation: self._live_gave_up(g, started))
        job.failed.connect(lambda m, g=generation: self._live_failed(m, g))
        self.live_result.emit(tr("checking the solutions..."), None)

    def _current(self, generation: int) -> bool:
        return shiboken6.isValid(self) and generation == self.generation

    def _live_done(self, result: SolveResult | list[Issue], generation: int) -> None:
        if not self._current(generation):
            return
        self.live_job = None
        if isinstance(result, list):
            self.document.set_external_issues(SOURCE, [])
            self.live_result.emit(tr("fix the errors in the Issues panel to check the solutions"), None)
            return
        self.last_live = result
        self.document.set_external_issues(SOURCE, solver_issues(result))
        n = len(result.solutions)
        if n == 0:
            text = tr("no possible solution")
        elif n == 1:
            text = tr("exactly one solution (proven)")
        elif result.complete:
            text = tr("%n solution(s): not unique", None, n)
        else:
            text = tr("%n+ solutions: not unique", None, n)
        self.live_result.emit(
            tr("live check: {text} ({seconds} s)").format(text=text, seconds=decimal(result.seconds, 1)), result
        )

    def _live_gave_up(self, generation: int, started: float) -> None:
        if self._current(generation) and time.monotonic() - started > LIVE_LIMIT_S:
            self.live_job = None
            self.document.set_external_issues(SOURCE, [])
            self.live_result.emit(
                tr("live check stopped after {seconds:.0f} s: use Solve").format(seconds=LIVE_LIMIT_S), None
            )

    def _live_failed(self, message: str, generation: int) -> None:
        if self._current(generation):
            self.live_job = None
            self.live_result.emit(tr("live check failed: {error}").format(error=message.splitlines()[0]), None)

    # -- the full Solve
    def solve_all(self) -> bool:
        """Start enumerating every solution (an etude with errors stops with a message)."""
        self.cancel_full("")
        etude = self._copy()
        path = self.document.path
        job = start_job(lambda progress: solve_checked(etude, path, progress, None), owner=self)
        self.full_job = job
        generation = self.generation
        job.progress.connect(lambda d, t, text, j=job: self._full_progress(j, d, t, text))
        job.finished.connect(lambda r, g=generation: self._full_done(r, g))
        job.failed.connect(
            lambda m: self._full_stopped(tr("the solver failed: {error}").format(error=m.splitlines()[0]))
        )
        return True

    def _full_progress(self, job: Job, done: int, total: int, text: str) -> None:
        # reports queued before a cancel arrive after it: only the running job's count
        if shiboken6.isValid(self) and job is self.full_job:
            self.progress.emit(done, total, text)

    def cancel_full(self, why: str | None = None) -> None:
        """Stop the running Solve; ``why`` (default "cancelled", "" for none) is reported."""
        why = tr("cancelled") if why is None else why
        if self.full_job is not None:
            self.full_job.cancel()
            self.full_job = None
            if why:
                self.stopped.emit(why)

    def _full_done(self, result: SolveResult | list[Issue], generation: int) -> None:
        if not self._current(generation) or self.full_job is None:
            return
        self.full_job = None
        if isinstance(result, list):
            self.stopped.emit(tr("fix these first: {issues}").format(issues="; ".join(i.message for i in result[:3])))
            return
        self.document.set_external_issues(SOURCE, solver_issues(result))
        self.solved.emit(result)

    def _full_stopped(self, why: str) -> None:
        if shiboken6.isValid(self):
            self.full_job = None
            self.stopped.emit(why)

    def busy(self) -> bool:
        return self.full_job is not None

    def shutdown(self) -> None:
        self.timer.stop()
        self.cancel_live()
        self.cancel_full("")
