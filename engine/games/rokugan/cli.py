"""``warbench rokugan ...`` commands: ``map-check MAP.yaml [--json]``."""

from __future__ import annotations

import argparse
import json
from typing import Any

from engine.content.io import load_file
from engine.content.issues import Severity
from engine.content.library import bundled_library
from engine.core.saying import localized as _t
from engine.core.saying import said
from engine.core.subcommands import add_subcommand
from engine.games.rokugan.map_model import RokuganMap
from engine.games.rokugan.mapcheck import map_report


def _cmd_map_check(args: argparse.Namespace) -> int:
    """check a map's geometry and print the derived adjacency

    Derive the land borders, coasts and landmasses of a rokugan/map from its polygons and print every
    problem (gaps, overlaps, slivers, point contacts, invalid polygons, anchors outside, provinces in no
    region, unreachable provinces) naming the provinces and where. Exit 1 on errors."""
    loaded = load_file(args.map)
    if not isinstance(loaded.model, RokuganMap):
        print(said("cli-rokugan-not-a-map", file=str(args.map), kind=loaded.model.kind))
        return 2
    am, issues = map_report(loaded.model, bundled_library())
    issues = [mi for mi in issues]
    if args.json:
        out: dict[str, Any] = {
            "land_borders": [list(p) for p in am.land_borders()],
            "coastal": sorted(am.coastal),
            "coastal_borders": [list(p) for p in am.coastal_borders()],
            "landmasses": [sorted(x) for x in am.landmasses],
            "issues": [mi.to_data() for mi in issues],
        }
        print(json.dumps(out, indent=2, ensure_ascii=False))
    else:
        for mi in issues:
            print(loaded.locate(mi.issue).format())
        print(said("cli-rokugan-land-borders", count=len(am.land_borders())))
        for a, b in am.land_borders():
            print(f"  {a} | {b}")
        print(said("cli-rokugan-coastal", count=len(am.coastal), provinces=tuple(sorted(am.coastal))))
        sizes = "; ".join(str(len(x)) for x in am.landmasses)
        print(said("cli-rokugan-landmasses", count=len(am.landmasses), sizes=sizes))
        errors = sum(1 for mi in issues if mi.issue.severity is Severity.ERROR)
        print(said("cli-rokugan-map-summary", errors=errors, warnings=len(issues) - errors))
    return 1 if any(mi.issue.severity is Severity.ERROR for mi in issues) else 0


def add_commands(subparsers: Any) -> None:
    p = add_subcommand(subparsers, "map-check", "cli-rokugan-map-check", _cmd_map_check)
    p.add_argument("map", help=_t("cli-rokugan-map", "a rokugan/map YAML file"))
    p.add_argument("--json", action="store_true", help=_t("cli-rokugan-json", "machine-readable output"))
