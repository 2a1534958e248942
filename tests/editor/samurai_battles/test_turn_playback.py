"""Following the other side's turn: it is played back step by step (moves as arrows, attacks as
lines, the dice of each roll), with step, pause and speed controls; every roll goes into a dice
history; a phase that ends by itself says why; the decision's buttons keep their places."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsPolygonItem

from editor.player.session import HUMAN
from editor.words import named
from tests.editor.samurai_battles.test_player import click, play_card, press, session, view_of


def own_turn_without_battle(v) -> None:
    """Red orders its left unit, moves nobody and ends the turn (no target is in reach)."""
    play_card(v, "order2_left")
    click(v, "8,5")
    press(v, "orders-done")
    press(v, "moves-done")


def test_the_opponents_turn_can_be_stepped_through_event_by_event(qtbot) -> None:
    s = session(seats=(HUMAN, "greedy"))
    v = view_of(qtbot, s)
    own_turn_without_battle(v)
    press(v, "take-honor")
    qtbot.waitUntil(lambda: s.human_to_move() or s.state.is_terminal(), timeout=8000)
    pb = v.table.playback
    public = [e for e in s.state.events if e.visible_to is None]
    start = max(i for i, e in enumerate(public) if e.kind == "turn" and e.data.get("player") == 1)
    theirs = public[start:]
    assert any(e.kind == "move" for e in theirs), [e.text for e in theirs]
    assert [e.text for e in pb.events[-len(theirs) :]] == [e.text for e in theirs]
    # pause, go to the start of their turn, then step forward one event per click
    if pb.timer.isActive():
        QTest.mouseClick(pb.play_button, Qt.MouseButton.LeftButton)
    assert not pb.timer.isActive()
    pb.list.setCurrentRow(len(pb.events) - len(theirs))
    board = v.table.board.document.board
    for e in theirs:
        assert pb.shown_event() is e or pb.shown_event().text == e.text
        # the caption is the event, its pieces by their names (issue 33: no ids on screen)
        assert v.table.playback.caption.text() == named(e.text, v.table.names)
        assert not any(u.id in v.table.playback.caption.text() for u in s.state.units)
        traces = v.table._trace_items
        if e.kind == "move":
            heads = [i for i in traces if isinstance(i, QGraphicsPolygonItem)]
            assert len(heads) == 1  # the arrow ends on the hex moved to
            x, y = board.center(board.parse(e.data["to"]))
            assert heads[0].boundingRect().adjusted(-20, -20, 20, 20).contains(x, y)
        elif e.kind == "roll":
            assert len(v.table.dice.faces) == len(e.data["faces"]) and traces
        else:
            assert traces == [] or e.kind == "declare"
        if e is not theirs[-1]:
            QTest.mouseClick(pb.forward_button, Qt.MouseButton.LeftButton)
    assert pb.at_end() and not pb.forward_button.isEnabled()
    # every roll of the game is in the dice history, newest first
    rolls = [e for e in public if e.kind == "roll"]
    assert v.table.dice_history.count() == len(rolls)


def test_a_skipped_phase_is_announced_with_the_engines_reason(qtbot) -> None:
    s = session()
    v = view_of(qtbot, s)
    own_turn_without_battle(v)
    assert v.last_message == "Battle phase skipped: no ordered unit can fire or melee"
    texts = [v.table.playback.list.item(i).text() for i in range(v.table.playback.list.count())]
    assert "Battle phase skipped: no ordered unit can fire or melee" in texts


def test_a_decision_button_stays_in_its_place_when_it_becomes_unavailable(qtbot) -> None:
    s = session()
    v = view_of(qtbot, s)
    play_card(v, "order2_left")
    click(v, "8,5")
    press(v, "orders-done")
    done = v.table.decision_buttons()["moves-done"]
    where = done.mapTo(v, done.rect().center())
    QTest.mouseClick(done, Qt.MouseButton.LeftButton)
    after = len(s.state.history)
    assert "take-honor" in v.table.decision_buttons()  # the next decision is offered...
    assert "moves-done" not in v.table.decision_buttons()
    assert done.isVisible() and not done.isEnabled()  # ...and "Moves done" stays, disabled, where it was
    assert done.mapTo(v, done.rect().center()) == where
    # a second click at the same place does nothing (it does not land on another button)
    QTest.mouseClick(v.childAt(where) or done, Qt.MouseButton.LeftButton)
    assert len(s.state.history) == after
