"""How often a Warlords battle with the search agent ends by withdrawal before any melee or shot
(target: never, unless the search's evaluation shows the battle lost by a wide margin, and then
the log below says why).

For each bundled battle and seed, the search agent (``mcts``, default budget) plays one side and
``greedy`` or ``random`` the other; the game master is ``gm-default``. A withdrawal can only come
after the third forecast, before the deployment (L764), so a game is played until the weather is
settled (the battle is accepted) or it ends; ``--contact N`` plays the first N seeds of each
pairing on to the first melee or shot (or the end), to show the battle is fought.

    python benchmarks/warlords_withdrawals.py [--seeds 20] [--budget 1000] [--contact 0] [--battles ID...]
        [--sides 1 2] [--opponents greedy random]
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
from engine.games.warlords.actions import ForecastAnswer
from engine.games.warlords.decisions import GM_SEAT
from engine.games.warlords.evaluation import judge
from engine.games.warlords.game import EXAMPLE_BATTLES, bundled_battle
from engine.games.warlords.state import WITHDRAWAL, WLState

CONTACT = frozenset({"melee", "shot"})


def play(battle: str, seed: int, search_side: int, opponent: str, budget: int, to_contact: bool) -> dict[str, object]:
    """One game; returns how it ended and, for a withdrawal by the search, why."""
    game = load_game("warlords")
    state, _ = start_game(game, bundled_battle(battle), bundled_library(), seed)
    assert isinstance(state, WLState)
    search = MCTSAgent(game, seed, MCTSConfig(iterations=budget))
    agents = {
        search_side: search,
        1 - search_side: make_agent(game, opponent, seed),
        GM_SEAT: make_agent(game, "gm-default", seed),
    }
    why = ""
    contact = False
    while not state.is_terminal():
        if not to_contact and state.b.weather:
            break
        seat = state.current_player()
        action = agents[seat].choose(state)
        if seat == search_side and action == ForecastAnswer("withdraw"):
            values = search.last.values if search.last is not None else {}
            fight = values.get(ForecastAnswer("accept"), 0.0)
            why = f"{judge(state).text()}; search: accept {fight:+.2f}, withdraw {values.get(action, 0.0):+.2f}"
        events = state.apply(action)
        if any(e.kind in CONTACT for e in events):
            contact = True
            break
    withdrew = state.is_terminal() and state.b.end_reason == WITHDRAWAL
    attacker = next((i for i, st in enumerate(state.b.sides) if st.role == "attacker"), -1)
    return {
        "withdrew": withdrew,
        "by_search": withdrew and attacker == search_side,
        "why": why,
        "contact": contact,
        "turn": state.b.turn,
        "end": state.b.end_reason if state.is_terminal() else "",
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--budget", type=int, default=MCTSConfig().iterations)
    parser.add_argument("--contact", type=int, default=0, help="seeds per pairing played on to the first melee or shot")
    parser.add_argument("--battles", nargs="*", default=list(EXAMPLE_BATTLES))
    parser.add_argument("--sides", nargs="*", type=int, default=[1, 2], help="the sides the search plays (1, 2)")
    parser.add_argument("--opponents", nargs="*", default=["greedy", "random"])
    args = parser.parse_args()
    print(machine())
    total = by_search = games = 0
    started = time.process_time()
    for battle in args.battles:
        for opponent in args.opponents:
            for side in [n - 1 for n in args.sides]:
                withdrew = searched = fought = played_on = 0
                for seed in range(1, args.seeds + 1):
                    to_contact = seed <= args.contact
                    r = play(battle, seed, side, opponent, args.budget, to_contact)
                    games += 1
                    withdrew += bool(r["withdrew"])
                    searched += bool(r["by_search"])
                    if to_contact:
                        played_on += 1
                        fought += bool(r["contact"])
                    if r["by_search"]:
                        print(f"  {battle} seed {seed}: the search (side {side + 1}) withdrew: {r['why']}")
                    elif to_contact and not r["contact"]:
                        print(f"  {battle} seed {seed}: no melee or shot; ended on turn {r['turn']}: {r['end']}")
                line = f"{battle}, mcts:{args.budget} as side {side + 1} against {opponent}: {withdrew} of {args.seeds} withdrawn before the battle ({searched} by the search)"
                if played_on:
                    line += f"; {fought} of {played_on} played on reached a melee or shot"
                print(line)
                total += withdrew
                by_search += searched
    print(
        f"{games} games in {time.process_time() - started:.0f} CPU-s; withdrawals by the opponents: {total - by_search}"
    )
    ok = report("games the search ended by withdrawal before any melee or shot", by_search, "games", 0, False)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
