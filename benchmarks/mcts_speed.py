"""Seconds per move of the MCTS agent with 1,000 iterations on one core (target: < 1 s for
Neuroshima Hex and Samurai Battles; the other games are printed for information).

The positions are those a game between the greedy agents reaches (every few actions from its
start), so the search sees the boards real play produces. Each search runs once per position;
the figure is the mean over the positions, in CPU time of this process (the machine may be shared).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._common import machine, report
from engine.ai.agents import agent_names, make_agent
from engine.ai.mcts import MCTSAgent, MCTSConfig
from engine.content.library import bundled_library
from engine.core.game import Game, State
from engine.core.registry import registered_games

ITERATIONS = 1000
TARGETS = {"neuroshima": 1.0, "samurai_battles": 1.0}


def positions(game: Game, count: int, every: int) -> list[State]:
    """States of a game between the greedy agents (random where a game has none), one every ``every`` actions."""
    setup = game.example_setups()[0]
    state = game.new_initial_state(setup, bundled_library(), 7)
    name = "greedy" if "greedy" in agent_names(game) else "random"
    agents = [make_agent(game, name, 11 + p) for p in range(state.num_players())]
    out: list[State] = []
    steps = 0
    while not state.is_terminal() and len(out) < count:
        if steps % every == every // 2 and len(state.legal_actions()) > 1:
            out.append(state.clone())
        state.apply(agents[state.current_player()].choose(state))
        steps += 1
    return out


def seconds_per_move(game: Game, states: list[State]) -> float:
    agent = MCTSAgent(game, 3, MCTSConfig(iterations=ITERATIONS))
    agent.choose(states[0])  # warm the game's caches (geometry tables, compiled content)
    t = time.process_time()
    for s in states:
        agent.search(s, 5)
    return (time.process_time() - t) / len(states)


def main() -> int:
    print(machine())
    ok = True
    only = set(sys.argv[1:])
    for game in registered_games():
        if only and game.id not in only:
            continue
        every = 3 if game.id != "samurai_battles" else 9
        states = positions(game, 8, every)
        if not states:
            continue
        sec = seconds_per_move(game, states)
        target = TARGETS.get(game.id)
        if target is None:
            print(f"{game.id}: MCTS {ITERATIONS} iterations: {sec:.2f} s per move (no target)")
        else:
            ok &= report(f"{game.id}: MCTS {ITERATIONS} iterations per move", sec, "s", target, False)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
