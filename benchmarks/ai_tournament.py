"""How strong the MCTS agent is: per game, MCTS at its default budget against the greedy agent
and against the random agent, with win rates and their 95% confidence intervals (target: MCTS
beats greedy with statistical significance in every game, issue 34.4).

One MCTS seat plays against the other agent in every other seat; the seats rotate from game to
game, so MCTS plays every seat equally often. MCTS's win rate is compared with the win rate of
the other agent's seats in the same games (Fisher's exact test, one-sided, 5%); in a two-player
game that is the same as asking whether MCTS wins more than half. In Samurai Sword a seat wins
with its team, so the comparison is of the team win rates of the search's seat and of greedy's
seats. Games run on every core (``engine.ai.batch``), the same seeds giving the same games. The
table at the end (Markdown, for the README) has one row per game played.

    python benchmarks/ai_tournament.py [--games N] [--budget ITERATIONS] [--workers N] [GAME ...]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scipy.stats import fisher_exact

from benchmarks._common import machine
from engine.ai.agents import agent_names
from engine.ai.batch import GameSummary, SimulationSpec, run_batch
from engine.ai.mcts import DEFAULT_ITERATIONS
from engine.ai.report import build_report, plus_minus
from engine.content.library import bundled_library
from engine.core.game import Game
from engine.core.registry import registered_games


def _print_game(g: GameSummary) -> None:
    """One line per game as it finishes: a long run shows how it is going."""
    won = ", ".join(g.agents[w] for w in g.winners) or "nobody"
    print(f"  game {g.index}: {' / '.join(g.agents)}: {won} won ({g.reason}, {g.length} actions)", flush=True)


def match(
    game: Game, mcts: str, other: str, games: int, workers: int | None, seed: int
) -> tuple[dict[str, Any], dict[str, Any], float]:
    """MCTS's and the other agent's rows of a match, and the one-sided p-value that MCTS wins more."""
    setup = game.example_setups()[0]
    # one agent per contestant: a judging seat (Warlords' game master) plays its own agent and is
    # not rotated over; naming an agent for it too would make every third game other-against-other
    seats = game.new_initial_state(setup, bundled_library(), 0).num_players()
    players = seats - len(game.referee_seats())
    agents = (mcts, *([other] * (players - 1)))
    spec = SimulationSpec(
        game.id, game.setup_to_data(setup), agents, games, seed, rotate=True, game_module=type(game).__module__
    )
    report = build_report(run_batch(spec, workers=workers, on_game=_print_game))
    rows = {r["agent"]: r for r in report["by_agent"]}
    mine, theirs = rows[mcts], rows[other]
    table = [[mine["wins"], mine["games"] - mine["wins"]], [theirs["wins"], theirs["games"] - theirs["wins"]]]
    if players == 2:
        from scipy.stats import binomtest

        decided = [g for g in report["games"] if g["winners"] and len(g["winners"]) == 1]
        wins = sum(1 for g in decided if g["agents"][g["winners"][0]] == mcts)
        pvalue = float(binomtest(wins, len(decided), 0.5, alternative="greater").pvalue) if decided else 1.0
    else:
        pvalue = float(fisher_exact(table, alternative="greater").pvalue)
    return mine, theirs, pvalue


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "games_ids", nargs="*", metavar="GAME", help="games to play (default: every game with a greedy agent)"
    )
    parser.add_argument("--games", type=int, default=30, help="games against greedy (default 30)")
    parser.add_argument("--random-games", type=int, default=12, help="games against random (default 12)")
    parser.add_argument(
        "--budget",
        type=int,
        default=DEFAULT_ITERATIONS,
        help=f"MCTS iterations per move (default {DEFAULT_ITERATIONS}, the agent's default budget)",
    )
    parser.add_argument("--workers", type=int, help="processes (default: every core)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(machine())
    mcts = f"mcts:{args.budget}"
    strong_everywhere = True
    table = [
        f"| game | games | {mcts} wins | greedy's seats win | p (one-sided) | verdict |",
        "|---|---|---|---|---|---|",
    ]
    for game in registered_games():
        if args.games_ids and game.id not in args.games_ids:
            continue
        if game.max_players < 2 or "greedy" not in agent_names(game):
            continue
        verdict = ""
        for other in ("greedy", "random"):
            n = args.games if other == "greedy" else args.random_games
            if n <= 0:
                continue
            mine, theirs, p = match(game, mcts, other, n, args.workers, args.seed)
            significant = p < 0.05
            print(
                f"{game.id}: {mcts} vs {other}: MCTS wins {plus_minus(mine)} of {mine['games']} games, "
                f"{other} {plus_minus(theirs)} of its {theirs['games']} seats; p = {p:.4f} "
                f"({'significant' if significant else 'not significant'})"
            )
            if other == "greedy":
                verdict = "strong (beats greedy)" if significant else "NOT shown stronger than greedy"
                strong_everywhere &= significant
                table.append(
                    f"| {game.id} | {mine['games']} | {plus_minus(mine)} | {plus_minus(theirs)} | {p:.4f} | "
                    f"{'beats greedy' if significant else 'not shown'} |"
                )
        print(f"{game.id}: MCTS at {args.budget} iterations is {verdict}")
    print()
    print("\n".join(table))
    return 0 if strong_everywhere else 1


if __name__ == "__main__":
    sys.exit(main())
