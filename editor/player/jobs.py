"""Long work off the GUI thread, with progress and cancel (solving, simulating, exporting).

The work is a function taking a :class:`Progress`; it reports with ``progress(done, total,
text)``, which raises :class:`Cancelled` once the user has pressed Cancel, so the work stops
at its next report.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget


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
        self.thread.start()

    def cancel(self) -> None:
        self.cancel_requested.set()

    def is_running(self) -> bool:
        return self.thread.isRunning()

    def wait(self, ms: int = 30_000) -> bool:
        return bool(self.thread.wait(ms))


def run_with_progress(
    parent: QWidget,
    title: str,
    work: Callable[[Progress], Any],
    on_done: Callable[[Any], None],
    on_failed: Callable[[str], None] | None = None,
) -> tuple[Job, QProgressDialog]:
    """Start ``work`` in a thread with a modeless progress dialog whose Cancel stops it."""
    dialog = QProgressDialog(title, "Cancel", 0, 0, parent)
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
