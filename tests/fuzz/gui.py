"""GUI fuzzing (issue 21): mutated content files opened through the app's real File > Open path
(:meth:`MainWindow.open_file` -> :meth:`Document.open` -> :class:`DocumentView`), in a worker
process with a per-case time limit, as :mod:`tests.fuzz.harness` runs the headless entry points.

A case writes one mutated bundled file (the mutations of :mod:`tests.fuzz.mutations`) to a fresh
folder and opens it in a main window on the offscreen platform. A file that opens is used a little
as a user would: validated (the Issues panel), its pieces shown in the Properties dock, everything
selected, copied and pasted, the form refreshed, every edit undone and redone, saved and opened
again. Judged:

- ``crash``/``hang``: the worker died or ran past the time limit;
- ``traceback``: an exception escaped to ``sys.excepthook`` (Qt slots report there) or out of the
  open path, or a checker crashed (an ``internal`` issue);
- ``no line``: the open was refused with a message naming no file and line, or an error in the
  Issues panel of a freshly opened file names no line;
- ``roundtrip``: saving the opened document and opening the saved file does not give it back.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import traceback
from collections.abc import Iterator
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from tests.fuzz.harness import Case, Report, Result, Seed, bundled_seeds, graft, judge, run_cases
from tests.fuzz.mutations import DATA_MUTATIONS, TEXT_MUTATIONS, mutate_text
from tests.fuzz.structure import STRUCTURE_MUTATIONS

#: what a GUI case can go wrong with, in the order the counts are printed
GUI_FAILURE_KINDS = ("crash", "memory", "hang", "traceback", "no line", "roundtrip")


def make_gui_case(seed: Seed, rnd: random.Random, siblings: list[Seed]) -> Case:
    """One bundled file with one mutation (sometimes two), to open in the GUI."""
    names = list(TEXT_MUTATIONS) + list(DATA_MUTATIONS) + list(STRUCTURE_MUTATIONS) * 2 + ["graft"] * 3
    mutation = rnd.choice(names)
    mutated = graft(seed, siblings, rnd) if mutation == "graft" else mutate_text(seed.text, mutation, rnd)
    if mutation in DATA_MUTATIONS and rnd.random() < 0.3:
        second = rnd.choice(list(DATA_MUTATIONS))
        mutated = mutate_text(mutated.decode("utf-8", errors="surrogateescape"), second, rnd)
        mutation += "+" + second
    name = Path(seed.name).name
    return Case(f"open {seed.name} [{mutation}]", {name: mutated}, ["gui", "open", f"{{dir}}/{name}"])


def gui_cases(seeds: list[Seed], master_seed: int) -> Iterator[Case]:
    """An endless, reproducible stream of GUI cases: round-robin over the bundled files."""
    rnd = random.Random(master_seed)
    i = 0
    while True:
        yield make_gui_case(seeds[i % len(seeds)], random.Random(rnd.getrandbits(64)), seeds)
        i += 1


def gui_seeds() -> list[Seed]:
    return bundled_seeds()


# --------------------------------------------------------------------------- the worker


class _Session:
    """One main window on the offscreen platform, reused for every case of a worker."""

    def __init__(self, folder: Path) -> None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication

        from editor.mainwindow import MainWindow

        self.app = QApplication.instance() or QApplication([])
        self.window = MainWindow(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
        self.window.show()
        self.errors_shown: list[str] = []
        show_error = self.window.messages.error

        def recording_show_error(title: str, text: str) -> Any:
            self.errors_shown.append(text)
            return show_error(title, text)

        self.window.messages.error = recording_show_error  # type: ignore[method-assign]

    def pump(self) -> None:
        for _ in range(3):
            self.app.processEvents()

    def run(self, case: Case) -> tuple[int | None, str, str, str | None, list[str]]:
        escaped: list[str] = []
        previous_hook = sys.excepthook
        sys.excepthook = lambda *exc: escaped.append("".join(traceback.format_exception(*exc)))
        self.errors_shown = []
        problems: list[str] = []
        code: int | None = 1
        with tempfile.TemporaryDirectory(prefix="warbench-guifuzz-") as tmp:
            folder = Path(tmp)
            for rel, data in case.files.items():
                (folder / rel).write_bytes(data)
            path = Path(case.argv[-1].replace("{dir}", tmp))
            try:
                doc = self.window.open_file(path)
                self.pump()
                if doc is not None:
                    code = 0
                    problems += self._use(doc, folder)
            except BaseException:
                escaped.append(traceback.format_exc())
            finally:
                self._close_all()
                sys.excepthook = previous_hook
            err = "".join(f"error: {line}\n" for text in self.errors_shown for line in str(text).splitlines())
            err = err.replace(tmp, "{dir}")
            tb = "\n".join(escaped).replace(tmp, "{dir}") if escaped else None
            return code, "\n".join(problems).replace(tmp, "{dir}"), err, tb, []

    def _use(self, doc: Any, folder: Path) -> list[str]:
        """Use an opened document a little; the problems found (the exceptions go to the hook)."""
        from editor.document import Document
        from engine.content.issues import Severity

        problems = []
        view = self.window.current_view()
        issues = view.validate_now()
        problems += [f"traceback: {i.message}" for i in issues if i.code == "internal"]
        problems += [
            f"no line: {i.location.file}: {i.message}"
            for i in issues
            if i.severity is Severity.ERROR and i.location.line is None and i.code != "internal"
        ]
        if view.scene is not None:
            view.scene.rebuild()
            for ref in doc.pieces()[:25]:
                self.window.properties.show_target(doc, ref)
            self.window.edits.select_all()
            self.window.edits.copy()
            self.window.edits.paste()
            self.window.edits.delete_selection()
        if view.form is not None:
            view.form.refresh_values()
        stack = doc.undo_stack
        stack.setIndex(0)
        stack.setIndex(stack.count())
        self.pump()
        before = doc.snapshot()
        try:
            doc.save(folder / "saved.yaml")
        except (OSError, ValueError) as exc:
            problems.append(f"roundtrip: cannot save: {exc}")
            return problems
        try:
            again = Document.open(folder / "saved.yaml").snapshot()
        except Exception as exc:  # the saved file must open again, whatever was in it
            problems.append(f"roundtrip: the saved file does not open: {str(exc).splitlines()[0]}")
            return problems
        if again != before:
            problems.append("roundtrip: the saved file opens as another document")
        return problems

    def _close_all(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        for view in list(self.window.views):
            view.document.undo_stack.setClean()
            self.window.close_document(view.document)
        for box in self.window.findChildren(QMessageBox):
            box.close()
        self.pump()


def gui_worker_main(conn: Connection) -> None:
    """The worker process: one window, then cases from ``conn`` until ``None``."""
    from tests.fuzz.harness import _cap_case_memory, _limit_memory

    _limit_memory()
    import faulthandler

    faulthandler.disable()
    with tempfile.TemporaryDirectory(prefix="warbench-guifuzz-settings-") as tmp:
        session = _Session(Path(tmp))
        while True:
            try:
                case = conn.recv()
            except EOFError:
                return
            if case is None:
                return
            _cap_case_memory()
            conn.send(session.run(case))


def judge_gui(
    case: Case, code: int | None, out: str, err: str, tb: str | None, leaks: list[str], secs: float
) -> Result:
    """The verdict on one finished GUI case (the refusal message is judged as the CLI's errors are)."""
    result = judge(case, code, out, err, tb, leaks, secs)
    if result.verdict != "ok":
        return result
    for line in out.splitlines():
        kind, _, detail = line.partition(": ")
        if kind in GUI_FAILURE_KINDS:
            return Result(case, kind, detail, secs)
    return result


def run_gui_cases(stream: Iterator[Case], *, count: int, time_limit: float, on_result: Any = None) -> Report:
    """Run ``count`` GUI cases in a worker process with a window of its own."""
    return run_cases(
        stream,
        count=count,
        time_limit=time_limit,
        on_result=on_result,
        worker_main=gui_worker_main,
        judge_with=judge_gui,
    )
