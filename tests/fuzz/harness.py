"""The fuzz harness: cases built from every bundled content file, saved games and a pack archive,
run through every headless entry point in a worker process with a per-case time limit.

A case is a set of files written to a fresh folder, the ``warbench`` arguments to run on them,
and what must hold afterwards. The worker runs :func:`engine.cli.main` in-process (warm imports,
one bundled library), so thousands of cases take minutes; a case that kills the worker
(a segfault) or outlives its time limit is recorded and the worker restarted. Each case is
judged:

- ``crash``: the worker died (a signal such as SIGSEGV);
- ``memory``: the case needed more than its memory cap (:data:`CASE_MEMORY_BYTES` above what the
  worker held before it, set with ``resource.setrlimit`` in the worker before every case);
- ``hang``: the case ran past its time limit;
- ``traceback``: an exception other than a clean command-line error escaped;
- ``no line``: an error message that names no file and line (``file:N:``, ``archive!/member:N:``,
  or the archive's name for errors about an archive's structure);
- ``accepted``: a tampered input that must be refused was not (a saved game that replayed, a
  pack folder with a link that exported);
- ``leak``: a pack import that wrote outside ``--into`` or left a temporary folder behind.
"""

from __future__ import annotations

import contextlib
import io
import multiprocessing
import os
import random
import re
import shutil
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import yaml

from tests.fuzz import archives
from tests.fuzz.mutations import DATA_MUTATIONS, LOG_MUTATIONS, REFUSED_LOG_MUTATIONS, TEXT_MUTATIONS, mutate_text
from tests.fuzz.structure import STRUCTURE_MUTATIONS

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "content" / "core"
INTRO_SCENARIO = CORE / "samurai_battles" / "scenarios" / "sb-z001-first-samurai-skirmish.yaml"

FAILURE_KINDS = ("crash", "memory", "hang", "traceback", "no line", "accepted", "leak")
#: address space one case may take above what the worker held before it: no file of at most
#: 8 MB needs more (the alias amplification of issue 31 took 4.9 GB)
CASE_MEMORY_BYTES = 1024**3


@dataclass
class Case:
    """Files to write into a fresh folder (``{dir}`` in ``argv`` is that folder) and the command."""

    name: str
    files: dict[str, bytes]
    argv: list[str]
    #: a tampered input the command must refuse (exit non-zero)
    must_refuse: bool = False
    #: an import whose folder must hold nothing but the pack afterwards
    import_into: str | None = None
    #: ``(link, target)`` symbolic links to create, relative to the folder (targets may be absolute)
    links: list[tuple[str, str]] = field(default_factory=list)
    #: odd command-line arguments: argparse refusing them (exit 2, usage) is a clean error
    usage_errors_ok: bool = False


@dataclass
class Result:
    case: Case
    verdict: str  # "ok" or one of FAILURE_KINDS
    detail: str = ""
    seconds: float = 0.0


# --------------------------------------------------------------------------- the worker


def _write_case(case: Case, folder: Path) -> None:
    for rel, data in case.files.items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    for link, target in case.links:
        path = folder / link
        path.parent.mkdir(parents=True, exist_ok=True)
        os.symlink(target.replace("{dir}", str(folder)), path)


def _tree(folder: Path) -> set[str]:
    """Every path under ``folder`` (links listed, never followed)."""
    out = set()
    for root, dirs, files in os.walk(folder, followlinks=False):
        for name in dirs + files:
            out.add(str((Path(root) / name).relative_to(folder)))
    return out


def _leaks(case: Case, folder: Path, before: set[str]) -> list[str]:
    """What an import wrote or removed outside ``--into``, and temporaries it left inside."""
    if case.import_into is None:
        return []
    into = case.import_into

    def outside(paths: set[str]) -> set[str]:
        return {p for p in paths if p != into and not p.startswith(into + "/")}

    after = _tree(folder)
    problems = [f"written outside --into: {p}" for p in sorted(outside(after) - outside(before))]
    problems += [f"removed outside --into: {p}" for p in sorted(outside(before) - outside(after))]
    target = folder / into
    if target.is_dir() and not target.is_symlink():
        for entry in target.iterdir():
            if entry.name.startswith(".import-"):
                problems.append(f"temporary left in --into: {entry.name}")
    return problems


def run_in_process(case: Case) -> tuple[int | None, str, str, str | None, list[str]]:
    """Run one case here: exit code, stdout, stderr, the traceback of an exception that escaped
    the command line (``None`` when none did), and leak problems."""
    from engine.cli import main

    with tempfile.TemporaryDirectory(prefix="warbench-fuzz-") as tmp:
        folder = Path(tmp)
        _write_case(case, folder)
        before = _tree(folder)
        argv = [a.replace("{dir}", tmp) for a in case.argv]
        out, err = io.StringIO(), io.StringIO()
        code: int | None = None
        tb = None
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(argv)
            except SystemExit as exc:  # argparse
                code = exc.code if isinstance(exc.code, int) else 2
            except BaseException:
                tb = traceback.format_exc()
        leaks = _leaks(case, folder, before)
        text_out, text_err = out.getvalue(), err.getvalue()
        return code, text_out.replace(tmp, "{dir}"), text_err.replace(tmp, "{dir}"), tb, leaks


def _limit_memory(limit: int = 3 * 1024**3) -> None:
    """Cap the address space of this process at ``limit`` bytes (the soft limit: it can be raised
    again for the next case)."""
    try:
        import resource

        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard != resource.RLIM_INFINITY:
            limit = min(limit, hard)
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    except (ImportError, ValueError, OSError):  # pragma: no cover - not every system allows it
        pass


def _address_space() -> int:
    """Bytes of address space this process holds now (0 where the system does not say)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as fh:
            return int(fh.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):  # pragma: no cover - not Linux
        return 0


def _cap_case_memory() -> None:
    """Before a case: at most :data:`CASE_MEMORY_BYTES` more than the worker holds now."""
    held = _address_space()
    if held:
        _limit_memory(held + CASE_MEMORY_BYTES)


def _worker_main(conn: Connection) -> None:
    _limit_memory()
    import faulthandler

    faulthandler.disable()  # a segfault is reported by the parent; keep the output quiet
    import engine.cli  # noqa: F401  (warm the imports once)

    while True:
        try:
            case = conn.recv()
        except EOFError:
            return
        if case is None:
            return
        _cap_case_memory()
        conn.send(run_in_process(case))


#: judges a finished case: (case, exit code, stdout, stderr, traceback, leaks, seconds) -> verdict
Judge = Callable[[Case, "int | None", str, str, "str | None", list[str], float], Result]


class Worker:
    """A process that runs cases one at a time, restarted after a crash or a hang."""

    def __init__(self, target: Callable[[Connection], None] | None = None, judge_with: Judge | None = None) -> None:
        #: the worker process's main loop (the headless one by default; the GUI's in ``gui.py``)
        self._target = target or _worker_main
        self._judge = judge_with or judge
        self._ctx = multiprocessing.get_context("spawn")
        self._proc: Any = None
        self._conn: Connection | None = None

    def _start(self) -> None:
        parent, child = self._ctx.Pipe()
        # not a daemon: a case may start processes of its own (simulate runs a process pool)
        self._proc = self._ctx.Process(target=self._target, args=(child,), daemon=False)
        self._proc.start()
        child.close()
        self._conn = parent

    def _stop(self) -> None:
        if self._proc is not None:
            self._proc.kill()
            self._proc.join()
        if self._conn is not None:
            self._conn.close()
        self._proc = self._conn = None

    def close(self) -> None:
        if self._conn is not None:
            with contextlib.suppress(OSError, BrokenPipeError):
                self._conn.send(None)
        if self._proc is not None:
            self._proc.join(timeout=5)
        self._stop()

    def run(self, case: Case, time_limit: float) -> Result:
        if self._proc is None:
            self._start()
        assert self._conn is not None
        start = time.perf_counter()
        try:
            self._conn.send(case)
            ready = self._conn.poll(time_limit)
        except (OSError, BrokenPipeError):
            ready = False
        if not ready:
            alive = self._proc.is_alive()
            self._stop()
            if alive:
                return Result(case, "hang", f"still running after {time_limit:.0f} s", time_limit)
            return Result(case, "crash", "the worker died", time.perf_counter() - start)
        try:
            code, out, err, tb, leaks = self._conn.recv()
        except (EOFError, OSError):
            exitcode = self._proc.exitcode if self._proc is not None else None
            self._stop()
            return Result(case, "crash", f"the worker died (exit {exitcode})", time.perf_counter() - start)
        result = self._judge(case, code, out, err, tb, leaks, time.perf_counter() - start)
        if result.verdict == "memory":
            self._stop()  # a MemoryError may have left the worker half-built: start afresh
        return result


# --------------------------------------------------------------------------- judging

# an error line names a file and a line ("x.yaml:12:", "pack.zip!/a/b.yaml:3:")
_LOCATED = re.compile(r"(^|\s|error: )\S+?:\d+: ")
_ARCHIVE = re.compile(r"\S+\.zip\b")


def _error_lines(code: int | None, out: str, err: str, validate: bool) -> list[str]:
    lines = [ln for ln in err.splitlines() if ln.startswith("error:") or " error " in ln]
    if validate:
        lines += [ln for ln in out.splitlines() if " error " in ln]
    return lines


def judge(case: Case, code: int | None, out: str, err: str, tb: str | None, leaks: list[str], secs: float) -> Result:
    """The verdict on one finished case."""
    if tb is not None:
        last = tb.strip().splitlines()[-1]
        verdict = "memory" if last.startswith("MemoryError") else "traceback"
        return Result(case, verdict, last + "\n" + tb, secs)
    if leaks:
        return Result(case, "leak", "; ".join(leaks), secs)
    if case.must_refuse and code == 0:
        return Result(case, "accepted", out.strip(), secs)
    crashed_check = next((ln for ln in (out + err).splitlines() if "error internal:" in ln), None)
    if crashed_check is not None:  # a checker raised: validation turned its traceback into an issue
        return Result(case, "traceback", crashed_check, secs)
    about_archive = case.argv[:2] == ["pack", "import"] or case.argv[:2] == ["pack", "export"]
    for line in _error_lines(code, out, err, case.argv[:1] == ["validate"]):
        if _LOCATED.search(line):
            continue
        if case.usage_errors_ok and line.startswith("error: "):
            continue  # about an argument, not a file
        if ": error io: " in line:
            continue  # a file that cannot be read (missing, a folder, a pipe) has no line
        if about_archive and (_ARCHIVE.search(line) or "{dir}" in line):
            continue  # the archive or the pack folder itself, not a line of a file in it
        if line.startswith("error: ") and re.search(r"\{dir\}/\S+: (is|not|no |cannot|a symbolic|larger)", line):
            continue  # a named file whose problem has no line (no such file, a folder, a link)
        return Result(case, "no line", line, secs)
    if code == 2 and "usage:" in err and not case.usage_errors_ok:
        return Result(case, "traceback", "the harness gave bad arguments:\n" + err, secs)
    return Result(case, "ok", "", secs)


# --------------------------------------------------------------------------- the corpus


@dataclass
class Seed:
    """A file the mutations start from."""

    name: str
    kind: str  # a content kind, "log" or "zip"
    text: str = ""
    finished: bool = False  # a saved game that ended


def _kind_of(text: str) -> str:
    m = re.search(r"(?m)^kind: (\S+)", text)
    return m.group(1) if m else "unknown"


def bundled_seeds() -> list[Seed]:
    out = []
    for path in sorted(CORE.rglob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        out.append(Seed(str(path.relative_to(CORE)), _kind_of(text), text))
    return out


def log_seeds() -> list[Seed]:
    """Saved games of both games, finished and unfinished, played here with random agents."""
    from engine.ai.agents import make_agent
    from engine.ai.simulate import GameTooLongError, play_game
    from engine.content.io import dump_data
    from engine.content.library import bundled_library
    from engine.core.registry import load_game

    out = []
    for game_id in ("neuroshima", "samurai_battles", "rokugan", "samurai_sword", "warlords"):
        game = load_game(game_id)
        setup = game.example_setups()[0]
        for seed, limit in ((1, 100_000), (2, 100_000), (3, 15)):
            agents = [make_agent(game, "random", seed * 10 + i) for i in range(min(game.max_players, 3))]
            try:
                record = play_game(game, setup, bundled_library(), seed, agents, max_actions=limit).record
            except GameTooLongError as exc:
                record = exc.result.record
            name = f"{game_id}-{seed}.log.yaml"
            out.append(Seed(name, "log", dump_data(record.to_data()), record.outcome is not None))
    return out


def corpus() -> list[Seed]:
    return bundled_seeds() + log_seeds() + [Seed("pack.zip", "zip"), Seed("arguments", "args")]


# --------------------------------------------------------------------------- cases

Target = Callable[[Seed, bytes, random.Random], Case]
_SB_TABLES = {
    "samurai_battles/unit_table",
    "samurai_battles/terrain_table",
    "samurai_battles/command_deck",
    "samurai_battles/dragon_deck",
    "samurai_battles/board_tiles",
}


def _max_actions(rnd: random.Random) -> str:
    # most cases stop early; some play whole games to reach the late-game rules
    return str(rnd.choice([40, 40, 400, 5000]))


def _file(seed: Seed) -> str:
    return Path(seed.name).name


def _army_id(seed: Seed) -> str:
    m = re.search(r"(?m)^id: (\S+)", seed.text)
    return m.group(1) if m else "moloch"


def t_validate(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    return Case(f"validate {seed.name}", {_file(seed): data}, ["validate", f"{{dir}}/{_file(seed)}"])


def t_validate_folder(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    files = {_file(seed): data, "armies/borgo.yaml": (CORE / "neuroshima/armies/borgo.yaml").read_bytes()}
    return Case(f"validate folder {seed.name}", files, ["validate", "{dir}"])


def t_play_setup(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    argv = ["play", "neuroshima", "--setup", f"{{dir}}/{_file(seed)}", "--max-actions", _max_actions(rnd)]
    return Case(f"play --setup {seed.name}", {_file(seed): data}, [*argv, "--seed", str(rnd.randrange(100))])


def t_play_with_army(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    other = "borgo" if _army_id(seed) != "borgo" else "moloch"
    game = f"schema_version: 1\nkind: neuroshima/game\nid: g\nplayers:\n- army: {_army_id(seed)}\n- army: {other}\n"
    files = {"army.yaml": data, "game.yaml": game.encode()}
    argv = ["play", "neuroshima", "--setup", "{dir}/game.yaml", "--max-actions", _max_actions(rnd)]
    return Case(f"play with army {seed.name}", files, [*argv, "--seed", str(rnd.randrange(100))])


def t_battle_with_army(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    a, other = _army_id(seed), ("borgo" if _army_id(seed) != "borgo" else "moloch")
    pos = (
        f"schema_version: 1\nkind: neuroshima/position\nid: p\nplayers:\n- army: {a}\n- army: {other}\n"
        f"tiles:\n- {{hex: '0,0', tile: {a}_hq, player: 1}}\n- {{hex: '0,-1', tile: {other}_hq, player: 2}}\n"
    )
    return Case(
        f"battle with army {seed.name}",
        {"army.yaml": data, "pos.yaml": pos.encode()},
        ["neuroshima", "battle", "{dir}/pos.yaml"],
    )


def t_solve(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    argv = ["neuroshima", "solve", f"{{dir}}/{_file(seed)}", "--max-nodes", "3000"]
    return Case(f"solve {seed.name}", {_file(seed): data}, argv)


def t_play_etude(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    argv = ["play", "neuroshima_etude", "--etude", f"{{dir}}/{_file(seed)}", "--max-actions", _max_actions(rnd)]
    return Case(f"play etude {seed.name}", {_file(seed): data}, argv)


def t_simulate(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    """A few self-played games in the worker itself (one process, random agents, few actions)."""
    argv = ["simulate", f"{{dir}}/{_file(seed)}", "--games", "2", "--workers", "1", "--quiet"]
    argv += ["--agents", "random,random", "--max-actions", "200", "--seed", str(rnd.randrange(100))]
    return Case(f"simulate {seed.name}", {_file(seed): data}, argv)


def t_battle(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    verb = rnd.choice(["battle", "show"])
    return Case(
        f"{verb} {seed.name}",
        {_file(seed): data},
        ["neuroshima", verb, f"{{dir}}/{_file(seed)}", "--json"][: 4 if verb == "battle" else 3],
    )


def t_play_scenario(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    argv = [
        "play",
        "samurai_battles",
        f"{{dir}}/{_file(seed)}",
        "--max-actions",
        _max_actions(rnd),
        "--seed",
        str(rnd.randrange(100)),
    ]
    return Case(f"play {seed.name}", {_file(seed): data}, argv)


def t_los(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    verb = rnd.choice(["los", "sections"])
    argv = ["samurai-battles", verb, f"{{dir}}/{_file(seed)}"] + (["8,5", "4,5"] if verb == "los" else [])
    return Case(f"{verb} {seed.name}", {_file(seed): data}, argv)


def t_play_with_table(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    files = {_file(seed): data, "scenario.yaml": INTRO_SCENARIO.read_bytes()}
    if rnd.random() < 0.7:
        argv = [
            "play",
            "samurai_battles",
            "{dir}/scenario.yaml",
            "--max-actions",
            _max_actions(rnd),
            "--seed",
            str(rnd.randrange(100)),
        ]
    else:
        argv = ["samurai-battles", "los", "{dir}/scenario.yaml", "8,5", "4,5"]
    return Case(f"play with table {seed.name}", files, argv)


def t_import_manifest(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    zip_bytes = archives.pack_zip({**archives.good_files(), "manifest.yaml": data})
    return Case(
        f"import with manifest {seed.name}",
        {"pack.zip": zip_bytes},
        ["pack", "import", "{dir}/pack.zip", "--into", "{dir}/into"],
        import_into="into",
    )


def t_export(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    files = {"pack/manifest.yaml": data, "pack/armies/borgo.yaml": (CORE / "neuroshima/armies/borgo.yaml").read_bytes()}
    case = Case(f"export with manifest {seed.name}", files, ["pack", "export", "{dir}/pack", "--out", "{dir}/out.zip"])
    if rnd.random() < 0.3:
        # a link out of the pack folder: export must never follow it into the zip
        files["outside/secret.txt"] = b"secret\n"
        link, target = rnd.choice([("pack/secret.txt", "{dir}/outside/secret.txt"), ("pack/more", "{dir}/outside")])
        case.links.append((link, target))
        case.must_refuse = True
        case.name += " with a link"
    return case


def t_replay(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    return Case(f"replay {seed.name}", {"game.yaml": data}, ["replay", "{dir}/game.yaml"])


RK_SCENARIO = CORE / "rokugan" / "scenarios" / "standard-3p.yaml"


def t_play_rokugan(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    argv = ["play", "rokugan", f"{{dir}}/{_file(seed)}", "--max-actions", _max_actions(rnd)]
    return Case(f"play {seed.name}", {_file(seed): data}, [*argv, "--seed", str(rnd.randrange(100))])


def t_play_with_rokugan_table(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    files = {_file(seed): data, "scenario.yaml": RK_SCENARIO.read_bytes()}
    if seed.kind == "rokugan/map" and rnd.random() < 0.4:
        argv = ["rokugan", "map-check", f"{{dir}}/{_file(seed)}"]
    else:
        argv = ["play", "rokugan", "{dir}/scenario.yaml", "--max-actions", _max_actions(rnd)]
    return Case(f"play with {seed.name}", files, argv)


WL_BATTLE = CORE / "warlords" / "battles" / "wl-battle-defence-border.yaml"


def t_play_warlords(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    argv = ["play", "warlords", f"{{dir}}/{_file(seed)}", "--max-actions", _max_actions(rnd)]
    return Case(f"play {seed.name}", {_file(seed): data}, [*argv, "--seed", str(rnd.randrange(100))])


def t_play_with_warlords_table(seed: Seed, data: bytes, rnd: random.Random) -> Case:
    files = {_file(seed): data, "battle.yaml": WL_BATTLE.read_bytes()}
    argv = ["play", "warlords", "{dir}/battle.yaml", "--max-actions", _max_actions(rnd)]
    return Case(f"play with {seed.name}", files, argv)


TARGETS: dict[str, list[Target]] = {
    "neuroshima/army": [t_validate, t_play_with_army, t_battle_with_army],
    "neuroshima/etude": [t_validate, t_solve, t_play_etude],
    "neuroshima/position": [t_validate, t_battle],
    "neuroshima/game": [t_validate, t_play_setup, t_simulate],
    "samurai_battles/scenario": [t_validate, t_play_scenario, t_los, t_simulate],
    **{k: [t_validate, t_play_with_table] for k in _SB_TABLES},
    "samurai_sword/setup": [t_validate, t_simulate],
    "rokugan/scenario": [t_validate, t_play_rokugan, t_simulate],
    **{k: [t_validate, t_play_with_rokugan_table] for k in ("rokugan/map", "rokugan/clan", "rokugan/cards")},
    "warlords/battle": [t_validate, t_play_warlords, t_simulate],
    **{k: [t_validate, t_play_with_warlords_table] for k in ("warlords/battlefield", "warlords/roster")},
    "warbench/pack": [t_validate_folder, t_import_manifest, t_export],
    "log": [t_replay],
}


def args_case(rnd: random.Random) -> Case:
    """A command with odd arguments: armies, modes, agents, seeds, limits, hexes, ids."""
    pick = rnd.choice
    kind = pick(["nh_play", "sb_play", "rk_play", "ss_play", "wl_play", "los", "solve", "replay_content"])
    seed = pick(["1", "0", "-1", str(2**64), "abc", ""])
    limit = pick(["1", "5", "0", "-3", "x", "40"])
    agents = pick(["random,random", "random", ",", "nobody", "random,greedy", "greedy,greedy,greedy", ""])
    if kind == "nh_play":
        armies = ",".join(
            pick(["moloch", "borgo", "outpost", "hegemony", "foo", "", "moloch_hq"]) for _ in range(rnd.randint(0, 5))
        )
        argv = ["play", "neuroshima", "--armies", armies, "--agents", agents, "--seed", seed, "--max-actions", limit]
        if rnd.random() < 0.5:
            argv += ["--mode", pick(["duel", "free_for_all", "teams", "one_vs_two"])]
        if rnd.random() < 0.3:
            argv.append("--extended")
    elif kind == "rk_play":
        scenario = pick(["standard-3p", "nope", "", str(RK_SCENARIO), "{dir}"])
        argv = ["play", "rokugan", scenario, "--agents", agents, "--max-actions", limit]
        argv += ["--players", pick(["2", "3", "5", "9"])] if rnd.random() < 0.5 else []
        argv += ["--clans", pick(["crab,crane,lion", "crab,crab", "a b", ",", "unicorn"])] if rnd.random() < 0.5 else []
    elif kind == "ss_play":
        argv = ["play", "samurai_sword", "--agents", agents, "--max-actions", limit]
        argv += ["--players", pick(["3", "7", "8"])] if rnd.random() < 0.5 else []
        argv += [pick(["--setup", "--deck", "--characters"]), pick(["core", "duel", "nope", "a b", ""])]
        argv += ["--rule", pick(["battle_cry_answer=any_card", "x=1", "nope", "answer_order=up", "=1"])]
    elif kind == "wl_play":
        battle = pick(["wl-battle-meeting-river", "nope", "", str(WL_BATTLE), "{dir}"])
        argv = ["play", "warlords", battle, "--agents", agents, "--seed", seed, "--max-actions", limit]
        argv += ["--gm", pick(["default", "random", "nobody", ""])] if rnd.random() < 0.5 else []
    elif kind == "sb_play":
        scenario = pick(["sb-z001", "sb-w02", "nope", "", "{dir}", "{dir}/missing.yaml", str(INTRO_SCENARIO)])
        argv = ["play", "samurai_battles", scenario, "--agents", agents, "--seed", seed, "--max-actions", limit]
    elif kind == "los":
        hexes = ["8,5", "4,5", "a,b", "99,99", "", "-1,-1", "0,0", "8,5,1", " 8 , 5 "]
        argv = ["samurai-battles", pick(["los", "sections"]), str(INTRO_SCENARIO)]
        argv += [pick(hexes), pick(hexes)] if argv[1] == "los" else []
    elif kind == "solve":
        etude = str(CORE / "neuroshima" / "etudes" / "01-one-clear-line.yaml")
        argv = [
            "neuroshima",
            "solve",
            etude,
            "--max",
            pick(["1", "0", "-1", "x"]),
            "--max-nodes",
            pick(["0", "100", "-1", "1e9"]),
        ]
    else:
        argv = ["replay", "{dir}/missing.yaml", "--content", pick(["{dir}", "{dir}/nope", str(CORE)])]
    return Case(f"arguments {' '.join(argv)[:120]}", {}, argv, usage_errors_ok=True)


def _log_must_refuse(seed: Seed, mutation: str, original: str, mutated: bytes) -> bool:
    """A finished game's log changed by a log mutation must not replay."""
    if not seed.finished or mutation.split("+")[0] not in REFUSED_LOG_MUTATIONS:
        return False
    try:
        return bool(yaml.safe_load(mutated) != yaml.safe_load(original))
    except yaml.YAMLError:
        return True


def graft(seed: Seed, siblings: list[Seed], rnd: random.Random) -> bytes:
    """``seed`` with one top-level field taken from another file of its kind (an etude gets
    another's opponent, a scenario another's armies, a log another game's setup)."""
    data = yaml.safe_load(seed.text)
    donors = [s for s in siblings if s.kind == seed.kind and s.name != seed.name]
    if not isinstance(data, dict) or not donors:
        return seed.text.encode("utf-8")
    donor = yaml.safe_load(rnd.choice(donors).text)
    key = rnd.choice([k for k in donor if k not in ("kind", "schema_version")] or ["id"])
    data[key] = donor.get(key)
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True).encode("utf-8")


def make_case(seed: Seed, rnd: random.Random, siblings: list[Seed] | None = None) -> Case:
    """One case from a seed: a mutation the seed's kind takes, and one of its entry points."""
    if seed.kind == "zip":
        return archives.zip_case(rnd)
    if seed.kind == "args":
        return args_case(rnd)
    # the structure-aware mutations twice over: they reach the checks past the parser
    names = list(TEXT_MUTATIONS) + list(DATA_MUTATIONS) + list(STRUCTURE_MUTATIONS) * 2 + ["graft"] * 3
    if seed.kind == "log":
        names += list(LOG_MUTATIONS) * 3
    mutation = rnd.choice(names)
    if mutation == "graft":
        mutated = graft(seed, siblings or [], rnd)
    else:
        mutated = mutate_text(seed.text, mutation, rnd)
    if mutation in DATA_MUTATIONS and rnd.random() < 0.3:
        # a second change on top of the first reaches values a single one cannot
        second = rnd.choice(list(DATA_MUTATIONS))
        mutated = mutate_text(mutated.decode("utf-8"), second, rnd)
        mutation += "+" + second
    target = rnd.choice(TARGETS.get(seed.kind, [t_validate]))
    case = target(seed, mutated, rnd)
    case.name = f"{case.name} [{mutation}]"
    case.must_refuse = _log_must_refuse(seed, mutation, seed.text, mutated)
    return case


def cases(seeds: list[Seed], master_seed: int) -> Iterator[Case]:
    """An endless, reproducible stream of cases: round-robin over the seeds."""
    rnd = random.Random(master_seed)
    i = 0
    while True:
        seed = seeds[i % len(seeds)]
        yield make_case(seed, random.Random(rnd.getrandbits(64)), seeds)
        i += 1


@dataclass
class Report:
    tried: int = 0
    verdicts: Counter[str] = field(default_factory=Counter)
    failures: list[Result] = field(default_factory=list)
    seconds: float = 0.0

    def add(self, result: Result) -> None:
        self.tried += 1
        self.verdicts[result.verdict] += 1
        if result.verdict != "ok":
            self.failures.append(result)

    def summary(self) -> str:
        labels = {
            "crash": "crashes",
            "memory": "cases over the memory cap",
            "hang": "hangs",
            "traceback": "tracebacks",
            "no line": "errors without a line",
            "accepted": "tampered inputs accepted",
            "leak": "import leaks",
        }
        counts = ", ".join(f"{labels[k]}: {self.verdicts[k]}" for k in FAILURE_KINDS)
        return f"cases tried: {self.tried}; {counts} ({self.seconds:.0f} s)"


def run_cases(
    stream: Iterator[Case],
    *,
    count: int,
    time_limit: float,
    budget: float | None = None,
    on_result: Callable[[Result], None] | None = None,
    worker_main: Callable[[Connection], None] | None = None,
    judge_with: Judge | None = None,
) -> Report:
    """Run ``count`` cases from ``stream`` (fewer if ``budget`` seconds run out) in a worker
    process running ``worker_main`` and judged by ``judge_with`` (the headless entry points and
    :func:`judge` by default)."""
    report = Report()
    worker = Worker(worker_main, judge_with)
    start = time.perf_counter()
    try:
        for case in stream:
            if report.tried >= count or (budget is not None and time.perf_counter() - start > budget):
                break
            result = worker.run(case, time_limit)
            report.add(result)
            if on_result is not None:
                on_result(result)
    finally:
        worker.close()
    report.seconds = time.perf_counter() - start
    return report


def save_failure(result: Result, folder: Path, index: int) -> Path:
    """Write a failing case's files and command to ``folder/NNN-<verdict>`` to reproduce it."""
    dest = folder / f"{index:03d}-{result.verdict.replace(' ', '-')}"
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    for rel, data in result.case.files.items():
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        (dest / rel).write_bytes(data)
    (dest / "command.txt").write_text(
        f"{result.case.name}\nwarbench {' '.join(result.case.argv)}\n\n{result.detail}\n", encoding="utf-8"
    )
    return dest
