"""``warbench samurai-battles ...`` commands."""

from __future__ import annotations

import argparse
from typing import Any

from engine.core.registry import load_game
from engine.core.saying import localized as _t
from engine.core.saying import rendered, said
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
        print(f"{_t('cli-error', 'error')}: {exc}")
        return 2
    verdict = said("cli-sb-los-verdict", start=args.frm, end=args.to, clear="yes" if rep.clear else "no")
    print(verdict + (f" ({rendered(rep.reason)})" if rep.reason is not None else ""))
    for h, why in rep.blocking.items():
        print("  " + said("cli-sb-los-blocked-by", hex=h, why=why))
    if rep.edge_hexes:
        print("  " + said("cli-sb-los-edges", hexes=rep.edge_hexes))
    return 0 if rep.clear else 1


def _cmd_sections(args: argparse.Namespace) -> int:
    """which units stand in which section, per army"""
    s = _load_state(args.scenario)
    names = {sec: said("cli-sb-section", section=sec) for sec in ("left", "center", "right")}
    width = max(map(len, names.values()))
    for p in range(2):
        print(said("cli-sb-sections-army", army=s.army_said(p), edge=s.rs.edges[p]))
        for sec, name in names.items():
            # the pieces by their ids, as the scenario file names them
            print(f"  {name:{width}}: {' '.join(pieces_in_section(s, p, sec)) or '-'}")
    return 0


def add_commands(subparsers: Any) -> None:
    p = add_subcommand(subparsers, "los", "cli-sb-los", _cmd_los)
    p.add_argument("scenario", help=_t("cli-sb-scenario", "scenario file"))
    p.add_argument("frm", metavar="FROM", help=_t("cli-sb-frm", "firer's hex, e.g. 8,5"))
    p.add_argument("to", metavar="TO", help=_t("cli-sb-to", "target's hex, e.g. 4,5"))
    p = add_subcommand(subparsers, "sections", "cli-sb-sections", _cmd_sections)
    p.add_argument("scenario", help=_t("cli-sb-scenario-2", "scenario file"))
