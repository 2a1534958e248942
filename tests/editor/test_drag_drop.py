"""Palette → canvas drag and drop: one piece and one undo entry per drop; refusals with reasons.

The offscreen platform's drag is a no-op (``QDrag.exec`` returns at once), so after checking
that a real mouse drag on the palette starts a QDrag, the tests deliver the drag-enter, move
and drop events the platform would deliver, carrying the palette's own MIME data.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from engine.core.hexgrid import Hex
from tests.editor.conftest import cell_point, open_map
from tests.support.testboard import BoardMap


def drop_entry(window, entry_id: str, cell) -> bool:
    """Deliver a palette drag of ``entry_id`` onto ``cell``; returns whether the view accepted it."""
    palette = window.palette_tree
    entry = palette.entry(entry_id)
    md = palette.mime_data(entry)
    vp = window.current_view().map_view.viewport()
    pos = QPointF(cell_point(window, cell))
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(pos.toPoint(), Qt.DropAction.CopyAction, md, buttons, mods)
    QApplication.sendEvent(vp, enter)
    if not enter.isAccepted():
        return False
    move = QDragMoveEvent(pos.toPoint(), Qt.DropAction.CopyAction, md, buttons, mods)
    QApplication.sendEvent(vp, move)
    if not move.isAccepted():
        return False
    drop = QDropEvent(pos, Qt.DropAction.CopyAction, md, buttons, mods)
    QApplication.sendEvent(vp, drop)
    return drop.isAccepted()


def test_a_mouse_drag_on_the_palette_starts_a_drag_of_that_entry(window, qtbot) -> None:
    open_map(window)
    palette = window.palette_tree
    section, item = palette.show_entry("tower-0")
    rect = section.visualItemRect(item)
    with qtbot.waitSignal(palette.drag_started, timeout=2000) as blocker:
        QTest.mousePress(section.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
        QTest.mouseMove(section.viewport(), rect.center() + QPoint(40, 30))
        QTest.mouseMove(section.viewport(), rect.center() + QPoint(80, 60))
    assert blocker.args == ["tower-0"]
    md = palette.mime_data(palette.entry("tower-0"))
    assert md.hasFormat("application/x-warbench-palette")


def test_drop_on_a_valid_cell_adds_one_piece_and_one_undo_entry(window) -> None:
    doc = open_map(window)
    assert drop_entry(window, "pawn-1", Hex(1, 0))
    assert [(m.type, m.hex, m.owner) for m in doc.model.markers] == [("pawn", "1,0", 1)]
    assert doc.undo_stack.count() == 1
    assert doc.is_dirty
    doc.undo_stack.undo()
    assert doc.model.markers == []
    doc.undo_stack.redo()
    assert [(m.type, m.hex) for m in doc.model.markers] == [("pawn", "1,0")]
    view = window.current_view()
    assert ("markers", 0) in view.scene.piece_items


def test_drop_on_an_invalid_cell_adds_nothing_and_says_why(window) -> None:
    doc = open_map(window, BoardMap(terrain={"0,0": "water"}))
    assert not drop_entry(window, "tower-0", Hex(0, 0))
    assert doc.model.markers == []
    assert doc.undo_stack.count() == 0
    assert "a tower cannot stand on water" in window.statusBar().currentMessage()
    # occupied cells are refused too
    assert drop_entry(window, "pawn-0", Hex(1, 1))
    assert not drop_entry(window, "flag-1", Hex(1, 1))
    assert "occupied" in window.statusBar().currentMessage()
    assert len(doc.model.markers) == 1 and doc.undo_stack.count() == 1


def test_half_hexes_of_the_field_refuse_drops(window) -> None:
    doc = open_map(window, BoardMap(shape="field"))
    board = doc.board
    half = board.parse("1,0")
    assert not drop_entry(window, "pawn-0", half)
    assert "edge half" in window.statusBar().currentMessage()
    assert drop_entry(window, "pawn-0", board.parse("1,2"))
    assert doc.model.markers[0].hex == str(board.parse("1,2"))


def test_square_grid_accepts_drops(window) -> None:
    doc = open_map(window, BoardMap(shape="grid", radius=2))
    cell = doc.board.cells()[5]
    assert drop_entry(window, "flag-0", cell)
    assert doc.model.markers[0].hex == str(cell)
