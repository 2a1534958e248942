"""Test facts of leaders' risks and duels (rules/003 §11: T53-T56) and the derived example E8."""

from __future__ import annotations

from typing import Any

from tests.engine.warlords.helpers import battle, event_data, events, leader, new_state, turn, unit


def test_T53_losses_risk_only_above_1_figure_and_no_wound_against_ashigaru() -> None:
    # shooting: 1 figure lost, no roll; 2 lost, a d6 of 1 wounds
    for dice, wounds in (([1], 0), ([2, 1], 1)):
        b, lib = battle(
            [("n-yumi", "yumi_samurai", 4, "A22", "S")],
            [("s-yari", "yari_samurai", 8, "A12", "S")],
            leaders=[("s-gen", "general", "s-yari", [])],
        )
        s = new_state(b, lib)
        turn(s, {"n-yumi": ("none", "L")}, {}, dice=dice)
        assert leader(s, "s-gen").wounds == wounds
    # melee against ashigaru: no wound from losses (L255)
    b, lib = battle(
        [("n-ash", "yari_ashigaru", 16, "A22", "S")],
        [("s-yari", "yari_samurai", 8, "A12", "N")],
        leaders=[("s-gen", "general", "s-yari", [])],
    )
    s = new_state(b, lib)
    turn(s, {}, {"s-yari": ("A", "none")}, dice=[1, 3, 1])
    assert unit(s, "s-yari").figures <= 6 and leader(s, "s-gen").wounds == 0
    assert any("losses" in e for e in events(s, "leader_risk"))


def test_T54_E8_destroyed_with_2_excess_damage_rolls_3_dice_and_a_1_captures_in_melee() -> None:
    b, lib = battle(
        [("n-sohei", "sohei", 16, "A22", "S")],
        [("s-yari", "yari_samurai", 3, "A12", "N")],
        leaders=[("s-gen", "general", "s-yari", [])],
    )
    s = new_state(b, lib)
    # sohei deal d3 3 + 1 (5 against 4) + 1? no: 5 vs 4 is higher: +1 -> 4; 3 figures, 1 beyond
    turn(s, {}, {"s-yari": ("A", "none")}, dice=[1, 3, 6, 1])
    risk = event_data(s, "leader_risk")[-1]
    assert risk["dice"] == [6, 1]
    assert leader(s, "s-gen").where == "captured"
    b2, lib2 = battle(
        [("n-sohei", "sohei", 16, "A22", "S"), ("n-yumi", "yumi_samurai", 16, "A24", "S")],
        [("s-yari", "yari_samurai", 3, "A12", "N")],
        leaders=[("s-gen", "general", "s-yari", [])],
    )
    s2 = new_state(b2, lib2)
    # 5 damage to a 3-figure unit: 2 beyond its figures, 3 dice (L261)
    unit(s2, "s-yari").equipment = 0
    turn(s2, {}, {"s-yari": ("A", "none")}, dice=[2, 3, 5, 6, 1])
    assert event_data(s2, "leader_risk")[-1]["dice"] == [5, 6, 1]


def test_T55_two_wounds_send_a_leader_to_the_reserve_three_kill_him() -> None:
    for before, where in ((1, "out"), (2, "dead")):
        b, lib = battle(
            [("n-yumi", "yumi_samurai", 4, "A22", "S")],
            [("s-yari", "yari_samurai", 8, "A12", "S")],
            leaders=[("s-gen", "general", "s-yari", [])],
        )
        s = new_state(b, lib)
        leader(s, "s-gen").wounds = before
        turn(s, {"n-yumi": ("none", "L")}, {}, dice=[2, 1])
        assert leader(s, "s-gen").where == where


def _duel(leaders: list[Any], dice: list[int]):  # type: ignore[no-untyped-def]
    b, lib = battle(
        [("n-yari", "yari_samurai", 16, "A22", "S")],
        [("s-yari", "yari_samurai", 16, "A12", "N")],
        leaders=leaders,
    )
    s = new_state(b, lib)
    turn(s, {}, {"s-yari": ("A", "none")}, dice=dice)
    return s


def test_T56_general_duel_9_against_4_is_clear_superiority_and_a_3_kills() -> None:
    leaders = [("n-gen", "general", "n-yari", []), ("s-gen", "general", "s-yari", [])]
    # a duel on 3+, then 2d6 each (the attacker's general first): 2+2 = 4 (low) against 4+5 = 9
    # (high), then the outcome d6 3: the loser takes 4 wounds (L576)
    s = _duel(leaders, [3, 2, 2, 4, 5, 3, 1, 1])
    duel = event_data(s, "duel")[0]
    assert duel["rolls"] == [4, 9] and duel["relation"] == "clear" and duel["die"] == 3
    assert leader(s, "s-gen").where == "dead"
    assert leader(s, "n-gen").wounds == 0
