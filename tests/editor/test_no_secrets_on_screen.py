"""For every registered game with hidden information, a hot-seat session in its player never shows
anything the people at the screen may not see.

A random walk of a hot-seat session mixes what users do: actions, hand-overs (the curtain lifted
by the seat it asks for), Undo and Redo (Ctrl+Z, Ctrl+Shift+Z), Restart, Save and Load, and "Show
my secrets" on a screen where a seat plays in public, and clicks on earlier steps of the table's
playbacks (and, while the curtain is held back for a public playback, on the steps it plays). The test
keeps its own account of who may be looking: the seat that lifted the curtain, and every seat whose
view the player showed since without a curtain. At every step the player — hosted in the main
window — is read whole: every text, tooltip, list, tree and scene item, hidden widgets included,
the picture, the status bar, the window title, the tab's title and any open dialog. It must be the
same when everything hidden from any seat that may be looking is redrawn (``resample_hidden``, the
engine's determinisation, as the searching agents use it) — in the game as it stands and at the
step a playback shows; while the curtain is down, the same
whatever any seat's secrets are. A curtain that falls leaves nothing of the last seat's turn in the
status bar."""

from __future__ import annotations

import hashlib
import random
from contextlib import contextmanager

import pytest
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QTabWidget,
    QTextEdit,
    QTreeWidget,
    QTreeWidgetItemIterator,
    QWidget,
)

from editor.player.playback import StepPlayback
from editor.player.session import HUMAN, PlaySession
from editor.plugin import player_for
from engine.content.library import bundled_library
from engine.core.registry import registered_games

GAMES = [g for g in registered_games() if g.has_hidden_info]
STEPS = 80


def widget_texts(root: QWidget) -> list[str]:
    """Every text the player holds, visible or not, in a stable order."""
    out: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        name = f"{type(w).__name__}:{w.objectName()}"
        if w.toolTip():
            out.append(f"{name} tip {w.toolTip()}")
        if isinstance(w, (QLabel, QAbstractButton, QLineEdit)):
            out.append(f"{name} {w.text()}")
        elif isinstance(w, (QPlainTextEdit, QTextEdit)):
            out.append(f"{name} {w.toPlainText()}")
        elif isinstance(w, QListWidget):
            for i in range(w.count()):
                it = w.item(i)
                out.append(f"{name}[{i}] {it.text()} | {it.toolTip()} | {it.data(Qt.ItemDataRole.UserRole)!r}")
        elif isinstance(w, QTreeWidget):
            it = QTreeWidgetItemIterator(w)
            while it.value():
                item = it.value()
                out.append(f"{name} {[item.text(c) for c in range(item.columnCount())]}")
                it += 1
        elif isinstance(w, QComboBox):
            out.append(f"{name} {[w.itemText(i) for i in range(w.count())]}")
        elif isinstance(w, QTabWidget):
            out.append(f"{name} {[w.tabText(i) for i in range(w.count())]}")
        elif isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items(Qt.SortOrder.AscendingOrder):
                text = item.text() if isinstance(item, (QGraphicsSimpleTextItem,)) else ""
                if isinstance(item, QGraphicsTextItem):
                    text = item.toPlainText()
                out.append(f"{name} item {type(item).__name__} {item.pos()} {item.toolTip()} {item.data(0)!r} {text}")
    return out


def picture(w: QWidget) -> str:
    img = w.grab().toImage()
    return hashlib.sha256(bytes(img.constBits())).hexdigest()


def screen(shell) -> tuple[str, list[str]]:
    """The settled screen: pending layouts and fits done, widgets already thrown away gone."""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    before = None
    for _ in range(8):
        QApplication.processEvents()
        now = picture(shell)
        if now == before:
            break
        before = now
    return before or picture(shell), widget_texts(shell)


def assert_screen_ignores_hidden(shell, seats: list[int], seed: int) -> None:
    """The screen for the true state equals the screen for states with ``seats``' hidden information redrawn."""
    session = shell.session
    true = session.state
    for timer in shell.findChildren(QTimer):  # animations (a battle playing back) hold still
        timer.stop()
    shell.refresh()
    want = screen(shell)
    for seat in seats:
        session.state = true.resample_hidden(seat, seed)
        shell.refresh()
        got = screen(shell)
        session.state = true
        shell.refresh()
        assert got[1] == want[1], f"seat {seat}'s hidden information changes what is on screen"
        assert got[0] == want[0], f"seat {seat}'s hidden information changes the picture on screen"


def main_window_texts(window) -> list[str]:
    """What the main window shows around the player: its title, the tabs' titles, the status bar and
    every open dialog (message boxes included) with its texts."""
    out = [f"title {window.windowTitle()}", f"status {window.statusBar().currentMessage()}"]
    out += [f"tab {window.tabs.tabText(i)}" for i in range(window.tabs.count())]
    for w in QApplication.topLevelWidgets():
        if isinstance(w, QDialog) and w.isVisible():
            out += [f"dialog {w.windowTitle()}", *widget_texts(w)]
    return out


@contextmanager
def redrawn(shell, seat: int, seed: int):
    """The session's game with ``seat``'s hidden information redrawn — as it stands, and at every
    earlier step a playback draws (the states the shell's timeline replays)."""
    session = shell.session
    true = session.state
    timeline = shell.states
    true_at = timeline.state_at

    def state_at(history, after, event):
        st = true_at(history, after, event)
        if after >= len(history) and st is timeline.state_after(history, after):
            return st  # the game as it stands: drawn from the session's (redrawn) state
        return st.resample_hidden(seat, seed + 31 * after)

    session.state = true.resample_hidden(seat, seed)
    timeline.state_at = state_at
    try:
        shell.refresh()
        yield
    finally:
        del timeline.state_at
        session.state = true
        shell.refresh()


def shell_ignores_hidden(shell, seats: list[int], seed: int) -> None:
    """The player, as it was left, is the same when the hidden information of any of ``seats`` is
    redrawn, in the game as it stands and at the step a playback shows."""
    for timer in shell.findChildren(QTimer):  # animations (a battle playing back) hold still
        timer.stop()
    want = screen(shell)
    for k, seat in enumerate(seats):
        with redrawn(shell, seat, seed + k):
            got = screen(shell)
        assert got[1] == want[1], f"seat {seat}'s hidden information changes a text on screen"
        assert got[0] == want[0], f"seat {seat}'s hidden information changes the picture on screen"


def assert_window_ignores_hidden(window, shell, seats: list[int], seed: int) -> None:
    """The player and the window around it are the same for the true game and for games with
    ``seats``' hidden information redrawn (as it stands and at the step a playback shows)."""
    for timer in shell.findChildren(QTimer):  # animations (a battle playing back) hold still
        timer.stop()
    want = (screen(shell), main_window_texts(window))  # as the player left it
    for k, seat in enumerate(seats):
        with redrawn(shell, seat, seed + k):
            got = (screen(shell), main_window_texts(window))
        assert got[0][1] == want[0][1], f"seat {seat}'s hidden information changes a text on screen"
        assert got[1] == want[1], f"seat {seat}'s hidden information changes the window around the player"
        assert got[0][0] == want[0][0], f"seat {seat}'s hidden information changes the picture on screen"


def press(shell, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    shell.window().activateWindow()
    shell.setFocus()
    QApplication.processEvents()
    QTest.keyClick(shell, key, modifiers)


CTRL = Qt.KeyboardModifier.ControlModifier
#: what a user does next, and how often
MOVES = (("act", 10), ("undo", 3), ("redo", 2), ("restart", 1), ("save_load", 1), ("secrets", 1))
#: how often the user clicks an earlier step of a playback between two of those
PLAYBACK_CLICKS = 0.25
#: games whose tables play back every step (the others, a resolution or a battle, which a short
#: walk may not reach)
EVERY_STEP_PLAYED_BACK = ("samurai_battles", "samurai_sword", "warlords")
LEFT = Qt.MouseButton.LeftButton


def click_playback_step(shell, rnd: random.Random) -> bool:
    """Bring a playback of the table forward (a click on its tab) and click an earlier step in its
    list (not the last: the game as it stands); ``False`` when no playback has one."""
    playbacks = [w for _, w in shell.table.side_tabs() if isinstance(w, StepPlayback) and len(w.steps) > 1]
    if not playbacks:
        return False
    pb = rnd.choice(playbacks)
    tabs = shell.side.tabBar()
    QTest.mouseClick(tabs, LEFT, Qt.KeyboardModifier.NoModifier, tabs.tabRect(shell.side.indexOf(pb)).center())
    row = rnd.randrange(len(pb.steps) - 1)
    item = pb.list.item(row)
    pb.list.scrollToItem(item)
    QTest.mouseClick(pb.list.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, pb.list.visualItemRect(item).center())
    assert pb.index == row
    return True


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_hot_seat_session_never_shows_what_the_people_at_the_screen_may_not_see(
    qtbot, window, tmp_path, game, monkeypatch
) -> None:
    # a status message stays until the next one: on a busy machine its 8 s could run out between
    # two readings of the same screen, which is no change of what a seat sees
    monkeypatch.setattr(window.messages, "status", lambda text: window.statusBar().showMessage(text))
    setup = game.example_setups()[0]
    n = game.new_initial_state(setup, bundled_library(), 0).num_players()
    session = PlaySession(game, setup, bundled_library(), 11, [HUMAN] * n)
    shell = player_for(session, agent_delay_ms=0)
    window.open_play_view(shell, game.name)
    window.resize(1300, 850)
    qtbot.waitExposed(shell)
    said: list[str] = []
    shell.status_message.connect(said.append)
    rnd = random.Random(5)
    clicks = random.Random(6)
    lookers: set[int] = set()
    done = {name: 0 for name, _ in MOVES} | {"curtain": 0, "no curtain": 0, "playback": 0, "public step": 0}
    names, weights = zip(*MOVES, strict=True)
    for step in range(STEPS):
        s = shell.session
        if shell.curtain.is_down:
            # nobody's secrets on screen; the status bar names only who is asked to the screen
            if step:  # (the first curtain falls before the window listens)
                asked = shell.table.seat_name(shell.curtain.player)
                assert window.statusBar().currentMessage() in said and any(asked in m for m in said)
            assert_window_ignores_hidden(window, shell, list(range(n)), 100 + step)
            if shell.curtain.is_held and clicks.random() < 0.7 and click_playback_step(shell, clicks):
                # a playback watched in public: the step clicked is checked (next) against every
                # seat's secrets redrawn, at that step too
                done["public step"] += 1
                continue
            seat = shell.curtain.player
            QTest.mouseClick(shell.curtain.button, Qt.MouseButton.LeftButton)
            if not shell.curtain.is_down:  # a held curtain falls whole first, then the seat lifts it
                lookers = {seat}
            done["curtain"] += 1
            continue
        # the people at the screen have not changed: what is shown must hold nothing hidden from them
        assert_window_ignores_hidden(window, shell, sorted(lookers), 100 + step)
        if s.viewer() not in lookers:
            done["no curtain"] += 1
            lookers.add(s.viewer())  # shown without a curtain: that seat may come to the screen too
        said.clear()
        if clicks.random() < PLAYBACK_CLICKS and click_playback_step(shell, clicks):
            done["playback"] += 1
            continue  # checked next against the secrets redrawn, at the step clicked too
        move = rnd.choices(names, weights)[0]
        if move == "act" and s.human_to_move():
            legal = s.legal_actions()
            assert shell.play(legal[rnd.randrange(len(legal))])
        elif move == "undo":
            before = list(s.state.history)
            press(shell, Qt.Key.Key_Z, CTRL)
            assert said, "Ctrl+Z says what it did or why not"
            if s.state.history != before:
                assert len(s.state.history) == len(before) - 1
        elif move == "redo":
            press(shell, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
        elif move == "restart":
            QTest.mouseClick(shell.restart_button, Qt.MouseButton.LeftButton)
            assert s.state.history == []
        elif move == "secrets" and shell.secrets_button.isVisible():
            QTest.mouseClick(shell.secrets_button, Qt.MouseButton.LeftButton)
            assert shell.curtain.is_down and shell.curtain.player == s.viewer()
        elif move == "save_load":
            path = tmp_path / f"{game.id}-{step}.yaml"
            shell.save_to(str(path))
            history = list(s.state.history)
            assert shell.load_from(str(path)) and shell.session.state.history == history
        else:
            continue
        done[move] += 1
        if s.state.is_terminal():
            QTest.mouseClick(shell.restart_button, Qt.MouseButton.LeftButton)
    assert done["act"] >= 10 and done["undo"] and done["restart"] and done["save_load"], done
    if game.id in EVERY_STEP_PLAYED_BACK:
        assert done["playback"], done  # earlier steps were stepped to, and checked at those steps
