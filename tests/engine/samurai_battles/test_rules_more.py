"""More rules of the digest: movement and leaders (§9), tactic-card mechanics (§20.2),
scenario special rules, objectives, the turn limit, board tiles and surrender."""

from __future__ import annotations

from engine.content.library import bundled_library
from engine.games.samurai_battles.queries import reachable_hexes
from engine.games.samurai_battles.ruleset import compile_ruleset
from engine.games.samurai_battles.state import SBState
from engine.games.samurai_battles.tables import BoardTiles, TileSide

from .helpers import GAME, B, T, act, dice, give, has, hexof, legal, new_state, order, rolls, scenario, to_battle, unit


def test_movement_stops_on_stop_terrain_and_never_passes_through_units() -> None:
    s = new_state(
        scenario([("b1", "MSY", "8,9"), ("b2", "AY", "7,10"), ("t1", "AY", "2,9")], terrain=[("7,8", "forest")])
    )
    dests = reachable_hexes(s, "b1")
    assert dests["7,8"] == 1 and "6,7" not in dests and "6,9" not in dests  # never through the forest
    assert dests["7,6"] == 2  # but around it
    assert "7,10" not in dests
    s = new_state(
        scenario([("b1", "SN", "8,9"), ("t1", "AY", "2,9")], terrain=[("7,8", "river"), ("7,10", "camp", 0, "t")])
    )
    assert "7,8" not in reachable_hexes(s, "b1") and "7,10" not in reachable_hexes(s, "b1")


def test_a_unit_moving_onto_a_lone_leader_stops_and_merges_cavalry_only_with_a_mounted_one() -> None:
    s = new_state(
        scenario(
            [("b1", "AY", "8,9"), ("b2", "MSY", "8,13"), ("t1", "AY", "2,9")],
            [("bF", "foot", "7,10"), ("bM", "mounted", "7,14")],
        )
    )
    assert "7,10" in reachable_hexes(s, "b1") and "6,11" not in reachable_hexes(s, "b1")  # stops there
    assert "7,10" not in reachable_hexes(s, "b2")  # cavalry cannot take a foot leader
    assert "7,14" in reachable_hexes(s, "b2")
    order(s, "order3_center", "b1")
    act(s, "move b1 7,10")
    assert unit(s, "bF").unit == unit(s, "b1").idx


def test_a_lone_leader_passes_through_friends_never_enemies_and_joins_a_unit() -> None:
    s = new_state(
        scenario(
            [("b1", "AY", "7,10"), ("b2", "MSY", "8,13"), ("t1", "AY", "7,8")],
            [("bM", "mounted", "8,9"), ("bF", "foot", "9,10")],
        )
    )
    dests = reachable_hexes(s, "bM")
    assert "6,11" in dests  # through b1
    assert "7,8" not in dests and "6,7" in dests  # not onto or through the enemy, around it
    assert "8,13" in dests and "9,10" not in dests  # may lead b2; a hex with a friendly leader is full
    order(s, "order3_center", "bM")
    act(s, "move bM 8,13")
    assert unit(s, "b2").leader == unit(s, "bM").idx


def test_detaching_a_leader_is_an_order_of_its_own() -> None:
    s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")], [("bL", "foot", "8,9")]))
    give(s, "order2_center")
    act(s, "card order2_center")
    assert "detach bL" in legal(s) and "order b1" in legal(s)
    act(s, "detach bL", "order b1")  # two orders
    act(s, "move bL 6,9", "move b1 7,10")
    assert hexof(s, "bL") == "6,9" and unit(s, "b1").leader < 0
    s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")], [("bL", "foot", "8,9")]))
    give(s, "infantry_charge")
    act(s, "card infantry_charge")
    assert "detach bL" not in legal(s)  # no helmet


def test_leadership_orders_the_leaders_hex_and_up_to_three_adjacent() -> None:
    units = [
        ("b1", "AY", "8,9"),
        ("b2", "AY", "8,11"),
        ("b3", "AY", "7,8"),
        ("b4", "AY", "7,10"),
        ("b5", "AY", "9,10"),
        ("b6", "AY", "8,15"),
    ]
    s = new_state(scenario([*units, ("t1", "AY", "2,9")], [("bL", "foot", "8,9")], banners=9))
    give(s, "leadership")
    act(s, "card leadership")
    assert legal(s) == ["order bL", "orders-done"]
    act(s, "order bL")
    assert "order b6" not in legal(s) and "order b2" in legal(s)
    act(s, "order b2", "order b3", "order b4")
    assert unit(s, "b1").ordered and not unit(s, "b5").ordered
    assert not any(a.startswith("order") for a in legal(s))


def test_infantry_charge_connected_foot_units_triangle_moves_two_and_melees_ranged_may_not_battle() -> None:
    s = new_state(
        scenario(
            [
                ("b1", "AY", "8,9"),
                ("b2", "AB", "8,11"),
                ("b3", "AY", "8,15"),
                ("t1", "AY", "6,7"),
                ("t2", "AY", "4,11"),
            ],
            banners=9,
        )
    )
    give(s, "infantry_charge")
    act(s, "card infantry_charge", "order b1")
    assert "order b2" in legal(s) and "order b3" not in legal(s)  # only connected units
    act(s, "order b2", "move b1 7,8", "move b2 6,11")  # no further connected unit: orders end
    assert has(s, "melee b1 t1")  # ▲ moved 2 and may still melee
    assert not any("b2" in a for a in legal(s))  # ordered ranged units may not battle


def test_cavalry_charge_without_cavalry_orders_one_unit_without_the_bonus() -> None:
    s = new_state(scenario([("b1", "AY", "7,10"), ("b2", "AY", "8,15"), ("t1", "AY", "5,10")]))
    to_battle(s, "cavalry_charge", "b1", moves=[("b1", "6,9")])
    assert not unit(s, "b2").ordered
    dice(s, "■ ■ ■")
    act(s, "melee b1 t1")
    assert rolls(s)[-1]["dice"] == 3


def test_order_a_rank_without_such_units_orders_one_unit_of_choice() -> None:
    s = new_state(scenario([("b1", "AY", "8,9"), ("b2", "SN", "8,15"), ("t1", "AY", "2,9")]))
    give(s, "order_circle")
    act(s, "card order_circle")
    assert set(legal(s)) == {"order b1", "order b2", "orders-done"}
    act(s, "order b1")
    assert not any(a.startswith("order") for a in legal(s))


def test_counter_attack_with_nothing_to_copy_and_first_strike_in_own_turn_order_nothing() -> None:
    for card in ("counter_attack", "first_strike"):
        s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")]))
        give(s, card)
        act(s, f"card {card}")
        assert legal(s) == ["take-dragon", "take-honor"], card


def test_shallows_make_the_river_a_ford_and_printed_fords_plain() -> None:
    terrain = [("7,8", "river"), ("7,10", "ford")]
    s = new_state(scenario([("b1", "MSY", "8,9"), ("t1", "AY", "2,9")], terrain=terrain, special=["shallows"]))
    assert reachable_hexes(s, "b1")["7,8"] == 1  # passable, and a stop like any ford
    assert s.terrain[s.field.parse("7,8")].name == "ford"
    assert s.terrain[s.field.parse("7,10")].name == "plain"


def test_baseline_half_hexes_are_entered_only_by_scenario_rule() -> None:
    units = [("b1", "AY", "10,9"), ("t1", "AY", "2,9")]
    assert "11,8" not in reachable_hexes(new_state(scenario(units)), "b1")
    assert "11,8" in reachable_hexes(new_state(scenario(units, special=["baseline_movement"])), "b1")


def test_objective_banners_count_while_the_hex_is_held() -> None:
    s = new_state(
        scenario(
            [("b1", "AY", "7,10"), ("t1", "AY", "2,9")],
            banners=1,
            objectives=[{"id": "hill", "hexes": ["6,9"], "banners": 1}],
        )
    )
    assert s.banner_total(B) == 0
    order(s, "order3_center", "b1")
    act(s, "move b1 6,9")
    assert s.is_terminal() and s.outcome().winners == {B}


def test_turn_limit_ends_the_game_on_banners_or_as_a_draw() -> None:
    sc = scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")])
    sc.turn_limit = 2
    s = new_state(sc)
    for _ in range(2):
        order(s, "order2_left")
        act(s, "take-honor")
    assert s.is_terminal() and s.outcome().is_draw


def test_printed_river_of_a_board_tile_applies_unless_the_scenario_overrides_it() -> None:
    lib = bundled_library().copy()
    tiles = BoardTiles(id="test-tiles", sides=[TileSide(id="R1", river=["1,2", "1,4"])])
    from engine.content.io import LineMap, LoadedContent

    lib.add(LoadedContent(tiles, None, LineMap()))
    sc = scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")], terrain=[("7,20", "bridge")])
    sc.tables.tiles = "test-tiles"
    from engine.games.samurai_battles.scenario import TilePlacement

    sc.board.tiles = [TilePlacement(slot=(2, 1), side="R1")]
    rs = compile_ruleset(sc, lib)
    assert rs.terrain[rs.field.parse("7,18")].name == "river"  # 1,2 + (6, 16)
    assert rs.terrain[rs.field.parse("7,20")].name == "bridge"  # the scenario's own entry wins


def test_seppuku_leaving_one_card_forces_surrender() -> None:
    s = new_state(
        scenario([("b1", "AY", "6,9"), ("t9", "AY", "0,23")], [("tL", "foot", "5,10")]),
        hands=(["order3_center", "order2_left"], ["order2_left", "order2_right"]),
    )
    to_battle(s, "order3_center", "b1")
    dice(s, "⚑ ■ ■")
    act(s, "melee b1 tL", "seppuku")
    assert s.is_terminal() and s.outcome().winners == {B} and "surrender" in s.outcome().render("en")


def test_an_empty_deck_is_reshuffled_from_its_discards() -> None:
    s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")]))
    s.commands.discards.extend(s.commands.pile)
    s.commands.pile = []
    order(s, "order2_left")
    assert len(s.hands[B]) == 5 and s.commands.pile


def test_states_replay_and_clone_equal(tmp_path) -> None:
    from engine.core.log import replay

    sc = scenario([("b1", "AY", "8,9"), ("b2", "AB", "8,11"), ("t1", "AY", "2,9"), ("t2", "SN", "2,11")])
    s = GAME.new_initial_state(sc, bundled_library(), 5)
    assert isinstance(s, SBState)
    import random

    rnd = random.Random(5)
    for _ in range(300):
        if s.is_terminal():
            break
        a = s.legal_actions()
        s.apply(a[rnd.randrange(len(a))])
    assert s.clone() == s
    assert replay(GAME, sc, bundled_library(), 5, [a.to_str() for a in s.history]) == s
    assert T == 1


def test_the_generals_unit_holds_its_camp_even_under_cards_that_change_moves() -> None:
    sc = scenario([("b1", "GEN", "9,10"), ("b2", "AY", "8,9"), ("t1", "AY", "2,9")], terrain=[("9,10", "camp", 0, "b")])
    for card in ("order3_center", "chain", "infantry_charge"):
        s = new_state(sc)
        give(s, card)
        act(s, f"card {card}", "order b1")
        assert reachable_hexes(s, "b1") == {}, card
