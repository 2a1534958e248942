"""Battle for Rokugan: random full 5-player games per second on one core (target: >= 200/s), the
map check of the 30-province standard board (target: < 50 ms), and thousands of random games for
2-5 players checked for the game's invariants (tokens conserved, at most 30 control tokens a clan,
five rounds, clone and replay equal to the live game).

Random play: uniform choice among the legal actions at every decision (the ``random`` agent).
Rollout mode: no event texts, no RNG record, actions applied without the legality check, as AI
rollouts do; full mode: ``state.apply`` with every event explained and the RNG recorded.
Usage: ``.venv/bin/python benchmarks/rokugan_random_games.py [GAMES_PER_PLAYER_COUNT]``.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._common import best_of, machine, random_playout, report
from engine.content.library import bundled_library
from engine.core.log import replay
from engine.core.registry import load_game
from engine.games.rokugan.game import STANDARD, bundled_scenario
from engine.games.rokugan.map_model import RokuganMap
from engine.games.rokugan.mapcheck import map_report
from engine.games.rokugan.prepare import Prepared
from engine.games.rokugan.state import RKState

GAME = load_game("rokugan")


def play(prep: Prepared, seed: int, *, rollout: bool) -> RKState:
    s = RKState(GAME, prep, seed, verbose=not rollout)
    random_playout(s, seed, rollout=rollout)
    return s


def games_per_second(prep: Prepared, games: int, *, rollout: bool) -> tuple[float, float]:
    t = time.process_time()
    actions = 0
    for seed in range(games):
        actions += len(play(prep, 5000 + seed, rollout=rollout).history)
    dt = time.process_time() - t
    return games / dt, actions / games


def checked_games(players: int, games: int) -> tuple[int, int, float]:
    """``games`` random games checked step by step; returns (games, actions, seconds)."""
    lib = bundled_library()
    setup = bundled_scenario(STANDARD[players])
    prep = GAME.prepare(setup, lib)
    t = time.perf_counter()
    actions = 0
    for seed in range(games):
        s = RKState(GAME, prep, seed)
        rnd = random.Random(seed)
        while not s.is_terminal():
            for q in range(players):
                assert s.tokens_count(q) == 27, "combat tokens lost or made"
                on_board = s.control_on_board(q)
                assert on_board + s.control_supply[q] == 30 and on_board <= 30, "control tokens lost or made"
            acts = s.legal_actions()
            s.apply(acts[rnd.randrange(len(acts))])
        assert s.round == 6 and s.outcome() is not None and s.honor is not None
        assert sum(s.honor) == sum(sum(b.values()) for b in s.breakdown or [])
        if seed % 50 == 0:
            assert s.clone() == s
            assert replay(GAME, setup, lib, seed, [a.to_str() for a in s.history]) == s
        actions += len(s.history)
    return games, actions, time.perf_counter() - t


def main(argv: list[str]) -> int:
    per_count = int(argv[0]) if argv else 500
    lib = bundled_library()
    prep = GAME.prepare(bundled_scenario("standard-5p"), lib)
    assert isinstance(prep, Prepared)
    play(prep, 0, rollout=True)
    print(f"machine: {machine()}; scenario standard-5p; one process, CPU time of one core")
    gps, acts = games_per_second(prep, 200, rollout=True)
    print(f"  {acts:,.0f} actions per random 5-player game on average")
    ok1 = report("random full 5-player games, rollout mode", gps, "games/s", 200, higher_is_better=True)
    full, _ = games_per_second(prep, 60, rollout=False)
    report("random full 5-player games, checked and logged", full, "games/s", 200, higher_is_better=True)
    print(f"  per action: {1e6 / (gps * acts):.1f} us (rollout), {1e6 / (full * acts):.1f} us (full)")

    standard = lib.get("rokugan/map", "standard")
    assert isinstance(standard, RokuganMap)
    ms = best_of(lambda: map_report(standard, lib), 10) * 1000
    am, issues = map_report(standard, lib)
    print(f"  standard board: {len(am.land_borders())} land borders, {len(am.coastal)} coastal, {len(issues)} issues")
    ok2 = report("derive adjacency and run every map check, 30 provinces", ms, "ms", 50, higher_is_better=False)

    total_games = total_actions = 0
    seconds = 0.0
    for players in (2, 3, 4, 5):
        g, a, dt = checked_games(players, per_count)
        total_games += g
        total_actions += a
        seconds += dt
        print(f"  {players} players: {g} random games checked at every step, {a / g:,.0f} actions each, {dt:.1f} s")
    print(f"invariants held in {total_games:,} random games ({total_actions:,} actions, {seconds:.0f} s)")

    from engine.ai.agents import make_agent
    from engine.ai.simulate import play_game

    wins = 0
    n = 30
    for seed in range(n):
        agents = [
            make_agent(GAME, "greedy", seed),
            make_agent(GAME, "random", seed),
            make_agent(GAME, "random", seed + 1),
        ]
        res = play_game(GAME, bundled_scenario("standard-3p"), lib, seed, agents)
        out = res.state.outcome()
        wins += 0 in out.winners if out else 0
    print(f"  for comparison: greedy wins {wins} of {n} three-player games against two random agents")
    return 0 if ok1 and ok2 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
