"""Digest §27 test facts about units, movement and ranges (T3-T11, T17)."""

from __future__ import annotations

from engine.games.samurai_battles.queries import fire_options, melee_options, reachable_hexes

from .helpers import act, dice, has, new_state, rolls, scenario, to_battle, unit


def test_t03_units_have_four_figures_and_a_leader_one() -> None:
    s = new_state(
        scenario(
            [
                ("b1", "AY", "8,9"),
                ("b2", "AB", "8,11"),
                ("b3", "AA", "8,13"),
                ("b4", "SN", "8,15"),
                ("b5", "MSY", "8,17"),
            ],
            [("bL", "foot", "9,10")],
        )
    )
    assert [unit(s, f"b{i}").figures for i in range(1, 6)] == [4, 4, 4, 4, 4]
    assert unit(s, "bL").lone and unit(s, "bL").hex >= 0  # one figure, standing alone


def test_t04_circle_infantry_moves_two_and_melees_with_two_dice() -> None:
    s = new_state(scenario([("b1", "AB", "8,9"), ("t1", "AY", "5,10")]))
    to_battle(s, "order3_center", "b1", moves=[("b1", "6,9")])
    assert unit(s, "b1").moved == 2
    assert has(s, "melee b1 t1")
    dice(s, "■ ■")
    act(s, "melee b1 t1")
    assert rolls(s)[-1]["dice"] == 2


def test_t05_triangle_that_moved_two_cannot_melee_but_after_one_melees_with_three() -> None:
    s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "SN", "5,10")]))
    to_battle(s, "order3_center", "b1", moves=[("b1", "6,9")])
    assert unit(s, "b1").moved == 2
    assert not has(s, "melee b1 t1")
    s = new_state(scenario([("b1", "AY", "7,10"), ("t1", "SN", "5,10")]))
    to_battle(s, "order3_center", "b1", moves=[("b1", "6,9")])
    assert unit(s, "b1").moved == 1
    dice(s, "● ● ●")
    act(s, "melee b1 t1")
    assert rolls(s)[-1]["dice"] == 3


def test_t06_square_infantry_moves_one_square_cavalry_two_both_melee_with_four() -> None:
    s = new_state(scenario([("b1", "SN", "8,9"), ("b2", "MSY", "8,13"), ("t1", "AY", "2,9")]))
    assert max(reachable_hexes(s, "b1").values()) == 1
    assert max(reachable_hexes(s, "b2").values()) == 2
    s = new_state(scenario([("b1", "SN", "7,10"), ("b2", "MSY", "8,13"), ("t1", "AY", "5,10"), ("t2", "AY", "5,14")]))
    to_battle(s, "order3_center", "b1", "b2", moves=[("b1", "6,9"), ("b2", "6,13")])
    dice(s, "■ ■ ■ ■")  # no effect on ▲
    act(s, "melee b1 t1")
    assert rolls(s)[-1]["dice"] == 4
    act(s, "pass")  # no battle back
    dice(s, "■ ■ ■ ■")
    act(s, "melee b2 t2")
    assert rolls(s)[-1]["dice"] == 4


def test_t07_lone_foot_leader_moves_two_mounted_leader_three() -> None:
    s = new_state(scenario([("t1", "AY", "1,2")], [("bF", "foot", "8,9"), ("bM", "mounted", "8,13")]))
    assert max(reachable_hexes(s, "bF").values()) == 2
    assert max(reachable_hexes(s, "bM").values()) == 3


def test_t08_archers_range_two_to_three_two_dice_one_die_after_moving() -> None:
    s = new_state(
        scenario([("b1", "AB", "8,9"), ("t1", "AY", "6,9"), ("t2", "AY", "5,12"), ("t3", "AY", "4,5")], banners=9)
    )
    # distances 2, 3, 4 from 8,9
    opts = dict(fire_options(s, "b1"))
    assert opts == {"t1": 2, "t2": 2}
    s = new_state(scenario([("b1", "AB", "8,9"), ("t1", "AY", "7,10")]))
    assert fire_options(s, "b1") == []  # adjacent: melee, never fire
    assert [t for t, _ in melee_options(s, "b1")] == ["t1"]
    s = new_state(scenario([("b1", "AB", "9,10"), ("t1", "AY", "5,10")]))
    to_battle(s, "order3_center", "b1", moves=[("b1", "8,9")])
    assert dict(fire_options(s, "b1")) == {"t1": 1}
    dice(s, "■")
    act(s, "fire b1 t1")
    assert rolls(s)[-1]["dice"] == 1


def test_t09_arquebus_ranges_two_two_one_and_no_fire_after_moving() -> None:
    s = new_state(
        scenario([("b1", "AA", "8,9"), ("t1", "AY", "6,9"), ("t2", "AY", "5,12"), ("t3", "AY", "4,5")], banners=9)
    )
    assert dict(fire_options(s, "b1")) == {"t1": 2, "t2": 2, "t3": 1}
    s = new_state(scenario([("b1", "AA", "9,10"), ("t1", "AY", "5,10")]))
    to_battle(s, "order3_center", "b1", moves=[("b1", "8,9")])
    assert fire_options(s, "b1") == []


def test_t10_ranged_unit_with_an_adjacent_enemy_fires_at_nobody() -> None:
    s = new_state(scenario([("b1", "AB", "8,9"), ("t1", "AY", "7,8"), ("t2", "AY", "5,8")]))
    assert s.field.distance[s.field.parse("8,9")][s.field.parse("5,8")] == 3
    assert fire_options(s, "b1") == []
    s = new_state(scenario([("b1", "AB", "8,9"), ("t2", "AY", "5,8")]))
    assert fire_options(s, "b1") == [("t2", 2)]


def test_t11_range_counts_the_target_hex_not_the_firers() -> None:
    s = new_state(scenario([("b1", "AB", "8,9"), ("t1", "AY", "7,10"), ("t2", "AY", "5,10")]))
    d = s.field.distance
    p = s.field.parse
    assert d[p("8,9")][p("7,10")] == 1  # adjacent = range 1
    assert d[p("8,9")][p("6,9")] == 2
    assert d[p("8,9")][p("5,10")] == 3


def test_t17_a_one_figure_unit_attacks_with_full_dice() -> None:
    s = new_state(scenario([("b1", "SN", "6,9"), ("t1", "AY", "5,10")], figures={"b1": 1}))
    to_battle(s, "order3_center", "b1")
    dice(s, "■ ■ ■ ■")
    act(s, "melee b1 t1")
    assert rolls(s)[-1]["dice"] == 4
