"""The shared wrapping label (editor/labels.py) the panels, forms and tables build their texts on."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from editor.labels import wrapped_label


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
