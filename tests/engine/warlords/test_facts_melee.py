"""Test facts of melee (rules/003 §11: T14-T16, T22-T27, T36-T38, T40, T43, T44, T46, T48,
T49, T50, T52, T65, T66) and the derived examples E1, E2, E5, E12 (§8B)."""

from __future__ import annotations

from typing import Any

from engine.games.warlords.combat import formation_lost, impetus_mods, melee_scale, steadfastness_mods, total
from engine.games.warlords.melee_result import judge_attack, judge_meeting
from tests.engine.warlords.helpers import (
    act,
    battle,
    cell,
    event_data,
    events,
    field,
    legal,
    new_state,
    played,
    turn,
    unit,
)

fight = played


def melee(s) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    return event_data(s, "melee")[0]


def mods_of(d: dict[str, Any], who: str) -> dict[str, int]:
    return {m[0]: m[1] for i in d["damage"] if i["from"] == who for m in i.get("modifiers", [])}


def test_T14_formation_bonus_by_ranks() -> None:
    b, lib = battle(
        [
            ("n16", "yari_samurai", 16, "A22", "S"),
            ("n5", "yari_samurai", 5, "A24", "S"),
            ("n4", "yari_samurai", 4, "A26", "S"),
        ],
        [("s1", "kihei", 8, "C31", "N")],
    )
    s = new_state(b, lib)
    w = s.world()
    for ident, bonus in (("n16", 3), ("n5", 1), ("n4", 0)):
        u = unit(s, ident)
        imp = total(impetus_mods(w, u, formation=True, attacked_in_rear=False, for_result=True)) - u.imp
        st = total(steadfastness_mods(w, u, formation=True, attacked_in_rear=False, for_result=True, phase=1)) - u.stead
        assert imp == st == bonus


def test_T15_a_small_infantry_flank_attack_keeps_the_ranks_a_small_cavalry_one_does_not() -> None:
    b, lib = battle(
        [("n16", "yari_samurai", 16, "A22", "S")],
        [("s-foot", "yari_ashigaru", 3, "A21", "E"), ("s-horse", "kihei", 3, "A23", "W")],
    )
    s = new_state(b, lib)
    w = s.world()
    u = unit(s, "n16")
    assert not formation_lost(w, u, [(unit(s, "s-foot"), "flank")])
    assert formation_lost(w, u, [(unit(s, "s-horse"), "flank")])


def test_T16_melee_damage_scale() -> None:
    assert melee_scale(4, 2) == 2 and melee_scale(2, 4) == -1  # d3+2 / d3-1
    assert melee_scale(6, 4) == 1 and melee_scale(4, 6) == 0  # d3+1 / d3


def test_T22_attacker_7_defender_6_steadfastness_2_pushes_back_without_rout() -> None:
    assert judge_attack(7, 6, 2, False) == "retreat"
    # sohei (Skill 3 + Equipment 2 = 5) against spearmen of Skill 3 + Equipment 3 = 6
    s = fight(
        [("n-yari", "yari_samurai", 4, "A22", "S")],
        [("s-sohei", "sohei", 8, "A12", "N")],
        orders_south={"s-sohei": ("A", "none")},
        dice=[1, 3],
        stats={"n-yari": {"skill": 3, "equipment": 3}},
    )
    assert melee(s)["totals"] == [7, 6]
    assert cell(s, "s-sohei") == "A22" and cell(s, "n-yari") == "A32"
    assert not unit(s, "n-yari").fleeing


def test_T23_attacker_9_defender_6_steadfastness_2_routs() -> None:
    assert judge_attack(9, 6, 2, False) == "rout"
    assert judge_attack(8, 6, 2, False) == "retreat"


def test_T24_equal_totals_repulse_the_attacker_who_loses_its_orders() -> None:
    assert judge_attack(6, 6, 2, False) == "repulsed"
    s = fight(
        [("n-yari", "yari_samurai", 4, "A22", "S")],
        [("s-yari", "yari_samurai", 4, "A12", "N")],
        orders_south={"s-yari": ("A", "A")},
        dice=[2, 2],
    )
    assert melee(s)["totals"] == [4, 4]
    assert cell(s, "s-yari") == "A12" and cell(s, "n-yari") == "A22"
    assert any("s-yari loses its unexecuted orders" in e for e in events(s, "orders_lost"))
    assert not any("s-yari advances" in e for e in events(s, "move"))  # the phase 2 advance is lost (L499)


def test_T25_meeting_engagement_with_equal_totals_repulses_both() -> None:
    assert judge_meeting(6, 6, 5) == "both_repulsed"
    s = fight(
        [("n-yari", "yari_samurai", 4, "A22", "S")],
        [("s-yari", "yari_samurai", 4, "A12", "N")],
        orders_north={"n-yari": ("A", "none")},
        orders_south={"s-yari": ("A", "none")},
        dice=[2, 2],
    )
    assert melee(s)["fight"] == "mutual" and melee(s)["totals"] == [4, 4]
    assert cell(s, "s-yari") == "A12" and cell(s, "n-yari") == "A22"


def test_T26_pushed_back_but_attacked_in_the_rear_and_from_another_side_routs() -> None:
    assert judge_attack(7, 6, 3, True) == "rout"
    s = fight(
        [("n-yari", "yari_samurai", 16, "A22", "S")],
        [("s-front", "yari_samurai", 8, "A12", "N"), ("s-rear", "yari_samurai", 4, "A32", "S")],
        orders_south={"s-front": ("A", "none"), "s-rear": ("A", "none")},
        dice=[2, 2, 3, 3],
    )
    d = melee(s)
    x_total, y_total = d["totals"]
    assert (x_total, y_total) == (10, 8)  # the difference 2 alone, against Steadfastness 2, only pushes back
    assert unit(s, "n-yari").fleeing or unit(s, "n-yari").status != "field"


def test_T27_an_attack_from_the_rear_adds_1() -> None:
    s = fight(
        [("n-ash", "yari_ashigaru", 4, "A22", "N")],
        [("s-yari", "yari_samurai", 4, "A12", "N")],
        orders_south={"s-yari": ("A", "none")},
        dice=[1, 1],
    )
    d = melee(s)
    # damage d3 1 (4 vs 2: +2) = 3, Impetus 2, rear +1
    assert d["totals"][0] == 3 + 2 + 1


def test_T36_heavy_cavalry_charging_spearmen_frontally_gets_no_charge_and_minus_1() -> None:
    s = fight(
        [("n-yari", "yari_samurai", 4, "A22", "S")],
        [("s-heavy", "dzu_kihei", 4, "A12", "N")],
        orders_south={"s-heavy": ("A", "none")},
        dice=[3, 1],
    )
    d = melee(s)
    m = mods_of(d, "s-heavy")
    assert "Heavy cavalry attack" not in m and m["enemy's Forest of spears"] == -1
    assert d["damage"][0]["damage"] == 2  # d3 3 - 1
    assert d["totals"][0] == 2 + 2  # no +2 Impetus


def test_T37_heavy_cavalry_whose_damage_reaches_the_steadfastness_takes_1_less() -> None:
    s = fight(
        [("n-ash", "yumi_ashigaru", 8, "A22", "S")],
        [("s-heavy", "dzu_kihei", 8, "A21", "E")],
        orders_south={"s-heavy": ("A", "none")},
        dice=[3, 3],
    )
    d = melee(s)
    dealt = {(i["from"], i["to"]): i["damage"] for i in d["damage"]}
    assert dealt[("s-heavy", "n-ash")] == 3 + 2 + 1  # 4 vs 2: +2, heavy attack +1
    assert any("it takes 1 less" in e for e in events(s, "dont_stand"))
    assert unit(s, "s-heavy").figures == 8 - (dealt[("n-ash", "s-heavy")] - 1)


def test_T38_light_cavalry_charge_adds_1_impetus_and_1_damage() -> None:
    s = fight(
        [("n-yumi", "yumi_samurai", 4, "A22", "S")],
        [("s-kihei", "kihei", 4, "A12", "N")],
        orders_south={"s-kihei": ("A", "none")},
        dice=[2, 1],
        instructions={"n-yumi": ["hold_fire"]},
    )
    d = melee(s)
    assert mods_of(d, "s-kihei")["Cavalry charge"] == 1
    assert d["totals"][0] == (2 + 1) + (2 + 1)


def test_T40_sohei_fearsome_and_naginata_and_monastic_discipline() -> None:
    s = fight(
        [("n-yari", "yari_samurai", 4, "A22", "S")],
        [("s-sohei", "sohei", 4, "A12", "N")],
        orders_south={"s-sohei": ("A", "none")},
        dice=[1, 1],
    )
    d = melee(s)
    assert "enemy's Forest of spears" not in mods_of(d, "s-sohei")  # Naginata (L200)
    assert d["totals"][0] == 2 + 3 + 2  # damage 1+1, Impetus 3, Fearsome +2 (L198)
    s2 = fight(
        [("n-sohei", "sohei", 8, "A22", "S")],
        [("s-yari", "yari_samurai", 4, "A12", "N")],
        orders_south={"s-yari": ("A", "none")},
        dice=[1, 1],
    )
    defending = next(iter(melee(s2)["other_mods"].values()))
    assert ["Fearsome warriors (defending)", 2, "L198"] in defending


def test_T40_sohei_rally_by_themselves_and_fearsome_does_not_hold_off_shooting() -> None:
    from engine.games.warlords.combat import shooting_threshold

    s = fight(
        [("n-sohei", "sohei", 12, "A22", "S"), ("n-friend", "yari_samurai", 4, "A44", "S")],
        [("s-heavy", "hatamoto", 16, "A21", "E")],
        orders_south={"s-heavy": ("A", "none")},
        dice=[3, 1],
        leaders=[("s-warlord", "warlord", "s-heavy", [])],
        instructions={"s-heavy": ["advance_at_any_cost"]},
    )
    u = unit(s, "n-sohei")
    assert any("n-sohei routs" in e for e in events(s, "rout"))
    assert u.on_field and not u.fleeing and any("Monastic discipline" in e for e in events(s, "rally"))
    b, lib = battle([("n-sohei", "sohei", 4, "A22", "S")], [("s1", "kihei", 4, "C31", "N")])
    fresh = new_state(b, lib)
    assert shooting_threshold(fresh.world(), unit(fresh, "n-sohei"), 1) == (3, "Steadfastness")


def test_T43_thirteen_figures_on_both_flanks_full_damage_to_one_fourteen_to_both() -> None:
    for figures, minus in ((13, 1), (14, 0)):
        s = fight(
            [("n-yari", "yari_samurai", figures, "A23", "S")],
            [("s-left", "yari_samurai", 4, "A22", "E"), ("s-right", "yari_samurai", 4, "A24", "W")],
            orders_south={"s-left": ("A", "none"), "s-right": ("A", "none")},
            dice=[1, 1, 2, 2],
        )
        d = melee(s)
        back = [i for i in d["damage"] if i["from"] == "n-yari"]
        reduced = [i for i in back if ["fighting in two directions", -1, "L224, L537-L538"] in i["modifiers"]]
        assert len(back) == 2 and len(reduced) == minus


def test_T44_four_figures_attacked_front_and_flank_hit_only_the_front() -> None:
    s = fight(
        [("n-yari", "yari_ashigaru", 4, "A23", "S")],
        [("s-front", "yari_samurai", 4, "A13", "N"), ("s-flank", "yari_samurai", 4, "A22", "E")],
        orders_south={"s-front": ("A", "none"), "s-flank": ("A", "none")},
        dice=[1, 1, 3],
    )
    back = {i["to"]: i for i in melee(s)["damage"] if i["from"] == "n-yari"}
    assert back["s-front"]["damage"] >= 1 and back["s-flank"]["damage"] == 0
    assert "two directions" in back["s-flank"]["why"]


def test_E12_flank_fighting_by_unit_size() -> None:
    cases = [
        (4, [("s-r", "A33", "S")], {"s-r": "full"}),  # one rear attacker on a one-rank unit: full
        (12, [("s-l", "A22", "E")], {"s-l": "minus"}),
        (13, [("s-l", "A22", "E")], {"s-l": "full"}),
        (6, [("s-r", "A33", "S")], {"s-r": "minus"}),
    ]
    for figures, attackers, expected in cases:
        south = [(ident, "yari_ashigaru", 4, c, f) for ident, c, f in attackers]
        s = fight(
            [("n-x", "yari_ashigaru", figures, "A23", "S")],
            south,
            orders_south={ident: ("A", "none") for ident, _, _ in attackers},
            dice=[1] * (2 * len(attackers)),
        )
        for i in melee(s)["damage"]:
            if i["from"] == "n-x":
                minus = ["fighting in two directions", -1, "L224, L537-L538"] in i["modifiers"]
                assert ("minus" if minus else "full") == expected[i["to"]], (figures, i)


def test_T46_hills_attacking_up_minus_2_and_worst_of_2_from_above_plus_1() -> None:
    hill = field(terrain=[("hill", "hill", ["A22"])])
    s = fight(
        [("n-yari", "yari_samurai", 4, "A22", "S")],
        [("s-yari", "yari_samurai", 4, "A12", "N")],
        orders_south={"s-yari": ("A", "none")},
        dice=[3, 1, 1],
        bf=hill,
    )
    d = melee(s)
    att = d["damage"][0]
    assert att["kept"] == "worst" and att["dice"] == [3, 1] and att["damage"] == 1
    assert ["attacking onto a hill", -2, "L720"] in d["attacker_mods"][str(unit(s, "s-yari").idx)]
    s2 = fight(
        [("n-yari", "yari_samurai", 4, "A22", "S")],
        [("s-yari", "yari_samurai", 4, "A12", "N")],
        orders_north={"n-yari": ("A", "none")},
        dice=[1, 1],
        bf=hill,
    )
    assert ["attacking from a hill", 1, "L721"] in melee(s2)["attacker_mods"][str(unit(s2, "n-yari").idx)]


def test_T48_village_defender_plus_1_steadfastness_and_shooting_worst_of_2() -> None:
    village = field(terrain=[("v", "village", ["A22"])])
    s = fight(
        [("n-yari", "yari_samurai", 4, "A22", "S")],
        [("s-yari", "yari_samurai", 4, "A12", "N")],
        orders_south={"s-yari": ("A", "none")},
        dice=[1, 1],
        bf=village,
    )
    assert ["attacked in a village", 1, "L747"] in next(iter(melee(s)["other_mods"].values()))
    s2 = fight(
        [("n-yari", "yari_samurai", 4, "A22", "S")],
        [("s-yumi", "yumi_samurai", 4, "A12", "N")],
        dice=[3, 1],
        bf=village,
    )
    shot = event_data(s2, "shot")[0]
    assert shot["kept"] == "worst" and shot["dice"] == [3, 1]


def test_T49_rice_field_minus_1_impetus_and_infantry_starting_there_only_waits_or_shoots() -> None:
    rice = field(terrain=[("r", "rice", ["A22", "A12"])])
    b0, lib0 = battle([("n-yari", "yari_samurai", 4, "A22", "S")], [("s-yari", "yari_samurai", 4, "A13", "N")], bf=rice)
    s = new_state(b0, lib0)
    act(s, "stake low", "stake low")
    act(s, "done leaders", "select n-yari")
    assert sorted(legal(s)) == ["order W", "order none"]  # phase 1 (L742)
    act(s, "order W")
    assert "order A" in legal(s)  # phase 2: any order
    b, lib = battle(
        [("n-yari", "yari_samurai", 4, "A22", "S")],
        [("s-yari", "yari_samurai", 4, "A12", "N")],
        bf=field(terrain=[("r", "rice", ["A22"])]),
    )
    s2 = new_state(b, lib)
    turn(s2, {}, {"s-yari": ("A", "none")}, dice=[1, 1])
    assert ["attacking into a rice field", -1, "L740"] in melee(s2)["attacker_mods"][str(unit(s2, "s-yari").idx)]


def test_T50_fences_only_in_phase_1_minus_2_and_retreat_across_scatters_or_destroys() -> None:
    fence = field(fences=["A22:S"])
    s = fight(
        [("n-yari", "yari_samurai", 4, "A22", "S")],
        [("s-yari", "yari_samurai", 4, "A12", "N")],
        orders_south={"s-yari": ("A", "none")},
        dice=[1, 1],
        bf=fence,
    )
    assert ["attacking across a fence", -2, "L216"] in melee(s)["attacker_mods"][str(unit(s, "s-yari").idx)]
    s2 = fight(
        [("n-x", "yari_samurai", 4, "A24", "S")],
        [("s-yari", "yari_samurai", 4, "A13", "N")],
        orders_south={"s-yari": ("none", "A")},
        dice=[],
        bf=field(fences=["A13:N"]),
    )
    assert cell(s2, "s-yari") == "A13" and any("only in phase 1" in e for e in events(s2, "order_cancelled"))
    # pushed back across a fence: scattered; with an enemy of 4+ figures behind it: destroyed
    for behind, outcome in ((None, "reserve"), ("s-back", "out")):
        south = [("s-front", "sohei", 16, "A12", "N")]
        if behind:
            south.append((behind, "yari_ashigaru", 4, "A32", "N"))
        s3 = fight(
            [("n-yari", "yari_ashigaru", 4, "A22", "S")],
            south,
            orders_south={"s-front": ("A", "none")},
            dice=[1, 1],
            bf=field(fences=["A22:N"]),
            stats={"n-yari": {"steadfastness": 9}},
            instructions={},
        )
        assert unit(s3, "n-yari").status == outcome


def test_T52_hold_and_advance_at_any_cost() -> None:
    s = fight(
        [("n-yari", "yari_samurai", 8, "A22", "S")],
        [("s-sohei", "sohei", 8, "A12", "N")],
        orders_south={"s-sohei": ("A", "none")},
        dice=[3, 1, 6],
        leaders=[("n-warlord", "warlord", "n-yari", [])],
        instructions={"n-yari": ["hold_at_any_cost"]},
    )
    d = melee(s)
    assert ["Hold at any cost!", 2, "L435"] in next(iter(d["other_mods"].values()))
    lost = 8 - unit(s, "n-yari").figures
    assert any("pays 1 more figure" in e for e in events(s, "hold_at_any_cost"))
    assert lost == next(i["damage"] for i in d["damage"] if i["to"] == "n-yari") + 1
    s2 = fight(
        [("n-sohei", "sohei", 8, "A22", "S")],
        [("s-yari", "yari_samurai", 8, "A12", "N")],
        orders_south={"s-yari": ("A", "none")},
        dice=[1, 3, 6],
        leaders=[("s-warlord", "warlord", "s-yari", [])],
        instructions={"s-yari": ["advance_at_any_cost"]},
    )
    d2 = melee(s2)
    assert ["Advance at any cost!", 2, "L438"] in d2["attacker_mods"][str(unit(s2, "s-yari").idx)]
    taken = next(i["damage"] for i in d2["damage"] if i["to"] == "s-yari")
    assert unit(s2, "s-yari").figures == 8 - taken - 1  # the extra figure is not counted (L438)
    assert d2["totals"][1] == taken + 3 + 1 + 2  # damage, Steadfastness 3, Formation, Fearsome


def test_T65_tiger_banner_minus_2_to_enemies_and_carried_over_when_idle() -> None:
    b, lib = battle(
        [("n-yari", "yari_samurai", 8, "A22", "S")],
        [("s-yari", "yari_samurai", 8, "A12", "N")],
        banners={"tiger": "n-yari"},
    )
    s = new_state(b, lib)
    turn(s, {}, {"s-yari": ("A", "none")}, dice=[1, 1], extra_north=["raise n-yari"])
    d = melee(s)
    assert ["enemy's Tiger banner", -2, "L368"] in d["attacker_mods"][str(unit(s, "s-yari").idx)]
    assert not unit(s, "n-yari").tiger  # it fought: the fury ends with the turn
    b2, lib2 = battle(
        [("n-yari", "yari_samurai", 4, "A22", "S")],
        [("s-yari", "yari_samurai", 4, "C31", "N")],
        banners={"tiger": "n-yari"},
    )
    s2 = new_state(b2, lib2)
    turn(s2, {}, {}, dice=[], extra_north=["raise n-yari"])
    assert unit(s2, "n-yari").tiger  # no fight, no flight: it carries over (L368)


def test_T66_crab_banner_turns_rout_into_retreat_and_ignores_retreat() -> None:
    for dice, stead, result in (([3, 1], 1, "retreat"), ([1, 1], 4, "ignored")):
        b, lib = battle(
            [("n-yari", "yari_ashigaru", 12, "A22", "S")],
            [("s-sohei", "sohei", 16, "A12", "N")],
            banners={"crab": "n-yari"},
            stats={"n-yari": {"steadfastness": stead}},
        )
        s = new_state(b, lib)
        turn(s, {}, {"s-sohei": ("A", "none")}, dice=dice, extra_north=["raise n-yari"])
        u = unit(s, "n-yari")
        crab = events(s, "crab")
        if result == "retreat":
            assert "turns the rout into a retreat" in crab[0] and not u.fleeing and cell(s, "n-yari") == "A32"
            assert not u.crab
        else:
            assert "ignores the retreat" in crab[0] and cell(s, "n-yari") == "A22" and u.crab


def test_E1_spear_wall_against_light_cavalry() -> None:
    s = fight(
        [("n-yari", "yari_samurai", 16, "A22", "S"), ("n-friend", "yari_ashigaru", 8, "A21", "S")],
        [("s-kihei", "kihei", 16, "A12", "N")],
        orders_south={"s-kihei": ("A", "none")},
        dice=[3, 1],
    )
    d = melee(s)
    assert mods_of(d, "s-kihei").get("Cavalry charge") is None
    assert d["totals"][0] == 2 + 2  # d3-1 = 2, Impetus 2: cavalry has no Formation
    assert d["totals"][1] == 1 + 2 + 3 + 1  # d3, Steadfastness 2 + Formation 3 + Backbone 1
    assert cell(s, "s-kihei") == "A12"


def test_E2_hatamoto_flank_charge_routs_yumi_ashigaru() -> None:
    s = fight(
        [("n-yumi", "yumi_ashigaru", 16, "A22", "S")],
        [("s-hata", "hatamoto", 16, "A21", "E")],
        orders_south={"s-hata": ("A", "none")},
        dice=[1, 3],
    )
    d = melee(s)
    dealt = {(i["from"], i["to"]): i["damage"] for i in d["damage"]}
    assert dealt[("s-hata", "n-yumi")] == 1 + 2 + 1
    assert d["totals"][0] == 4 + 2 + 2  # Impetus 2 + heavy attack 2
    assert any("n-yumi routs" in e for e in events(s, "rout"))


def test_E5_equal_spearmen_meeting_never_rout() -> None:
    for dice in ([1, 3], [3, 1], [2, 2]):
        s = fight(
            [("n-yari", "yari_samurai", 16, "A22", "S")],
            [("s-yari", "yari_samurai", 16, "A12", "N")],
            orders_north={"n-yari": ("A", "none")},
            orders_south={"s-yari": ("A", "none")},
            dice=dice,
        )
        x_total, y_total = melee(s)["totals"]
        assert 6 <= x_total <= 8 and 6 <= y_total <= 8
        assert not any(e for e in events(s, "rout"))


def lone_spearman_meets_arquebusiers(rules: dict[str, Any] | None = None) -> Any:
    """One samurai spearman outscores a full unit of arquebusiers in a meeting engagement (their
    damage beyond its one figure does not count, L519) and is destroyed in it."""
    s = fight(
        [("n-yari", "yari_samurai", 1, "A22", "S")],
        [("s-teppo", "teppo_ashigaru", 16, "A12", "N")],
        orders_north={"n-yari": ("A", "none")},
        orders_south={"s-teppo": ("A", "none")},
        dice=[3, 3] * 4,
        rules=rules,
    )
    d = melee(s)
    assert d["fight"] == "mutual" and d["totals"][0] > d["totals"][1]
    assert not unit(s, "n-yari").on_field
    return s


def test_L550_a_meeting_engagement_lost_by_a_unit_that_destroyed_every_opponent_leaves_it_in_place() -> None:
    # the ashigaru lose the meeting engagement (L548) but have killed the only winner, so they
    # neither retreat nor flee (L550) and nobody is left to take their cell
    s = lone_spearman_meets_arquebusiers()
    assert cell(s, "s-teppo") == "A12" and not unit(s, "s-teppo").fleeing
    assert not events(s, "rout") and not events(s, "retreat") and not events(s, "occupy")
    assert any("destroyed every opponent" in e for e in events(s, "melee_result"))


def test_L548_with_the_option_losers_give_way_the_beaten_unit_falls_back_though_its_opponent_is_gone() -> None:
    # under meeting_winners_destroyed=losers_give_way L550 is read for defenders only, so the lower
    # total gives way by the difference (L548), and nobody takes its cell
    s = lone_spearman_meets_arquebusiers({"meeting_winners_destroyed": "losers_give_way"})
    gave_way = events(s, "retreat") or events(s, "rout")
    assert gave_way and (cell(s, "s-teppo") != "A12" or unit(s, "s-teppo").fleeing)
    assert not events(s, "occupy")
    assert not any("destroyed every opponent" in e for e in events(s, "melee_result"))
