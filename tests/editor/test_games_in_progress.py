"""Games in progress are never lost (issue 27): a play tab's game is autosaved in the user's data
folder after every move, offered on the Start page at the next start and resumed where it was left;
a game saved, finished, or closed and let go leaves no autosave. Quitting with a Samurai Sword game in
progress asks, as with a Warlords battle."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QTabBar

from editor.mainwindow import MainWindow
from editor.player.autosave import autosaves
from editor.player.session import HUMAN, PlaySession
from editor.player.shell import PlayerShell
from editor.plugin import player_for
from engine.content.library import bundled_library
from engine.core.registry import load_game
from tests.editor.test_play_tabs_keep_games import Answer, games_dir, open_battle, quit_by_keys

__all__ = ["games_dir"]  # the fixture, shared


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("WARBENCH_DATA", str(folder))
    return folder


def kept(data_dir: Path) -> list[Path]:
    return sorted((data_dir / "autosave").glob("*.yaml"))


def start_app(qtbot, settings) -> MainWindow:
    w = MainWindow(settings)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    return w


def click_row(widget, row: int) -> None:
    rect = widget.visualItemRect(widget.item(row))
    QTest.mouseClick(widget.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())


def test_a_game_left_at_quit_is_offered_at_the_next_start_and_resumed_where_it_was(
    qtbot, settings, data_dir, games_dir
) -> None:
    first = start_app(qtbot, settings)
    assert not first.start_page.resume_box.isVisibleTo(first.start_page)  # nothing in progress yet
    shell = open_battle(first, turns=1)
    qtbot.waitUntil(lambda: len(kept(data_dir)) == 1, timeout=5000)  # kept a moment after a move
    s0 = shell.session
    while s0.agent_to_move():
        s0.step_agent()
    shell.play(s0.legal_actions()[0])  # and quit at once: the quit writes it
    state = s0.state.clone()
    answer = Answer(QMessageBox.StandardButton.Discard)
    quit_by_keys(qtbot, first)
    assert answer.name == "dialog.save_game" and not first.isVisible()
    assert len(kept(data_dir)) == 1  # not saved by the user, still not lost
    first.deleteLater()

    again = start_app(qtbot, settings)
    assert again.games.offer_games_in_progress(bring_forward=True) == 1  # as the app does at start
    assert again.tabs.currentWidget() is again.start_page
    assert "1 game in progress" in again.statusBar().currentMessage()
    page = again.start_page
    assert page.resume_box.isVisibleTo(page) and page.resume.count() == 1
    assert shell.title in page.resume.item(0).text()
    click_row(page.resume, 0)
    resumed = again.tabs.currentWidget()
    assert isinstance(resumed, PlayerShell)
    assert resumed.title == shell.title  # headed as before
    assert resumed.session.state == state and resumed.session.state.history == state.history
    assert resumed.session.unsaved  # quitting again asks again, and keeps it again
    assert page.resume.count() == 0
    # the resumed game goes on being kept in the same autosave
    s = resumed.session
    while s.agent_to_move():
        s.step_agent()
    resumed.play(s.legal_actions()[0])
    qtbot.waitUntil(lambda: len(kept(data_dir)) == 1 and autosaves()[0].moves == len(s.state.history), timeout=5000)
    # saved by the user: the autosave goes
    resumed.save_to(str(games_dir / "kept.yaml"))
    assert kept(data_dir) == []
    again.close()


def test_closing_a_tab_and_letting_the_game_go_removes_its_autosave(qtbot, window, data_dir, games_dir) -> None:
    shell = open_battle(window, turns=1)
    qtbot.waitUntil(lambda: len(kept(data_dir)) == 1, timeout=5000)
    close = window.tabs.tabBar().tabButton(window.tabs.indexOf(shell), QTabBar.ButtonPosition.RightSide)
    Answer(QMessageBox.StandardButton.Discard)
    QTest.mouseClick(close, Qt.MouseButton.LeftButton)
    assert window.tabs.indexOf(shell) == -1 and kept(data_dir) == []


def test_a_finished_game_leaves_no_autosave(qtbot, window, data_dir) -> None:
    game = load_game("dicegame")
    setup = game.example_setups()[0]
    session = PlaySession(game, setup, bundled_library(), 1, [HUMAN, HUMAN])
    shell = player_for(session, agent_delay_ms=0)
    window.open_play_view(shell, "duel")
    if shell.curtain.is_down:
        QTest.mouseClick(shell.curtain.button, Qt.MouseButton.LeftButton)
    assert shell.play(session.legal_actions()[0])
    qtbot.waitUntil(lambda: len(kept(data_dir)) == 1, timeout=5000)
    while not session.state.is_terminal():
        session.apply(session.legal_actions()[0])
    assert kept(data_dir) == []


def test_ctrl_q_with_a_samurai_sword_game_in_progress_asks(qtbot, window, data_dir) -> None:
    game = load_game("samurai_sword")
    setup = game.example_setups()[0]
    n = game.new_initial_state(setup, bundled_library(), 2).num_players()
    session = PlaySession(game, setup, bundled_library(), 2, [HUMAN] + ["random"] * (n - 1))
    shell = player_for(session, agent_delay_ms=60_000)
    window.open_play_view(shell, "Samurai Sword")
    while session.agent_to_move():
        session.step_agent()
    assert shell.play(session.legal_actions()[0])
    history = list(session.state.history)
    answer = Answer(QMessageBox.StandardButton.Cancel)
    quit_by_keys(qtbot, window)
    assert answer.name == "dialog.save_game" and window.isVisible()
    assert window.tabs.indexOf(shell) >= 0 and session.state.history == history
