"""Issue 30, deliverable 3 in the app: Play (F5) on a document whose folder holds a file that does
not load says which file and line to fix and plays nothing; the Issues panel lists the same error.
The bundled item of the broken file's id used to be played in its place without a word."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from engine.content.issues import Severity
from engine.content.library import bundled_content_dir

CORE = bundled_content_dir() / "core"
SCENARIO = CORE / "samurai_battles" / "scenarios" / "sb-z001-first-samurai-skirmish.yaml"
ETUDE = CORE / "neuroshima" / "etudes" / "01-one-clear-line.yaml"


def _broken_beside(tmp_path: Path, played: Path, sibling: Path) -> tuple[Path, Path, int]:
    copy = Path(shutil.copy(played, tmp_path / played.name))
    text = sibling.read_text(encoding="utf-8")
    broken = tmp_path / sibling.name
    broken.write_text(text + "kind: a second kind\n", encoding="utf-8")
    return copy, broken, len(text.splitlines()) + 1


def _cannot_play_box() -> QMessageBox | None:
    boxes = QApplication.topLevelWidgets()
    return next((w for w in boxes if isinstance(w, QMessageBox) and w.objectName() == "dialog.cannot_play"), None)


def _press_play(window, qtbot) -> None:
    window.activateWindow()
    qtbot.keyClick(window.current_view(), Qt.Key.Key_F5)


def test_f5_refuses_a_scenario_beside_a_broken_unit_table(window, qtbot, tmp_path: Path) -> None:
    scenario, broken, line = _broken_beside(tmp_path, SCENARIO, CORE / "samurai_battles" / "units.yaml")
    doc = window.open_file(scenario)
    assert doc is not None
    errors = [i for i in doc.validate() if i.severity is Severity.ERROR]
    assert [(i.location.file, i.location.line) for i in errors] == [(str(broken), line)]
    tabs = window.tabs.count()
    _press_play(window, qtbot)
    assert window.tabs.count() == tabs
    box = _cannot_play_box()
    assert box is not None and f"units.yaml:{line}:" in box.text() and "duplicate key" in box.text()
    box.close()


def test_f5_refuses_an_etude_beside_a_broken_army(window, qtbot, tmp_path: Path) -> None:
    etude, _, line = _broken_beside(tmp_path, ETUDE, CORE / "neuroshima" / "armies" / "outpost.yaml")
    assert window.open_file(etude) is not None
    tabs = window.tabs.count()
    _press_play(window, qtbot)
    assert window.tabs.count() == tabs
    box = _cannot_play_box()
    assert box is not None and f"outpost.yaml:{line}:" in box.text()
    box.close()


def test_f5_refuses_a_scenario_whose_folder_has_another_file_with_its_id(window, qtbot, tmp_path: Path) -> None:
    scenario = Path(shutil.copy(SCENARIO, tmp_path / "mine.yaml"))
    other = Path(shutil.copy(SCENARIO, tmp_path / "copy.yaml"))
    doc = window.open_file(scenario)
    assert doc is not None
    (issue,) = [i for i in doc.validate() if i.code == "duplicate-id"]
    assert issue.location.file == str(scenario) and issue.location.line == 3 and str(other) in issue.message
    tabs = window.tabs.count()
    _press_play(window, qtbot)
    assert window.tabs.count() == tabs
    box = _cannot_play_box()
    assert box is not None and "copy.yaml" in box.text()
    box.close()
