"""Editor tests: real widgets on the offscreen platform, with the test plugin registered and
settings kept in a temporary file."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtTest import QTest

import tests.support.testboard  # noqa: F401  (registers the test plugin and its content kind)
from editor.document import Document
from editor.mainwindow import MainWindow
from editor.plugin import document_kind
from tests.editor.russian import russian  # noqa: F401  (the Russian interface fixture)
from tests.support.testboard import BoardMap


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot, settings):
    w = MainWindow(settings)
    w.show()
    qtbot.waitExposed(w)
    yield w
    # tests that leave documents dirty must not block teardown on the save prompt
    for v in w.views:
        v.document.undo_stack.setClean()
    for shell in w.play_tabs():
        shell.session.mark_saved()
    w.close()
    w.deleteLater()


def open_map(window: MainWindow, model: BoardMap | None = None, path: Path | None = None) -> Document:
    kind = document_kind("testboard/map")
    doc = Document(model or BoardMap(), path=path, kind=kind)
    window.add_document(doc)
    view = window.current_view()
    assert view is not None and view.map_view is not None
    view.map_view.resize(900, 700)
    view.map_view.fit()
    return doc


def cell_point(window: MainWindow, cell) -> QPoint:
    """Viewport position of a cell's centre in the current map view."""
    view = window.current_view()
    assert view is not None and view.map_view is not None and view.document.board is not None
    x, y = view.document.board.center(cell)
    return view.map_view.mapFromScene(QPointF(x, y))


def drag_on_view(
    window: MainWindow,
    cells: list,
    *,
    button=Qt.MouseButton.LeftButton,
    modifiers=Qt.KeyboardModifier.NoModifier,
    release: bool = True,
) -> None:
    """Press on the first cell, move through the others, release on the last (real mouse events)."""
    vp = window.current_view().map_view.viewport()
    QTest.mousePress(vp, button, modifiers, cell_point(window, cells[0]))
    for c in cells[1:]:
        QTest.mouseMove(vp, cell_point(window, c))
    if release:
        QTest.mouseRelease(vp, button, modifiers, cell_point(window, cells[-1]))
