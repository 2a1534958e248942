"""Issue 30, deliverable 2 in the app: Save As of bundled or pack content asks for an id of the
copy's own (proposed from its title, unused among the ids of its kind), so an edited copy never
stands in for the original under the original's id. Typed with real key events into the dialog."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QLineEdit

from engine.content.io import load_file
from engine.content.library import core_pack_dir
from engine.content.packcli import new_pack

SCENARIO = core_pack_dir() / "samurai_battles" / "scenarios" / "sb-z001-first-samurai-skirmish.yaml"


@pytest.fixture
def save_to(monkeypatch, tmp_path: Path) -> Path:
    target = tmp_path / "mine" / "my-skirmish.yaml"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a: (str(target), "")))
    return target


def _answer(qtbot, steps: list[Callable[[QInputDialog], None]], seen: list[str]) -> None:
    """Answer the id dialog each time it opens with the next step (it reopens after a refusal)."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QInputDialog) or dialog.objectName() != "dialog.new_id":
            QTimer.singleShot(20, answer)
            return
        seen.append(dialog.labelText() + "\n" + dialog.textValue())
        step = steps.pop(0)
        if steps:
            QTimer.singleShot(20, answer)
        step(dialog)

    QTimer.singleShot(0, answer)


def _type(qtbot, text: str) -> Callable[[QInputDialog], None]:
    def step(dialog: QInputDialog) -> None:
        edit = dialog.findChild(QLineEdit)
        assert edit is not None
        qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(edit, text)
        qtbot.keyClick(edit, Qt.Key.Key_Return)

    return step


def _cancel(qtbot) -> Callable[[QInputDialog], None]:
    return lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Escape)


def _save(window, qtbot) -> None:
    qtbot.keyClick(window.current_view(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)


def test_saving_a_bundled_scenario_asks_for_an_id_of_its_own(window, qtbot, save_to: Path) -> None:
    before = SCENARIO.read_bytes()
    doc = window.open_file(SCENARIO)
    assert doc is not None and doc.read_only
    seen: list[str] = []
    # sb-z002 is another bundled scenario's id: refused, and the dialog asks again
    _answer(qtbot, [_type(qtbot, "sb-z002"), _type(qtbot, "my-skirmish")], seen)
    _save(window, qtbot)
    assert seen[0].endswith("\nfirst-samurai-skirmish")  # proposed from the title "First Samurai Skirmish"
    assert "(id sb-z001)" in seen[0]
    assert "sb-z002 is the id of another samurai_battles/scenario" in seen[1]
    assert doc.path == save_to and doc.model.id == "my-skirmish" and not doc.is_dirty
    assert load_file(save_to).model.id == "my-skirmish"
    assert SCENARIO.read_bytes() == before
    assert doc.undo_stack.text(doc.undo_stack.index() - 1) == "New id my-skirmish"
    doc.undo_stack.undo()  # the new id is one undo step
    assert doc.model.id == "sb-z001"


def test_cancelling_the_id_saves_nothing(window, qtbot, save_to: Path) -> None:
    doc = window.open_file(SCENARIO)
    assert doc is not None
    _answer(qtbot, [_cancel(qtbot)], [])
    _save(window, qtbot)
    assert not save_to.exists() and doc.path == SCENARIO and doc.model.id == "sb-z001"


def test_the_proposal_is_unused_in_the_target_folder_too(window, qtbot, save_to: Path) -> None:
    taken = SCENARIO.read_text(encoding="utf-8").replace("id: sb-z001\n", "id: first-samurai-skirmish\n", 1)
    (save_to.parent / "earlier.yaml").write_text(taken, encoding="utf-8")
    doc = window.open_file(SCENARIO)
    assert doc is not None
    seen: list[str] = []
    _answer(qtbot, [lambda dialog: qtbot.keyClick(dialog.findChild(QLineEdit), Qt.Key.Key_Return)], seen)
    _save(window, qtbot)
    assert seen[0].endswith("\nfirst-samurai-skirmish-2")
    assert load_file(save_to).model.id == "first-samurai-skirmish-2"


def test_save_as_of_a_pack_document_asks_too_and_of_ones_own_file_does_not(
    window, qtbot, tmp_path: Path, save_to: Path, monkeypatch
) -> None:
    pack = tmp_path / "pack"
    new_pack(pack, "river", "River", games=["samurai_battles"])
    in_pack = Path(shutil.copy(SCENARIO, pack / "skirmish.yaml"))
    doc = window.open_file(in_pack)
    assert doc is not None and not doc.read_only
    seen: list[str] = []
    _answer(qtbot, [_type(qtbot, "river-copy")], seen)
    window.save_document_as(doc)
    assert len(seen) == 1 and load_file(save_to).model.id == "river-copy"
    # the copy is the user's own now: saving it under another name is not a copy of shared content
    other = tmp_path / "mine" / "again.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a: (str(other), "")))
    assert window.save_document_as(doc)  # no dialog opens: one would block here
    assert load_file(other).model.id == "river-copy" and doc.path == other
