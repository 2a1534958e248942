"""Scrolling a long panel with the wheel never edits the document: a wheel over a combo box or spin
box that was not clicked scrolls the panel; once the field has the focus, the wheel changes it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea

from engine.content.library import core_pack_dir


def wheel(widget, notches: int) -> None:
    """A real wheel event over the middle of ``widget`` (down for a positive count)."""
    at = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(
        at,
        QPointF(widget.mapToGlobal(at.toPoint())),
        QPoint(0, 0),
        QPoint(0, -120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_the_wheel_over_an_unclicked_combo_scrolls_the_panel_and_edits_nothing(qtbot, window) -> None:
    doc = window.open_file(str(core_pack_dir() / "warlords" / "battles" / "wl-battle-defence-border.yaml"))
    assert doc is not None
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.wait(10)
    combo = window.findChild(QComboBox, "warlords.battle.weather.mode")
    assert combo is not None and combo.isVisible()
    panel = combo.parentWidget()
    while not isinstance(panel, QScrollArea):
        panel = panel.parentWidget()
    window.dock_properties.resize(380, 300)
    qtbot.wait(10)
    bar = panel.verticalScrollBar()
    before, chosen = bar.value(), combo.currentIndex()
    wheel(combo, 2)
    assert combo.currentIndex() == chosen and doc.undo_stack.count() == 0
    assert bar.value() >= before  # the panel scrolls instead (as far as it can)
    combo.setFocus()  # clicked into: the wheel is the combo's
    assert combo.hasFocus()
    wheel(combo, 1)
    assert combo.currentIndex() != chosen and doc.undo_stack.count() == 1
