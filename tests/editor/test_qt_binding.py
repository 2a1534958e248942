"""The Qt binding in use must not corrupt reference counts when signals are emitted.

PySide6 6.12.0 decremented the reference count of ``True`` on every emit of a Python-declared
signal, so a long editing session aborted the interpreter; pyproject.toml excludes it.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal


class Emitter(QObject):
    changed = Signal(object)
    flag = Signal(bool)


def test_emitting_signals_keeps_reference_counts() -> None:
    e = Emitter()
    seen: list[object] = []
    e.changed.connect(seen.append)
    e.flag.connect(seen.append)
    payload = object()
    before = (sys.getrefcount(True), sys.getrefcount(False), sys.getrefcount(payload))
    for _ in range(10):
        e.changed.emit(payload)
        e.flag.emit(False)
    seen.clear()
    after = (sys.getrefcount(True), sys.getrefcount(False), sys.getrefcount(payload))
    assert after == before
