"""The map and terrain editor: terrain painted from the engine's terrain table with brush and
flood fill, plastic hills, camps, map tiles and the overlays."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QCheckBox, QPushButton

from engine.content.library import bundled_library
from engine.games.samurai_battles.scenario import Scenario, TerrainPlacement
from tests.editor.samurai_battles.helpers import (
    click_hex,
    click_palette,
    drag_hexes,
    drop,
    open_scenario,
    terrain,
)


def test_the_terrain_palette_is_the_engines_terrain_table(window) -> None:
    open_scenario(window)
    table = bundled_library().get("samurai_battles/terrain_table", "core")
    for t in table.terrain:
        if not t.camp:
            assert window.palette_tree.entry(f"terrain-{t.id}") is not None, t.id
    assert window.palette_tree.entry("terrain-camp-0").template == {"owner": "red"}


def test_a_stroke_of_forest_across_hexes_is_one_undo_step(window) -> None:
    doc = open_scenario(window)
    click_palette(window, "terrain-forest")
    assert window.tool_choice.active_tool.name == "paint"
    drag_hexes(window, ["4,5", "4,7", "4,9", "5,10", "5,12"])
    assert terrain(doc) == {h: ("forest", 0, None) for h in ("4,5", "4,7", "4,9", "5,10", "5,12")}
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.model.terrain == []
    doc.undo_stack.redo()
    assert len(doc.model.terrain) == 5


def test_flood_fill_replaces_exactly_the_connected_region(window) -> None:
    # a ring of river around 5,12 leaves a pocket of plain hexes cut off from the rest of the field
    ring = ["4,11", "4,13", "5,10", "5,14", "6,11", "6,13"]
    sc = Scenario.new_document()
    sc.terrain = [TerrainPlacement(hex=h, type="river") for h in ring] + [TerrainPlacement(hex="2,5", type="forest")]
    doc = open_scenario(window, sc)
    click_palette(window, "terrain-rice_paddy")
    click_hex(window, "5,12", Qt.KeyboardModifier.ShiftModifier)
    assert terrain(doc)["5,12"] == ("rice_paddy", 0, None)
    assert sum(1 for t in doc.model.terrain if t.type == "rice_paddy") == 1  # only the pocket
    assert doc.undo_stack.count() == 1
    # filling the river fills the ring (connected river hexes), nothing else
    click_palette(window, "terrain-ford")
    click_hex(window, "4,11", Qt.KeyboardModifier.ShiftModifier)
    assert {h for h, (t, _, _) in terrain(doc).items() if t == "ford"} == set(ring)
    # filling the open plain covers every other full hex and leaves forest, ford and the pocket alone
    click_palette(window, "terrain-village")
    click_hex(window, "0,1", Qt.KeyboardModifier.ShiftModifier)
    board = doc.board
    full = [c for c in board.cells() if board.is_playable(c)]
    kinds = terrain(doc)
    assert sum(1 for t, _, _ in kinds.values() if t == "village") == len(full) - len(ring) - 2
    assert kinds["2,5"][0] == "forest" and kinds["5,12"][0] == "rice_paddy"
    assert doc.undo_stack.count() == 3
    for _ in range(3):
        doc.undo_stack.undo()
    assert terrain(doc) == {**{h: ("river", 0, None) for h in ring}, "2,5": ("forest", 0, None)}


def test_hills_are_a_layer_of_their_own_and_camps_know_their_owner(window) -> None:
    doc = open_scenario(window)
    click_palette(window, "terrain-village")
    drag_hexes(window, ["3,10"])
    click_palette(window, "hill-2")
    drag_hexes(window, ["3,10", "3,12"])
    assert terrain(doc) == {"3,10": ("village", 2, None), "3,12": ("plain", 2, None)}
    click_palette(window, "terrain-plain")
    drag_hexes(window, ["3,10"])  # clearing the village keeps the plastic hill under it
    assert terrain(doc)["3,10"] == ("plain", 2, None)
    click_palette(window, "hill-0")
    drag_hexes(window, ["3,10", "3,12"])
    assert terrain(doc) == {}
    click_palette(window, "terrain-camp-1")
    drag_hexes(window, ["0,13"])
    assert terrain(doc) == {"0,13": ("camp", 0, "yellow")}
    click_palette(window, "terrain-forest")
    drag_hexes(window, ["0,13"])
    assert terrain(doc) == {"0,13": ("forest", 0, None)}  # a forest has no owner
    assert doc.undo_stack.count() == 6


def test_map_tiles_drop_into_slots_flip_and_turn(window) -> None:
    doc = open_scenario(window)
    assert drop(window, "tile-A2", "2,5")
    assert [(tuple(t.slot), t.side, t.rotated) for t in doc.model.board.tiles] == [((0, 0), "A2", False)]
    assert not drop(window, "tile-B2", "3,6")  # same slot
    assert "already holds board A2" in window.statusBar().currentMessage()
    assert not drop(window, "tile-A1", "8,17")  # board A is on the table already
    assert drop(window, "tile-B1", "8,17")
    assert [tuple(t.slot) for t in doc.model.board.tiles] == [(0, 0), (2, 1)]
    assert doc.undo_stack.count() == 2
    issues = window.current_view().validate_now()
    assert any(i.code == "tiles-uncatalogued" and "editable content" in i.message for i in issues)
    # the tile's properties: flip the board and turn it
    view = window.current_view()
    view.scene.set_selection({("tiles", 1)})
    window.selection_changed()
    panel = window.properties.custom
    panel.findChild(QPushButton, "prop.flip").click()
    assert doc.model.board.tiles[1].side == "B2"
    window.properties.custom.findChild(QCheckBox, "prop.rotated").setChecked(True)
    assert doc.model.board.tiles[1].rotated
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert (doc.model.board.tiles[1].side, doc.model.board.tiles[1].rotated) == ("B1", False)


def test_overlays_of_sections_baselines_and_tiles(window) -> None:
    open_scenario(window)
    scene = window.current_view().scene
    assert set(scene.overlay_items) == {"terrain", "sections", "baselines", "tiles", "objectives"}
    sections = window.findChild(QAction, "view.overlay.sections")
    assert sections.isChecked() and scene.overlay_items["sections"].isVisible()
    sections.trigger()
    assert not scene.overlay_items["sections"].isVisible()
    sections.trigger()
    assert window.findChild(QAction, "view.labels") is not None  # hex labels on/off (View > Grid Labels)
