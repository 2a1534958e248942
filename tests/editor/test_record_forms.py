"""Documents without a board (armies, decks, game setups) are edited in the generated form:
nested records become groups of editors, lists of records become tables with add and remove.
Every edit is one undo step; values the model refuses are reported and not stored."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QPushButton, QTableWidget

from engine.content.library import core_pack_dir

NH = core_pack_dir() / "neuroshima"


def copy(tmp_path: Path, rel: str) -> Path:
    dst = tmp_path / Path(rel).name
    shutil.copy(NH / rel, dst)
    return dst


def form_of(window):
    view = window.current_view()
    assert view is not None and view.form is not None
    return view.form


def table(window, path: str) -> QTableWidget:
    t = form_of(window).findChild(QTableWidget, f"prop.{path}.table")
    assert t is not None
    return t


def column(t: QTableWidget, name: str) -> int:
    for c in range(t.columnCount()):
        if t.horizontalHeaderItem(c).text() == name:
            return c
    raise AssertionError(f"no column {name}")


def type_into_cell(t: QTableWidget, row: int, col: int, text: str) -> None:
    item = t.item(row, col)
    t.scrollToItem(item)
    pos = t.visualItemRect(item).center()
    QTest.mouseClick(t.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    QTest.keyClick(t, Qt.Key.Key_F2)  # the edit key opens the cell's editor
    editor = QApplication.focusWidget()
    assert editor is not None and editor is not t
    QTest.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(editor, text)
    QTest.keyClick(editor, Qt.Key.Key_Return)
    QApplication.processEvents()  # the view commits the editor's data on the next turn of the event loop


def click_row(t: QTableWidget, row: int) -> None:
    item = t.item(row, 0)
    t.scrollToItem(item)
    QTest.mouseClick(
        t.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, t.visualItemRect(item).center()
    )


def test_editing_a_tile_count_in_the_army_table_is_one_undo_step_and_revalidates(window, tmp_path, qtbot) -> None:
    doc = window.open_file(copy(tmp_path, "armies/moloch.yaml"))
    t = table(window, "tiles")
    row = next(i for i, tile in enumerate(doc.model.tiles) if tile.id == "moloch_blocker")
    before = doc.model.tiles[row].count
    type_into_cell(t, row, column(t, "count"), str(before + 1))
    assert doc.model.tiles[row].count == before + 1
    assert doc.undo_stack.count() == 1 and doc.is_dirty
    view = window.current_view()
    qtbot.waitUntil(lambda: any("35" in i.message for i in view.issues))  # the army is now 36 tiles
    doc.undo_stack.undo()
    assert doc.model.tiles[row].count == before
    assert int(t.item(row, column(t, "count")).data(Qt.ItemDataRole.EditRole)) == before  # the table follows undo


def test_a_value_the_model_refuses_is_reported_and_not_stored(window, tmp_path) -> None:
    doc = window.open_file(copy(tmp_path, "armies/moloch.yaml"))
    t = table(window, "tiles")
    type_into_cell(t, 1, column(t, "count"), "0")
    assert doc.model.tiles[1].count >= 1
    assert doc.undo_stack.count() == 0
    assert (
        "count" in window.statusBar().currentMessage()
        and "greater than or equal to 1" in window.statusBar().currentMessage()
    )
    assert int(t.item(1, column(t, "count")).data(Qt.ItemDataRole.EditRole)) == doc.model.tiles[1].count


def test_a_rule_option_is_chosen_in_the_nested_group(window, tmp_path) -> None:
    doc = window.open_file(copy(tmp_path, "games/duel.yaml"))
    combo = form_of(window).findChild(QComboBox, "prop.rules.push_destinations")
    assert combo is not None
    old = doc.model.rules.push_destinations
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Down)
    assert doc.model.rules.push_destinations != old
    assert doc.model.rules.push_destinations == combo.currentData()
    assert doc.undo_stack.count() == 1
    assert "push destinations" in doc.undo_stack.text(0)
    doc.undo_stack.undo()
    assert doc.model.rules.push_destinations == old
    assert combo.currentData() == old


def test_players_are_removed_and_added_as_table_rows(window, tmp_path) -> None:
    doc = window.open_file(copy(tmp_path, "games/teams.yaml"))
    armies = [p.army for p in doc.model.players]
    t = table(window, "players")
    click_row(t, 3)
    form_of(window).findChild(QPushButton, "prop.players.remove").click()
    assert [p.army for p in doc.model.players] == armies[:3]
    assert t.rowCount() == 3
    click_row(t, 0)
    form_of(window).findChild(QPushButton, "prop.players.add").click()  # a player needs an army: a copy of the row
    assert [p.army for p in doc.model.players] == [armies[0], armies[0], *armies[1:3]]
    type_into_cell(t, 1, column(t, "army"), "hegemony")
    assert doc.model.players[1].army == "hegemony"
    assert doc.undo_stack.count() == 3
    for _ in range(3):
        doc.undo_stack.undo()
    assert [p.army for p in doc.model.players] == armies


def test_a_list_of_numbers_is_edited_as_comma_separated_text(window, tmp_path) -> None:
    src = core_pack_dir() / "samurai_battles" / "board_tiles.yaml"
    path = tmp_path / src.name
    shutil.copy(src, path)
    doc = window.open_file(path)
    edit = form_of(window).findChild(QLineEdit, "prop.slot_row_offsets")
    assert edit is not None and edit.text() == "0, 6"
    edit.setFocus()
    QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(edit, "0, x")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    assert doc.model.slot_row_offsets == [0, 6] and doc.undo_stack.count() == 0
    assert "slot row offsets" in window.statusBar().currentMessage()
    assert edit.text() == "0, 6"  # the stored value is shown again
    QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(edit, "0, 5")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    assert doc.model.slot_row_offsets == [0, 5] and doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.model.slot_row_offsets == [0, 6] and edit.text() == "0, 6"


def test_an_armys_tiles_are_drawn_beside_its_form_and_follow_its_edits(window, tmp_path) -> None:
    from PySide6.QtWidgets import QLabel, QListWidget

    doc = window.open_file(copy(tmp_path, "armies/moloch.yaml"))
    view = window.current_view()
    gallery = view.findChild(QListWidget, "nh.army.tiles")
    summary = view.findChild(QLabel, "nh.army.summary")
    assert gallery is not None and gallery.count() == len(doc.model.tiles)
    assert "35 tiles" in summary.text() and "an army has" not in summary.text()
    row = next(i for i, tile in enumerate(doc.model.tiles) if tile.id == "moloch_blocker")
    assert gallery.item(row).text().endswith("× 2")
    t = table(window, "tiles")
    type_into_cell(t, row, column(t, "count"), "3")
    assert gallery.item(row).text().endswith("× 3")
    assert "36 tiles — an army has 35" in summary.text()
    doc.undo_stack.undo()
    assert gallery.item(row).text().endswith("× 2") and "35 tiles" in summary.text()


def _tab_through(t: QTableWidget, row: int) -> None:
    """Put the cursor on the row's first cell and press Tab across the whole row, as a user does."""
    t.setFocus()
    t.setCurrentCell(row, 0)
    for _ in range(t.columnCount()):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)


def test_an_optional_choice_that_holds_nothing_shows_nothing_and_tabbing_through_writes_nothing(
    window, tmp_path
) -> None:
    doc = window.open_file(copy(tmp_path, "armies/moloch.yaml"))
    before = doc.snapshot()
    t = table(window, "tiles")
    col = column(t, "instant")
    for row, tile in enumerate(doc.model.tiles):
        combo = t.cellWidget(row, col)
        if tile.instant is None:  # a unit, a module, the HQ: no instant effect, and none is shown
            assert combo.currentData() is None and combo.currentText() == "—", tile.id
        else:
            assert combo.currentData() == tile.instant.value, tile.id
    unit = next(i for i, tile in enumerate(doc.model.tiles) if tile.kind.value == "unit")
    _tab_through(t, unit)
    assert doc.snapshot() == before and doc.undo_stack.count() == 0
    # a choice made and taken back by keyboard leaves the field as it was: empty, not the first effect
    combo = t.cellWidget(unit, col)
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Down)
    assert doc.model.tiles[unit].instant is not None
    QTest.keyClick(combo, Qt.Key.Key_Up)
    assert doc.model.tiles[unit].instant is None
    assert doc.snapshot() == before


def test_an_optional_number_that_holds_nothing_shows_nothing(window) -> None:
    from PySide6.QtWidgets import QSpinBox

    from editor.document import Document
    from editor.plugin import document_kind
    from engine.games.neuroshima.models.army import Army

    doc = Document(Army.new_document(), kind=document_kind("neuroshima/army"))
    window.add_document(doc)
    spin = form_of(window).findChild(QSpinBox, "prop.difficulty")
    assert doc.model.difficulty is None and spin.text() == "—"
    spin.setFocus()
    QTest.keyClick(spin, Qt.Key.Key_Tab)
    assert doc.model.difficulty is None and doc.undo_stack.count() == 0
    spin.setFocus()
    QTest.keyClick(spin.lineEdit(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(spin.lineEdit(), "3")
    assert doc.model.difficulty == 3
    QTest.keyClick(spin, Qt.Key.Key_Down)
    QTest.keyClick(spin, Qt.Key.Key_Down)
    QTest.keyClick(spin, Qt.Key.Key_Down)  # below 1: no difficulty again
    assert doc.model.difficulty is None and spin.text() == "—"
    assert doc.undo_stack.count() == 1  # one field, edited in one go: one undo step
