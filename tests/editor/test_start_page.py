"""Finding 11 of issue 12 (looks): the start page lists the recent files (a click opens one; a
missing one is greyed and taken off the list with a message) and a search box narrows the recent
files and the bundled content as the user types."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTreeWidgetItem

from editor.docview import DocumentView
from editor.mainwindow import MainWindow
from engine.content.library import core_pack_dir

SCENARIO = core_pack_dir() / "samurai_battles" / "scenarios" / "sb-w01-river-crossing.yaml"
ETUDE = core_pack_dir() / "neuroshima" / "etudes" / "01-one-clear-line.yaml"


def shown_files(window: MainWindow) -> list[QTreeWidgetItem]:
    tree = window.start_page.content
    return [
        group.child(c)
        for group in (tree.topLevelItem(g) for g in range(tree.topLevelItemCount()))
        if not group.isHidden()
        for c in range(group.childCount())
        if not group.child(c).isHidden()
    ]


def click_recent(qtbot, window: MainWindow, row: int) -> None:
    recent = window.start_page.recent
    rect = recent.visualItemRect(recent.item(row))
    qtbot.mouseClick(recent.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_typing_in_the_search_box_narrows_the_bundled_content_by_title_id_and_game(window, qtbot) -> None:
    everything = len(shown_files(window))
    search = window.start_page.search
    qtbot.keyClicks(search, "bridge and the fords")
    titles = [item.text(0) for item in shown_files(window)]
    assert titles == ["The Bridge and the Fords (original)"]
    search.clear()
    qtbot.keyClicks(search, "sb-w02")  # an id
    assert [item.data(0, Qt.ItemDataRole.UserRole) for item in shown_files(window)] == [
        str(SCENARIO.with_name("sb-w02-camps-in-the-hills.yaml"))
    ]
    search.clear()
    qtbot.keyClicks(search, "neuroshima")  # a game: all its files
    shown = shown_files(window)
    assert shown and all("neuroshima" in item.data(0, Qt.ItemDataRole.UserRole) for item in shown)
    search.clear()
    assert len(shown_files(window)) == everything


def test_clicking_a_recent_file_opens_it_in_a_tab_and_search_narrows_the_recent_files(
    qtbot, settings, tmp_path: Path
) -> None:
    mine = tmp_path / "my-scenario.yaml"
    shutil.copy(SCENARIO, mine)
    settings.setValue("recent_files", [str(ETUDE), str(mine)])
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.show()
    recent = window.start_page.recent
    assert [recent.item(i).text() for i in range(recent.count())] == [
        "One Clear Line — Neuroshima Hex",
        "The Bridge and the Fords (original) — Samurai Battles (Commands & Colors)",
    ]
    qtbot.keyClicks(window.start_page.search, "samurai")
    assert [recent.item(i).isHidden() for i in range(2)] == [True, False]
    click_recent(qtbot, window, 1)
    view = window.tabs.currentWidget()
    assert isinstance(view, DocumentView)
    assert view.document.path is not None and view.document.path.resolve() == mine.resolve()
    # the file opened goes to the top of the list
    assert recent.item(0).data(Qt.ItemDataRole.UserRole) == str(mine.resolve())


def test_a_recent_file_that_no_longer_exists_is_greyed_and_taken_off_the_list_when_clicked(
    qtbot, settings, tmp_path: Path
) -> None:
    gone = tmp_path / "deleted.yaml"
    settings.setValue("recent_files", [str(gone), str(ETUDE)])
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.show()
    recent = window.start_page.recent
    assert recent.item(0).text() == "deleted.yaml (missing)"
    assert recent.item(0).foreground().color() != recent.item(1).foreground().color()
    click_recent(qtbot, window, 0)
    assert window.tabs.currentWidget() is window.start_page  # nothing opened
    assert "no longer exists" in window.statusBar().currentMessage()
    assert [recent.item(i).data(Qt.ItemDataRole.UserRole) for i in range(recent.count())] == [str(ETUDE)]
    assert window.files.recent.paths() == [str(ETUDE)]
