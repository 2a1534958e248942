"""The generic tools with real mouse, wheel and key events; assertions on the document and undo stack."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from engine.core.hexgrid import Hex
from tests.editor.conftest import cell_point, drag_on_view, open_map
from tests.support.testboard import BoardMap, Marker, Tag


def marker_cells(doc) -> list[str]:
    return [m.hex for m in doc.model.markers]


def test_moving_a_piece_across_several_cells_is_one_undo_step(window) -> None:
    doc = open_map(window, BoardMap(markers=[Marker(type="pawn", hex="0,0")]))
    window.set_tool(window.tool("select"))
    drag_on_view(window, [Hex(0, 0), Hex(1, 0), Hex(2, 0), Hex(2, 1)])
    assert marker_cells(doc) == ["2,1"]
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert marker_cells(doc) == ["0,0"]


def test_escape_during_a_drag_cancels_without_an_undo_entry(window) -> None:
    doc = open_map(window, BoardMap(markers=[Marker(type="pawn", hex="0,0")]))
    view = window.current_view().map_view
    drag_on_view(window, [Hex(0, 0), Hex(1, 0), Hex(2, 0)], release=False)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    QTest.mouseRelease(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cell_point(window, Hex(2, 0))
    )
    assert marker_cells(doc) == ["0,0"]
    assert doc.undo_stack.count() == 0
    item = window.current_view().scene.piece_items[("markers", 0)]
    assert (item.pos().x(), item.pos().y()) == doc.board.center(Hex(0, 0))


def test_a_move_onto_an_occupied_cell_is_refused(window) -> None:
    doc = open_map(window, BoardMap(markers=[Marker(hex="0,0"), Marker(hex="1,0")]))
    drag_on_view(window, [Hex(0, 0), Hex(1, 0)])
    assert marker_cells(doc) == ["0,0", "1,0"]
    assert doc.undo_stack.count() == 0
    assert "occupied" in window.statusBar().currentMessage()


def test_dragging_a_piece_off_the_board_deletes_it_with_its_tags(window) -> None:
    doc = open_map(window, BoardMap(markers=[Marker(hex="0,0", name="T")], tags=[Tag(piece="T", hex="1,0")]))
    vp = window.current_view().map_view.viewport()
    window.set_tool(window.tool("select"))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cell_point(window, Hex(0, 0)))
    QTest.mouseMove(vp, cell_point(window, Hex(-1, 0)))
    QTest.mouseMove(vp, QPoint(5, 5))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    assert doc.model.markers == [] and doc.model.tags == []
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert marker_cells(doc) == ["0,0"] and [t.piece for t in doc.model.tags] == ["T"]


def test_delete_cascades_to_attached_tags_in_one_step(window) -> None:
    doc = open_map(
        window,
        BoardMap(
            markers=[Marker(hex="0,0", name="A"), Marker(hex="1,0", name="B")],
            tags=[
                Tag(piece="B", hex="2,0", text="b1"),
                Tag(piece="A", hex="0,1", text="a1"),
                Tag(piece="B", hex="2,1", text="b2"),
            ],
        ),
    )
    window.current_view().scene.set_selection({("markers", 1)})
    window.edits.act_delete.trigger()
    assert [m.name for m in doc.model.markers] == ["A"]
    assert [t.text for t in doc.model.tags] == ["a1"]
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert [m.name for m in doc.model.markers] == ["A", "B"]
    assert [t.text for t in doc.model.tags] == ["b1", "a1", "b2"]


def test_click_ctrl_click_and_rubber_band_selection(window) -> None:
    doc = open_map(window, BoardMap(markers=[Marker(hex="0,0"), Marker(hex="1,0"), Marker(hex="-2,2")]))
    scene = window.current_view().scene
    vp = window.current_view().map_view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cell_point(window, Hex(0, 0)))
    assert scene.selected == {("markers", 0)}
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier, cell_point(window, Hex(1, 0)))
    assert scene.selected == {("markers", 0), ("markers", 1)}
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier, cell_point(window, Hex(0, 0)))
    assert scene.selected == {("markers", 1)}
    # rubber band from an empty cell around (0,0) and (1,0) but not (-2,2)
    drag_on_view(window, [Hex(-1, -1), Hex(2, 1)])
    assert scene.selected == {("markers", 0), ("markers", 1)}
    assert doc.undo_stack.count() == 0
    assert window.properties.target is None  # two selected: document properties


def wheel(window, cell, notches: int) -> None:
    vp = window.current_view().map_view.viewport()
    pos = QPointF(cell_point(window, cell))
    ev = QWheelEvent(
        pos,
        QPointF(vp.mapToGlobal(pos.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(vp, ev)


def test_wheel_over_a_piece_rotates_it_and_merges_while_turning(window) -> None:
    doc = open_map(window, BoardMap(markers=[Marker(hex="0,0", facing=0)]))
    for _ in range(3):
        wheel(window, Hex(0, 0), -1)
    assert doc.model.markers[0].facing == 3
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.model.markers[0].facing == 0


def test_ctrl_wheel_zooms_instead(window) -> None:
    doc = open_map(window, BoardMap(markers=[Marker(hex="0,0")]))
    view = window.current_view().map_view
    before = view.zoom
    vp = view.viewport()
    pos = QPointF(cell_point(window, Hex(0, 0)))
    ev = QWheelEvent(
        pos,
        QPointF(vp.mapToGlobal(pos.toPoint())),
        QPoint(0, 0),
        QPoint(0, 240),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.ControlModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(vp, ev)
    assert view.zoom > before
    assert doc.undo_stack.count() == 0
    window.view_options.act_fit.trigger()
    window.view_options.act_zoom_out.trigger()
    assert view.zoom < before * 1.01


def test_the_board_follows_the_view_size_until_the_user_zooms(window, qtbot) -> None:
    open_map(window, BoardMap(markers=[Marker(hex="0,0")]))
    view = window.current_view().map_view

    def resize(w: int, h: int) -> None:
        window.resize(w, h)
        qtbot.wait(100)  # let the layouts settle

    resize(1000, 700)
    small = view.zoom
    resize(1600, 1100)
    assert view.zoom > small * 1.2  # a bigger window shows a bigger board
    window.view_options.act_zoom_out.trigger()
    zoomed = view.zoom
    resize(1100, 800)
    assert view.zoom == zoomed  # a zoom the user chose is kept
    window.view_options.act_fit.trigger()
    fitted = view.zoom
    resize(1600, 1100)
    assert view.zoom > fitted * 1.2  # after Fit to Window the board follows the size again


def test_rotate_tool_and_keyboard_rotation(window) -> None:
    doc = open_map(window, BoardMap(markers=[Marker(hex="0,0", facing=0)]))
    window.set_tool(window.tool("rotate"))
    vp = window.current_view().map_view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cell_point(window, Hex(0, 0)))
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, cell_point(window, Hex(0, 0)))
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, cell_point(window, Hex(0, 0)))
    assert doc.model.markers[0].facing == 5
    window.current_view().scene.set_selection({("markers", 0)})
    window.edits.act_rotate_cw.trigger()
    assert doc.model.markers[0].facing == 0


def test_erase_stroke_is_one_undo_step(window) -> None:
    doc = open_map(window, BoardMap(markers=[Marker(hex="0,0"), Marker(hex="1,0"), Marker(hex="2,0")]))
    window.set_tool(window.tool("erase"))
    drag_on_view(window, [Hex(0, 0), Hex(1, 0), Hex(2, 0)])
    assert doc.model.markers == []
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert marker_cells(doc) == ["0,0", "1,0", "2,0"]


def test_paint_stroke_across_cells_is_one_undo_step(window) -> None:
    doc = open_map(window, BoardMap(terrain={"2,0": "hill"}))
    section, item = window.palette_tree.show_entry("forest")
    QTest.mouseClick(
        section.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        section.visualItemRect(item).center(),
    )
    assert window.tool_choice.active_tool.name == "paint"
    path = [Hex(-2, 0), Hex(-1, 0), Hex(0, 0), Hex(1, 0), Hex(2, 0)]
    drag_on_view(window, path)
    assert doc.model.terrain == {str(h): "forest" for h in path}
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.model.terrain == {"2,0": "hill"}


def test_escape_during_a_stroke_paints_nothing(window) -> None:
    doc = open_map(window)
    paint = window.tool("paint")
    paint.set_value("terrain", "water")
    window.set_tool(paint)
    drag_on_view(window, [Hex(0, 0), Hex(1, 0)], release=False)
    QTest.keyClick(window.current_view().map_view, Qt.Key.Key_Escape)
    QTest.mouseRelease(
        window.current_view().map_view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        cell_point(window, Hex(1, 0)),
    )
    assert doc.model.terrain == {} and doc.undo_stack.count() == 0


def test_flood_fill_replaces_exactly_the_connected_region(window) -> None:
    # a ring of water around the centre separates the centre from the rest
    from engine.core.hexgrid import ring

    water = {str(h): "water" for h in ring(Hex(0, 0), 1)}
    doc = open_map(window, BoardMap(radius=3, terrain=dict(water)))
    paint = window.tool("paint")
    paint.set_value("terrain", "forest")
    window.set_tool(paint)
    vp = window.current_view().map_view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, cell_point(window, Hex(3, 0)))
    outer = {str(h) for h in doc.board.cells() if h.length() >= 2}
    assert doc.model.terrain == {**water, **dict.fromkeys(outer, "forest")}
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.model.terrain == water


def test_hovering_shows_the_cell_label_and_labels_can_be_shown(window) -> None:
    doc = open_map(window, BoardMap(shape="field"))
    vp = window.current_view().map_view.viewport()
    cell = doc.board.parse("4,9")
    QTest.mouseMove(vp, cell_point(window, cell))
    assert window.hover_label.text() == "4,9"
    scene = window.current_view().scene
    assert scene._hover.isVisible()
    label = scene.cell_items[cell].label_item
    assert not label.isVisible()
    window.view_options.act_labels.trigger()
    assert label.isVisible() and label.text() == "4,9"


def test_painting_a_record_layer_keeps_the_records_other_fields(window) -> None:
    from tests.support.testboard import Feature

    doc = open_map(window, BoardMap(features=[Feature(hex="0,0", type="well", size=3), Feature(hex="2,0")]))
    paint = window.tool("paint")
    paint.set_value("features", "ruin")
    window.set_tool(paint)
    drag_on_view(window, [Hex(0, 0), Hex(1, 0)])
    assert [(f.hex, f.type, f.size) for f in doc.model.features] == [
        ("0,0", "ruin", 3),
        ("2,0", "ruin", 1),
        ("1,0", "ruin", 1),
    ]
    paint.set_value("features", None)
    drag_on_view(window, [Hex(2, 0)])
    assert [f.hex for f in doc.model.features] == ["0,0", "1,0"]
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert [(f.hex, f.type, f.size) for f in doc.model.features] == [("0,0", "well", 3), ("2,0", "ruin", 1)]
