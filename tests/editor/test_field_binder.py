"""The panels' shared field binder: an edit is one undo step on the document, a value the model
refuses is said and not stored, and showing the document's values again pushes nothing back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from editor.document import Document
from editor.panels.binder import FieldBinder
from editor.plugin import document_kind
from engine.games.neuroshima.models import Etude


def etude(**fields: object) -> Document:
    data = {**Etude.new_document().model_dump(mode="json"), **fields}
    return Document(Etude.model_validate(data), kind=document_kind("neuroshima/etude"))


def test_typing_in_a_bound_line_is_one_undo_step_on_the_document(qtbot) -> None:
    doc = etude()
    binder = FieldBinder(doc, prefix="etude.")
    line = binder.line("title.en", "title")
    qtbot.addWidget(line)
    assert line.objectName() == "etude.title.en" and line.text() == "New etude"
    line.selectAll()
    qtbot.keyClicks(line, "Ambush")
    assert doc.model.title.en == "Ambush"
    # the keystrokes of one field merge into one step, named after the field
    assert doc.undo_stack.count() == 1 and doc.undo_stack.text(0) == "Change title"
    doc.undo_stack.undo()
    assert doc.model.title.en == "New etude"


def test_a_refused_value_is_said_and_not_stored(qtbot) -> None:
    doc = etude()
    heard: list[tuple[str, str]] = []
    binder = FieldBinder(doc, refused=lambda path, error: heard.append((path, str(error))))
    reason = binder.push("difficulty", 9, "Change difficulty")  # the etude's difficulty is 1..5
    assert reason is not None and doc.model.difficulty == 1 and doc.undo_stack.count() == 0
    assert heard and heard[0][0] == "difficulty" and "difficulty" in heard[0][1]
    assert binder.push("difficulty", 4, "Change difficulty") is None and doc.model.difficulty == 4


def test_showing_the_documents_values_pushes_nothing_back(qtbot) -> None:
    doc = etude()
    binder = FieldBinder(doc)
    spin = binder.spin("number", "number", 1, 9999)
    check = binder.check("final_battle", "final battle")
    qtbot.addWidget(spin)
    qtbot.addWidget(check)
    check.show()
    qtbot.waitExposed(check)
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=check.rect().center())
    spin.setValue(7)
    assert (doc.model.final_battle, doc.model.number, doc.undo_stack.count()) == (False, 7, 2)
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    binder.refresh()  # after undo, the editors show the document again
    assert spin.value() == 1 and check.isChecked()
    # setting the editors fired their signals, and none of them became an edit
    assert doc.undo_stack.count() == 2 and doc.undo_stack.index() == 0
    assert (doc.model.final_battle, doc.model.number) == (True, 1)


def test_a_value_equal_to_the_fields_is_no_edit_when_asked(qtbot) -> None:
    doc = etude()
    binder = FieldBinder(doc)
    binder.push("choose", 1, "Choose", skip_unchanged=True)
    assert doc.undo_stack.count() == 0
    binder.push("choose", 2, "Choose", skip_unchanged=True)
    assert doc.undo_stack.count() == 1 and doc.model.choose == 2


def test_a_binder_on_a_piece_edits_that_piece(qtbot) -> None:
    doc = etude(
        tiles=[{"hex": "0,0", "tile": "outpost_hq", "player": 1}, {"hex": "1,0", "tile": "moloch_hq", "player": 2}]
    )
    binder = FieldBinder(doc, target=("tiles", 1))
    assert binder.value("rotation") == 0
    binder.push("rotation", 3, "Rotate")
    assert [t.rotation for t in doc.model.tiles] == [0, 3]
    refused: list[str] = []
    binder = FieldBinder(doc, target=("tiles", 0), refused=lambda path, _error: refused.append(path))
    binder.push("rotation", 6, "Rotate")  # a hexagon has six sides, 0..5
    assert refused == ["rotation"] and doc.model.tiles[0].rotation == 0


def test_no_document_bound_means_no_edit(qtbot) -> None:
    binder = FieldBinder(None)
    assert binder.push("title.en", "x") is None


def test_a_combo_shows_a_value_its_choices_lack_as_unknown(qtbot) -> None:
    doc = etude()
    binder = FieldBinder(doc)
    combo = binder.combo("opponent.army", "opponent", [("Borgo", "borgo"), ("Outpost", "outpost")])
    qtbot.addWidget(combo)
    assert combo.currentData() == "moloch" and "moloch" in combo.currentText()
    combo.setCurrentIndex(0)
    assert doc.model.opponent.army == "borgo" and doc.undo_stack.count() == 1
    line = QLineEdit()  # an editor the panel makes itself refreshes with the others
    qtbot.addWidget(line)
    binder.custom(lambda: line.setText(doc.model.opponent.army))
    doc.undo_stack.undo()
    binder.refresh()
    assert combo.currentData() == "moloch" and line.text() == "moloch"
