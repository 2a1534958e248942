"""The Packs window: installing by dropping a zip, the list, enable/disable, refusals with their
reason, exporting and versioning the pack one edits, from the main window's File menu."""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QPlainTextEdit

from editor.packs_window import PacksWindow
from engine.content.library import active_library, core_pack_dir, set_active_library
from engine.content.pack import export_pack
from engine.content.packcli import new_pack
from engine.content.packstore import PackStore

SCENARIO = core_pack_dir() / "samurai_battles" / "scenarios" / "sb-w01-river-crossing.yaml"
KIND = "samurai_battles/scenario"


def pack_zip(tmp_path: Path, pack_id: str, depends: list[str] | None = None) -> Path:
    folder = tmp_path / "src" / pack_id
    new_pack(folder, pack_id, f"{pack_id.title()} battles", games=["samurai_battles"], depends=depends)
    text = SCENARIO.read_text(encoding="utf-8").replace("id: sb-w01\n", f"id: {pack_id}-1\n", 1)
    (folder / "battle.yaml").write_text(text, encoding="utf-8")
    out = tmp_path / f"{pack_id}.zip"
    if depends:
        # export would refuse it here (its dependency is nowhere): zipped as it is
        with zipfile.ZipFile(out, "w") as zf:
            for p in sorted(folder.rglob("*.yaml")):
                zf.write(p, p.relative_to(folder).as_posix())
    else:
        export_pack(folder, out, available={})
    return out


def drop_files(widget: PacksWindow, files: list[Path]) -> bool:
    """Drag ``files`` over the window and drop them, as a file manager does; returns whether the
    window accepted the drag."""
    md = QMimeData()
    md.setUrls([QUrl.fromLocalFile(str(f)) for f in files])
    pos = QPoint(widget.width() // 2, widget.height() // 2)
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(pos, Qt.DropAction.CopyAction, md, buttons, mods)
    QApplication.sendEvent(widget, enter)
    if not enter.isAccepted():
        return False
    drop = QDropEvent(pos.toPointF(), Qt.DropAction.CopyAction, md, buttons, mods)
    QApplication.sendEvent(widget, drop)
    return drop.isAccepted()


@pytest.fixture
def store(tmp_path: Path) -> Iterator[PackStore]:
    yield PackStore(tmp_path / "data")
    set_active_library(None)


@pytest.fixture
def packs(qtbot, store: PackStore) -> PacksWindow:
    w = PacksWindow(store)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def toggle(qtbot, window: PacksWindow, pack_id: str) -> None:
    """Select the pack's row and press Space, which ticks or unticks it; waits for the switch."""
    item = window.item_of(pack_id)
    assert item is not None
    window.tree.setFocus()
    window.tree.setCurrentItem(item)
    with qtbot.waitSignal(window.library_changed, timeout=5000):
        QTest.keyClick(window.tree, Qt.Key.Key_Space)


def test_dropping_a_pack_zip_installs_it_and_lists_it_enabled(packs: PacksWindow, tmp_path: Path) -> None:
    z = pack_zip(tmp_path, "river")
    assert packs.pack_ids() == ["core"]
    assert drop_files(packs, [z])
    assert packs.pack_ids() == ["core", "river"]
    item = packs.item_of("river")
    assert item is not None and item.checkState(0) == Qt.CheckState.Checked
    assert item.text(1) == "0.1.0" and item.text(2) == "River battles"
    assert (packs.store.packs_dir / "river" / "battle.yaml").is_file()
    assert "installed river 0.1.0" in packs.status.text()


def test_a_drag_without_a_zip_is_not_accepted(packs: PacksWindow, tmp_path: Path) -> None:
    text = tmp_path / "notes.txt"
    text.write_text("not a pack")
    assert not drop_files(packs, [text])
    assert packs.pack_ids() == ["core"]


def test_unticking_a_pack_takes_its_content_out_of_the_library(packs: PacksWindow, qtbot, tmp_path: Path) -> None:
    changes: list[bool] = []
    packs.library_changed.connect(lambda: changes.append(True))
    drop_files(packs, [pack_zip(tmp_path, "river")])
    assert packs.store.library().get(KIND, "river-1") is not None
    toggle(qtbot, packs, "river")
    assert packs.store.library().get(KIND, "river-1") is None
    assert packs.item_of("river").checkState(0) == Qt.CheckState.Unchecked  # type: ignore[union-attr]
    toggle(qtbot, packs, "river")
    assert packs.store.library().get(KIND, "river-1") is not None
    assert len(changes) == 3  # the install and two switches


def test_a_pack_with_an_unmet_dependency_is_refused_with_the_reason(packs: PacksWindow, tmp_path: Path) -> None:
    assert drop_files(packs, [pack_zip(tmp_path, "campaign", depends=["tactics:>=1.0"])])
    assert packs.pack_ids() == ["core"]
    assert "depends on pack 'tactics' >=1.0, which is not installed" in packs.status.text()
    assert not packs.store.packs_dir.exists() or list(packs.store.packs_dir.iterdir()) == []


def test_file_menu_packs_window_follows_the_main_window_library(
    window, qtbot, store: PackStore, tmp_path: Path
) -> None:
    window.packs.use_pack_store(store)
    window.findChild(type(window.packs.act_packs), "file.packs").trigger()
    packs = window.packs.packs_window
    assert packs is not None and packs.isVisible()
    drop_files(packs, [pack_zip(tmp_path, "river")])
    assert active_library().get(KIND, "river-1") is not None
    toggle(qtbot, packs, "river")
    assert active_library().get(KIND, "river-1") is None


def test_export_and_save_as_new_version_of_the_pack_being_edited(window, store: PackStore, tmp_path: Path) -> None:
    window.packs.use_pack_store(store)
    folder = tmp_path / "mine"
    new_pack(folder, "mine", "My battles", games=["samurai_battles"])
    battle = folder / "battle.yaml"
    battle.write_text(SCENARIO.read_text(encoding="utf-8").replace("id: sb-w01\n", "id: mine-1\n", 1))
    assert window.open_file(battle) is not None
    assert window.packs.current_pack_folder() == folder
    packs = window.packs.open_packs_window()
    assert packs.export_button.isEnabled() and packs.version_button.isEnabled()
    assert packs.export_pack_to(folder, tmp_path / "mine.zip")
    assert packs.save_new_version(folder, "0.2.0")
    assert [v for v, _ in store.versions("mine")] == ["0.1.0", "0.2.0"]
    assert not packs.save_new_version(folder, "0.1.9")
    assert "not newer" in packs.status.text()


def test_changes_since_the_last_saved_version_list_the_moved_unit(packs: PacksWindow, qtbot, tmp_path: Path) -> None:
    drop_files(packs, [pack_zip(tmp_path, "river")])
    folder = packs.store.packs_dir / "river"
    battle = folder / "battle.yaml"
    battle.write_text(battle.read_text(encoding="utf-8").replace("hex: '7,8'}", "hex: '6,7'}", 1))
    assert packs.save_new_version(folder, "0.2.0")
    packs.tree.setCurrentItem(packs.item_of("river"))
    assert packs.changes_button.isEnabled()
    QTest.mouseClick(packs.changes_button, Qt.MouseButton.LeftButton)
    dialog = packs.findChild(QDialog, "packs.changes_dialog")
    assert dialog is not None and dialog.isVisible()
    text = dialog.findChild(QPlainTextEdit).toPlainText()
    assert "pack 0.1.0 -> 0.2.0" in text
    assert "~ armies[red].units[r-ay1].hex: 7,8 -> 6,7" in text


def units_pack_zip(tmp_path: Path, *, declare: bool) -> Path:
    """A pack with its own copy of the core unit table (twice the melee dice), its override of the
    core's table declared in the manifest or not."""
    folder = tmp_path / "src" / "dice"
    new_pack(folder, "dice", "Twice the dice", games=["samurai_battles"])
    units = core_pack_dir() / "samurai_battles" / "units.yaml"
    (folder / "units.yaml").write_text(
        units.read_text(encoding="utf-8").replace("melee_dice: 3\n", "melee_dice: 6\n"), encoding="utf-8"
    )
    if declare:
        manifest = folder / "manifest.yaml"
        text = manifest.read_text(encoding="utf-8")
        manifest.write_text(
            text.replace("overrides: []\n", "overrides:\n- {kind: samurai_battles/unit_table, id: core}\n"), "utf-8"
        )
    out = tmp_path / "dice.zip"
    with zipfile.ZipFile(out, "w") as zf:
        for p in sorted(folder.rglob("*.yaml")):
            zf.write(p, p.relative_to(folder).as_posix())
    return out


def test_a_pack_that_replaces_core_content_without_declaring_it_is_refused(packs: PacksWindow, tmp_path: Path) -> None:
    assert drop_files(packs, [units_pack_zip(tmp_path, declare=False)])
    assert packs.pack_ids() == ["core"]
    assert "replaces samurai_battles/unit_table 'core' of pack 'core' without the manifest saying so" in (
        packs.status.text()
    )


def test_the_packs_window_lists_every_override(packs: PacksWindow, tmp_path: Path) -> None:
    from editor.packs_window import OVERRIDES_COLUMN

    assert drop_files(packs, [units_pack_zip(tmp_path, declare=True)])
    item = packs.item_of("dice")
    assert item is not None
    assert item.text(OVERRIDES_COLUMN) == "samurai_battles/unit_table core (core)"
    assert "replaces samurai_battles/unit_table 'core' of pack 'core'" in item.toolTip(OVERRIDES_COLUMN)
    assert packs.item_of("core").text(OVERRIDES_COLUMN) == ""  # type: ignore[union-attr]
    # a pack that got into the store undeclared (copied there by hand) is shown as such
    manifest = packs.store.packs_dir / "dice" / "manifest.yaml"
    manifest.write_text(
        manifest.read_text(encoding="utf-8").replace(
            "overrides:\n- {kind: samurai_battles/unit_table, id: core}\n", "overrides: []\n"
        ),
        encoding="utf-8",
    )
    packs.refresh()
    item = packs.item_of("dice")
    assert item is not None and item.text(OVERRIDES_COLUMN) == "samurai_battles/unit_table core (not declared)"


def test_changes_read_forwards_when_a_newer_version_was_saved_from_the_source_folder(
    packs: PacksWindow, tmp_path: Path
) -> None:
    """Issue 30: the installed 0.1.0 and a 0.2.0 saved from the folder one edits used to be
    compared backwards ("0.2.0 -> 0.1.0")."""
    drop_files(packs, [pack_zip(tmp_path, "river")])
    source = tmp_path / "src" / "river"
    battle = source / "battle.yaml"
    battle.write_text(battle.read_text(encoding="utf-8").replace("hex: '7,8'}", "hex: '6,7'}", 1))
    assert packs.save_new_version(source, "0.2.0")
    assert packs.store.get("river").version == "0.1.0"
    packs.tree.setCurrentItem(packs.item_of("river"))
    QTest.mouseClick(packs.changes_button, Qt.MouseButton.LeftButton)
    text = packs.findChild(QDialog, "packs.changes_dialog").findChild(QPlainTextEdit).toPlainText()
    assert "pack 0.1.0 -> 0.2.0" in text and "0.2.0 -> 0.1.0" not in text
    assert "~ armies[red].units[r-ay1].hex: 7,8 -> 6,7" in text


def test_a_new_version_that_is_no_version_is_refused_with_a_message(window, store: PackStore, tmp_path: Path) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QInputDialog, QLineEdit

    window.packs.use_pack_store(store)
    folder = tmp_path / "mine"
    new_pack(folder, "mine", "My battles", games=["samurai_battles"])
    battle = folder / "battle.yaml"
    battle.write_text(SCENARIO.read_text(encoding="utf-8").replace("id: sb-w01\n", "id: mine-1\n", 1))
    assert window.open_file(battle) is not None
    packs = window.packs.open_packs_window()

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QInputDialog):
            QTimer.singleShot(20, answer)
            return
        edit = dialog.findChild(QLineEdit)
        QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(edit, "banana")
        QTest.keyClick(edit, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)
    QTest.mouseClick(packs.version_button, Qt.MouseButton.LeftButton)
    assert packs.isVisible()
    assert "cannot save version 'banana': 'banana' is not a semantic version" in packs.status.text()
    assert store.versions("mine") == []


def _answer_overwrite(button: QMessageBox.StandardButton, asked: list[str]) -> None:
    from PySide6.QtCore import QTimer

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or box.objectName() != "packs.ask_overwrite":
            QTimer.singleShot(20, answer)
            return
        asked.append(box.text())
        QTest.mouseClick(box.button(button), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)


def test_importing_an_installed_pack_again_asks_before_it_replaces_it(packs: PacksWindow, tmp_path: Path) -> None:
    """Issue 30: the window said "import with overwrite" but had no way to."""
    z = pack_zip(tmp_path, "river")
    assert drop_files(packs, [z])
    marker = packs.store.packs_dir / "river" / "notes.txt"
    marker.write_text("the installed copy")
    asked: list[str] = []
    _answer_overwrite(QMessageBox.StandardButton.No, asked)
    drop_files(packs, [z])
    assert asked == ["Pack river 0.1.0 is installed already. Replace it with the pack in river.zip?"]
    assert marker.exists()  # kept
    _answer_overwrite(QMessageBox.StandardButton.Yes, asked)
    drop_files(packs, [z])
    assert len(asked) == 2 and not marker.exists()  # replaced by the pack in the zip
    assert packs.pack_ids() == ["core", "river"] and "installed river 0.1.0" in packs.status.text()
