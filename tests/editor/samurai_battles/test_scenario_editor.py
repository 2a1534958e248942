"""The scenario editor: units and leaders dragged from each side's palette, attaching and
detaching leaders, figures, the sides' settings, victory, rule options and notes — each an
undo step — and live validation that jumps to the hex."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLineEdit, QPlainTextEdit, QPushButton, QSpinBox

from engine.games.samurai_battles.scenario import Scenario, TerrainPlacement, UnitPlacement
from tests.editor.samurai_battles.helpers import click_hex, drag_hexes, drop, open_scenario, type_text


def units(doc, army: int) -> list[tuple[str, str, str]]:
    return [(u.id, u.type, u.hex) for u in doc.model.armies[army].units]


def select(window, ref) -> None:
    window.current_view().scene.set_selection({ref})
    window.selection_changed()


def test_a_unit_dropped_on_a_river_is_refused_with_the_reason(window) -> None:
    sc = Scenario.new_document()
    sc.terrain = [TerrainPlacement(hex="5,10", type="river")]
    doc = open_scenario(window, sc)
    assert not drop(window, "unit-0-AY", "5,10")
    assert "stands on impassable river at 5,10" in window.statusBar().currentMessage()
    assert doc.model.armies[0].units == [] and doc.undo_stack.count() == 0
    assert drop(window, "unit-0-AY", "6,9")
    assert units(doc, 0) == [("red-ay1", "AY", "6,9")]
    assert doc.undo_stack.count() == 1 and doc.undo_stack.text(0) == "Add AY red-ay1 at 6,9"
    assert drop(window, "unit-0-AY", "6,11")  # the palette offers the next free id
    assert units(doc, 0)[1][0] == "red-ay2"
    assert not drop(window, "unit-1-SN", "6,9")
    assert "units red-ay1 and yellow-sn1 share hex 6,9" in window.statusBar().currentMessage()
    assert not drop(window, "unit-0-AY", "5,0")
    assert "stands on half hex" in window.statusBar().currentMessage()


def test_the_generals_unit_needs_its_own_camp(window) -> None:
    sc = Scenario.new_document()
    sc.terrain = [TerrainPlacement(hex="10,7", type="camp", owner="red")]
    doc = open_scenario(window, sc)
    assert not drop(window, "unit-1-GEN", "10,7")
    assert "stands on impassable camp at 10,7" in window.statusBar().currentMessage()
    assert not drop(window, "unit-0-SN", "10,7")  # a camp is impassable for other units
    assert drop(window, "unit-0-GEN", "10,7")
    assert window.palette_tree.entry("unit-0-GEN").remaining == 0
    assert not drop(window, "unit-0-GEN", "9,8")
    assert doc.undo_stack.count() == 1


def test_leaders_attach_to_their_own_units_and_travel_with_them(window) -> None:
    doc = open_scenario(window)
    assert drop(window, "unit-0-MSY", "8,9")
    assert drop(window, "unit-1-AY", "2,9")
    assert not drop(window, "leader-0-foot", "8,9")
    assert "a foot leader cannot lead horse unit" in window.statusBar().currentMessage()
    assert not drop(window, "leader-0-mounted", "2,9")
    assert "enemy unit" in window.statusBar().currentMessage()
    assert drop(window, "leader-0-mounted", "8,9")
    lead = doc.model.armies[0].leaders[0]
    assert (lead.id, lead.hex) == ("red-mounted1", "8,9")
    # dragging the unit carries its leader: one undo step
    window.set_tool(window.tool("select"))
    drag_hexes(window, ["8,9", "7,10"])
    assert doc.model.armies[0].units[0].hex == "7,10" and doc.model.armies[0].leaders[0].hex == "7,10"
    n = doc.undo_stack.count()
    doc.undo_stack.undo()
    assert doc.model.armies[0].units[0].hex == "8,9" and doc.model.armies[0].leaders[0].hex == "8,9"
    doc.undo_stack.redo()
    # detach from the unit's properties: the leader steps to a free neighbouring hex
    select(window, ("units_0", 0))
    window.properties.custom.findChild(QPushButton, "prop.detach").click()
    lead = doc.model.armies[0].leaders[0]
    assert lead.hex != "7,10" and doc.board.parse(lead.hex) in doc.board.neighbors(doc.board.parse("7,10"))
    assert doc.undo_stack.count() == n + 1
    # a moved unit may not end on the enemy
    drag_hexes(window, ["7,10", "2,9"])
    assert doc.model.armies[0].units[0].hex == "7,10"
    assert "share hex 2,9" in window.statusBar().currentMessage()


def test_figures_and_type_from_the_units_properties(window, qtbot) -> None:
    doc = open_scenario(window)
    assert drop(window, "unit-0-AY", "8,9")
    select(window, ("units_0", 0))
    figures = window.properties.custom.findChild(QSpinBox, "prop.figures")
    assert figures.value() == 4 and figures.maximum() == 4
    figures.setValue(2)
    assert doc.model.armies[0].units[0].figures == 2
    qtbot.waitUntil(lambda: window.properties.custom.findChild(QSpinBox, "prop.figures") is not figures)
    kind = window.properties.custom.findChild(QComboBox, "prop.type")
    kind.setCurrentIndex(kind.findData("SN"))
    u = doc.model.armies[0].units[0]
    assert (u.type, u.figures) == ("SN", None)
    doc.undo_stack.undo()
    assert (doc.model.armies[0].units[0].type, doc.model.armies[0].units[0].figures) == ("AY", 2)
    doc.undo_stack.undo()
    assert doc.model.armies[0].units[0].figures is None


def test_the_sides_victory_rules_title_and_notes_are_edited_in_the_scenario_panel(window) -> None:
    doc = open_scenario(window)
    window.current_view().scene.set_selection(set())
    window.selection_changed()
    panel = window.properties.custom
    assert panel.objectName() == "scenario.panel"
    stack = doc.undo_stack
    edge = panel.findChild(QComboBox, "scenario.armies.0.edge")
    edge.setCurrentText("top")
    assert [a.edge for a in doc.model.armies] == ["top", "bottom"] and stack.count() == 1
    panel.findChild(QSpinBox, "scenario.armies.1.command_cards").setValue(6)
    panel.findChild(QSpinBox, "scenario.armies.1.dragon_cards").setValue(3)
    panel.findChild(QSpinBox, "scenario.armies.0.honor").setValue(7)
    a0, a1 = doc.model.armies
    assert (a1.command_cards, a1.dragon_cards, a0.honor) == (6, 3, 7)
    first = panel.findChild(QComboBox, "scenario.first_player")
    first.setCurrentIndex(first.findData("yellow"))
    assert doc.model.first_player == "yellow"
    title = panel.findChild(QLineEdit, "scenario.title.en")
    assert title.cursorPosition() == 0  # a long title shows its start
    QTest.keyClick(title, Qt.Key.Key_End)
    QTest.keyClicks(title, " at dawn")
    assert doc.model.title.en == "New battle at dawn"
    type_text(panel.findChild(QLineEdit, "scenario.title.ru"), "Битва")
    type_text(panel.findChild(QPlainTextEdit, "scenario.notes_ru"), "Осень 1561")
    assert (doc.model.title.ru, doc.model.notes_ru) == ("Битва", "Осень 1561")
    panel.findChild(QSpinBox, "scenario.victory.banners").setValue(4)
    panel.findChild(QPushButton, "scenario.objectives.add").click()
    table = panel.objectives
    table.item(0, 3).setText("5,12 6,11")
    assert [(o.id, o.hexes) for o in doc.model.victory.objectives] == [("objective-1", ["5,12", "6,11"])]
    panel.findChild(QComboBox, "scenario.rules.flank_attack").setCurrentText("total")
    assert doc.model.rules.flank_attack == "total"
    # typing merged into one step per field: edge, 3 spins, first, title, ru title, ru notes,
    # banners, add objective, objective hexes, rule option
    assert stack.count() == 12
    while stack.canUndo():
        stack.undo()
    assert doc.snapshot() == Scenario.new_document().model_dump(mode="json") | {"schema_version": 1}


def test_live_validation_names_the_problems_and_jumps_to_the_hex(window, qtbot) -> None:
    sc = Scenario.new_document()
    sc.armies[0].units = [UnitPlacement(id="r1", type="AY", hex="8,9")]
    sc.armies[1].units = [UnitPlacement(id="y1", type="AY", hex="8,9")]  # stacked
    sc.terrain = [TerrainPlacement(hex="5,10", type="river")]
    sc.special_rules = ["night_attack"]
    sc.armies[0].command_cards = 12
    sc.victory.banners = 9
    doc = open_scenario(window, sc)
    view = window.current_view()
    codes = {i.code for i in view.issues}
    assert {"stacked", "unplayable-rule", "cards", "banners"} <= codes
    assert any("night_attack" in i.message for i in view.issues if i.code == "unplayable-rule")
    # a fix through the GUI clears an issue after the validation delay
    window.set_tool(window.tool("select"))
    drag_hexes(window, ["8,9", "8,11"])
    qtbot.waitUntil(lambda: "stacked" not in {i.code for i in view.issues}, timeout=3000)
    # a unit moved onto the river by editing its hex in the file is reported with the hex
    doc.model.armies[0].units[0].hex = "5,10"
    view.validate_now()
    panel = window.issues_panel
    row = next(i for i, iss in enumerate(panel.issues) if iss.code == "impassable")
    item = panel.topLevelItem(row)
    rect = panel.visualItemRect(item)
    panel.scrollToItem(item)
    rect = panel.visualItemRect(item)
    QTest.mouseClick(panel.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    QTest.mouseDClick(panel.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    assert view.scene.selected == {("units_0", 0)}
    assert "5,10" in window.statusBar().currentMessage()
    assert view.scene._marks and view.scene._marks[0].polygon().boundingRect().center().toPoint() == (
        view.scene.cell_items[doc.board.parse("5,10")].polygon().boundingRect().center().toPoint()
    )
    click_hex(window, "0,1")


def test_pasted_units_and_leaders_get_ids_of_their_own(window) -> None:
    doc = open_scenario(window)
    assert drop(window, "unit-0-SN", "8,9")
    assert drop(window, "leader-0-foot", "8,9")
    window.current_view().scene.set_selection({("units_0", 0), ("leaders_0", 0)})
    window.edits.act_copy.trigger()
    window.hover_label.setText("8,13")
    window.edits.act_paste.trigger()
    red = doc.model.armies[0]
    assert [(u.id, u.hex) for u in red.units] == [("red-sn1", "8,9"), ("red-sn2", "8,13")]
    assert [(lp.id, lp.hex) for lp in red.leaders] == [("red-foot1", "8,9"), ("red-foot2", "8,13")]
    assert doc.undo_stack.count() == 3
    issues = window.current_view().validate_now()
    assert not [i for i in issues if i.code == "duplicate"]


def test_the_objective_tool_adds_and_removes_hexes_by_clicking(window) -> None:
    doc = open_scenario(window)
    window.set_tool(window.tool("objective"))
    click_hex(window, "5,12")
    click_hex(window, "6,11")
    assert [(o.id, o.hexes) for o in doc.model.victory.objectives] == [("objective-1", ["5,12", "6,11"])]
    click_hex(window, "5,12")
    assert doc.model.victory.objectives[0].hexes == ["6,11"]
    click_hex(window, "5,0")  # an edge half hex
    assert "full hexes" in window.statusBar().currentMessage()
    assert doc.undo_stack.count() == 3
    doc.undo_stack.undo()
    assert doc.model.victory.objectives[0].hexes == ["5,12", "6,11"]
    # the objective chosen in the Victory tab is the one edited
    window.current_view().scene.set_selection(set())
    window.selection_changed()
    panel = window.properties.custom
    panel.findChild(QPushButton, "scenario.objectives.add").click()
    panel.objectives.setCurrentCell(0, 3)
    click_hex(window, "4,11")
    assert [o.hexes for o in doc.model.victory.objectives] == [["5,12", "6,11", "4,11"], []]


def test_baseline_half_hexes_take_units_only_with_the_baseline_movement_rule(window) -> None:
    sc = Scenario.new_document()
    doc = open_scenario(window, sc)
    assert not drop(window, "unit-0-AY", "11,10")
    assert "stands on half hex 11,10" in window.statusBar().currentMessage()
    doc.model.special_rules = ["baseline_movement"]
    assert drop(window, "unit-0-AY", "11,10")
    assert units(doc, 0) == [("red-ay1", "AY", "11,10")]
    assert not any(i.code == "half-hex" for i in window.current_view().validate_now())  # the engine agrees
    assert not drop(window, "leader-0-foot", "11,12")  # leaders never stand on half hexes
    assert "stands on half hex 11,12" in window.statusBar().currentMessage()


def test_a_unit_on_a_hex_that_is_not_on_the_field_opens_with_an_error_not_a_crash(window, tmp_path) -> None:
    from engine.content.io import save_model

    sc = Scenario.new_document()
    sc.armies[0].units = [
        UnitPlacement(id="r1", type="AY", hex="8,9"),
        UnitPlacement(id="r2", type="AY", hex="99,1000"),
    ]
    path = tmp_path / "far.yaml"
    save_model(sc, path)
    doc = window.open_file(path)
    assert doc is not None
    view = window.current_view()
    assert ("units_0", 0) in view.scene.piece_items and ("units_0", 1) not in view.scene.piece_items
    problem = next(i for i in view.validate_now() if i.location.field == "armies.0.units.1.hex")
    assert "99,1000" in problem.message
    panel = window.issues_panel
    row = panel.issues.index(problem)
    item = panel.topLevelItem(row)
    panel.scrollToItem(item)
    rect = panel.visualItemRect(item)
    QTest.mouseClick(panel.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    QTest.mouseDClick(panel.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    assert view.scene.selected == set()  # a piece off the field cannot be selected
    assert "99,1000" in window.statusBar().currentMessage()
    doc.model.armies[0].units[1].hex = "8,11"  # fixed in the file's data: drawn again on a reset
    from editor.document import Change

    doc.notify(Change("reset"))
    assert ("units_0", 1) in view.scene.piece_items
