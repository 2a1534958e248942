"""Issue 33: dragging a province's name across a (bundled, read-only) map said "cannot move
there: Lion Capital is occupied", as if the other province were in the way. An area's own record
is the area: the drag now says so and how an area is reshaped, and nothing changes. Real mouse
events on the map's view."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine.content.library import core_pack_dir
from tests.editor.conftest import cell_point, drag_on_view


def test_dragging_a_provinces_name_onto_another_says_it_is_an_area_and_changes_nothing(window) -> None:
    window.open_file(core_pack_dir() / "rokugan/maps/standard.yaml")
    doc = window.current_document()
    assert doc.read_only
    view = window.current_view()
    view.map_view.resize(1000, 900)
    view.map_view.fit()
    board = doc.board
    crane = next(c for c in board.cells() if board.label(c) == "Crane Capital")
    lion = next(c for c in board.cells() if board.label(c) == "Lion Capital")
    before = doc.model.model_dump()
    drag_on_view(window, [crane, lion], release=False)
    said = window.statusBar().currentMessage()
    assert "occupied" not in said and "Crane Capital is an area" in said and "corners" in said
    QTest.mouseRelease(
        view.map_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cell_point(window, lion)
    )
    assert doc.undo_stack.count() == 0 and doc.model.model_dump() == before
    assert "occupied" not in window.statusBar().currentMessage()
