"""``warbench samurai-battles ...`` commands."""

from __future__ import annotations

import argparse
from typing import Any

from engine.core.registry import load_game
from engine.core.saying import localized as _t
from engine.core.subcommands import add_subcommand
from engine.games.samurai_battles.queries import line_of_sight, pieces_in_section
from engine.games.samurai_battles.scenario import load_scenario


def _load_state(path: str) -> Any:
    scenario, lib = load_scenario(path)
    return load_game("samurai_battles").new_initial_state(scenario, lib, 0)


def _cmd_los(args: argparse.Namespace) -> int:
    """line of sight between two hexes of a scenario

    Print whether a line of sight exists between two hexes ('r,dx' labels) of the scenario's opening
    position and what blocks it. Exit 0 if clear, 1 if blocked."""
    s = _load_state(args.scenario)
    try:
        rep = line_of_sight(s, args.frm, args.to)
    except ValueError as exc:
        print(f"error: {exc}")
        return 2
    verdict = "clear" if rep.clear else "BLOCKED"
    print(f"line of sight {args.frm} -> {args.to}: {verdict} ({rep.reason})")
    for h, why in rep.blocking.items():
        print(f"  blocked by {h}: {why}")
    if rep.edge_hexes:
        print(f"  runs along the edges of: {', '.join(rep.edge_hexes)}")
    return 0 if rep.clear else 1


def _cmd_sections(args: argparse.Namespace) -> int:
    """which units stand in which section, per army"""
    s = _load_state(args.scenario)
    for p in range(2):
        print(f"{s.army(p)} ({s.rs.edges[p]} edge):")
        for sec in ("left", "center", "right"):
            print(f"  {sec:6}: {' '.join(pieces_in_section(s, p, sec)) or '-'}")
    return 0


def add_commands(subparsers: Any) -> None:
    p = add_subcommand(subparsers, "los", "cli-sb-los", _cmd_los)
    p.add_argument("scenario", help=_t("cli-sb-scenario", "scenario file"))
    p.add_argument("frm", metavar="FROM", help=_t("cli-sb-frm", "firer's hex, e.g. 8,5"))
    p.add_argument("to", metavar="TO", help=_t("cli-sb-to", "target's hex, e.g. 4,5"))
    p = add_subcommand(subparsers, "sections", "cli-sb-sections", _cmd_sections)
    p.add_argument("scenario", help=_t("cli-sb-scenario-2", "scenario file"))
