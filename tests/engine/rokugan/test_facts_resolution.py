"""Test facts R16-R28, R31 and R36 of rules/004 §7: raids, diplomacy, blanks, battles and defence,
in the order of the resolution phase (§3.4)."""

from __future__ import annotations

from engine.games.rokugan.common import SpecialKind
from engine.games.rokugan.pieces import Special
from engine.games.rokugan.scoring import honor_breakdown
from tests.engine.rokugan.helpers import (
    battle,
    bless,
    control,
    discards,
    game,
    hand,
    hand_codes,
    held,
    prov,
    put,
    refresh,
    resolve_steps,
    seat,
)


def test_R16_a_raid_without_an_own_shinobi_or_neighbour_has_no_effect() -> None:
    s = game(("crab", "crane"))
    control(s, "crab_capital", "crab")
    control(s, "crane_capital", "crane")
    put(s, "crab", "raid", "crane_capital")
    events = resolve_steps(s)
    assert held(s, "crane_capital") == ("crane", 0, 1)
    assert s.special[prov(s, "crane_capital")] is None
    assert "raid" in discards(s, "crab")
    assert any(e.kind == "raid" and e.data["works"] is False for e in events)


def test_R17_a_raid_clears_the_province_and_its_borders_removes_control_and_scorches_it() -> None:
    s = game(("crab", "crane"))
    control(s, "crab_central", "crab")
    control(s, "crab_northeast", "crab")
    control(s, "gold_north", "crane", up=2, down=1)
    control(s, "crane_south", "crane")
    raid = put(s, "crab", "raid", "gold_north")
    put(s, "crane", "army3", "gold_north")  # defending
    put(s, "crane", "army2", "gold_north>crab_central")  # out of the raided province
    put(s, "crab", "army1", "crab_northeast>gold_north")  # into it
    away = put(s, "crane", "army4", "crane_south>crab_northeast")  # elsewhere: not touched
    put(s, "crab", "army5", "crab_northeast")
    events = resolve_steps(s)
    assert s.has_special(prov(s, "gold_north"), SpecialKind.SCORCHED_EARTH)
    assert held(s, "gold_north") == (None, 0, 0)
    assert s.control_supply[seat(s, "crane")] == 30 - 1  # the three tokens went back; crane_south's stays
    assert discards(s, "crane") == ["army2", "army3", "army4"]
    assert discards(s, "crab") == ["army1", "army5", "raid"]
    assert raid not in s.placed
    assert battle(events, "crab_northeast")["attackers"][0]["tokens"][0]["serial"] == away.serial


def test_R18_diplomacy_clears_the_province_and_borders_and_keeps_it() -> None:
    s = game(("crab", "crane"))
    control(s, "crab_central", "crab")
    control(s, "gold_north", "crane")
    put(s, "crane", "diplomacy", "gold_north")
    put(s, "crab", "army5", "crab_central>gold_north")
    resolve_steps(s)
    assert "army5" in discards(s, "crab")
    assert s.has_special(prov(s, "gold_north"), SpecialKind.PEACE)
    assert held(s, "gold_north") == ("crane", 0, 1)  # no defender victory either (FAQ v1.3, G12)


def test_R19_a_raid_resolves_before_diplomacy_in_the_same_province() -> None:
    s = game(("crab", "crane"))
    control(s, "crab_central", "crab")
    control(s, "gold_north", "crane")
    put(s, "crane", "diplomacy", "gold_north")
    put(s, "crab", "raid", "gold_north")
    resolve_steps(s)
    assert s.has_special(prov(s, "gold_north"), SpecialKind.SCORCHED_EARTH)
    assert held(s, "gold_north") == (None, 0, 0)
    assert "diplomacy" in discards(s, "crane")


def test_R20_bluffs_go_back_behind_the_screen_at_the_reveal() -> None:
    s = game(("crab", "crane"))
    control(s, "crab_central", "crab")
    control(s, "gold_north", "crane")
    hand(s, "crab", "army1")
    put(s, "crab", "bluff", "crab_central>gold_north")
    resolve_steps(s)
    assert "bluff" in hand_codes(s, "crab") and "bluff" not in discards(s, "crab")
    assert held(s, "gold_north") == ("crane", 0, 1)  # a bluff attack is no attack (FAQ v1.3)


def dragon_south_example():  # type: ignore[no-untyped-def]
    """The rulebook's worked example (L451-463) on the dragon's southern province."""
    s = game(("dragon", "phoenix", "scorpion"))
    control(s, "dragon_south", "dragon")
    control(s, "phoenix_capital", "phoenix")
    control(s, "lion_east", "phoenix")
    control(s, "lion_capital", "scorpion")
    put(s, "phoenix", "army1", "phoenix_capital>dragon_south")
    put(s, "phoenix", "army1", "lion_east>dragon_south")
    put(s, "scorpion", "army3", "lion_capital>dragon_south")
    put(s, "dragon", "army1", "dragon_south")
    return s


def test_R21_the_strongest_attacker_wins_and_takes_control_face_down() -> None:
    s = dragon_south_example()
    events = resolve_steps(s)
    data = battle(events, "dragon_south")
    assert {a["clan"]: a["strength"] for a in data["attackers"]} == {"phoenix": 2, "scorpion": 3}
    assert data["defence"]["total"] == 1 and data["result"] == "captured" and data["winner"] == "scorpion"
    assert held(s, "dragon_south") == ("scorpion", 0, 1)
    assert discards(s, "phoenix") == ["army1", "army1"] and discards(s, "dragon") == ["army1"]


def test_R22_a_tie_with_the_defender_is_a_defender_victory() -> None:
    s = game(("crab", "lion"))
    control(s, "lion_east", "crab")
    control(s, "crane_capital", "lion")
    put(s, "crab", "army3", "lion_east>crane_capital")
    put(s, "lion", "army1", "crane_capital")  # 1 + printed 2 = 3
    events = resolve_steps(s)
    assert battle(events, "crane_capital")["result"] == "defended"
    assert held(s, "crane_capital") == ("lion", 1, 1)


def test_R23_a_tie_between_two_attackers_goes_to_the_defender() -> None:
    s = game(("crab", "dragon", "lion"))
    control(s, "lion_capital", "crab")
    control(s, "dragon_south", "dragon")
    control(s, "lion_northwest", "lion")
    put(s, "crab", "army4", "lion_capital>lion_northwest")
    put(s, "dragon", "army4", "dragon_south>lion_northwest")
    put(s, "lion", "army2", "lion_northwest")
    events = resolve_steps(s)
    assert battle(events, "lion_northwest")["result"] == "defended"
    assert held(s, "lion_northwest") == ("lion", 1, 1)


def uncontrolled_capital(strength: int):  # type: ignore[no-untyped-def]
    """The Lion capital (printed defence 2, the Lion not in play) attacked by one army."""
    s = game(("crab", "dragon"))
    control(s, "dragon_south", "crab")
    put(s, "crab", f"army{strength}", "dragon_south>lion_capital")
    return s, resolve_steps(s)


def test_R24_an_uncontrolled_province_holds_against_an_equal_attack() -> None:
    s, events = uncontrolled_capital(2)
    assert battle(events, "lion_capital")["result"] == "nothing"
    assert held(s, "lion_capital") == (None, 0, 0)
    assert discards(s, "crab") == ["army2"]


def test_R25_a_stronger_attack_takes_an_uncontrolled_province_face_down() -> None:
    s, events = uncontrolled_capital(3)
    assert battle(events, "lion_capital")["result"] == "captured"
    assert held(s, "lion_capital") == ("crab", 0, 1)


def test_R26_defending_unattacked_with_an_army_is_a_defender_victory() -> None:
    s = game(("crab", "crane"))
    control(s, "crab_central", "crab")
    put(s, "crab", "army1", "crab_central")
    events = resolve_steps(s)
    assert battle(events, "crab_central")["result"] == "defended"
    assert held(s, "crab_central") == ("crab", 1, 1)
    assert discards(s, "crab") == ["army1"]


def test_R27_defence_adds_tokens_printed_defence_and_face_up_control() -> None:
    s = game(("lion", "dragon"))
    control(s, "lion_capital", "lion", up=2, down=0)
    control(s, "dragon_south", "dragon")
    put(s, "lion", "army1", "lion_capital")
    put(s, "dragon", "army5", "dragon_south>lion_capital")
    events = resolve_steps(s)
    d = battle(events, "lion_capital")["defence"]
    assert (d["tokens"][0]["token"], d["printed"], d["face_up"], d["total"]) == ("army1", 2, 2, 5)
    assert held(s, "lion_capital") == ("lion", 3, 0)  # 5 holds against 5


def test_R28_a_blessing_adds_its_strength_to_the_token_under_it() -> None:
    s = game(("dragon", "crane"))
    control(s, "dragon_south", "dragon")
    control(s, "lion_capital", "crane")
    army = put(s, "dragon", "army2", "dragon_south>lion_capital")
    bless(s, "dragon", "blessing3", army)
    events = resolve_steps(s)
    att = battle(events, "lion_capital")["attackers"][0]
    assert att["strength"] == 5 and att["tokens"][0]["blessings"] == ["blessing3"]
    assert held(s, "lion_capital") == ("dragon", 0, 1)
    assert discards(s, "dragon") == ["army2", "blessing3"]


def test_R31_scorched_provinces_do_not_count_against_holding_a_region() -> None:
    s = game(("crab", "crane"))
    s.put_special(prov(s, "dragon_west"), Special(SpecialKind.SCORCHED_EARTH))
    control(s, "dragon_capital", "crab")
    control(s, "dragon_south", "crab")
    refresh(s)
    r = s.board.region_of[prov(s, "dragon_capital")]
    assert s.region_controller(r) == seat(s, "crab")
    s.region_card[r] = "strength_of_purpose"
    s.card_holder[r] = -1
    resolve_steps(s)
    assert s.card_holder[r] == seat(s, "crab")
    assert honor_breakdown(s, seat(s, "crab"))["regions"] == 5


def test_R36_diplomacy_in_a_harbor_province_replaces_the_harbor_with_peace() -> None:
    s = game(("dragon", "crane"))
    control(s, "dragon_capital", "dragon")
    s.put_special(prov(s, "dragon_capital"), Special(SpecialKind.HARBOR))
    refresh(s)
    put(s, "dragon", "diplomacy", "dragon_capital")
    events = resolve_steps(s)
    sp = s.special[prov(s, "dragon_capital")]
    assert sp is not None and sp.kind is SpecialKind.PEACE
    assert s.special_supply[SpecialKind.HARBOR] == 1  # the harbor went back to the supply (L565)
    assert any(e.kind == "diplomacy" and "replacing harbor" in e.text for e in events)


def test_battles_are_simultaneous_on_the_board_at_the_start_of_the_step_G13() -> None:
    """Crab loses crab_central to the crane while its army attacks out of it: that attack still counts."""
    s = game(("crab", "crane"))
    control(s, "crab_central", "crab")
    control(s, "gold_north", "crane")
    control(s, "gold_south", "crane")
    put(s, "crane", "army3", "gold_south>crab_central")
    put(s, "crab", "army2", "crab_central>gold_north")
    resolve_steps(s)
    assert held(s, "crab_central") == ("crane", 0, 1)
    assert held(s, "gold_north") == ("crab", 0, 1)
