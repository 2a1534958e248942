"""Test facts of retreat, rout, flight and rally (rules/003 §11: T28-T35, T41, T45, T67) and
the derived examples E10, E11."""

from __future__ import annotations

from typing import Any

from engine.games.warlords.pieces import FIELD, OUT, RESERVE
from tests.engine.warlords.helpers import (
    act,
    battle,
    cell,
    event_data,
    events,
    field,
    legal,
    new_state,
    to_command,
    turn,
    unit,
)

ROUT_DICE = [3, 1]  # 16 sohei against 16 yari-ashigaru from the front: 13 against 4, a rout


def routed(
    first_cell_unit: tuple[str, str, int] | None, *, figures: int = 16, extra_north: list[Any] | None = None, **kw: Any
):  # type: ignore[no-untyped-def]
    """n-ash at A22 facing south is routed by s-sohei attacking from A12; its first flight cell is A32."""
    north = [
        ("n-ash", "yari_ashigaru", figures, "A22", "S"),
        ("n-far", "yari_samurai", 8, "B46", "S"),
        *(extra_north or []),
    ]
    south: list[Any] = [("s-sohei", "sohei", 16, "A12", "N")]
    if first_cell_unit is not None:
        ident, typ, n = first_cell_unit
        south.append((ident, typ, n, "A32", "N"))
    b, lib = battle(north, south, **kw)
    s = new_state(b, lib)
    turn(s, {}, {"s-sohei": ("A", "none")}, dice=list(ROUT_DICE))
    return s


def test_T28_retreat_into_an_enemy_routs_into_a_friend_a_fence_or_bog_scatters() -> None:
    # a push-back (not a rout): 8 sohei against 16 yari-ashigaru, 2 figures of difference
    base_north = [("n-ash", "yari_ashigaru", 16, "A22", "S"), ("n-far", "yari_samurai", 8, "B46", "S")]
    cases = [
        ({"south_extra": ("s-block", "yari_samurai", 8, "A32", "N")}, "routs"),
        ({"north_extra": ("n-block", "yari_samurai", 8, "A32", "S")}, "reserve"),
        ({"bf": field(fences=["A22:N"])}, "reserve"),
        ({"bf": field(terrain=[("b", "bog", ["A32"])])}, "reserve"),
    ]
    for case, outcome in cases:
        north = list(base_north)
        south: list[Any] = [("s-sohei", "sohei", 8, "A12", "N")]
        if "south_extra" in case:
            south.append(case["south_extra"])
        if "north_extra" in case:
            north.append(case["north_extra"])
        b, lib = battle(north, south, bf=case.get("bf"))
        s = new_state(b, lib)
        turn(s, {}, {"s-sohei": ("A", "none")}, dice=[1, 3] + ([3, 3] if outcome == "routs" else []))
        u = unit(s, "n-ash")
        if outcome == "routs":
            assert any("must retreat into s-block" in e for e in events(s, "retreat_blocked"))
        else:
            assert u.status == RESERVE and u.reserve_from == 1 + 3  # 3 turns counting this one (L637)


def test_T29_a_routed_unit_left_with_3_figures_is_scattered_for_good() -> None:
    s = routed(None, figures=8)
    u = unit(s, "n-ash")
    assert u.figures == 3 and u.status == OUT and u.out_reason == "scattered"


def test_T30_E10_fleeing_through_an_enemy_costs_1_per_figure_2_through_cavalry() -> None:
    s = routed(("s-inf", "yari_samurai", 6))
    assert any("fleeing through s-inf (6 figures" in e for e in events(s, "flight_damage"))
    assert unit(s, "n-ash").figures == 16 - 5 - 6 and cell(s, "n-ash") == "A42"
    s2 = routed(("s-cav", "kihei", 6))
    lost = [d["lost"] for d in event_data(s2, "flight_damage")]
    assert lost == [11]  # 12 damage, all 11 figures left (L645)
    assert unit(s2, "n-ash").status == OUT


def test_T31_E11_a_fleeing_unit_attacked_takes_fixed_damage_and_is_scattered() -> None:
    for attacker, dice, damage in (("yari_ashigaru", [2], 3), ("kihei", [1, 3], 6)):
        b, lib = battle(
            [("n-flee", "yari_samurai", 10, "A22", "S", True), ("n-far", "yari_samurai", 8, "B46", "S")],
            [("s-att", attacker, 8, "A12", "N")],
        )
        s = new_state(b, lib)
        turn(s, {}, {"s-att": ("A", "none")}, dice=dice)
        hit = next(i for i in event_data(s, "melee")[0]["damage"] if i["to"] == "n-flee")
        assert hit["damage"] == damage + (1 if attacker == "kihei" else 0)  # Four legs on fleeing infantry (L170)
        assert unit(s, "n-flee").status == OUT


def test_T32_not_rallied_in_3_turns_after_the_flight_began_is_scattered() -> None:
    b, lib = battle(
        [("n-flee", "yari_samurai", 10, "A22", "S", True), ("n-far", "yari_samurai", 8, "B46", "S")],
        [("s-far", "yari_samurai", 8, "D31", "N")],
    )
    s = new_state(b, lib)
    for _t in range(1, 4):
        assert unit(s, "n-flee").status == FIELD
        turn(s, {}, {}, dice=[])
    u = unit(s, "n-flee")
    assert u.status == OUT and "not rallied within 3 turns" in events(s, "scattered")[-1]


def test_T33_a_rally_costs_1_impetus_and_steadfastness_takes_the_turn_and_a_second_rout_scatters() -> None:
    b, lib = battle(
        [("n-flee", "yari_samurai", 10, "A22", "S", True), ("n-far", "yari_samurai", 8, "B46", "S")],
        [("s-far", "yari_samurai", 8, "D31", "N")],
    )
    s = new_state(b, lib)
    turn(s, {"n-flee": ("G:S", "none")}, {}, dice=[])
    u = unit(s, "n-flee")
    assert not u.fleeing and u.rallied and u.facing == 2
    from engine.games.warlords.combat import impetus_mods

    mods = impetus_mods(s.world(), u, formation=True, attacked_in_rear=False, for_result=True)
    assert ("rallied after flight", -1, "L407, L659") in mods
    to_command(s)
    act(s, "done leaders", "select n-flee", "order G:E")
    assert legal(s) == ["order none"]  # nothing in phase 2 after a regroup (L407)
    # routed again: scattered (L659)
    b2, lib2 = battle(
        [("n-ash", "yari_ashigaru", 16, "A22", "S"), ("n-far", "yari_samurai", 8, "B46", "S")],
        [("s-sohei", "sohei", 16, "A12", "N")],
        past={"n-ash": {"rallied": True}},
    )
    s2 = new_state(b2, lib2)
    turn(s2, {}, {"s-sohei": ("A", "none")}, dice=list(ROUT_DICE))
    assert unit(s2, "n-ash").status == OUT


def test_T34_no_rally_in_a_forest_unless_the_phoenix_banner() -> None:
    wood = field(terrain=[("w", "forest", ["A22", "A23"])])
    b, lib = battle(
        [("n-flee", "yari_samurai", 10, "A22", "S", True), ("n-bearer", "yari_samurai", 8, "A23", "S")],
        [("s-far", "yari_samurai", 8, "D31", "N")],
        bf=wood,
        banners={"phoenix": "n-bearer"},
        rules={"phoenix_banner_at": "unit"},
    )
    s = new_state(b, lib)
    act(s, "stake low", "stake low", "done leaders")
    assert "select n-flee" not in legal(s)
    act(s, "raise n-bearer", "gm unit")
    act(s, "select n-flee")
    assert "order A" in legal(s)  # rallied by the Phoenix, with a free ordinary order (L367, L733)


def test_T35_no_turning_in_a_forest_regroup_is_allowed() -> None:
    wood = field(terrain=[("w", "forest", ["A22"])])
    b, lib = battle([("n-yari", "yari_samurai", 8, "A22", "S")], [("s-far", "yari_samurai", 8, "D31", "N")], bf=wood)
    s = new_state(b, lib)
    act(s, "stake low", "stake low", "done leaders", "select n-yari")
    options = legal(s)
    assert "order L" not in options and "order R" not in options and "order G:E" in options


def test_T41_ashigaru_panic_when_a_friend_of_4_figures_is_destroyed_next_to_them() -> None:
    b, lib = battle(
        [
            ("n-yari", "yari_samurai", 4, "A22", "S"),
            ("n-ash", "yari_ashigaru", 8, "A33", "S"),
            ("n-far", "yari_samurai", 8, "B46", "S"),
        ],
        [("s-sohei", "sohei", 16, "A12", "N")],
    )
    s = new_state(b, lib)
    turn(s, {}, {"s-sohei": ("A", "none")}, dice=[3, 1])
    assert unit(s, "n-yari").status == OUT
    assert any("n-ash panics" in e for e in events(s, "peasants"))  # diagonal neighbour (L178)
    assert unit(s, "n-ash").fleeing


def test_T45_rivers_and_bridges() -> None:
    river = field(rivers=[["A22:S", "A23:S"]], crossings=[("A23:S", "bridge")])
    s = _one_fight(river, "A22", [1, 1])
    assert ["attacking across a river", -2, "L714, L809"] in _mods(s, "s-yari")
    s = _one_fight(river, "A22", [1, 1], weather=[("downpour", 1, 12)])
    assert ["attacking across a river", -3, "L714, L809"] in _mods(s, "s-yari")
    s = _one_fight(river, "A23", [1, 1])
    assert not any(m[0] == "attacking across a river" for m in _mods(s, "s-yari"))
    # pushed back across: d3 (L717); over a bridge or ford d3-1
    for cell_, dice, lost in (("A22", [1, 3, 2], 2), ("A23", [1, 3, 2], 1)):
        b, lib = battle(
            [("n-ash", "yari_ashigaru", 16, cell_, "N"), ("n-far", "yari_samurai", 8, "B46", "S")],
            [("s-sohei", "sohei", 8, cell_[0] + "3" + cell_[2], "S")],
            bf=river,
        )
        s = new_state(b, lib)
        turn(s, {}, {"s-sohei": ("A", "none")}, dice=dice)
        river_lost = [d for d in event_data(s, "river_damage")]
        assert river_lost and "loses" in events(s, "river_damage")[0]
        assert events(s, "river_damage")[0].startswith(f"n-ash loses {lost} ")


def _one_fight(bf, target: str, dice: list[int], **kw: Any):  # type: ignore[no-untyped-def]
    b, lib = battle(
        [("n-yari", "yari_samurai", 8, target, "S"), ("n-far", "yari_samurai", 8, "B46", "S")],
        [("s-yari", "yari_samurai", 8, target[0] + "1" + target[2], "N")],
        bf=bf,
        **kw,
    )
    s = new_state(b, lib)
    turn(s, {}, {"s-yari": ("A", "none")}, dice=dice)
    return s


def _mods(s, ident: str) -> list[list[Any]]:  # type: ignore[no-untyped-def]
    d = event_data(s, "melee")[0]
    return d["attacker_mods"][str(unit(s, ident).idx)]


def test_T67_two_retreats_into_one_cell_the_larger_goes_first() -> None:
    # two frontal attacks of one moment push two units toward A23 from both sides
    for big, small in (("n-left", "n-right"), ("n-right", "n-left")):
        sizes = {big: 16, small: 12}
        b, lib = battle(
            [
                ("n-left", "yari_samurai", sizes["n-left"], "A22", "W"),
                ("n-right", "yari_samurai", sizes["n-right"], "A24", "E"),
            ],
            [("s-west", "sohei", 8, "A21", "E"), ("s-east", "sohei", 8, "A25", "W")],
        )
        s = new_state(b, lib)
        turn(s, {}, {"s-west": ("A", "none"), "s-east": ("A", "none")}, dice=[2, 1, 2, 1])
        assert cell(s, big) == "A23"
        assert unit(s, small).status == RESERVE  # its retreat cell is taken by a friend: scattered
