"""Battles in the player: a retreat chosen on the board, a Dragon card played from its window,
Honor & Fortune and victory banners in the score."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.games.samurai_battles.play_board import RETREAT
from engine.games.samurai_battles import actions as A
from tests.editor.samurai_battles.test_player import click, play_card, press, session, view_of
from tests.engine.samurai_battles.helpers import dice


def lift(v) -> None:
    assert v.curtain.is_down
    QTest.mouseClick(v.curtain.button, Qt.MouseButton.LeftButton)


def test_a_retreat_is_chosen_on_the_board_hex_by_hex(qtbot) -> None:
    s = session()
    v = view_of(qtbot, s)
    play_card(v, "order2_center")
    click(v, "8,11")
    press(v, "orders-done")
    press(v, "moves-done")
    dice(s.state, "⚑ ⚑ ●")  # three dice: two flags and a miss
    click(v, "7,10")
    lift(v)  # the defender chooses his retreat
    assert s.state.units[4].id == "y-near"
    steps = {a.to for a in s.legal_actions() if isinstance(a, A.Retreat)}
    assert v.table.board.marked(RETREAT) == steps == {"6,9", "6,11"}
    before = len(s.state.history)
    click(v, "7,12")  # not a retreat hex: nothing happens
    assert len(s.state.history) == before
    click(v, "6,11")
    assert s.state.history[-1] == A.Retreat("6,11")
    assert s.state.label(s.state.units[4].hex) == "6,11"
    second = {a.to for a in s.legal_actions() if isinstance(a, A.Retreat)}
    target = sorted(second)[0]
    click(v, target)
    assert s.state.label(s.state.units[4].hex) == target


def test_a_dragon_card_is_played_from_its_window_and_paid_in_honor(qtbot) -> None:
    s = session()
    s.state.dragon_hands[1] = ["ambush"]
    s.state._legal = None
    v = view_of(qtbot, s)
    play_card(v, "order2_center")
    click(v, "8,11")
    press(v, "orders-done")
    press(v, "moves-done")
    click(v, "7,10")  # the melee opens the defender's Dragon window
    lift(v)
    assert [v.table.dragon_hand.item(i).data(Qt.ItemDataRole.UserRole) for i in range(v.table.dragon_hand.count())] == [
        "ambush"
    ]
    assert "Before the opponent's melee roll" in v.table.dragon_hand.item(0).text()
    buttons = v.table.decision_buttons()
    assert set(buttons) == {"dragon ambush -", "pass"}
    assert buttons["dragon ambush -"].text() == "Play Dragon card Ambush"
    honor = s.state.honor[1]
    press(v, "dragon ambush -")
    assert any(isinstance(a, A.PlayDragon) and a.card == "ambush" for a in s.state.history)
    assert s.state.honor[1] == honor - 1
    lift(v)  # the attacker rolls his melee: he takes the screen, and sees the score
    assert "H&F 3" in v.table.score.text().split("|")[1]
