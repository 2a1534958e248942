"""GUI fuzzing in the suite (issue 21): a bounded run of mutated bundled files through File > Open
(see :mod:`tests.fuzz.gui`); ``make fuzz`` runs the long version (``run.py --gui``)."""

from __future__ import annotations

from tests.fuzz.gui import gui_cases, gui_seeds, run_gui_cases

#: cases of the suite's run (about 30 s on 2 cores, the window started once)
SUITE_GUI_CASES = 90
CASE_TIME_LIMIT = 30.0


def test_mutated_files_opened_in_the_gui_open_or_are_refused_with_a_line_and_nothing_escapes() -> None:
    opened_kinds: set[str] = set()
    report = run_gui_cases(
        gui_cases(gui_seeds(), master_seed=21),
        count=SUITE_GUI_CASES,
        time_limit=CASE_TIME_LIMIT,
        on_result=lambda r: opened_kinds.add(r.case.name.split()[1].split("/")[0]),
    )
    failures = [f"{r.verdict}: {r.case.name}: {r.detail.splitlines()[0] if r.detail else ''}" for r in report.failures]
    assert failures == []
    assert report.tried == SUITE_GUI_CASES
    # the round-robin reached the files of every game
    assert {"neuroshima", "samurai_battles", "rokugan", "samurai_sword", "warlords"} <= opened_kinds
