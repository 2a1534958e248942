"""The tile editor of a Neuroshima army, driven like a designer drives it: tiles picked in the
gallery, sides clicked on the hex, values typed. Every edit is one undo step that the engine's
army check accepted, and an edited army plays the battle its data says (rules/002 §4-§5)."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QListWidget, QPlainTextEdit, QSpinBox, QTabWidget

from editor.document import Document
from editor.games.neuroshima.army_gallery import ArmyTiles
from editor.games.neuroshima.tile_editor import TileEditor
from editor.games.neuroshima.tile_edits import SideMark
from editor.plugin import document_kind
from engine.content.issues import Severity
from engine.content.library import bundled_library, core_pack_dir
from engine.games.neuroshima.battle import resolve_battle
from engine.games.neuroshima.convert import position_from_model
from engine.games.neuroshima.models.army import Ability, AttackType, EffectKind
from engine.games.neuroshima.models.setup import PositionModel
from tests.editor.test_record_forms import column, table

ARMIES = core_pack_dir() / "neuroshima" / "armies"


def open_army(window, tmp_path: Path, army: str = "moloch") -> Document:
    folder = tmp_path / "armies"
    folder.mkdir(exist_ok=True)
    path = folder / f"{army}.yaml"
    shutil.copy(ARMIES / f"{army}.yaml", path)
    doc = window.open_file(path)
    assert doc is not None
    return doc


def tiles_pane(window) -> ArmyTiles:
    pane = window.current_view().findChild(ArmyTiles)
    assert pane is not None
    return pane


def row_of(doc: Document, tile_id: str) -> int:
    return next(i for i, t in enumerate(doc.model.tiles) if t.id == tile_id)


def pick_in_gallery(window, row: int) -> TileEditor:
    """Click tile ``row`` in the gallery; the tile editor then edits it."""
    gallery = window.current_view().findChild(QListWidget, "nh.army.tiles")
    item = gallery.item(row)
    gallery.scrollToItem(item)
    QTest.mouseClick(
        gallery.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        gallery.visualItemRect(item).center(),
    )
    editor = tiles_pane(window).editor
    assert editor.index == row
    return editor


def click_side(editor: TileEditor, side: int, button=Qt.MouseButton.LeftButton) -> None:
    QTest.mouseClick(editor.hex, button, Qt.KeyboardModifier.NoModifier, editor.hex.side_point(side).toPoint())


def choose_mark(editor: TileEditor, mark: SideMark, strength: int | None = None) -> None:
    button = editor.mark_buttons[mark]
    assert button.isEnabled(), button.toolTip()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    if strength is not None:
        type_into(editor.strength, str(strength))


def type_into(widget, text: str, *, enter: bool = True) -> None:
    """Select what the field holds and type ``text`` over it, as a user does (Return ends it)."""
    widget.setFocus()
    target = widget.lineEdit() if isinstance(widget, QSpinBox) else widget
    QTest.keyClick(target, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    for ch in text:  # key events carrying the text, as a keyboard layout delivers Cyrillic too
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(target, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, ch))
    if enter:
        QTest.keyClick(target, Qt.Key.Key_Return)


def click_check(box) -> None:
    """Click a check box on its box (the left end of the widget), not on the empty space beside its text."""
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(8, box.height() // 2))


def library_with(folder: Path):
    """The bundled content with the armies saved in ``folder`` in place of the bundled ones."""
    lib = bundled_library().copy()
    lib.add_folder(folder)
    return lib


def blocker_facing_borgo_hq(rotation: int) -> PositionModel:
    """A Moloch Blocker on the centre hex turned to ``rotation`` with the Borgo HQ north of it."""
    return PositionModel.model_validate(
        {
            "id": "edited-blocker",
            "mode": "duel",
            "players": [{"army": "moloch"}, {"army": "borgo"}],
            "tiles": [
                {"hex": "0,0", "tile": "moloch_blocker", "player": 1, "rotation": rotation},
                {"hex": "0,-1", "tile": "borgo_hq", "player": 2},
                {"hex": "0,2", "tile": "moloch_hq", "player": 1},
            ],
        }
    )


def test_a_melee_attack_clicked_on_a_side_is_the_attack_the_battle_resolves(window, tmp_path) -> None:
    doc = open_army(window, tmp_path)
    blocker = row_of(doc, "moloch_blocker")
    editor = pick_in_gallery(window, blocker)
    # the Blocker has no initiative, so the engine would never let it attack: attacks are not offered yet
    assert not editor.mark_buttons[SideMark.MELEE].isEnabled()
    assert "never attacks" in editor.mark_buttons[SideMark.MELEE].toolTip()
    type_into(editor.initiative, "2")
    choose_mark(editor, SideMark.MELEE, strength=2)
    click_side(editor, 0)
    tile = doc.model.tiles[blocker]
    assert tile.initiative == [2]
    assert [(a.side, a.type, a.strength) for a in tile.attacks] == [(0, AttackType.MELEE, 2)]
    assert doc.undo_stack.count() == 2
    doc.save()

    before = position_from_model(blocker_facing_borgo_hq(0), bundled_library())
    assert resolve_battle(before).position.hq_hp == [20, 20]  # the bundled Blocker only blocks
    lib = library_with(doc.path.parent)
    # NH rules: a melee attack of strength 2 deals 2 damage to the adjacent enemy on its side (rules/002 §4.2)
    after = resolve_battle(position_from_model(blocker_facing_borgo_hq(0), lib)).position
    assert after.hq_hp == [20, 18]
    # turned away, the attack faces nobody: the side clicked is the side that attacks
    turned = resolve_battle(position_from_model(blocker_facing_borgo_hq(3), lib)).position
    assert turned.hq_hp == [20, 20]


def test_every_edit_is_one_undo_step_and_undo_restores_the_exact_data(window, tmp_path) -> None:
    doc = open_army(window, tmp_path)
    original = doc.snapshot()
    hunter = row_of(doc, "moloch_hunter_killer")
    editor = pick_in_gallery(window, hunter)
    edits = []

    def step(what) -> None:
        count = doc.undo_stack.count()
        what()
        assert doc.undo_stack.count() == count + 1, doc.undo_stack.text(doc.undo_stack.count() - 1)
        edits.append(doc.snapshot())

    step(lambda: type_into(editor.name_en, "Hunter Prime", enter=False))  # typed letter by letter: one step
    step(lambda: choose_mark(editor, SideMark.RANGED, strength=3) or click_side(editor, 2))
    step(lambda: choose_mark(editor, SideMark.ARMOR) or click_side(editor, 3))
    step(lambda: click_side(editor, 3, Qt.MouseButton.RightButton))  # a right-click clears the side: armor and claws
    step(lambda: click_side(editor, 2))  # armor beside the ranged attack
    step(lambda: type_into(editor.count, "3"))
    step(lambda: click_check(editor.abilities.boxes[Ability.EXPLODE]))
    tile = doc.model.tiles[hunter]
    assert tile.name_en == "Hunter Prime" and tile.count == 3 and tile.abilities == [Ability.EXPLODE]
    assert [(a.side, a.type.value, a.strength) for a in tile.attacks] == [
        (0, "melee", 1),
        (1, "melee", 1),
        (2, "ranged", 3),
        (5, "melee", 1),
    ]
    assert tile.armor_sides == [2]

    for expected in reversed([original, *edits[:-1]]):
        doc.undo_stack.undo()
        assert doc.snapshot() == expected
    assert doc.snapshot() == original
    for expected in edits:
        doc.undo_stack.redo()
        assert doc.snapshot() == expected


def test_a_new_tile_made_from_scratch_saves_reloads_and_validates_clean(window, tmp_path) -> None:
    doc = open_army(window, tmp_path)
    pane = tiles_pane(window)
    blocker = row_of(doc, "moloch_blocker")
    editor = pick_in_gallery(window, blocker)
    type_into(editor.count, "1")  # one Blocker fewer, so the army stays at 35 tiles
    QTest.mouseClick(pane.new_button, Qt.MouseButton.LeftButton)
    new = editor.index
    assert new == blocker + 1 and doc.model.tiles[new].kind.value == "unit"
    type_into(editor.name_en, "Sentry")
    type_into(editor.name_ru, "Часовой")
    type_into(editor.tile_id, "moloch_sentry")
    type_into(editor.hp, "2")
    type_into(editor.initiative, "3, 1")
    choose_mark(editor, SideMark.RANGED, strength=1)
    click_side(editor, 0)
    choose_mark(editor, SideMark.GAUSS)
    click_side(editor, 1)
    choose_mark(editor, SideMark.NET)
    click_side(editor, 5)
    choose_mark(editor, SideMark.ARMOR)
    click_side(editor, 0)
    doc.save()

    reloaded = Document.open(doc.path, document_kind)
    tile = reloaded.model.tiles[new]
    assert reloaded.snapshot() == doc.snapshot()
    assert (tile.id, tile.name_en, tile.name_ru, tile.hp, tile.initiative) == (
        "moloch_sentry",
        "Sentry",
        "Часовой",
        2,
        [3, 1],
    )
    assert [(a.side, a.type.value, a.strength) for a in tile.attacks] == [(0, "ranged", 1), (1, "gauss", 1)]
    assert (tile.armor_sides, tile.net_sides) == ([0], [5])
    issues = reloaded.validate()
    assert [i.message for i in issues if i.severity in (Severity.ERROR, Severity.WARNING)] == []


def test_duplicate_and_delete_are_undoable_and_the_editor_follows(window, tmp_path) -> None:
    doc = open_army(window, tmp_path)
    original = doc.snapshot()
    pane = tiles_pane(window)
    editor = pick_in_gallery(window, row_of(doc, "moloch_juggernaut"))
    QTest.mouseClick(pane.duplicate_button, Qt.MouseButton.LeftButton)
    copy = doc.model.tiles[editor.index]
    assert copy.id == "moloch_juggernaut_copy" and copy.attacks == doc.model.tiles[editor.index - 1].attacks
    assert window.current_view().findChild(QListWidget, "nh.army.tiles").count() == len(doc.model.tiles)
    QTest.mouseClick(pane.delete_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(pane.delete_button, Qt.MouseButton.LeftButton)  # and the Hunter-Killer after it
    assert "moloch_juggernaut_copy" not in [t.id for t in doc.model.tiles]
    assert "moloch_hunter_killer" not in [t.id for t in doc.model.tiles]
    assert doc.undo_stack.count() == 3
    for _ in range(3):
        doc.undo_stack.undo()
    assert doc.snapshot() == original


def test_values_the_engine_refuses_are_refused_at_entry_with_its_reason(window, tmp_path) -> None:
    doc = open_army(window, tmp_path)
    original = doc.snapshot()
    editor = pick_in_gallery(window, row_of(doc, "moloch_hybrid"))
    message = window.current_view().findChild(QLabel, "nh.tile.message")
    type_into(editor.initiative, "1, 3")
    assert "initiative values are listed highest first" in message.text()
    assert editor.initiative.text() == "3"  # the stored value is shown again
    type_into(editor.tile_id, "moloch_blocker")
    assert "is used twice" in message.text() and editor.tile_id.text() == "moloch_hybrid"
    editor = pick_in_gallery(window, row_of(doc, "moloch_hq"))
    type_into(editor.count, "2")
    assert "the HQ has exactly one copy" in message.text() and editor.count.value() == 1
    # a module has no attacks of its own: no attack is offered on it (the engine's words say why)
    editor = pick_in_gallery(window, row_of(doc, "moloch_brain"))
    for mark in (SideMark.MELEE, SideMark.RANGED, SideMark.GAUSS):
        assert not editor.mark_buttons[mark].isEnabled()
        assert "modules have no attacks of their own" in editor.mark_buttons[mark].toolTip()
    assert doc.snapshot() == original and doc.undo_stack.count() == 0


def test_module_effects_are_chosen_from_the_engines_effects(window, tmp_path) -> None:
    doc = open_army(window, tmp_path)
    editor = pick_in_gallery(window, row_of(doc, "moloch_medic"))
    add = editor.effects.add
    assert [add.itemData(i) for i in range(1, add.count())] == list(EffectKind)
    add.setFocus()
    add.activated.emit(add.findData(EffectKind.INITIATIVE_PLUS))  # what choosing an entry reports
    tile = doc.model.tiles[editor.index]
    assert [e.effect for e in tile.module_effects] == [EffectKind.MEDIC, EffectKind.INITIATIVE_PLUS]
    amount = editor.effects.rows[1].amount
    type_into(amount, "2")
    assert doc.model.tiles[editor.index].module_effects[1].amount == 2
    assert doc.undo_stack.count() == 2
    QTest.mouseClick(editor.effects.rows[1].remove, Qt.MouseButton.LeftButton)
    assert [e.effect for e in doc.model.tiles[editor.index].module_effects] == [EffectKind.MEDIC]
    assert len(editor.effects.rows) == 1


def test_a_tile_picked_in_the_form_table_is_the_one_the_tile_editor_edits(window, tmp_path) -> None:
    doc = open_army(window, tmp_path)
    t = table(window, "tiles")
    row = row_of(doc, "moloch_clown")
    item = t.item(row, column(t, "id"))
    t.scrollToItem(item)
    QTest.mouseClick(
        t.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, t.visualItemRect(item).center()
    )
    pane = tiles_pane(window)
    assert pane.editor.index == row and pane.editor.name_en.text() == "Clown"
    pick_in_gallery(window, row_of(doc, "moloch_hornet"))
    assert t.currentRow() == row_of(doc, "moloch_hornet")


def test_the_yaml_tab_says_it_is_a_read_only_view(window, tmp_path) -> None:
    open_army(window, tmp_path)
    view = window.current_view()
    tabs = view.findChild(QTabWidget, "document.preview_tabs")
    tabs.setCurrentIndex(1)
    note = view.findChild(QLabel, "document.preview_note")
    text = view.findChild(QPlainTextEdit, "document.preview")
    assert note.isVisible() and "read-only" in note.text().lower() and "tile editor" in note.text()
    assert text.isReadOnly()
    QTest.keyClicks(text, "junk")
    assert "junk" not in text.toPlainText()


def test_the_wheel_over_a_side_turns_its_attack_in_one_step(window, tmp_path) -> None:
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent

    doc = open_army(window, tmp_path)
    editor = pick_in_gallery(window, row_of(doc, "moloch_hunter_killer"))
    melee = next(a for a in doc.model.tiles[editor.index].attacks if a.type is AttackType.MELEE)
    pos = QPointF(editor.hex.side_point(melee.side))
    for _ in range(2):
        ev = QWheelEvent(
            pos,
            QPointF(editor.hex.mapToGlobal(pos.toPoint())),
            QPoint(0, 0),
            QPoint(0, 120),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(editor.hex, ev)
    strength = next(a.strength for a in doc.model.tiles[editor.index].attacks if a.side == melee.side)
    assert strength == melee.strength + 2 and doc.undo_stack.count() == 1
    assert editor.findChild(QSpinBox, "nh.tile.side.melee").value() == strength


def test_a_unit_made_an_instant_loses_its_sides_in_one_step_and_undo_gives_them_back(window, tmp_path) -> None:
    doc = open_army(window, tmp_path)
    original = doc.snapshot()
    editor = pick_in_gallery(window, row_of(doc, "moloch_hybrid"))
    editor.kind.setFocus()
    while editor.kind.currentText() != "instant":
        QTest.keyClick(editor.kind, Qt.Key.Key_Down)  # each key is a choice of its own, as in a closed combo box
    tile = doc.model.tiles[editor.index]
    assert tile.kind.value == "instant" and tile.instant is not None
    assert (tile.hp, tile.initiative, tile.attacks) == (None, [], [])
    assert not any(b.isEnabled() for b in editor.mark_buttons.values())
    assert "instant tiles are never placed" in editor.mark_buttons[SideMark.NET].toolTip()
    assert [
        i for i in doc.validate() if i.severity is Severity.ERROR and i.location.path[:2] == ("tiles", editor.index)
    ] == []
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert doc.snapshot() == original
