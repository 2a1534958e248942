"""Nothing of a playtest is lost: quitting (Ctrl+Q, the window's close) or closing a play tab with a
game in progress asks to save it, as a document with unsaved changes is asked about; Cancel keeps
playing, Save saves (in the user's games folder), Discard lets it go. A game with nothing played since
it was last saved or loaded closes without a question."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QTabBar

from editor.player import shell as shell_module
from editor.player.session import HUMAN, PlaySession
from editor.plugin import player_for
from engine.content.library import bundled_library
from engine.core.registry import load_game
from engine.games.warlords.game import bundled_battle


@pytest.fixture
def games_dir(tmp_path: Path, monkeypatch) -> Path:
    folder = tmp_path / "games"
    folder.mkdir()
    monkeypatch.setattr(shell_module, "user_games_dir", lambda: folder)
    return folder


def open_battle(window, turns: int = 0):
    """A Warlords battle against an agent in a play tab, ``turns`` human actions played."""
    game = load_game("warlords")
    battle = bundled_battle("wl-battle-defence-border")
    n = game.new_initial_state(battle, bundled_library(), 3).num_players()  # the sides and the game master
    session = PlaySession(game, battle, bundled_library(), 3, [HUMAN] + ["greedy"] * (n - 1))
    shell = player_for(session, agent_delay_ms=60_000)
    window.open_play_view(shell, "Defence of the border")
    for _ in range(turns):
        while session.agent_to_move():
            session.step_agent()
        shell.play(session.legal_actions()[0])
    return shell


class Answer:
    """Answers the next modal message box with ``button`` and remembers its text."""

    def __init__(self, button: QMessageBox.StandardButton) -> None:
        self.button = button
        self.text = ""
        self.name = ""
        QTimer.singleShot(0, self._answer)

    def _answer(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, self._answer)
            return
        self.text, self.name = box.text(), box.objectName()
        QTest.mouseClick(box.button(self.button), Qt.MouseButton.LeftButton)


def quit_by_keys(qtbot, window) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()


def test_ctrl_q_with_a_battle_in_progress_asks_and_cancel_keeps_playing(qtbot, window, games_dir) -> None:
    shell = open_battle(window, turns=2)
    history = list(shell.session.state.history)
    answer = Answer(QMessageBox.StandardButton.Cancel)
    quit_by_keys(qtbot, window)
    assert answer.name == "dialog.save_game" and shell.title in answer.text
    assert window.isVisible() and window.tabs.indexOf(shell) >= 0
    assert shell.session.state.history == history


def test_quitting_saves_the_game_in_the_users_games_folder(qtbot, window, games_dir, monkeypatch) -> None:
    shell = open_battle(window, turns=2)
    asked: list[str] = []

    def save_as(parent, caption, suggested, filters):
        asked.append(suggested)
        return str(Path(suggested)), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_as))
    Answer(QMessageBox.StandardButton.Save)
    assert window.close()
    assert Path(asked[0]).parent == games_dir
    saved = list(games_dir.glob("warlords-*.yaml"))
    assert len(saved) == 1
    again = PlaySession.load(saved[0], bundled_library())
    assert again.state == shell.session.state


def test_quitting_and_cancelling_the_save_dialog_keeps_the_window(qtbot, window, games_dir, monkeypatch) -> None:
    open_battle(window, turns=1)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a: ("", "")))
    Answer(QMessageBox.StandardButton.Save)
    assert not window.close()


def test_closing_a_play_tab_asks_and_discard_closes_it(qtbot, window, games_dir) -> None:
    shell = open_battle(window, turns=1)
    index = window.tabs.indexOf(shell)
    close = window.tabs.tabBar().tabButton(index, QTabBar.ButtonPosition.RightSide)
    Answer(QMessageBox.StandardButton.Cancel)
    QTest.mouseClick(close, Qt.MouseButton.LeftButton)
    assert window.tabs.indexOf(shell) == index
    answer = Answer(QMessageBox.StandardButton.Discard)
    QTest.mouseClick(close, Qt.MouseButton.LeftButton)
    assert answer.name == "dialog.save_game"
    assert all(window.tabs.widget(i) is not shell for i in range(window.tabs.count()))


def test_a_game_with_nothing_new_closes_without_a_question(qtbot, window, games_dir) -> None:
    shell = open_battle(window)
    assert not shell.session.unsaved
    index = window.tabs.indexOf(shell)
    QTest.mouseClick(window.tabs.tabBar().tabButton(index, QTabBar.ButtonPosition.RightSide), Qt.MouseButton.LeftButton)
    assert window.tabs.indexOf(shell) == -1
    saved = open_battle(window, turns=1)
    saved.save_to(str(games_dir / "kept.yaml"))
    assert not saved.session.unsaved and window.close()  # saved just now: nothing to ask


def test_save_game_opens_in_the_users_games_folder(qtbot, window, games_dir, monkeypatch) -> None:
    shell = open_battle(window, turns=1)
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda p, c, d, f: (asked.append(d), ("", ""))[1]))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda p, c, d, f: (asked.append(d), ("", ""))[1]))
    QTest.mouseClick(shell.findChild(type(shell.undo_button), "play.save"), Qt.MouseButton.LeftButton)
    QTest.mouseClick(shell.findChild(type(shell.undo_button), "play.load"), Qt.MouseButton.LeftButton)
    assert Path(asked[0]).parent == games_dir and Path(asked[1]) == games_dir
