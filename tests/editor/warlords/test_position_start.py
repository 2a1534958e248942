"""A position start's turns before it, set in the battle editor with the keyboard and the mouse:
the start turn, units off the field (scattered, destroyed), banners raised, sabotages used, and a
selected unit's fatigue and flight. Each edit is one undo step; the battle saved and opened again
keeps them, and the engine starts from them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from editor.board_shape import places_off
from editor.document import Document
from editor.plugin import document_kind
from engine.content.issues import Severity
from engine.core.registry import load_game
from engine.games.warlords.battle import Battle, UnitPlacement
from tests.editor.warlords.helpers import open_doc


def position_battle() -> Battle:
    b = Battle.new_document()
    north = b.sides[0].model_copy(
        update={
            "deployment": [
                UnitPlacement(unit="tg-kihei", cell="A23", facing="S"),
                UnitPlacement(unit="tg-yari-1", cell="A25", facing="S"),
            ],
            "hq": "A33",
            "banners": {"tiger": "tg-kihei"},
        }
    )
    south = b.sides[1].model_copy(
        update={"deployment": [UnitPlacement(unit="cr-yari-1", cell="C23", facing="N")], "hq": "C33"}
    )
    return b.model_copy(update={"start": "position", "sides": [north, south], "max_turns": 10})


def step(widget, key: Qt.Key) -> None:
    widget.setFocus()
    QTest.keyClick(widget, key)


def test_the_turns_before_a_position_start_are_edited_undone_saved_and_played(window, qtbot, tmp_path: Path) -> None:
    doc = open_doc(window, "warlords/battle", position_battle())
    window.selection_changed()
    panel = window.properties.custom
    box = panel.position
    assert box.isVisibleTo(panel)
    turn = panel.findChild(QSpinBox, "warlords.battle.start_turn")
    turn.setFocus()
    turn.lineEdit().selectAll()
    QTest.keyClicks(turn, "4")
    assert doc.model.start_turn == 4
    # tg-yumi-1 was never put on the field: scattered, back from turn 5; then turn 6
    state = panel.findChild(QComboBox, "warlords.battle.sides.0.off_field.tg-yumi-1")
    step(state, Qt.Key.Key_Down)
    yumi = next(p for p in doc.model.sides[0].deployment if p.unit == "tg-yumi-1")
    assert yumi.reserve and yumi.returns_turn == 5
    back = panel.findChild(QSpinBox, "warlords.battle.sides.0.off_field.tg-yumi-1.back")
    assert back.isEnabled()
    step(back, Qt.Key.Key_Up)
    assert next(p for p in doc.model.sides[0].deployment if p.unit == "tg-yumi-1").returns_turn == 6
    # tg-teppo was destroyed
    teppo = panel.findChild(QComboBox, "warlords.battle.sides.0.off_field.tg-teppo")
    step(teppo, Qt.Key.Key_End)
    assert next(p for p in doc.model.sides[0].deployment if p.unit == "tg-teppo").destroyed
    # the Tiger banner raised in an earlier turn, its Fury still holding; one sabotage used
    tiger = panel.findChild(QComboBox, "warlords.battle.sides.0.banners_raised.tiger")
    step(tiger, Qt.Key.Key_End)
    assert doc.model.sides[0].banners_raised == {"tiger": "in_effect"}
    sabotage = panel.findChild(QSpinBox, "warlords.battle.sides.0.sabotages_used.tg-onmitsu")
    step(sabotage, Qt.Key.Key_Up)
    assert doc.model.sides[0].sabotages_used == {"tg-onmitsu": 1}
    # the kihei on the field: selected, it is marked fatigued in its properties
    window.set_tool(window.tool("select"))
    view = window.current_view()
    view.scene.set_selection({("units_0", 0)})
    window.selection_changed()
    fatigued = window.properties.form.findChild(QCheckBox, "prop.fatigued")
    QTest.mouseClick(
        fatigued, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(8, fatigued.height() // 2)
    )
    assert doc.model.sides[0].deployment[0].fatigued
    # every edit one undo step: back to the start, then forward again
    stack = doc.undo_stack
    assert stack.count() == 7
    edited = doc.snapshot()
    while stack.canUndo():
        stack.undo()
    assert doc.model == position_battle()
    while stack.canRedo():
        stack.redo()
    assert doc.snapshot() == edited
    # saved and opened again, unchanged and valid; the engine starts from it
    assert window.save_document(doc, tmp_path / "turn-4.yaml")
    again = Document.open(tmp_path / "turn-4.yaml", document_kind)
    assert again.snapshot() == doc.snapshot()
    assert [i.message for i in again.validate() if i.severity is Severity.ERROR] == []
    s = load_game("warlords").new_initial_state(again.model, again.library(), 1)
    units = {u.id: u for u in s.b.units}  # type: ignore[attr-defined]
    assert s.b.turn == 4  # type: ignore[attr-defined]
    assert units["tg-kihei"].fatigued and units["tg-kihei"].tiger and units["tg-kihei"].banner_spent
    assert units["tg-yumi-1"].reserve_from == 6 and units["tg-teppo"].status == "out"
    assert s.b.sides[0].shinobi == (("tg-onmitsu", "sabotage", 2),)  # type: ignore[attr-defined]


def test_the_turns_before_are_shown_only_for_a_position_start(window) -> None:
    open_doc(window, "warlords/battle", Battle.new_document())
    window.selection_changed()
    panel = window.properties.custom
    assert not panel.position.isVisibleTo(panel)


def test_a_unit_kept_with_no_cell_is_on_no_board_and_no_board_change_strands_it(window) -> None:
    # a scattered unit in the reserve has no cell: another battlefield leaves it where it is
    b = position_battle()
    north = b.sides[0].model_copy(
        update={"deployment": [*b.sides[0].deployment, UnitPlacement(unit="tg-teppo", reserve=True, returns_turn=3)]}
    )
    doc = open_doc(window, "warlords/battle", b.model_copy(update={"sides": [north, b.sides[1]]}))
    assert places_off(doc, doc.board) == {}
    window.selection_changed()
    panel = window.properties.custom
    fields = panel.findChild(QComboBox, "warlords.battle.battlefield")
    step(fields, Qt.Key.Key_Down if fields.currentIndex() == 0 else Qt.Key.Key_Up)
    assert doc.model.battlefield != "wl-field-border-ford"
    assert doc.model.sides[0].deployment[-1].returns_turn == 3


def test_a_unit_on_the_field_names_its_record_in_its_tooltip(window) -> None:
    doc = open_doc(window, "warlords/battle", position_battle())
    look = doc.kind.look
    plain = look.piece_tooltip("units_0", doc.model.sides[0].deployment[0])
    assert plain == "tg-kihei at A23, facing S"
    tired = doc.model.sides[0].deployment[0].model_copy(update={"fatigued": True, "fleeing": True, "flight_began": 3})
    assert look.piece_tooltip("units_0", tired) == "tg-kihei at A23, facing S; fleeing since turn 3, fatigued"
