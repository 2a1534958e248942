"""Test facts of shooting (rules/003 §11: T17-T21, T42, T47, T51) and the derived examples E3, E4."""

from __future__ import annotations

from typing import Any

from engine.games.warlords.combat import shooting_scale
from engine.games.warlords.victory import claimants
from tests.engine.warlords.helpers import act, battle, cell, event_data, events, field, legal, new_state, turn, unit


def shots(
    north: list[Any],
    south: list[Any],
    dice: list[int],
    orders_south: dict[str, tuple[str, str]] | None = None,
    **kw: Any,
):  # type: ignore[no-untyped-def]
    """One turn in which the northern shooter fires in phase 1 only (in phase 2 it turns away)."""
    b, lib = battle(north, south, **kw)
    s = new_state(b, lib)
    shooter = north[0][0]
    turn(s, {shooter: ("none", "L")}, orders_south or {}, dice=dice)
    return s, event_data(s, "shot")


def mods(shot: dict[str, Any]) -> dict[str, int]:
    return {m[0]: m[1] for m in shot["modifiers"]}


def test_T17_skill_against_equipment() -> None:
    assert shooting_scale(2, 1) == 2  # d3+2
    assert shooting_scale(1, 1) == 0  # d3


def test_T18_teppo_against_samurai_volley_and_rain() -> None:
    for figures, weather, dice, damage in ((7, (), [2], 2), (8, (), [2], 3), (8, [("rain", 1, 12)], [2], 2)):
        _s, shot = shots(
            [("n-teppo", "teppo_ashigaru", figures, "A22", "S")],
            [("s-yari", "yari_samurai", 16, "A12", "S")],
            dice,
            weather=weather,
        )
        assert shot[0]["modifiers"][0][0] == "Skill 1 vs Equipment 1" and shot[0]["modifiers"][0][1] == 0
        assert shot[0]["damage"] == damage


def test_T19_yumi_samurai_with_8_figures_roll_twice_and_keep_the_best() -> None:
    _, shot = shots([("n-yumi", "yumi_samurai", 8, "A22", "S")], [("s-yari", "yari_samurai", 16, "A12", "S")], [1, 3])
    assert shot[0]["kept"] == "best" and shot[0]["dice"] == [1, 3] and shot[0]["damage"] == 3
    _s, shot = shots([("n-yumi", "yumi_samurai", 7, "A22", "S")], [("s-yari", "yari_samurai", 16, "A12", "S")], [1])
    assert shot[0]["kept"] == "single" and shot[0]["damage"] == 1


def test_T20_too_much_shooting_damage_forces_a_retreat_out_of_reach_not_a_rout() -> None:
    s, shot = shots(
        [("n-yumi", "yumi_samurai", 16, "A22", "S")],
        [("s-ash", "yari_ashigaru", 8, "A12", "N")],
        [3, 1],
        orders_south={"s-ash": ("W", "SL")},
    )
    assert shot[0]["damage"] == 5 and unit(s, "s-ash").figures == 3
    assert cell(s, "s-ash") == "C12"  # the rear cell: the flank cells A11, A13 are in reach (L616)
    assert not unit(s, "s-ash").fleeing
    assert any("s-ash loses its unexecuted orders" in e for e in events(s, "orders_lost"))
    # the retreat follows the usual rules: into an enemy it routs (L636)
    s2, _ = shots(
        [("n-yumi", "yumi_samurai", 16, "A22", "S"), ("n-cav", "kihei", 8, "C12", "S")],
        [("s-ash", "yari_ashigaru", 8, "A12", "N"), ("s-x", "yari_samurai", 8, "D31", "N")],
        [3, 1],
        instructions={"n-cav": []},
    )
    assert any("s-ash routs" in e for e in events(s2, "rout"))


def test_T21_with_an_advance_order_the_threshold_is_impetus_and_must_be_exceeded() -> None:
    south = [("s-ash", "yari_ashigaru", 8, "A12", "S"), ("s-friend", "yari_samurai", 8, "D31", "N")]
    stats = {"s-ash": {"impetus": 3}}
    s, shot = shots(
        [("n-teppo", "teppo_ashigaru", 8, "A22", "S")], south, [1], orders_south={"s-ash": ("A", "none")}, stats=stats
    )
    assert shot[0]["damage"] == 4  # d3 1 + 2 (1 against Equipment 0) + 1 volley
    assert cell(s, "s-ash") == "C12"  # Impetus 3 + Formation 1 = 4: not exceeded, it advances
    s2, _ = shots([("n-teppo", "teppo_ashigaru", 8, "A22", "S")], south, [1], stats=stats)
    assert any("more than its Steadfastness 2" in e for e in events(s2, "shot_retreat_due"))


def test_T42_three_figures_deal_1_less_and_cannot_claim_a_zone() -> None:
    _s, shot = shots([("n-yumi", "yumi_samurai", 3, "A22", "S")], [("s-yari", "yari_samurai", 16, "A12", "S")], [2])
    assert mods(shot[0])["heavy losses: 3 figures or fewer"] == -1 and shot[0]["damage"] == 1
    b, lib = battle([("n-small", "yari_samurai", 3, "A23", "S")], [("s1", "yari_samurai", 4, "D31", "N")])
    s2 = new_state(b, lib)
    zone = next(z for z in s2.board.control_zones if z.id == "cz-a")
    x = s2.exec()
    assert 0 not in claimants(x, zone)


def test_T47_archers_on_a_hill_reach_two_cells_but_not_another_hill() -> None:
    hill = field(terrain=[("h", "hill", ["A32"])])
    _, shot = shots(
        [("n-yumi", "yumi_samurai", 4, "A32", "S")], [("s-yari", "yari_samurai", 8, "A12", "S")], [3, 1], bf=hill
    )
    assert shot[0]["kept"] == "worst" and shot[0]["damage"] == 1 + 0  # 2 vs 2: d3, worst of 2
    _, shot = shots(
        [("n-yumi", "yumi_samurai", 4, "A32", "S")], [("s-yari", "yari_samurai", 8, "A23", "S")], [1, 3], bf=hill
    )
    assert shot[0]["kept"] == "best" and shot[0]["damage"] == 3
    hills = field(terrain=[("h", "hill", ["A32", "A12"])])
    _s, shot = shots(
        [("n-yumi", "yumi_samurai", 4, "A32", "S")], [("s-yari", "yari_samurai", 8, "A12", "S")], [], bf=hills
    )
    assert shot == []


def test_T51_intensified_fire_plus_1_for_2_ammunition_and_only_with_a_leader() -> None:
    s, shot = shots(
        [("n-yumi", "yumi_samurai", 4, "A22", "S")],
        [("s-yari", "yari_samurai", 16, "A12", "S")],
        [2],
        leaders=[("n-gen", "general", "n-yumi", [])],
        instructions={"n-yumi": ["intensified_fire"]},
    )
    assert mods(shot[0])["Intensified fire!"] == 1 and shot[0]["damage"] == 3 and unit(s, "n-yumi").ammo == 6
    b, lib = battle([("n-yumi", "yumi_samurai", 4, "A22", "S")], [("s-yari", "yari_samurai", 16, "A12", "S")])
    s2 = new_state(b, lib)
    act(s2, "stake low", "stake low", "done leaders")
    assert not any("intensified_fire" in a for a in legal(s2))


def test_E3_plunging_fire_against_yari_ashigaru() -> None:
    for dice, damage, retreats in (([1, 1], 3, False), ([2, 1], 4, False), ([3, 2], 5, True)):
        s, shot = shots(
            [("n-yumi", "yumi_samurai", 16, "A22", "S")], [("s-ash", "yari_ashigaru", 16, "A12", "N")], dice
        )
        assert shot[0]["damage"] == damage
        assert (cell(s, "s-ash") != "A12") == retreats  # Steadfastness 1 + Formation 3 = 4


def test_E4_teppo_volley() -> None:
    for target, weather, dice, damage in (
        ("yari_samurai", (), [1], 2),
        ("yari_samurai", (), [3], 4),
        ("yari_samurai", [("rain", 1, 12)], [1], 1),
        ("hatamoto", (), [1], 1),
        ("yari_ashigaru", (), [1], 4),
    ):
        _s, shot = shots(
            [("n-teppo", "teppo_ashigaru", 8, "A22", "S")], [("s-t", target, 16, "A12", "S")], dice, weather=weather
        )
        assert shot[0]["damage"] == damage, (target, weather, dice)
