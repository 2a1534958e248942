"""The parts the games' forms, side panels and dialogs are built of (editor/form_parts.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from editor.form_parts import board_beside, clear_layout, dialog_foot, scroll_area, side_column, spin_box


def test_a_spin_box_is_named_bounded_and_starts_where_asked(qtbot) -> None:
    sb = spin_box("test.players", 2, 4, value=3, tip="2 to 4 players")
    qtbot.addWidget(sb)
    assert sb.objectName() == "test.players" and sb.value() == 3 and sb.toolTip() == "2 to 4 players"
    sb.setValue(9)
    assert sb.value() == 4
    bare = spin_box("test.bare", 5, 8)
    qtbot.addWidget(bare)
    assert bare.value() == 5 and bare.toolTip() == ""


def test_a_scroll_area_keeps_its_column_between_the_heights_given(qtbot) -> None:
    column = QLabel("many choices\n" * 40)
    scroll = scroll_area(column, 90, 190)
    qtbot.addWidget(scroll)
    scroll.show()
    qtbot.waitExposed(scroll)
    assert scroll.widget() is column and scroll.widgetResizable()
    assert scroll.minimumHeight() == 90 and scroll.maximumHeight() == 190
    assert scroll.height() <= 190 < column.height(), "a long column scrolls instead of growing the side"


def test_the_dialog_foot_says_the_problem_and_ok_accepts_cancel_rejects(qtbot) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    form = QFormLayout(dialog)
    problem, buttons = dialog_foot(dialog, form, "test.problem")
    assert problem.objectName() == "test.problem" and problem.wordWrap()
    assert form.rowCount() == 2
    dialog.show()
    qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    dialog.show()
    qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_the_board_takes_the_room_the_window_gains_and_the_side_column_keeps_its_width(qtbot) -> None:
    board = QLabel("board")
    side, lay = side_column()
    lay.addWidget(QLabel("prompt"))
    split = board_beside(board, side, (300, 200))
    qtbot.addWidget(split)
    split.resize(500, 300)
    split.show()
    qtbot.waitExposed(split)
    assert split.orientation() == Qt.Orientation.Horizontal and split.widget(0) is board and split.widget(1) is side
    assert lay.contentsMargins().left() == 4
    before = side.width()
    split.resize(900, 300)
    qtbot.waitUntil(lambda: board.width() > 600)
    assert side.width() == before, "a wider window widens the board, not the side column"


def test_clearing_a_layout_hides_its_widgets_at_once_and_keeps_its_last_items(qtbot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    lay = QVBoxLayout(host)
    buttons = [QLabel(f"choice {i}") for i in range(3)]
    for b in buttons:
        lay.addWidget(b)
    lay.addStretch(1)
    host.show()
    qtbot.waitExposed(host)
    clear_layout(lay, keep=1)
    assert lay.count() == 1 and lay.itemAt(0).spacerItem() is not None
    assert not any(b.isVisible() for b in buttons), "an old choice does not linger on screen until deleted"
    clear_layout(lay)
    assert lay.count() == 0
