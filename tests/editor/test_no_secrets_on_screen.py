"""For every registered game, a hot-seat game in its player never shows anything the seat at the
screen may not see.

At every step of a random game, the player is drawn twice: for the true state, and for a state in
which everything hidden from the seat at the screen is redrawn (``resample_hidden``). What is on
screen — the picture of the whole player and every text, tooltip, list, tree and scene item in it,
hidden widgets included — must be the same: whatever differs would be a secret shown. While the
curtain is down, the screen must not depend on any seat's secrets."""

from __future__ import annotations

import hashlib
import random

import pytest
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
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

from editor.player.session import HUMAN, PlaySession
from editor.plugin import player_for
from engine.content.library import bundled_library
from engine.core.registry import registered_games

GAMES = [g for g in registered_games() if g.has_hidden_info]
STEPS = 36


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


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_hot_seat_game_never_shows_what_the_seat_at_the_screen_may_not_see(qtbot, game) -> None:
    setup = game.example_setups()[0]
    n = game.new_initial_state(setup, bundled_library(), 0).num_players()
    session = PlaySession(game, setup, bundled_library(), 11, [HUMAN] * n)
    shell = player_for(session, agent_delay_ms=0)
    qtbot.addWidget(shell)
    shell.resize(1100, 700)
    shell.show()
    qtbot.waitExposed(shell)
    rnd = random.Random(5)
    curtains = 0
    for step in range(STEPS):
        if session.state.is_terminal():
            break
        if shell.curtain.is_down:
            curtains += 1
            assert_screen_ignores_hidden(shell, list(range(n)), 100 + step)
            QTest.mouseClick(shell.curtain.button, Qt.MouseButton.LeftButton)
            continue
        assert session.human_to_move()
        assert_screen_ignores_hidden(shell, [session.viewer()], 100 + step)
        legal = session.legal_actions()
        assert shell.play(legal[rnd.randrange(len(legal))])
    assert curtains >= 2, "the screen passed between the players behind the curtain"
