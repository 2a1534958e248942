"""Time from launching the app to its main window being shown (offscreen), over fresh processes.

Target: under 2 s on the bundled content.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks._common import machine, report  # noqa: E402

PROBE = r"""
import time, sys
t0 = time.perf_counter()
from PySide6.QtCore import QSettings, QTimer
from editor.app import create_application
from editor.mainwindow import MainWindow
app = create_application(["warbench"])
import tempfile, os
settings = QSettings(os.path.join(tempfile.mkdtemp(), "s.ini"), QSettings.Format.IniFormat)
w = MainWindow(settings)
w.show()
def shown():
    print(time.perf_counter() - t0)
    w.close()
    app.quit()
QTimer.singleShot(0, shown)
app.exec()
"""


def main() -> int:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    times = []
    for _ in range(5):
        # interpreter start-up is included: measured from just before the process is spawned
        import time

        t = time.perf_counter()
        r = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True)
        total = time.perf_counter() - t
        if r.returncode != 0:
            print(r.stderr)
            return 1
        inside = float(r.stdout.strip().splitlines()[-1])
        times.append((total, inside))
    print(f"machine: {machine()}")
    med_in = statistics.median(t[1] for t in times)
    print(f"import + window construction inside the process: median {med_in * 1000:.0f} ms")
    ok = report(
        "launch to window shown (whole process)", statistics.median(t[0] for t in times) * 1000, "ms", 2000, False
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
