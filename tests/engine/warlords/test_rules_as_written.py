"""Rules the engine once read wrongly (rules/003, lines of the Russian original): a destroyed
defender's cell taken by the winner, chains of attacks at one priority step, the rest of a route
after a cancelled move, perpendicular meeting engagements, the command phase's leaders and the rice
field's phase-1 shooters. Every position is played through the engine with forced dice."""

from __future__ import annotations

from typing import Any

from engine.games.warlords.battlefield import TERRAIN_TYPES
from tests.engine.warlords.helpers import (
    act,
    answer_gm_defaults,
    battle,
    cell,
    event_data,
    events,
    field,
    leader,
    legal,
    new_state,
    played,
    script,
    unit,
)

FAR = ("s-far", "yari_samurai", 8, "D31", "N")


def play(*args: Any, **kw: Any):  # type: ignore[no-untyped-def]
    return played(*args, gm_defaults=True, **kw)


# --------------------------------------------------------------------------- L543, L553


def test_an_attacker_that_destroys_the_defender_takes_its_cell() -> None:
    # L543: the attacker occupies the cell of the beaten defender; a destroyed defender leaves it
    # as surely as a retreating one (L553). 8 samurai (6 vs 3: d3+1) deal 3 to 2 ashigaru.
    s = play(
        [("n-ash", "yari_ashigaru", 2, "A12", "N"), ("n-far", "yari_samurai", 8, "A26", "S")],
        [("s-yari", "yari_samurai", 8, "C12", "N")],
        orders_south={"s-yari": ("A", "none")},
        dice=[2, 1],
    )
    assert unit(s, "n-ash").status == "out"
    assert cell(s, "s-yari") == "A12"
    assert any("s-yari takes A12" in e for e in events(s, "occupy"))


def test_the_winner_of_a_meeting_engagement_that_destroys_the_loser_takes_its_cell() -> None:
    # L548 with L553 (rule option meeting_winner_occupies, default yes)
    north = [("n-ash", "yari_ashigaru", 2, "A12", "S"), ("n-far", "yari_samurai", 8, "A26", "S")]
    south = [("s-yari", "yari_samurai", 8, "C12", "N")]
    orders = {"n-ash": ("A", "none")}, {"s-yari": ("A", "none")}
    s = play(north, south, *orders, dice=[2, 1])
    assert event_data(s, "melee")[0]["fight"] == "mutual"
    assert unit(s, "n-ash").status == "out" and cell(s, "s-yari") == "A12"
    s2 = play(north, south, *orders, dice=[2, 1], rules={"meeting_winner_occupies": False})
    assert unit(s2, "n-ash").status == "out" and cell(s2, "s-yari") == "C12"


# --------------------------------------------------------------------------- §3.5, L503-L511, L383

# n-a (A31, facing S) attacks the flank of s-b (A21, facing E), which attacks the flank of n-c
# (A22, facing S): a chain of flank attacks at step 3 that cannot be simultaneous (L503).
CHAIN_NORTH = [("n-a", "yari_samurai", 8, "A31", "S"), ("n-c", "yari_samurai", 8, "A22", "S")]
CHAIN_SOUTH = [("s-b", "yari_samurai", 8, "A21", "E"), FAR]
CHAIN_ORDERS = {"n-a": ("A", "none")}, {"s-b": ("A", "none")}


def test_in_a_chain_the_unit_with_a_leader_acts_first_and_the_unit_it_attacks_does_not_act() -> None:
    # L505: the unit with leaders acts first; s-b, attacked before its own attack, makes none
    # (L383). Damage 3 and 0: n-a's 6 against 2 routs s-b, and n-a takes its cell (L543).
    s = play(CHAIN_NORTH, CHAIN_SOUTH, *CHAIN_ORDERS, dice=[3, 1], leaders=[("n-gen", "general", "n-a", [])])
    assert s.gm_asked == ["same_priority"]  # the GM may order a chain otherwise (rules/003 §12)
    fights = event_data(s, "melee")
    assert [f["attackers"] for f in fights] == [["n-a"]]
    assert unit(s, "n-c").figures == 8 and cell(s, "n-c") == "A22"
    assert event_data(s, "chain")[0]["unit"] == "n-a" and cell(s, "n-a") == "A21"


def test_in_a_chain_the_attacker_first_by_the_tie_breakers_settles_its_fight_before_it_is_attacked() -> None:
    # L505-L511: no leaders, no commander on the field, both fresh samurai infantry of the same
    # Impetus: the smaller unit acts first (L510). s-b (6 figures) routs n-c (damage 3 and 0) and
    # takes A22; n-a's attack finds A21 empty, and it advances there later in the phase (L478).
    south = [("s-b", "yari_samurai", 6, "A21", "E"), FAR]
    s = play(CHAIN_NORTH, south, *CHAIN_ORDERS, dice=[3, 1])
    fights = event_data(s, "melee")
    assert [(f["attackers"], f["defenders"]) for f in fights] == [(["s-b"], ["n-c"])]
    assert event_data(s, "chain")[0]["unit"] == "s-b"
    assert cell(s, "s-b") == "A22" and cell(s, "n-a") == "A21" and unit(s, "n-c").fleeing


def test_the_game_master_may_order_a_chain_otherwise() -> None:
    # when simultaneity is impossible is a judgement (rules/003 §12): the GM puts s-b first although
    # n-a has a leader; s-b then routs n-c before n-a reaches it (damage 3 and 1)
    s = played(CHAIN_NORTH, CHAIN_SOUTH, *CHAIN_ORDERS, dice=[3, 1], leaders=[("n-gen", "general", "n-a", [])])
    question = s.pending_decision()
    assert question is not None and question.kind == "same_priority" and question.default == "tie_breakers"
    assert set(question.options) == {"tie_breakers", "n-a", "s-b"}
    act(s, "gm s-b")
    answer_gm_defaults(s)
    fights = event_data(s, "melee")
    assert (fights[0]["attackers"], fights[0]["defenders"]) == (["s-b"], ["n-c"])
    assert event_data(s, "chain")[0]["unit"] == "s-b"


# --------------------------------------------------------------------------- L377, L445


def test_a_unit_whose_phase_1_move_is_cancelled_goes_on_along_its_route_in_phase_2() -> None:
    # n-a's route: advance to A13, then sidestep to A14. A13 is held in phase 1, so the advance is
    # cancelled (L377); in phase 2 n-block marches off and n-a, following it in a column (L495),
    # continues the route "if possible": it enters A13, not A24 where a sidestep from A23 leads.
    north = [("n-a", "yari_samurai", 8, "A23", "S"), ("n-block", "yari_samurai", 8, "A13", "S")]
    s = play(north, [FAR], {"n-a": ("A", "SL"), "n-block": ("none", "A")})
    assert cell(s, "n-a") == "A13" and cell(s, "n-block") == "C13"
    assert event_data(s, "route")[0]["order"] == "A"


def test_a_cancelled_phase_1_order_that_is_no_route_takes_phase_2_with_it() -> None:
    # L377: an advance then a regroup is no route (a regroup moves the unit nowhere): both go.
    north = [("n-a", "yari_samurai", 8, "A23", "S"), ("n-block", "yari_samurai", 8, "A13", "S")]
    s = play(north, [FAR], {"n-a": ("A", "G:E"), "n-block": ("none", "A")})
    assert cell(s, "n-a") == "A23" and unit(s, "n-a").facing == 2
    assert any("phase 2 order goes with it" in e for e in events(s, "order_cancelled"))


# --------------------------------------------------------------------------- §3.3, L382


def test_units_corner_to_corner_entering_one_cell_from_perpendicular_sides_fight_a_meeting_engagement() -> None:
    # n-yari (A22, facing S) and s-yari (A11, facing E) both advance into A12: each would show the
    # other its flank (L378), but units standing corner to corner that enter one cell from
    # perpendicular sides attack each other (L382). Damage 3 and 1: n-yari wins (L548, L638).
    s = play(
        [("n-yari", "yari_samurai", 8, "A22", "S")],
        [("s-yari", "yari_samurai", 8, "A11", "E"), FAR],
        {"n-yari": ("A", "none")},
        {"s-yari": ("A", "none")},
        dice=[3, 1],
    )
    assert not events(s, "order_cancelled")
    fight = event_data(s, "melee")[0]
    assert fight["fight"] == "empty" and fight["cell"] == "A12"
    assert cell(s, "n-yari") == "A12"


# --------------------------------------------------------------------------- L235-L238, L245-L249, L335

HQ_ARMY = [("n1", "yari_samurai", 12, "A42", "S"), ("n2", "yumi_samurai", 12, "A44", "S")]


def hq_state(leaders: list[tuple[str, str, str, list[str]]]):  # type: ignore[no-untyped-def]
    b, lib = battle(HQ_ARMY, [("s1", "yari_samurai", 12, "C31", "N")], leaders=leaders, hq=("A43", "C33"))
    return new_state(b, lib)


def roll(s, dice: list[int], *before: str) -> None:  # type: ignore[no-untyped-def]
    act(s, *before, "stake low")
    script(s, *dice)
    act(s, "stake low")


def test_a_unit_whose_general_came_from_the_reserve_this_turn_cannot_be_ordered_to_hold_at_any_cost() -> None:
    # L249: leaders give their bonuses - the leader-only orders among them (L247-L248) - only if
    # they were in the unit at the start of the command phase or came from the HQ or another unit.
    s = hq_state(
        [("n-warlord", "warlord", "hq", []), ("n-gen", "general", "reserve", []), ("n-gen2", "general", "n2", [])]
    )
    roll(s, [3, 3, 6, 6])
    act(s, "lead n-gen A42", "done leaders", "select n1", "order none", "order none")
    assert not any("hold_at_any_cost" in a for a in legal(s))
    # a general who came from the HQ, or was there at the start, gives the order (L247-L248)
    s2 = hq_state([("n-warlord", "warlord", "hq", []), ("n-gen", "general", "hq", []), ("n-gen2", "general", "n2", [])])
    roll(s2, [3, 3, 6, 6], "hq_general no")
    act(s2, "lead n-gen A42", "done leaders", "select n1", "order none", "order none")
    assert "standing n1 hold_at_any_cost yes" in legal(s2)
    act(s2, "done unit", "select n2", "order none", "order none")
    assert "standing n2 hold_at_any_cost yes" in legal(s2)


def test_a_side_may_decline_the_plus_1_of_its_general_in_the_hq_and_move_him() -> None:
    # L238: a general in the HQ beside the commander gives +1 to the roll and must not move into
    # units this turn; decisions that give a bonus to the roll are taken before it (L335).
    leaders = [("n-warlord", "warlord", "hq", []), ("n-gen", "general", "hq", [])]
    s = hq_state(leaders)
    assert "hq_general no" in legal(s)
    roll(s, [2, 2, 6, 6])
    side = s.b.sides[0]
    assert side.roll_mod == 1 and side.roll_total == 5 and side.budget == 5
    assert "lead n-gen A42" not in legal(s)  # he stays in the HQ (L335)
    s2 = hq_state(leaders)
    roll(s2, [2, 2, 6, 6], "hq_general no")
    side2 = s2.b.sides[0]
    assert side2.roll_mod == 0 and side2.roll_total == 4 and side2.budget == 4
    assert "hq_general no" not in legal(s2)
    act(s2, "lead n-gen A42")
    assert leader(s2, "n-gen").where == "unit"


def test_the_plus_1_of_a_general_in_the_hq_is_lost_when_the_commander_leaves_the_hq() -> None:
    # L235-L238: the HQ's bonuses hold while the commander stays in it; he leaves after the roll
    # (leader moves come after it, L335): 2+2+1 = 5 becomes 4, and the low stake wins 4 orders.
    s = hq_state([("n-warlord", "warlord", "hq", []), ("n-gen", "general", "hq", [])])
    roll(s, [2, 2, 6, 6])
    assert s.b.sides[0].budget == 5
    act(s, "lead n-warlord A42")
    side = s.b.sides[0]
    assert side.roll_total == 4 and side.budget == 4
    assert events(s, "hq_general_lost")
    assert "lead n-gen A44" in legal(s)  # no bonus counted, nothing holds him


# --------------------------------------------------------------------------- L742


def test_infantry_that_fires_in_phase_1_from_a_rice_field_makes_no_other_order_in_phase_2() -> None:
    # L742: infantry beginning the turn in a rice field may only wait or shoot in phase 1; if it did
    # not fire in phase 1 it may carry out any other order in phase 2 - having fired, it may not.
    rice = field(terrain=[("paddy", "rice", ["A22", "A23"])])
    north = [("n-yumi", "yumi_samurai", 8, "A22", "S"), ("n-yari", "yari_samurai", 8, "A23", "S")]
    south = [("s-yari", "yari_samurai", 8, "A12", "N"), FAR]
    orders = {"n-yumi": ("F:A12", "SR"), "n-yari": ("W", "A")}
    s = play(north, south, orders, {}, dice=[2, 2, 2, 2], bf=rice)
    assert event_data(s, "shot")[0]["target"].startswith("s-yari")
    assert cell(s, "n-yumi") == "A22"  # no sidestep to A21; it shoots again on initiative instead
    assert any("fired in phase 1 from a rice field" in e for e in events(s, "order_cancelled"))
    assert cell(s, "n-yari") == "A13"  # it waited, so its phase-2 advance goes ahead
    assert "if it fired then, in phase 2 too" in TERRAIN_TYPES["rice"]
