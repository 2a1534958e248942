"""Issue 30, deliverable 1 for Neuroshima and Samurai Battles: the New Neuroshima game dialog and
the Samurai Battles tables a scenario is edited with come from the live library, so an army or a
unit table another program writes into the user's folder is offered and played."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QComboBox, QDialog

from editor.games.neuroshima.armies import tile_index
from editor.player.shell import PlayerShell
from engine.content.library import core_pack_dir
from tests.editor.test_duplicate_ids_in_app import live, write_as_another_program
from tests.editor.test_live_library import _play_with_seats as play_with_seats

__all__ = ["live"]  # the fixture, shared

MOLOCH = core_pack_dir() / "neuroshima" / "armies" / "moloch.yaml"
UNITS = core_pack_dir() / "samurai_battles" / "units.yaml"
SKIRMISH = core_pack_dir() / "samurai_battles" / "scenarios" / "sb-z001-first-samurai-skirmish.yaml"


def test_new_neuroshima_game_offers_and_plays_an_army_of_the_users_folder(live, qtbot) -> None:
    window, mine = live
    text = MOLOCH.read_text(encoding="utf-8").replace("id: moloch\n", "id: iron_horde\n", 1)
    text = text.replace("name_en: Moloch\n", "name_en: Iron Horde\n", 1).replace("- id: moloch_", "- id: horde_")
    write_as_another_program(mine / "iron_horde.yaml", text)
    qtbot.waitUntil(lambda: tile_index().army("iron_horde") is not None, timeout=5000)
    seen: list[list[str]] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or dialog.objectName() != "nh.dialog.new_game":
            QTimer.singleShot(20, answer)
            return
        first = dialog.findChild(QComboBox, "nh.new.army.0")
        seen.append([first.itemText(i) for i in range(first.count())])
        first.setFocus()
        qtbot.keyClicks(first, "Iron")
        assert first.currentData() == "iron_horde"
        dialog.seats[0].setCurrentText("random")  # no human to wait for
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)
    window.findChild(QAction, "play.neuroshima.new").trigger()
    assert "Iron Horde" in seen[0]
    shell = window.tabs.currentWidget()
    assert isinstance(shell, PlayerShell)
    assert shell.session.prepared.seats.armies[0] == "iron_horde"
    origins = {(r.kind, r.id): r.origin for r in shell.session.content_refs}
    assert origins[("neuroshima/army", "iron_horde")] == f"folder:{mine.resolve()}"


def test_a_scenario_of_the_users_folder_is_edited_and_played_with_its_unit_table(live, qtbot) -> None:
    window, mine = live
    units = UNITS.read_text(encoding="utf-8").replace("id: core\n", "id: heavy-units\n", 1)
    units = units.replace("Ashigaru yari (spearmen)", "Heavy yari", 1).replace("melee_dice: 3", "melee_dice: 5", 1)
    scenario = SKIRMISH.read_text(encoding="utf-8")
    scenario = scenario.replace("id: sb-z001", "id: my-skirmish", 1).replace(
        "\nid: my-skirmish", "\nid: my-skirmish\ntables: {units: heavy-units}", 1
    )
    (mine / "tables").mkdir()
    write_as_another_program(mine / "tables" / "heavy-units.yaml", units)
    write_as_another_program(mine / "my-skirmish.yaml", scenario)
    lib = lambda: window.packs.content_watcher.live.library()  # noqa: E731
    qtbot.waitUntil(lambda: ("samurai_battles/unit_table", "heavy-units") in lib().items, timeout=5000)
    doc = window.open_file(mine / "my-skirmish.yaml")
    assert doc.model.tables.units == "heavy-units"
    # the palette offers the table's units as the user's folder has them
    _section, item = window.palette_tree.show_entry("unit-0-AY")
    assert "Heavy yari" in item.toolTip() and "5 melee dice" in item.toolTip()
    # and a game of it plays them
    shell = play_with_seats(window, qtbot)
    table = shell.session.content.get("samurai_battles/unit_table", "heavy-units")
    assert table is not None and table.units[0].melee_dice == 5  # type: ignore[union-attr]
