"""``make fuzz``: the long fuzz run. Mutates every bundled content file, saved games of both games
and a pack archive, runs each case through its entry points (validate, play setups, replay, pack
import and export, neuroshima battle/show/solve, samurai-battles los/sections) with a per-case
time limit and a memory cap (``resource.setrlimit`` in the worker before each case), and prints
the counts: cases tried, crashes, cases over the memory cap, hangs, tracebacks, errors without a
line, tampered inputs accepted (saved games, pack folders with links) and import leaks. Every count but the first must be zero; the exit
status is 1 otherwise, and each failing case is written to ``--keep`` to reproduce it.

    python tests/fuzz/run.py [--cases 4000] [--seed 21] [--time-limit 20] [--keep build/fuzz-failures]

With ``--gui`` the cases open mutated bundled files through the app's File > Open on the offscreen
platform instead (:mod:`tests.fuzz.gui`) and the counts are: cases tried, crashes, hangs,
tracebacks, errors without a line and save/reload mismatches.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.fuzz.harness import CASE_MEMORY_BYTES, FAILURE_KINDS, Result, cases, corpus, run_cases, save_failure


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=4000, help="how many cases to run (default 4000)")
    parser.add_argument("--seed", type=int, default=21, help="master seed: the same seed runs the same cases")
    parser.add_argument("--time-limit", type=float, default=20.0, help="seconds one case may take (default 20)")
    parser.add_argument("--keep", default="build/fuzz-failures", help="folder for the files of failing cases")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every case")
    parser.add_argument("--gui", action="store_true", help="open the mutated files in the GUI instead")
    args = parser.parse_args(argv)
    if args.gui:
        return gui_main(args)

    seeds = corpus()
    print(f"corpus: {len(seeds)} seed files; {args.cases} cases, seed {args.seed}, {args.time_limit:.0f} s per case")
    keep = Path(args.keep)
    failures: list[Result] = []

    def progress(result: Result) -> None:
        if result.verdict != "ok":
            failures.append(result)
            where = save_failure(result, keep, len(failures))
            print(f"  {result.verdict}: {result.case.name} -> {where}\n    {result.detail.splitlines()[0][:200]}")
        elif args.verbose:
            print(f"  ok {result.seconds:5.2f} s  {result.case.name}")

    report = run_cases(cases(seeds, args.seed), count=args.cases, time_limit=args.time_limit, on_result=progress)
    by_kind = {k: report.verdicts[k] for k in FAILURE_KINDS}
    print(f"cases tried: {report.tried}")
    print(f"crashes: {by_kind['crash']}")
    print(f"cases over the memory cap ({CASE_MEMORY_BYTES // 1024**2} MB): {by_kind['memory']}")
    print(f"hangs: {by_kind['hang']}")
    print(f"tracebacks: {by_kind['traceback']}")
    print(f"errors without a line: {by_kind['no line']}")
    print(f"tampered inputs accepted: {by_kind['accepted']}")
    print(f"import leaks: {by_kind['leak']}")
    print(f"time: {report.seconds:.0f} s")
    return 1 if any(by_kind.values()) else 0


def gui_main(args: argparse.Namespace) -> int:
    from tests.fuzz.gui import GUI_FAILURE_KINDS, gui_cases, gui_seeds, run_gui_cases

    seeds = gui_seeds()
    print(f"GUI: {len(seeds)} bundled files; {args.cases} cases, seed {args.seed}, {args.time_limit:.0f} s per case")
    keep = Path(args.keep) / "gui"
    failures: list[Result] = []

    def progress(result: Result) -> None:
        if result.verdict != "ok":
            failures.append(result)
            where = save_failure(result, keep, len(failures))
            print(f"  {result.verdict}: {result.case.name} -> {where}\n    {result.detail.splitlines()[0][:200]}")
        elif args.verbose:
            print(f"  ok {result.seconds:5.2f} s  {result.case.name}")

    report = run_gui_cases(
        gui_cases(seeds, args.seed), count=args.cases, time_limit=args.time_limit, on_result=progress
    )
    labels = {
        "crash": "crashes",
        "memory": f"cases over the memory cap ({CASE_MEMORY_BYTES // 1024**2} MB)",
        "hang": "hangs",
        "traceback": "uncaught exceptions",
        "no line": "errors without a line",
        "roundtrip": "save/reload mismatches",
    }
    print(f"cases tried: {report.tried}")
    for kind in GUI_FAILURE_KINDS:
        print(f"{labels[kind]}: {report.verdicts[kind]}")
    print(f"time: {report.seconds:.0f} s")
    return 1 if any(report.verdicts[k] for k in GUI_FAILURE_KINDS) else 0


if __name__ == "__main__":
    sys.exit(main())
