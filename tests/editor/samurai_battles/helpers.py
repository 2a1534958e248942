"""Driving the Samurai Battles editor like a user: open a scenario, click and drag on hexes
named by their "r,dx" labels, drop palette entries, click palette entries."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.document import Document
from editor.plugin import document_kind
from engine.games.samurai_battles.game import scenario_dir
from engine.games.samurai_battles.scenario import Scenario
from tests.editor.conftest import cell_point, drag_on_view
from tests.editor.test_drag_drop import drop_entry

SCENARIO_KIND = "samurai_battles/scenario"


def bundled_path(stem: str) -> Path:
    return next(scenario_dir().glob(f"{stem}*.yaml"))


def open_scenario(window, model: Scenario | None = None, path: Path | None = None) -> Document:
    kind = document_kind(SCENARIO_KIND)
    doc = Document(model or Scenario.new_document(), path=path, kind=kind)
    window.add_document(doc)
    view = window.current_view()
    view.map_view.resize(1000, 900)
    view.map_view.fit()
    return doc


def cell(window, label: str):
    return window.current_document().board.parse(label)


def drag_hexes(window, labels: list[str], **kw) -> None:
    drag_on_view(window, [cell(window, lab) for lab in labels], **kw)


def click_hex(window, label: str, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    vp = window.current_view().map_view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, modifiers, cell_point(window, cell(window, label)))


def drop(window, entry_id: str, label: str) -> bool:
    return drop_entry(window, entry_id, cell(window, label))


def click_palette(window, entry_id: str) -> None:
    section, item = window.palette_tree.show_entry(entry_id)
    rect = section.visualItemRect(item)
    QTest.mouseClick(section.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())


def terrain(doc) -> dict[str, tuple[str, int, str | None]]:
    return {t.hex: (t.type, t.hill, t.owner) for t in doc.model.terrain}


def type_text(widget, text: str) -> None:
    """Type ``text`` into a widget with real key events (QTest.keyClicks takes ASCII only)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    widget.setFocus()
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch))
