"""The balance lab: Play > Simulate... on the current document, a run off the GUI thread whose
Cancel stops it within a second and keeps the finished games, charts that show the report's
numbers, any listed game replayed at any step, results saved beside the document and compared;
and agents that think in a worker with a progress bar, at the strength chosen for their seat."""

from __future__ import annotations

import itertools
import time
from pathlib import Path

import pytest
from PySide6.QtGui import QAction

from editor.lab.panel import BalanceLab, results_path
from editor.lab.replay import ReplayView
from editor.player.jobs import wait_for_jobs
from editor.player.session import HUMAN, PlaySession
from editor.player.view import SeatsDialog, generic_player
from engine.content.library import ContentLibrary, bundled_library
from engine.core.log import replay
from engine.core.registry import load_game
from tests.support.tinygame import TinySetup

SWORD = load_game("samurai_sword")


def sword_lab(qtbot, *, games: int, agents: str = "random", path: Path | None = None) -> BalanceLab:
    setup = SWORD.example_setups()[0]
    lab = BalanceLab(SWORD, lambda: setup, bundled_library(), title="three players", document_path=path)
    qtbot.addWidget(lab)
    lab.agents.setText(agents)
    lab.games.setValue(games)
    lab.workers.setValue(2)
    lab.resize(1200, 800)
    lab.show()
    return lab


def run_to_the_end(qtbot, lab: BalanceLab) -> dict:
    lab.run_button.click()
    qtbot.waitUntil(lambda: lab.job is None and lab.report is not None, timeout=60_000)
    assert lab.report is not None
    return lab.report


def test_cancel_stops_the_run_within_a_second_and_keeps_the_finished_games(qtbot) -> None:
    lab = sword_lab(qtbot, games=5000)
    lab.run_button.click()
    assert not lab.run_button.isEnabled() and lab.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: lab.progress.value() >= 5, timeout=60_000)
    pressed = time.perf_counter()
    lab.cancel_button.click()
    qtbot.waitUntil(lambda: lab.job is None, timeout=5000)
    assert time.perf_counter() - pressed < 1.0
    report = lab.report
    assert report is not None and report["interrupted"]
    assert 5 <= report["games_played"] < 5000
    assert lab.games_table.rowCount() == report["games_played"]
    assert [g["index"] for g in report["games"]] == sorted(g["index"] for g in report["games"])
    assert lab.run_button.isEnabled()


def test_the_charts_show_the_numbers_of_the_report(qtbot) -> None:
    lab = sword_lab(qtbot, games=12, agents="greedy,random")
    report = run_to_the_end(qtbot, lab)
    for row in report["seats"]:
        rate, lo, hi = lab.win_chart.shown[lab.seat_name(row["seat"])]  # as the game's table names it
        assert (rate, [lo, hi]) == (row["rate"], row["ci95"])
    for row in report["by_agent"]:  # "does greedy beat random?" answered on the agents' chart
        rate, lo, hi = lab.agent_chart.shown[row["agent"]]
        assert (rate, [lo, hi]) == (row["rate"], row["ci95"])
    assert sorted(lab.agent_chart.shown) == ["greedy", "random"]
    assert lab.length_chart.shown == report["length"]["histogram"]
    lab.figure_choice.setCurrentText("team wins")
    assert lab.figure_chart.shown == report["stats"]["team wins"]
    assert "seat 1: wins" in lab.summary.toPlainText()
    assert lab.games_table.rowCount() == 12


def test_a_listed_game_opens_in_a_replay_at_any_step(qtbot) -> None:
    lab = sword_lab(qtbot, games=3)
    report = run_to_the_end(qtbot, lab)
    lab.games_table.selectRow(1)
    view = lab.open_game(1, step=7)
    assert isinstance(view, ReplayView)
    qtbot.addWidget(view)
    game = report["games"][1]
    setup = SWORD.example_setups()[0]
    expected = replay(SWORD, setup, bundled_library(), game["seed"], game["actions"][:7])
    assert view.slider.value() == 7 and view.session.state.key() == expected.key()
    view.slider.setValue(len(game["actions"]))
    assert view.session.state.is_terminal()
    assert "step" in view.step_label.text()


def test_results_are_saved_beside_the_document_and_compared(qtbot, tmp_path: Path) -> None:
    doc_path = tmp_path / "sword-setup.yaml"
    lab = sword_lab(qtbot, games=6, path=doc_path)
    run_to_the_end(qtbot, lab)
    lab.save_button.click()
    assert results_path(doc_path).is_file()
    again = sword_lab(qtbot, games=6, path=doc_path)
    assert again.previous is not None  # the saved results are found beside the document
    again.seed.setValue(2)
    run_to_the_end(qtbot, again)
    text = again.comparison.toPlainText()
    assert "seat 1's win rate" in text and "%" in text and "±" in text


def test_play_simulate_opens_the_lab_on_the_current_document(window, qtbot, monkeypatch) -> None:
    from editor.document import Document
    from editor.plugin import document_kind
    from engine.games.samurai_battles.game import bundled_scenario

    doc = Document(bundled_scenario("sb-z001"), kind=document_kind("samurai_battles/scenario"))
    window.add_document(doc)
    window.findChild(QAction, "play.simulate").trigger()
    lab = window.tabs.currentWidget()
    assert isinstance(lab, BalanceLab) and lab.game.id == "samurai_battles"
    assert lab.setup_source() is not None


@pytest.mark.parametrize("strength", [120, 900])
def test_the_seats_dialog_offers_the_search_agent_with_a_strength(qtbot, strength: int) -> None:
    dialog = SeatsDialog(load_game("tinygame"), 2)
    qtbot.addWidget(dialog)
    assert dialog.combos[1].currentData() == "mcts"  # the strongest agent by default
    assert dialog.combos[1].currentText() == "search (MCTS)"  # in words (issue 33: it read "mcts")
    dialog.pickers[1].strength.setValue(strength)
    dialog.combos[0].setCurrentIndex(dialog.combos[0].findData(HUMAN))
    assert dialog.seats() == [HUMAN, f"mcts:{strength}"]
    dialog.combos[1].setCurrentIndex(dialog.combos[1].findData("random"))
    assert dialog.seats() == [HUMAN, "random"] and not dialog.pickers[1].strength.isVisibleTo(dialog)


def test_a_searching_agent_thinks_in_a_worker_with_a_progress_bar(qtbot) -> None:
    session = PlaySession(load_game("tinygame"), TinySetup(radius=2), ContentLibrary(), 3, ["mcts:400", "mcts:400"])
    view = generic_player(session)
    view.agent_delay_ms = 0
    qtbot.addWidget(view)
    view.show()
    qtbot.waitUntil(lambda: view.busy and view.thinking.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: view.thinking.maximum() == 400, timeout=10_000)  # the bar counts iterations
    qtbot.waitUntil(lambda: len(session.state.history) >= 2, timeout=30_000)
    view.agent_timer.stop()
    wait_for_jobs()
    assert (
        session.state.history[0]
        in load_game("tinygame").new_initial_state(TinySetup(radius=2), ContentLibrary(), 3).legal_actions()
    )


def test_games_reach_the_window_while_the_run_plays(qtbot) -> None:
    """Each finished game is in the table, the charts and the rate before the run ends."""
    lab = sword_lab(qtbot, games=6, agents="mcts:40,greedy")
    seen: list[tuple[int, int, int, str]] = []  # at every game back while running: done, rows, bars, pace

    def look(done: int, _total: int, _text: str) -> None:
        if lab.job is not None:
            seen.append((done, lab.games_table.rowCount(), len(lab.win_chart.shown), lab.eta.text()))

    lab.run_button.click()
    assert lab.job is not None
    lab.job.progress.connect(look)
    qtbot.waitUntil(lambda: lab.job is None and lab.report is not None, timeout=120_000)
    assert [done for done, *_ in seen] == [1, 2, 3, 4, 5, 6], "every game is reported as it comes back"
    assert seen[0][1] == 1 and seen[0][2] > 0, "the first game is in the table and the charts at once"
    assert seen[-1][1] == 6, "the last game is shown before the run ends"
    assert all(rows <= done for done, rows, *_ in seen)
    assert "/s" in seen[-1][3] and "left" in seen[-1][3]
    assert lab.games_table.rowCount() == 6 and not lab.report["interrupted"]
    rows = [int(lab.games_table.item(r, 0).text()) for r in range(6)]
    assert rows == [1, 2, 3, 4, 5, 6]


@pytest.mark.parametrize("width", [260, 420, 700])
def test_category_labels_never_overlap_at_any_width(qtbot, width: int) -> None:
    from PySide6.QtGui import QFontMetrics

    from editor.lab.charts import FigureChart

    chart = FigureChart("", "lab.chart.figure")
    qtbot.addWidget(chart)
    chart.resize(width, 240)
    chart.show()
    turns = {f"turn {n}": float(n) for n in range(1, 31)}
    chart.show_figure("banners by turn", turns)
    qtbot.wait(10)
    assert chart.shown == turns  # every bar is drawn, whatever is written under it
    axis = chart.getAxis("bottom")
    ticks = axis._tickLevels[0]
    metrics = QFontMetrics(axis.style.get("tickFont") or axis.font())
    box = chart.getPlotItem().getViewBox()
    low, high = box.viewRange()[0]
    pixels = box.width() / (high - low)
    for (x1, t1), (x2, t2) in itertools.pairwise(ticks):
        room = (x2 - x1) * pixels
        assert (metrics.horizontalAdvance(t1) + metrics.horizontalAdvance(t2)) / 2 < room, (t1, t2, room)
    assert ticks[0] == (0, "turn 1")
    assert len(ticks) >= (10 if width >= 700 else 3)


def test_the_comparison_refuses_a_run_with_other_agents(qtbot) -> None:
    lab = sword_lab(qtbot, games=4, agents="random")
    run_to_the_end(qtbot, lab)
    lab.agents.setText("greedy")
    run_to_the_end(qtbot, lab)
    text = lab.comparison.toPlainText()
    assert "not compared: the agents differ: random before, greedy now" in text
    assert "win rate" not in text


def test_a_sweep_in_the_lab_finds_the_even_value_and_draws_it(qtbot) -> None:
    from PySide6.QtCore import Qt

    from tests.support.dicegame import DiceSetup

    lab = BalanceLab(load_game("dicegame"), lambda: DiceSetup(target=5), ContentLibrary(), title="duel")
    qtbot.addWidget(lab)
    lab.agents.setText("random")
    lab.games.setValue(120)
    lab.workers.setValue(2)
    lab.resize(1100, 750)
    lab.show()
    assert [lab.sweep.field.itemText(i) for i in range(lab.sweep.field.count())] == ["target"]
    assert lab.sweep.range.text() == "3..7"  # two steps either side of the document's value
    lab.sweep.range.setText("0..6")
    qtbot.mouseClick(lab.sweep.button, Qt.MouseButton.LeftButton)
    assert lab.job is not None and not lab.run_button.isEnabled()
    qtbot.waitUntil(lambda: lab.job is None and lab.sweep_report is not None, timeout=120_000)
    sweep = lab.sweep_report
    assert sweep["nearest_even"] == 3 and lab.sweep_chart.shown["nearest_even"] == 3
    drawn = lab.sweep_chart.shown["seat 1"]
    assert [(x, rate, lo, hi) for x, rate, lo, hi in drawn] == [
        (float(p["value"]), p["seats"][0]["rate"], *p["seats"][0]["ci95"]) for p in sweep["points"]
    ]
    assert lab.chart_tabs.currentWidget() is lab.sweep_chart
    assert "target = 3" in lab.summary.toPlainText()
    assert lab.report is not None and lab.report["setup"]["target"] == 3  # the even value's games are listed
    assert lab.games_table.rowCount() == 120


def test_a_long_wait_for_the_first_game_counts_up(qtbot) -> None:
    from engine.games.samurai_battles.game import bundled_scenario

    battles = load_game("samurai_battles")
    scenario = bundled_scenario("sb-z001")
    lab = BalanceLab(battles, lambda: scenario, bundled_library(), title="long games")
    qtbot.addWidget(lab)
    lab.agents.setText("mcts:2000")  # minutes a game: nothing comes back for a while
    lab.games.setValue(4)
    lab.workers.setValue(1)
    lab.show()
    lab.run_button.click()
    qtbot.waitUntil(lambda: "waiting for the first: 2 s" in lab.eta.text(), timeout=15_000)
    assert lab.progress.value() == 0
    lab.cancel_button.click()
    qtbot.waitUntil(lambda: lab.job is None, timeout=5000)
    assert lab.eta.text() == "cancelled: the games finished are kept"
