"""Digest §27 test facts about cards, orders and the end of the turn
(T1, T2, T41-T43, T46-T51)."""

from __future__ import annotations

from collections import Counter

from engine.content.library import bundled_library
from engine.games.samurai_battles.dragon import dragon_options
from engine.games.samurai_battles.tables import UnitTable

from .helpers import B, T, act, dice, give, has, legal, new_state, order, rolls, scenario, to_battle, unit


def test_t01_the_command_deck_has_60_cards_39_section_21_tactic() -> None:
    deck = bundled_library().get("samurai_battles/command_deck", "core")
    assert deck is not None
    counts = {c.id: c.count for c in deck.cards}
    kinds = Counter()
    for c in deck.cards:
        kinds[c.kind] += c.count
    assert sum(counts.values()) == 60
    assert kinds == {"section": 39, "tactic": 21}
    assert counts["order2_center"] == 4
    assert counts["shogun"] == 1
    assert counts["tiger_tail_left"] == counts["tiger_tail_right"] == 1
    s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")]), hands=None)
    assert len(s.commands.pile) + len(s.hands[0]) + len(s.hands[1]) + len(s.commands.discards) == 60


def test_t02_dragon_deck_of_38_thirty_tokens_eight_dice() -> None:
    deck = bundled_library().get("samurai_battles/dragon_deck", "core")
    assert deck is not None and deck.total() == 38
    units = bundled_library().get("samurai_battles/unit_table", "core")
    assert isinstance(units, UnitTable)
    assert units.honor.pool == 30 and units.dice_count == 8
    s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")], honor=(5, 4)))
    assert s.pool + sum(s.honor) == 30


def test_t41_end_of_turn_draw_then_dragon_or_two_tokens_then_optional_trade() -> None:
    s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")]))
    s.dragon_hands[B] = ["blue_dragon"]
    order(s, "order2_center")
    assert len(s.hands[B]) == 5  # played one, drew one
    assert legal(s) == ["take-dragon", "take-honor"]
    act(s, "take-dragon")
    assert len(s.dragon_hands[B]) == 2
    honor = s.honor[B]
    assert "pass" in legal(s) and "trade blue_dragon" in legal(s)
    act(s, "trade blue_dragon")
    assert s.honor[B] == honor + 1 and len(s.dragon_hands[B]) == 1
    assert s.active == T
    s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")]))
    discard = len(s.commands.discards)
    order(s, "order1_center")
    assert all(a.startswith("keep ") for a in legal(s))
    act(s, legal(s)[0])
    assert len(s.hands[B]) == 5 and len(s.commands.discards) == discard + 2  # the played card and the one not kept
    act(s, "take-honor")
    assert s.honor[B] == 8


def test_t42_one_dragon_card_per_player_per_turn_and_never_beyond_the_reserve() -> None:
    s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")], honor=(2, 6)))
    s.dragon_hands[B] = ["turncoat"]  # costs 3
    act(s, "card order3_center")
    assert not any(a.startswith("dragon") for a in legal(s))
    s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")], honor=(6, 6)))
    s.dragon_hands[B] = ["turncoat", "personal_challenge"]
    act(s, "card order3_center")
    assert legal(s) == ["dragon turncoat t1", "pass"]
    dice(s, "■ ■ ■ ■ ■ ■ ■ ■")  # 3 dice against 5 (+2 for more H&F): a tie, t1 stays loyal
    act(s, "dragon turncoat t1")
    assert s.honor[B] == 3
    assert dragon_options(s, B, "D14") == [] and s.dragon_played == [True, False]


def test_t43_advance_orders_one_unit_per_card_in_hand_including_itself() -> None:
    units = [(f"b{i}", "AY", f"8,{dx}") for i, dx in enumerate((9, 11, 13, 15), 1)] + [
        ("b5", "AY", "9,10"),
        ("b6", "AY", "9,12"),
        ("t1", "AY", "2,9"),
    ]
    s = new_state(scenario(units))  # a hand of 5 cards
    order(s, "advance_center", "b1", "b2", "b3", "b4", "b5")
    assert sum(unit(s, f"b{i}").ordered for i in range(1, 7)) == 5
    assert not unit(s, "b6").ordered and s.stack[0].step > 2  # the orders ran out


def test_t46_an_empty_pool_gives_no_tokens() -> None:
    s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")]))
    order(s, "order2_center")
    s.pool = 0
    honor = s.honor[B]
    act(s, "take-honor")
    assert s.honor[B] == honor


def test_t47_cavalry_charge_three_hexes_and_five_dice() -> None:
    s = new_state(scenario([("b1", "MSY", "9,10"), ("t1", "AY", "5,10")]))
    to_battle(s, "cavalry_charge", "b1", moves=[("b1", "6,9")])
    assert unit(s, "b1").moved == 3
    dice(s, "■ ■ ■ ■ ■")
    act(s, "melee b1 t1")
    assert rolls(s)[-1]["dice"] == 5


def test_t48_stand_and_shoot_not_next_to_an_enemy_leader_no_move_fire_twice() -> None:
    s = new_state(scenario([("b1", "AB", "8,9"), ("b2", "AB", "8,15"), ("t1", "AY", "6,15")], [("tL", "foot", "7,10")]))
    give(s, "stand_and_shoot")
    act(s, "card stand_and_shoot")
    assert "order b2" in legal(s) and "order b1" not in legal(s)
    act(s, "order b2")  # the only possible order: movement (none: no move) is skipped
    assert not any(a.startswith("move b2") for a in legal(s))
    dice(s, "■ ■")
    act(s, "fire b2 t1")
    dice(s, "■ ■")
    act(s, "fire b2 t1")
    assert len(rolls(s)) == 2 and not has(s, "fire b2 t1")


def test_t49_shogun_rolls_one_die_per_card_orders_by_face_and_reshuffles() -> None:
    s = new_state(
        scenario(
            [("b1", "AB", "8,9"), ("b2", "SN", "6,9"), ("b3", "AY", "8,13"), ("t1", "AY", "5,10")],
            [("bL", "foot", "9,4")],
        ),
        hands=(["order2_left", "order2_right", "order3_center"], []),
    )
    s.commands.discards.append(s.commands.pile.pop())
    s.dragons.discards.append(s.dragons.pile.pop())
    honor = s.honor[B]
    s.hands[B].append("shogun")
    s._legal = None
    dice(s, "● ⚑ ☯ ⚔")
    act(s, "card shogun")
    assert s.honor[B] == honor + 1
    assert s.commands.discards == [] and s.dragons.discards == []
    assert set(legal(s)) == {"order b1", "order b2", "order b3", "order bL", "orders-done"}
    act(s, "order b1")
    assert set(legal(s)) == {"order b2", "order b3", "order bL", "orders-done"}  # the ⚑ order: any piece
    act(s, "order b2")
    assert s.current_player() == B and not any(a.startswith("order") for a in legal(s))
    act(s, "moves-done")
    dice(s, "■ ■ ■ ■ ■")
    act(s, "melee b2 t1")
    assert rolls(s)[-1]["dice"] == 5  # +1 die for the whole turn


def test_t50_counter_attack_copies_the_last_card_with_left_and_right_swapped() -> None:
    units = [("b1", "AY", "8,3"), ("b2", "AY", "8,21"), ("b3", "AY", "8,11"), ("t1", "AY", "2,9")]
    s = new_state(scenario(units, first="t"))
    order(s, "tiger_tail_left")
    act(s, "take-honor")
    if has(s, "pass"):
        act(s, "pass")
    give(s, "counter_attack")
    act(s, "card counter_attack")
    assert set(legal(s)) == {"order b2", "order b3", "orders-done"}  # 2 center + 1 right (the east wing)
    assert any("acts as Tiger's Tail left (left and right swapped)" in e.text for e in s.events)


def test_t51_a_hex_cut_by_a_section_line_belongs_to_both_sections() -> None:
    for card in ("order1_left", "order1_center", "order1_right"):
        s = new_state(scenario([("b1", "AY", "7,8"), ("b2", "AY", "8,3"), ("t1", "AY", "2,9")]))
        give(s, card)
        act(s, f"card {card}")
        assert ("order b1" in legal(s)) is (card != "order1_right"), card
