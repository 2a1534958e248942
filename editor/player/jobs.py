"""Long work off the GUI thread, with progress and cancel (solving, simulating, exporting).

The work is a function taking a :class:`Progress`; it reports with ``progress(done, total,
text)``, which raises :class:`Cancelled` once the user has pressed Cancel, so the work stops
at its next report.

A started job stays alive until its thread ends, even if whoever started it is gone, and the
application waits for running jobs (cancelling them) when it quits. While any job runs, the GUI
thread is kept responsive: a pure-Python worker would otherwise hold it up for 40-120 ms at a
time, through full garbage collections (they scan every object while holding the interpreter
lock) and through the lock convoy (the GUI thread waits up to the switch interval for the worker
to hand the lock back). So the objects that existed before the first job are frozen out of the
collector's scans, and the worker offers the lock every millisecond; both are undone when the
last job ends.
"""

from __future__ import annotations

import gc
import sys
import threading
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from editor.i18n import tr

#: how often (seconds) a worker offers the interpreter lock to the GUI thread while jobs run
SWITCH_INTERVAL = 0.001

_RUNNING: set[Job] = set()
_saved_switch_interval = [0.005]
_hooked_apps: set[int] = set()


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


def wait_for_jobs(ms: int = 5000) -> None:
    """Cancel every running job and wait for its thread (closing the app, ending a test)."""
    for job in list(_RUNNING):
        job.cancel()
    for job in list(_RUNNING):
        job.wait(ms)
        job._release()


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
        self.thread = _Thread(self)

    def start(self) -> None:
        if not _RUNNING:
            _responsive(True)
        _RUNNING.add(self)
        self.thread.finished.connect(self._release)
        app = QCoreApplication.instance()
        if app is not None and id(app) not in _hooked_apps:
            _hooked_apps.add(id(app))
            app.aboutToQuit.connect(wait_for_jobs)
        self.thread.start()

    def _release(self) -> None:
        if self in _RUNNING:
            _RUNNING.discard(self)
            if not _RUNNING:
                _responsive(False)

    def cancel(self) -> None:
        self.cancel_requested.set()

    def is_running(self) -> bool:
        return self.thread.isRunning()

    def wait(self, ms: int = 30_000) -> bool:
        return bool(self.thread.wait(ms))


def start_job(
    work: Callable[[Progress], Any],
    *,
    on_done: Callable[[Any], None] | None = None,
    on_failed: Callable[[str], None] | None = None,
) -> Job:
    """Start ``work`` in a thread; the job stays alive until its thread ends. The handlers are
    connected before the thread starts, so a job that finishes at once is never missed."""
    job = Job(work)
    if on_done is not None:
        job.finished.connect(on_done)
    if on_failed is not None:
        job.failed.connect(on_failed)
    job.start()
    return job


def run_with_progress(
    parent: QWidget,
    title: str,
    work: Callable[[Progress], Any],
    on_done: Callable[[Any], None],
    on_failed: Callable[[str], None] | None = None,
) -> tuple[Job, QProgressDialog]:
    """Start ``work`` in a thread with a modeless progress dialog whose Cancel stops it."""
    dialog = QProgressDialog(title, tr("Cancel"), 0, 0, parent)
    dialog.setObjectName("dialog.progress")
    dialog.setWindowTitle(title)
    dialog.setMinimumDuration(300)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    job = Job(work, parent)

    def progressed(done: int, total: int, text: str) -> None:
        dialog.setMaximum(max(total, 0))
        dialog.setValue(min(done, total) if total else 0)
        if text:
            dialog.setLabelText(f"{title}\n{text}")

    def finish(result: Any) -> None:
        dialog.close()
        on_done(result)

    def fail(message: str) -> None:
        dialog.close()
        if on_failed is not None:
            on_failed(message)

    job.progress.connect(progressed)
    job.finished.connect(finish)
    job.failed.connect(fail)
    job.cancelled.connect(dialog.close)
    dialog.canceled.connect(job.cancel)
    job.start()
    return job, dialog
