"""Random full games of Samurai Sword per second with 5 players (target: >= 500/s on one core),
and a long run of random games of 3-7 players with every invariant checked (the counts printed).

Random play: uniform choice among the legal actions at every decision (the ``random`` agent).
Two figures are printed, in CPU time of this process (the same on a machine busy with other
work): rollout mode (no event texts, no RNG record, actions applied without the legality check,
as AI rollouts do; the target applies to it) and full mode (``state.apply`` with every event
explained), for comparison.

The checked run plays thousands of games (random, with a greedy seat in every third game) and
checks at every step that cards, honor and resilience are conserved and never negative; every
few steps that a clone equals the state and that no seat's observation changes when what it
cannot see is resampled; at the end that the result recounts from the final observation, and
for every tenth game that the saved game replays to the same state.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._common import machine, random_playout, report
from engine.ai.agents import make_agent
from engine.content.library import bundled_library
from engine.core.log import GameRecord, start_game
from engine.core.registry import load_game
from engine.games.samurai_sword.invariants import recount, violations
from engine.games.samurai_sword.runtime import Rules
from engine.games.samurai_sword.setup import SamuraiSwordSetup
from engine.games.samurai_sword.state import SSState
from engine.saved_game import replay_record

TARGET = 500
GAME = load_game("samurai_sword")


def play(rules: Rules, seed: int, *, rollout: bool) -> int:
    return random_playout(SSState(GAME, rules, seed, verbose=not rollout), seed, rollout=rollout)


def games_per_second(rules: Rules, games: int, *, rollout: bool) -> tuple[float, float]:
    t = time.process_time()
    actions = sum(play(rules, 1000 + seed, rollout=rollout) for seed in range(games))
    dt = time.process_time() - t
    return games / dt, actions / games


def checked_run(games_per_count: int) -> dict[str, int]:
    counts = dict.fromkeys(
        ("games", "actions", "invariant checks", "clone checks", "observation checks", "recounts", "replays"), 0
    )
    problems: list[str] = []
    cases = [(n, None) for n in range(3, 8)] + [(5, "duel")]
    for players, deck in cases:
        setup = SamuraiSwordSetup(players=players, deck=deck)
        for seed in range(games_per_count):
            state, refs = start_game(GAME, setup, bundled_library(), seed)
            assert isinstance(state, SSState)
            names = ["greedy" if seed % 3 == 0 and p == seed % players else "random" for p in range(players)]
            agents = [make_agent(GAME, name, seed * 10 + p) for p, name in enumerate(names)]
            step = 0
            while not state.is_terminal():
                problems += violations(state)
                counts["invariant checks"] += 1
                if step % 13 == 0:
                    if state.clone() != state:
                        problems.append(f"{players}p seed {seed} step {step}: clone differs")
                    counts["clone checks"] += 1
                    for seat in range(players):
                        if state.resample_hidden(seat, seed + step).observation(seat) != state.observation(seat):
                            problems.append(f"{players}p seed {seed} step {step}: seat {seat}'s view leaks")
                        counts["observation checks"] += 1
                state.apply(agents[state.current_player()].choose(state))
                step += 1
            problems += violations(state)
            out = state.outcome()
            assert out is not None
            for seat in range(players):
                if state.resample_hidden(seat, seed).observation(seat) != state.observation(seat):
                    problems.append(f"{players}p seed {seed}: seat {seat}'s final view leaks")
                counts["observation checks"] += 1
                _, _, winners = recount(state.observation(seat), state.rules)
                if winners != set(out.winners):
                    problems.append(f"{players}p seed {seed}: the recount for seat {seat} names other winners")
                counts["recounts"] += 1
            if seed % 10 == 0:
                record = GameRecord.from_data(GameRecord.from_state(state, setup, seed, names, refs).to_data())
                if replay_record(GAME, record, bundled_library()) != state:
                    problems.append(f"{players}p seed {seed}: the replay differs")
                counts["replays"] += 1
            counts["games"] += 1
            counts["actions"] += step
    counts["problems"] = len(problems)
    for p in problems[:10]:
        print(f"  PROBLEM: {p}")
    return counts


def main() -> int:
    rules = GAME.prepare(SamuraiSwordSetup(players=5), bundled_library())
    assert isinstance(rules, Rules)
    play(rules, 0, rollout=True)
    print(f"machine: {machine()}; 5 players, the bundled deck; one process, one core")
    gps, acts = games_per_second(rules, 1500, rollout=True)
    print(f"  {acts:,.0f} actions per random game on average")
    ok = report("random full 5-player games, rollout mode", gps, "games/s", TARGET, higher_is_better=True)
    gps_full, _ = games_per_second(rules, 400, rollout=False)
    report("random full 5-player games, checked and logged", gps_full, "games/s", TARGET, higher_is_better=True)
    print(f"  per action: {1e6 / (gps * acts):.1f} us (rollout), {1e6 / (gps_full * acts):.1f} us (full)")
    t = time.perf_counter()
    counts = checked_run(400)
    dt = time.perf_counter() - t
    print(f"checked run, 3-7 players and the variant deck ({dt:.0f} s):")
    for name, value in counts.items():
        print(f"  {name}: {value:,}")
    return 0 if ok and counts["problems"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
