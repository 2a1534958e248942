"""Start-up cost of the command line and the app, as CPU time of fresh processes (user + system,
the interpreter's own start included), median of several runs.

Targets (this machine): ``warbench --version`` and ``--help`` under 0.3 s; ``warbench validate``
of one small file under 0.8 s; the app from start to its main window shown (offscreen) under 1.5 s.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks._common import machine, report  # noqa: E402

RUNS = 5
CLI = [sys.executable, "-m", "editor.cli"]
SMALL_FILE = ROOT / "content" / "core" / "samurai_sword" / "setup.yaml"

# the app's probe prints its own CPU time at the moment the main window is shown
APP = r"""
import resource, sys
from PySide6.QtCore import QSettings, QTimer
from editor.app import create_application
from editor.mainwindow import MainWindow
app = create_application(["warbench"])
settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
w = MainWindow(settings)
w.show()
def shown():
    r = resource.getrusage(resource.RUSAGE_SELF)
    print(r.ru_utime + r.ru_stime)
    w.close()
    app.quit()
QTimer.singleShot(0, shown)
app.exec()
"""


def cpu_of(command: list[str], env: dict[str, str]) -> float:
    """CPU seconds of one run of ``command`` (it must exit 0)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    r = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if r.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{r.stderr}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def median_cpu(command: list[str], env: dict[str, str]) -> float:
    cpu_of(command, env)  # a first run fills the file-system cache
    return statistics.median(cpu_of(command, env) for _ in range(RUNS))


def app_cpu(env: dict[str, str]) -> float:
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(RUNS + 1):
            r = subprocess.run(
                [sys.executable, "-c", APP, os.path.join(tmp, f"s{i}.ini")],
                cwd=ROOT,
                env=env,
                capture_output=True,
                text=True,
            )
            if r.returncode != 0:
                raise SystemExit(f"the app did not start:\n{r.stderr}")
            times.append(float(r.stdout.strip().splitlines()[-1]))
    return statistics.median(times[1:])


def main() -> int:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    print(f"machine: {machine()}; CPU time of the process, median of {RUNS} runs")
    ok = report("warbench --version", median_cpu([*CLI, "--version"], env), "s", 0.3, False)
    ok &= report("warbench --help", median_cpu([*CLI, "--help"], env), "s", 0.3, False)
    ok &= report(
        "warbench validate (one small file)", median_cpu([*CLI, "validate", str(SMALL_FILE)], env), "s", 0.8, False
    )
    ok &= report("app: start to main window shown", app_cpu(env), "s", 1.5, False)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
