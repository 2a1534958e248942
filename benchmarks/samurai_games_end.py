"""Random games of every bundled Samurai Battles scenario, no turn limit: how each one ended and
the longest (target: every game ends, none past 20,000 turns).

Agents as ``warbench play --agents random,random --seed N`` makes them. The run ends with the
game of sb-w01 (seed 74) that went on for ever before the ``no_pieces_left`` rule: Red's last
unit defects through Turncoat after its leaders escaped; it is replayed with the rule options it
was found with, once per setting of ``no_pieces_left``.

    .venv/bin/python benchmarks/samurai_games_end.py [GAMES_PER_SCENARIO]   # default 200
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._common import machine, report
from engine.ai.agents import make_agent
from engine.content.library import bundled_library
from engine.core.registry import load_game
from engine.games.samurai_battles.game import bundled_scenario
from engine.games.samurai_battles.scenario import RuleOptions, Scenario
from engine.games.samurai_battles.state import SBState

NEVER = 20_000


def play(sc: Scenario, seed: int, max_turns: int = NEVER) -> SBState:
    """A random game as the CLI plays it, stopped after ``max_turns`` turns if it has not ended."""
    game = load_game("samurai_battles")
    s = game.new_initial_state(sc, bundled_library(), seed)
    assert isinstance(s, SBState)
    s.verbose = False
    s.rng.record = False
    agents = [make_agent(game, "random", seed * 1000 + i) for i in range(2)]
    while not s.is_terminal() and s.turn <= max_turns:
        s.apply_unchecked(agents[s.current_player()].choose(s))
    return s


def how_it_ended(s: SBState) -> str:
    if not s.is_terminal():
        return f"not ended after {s.turn - 1:,} turns"
    for words, name in (
        ("victory banners", "banners"),
        ("must surrender", "surrender"),
        ("no unit and no leader", "army gone"),
        ("turn limit", "turn limit"),
    ):
        if words in s.end_reason:
            return name
    return s.end_reason


def main() -> int:
    per_scenario = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    ids = bundled_library().ids("samurai_battles/scenario")
    print(f"machine: {machine()}; {per_scenario} random games per scenario, {len(ids)} scenarios, one core")
    t = time.perf_counter()
    unended = 0
    for ident in ids:
        sc = bundled_scenario(ident)
        ends: Counter[str] = Counter()
        longest = 0
        for seed in range(per_scenario):
            s = play(sc, seed)
            ends[how_it_ended(s)] += 1
            longest = max(longest, s.turn)
            unended += not s.is_terminal()
        print(
            f"  {ident}: " + ", ".join(f"{n} {why}" for why, n in ends.most_common()) + f"; longest {longest:,} turns"
        )
    dt = time.perf_counter() - t
    print(f"  {per_scenario * len(ids):,} games in {dt:.0f} s")
    ok = report("games not ended", unended, "games", 0, higher_is_better=False)

    found = bundled_scenario("sb-w01").model_copy(deep=True)
    for option in ("plays_on", "loses"):
        found.rules = RuleOptions(
            excess_flags="retreat_excess", lone_leader_attacked="flags_only", no_pieces_left=option
        )
        s = play(found, 74, max_turns=2_000)
        print(f"  sb-w01 seed 74, no_pieces_left={option}: {how_it_ended(s)} (turn {s.turn:,}) {s.end_reason}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
