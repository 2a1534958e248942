"""One hash of many seeded Warlords battles and searches: a change that only makes the engine or
the search faster must leave it as it was (the same seeds give the same games).

It plays seeded battles over the bundled battles (random sides, checked and logged; random sides
in rollout mode; greedy against random and greedy against greedy, the game master on its
default policy) and hashes every final state (``State.key``, the dice, the actions taken) and
every event list (kinds, messages, data, who sees them); then it runs a few seeded searches of
1,000 iterations on positions of a greedy battle and hashes what each found (visits and values
by action), and plays the first moves of a battle with a short search on one side.

    python tests/support/warlords_same_games.py [--battles 200] [--searches 4]

The last line is the hash; compare it before and after a change (it is no test of its own: a
change of the rules or of the search rightly changes it).
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.ai.agents import make_agent
from engine.ai.mcts import MCTSAgent, MCTSConfig
from engine.content.library import bundled_library
from engine.core.game import State
from engine.core.registry import load_game
from engine.games.warlords.decisions import GM_SEAT
from engine.games.warlords.game import EXAMPLE_BATTLES
from engine.games.warlords.state import WLState


def _canon(x: object) -> object:
    """``x`` with its sets in sorted order (a set of texts prints in an order that differs from
    one run to the next)."""
    if isinstance(x, (set, frozenset)):
        return ("set", sorted(repr(_canon(y)) for y in x))
    if isinstance(x, (tuple, list)):
        return tuple(_canon(y) for y in x)
    if isinstance(x, dict):
        return ("dict", sorted((repr(_canon(k)), _canon(v)) for k, v in x.items()))
    return x


class _Hash:
    def __init__(self) -> None:
        self.h = hashlib.sha256()

    def add(self, *parts: object) -> None:
        for p in parts:
            self.h.update(repr(_canon(p)).encode())
            self.h.update(b"\x00")

    def state(self, s: State) -> None:
        assert isinstance(s, WLState)
        self.add(s.key(), s.rng.snapshot(), s.rng.records, s.history, s.outcome())
        for e in s.events:
            self.add(e.kind, e.said, sorted(e.data.items()), e.visible_to)


def _agents(game: object, kinds: tuple[str, str], seed: int) -> dict[int, object]:
    return {
        0: make_agent(game, kinds[0], seed),  # type: ignore[arg-type]
        1: make_agent(game, kinds[1], seed + 1),  # type: ignore[arg-type]
        GM_SEAT: make_agent(game, "gm-default", seed + 2),  # type: ignore[arg-type]
    }


def battles(h: _Hash, game: object, preps: list, n: int) -> None:
    plans: list[tuple[tuple[str, str], bool]] = [
        (("random", "random"), True),
        (("random", "random"), False),
        (("greedy", "random"), True),
        (("random", "greedy"), True),
        (("greedy", "greedy"), False),
    ]
    for i in range(n):
        kinds, verbose = plans[i % len(plans)]
        seed = 7000 + i
        s = WLState(game, preps[i % len(preps)], seed, verbose=verbose)  # type: ignore[arg-type]
        if not verbose:
            s.rng.record = False
        agents = _agents(game, kinds, seed)
        while not s.is_terminal():
            a = agents[s.current_player()].choose(s)  # type: ignore[attr-defined]
            if verbose:
                s.apply(a)
            else:
                s.apply_unchecked(a)
        h.add(i, kinds, verbose)
        h.state(s)


def searches(h: _Hash, game: object, preps: list, n: int) -> None:
    for k in range(n):
        prep = preps[k % len(preps)]
        s = WLState(game, prep, 300 + k)  # type: ignore[arg-type]
        agents = _agents(game, ("greedy", "greedy"), 300 + k)
        rnd = random.Random(k)
        # a position some way into the battle: the deployment, or a turn's orders
        stop = rnd.randrange(20, 200)
        steps = 0
        while not s.is_terminal() and (steps < stop or len(s.legal_actions()) < 2):
            s.apply(agents[s.current_player()].choose(s))  # type: ignore[attr-defined]
            steps += 1
        if s.is_terminal():
            continue
        search = MCTSAgent(game, 40 + k, MCTSConfig(iterations=1000))  # type: ignore[arg-type]
        r = search.search(s, 99 + k)
        h.add(k, steps, r.action, r.iterations, sorted((repr(a), v) for a, v in r.visits.items()))
        h.add(sorted((repr(a), v) for a, v in r.values.items()))
    # a battle's first moves with a short search on side 1
    prep = preps[0]
    s = WLState(game, prep, 5)  # type: ignore[arg-type]
    agents = _agents(game, ("greedy", "greedy"), 5)
    agents[0] = MCTSAgent(game, 5, MCTSConfig(iterations=150))  # type: ignore[arg-type]
    moves = 0
    while not s.is_terminal() and moves < 60:
        seat = s.current_player()
        s.apply(agents[seat].choose(s))  # type: ignore[attr-defined]
        moves += seat == 0
    h.state(s)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--battles", type=int, default=200)
    ap.add_argument("--searches", type=int, default=4)
    args = ap.parse_args()
    game = load_game("warlords")
    lib = bundled_library()
    preps = [game.prepare(lib.get("warlords/battle", b), lib) for b in EXAMPLE_BATTLES]
    t = time.process_time()
    h = _Hash()
    battles(h, game, preps, args.battles)
    mid = h.h.copy().hexdigest()
    print(f"{args.battles} battles: {mid[:16]} ({time.process_time() - t:.1f} CPU-s)", flush=True)
    searches(h, game, preps, args.searches)
    print(f"searches: {time.process_time() - t:.1f} CPU-s")
    print(h.h.hexdigest())
    return 0


if __name__ == "__main__":
    sys.exit(main())
