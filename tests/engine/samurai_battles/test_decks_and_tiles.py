"""Variant decks per scenario, card texts, tiles turned half round and bare plastic hills."""

from __future__ import annotations

from engine.content.base import CheckContext
from engine.content.io import LineMap, LoadedContent
from engine.content.issues import Severity
from engine.content.library import ContentLibrary, bundled_library
from engine.core.catalogue import render
from engine.games.samurai_battles.cards import CommandDeck, DragonDeck
from engine.games.samurai_battles.decks import command_card_text, dragon_card_text, variant_counts
from engine.games.samurai_battles.ruleset import compile_ruleset
from engine.games.samurai_battles.scenario import DeckChanges, TerrainPlacement, TilePlacement
from engine.games.samurai_battles.tables import BoardTiles, TileSide

from .helpers import GAME, scenario

LIB = bundled_library()
CDECK = LIB.get("samurai_battles/command_deck", "core")
DDECK = LIB.get("samurai_battles/dragon_deck", "core")


def errors(sc, lib=LIB) -> dict[str, str]:
    return {i.location.field: i.message for i in sc.check(CheckContext(library=lib)) if i.severity is Severity.ERROR}


def issue_list(sc, lib=LIB):
    return list(sc.check(CheckContext(library=lib)))


def test_a_variant_command_deck_is_the_deck_the_game_shuffles() -> None:
    sc = scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")], banners=1)
    sc.decks = DeckChanges(command={"shogun": 2, "first_strike": -2, "counter_attack": -1})
    s = GAME.new_initial_state(sc, bundled_library(), 3)
    cards = s.commands.pile + s.hands[0] + s.hands[1]
    assert len(cards) == 60 + 2 - 3
    assert cards.count("shogun") == 3 and "first_strike" not in cards and cards.count("counter_attack") == 1
    notes = [i for i in issue_list(sc) if i.code == "deck-variant"]
    assert [i.message for i in notes] == ["variant command deck: 59 cards (the box has 60)"]
    assert not errors(sc)


def test_a_variant_dragon_deck_changes_the_dragon_draws() -> None:
    sc = scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")], banners=2, dragons=(1, 1))
    sc.decks = DeckChanges(dragon={"unidentified": -2, "personal_challenge": 3})
    rs = compile_ruleset(sc, bundled_library())
    assert len(rs.dragon_deck) == 39 and rs.dragon_deck.count("personal_challenge") == 6
    assert "unidentified" not in rs.dragon_deck


def test_variant_decks_are_checked_card_by_card_and_in_total() -> None:
    sc = scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")], banners=1)
    sc.decks = DeckChanges(command={"no_such_card": 1, "shogun": -2})
    found = errors(sc)
    assert "is not in deck 'core'" in found["decks.command.no_such_card"]
    assert found["decks.command.shogun"] == "command deck variant removes 2 shogun but the deck has 1"
    sc.decks = DeckChanges(command={c.id: -c.count for c in CDECK.cards[:-2]})
    total = CDECK.cards[-1].count + CDECK.cards[-2].count
    assert errors(sc)["decks.command"] == (
        f"the command deck has {total} cards: too few for the starting hands and a draw (12)"
    )
    sc.decks = DeckChanges(dragon={c.id: -c.copies for c in DDECK.cards})
    sc.armies[0].dragon_cards = 1
    found = errors(sc)
    assert found["decks.dragon"] == "the dragon deck has 0 cards: too few for the starting hands (1)"
    assert found["armies.0.dragon_cards"] == "1 Dragon cards: the deck has 0"


def test_variant_counts_never_go_below_zero() -> None:
    counts = variant_counts(CDECK, {"shogun": -5, "chain": 1})
    assert counts["shogun"] == 0 and counts["chain"] == 3
    assert sum(counts.values()) == 60 - 1 + 1


def test_every_card_has_an_effect_text() -> None:
    assert isinstance(CDECK, CommandDeck) and isinstance(DDECK, DragonDeck)
    texts = {c.id: render(command_card_text(c), "en") for c in CDECK.cards}
    assert all(texts.values())
    assert texts["order2_center"] == "Order 2 units/leaders in the center."
    assert texts["crane_wing"] == "Order 1 unit/leader in each of the left flank, center and right flank."
    assert texts["order1_left"].endswith("End of turn: draw 2, keep 1.")
    assert "fire twice" in texts["stand_and_shoot"]
    dragon = {c.id: render(dragon_card_text(c), "en") for c in DDECK.cards}
    assert dragon["personal_challenge"].startswith("Before a melee between two led units")
    assert dragon["brave_messenger"].startswith("Effect unknown")
    assert "(placeholder)" in dragon["ambush"] and "(placeholder)" not in dragon["turncoat"]


def tiles_library() -> ContentLibrary:
    lib = ContentLibrary()
    lib.items.update(LIB.items)
    tiles = BoardTiles(
        id="test-tiles", sides=[TileSide(id="R1", river=["0,1", "1,2"], ford=["2,3"]), TileSide(id="P1")]
    )
    lib.add(LoadedContent(tiles, None, LineMap()))
    return lib


def test_a_tile_turned_half_round_prints_its_river_at_the_mirrored_hexes() -> None:
    lib = tiles_library()
    sc = scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")], banners=1)
    sc.tables.tiles = "test-tiles"
    sc.board.tiles = [TilePlacement(slot=(1, 1), side="R1")]
    rs = compile_ruleset(sc, lib)
    f = rs.field
    # slot (1, 1): rows +6, dx +8
    assert {f.labels[i] for i, t in enumerate(rs.terrain) if t.names == ("river",)} == {"6,9", "7,10"}
    sc.board.tiles = [TilePlacement(slot=(1, 1), side="R1", rotated=True)]
    rs = compile_ruleset(sc, lib)
    # (r, dx) -> (4 - r, 8 - dx): 0,1 -> 4,7; 1,2 -> 3,6; ford 2,3 -> 2,5
    assert {f.labels[i] for i, t in enumerate(rs.terrain) if t.names == ("river",)} == {"10,15", "9,14"}
    assert {f.labels[i] for i, t in enumerate(rs.terrain) if t.names == ("ford",)} == {"8,13"}


def test_uncatalogued_tile_sides_are_reported_as_editable_content() -> None:
    sc = scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")], banners=1)
    sc.board.tiles = [TilePlacement(slot=(0, 0), side="A1"), TilePlacement(slot=(1, 0), side="B2")]
    notes = [i for i in issue_list(sc) if i.code == "tiles-uncatalogued"]
    assert len(notes) == 1 and notes[0].severity is Severity.INFO
    assert "A1, B2" in notes[0].message and "editable content" in notes[0].message


def test_a_bare_plastic_hill_is_plain_terrain_on_a_hill() -> None:
    tp = TerrainPlacement(hex="6,9", hill=2)
    assert tp.type == "plain"
    sc = scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")], banners=1)
    sc.terrain = [tp]
    rs = compile_ruleset(sc, bundled_library())
    t = rs.terrain[rs.field.parse("6,9")]
    assert t.hill_level == 2 and t.names == ("hill",)
