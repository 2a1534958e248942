"""Battle facts of the rulebook digest (rules/002 §10), one test per fact, arranged on the board.

Directions: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW; a tile's rotation is where its front faces.
"""

from __future__ import annotations

from tests.engine.neuroshima.helpers import (
    Scripted,
    at,
    attacks_by,
    battle,
    of_kind,
    phases_of,
    position,
    removed,
)


def test_fact_12_hq_hits_every_adjacent_enemy_for_1_at_phase_0() -> None:
    pos = position(
        ["moloch", "borgo"],
        [
            ("0,0", "moloch_hq", 1),
            ("0,-1", "borgo_mutant", 2, 0),  # faces away from the HQ
            ("1,0", "borgo_mutant", 2, 2),
            ("0,2", "borgo_hq", 2),
        ],
    )
    result = battle(pos)
    hq_hits = attacks_by(result.events, "0,0")
    assert sorted((d["target"]["hex"], d["phase"], d["kind"], d["damage"]) for d in hq_hits) == [
        ("0,-1", 0, "melee", 1),
        ("1,0", 0, "melee", 1),
    ]
    assert at(result.position, "0,-1") is None and at(result.position, "1,0") is None
    assert result.position.hq_hp == [20, 20]


def test_fact_13_hq_with_a_melee_officer_never_harms_the_enemy_hq() -> None:
    pos = position(
        ["hegemony", "borgo"],
        [
            ("0,0", "hegemony_hq", 1),
            ("0,1", "hegemony_officer_2", 1, 0),  # connects north to the HQ
            ("0,-1", "borgo_hq", 2),
            ("1,-1", "borgo_mutant", 2, 0),
        ],
    )
    result = battle(pos)
    assert result.position.hq_hp == [20, 20]
    assert sorted(d["target"]["hex"] for d in of_kind(result.events, "hq_immune")) == ["0,-1", "0,0"]
    # the officer's bonus does work on the HQ's attack against a unit
    (hit,) = [d for d in attacks_by(result.events, "0,0") if d["target"]["hex"] == "1,-1"]
    assert hit["strength"] == 2
    assert [m["source"]["tile"] for m in hit["modifiers"]] == ["hegemony_officer_2"]


def test_fact_14_two_initiative_3_units_shooting_each_other_both_die() -> None:
    pos = position(
        ["moloch", "borgo"],
        [
            ("0,-1", "moloch_hybrid", 1, 3),
            ("0,1", "borgo_assassin", 2, 0),
            ("2,-2", "moloch_hq", 1),
            ("-2,2", "borgo_hq", 2),
        ],
    )
    result = battle(pos)
    assert sorted(removed(result.events)) == [(3, "0,-1", "moloch_hybrid"), (3, "0,1", "borgo_assassin")]


def test_fact_15_a_module_destroyed_in_a_phase_still_gives_its_bonus_in_that_phase() -> None:
    pos = position(
        ["borgo", "moloch"],
        [
            ("0,0", "borgo_brawler", 1, 0),  # melee 2 north, initiative 2
            ("0,1", "borgo_officer", 1, 0),  # +1 melee to the brawler
            ("0,-1", "moloch_blocker", 2, 3),  # 3 hit points; armor does not stop melee
            ("0,2", "moloch_hornet", 2, 0),  # kills the officer in phase 2
            ("2,-2", "borgo_hq", 1),
            ("-2,0", "moloch_hq", 2),
        ],
    )
    result = battle(pos)
    (hit,) = attacks_by(result.events, "0,0")
    assert (hit["phase"], hit["strength"], hit["damage"]) == (2, 3, 3)
    assert (2, "0,1", "borgo_officer") in removed(result.events)
    assert (2, "0,-1", "moloch_blocker") in removed(result.events)


def test_fact_16_a_shot_passes_friendly_tiles_and_stops_at_the_first_enemy() -> None:
    pos = position(
        ["outpost", "moloch"],
        [
            ("0,2", "outpost_commando", 1, 0),  # shoots north
            ("0,1", "outpost_runner", 1, 3),  # friendly, in the line of fire
            ("0,0", "moloch_hybrid", 2, 1),  # the first enemy on the line
            ("0,-2", "moloch_hq", 2),  # further along the line
            ("2,0", "outpost_hq", 1),
        ],
    )
    result = battle(pos)
    (shot,) = attacks_by(result.events, "0,2")
    assert shot["target"]["hex"] == "0,0" and shot["phase"] == 3
    assert at(result.position, "0,0") is None
    assert at(result.position, "0,1") == ("outpost_runner", 1, 0)
    assert result.position.hq_hp[1] == 20


ARMOR_HQS = [("-2,2", "moloch_hq", 1), ("2,0", "borgo_hq", 2)]


def test_fact_17_strength_1_shot_into_an_armored_side_does_nothing() -> None:
    pos = position(
        ["moloch", "borgo"],
        [("0,-1", "moloch_blocker", 1, 3), ("0,1", "borgo_assassin", 2, 0), *ARMOR_HQS],
    )
    result = battle(pos)
    (shot,) = attacks_by(result.events, "0,1")
    assert (shot["armor"], shot["damage"]) == (1, 0)
    assert at(result.position, "0,-1") == ("moloch_blocker", 1, 0)


def test_fact_18_strength_2_shot_from_the_next_hex_into_armor_still_counts_as_ranged() -> None:
    pos = position(
        ["moloch", "outpost"],
        [
            ("0,-1", "moloch_blocker", 1, 3),
            ("0,0", "outpost_annihilator", 2, 0),
            ("-2,2", "moloch_hq", 1),
            ("2,0", "outpost_hq", 2),
        ],
    )
    result = battle(pos)
    (shot,) = attacks_by(result.events, "0,0")
    assert (shot["kind"], shot["strength"], shot["armor"], shot["damage"]) == ("ranged", 2, 1, 1)
    assert at(result.position, "0,-1") == ("moloch_blocker", 1, 1)


def test_fact_19_armor_does_not_stop_melee() -> None:
    pos = position(
        ["moloch", "borgo"],
        [("0,-1", "moloch_blocker", 1, 3), ("0,0", "borgo_mutant", 2, 0), *ARMOR_HQS],
    )
    result = battle(pos)
    (hit,) = [d for d in attacks_by(result.events, "0,0") if d["target"]["hex"] == "0,-1"]
    assert (hit["armor"], hit["damage"]) == (0, 1)
    assert at(result.position, "0,-1") == ("moloch_blocker", 1, 1)


def test_fact_20_a_shot_into_an_unarmored_side_of_an_armored_tile_hits_in_full() -> None:
    pos = position(
        ["moloch", "outpost"],
        [
            ("0,-1", "moloch_blocker", 1, 0),
            ("0,0", "outpost_annihilator", 2, 0),
            ("-2,2", "moloch_hq", 1),
            ("2,0", "outpost_hq", 2),
        ],
    )
    result = battle(pos)
    (shot,) = attacks_by(result.events, "0,0")
    assert (shot["armor"], shot["damage"]) == (0, 2)
    assert at(result.position, "0,-1") == ("moloch_blocker", 1, 2)


def test_fact_35_situation_1_no_second_attack_after_the_initiative_module_dies() -> None:
    pos = position(
        ["borgo", "moloch"],
        [
            ("0,0", "borgo_brawler", 1, 0),  # initiative 2, melee 2 north
            ("0,1", "borgo_scout", 1, 0),  # +1 initiative to the brawler: it acts in phase 3
            ("0,-1", "moloch_blocker", 2, 0),  # 3 hit points: a second hit would destroy it
            ("0,2", "moloch_hunter_killer", 2, 0),  # kills the scout in phase 3
            ("2,-2", "borgo_hq", 1),
            ("-2,0", "moloch_hq", 2),
        ],
    )
    result = battle(pos)
    assert phases_of(result.events, "0,0") == [3]
    assert (3, "0,1", "borgo_scout") in removed(result.events)
    assert at(result.position, "0,-1") == ("moloch_blocker", 2, 2)


def test_fact_36_situation_2_a_sabotaged_unit_gets_no_attack_when_the_saboteur_dies() -> None:
    pos = position(
        ["borgo", "outpost"],
        [
            ("0,0", "borgo_claws", 1, 0),  # initiative 3, lowered to 2 by the saboteur
            ("1,0", "outpost_saboteur", 2, 0),
            ("-1,2", "borgo_assassin", 1, 1),  # shoots the saboteur in phase 3 from two hexes away
            ("0,-1", "outpost_hmg", 2, 0),  # what the claws would hit
            ("-2,0", "borgo_hq", 1),
            ("2,-2", "outpost_hq", 2),
        ],
    )
    result = battle(pos)
    assert (3, "1,0", "outpost_saboteur") in removed(result.events)
    assert phases_of(result.events, "0,0") == []
    assert at(result.position, "0,-1") == ("outpost_hmg", 2, 0)


def test_fact_37_situation_3_a_netted_initiative_module_freed_too_late_gives_no_attack() -> None:
    pos = position(
        ["borgo", "hegemony"],
        [
            ("0,0", "borgo_mutant", 1, 0),  # initiative 2
            ("0,1", "borgo_scout", 1, 0),  # +1 initiative, but netted
            ("0,2", "hegemony_net_fighter", 2, 0),  # nets the scout
            ("-2,2", "borgo_assassin", 1, 2),  # kills the net fighter in phase 3
            ("0,-1", "hegemony_runner", 2, 0),  # what the mutant would hit
            ("2,0", "borgo_hq", 1),
            ("-2,0", "hegemony_hq", 2),
        ],
    )
    result = battle(pos)
    assert (3, "0,2", "hegemony_net_fighter") in removed(result.events)
    assert phases_of(result.events, "0,0") == []
    assert at(result.position, "0,-1") == ("hegemony_runner", 2, 0)


def test_fact_38_initiative_below_zero_counts_as_zero() -> None:
    pos = position(
        ["moloch", "outpost"],
        [("0,0", "moloch_hq", 1), ("0,-1", "outpost_saboteur", 2, 0), ("2,0", "outpost_hq", 2)],
    )
    result = battle(pos)
    (hit,) = attacks_by(result.events, "0,0")
    assert (hit["phase"], hit["target"]["tile"]) == (0, "outpost_saboteur")
    assert at(result.position, "0,-1") is None


def test_fact_39_a_two_phase_tile_with_a_scout_attacks_in_phases_3_and_2() -> None:
    pos = position(
        ["moloch", "borgo"],
        [
            ("0,0", "moloch_stormtrooper", 1, 0),  # initiative 2 and 1, ranged 1 north
            ("0,1", "moloch_scout", 1, 0),
            ("0,-2", "borgo_hq", 2),
            ("2,0", "moloch_hq", 1),
        ],
    )
    result = battle(pos)
    assert phases_of(result.events, "0,0") == [3, 2]
    assert result.position.hq_hp[1] == 18


def test_fact_40_mother_module_gives_an_initiative_2_unit_an_attack_in_phase_1_too() -> None:
    pos = position(
        ["moloch", "borgo"],
        [
            ("0,-1", "moloch_hornet", 1, 0),  # melee 2 north into the Borgo HQ
            ("0,0", "moloch_mother_module", 1, 0),  # connects north to the hornet
            ("0,-2", "borgo_hq", 2),
            ("2,0", "moloch_hq", 1),
        ],
    )
    result = battle(pos)
    hits = attacks_by(result.events, "0,-1")
    assert [(d["phase"], d["extra"]) for d in hits] == [(2, False), (1, True)]
    assert result.position.hq_hp[1] == 16


def test_fact_41_an_extra_attack_after_phase_0_is_lost() -> None:
    pos = position(
        ["moloch", "borgo"],
        [
            ("0,0", "moloch_hq", 1),
            ("0,1", "moloch_mother_module", 1, 0),  # connects north to the HQ (initiative 0)
            ("0,-1", "borgo_super_mutant", 2, 0),  # 2 hit points
            ("2,0", "borgo_hq", 2),
        ],
    )
    result = battle(pos)
    assert phases_of(result.events, "0,0") == [0]
    assert at(result.position, "0,-1") == ("borgo_super_mutant", 2, 1)


def test_fact_42_an_initiative_module_does_not_act_through_another_module() -> None:
    pos = position(
        ["borgo", "moloch"],
        [
            ("0,0", "borgo_brawler", 1, 0),  # initiative 2
            ("0,1", "borgo_scout", 1, 0),  # connected to the brawler: +1
            ("0,2", "borgo_scout", 1, 0),  # connected only to the first scout
            ("0,-1", "moloch_blocker", 2, 0),
            ("2,-2", "borgo_hq", 1),
            ("-2,0", "moloch_hq", 2),
        ],
    )
    result = battle(pos)
    assert phases_of(result.events, "0,0") == [3]


def test_fact_43_two_melee_modules_add_up() -> None:
    pos = position(
        ["borgo", "moloch"],
        [
            ("0,0", "borgo_brawler", 1, 0),  # melee 2
            ("0,1", "borgo_officer", 1, 0),  # connects north
            ("1,0", "borgo_officer", 1, 5),  # connects north-west
            ("0,-1", "moloch_blocker", 2, 0),  # 3 hit points
            ("2,-2", "borgo_hq", 1),
            ("-2,0", "moloch_hq", 2),
        ],
    )
    result = battle(pos)
    (hit,) = attacks_by(result.events, "0,0")
    assert (hit["strength"], len(hit["modifiers"])) == (4, 2)
    assert at(result.position, "0,-1") is None


def test_fact_44_gauss_hits_every_enemy_on_the_line_armor_only_for_its_tile_and_no_bonus() -> None:
    pos = position(
        ["moloch", "hegemony"],
        [
            ("0,2", "moloch_gauss_cannon", 1, 0),  # beam north
            ("-1,2", "moloch_officer", 1, 1),  # +1 ranged connected to the cannon: ignored
            ("0,1", "hegemony_gladiator", 2, 3),  # armored side towards the cannon
            ("0,0", "hegemony_runner", 2, 0),
            ("0,-2", "hegemony_hq", 2),
            ("2,-2", "moloch_hq", 1),
        ],
    )
    result = battle(pos)
    beam = {d["target"]["hex"]: (d["strength"], d["armor"], d["damage"]) for d in attacks_by(result.events, "0,2")}
    assert beam == {"0,1": (1, 1, 0), "0,0": (1, 0, 1), "0,-2": (1, 0, 1)}
    assert at(result.position, "0,1") == ("hegemony_gladiator", 2, 0)
    assert at(result.position, "0,0") is None
    assert result.position.hq_hp[1] == 19


def test_fact_45_the_clown_explodes_on_everyone_around_it_and_is_gone() -> None:
    pos = position(
        ["moloch", "hegemony"],
        [
            ("0,0", "moloch_clown", 1, 0),
            ("0,1", "moloch_hq", 1),
            ("1,0", "moloch_blocker", 1, 0),
            ("-1,1", "moloch_medic", 1, 1),  # connected to the clown
            ("0,-1", "hegemony_gladiator", 2, 3),  # armored side towards the clown; acts in phase 1
            ("2,-2", "hegemony_hq", 2),
        ],
    )
    chooser = Scripted("explode 0,0 yes")
    result = battle(pos, chooser=chooser)
    assert [d.kind for d in chooser.asked] == ["explode"]
    (blast,) = of_kind(result.events, "explode")
    assert sorted(t["hex"] for t in blast["targets"]) == ["-1,1", "0,-1", "0,1", "1,0"]
    assert result.position.hq_hp == [19, 20]
    assert at(result.position, "1,0") == ("moloch_blocker", 1, 1)
    assert at(result.position, "0,-1") == ("hegemony_gladiator", 2, 1)
    assert at(result.position, "0,0") is None
    assert (2, "0,0", "moloch_clown") in removed(result.events)
    # the medic next to the clown is hit by the same blast and heals nothing
    assert of_kind(result.events, "medic") == []
    assert (2, "-1,1", "moloch_medic") in removed(result.events)


def test_fact_46_the_universal_soldier_deals_2_to_an_adjacent_enemy() -> None:
    pos = position(
        ["hegemony", "moloch"],
        [
            ("0,0", "hegemony_universal_soldier", 1, 0),
            ("0,-1", "moloch_protector", 2, 3),
            ("2,0", "hegemony_hq", 1),
            ("-2,2", "moloch_hq", 2),
        ],
    )
    result = battle(pos)
    kinds = sorted((d["kind"], d["damage"]) for d in attacks_by(result.events, "0,0"))
    assert kinds == [("melee", 1), ("ranged", 1)]
    assert (3, "0,-1", "moloch_protector") in removed(result.events)


def test_fact_47_borgo_hq_raises_adjacent_initiative_but_not_its_own() -> None:
    pos = position(
        ["borgo", "moloch"],
        [
            ("0,0", "borgo_hq", 1),
            ("0,-1", "borgo_brawler", 1, 0),  # initiative 2 -> 3
            ("0,-2", "moloch_blocker", 2, 0),
            ("1,0", "moloch_hybrid", 2, 2),
            ("-2,2", "moloch_hq", 2),
        ],
    )
    result = battle(pos)
    assert phases_of(result.events, "0,-1") == [3]
    assert phases_of(result.events, "0,0") == [0]


def test_fact_48_moloch_hq_gives_adjacent_shooters_plus_1_ranged() -> None:
    pos = position(
        ["moloch", "borgo"],
        [("0,0", "moloch_hq", 1), ("0,-1", "moloch_hybrid", 1, 0), ("0,-2", "borgo_hq", 2)],
    )
    result = battle(pos)
    (shot,) = attacks_by(result.events, "0,-1")
    assert shot["strength"] == 2 and shot["modifiers"][0]["source"]["tile"] == "moloch_hq"
    assert result.position.hq_hp[1] == 18


def test_fact_49_hegemony_hq_gives_adjacent_fighters_plus_1_melee() -> None:
    pos = position(
        ["hegemony", "borgo"],
        [("0,0", "hegemony_hq", 1), ("0,-1", "hegemony_runner", 1, 0), ("0,-2", "borgo_hq", 2)],
    )
    result = battle(pos)
    (hit,) = attacks_by(result.events, "0,-1")
    assert hit["strength"] == 2
    assert result.position.hq_hp[1] == 18


def test_fact_50_outpost_hq_gives_a_connected_unit_an_extra_attack_in_the_next_phase() -> None:
    pos = position(
        ["outpost", "moloch"],
        [("0,0", "outpost_hq", 1), ("0,-1", "outpost_brawler", 1, 0), ("0,-2", "moloch_hq", 2)],
    )
    result = battle(pos)
    assert [(d["phase"], d["extra"]) for d in attacks_by(result.events, "0,-1")] == [(3, False), (2, True)]
    assert result.position.hq_hp[1] == 16


def test_fact_57_a_commando_with_a_scout_acts_alone_in_phase_4() -> None:
    pos = position(
        ["outpost", "hegemony"],
        [
            ("0,0", "outpost_commando", 1, 0),
            ("0,1", "outpost_scout", 1, 0),
            ("0,-2", "hegemony_net_fighter", 2, 0),
            ("1,-1", "hegemony_ganger", 2, 3),
            ("2,0", "outpost_hq", 1),
            ("-2,2", "hegemony_hq", 2),
        ],
    )
    result = battle(pos)
    first = next(e for e in result.events if e.kind == "phase")
    assert first.data["phase"] == 4
    phase4 = [d for d in of_kind(result.events, "attack") if d["phase"] == 4]
    assert [(d["attacker"]["tile"], d["target"]["tile"]) for d in phase4] == [
        ("outpost_commando", "hegemony_net_fighter")
    ]
