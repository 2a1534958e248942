"""The etude editor: tiles dragged from the army palettes onto hexes and into the pool tray,
rotated with the wheel and R, refused with a reason; HQ hit points, victory conditions and
owners edited with one undo step each."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine.core.hexgrid import Hex
from engine.games.neuroshima.models import PlacedTile, VictoryKind
from tests.editor.conftest import cell_point
from tests.editor.neuroshima.helpers import drop_on_tray, open_etude, side_panel, small_etude, tiles, wheel
from tests.editor.test_drag_drop import drop_entry


def test_a_tile_dragged_from_the_palette_lands_on_its_hex_with_one_undo_entry(window) -> None:
    doc = open_etude(window, small_etude())
    assert drop_entry(window, "p1-outpost_commando", Hex(0, 0))
    assert tiles(doc)[-1] == ("0,0", "outpost_commando", 1, 0)
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert len(doc.model.tiles) == 2
    doc.undo_stack.redo()
    assert ("tiles", 2) in window.current_view().scene.piece_items


def test_the_wheel_turns_a_tile_one_undo_entry_while_it_keeps_turning(window) -> None:
    doc = open_etude(window, small_etude())
    assert drop_entry(window, "p2-moloch_hybrid", Hex(1, 0))
    assert doc.undo_stack.count() == 1
    wheel(window, Hex(1, 0), -1)  # towards the user: clockwise
    assert doc.model.tiles[-1].rotation == 1 and doc.undo_stack.count() == 2
    wheel(window, Hex(1, 0), -1)
    wheel(window, Hex(1, 0), -1)
    assert doc.model.tiles[-1].rotation == 3
    assert doc.undo_stack.count() == 2  # the notches merged into one entry
    time.sleep(0.9)  # the wheel stopped: the next notch is a new entry
    wheel(window, Hex(1, 0), 1)
    assert doc.model.tiles[-1].rotation == 2 and doc.undo_stack.count() == 3
    doc.undo_stack.undo()
    assert doc.model.tiles[-1].rotation == 3
    doc.undo_stack.undo()
    assert doc.model.tiles[-1].rotation == 0
    # the scene item turns with it: side 0 points north at rotation 0
    assert window.current_view().scene.piece_items[("tiles", 2)].rotation() == 0


def test_r_and_shift_r_rotate_the_selected_tile(window) -> None:
    doc = open_etude(window, small_etude(tiles=[PlacedTile(hex="0,0", tile="outpost_commando", player=1)]))
    vp = window.current_view().map_view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cell_point(window, Hex(0, 0)))
    window.edits.act_rotate_cw.trigger()
    window.edits.act_rotate_cw.trigger()
    assert doc.model.tiles[0].rotation == 2
    window.edits.act_rotate_ccw.trigger()
    assert doc.model.tiles[0].rotation == 1


def test_an_occupied_hex_is_refused_and_the_reason_shown(window) -> None:
    doc = open_etude(window, small_etude())
    assert not drop_entry(window, "p1-outpost_commando", Hex(0, 2))
    assert "is already occupied by HQ" in window.statusBar().currentMessage()
    assert len(doc.model.tiles) == 2 and doc.undo_stack.count() == 0


def test_a_tile_cannot_be_used_more_often_than_its_army_has_it(window) -> None:
    doc = open_etude(window, small_etude(pool=[]))
    assert drop_entry(window, "p1-outpost_officer", Hex(0, 0))  # the Outpost has one Officer
    assert not drop_entry(window, "p1-outpost_officer", Hex(1, 0))
    assert "has only 1 Officer" in window.statusBar().currentMessage()
    assert window.palette_tree.entry("p1-outpost_officer").remaining == 0
    # the pool counts too: two Medics in the pool leave none for the board
    panel = side_panel(window)
    assert drop_on_tray(window, panel.pool, "p1-outpost_medic")
    assert drop_on_tray(window, panel.pool, "p1-outpost_medic")
    assert doc.model.pool == ["outpost_medic", "outpost_medic"]
    assert not drop_entry(window, "p1-outpost_medic", Hex(1, 0))
    assert "no Medic left to place" in window.statusBar().currentMessage()
    assert not drop_on_tray(window, panel.pool, "p1-outpost_medic")
    assert "only 2 Medic" in panel.tray_message.text()
    # a second HQ and an instant on the board are refused as well
    assert not drop_entry(window, "p2-moloch_hq", Hex(1, 0))
    assert "has only 1 HQ; player 2 uses 2" in window.statusBar().currentMessage()
    assert not drop_entry(window, "p1-outpost_sniper", Hex(1, 0))
    assert "instant tile" in window.statusBar().currentMessage()
    assert len(doc.model.tiles) == 3


def test_the_pool_tray_takes_tiles_by_drag_and_drop_and_gives_them_back_with_delete(window) -> None:
    doc = open_etude(window, small_etude(pool=[]))
    panel = side_panel(window)
    assert drop_on_tray(window, panel.pool, "p1-outpost_sniper")
    assert drop_on_tray(window, panel.pool, "p1-outpost_battle")
    assert doc.model.pool == ["outpost_sniper", "outpost_battle"]
    assert doc.undo_stack.count() == 2  # one entry per tile
    assert not drop_on_tray(window, panel.pool, "p1-outpost_hq")
    assert not drop_on_tray(window, panel.pool, "p2-moloch_push")  # the opponent's tiles
    panel.pool.setCurrentRow(0)
    QTest.keyClick(panel.pool, Qt.Key.Key_Delete)
    assert doc.model.pool == ["outpost_battle"]
    doc.undo_stack.undo()
    assert doc.model.pool == ["outpost_sniper", "outpost_battle"]
    assert panel.pool.count() == 2


def test_hq_hit_points_victory_conditions_and_the_story_are_undoable_edits(window) -> None:
    doc = open_etude(window, small_etude())
    panel = side_panel(window)
    panel.opponent_hp.setValue(4)
    assert doc.model.opponent.hq_hp == 4
    victory = panel.victory
    victory.add_button.click()
    assert [c.kind for c in doc.model.victory] == [VictoryKind.DESTROY_ENEMY_HQ, VictoryKind.ENEMY_HQ_DAMAGE_AT_LEAST]
    victory.rows[1][1].setValue(2)
    assert doc.model.victory[1].value == 2
    victory.rows[0][2].click()
    assert [c.kind for c in doc.model.victory] == [VictoryKind.ENEMY_HQ_DAMAGE_AT_LEAST]
    doc.undo_stack.undo()
    assert len(doc.model.victory) == 2
    window.current_view().scene.set_selection(set())
    window.selection_changed()
    story = window.properties.findChild(object, "nh.etude.story.ru")
    story.setPlainText("Сюжет")
    assert doc.model.story.ru == "Сюжет"


def test_the_owner_tool_gives_a_tile_to_the_other_player_of_the_same_army(window) -> None:
    from editor.document import Document
    from editor.plugin import document_kind
    from engine.games.neuroshima.models import PositionModel, PositionPlayer

    model = PositionModel(
        id="p",
        players=[PositionPlayer(army="moloch"), PositionPlayer(army="moloch")],
        tiles=[PlacedTile(hex="0,0", tile="moloch_blocker", player=1)],
    )
    doc = Document(model, kind=document_kind("neuroshima/position"))
    window.add_document(doc)
    view = window.current_view()
    view.map_view.resize(600, 600)
    view.map_view.fit()
    window.set_tool(window.tool("nh_owner"))
    QTest.mouseClick(
        view.map_view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        cell_point(window, Hex(0, 0)),
    )
    assert doc.model.tiles[0].player == 2 and doc.undo_stack.count() == 1


def test_the_tile_panel_gives_a_selected_tile_to_the_other_player_of_the_same_army(window) -> None:
    from PySide6.QtWidgets import QComboBox

    from editor.document import Document
    from editor.plugin import document_kind
    from engine.games.neuroshima.models import PositionModel, PositionPlayer

    model = PositionModel(
        id="p",
        players=[PositionPlayer(army="moloch"), PositionPlayer(army="moloch")],
        tiles=[PlacedTile(hex="0,0", tile="moloch_blocker", player=1)],
    )
    doc = Document(model, kind=document_kind("neuroshima/position"))
    window.add_document(doc)
    view = window.current_view()
    view.map_view.resize(600, 600)
    view.map_view.fit()
    QTest.mouseClick(
        view.map_view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        cell_point(window, Hex(0, 0)),
    )
    owner = window.properties.findChild(QComboBox, "nh.tile.owner")
    assert owner is not None
    owner.setCurrentIndex(owner.findData(2))
    assert doc.model.tiles[0].player == 2 and doc.undo_stack.count() == 1


def test_the_issues_panel_lists_what_check_finds_on_the_board(window) -> None:
    etude = small_etude(
        tiles=[
            PlacedTile(hex="0,2", tile="outpost_hq", player=1),
            PlacedTile(hex="0,-2", tile="moloch_hq", player=2),
            PlacedTile(hex="1,-2", tile="moloch_hq", player=2),  # a second HQ
            PlacedTile(hex="0,0", tile="outpost_officer", player=1),
            PlacedTile(hex="0,0", tile="outpost_commando", player=1),  # two tiles on a hex
            PlacedTile(hex="3,0", tile="outpost_runner", player=1),  # off the main field
            PlacedTile(hex="1,0", tile="outpost_officer", player=1),  # the army has one Officer
        ]
    )
    open_etude(window, etude)
    messages = [i.message for i in window.current_view().issues]
    assert any("hex 0,0 is already occupied" in m for m in messages)
    assert any("hex 3,0 is not on the board" in m for m in messages)
    assert any("player 2 has 2 HQs" in m for m in messages)
    assert any("has only 1 Officer" in m for m in messages)
    panel = window.issues_panel
    shown = [panel.topLevelItem(i).text(2) for i in range(panel.topLevelItemCount())]
    assert any("hex 0,0 is already occupied" in m for m in shown)


def test_a_position_has_its_players_armies_and_hq_hit_points_beside_the_board(window) -> None:
    from editor.plugin import document_kind

    doc = window.new_document(document_kind("neuroshima/position"))
    panel = window.current_view().side
    panel.hps[1].setValue(7)
    assert doc.model.players[1].hq_hp == 7
    panel.armies[0].setCurrentIndex(panel.armies[0].findData("outpost"))
    assert doc.model.players[0].army == "outpost"
    assert window.palette_tree.entry("p1-outpost_commando") is not None
    window.current_view().map_view.resize(600, 600)
    window.current_view().map_view.fit()
    assert drop_entry(window, "p1-outpost_commando", Hex(0, 0))
    assert tiles(doc) == [("0,0", "outpost_commando", 1, 0)]
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.model.players[0].army == "moloch"
