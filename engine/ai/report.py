"""The report of a simulation run (JSON-like data), and the comparison of two reports.

What a designer asks of a scenario, an army or a deck, answered from the games played: the win
rate of every seat and of every agent with its 95% confidence interval (Wilson's, from
``scipy.stats.binomtest``), the first player's advantage, the distribution of game lengths and of
score margins, the statistics the game registers (:mod:`engine.ai.game_stats`), the games that
reached the action limit or a state with no legal action, and every game's seed and actions to
replay it.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Mapping, Sequence
from typing import Any

from engine.ai.batch import BatchResult, GameSummary
from engine.ai.game_stats import figure_said
from engine.core.message import Message, Name
from engine.core.registry import registered_games
from engine.core.saying import rendered, said

REPORT_VERSION = 1


def proportion(successes: int, trials: int) -> dict[str, Any]:
    """``successes`` of ``trials`` as a rate with its 95% confidence interval."""
    if trials <= 0:
        return {"wins": successes, "games": trials, "rate": None, "ci95": None}
    from scipy.stats import binomtest  # deferred: start-up (scipy.stats costs a second)

    ci = binomtest(successes, trials).proportion_ci(confidence_level=0.95, method="wilson")
    return {
        "wins": successes,
        "games": trials,
        "rate": successes / trials,
        "ci95": [float(ci.low), float(ci.high)],
    }


def histogram(values: Sequence[float], bins: int = 12) -> dict[str, Any]:
    """``values`` counted in ``bins`` equal bins (``edges`` has one more entry than ``counts``)."""
    if not values:
        return {"edges": [], "counts": []}
    lo, hi = min(values), max(values)
    if hi == lo:
        return {"edges": [lo, lo + 1], "counts": [len(values)]}
    integral = all(float(v).is_integer() for v in values)
    width = (hi - lo) / bins
    if integral:
        width = max(1.0, math.ceil(width))
    edges = [lo + i * width for i in range(bins + 1)]
    while edges[-1] <= hi:
        edges.append(edges[-1] + width)
    counts = [0] * (len(edges) - 1)
    for v in values:
        k = min(int((v - lo) / width), len(counts) - 1)
        counts[k] += 1
    return {"edges": edges, "counts": counts}


def distribution(values: Sequence[float]) -> dict[str, Any]:
    """Mean, median, spread and histogram of ``values``."""
    if not values:
        return {"count": 0}
    ordered = sorted(values)

    def pct(q: float) -> float:
        return float(ordered[min(len(ordered) - 1, int(q * len(ordered)))])

    return {
        "count": len(values),
        "mean": statistics.fmean(values),
        "median": float(statistics.median(values)),
        "min": float(ordered[0]),
        "max": float(ordered[-1]),
        "p10": pct(0.1),
        "p90": pct(0.9),
        "histogram": histogram(values),
    }


def average_figures(games: Sequence[GameSummary]) -> dict[str, Any]:
    """The games' registered figures averaged: a number's mean, or a mapping's mean per name, each
    over the games that report it (a clan drawn in some games only is averaged over those)."""
    sums: dict[str, Any] = {}
    counts: dict[tuple[str, str], int] = {}
    for g in games:
        for name, value in g.stats.items():
            if isinstance(value, Mapping):
                bucket = sums.setdefault(name, {})
                for k, v in value.items():
                    bucket[k] = bucket.get(k, 0.0) + float(v)
                    counts[(name, k)] = counts.get((name, k), 0) + 1
            else:
                sums[name] = sums.get(name, 0.0) + float(value)
                counts[(name, "")] = counts.get((name, ""), 0) + 1
    out: dict[str, Any] = {}
    for name, total in sums.items():
        if isinstance(total, dict):
            out[name] = {k: v / counts[(name, k)] for k, v in total.items()}
        else:
            out[name] = total / counts[(name, "")]
    return out


def build_report(result: BatchResult, *, game_name: str = "", content: Sequence[Any] = ()) -> dict[str, Any]:
    """The report of ``result`` (see the module docstring)."""
    spec = result.spec
    games = result.games
    players = len(games[0].returns) if games else 0
    # a judging seat (a game master) never wins: the report is about the contestants
    contestants = [p for p in range(players) if p not in spec.referees()]
    seats = [proportion(sum(1 for g in games if p in g.winners), len(games)) for p in contestants]
    for p, s in zip(contestants, seats):
        s["seat"] = p
    agents: dict[str, list[int]] = {}
    for g in games:
        for p, name in enumerate(g.agents):
            if p not in contestants:
                continue
            won_lost = agents.setdefault(name, [0, 0])
            won_lost[0] += p in g.winners
            won_lost[1] += 1
    by_agent = []
    for name, (wins, played) in sorted(agents.items()):
        row = proportion(wins, played)
        row["agent"] = name
        by_agent.append(row)
    first = proportion(sum(1 for g in games if g.first_player in g.winners), len(games))
    if contestants:
        first["expected"] = 1.0 / len(contestants)
        first["advantage"] = (first["rate"] - first["expected"]) if first["rate"] is not None else None
    unfinished = [g for g in games if g.status != "end"]
    margins = [g.margin for g in games if g.margin is not None]
    return {
        "version": REPORT_VERSION,
        "game": spec.game_id,
        "game_name": game_name or spec.game_id,
        "setup": spec.setup_data,
        "agents": list(spec.agents),
        "rotate": spec.rotates,
        "seed": spec.seed,
        "max_actions": spec.max_actions,
        "games_requested": spec.games,
        "games_played": len(games),
        "interrupted": result.interrupted,
        "backend": result.backend,
        "workers": result.workers,
        "seconds": round(result.seconds, 3),
        "content": [c.to_data() if hasattr(c, "to_data") else c for c in content],
        "seats": seats,
        "by_agent": by_agent,
        "draws": sum(1 for g in games if g.status == "end" and not g.winners),
        "first_player": first,
        "length": distribution([float(g.length) for g in games]),
        "margin": distribution(margins),
        "stats": average_figures([g for g in games if g.status == "end"]),
        "unfinished": {
            "limit": [g.index for g in unfinished if g.status == "limit"],
            "stuck": [g.index for g in unfinished if g.status == "stuck"],
        },
        "games": [g.to_data() for g in games],
    }


def games_of(report: Mapping[str, Any]) -> list[GameSummary]:
    """The game summaries a report holds."""
    return [GameSummary.from_data(g) for g in report.get("games") or []]


def plus_minus(row: Mapping[str, Any]) -> Message:
    """A rate as ``41% ± 3`` (half the width of its 95% interval, in points), or "n/a" in the
    reader's language for a rate of no games, as a message."""
    if row.get("rate") is None:
        return Message("sim-rate-none")
    lo, hi = row["ci95"]
    return Message("sim-rate", rate=round(100 * row["rate"]), half=round(100 * (hi - lo) / 2))


def _game_title(report: Mapping[str, Any]) -> Name | str:
    """The report's game by its name in the reader's language (its plugin names it in each)."""
    found = next((g for g in registered_games() if g.id == report.get("game")), None)
    return Name.content(dict(found.names)) if found is not None else str(report["game_name"])


def summary_lines(report: Mapping[str, Any]) -> list[str]:
    """The report in a few lines for the terminal, in the current language (the report itself is
    data: numbers and ids)."""
    out = [
        said(
            "sim-summary",
            game=_game_title(report),
            played=report["games_played"],
            requested=report["games_requested"],
            interrupted="yes" if report["interrupted"] else "no",
            agents=tuple(str(a) for a in report["agents"]),
            rotate="yes" if report["rotate"] else "no",
            seed=report["seed"],
        )
    ]
    for row in report["seats"]:
        out.append("  " + said("sim-seat-wins", seat=Name.seat(row["seat"] + 1), wins=plus_minus(row)))
    if len(report["by_agent"]) > 1:
        for row in report["by_agent"]:
            out.append("  " + said("sim-agent-wins", agent=str(row["agent"]), wins=plus_minus(row), seats=row["games"]))
    fp = report["first_player"]
    if fp.get("rate") is not None:
        even = f"{100 * fp['expected']:.0f}"
        out.append("  " + said("sim-first-player", wins=plus_minus(fp), even=even))
    out.append("  " + said("sim-draws", draws=report["draws"]))
    length = report["length"]
    if length.get("count"):
        out.append(
            "  "
            + said(
                "sim-length",
                mean=float(length["mean"]),
                median=round(length["median"]),
                low=round(length["p10"]),
                high=round(length["p90"]),
            )
        )
    margin = report["margin"]
    if margin.get("count"):
        out.append("  " + said("sim-margin", mean=float(margin["mean"]), median=float(margin["median"])))
    # the figures by the names the game's statistics give them (ids), each number in the reader's way
    game_id = str(report["game"])
    for name, value in report["stats"].items():
        title = rendered(figure_said(game_id, name))
        if isinstance(value, dict):
            shown = ", ".join(
                f"{rendered(figure_said(game_id, k))} {said('figure-2', value=float(v))}" for k, v in value.items()
            )
            out.append(f"  {title}: {shown}")
        else:
            out.append(f"  {title}: {said('figure-2', value=float(value))}")
    unfinished = report["unfinished"]
    if unfinished["limit"] or unfinished["stuck"]:
        out.append("  " + said("sim-unfinished", limit=len(unfinished["limit"]), stuck=len(unfinished["stuck"])))
    return out
