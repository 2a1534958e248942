"""The battle panel's weather schedule (rules/003, weather): the add button appends a span after
the last one, the remove button takes the chosen span off, each undoable."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from engine.content.library import core_pack_dir


def test_adding_and_removing_a_weather_span_are_undoable_steps(qtbot, window) -> None:
    doc = window.open_file(str(core_pack_dir() / "warlords" / "battles" / "wl-battle-defence-border.yaml"))
    assert doc is not None
    add = window.findChild(QPushButton, "warlords.battle.weather.add")
    remove = window.findChild(QPushButton, "warlords.battle.weather.remove")
    assert add is not None and remove is not None
    before = list(doc.model.weather.schedule)
    qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
    spans = doc.model.weather.schedule
    assert len(spans) == len(before) + 1
    assert spans[-1].first_turn == min((before[-1].last_turn + 1) if before else 1, 12)
    doc.undo_stack.undo()
    assert list(doc.model.weather.schedule) == before
    doc.undo_stack.redo()
    assert len(doc.model.weather.schedule) == len(before) + 1
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    assert list(doc.model.weather.schedule) == before
