"""Digest §27 test facts about battle: hits, ignores, caps, leaders, inspiration, momentum
(T12-T16, T18-T21, T30-T33, T37-T40, T45)."""

from __future__ import annotations

from engine.games.samurai_battles.pieces import KILLED

from .helpers import B, T, act, dice, events, give, has, legal, new_state, rolls, scenario, to_battle, unit


def shogun_fire(s, unit_id: str, shogun_faces: str) -> None:
    """Order ``unit_id`` with Shogun (its dice include the rank face) for +1 battle die this turn."""
    give(s, "shogun")
    dice(s, shogun_faces)
    act(s, "card shogun", f"order {unit_id}")
    if has(s, "orders-done"):
        act(s, "orders-done")
    if has(s, "moves-done"):
        act(s, "moves-done")


def test_t12_archers_score_the_banner_not_swords_and_gain_honor_arquebus_the_reverse() -> None:
    for code, hits, tokens in (("AB", 1, 1), ("AA", 2, 0)):
        s = new_state(scenario([("b1", code, "8,9"), ("t1", "SN", "6,9")]))
        shogun_fire(s, "b1", "● ⚔ ⚔ ⚔ ⚔")  # 5 dice (a hand of 5 incl. Shogun): one ● order
        before = s.honor[B]
        dice(s, "⚔ ■ ☯")
        act(s, "fire b1 t1")
        r = rolls(s)[-1]
        assert r["dice"] == 3 and r["hits"] == hits
        assert unit(s, "t1").figures == 4 - hits
        assert s.honor[B] - before == tokens


def test_t13_arquebus_swords_hit_a_square_unit_no_ignore_in_ranged() -> None:
    s = new_state(scenario([("b1", "AA", "8,9"), ("t1", "SN", "6,9")]))
    to_battle(s, "order3_center", "b1")
    dice(s, "⚔ ⚔")
    act(s, "fire b1 t1")
    assert rolls(s)[-1]["hits"] == 2 and unit(s, "t1").figures == 2


def test_t14_circle_melee_against_square_two_swords_no_hit() -> None:
    s = new_state(scenario([("b1", "AB", "6,9"), ("t1", "SN", "5,10")]))
    to_battle(s, "order3_center", "b1")
    dice(s, "⚔ ⚔")
    act(s, "melee b1 t1")
    assert rolls(s)[-1]["hits"] == 0 and unit(s, "t1").figures == 4


def test_t15_triangle_against_square_one_hit_circle_against_triangle_none() -> None:
    s = new_state(scenario([("b1", "AY", "6,9"), ("t1", "SN", "5,10")]))
    to_battle(s, "order3_center", "b1")
    dice(s, "⚔ ⚔ ●")
    act(s, "melee b1 t1")
    assert rolls(s)[-1]["hits"] == 1
    s = new_state(scenario([("b1", "AB", "6,9"), ("t1", "AY", "5,10")]))
    to_battle(s, "order3_center", "b1")
    dice(s, "⚔ ■")
    act(s, "melee b1 t1")
    assert rolls(s)[-1]["hits"] == 0


def test_t16_cavalry_ignores_one_sword_from_infantry_none_from_cavalry() -> None:
    s = new_state(scenario([("b1", "SN", "6,9"), ("t1", "MSY", "5,10")]))
    to_battle(s, "order3_center", "b1")
    dice(s, "⚔ ▲ ▲ ●")
    act(s, "melee b1 t1")
    assert rolls(s)[-1]["hits"] == 0
    s = new_state(scenario([("b1", "MSY", "6,9"), ("t1", "MSY", "5,10")]))
    to_battle(s, "order3_center", "b1")
    dice(s, "⚔ ▲ ▲ ●")
    act(s, "melee b1 t1")
    assert rolls(s)[-1]["hits"] == 1


def test_t18_square_in_forest_melees_two_inspired_three() -> None:
    s = new_state(scenario([("b1", "SN", "6,9"), ("t1", "AY", "5,10")], [("bL", "foot", "6,9")], [("6,9", "forest")]))
    to_battle(s, "order3_center", "b1")
    act(s, "melee b1 t1")
    assert legal(s) == ["inspire bL", "pass"]
    dice(s, "■ ■ ■")
    act(s, "inspire bL")
    assert rolls(s)[-1]["dice"] == 3


def test_t19_hill_caps_off_hill_attacker_two_on_hill_three() -> None:
    s = new_state(scenario([("b1", "SN", "6,9"), ("t1", "AY", "5,10")], terrain=[("5,10", "hill", 1)]))
    to_battle(s, "order3_center", "b1")
    dice(s, "■ ■")
    act(s, "melee b1 t1")
    assert rolls(s)[-1]["dice"] == 2
    s = new_state(
        scenario([("b1", "SN", "6,9"), ("t1", "AY", "5,10")], terrain=[("5,10", "hill", 1), ("6,9", "hill", 1)])
    )
    to_battle(s, "order3_center", "b1")
    dice(s, "■ ■ ■")
    act(s, "melee b1 t1")
    assert rolls(s)[-1]["dice"] == 3


def test_t20_no_battle_after_entering_village_or_ravine_but_forest_ford_rice_allow_it() -> None:
    for terrain, can in (
        ("village", False),
        ("ravine", False),
        ("forest", True),
        ("ford", True),
        ("rice_paddy", True),
    ):
        s = new_state(scenario([("b1", "AB", "7,10"), ("t1", "AY", "5,10")], terrain=[("6,9", terrain)]))
        to_battle(s, "order3_center", "b1", moves=[("b1", "6,9")])
        assert has(s, "melee b1 t1") is can, terrain


def test_t21_village_cavalry_one_die_ravine_caps_and_fire_into_cover_one_die() -> None:
    s = new_state(scenario([("b1", "MSY", "6,9"), ("t1", "AY", "5,10")], terrain=[("6,9", "village")]))
    to_battle(s, "order3_center", "b1")
    dice(s, "■")
    act(s, "melee b1 t1")
    assert rolls(s)[-1]["dice"] == 1
    for code, n in (("SN", 2), ("MSY", 1)):
        s = new_state(scenario([("b1", code, "6,9"), ("t1", "AY", "5,10")], terrain=[("5,10", "ravine")]))
        to_battle(s, "order3_center", "b1")
        dice(s, " ".join(["■"] * n))
        act(s, "melee b1 t1")
        assert rolls(s)[-1]["dice"] == n, code
    for cover in ("forest", "village", "ravine"):
        s = new_state(scenario([("b1", "AB", "8,9"), ("t1", "AY", "6,9")], terrain=[("6,9", cover)]))
        to_battle(s, "order3_center", "b1")
        dice(s, "■")
        act(s, "fire b1 t1")
        assert rolls(s)[-1]["dice"] == 1, cover


def test_t30_leader_check_two_dice_after_fire_one_die_after_melee() -> None:
    for check, dies in (("⚔ ▲", False), ("⚔ ⚔", True)):
        s = new_state(scenario([("b1", "AB", "8,9"), ("t1", "SN", "6,9")], [("tL", "foot", "6,9")]))
        to_battle(s, "order3_center", "b1")
        dice(s, f"■ ▲ {check}")
        act(s, "fire b1 t1")
        assert unit(s, "t1").figures == 3
        assert (unit(s, "tL").status == KILLED) is dies
        assert s.banners[B] == (1 if dies else 0)
    for check, dies in (("⚑", False), ("⚔", True)):
        s = new_state(scenario([("b1", "AY", "6,9"), ("t1", "SN", "5,10")], [("tL", "foot", "5,10")]))
        to_battle(s, "order3_center", "b1")
        dice(s, f"■ ▲ ▲ {check}")
        act(s, "melee b1 t1")
        assert (unit(s, "tL").status == KILLED) is dies
        assert any(": 1 die [" in e for e in events(s, "leader-check"))  # the count now picks die/dice


def test_t31_blocked_retreat_and_dragon_losses_make_no_leader_check() -> None:
    s = new_state(
        scenario(
            [("b1", "AY", "2,11"), ("t1", "SN", "1,10"), ("t2", "AY", "0,9"), ("t3", "AY", "0,11")],
            [("tL", "foot", "1,10")],
        )
    )
    to_battle(s, "order3_center", "b1")
    dice(s, "⚑ ⚑ ⚑")
    act(s, "melee b1 t1")  # 3 flags, 2 ignorable: the full retreat (A7); both rear hexes held: 3 hits, no check
    assert unit(s, "t1").figures == 1 and unit(s, "tL").hex >= 0
    assert not events(s, "leader-check")
    s = new_state(
        scenario([("b1", "AY", "8,9"), ("t1", "SN", "2,9"), ("t2", "AB", "2,13")], [("tL", "foot", "2,9")]),
    )
    s.dragon_hands[B] = ["rice_famine"]
    dice(s, "■")  # one die (one enemy ● unit): ■ costs a figure of a ■ unit
    act(s, "card order3_center", "dragon rice_famine -")
    assert unit(s, "t1").figures == 3 and unit(s, "tL").hex >= 0
    assert not events(s, "leader-check")


def test_t32_a_leader_killed_in_the_check_no_longer_lets_his_unit_ignore_a_flag() -> None:
    for check, ignorable in (("⚔", False), ("■", True)):
        s = new_state(scenario([("b1", "SN", "6,9"), ("t1", "AY", "5,10")], [("tL", "foot", "5,10")]))
        to_battle(s, "order3_center", "b1")
        dice(s, f"▲ ⚑ ■ ■ {check}")
        act(s, "melee b1 t1")
        assert has(s, "ignore 1") is ignorable
        if not ignorable:
            assert legal(s) == ["retreat 4,9", "retreat 4,11"]


def test_t33_lone_leader_dies_to_one_sword_in_melee_archers_never_kill_arquebus_can() -> None:
    s = new_state(scenario([("b1", "AY", "6,9"), ("t9", "AY", "1,2")], [("tL", "foot", "5,10")]))
    to_battle(s, "order3_center", "b1")
    dice(s, "⚔ ■ ■")
    act(s, "melee b1 tL")
    assert unit(s, "tL").status == KILLED and s.banners[B] == 1
    s = new_state(scenario([("b1", "AB", "8,9"), ("t9", "AY", "1,2")], [("tL", "foot", "6,9")]))
    to_battle(s, "order3_center", "b1")
    dice(s, "⚔ ⚔")
    act(s, "fire b1 tL")
    assert unit(s, "tL").hex >= 0 and s.banners[B] == 0
    s = new_state(scenario([("b1", "AA", "8,9"), ("t9", "AY", "1,2")], [("tL", "foot", "6,9")]))
    to_battle(s, "order3_center", "b1")
    dice(s, "⚔ ■")
    act(s, "fire b1 tL")
    assert unit(s, "tL").status == KILLED and s.banners[B] == 1


def test_t37_inspired_unit_loses_its_first_honor_symbol_and_the_token_goes_to_the_pool() -> None:
    s = new_state(scenario([("b1", "AY", "6,9"), ("t1", "AY", "5,10")], [("bL", "foot", "6,9")]))
    to_battle(s, "order3_center", "b1")
    honor, pool = s.honor[B], s.pool
    act(s, "melee b1 t1")
    dice(s, "☯ ☯ ■ ■")
    act(s, "inspire bL")
    assert rolls(s)[-1]["dice"] == 4
    assert s.honor[B] == honor - 1 + 1  # paid 1, gained 1 of the 2 ☯
    assert s.pool == pool + 1 - 1


def test_t38_who_may_inspire_mounted_adjacent_foot_own_unit_nobody_in_a_village() -> None:
    s = new_state(
        scenario([("b1", "AY", "6,9"), ("t1", "AY", "5,10")], [("bM", "mounted", "7,10"), ("bF", "foot", "7,8")])
    )
    to_battle(s, "order3_center", "b1")
    act(s, "melee b1 t1")
    assert legal(s) == ["inspire bM", "pass"]  # the adjacent foot leader may not
    dice(s, "■ ■ ■ ■")
    act(s, "inspire bM")
    assert rolls(s)[-1]["dice"] == 4  # at most +1
    assert not any(a.startswith("inspire") for a in legal(s))
    s = new_state(scenario([("b1", "AY", "6,9"), ("t1", "AY", "5,10")], [("bL", "foot", "6,9")], [("6,9", "village")]))
    to_battle(s, "order3_center", "b1")
    dice(s, "■ ■")
    act(s, "melee b1 t1")  # no inspiration decision in a village: the roll follows at once
    assert rolls(s)[-1]["dice"] == 2


def test_t39_bonus_melee_only_for_cavalry_or_led_infantry_and_never_a_third() -> None:
    s = new_state(
        scenario([("b1", "AY", "7,10"), ("t1", "AB", "6,9"), ("t2", "AY", "5,8")], figures={"t1": 1}, banners=9)
    )
    to_battle(s, "order3_center", "b1")
    dice(s, "● ■ ■")
    act(s, "melee b1 t1")
    assert legal(s) == ["advance", "pass"]
    act(s, "advance")
    assert not has(s, "melee b1 t2")  # infantry without a leader: no bonus melee
    s = new_state(
        scenario(
            [("b1", "MSY", "7,10"), ("t1", "AB", "6,9"), ("t2", "AB", "5,8"), ("t3", "AB", "4,7")],
            figures={"t1": 1, "t2": 1, "t3": 1},
            banners=9,
        )
    )
    to_battle(s, "order3_center", "b1")
    dice(s, "● ■ ■ ■")
    act(s, "melee b1 t1", "advance")
    assert has(s, "melee b1 t2")
    dice(s, "● ■ ■ ■")
    act(s, "melee b1 t2", "advance")
    assert unit(s, "b1").advances == 2
    assert not has(s, "melee b1 t3")  # no third melee


def test_t40_no_advance_after_moving_into_forest_nor_after_battle_back() -> None:
    s = new_state(
        scenario([("b1", "AY", "7,10"), ("t1", "AB", "5,10")], terrain=[("6,9", "forest")], figures={"t1": 1})
    )
    to_battle(s, "order3_center", "b1", moves=[("b1", "6,9")])
    dice(s, "● ■ ■")
    act(s, "melee b1 t1")
    assert unit(s, "t1").hex < 0 and not has(s, "advance")
    s = new_state(
        scenario([("b1", "AY", "6,9"), ("t1", "SN", "5,10"), ("b2", "AY", "9,2")], figures={"b1": 1}, banners=9)
    )
    to_battle(s, "order3_center", "b1")
    dice(s, "● ● ●")
    act(s, "melee b1 t1")
    dice(s, "▲ ■ ■ ■")
    act(s, "battle-back")
    assert unit(s, "b1").hex < 0 and not has(s, "advance")
    assert s.current_player() == B


def test_t45_the_defender_wins_at_once_through_battle_back() -> None:
    s = new_state(
        scenario([("b1", "AY", "6,9"), ("t1", "SN", "5,10"), ("b2", "AY", "9,2")], figures={"b1": 1}, banners=1)
    )
    to_battle(s, "order3_center", "b1")
    dice(s, "● ● ●")
    act(s, "melee b1 t1")
    dice(s, "▲ ■ ■ ■")
    act(s, "battle-back")
    assert s.is_terminal() and s.outcome().winners == {T}
    assert s.active == B  # during the attacker's own turn
