"""The etude player driven like a user: tiles dragged from the hand onto hexes, turned with the
wheel, instants aimed by clicks, the final battle triggered and played back; success for a
bundled etude's solution, failure for a wrong line; undo, restart and hints."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from editor.games.neuroshima.etude_player import EtudeTable, etude_player
from editor.games.neuroshima.play_board import CHOSEN, TARGET, hand_mime
from editor.player.shell import PlayerShell
from engine.content.io import load_file
from engine.content.library import bundled_library
from engine.core.hexgrid import Hex
from tests.editor.neuroshima.helpers import bundled, drop_mime


def argb(color: QColor) -> str:
    return color.name(QColor.NameFormat.HexArgb)


def player(qtbot, stem: str) -> PlayerShell:
    view = etude_player(load_file(bundled(stem)).model, bundled_library())
    qtbot.addWidget(view)
    view.resize(1300, 800)
    view.show()
    qtbot.waitExposed(view)
    view.table.board.fit()
    return view


def shown(view: PlayerShell) -> str:
    """What the status lines say (the shell's prompt and the table's result)."""
    return view.status.text() + " " + view.table.status.text()


def click(widget, pos: QPointF | QPoint) -> None:
    QTest.mouseClick(
        widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(int(pos.x()), int(pos.y()))
    )


def click_hex(view, cell: Hex) -> None:
    click(view.board.viewport(), view.board.cell_point(cell))


def click_hand(view, tile_id: str) -> None:
    item = view.hand.item_of(tile_id)
    assert item is not None, tile_id
    click(view.hand.viewport(), view.hand.visualItemRect(item).center())


def drag_from_hand(view, tile_id: str, cell: Hex) -> bool:
    return drop_mime(view.board.viewport(), hand_mime(tile_id), view.board.cell_point(cell))


def wheel(view, cell: Hex, notches: int) -> None:
    vp = view.board.viewport()
    pos = view.board.cell_point(cell)
    ev = QWheelEvent(
        pos,
        QPointF(vp.mapToGlobal(pos.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(vp, ev)


def settle(qtbot, view: PlayerShell) -> None:
    qtbot.waitUntil(lambda: not view.busy and not view.table.hinting, timeout=20_000)


def fight(qtbot, view: PlayerShell) -> None:
    button = view.table.battle_button
    assert button.isEnabled()
    click(button, button.rect().center())
    settle(qtbot, view)


def test_a_bundled_solution_played_with_drag_wheel_and_confirm_solves_the_etude(qtbot) -> None:
    view = player(qtbot, "01")  # solution: place outpost_commando 1,1 1
    assert drag_from_hand(view.table, "outpost_commando", Hex(1, 1))
    assert view.table.board.ghost is not None and view.table.aim is not None
    assert (Hex(1, 1), argb(CHOSEN)) in view.table.board.highlighted()  # the chosen hex
    wheel(view.table, Hex(1, 1), -1)  # one notch clockwise: front to the north-east
    assert view.table.aim.rotation() == 1 and view.table.board.ghost.rotation_steps == 1
    click(view.table.confirm_button, view.table.confirm_button.rect().center())
    settle(qtbot, view)
    assert view.session.state.played == 1 and view.session.state.final_battle_due()
    assert "fight the final battle" in shown(view)
    fight(qtbot, view)
    assert view.table.result() is True
    assert "Solved" in shown(view)
    # the battle plays back: step through it and see the attack highlighted
    pb = view.table.playback
    assert pb.frames and pb.battle_choice.count() == 1
    pb.stop()
    attack = next(i for i, f in enumerate(pb.frames) if f.attackers)
    pb.show(attack)
    marks = dict(view.table.board.highlighted())
    assert pb.frames[attack].attackers[0] in marks and pb.frames[attack].targets[0] in marks
    click(pb.back_button, pb.back_button.rect().center())
    assert pb.index == attack - 1
    pb.show(len(pb.frames) - 1)
    assert [t.tile for t in view.table.board.position.tiles if t.player == 2 and t.tile == "moloch_hq"] == []


def test_an_instant_aimed_by_clicks_solves_an_etude_with_a_push(qtbot) -> None:
    view = player(qtbot, "04")  # solution: push moloch_push -1,1 0,1
    click_hand(view.table, "moloch_push")
    pushers = [h for h, _ in view.table.board.highlighted()]
    assert Hex(-1, 1) in pushers
    click_hex(view.table, Hex(-1, 1))
    assert [h for h, c in view.table.board.highlighted() if c == argb(TARGET)] == [Hex(0, 1)]  # the only target
    click_hex(view.table, Hex(0, 1))
    settle(qtbot, view)
    assert view.session.state.played == 1
    fight(qtbot, view)
    assert view.table.result() is True


def test_a_wrong_line_shows_failure_and_undo_and_restart_bring_the_etude_back(qtbot) -> None:
    view = player(qtbot, "01")
    assert drag_from_hand(view.table, "outpost_commando", Hex(1, 1))
    QTest.keyClick(view.table.board.viewport(), Qt.Key.Key_Return)  # front to the north: the wrong way
    settle(qtbot, view)
    fight(qtbot, view)
    assert view.table.result() is False
    assert "Not solved" in shown(view)
    failed = [view.table.goals.item(i).text() for i in range(view.table.goals.count())]
    assert failed and failed[0].startswith("✘")
    view.undo_button.click()
    assert view.session.state.final_battle_due() and view.table.result() is None
    view.restart_button.click()
    assert view.session.state.played == 0 and view.table.hand.count() == 3 and view.table.playback.frames == []


def test_hints_give_the_next_step_a_little_at_a_time(qtbot) -> None:
    # first the tile, then its place, then the whole step; a step played starts again from the tile
    view = player(qtbot, "01")
    QTest.mouseClick(view.table.hint_button, Qt.MouseButton.LeftButton)
    settle(qtbot, view)
    assert view.table.last_hint is not None and view.table.last_hint.to_str().startswith("place outpost_commando 1,1")
    assert "Hint: play Commando next." in shown(view)
    assert "1,1" not in shown(view) and not view.table.board._highlights  # no hex given away yet
    QTest.mouseClick(view.table.hint_button, Qt.MouseButton.LeftButton)
    assert "Hint: Commando goes on hex" in shown(view) and "(1,1)" in shown(view)
    assert "facing" not in shown(view)
    QTest.mouseClick(view.table.hint_button, Qt.MouseButton.LeftButton)
    assert "Hint: place Commando on hex" in shown(view) and "facing" in shown(view)
    assert drag_from_hand(view.table, "outpost_commando", Hex(1, 1))
    QTest.keyClick(view.table.board.viewport(), Qt.Key.Key_Return)
    settle(qtbot, view)
    assert view.table.last_hint is None and view.table.hint_level == 0


def test_a_hand_tile_starts_a_real_drag(qtbot) -> None:
    view = player(qtbot, "01")
    item = view.table.hand.item_of("outpost_commando")
    rect = view.table.hand.visualItemRect(item)
    vp = view.table.hand.viewport()
    with qtbot.waitSignal(view.table.hand.drag_started, timeout=2000) as blocker:
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
        QTest.mouseMove(vp, rect.center() + QPoint(30, 30))
        QTest.mouseMove(vp, rect.center() + QPoint(60, 60))
    assert blocker.args == ["outpost_commando"]


def test_play_on_an_etude_document_opens_the_etude_player_on_a_copy(window) -> None:
    from tests.editor.neuroshima.helpers import open_etude

    doc = open_etude(window, path=bundled("01"))
    window.games.act_play.trigger()
    view = window.tabs.currentWidget()
    assert isinstance(view, PlayerShell) and isinstance(view.table, EtudeTable)
    assert view.table.etude is not doc.model and view.table.etude.id == doc.model.id
    doc.model.pool.clear()  # editing the document does not touch the running etude
    assert view.table.hand.count() == 3


def test_an_etude_where_the_opponent_moves_next_is_solved_with_two_moves(qtbot) -> None:
    view = player(qtbot, "15")  # the opponent answers in the worker thread before the final battle
    for src, dst, rot in ((Hex(1, 0), Hex(1, 0), 1), (Hex(2, 0), Hex(1, 1), 0)):
        click_hand(view.table, "outpost_move")
        click_hex(view.table, src)
        click_hex(view.table, dst)
        for _ in range(6):
            if view.table.aim.rotation() == rot:
                break
            wheel(view.table, dst, -1)
        assert view.table.board.ghost is not None and view.table.aim.rotation() == rot
        click(view.table.confirm_button, view.table.confirm_button.rect().center())
        settle(qtbot, view)
    assert view.session.state.played == 2
    if view.session.state.final_battle_due():
        fight(qtbot, view)
    assert view.table.result() is True, shown(view)


def test_play_on_an_etude_with_errors_says_what_to_fix(window) -> None:
    from PySide6.QtWidgets import QMessageBox

    from tests.editor.neuroshima.helpers import open_etude, small_etude

    open_etude(window, small_etude(tiles=[]))  # no HQs
    tabs = window.tabs.count()
    window.games.act_play.trigger()
    assert window.tabs.count() == tabs
    box = window.findChild(QMessageBox, "dialog.cannot_play")
    assert box is not None and "has no HQ" in box.text()
    box.close()


def test_r_turns_a_dropped_tile_even_when_the_hand_had_the_focus(qtbot) -> None:
    view = player(qtbot, "01")
    view.table.hand.setFocus()
    assert drag_from_hand(view.table, "outpost_commando", Hex(1, 1))
    aim = view.table.aim
    assert aim is not None and aim.complete()
    before = aim.rotation()
    focused = view.focusWidget()
    assert focused is not view.table.hand  # the keys of the prompt go to the board
    QTest.keyClick(focused, Qt.Key.Key_R)
    assert view.table.aim is aim and aim.rotation() != before
    assert "Turn it with" in shown(view)


def test_a_drag_from_the_hand_lights_the_free_hexes_at_once_and_a_refused_drop_says_why(qtbot) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QMouseEvent

    from engine.games.neuroshima.actions import Place

    view = player(qtbot, "01")
    table = view.table
    assert not table.board.highlighted()
    # a real mouse drag from the hand: press on the tile and move with the button held
    hand = table.hand
    vp = hand.viewport()
    start = hand.visualItemRect(hand.item_of("outpost_commando")).center()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for d in (4, 12, 30):
        pos = QPointF(start.x() + d, start.y() + d)
        QApplication.sendEvent(
            vp,
            QMouseEvent(
                QEvent.Type.MouseMove,
                pos,
                QPointF(vp.mapToGlobal(pos.toPoint())),
                Qt.MouseButton.NoButton,
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
            ),
        )
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    free = {a.hex for a in view.session.legal_actions() if isinstance(a, Place) and a.tile == "outpost_commando"}
    lit = {h for h, c in table.board.highlighted() if c == argb(TARGET)}
    assert free and lit == free  # lit as the drag starts, no click first
    # dropped on a taken hex: refused, and the engine's reason is at the pointer
    board = table.board.board_scene.document.board
    taken = next(c for c in board.cells() if c not in free)
    refusal = view.session.state.illegal_reason(Place("outpost_commando", taken, 0))
    assert refusal is not None
    reason = str(refusal)  # the refusal is a message, said in the app's language
    md = hand_mime("outpost_commando")
    pos = table.board.cell_point(taken)
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    bvp = table.board.viewport()
    QApplication.sendEvent(bvp, QDragEnterEvent(pos.toPoint(), Qt.DropAction.CopyAction, md, buttons, mods))
    QApplication.sendEvent(bvp, QDragMoveEvent(pos.toPoint(), Qt.DropAction.CopyAction, md, buttons, mods))
    assert reason in table.board.drop_feedback.tip  # said while hovering
    drop = QDropEvent(pos, Qt.DropAction.CopyAction, md, buttons, mods)
    QApplication.sendEvent(bvp, drop)
    assert not drop.isAccepted() and view.session.state.history == []
    tip = table.board.drop_feedback.tip
    assert "cannot go here" in tip and reason in tip


def test_r_in_the_hand_list_turns_the_aimed_tile_and_selects_no_tile(qtbot) -> None:
    # the hint names R; with the focus back in the hand list, R turned nothing and chose the Runner
    view = player(qtbot, "01")
    assert drag_from_hand(view.table, "outpost_commando", Hex(1, 1))
    aim = view.table.aim
    assert aim is not None
    hand = view.table.hand
    hand.setFocus()
    chosen = hand.currentItem().data(Qt.ItemDataRole.UserRole) if hand.currentItem() else None
    before = aim.rotation()
    QTest.keyClick(hand, Qt.Key.Key_R)
    assert view.table.aim is aim and aim.rotation() == (before + 1) % 6
    assert (hand.currentItem().data(Qt.ItemDataRole.UserRole) if hand.currentItem() else None) == chosen
    QTest.keyClick(hand, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert aim.rotation() == before
    QTest.keyClick(hand, Qt.Key.Key_Return)
    settle(qtbot, view)
    assert view.session.state.played == 1
