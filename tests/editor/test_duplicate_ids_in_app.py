"""Issue 30, deliverable 2 in the app: two documents of one kind with one id are an issue naming
both files, in the Issues panel of each of them that is open, kept current by the file watcher:
another program writing a copy of a bundled roster into the user's folder, the bundled id kept,
shows the clash at once; giving the copy an id of its own (by that program or in the app) clears it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

import editor.window.packs as window_packs
from engine.content.library import core_pack_dir, set_active_library
from engine.content.packstore import PackStore

ROSTER = core_pack_dir() / "warlords" / "rosters" / "wl-crab-host.yaml"


@pytest.fixture
def live(window, tmp_path: Path, monkeypatch) -> Iterator[tuple[object, Path]]:
    """The main window with its live library started, the user's folder a temporary one."""
    mine = tmp_path / "mine"
    mine.mkdir()
    monkeypatch.setattr(window_packs, "user_content_dir", lambda: mine)
    window.packs.use_pack_store(PackStore(tmp_path / "data"))
    yield window, mine
    set_active_library(None)


def write_as_another_program(path: Path, text: str) -> None:
    """What an editor outside Warbench does: a temporary file renamed over the target."""
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


def shown(window) -> list[str]:
    """The messages of the Issues panel as it is on the screen."""
    panel = window.issues_panel
    return [panel.topLevelItem(i).text(2) for i in range(panel.topLevelItemCount())]


def clashes(window) -> list[str]:
    panel = window.issues_panel
    return [
        panel.topLevelItem(i).text(2)
        for i in range(panel.topLevelItemCount())
        if panel.topLevelItem(i).text(1) == "duplicate-id"
    ]


def show_tab(window, qtbot, document) -> None:
    bar = window.tabs.tabBar()
    index = window.tabs.indexOf(window.view_for(document))
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert window.current_document() is document


def test_a_copy_keeping_the_bundled_id_is_an_issue_of_both_open_documents_until_it_has_its_own(live, qtbot) -> None:
    window, mine = live
    bundled = window.open_file(ROSTER)
    assert clashes(window) == []
    copy = mine / "my-crab-host.yaml"
    text = ROSTER.read_text(encoding="utf-8").replace("Crab clan host", "Crab clan host with more archers")
    write_as_another_program(copy, text)
    # the watcher hears of it: the bundled roster's Issues panel names both files
    qtbot.waitUntil(lambda: len(clashes(window)) == 1, timeout=5000)
    (message,) = clashes(window)
    assert "wl-crab-host" in message and str(copy) in message
    assert window.current_view().issues[-1].location.file == str(bundled.path)
    # the copy opened: its own panel says it is the one left out, naming the bundled file
    mine_doc = window.open_file(copy)
    (message,) = clashes(window)
    assert str(ROSTER) in message and f"{copy} is left out" in message
    # it is left out of the content indeed: the roster of that id is the bundled one
    assert mine_doc.library().items[("warlords/roster", "wl-crab-host")].file == str(ROSTER)
    # double-clicking the issue puts the cursor in the id's field, where it is fixed
    panel = window.issues_panel
    row = next(i for i in range(panel.topLevelItemCount()) if panel.topLevelItem(i).text(1) == "duplicate-id")
    rect = panel.visualItemRect(panel.topLevelItem(row))
    qtbot.mouseClick(panel.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(panel.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    id_edit = window.current_view().form.editors["id"]
    assert isinstance(id_edit, QLineEdit)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is id_edit)
    # the other program gives the copy an id of its own: both panels are clear of it
    write_as_another_program(copy, text.replace("id: wl-crab-host\n", "id: my-crab-host\n", 1))
    qtbot.waitUntil(lambda: clashes(window) == [], timeout=5000)
    show_tab(window, qtbot, bundled)
    assert clashes(window) == []
    assert window.packs.content_watcher.live.library().items[("warlords/roster", "my-crab-host")].file == str(copy)


def test_the_id_fixed_in_the_app_and_saved_clears_the_clash(live, qtbot) -> None:
    window, mine = live
    copy = mine / "my-crab-host.yaml"
    write_as_another_program(copy, ROSTER.read_text(encoding="utf-8"))
    window.packs.content_watcher.live.changed([copy])  # as the watcher would, without waiting for it
    window.packs.content_watcher.flush()
    doc = window.open_file(copy)
    assert len(clashes(window)) == 1
    id_edit = window.current_view().form.editors["id"]
    id_edit.setFocus()
    qtbot.keyClick(id_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(id_edit, "my-crab-host")
    qtbot.keyClick(id_edit, Qt.Key.Key_Return)
    assert doc.model.id == "my-crab-host"
    qtbot.keyClick(window.current_view(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert not doc.is_dirty and "id: my-crab-host" in copy.read_text(encoding="utf-8")
    qtbot.waitUntil(lambda: clashes(window) == [], timeout=5000)
    assert window.packs.content_watcher.live.clashes() == []
