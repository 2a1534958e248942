"""Medics (rules/002 §4.8, "Using medics" p.12, §8 E9-E16)."""

from __future__ import annotations

from engine.content.library import bundled_library
from engine.core.hexgrid import Hex
from engine.games.neuroshima.actions import UseGrenade
from engine.games.neuroshima.instants import resolve_air_strike, resolve_sniper
from engine.games.neuroshima.models.rules import Rules
from engine.games.neuroshima.scenario import state_from_position
from tests.engine.neuroshima.helpers import (
    Scripted,
    at,
    battle,
    h,
    of_kind,
    position,
    position_model,
    removed,
    rules,
)


def test_fact_33_a_medic_hit_in_the_same_phase_as_its_tile_cannot_heal_it() -> None:
    pos = position(
        ["borgo", "moloch"],
        [
            ("0,0", "borgo_brawler", 1, 0),
            ("0,1", "borgo_medic", 1, 0),  # connected to the brawler
            ("-1,1", "moloch_hunter_killer", 2, 1),  # hits the brawler (NE) and the medic (SE) in phase 3
            ("2,-2", "borgo_hq", 1),
            ("-2,0", "moloch_hq", 2),
        ],
    )
    result = battle(pos)
    assert of_kind(result.events, "medic") == []
    gone = {(hx, why) for hx, why in ((d["hex"], d["reason"]) for d in of_kind(result.events, "removed"))}
    assert {("0,0", "destroyed"), ("0,1", "destroyed")} <= gone


MEDIC_TWO_ATTACKS = [
    ("0,0", "borgo_super_mutant", 1, 0),  # 2 hit points, armored only towards the north
    ("-1,1", "borgo_medic", 1, 1),  # connected to it
    ("1,0", "moloch_hornet", 2, 5),  # melee 2, phase 2
    ("0,2", "moloch_guard", 2, 0),  # ranged 1 from the south, phase 2
    ("2,-2", "borgo_hq", 1),
    ("-2,0", "moloch_hq", 2),
]


def test_fact_34_the_owner_picks_which_attack_the_medic_absorbs() -> None:
    pos = position(["borgo", "moloch"], MEDIC_TWO_ATTACKS)
    chooser = Scripted("heal -1,1 0,0 0,2")  # absorb the guard's shot, take the hornet's 2
    result = battle(pos, chooser=chooser)
    (decision,) = chooser.asked
    assert decision.player == 0 and decision.kind == "medic"
    assert sorted(str(o) for o in decision.options) == ["heal -1,1 0,0 0,2", "heal -1,1 0,0 1,0"]
    assert at(result.position, "0,0") is None
    assert (2, "-1,1", "borgo_medic") in removed(result.events)

    result = battle(pos, chooser=Scripted("heal -1,1 0,0 1,0"))  # absorb the hornet's 2 instead
    assert at(result.position, "0,0") == ("borgo_super_mutant", 1, 1)
    assert at(result.position, "-1,1") is None


def test_the_default_choice_absorbs_the_biggest_attack() -> None:
    result = battle(position(["borgo", "moloch"], MEDIC_TWO_ATTACKS))
    (used,) = of_kind(result.events, "medic")
    assert (used["source"]["hex"], used["absorbed"]) == ("1,0", 2)


def test_a_medic_connected_to_two_damaged_tiles_heals_the_one_its_owner_picks() -> None:
    pos = position(
        ["borgo", "moloch"],
        [
            ("0,0", "borgo_mutant", 1, 0),
            ("1,0", "borgo_mutant", 1, 2),
            ("0,1", "borgo_medic", 1, 0),  # connected to both mutants
            ("1,-1", "moloch_armored_hunter", 2, 0),  # melee all around: hits both mutants in phase 2
            ("-2,0", "borgo_hq", 1),
            ("0,-2", "moloch_hq", 2),
        ],
    )
    chooser = Scripted("heal 0,1 1,0 1,-1")
    result = battle(pos, chooser=chooser)
    assert len(chooser.asked[0].options) == 2
    assert at(result.position, "1,0") == ("borgo_mutant", 1, 0)
    assert at(result.position, "0,0") is None


def test_a_tile_connected_to_two_medics_lets_its_owner_pick_the_medic() -> None:
    pos = position(
        ["moloch", "borgo"],
        [
            ("0,0", "moloch_hornet", 1, 0),
            ("0,1", "moloch_medic", 1, 0),
            ("1,0", "moloch_medic", 1, 5),
            ("0,-1", "borgo_claws", 2, 3),  # hits the hornet in phase 3
            ("-2,2", "moloch_hq", 1),
            ("2,-2", "borgo_hq", 2),
        ],
    )
    chooser = Scripted("heal 1,0 0,0 0,-1")
    result = battle(pos, chooser=chooser)
    assert sorted(str(o) for o in chooser.asked[0].options) == ["heal 0,1 0,0 0,-1", "heal 1,0 0,0 0,-1"]
    assert at(result.position, "0,0") is not None
    assert at(result.position, "1,0") is None and at(result.position, "0,1") is not None


def test_mutually_connected_medics_let_their_owner_pick_which_one_goes() -> None:
    pos = position(
        ["moloch", "borgo"],
        [
            ("0,0", "moloch_hornet", 1, 0),
            ("0,1", "moloch_medic", 1, 0),  # connected to the hornet and to the other medic
            ("1,1", "moloch_medic", 1, 1),  # connected back to the first medic
            ("0,-1", "borgo_claws", 2, 3),
            ("-2,2", "moloch_hq", 1),
            ("2,-2", "borgo_hq", 2),
        ],
    )
    chooser = Scripted("absorb 1,1")
    result = battle(pos, chooser=chooser)
    assert [d.kind for d in chooser.asked] == ["absorb"]
    assert sorted(str(o) for o in chooser.asked[0].options) == ["absorb 0,1", "absorb 1,1"]
    assert at(result.position, "0,0") is not None
    assert at(result.position, "0,1") is not None and at(result.position, "1,1") is None


def test_sniper_and_air_strike_damage_is_absorbed_by_a_medic() -> None:
    tiles = [
        ("0,-1", "outpost_commando", 2, 0),
        ("0,-2", "outpost_medic", 2, 3),  # connected to the commando, outside the blast
        ("2,0", "moloch_hq", 1),
        ("-2,2", "outpost_hq", 2),
    ]
    pos = position(["moloch", "outpost"], tiles)
    after, events = resolve_air_strike(pos, Rules(), 0, h(pos, "0,0"))
    assert at(after, "0,-1") == ("outpost_commando", 2, 0)
    assert at(after, "0,-2") is None
    assert [d["target"]["hex"] for d in of_kind(events, "medic")] == ["0,-1"]

    pos = position(["hegemony", "outpost"], [("2,0", "hegemony_hq", 1), *tiles[:2], tiles[3]])
    after, _ = resolve_sniper(pos, Rules(), 0, h(pos, "0,-1"))
    assert at(after, "0,-1") == ("outpost_commando", 2, 0)
    assert at(after, "0,-2") is None


def test_a_medic_does_not_absorb_damage_from_its_own_side() -> None:
    pos = position(
        ["moloch", "borgo"],
        [
            ("0,-1", "moloch_hornet", 1, 0),
            ("0,-2", "moloch_medic", 1, 3),  # connected to the hornet, outside the blast
            ("2,0", "moloch_hq", 1),
            ("-2,2", "borgo_hq", 2),
        ],
    )
    after, events = resolve_air_strike(pos, Rules(), 0, h(pos, "0,0"))
    assert of_kind(events, "medic") == []
    assert at(after, "0,-1") is None
    assert at(after, "0,-2") is not None


def test_fact_27_a_grenade_on_a_tile_with_a_medic_is_absorbed_and_the_medic_discarded() -> None:
    model = position_model(
        ["borgo", "outpost"],
        [
            ("0,0", "borgo_hq", 1),
            ("0,-1", "outpost_commando", 2, 3),
            ("0,-2", "outpost_medic", 2, 3),  # connected to the commando
            ("2,0", "outpost_hq", 2),
        ],
    )
    model.players[0].hand = ["borgo_grenade"]
    state = state_from_position(model, library=bundled_library())
    state.apply(UseGrenade("borgo_grenade", Hex(0, -1)))
    assert at(state.pos, "0,-1") == ("outpost_commando", 2, 0)
    assert at(state.pos, "0,-2") is None
    medic = state.cfg.catalog.by_id["outpost_medic"]
    assert medic in state.discards[1]


def test_netted_medics_protect_only_by_rule_option() -> None:
    tiles = [
        ("0,-1", "outpost_commando", 2, 0),
        ("0,-2", "outpost_medic", 2, 3),
        ("-1,-1", "hegemony_net_fighter", 1, 1),  # nets the medic (north-east of it)
        ("2,0", "hegemony_hq", 1),
        ("-2,2", "outpost_hq", 2),
    ]
    pos = position(["hegemony", "outpost"], tiles)
    after, _ = resolve_sniper(pos, Rules(), 0, h(pos, "0,-1"))
    assert at(after, "0,-1") is None  # default: a netted medic gives nothing
    after, _ = resolve_sniper(pos, rules(netted_medic_protects=True), 0, h(pos, "0,-1"))
    assert at(after, "0,-1") == ("outpost_commando", 2, 0)
