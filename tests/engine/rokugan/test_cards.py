"""Every card: the 22 territory cards (reference cards.yaml), scouts, shugenja and the first-player
card, played through the actions as a player would."""

from __future__ import annotations

import pytest

from engine.games.rokugan.actions import Choose, Pass, Place, PlayCard
from engine.games.rokugan.common import SpecialKind
from engine.games.rokugan.pieces import Special
from engine.games.rokugan.scoring import honor_breakdown
from tests.engine.rokugan.helpers import (
    bless,
    control,
    discards,
    game,
    give_card,
    hand,
    hand_codes,
    held,
    places,
    prov,
    put,
    refresh,
    seat,
    turn_to,
    upkeep_cards,
)


def options(s) -> set[str]:  # type: ignore[no-untyped-def]
    return {a.option for a in s.legal_actions() if isinstance(a, Choose)}


def play(s, clan: str, card: str, *choices: str) -> None:  # type: ignore[no-untyped-def]
    give_card(s, clan, card)
    if s.prep.territory[card].timing == "upkeep":
        upkeep_cards(s, clan)
    else:
        turn_to(s, clan)
    s.apply(PlayCard(card))
    for c in choices:
        s.apply(Choose(c))


def special(s, pid: str) -> Special | None:  # type: ignore[no-untyped-def]
    return s.special[prov(s, pid)]


@pytest.fixture
def s():  # type: ignore[no-untyped-def]
    g = game(("crab", "crane", "lion"))
    control(g, "crab_capital", "crab")
    control(g, "crab_central", "crab")
    control(g, "crane_capital", "crane")
    control(g, "crane_central", "crane")
    control(g, "lion_capital", "lion")
    return g


def test_played_cards_go_back_to_the_box(s) -> None:  # type: ignore[no-untyped-def]
    play(s, "crab", "bountiful_harvest", "crab_capital")
    assert "bountiful_harvest" in s.played_cards and s.held_cards(seat(s, "crab")) == []


def test_feats_of_engineering_puts_the_harbor_in_a_landlocked_province(s) -> None:  # type: ignore[no-untyped-def]
    play(s, "crab", "feats_of_engineering", "crab_central")
    assert s.harbor(prov(s, "crab_central"))
    assert ("navy1", "crab_central") in places(s, "crab", "navy1")


def test_promotion_takes_a_fighter_back_and_sends_one_token_away(s) -> None:  # type: ignore[no-untyped-def]
    crab = seat(s, "crab")
    hand(s, "crab", "army1", "army2", "bluff")
    for code in ("army5", "raid"):
        t = s.clans[crab].first_of(code, s.pool[crab].pile)
        s.pool[crab].pile.remove(t)
        s.discard[crab].append(t)
    give_card(s, "crab", "promotion")
    upkeep_cards(s, "crab")
    s.apply(PlayCard("promotion"))
    assert options(s) == {"army5"}  # a raid is no army, navy or shinobi
    s.apply(Choose("army5"))
    assert "army5" in hand_codes(s, "crab")
    assert options(s) == {f"{c}>{w}" for c in ("army1", "army2", "army5") for w in ("discard", "pool")}
    s.apply(Choose("army1>pool"))
    assert hand_codes(s, "crab") == ["army2", "army5", "bluff"] and discards(s, "crab") == ["raid"]


def test_code_of_honor_puts_two_honor_tokens_outside_the_shadowlands(s) -> None:  # type: ignore[no-untyped-def]
    give_card(s, "crane", "code_of_honor")
    upkeep_cards(s, "crane")
    s.apply(PlayCard("code_of_honor"))
    assert "shadowlands_north" not in options(s)
    s.apply(Choose("crane_capital"))
    assert "crane_capital" not in options(s)
    s.apply(Choose("crab_capital"))
    assert special(s, "crane_capital") == Special(SpecialKind.HONOR_BONUS, 1, False, seat(s, "crane"))
    assert honor_breakdown(s, seat(s, "crab"))["honor_tokens"] == 1  # it scores for the controller


def test_diplomatic_mission_brings_peace_and_two_face_up_tokens_when_the_province_was_an_opponents(s) -> None:  # type: ignore[no-untyped-def]
    play(s, "crane", "diplomatic_mission", "lion_capital", "crane_central")
    assert special(s, "lion_capital") is not None and special(s, "lion_capital").kind is SpecialKind.PEACE
    assert held(s, "crane_central") == ("crane", 2, 1) and held(s, "lion_capital") == ("lion", 0, 1)


def test_diplomatic_mission_on_an_empty_province_gives_nothing_more(s) -> None:  # type: ignore[no-untyped-def]
    play(s, "crane", "diplomatic_mission", "gold_north")
    assert s.pending is None and held(s, "crane_central") == ("crane", 0, 1)


def test_strength_of_purpose_adds_a_face_up_token_to_two_own_provinces(s) -> None:  # type: ignore[no-untyped-def]
    play(s, "crab", "strength_of_purpose", "crab_capital")
    assert options(s) == {"crab_central"}
    s.apply(Choose("crab_central"))
    assert held(s, "crab_capital") == ("crab", 1, 1) and held(s, "crab_central") == ("crab", 1, 1)


def test_sacred_ground_puts_the_shrine(s) -> None:  # type: ignore[no-untyped-def]
    play(s, "lion", "sacred_ground", "lion_capital")
    assert special(s, "lion_capital").kind is SpecialKind.SHRINE
    assert not any("lion_capital" in at for _, at in places(s, "crane", "army1", "shinobi1", "bluff"))


def test_bushido_makes_a_province_worth_four_flowers(s) -> None:  # type: ignore[no-untyped-def]
    play(s, "lion", "bushido", "crab_central")
    assert honor_breakdown(s, seat(s, "crab"))["flowers"] == 2 + 4  # crab_capital 2, crab_central now 4


def test_honorable_fight_puts_the_battlefield(s) -> None:  # type: ignore[no-untyped-def]
    play(s, "lion", "honorable_fight", "crane_central")
    offered = places(s, "crane", "diplomacy", "army1")
    assert ("diplomacy", "crane_central") not in offered and ("army1", "crane_central") in offered


def test_aid_of_the_kami_adds_two_defence_and_one_honor(s) -> None:  # type: ignore[no-untyped-def]
    play(s, "crab", "aid_of_the_kami", "crab_central")
    assert special(s, "crab_central") == Special(SpecialKind.DEFENSE_BONUS, 2, False, seat(s, "crab"))
    assert honor_breakdown(s, seat(s, "crab"))["defense_tokens"] == 1
    from engine.games.rokugan.resolution import defence_parts

    assert defence_parts(s, prov(s, "crab_central"), [])["bonus_token"] == 2


def test_bless_the_lands_lifts_scorched_earth_and_plants_two_control_tokens(s) -> None:  # type: ignore[no-untyped-def]
    s.put_special(prov(s, "gold_north"), Special(SpecialKind.SCORCHED_EARTH))
    refresh(s)
    play(s, "crab", "bless_the_lands", "gold_north")
    assert special(s, "gold_north") is None and held(s, "gold_north") == ("crab", 1, 1)


def test_foment_rebellion_lifts_peace_and_adds_two_face_up_tokens_in_an_own_province(s) -> None:  # type: ignore[no-untyped-def]
    s.put_special(prov(s, "crab_central"), Special(SpecialKind.PEACE))
    s.put_special(prov(s, "crane_central"), Special(SpecialKind.PEACE))
    refresh(s)
    play(s, "crab", "foment_rebellion", "crab_central")
    assert special(s, "crab_central") is None and held(s, "crab_central") == ("crab", 2, 1)
    assert special(s, "crane_central") is not None  # one peace token only


def test_foment_rebellion_on_another_players_province_only_lifts_the_peace(s) -> None:  # type: ignore[no-untyped-def]
    s.put_special(prov(s, "crane_central"), Special(SpecialKind.PEACE))
    refresh(s)
    play(s, "crab", "foment_rebellion", "crane_central")
    assert special(s, "crane_central") is None and held(s, "crane_central") == ("crane", 0, 1)


def test_spy_network_shows_a_hand_to_the_spy_only_and_bans_the_bluff(s) -> None:  # type: ignore[no-untyped-def]
    hand(s, "crane", "army3", "navy2", "bluff")
    play(s, "crab", "spy_network", "crane")
    crab, crane, lion = seat(s, "crab"), seat(s, "crane"), seat(s, "lion")
    spied = [e for e in s.events if e.kind == "spy_secret"]
    assert (
        spied and spied[-1].visible_to == frozenset({crab}) and spied[-1].data["tokens"] == ["army3", "bluff", "navy2"]
    )
    assert s.observation(crab).spied == (("crane", ("army3", "bluff", "navy2")),)
    assert s.observation(lion).spied == ()
    assert not any(code == "bluff" for code, _ in places(s, "crane", "army3", "navy2", "bluff"))
    assert crane >= 0


def test_cultural_exchange_swaps_control_tokens_keeping_faces(s) -> None:  # type: ignore[no-untyped-def]
    control(s, "crab_central", "crab", up=2, down=1)
    play(s, "crab", "cultural_exchange", "crab_central", "lion_capital")
    assert held(s, "crab_central") == ("lion", 0, 1) and held(s, "lion_capital") == ("crab", 2, 1)


def test_reinforcements_take_two_armies_back_and_send_two_tokens_away(s) -> None:  # type: ignore[no-untyped-def]
    lion = seat(s, "lion")
    hand(s, "lion", "navy1", "shinobi1", "bluff")
    for code in ("army4", "army6", "navy2"):
        t = s.clans[lion].first_of(code, s.pool[lion].pile)
        s.pool[lion].pile.remove(t)
        s.discard[lion].append(t)
    play(s, "lion", "reinforcements")
    assert options(s) == {"army4", "army6"}
    s.apply(Choose("army6"))
    s.apply(Choose("army4"))
    s.apply(Choose("navy1>discard"))
    s.apply(Choose("shinobi1>pool"))
    assert hand_codes(s, "lion") == ["army4", "army6", "bluff"] and discards(s, "lion") == ["navy1", "navy2"]


def test_bountiful_harvest_adds_two_face_up_tokens(s) -> None:  # type: ignore[no-untyped-def]
    play(s, "crab", "bountiful_harvest", "crab_central")
    assert held(s, "crab_central") == ("crab", 2, 1)


def test_ashigaru_levies_puts_three_defence_tokens_in_different_provinces(s) -> None:  # type: ignore[no-untyped-def]
    play(s, "crab", "ashigaru_levies", "crab_capital", "crab_central")
    assert "shadowlands_south" not in options(s) and "crab_central" not in options(s)
    s.apply(Choose("gold_north"))
    assert [special(s, p).label() for p in ("crab_capital", "crab_central", "gold_north")] == ["defense_bonus:1"] * 3


def test_pirate_raids_scorches_a_province_and_rewards_its_owner_elsewhere(s) -> None:  # type: ignore[no-untyped-def]
    play(s, "crab", "pirate_raids", "crab_central")
    assert special(s, "crab_central").kind is SpecialKind.SCORCHED_EARTH and held(s, "crab_central") == (None, 0, 0)
    assert options(s) == {"crab_capital"}
    s.apply(Choose("crab_capital"))
    assert held(s, "crab_capital") == ("crab", 3, 1)


def test_pirate_raids_on_an_enemy_province_rewards_nothing(s) -> None:  # type: ignore[no-untyped-def]
    play(s, "crab", "pirate_raids", "lion_capital")
    assert s.pending is None and held(s, "lion_capital") == (None, 0, 0)
    assert s.special_supply[SpecialKind.SCORCHED_EARTH] == 14


def test_port_of_prosperity_puts_a_two_honor_token(s) -> None:  # type: ignore[no-untyped-def]
    play(s, "crane", "port_of_prosperity", "crane_capital")
    assert honor_breakdown(s, seat(s, "crane"))["honor_tokens"] == 2


def test_purge_the_weak_costs_a_token_and_the_turn_and_discards_two_tokens(s) -> None:  # type: ignore[no-untyped-def]
    a = put(s, "crane", "army3", "crane_capital")
    b = put(s, "lion", "army2", "lion_capital")
    blessed = put(s, "lion", "army1", "lion_capital")
    bless(s, "lion", "blessing2", blessed)
    hand(s, "crab", "army1", "bluff")
    give_card(s, "crab", "purge_the_weak")
    turn_to(s, "crab")
    s.apply(PlayCard("purge_the_weak"))
    s.apply(Choose("bluff"))  # the bluff may pay (FAQ v1.3): it waits aside for the round
    assert options(s) == {f"#{a.serial}", f"#{b.serial}"}  # the blessed token is immune (L393)
    s.apply(Choose(f"#{a.serial}"))
    s.apply(Choose(f"#{b.serial}"))
    crab = seat(s, "crab")
    assert s.turn != crab and hand_codes(s, "crab") == ["army1"] and s.code(crab, s.aside[crab][0]) == "bluff"
    assert discards(s, "crane") == ["army3"] and discards(s, "lion") == ["army2"]


def test_dark_favors_costs_a_control_token_then_looks_at_up_to_four_and_discards_one(s) -> None:  # type: ignore[no-untyped-def]
    tokens = [put(s, "crane", "army1", "crane_capital"), put(s, "lion", "army5", "lion_capital")]
    control(s, "crab_capital", "crab", up=1, down=1)
    give_card(s, "crab", "dark_favors")
    turn_to(s, "crab")
    s.apply(PlayCard("dark_favors"))
    assert "shadowlands_north" not in options(s)
    s.apply(Choose("crab_capital"))
    assert held(s, "crab_capital") == ("crab", 0, 1)
    for t in tokens:
        s.apply(Choose(f"#{t.serial}"))
    crab = seat(s, "crab")
    assert [v.token for v in s.observation(crab).tokens] == ["army1", "army5"]
    assert [v.token for v in s.observation(seat(s, "crane")).tokens] == ["army1", "?"]
    s.apply(Pass())  # no more looking
    s.apply(Choose(f"#{tokens[1].serial}"))
    assert discards(s, "lion") == ["army5"] and s.turn == crab  # the normal placement follows


def test_animate_the_dead_places_a_discarded_token_face_up_and_the_turn_goes_on(s) -> None:  # type: ignore[no-untyped-def]
    crab = seat(s, "crab")
    t = s.clans[crab].first_of("army4", s.pool[crab].pile)
    s.pool[crab].pile.remove(t)
    s.discard[crab].append(t)
    hand(s, "crab", "army1", "bluff")
    give_card(s, "crab", "animate_the_dead")
    turn_to(s, "crab")
    s.apply(PlayCard("animate_the_dead"))
    s.apply(Choose("crab_capital"))
    assert "army4@crab_central>gold_north" in options(s)
    s.apply(Choose("army4@crab_central>gold_north"))
    pl = s.placed[-1]
    assert pl.face_up and s.code(crab, pl.token) == "army4"
    assert s.turn == crab and any(isinstance(a, Place) for a in s.legal_actions())


def test_inspire_fear_removes_up_to_two_special_tokens(s) -> None:  # type: ignore[no-untyped-def]
    for pid, kind in (("gold_north", SpecialKind.SCORCHED_EARTH), ("lion_capital", SpecialKind.PEACE)):
        s.put_special(prov(s, pid), Special(kind))
    refresh(s)
    give_card(s, "crab", "inspire_fear")
    turn_to(s, "crab")
    s.apply(PlayCard("inspire_fear"))
    s.apply(Choose("crab_central"))
    s.apply(Choose("gold_north"))
    assert Pass() in s.legal_actions()
    s.apply(Choose("lion_capital"))
    assert special(s, "gold_north") is None and special(s, "lion_capital") is None
    assert s.special_supply[SpecialKind.SCORCHED_EARTH] == 15


def test_a_scout_looks_at_an_opponents_face_down_token_which_stays(s) -> None:  # type: ignore[no-untyped-def]
    a = put(s, "crane", "army3", "crane_capital")
    mine = put(s, "crab", "army1", "crab_capital")
    turn_to(s, "crab")
    s.apply(PlayCard("scout"))
    assert options(s) == {f"#{a.serial}"} and mine in s.placed
    s.apply(Choose(f"#{a.serial}"))
    assert a in s.placed and s.observation(seat(s, "crab")).tokens[0].token == "army3"
    assert s.observation(seat(s, "lion")).tokens[0].token == "?"


def test_a_shugenja_reveals_and_discards_an_opponents_token(s) -> None:  # type: ignore[no-untyped-def]
    a = put(s, "crane", "army3", "crane_capital")
    turn_to(s, "crab")
    s.apply(PlayCard("shugenja"))
    s.apply(Choose(f"#{a.serial}"))
    assert a not in s.placed and discards(s, "crane") == ["army3"]
    event = next(e for e in s.events if e.kind == "shugenja")
    assert event.visible_to is None and event.data["token"] == "army3"


def test_the_first_player_card_looks_at_a_token_and_returns_it_to_its_pool(s) -> None:  # type: ignore[no-untyped-def]
    a = put(s, "lion", "army5", "lion_capital")
    lion = seat(s, "lion")
    pool = len(s.pool[lion])
    s.first = seat(s, "crab")
    s.fp_card = True
    turn_to(s, "crab")
    s.apply(PlayCard("first_player"))
    s.apply(Choose(f"#{a.serial}"))
    assert a not in s.placed and len(s.pool[lion]) == pool + 1 and not s.fp_card
    secret = next(e for e in s.events if e.kind == "first_player_secret")
    assert secret.visible_to == frozenset({seat(s, "crab"), lion}) and secret.data["token"] == "army5"
    public = next(e for e in s.events if e.kind == "first_player_card")
    assert "army5" not in public.text
