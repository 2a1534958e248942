"""The properties of a selected unit follow what happens to it on the board: R turns it, and its
Facing in the panel says where it faces now (it kept saying the old facing), after undo too."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.editor.warlords.helpers import open_doc
from tests.editor.warlords.test_position_start import position_battle


def test_r_turns_the_selected_unit_and_its_facing_in_the_properties_follows(window) -> None:
    doc = open_doc(window, "warlords/battle", position_battle())
    window.set_tool(window.tool("select"))
    view = window.current_view()
    view.scene.set_selection({("units_0", 0)})
    window.selection_changed()
    form = window.properties.form
    assert form.place_labels["cell"].text() == "A23" and form.place_labels["facing"].text() == "S"
    view.map_view.setFocus()
    QTest.keyClick(view.map_view, Qt.Key.Key_R)
    turned = doc.model.sides[0].deployment[0].facing
    assert turned != "S"
    assert form.place_labels["facing"].text() == turned
    doc.undo_stack.undo()
    assert form.place_labels["facing"].text() == "S"
