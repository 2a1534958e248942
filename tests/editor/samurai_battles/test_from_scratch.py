"""A scenario made from nothing in the GUI: painted, populated, set up in the panels, saved,
reloaded unchanged, clean in the Issues panel, exported as a sheet and played to the end by two
agents from the Play menu."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QSpinBox

from editor.cli import main as warbench
from editor.document import Document
from editor.player.shell import PlayerShell
from editor.player.view import SeatsDialog
from editor.plugin import document_kind
from engine.content.issues import Severity
from tests.editor.samurai_battles.helpers import click_palette, drag_hexes, drop, type_text


def build_in_the_gui(window) -> Document:
    window.findChild(QAction, "file.new.samurai_battles/scenario").trigger()
    doc = window.current_document()
    view = window.current_view()
    view.map_view.resize(1000, 900)
    view.map_view.fit()
    # the map: a river with a ford, a wood, a hill with a village on it
    click_palette(window, "terrain-river")
    drag_hexes(window, ["5,2", "5,4", "5,6", "5,8", "5,10"])
    click_palette(window, "terrain-ford")
    drag_hexes(window, ["5,6"])
    click_palette(window, "terrain-forest")
    drag_hexes(window, ["3,16", "3,18"])
    click_palette(window, "terrain-village")
    drag_hexes(window, ["7,16"])
    click_palette(window, "hill-1")
    drag_hexes(window, ["7,16", "7,18"])
    # the forces, dropped from each side's palette
    for entry, hexes in (
        ("unit-0-AY", ["8,9", "8,11", "8,13"]),
        ("unit-0-SN", ["9,10"]),
        ("unit-0-AB", ["9,12"]),
        ("leader-0-foot", ["9,10"]),
        ("unit-1-AY", ["2,9", "2,11", "2,13"]),
        ("unit-1-MSY", ["1,10"]),
        ("unit-1-AA", ["1,12"]),
        ("leader-1-mounted", ["1,10"]),
    ):
        for h in hexes:
            assert drop(window, entry, h), (entry, h, window.statusBar().currentMessage())
    # the scenario's own settings
    window.set_tool(window.tool("select"))
    view.scene.set_selection(set())
    window.selection_changed()
    panel = window.properties.custom
    ident = panel.findChild(QLineEdit, "scenario.id")
    ident.selectAll()
    type_text(ident, "gui-ford")
    title = panel.findChild(QLineEdit, "scenario.title.en")
    title.selectAll()
    type_text(title, "The Ford at Dawn")
    type_text(panel.findChild(QLineEdit, "scenario.title.ru"), "Брод на рассвете")
    panel.findChild(QSpinBox, "scenario.victory.banners").setValue(3)
    panel.findChild(QSpinBox, "scenario.armies.1.honor").setValue(6)
    return doc


def test_a_scenario_made_in_the_gui_saves_reloads_validates_and_plays_to_the_end(
    window, qtbot, tmp_path: Path, monkeypatch
) -> None:
    doc = build_in_the_gui(window)
    sc = doc.model
    assert (sc.id, sc.title.en, sc.title.ru, sc.victory.banners) == (
        "gui-ford",
        "The Ford at Dawn",
        "Брод на рассвете",
        3,
    )
    assert len(sc.armies[0].units) == 5 and len(sc.armies[1].units) == 5
    assert sc.armies[0].leaders[0].hex == "9,10" and sc.armies[1].leaders[0].hex == "1,10"
    path = tmp_path / "gui-ford.yaml"
    assert window.save_document(doc, path)
    assert not doc.is_dirty
    again = Document.open(path, document_kind)
    assert again.snapshot() == doc.snapshot()
    assert [i for i in again.validate() if i.severity is Severity.ERROR] == []
    view = window.current_view()
    qtbot.waitUntil(lambda: not view.validate_timer.isActive(), timeout=3000)
    assert [i.message for i in view.issues if i.severity is Severity.ERROR] == []

    # Play: two greedy agents, chosen in the seats dialog
    def choose_agents(dialog: SeatsDialog) -> int:
        for combo in dialog.combos:
            combo.setCurrentIndex(combo.findData("greedy"))
        dialog.seed.setValue(5)
        return 1

    monkeypatch.setattr(SeatsDialog, "exec", choose_agents)
    window.findChild(QAction, "play.start").trigger()
    play = window.tabs.currentWidget()
    assert isinstance(play, PlayerShell)
    play.agent_delay_ms = 0
    play.refresh()
    qtbot.waitUntil(lambda: play.session.state.is_terminal(), timeout=30000)
    out = play.session.outcome()
    assert out is not None and len(out.winners) == 1
    assert "Game over" in play.status.text()
    # editing the scenario afterwards does not touch the finished game
    doc.model.victory.banners = 9
    assert play.session.state.rs.scenario.victory.banners == 3


def test_a_scenario_with_errors_is_not_played(window, monkeypatch) -> None:
    window.findChild(QAction, "file.new.samurai_battles/scenario").trigger()  # no units: errors
    monkeypatch.setattr(SeatsDialog, "exec", lambda dialog: (_ for _ in ()).throw(AssertionError("no seats")))
    tabs = window.tabs.count()
    window.findChild(QAction, "play.start").trigger()
    assert window.tabs.count() == tabs
    boxes = [*window.findChildren(QMessageBox), *QApplication.topLevelWidgets()]
    box = next((w for w in boxes if w.objectName() == "dialog.cannot_play"), None)
    assert box is not None and "has no units" in box.text()
    box.close()


def test_the_scenario_sheet_is_exported_as_png_svg_and_pdf(window, tmp_path: Path) -> None:
    doc = build_in_the_gui(window)
    for suffix in ("png", "svg", "pdf"):
        assert window.export_document(doc, tmp_path / f"sheet.{suffix}")
    img = QImage(str(tmp_path / "sheet.png"))
    assert (img.width(), img.height()) == (1240, 1754)
    svg = (tmp_path / "sheet.svg").read_text()
    assert "The Ford at Dawn" in svg and "Брод на рассвете" in svg and "Victory: 3 banners" in svg
    assert (tmp_path / "sheet.pdf").read_bytes().startswith(b"%PDF")
    # and from the command line, for a bundled scenario
    out = tmp_path / "cli.png"
    src = next(Path(__file__).parents[3].glob("content/core/samurai_battles/scenarios/sb-w01*.yaml"))
    assert warbench(["render", str(src), "--out", str(out)]) == 0
    assert QImage(str(out)).height() == 1754
