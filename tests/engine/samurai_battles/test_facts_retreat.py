"""Digest §27 test facts about retreat, honor, lone leaders and the camp
(T24-T29, T34-T36, T44, T52, T53)."""

from __future__ import annotations

from engine.games.samurai_battles.pieces import ESCAPED, SEPPUKU

from .helpers import B, T, act, dice, has, hexof, legal, new_state, order, scenario, to_battle, unit


def test_t24_two_flags_two_hexes_toward_own_baseline_two_tokens() -> None:
    s = new_state(scenario([("b1", "SN", "6,9"), ("t1", "AY", "5,10")]))
    to_battle(s, "order3_center", "b1")
    honor = s.honor[T]
    dice(s, "⚑ ⚑ ■ ■")
    act(s, "melee b1 t1")
    assert legal(s) == ["retreat 4,9", "retreat 4,11"]  # toward the top baseline only
    act(s, "retreat 4,9")
    assert legal(s) == ["retreat 3,8", "retreat 3,10"]
    act(s, "retreat 3,8")
    assert hexof(s, "t1") == "3,8"
    assert s.honor[T] == honor - 2


def test_t25_a_square_unit_ignores_one_flag_innately() -> None:
    s = new_state(scenario([("b1", "AY", "6,9"), ("t1", "SN", "5,10")]))
    to_battle(s, "order3_center", "b1")
    honor = s.honor[T]
    dice(s, "⚑ ● ●")
    act(s, "melee b1 t1")
    assert legal(s) == ["ignore 0", "ignore 1"]
    act(s, "ignore 1")
    assert hexof(s, "t1") == "5,10" and s.honor[T] == honor


def test_t26_never_more_than_two_flags_ignored() -> None:
    units = [("b1", "MSY", "6,9"), ("t1", "SN", "5,10"), ("t2", "AY", "5,12"), ("t3", "AY", "4,9")]
    s = new_state(scenario(units, [("tL", "foot", "5,10")], rules={"excess_flags": "retreat_excess"}))
    to_battle(s, "order3_center", "b1")
    dice(s, "⚑ ⚑ ⚑ ●")
    act(s, "melee b1 t1")
    assert legal(s) == ["ignore 0", "ignore 1", "ignore 2"]  # ■, leader and support: still only 2
    act(s, "ignore 2")
    assert hexof(s, "t1") == "4,11"
    # by default three flags against two that can be ignored are the full retreat (A7, L1119-1121)
    s = new_state(scenario(units, [("tL", "foot", "5,10")]))
    to_battle(s, "order3_center", "b1")
    dice(s, "⚑ ⚑ ⚑ ●")
    act(s, "melee b1 t1")
    assert not has(s, "ignore 2") and all(a.startswith("retreat") for a in legal(s))


def test_t27_a_leader_adds_one_token_per_hex() -> None:
    for code, cost in (("AY", 2), ("SN", 3)):
        s = new_state(scenario([("b1", "MSY", "6,9"), ("t1", code, "5,10")], [("tL", "foot", "5,10")]))
        to_battle(s, "order3_center", "b1")
        honor = s.honor[T]
        dice(s, "⚑ ● ● ●")
        act(s, "melee b1 t1", "ignore 0", "retreat 4,9")
        assert s.honor[T] == honor - cost, code


def test_t28_blocked_retreat_costs_figures_and_the_unit_may_battle_back() -> None:
    s = new_state(
        scenario([("b1", "SN", "6,9"), ("b2", "AY", "4,9"), ("b3", "AY", "4,11"), ("t1", "AY", "5,10")], banners=9)
    )
    to_battle(s, "order3_center", "b1")
    honor = s.honor[T]
    dice(s, "⚑ ⚑ ● ●")
    act(s, "melee b1 t1")
    assert unit(s, "t1").figures == 2 and hexof(s, "t1") == "5,10"
    assert s.honor[T] == honor  # tokens only for hexes entered (A16)
    assert legal(s) == ["battle-back", "pass"]


def test_t29_no_retreat_onto_the_own_baseline_costs_a_hit() -> None:
    s = new_state(scenario([("b1", "SN", "1,10"), ("t1", "AY", "0,9")]))
    to_battle(s, "order3_center", "b1")
    dice(s, "⚑ ● ● ●")
    act(s, "melee b1 t1")
    assert unit(s, "t1").figures == 3 and hexof(s, "t1") == "0,9"


def test_t34_lone_leader_retreat_three_tokens_through_friends_or_seppuku() -> None:
    sc = scenario([("b1", "AY", "6,9"), ("t2", "AY", "4,11")], [("tL", "foot", "5,10")], dragons=(0, 2))
    s = new_state(sc)
    to_battle(s, "order3_center", "b1")
    honor = s.honor[T]
    dice(s, "⚑ ■ ■")
    act(s, "melee b1 tL")
    options = legal(s)
    assert "retreat 3,12" in options  # through the friendly unit on 4,11
    assert "seppuku" in options
    act(s, "retreat 3,12")
    assert hexof(s, "tL") == "3,12" and s.honor[T] == honor - 3
    s = new_state(sc)
    to_battle(s, "order3_center", "b1")
    honor, hand, dragons, opp_dragons = s.honor[T], len(s.hands[T]), len(s.dragon_hands[T]), len(s.dragon_hands[B])
    dice(s, "⚑ ■ ■")
    act(s, "melee b1 tL", "seppuku")
    assert unit(s, "tL").status == SEPPUKU
    assert s.honor[T] == honor + 5
    assert len(s.hands[T]) == hand - 1
    assert len(s.dragon_hands[T]) == dragons - 1 and len(s.dragon_hands[B]) == opp_dragons + 1
    assert s.banners[B] == 0


def test_t35_a_leader_leaving_by_his_own_baseline_gives_no_banner() -> None:
    s = new_state(scenario([("t1", "AY", "1,2"), ("b9", "AY", "8,3")], [("bL", "foot", "10,9")]))
    order(s, "order3_center", "bL")
    assert has(s, "move bL 11,8")
    act(s, "move bL 11,8")
    assert unit(s, "bL").status == ESCAPED and unit(s, "bL").hex < 0
    assert s.banners[T] == 0
    assert not any("bL" in a for a in legal(s))


def test_t36_total_loss_of_honor_after_a_retreat_it_cannot_pay() -> None:
    s = new_state(
        scenario(
            [
                ("b1", "MSY", "6,9"),
                ("t1", "SN", "5,10"),
                ("t2", "AB", "1,2"),
                ("t3", "AB", "3,12"),
                ("t4", "AY", "0,23"),
            ],
            honor=(6, 1),
        )
    )
    to_battle(s, "order3_center", "b1")
    pool = s.pool
    dice(s, "⚑ ● ● ●")
    act(s, "melee b1 t1", "ignore 0")
    dice(s, "■ ● ▲ ⚔")
    act(s, "retreat 4,11")  # ■ must pay 2, has 1: total loss of honor, 4 dice for the opponent
    assert s.honor[T] == 0 and s.pool == pool + 1
    assert unit(s, "t1").figures == 3  # ■: the retreating unit
    assert unit(s, "t3").figures == 3 and unit(s, "t2").figures == 4  # ●: the nearest ● unit
    assert unit(s, "t4").figures == 3  # ▲: the nearest ▲ unit; ⚔ does nothing


def test_t44_an_emptied_camp_gives_three_banners_and_a_random_enemy_card() -> None:
    s = new_state(
        scenario(
            [("b1", "MSY", "2,11"), ("t1", "GEN", "1,10"), ("t2", "AY", "1,2")],
            terrain=[("1,10", "camp", 0, "t")],
            figures={"t1": 1},
            banners=9,
        )
    )
    to_battle(s, "order3_center", "b1")
    hand = len(s.hands[T])
    dice(s, "■ ● ● ●")
    act(s, "melee b1 t1")
    assert unit(s, "t1").hex < 0
    assert s.banners[B] == 1 + 3  # the general's unit (A21) and the camp
    assert len(s.hands[T]) == hand - 1
    assert "camp" not in s.terrain[s.field.parse("1,10")].names


def test_t52_a_unit_on_a_bridge_ignores_one_flag_and_has_no_cap() -> None:
    s = new_state(scenario([("b1", "SN", "6,9"), ("t1", "AY", "5,10")], terrain=[("5,10", "bridge")]))
    to_battle(s, "order3_center", "b1")
    dice(s, "⚑ ● ● ●")
    act(s, "melee b1 t1")
    assert legal(s) == ["ignore 0", "ignore 1"]
    dice(s, "● ● ●")
    act(s, "ignore 1", "battle-back")
    from .helpers import rolls

    assert [r["dice"] for r in rolls(s)] == [4, 3]


def test_t53_retreat_ignores_forest_but_not_river_or_camp() -> None:
    s = new_state(
        scenario([("b1", "SN", "6,9"), ("t1", "AY", "5,10")], terrain=[("4,9", "forest"), ("4,11", "forest")])
    )
    to_battle(s, "order3_center", "b1")
    dice(s, "⚑ ⚑ ● ●")
    act(s, "melee b1 t1", "retreat 4,9", "retreat 3,8")
    assert hexof(s, "t1") == "3,8"
    for blocker in ("river", "camp"):
        terrain = (
            [("4,9", blocker, 0, "t"), ("4,11", "river")]
            if blocker == "camp"
            else [("4,9", "river"), ("4,11", "river")]
        )
        units = [("b1", "SN", "6,9"), ("t1", "AY", "5,10")]
        if blocker == "camp":
            units.append(("t9", "GEN", "4,9"))
        s = new_state(scenario(units, terrain=terrain, banners=9))
        to_battle(s, "order3_center", "b1")
        dice(s, "⚑ ⚑ ● ●")
        act(s, "melee b1 t1")
        assert hexof(s, "t1") == "5,10" and unit(s, "t1").figures == 2, blocker
