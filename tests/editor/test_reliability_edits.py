"""Issue 21, item 9: the reproducers found by random edit sequences, each as its own test, and the
shared mechanisms that fix them at the root: a board-shape edit that would strand pieces is
refused with the reason; every macro closes on failure and rolls back; text fields keep every
character a user can paste."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QComboBox

from editor.commands import SetFieldCommand
from editor.document import Document
from editor.plugin import document_kind
from engine.content.io import load_file, save_model
from engine.games.neuroshima.models import Etude, PlacedTile
from engine.games.samurai_battles.scenario import Scenario
from tests.editor.neuroshima.helpers import open_etude
from tests.editor.samurai_battles.helpers import bundled_path, open_scenario
from tests.editor.samurai_battles.helpers import cell as sb_cell

ROOT = Path(__file__).resolve().parents[2]


def choose(combo: QComboBox, value: str) -> None:
    combo.setCurrentIndex(combo.findData(value))


def long_rows_combo(window) -> QComboBox:
    return next(c for c in window.findChildren(QComboBox) if c.findData("odd") >= 0 and c.findData("even") >= 0)


# ---------------------------------------------------------------- board-shape edits


def test_long_rows_to_odd_on_sb_w01_is_refused_naming_the_pieces_and_the_document_stays_whole(window) -> None:
    doc = window.open_file(bundled_path("sb-w01"))
    before = doc.snapshot()
    combo = long_rows_combo(window)
    choose(combo, "odd")
    assert doc.model.board.long_row_parity == "even"
    assert doc.undo_stack.count() == 0 and doc.undo_stack.isClean()
    message = window.statusBar().currentMessage()
    assert "refused" in message and "r-ay2 at 7,14" in message and "Move or remove them first" in message
    assert combo.currentData() == "even"  # the form shows the document's value again
    assert doc.snapshot() == before
    assert all(doc.cell_of(c, i) is not None for c, i in doc.pieces())
    window.current_view().scene.rebuild()  # what raised on every rebuild before


def test_long_rows_to_odd_on_an_empty_field_is_done_and_undone(window) -> None:
    doc = open_scenario(window)
    choose(long_rows_combo(window), "odd")
    assert doc.model.board.long_row_parity == "odd"
    assert doc.board is not None and doc.board.parse("0,0") is not None  # row 0 is short now
    doc.undo_stack.undo()
    assert doc.model.board.long_row_parity == "even"
    assert doc.undo_stack.isClean()


def test_long_rows_refused_while_terrain_is_painted_off_the_new_board(window) -> None:
    doc = open_scenario(window, Scenario.model_validate({**Scenario.new_document().model_dump(), "terrain": []}))
    from editor.commands import PaintCellsCommand

    doc.undo_stack.push(PaintCellsCommand(doc, "terrain", {sb_cell(window, "0,1"): "forest"}))
    doc.undo_stack.push(SetFieldCommand(doc, None, "board.long_row_parity", "odd"))
    assert doc.model.board.long_row_parity == "even"
    assert "terrain at 0,1" in window.statusBar().currentMessage()


def test_neuroshima_extra_ring_cannot_go_while_a_tile_stands_on_it(window) -> None:
    etude = Etude.new_document().model_copy(update={"extended_board": True})
    etude.tiles = [
        PlacedTile(hex="3,0", tile="moloch_hq", player=2),
        PlacedTile(hex="0,0", tile="outpost_hq", player=1),
    ]
    doc = open_etude(window, etude)
    assert doc.board is not None and doc.cell_of("tiles", 0) is not None
    doc.undo_stack.push(SetFieldCommand(doc, None, "extended_board", False))
    assert doc.model.extended_board is True and doc.undo_stack.count() == 0
    assert "moloch_hq at 3,0" in window.statusBar().currentMessage() or "3,0" in window.statusBar().currentMessage()
    doc.undo_stack.push(SetFieldCommand(doc, None, "tiles.0.hex", "1,0", text="move"))  # off the ring first
    doc.undo_stack.push(SetFieldCommand(doc, None, "extended_board", False))
    assert doc.model.extended_board is False


def test_rokugan_scenario_cannot_move_to_a_map_without_its_tokens_provinces(window, tmp_path: Path) -> None:
    import yaml

    core = ROOT / "content" / "core" / "rokugan"
    shutil.copy(core / "scenarios" / "standard-3p.yaml", tmp_path / "standard-3p.yaml")
    data = yaml.safe_load((core / "maps" / "standard.yaml").read_text(encoding="utf-8"))
    doc = window.open_file(tmp_path / "standard-3p.yaml")
    assert doc.board is not None
    province = doc.board.cells()[0]
    from editor.commands import AddPieceCommand

    doc.undo_stack.push(AddPieceCommand(doc, "control", {"clan": "crab", "face_up": 0, "face_down": 1}, province))
    # a second map without that province, in the scenario's folder
    data["id"] = "smaller"
    data["provinces"] = [p for p in data["provinces"] if p["id"] != province]
    (tmp_path / "smaller.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    doc.reload_library()
    count = doc.undo_stack.count()
    doc.undo_stack.push(SetFieldCommand(doc, None, "map", "smaller"))
    assert doc.model.map == "standard" and doc.undo_stack.count() == count
    assert f"at {province}" in window.statusBar().currentMessage()


# ---------------------------------------------------------------- macros


def test_a_paste_that_raises_closes_its_macro_and_rolls_back(window, monkeypatch) -> None:
    """sb-w01: copy a unit; Long rows -> odd; paste at 5,8; change victory banners; Undo."""
    doc = window.open_file(bundled_path("sb-w01"))
    view = window.current_view()
    view.scene.set_selection({("units_0", 0), ("units_0", 1)})
    window.edits.act_copy.trigger()
    choose(long_rows_combo(window), "odd")  # refused: the document stays whole
    kind = doc.kind
    calls = []

    def failing_can_place(document, collection, data, cell):
        calls.append(cell)
        if len(calls) == 2:  # the second piece of the paste: a failure in the middle of the macro
            raise RuntimeError("a checker bug")
        return None

    monkeypatch.setattr(kind, "can_place", failing_can_place)
    window.hover_label.setText("5,8")
    units = len(doc.model.armies[0].units)
    with pytest.raises(RuntimeError):
        window.edits.paste()
    assert not doc.undo_stack.in_macro
    assert len(doc.model.armies[0].units) == units  # the first pasted piece went back too
    assert doc.undo_stack.count() == 0 and doc.undo_stack.isClean() and not doc.undo_stack.canRedo()
    monkeypatch.undo()
    doc.undo_stack.push(SetFieldCommand(doc, None, "victory.banners", 6))
    assert doc.undo_stack.count() == 1 and doc.undo_stack.canUndo()
    window.findChild(type(window.edits.act_paste), "edit.undo").trigger()
    assert doc.model.victory.banners == 5 and doc.undo_stack.isClean()


def test_pieces_copied_from_a_board_of_another_shape_are_refused_with_a_message(window) -> None:
    odd = Scenario.new_document()
    odd.board.long_row_parity = "odd"
    src = open_scenario(window, odd)
    from editor.commands import AddPieceCommand

    src.undo_stack.push(AddPieceCommand(src, "units_0", {"id": "r1", "type": "AY"}, src.board.parse("7,7")))
    window.current_view().scene.set_selection({("units_0", 0)})
    window.edits.act_copy.trigger()
    dst = open_scenario(window)
    window.hover_label.setText("")
    window.edits.paste()
    assert dst.model.armies[0].units == [] and dst.undo_stack.count() == 0
    assert "nothing pasted" in window.statusBar().currentMessage()


def test_a_nested_macro_failure_rolls_back_the_whole_outer_macro(qtbot) -> None:
    doc = Document(Scenario.new_document(), kind=document_kind("samurai_battles/scenario"))
    stack = doc.undo_stack
    stack.push(SetFieldCommand(doc, None, "victory.banners", 7))
    stack.setClean()
    with pytest.raises(KeyError), stack.macro("outer"):
        stack.push(SetFieldCommand(doc, None, "title.en", "A"))
        with stack.macro("inner"):
            stack.push(SetFieldCommand(doc, None, "victory.banners", 9))
            raise KeyError("boom")
    assert not stack.in_macro
    assert (doc.model.title.en, doc.model.victory.banners) == ("New battle", 7)
    assert stack.count() == 1 and stack.isClean() and not stack.canRedo()
    stack.push(SetFieldCommand(doc, None, "title.en", "B"))
    assert stack.count() == 2  # a later edit is a step of its own, not part of a dangling macro


def test_a_macro_that_does_nothing_leaves_no_undo_step(qtbot) -> None:
    doc = Document(Scenario.new_document(), kind=document_kind("samurai_battles/scenario"))
    with doc.undo_stack.macro("nothing"):
        pass
    assert doc.undo_stack.count() == 0 and doc.undo_stack.isClean()


def test_every_macro_of_the_editor_goes_through_the_stack_macro() -> None:
    """Opening a macro by hand could leave it open when the code inside raises."""
    offenders = [
        f"{p.relative_to(ROOT)}:{n}"
        for p in sorted((ROOT / "editor").rglob("*.py"))
        if p.name != "undo.py"
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\.(beginMacro|endMacro)\(", line)
    ]
    assert offenders == []


# ---------------------------------------------------------------- text fields

PASTED = "a\x85b\u2028c\xa0d\x07e\tf\u200bg\ufeffh"


def test_nel_and_other_pasted_characters_in_battle_notes_survive_save_and_reload(window, tmp_path: Path) -> None:
    doc = open_scenario(window)
    from editor.text_field import TextField

    notes = next(w for w in window.findChildren(TextField) if w.objectName() == "scenario.notes")
    notes.clear()
    QGuiApplication.clipboard().setText(PASTED + "\nsecond line")
    notes.paste()
    assert doc.model.notes == PASTED + "\nsecond line"
    path = tmp_path / "notes.yaml"
    save_model(doc.model, path)
    assert load_file(path).model.notes == PASTED + "\nsecond line"


def test_a_lone_surrogate_is_refused_at_entry_with_a_message(window) -> None:
    doc = open_scenario(window)
    from editor.games.samurai_battles.fields import Bindings

    said = []
    Bindings(doc, said.append).push("title.en", "a\ud800b", "Change title")
    assert doc.model.title.en == "New battle" and doc.undo_stack.count() == 0
    assert said and "title.en" in said[0]
