"""Issue 30, deliverable 6: a map's background picture is saved relative to the map file (an
absolute path breaks when the map is shared), and "Fit picture to board" scales and moves the
picture over the board's areas as one undo step. Buttons are pressed with real mouse clicks."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QFileDialog

import tests.support.testareas as ta
from editor.canvas.area_panel import AreaPanel
from engine.content.io import load_file
from tests.editor.test_area_canvas import SQUARE_A, SQUARE_B, open_areas


def _scan(path: Path, width: int, height: int) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    img = QImage(width, height, QImage.Format.Format_RGB32)
    img.fill(QColor("#884422"))
    assert img.save(str(path))
    return path


def _choose(qtbot, panel: AreaPanel, monkeypatch, picture: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *_a: (str(picture), "")))
    qtbot.mouseClick(panel.choose, Qt.MouseButton.LeftButton)


def _two_squares() -> ta.AreaTestMap:
    return ta.AreaTestMap(areas=[ta.Land(id="a", polygon=SQUARE_A), ta.Land(id="b", polygon=SQUARE_B)])


def test_fit_picture_to_board_covers_the_areas_in_one_undo_step(window, qtbot, tmp_path: Path, monkeypatch) -> None:
    doc = open_areas(window, _two_squares(), path=tmp_path / "m.yaml")
    panel = window.current_view().findChild(AreaPanel)
    assert not panel.fit.isEnabled()  # no picture yet
    _choose(qtbot, panel, monkeypatch, _scan(tmp_path / "scan.png", 800, 200))
    assert doc.model.background.scale == 1.0 and panel.fit.isEnabled()  # an 800-pixel scan spans four boards
    steps = doc.undo_stack.count()
    qtbot.mouseClick(panel.fit, Qt.MouseButton.LeftButton)
    bg = doc.model.background
    # the board is 200 x 100: the picture's width fits it, centred top to bottom
    assert bg.scale == 0.25 and bg.offset == (0.0, 25.0) and bg.image == "scan.png"
    assert doc.undo_stack.count() == steps + 1 and doc.undo_stack.text(steps) == "Fit picture to board"
    item = window.current_view().scene.background
    assert item is not None and item.sceneBoundingRect().width() == 200.0
    doc.undo_stack.undo()
    assert doc.model.background.scale == 1.0 and doc.model.background.offset == (0.0, 0.0)


def test_a_picture_chosen_before_the_map_is_saved_is_saved_relative_to_the_map(
    window, qtbot, tmp_path: Path, monkeypatch
) -> None:
    doc = open_areas(window, _two_squares())
    panel = window.current_view().findChild(AreaPanel)
    scan = _scan(tmp_path / "pictures" / "scan.png", 40, 20)
    _choose(qtbot, panel, monkeypatch, scan)
    assert Path(doc.model.background.image).is_absolute()  # nowhere to be relative to yet
    (tmp_path / "maps").mkdir()
    doc.save(tmp_path / "maps" / "m.yaml")
    assert load_file(tmp_path / "maps" / "m.yaml").model.background.image == "../pictures/scan.png"
    assert doc.background_path() is not None and doc.background_path().resolve() == scan.resolve()
    # saved elsewhere, the path follows the map
    (tmp_path / "shared" / "deeper").mkdir(parents=True)
    doc.save(tmp_path / "shared" / "deeper" / "m.yaml")
    assert load_file(tmp_path / "shared" / "deeper" / "m.yaml").model.background.image == "../../pictures/scan.png"
    assert doc.background_path().resolve() == scan.resolve()
