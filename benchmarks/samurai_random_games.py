"""Random full games of Samurai Battles per second on the intro scenario (target: >= 100/s on
one core), and all-pairs line of sight for a field with terrain and units (target: < 50 ms).

Random play: uniform choice among the legal actions at every decision (the ``random`` agent).
Two figures are printed: rollout mode (no event texts, no RNG record, actions applied without
the legality check, as AI rollouts do) and full mode (``state.apply`` with the log explained).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from engine.content.library import bundled_library

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._common import best_of, machine, random_playout, report
from engine.core.geometry import LineOfSight
from engine.core.registry import load_game
from engine.games.samurai_battles.game import bundled_scenario
from engine.games.samurai_battles.queries import all_pairs_los
from engine.games.samurai_battles.ruleset import compile_ruleset
from engine.games.samurai_battles.state import SBState


def play(rs: object, seed: int, *, rollout: bool) -> tuple[int, int]:
    game = load_game("samurai_battles")
    s = SBState(game, rs, seed, verbose=not rollout)  # type: ignore[arg-type]
    n = random_playout(s, seed, rollout=rollout)
    return n, s.turn


def games_per_second(rs: object, games: int, *, rollout: bool) -> tuple[float, float, float]:
    t = time.perf_counter()
    actions = turns = 0
    for seed in range(games):
        a, tu = play(rs, 1000 + seed, rollout=rollout)
        actions += a
        turns += tu
    dt = time.perf_counter() - t
    return games / dt, actions / games, turns / games


def main() -> int:
    sc = bundled_scenario("sb-z001")
    rs = compile_ruleset(sc, bundled_library())
    play(rs, 0, rollout=True)  # warm the per-board caches (line-of-sight geometry)
    print(f"machine: {machine()}; scenario {sc.id} ({sc.title.en}); one process, one core")
    gps, acts, turns = games_per_second(rs, 40, rollout=True)
    print(f"  {acts:,.0f} actions and {turns:,.0f} turns per random game on average")
    ok1 = report("random full games, rollout mode", gps, "games/s", 100, higher_is_better=True)
    gps_full, _, _ = games_per_second(rs, 15, rollout=False)
    report("random full games, checked and logged", gps_full, "games/s", 100, higher_is_better=True)
    print(f"  per action: {1e6 / (gps * acts):.1f} us (rollout), {1e6 / (gps_full * acts):.1f} us (full)")
    print(f"  engine throughput: {gps * turns:,.0f} turns/s, {gps * acts:,.0f} actions/s")
    from engine.ai.agents import make_agent
    from engine.ai.simulate import play_game

    game = load_game("samurai_battles")
    t = time.perf_counter()
    n_games, g_acts, g_turns = 6, 0, 0
    for seed in range(n_games):
        res = play_game(
            game, sc, bundled_library(), seed, [make_agent(game, "greedy", seed), make_agent(game, "greedy", seed + 1)]
        )
        g_acts += len(res.state.history)
        g_turns += res.state.turn  # type: ignore[attr-defined]
    dt = time.perf_counter() - t
    print(
        f"  for comparison, greedy vs greedy: {n_games / dt:.1f} games/s, "
        f"{g_acts / n_games:,.0f} actions and {g_turns / n_games:.0f} turns per game"
    )

    sw02 = bundled_scenario("sb-w02")
    s = game.new_initial_state(sw02, bundled_library(), 0)
    assert isinstance(s, SBState)

    def cold() -> None:
        s.field.los = LineOfSight(s.field.board, include=s.field.hexes)
        all_pairs_los(s)

    t_cold = best_of(cold, 3) * 1000
    t_warm = best_of(lambda: all_pairs_los(s), 10) * 1000
    name = f"all-pairs LOS, {len(s.field.full)} hexes, terrain and units of sb-w02"
    ok2 = report(f"{name}, new board geometry", t_cold, "ms", 50, False)
    ok3 = report(f"{name}, known board", t_warm, "ms", 50, False)
    return 0 if ok1 and ok2 and ok3 else 1


if __name__ == "__main__":
    sys.exit(main())
