"""The small shared widgets (editor/widgets.py) the panels, forms, dialogs and tables build on."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QListView, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from editor.widgets import icon_grid, push_button, seed_box, wrapped_label


def test_a_wrapped_label_is_named_wraps_and_joins_its_layout(qtbot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    lay = QVBoxLayout(host)
    label = wrapped_label("test.summary", lay)
    alone = wrapped_label("test.alone")
    assert label.objectName() == "test.summary" and label.wordWrap()
    assert lay.indexOf(label) == 0 and label.parent() is host
    assert alone.parent() is None and lay.count() == 1
    label.setText("a long rule quoted " * 20)
    host.resize(200, 100)
    host.show()
    qtbot.waitExposed(host)
    assert label.width() <= host.width(), "a long text wraps instead of widening the panel"


def test_the_seed_box_takes_any_31_bit_seed_and_starts_at_one(qtbot) -> None:
    seed = seed_box("test.seed", "the same seed deals the same cards")
    qtbot.addWidget(seed)
    assert seed.objectName() == "test.seed" and seed.value() == 1
    assert seed.toolTip() == "the same seed deals the same cards"
    seed.setValue(2**31 - 1)
    assert seed.value() == 2**31 - 1
    seed.setValue(-5)
    assert seed.value() == 0


def test_a_push_button_is_named_tipped_calls_its_slot_and_joins_its_layout(qtbot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    lay = QVBoxLayout(host)
    clicks: list[str] = []
    button = push_button("test.run", "Run", "Play the document", lambda: clicks.append("run"), lay)
    bare = push_button("test.bare", "Bare")
    qtbot.addWidget(bare)
    assert button.objectName() == "test.run" and button.text() == "Run"
    assert button.toolTip() == "Play the document" and lay.indexOf(button) == 0
    assert bare.toolTip() == "" and bare.parent() is None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bare, Qt.MouseButton.LeftButton)
    assert clicks == ["run"]


def test_an_icon_grid_flows_fixed_cells_of_pictures_with_wrapped_names(qtbot) -> None:
    view = QListWidget()
    qtbot.addWidget(view)
    icon_grid(view, 48, QSize(80, 90))
    for i in range(6):
        view.addItem(QListWidgetItem(f"tile with a long name {i}"))
    assert view.viewMode() == QListView.ViewMode.IconMode
    assert view.iconSize() == QSize(48, 48) and view.gridSize() == QSize(80, 90)
    assert view.wordWrap() and view.movement() == QListView.Movement.Static
    view.resize(300, 400)
    view.show()
    qtbot.waitExposed(view)
    first, fourth = view.visualItemRect(view.item(0)), view.visualItemRect(view.item(3))
    assert fourth.top() > first.top(), "three cells of 80 px fill a row of 300 px: the fourth wraps"
