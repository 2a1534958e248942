"""Issue 30, deliverable 4: packs made wholly in the app. New Pack asks for the pack's id, name and
games and makes it in the user's packs folder; Add Current Document saves the document being edited
into the selected pack (a copy of bundled content gets an id of its own first); Export works on the
selected pack with no document of it open; the Start page lists the installed packs' content,
grouped by pack. Driven with real clicks and keys."""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QInputDialog, QLineEdit, QListWidget, QTreeWidget

import editor.window.packs as window_packs
from editor.packs_window import PacksWindow
from engine.content.io import load_file
from engine.content.library import core_pack_dir, set_active_library
from engine.content.packstore import PackStore
from tests.editor.test_packs_window import SCENARIO, drop_files, pack_zip, toggle


@pytest.fixture
def mine(tmp_path: Path, monkeypatch) -> Path:
    folder = tmp_path / "mine"
    folder.mkdir()
    monkeypatch.setattr(window_packs, "user_content_dir", lambda: folder)
    return folder


@pytest.fixture
def app_packs(window, mine: Path, tmp_path: Path) -> Iterator[tuple[object, PacksWindow]]:
    """The main window (its live library started) and its Packs window, opened from the File menu."""
    window.packs.use_pack_store(PackStore(tmp_path / "data"))
    window.findChild(type(window.packs.act_packs), "file.packs").trigger()
    assert window.packs.packs_window is not None
    yield window, window.packs.packs_window
    set_active_library(None)


def when_dialog(name: str, act) -> None:
    """Run ``act(dialog)`` once the modal dialog with object name ``name`` is up."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or dialog.objectName() != name:
            QTimer.singleShot(20, answer)
            return
        act(dialog)

    QTimer.singleShot(0, answer)


def make_pack_with_the_dialog(qtbot, packs: PacksWindow, pack_id: str, name: str, game: str) -> None:
    def fill(dialog: QDialog) -> None:
        qtbot.keyClicks(dialog.findChild(QLineEdit, "packs.new.id"), pack_id)
        qtbot.keyClicks(dialog.findChild(QLineEdit, "packs.new.name"), name)
        games = dialog.findChild(QListWidget, "packs.new.games")
        row = next(i for i in range(games.count()) if games.item(i).data(Qt.ItemDataRole.UserRole) == game)
        games.setFocus()
        games.setCurrentRow(row)
        qtbot.keyClick(games, Qt.Key.Key_Space)  # ticks the game
        qtbot.keyClick(dialog.findChild(QLineEdit, "packs.new.name"), Qt.Key.Key_Return)

    when_dialog("packs.new_dialog", fill)
    qtbot.mouseClick(packs.new_button, Qt.MouseButton.LeftButton)


def test_new_pack_makes_the_pack_in_the_users_packs_folder_and_selects_it(app_packs, qtbot, mine: Path) -> None:
    _window, packs = app_packs
    make_pack_with_the_dialog(qtbot, packs, "river-battles", "River battles", "samurai_battles")
    folder = mine / "packs" / "river-battles"
    manifest = load_file(folder / "manifest.yaml").model
    assert manifest.id == "river-battles" and manifest.name.en == "River battles"  # type: ignore[attr-defined]
    assert manifest.games == ["samurai_battles"]  # type: ignore[attr-defined]
    assert "river-battles" in packs.pack_ids()
    assert packs.tree.currentItem().text(0) == "river-battles"
    assert f"made pack river-battles in {folder}" in packs.status.text()
    # Export and Save as New Version work on it with no document of it open
    assert packs.export_button.isEnabled() and packs.version_button.isEnabled()
    # the reserved id is refused with the reason, nothing made
    make_pack_with_the_dialog(qtbot, packs, "core", "Mine", "samurai_battles")
    assert not (mine / "packs" / "core").exists()
    assert "the pack id 'core' belongs to the content that comes with Warbench" in packs.status.text()


def test_add_current_document_saves_a_bundled_scenario_into_the_pack_under_an_id_of_its_own(
    app_packs, qtbot, mine: Path
) -> None:
    window, packs = app_packs
    make_pack_with_the_dialog(qtbot, packs, "river-battles", "River battles", "samurai_battles")
    doc = window.open_file(SCENARIO)
    assert doc is not None and doc.read_only
    packs.tree.setCurrentItem(packs.item_of("river-battles"))
    assert packs.add_button.isEnabled()

    def new_id(dialog: QDialog) -> None:
        assert isinstance(dialog, QInputDialog)
        edit = dialog.findChild(QLineEdit)
        qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(edit, "river-1")
        qtbot.keyClick(edit, Qt.Key.Key_Return)

    when_dialog("dialog.new_id", new_id)
    qtbot.mouseClick(packs.add_button, Qt.MouseButton.LeftButton)
    folder = mine / "packs" / "river-battles"
    assert doc.path is not None and doc.path.parent == folder
    assert load_file(doc.path).model.id == "river-1"  # type: ignore[attr-defined]
    assert SCENARIO.read_text(encoding="utf-8").count("id: sb-w01\n") == 1  # the bundled file unchanged
    assert f"added {doc.path.name} to pack river-battles" in packs.status.text()
    # the pack exports with it, checked as a pack
    out = mine / "river.zip"
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a: (str(out), "")))
        qtbot.mouseClick(packs.export_button, Qt.MouseButton.LeftButton)
    assert sorted(zipfile.ZipFile(out).namelist()) == ["manifest.yaml", doc.path.name]
    # and the scenario is in the live library, from its pack
    assert window.current_document().library().origin_of("samurai_battles/scenario", "river-1") == "pack:river-battles"


def test_export_works_on_the_selected_installed_pack_with_no_document_open(
    app_packs, qtbot, tmp_path: Path, monkeypatch
) -> None:
    window, packs = app_packs
    assert window.current_document() is None
    assert drop_files(packs, [pack_zip(tmp_path, "river")])
    packs.tree.setCurrentItem(packs.item_of("core"))
    assert not packs.export_button.isEnabled()  # the bundled pack is not exported
    packs.tree.setCurrentItem(packs.item_of("river"))
    assert packs.export_button.isEnabled()
    out = tmp_path / "again.zip"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a: (str(out), "")))
    qtbot.mouseClick(packs.export_button, Qt.MouseButton.LeftButton)
    assert "battle.yaml" in zipfile.ZipFile(out).namelist()
    assert f"exported river to {out}" in packs.status.text()


def test_the_start_page_lists_the_installed_packs_content_grouped_by_pack(app_packs, qtbot, tmp_path: Path) -> None:
    window, packs = app_packs
    tree = window.start_page.findChild(QTreeWidget, "start.packs")
    assert tree is not None and not tree.isVisibleTo(window.start_page)  # no pack installed yet
    drop_files(packs, [pack_zip(tmp_path, "river")])
    assert tree.isVisibleTo(window.start_page)
    assert tree.topLevelItemCount() == 1
    group = tree.topLevelItem(0)
    assert group.text(0) == "River battles (river 0.1.0)"
    # its files, the manifest among them (the pack's name, version and overrides are edited there)
    assert [group.child(i).text(2) for i in range(group.childCount())] == ["battle.yaml", "manifest.yaml"]
    # unticked, its content leaves the Start page
    toggle(qtbot, packs, "river")
    assert tree.topLevelItemCount() == 0
    toggle(qtbot, packs, "river")
    # Enter on the file opens it
    window.tabs.setCurrentWidget(window.start_page)
    group = tree.topLevelItem(0)
    tree.setFocus()
    tree.setCurrentItem(group.child(0))
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    doc = window.current_document()
    assert doc is not None and doc.path == packs.store.packs_dir / "river" / "battle.yaml"
    assert core_pack_dir() not in doc.path.parents
