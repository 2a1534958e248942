"""The small shared widgets (editor/widgets.py) the panels, forms, dialogs and tables build on."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from editor.widgets import seed_box, wrapped_label


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
