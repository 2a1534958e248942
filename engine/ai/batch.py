"""Many games played with agents, in parallel: on the local cores (a process pool) or on a Ray
cluster, with the same results whatever the backend and the number of workers.

Every game is fully determined by its index in the run: its seed comes from the run's seed and
the index, each seat's agent is seeded from the game's seed, and the agents' seats rotate with the
index when they differ. Games are handed out to free workers a block at a time (one game at
first, then as many fast games as take a twentieth of a second), so each finished game is back
within moments and a few long games do not finish last; the summaries are put in index order, so
the list is the same with 1 worker, 8 workers or a cluster. Several runs (the values of a
parameter sweep) can share one set of workers.

A run can be stopped at any time (``should_stop``, Ctrl+C): workers are terminated at once and
the games finished so far are kept.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import math
import multiprocessing
import queue
import random
import signal
import statistics
import threading
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.ai.agents import make_agent
from engine.ai.game_stats import Figure, game_stats_for
from engine.content.library import bundled_library
from engine.core.catalogue import render
from engine.core.errors import WarbenchError, shorten
from engine.core.game import Game, State
from engine.core.log import GameRecord, content_refs
from engine.core.message import Message
from engine.core.registry import load_game

if TYPE_CHECKING:
    from engine.content.io import LoadedContent
    from engine.content.library import ContentLibrary
    from engine.core.log import ContentRef, GameRecord

#: ``progress(games done, games in the run)``
BatchProgress = Callable[[int, int], None]

BACKENDS = ("local", "ray")


class SimulationError(WarbenchError, RuntimeError):
    """A simulation that cannot run (an unknown backend, Ray missing, a bad agent list)."""


@dataclass(frozen=True)
class SimulationSpec:
    """What to simulate: a game's setup (as data), the content beyond the bundled pack that it
    needs, the agents (one per seat, repeated if fewer), how many games and the run's seed.

    ``rotate`` shifts the agents one seat further in every game, so each agent plays each seat
    equally often (on by default when the agents differ)."""

    game_id: str
    setup_data: Any
    agents: tuple[str, ...]
    games: int
    seed: int = 1
    max_actions: int = 20_000
    rotate: bool | None = None
    #: content items the setup needs that are not the bundled pack's, by ``(kind, id)``
    extra_content: dict[tuple[str, str], LoadedContent] = field(default_factory=dict)
    #: the module that registers the game (imported by workers that do not know it yet)
    game_module: str = ""

    @property
    def rotates(self) -> bool:
        return self.rotate if self.rotate is not None else len(set(self.agents)) > 1

    def run_key(self) -> str:
        """What identifies the game, setup and content of the run (workers compile a setup once per key)."""
        setup = json.dumps(self.setup_data, sort_keys=True, default=str)
        return f"{self.game_id}|{setup}|{sorted(self.extra_content)}"

    def game_seed(self, index: int) -> int:
        """The seed of game ``index`` (the same in every backend; saved with the game to replay it)."""
        return random.Random(self.seed * 1_000_003 + index).getrandbits(31)

    def referees(self) -> dict[int, str]:
        """The game's judging seats and their agents (:meth:`Game.referee_seats`)."""
        if self.game_module:
            importlib.import_module(self.game_module)
        return load_game(self.game_id).referee_seats()

    def seat_agents(self, index: int, players: int) -> list[str]:
        """The agent of every seat in game ``index``: the named agents over the contestants'
        seats (shifted one seat on per game when rotating), a judging seat its game's agent."""
        referees = self.referees()
        contestants = [p for p in range(players) if p not in referees]
        shift = index % len(self.agents) if self.rotates else 0
        out = [referees.get(p, "") for p in range(players)]
        for i, p in enumerate(contestants):
            out[p] = self.agents[(i + shift) % len(self.agents)]
        return out


@dataclass(frozen=True)
class GameSummary:
    """One simulated game: enough to report on it and to replay it exactly."""

    index: int
    seed: int
    agents: tuple[str, ...]
    first_player: int
    winners: tuple[int, ...]
    returns: tuple[float, ...]
    reason: str
    length: int
    #: ``"end"`` (the game ended), ``"limit"`` (it reached the action limit), ``"stuck"`` (no legal action)
    status: str
    margin: float | None
    stats: dict[str, Figure]
    actions: tuple[str, ...]
    #: why the game stopped as a message (``reason`` is its English text, for a reader of the file);
    #: None in a summary written before reasons were messages
    said: Message | None = None

    def reason_text(self, language: str | None = None) -> str:
        """Why the game stopped, in ``language`` (default the current one)."""
        if self.said is None:
            return self.reason
        # deferred: start-up (the catalogue loads Fluent)
        from engine.core.catalogue import render

        return render(self.said, language)

    def to_data(self) -> dict[str, Any]:
        out = {
            "index": self.index,
            "seed": self.seed,
            "agents": list(self.agents),
            "first_player": self.first_player,
            "winners": list(self.winners),
            "returns": list(self.returns),
            "reason": self.reason,
            "length": self.length,
            "status": self.status,
            "margin": self.margin,
            "stats": {k: (dict(v) if not isinstance(v, (int, float)) else v) for k, v in self.stats.items()},
            "actions": list(self.actions),
        }
        if self.said is not None:
            out["message"] = self.said.to_data()
        return out

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> GameSummary:
        return cls(
            index=int(data["index"]),
            seed=int(data["seed"]),
            agents=tuple(str(a) for a in data["agents"]),
            first_player=int(data["first_player"]),
            winners=tuple(int(w) for w in data["winners"]),
            returns=tuple(float(r) for r in data["returns"]),
            reason=str(data["reason"]),
            length=int(data["length"]),
            status=str(data["status"]),
            margin=None if data.get("margin") is None else float(data["margin"]),
            stats=dict(data.get("stats") or {}),
            actions=tuple(str(a) for a in data.get("actions") or ()),
            said=Message.from_data(data["message"]) if isinstance(data.get("message"), dict) else None,
        )


@dataclass
class BatchResult:
    """The games a run finished (in index order) and whether it was stopped before the end."""

    spec: SimulationSpec
    games: list[GameSummary]
    interrupted: bool = False
    seconds: float = 0.0
    workers: int = 1
    backend: str = "local"


# ---------------------------------------------------------------------- playing one game (in a worker)

_PREPARED: dict[str, tuple[Game, Any]] = {}


def _content_for(spec: SimulationSpec) -> ContentLibrary:
    content = bundled_library()
    if not spec.extra_content:
        return content
    content = content.copy()
    content.items.update(spec.extra_content)
    return content


def _prepared(spec: SimulationSpec) -> tuple[Game, Any]:
    """The game and its prepared setup, compiled once per worker and run."""
    key = spec.run_key()
    hit = _PREPARED.get(key)
    if hit is None:
        if spec.game_module:
            importlib.import_module(spec.game_module)
        game = load_game(spec.game_id)
        setup = game.setup_from_data(spec.setup_data)
        hit = (game, game.prepare(setup, _content_for(spec)))
        _PREPARED.clear()  # one run at a time per worker
        _PREPARED[key] = hit
    return hit


def run_content(spec: SimulationSpec) -> tuple[ContentRef, ...]:
    """The content items the run's games are set up from (with their hashes), so a game of the
    run saved as a record replays only on that same content."""
    if spec.game_module:
        importlib.import_module(spec.game_module)
    game = load_game(spec.game_id)
    content = _content_for(spec)
    with content.track() as seen:
        game.prepare(game.setup_from_data(spec.setup_data), content)
    return content_refs(content, seen)


def game_record(spec: SimulationSpec, summary: GameSummary) -> GameRecord:
    """Game ``summary`` of the run ``spec`` as a saved game (``replay_record`` proves it, its
    end included)."""
    game, prepared = _prepared(spec)
    state = game.start(prepared, summary.seed)
    state.quiet()
    for text in summary.actions:
        state.apply(game.parse_action(text))
    return GameRecord.from_state(state, spec.setup_data, summary.seed, summary.agents, run_content(spec))


def play_indexed_game(spec: SimulationSpec, index: int) -> GameSummary:
    """Play game ``index`` of the run ``spec`` to its end (or its limit) and summarise it."""
    game, prepared = _prepared(spec)
    seed = spec.game_seed(index)
    state = game.start(prepared, seed)
    state.quiet()  # no explanations: nobody reads them, the actions replay the game
    first = state.current_player()
    names = spec.seat_agents(index, state.num_players())
    agents = [make_agent(game, n, seed * 1000 + p) for p, n in enumerate(names)]
    status = "end"
    track = game_stats_for(game).track
    notes: dict[str, Any] = {}
    while not state.is_terminal():
        if len(state.history) >= spec.max_actions:
            status = "limit"
            break
        legal = state.legal_actions()
        if not legal:
            status = "stuck"
            break
        state.apply_unchecked(agents[state.current_player()].choose(state))
        if track is not None:
            track(state, notes)
    return summarise(game, state, index, seed, tuple(names), first, status, notes)


def summarise(
    game: Game,
    state: State,
    index: int,
    seed: int,
    agents: tuple[str, ...],
    first: int,
    status: str,
    notes: dict[str, Any] | None = None,
) -> GameSummary:
    """The summary of a game that stopped in ``state`` (``notes``: what the game's tracker kept)."""
    out = state.outcome()
    said: str | Message = (
        out.reason if out is not None else Message("sim-stopped-limit" if status == "limit" else "sim-stopped-stuck")
    )
    stats = game_stats_for(game)
    figures: dict[str, Figure] = {}
    margin: float | None = None
    if out is not None:
        if stats.collect is not None:
            figures = dict(stats.collect(state, notes or {}))
        if stats.margin is not None:
            margin = float(stats.margin(state))
    return GameSummary(
        index=index,
        seed=seed,
        agents=agents,
        first_player=first,
        winners=tuple(sorted(out.winners)) if out is not None else (),
        returns=tuple(out.returns) if out is not None else tuple(0.0 for _ in range(state.num_players())),
        reason=render(said, "en") if isinstance(said, Message) else said,
        said=said if isinstance(said, Message) else None,
        length=len(state.history),
        status=status,
        margin=margin,
        stats=figures,
        actions=tuple(a.to_str() for a in state.history),
    )


def play_chunk(spec: SimulationSpec, indices: Sequence[int]) -> list[GameSummary]:
    """Play several games of a run (a worker's task)."""
    return [play_indexed_game(spec, i) for i in indices]


def _ignore_interrupts() -> None:
    # Ctrl+C is the parent's to handle: it stops the pool and keeps the finished games
    signal.signal(signal.SIGINT, signal.SIG_IGN)


# ---------------------------------------------------------------------- handing out the games


#: a block of games is sized to take about this long (seconds), so fast games travel together
#: while a long game travels alone and reaches the caller the moment it ends
BLOCK_SECONDS = 0.05
#: the most games in one block
MAX_BLOCK = 16


class GameScheduler:
    """Hands out the games of one or more runs (a sweep plays several) in blocks, one at a time
    as workers become free: at first one game per block, then as many as take about
    :data:`BLOCK_SECONDS` by the times measured so far; the run with the most expected work left
    goes first (each run gives one game to be timed before that), so long games do not finish last."""

    def __init__(self, specs: Sequence[SimulationSpec]) -> None:
        self.specs = list(specs)
        self.pending = [list(range(s.games)) for s in specs]
        self.timed = [[0.0, 0] for _ in specs]  # seconds, games

    def left(self) -> int:
        return sum(len(p) for p in self.pending)

    def mean_seconds(self, run: int) -> float | None:
        seconds, played = self.timed[run]
        return seconds / played if played else None

    def next_block(self) -> tuple[int, list[int]] | None:
        """The next ``(run, game indices)`` to play, or ``None`` when every game is handed out."""
        best, best_work = -1, -1.0
        timed = [m for m in (self.mean_seconds(r) for r in range(len(self.pending))) if m is not None]
        guess = statistics.fmean(timed) if timed else 1.0
        for run, pending in enumerate(self.pending):
            if not pending:
                continue
            mean = self.mean_seconds(run)
            # a run none of whose games is out yet gets one first, so that every run is timed early
            started = len(pending) < self.specs[run].games
            work = math.inf if not started else (guess if mean is None else mean) * len(pending)
            if work > best_work:
                best, best_work = run, work
        if best < 0:
            return None
        mean = self.mean_seconds(best)
        size = 1 if mean is None else max(1, min(MAX_BLOCK, int(BLOCK_SECONDS / max(mean, 1e-6) + 1e-9)))
        block, self.pending[best] = self.pending[best][:size], self.pending[best][size:]
        return best, block

    def finished(self, run: int, games: int, seconds: float) -> None:
        self.timed[run][0] += seconds
        self.timed[run][1] += games


#: a finished block: ``(run, summaries, seconds it took its worker)``
Block = tuple[int, list[GameSummary], float]

_WORKER_SPECS: list[SimulationSpec] = []


def _start_worker(specs: list[SimulationSpec]) -> None:
    # the runs travel once per worker, not with every block
    _ignore_interrupts()
    _WORKER_SPECS[:] = specs


def play_block(specs: list[SimulationSpec], run: int, indices: Sequence[int]) -> Block:
    """Play games ``indices`` of run ``run`` (a worker's task), timed."""
    started = time.perf_counter()
    games = play_chunk(specs[run], indices)
    return run, games, time.perf_counter() - started


def _play_block_here(run: int, indices: list[int]) -> Block:
    return play_block(_WORKER_SPECS, run, indices)


# ---------------------------------------------------------------------- running a batch


#: ``on_game(run, summary)``: a game has just finished (``run`` is the spec's place in the list)
GameFinished = Callable[[int, GameSummary], None]


def run_batch(
    spec: SimulationSpec,
    *,
    workers: int | None = None,
    backend: str = "local",
    ray_address: str | None = None,
    progress: BatchProgress | None = None,
    should_stop: Callable[[], bool] | None = None,
    on_game: Callable[[GameSummary], None] | None = None,
) -> BatchResult:
    """Play the run ``spec`` on ``workers`` processes (default: every core) or on Ray; the games
    finished so far are kept when it is stopped (``should_stop`` or Ctrl+C). ``on_game`` is
    told of every game as soon as it is back from its worker."""
    each = None if on_game is None else (lambda _run, summary: on_game(summary))
    return run_batches(
        [spec],
        workers=workers,
        backend=backend,
        ray_address=ray_address,
        progress=progress,
        should_stop=should_stop,
        on_game=each,
    )[0]


def run_batches(
    specs: Sequence[SimulationSpec],
    *,
    workers: int | None = None,
    backend: str = "local",
    ray_address: str | None = None,
    progress: BatchProgress | None = None,
    should_stop: Callable[[], bool] | None = None,
    on_game: GameFinished | None = None,
) -> list[BatchResult]:
    """Play several runs (the values of a sweep) on one set of workers, as :func:`run_batch`
    does one; ``progress`` counts the games of all of them."""
    if backend not in BACKENDS:
        raise SimulationError(Message("sim-backend-unknown", backend=shorten(backend), known=tuple(BACKENDS)))
    if not specs or any(not s.agents for s in specs):
        raise SimulationError(Message("sim-no-agent"))
    n_workers = workers or multiprocessing.cpu_count()
    games: list[dict[int, GameSummary]] = [{} for _ in specs]
    total = sum(s.games for s in specs)
    done = 0
    started = time.perf_counter()
    stop = should_stop or (lambda: False)
    runner = _ray_results if backend == "ray" else _pool_results
    interrupted = False
    stream = runner(list(specs), n_workers, ray_address)
    try:
        for block in stream:  # ``None``: still waiting; time to look at ``should_stop``
            if block is not None:
                run, summaries, _seconds = block
                for summary in summaries:
                    games[run][summary.index] = summary
                    done += 1
                    if on_game is not None:
                        on_game(run, summary)
                    if progress is not None:
                        progress(done, total)
            if stop():
                interrupted = done < total
                break
    except KeyboardInterrupt:
        interrupted = True
    finally:
        stream.close()  # terminates the workers of a stopped run
    seconds = time.perf_counter() - started
    return [
        BatchResult(
            spec,
            [played[i] for i in sorted(played)],
            interrupted=interrupted and len(played) < spec.games,
            seconds=seconds,
            workers=n_workers,
            backend=backend,
        )
        for spec, played in zip(specs, games)
    ]


#: how often (seconds) a waiting runner looks at ``should_stop`` between finished games
POLL = 0.1


def _pool_results(
    specs: list[SimulationSpec], workers: int, _address: str | None
) -> Generator[Block | None, None, None]:
    """Blocks as the local process pool finishes them (``None`` while waiting, for polling)."""
    # a fresh server process forks the workers: safe from a program with threads (the GUI)
    ctx: Any
    if "forkserver" in multiprocessing.get_all_start_methods():
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(["engine.ai.worker_warmup", "engine.ai.batch"])
    else:
        ctx = multiprocessing.get_context("spawn")
    pool = ctx.Pool(workers, initializer=_start_worker, initargs=(specs,))
    finished: queue.Queue[Block | BaseException] = queue.Queue()
    scheduler = GameScheduler(specs)
    in_flight = 0

    def hand_out() -> None:
        nonlocal in_flight
        # two blocks per worker: a worker that finishes one starts the next without waiting for us
        while in_flight < 2 * workers:
            block = scheduler.next_block()
            if block is None:
                return
            pool.apply_async(_play_block_here, block, callback=finished.put, error_callback=finished.put)
            in_flight += 1

    try:
        hand_out()
        while in_flight:
            try:
                got = finished.get(timeout=POLL)
            except queue.Empty:
                yield None
                continue
            in_flight -= 1
            if isinstance(got, BaseException):
                raise got
            scheduler.finished(got[0], len(got[1]), got[2])
            hand_out()
            yield got
        pool.close()
        pool.join()
    finally:
        # a stopped run hands back its games at once; its workers are ended alongside
        threading.Thread(target=pool.terminate, name="simulation pool shutdown", daemon=True).start()


def _ray_results(specs: list[SimulationSpec], workers: int, address: str | None) -> Generator[Block | None, None, None]:
    """Blocks as Ray tasks finish them, on the cluster at ``address`` (or a local Ray runtime)."""
    try:
        import ray  # deferred: start-up (ray is heavy, only for --backend ray)
    except ImportError:
        raise SimulationError(Message("sim-no-ray", backend="Ray", command="pip install 'warbench[ray]'")) from None
    started_here = False
    if not ray.is_initialized():
        kwargs: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
        if address:
            kwargs["address"] = address
        else:
            kwargs["num_cpus"] = workers
        ray.init(**kwargs)
        started_here = True
    remote_block = ray.remote(play_block)
    specs_ref = ray.put(specs)
    scheduler = GameScheduler(specs)
    # a cluster may have more cores than ``workers``: keep each busy, and one block more queued
    cluster_resources: Callable[[], dict[str, float]] = ray.cluster_resources  # untyped in Ray
    slots = 2 * max(workers, int(cluster_resources().get("CPU", workers)))
    pending: list[Any] = []

    def hand_out() -> None:
        while len(pending) < slots:
            block = scheduler.next_block()
            if block is None:
                return
            pending.append(remote_block.remote(specs_ref, *block))

    try:
        hand_out()
        while pending:
            ready, pending[:] = ray.wait(pending, num_returns=1, timeout=POLL)
            if not ready:
                yield None
            for ref in ready:
                got: Block = ray.get(ref)
                scheduler.finished(got[0], len(got[1]), got[2])
                hand_out()
                yield got
    finally:
        for ref in pending:
            with contextlib.suppress(Exception):
                ray.cancel(ref, force=True)
        if started_here:
            ray.shutdown()
