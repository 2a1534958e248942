"""A battlefield and a battle made from nothing in the GUI: painted, fenced, saved, reloaded
unchanged, clean in the Issues panel, units dragged onto the field and turned, exported as the
forum picture, and played to the end by agents from the Play menu."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLineEdit

from editor.document import Document
from editor.player.shell import PlayerShell
from editor.player.view import SeatsDialog
from editor.plugin import document_kind
from engine.content.issues import Severity
from tests.editor.warlords.helpers import click_palette, drag_cells, drag_edges, drop, fit, type_text


def errors(doc: Document) -> list[str]:
    return [i.message for i in doc.validate() if i.severity is Severity.ERROR]


def build_battlefield(window, folder: Path) -> Document:
    window.findChild(QAction, "file.new.warlords/battlefield").trigger()
    fit(window)
    doc = window.current_document()
    click_palette(window, "terrain-forest")
    drag_cells(window, ["A41", "A42"])
    click_palette(window, "terrain-hill")
    drag_cells(window, ["A33"])
    click_palette(window, "terrain-village")
    drag_cells(window, ["B34"])
    click_palette(window, "terrain-rice")
    drag_cells(window, ["C14", "C15"])
    click_palette(window, "terrain-bog")
    drag_cells(window, ["D16"])
    click_palette(window, "terrain-cliff-W")
    drag_cells(window, ["D22"])
    click_palette(window, "edge-river")
    drag_edges(window, [f"A2{c}:S" for c in range(1, 7)])
    click_palette(window, "edge-ford")
    drag_edges(window, ["A24:S"])
    window.set_tool(window.tool("select"))
    window.selection_changed()
    panel = window.properties.custom
    ident = panel.findChild(QLineEdit, "warlords.battlefield.id")
    ident.selectAll()
    type_text(ident, "gui-field")
    name = panel.findChild(QLineEdit, "warlords.battlefield.name.en")
    name.selectAll()
    type_text(name, "The gui field")
    panel.extension["east"].setValue(3)
    assert window.save_document(doc, folder / "gui-field.yaml")
    return doc


def build_battle(window, folder: Path) -> Document:
    window.findChild(QAction, "file.new.warlords/battle").trigger()
    doc = window.current_document()
    assert window.save_document(doc, folder / "gui-battle.yaml")  # its folder's battlefields become choices
    window.selection_changed()
    panel = window.properties.custom
    ident = panel.findChild(QLineEdit, "warlords.battle.id")
    ident.selectAll()
    type_text(ident, "gui-battle")
    bf = panel.findChild(QComboBox, "warlords.battle.battlefield")
    bf.setCurrentIndex(bf.findData("gui-field"))
    assert doc.model.battlefield == "gui-field"
    assert doc.board is not None and doc.board.battlefield.id == "gui-field"
    fit(window)
    season = panel.findChild(QComboBox, "warlords.battle.season")
    season.setCurrentIndex(season.findData("autumn"))
    ford = panel.findChild(QComboBox, "warlords.battle.rules.ford_attack")
    ford.setCurrentIndex(ford.findData("as_bridge"))
    # the defender (north) plans its first units; the attacker (south) too
    for entry, cell in (
        ("unit-0-tg-yari-1", "A25"),
        ("unit-0-tg-yumi-1", "A23"),
        ("unit-1-cr-yari-1", "C23"),
        ("unit-1-cr-teppo-1", "D23"),
    ):
        assert drop(window, entry, cell), (entry, cell, window.statusBar().currentMessage())
    # a unit dropped in no-man's land is refused with the engine's reason
    assert not drop(window, "unit-1-cr-yari-2", "A13")
    assert "no-man's land" in window.statusBar().currentMessage()
    # turn the yumi to face west (R turns the selection clockwise)
    window.set_tool(window.tool("select"))
    view = window.current_view()
    view.scene.set_selection({("units_0", 1)})
    QTest.keyClick(view.map_view.viewport(), Qt.Key.Key_R)
    return doc


def test_a_battlefield_and_a_battle_made_in_the_gui_save_reload_validate_and_play_to_the_end(
    window, qtbot, tmp_path: Path, monkeypatch
) -> None:
    field = build_battlefield(window, tmp_path)
    assert field.model.extension.east == 3 and field.model.id == "gui-field"
    assert {t.type for t in field.model.terrain} == {"forest", "hill", "village", "rice", "bog", "cliff"}
    assert [x.kind for x in field.model.rivers[0].crossings] == ["ford"]
    again = Document.open(tmp_path / "gui-field.yaml", document_kind)
    assert again.snapshot() == field.snapshot()
    assert errors(again) == []

    battle = build_battle(window, tmp_path)
    b = battle.model
    assert [(p.unit, p.cell, p.facing) for p in b.sides[0].deployment] == [
        ("tg-yari-1", "A25", "S"),
        ("tg-yumi-1", "A23", "W"),
    ]
    assert [p.cell for p in b.sides[1].deployment][:2] == ["C23", "D23"]
    assert (b.season, b.rules.ford_attack) == ("autumn", "as_bridge")
    assert window.save_document(battle, tmp_path / "gui-battle.yaml")
    again = Document.open(tmp_path / "gui-battle.yaml", document_kind)
    assert again.snapshot() == battle.snapshot()
    assert errors(again) == []
    view = window.current_view()
    qtbot.waitUntil(lambda: not view.validate_timer.isActive(), timeout=3000)
    assert [i.message for i in view.issues if i.severity is Severity.ERROR] == []

    # the forum picture of the planned battle, in the three formats
    for suffix in ("png", "svg", "pdf"):
        out = tmp_path / f"battle.{suffix}"
        assert window.export_document(battle, out)
        assert out.stat().st_size > 1000

    # Play: greedy sides, the game master's default policy
    def choose(dialog: SeatsDialog) -> int:
        dialog.combos[0].setCurrentIndex(dialog.combos[0].findData("greedy"))
        dialog.combos[1].setCurrentIndex(dialog.combos[1].findData("random"))
        assert dialog.combos[2].currentData() == "gm-default"  # shown in words: the game master's documented answers
        assert dialog.combos[2].currentText() == "game master's documented answers"
        dialog.seed.setValue(4)
        return 1

    monkeypatch.setattr(SeatsDialog, "exec", choose)
    window.findChild(QAction, "play.start").trigger()
    play = window.tabs.currentWidget()
    assert isinstance(play, PlayerShell)
    play.agent_delay_ms = 0
    play.refresh()
    qtbot.waitUntil(lambda: play.session.state.is_terminal(), timeout=40000)
    assert "Game over" in play.status.text()
    assert play.session.state.prep.battlefield.id == "gui-field"
    assert play.table.playback.list.count() > 0
