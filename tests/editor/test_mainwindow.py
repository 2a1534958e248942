"""Main window behaviour: save prompts, atomic saves, errors, issues, start page, persistence."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QSpinBox, QWidget

from editor.mainwindow import MainWindow
from engine.content.io import dump_model, load_file, save_model
from engine.core.hexgrid import Hex
from tests.editor.conftest import open_map
from tests.editor.test_drag_drop import drop_entry
from tests.support.testboard import BoardMap, Marker


def answer_save_prompt(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    """Click ``button`` on the save prompt as soon as it is shown."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen.append(box.objectName())
        box.button(button).click()

    QTimer.singleShot(20, click)


def write_map(path: Path, model: BoardMap) -> Path:
    save_model(model, path)
    return path


def test_closing_a_dirty_document_asks_and_cancel_keeps_it_open(window, tmp_path) -> None:
    doc = open_map(window, path=write_map(tmp_path / "m.yaml", BoardMap()))
    drop_entry(window, "pawn-0", Hex(0, 0))
    assert window.tabs.tabText(window.tabs.currentIndex()) == "m.yaml*"
    seen: list[str] = []
    answer_save_prompt(QMessageBox.StandardButton.Cancel, seen)
    window.files.act_close.trigger()
    assert seen == ["dialog.save_changes"]
    assert window.current_document() is doc and doc.is_dirty
    assert load_file(tmp_path / "m.yaml").model.markers == []


def test_save_from_the_prompt_writes_the_file_and_closes(window, tmp_path) -> None:
    path = write_map(tmp_path / "m.yaml", BoardMap())
    doc = open_map(window, path=path)
    drop_entry(window, "tower-1", Hex(1, 0))
    seen: list[str] = []
    answer_save_prompt(QMessageBox.StandardButton.Save, seen)
    window.files.act_close.trigger()
    assert seen == ["dialog.save_changes"]
    assert doc not in [v.document for v in window.views]
    assert [(m.type, m.hex) for m in load_file(path).model.markers] == [("tower", "1,0")]


def test_save_writes_atomically_and_clears_the_star(window, tmp_path) -> None:
    path = write_map(tmp_path / "m.yaml", BoardMap(title="Before"))
    doc = open_map(window, path=path)
    drop_entry(window, "flag-0", Hex(0, 1))
    assert window.windowTitle().startswith("m.yaml*")
    window.files.act_save.trigger()
    assert not doc.is_dirty
    assert window.tabs.tabText(window.tabs.currentIndex()) == "m.yaml"
    assert load_file(path).model.markers[0].hex == "0,1"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []  # no temp file left
    doc.undo_stack.undo()
    assert doc.is_dirty  # undoing past the save point makes it dirty again


def test_a_failed_save_keeps_the_old_file_and_the_dirty_flag(window, tmp_path, monkeypatch) -> None:
    import engine.content.io as io

    path = write_map(tmp_path / "m.yaml", BoardMap(title="Old"))
    before = path.read_text()
    doc = open_map(window, path=path)
    drop_entry(window, "pawn-0", Hex(0, 0))

    def fail(fh, text):
        fh.write(text[:10])
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(io, "_write_all", fail)
    window.files.act_save.trigger()
    assert path.read_text() == before
    assert doc.is_dirty
    box = window.findChild(QMessageBox, "dialog.error")
    assert box is not None and "No space left" in box.text()


def test_quit_with_unsaved_changes_can_be_cancelled(qtbot, settings, tmp_path) -> None:
    w = MainWindow(settings)
    w.show()
    doc = open_map(w, path=write_map(tmp_path / "q.yaml", BoardMap()))
    drop_entry(w, "pawn-0", Hex(0, 0))
    seen: list[str] = []
    answer_save_prompt(QMessageBox.StandardButton.Cancel, seen)
    assert not w.close()
    assert w.isVisible() and seen == ["dialog.save_changes"]
    answer_save_prompt(QMessageBox.StandardButton.Discard, seen)
    assert w.close()
    assert load_file(tmp_path / "q.yaml").model.markers == []
    assert doc.is_dirty  # discarded, not saved


def test_opening_a_malformed_file_names_file_and_line_and_the_app_keeps_running(window, tmp_path) -> None:
    bad = tmp_path / "broken.yaml"
    bad.write_text("schema_version: 1\nkind: testboard/map\nradius: 3\nmarkers:\n  - hex: '0,0'\n    owner: 7\n")
    assert window.open_file(bad) is None
    box = window.findChild(QMessageBox, "dialog.error")
    assert box is not None and box.isVisible()
    assert f"{bad}:6:" in box.text() and "markers.0.owner" in box.text()
    box.close()
    yaml_error = tmp_path / "syntax.yaml"
    yaml_error.write_text("schema_version: 1\nkind: [oops\n")
    assert window.open_file(yaml_error) is None
    assert window.views == []
    good = write_map(tmp_path / "ok.yaml", BoardMap())
    assert window.open_file(good) is not None  # still fully working


def test_issues_panel_shows_a_new_problem_and_double_click_selects_it(window, qtbot) -> None:
    doc = open_map(window, BoardMap(markers=[Marker(type="tower", hex="1,0")]))
    view = window.current_view()
    assert [i.code for i in view.issues] == []
    # paint water under the tower with a real stroke of the paint tool
    from tests.editor.conftest import drag_on_view

    paint = window.tool("paint")
    paint.set_value("terrain", "water")
    window.set_tool(paint)
    drag_on_view(window, [Hex(1, 0)])
    window.set_tool(window.tool("select"))
    qtbot.waitUntil(lambda: [i.code for i in view.issues] == ["tower-on-water"], timeout=3000)
    panel = window.issues_panel
    assert panel.topLevelItemCount() == 1
    assert "1 error(s)" in window.counts_label.text()
    view.scene.set_selection(set())
    item = panel.topLevelItem(0)
    rect = panel.visualItemRect(item)
    QTest.mouseClick(panel.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    QTest.mouseDClick(panel.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    assert view.scene.selected == {("markers", 0)}
    assert window.properties.target == ("markers", 0)
    assert doc.model.markers[0].hex == "1,0"


def test_properties_edits_are_commands_that_merge(window) -> None:
    doc = open_map(window, BoardMap(markers=[Marker(hex="0,0", name="")]))
    window.current_view().scene.set_selection({("markers", 0)})
    name_edit = window.properties.findChild(QLineEdit, "prop.name")
    QTest.keyClicks(name_edit, "Alpha")
    assert doc.model.markers[0].name == "Alpha"
    assert doc.undo_stack.count() == 1  # five keystrokes, one undo step
    owner = window.properties.findChild(QSpinBox, "prop.owner")
    assert owner.maximum() == 1  # bounds come from the model
    owner.setValue(1)
    assert doc.model.markers[0].owner == 1 and doc.undo_stack.count() == 2
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.model.markers[0].name == "" and doc.model.markers[0].owner == 0
    assert name_edit.text() == ""


def test_document_property_that_changes_the_board_rebuilds_the_canvas(window) -> None:
    doc = open_map(window, BoardMap(radius=2))
    assert len(window.current_view().scene.cell_items) == 19
    radius = window.properties.findChild(QSpinBox, "prop.radius")
    radius.setValue(3)
    assert doc.model.radius == 3
    assert len(window.current_view().scene.cell_items) == 37
    doc.undo_stack.undo()
    assert len(window.current_view().scene.cell_items) == 19


def test_copy_and_paste_pieces(window) -> None:
    doc = open_map(window, BoardMap(markers=[Marker(type="tower", hex="0,0", owner=1)]))
    window.current_view().scene.set_selection({("markers", 0)})
    window.edits.act_copy.trigger()
    window.hover_label.setText("2,0")  # the pointer's cell, as the view reports it
    window.edits.act_paste.trigger()
    assert [(m.type, m.hex, m.owner) for m in doc.model.markers] == [("tower", "0,0", 1), ("tower", "2,0", 1)]
    assert doc.undo_stack.count() == 1
    window.edits.act_paste.trigger()  # the same place again: refused, nothing added
    assert len(doc.model.markers) == 2
    assert "not pasted" in window.statusBar().currentMessage()


def test_start_page_lists_bundled_content_and_opens_with_enter(window) -> None:
    tree = window.start_page.content
    top = tree.topLevelItem(0)
    assert top is not None and top.childCount() >= 1
    manifest = top.child(0)
    tree.setCurrentItem(manifest)
    window.tabs.setCurrentIndex(0)
    tree.setFocus()
    QTest.keyClick(tree, Qt.Key.Key_Return)
    doc = window.current_document()
    assert doc is not None and doc.model.kind == "warbench/pack"
    assert window.current_view().form is not None  # no board: edited as a form


def test_new_document_from_the_menu(window) -> None:
    action = window.findChild(type(window.files.act_open), "file.new.testboard/map")
    assert action is not None
    action.trigger()
    doc = window.current_document()
    assert doc.model.kind == "testboard/map" and doc.path is None and not doc.is_dirty
    assert window.tabs.tabText(window.tabs.currentIndex()) == "untitled map"


def test_undo_and_redo_follow_the_active_document(window) -> None:
    a = open_map(window, BoardMap())
    drop_entry(window, "pawn-0", Hex(0, 0))
    b = open_map(window, BoardMap())
    assert window.undo_group.activeStack() is b.undo_stack
    window.act_undo.trigger()  # nothing to undo in b
    assert len(a.model.markers) == 1
    window.tabs.setCurrentIndex(window.tabs.indexOf(window.view_for(a)))
    window.act_undo.trigger()
    assert a.model.markers == []
    window.act_redo.trigger()
    assert len(a.model.markers) == 1


def test_layout_open_files_and_recent_files_persist(qtbot, settings, tmp_path) -> None:
    path = write_map(tmp_path / "keep.yaml", BoardMap(title="Kept"))
    w = MainWindow(settings)
    w.show()
    assert w.open_file(path) is not None
    w.view_options.act_labels.setChecked(True)
    w.dock_log.hide()
    assert w.close()
    w2 = MainWindow(settings)
    w2.show()
    try:
        assert [v.document.path for v in w2.views] == [path.resolve()]
        assert str(path.resolve()) in w2.files.recent.paths()
        assert w2.view_options.act_labels.isChecked()
        assert not w2.dock_log.isVisible()
    finally:
        w2.close()


def test_actions_are_offered_only_where_they_do_something(window) -> None:
    # the start page: no tools, no play, no editing docks around it
    assert not window.games.act_play.isEnabled() and not window.edits.act_delete.isEnabled()
    assert not any(a.isEnabled() for a in window.tool_actions.values())
    assert not any(d.isVisible() for d in window.docks.editing_docks())
    # a board document whose game has no player: tools but no Play
    open_map(window)
    assert all(window.tool_actions[t].isEnabled() for t in ("select", "paint", "erase", "rotate"))
    assert not window.games.act_play.isEnabled()
    assert window.dock_palette.isVisible() and window.dock_properties.isVisible()


def test_a_document_edited_as_a_form_shows_its_form_once(window) -> None:
    from engine.content.library import core_pack_dir

    window.open_file(core_pack_dir() / "manifest.yaml")
    assert not window.dock_palette.isVisible() and not window.dock_properties.isVisible()
    assert window.dock_issues.isVisible()
    assert not window.games.act_play.isEnabled()
    assert not any(a.isEnabled() for a in window.tool_actions.values())


def test_documents_are_saved_deterministically(tmp_path) -> None:
    m = BoardMap(markers=[Marker(hex="1,0"), Marker(hex="0,0")], terrain={"0,0": "forest"})
    assert dump_model(m) == dump_model(BoardMap.model_validate(m.model_dump()))


def test_a_play_tab_puts_the_editing_docks_aside_and_they_come_back(qtbot, settings) -> None:
    w = MainWindow(settings)
    w.show()
    qtbot.waitExposed(w)
    open_map(w)
    w.dock_log.hide()  # the user's own choice must survive playing
    docks = (w.dock_palette, w.dock_properties, w.dock_undo, w.dock_issues)
    assert all(d.isVisible() for d in docks)
    w.open_play_view(QWidget(), "test")
    assert not any(d.isVisible() for d in (*docks, w.dock_log))  # the board gets the room
    w.tabs.setCurrentIndex(1)  # back to the document
    assert all(d.isVisible() for d in docks) and not w.dock_log.isVisible()
    w.tabs.setCurrentIndex(2)
    assert not w.dock_palette.isVisible()
    w.views[0].document.undo_stack.setClean()
    assert w.close()  # closed while playing: the layout saved is the editing one
    w2 = MainWindow(settings)
    w2.show()
    try:
        open_map(w2)
        assert all(d.isVisible() for d in (w2.dock_palette, w2.dock_properties, w2.dock_undo, w2.dock_issues))
        assert not w2.dock_log.isVisible()
    finally:
        for v in w2.views:
            v.document.undo_stack.setClean()
        w2.close()


def test_every_kind_offered_by_new_opens_a_document(window) -> None:
    from editor.plugin import all_document_kinds

    for kind in all_document_kinds():
        doc = window.new_document(kind)
        assert doc.model.kind == kind.kind
        assert not [i for i in doc.validate() if i.code == "schema"], kind.kind
        doc.undo_stack.setClean()
        window.close_document(doc)


def _click_tab(qtbot, w: MainWindow, index: int) -> None:
    bar = w.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert w.tabs.currentIndex() == index


def test_docks_come_back_after_quitting_from_the_start_tab(qtbot, settings) -> None:
    # a scenario reopened from the settings after quitting with the Start tab active: the
    # editing docks are shown, and stay shown through tab switches
    scenario = next(Path("content/core/samurai_battles/scenarios").glob("*.yaml")).resolve()
    docks = lambda win: (win.dock_palette, win.dock_properties, win.dock_undo, win.dock_issues)  # noqa: E731
    w = MainWindow(settings)
    w.show()
    qtbot.waitExposed(w)
    w.open_file(str(scenario))
    assert all(d.isVisible() for d in docks(w))
    _click_tab(qtbot, w, 0)
    assert not any(d.isVisible() for d in docks(w))  # the Start tab has no use for them
    assert w.close()
    for _ in range(2):  # twice: the layout saved by a restored window is as good as the first
        w = MainWindow(settings)
        w.show()
        qtbot.waitExposed(w)
        _click_tab(qtbot, w, 1)
        assert all(d.isVisible() for d in docks(w))
        _click_tab(qtbot, w, 0)
        _click_tab(qtbot, w, 1)
        assert all(d.isVisible() for d in docks(w))
        _click_tab(qtbot, w, 0)
        assert w.close()


def test_a_dock_the_user_closed_stays_closed_across_restarts(qtbot, settings) -> None:
    scenario = next(Path("content/core/samurai_battles/scenarios").glob("*.yaml")).resolve()
    w = MainWindow(settings)
    w.show()
    qtbot.waitExposed(w)
    w.open_file(str(scenario))
    w.dock_issues.toggleViewAction().trigger()  # View > Issues unticked
    assert not w.dock_issues.isVisible()
    assert w.close()
    w = MainWindow(settings)
    w.show()
    qtbot.waitExposed(w)
    _click_tab(qtbot, w, 1)
    assert not w.dock_issues.isVisible() and w.dock_palette.isVisible()
    w.dock_issues.toggleViewAction().trigger()  # ticked again: it stays through tab switches
    _click_tab(qtbot, w, 0)
    _click_tab(qtbot, w, 1)
    assert w.dock_issues.isVisible()
    assert w.close()


def _named(view) -> set:
    return {
        c for c, item in view.scene.cell_items.items() if item.label_item is not None and item.label_item.isVisible()
    }


def test_view_names_never_for_the_selection_under_the_pointer_or_always(qtbot, settings) -> None:
    from tests.editor.conftest import cell_point

    w = MainWindow(settings)
    w.show()
    qtbot.waitExposed(w)
    doc = open_map(w, BoardMap(markers=[Marker(type="tower", hex="1,0")]))
    qtbot.wait(20)  # the view's deferred fit to the window
    view = w.current_view()
    names = {a.objectName(): a for a in w.findChildren(QAction) if a.objectName().startswith("view.labels")}
    assert _named(view) == set()  # never, by default
    names["view.labels.hover"].trigger()
    QTest.mouseMove(view.map_view.viewport(), cell_point(w, Hex(0, 1)))
    assert _named(view) == {Hex(0, 1)}
    QTest.mouseMove(view.map_view.viewport(), cell_point(w, Hex(-1, 1)))
    assert _named(view) == {Hex(-1, 1)}
    names["view.labels.selection"].trigger()
    assert _named(view) == set()
    w.set_tool(w.tool("select"))
    QTest.mouseClick(view.map_view.viewport(), Qt.MouseButton.LeftButton, pos=cell_point(w, Hex(1, 0)))
    assert view.scene.selected == {("markers", 0)} and _named(view) == {Hex(1, 0)}
    names["view.labels"].trigger()  # all names (Ctrl+L)
    assert _named(view) == set(view.scene.cell_items)
    names["view.labels"].trigger()  # ticked again: none ticked, never
    assert _named(view) == set() and w.view_options.label_mode() == "never"
    names["view.labels.selection"].trigger()
    doc.undo_stack.setClean()
    assert w.close()
    again = MainWindow(settings)  # the choice is kept
    try:
        assert again.view_options.label_mode() == "selection" and again.view_options.act_labels_selection.isChecked()
    finally:
        again.close()
