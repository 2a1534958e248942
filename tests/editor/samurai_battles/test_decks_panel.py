"""Deck settings: every card with its count and effect, a scenario's variant deck with checked
totals, the deck table the scenario plays with; every change is an undo step."""

from __future__ import annotations

from engine.core.registry import load_game
from tests.editor.samurai_battles.helpers import open_scenario


def deck_panel(window):
    window.current_view().scene.set_selection(set())
    window.selection_changed()
    panel = window.properties.custom
    panel.show_tab("Decks")
    return panel.decks


def test_the_decks_are_listed_with_counts_and_effects(window) -> None:
    open_scenario(window)
    decks = deck_panel(window)
    table = decks.command.table
    assert table.rowCount() == 28
    rows = {table.item(r, 0).text(): r for r in range(table.rowCount())}
    r = rows["Order two units center"]
    assert table.item(r, 1).text() == "4" and table.item(r, 3).text() == "4"
    table.setCurrentCell(r, 0)
    assert "Order 2 units/leaders in the center." in decks.command.effect.text()
    assert table.item(r, 4).text() == "Order 2 units/leaders in the center."
    assert "60 cards in the deck (the box has 60)" in decks.command.total.text()
    dragon = decks.dragon.table
    assert dragon.rowCount() == 13
    assert "Effect unknown" in dragon.item(4, 4).text()


def test_a_variant_deck_is_an_undoable_change_the_game_plays_with(window) -> None:
    doc = open_scenario(window)
    decks = deck_panel(window)
    decks.command.spins["shogun"].setValue(2)
    decks.command.spins["first_strike"].setValue(-2)
    assert doc.model.decks.command == {"shogun": 2, "first_strike": -2}
    assert "60 cards in the deck" in decks.command.total.text()
    decks.command.spins["counter_attack"].setValue(-2)
    assert "58 cards" in decks.command.total.text()
    state = load_game("samurai_battles").new_initial_state(doc.model.model_copy(deep=True), doc.library(), 1)
    cards = state.commands.pile + state.hands[0] + state.hands[1]
    assert len(cards) == 58 and cards.count("shogun") == 3 and "first_strike" not in cards
    stack = doc.undo_stack
    assert stack.count() == 1  # spin clicks within a second are one step
    stack.undo()
    assert doc.model.decks.command == {} and decks.command.spins["shogun"].value() == 0
    stack.redo()
    decks.command.reset.click()
    assert doc.model.decks.command == {} and stack.count() == 2


def test_a_deck_too_small_to_deal_is_flagged_in_the_panel_and_the_issues(window) -> None:
    doc = open_scenario(window)
    decks = deck_panel(window)
    for spin in decks.dragon.spins.values():
        spin.setValue(spin.minimum())
    assert sum(doc.model.decks.dragon.values()) == -38
    assert "too few" in decks.dragon.total.text()
    issues = window.current_view().validate_now()
    assert any(i.code == "deck" and i.location.field == "decks.dragon" for i in issues)


def test_the_scenario_may_play_with_another_deck_table(window) -> None:
    doc = open_scenario(window)
    decks = deck_panel(window)
    box = decks.dragon.table_box
    box.setCurrentIndex(box.findData("known_effects"))
    assert doc.model.tables.dragon_deck == "known_effects"
    assert decks.dragon.table.rowCount() == 4
    doc.undo_stack.undo()
    assert doc.model.tables.dragon_deck == "core" and decks.dragon.table.rowCount() == 13
