"""Plugin hooks of the shell: pieces carried along in a drag, moves a game refuses, small piece
badges, record-layer painting that keeps the rest of a record, layer entries that set other
record fields, and a document panel of the game's own."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from editor.plugin import document_kind
from editor.tools.generic import PaintTool
from engine.core.hexgrid import Hex
from tests.editor.conftest import cell_point, drag_on_view, open_map
from tests.support.testboard import BoardMap, Feature, Marker, Tag


def test_a_dragged_marker_carries_the_tags_on_its_cell_in_one_undo_step(window) -> None:
    doc = open_map(
        window,
        BoardMap(
            markers=[Marker(hex="0,0", name="alpha")],
            tags=[Tag(piece="alpha", hex="0,0", text="a"), Tag(piece="alpha", hex="1,0", text="elsewhere")],
        ),
    )
    drag_on_view(window, [Hex(0, 0), Hex(0, 1)])
    assert doc.model.markers[0].hex == "0,1"
    assert [t.hex for t in doc.model.tags] == ["0,1", "1,0"]  # only the tag on the marker's cell went along
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.model.markers[0].hex == "0,0" and doc.model.tags[0].hex == "0,0"


def test_a_move_the_game_refuses_leaves_the_document_alone_and_says_why(window) -> None:
    doc = open_map(window, BoardMap(terrain={"0,1": "hill"}, markers=[Marker(type="flag", hex="0,0")]))
    drag_on_view(window, [Hex(0, 0), Hex(0, 1)])
    assert doc.model.markers[0].hex == "0,0" and doc.undo_stack.count() == 0
    assert "a flag cannot stand on a hill" in window.statusBar().currentMessage()
    drag_on_view(window, [Hex(0, 0), Hex(1, 0)])
    assert doc.model.markers[0].hex == "1,0" and doc.undo_stack.count() == 1


def test_a_badge_is_picked_on_its_corner_and_the_cell_elsewhere(window) -> None:
    open_map(window, BoardMap(markers=[Marker(hex="0,0", name="alpha")], tags=[Tag(piece="alpha", hex="0,0")]))
    scene = window.current_view().scene
    badge = scene.piece_items[("tags", 0)]
    marker = scene.piece_items[("markers", 0)]
    assert badge.rect.width() < marker.rect.width() / 2
    corner = badge.mapToScene(badge.rect.center())
    assert scene.piece_at(corner) == ("tags", 0)
    assert scene.piece_at(marker.mapToScene(QPointF(0, 0))) == ("markers", 0)
    vp = window.current_view().map_view.viewport()
    view = window.current_view().map_view
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view.mapFromScene(corner))
    assert scene.selected == {("tags", 0)}
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cell_point(window, Hex(0, 0)))
    assert scene.selected == {("markers", 0)}


def test_a_layer_entry_paints_other_record_fields_along(window) -> None:
    doc = open_map(window, BoardMap(features=[Feature(hex="0,0", type="ruin", size=2)]))
    section, item = window.palette_tree.show_entry("big-well")
    QTest.mouseClick(
        section.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        section.visualItemRect(item).center(),
    )
    paint = window.tool("paint")
    assert isinstance(paint, PaintTool) and window.tool_choice.active_tool is paint
    assert (paint.layer, paint.value, paint.extra) == ("features", "well", {"size": 3})
    drag_on_view(window, [Hex(0, 0), Hex(1, 0)])
    assert [(f.hex, f.type, f.size) for f in doc.model.features] == [("0,0", "well", 3), ("1,0", "well", 3)]
    assert doc.undo_stack.count() == 1
    # painting the same entry again changes nothing and adds no undo step
    drag_on_view(window, [Hex(0, 0), Hex(1, 0)])
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert [(f.hex, f.type, f.size) for f in doc.model.features] == [("0,0", "ruin", 2)]


def test_painting_a_record_layers_default_keeps_what_else_the_record_holds(window) -> None:
    doc = open_map(
        window, BoardMap(features=[Feature(hex="0,0", type="well", size=3), Feature(hex="1,0", type="ruin", size=3)])
    )
    paint = window.tool("paint")
    paint.set_value("feature_size", 1)
    window.set_tool(paint)
    drag_on_view(window, [Hex(0, 0), Hex(1, 0)])
    # the well stays (with the default size); the ruin of default size had nothing else: it goes
    assert [(f.hex, f.type, f.size) for f in doc.model.features] == [("0,0", "well", 1)]
    doc.undo_stack.undo()
    assert [(f.hex, f.type, f.size) for f in doc.model.features] == [("0,0", "well", 3), ("1,0", "ruin", 3)]


def test_a_games_document_panel_replaces_the_generic_form(window, monkeypatch) -> None:
    kind = document_kind("testboard/map")

    def panel(document):
        label = QLabel(f"map {document.model.title}")
        label.setObjectName("testboard.document")
        return label

    monkeypatch.setattr(kind.panels, "document_widget", panel)
    open_map(window, BoardMap(title="Hills"), None)
    window.current_view().scene.set_selection(set())
    window.selection_changed()
    label = window.properties.findChild(QLabel, "testboard.document")
    assert label is not None and label.text() == "map Hills"
    assert window.properties.form.editors == {}


def test_overlays_are_switched_in_the_view_menu_for_every_view_of_the_kind(window) -> None:
    from PySide6.QtGui import QAction

    from tests.support.testboard import BoardMapLook

    open_map(window, BoardMap())
    first = window.current_view()
    action = window.findChild(QAction, "view.overlay.centre")
    assert action is not None and action.isChecked() and action.text() == "Centre cell"
    assert first.scene.overlay_items["centre"].isVisible()
    BoardMapLook.overlay_calls.clear()
    first.map_view.viewport().grab()
    assert "centre" in BoardMapLook.overlay_calls
    action.trigger()
    assert not first.scene.overlay_items["centre"].isVisible()
    open_map(window, BoardMap(radius=2))
    second = window.current_view()
    assert not second.scene.overlay_items["centre"].isVisible()  # the switch holds for new views
    BoardMapLook.overlay_calls.clear()
    second.map_view.viewport().grab()
    assert BoardMapLook.overlay_calls == []
    window.findChild(QAction, "view.overlay.centre").trigger()
    assert first.scene.overlay_items["centre"].isVisible() and second.scene.overlay_items["centre"].isVisible()


def test_a_collection_may_store_its_cells_in_its_own_form(window) -> None:
    from tests.editor.test_drag_drop import drop_entry

    doc = open_map(window, BoardMap())
    assert drop_entry(window, "beacon", Hex(1, 1))
    assert doc.model.beacons[0].column == 1  # stored: the column only
    assert doc.cell_of("beacons", 0) == Hex(1, -3)  # drawn on the column's top cell
    assert ("beacons", 0) in window.current_view().scene.piece_items
    drag_on_view(window, [Hex(1, -3), Hex(2, -3)])
    assert doc.model.beacons[0].column == 2 and doc.undo_stack.count() == 2


def test_pieces_are_painted_knowing_their_document(window) -> None:
    from tests.support.testboard import BoardMapLook

    BoardMapLook.painted_documents.clear()
    open_map(window, BoardMap(title="Northern ford", markers=[Marker(hex="0,0")]))
    window.current_view().map_view.viewport().grab()
    assert "Northern ford" in BoardMapLook.painted_documents


def test_a_pasted_copy_gets_the_data_the_game_gives_copies(window) -> None:
    doc = open_map(window, BoardMap(markers=[Marker(hex="0,0", name="alpha")]))
    window.current_view().scene.set_selection({("markers", 0)})
    window.edits.act_copy.trigger()
    window.hover_label.setText("2,0")
    window.edits.act_paste.trigger()
    assert [(m.hex, m.name) for m in doc.model.markers] == [("0,0", "alpha"), ("2,0", "alpha copy")]


def test_a_replaced_custom_panel_is_deleted_with_its_connections(window, monkeypatch, qapp) -> None:
    import shiboken6
    from PySide6.QtCore import QEvent

    kind = document_kind("testboard/map")
    made = []

    def panel(document):
        label = QLabel("map")
        document.changed.connect(lambda _c, w=label: w.setText(document.model.title))
        made.append(label)
        return label

    monkeypatch.setattr(kind.panels, "document_widget", panel)
    open_map(window, BoardMap(markers=[Marker(hex="0,0")]))
    scene = window.current_view().scene
    for _ in range(3):
        scene.set_selection({("markers", 0)})
        window.selection_changed()
        scene.set_selection(set())
        window.selection_changed()
    qapp.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert [shiboken6.isValid(w) for w in made] == [False] * (len(made) - 1) + [True]


def test_a_side_panel_stays_beside_the_board_and_reports_issues_of_its_own(window, monkeypatch) -> None:
    from engine.content.issues import Issue, Severity

    kind = document_kind("testboard/map")
    made = []

    def side(document, scene):
        label = QLabel("solver")
        label.setObjectName("testboard.side")
        made.append((document, scene))
        return label

    monkeypatch.setattr(kind.panels, "side_widget", side)
    doc = open_map(window, BoardMap(markers=[Marker(hex="0,0")]))
    view = window.current_view()
    assert made == [(doc, view.scene)]
    assert view.findChild(QLabel, "testboard.side") is not None
    # the panel stays whatever is selected
    view.scene.set_selection({("markers", 0)})
    window.selection_changed()
    assert view.findChild(QLabel, "testboard.side").isVisible()
    before = list(view.issues)
    doc.set_external_issues("slow", [Issue(Severity.WARNING, "slow", "found by a slow check")])
    assert [i.message for i in view.issues] == [i.message for i in before] + ["found by a slow check"]
    panel = window.issues_panel
    assert "found by a slow check" in [panel.topLevelItem(i).text(2) for i in range(panel.topLevelItemCount())]
    # a new validation keeps them; the source clears them
    view.validate_now()
    assert view.issues[-1].message == "found by a slow check"
    doc.set_external_issues("slow", [])
    assert [i.message for i in view.issues] == [i.message for i in before]


def test_a_plugins_play_entry_is_in_the_play_menu_and_opens_its_view_in_a_tab(qtbot, settings) -> None:
    from editor.mainwindow import MainWindow
    from editor.plugin import PlayEntry, registered_plugins

    plugin = next(p for p in registered_plugins() if p.game_id == "testboard")
    started = []

    def start(parent):
        started.append(parent)
        label = QLabel("a new test game")
        label.setObjectName("testboard.game")
        return label

    plugin.play_entries.append(PlayEntry("play.testboard.new", "New test game...", start, "start a test game"))
    try:
        w = MainWindow(settings, restore=False)
        qtbot.addWidget(w)
        action = w.findChild(type(w.games.act_play), "play.testboard.new")
        assert action is not None and action in w.play_menu.actions()
        action.trigger()
        assert started == [w]
        assert w.tabs.currentWidget().objectName() == "testboard.game"
        assert w.tabs.tabText(w.tabs.currentIndex()) == "Play: New test game"
    finally:
        plugin.play_entries.clear()
