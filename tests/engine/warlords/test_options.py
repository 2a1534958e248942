"""Both settings of every rule option that changes play (rules/003 §9; README "Rule options")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.warlords.combat import formation_lost, shooting_threshold
from engine.games.warlords.command import entry_cells
from engine.games.warlords.victory import claimants
from tests.engine.warlords.helpers import (
    act,
    battle,
    cell,
    event_data,
    field,
    legal,
    new_state,
    to_command,
    turn,
    unit,
)


def run(
    north: list[Any], south: list[Any], orders_north: Any = None, orders_south: Any = None, dice: Any = (), **kw: Any
):  # type: ignore[no-untyped-def]
    b, lib = battle(north, south, **kw)
    s = new_state(b, lib)
    turn(s, orders_north or {}, orders_south or {}, dice=list(dice))
    return s


def gm_default(s) -> str:  # type: ignore[no-untyped-def]
    d = s.pending_decision()
    assert d is not None
    act(s, f"gm {d.default}")
    return d.default


def damage(s, who: str, to: str | None = None) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    return next(i for i in event_data(s, "melee")[0]["damage"] if i["from"] == who and (to is None or i["to"] == to))


@pytest.mark.parametrize(("total", "bonus"), [(2, 1), (3, 2)])
def test_four_legs_light_total(total: int, bonus: int) -> None:
    b, lib = battle(
        [("n-kihei", "kihei", 8, "A22", "S")],
        [("s-kihei", "kihei", 8, "A12", "N")],
        rules={"four_legs_light_total": total},
        past={"n-kihei": {"fatigued": True}},
    )
    s = new_state(b, lib)
    turn(s, {}, {"s-kihei": ("A", "none")}, dice=[1, 1])
    assert gm_default(s) == str(total)
    assert ["Four legs: against tired cavalry", bonus, "L157, L170"] in damage(s, "s-kihei")["modifiers"]


@pytest.mark.parametrize(("on", "extra"), [(True, 1), (False, 0)])
def test_four_legs_vs_fleeing(on: bool, extra: int) -> None:
    s = run(
        [("n-flee", "yari_samurai", 10, "A22", "S", True), ("n-far", "yari_samurai", 8, "B46", "S")],
        [("s-kihei", "kihei", 8, "A12", "N")],
        orders_south={"s-kihei": ("A", "none")},
        dice=[1, 1],
        rules={"four_legs_vs_fleeing": on},
    )
    assert damage(s, "s-kihei")["damage"] == 2 + 2 + extra


@pytest.mark.parametrize("on", [True, False])
def test_warlord_bonus_from_adjacent_unit(on: bool) -> None:
    b, lib = battle(
        [("n-a", "yari_samurai", 8, "A22", "S"), ("n-b", "yari_samurai", 8, "A23", "S")],
        [("s-far", "yari_samurai", 8, "D31", "N")],
        leaders=[("n-warlord", "warlord", "n-a", [])],
        rules={"warlord_bonus_from_adjacent_unit": on},
    )
    s = new_state(b, lib)
    to_command(s)
    act(s, "lead n-warlord A23")
    assert gm_default(s) == ("yes" if on else "no")
    assert s.world().warlord_bonus(unit(s, "n-b")) == on


@pytest.mark.parametrize(("scale", "mod"), [("explicit_list", -1), ("melee_scheme", 0)])
def test_shooting_scale(scale: str, mod: int) -> None:
    s = run(
        [("n-yumi", "yumi_samurai", 4, "A22", "S")],
        [("s-hata", "hatamoto", 8, "A12", "S")],
        orders_north={"n-yumi": ("none", "L")},
        dice=[2],
        rules={"shooting_scale": scale},
    )
    assert event_data(s, "shot")[0]["modifiers"][0][1] == mod  # Skill 2 against Equipment 3


@pytest.mark.parametrize(("inclusive", "mod"), [(True, 2), (False, 1)])
def test_ratio_inclusive(inclusive: bool, mod: int) -> None:
    s = run(
        [("n-ash", "yumi_ashigaru", 8, "A22", "S")],
        [("s-yari", "yumi_samurai", 8, "A12", "N")],
        orders_south={"s-yari": ("A", "none")},
        dice=[1, 1],
        rules={"ratio_inclusive": inclusive},
        instructions={"n-ash": ["hold_fire"], "s-yari": ["hold_fire"]},
    )
    assert damage(s, "s-yari")["modifiers"][0][1] == mod  # 4 against 2: exactly double


@pytest.mark.parametrize(("setting", "minus"), [("vs_full_front", False), ("always", True)])
def test_small_unit_melee_damage(setting: str, minus: bool) -> None:
    s = run(
        [("n-yari", "yari_samurai", 3, "A22", "S")],
        [("s-yari", "yari_samurai", 3, "A12", "N")],
        orders_south={"s-yari": ("A", "none")},
        dice=[2, 2],
        rules={"small_unit_melee_damage": setting},
    )
    assert any(m[0].startswith("incomplete front") for m in damage(s, "s-yari")["modifiers"]) == minus


@pytest.mark.parametrize("on", [True, False])
def test_yumi_ashigaru_plunging_fire(on: bool) -> None:
    b, lib = battle(
        [("n-yumi", "yumi_ashigaru", 8, "A22", "S")],
        [("s-yari", "yari_samurai", 8, "A12", "S")],
        rules={"yumi_ashigaru_plunging_fire": on},
    )
    s = new_state(b, lib)
    turn(s, {"n-yumi": ("none", "L")}, {}, dice=[2, 3] if on else [2])
    assert gm_default(s) == ("yes" if on else "no")
    assert event_data(s, "shot")[0]["kept"] == ("best" if on else "single")


@pytest.mark.parametrize(("on", "threshold"), [(False, 1), (True, 2)])
def test_teppo_formation(on: bool, threshold: int) -> None:
    b, lib = battle(
        [("n-teppo", "teppo_ashigaru", 8, "A22", "S")], [("s1", "kihei", 4, "C31", "N")], rules={"teppo_formation": on}
    )
    s = new_state(b, lib)
    assert shooting_threshold(s.world(), unit(s, "n-teppo"), 1)[0] == threshold


@pytest.mark.parametrize("on", [True, False])
def test_sohei_formation_any_flank(on: bool) -> None:
    b, lib = battle(
        [("n-sohei", "sohei", 16, "A22", "S")],
        [("s-small", "yari_ashigaru", 3, "A21", "E")],
        rules={"sohei_formation_any_flank": on},
    )
    s = new_state(b, lib)
    assert formation_lost(s.world(), unit(s, "n-sohei"), [(unit(s, "s-small"), "flank")]) == on


def _to_attacker_deployment(s) -> None:  # type: ignore[no-untyped-def]
    while not (s.stages and s.stages[-1].kind == "deploy" and s.stages[-1].seat == 1):
        options = legal(s)
        pick = next(
            (o for o in options if o in ("forecast accept", "done fences", "done shields", "clear_day no")), None
        )
        act(s, pick or options[0])


@pytest.mark.parametrize("on", [True, False])
def test_attacker_places_shields(on: bool) -> None:
    b, lib = battle(
        [("n1", "yari_samurai", 8, None, None)],
        [("s1", "yari_samurai", 8, None, None)],
        start="pre_battle",
        rules={"attacker_places_shields": on},
    )
    s = new_state(b, lib)
    _to_attacker_deployment(s)
    act(s, legal(s)[0])  # the HQ
    act(s, legal(s)[0])  # the only unit
    assert any(o.startswith("shield ") for o in legal(s)) == on


@pytest.mark.parametrize(("setting", "facings"), [("toward_enemy", {"N"}), ("free", {"N", "E", "S", "W"})])
def test_initial_facing(setting: str, facings: set[str]) -> None:
    b, lib = battle(
        [("n1", "yari_samurai", 8, None, None)],
        [("s1", "yari_samurai", 8, None, None)],
        start="pre_battle",
        rules={"initial_facing": setting},
    )
    s = new_state(b, lib)
    _to_attacker_deployment(s)
    act(s, legal(s)[0])
    assert {o.split()[-1] for o in legal(s) if o.startswith("deploy")} == facings


@pytest.mark.parametrize(("value", "shown"), [(3, "Skill 2 vs Equipment 3"), (4, "Skill 2 vs Equipment 4")])
def test_hq_elite_equipment(value: int, shown: str) -> None:
    b, lib = battle(
        [("n-yumi", "yumi_samurai", 4, "A22", "S")],
        [("s-far", "yari_samurai", 8, "D31", "N")],
        hq=("A43", "A12"),
        rules={"hq_elite_equipment": value},
    )
    s = new_state(b, lib)
    turn(s, {"n-yumi": ("F:HQ:A12", "L")}, {}, dice=[1])
    assert gm_default(s) == str(value)
    assert event_data(s, "shot")[0]["modifiers"][0][0] == shown


@pytest.mark.parametrize(("setting", "where"), [("hq", "hq"), ("unit", "unit")])
def test_phoenix_banner_at(setting: str, where: str) -> None:
    b, lib = battle(
        [("n-bearer", "yari_samurai", 8, "A22", "S"), ("n-flee", "yari_samurai", 8, "A43", "S", True)],
        [("s-far", "yari_samurai", 8, "D31", "N")],
        banners={"phoenix": "n-bearer"},
        hq=("A42", "C33"),
        rules={"phoenix_banner_at": setting},
    )
    s = new_state(b, lib)
    to_command(s)
    act(s, "done leaders", "raise n-bearer")
    assert gm_default(s) == where
    assert unit(s, "n-flee").phoenix_free == (where == "hq")


@pytest.mark.parametrize(("setting", "withdraw"), [("fight_or_withdraw", True), ("accepted", False)])
def test_third_forecast(setting: str, withdraw: bool) -> None:
    b, lib = battle(
        [("n1", "yari_samurai", 8, None, None)],
        [("s1", "yari_samurai", 8, None, None)],
        start="pre_battle",
        rules={"third_forecast": setting},
    )
    b = b.model_copy(update={"weather": b.weather.model_copy(update={"mode": "roll"})})
    s = new_state(b, lib)
    act(s, "clear_day no", "clear_day no")
    while s.stages and s.stages[-1].kind == "fences":
        act(s, "done fences")
    act(s, "forecast wait", "forecast wait")
    if withdraw:
        assert legal(s) == ["forecast accept", "forecast withdraw"]
        act(s, "forecast withdraw")
        assert s.is_terminal() and s.b.winner == -1
    else:
        assert s.b.weather and s.stages[-1].kind == "deploy"


@pytest.mark.parametrize(("metric", "closer"), [("steps", "1"), ("chebyshev", "0")])
def test_claim_distance(metric: str, closer: str) -> None:
    from engine.games.warlords.execution import Pause

    # cz-b is empty; north stands 3 columns and 3 lines off its corner (steps 6, king moves 3),
    # south 5 lines straight below it (steps 5, king moves 5)
    b, lib = battle(
        [("n-diag", "yari_samurai", 8, "A6.5", "S")],
        [("s-line", "yari_samurai", 8, "D4.3", "N")],
        kind="meeting",
        rules={"claim_distance": metric},
    )
    s = new_state(b, lib)
    zone = next(z for z in s.board.control_zones if z.id == "cz-b")
    with pytest.raises(Pause) as caught:
        claimants(s.exec(), zone)
    assert caught.value.decision.default == closer


@pytest.mark.parametrize(("metric", "allowed"), [("chebyshev", False), ("steps", True)])
def test_reserve_enemy_distance(metric: str, allowed: bool) -> None:
    b, lib = battle(
        [("n1", "yari_samurai", 8, "A21", "S"), ("n-res", "yari_samurai", 8, None, None)],
        [("s-raid", "kihei", 8, "A5.5", "S")],
        hq=("A33", "C33"),
        rules={"reserve_enemy_distance": metric},
    )
    s = new_state(b, lib)
    cells = {s.board.label(c) for c in entry_cells(s.world(), 0)}
    assert ("A43" in cells) == allowed  # from the raiders at A5.5: king moves 2, orthogonal steps 3


@pytest.mark.parametrize(("setting", "kept"), [("cancel", "single"), ("worst", "worst"), ("best", "best")])
def test_combined_rerolls(setting: str, kept: str) -> None:
    hill = field(terrain=[("h", "hill", ["A22"]), ("v", "village", ["A12"])])
    b, lib = battle(
        [("n-yumi", "yumi_samurai", 4, "A22", "S")],
        [("s-yari", "yari_samurai", 8, "A12", "S")],
        bf=hill,
        rules={"combined_rerolls": setting},
    )
    s = new_state(b, lib)
    turn(s, {"n-yumi": ("none", "L")}, {}, dice=[2] if kept == "single" else [2, 3])
    assert gm_default(s) == setting
    assert event_data(s, "shot")[0]["kept"] == kept


@pytest.mark.parametrize(("setting", "wounds"), [("lowest", 1), ("each", 2)])
def test_destruction_dice(setting: str, wounds: int) -> None:
    b, lib = battle(
        [("n-yumi", "yumi_samurai", 16, "A22", "S")],
        [("s-ash", "yari_ashigaru", 3, "A12", "S"), ("s-far", "yari_samurai", 8, "D31", "N")],
        leaders=[("s-gen", "general", "s-ash", [])],
        rules={"destruction_dice": setting},
    )
    s = new_state(b, lib)
    # plunging fire: best of 2d3 = 2, +2: 4 damage to 3 figures, 1 beyond: 2 dice, 3 and 3
    turn(s, {"n-yumi": ("none", "L")}, {}, dice=[2, 1, 3, 3])
    from tests.engine.warlords.helpers import leader

    assert leader(s, "s-gen").wounds == wounds


@pytest.mark.parametrize(("setting", "penalty"), [("as_river", True), ("as_bridge", False)])
def test_ford_attack(setting: str, penalty: bool) -> None:
    ford = field(rivers=[["A22:S"]], crossings=[("A22:S", "ford")])
    s = run(
        [("n-yari", "yari_samurai", 8, "A22", "S"), ("n-far", "yari_samurai", 8, "B46", "S")],
        [("s-yari", "yari_samurai", 8, "A12", "N")],
        orders_south={"s-yari": ("A", "none")},
        dice=[1, 1],
        bf=ford,
        rules={"ford_attack": setting},
    )
    mods = event_data(s, "melee")[0]["attacker_mods"][str(unit(s, "s-yari").idx)]
    assert any(m[0] == "attacking across a river" for m in mods) == penalty


@pytest.mark.parametrize(("setting", "more"), [("any_once_each", True), ("one_per_service", False)])
def test_recon_adjustments(setting: str, more: bool) -> None:
    b, lib = battle(
        [("n1", "yari_samurai", 8, None, None), ("n2", "yumi_samurai", 8, None, None)],
        [("s1", "yari_samurai", 8, None, None)],
        shinobi=[("n-recon", "recon", "n")],
        start="pre_battle",
        rules={"recon_adjustments": setting},
    )
    s = new_state(b, lib)
    while not (s.stages and s.stages[-1].kind == "recon"):
        options = legal(s)
        act(
            s,
            next(
                (o for o in options if o in ("forecast accept", "done fences", "done shields", "clear_day no")),
                options[0],
            ),
        )
    act(s, legal(s)[0])
    act(s, next(o for o in legal(s) if o.startswith("adjust")))
    assert any(o.startswith("adjust") for o in legal(s)) == more


@pytest.mark.parametrize(("rule", "tired"), [("both_phases", False), ("three_cells", True)])
def test_fatigue_rule(rule: str, tired: bool) -> None:
    s = run(
        [("n-far", "yari_samurai", 8, "B46", "S")],
        [("s-kihei", "kihei", 8, "C31", "N")],
        orders_south={"s-kihei": ("A+A", "A")},
        rules={"fatigue_rule": rule},
    )
    assert cell(s, "s-kihei") == "A11" and unit(s, "s-kihei").fatigued == tired


@pytest.mark.parametrize(("setting", "ranks"), [("recount", 2), ("start_of_phase", 3)])
def test_ranks_after_shooting(setting: str, ranks: int) -> None:
    # 12 spearmen lose 4 to arquebuses (d3 3 + volley), then attack in the same phase
    s = run(
        [("n-teppo", "teppo_ashigaru", 8, "A21", "S"), ("n-x", "yari_samurai", 8, "A12", "W")],
        [("s-yari", "yari_samurai", 12, "A11", "E")],
        orders_north={"n-teppo": ("none", "L")},
        orders_south={"s-yari": ("A", "none")},
        dice=[3, 1, 1],
        rules={"ranks_after_shooting": setting},
    )
    mods = event_data(s, "melee")[0]["attacker_mods"][str(unit(s, "s-yari").idx)]
    assert [f"Formation: {ranks} ranks", ranks - 1, "L133"] in mods


@pytest.mark.parametrize(("scope", "minus"), [("fighting_front", True), ("attacked_front", False)])
def test_forest_of_spears_scope(scope: str, minus: bool) -> None:
    s = run(
        [("n-yumi", "yumi_samurai", 8, "A22", "S")],
        [("s-yari", "yari_samurai", 8, "A12", "N")],
        orders_south={"s-yari": ("A", "none")},
        dice=[1, 1],
        rules={"forest_of_spears_scope": scope},
        instructions={"n-yumi": ["hold_fire"]},
    )
    assert any(m[0] == "enemy's Forest of spears" for m in damage(s, "n-yumi")["modifiers"]) == minus


@pytest.mark.parametrize("on", [True, False])
def test_meeting_winner_occupies(on: bool) -> None:
    s = run(
        [("n-yari", "yari_samurai", 12, "A22", "S"), ("n-far", "yari_samurai", 8, "B46", "S")],
        [("s-yari", "yari_samurai", 16, "A12", "N")],
        orders_north={"n-yari": ("A", "none")},
        orders_south={"s-yari": ("A", "none")},
        dice=[1, 3],
        rules={"meeting_winner_occupies": on},
    )
    assert cell(s, "n-yari") == "A32"
    assert cell(s, "s-yari") == ("A22" if on else "A12")


@pytest.mark.parametrize("on", [True, False])
def test_initiative_about_face_is_regroup(on: bool) -> None:
    b, lib = battle(
        [("n-x", "yari_samurai", 8, "A22", "S")],
        [("s-rear", "yari_samurai", 8, "A32", "E")],
        rules={"initiative_about_face_is_regroup": on},
    )
    s = new_state(b, lib)
    turn(s, {"n-x": ("none", "L")}, {}, dice=[])
    gm_default(s)  # it turns about to face the enemy behind it
    assert unit(s, "n-x").facing == (0 if on else 3)  # as a regroup it skips its phase-2 turn


@pytest.mark.parametrize(("per", "lost"), [(1, 6), (2, 11)])
def test_rout_through_cavalry_per_figure(per: int, lost: int) -> None:
    s = run(
        [("n-ash", "yari_ashigaru", 16, "A22", "S"), ("n-far", "yari_samurai", 8, "B46", "S")],
        [("s-sohei", "sohei", 16, "A12", "N"), ("s-cav", "kihei", 6, "A32", "N")],
        orders_south={"s-sohei": ("A", "none")},
        dice=[3, 1],
        rules={"rout_through_cavalry_per_figure": per},
    )
    assert event_data(s, "flight_damage")[0]["lost"] == lost


@pytest.mark.parametrize(("setting", "relation"), [("below_low", "clear"), ("low", "slight")])
def test_high_failure_step(setting: str, relation: str) -> None:
    b, lib = battle(
        [("n-yari", "yari_samurai", 16, "A22", "S")],
        [("s-yari", "yari_samurai", 16, "A12", "N")],
        leaders=[("n-gen", "general", "n-yari", []), ("s-warlord", "warlord", "s-yari", [])],
        rules={"high_failure_step": setting},
    )
    s = new_state(b, lib)
    # duel on a 3; the warlord (high stake, hurricane) fails with 3+3 = 6, the general rolls 3+3
    # (normal): a failed high stake is a step below low, or counts as low
    turn(s, {}, {"s-yari": ("A", "none")}, dice=[3, 3, 3, 3, 3, 6, 1, 1])
    assert s.pending_decision() is not None and s.pending_decision().kind == "duel_tactic"  # type: ignore[union-attr]
    act(s, "duel hurricane")
    assert event_data(s, "duel")[0]["relation"] == relation


@pytest.mark.parametrize("orders", [1, 2])
def test_cunning_plan_orders(orders: int) -> None:
    b, lib = battle(
        [("n-yari", "yari_samurai", 8, "A22", "S")],
        [("s-far", "yari_samurai", 8, "D31", "N")],
        leaders=[("n-warlord", "warlord", "hq", ["cunning_plan"])],
        hq=("A43", "C33"),
        rules={"cunning_plan_orders": orders},
    )
    s = new_state(b, lib)
    act(s, "stake low", "stake low")
    assert gm_default(s) == str(orders)
