"""The battlefield editor: terrain brush and fill, fences and rivers on cell edges, control zones,
field extension — each edit one undo step that undoes and redoes exactly, and what the engine
finds wrong shown live and jumping to the cell."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine.games.warlords.battlefield import Battlefield, TerrainFeature
from tests.editor.warlords.helpers import (
    click_cell,
    click_palette,
    drag_cells,
    drag_edges,
    open_doc,
    terrain_cells,
)

KIND = "warlords/battlefield"


def exact_undo_redo(doc, before: dict, steps: int = 1) -> None:
    """Undo ``steps`` steps back to ``before``, redo them, and undo again."""
    after = doc.snapshot()
    for _ in range(steps):
        doc.undo_stack.undo()
    assert doc.snapshot() == before
    for _ in range(steps):
        doc.undo_stack.redo()
    assert doc.snapshot() == after
    for _ in range(steps):
        doc.undo_stack.undo()
    assert doc.snapshot() == before


def test_a_brush_stroke_paints_a_wood_as_one_element_in_one_undo_step(window) -> None:
    doc = open_doc(window, KIND)
    before = doc.snapshot()
    click_palette(window, "terrain-forest")
    drag_cells(window, ["A41", "A42", "A43"])
    assert doc.undo_stack.count() == 1
    woods = [t for t in doc.model.terrain if t.type == "forest"]
    assert len(woods) == 1 and woods[0].cells == ["A41", "A42", "A43"]
    # a second wood apart from the first is an element of its own
    drag_cells(window, ["D36"])
    assert sorted(len(t.cells) for t in doc.model.terrain if t.type == "forest") == [1, 3]
    assert doc.undo_stack.count() == 2
    exact_undo_redo(doc, before, steps=2)


def test_a_cliff_keeps_its_impassable_side_and_open_ground_rubs_terrain_out(window) -> None:
    doc = open_doc(window, KIND)
    click_palette(window, "terrain-cliff-W")
    drag_cells(window, ["D22"])
    assert [(t.type, t.cells, t.cliff_side) for t in doc.model.terrain] == [("cliff", ["D22"], "W")]
    click_palette(window, "terrain-village")
    drag_cells(window, ["B34", "B35"])
    before = doc.snapshot()
    click_palette(window, "terrain-open")
    drag_cells(window, ["B35", "D22"])
    assert terrain_cells(doc) == {"B34": "village"}
    exact_undo_redo(doc, before)


def test_shift_click_fills_the_connected_region_in_one_step(window) -> None:
    bf = Battlefield.new_document()
    bf.extension.north = bf.extension.south = bf.extension.west = bf.extension.east = 0
    # a line of bog across the field splits the open ground in two
    bf.terrain = [
        TerrainFeature(id="bog", type="bog", cells=[f"A1{c}" for c in range(1, 7)] + [f"B1{c}" for c in range(1, 7)])
    ]
    doc = open_doc(window, KIND, bf)
    before = doc.snapshot()
    click_palette(window, "terrain-rice")
    click_cell(window, "C11", Qt.KeyboardModifier.ShiftModifier)
    assert doc.undo_stack.count() == 1
    cells = terrain_cells(doc)
    rice = {c for c, t in cells.items() if t == "rice"}
    assert len(rice) == 36  # the southern half, 12 x 3, and nothing beyond the bog
    assert all(c[0] in "CD" for c in rice)
    assert sum(1 for t in cells.values() if t == "bog") == 12
    exact_undo_redo(doc, before)


def test_fences_are_drawn_along_cell_edges_and_rubbed_out_again(window) -> None:
    doc = open_doc(window, KIND)
    before = doc.snapshot()
    click_palette(window, "edge-fence")
    assert window.tool_choice.active_tool.name == "edges"
    drag_edges(window, ["A22:S", "A23:S", "A24:S"])
    assert doc.undo_stack.count() == 1
    assert sorted(doc.model.fences) == ["A12:N", "A13:N", "A14:N"]
    assert not [i for i in doc.validate() if i.code == "fence"]  # they border a deployment zone
    drag_edges(window, ["A23:S"])  # a drawn edge pressed again is taken away
    assert sorted(doc.model.fences) == ["A12:N", "A14:N"]
    assert doc.undo_stack.count() == 2
    exact_undo_redo(doc, before, steps=2)


def test_a_river_with_a_bridge_is_drawn_on_edges(window) -> None:
    doc = open_doc(window, KIND)
    before = doc.snapshot()
    click_palette(window, "edge-river")
    drag_edges(window, ["B21:S", "B22:S", "B23:S"])
    click_palette(window, "edge-bridge")
    drag_edges(window, ["B22:S"])
    (river,) = doc.model.rivers
    assert river.edges == ["B11:N", "B12:N", "B13:N"]
    assert [(x.edge, x.kind) for x in river.crossings] == [("B12:N", "bridge")]
    assert [i.message for i in doc.validate() if i.severity.name == "ERROR"] == []
    exact_undo_redo(doc, before, steps=2)


def test_a_control_zone_is_dragged_out_and_a_wrong_one_refused_with_the_engines_reason(window) -> None:
    doc = open_doc(window, KIND)
    window.set_tool(window.tool("control_zone"))
    before = doc.snapshot()
    drag_cells(window, ["A21", "A34"])
    zone = next(z for z in doc.model.control_zones if z.id == "cz-a")
    assert (zone.first, zone.last) == ("A21", "A34")
    assert doc.undo_stack.count() == 1
    exact_undo_redo(doc, before)
    # across no-man's land it is no control zone of one deployment zone (L13)
    drag_cells(window, ["C11", "A14"])
    assert doc.snapshot() == before
    assert "control zone" in window.statusBar().currentMessage()


def test_live_issues_name_the_problem_and_jump_to_the_cell(window, qtbot) -> None:
    doc = open_doc(window, KIND)
    view = window.current_view()
    click_palette(window, "edge-fence")
    drag_edges(window, ["A6.3:N"])  # in the extension, far from any deployment zone
    qtbot.waitUntil(lambda: any(i.code == "fence" for i in view.issues), timeout=3000)
    panel = window.issues_panel
    row = next(i for i, iss in enumerate(panel.issues) if iss.code == "fence")
    item = panel.topLevelItem(row)
    panel.scrollToItem(item)
    rect = panel.visualItemRect(item)
    QTest.mouseClick(panel.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    QTest.mouseDClick(panel.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    assert "does not border a deployment zone" in window.statusBar().currentMessage()
    marked = view.scene._marks[0].polygon().boundingRect().center()
    target = doc.board.parse(doc.model.fences[0].partition(":")[0])
    assert view.scene.cell_items[target].polygon().boundingRect().center() == marked


def test_the_field_grows_and_shrinks_in_one_step_and_never_leaves_terrain_off_the_field(window) -> None:
    doc = open_doc(window, KIND)
    panel = window.properties.custom
    west = panel.extension["west"]
    click_palette(window, "terrain-hill")
    drag_cells(window, ["C1.-3"])  # a hill drawn four cells west of the printed field
    before = doc.snapshot()
    cells_before = len(doc.board.cells())
    # shrinking the west side to 3 cells would lose the hill: refused, nothing changes
    west.setValue(3)
    assert doc.snapshot() == before
    assert west.value() == 6
    assert "C1.-3" in panel.refusal.text()
    assert all(doc.board.contains(doc.board.parse(c)) for c in terrain_cells(doc))
    # growing is one undo step and draws more cells
    west.setValue(8)
    assert doc.model.extension.west == 8
    assert len(doc.board.cells()) == cells_before + 2 * doc.board.height
    exact_undo_redo(doc, before)
    assert len(doc.board.cells()) == cells_before
    # with the hill gone the field may shrink
    click_palette(window, "terrain-open")
    drag_cells(window, ["C1.-3"])
    west.setValue(0)
    assert doc.model.extension.west == 0 and panel.refusal.text() == ""
    board = doc.board
    assert min(c.x for c in board.cells()) == 0  # C11 is the west edge now
    assert board.contains(board.parse("C11"))
    with pytest.raises(ValueError, match="beyond the field"):
        board.parse("C1.0")
