"""CPU time of a whole Warlords battle with the search agent at its default budget (target:
< 60 CPU-s for the battle), and its seconds per search move (target: < 0.5 s).

The search (``mcts``, 1,000 iterations) plays one side of a bundled battle against ``greedy``;
the game master is ``gm-default``. Times are CPU time of this process (the machine may be shared).

    python benchmarks/warlords_search_battle.py [--battle ID] [--seed 1] [--side 1|2] [--budget 1000]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._common import machine, report
from engine.ai.agents import make_agent
from engine.ai.mcts import MCTSAgent, MCTSConfig
from engine.content.library import bundled_library
from engine.core.log import start_game
from engine.core.registry import load_game
from engine.games.warlords.decisions import GM_SEAT
from engine.games.warlords.game import DEFAULT_BATTLE, bundled_battle

BATTLE_TARGET = 60.0
MOVE_TARGET = 0.5


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--battle", default=DEFAULT_BATTLE)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--side", type=int, default=1, choices=(1, 2))
    parser.add_argument("--budget", type=int, default=MCTSConfig().iterations)
    args = parser.parse_args()
    print(machine())
    game = load_game("warlords")
    state, _ = start_game(game, bundled_battle(args.battle), bundled_library(), args.seed)
    me = args.side - 1
    search = MCTSAgent(game, args.seed, MCTSConfig(iterations=args.budget))
    agents = {me: search, 1 - me: make_agent(game, "greedy", args.seed), GM_SEAT: make_agent(game, "gm-default", 0)}
    moves = searched = 0
    search_time = 0.0
    fights = 0
    started = time.process_time()
    while not state.is_terminal():
        seat = state.current_player()
        t = time.process_time()
        action = agents[seat].choose(state)
        if seat == me:
            search_time += time.process_time() - t
            moves += 1
            searched += search.last is not None and search.last.iterations > 0
        turn = state.b.turn
        fights += sum(1 for e in state.apply(action) if e.kind in ("melee", "shot"))
        if state.b.turn != turn:
            print(
                f"  turn {state.b.turn} begins: {time.process_time() - started:.0f} CPU-s, {searched} searches",
                flush=True,
            )
    total = time.process_time() - started
    outcome = state.outcome()
    assert outcome is not None
    print(
        f"{args.battle}, seed {args.seed}: mcts:{args.budget} as side {args.side} against greedy; "
        f"{state.b.turn} turns, {len(state.history)} actions, {fights} melees and shots; {outcome.reason}"
    )
    print(f"search: {moves} moves ({searched} searched), {search_time:.1f} CPU-s")
    ok = report("whole search battle", total, "CPU-s", BATTLE_TARGET, False)
    ok &= report("search move", search_time / max(1, searched), "s", MOVE_TARGET, False)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
