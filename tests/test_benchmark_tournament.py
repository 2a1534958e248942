"""The search-against-greedy tournament (benchmarks/ai_tournament.py) plays the search in every game."""

from __future__ import annotations

import contextlib
from unittest import mock

from benchmarks import ai_tournament
from engine.ai.batch import SimulationSpec
from engine.core.registry import load_game


def test_warlords_match_names_one_agent_per_contestant() -> None:
    """Warlords has a game master's seat besides the two sides: the match names the search and
    greedy for the two sides only, so the rotation puts the search in every game and never plays
    greedy against greedy (which made 4 games of 12 greedy mirrors and counted their winners as
    greedy beating the search)."""
    game = load_game("warlords")
    specs: list[SimulationSpec] = []

    def fake_batch(spec: SimulationSpec, workers: int | None = None, on_game: object = None) -> object:
        specs.append(spec)
        raise StopIteration

    with mock.patch.object(ai_tournament, "run_batch", fake_batch), contextlib.suppress(StopIteration):
        ai_tournament.match(game, "mcts:10", "greedy", 6, 1, 1)
    (spec,) = specs
    seats = [spec.seat_agents(i, 3) for i in range(6)]
    for agents in seats:
        assert sorted(agents[:2]) == ["greedy", "mcts:10"], seats
    assert agents[2] == "gm-default"
