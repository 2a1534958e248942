"""Long work off the GUI thread, with progress and cancel (solving, simulating, exporting).

The work is a function taking a :class:`Progress`; it reports with ``progress(done, total,
text)``, which raises :class:`Cancelled` once the user has pressed Cancel, so the work stops
at its next report.

A started job stays alive until its thread ends, even if whoever started it is gone; a job
started for an owner (a panel, a player) is cancelled when its owner is destroyed. When the app
quits, every running job is cancelled and its thread joined before the app goes (a Qt thread
destroyed while it runs aborts the process), and a job started while the app quits is cancelled
at once; whatever still runs at the interpreter's exit is joined then. While any job runs, the GUI
thread is kept responsive: a pure-Python worker would otherwise hold it up for 40-120 ms at a
time, through full garbage collections (they scan every object while holding the interpreter
lock) and through the lock convoy (the GUI thread waits up to the switch interval for the worker
to hand the lock back). So the objects that existed before the first job are frozen out of the
collector's scans, and the worker offers the lock every millisecond; both are undone when the
last job ends.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import sys
import threading
import traceback
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal

#: how often (seconds) a worker offers the interpreter lock to the GUI thread while jobs run
SWITCH_INTERVAL = 0.001

_RUNNING: set[Job] = set()
_saved_switch_interval = [0.005]
_hooked_apps: set[int] = set()
#: set once the application has begun to quit: jobs started from then on are cancelled at once
_quitting = threading.Event()


def _responsive(on: bool) -> None:
    if on:
        gc.freeze()
        _saved_switch_interval[0] = sys.getswitchinterval()
        sys.setswitchinterval(SWITCH_INTERVAL)
    else:
        gc.unfreeze()
        sys.setswitchinterval(_saved_switch_interval[0])


def running_jobs() -> list[Job]:
    return list(_RUNNING)


def wait_for_jobs(ms: int | None = None) -> None:
    """Cancel every running job and join its thread (closing the app, ending a test); with ``ms``,
    give up on a thread that has not ended after that long. Every work stops at its next progress
    report once cancelled, so the join is as long as one step of the work."""
    while _RUNNING:
        jobs = list(_RUNNING)
        for job in jobs:
            job.cancel()
        for job in jobs:
            if not (job.wait() if ms is None else job.wait(ms)):
                return
            job._release()


def _app_quits() -> None:
    _quitting.set()
    wait_for_jobs()


# the last resort, for a program that leaves its event loop without quitting the application
atexit.register(wait_for_jobs)


class Cancelled(Exception):
    """Raised inside the work when the user cancelled it."""


class Progress:
    def __init__(self, job: Job) -> None:
        self._job = job

    def __call__(self, done: int, total: int = 0, text: str = "") -> None:
        if self._job.cancel_requested.is_set():
            raise Cancelled()
        self._job.progress.emit(int(done), int(total), text)

    @property
    def cancelled(self) -> bool:
        return self._job.cancel_requested.is_set()


class _Thread(QThread):
    def __init__(self, job: Job) -> None:
        super().__init__()
        self.job = job

    def run(self) -> None:
        job = self.job
        try:
            result = job.work(Progress(job))
        except Cancelled:
            job.cancelled.emit()
        except Exception as exc:
            job.failed.emit(f"{type(exc).__name__}: {exc}\n{traceback.format_exc(limit=6)}")
        else:
            if job.cancel_requested.is_set():
                job.cancelled.emit()
            else:
                job.finished.emit(result)


class Job(QObject):
    progress = Signal(int, int, str)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, work: Callable[[Progress], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.work = work
        self.cancel_requested = threading.Event()
        self.worker = _Thread(self)
        self._owner: QObject | None = None

    def start(self) -> None:
        if not _RUNNING:
            _responsive(True)
        _RUNNING.add(self)
        self.worker.finished.connect(self._release)
        app = QCoreApplication.instance()
        if app is not None and id(app) not in _hooked_apps:
            _hooked_apps.add(id(app))
            app.aboutToQuit.connect(_app_quits)
        if _quitting.is_set() or QCoreApplication.closingDown():
            self.cancel()  # started by a timer or a signal while the app quits: its answer has no one to go to
        self.worker.start()

    def stop_with(self, owner: QObject) -> None:
        """Cancel the job when ``owner`` (whoever shows its answer) is destroyed."""
        self._owner = owner
        owner.destroyed.connect(self.cancel)

    def _release(self) -> None:
        owner, self._owner = self._owner, None
        if owner is not None and shiboken6.isValid(owner):
            # an owner running job after job must not keep every finished one connected
            with contextlib.suppress(RuntimeError, TypeError):
                owner.destroyed.disconnect(self.cancel)
        if self in _RUNNING:
            _RUNNING.discard(self)
            if not _RUNNING:
                _responsive(False)

    def cancel(self) -> None:
        self.cancel_requested.set()

    def is_running(self) -> bool:
        return self.worker.isRunning()

    def wait(self, ms: int | None = 30_000) -> bool:
        """Whether the thread has ended, waiting for it ``ms`` milliseconds (``None``: until it ends)."""
        return bool(self.worker.wait() if ms is None else self.worker.wait(ms))


def start_job(
    work: Callable[[Progress], Any],
    *,
    on_done: Callable[[Any], None] | None = None,
    on_failed: Callable[[str], None] | None = None,
    owner: QObject | None = None,
) -> Job:
    """Start ``work`` in a thread; the job stays alive until its thread ends, and is cancelled when
    ``owner`` is destroyed. The handlers are connected before the thread starts, so a job that
    finishes at once is never missed."""
    job = Job(work)
    if owner is not None:
        job.stop_with(owner)
    if on_done is not None:
        job.finished.connect(on_done)
    if on_failed is not None:
        job.failed.connect(on_failed)
    job.start()
    return job
