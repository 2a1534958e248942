"""Issue 30, deliverable 5: a document edited in the app and saved keeps its author's comments,
key order, quoting and flow style; the saved file differs from the original only in the lines of
what was edited. The edits are typed with real key events into the document's form."""

from __future__ import annotations

import difflib
import shutil
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QSpinBox

from engine.content.library import core_pack_dir

SETUP = core_pack_dir() / "samurai_sword" / "setup.yaml"


def _changed_lines(before: str, after: str) -> list[str]:
    diff = difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=0)
    return [ln for ln in diff if ln[:1] in "+-" and not ln.startswith(("+++", "---"))]


def _type_number(window, field: str, text: str) -> None:
    view = window.current_view()
    box = view.form.findChild(QSpinBox, f"prop.{field}")
    assert box is not None, field
    box.setFocus()
    edit = box.findChild(QLineEdit)
    QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(edit, text)
    QTest.keyClick(edit, Qt.Key.Key_Return)
    QApplication.processEvents()


def test_an_edited_file_keeps_its_comments_and_changes_only_the_edited_line(window, qtbot, tmp_path: Path) -> None:
    path = Path(shutil.copy(SETUP, tmp_path / "setup.yaml"))
    original = path.read_text(encoding="utf-8")
    assert "# L150-152" in original and "{honor: 30, resilience: 36}" in original
    doc = window.open_file(path)
    assert doc is not None
    _type_number(window, "hand_limit", "8")
    assert doc.model.hand_limit == 8 and doc.is_dirty
    qtbot.keyClick(window.current_view(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert not doc.is_dirty
    saved = path.read_text(encoding="utf-8")
    assert _changed_lines(original, saved) == [
        "-hand_limit: 7                              # L150-152",
        "+hand_limit: 8                              # L150-152",
    ]
    # a second edit, undone, saves the file back exactly as the author wrote it
    doc.undo_stack.undo()
    qtbot.keyClick(window.current_view(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert path.read_text(encoding="utf-8") == original


def test_a_bundled_file_saved_as_a_copy_differs_only_in_the_edited_lines(
    window, qtbot, tmp_path: Path, monkeypatch
) -> None:
    target = tmp_path / "my-rules.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a: (str(target), "")))
    original = SETUP.read_text(encoding="utf-8")
    doc = window.open_file(SETUP)
    assert doc is not None and doc.read_only
    _type_number(window, "draws_per_turn", "3")

    def name_the_copy() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.objectName() != "dialog.new_id":
            QTimer.singleShot(20, name_the_copy)
            return
        edit = dialog.findChild(QLineEdit)
        QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(edit, "my-rules")
        QTest.keyClick(edit, Qt.Key.Key_Return)

    QTimer.singleShot(0, name_the_copy)
    qtbot.keyClick(window.current_view(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert doc.path == target and SETUP.read_text(encoding="utf-8") == original
    assert _changed_lines(original, target.read_text(encoding="utf-8")) == [
        "-id: core",
        "+id: my-rules",
        "-draws_per_turn: 2                          # L91",
        "+draws_per_turn: 3                          # L91",
    ]
