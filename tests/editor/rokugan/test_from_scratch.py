"""A small Battle for Rokugan map and a scenario on it, made from nothing in the GUI: provinces drawn with
the polygon tool (snapping onto each other), a sea, a second region, capitals and card slots set in the
panels; the scenario's clans, tokens and cards set in its panel and tokens dropped on provinces. Both save,
reload identically, validate clean, export, and the scenario plays to the end with agents."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QLineEdit, QListWidget, QPushButton, QSpinBox, QTableWidget

from editor.canvas.area_panel import AreaPanel
from editor.document import Document
from editor.player.session import PlaySession
from editor.plugin import document_kind
from editor.render import render_document
from engine.content.issues import Severity
from engine.core.registry import load_game
from tests.editor.rokugan.helpers import click, key
from tests.editor.samurai_battles.helpers import type_text
from tests.editor.test_drag_drop import drop_entry


def enter_text(widget: QLineEdit, text: str) -> None:
    widget.selectAll()
    type_text(widget, text)
    QTest.keyClick(widget, Qt.Key.Key_Return)


def select_province(window, x: float, y: float) -> None:
    window.set_tool(window.tool("select"))
    click(window, x, y)
    window.selection_changed()


def choose(combo: QComboBox, data) -> None:
    combo.setCurrentIndex(combo.findData(data))


def serious(issues) -> list[str]:
    return [i.format() for i in issues if i.severity is not Severity.INFO]


def build_map(window, tmp_path: Path) -> Document:
    window.findChild(QAction, "file.new.rokugan/map").trigger()
    doc = window.current_document()
    view = window.current_view()
    # the map's own fields, with no province selected
    view.scene.set_selection(set())
    window.selection_changed()
    panel = window.properties.custom
    enter_text(panel.findChild(QLineEdit, "rokugan.map.id"), "mini")
    panel.findChild(QDoubleSpinBox, "rokugan.map.width").setValue(400)
    panel.findChild(QDoubleSpinBox, "rokugan.map.height").setValue(300)
    QTest.mouseClick(panel.findChild(QPushButton, "rokugan.map.add_region"), Qt.MouseButton.LeftButton)
    table = panel.findChild(QTableWidget, "rokugan.map.regions")
    for row, (x, y) in enumerate([(50, 250), (300, 250)]):
        table.item(row, 5).setText(str(x))
        table.item(row, 6).setText(str(y))
    assert [r.card_slot for r in doc.model.regions] == [(50.0, 250.0), (300.0, 250.0)]
    view.map_view.resize(900, 700)
    view.map_view.fit()
    # the sea along the south coast, from the first province's corner
    window.set_tool(window.tool("polygon"))
    side = view.findChild(AreaPanel)
    choose(side.draw_into, "water")
    for px, py in [(1, 99), (100, 101), (399, 100), (398, 297), (2, 297)]:
        click(window, px, py)
    key(window, Qt.Key.Key_Return)
    # three more provinces east of the first square, each snapped onto the last and onto the coast
    choose(side.draw_into, "provinces")
    for x in (100, 200, 300):
        right = min(x + 100, 399)
        for px, py in [(x + 1, 1), (right, 0), (right, 101), (x + 1, 99)]:
            click(window, px, py)
        key(window, Qt.Key.Key_Return)
    assert [p.id for p in doc.model.provinces] == ["province_1", "province_2", "province_3", "province_4"]
    am = doc.board.area_map()
    assert am.land_borders() == [
        ("province_1", "province_2"),
        ("province_2", "province_3"),
        ("province_3", "province_4"),
    ]
    assert len(am.coastal_borders()) == 4
    # the provinces' properties in the province panel
    for i, (region, capital, flowers) in enumerate(
        [("region_1", "crab", 2), ("region_1", None, 1), ("region_2", None, 3), ("region_2", "crane", 1)]
    ):
        select_province(window, 50 + 100 * i, 50)
        p = window.properties.custom
        enter_text(p.findChild(QLineEdit, "rokugan.province.name_en"), f"Province {i + 1}")
        choose(p.findChild(QComboBox, "rokugan.province.region"), region)
        choose(p.findChild(QComboBox, "rokugan.province.capital"), capital)
        p.findChild(QSpinBox, "rokugan.province.flowers").setValue(flowers)
    m = doc.model
    assert [(p.region, p.capital_of, p.flowers) for p in m.provinces] == [
        ("region_1", "crab", 2),
        ("region_1", None, 1),
        ("region_2", None, 3),
        ("region_2", "crane", 1),
    ]
    assert m.provinces[3].name.en == "Province 4"
    assert serious(view.validate_now()) == [], [p.polygon for p in doc.model.provinces] + [
        w.polygon for w in doc.model.water
    ]
    window.save_document(doc, tmp_path / "mini.yaml")
    return doc


def build_scenario(window, tmp_path: Path) -> Document:
    window.findChild(QAction, "file.new.rokugan/scenario").trigger()
    doc = window.current_document()
    window.save_document(doc, tmp_path / "mini-2p.yaml")  # beside the map, so its library has it
    doc.reload_library()
    view = window.current_view()
    view.scene.set_selection(set())
    window.selection_changed()
    panel = window.properties.custom
    enter_text(panel.findChild(QLineEdit, "rokugan.scenario.id"), "mini-2p")
    enter_text(panel.findChild(QLineEdit, "rokugan.scenario.title_en"), "Four Provinces")
    choose(panel.findChild(QComboBox, "rokugan.scenario.map"), "mini")
    panel.findChild(QSpinBox, "rokugan.scenario.players").setValue(2)
    allowed = panel.findChild(QListWidget, "rokugan.scenario.allowed_clans")
    for i in range(allowed.count()):
        item = allowed.item(i)
        wanted = item.data(Qt.ItemDataRole.UserRole) in ("crab", "crane")
        item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)
    enter_text(panel.findChild(QLineEdit, "rokugan.scenario.clans"), "crab, crane")
    panel.findChild(QSpinBox, "rokugan.scenario.initial").setValue(0)
    panel.findChild(QSpinBox, "rokugan.scenario.rounds").setValue(2)
    for region in ("region_1", "region_2"):
        choose(panel.findChild(QComboBox, f"rokugan.scenario.territory.{region}"), "none")
    sc = doc.model
    assert (sc.map, sc.players, sc.allowed_clans, sc.clans, sc.initial_control_tokens) == (
        "mini",
        2,
        ["crab", "crane"],
        ["crab", "crane"],
        0,
    )
    assert doc.board is not None and doc.board.cells()[:4] == ["province_1", "province_2", "province_3", "province_4"]
    # tokens already on the board, dropped from the palettes; the engine refuses a second clan
    view.map_view.resize(900, 700)
    view.map_view.fit()
    board = doc.board
    assert drop_entry(window, "control-up-crab", "province_2")
    assert drop_entry(window, "special-shrine", "province_3")
    assert not drop_entry(window, "control-crane", "province_2")
    assert "two clans hold" in window.statusBar().currentMessage()
    assert not drop_entry(window, "special-peace", "province_3")
    assert [(c.province, c.clan, c.face_up) for c in sc.preplaced_control] == [("province_2", "crab", 1)]
    assert [(s.province, s.special) for s in sc.preplaced_special] == [("province_3", "shrine")]
    assert board is not None
    assert serious(view.validate_now()) == [], [p.polygon for p in doc.model.provinces] + [
        w.polygon for w in doc.model.water
    ]
    window.save_document(doc, tmp_path / "mini-2p.yaml")
    return doc


def test_a_map_and_scenario_made_in_the_gui_save_reload_validate_export_and_play_to_the_end(
    window, tmp_path: Path
) -> None:
    map_doc = build_map(window, tmp_path)
    again = Document.open(tmp_path / "mini.yaml", document_kind)
    assert again.snapshot() == map_doc.snapshot()
    assert serious(again.validate()) == []
    sc_doc = build_scenario(window, tmp_path)
    again = Document.open(tmp_path / "mini-2p.yaml", document_kind)
    assert again.snapshot() == sc_doc.snapshot()
    assert serious(again.validate()) == []
    for doc, name in ((map_doc, "mini.png"), (sc_doc, "mini-2p.svg")):
        out = render_document(doc, tmp_path / name)
        assert out.stat().st_size > 1000
    setup = sc_doc.kind.play.play_setup(sc_doc)
    assert setup is not None
    session = PlaySession(load_game("rokugan"), setup, sc_doc.library(), 7, ["greedy", "random"])
    steps = 0
    while session.step_agent():
        steps += 1
        assert steps < 2000
    outcome = session.outcome()
    assert outcome is not None and session.state.observation(0).round == 2
    assert session.state.observation(0).phase == "over"
