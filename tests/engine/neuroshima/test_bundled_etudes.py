"""The bundled etudes (content/core/neuroshima/etudes): each checks clean, tells its story in
English and Russian, and has exactly one solution, the one recorded in the file."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.content.library import bundled_library, core_pack_dir
from engine.games.neuroshima.models.etude import Etude
from engine.games.neuroshima.solver import find_solution, play_line, solve

ETUDES = sorted(
    (e for e in bundled_library().of_kind("neuroshima/etude") if isinstance(e, Etude)), key=lambda e: e.number
)


def test_there_are_at_least_twelve_from_easy_to_hard_across_the_four_armies() -> None:
    assert len(ETUDES) >= 12
    assert len({e.id for e in ETUDES}) == len({e.number for e in ETUDES}) == len(ETUDES)
    armies = {"moloch", "outpost", "borgo", "hegemony"}
    assert {e.solver.army for e in ETUDES} == armies
    assert {e.opponent.army for e in ETUDES} == armies
    levels = Counter(e.difficulty for e in ETUDES)
    assert min(levels) == 1 and max(levels) >= 4
    assert len(list((core_pack_dir() / "neuroshima" / "etudes").glob("*.yaml"))) == len(ETUDES)


@pytest.mark.parametrize("etude", ETUDES, ids=[e.id for e in ETUDES])
def test_each_bundled_etude_has_one_solution_the_recorded_one(etude: Etude) -> None:
    assert etude.title.en and etude.title.ru and etude.story.en and etude.story.ru
    assert len(etude.solutions) == 1
    res = solve(etude, bundled_library())
    assert res.complete and len(res.solutions) == 1, [s.notation() for s in res.solutions[:3]]
    played = play_line(etude, etude.solutions[0].steps, bundled_library())
    assert played.success() is True
    assert find_solution(res, played) == 0
