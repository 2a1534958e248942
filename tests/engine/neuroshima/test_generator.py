"""The etude generator: every etude of a seeded run has exactly one solution, proven by a plain
exhaustive search (every move and rotation, no memo, no pruning: not the solver under test) and by
the solver; the same seed gives the same etudes; a theme asked for is what the solution teaches."""

from __future__ import annotations

import pytest

from engine.content.library import bundled_library
from engine.core.catalogue import render
from engine.games.neuroshima.etude_outcomes import survey
from engine.games.neuroshima.etude_play import etude_state
from engine.games.neuroshima.generator import GenerateRequest, GeneratorError, generate
from engine.games.neuroshima.models.etude import Etude, Theme, VictoryKind
from engine.games.neuroshima.solver import play_line, solve
from engine.games.neuroshima.themes import recognise_themes
from tests.engine.neuroshima.etude_helpers import make_etude, plain_solutions

LIB = bundled_library()


@pytest.fixture(scope="module")
def easy_run() -> list:
    report = generate(GenerateRequest("outpost", "moloch", difficulty=1, count=2, seed=2, seconds=120), LIB)
    return report.candidates


def test_a_seeded_run_finds_etudes_each_proven_unique_by_a_plain_exhaustive_search(easy_run: list) -> None:
    assert len(easy_run) == 2
    for c in easy_run:
        e = c.etude
        plain = plain_solutions(etude_state(e, LIB).fork())
        assert len(plain) == 1, e.id
        # the recorded solution is that one solution
        played = play_line(e, e.solutions[0].steps, LIB)
        assert played.success() is True and played.line_end in plain


def test_each_generated_etude_is_re_solved_unique_by_the_solver_and_checks_clean(easy_run: list) -> None:
    from engine.content.base import CheckContext
    from engine.content.issues import Severity

    for c in easy_run:
        e = c.etude
        res = solve(e, LIB)
        assert res.unique, [s.notation() for s in res.solutions[:3]]
        assert res.solutions[0].notation() == e.solutions[0].steps
        assert [i for i in e.check(CheckContext(library=LIB)) if i.severity is Severity.ERROR] == []
        assert e.difficulty == c.level == 1
        assert e.themes == c.themes and e.title.en and e.title.ru and e.story.en and e.story.ru


def test_the_same_seed_gives_the_same_etudes(easy_run: list) -> None:
    again = generate(GenerateRequest("outpost", "moloch", difficulty=1, count=2, seed=2, seconds=120), LIB)
    assert [c.etude for c in again.candidates] == [c.etude for c in easy_run]


def test_a_theme_asked_for_is_among_the_themes_of_every_etude_found() -> None:
    report = generate(
        GenerateRequest("borgo", "hegemony", difficulty=1, theme=Theme.GRENADE, count=1, seed=3, seconds=120), LIB
    )
    assert report.candidates
    for c in report.candidates:
        assert Theme.GRENADE in c.themes
        assert any(s.startswith("grenade ") for s in c.etude.solutions[0].steps)
        assert recognise_themes(c.etude, c.etude.solutions[0].steps, LIB) == c.etude.themes
        assert len(plain_solutions(etude_state(c.etude, LIB).fork())) == 1


def test_a_theme_the_army_cannot_teach_is_refused_with_the_armies_that_can() -> None:
    with pytest.raises(GeneratorError, match="air_strike"):
        generate(GenerateRequest("outpost", "moloch", theme=Theme.AIR_STRIKE, seconds=1), LIB)
    with pytest.raises(GeneratorError, match="zombies"):
        generate(GenerateRequest("zombies", "moloch", seconds=1), LIB)


def test_a_request_the_generator_cannot_serve_is_refused_in_the_readers_language() -> None:
    # an unknown army, a difficulty off the scale, nothing to find, a theme the army has no tile
    # for: the refusal is a message, read in Russian with the ids the user typed, English unchanged
    for request, russian, english in (
        (
            GenerateRequest("zombies", "moloch"),
            "нет армии «zombies» (известные армии: borgo, hegemony, moloch, outpost)",
            "no army 'zombies' (known armies: borgo, hegemony, moloch, outpost)",
        ),
        (
            GenerateRequest("borgo", "moloch", difficulty=7),
            "сложность должна быть от 1 до 5, а указано 7",
            "difficulty 7 is not one of 1-5",
        ),
        (
            GenerateRequest("borgo", "moloch", count=0),
            "этюдов нужно найти хотя бы 1, а указано 0",
            "count must be at least 1",
        ),
        (
            GenerateRequest("outpost", "moloch", theme=Theme.AIR_STRIKE),
            "в армии «outpost» нет жетона для темы «air_strike»: тема требует жетона «Воздушный удар», а он есть"
            " только в армиях moloch",
            "the outpost army has no tile for the theme 'air_strike': it needs the Air Strike tile, and only these"
            " armies have one: moloch",
        ),
    ):
        with pytest.raises(GeneratorError) as caught:
            generate(request, LIB)
        assert render(caught.value.said, "ru") == russian
        assert render(caught.value.said, "en") == english


def test_the_time_budget_stops_the_run_with_what_it_found() -> None:
    report = generate(GenerateRequest("hegemony", "borgo", difficulty=5, count=50, seed=1, seconds=0.5), LIB)
    assert report.seconds < 30  # the sketch under way is dropped at the deadline, never finished
    assert len(report.candidates) < 50


def test_the_survey_finds_the_one_line_of_a_hand_made_etude_as_the_best() -> None:
    # the Commando that fires in the Hybrid's own phase (etude 1) is the only line that hurts the HQ
    etude = make_etude(
        ("outpost", 6),
        ("moloch", 1),
        [
            ("0,2", "outpost_hq", 1),
            ("2,0", "moloch_hq", 2),
            ("2,-1", "moloch_blocker", 2),
            ("1,0", "moloch_armored_hunter", 2, 5),
            ("1,-1", "moloch_hybrid", 2, 3),
            ("0,0", "outpost_officer", 1),
            ("-1,1", "outpost_commando", 1, 1),
        ],
        ["outpost_commando", "outpost_runner", "outpost_medic"],
    )
    outcomes = survey(etude, LIB)
    assert [a.to_str() for a in outcomes[0].line] == ["place outpost_commando 1,1 1"]
    assert outcomes[0].enemy_damage == 1
    assert all(o.enemy_damage == 0 for o in outcomes[1:])
    assert etude.victory[0].kind is VictoryKind.DESTROY_ENEMY_HQ


@pytest.mark.parametrize("theme", list(Theme), ids=[t.value for t in Theme])
def test_every_theme_sketches_valid_positions_with_the_tiles_it_needs(theme: Theme) -> None:
    import random

    from engine.content.base import CheckContext
    from engine.content.issues import Severity
    from engine.games.neuroshima.generator_sketch import PLANS, THEME_INSTANT, Sketcher

    solver = {Theme.AIR_STRIKE: "moloch", Theme.GAUSS: "moloch", Theme.PUSH: "moloch", Theme.SNIPER: "outpost"}.get(
        theme, "borgo"
    )
    opponent = "hegemony" if solver == "moloch" else "outpost"
    sketcher = Sketcher(solver, opponent, LIB)
    rng = random.Random(5)
    for difficulty in (1, 3, 5):
        e = sketcher.sketch(rng, PLANS[difficulty], theme)
        errors = [i for i in e.check_structure(CheckContext(library=LIB)) if i.severity is Severity.ERROR]
        assert errors == [], [i.message for i in errors]
        assert len(e.pool) == PLANS[difficulty].pool and e.choose == PLANS[difficulty].choose
        if theme in THEME_INSTANT:
            assert f"{solver}_{THEME_INSTANT[theme]}" in e.pool
        if theme is Theme.GAUSS:
            assert "moloch_gauss_cannon" in e.pool


def test_the_generate_command_writes_etude_files_that_check_clean(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    from engine.cli import main
    from engine.content.io import load_file
    from engine.content.library import check_loaded

    args = ["neuroshima", "generate", "--armies", "outpost,moloch", "--difficulty", "1", "--count", "1"]
    code = main([*args, "--seed", "2", "--seconds", "120", "--out", str(tmp_path), "--quiet"])
    assert code == 0
    files = sorted(tmp_path.glob("*.yaml"))
    assert len(files) == 1
    loaded = load_file(files[0])
    assert isinstance(loaded.model, Etude) and loaded.model.solutions
    assert [i for i in check_loaded(loaded, LIB) if i.severity.value == "error"] == []
    out = capsys.readouterr().out
    assert "difficulty 1" in out and "1 of 1 etude(s)" in out
    assert main([*args, "--theme", "air_strike", "--out", str(tmp_path)]) == 2
