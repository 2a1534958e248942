"""Seconds per move of the MCTS agent with 1,000 iterations on one core (target: < 0.5 s in every
game).

The positions are those a game between the greedy agents reaches, eight spread evenly from its
first choice to its last, so the search sees the boards real play produces (a Warlords battle's
deployment and its turns alike). Each search runs once per position;
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
#: seconds per move in every game
TARGET = 0.5
#: a game between greedy agents is followed this far at most (the positions are spread over it)
MAX_ACTIONS = 3000


def _greedy_game(game: Game, keep: set[int] | None) -> tuple[int, list[State]]:
    """Play a game between the greedy agents (random where a game has none); returns how many of
    its positions offer a choice, and copies of those numbered in ``keep``."""
    setup = game.example_setups()[0]
    state = game.new_initial_state(setup, bundled_library(), 7)
    name = "greedy" if "greedy" in agent_names(game) else "random"
    agents = [make_agent(game, name, 11 + p) for p in range(state.num_players())]
    out: list[State] = []
    choices = 0
    while not state.is_terminal() and choices < MAX_ACTIONS:
        if len(state.legal_actions()) > 1:
            if keep is not None and choices in keep:
                out.append(state.clone())
            choices += 1
        state.apply(agents[state.current_player()].choose(state))
    return choices, out


def positions(game: Game, count: int) -> list[State]:
    """``count`` positions spread evenly over a game between the greedy agents, from its first
    choice to its last (a Warlords battle's deployment and its turns alike)."""
    total, _ = _greedy_game(game, None)
    if total == 0:
        return []
    keep = {round(i * (total - 1) / max(1, count - 1)) for i in range(count)}
    return _greedy_game(game, keep)[1]


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
        states = positions(game, 8)
        if not states:
            continue
        sec = seconds_per_move(game, states)
        ok &= report(f"{game.id}: MCTS {ITERATIONS} iterations per move", sec, "s", TARGET, False)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
