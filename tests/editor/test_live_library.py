"""Issue 30, deliverable 1 in the app: one live content library. A battlefield or map saved while a
battle or scenario is open is offered at once in its list; a file another program writes into the
user's folder is offered once the file watcher hears of it; a document open with unsaved changes is
what a game is played with, and the game's header says where each piece came from."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QFileDialog, QInputDialog, QLabel, QLineEdit

import editor.window.packs as window_packs
from editor.player.shell import PlayerShell
from engine.content.library import core_pack_dir, set_active_library
from engine.content.packstore import PackStore
from tests.editor.samurai_battles.helpers import type_text

WARLORDS = core_pack_dir() / "warlords"
FIELD = WARLORDS / "battlefields" / "wl-field-inner-hills.yaml"
BATTLE = WARLORDS / "battles" / "wl-battle-meeting-river.yaml"
ROKUGAN_MAP = core_pack_dir() / "rokugan" / "maps" / "twin_rivers.yaml"
SCENARIO = core_pack_dir() / "rokugan" / "scenarios" / "standard-2p.yaml"


@pytest.fixture
def mine(tmp_path: Path, monkeypatch) -> Path:
    """The user's content folder (instead of the real documents folder)."""
    folder = tmp_path / "mine"
    folder.mkdir()
    monkeypatch.setattr(window_packs, "user_content_dir", lambda: folder)
    return folder


@pytest.fixture
def live(window, mine: Path, tmp_path: Path) -> Iterator[object]:
    """The main window with its live library started, as the app starts it."""
    window.packs.use_pack_store(PackStore(tmp_path / "data"))
    yield window
    set_active_library(None)


def save_copy_as(window, qtbot, monkeypatch, target: Path, new_id: str) -> None:
    """Ctrl+S on the current (bundled) document: the file dialog answers ``target``, the id dialog
    is typed ``new_id``."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a: (str(target), "")))

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QInputDialog) or dialog.objectName() != "dialog.new_id":
            QTimer.singleShot(20, answer)
            return
        edit = dialog.findChild(QLineEdit)
        qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(edit, new_id)
        qtbot.keyClick(edit, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)
    qtbot.keyClick(window.current_view(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert target.is_file()


def panel_combo(window, name: str) -> QComboBox:
    """A combo box of the current document's panel (shown beside the board with nothing selected)."""
    window.current_view().scene.set_selection(set())
    window.selection_changed()
    combo = window.properties.custom.findChild(QComboBox, name)
    assert combo is not None
    return combo


def offered(combo: QComboBox) -> list[str]:
    return [combo.itemData(i) for i in range(combo.count())]


def show_tab(window, qtbot, document) -> None:
    bar = window.tabs.tabBar()
    index = window.tabs.indexOf(window.view_for(document))
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert window.current_document() is document


def test_a_battlefield_saved_is_offered_at_once_in_an_open_battles_list(live, qtbot, monkeypatch, mine: Path) -> None:
    window = live
    battle = window.open_file(BATTLE)
    assert "my-hills" not in offered(panel_combo(window, "warlords.battle.battlefield"))
    window.open_file(FIELD)
    save_copy_as(window, qtbot, monkeypatch, mine / "my-hills.yaml", "my-hills")
    show_tab(window, qtbot, battle)
    combo = panel_combo(window, "warlords.battle.battlefield")
    assert "my-hills" in offered(combo)
    # and it is the battle's to choose: picked with the keyboard, it is one undo step
    combo.setFocus()
    steps = battle.undo_stack.count()
    qtbot.keyClick(combo, Qt.Key.Key_End)
    if combo.currentData() != "my-hills":
        combo.setCurrentIndex(combo.findData("my-hills"))
    assert battle.model.battlefield == "my-hills"
    assert battle.undo_stack.count() == steps + 1


def test_a_file_another_program_writes_into_the_users_folder_is_offered(live, qtbot, mine: Path) -> None:
    window = live
    window.open_file(BATTLE)
    combo = panel_combo(window, "warlords.battle.battlefield")
    text = FIELD.read_text(encoding="utf-8").replace("id: wl-field-inner-hills\n", "id: copied-hills\n", 1)
    (mine / "sub").mkdir()
    tmp = mine / "sub" / ".copied.tmp"
    tmp.write_text(text, encoding="utf-8")
    tmp.rename(mine / "sub" / "copied-hills.yaml")  # a new folder below the user's, then a file in it
    qtbot.waitUntil(lambda: "copied-hills" in offered(combo), timeout=5000)
    origin = window.current_document().library().origin_of("warlords/battlefield", "copied-hills")
    assert origin == f"folder:{(mine / 'sub').resolve()}"


def test_a_rokugan_map_saved_is_offered_at_once_in_an_open_scenarios_map_list(
    live, qtbot, monkeypatch, mine: Path
) -> None:
    window = live
    scenario = window.open_file(SCENARIO)
    assert "my-rivers" not in offered(panel_combo(window, "rokugan.scenario.map"))
    window.open_file(ROKUGAN_MAP)
    save_copy_as(window, qtbot, monkeypatch, mine / "my-rivers.yaml", "my-rivers")
    show_tab(window, qtbot, scenario)
    assert "my-rivers" in offered(panel_combo(window, "rokugan.scenario.map"))


def _play_with_seats(window, qtbot) -> PlayerShell:
    """F5 on the current document, the seats dialog accepted as it comes."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or dialog.objectName() != "dialog.seats":
            QTimer.singleShot(20, answer)
            return
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)
    qtbot.keyClick(window.current_view(), Qt.Key.Key_F5)
    shells = window.play_tabs()
    assert shells, "no game started"
    return shells[-1]


def test_a_game_plays_the_unsaved_battlefield_and_its_header_says_where_each_piece_came_from(
    live, qtbot, mine: Path
) -> None:
    window = live
    # the battle and its battlefield, copied into the user's folder
    for src in (FIELD, BATTLE):
        shutil.copy(src, mine / src.name)
    battle = window.open_file(mine / BATTLE.name)
    field = window.open_file(mine / FIELD.name)
    window.current_view().scene.set_selection(set())
    window.selection_changed()
    name = window.properties.custom.findChild(QLineEdit, "warlords.battlefield.name.en")
    name.selectAll()
    type_text(name, "Hills, redrawn")
    assert field.is_dirty and field.model.name.en.endswith("Hills, redrawn")
    window.packs.content_watcher.flush()  # what the watcher does once the typing settles
    show_tab(window, qtbot, battle)
    shell = _play_with_seats(window, qtbot)
    origins = {(r.kind, r.id): r.origin for r in shell.session.content_refs}
    assert origins[("warlords/battlefield", "wl-field-inner-hills")] == f"unsaved:{field.display_name}"
    played = shell.session.content.get("warlords/battlefield", "wl-field-inner-hills")
    assert played.name.en.endswith("Hills, redrawn")  # type: ignore[union-attr]
    assert "bundled" in origins.values()  # the unit tables come with Warbench
    header = shell.findChild(QLabel, "play.content")
    assert header is not None and header.isVisible()
    # the header names the content in words (its title); the id is in the tooltip
    assert f"battlefield “{played.name.en}” (unsaved {field.display_name})" in header.text()  # type: ignore[union-attr]
    assert "warlords/battlefield wl-field-inner-hills" in header.toolTip()
    assert "(bundled)" in header.text()
    # the saved game records it
    saved = shell.session.record().to_data()["content"]
    assert {"id": "wl-field-inner-hills", "origin": f"unsaved:{field.display_name}"}.items() <= next(
        c for c in saved if c["kind"] == "warlords/battlefield"
    ).items()


def test_play_new_samurai_sword_game_offers_the_deck_of_the_users_folder(live, qtbot, mine: Path) -> None:
    """Issue 30: the Play menu's dialog listed the bundled "core" deck alone."""
    from PySide6.QtGui import QAction

    deck = core_pack_dir() / "samurai_sword" / "deck.yaml"
    text = deck.read_text(encoding="utf-8").replace("id: core\n", "id: sharp-swords\n", 1)
    (mine / "sharp-swords.yaml").write_text(text, encoding="utf-8")
    window = live
    window.packs.content_watcher.live.changed([mine / "sharp-swords.yaml"])
    window.packs.content_watcher.flush()
    seen: list[list[str]] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or dialog.objectName() != "ss.dialog.new_game":
            QTimer.singleShot(20, answer)
            return
        seen.append(offered(dialog.findChild(QComboBox, "ss.new.deck")))
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    QTimer.singleShot(0, answer)
    window.findChild(QAction, "play.samurai_sword.new").trigger()
    [decks] = seen
    assert "sharp-swords" in decks and "core" in decks
