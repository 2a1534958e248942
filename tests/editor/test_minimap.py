"""Finding 11 of issue 12 (looks): a zoomed-in board shows a minimap of the whole board in the
corner of the view; clicking or dragging on it centres the view there."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt

from tests.editor.conftest import open_map


def view_centre(map_view) -> QPointF:
    return map_view.mapToScene(map_view.viewport().rect().center())


def zoomed_in(window, qtbot):
    open_map(window)
    map_view = window.current_view().map_view
    assert not map_view.minimap.isVisible()  # the whole board is in sight: no minimap
    map_view.zoom_by(4.0)
    qtbot.waitUntil(map_view.minimap.isVisible)
    return map_view


def test_clicking_the_minimap_centres_the_view_there(window, qtbot) -> None:
    map_view = zoomed_in(window, qtbot)
    minimap = map_view.minimap
    board = minimap.board_rect()
    target = QPointF(board.left() + board.width() * 0.3, board.top() + board.height() * 0.7)
    qtbot.mouseClick(minimap, Qt.MouseButton.LeftButton, pos=minimap.from_scene(target).toPoint())
    centre = view_centre(map_view)
    tolerance = board.width() / minimap.width() * 2  # two minimap pixels
    assert abs(centre.x() - target.x()) < tolerance and abs(centre.y() - target.y()) < tolerance


def test_dragging_on_the_minimap_moves_the_view_along(window, qtbot) -> None:
    map_view = zoomed_in(window, qtbot)
    minimap = map_view.minimap
    board = minimap.board_rect()
    start = minimap.from_scene(QPointF(board.left() + board.width() * 0.3, board.center().y())).toPoint()
    end = minimap.from_scene(QPointF(board.left() + board.width() * 0.7, board.center().y())).toPoint()
    qtbot.mousePress(minimap, Qt.MouseButton.LeftButton, pos=start)
    before = view_centre(map_view).x()
    for x in range(start.x(), end.x() + 1, 4):
        qtbot.mouseMove(minimap, QPoint(x, start.y()))
    qtbot.mouseRelease(minimap, Qt.MouseButton.LeftButton, pos=end)
    assert view_centre(map_view).x() > before + board.width() * 0.3


def test_the_minimap_can_be_switched_off_from_the_view_menu(window, qtbot) -> None:
    map_view = zoomed_in(window, qtbot)
    window.view_options.act_minimap.trigger()
    assert not map_view.minimap.isVisible()
    window.view_options.act_minimap.trigger()
    assert map_view.minimap.isVisible()
