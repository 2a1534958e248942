"""Figures read as the reader writes them: a rate of no games is "n/a" in English and "н/д" in
Russian, and a fraction takes Russian's decimal comma (English keeps its point)."""

from __future__ import annotations

from engine.ai.compare import compare_reports
from engine.ai.report import plus_minus
from engine.ai.sweep import sweep_lines
from engine.core.catalogue import render
from engine.core.language import set_language
from engine.core.message import Message
from tests.support.russian_text import english_words


def _seat(rate: float | None, games: int) -> dict:
    ci = None if rate is None else [rate - 0.2, rate + 0.2]
    return {"seat": 0, "rate": rate, "ci95": ci, "games": games, "wins": round((rate or 0) * games)}


def test_a_win_rate_of_no_games_reads_n_a_in_the_readers_language() -> None:
    assert render(plus_minus(_seat(None, 0)), "en") == "n/a"
    assert render(plus_minus(_seat(None, 0)), "ru") == "н/д"
    assert render(plus_minus(_seat(0.41, 10)), "ru") == render(plus_minus(_seat(0.41, 10)), "en") == "41% ± 20"


def test_a_comparison_with_a_run_of_no_games_says_n_a_and_a_decimal_comma_in_russian() -> None:
    # the earlier run stopped before its first game came back: its seat has no rate yet
    before = {"game": "g", "agents": ["a", "b"], "seats": [_seat(None, 0)], "length": {"mean": 12.25}}
    after = {"game": "g", "agents": ["a", "b"], "seats": [_seat(0.5, 10)], "length": {"mean": 14.0}}
    assert compare_reports(before, after) == [
        "seat 1's win rate went from n/a to 50% ± 20",
        "mean game length went from 12.2 to 14.0 actions",
    ]
    set_language("ru")
    try:
        russian = compare_reports(before, after)
    finally:
        set_language("en")
    assert russian == [
        "доля побед игрока 1 изменилась: была н/д, стала 50% ± 20",
        "средняя длина партии была 12,2, стала 14,0 действий",
    ]
    for line in russian:
        assert english_words(line) == [], line


def test_a_sweep_of_fractional_values_reads_them_with_the_readers_decimal_sign() -> None:
    def point(value: float, rate: float | None) -> dict:
        return {"value": value, "games": 10 if rate is not None else 0, "seats": [_seat(rate, 10)], "even": 0.5}

    sweep = {"sweep": "odds", "points": [point(0.25, 0.3), point(0.5, None)], "nearest_even": 0.25}
    english = sweep_lines(sweep)
    set_language("ru")
    try:
        russian = sweep_lines(sweep)
    finally:
        set_language("en")
    assert [line.split()[:2] for line in english[2:4]] == [["0.25", "30%"], ["0.5", "n/a"]]
    assert [line.split()[:2] for line in russian[2:4]] == [["0,25", "30%"], ["0,5", "н/д"]]


def test_a_generated_etudes_seconds_and_score_take_the_decimal_comma_in_russian() -> None:
    summary = Message("cli-nh-generate-summary", found=1, count=2, seconds=12.34, attempts=1500, dropped=(), drops=0)
    assert render(summary, "ru") == "этюдов найдено 1 из 2 за 12,3 с, опробовано набросков: 1\xa0500"
    assert render(summary, "en") == "1 of 2 etude(s) in 12.3 s, 1,500 sketch(es) tried"
    # (Russian groups thousands with a no-break space, as babel writes them)
    searched = Message("nh-solve-searched", nodes=123456, seconds=0.5)
    assert render(searched, "ru") == "просмотрено узлов: 123\xa0456 за 0,50 с"
    assert render(searched, "en") == "searched 123,456 nodes in 0.50 s"


def test_a_reports_means_and_figures_take_the_decimal_comma_in_russian() -> None:
    from engine.ai.report import summary_lines

    report = {
        "game": "tinygame", "game_name": "tinygame", "games_played": 4, "games_requested": 4, "interrupted": False,
        "agents": ["random"], "rotate": False, "seed": 1, "seats": [_seat(0.5, 4)], "by_agent": [],
        "first_player": {"rate": None}, "draws": 0,
        "length": {"count": 4, "mean": 12.25, "median": 12.0, "p10": 10.0, "p90": 15.0},
        "margin": {"count": 4, "mean": 1.5, "median": 1.0}, "stats": {"hits": 2.5, "by side": {"north": 0.25}},
        "unfinished": {"limit": [], "stuck": []},
    }  # fmt: skip
    english = summary_lines(report)
    set_language("ru")
    try:
        russian = summary_lines(report)
    finally:
        set_language("en")
    assert "  length: mean 12.2, median 12, 10-90% 10-15 actions" in english
    assert "  длина: в среднем 12,2, медиана 12, 10-90% 10-15 действий" in russian
    assert "  перевес победителя: в среднем 1,5, медиана 1,0" in russian
    # the game's figures by the names its statistics give them, each number with the decimal comma
    assert russian[-2:] == ["  hits: 2,50", "  by side: north 0,25"]
    assert english[-2:] == ["  hits: 2.50", "  by side: north 0.25"]
