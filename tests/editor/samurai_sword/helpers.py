"""Driving the Samurai Sword editor and table like a user: real clicks on cards of the hand, on
seats and buttons, keys in combo and spin boxes."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QPushButton

from editor.games.samurai_sword.table import SSTable
from editor.player.session import PlaySession
from editor.player.shell import PlayerShell
from editor.plugin import player_for
from engine.games.samurai_sword import actions as A

LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier


def open_player(qtbot: Any, session: PlaySession, size: tuple[int, int] = (1100, 700)) -> PlayerShell:
    shell = player_for(session, agent_delay_ms=0)
    qtbot.addWidget(shell)
    shell.resize(*size)
    shell.show()
    qtbot.waitExposed(shell)
    lift_curtain(shell)
    return shell


def table_of(shell: PlayerShell) -> SSTable:
    assert isinstance(shell.table, SSTable)
    return shell.table


def lift_curtain(shell: PlayerShell) -> bool:
    """Hand the screen over: a playback watched in public first ("Pass the screen"), then "I am ready"."""
    if shell.curtain.is_down:
        if shell.curtain.is_held:
            QTest.mouseClick(shell.curtain.button, LEFT)
            assert shell.curtain.is_down and not shell.curtain.is_held
        QTest.mouseClick(shell.curtain.button, LEFT)
        return True
    return False


def click_card(table: SSTable, card: str) -> None:
    """Click ``card`` in the hand at the bottom of the table."""
    hand = table.hand
    index = hand.cards.index(card)
    QTest.mouseClick(hand, LEFT, NO_KEYS, hand.card_point(index).toPoint())


def double_click_card(table: SSTable, card: str) -> None:
    hand = table.hand
    point = hand.card_point(hand.cards.index(card)).toPoint()
    QTest.mouseDClick(hand, LEFT, NO_KEYS, point)


def click_seat(table: SSTable, seat: int) -> None:
    QTest.mouseClick(table.canvas, LEFT, NO_KEYS, table.canvas.seat_rect(seat).center().toPoint())


def click_chip(table: SSTable, seat: int, card: str) -> None:
    QTest.mouseClick(table.canvas, LEFT, NO_KEYS, table.canvas.chip_rect(seat, card).center().toPoint())


def click_button(table: SSTable, notation: str) -> None:
    button = table.decision_buttons()[notation]
    assert isinstance(button, QPushButton) and button.isVisible(), notation
    QTest.mouseClick(button, LEFT)


def take_at_the_table(table: SSTable, action: A.Action) -> None:
    """Take ``action`` the way a player does: a card of the hand, then a player, a card in front
    of one or a button; an answer by its card or its button."""
    if isinstance(action, (A.Parry, A.Discard)):
        click_card(table, action.card)
    elif isinstance(action, (A.Attack, A.PlayOn, A.Geisha)):
        click_card(table, action.weapon if isinstance(action, A.Attack) else action.card)
        if isinstance(action, A.Geisha) and action.pick != "hand":
            click_chip(table, action.target, action.pick)
        else:
            click_seat(table, action.target)
    elif isinstance(action, A.Play):
        click_card(table, action.card)
        click_button(table, action.to_str())
    else:
        click_button(table, action.to_str())


def choose(combo: QComboBox, data: Any) -> None:
    """Pick the item holding ``data`` with the arrow keys (a closed combo box, as a user does)."""
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == data:
            return
        QTest.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == data, f"{data!r} is not offered"


def type_number(box: QAbstractSpinBox, value: int) -> None:
    """Select the spin box's text, type ``value`` and press Enter."""
    line = box.lineEdit()
    QTest.mouseClick(line, LEFT)
    QTest.keyClick(line, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(line, str(value))
    QTest.keyClick(line, Qt.Key.Key_Return)
    QApplication.processEvents()
