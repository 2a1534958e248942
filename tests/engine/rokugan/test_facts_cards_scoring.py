"""Test facts R37-R43, R48 and R50 of rules/004 §7: territory cards changing hands, the Shadowlands,
end-of-game honor and the tie-breaks, removing one's own control tokens, capitals of absent clans."""

from __future__ import annotations

from engine.games.rokugan.actions import Choose, PlayCard
from engine.games.rokugan.common import SpecialKind
from engine.games.rokugan.pieces import GONE, UNDER_SLOT, Special
from engine.games.rokugan.scoring import final_scoring, honor_breakdown
from tests.engine.rokugan.helpers import (
    battle,
    control,
    game,
    give_card,
    held,
    prov,
    put,
    resolve_steps,
    seat,
    turn_to,
    upkeep_cards,
)


def region(s, pid: str) -> int:  # type: ignore[no-untyped-def]
    return s.board.region_of[prov(s, pid)]


def test_R37_a_region_lost_before_its_card_is_played_passes_the_card_on_or_back() -> None:
    s = game(("crab", "crane", "lion"))
    for pid in ("islands_east", "islands_north", "islands_west"):
        control(s, pid, "crab")
    give_card(s, "crab", "pirate_raids")
    r = region(s, "islands_east")
    control(s, "lion_east", "lion")
    put(s, "crane", "navy2", "~islands_east")  # the crane takes one island: nobody holds the region
    resolve_steps(s)
    assert s.card_holder[r] == UNDER_SLOT and s.region_card[r] == "pirate_raids"
    # the crane now takes the other two islands: the card goes to the new controller
    put(s, "crane", "navy1", "~islands_north")
    put(s, "crane", "navy1", "~islands_west")
    resolve_steps(s)
    assert held(s, "islands_north")[0] == "crane"
    assert s.card_holder[r] == seat(s, "crane")
    assert s.card_known[r] >> seat(s, "crane") & 1 and s.card_known[r] >> seat(s, "crab") & 1


def test_R37_the_card_goes_straight_to_whoever_takes_the_whole_region() -> None:
    s = game(("crab", "crane"))
    control(s, "shadowlands_north", "crab")
    give_card(s, "crab", "dark_favors")
    control(s, "crab_northwest", "crane")
    put(s, "crane", "army3", "crab_northwest>shadowlands_north")  # 3 beats the printed 1
    resolve_steps(s)
    assert s.card_holder[region(s, "shadowlands_north")] == seat(s, "crane")


def test_R38_a_region_whose_card_was_played_gives_no_card() -> None:
    s = game(("crab", "crane"))
    control(s, "crab_central", "crab")
    give_card(s, "crab", "bountiful_harvest")
    upkeep_cards(s, "crab")
    s.apply(PlayCard("bountiful_harvest"))
    s.apply(Choose("crab_central"))
    r = region(s, "gold_north")
    assert s.card_holder[r] == GONE and "bountiful_harvest" in s.played_cards
    for pid in ("gold_north", "gold_east", "gold_south"):
        control(s, pid, "crane")
    resolve_steps(s)
    assert s.region_card[r] is None and s.card_holder[r] == GONE
    assert s.held_cards(seat(s, "crane")) == []


def test_R39_a_shadowlands_card_is_played_at_the_start_of_a_placement_turn_not_in_upkeep() -> None:
    s = game(("crab", "crane"))
    control(s, "crab_capital", "crab")
    control(s, "crab_central", "crab")
    control(s, "crane_capital", "crane")
    give_card(s, "crab", "inspire_fear")
    give_card(s, "crab", "bountiful_harvest")
    upkeep_cards(s, "crab")
    plays = {a.card for a in s.legal_actions() if isinstance(a, PlayCard)}
    assert plays == {"bountiful_harvest"}
    s.put_special(prov(s, "crane_capital"), Special(SpecialKind.SHRINE))  # something for the card to remove
    turn_to(s, "crab")
    assert PlayCard("inspire_fear") in s.legal_actions()


def test_R40_the_shadowlands_give_no_honor() -> None:
    s = game(("crab", "crane"))
    control(s, "shadowlands_south", "crab", up=1, down=0)
    b = honor_breakdown(s, seat(s, "crab"))
    assert sum(b.values()) == 0


def test_R41_honor_adds_flowers_face_up_tokens_the_objective_and_regions() -> None:
    s = game(("crab", "crane"))
    for pid in ("dragon_capital", "dragon_south", "dragon_west"):  # flowers 2 + 3 + 1, one region
        control(s, pid, "crab")
    control(s, "unicorn_southwest", "crab", up=3, down=0)  # 1 flower, 3 face-up tokens
    crab = seat(s, "crab")
    s.objective[crab] = "great_wall_of_the_north"  # hold the dragon capital: 6 honor
    final_scoring(s)
    assert s.breakdown is not None and s.honor is not None
    assert s.breakdown[crab] == {
        "flowers": 7,
        "face_up_control": 3,
        "objective": 6,
        "regions": 5,
        "honor_tokens": 0,
        "defense_tokens": 0,
    }
    assert s.honor[crab] == 7 + 3 + 6 + 5


def test_R42_an_honor_tie_goes_to_the_player_with_more_regions() -> None:
    s = game(("crab", "crane"))
    for pid in ("islands_east", "islands_north", "islands_west", "phoenix_capital", "phoenix_central", "phoenix_east"):
        control(s, pid, "crab")  # 4 + 5 flowers, 2 regions: 19
    for pid in ("gold_east", "gold_north", "gold_south", "crab_northeast", "scorpion_north"):
        control(s, pid, "crane")  # 8 + 6 flowers, 1 region: 19
    final_scoring(s)
    assert s.honor == [19, 19]
    assert s.winners == frozenset({seat(s, "crab")})


def test_R43_then_more_provinces_then_a_shared_victory() -> None:
    s = game(("crab", "crane"))
    for pid in ("gold_east", "gold_north", "gold_south", "unicorn_southwest", "dragon_west"):
        control(s, pid, "crab")  # 8 + 1 + 1 flowers + 5 = 15, five provinces
    for pid in ("phoenix_capital", "phoenix_central", "phoenix_east", "scorpion_north"):
        control(s, pid, "crane")  # 5 + 3 + 5 = 13
    control(s, "phoenix_capital", "crane", up=2, down=0)  # + 2 face up = 15, four provinces
    final_scoring(s)
    assert s.honor == [15, 15] and s.winners == frozenset({seat(s, "crab")})
    control(s, "crab_northwest", "crane", up=0, down=1)  # one more flower...
    control(s, "phoenix_capital", "crane", up=1, down=0)  # ...one face-up token less: 15, five provinces
    final_scoring(s)
    assert s.honor == [15, 15] and s.winners == frozenset({0, 1})


def test_R48_a_card_cost_takes_a_face_up_token_first_from_the_province_the_player_chooses() -> None:
    s = game(("crab", "crane"))
    control(s, "crab_capital", "crab", up=1, down=1)
    control(s, "crab_central", "crab")
    control(s, "crane_capital", "crane")
    put(s, "crane", "army2", "crane_capital")
    give_card(s, "crab", "dark_favors")
    turn_to(s, "crab")
    s.apply(PlayCard("dark_favors"))
    assert {a.option for a in s.legal_actions() if isinstance(a, Choose)} == {"crab_capital", "crab_central"}
    s.apply(Choose("crab_capital"))
    assert held(s, "crab_capital") == ("crab", 0, 1)


def test_R50_the_capital_of_an_absent_clan_keeps_its_printed_defence() -> None:
    s = game(("crab", "crane"))
    control(s, "dragon_south", "crab")
    put(s, "crab", "army2", "dragon_south>lion_capital")
    events = resolve_steps(s)
    data = battle(events, "lion_capital")
    assert data["defence"]["printed"] == 2 and data["result"] == "nothing"
    assert held(s, "lion_capital") == (None, 0, 0)
