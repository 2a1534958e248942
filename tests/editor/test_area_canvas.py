"""The shared area-map canvas, driven like a user with real mouse and key events: drawing areas with
snapping, topological corner drags, corners added and removed, areas cut and joined, the background
picture, the borders the engine derives, and issues that name two areas."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest

import tests.support.testareas as ta
from editor.boards import AreaBoardShape, CellGroup
from editor.canvas.area_panel import AreaPanel
from editor.commands import RemovePiecesCommand
from editor.document import Document, PieceGroup
from editor.issue_place import locate_issue
from editor.plugin import document_kind
from editor.tools.polygon import SNAP_PIXELS

SQUARE_A = [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)]
SQUARE_B = [(100.0, 0.0), (200.0, 0.0), (200.0, 100.0), (100.0, 100.0)]


def open_areas(window, model: ta.AreaTestMap, path: Path | None = None) -> Document:
    doc = Document(model, path=path, kind=document_kind("testareas/map"))
    window.add_document(doc)
    view = window.current_view()
    view.map_view.resize(800, 600)
    view.map_view.fit()
    window.set_tool(window.tool("polygon"))
    return doc


def at(window, x: float, y: float) -> QPoint:
    return window.current_view().map_view.mapFromScene(QPointF(x, y))


def click(window, x: float, y: float, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    vp = window.current_view().map_view.viewport()
    QTest.mouseMove(vp, at(window, x, y))
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, modifiers, at(window, x, y))


def drag(window, start: tuple[float, float], end: tuple[float, float], modifiers=Qt.KeyboardModifier.NoModifier):
    vp = window.current_view().map_view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, modifiers, at(window, *start))
    for k in range(1, 6):
        t = k / 5
        QTest.mouseMove(vp, at(window, start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, modifiers, at(window, *end))


def key(window, k) -> None:
    QTest.keyClick(window.current_view().map_view, k)


def scene_units(window, pixels: float) -> float:
    return pixels / window.current_view().map_view.zoom


def test_drawing_beside_an_area_snaps_onto_its_corners_and_the_engine_derives_the_shared_border(window) -> None:
    doc = open_areas(window, ta.AreaTestMap(areas=[ta.Land(id="a", polygon=SQUARE_A)]))
    slip = scene_units(window, SNAP_PIXELS * 0.5)  # the user's clicks miss the corners a little
    for x, y in [(100 + slip, -slip), (220, 0), (220, 100), (100 - slip, 100 + slip)]:
        click(window, x, y)
    assert window.tool("polygon").points[0] == (100.0, 0.0)
    click(window, 100 + slip, slip)  # on the first corner: closes the area
    assert doc.undo_stack.count() == 1
    new = doc.model.areas[1]
    assert new.id == "land_1"
    assert new.polygon[0] == (100.0, 0.0) and new.polygon[3] == (100.0, 100.0)
    am = doc.board.area_map()
    border = am.border("a", "land_1")
    assert border is not None and abs(border.length - 100.0) < 1e-4
    assert am.adjacent("a", "land_1")
    assert doc.validate() == []


def test_a_corner_snapped_onto_an_edge_is_welded_into_that_edge(window) -> None:
    doc = open_areas(window, ta.AreaTestMap(areas=[ta.Land(id="a", polygon=SQUARE_A)]))
    for x, y in [(100.0, 30.0), (160, 30), (160, 70), (100.0, 70.0)]:
        click(window, x + scene_units(window, 3), y)
    key(window, Qt.Key.Key_Return)
    a, b = doc.model.areas
    on_edge = [p for p in b.polygon if p[0] == 100.0]  # snapped onto a's edge...
    assert len(on_edge) == 2 and all(p in a.polygon for p in on_edge)  # ...and welded into it
    shared = abs(on_edge[0][1] - on_edge[1][1])
    assert abs(shared - 40.0) < 1.0
    assert abs(doc.board.area_map().border("a", b.id).length - shared) < 1e-4
    doc.undo_stack.undo()
    assert [x.id for x in doc.model.areas] == ["a"] and doc.model.areas[0].polygon == SQUARE_A


def test_dragging_a_shared_corner_moves_it_in_both_areas_as_one_undo_step(window) -> None:
    model = ta.AreaTestMap(areas=[ta.Land(id="a", polygon=SQUARE_A), ta.Land(id="b", polygon=SQUARE_B)])
    doc = open_areas(window, model)
    before = doc.snapshot()
    drag(window, (100.0, 100.0), (120.0, 130.0))
    a, b = doc.model.areas
    moved = a.polygon[2]
    assert abs(moved[0] - 120.0) < 1 and abs(moved[1] - 130.0) < 1
    assert b.polygon[3] == moved  # the same corner in both areas: the border stays shared
    assert doc.undo_stack.count() == 1
    length = ((moved[0] - 100.0) ** 2 + moved[1] ** 2) ** 0.5
    assert abs(doc.board.area_map().border("a", "b").length - length) < 1e-4
    doc.undo_stack.undo()
    assert doc.snapshot() == before
    # Alt+drag detaches the corner from the neighbour: the areas now touch at a point only
    drag(window, (100.0, 100.0), (90.0, 90.0), Qt.KeyboardModifier.AltModifier)
    assert doc.model.areas[0].polygon[2] != doc.model.areas[1].polygon[3]
    assert not doc.board.area_map().adjacent("a", "b")
    assert [i.code for i in doc.validate()] == ["point_contact"]


def test_drawing_is_cancelled_with_escape_and_backspace_takes_back_a_corner(window) -> None:
    doc = open_areas(window, ta.AreaTestMap(areas=[ta.Land(id="a", polygon=SQUARE_A)]))
    tool = window.tool("polygon")
    for x, y in [(300, 0), (400, 0), (400, 100)]:
        click(window, x, y)
    key(window, Qt.Key.Key_Backspace)
    assert len(tool.points) == 2
    key(window, Qt.Key.Key_Escape)
    assert tool.points == [] and doc.undo_stack.count() == 0


def test_double_clicking_a_shared_edge_adds_the_corner_to_both_areas_and_delete_removes_it(window) -> None:
    model = ta.AreaTestMap(areas=[ta.Land(id="a", polygon=SQUARE_A), ta.Land(id="b", polygon=SQUARE_B)])
    doc = open_areas(window, model)
    vp = window.current_view().map_view.viewport()
    QTest.mouseDClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(window, 100.0, 50.0))
    a, b = doc.model.areas
    assert len(a.polygon) == 5 and len(b.polygon) == 5
    corner = next(p for p in a.polygon if p[0] == 100.0 and 0 < p[1] < 100)
    assert corner in b.polygon and doc.undo_stack.count() == 1
    click(window, *corner, Qt.KeyboardModifier.ShiftModifier)
    assert window.current_view().scene.selected_corners == [corner]
    key(window, Qt.Key.Key_Delete)
    assert doc.model.areas[0].polygon == SQUARE_A and doc.model.areas[1].polygon == SQUARE_B
    assert doc.undo_stack.count() == 2


def test_an_area_is_cut_between_two_corners_and_two_neighbours_are_joined(window) -> None:
    doc = open_areas(window, ta.AreaTestMap(areas=[ta.Land(id="a", polygon=SQUARE_A)]))
    click(window, 0.0, 0.0, Qt.KeyboardModifier.ShiftModifier)
    click(window, 100.0, 100.0, Qt.KeyboardModifier.ShiftModifier)
    key(window, Qt.Key.Key_K)
    assert [x.id for x in doc.model.areas] == ["a", "land_1"]
    assert doc.board.area_map().adjacent("a", "land_1")
    assert doc.undo_stack.count() == 1
    view = window.current_view()
    panel = view.findChild(AreaPanel)
    view.scene.set_selection({("areas", 0), ("areas", 1)})
    assert panel.join.isEnabled()
    QTest.mouseClick(panel.join, Qt.MouseButton.LeftButton)
    assert [x.id for x in doc.model.areas] == ["a"]
    assert sorted(doc.model.areas[0].polygon) == sorted(SQUARE_A)
    assert doc.undo_stack.count() == 2


def test_the_background_picture_is_stored_in_the_document_and_drawn_under_the_areas(window, tmp_path: Path) -> None:
    img = QImage(40, 20, QImage.Format.Format_RGB32)
    img.fill(QColor("#884422"))
    img.save(str(tmp_path / "scan.png"))
    doc = open_areas(window, ta.AreaTestMap(areas=[ta.Land(id="a", polygon=SQUARE_A)]), path=tmp_path / "m.yaml")
    view = window.current_view()
    panel = view.findChild(AreaPanel)
    panel.set_picture(tmp_path / "scan.png")
    assert doc.model.background.image == "scan.png"
    panel.opacity.setValue(30)
    panel.scale.setValue(5.0)
    panel.offset_x.setValue(-10.0)
    bg = doc.model.background
    assert (bg.opacity, bg.scale, bg.offset) == (0.3, 5.0, (-10.0, 0.0))
    item = view.scene.background
    assert item is not None and abs(item.opacity() - 0.3) < 1e-9
    assert item.sceneBoundingRect().width() == 200.0 and item.pos().x() == -10.0
    assert item.zValue() < min(i.zValue() for i in view.scene.cell_items.values())
    doc.save()
    again = Document.open(tmp_path / "m.yaml", document_kind)
    assert again.snapshot() == doc.snapshot()
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert doc.model.background is None and view.scene.background is None


def test_borders_and_slots_are_drawn_from_the_engines_adjacency(window) -> None:
    sea = ta.Sea(
        id="sea",
        polygon=[(-50, -50), (250, -50), (250, 150), (-50, 150)],
        holes=[[*SQUARE_A[:2], *SQUARE_B[1:], SQUARE_A[3]]],
    )
    model = ta.AreaTestMap(areas=[ta.Land(id="a", polygon=SQUARE_A), ta.Land(id="b", polygon=SQUARE_B)], seas=[sea])
    doc = open_areas(window, model)
    scene = window.current_view().scene
    ids = sorted({item.data(0) for item in scene.border_items})
    assert ids == sorted(doc.board.area_map().borders) == ["a|b", "a|sea", "b|sea"]
    tips = {item.data(0): item.toolTip() for item in scene.border_items}
    assert "land border, length 100.0" in tips["a|b"] and "coast" in tips["a|sea"]
    scene.set_overlay_visible("borders", False)
    assert not any(item.isVisible() for item in scene.border_items)
    # the island's coast is the sea's hole: dragging its corner moves the hole too
    drag(window, (200.0, 100.0), (210.0, 120.0))
    moved = doc.model.areas[1].polygon[2]
    assert abs(moved[0] - 210) < 1 and moved in doc.model.seas[0].holes[0]
    assert doc.validate() == []


def test_an_issue_naming_two_areas_selects_and_marks_both(window) -> None:
    overlapping = [(90.0, 0.0), (200.0, 0.0), (200.0, 100.0), (90.0, 100.0)]
    model = ta.AreaTestMap(areas=[ta.Land(id="a", polygon=SQUARE_A), ta.Land(id="b", polygon=overlapping)])
    doc = open_areas(window, model)
    view = window.current_view()
    issues = view.validate_now()
    assert [i.code for i in issues] == ["overlap"]
    cell, piece = locate_issue(doc, issues[0])
    assert cell == CellGroup(["a", "b"]) and piece == PieceGroup([("areas", 0), ("areas", 1)])
    panel = window.issues_panel
    rect = panel.visualItemRect(panel.topLevelItem(0))
    QTest.mouseClick(panel.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    QTest.mouseDClick(panel.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    assert view.scene.selected == {("areas", 0), ("areas", 1)}
    assert len(view.scene._marks) == 2
    assert isinstance(doc.board, AreaBoardShape)
    # the mark goes when the user moves on: a click on empty ground deselects and unmarks
    window.set_tool(window.tool("select"))
    click(window, 400.0, 400.0)
    assert view.scene.selected == set() and view.scene._marks == []
    # and when the document changes (an undo, an edit), the old place is not marked any more
    QTest.mouseDClick(panel.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    assert len(view.scene._marks) == 2
    doc.undo_stack.push(RemovePiecesCommand(doc, [("areas", 1)]))
    assert view.scene._marks == []
    doc.undo_stack.undo()
    assert view.scene._marks == []


def test_area_names_are_sized_to_their_areas_and_do_not_run_into_each_other(window) -> None:
    # two neighbouring provinces 12 board units wide: their names fit inside them, side by side
    # (a 9-pixel name over areas this small read "provirprovince_2", hiding the traced picture)
    small = ta.AreaTestMap(
        areas=[
            ta.Land(id="province_1", polygon=[(0, 0), (12, 0), (12, 12), (0, 12)]),
            ta.Land(id="province_2", polygon=[(12, 0), (24, 0), (24, 12), (12, 12)]),
        ]
    )
    open_areas(window, small)
    if not window.view_options.act_labels.isChecked():
        window.view_options.act_labels.trigger()  # View > Labels
    scene = window.current_view().scene
    boxes = []
    for cell, item in scene.cell_items.items():
        label = item.label_item
        assert label is not None and label.isVisible()
        box = label.sceneBoundingRect()
        assert item.sceneBoundingRect().contains(box), (cell, box)
        boxes.append(box)
    assert not boxes[0].intersects(boxes[1])
    # on a board of large areas a name keeps its own size
    big = ta.AreaTestMap(areas=[ta.Land(id="province_1", polygon=[(0, 0), (600, 0), (600, 600), (0, 600)])])
    open_areas(window, big)
    (item,) = window.current_view().scene.cell_items.values()
    assert item.label_item.scale() == 1.0
