"""``warbench neuroshima generate``: new etudes with a proven unique solution, written as YAML files."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from engine.content.io import atomic_write_text, dump_data
from engine.content.library import bundled_library
from engine.core.message import Message
from engine.core.saying import localized as _t
from engine.core.saying import said
from engine.core.subcommands import add_subcommand
from engine.games.neuroshima.generator import GenerateRequest, GeneratorError, generate
from engine.games.neuroshima.models.etude import Etude, Theme


def add_generate_command(subparsers: Any) -> None:
    p = add_subcommand(subparsers, "generate", "cli-nh-generate-generate", cmd_generate)
    p.add_argument(
        "--armies",
        required=True,
        help=_t("cli-nh-generate-armies", "the solver's army and the opponent's, e.g. borgo,moloch"),
    )
    p.add_argument(
        "--difficulty",
        type=int,
        default=3,
        choices=range(1, 6),
        help=_t("cli-nh-generate-difficulty", "1 (easy) to 5 (very hard)"),
    )
    p.add_argument(
        "--theme",
        choices=[t.value for t in Theme],
        default=None,
        help=_t("cli-nh-generate-theme", "the rule the solution must turn on (default: any)"),
    )
    p.add_argument("--count", type=int, default=5, help=_t("cli-nh-generate-count", "how many etudes to find"))
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--seconds",
        type=float,
        default=120.0,
        help=_t("cli-nh-generate-seconds", "time budget; stops with what it found"),
    )
    p.add_argument(
        "--out", default=".", help=_t("cli-nh-generate-out", "folder for the etude files (created if missing)")
    )
    p.add_argument("--quiet", action="store_true", help=_t("cli-nh-generate-quiet", "no progress on the terminal"))


def compact_yaml(etude: Etude) -> str:
    """The etude as YAML without the fields left at their defaults (the rule options, an empty
    position before the final battle...), ``schema_version`` and ``kind`` first, as authors write."""
    data = etude.model_dump(mode="json", exclude_defaults=True)
    head: dict[str, Any] = {"schema_version": etude.schema_version, "kind": etude.kind}
    head.update({k: v for k, v in data.items() if k not in head})
    return dump_data(head)


def cmd_generate(args: argparse.Namespace) -> int:
    """generate etudes with a proven unique solution at a difficulty, teaching a theme

    Sketch positions for the two armies and the theme, survey every line, cut the goal to one winning
    final battle, perturb the position until that line is the only solution, and keep the etudes the
    solver proves unique at the difficulty asked for. Writes one etude YAML per candidate, best first.
    The same seed gives the same etudes; --seconds stops the search with what it found."""
    armies = [a.strip() for a in args.armies.split(",") if a.strip()]
    if len(armies) != 2:
        print(said("cli-nh-generate-two-armies"), file=sys.stderr)
        return 2
    request = GenerateRequest(
        armies[0],
        armies[1],
        difficulty=args.difficulty,
        theme=Theme(args.theme) if args.theme else None,
        count=args.count,
        seed=args.seed,
        seconds=args.seconds,
    )
    last = [0.0]

    def progress(done: int, total: int, text: str) -> None:
        now = time.monotonic()
        if not args.quiet and now - last[0] >= 1.0:
            last[0] = now
            print(f"\r{text:<70}", end="", file=sys.stderr, flush=True)

    try:
        report = generate(request, bundled_library(), progress)
    except GeneratorError as exc:
        print(said("cli-nh-generate-error", error=exc.said), file=sys.stderr)
        return 2
    if not args.quiet:
        print(file=sys.stderr)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for i, c in enumerate(report.candidates, 1):
        path = out / f"{i:02d}-{c.etude.id}.yaml"
        atomic_write_text(path, compact_yaml(c.etude.model_copy(update={"number": i})))
        themes = tuple(t.value for t in c.themes)
        print(said("cli-nh-generate-etude", path=str(path), level=c.level, figures=c.figures.said(), themes=themes))
        print("    " + said("cli-nh-generate-solution", steps=" | ".join(c.etude.solutions[0].steps)))
    dropped = tuple(
        Message("cli-nh-generate-dropped", count=n, why=why)
        for why, n in sorted(report.dropped.items(), key=lambda x: -x[1])
    )
    print(
        said(
            "cli-nh-generate-summary",
            found=len(report.candidates),
            count=request.count,
            seconds=report.seconds,
            attempts=report.attempts,
            dropped=dropped,
            drops=len(dropped),
        )
    )
    return 0 if report.candidates else 1
