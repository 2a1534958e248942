"""The bundled etudes (content/core/neuroshima/etudes): each checks clean, tells its story in
English and Russian, and has exactly one solution, the one recorded in the file. The generated ones
(16-30, which carry their themes) measure at their difficulty and teach the themes they list."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.content.library import bundled_library, core_pack_dir
from engine.games.neuroshima.difficulty import measure
from engine.games.neuroshima.models.etude import Etude, Theme
from engine.games.neuroshima.solver import Searcher, find_solution, play_line, solve
from engine.games.neuroshima.themes import recognise_themes

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
    searcher = Searcher()
    res = solve(etude, bundled_library(), searcher=searcher)
    assert res.complete and len(res.solutions) == 1, [s.notation() for s in res.solutions[:3]]
    played = play_line(etude, etude.solutions[0].steps, bundled_library())
    assert played.success() is True
    assert find_solution(res, played) == 0
    if etude.themes:  # a generated etude: its difficulty was measured and its themes recognised
        assert measure(etude, bundled_library(), res, searcher=searcher).level == etude.difficulty
        assert recognise_themes(etude, etude.solutions[0].steps, bundled_library()) == etude.themes


def test_the_generated_etudes_cover_every_theme_and_the_four_armies() -> None:
    generated = [e for e in ETUDES if e.themes]
    assert len(generated) >= 15
    assert {t for e in generated for t in e.themes} == set(Theme)
    assert {e.solver.army for e in generated} == {"moloch", "outpost", "borgo", "hegemony"}
