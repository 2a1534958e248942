"""The etude solver: exact counts (the same solutions as a plain exhaustive search), ambiguous and
unsolvable etudes, early stops, progress and cancel, and ``warbench neuroshima solve``."""

from __future__ import annotations

import itertools
import json
import time
from pathlib import Path
from typing import Any

import pytest

from engine.cli import main
from engine.content.io import save_model
from engine.content.library import bundled_library
from engine.games.neuroshima.etude_examples import example_etudes
from engine.games.neuroshima.etude_play import etude_state
from engine.games.neuroshima.models.etude import Etude, RecordedSolution
from engine.games.neuroshima.solver import (
    Searcher,
    find_solution,
    hint,
    inert_key,
    play_line,
    principal_key,
    solve,
)
from tests.engine.neuroshima.etude_helpers import make_etude, plain_solutions, plain_wins
from tests.engine.neuroshima.test_etude_play import PUSH, SHOT

CLOWN: dict[str, Any] = {
    "solver": ("moloch", 5),
    "opponent": ("borgo", 1),
    "tiles": [("0,0", "moloch_hq", 1), ("2,-2", "borgo_hq", 2), ("1,-1", "moloch_clown", 1, 3)],
    "pool": ["moloch_battle", "moloch_push"],
    "exactly": False,
}
# a mobile Runner may step and turn before and after the Battle tile
RUNNER: dict[str, Any] = {
    "solver": ("hegemony", 3),
    "opponent": ("outpost", 1),
    "tiles": [("-2,2", "hegemony_hq", 1), ("2,-2", "outpost_hq", 2), ("0,0", "hegemony_runner", 1, 3)],
    "pool": ["hegemony_battle"],
    "mobility": True,
    "victory": [("enemy_hq_damage_at_least", 1)],
    "final_battle": False,
}

# the built-in examples: a Battle tile in the pool; a Mutant pushed where its owner likes, which the
# Hybrid must then find (a strategy: one answer per hex); an opponent who moves next
EXAMPLES = {e.id: e for e in example_etudes()}
SMALL = {
    "shot": make_etude(**SHOT),
    "shot-up-to": make_etude(**SHOT, exactly=False),
    "shot-no-final-battle": make_etude(**SHOT, final_battle=False),
    "push": make_etude(**PUSH),
    "clown": make_etude(**CLOWN),
    "runner": make_etude(**RUNNER),
    **EXAMPLES,
}


@pytest.mark.parametrize("name", list(SMALL))
def test_the_solver_finds_exactly_the_solutions_of_a_plain_exhaustive_search(name: str) -> None:
    etude = SMALL[name]
    res = solve(etude, bundled_library())
    assert res.complete
    root = etude_state(etude, bundled_library()).fork()
    assert {s.final_key for s in res.solutions} == plain_solutions(root)
    assert Searcher().wins(root)[0] == plain_wins(root) == bool(res.solutions)
    # every solution replays as a winning line and ends where it says (a strategy: its first branch)
    for s in res.solutions:
        played = play_line(etude, s.steps, bundled_library())
        assert played.success() is True
        found = find_solution(res, played)
        assert found is not None and principal_key(res.solutions[found].final_key) == principal_key(s.final_key)


def test_small_cases_cover_opponent_choices_strategies_and_both_outcomes() -> None:
    counts = {name: len(solve(e, bundled_library()).solutions) for name, e in SMALL.items()}
    assert counts["push"] == 0  # the Mutant's owner always picks the safe hex
    assert counts["shot"] == 14 and counts["shot-up-to"] == 21 and counts["shot-no-final-battle"] == 7
    assert counts["example-brace"] == 6  # the blocking Mutant, in each of its six facings
    chase = solve(SMALL["example-chase"], bundled_library()).solutions
    assert chase and all(isinstance(s.final_key, tuple) for s in chase)
    assert any(s.final_key[0] == "for_all" for s in chase)  # answers to the push depend on where it went
    [runner] = solve(
        SMALL["runner"], bundled_library()
    ).solutions  # one step to the HQ, facing it, then the Battle tile
    assert [a.to_str() for a in runner.steps] == ["mobility 0,0 1,-1 1", "battle hegemony_battle"]


def test_an_ambiguous_etude_reports_every_solution_and_an_unsolvable_one_none() -> None:
    ambiguous = solve(make_etude(**SHOT), bundled_library())
    assert len(ambiguous.solutions) >= 2 and not ambiguous.unique
    assert [len(s.steps) for s in ambiguous.solutions] == sorted(len(s.steps) for s in ambiguous.solutions)
    none = solve(make_etude(**PUSH), bundled_library())
    assert none.complete and none.solutions == []


def test_max_solutions_stops_early_and_says_the_count_is_not_proven() -> None:
    res = solve(make_etude(**SHOT), bundled_library(), max_solutions=3)
    assert len(res.solutions) == 3
    assert not res.complete and not res.unique


def test_progress_is_reported_often_and_a_cancel_stops_the_search() -> None:
    etude = bundled_library().get("neuroshima/etude", "make-way")  # a few thousand nodes
    assert isinstance(etude, Etude)
    calls: list[tuple[float, int, int, str]] = []

    def progress(done: int, total: int, text: str) -> None:
        calls.append((time.perf_counter(), done, total, text))

    start = time.perf_counter()
    res = solve(etude, bundled_library(), progress=progress)
    assert res.unique and res.seconds > 0.1
    assert calls[-1][1:3] == (1000, 1000) and "1 solution(s)" in calls[-1][3]
    assert all(0 <= d <= t for _, d, t, _ in calls)
    assert [d for _, d, _, _ in calls] == sorted(d for _, d, _, _ in calls)
    stamps = [start] + [c[0] for c in calls]
    assert max(b - a for a, b in itertools.pairwise(stamps)) < 0.2  # PROGRESS_EVERY plus one node at most

    class Cancelled(Exception):
        pass

    def cancel(done: int, total: int, text: str) -> None:
        if done > 0:
            raise Cancelled(text)

    with pytest.raises(Cancelled):
        solve(etude, bundled_library(), progress=cancel)


# -- warbench neuroshima solve


def _write(tmp_path: Path, name: str, etude: Any) -> str:
    path = tmp_path / f"{name}.yaml"
    save_model(etude, path)
    return str(path)


def test_solve_prints_unique_and_the_shortest_solution_with_its_battles(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    etude = make_etude(**{**CLOWN, "pool": ["moloch_battle"], "exactly": True, "final_battle": False})
    etude = etude.model_copy(
        update={"solutions": [RecordedSolution(steps=["battle moloch_battle", "explode 1,-1 yes"])]}
    )
    assert main(["neuroshima", "solve", _write(tmp_path, "clown", etude)]) == 0
    out = capsys.readouterr().out
    assert "1 solution: unique" in out
    assert "1. battle moloch_battle" in out and "2. explode 1,-1 yes" in out
    assert "Clown (player 1, 1,-1) explodes" in out
    assert "recorded solution 1 is solution 1" in out
    assert "nodes in" in out


def test_solve_all_and_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, "shot", make_etude(**SHOT))
    assert main(["neuroshima", "solve", path, "--all"]) == 0
    out = capsys.readouterr().out
    assert "14 solutions" in out
    assert out.count("\nsolution ") == 14
    assert main(["neuroshima", "solve", path, "--json", "--all"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["solutions"], data["complete"], data["unique"]) == (14, True, False)
    assert len(data["all"]) == 14 and data["shortest"] == data["all"][0]
    assert data["nodes"] > 0


def test_solve_exits_1_without_a_solution(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["neuroshima", "solve", _write(tmp_path, "push", make_etude(**PUSH))]) == 1
    assert "no solution" in capsys.readouterr().out


def test_a_tile_that_nothing_reaches_and_that_reaches_nothing_is_left_out_of_the_final_battle() -> None:
    # the Moloch Guard at 2,-2 shoots down the line 1,-1 / 0,0 / -1,1 / -2,2 (rotation 4: front south-west)
    etude = make_etude(**{**SHOT, "tiles": [*SHOT["tiles"], ("2,-2", "moloch_guard", 2, 4)], "exactly": False})

    def after(step: str) -> Any:
        st = etude_state(etude, bundled_library()).fork()
        st.hold_final_battle = True
        st.advance(st.game.parse_action(step))
        st.advance(st.game.parse_action("end"))
        return st

    bare = etude_state(etude, bundled_library()).fork()
    idle = after("place outpost_commando -2,1 4")  # on the edge, facing off the board
    assert idle.final_battle_due()
    assert inert_key(idle) == (bare.board_key(), (5, 1))
    assert inert_key(after("place outpost_commando 0,2 0")) is None  # it shoots at the Moloch HQ
    assert inert_key(after("place outpost_commando -1,1 3")) is None  # the Guard's shots cross its hex


def test_a_hint_is_the_next_step_of_a_winning_line_and_none_once_the_etude_is_lost() -> None:
    etude = make_etude(**{**CLOWN, "pool": ["moloch_battle"], "exactly": True, "final_battle": False})
    st = etude_state(etude, bundled_library())
    first = hint(st)
    assert first is not None and first.to_str() == "battle moloch_battle"
    st.apply(first)
    assert str(hint(st)) == "explode 1,-1 yes"
    st.apply(st.game.parse_action("explode 1,-1 no"))
    assert st.is_terminal() and hint(st) is None
    lost = play_line(make_etude(**PUSH), [], bundled_library())
    assert not lost.is_terminal() and hint(lost) is None  # the push cannot win: the Mutant picks the safe hex
