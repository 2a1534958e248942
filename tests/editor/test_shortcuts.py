"""Every keyboard shortcut does one thing: no two live shortcuts of a window share a key (Qt
would report them ambiguous and do neither), on every kind of tab; and R turns the selection."""

from __future__ import annotations

from collections import defaultdict

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton

from editor.document import Document
from editor.plugin import all_document_kinds
from tests.editor.conftest import open_map
from tests.support.testboard import BoardMap, Marker

BOARD_KINDS = [k for k in all_document_kinds() if k.board(k.new_model()) is not None]


def live_shortcuts(window) -> dict[str, list[str]]:
    """Key -> the objects that would take it now: enabled, visible actions, shortcuts and buttons."""
    keys: dict[str, list[str]] = defaultdict(list)
    for a in window.findChildren(QAction):
        if a.isEnabled() and a.isVisible() and a.shortcutContext() != Qt.ShortcutContext.WidgetShortcut:
            for seq in a.shortcuts():
                if not seq.isEmpty():
                    keys[seq.toString()].append(f"action {a.objectName() or a.text()}")
    for s in window.findChildren(QShortcut):
        if s.isEnabled() and not s.key().isEmpty() and s.parent().isVisible():
            keys[s.key().toString()].append(f"shortcut of {s.parent().objectName()}")
    for b in window.findChildren(QAbstractButton):
        if b.isEnabled() and b.isVisible() and not b.shortcut().isEmpty():
            keys[b.shortcut().toString()].append(f"button {b.objectName() or b.text()}")
    return keys


def assert_unique(window, where: str) -> None:
    clashes = {k: v for k, v in live_shortcuts(window).items() if len(v) > 1}
    assert not clashes, f"{where}: shortcuts claimed twice: {clashes}"


def test_the_start_page_has_no_shortcut_claimed_twice(window) -> None:
    assert_unique(window, "start page")


@pytest.mark.parametrize("kind", BOARD_KINDS, ids=lambda k: k.kind)
def test_every_board_document_has_no_shortcut_claimed_twice(window, kind) -> None:
    window.add_document(Document(kind.new_model(), kind=kind))
    for tool in window.tool_actions.values():
        if tool.isVisible() and tool.isEnabled():
            tool.trigger()  # every tool in turn: a tool may bring shortcuts of its own
            assert_unique(window, f"{kind.kind} with tool {tool.objectName()}")


def test_a_play_tab_has_no_shortcut_claimed_twice(window, monkeypatch) -> None:
    from editor.games.neuroshima import new_game

    monkeypatch.setattr(new_game.NewGameDialog, "exec", lambda dialog: 1)
    window.findChild(QAction, "play.neuroshima.new").trigger()
    assert_unique(window, "Neuroshima play tab")


def test_r_turns_the_selected_piece_once_per_press(window) -> None:
    doc = open_map(window, BoardMap(markers=[Marker(hex="0,0", facing=0)]))
    view = window.current_view()
    view.scene.set_selection({("markers", 0)})
    view.map_view.setFocus()
    QTest.keyClick(view.map_view, Qt.Key.Key_R)
    assert doc.model.markers[0].facing == 1
    QTest.keyClick(view.map_view, Qt.Key.Key_R)
    assert doc.model.markers[0].facing == 2
    QTest.keyClick(view.map_view, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert doc.model.markers[0].facing == 1
    assert doc.undo_stack.count() == 3
    doc.undo_stack.undo()
    assert doc.model.markers[0].facing == 2


def test_the_rotate_tool_has_a_key_of_its_own() -> None:
    from editor.tools.generic import RotateTool

    assert QKeySequence(RotateTool.shortcut).toString() not in ("R", "Shift+R")


def _shortcut_rows(window) -> list[tuple[str, str]]:
    from PySide6.QtWidgets import QDialog, QTableWidget

    window.act_shortcuts.trigger()
    dialog = window.findChild(QDialog, "dialog.shortcuts")
    table = dialog.findChild(QTableWidget)
    rows = [(table.item(r, 0).text(), table.item(r, 1).text()) for r in range(table.rowCount())]
    dialog.close()
    dialog.deleteLater()
    return rows


def test_two_kinds_with_a_tool_of_one_name_each_press_their_own(qtbot, window) -> None:
    # an etude and a position both have the Owner tool (O): F1 lists it once, and the menu's Owner
    # picks the tool of the document in front, after switching back and forth
    etude = window.open_file("content/core/neuroshima/etudes/01-one-clear-line.yaml")
    position = window.open_file("content/core/neuroshima/positions/worked-example-battle.yaml")
    assert etude is not None and position is not None
    for index in (1, 2, 1):
        window.tabs.setCurrentIndex(index)
        view = window.current_view()
        (owner,) = [a for a in window.findChildren(QAction) if a.shortcut().toString() == "O" and a.isVisible()]
        owner.trigger()  # Tools > Owner, the one the menu shows for this document
        kind_tools = window.tool_choice.extra_tools[view.document.kind.kind]
        assert window.tool_choice.active_tool in kind_tools and window.tool_choice.active_tool.name == "nh_owner"
        rows = _shortcut_rows(window)
        assert len(rows) == len(set(rows)), rows
        assert [r for r in rows if r[1] == "O"] == [(window.tool_actions["nh_owner"].text(), "O")]
