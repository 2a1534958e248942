"""``warbench neuroshima solve ETUDE.yaml [--all] [--json]``: prove how many solutions an etude has."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from engine.content.io import ContentError
from engine.content.library import ContentLibrary, load_for_use
from engine.core.catalogue import render
from engine.core.errors import WarbenchError
from engine.core.game import Event
from engine.core.message import Message, Name
from engine.core.saying import localized as _t
from engine.core.subcommands import add_subcommand
from engine.games.neuroshima.etude_play import etude_state
from engine.games.neuroshima.explain import battle_report
from engine.games.neuroshima.models.etude import Etude
from engine.games.neuroshima.solver import Solution, SolveResult, find_solution, play_line, solve


def add_solve_command(subparsers: Any) -> None:
    p = add_subcommand(subparsers, "solve", "cli-nh-solve-solve", cmd_solve)
    p.add_argument("etude", help=_t("cli-nh-solve-etude", "a neuroshima/etude YAML file"))
    p.add_argument("--all", action="store_true", help=_t("cli-nh-solve-all", "list every solution"))
    p.add_argument("--json", action="store_true", help=_t("cli-nh-solve-json", "machine-readable result"))
    p.add_argument(
        "--max",
        type=_positive,
        default=None,
        help=_t("cli-nh-solve-max", "stop after this many solutions (the count is then a floor)"),
    )
    p.add_argument(
        "--max-nodes",
        type=_positive_or_zero,
        default=DEFAULT_MAX_NODES,
        help=_t(
            "cli-nh-solve-max-nodes",
            "stop after searching this many nodes (0: no limit; the count is then a floor); default, a few minutes:",
        )
        + f" {DEFAULT_MAX_NODES:,}",
    )


#: The search budget of ``warbench neuroshima solve`` (the bundled etudes need at most ~25,000).
DEFAULT_MAX_NODES = 2_000_000


def _positive(text: str) -> int:
    value = _positive_or_zero(text)
    if value == 0:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _positive_or_zero(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= value <= 10**12:
        raise argparse.ArgumentTypeError(f"{value} is out of range")
    return value


def _load(path: str) -> tuple[Etude, ContentLibrary] | None:
    try:
        return load_for_use(path, Etude)
    except ContentError as exc:
        for issue in exc.issues:
            print(issue.format(), file=sys.stderr)
        return None


def explain_solution(etude: Etude, solution: Solution, library: ContentLibrary) -> list[str]:
    """The solution step by step: each action with what it did, battles explained phase by phase,
    then the goal."""
    st = etude_state(etude, library)
    lines: list[str] = []
    lines.extend(_events(st.events))
    for i, action in enumerate(solution.steps, 1):
        events = st.apply(action)
        lines.append(f"{i}. {action.to_str()}")
        lines.extend("   " + x for x in _events(events))
    for cond, ok, why in st.goal_report():
        lines.append(render(Message("nh-solve-goal", goal=cond.said(), met="yes" if ok else "no", why=why)))
    return lines


def _events(events: list[Event]) -> list[str]:
    out: list[str] = []
    battle: list[Event] = []
    for e in events:
        if e.kind == "battle_start":
            battle = [e]
        elif battle:
            battle.append(e)
            if e.kind == "battle_end":
                out.extend(battle_report(battle).splitlines())
                battle = []
        else:
            out.append(e.text)
    return out


def _recorded(etude: Etude, lib: ContentLibrary, res: SolveResult, steps: list[str]) -> int | None:
    try:
        return find_solution(res, play_line(etude, steps, lib))
    except WarbenchError:
        return None


def _summary(etude: Etude, res: SolveResult) -> str:
    return render(Message("nh-solve-count", count=len(res.solutions), complete="yes" if res.complete else "no"))


def cmd_solve(args: argparse.Namespace) -> int:
    """prove how many solutions an etude has and show the shortest

    Search every line an etude allows (which tiles, in which order, where, with which rotation and
    targets, battles from Battle tiles and full boards, the final battle, the opponent's choices and
    reply) and print the number of distinct solutions, the shortest one step by step with its battles
    explained, and the nodes searched. Exits 0 when the etude has a solution, 1 when it has none."""
    loaded = _load(args.etude)
    if loaded is None:
        return 2
    etude, lib = loaded
    res = solve(etude, lib, max_solutions=args.max, max_nodes=args.max_nodes or None)
    found = [s.notation() for s in res.solutions]
    recorded = [_recorded(etude, lib, res, r.steps) for r in etude.solutions]
    if args.json:
        data = {
            "etude": etude.id,
            "solutions": len(res.solutions),
            "complete": res.complete,
            "unique": res.unique,
            "nodes": res.nodes,
            "seconds": round(res.seconds, 4),
            "shortest": found[0] if found else None,
            "all": found if args.all else None,
            "recorded": [None if r is None else r + 1 for r in recorded],
        }
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0 if res.solutions else 1
    title = Name.content({"en": etude.title.en or etude.id, "ru": etude.title.ru})
    print(
        render(
            Message(
                "nh-solve-etude",
                number=etude.number,
                title=title,
                solver=etude.solver.army,
                opponent=etude.opponent.army,
                difficulty=etude.difficulty,
            )
        )
    )
    goals = tuple(v.said() for v in etude.victory)
    print(render(Message("nh-solve-goals", goals=goals, choose=etude.choose, pool=len(etude.pool))))
    print(_summary(etude, res))
    if res.solutions:
        best = res.solutions[0]
        print(render(Message("nh-solve-shortest", steps=len(best.steps))))
        for line in explain_solution(etude, best, lib):
            print("  " + line)
        if args.all:
            for i, s in enumerate(res.solutions, 1):
                print(render(Message("nh-solve-solution", number=i)) + " | ".join(s.notation()))
    for i, r in enumerate(recorded, 1):
        status = "found" if r is not None else ("fails" if res.complete else "not-yet")
        print(render(Message("nh-solve-recorded", number=i, status=status, found=0 if r is None else r + 1)))
    print(render(Message("nh-solve-searched", nodes=res.nodes, seconds=res.seconds)))
    return 0 if res.solutions else 1
