"""Readable at the default zoom: pieces never shrink below a readable size on screen, labels
contrast with what they stand on, hovering a hex tells its terrain's effects (in the engine's
terms), Neuroshima tiles are large enough to read in the palette and the hand, and the Command
cards in the hand look like cards (title, section, text)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip

from editor.canvas.scene import MIN_PIECE_BODY_PX
from editor.canvas.text import contrast
from editor.games.neuroshima.play_board import HandView
from editor.games.samurai_battles import content, overlays
from editor.player.card_list import SUBTITLE_ROLE, TEXT_ROLE, TITLE_ROLE
from engine.games.samurai_battles.decks import command_card_text
from engine.games.samurai_battles.scenario import Scenario
from engine.games.samurai_battles.terrain_text import terrain_description
from tests.editor.conftest import cell_point
from tests.editor.samurai_battles.test_player import play_card, session, view_of
from tests.editor.test_drag_legality import CORE, open_bundled_copy

SB_SCENARIO = CORE / "samurai_battles/scenarios/sb-z002-fourth-kawanakajima-1561-phase-1.yaml"


def test_units_and_leaders_are_drawn_at_a_readable_size_at_the_default_zoom(window) -> None:
    open_bundled_copy(window, SB_SCENARIO)
    view = window.current_view()
    zoom = view.map_view.zoom
    pieces = [item for (coll, _i), item in view.scene.piece_items.items() if coll.startswith(("units", "leaders"))]
    assert len(pieces) > 10
    # fitted to the window, a unit's block would be smaller than readable: the board draws it larger
    assert any(min(p.body.width(), p.body.height()) * zoom < MIN_PIECE_BODY_PX for p in pieces)
    assert all(p.on_screen_body(zoom) >= MIN_PIECE_BODY_PX for p in pieces)
    # zoomed in far enough, pieces are drawn at their own size
    assert all(p.growth(zoom * 3) == 1.0 for p in pieces)


def test_hovering_a_hex_tells_its_terrain_and_its_effects(window) -> None:
    doc = open_bundled_copy(window, SB_SCENARIO)
    board = doc.board
    forest = next(t for t in doc.model.terrain if t.type == "forest")
    cell = board.parse(forest.hex)
    vp = window.current_view().map_view.viewport()
    pos = cell_point(window, cell) + QPoint(0, -12)  # beside the piece, on the hex
    QTest.mouseMove(vp, pos)
    QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, pos, vp.mapToGlobal(pos)))
    effects = terrain_description(content.terrain_type(doc.model, "forest"), forest.hill)
    tip = window.current_view().scene.cell_items[cell].toolTip()
    assert tip == f"{forest.hex} — {effects}"
    assert "a unit entering it must stop" in tip and "blocks line of sight" in tip
    if doc.pieces_at(cell):
        return  # a piece stands there: its own tooltip wins under the pointer
    assert QToolTip.text() == tip


def test_section_names_contrast_with_the_baseline_they_stand_on() -> None:
    sc = Scenario.new_document()
    for colour in ("#c8322d", "#e0b423", "#f2e15c", "#2a6fd6", "#ffffff", "#1b1b1b"):
        for army in (0, 1):
            sc.armies[army].colour = colour
            text, background = overlays.section_label_colours(sc, army)
            assert contrast(text, background) >= 4.5, (colour, army)
            assert text.hue() == content_hue(colour) or text.saturation() == 0 or text.lightness() in (0, 255)


def content_hue(colour: str):
    from PySide6.QtGui import QColor

    return QColor(colour).hue()


def test_neuroshima_tiles_are_large_enough_to_read_in_the_palette_and_the_hand(window) -> None:
    open_bundled_copy(window, CORE / "neuroshima/etudes/01-one-clear-line.yaml", (700, 620))
    palette = window.palette_tree
    for _header, section in palette.sections:
        assert section.iconSize().width() >= 80
    palette.set_grid(not palette.grid)
    for _header, section in palette.sections:
        assert section.iconSize().width() >= 80
    assert HandView().iconSize().width() >= 80


def test_the_command_cards_in_the_hand_are_drawn_as_cards(qtbot) -> None:
    s = session()
    v = view_of(qtbot, s)
    hand = v.table.hand
    rs = v.table.rs
    assert hand.count() == len(s.state.hands[0])
    for i in range(hand.count()):
        item = hand.item(i)
        card = rs.command_cards[item.data(Qt.ItemDataRole.UserRole)]
        assert item.data(TITLE_ROLE) == card.names.en
        assert item.data(TEXT_ROLE) == str(command_card_text(card))
        assert item.data(SUBTITLE_ROLE) in ("Tactic", "Left flank", "Center", "Right flank") or " · " in item.data(
            SUBTITLE_ROLE
        )
        # tall enough for a title, a section line and the text: not one line of a list
        assert hand.visualItemRect(item).height() >= 3 * hand.fontMetrics().height()
    play_card(v, "order2_left")
    assert s.state.history[-1].card == "order2_left"
