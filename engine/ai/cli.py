"""``warbench simulate``: self-play of a scenario, setup or game on every core or on a Ray cluster.

    warbench simulate SCENARIO_OR_SETUP --agents mcts,greedy --games 1000 [--seed S]
        [--workers N] [--backend local|ray] [--ray-address ADDR] [--out report.json]
    warbench simulate GAME [the game's play arguments] --agents ... --games ...
    warbench simulate SCENARIO_OR_SETUP --sweep PATH=A..B[:STEP] --games 200 ...

A file is any content file a registered game accepts as its setup (a scenario, a game setup, an
etude); a game id takes the same arguments as ``warbench play GAME``. Progress and the time left
are shown on the terminal; Ctrl+C stops the run and keeps the games finished so far.

A sweep plays the setup once for every value of one of its numbers (PATH is its dotted path in
the setup as data, e.g. ``victory.banners`` or ``units.3.dice``), ``--games`` games each, and
prints every seat's win rate against the value with its 95% interval and the value nearest to
even; ``--out`` then writes the sweep's report, each value's full report inside.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from engine.ai.batch import BACKENDS, BatchResult, SimulationError, SimulationSpec, run_batch, run_batches
from engine.ai.report import build_report, summary_lines
from engine.ai.sweep import SweepError, build_sweep_report, parse_sweep, sweep_lines, sweep_specs
from engine.content.io import ContentError
from engine.content.issues import Issue, Location, Severity
from engine.content.library import ContentLibrary, bundled_library, load_checked
from engine.core.errors import UnknownGameError, WarbenchError, said_of
from engine.core.game import Game
from engine.core.log import ContentRef, content_refs
from engine.core.message import Message
from engine.core.registry import load_game, registered_games
from engine.core.saying import localized as _t
from engine.core.saying import said


def add_common_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--agents",
        default="mcts,greedy",
        help=_t("cli-simulate-agents", "comma-separated agents, one per seat (repeated)"),
    )
    parser.add_argument(
        "--games", type=int, default=100, help=_t("cli-simulate-games", "how many games to play (default 100)")
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=1,
        help=_t("cli-simulate-seed", "the run's seed: the same seed plays the same games"),
    )
    parser.add_argument("--workers", type=int, help=_t("cli-simulate-workers", "processes (default: every core)"))
    parser.add_argument(
        "--backend",
        choices=BACKENDS,
        default="local",
        help=_t("cli-simulate-backend", "local process pool or a Ray cluster"),
    )
    parser.add_argument(
        "--ray-address",
        help=_t("cli-simulate-ray-address", "the Ray cluster to use (default: start a local Ray runtime)"),
    )
    parser.add_argument(
        "--max-actions",
        type=int,
        default=20_000,
        help=_t("cli-simulate-max-actions", "stop a game after this many actions"),
    )
    parser.add_argument(
        "--rotate",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=_t("cli-simulate-rotate", "move the agents one seat on in every game (default: when the agents differ)"),
    )
    parser.add_argument("--out", help=_t("cli-simulate-out", "write the report (JSON) to this file"))
    parser.add_argument(
        "--sweep",
        metavar="PATH=A..B[:STEP]",
        help=_t(
            "cli-simulate-sweep",
            "play every value of one number of the setup (its dotted path), e.g. victory.banners=4..8",
        ),
    )
    parser.add_argument("-q", "--quiet", action="store_true", help=_t("cli-simulate-q", "no progress line"))


def setup_from_file(path: str, content: ContentLibrary) -> tuple[Game, Any]:
    """The game and setup a content file describes, through the gate and checks of ``warbench
    validate`` (the same file:line messages); the file's folder is added to ``content`` (its
    tables, armies, maps). Raises :class:`ContentError` when it does not validate or no game
    takes it as a setup."""
    loaded, _ = load_checked(path, content)
    kind = loaded.model.kind
    refused: list[Message] = []
    for game in registered_games():
        if kind not in game.content_kinds:
            continue
        try:
            setup = game.setup_from_data(loaded.model)
        except ValidationError:  # content the game plays with, not one of its setups
            refused.append(Message("sim-plays-with-not-from", game=game.id, kind=kind, usage=f"simulate {game.id} ..."))
            continue
        try:
            game.prepare(setup, content)
        except (WarbenchError, ValueError, KeyError, TypeError) as exc:
            refused.append(Message("sim-game-refuses", game=game.id, why=said_of(exc)))
            continue
        return game, setup
    message = Message("sim-not-a-setup", kind=kind, refused=tuple(refused), count=len(refused))
    location = Location(loaded.file, loaded.lines.line_of(("kind",)), ("kind",))
    raise ContentError([Issue(Severity.ERROR, "kind", message, location)])


def parse_target_arguments(
    prog: str, description: str | None, argv: list[str], add: Callable[[argparse.ArgumentParser], None]
) -> tuple[argparse.Namespace, Game, Any, ContentLibrary]:
    """The options, the game, its setup and the content of a command line that names a scenario or
    setup file, or a game id followed by that game's play arguments; ``add(parser)`` adds the
    command's own options (``simulate``, ``host``, ``post new``)."""
    head = argparse.ArgumentParser(add_help=False)
    head.add_argument("target", nargs="?")
    known, _ = head.parse_known_args(argv)
    target = known.target
    parser = argparse.ArgumentParser(
        prog=prog,
        description=description,
        epilog=_t("cli-games-epilog", "Games:") + " " + ", ".join(g.id for g in registered_games()),
    )
    parser.add_argument(
        "target",
        help=_t("cli-simulate-target", "a scenario or setup file, or a game id followed by its play arguments"),
    )
    add(parser)
    content = bundled_library().copy()
    if target is not None and not Path(target).is_file():
        try:
            game = load_game(target)
        except UnknownGameError:
            parser.error(
                said("sim-neither-file-nor-game", target=target, games=tuple(g.id for g in registered_games()))
            )
        game.add_play_arguments(parser)
        args = parser.parse_args(argv)
        return args, game, game.play_setup(args, content), content
    args = parser.parse_args(argv)
    game, setup = setup_from_file(args.target, content)
    return args, game, setup, content


def parse_simulate_arguments(argv: list[str]) -> tuple[argparse.Namespace, Game, Any, ContentLibrary]:
    """The options, the game, its setup and the content of a ``simulate`` command line."""
    description = _t("cli-simulate-summary", __doc__.split("\n\n")[0]) if __doc__ else None
    return parse_target_arguments("warbench simulate", description, argv, add_common_arguments)


def spec_for(game: Game, setup: Any, content: ContentLibrary, args: argparse.Namespace) -> SimulationSpec:
    bundled = bundled_library()
    extra = {k: v for k, v in content.items.items() if bundled.items.get(k) is not v}
    agents = tuple(a.strip() for a in str(args.agents).split(",") if a.strip())
    return SimulationSpec(
        game_id=game.id,
        setup_data=game.setup_to_data(setup),
        agents=agents,
        games=int(args.games),
        seed=int(args.seed),
        max_actions=int(args.max_actions),
        rotate=args.rotate,
        extra_content=extra,
        game_module=type(game).__module__,
    )


def used_content(game: Game, setup: Any, content: ContentLibrary) -> tuple[ContentRef, ...]:
    """The content items the setup resolves (recorded in the report, as saved games do)."""
    with content.track() as seen:
        game.prepare(setup, content)
    return content_refs(content, seen)


class TerminalProgress:
    """A progress line with the games per second and the time left, rewritten in place; the pace
    is that of the games finished since the first came back (the workers' start-up is no game's
    time)."""

    def __init__(self, stream: Any = sys.stderr) -> None:
        self.stream = stream
        self.started = time.perf_counter()
        self.last = 0.0
        self.first: tuple[float, int] | None = None

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if self.first is None:
            self.first = (now, done)
        if done < total and now - self.last < 0.2:
            return
        self.last = now
        since, first_done = self.first
        bar = "#" * int(30 * done / max(1, total))
        if done > first_done and now > since:
            rate = (done - first_done) / (now - since)
            pace = f"{rate:.1f} games/s, ETA {format_duration((total - done) / rate)}"
        else:
            pace = f"first game back after {format_duration(now - self.started)}"
        self.stream.write(f"\r[{bar:<30}] {done}/{total} games, {pace}   ")
        self.stream.flush()

    def finish(self) -> None:
        self.stream.write("\n")
        self.stream.flush()


def format_duration(seconds: float) -> str:
    s = round(seconds)
    if s >= 3600:
        return f"{s // 3600}h{s % 3600 // 60:02d}m"
    return f"{s // 60}m{s % 60:02d}s" if s >= 60 else f"{s}s"


def cmd_simulate(args: argparse.Namespace) -> int:
    argv = list(args.simulate_args)
    opts, game, setup, content = parse_simulate_arguments(argv)
    spec = spec_for(game, setup, content, opts)
    refs = used_content(game, setup, content)
    if opts.sweep:
        return _sweep(opts, game, spec, content)
    results = _play(opts, [spec])
    if results is None:
        return 1
    result: BatchResult = results[0]
    report = build_report(result, game_name=game.name, content=refs)
    for line in summary_lines(report):
        print(line)
    print("  " + said("sim-timing", seconds=result.seconds, workers=result.workers, backend=result.backend))
    if opts.out:
        Path(opts.out).write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
        print(said("sim-report-written", path=opts.out))
    return 130 if result.interrupted else 0


def _play(opts: argparse.Namespace, specs: list[SimulationSpec]) -> list[BatchResult] | None:
    """The runs played on one set of workers with a progress line; ``None`` (the error printed)
    when they cannot be played."""
    progress = None if opts.quiet else TerminalProgress()
    try:
        if len(specs) == 1:
            return [
                run_batch(
                    specs[0],
                    workers=opts.workers,
                    backend=opts.backend,
                    ray_address=opts.ray_address,
                    progress=progress,
                )
            ]
        return run_batches(
            specs, workers=opts.workers, backend=opts.backend, ray_address=opts.ray_address, progress=progress
        )
    except SimulationError as exc:
        print(f"{_t('cli-error', 'error')}: {exc}", file=sys.stderr)
        return None
    finally:
        if progress is not None:
            progress.finish()


def _sweep(opts: argparse.Namespace, game: Game, spec: SimulationSpec, content: ContentLibrary) -> int:
    try:
        path, values = parse_sweep(opts.sweep)
        specs = sweep_specs(spec, game, path, values)
    except SweepError as exc:
        print(f"{_t('cli-error', 'error')}: {exc}", file=sys.stderr)
        return 2
    played = _play(opts, specs)
    if played is None:
        return 1
    results = played
    reports = [
        build_report(r, game_name=game.name, content=used_content(game, game.setup_from_data(s.setup_data), content))
        for r, s in zip(results, specs)
    ]
    sweep = build_sweep_report(path, values, reports)
    for line in sweep_lines(sweep):
        print(line)
    seconds = max((r.seconds for r in results), default=0.0)
    print("  " + said("sim-timing", seconds=seconds, workers=results[0].workers, backend=results[0].backend))
    if opts.out:
        Path(opts.out).write_text(json.dumps(sweep, indent=1, ensure_ascii=False), encoding="utf-8")
        print(said("sim-sweep-written", path=opts.out))
    return 130 if any(r.interrupted for r in results) else 0


def add_simulate_command(sub: Any, help_line: str) -> None:
    """Add ``simulate`` to the ``warbench`` subcommands."""
    p = sub.add_parser(
        "simulate",
        help=help_line,
        description=_t("cli-simulate-simulate-description", __doc__ or ""),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        add_help=False,
    )
    # everything after ``simulate`` is read by parse_simulate_arguments (its options depend on the game)
    p.set_defaults(func=cmd_simulate, simulate_args=[])
