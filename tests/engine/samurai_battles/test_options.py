"""Every rule option for an ambiguity of the digest (§25): the default does what the digest
recommends, the alternative does what it says."""

from __future__ import annotations

from engine.games.samurai_battles.board import battlefield
from engine.games.samurai_battles.scenario import RuleOptions
from engine.games.samurai_battles.state import SBState

from .helpers import B, T, act, dice, give, has, hexof, legal, new_state, order, rolls, scenario, to_battle, unit


def test_defaults_are_the_digests_recommendations_unless_a_ruling_or_the_text_decides() -> None:
    o = RuleOptions()
    assert (o.sword_ignore_stacking, o.los_edge_rule, o.hill_los_exception) == (
        "cumulative",
        "aggregate",
        "firer_adjacent",
    )
    assert o.excess_flags == "retreat_all"  # the literal text of L1119-1121, not the digest's guess
    assert o.lone_leader_attacked == "always"  # the designer's ruling (reference units.yaml), not the digest's guess
    assert (o.ford_advance, o.flank_attack, o.chain_limit) == ("into_only", "per_flank", 0)
    assert (o.blocked_retreat_honor, o.dishonor_ties, o.challenge_tie, o.inspire_needs_order) == (
        "entered_only",
        "owner",
        "no_effect",
        False,
    )
    assert (o.surrender, o.general_unit_banner, o.first_strike_battle_back, o.stand_and_shoot_targets) == (
        "any_loss",
        True,
        False,
        "any",
    )
    assert (o.moved_archer_dice, o.escaped_leader_dishonor_origin, o.challenge_banner, o.lone_leader_flag_retreat) == (
        "base",
        "baseline_hex",
        False,
        "choose_1_to_3",
    )
    assert o.sword_ignore_battle_back and not o.lone_leader_sword_ignore
    assert o.no_pieces_left == "loses"


def test_a01_row_parity_127_or_126_playable_hexes() -> None:
    assert len(battlefield(12, 11, "even").full) == 127
    assert len(battlefield(12, 11, "odd").full) == 126
    s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")]))
    assert len(s.field.full) == 127


def test_a02_section_lines_thirds_share_short_row_hexes_alternative_long_row_hexes() -> None:
    f = battlefield()
    shared = {f.labels[i] for i in f.full if len(f.geo_sections[i]) == 2}
    assert shared == {f"{r},{dx}" for r in range(1, 11, 2) for dx in (8, 16)}
    g = battlefield(12, 11, "even", (3.5, 8.5))
    shared = {g.labels[i] for i in g.full if len(g.geo_sections[i]) == 2}
    assert shared == {f"{r},{dx}" for r in range(0, 11, 2) for dx in (7, 17)}


def test_a05_swords_ignore_rules_add_up_or_the_larger_applies() -> None:
    for stacking, hits in (("cumulative", 0), ("max", 1)):
        s = new_state(scenario([("b1", "AB", "6,9"), ("t1", "MSY", "5,10")], rules={"sword_ignore_stacking": stacking}))
        give(s, "shogun")
        dice(s, "● ⚔ ⚔ ⚔ ⚔")
        act(s, "card shogun", "order b1", "moves-done")
        dice(s, "⚔ ⚔ ⚔")  # 2 + 1 (Shogun): cavalry ignores 1 (infantry) + 2 (■ vs ●)
        act(s, "melee b1 t1")
        assert rolls(s)[-1]["hits"] == hits, stacking


def test_a06_battle_back_uses_the_swords_table_lone_leaders_do_not() -> None:
    for option, hits in ((True, 0), (False, 2)):
        s = new_state(scenario([("b1", "SN", "6,9"), ("t1", "AB", "5,10")], rules={"sword_ignore_battle_back": option}))
        to_battle(s, "order3_center", "b1")
        dice(s, "▲ ▲ ▲ ▲  ⚔ ⚔")
        act(s, "melee b1 t1", "battle-back")
        assert rolls(s)[-1]["hits"] == hits
    for option, alive in ((False, False), (True, True)):
        s = new_state(
            scenario(
                [("b1", "AY", "6,9"), ("t9", "AY", "1,2")],
                [("tM", "mounted", "5,10")],
                rules={"lone_leader_sword_ignore": option},
            )
        )
        to_battle(s, "order3_center", "b1")
        dice(s, "⚔ ■ ■")
        act(s, "melee b1 tM")
        assert (unit(s, "tM").hex >= 0) is alive


def _flags_against_square_foot(option: str | None, flags: int) -> SBState:
    """Cavalry b1 attacks ■ foot t1, which may ignore one flag (its rank, L1145-1146), rolling
    ``flags`` flags and no hit."""
    rules = {} if option is None else {"excess_flags": option}
    s = new_state(scenario([("b1", "MSY", "6,9"), ("t1", "SN", "5,10")], rules=rules, banners=9))
    to_battle(s, "order3_center", "b1")
    dice(s, " ".join(["⚑"] * flags + ["●"] * (4 - flags)))
    act(s, "melee b1 t1")
    return s


def _retreat_to_the_end(s: SBState) -> None:
    while legal(s) and all(a.startswith("retreat") for a in legal(s)):
        act(s, legal(s)[0])


def test_a07_more_flags_than_can_be_ignored_trigger_the_full_retreat_or_only_the_excess() -> None:
    # L1114-1118: as many flags as can be ignored: the owner chooses how many to take
    for option in (None, "retreat_all", "retreat_excess"):
        assert legal(_flags_against_square_foot(option, 1)) == ["ignore 0", "ignore 1"], option
    # L1119-1121 (default): two flags, one ignorable: "a full retreat", two hexes at 2 H&F each
    s = _flags_against_square_foot(None, 2)
    honor = s.honor[T]
    assert not has(s, "ignore 1") and legal(s) and all(a.startswith("retreat") for a in legal(s))
    _retreat_to_the_end(s)
    assert s.field.distance[s.field.parse("5,10")][unit(s, "t1").hex] == 2
    assert honor - s.honor[T] == 4
    # 'retreat_excess': the ignorable flag is ignored, the other one taken
    s = _flags_against_square_foot("retreat_excess", 2)
    honor = s.honor[T]
    assert legal(s) == ["ignore 0", "ignore 1"]
    act(s, "ignore 1")
    _retreat_to_the_end(s)
    assert s.field.distance[s.field.parse("5,10")][unit(s, "t1").hex] == 1
    assert honor - s.honor[T] == 2


def test_a10_ford_advance_into_it_always_after_entering_it_only_with_the_option() -> None:
    # L1796-1797: "momentum advance remains possible" with a ford: the winner may advance into it
    spare = [("b9", "AY", "9,2"), ("t9", "AY", "1,2")]
    for option in ("into_only", "after_entering"):
        s = new_state(
            scenario(
                [("b1", "AY", "6,9"), ("t1", "AB", "5,10"), *spare],
                terrain=[("5,10", "ford")],
                figures={"t1": 1},
                rules={"ford_advance": option},
            )
        )
        to_battle(s, "order3_center", "b1")
        dice(s, "● ■")  # into a ford: 2 dice
        act(s, "melee b1 t1")
        assert unit(s, "t1").hex < 0 and has(s, "advance"), option
    # L1241-1243: no advance for a unit that moved onto stopping terrain "(forest, ford, ...)"
    for option, can in (("into_only", False), ("after_entering", True)):
        s = new_state(
            scenario(
                [("b1", "AY", "7,10"), ("t1", "AB", "5,10"), *spare],
                terrain=[("6,9", "ford")],
                figures={"t1": 1},
                rules={"ford_advance": option},
            )
        )
        to_battle(s, "order3_center", "b1", moves=[("b1", "6,9")])
        dice(s, "● ■")
        act(s, "melee b1 t1")
        assert unit(s, "t1").hex < 0
        assert has(s, "advance") is can, option


def test_a11_flank_attack_two_per_flank_or_two_in_all() -> None:
    units = [("b1", "AY", "8,1"), ("b2", "AY", "8,3"), ("b3", "AY", "8,21"), ("b4", "AY", "8,23"), ("t1", "AY", "2,9")]
    for option, n in (("per_flank", 4), ("total", 2)):
        s = new_state(scenario(units, rules={"flank_attack": option}))
        order(s, "flank_attack", *["b1", "b2", "b3", "b4"][:n])
        assert sum(unit(s, f"b{i}").ordered for i in range(1, 5)) == n
        assert s.stack[0].step > 2, option  # no further order possible


def test_a12_chain_unlimited_or_capped() -> None:
    units = [(f"b{i}", "AY", f"8,{dx}") for i, dx in enumerate((3, 5, 7, 9, 11, 13), 1)] + [("t1", "AY", "2,9")]
    s = new_state(scenario(units))
    order(s, "chain", "b1", "b2", "b3", "b4", "b5", "b6")
    assert all(unit(s, f"b{i}").ordered for i in range(1, 7))
    assert max(len(v) for v in [legal(s)]) > 1 and all(
        s.field.distance[unit(s, "b1").hex][s.field.parse(a.split()[2])] == 1
        for a in legal(s)
        if a.startswith("move b1")
    )
    s = new_state(scenario(units, rules={"chain_limit": 2}))
    order(s, "chain", "b1", "b2")
    assert not unit(s, "b3").ordered and s.stack[0].step > 2


def _lone_leader_attacked(option: str | None, *, fire: bool = False) -> SBState:
    """b1 attacks the lone foot leader tL and rolls neither a sword nor a flag (L1093-1100)."""
    rules = {} if option is None else {"lone_leader_attacked": option}
    attacker, at = ("AA", "7,10") if fire else ("AY", "6,9")
    s = new_state(scenario([("b1", attacker, at), ("t9", "AY", "1,2")], [("tL", "foot", "5,10")], rules=rules))
    to_battle(s, "order3_center", "b1")
    dice(s, "■ ■" if fire else "■ ■ ■")
    act(s, f"{'fire' if fire else 'melee'} b1 tL")
    return s


def test_a15_a_lone_leader_not_killed_must_retreat_or_commit_seppuku_or_only_for_flags() -> None:
    # default, the designer's ruling: no sword, no flag, and still 1-3 hexes for 3 H&F or seppuku
    s = _lone_leader_attacked(None)
    assert s.current_player() == T and "seppuku" in legal(s)
    retreats = [a for a in legal(s) if a.startswith("retreat")]
    assert retreats and all(
        1 <= s.field.distance[s.field.parse("5,10")][s.field.parse(a.split()[1])] <= 3 for a in retreats
    )
    honor = s.honor[T]
    act(s, retreats[0])
    assert hexof(s, "tL") != "5,10" and s.honor[T] == honor - 3
    s = _lone_leader_attacked("always", fire=True)  # an arquebus volley without a sword too
    assert s.current_player() == T and "seppuku" in legal(s)
    # 'flags_only': the leader stays where he is and the turn goes on
    for fire in (False, True):
        s = _lone_leader_attacked("flags_only", fire=fire)
        assert "seppuku" not in legal(s) and hexof(s, "tL") == "5,10"
        assert s.current_player() == B


def test_a16_blocked_hexes_cost_no_tokens_or_all_hexes() -> None:
    for option, paid in (("entered_only", 0), ("all_hexes", 2)):
        s = new_state(
            scenario(
                [("b1", "SN", "6,9"), ("b2", "AY", "4,9"), ("b3", "AY", "4,11"), ("t1", "AY", "5,10")],
                rules={"blocked_retreat_honor": option},
                banners=9,
            )
        )
        to_battle(s, "order3_center", "b1")
        honor = s.honor[T]
        dice(s, "⚑ ⚑ ● ●")
        act(s, "melee b1 t1")
        assert honor - s.honor[T] == paid


def _dishonor_tie(option: str) -> object:
    s = new_state(
        scenario(
            [("b1", "MSY", "6,9"), ("t1", "SN", "5,10"), ("t2", "AB", "2,11"), ("t3", "AB", "4,15")],
            honor=(6, 1),
            rules={"dishonor_ties": option},
        )
    )
    to_battle(s, "order3_center", "b1")
    dice(s, "⚑ ▲ ▲ ▲")
    act(s, "melee b1 t1", "ignore 0")
    dice(s, "● ⚔ ⚔ ⚔")
    act(s, "retreat 4,11")  # two ● units 2 hexes from 4,11
    return s


def test_a17_ties_in_total_loss_of_honor_chosen_by_the_owner_or_the_roller() -> None:
    s = _dishonor_tie("owner")
    assert s.current_player() == T and legal(s) == ["choose t2", "choose t3"]
    s = _dishonor_tie("roller")
    assert s.current_player() == B and legal(s) == ["choose t2", "choose t3"]


def test_a18_a_challenge_tie_changes_nothing_or_is_rolled_again() -> None:
    duel = ([("b1", "AY", "6,9"), ("t1", "AY", "5,10")], [("bL", "foot", "6,9"), ("tL", "foot", "5,10")])
    s = new_state(scenario(*duel, rules={"challenge_tie": "reroll"}))
    s.dragon_hands[B] = ["personal_challenge"]
    to_battle(s, "order3_center", "b1")
    dice(s, "⚔ ■ ■ ■ ■ ■ ■  ⚔ ■ ■ ■ ■   ⚔ ■ ■ ■ ■ ■ ■  ■ ■ ■ ■ ■")
    act(s, "melee b1 t1", "dragon personal_challenge -")
    assert unit(s, "tL").hex < 0 and unit(s, "bL").hex >= 0


def test_a19_inspiring_needs_no_order_unless_the_option_says_so() -> None:
    for option, offered in ((False, True), (True, False)):
        s = new_state(
            scenario(
                [("b1", "AY", "6,9"), ("t1", "AY", "5,10")],
                [("bM", "mounted", "7,10")],
                rules={"inspire_needs_order": option},
            )
        )
        to_battle(s, "order3_center", "b1")
        if not offered:
            dice(s, "■ ■ ■")
        act(s, "melee b1 t1")
        assert has(s, "inspire bM") is offered


def test_a20_surrender_after_a_camp_capture_discard_only_with_any_loss() -> None:
    for option, ends in (("any_loss", True), ("duels_and_seppuku", False)):
        s = new_state(
            scenario(
                [("b1", "MSY", "2,11"), ("t1", "GEN", "1,10"), ("t2", "AY", "1,2")],
                terrain=[("1,10", "camp", 0, "t")],
                figures={"t1": 1},
                banners=9,
                rules={"surrender": option},
            ),
            hands=(["order3_center", "order2_left", "order2_right"], ["order2_left", "order2_right"]),
        )
        to_battle(s, "order3_center", "b1")
        dice(s, "■ ● ● ●")
        act(s, "melee b1 t1")
        assert s.is_terminal() is ends, option


def test_a21_the_generals_unit_is_worth_a_banner_besides_the_camp() -> None:
    for option, banners in ((True, 4), (False, 3)):
        s = new_state(
            scenario(
                [("b1", "MSY", "2,11"), ("t1", "GEN", "1,10"), ("t2", "AY", "1,2")],
                terrain=[("1,10", "camp", 0, "t")],
                figures={"t1": 1},
                banners=9,
                rules={"general_unit_banner": option},
            )
        )
        to_battle(s, "order3_center", "b1")
        dice(s, "■ ● ● ●")
        act(s, "melee b1 t1")
        assert s.banners[B] == banners


def test_a22_after_first_strike_no_battle_back_unless_the_option() -> None:
    for option, offered in ((False, False), (True, True)):
        s = new_state(scenario([("b1", "AY", "6,9"), ("t1", "AY", "5,10")], rules={"first_strike_battle_back": option}))
        give(s, "first_strike", T)
        to_battle(s, "order3_center", "b1")
        dice(s, "■ ■ ■  ■ ■ ■")
        act(s, "melee b1 t1", "first-strike")
        assert has(s, "battle-back") is offered


def test_a23_stand_and_shoot_second_shot_any_target_or_the_same() -> None:
    units = [("b1", "AB", "8,9"), ("t1", "AY", "6,9"), ("t2", "AY", "6,11")]
    for option, second in (("any", {"fire b1 t1", "fire b1 t2"}), ("same", {"fire b1 t1"})):
        s = new_state(scenario(units, rules={"stand_and_shoot_targets": option}))
        give(s, "stand_and_shoot")
        act(s, "card stand_and_shoot", "order b1")
        dice(s, "■ ■")
        act(s, "fire b1 t1")
        assert {a for a in legal(s) if a.startswith("fire")} == second


def test_a24_counter_attack_of_a_counter_attack() -> None:
    units = [("b1", "AY", "8,11"), ("t1", "AY", "2,11")]
    for option, orders in (("effective_card", True), ("not_a_counter_attack", False)):
        s = new_state(scenario(units, rules={"counter_attack_copies": option}))
        order(s, "order2_center")
        act(s, "take-honor")
        order(s, "counter_attack")  # the top player copies it
        act(s, "take-honor")
        give(s, "counter_attack")
        act(s, "card counter_attack")
        assert has(s, "order b1") is orders


def test_a25_moved_archers_fire_with_a_base_of_one_or_at_most_one() -> None:
    for option, n in (("base", 2), ("cap", 1)):
        s = new_state(scenario([("b1", "AB", "9,10"), ("t1", "AY", "5,10")], rules={"moved_archer_dice": option}))
        give(s, "shogun")
        dice(s, "● ⚔ ⚔ ⚔ ⚔")
        act(s, "card shogun", "order b1", "move b1 8,9")
        if has(s, "moves-done"):
            act(s, "moves-done")
        dice(s, " ".join(["■"] * n))
        act(s, "fire b1 t1")
        assert rolls(s)[-1]["dice"] == n


def test_a27_nearest_unit_after_an_escape_from_the_baseline_hex_or_the_last_field_hex() -> None:
    units = [("b1", "AY", "1,10"), ("t2", "AB", "1,12"), ("t3", "AB", "1,6")]
    for option, choice in (("baseline_hex", False), ("last_field_hex", True)):
        s = new_state(
            scenario(units, [("tL", "foot", "0,9")], honor=(6, 0), rules={"escaped_leader_dishonor_origin": option})
        )
        to_battle(s, "order3_center", "b1")
        dice(s, "⚑ ■ ■")
        act(s, "melee b1 tL")
        assert legal(s) == ["retreat -1,8", "retreat -1,10", "seppuku"]
        dice(s, "● ⚑ ⚑ ⚑")
        act(s, "retreat -1,10")
        if choice:
            assert legal(s) == ["choose t2", "choose t3"]  # equally near the last field hex 0,9
        else:
            assert unit(s, "t2").figures == 3  # nearest to the baseline hex -1,10


def test_a28_challenge_gives_no_banner_unless_the_option() -> None:
    duel = ([("b1", "AY", "6,9"), ("t1", "AY", "5,10")], [("bL", "foot", "6,9"), ("tL", "foot", "5,10")])
    for option, banners in ((False, 0), (True, 1)):
        s = new_state(scenario(*duel, rules={"challenge_banner": option}))
        s.dragon_hands[B] = ["personal_challenge"]
        to_battle(s, "order3_center", "b1")
        dice(s, "⚔ ⚔ ■ ■ ■ ■ ■  ⚔ ■ ■ ■ ■")
        act(s, "melee b1 t1", "dragon personal_challenge -")
        assert s.banners[B] == banners


def test_a29_a_lone_leader_chooses_one_to_three_hexes_or_one_per_flag() -> None:
    for option, ends in (
        ("choose_1_to_3", {"4,9", "4,11", "3,8", "3,10", "3,12", "2,7", "2,9", "2,11", "2,13"}),
        ("per_flag", {"4,9", "4,11"}),
    ):
        s = new_state(
            scenario(
                [("b1", "AY", "6,9"), ("t9", "AY", "0,23")],
                [("tL", "foot", "5,10")],
                rules={"lone_leader_flag_retreat": option},
            )
        )
        to_battle(s, "order3_center", "b1")
        dice(s, "⚑ ■ ■")
        act(s, "melee b1 tL")
        assert {a.split()[1] for a in legal(s) if a.startswith("retreat")} == ends, option
