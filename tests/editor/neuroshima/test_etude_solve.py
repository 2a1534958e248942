"""Solving in the etude editor: the Solve panel finds and proves the recorded solution of a bundled
etude, reports an ambiguous etude's solutions and an unsolvable one's none (also live, in the
Issues panel), steps through a solution on the board, records it, and can be cancelled while the
GUI keeps responding."""

from __future__ import annotations

import itertools
import time

from PySide6.QtCore import QTimer

from engine.content.io import load_file
from engine.content.issues import Severity
from engine.games.neuroshima.models import Etude
from tests.editor.neuroshima.helpers import bundled, open_etude, side_panel
from tests.engine.neuroshima.etude_helpers import make_etude
from tests.engine.neuroshima.test_etude_play import PUSH, SHOT

#: an etude whose search runs for many seconds: four tiles of nine, a goal out of reach
LONG = make_etude(
    solver=("outpost", 10),
    opponent=("moloch", 20),
    tiles=[("0,2", "outpost_hq", 1), ("0,-2", "moloch_hq", 2), ("1,-1", "moloch_blocker", 2)],
    pool=[
        "outpost_commando",
        "outpost_commando",
        "outpost_runner",
        "outpost_annihilator",
        "outpost_hmg",
        "outpost_brawler",
        "outpost_officer",
        "outpost_scout",
        "outpost_medic",
    ],
    choose=4,
)


def solve_in_panel(qtbot, panel, timeout: int = 30_000) -> None:
    with qtbot.waitSignal(panel.solver.solved, timeout=timeout):
        panel.solve_button.click()


def test_solve_finds_the_recorded_solution_of_a_bundled_etude_and_proves_it_unique(window, qtbot) -> None:
    path = bundled("01")
    doc = open_etude(window, path=path)
    panel = side_panel(window)
    solve_in_panel(qtbot, panel)
    assert panel.result is not None and panel.result.unique
    assert panel.badge.isVisible() and panel.badge.text() == "unique"
    assert panel.result_label.text().startswith("1 solution ")
    recorded = load_file(path).model.solutions[0].steps
    assert panel.result.solutions[0].notation() == recorded
    # the steps: the position before the choice, the placement, the final battle
    assert panel.steps.count() == 3
    assert "solved" in panel.steps.item(2).text()
    panel.steps.setCurrentRow(1)
    from editor.games.neuroshima.preview import preview_of

    ghosts = preview_of(doc).ghosts
    assert [(g.hex, g.tile) for g in ghosts] == [("1,1", "outpost_commando")]
    assert not doc.is_dirty  # stepping only previews


def test_record_solution_stores_the_shown_solution_with_one_undo_step(window, qtbot) -> None:
    etude = load_file(bundled("01")).model.model_copy(update={"solutions": []})
    doc = open_etude(window, Etude.model_validate(etude.model_dump()))
    panel = side_panel(window)
    solve_in_panel(qtbot, panel)
    panel.record_button.click()
    assert [s.steps for s in doc.model.solutions] == [panel.result.solutions[0].notation()]
    assert doc.undo_stack.count() == 1
    assert panel.result is not None  # recording does not throw the result away
    doc.undo_stack.undo()
    assert doc.model.solutions == []


def test_an_ambiguous_etude_shows_its_solutions_and_the_live_check_warns(window, qtbot) -> None:
    open_etude(window, make_etude(**SHOT))
    panel = side_panel(window)
    view = window.current_view()
    qtbot.waitUntil(lambda: panel.second_button.isVisible(), timeout=30_000)
    warnings = [i for i in view.issues if i.code == "ambiguous"]
    assert len(warnings) == 1 and warnings[0].severity is Severity.WARNING
    # the button solves and shows the second solution
    with qtbot.waitSignal(panel.solver.solved, timeout=30_000):
        panel.second_button.click()
    assert len(panel.result.solutions) >= 2 and panel.badge.text() == "not unique"
    assert panel.solution_combo.currentIndex() == 1
    assert panel.steps.count() >= 2


def test_an_unsolvable_etude_reports_no_solution(window, qtbot) -> None:
    open_etude(window, make_etude(**PUSH))
    panel = side_panel(window)
    view = window.current_view()
    qtbot.waitUntil(lambda: any(i.code == "no-solution" for i in view.issues), timeout=30_000)
    assert [i.severity for i in view.issues if i.code == "no-solution"] == [Severity.ERROR]
    solve_in_panel(qtbot, panel)
    assert panel.result.solutions == [] and panel.badge.text() == "no solution"
    assert panel.result_label.text().startswith("0 solutions")


def test_solving_can_be_cancelled_and_the_gui_never_blocks_for_long(window, qtbot) -> None:
    doc = open_etude(window, LONG)
    panel = side_panel(window)
    panel.solver.live_enabled = False
    panel.solver.timer.stop()
    qtbot.wait(300)  # the window's first paint is done before the measure starts
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    panel.solve_button.click()
    assert panel.solver.busy() and panel.progress_bar.isVisible()
    qtbot.waitUntil(lambda: panel.progress_bar.format() != "%p%" and "nodes" in panel.result_label.text(), timeout=5000)
    qtbot.wait(1200)
    assert panel.solver.busy()  # still searching
    job = panel.solver.full_job
    panel.cancel_button.click()
    qtbot.waitUntil(lambda: not job.is_running(), timeout=3000)  # it stops at its next progress report
    timer.stop()
    assert not panel.solver.busy() and panel.solve_button.isEnabled()
    assert panel.result_label.text() == "cancelled" and panel.result is None
    assert not panel.progress_bar.isVisible()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    # the search runs off the GUI thread: the event loop kept ticking through seconds of solving (a
    # solve on the GUI thread stops it for all of them; the bounds leave room for a busy machine)
    assert len(ticks) > 20 and max(gaps) < 0.5, max(gaps)
    assert doc.undo_stack.count() == 0


def test_an_edit_cancels_a_stale_solve(window, qtbot) -> None:
    doc = open_etude(window, LONG)
    panel = side_panel(window)
    panel.solve_button.click()
    job = panel.solver.full_job
    panel.opponent_hp.setValue(19)
    assert job.wait(3000) and job.cancel_requested.is_set()
    assert not panel.solver.busy()
    assert "changed" in panel.result_label.text()
    assert doc.model.opponent.hq_hp == 19


def test_the_live_check_writes_its_seconds_with_the_readers_decimal_sign(window, qtbot, russian) -> None:
    """A Russian reader reads "0,0 с", not "0.0 с" (issue 32): the seconds are a number of his locale."""
    open_etude(window, make_etude(**PUSH))
    label = side_panel(window).live_label
    qtbot.waitUntil(lambda: label.text().endswith(" с)"), timeout=30_000)
    seconds = label.text().rsplit("(", 1)[1].removesuffix(" с)")
    assert label.text().startswith("проверка на лету: ")
    assert "," in seconds and "." not in seconds, label.text()
