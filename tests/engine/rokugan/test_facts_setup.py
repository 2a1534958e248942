"""Test facts R1-R9, R46, R47 and R49 of rules/004 §7: components, setup by player count, rounds,
the upkeep draw, how many tokens are placed, scouts and shugenja, neutral initiative, the card step."""

from __future__ import annotations

import random

import pytest

from engine.content.library import bundled_library
from engine.core.errors import IllegalActionError
from engine.games.rokugan.actions import Claim, KeepObjective, Pass, Place, PlayCard
from engine.games.rokugan.card_model import CardSet
from engine.games.rokugan.clan_model import Clan
from engine.games.rokugan.common import SPECIAL_SUPPLY, SpecialKind, TokenType
from engine.games.rokugan.flow import determine_first_player
from engine.games.rokugan.game import bundled_scenario
from engine.games.rokugan.state import RKState
from tests.engine.rokugan.helpers import (
    GAME,
    control,
    game,
    give_card,
    prov,
    refresh,
    scenario,
    seat,
    turn_to,
    upkeep_cards,
)

LIB = bundled_library()


def through_setup(players: int, seed: int = 0) -> RKState:
    """The standard game for ``players`` played through setup (objectives kept, every initial
    control token placed) up to the first placement turn."""
    s = GAME.new_initial_state(bundled_scenario(f"standard-{players}p"), LIB, seed)
    assert isinstance(s, RKState)
    rnd = random.Random(seed)
    while s.phase in ("objectives", "claim"):
        legal = s.legal_actions()
        assert all(isinstance(a, (KeepObjective, Claim)) for a in legal)
        s.apply(legal[rnd.randrange(len(legal))])
    return s


def test_R1_components_per_clan_and_in_the_box() -> None:
    clans = [c for c in LIB.of_kind("rokugan/clan") if isinstance(c, Clan)]
    assert len(clans) == 7
    assert all(c.token_count() == 27 and c.control_tokens == 30 for c in clans)
    assert sum(c.token_count() for c in clans) == 189 and sum(c.control_tokens for c in clans) == 210
    cards = LIB.get("rokugan/cards", "core")
    assert isinstance(cards, CardSet)
    assert len(cards.territory_cards) == 22
    assert len(cards.objectives) == 12
    assert len(clans) + len(cards.neutral_initiative) == 10  # one initiative card per clan + neutral
    assert (cards.scout.count, cards.shugenja.count, cards.first_player.count) == (10, 5, 1)
    assert SPECIAL_SUPPLY[SpecialKind.PEACE] == 15 and SPECIAL_SUPPLY[SpecialKind.SCORCHED_EARTH] == 15


def test_R2_three_players_set_aside_seven_tokens_and_hold_eight_provinces() -> None:
    s = GAME.new_initial_state(bundled_scenario("standard-3p"), LIB, 4)
    assert isinstance(s, RKState)
    assert s.claims_left == [7, 7, 7]
    s = through_setup(3, 4)
    assert [len(s.provinces_of(q)) for q in range(3)] == [8, 8, 8]
    assert all(s.owner[c.capital] == q for q, c in enumerate(s.clans))


@pytest.mark.parametrize(("players", "tokens", "total"), [(2, 11, 24), (4, 5, 24), (5, 4, 25)])
def test_R3_initial_tokens_by_player_count(players: int, tokens: int, total: int) -> None:
    assert bundled_scenario(f"standard-{players}p").initial_tokens() == tokens
    s = through_setup(players, players)
    assert sum(len(s.provinces_of(q)) for q in range(players)) == total
    assert all(s.up[p] == 0 for p in range(s.board.n))  # every setup token lies face down (L136, L168)


def test_R4_two_players_have_no_first_player_card_and_one_clan_three_neutral_initiative_cards() -> None:
    s = through_setup(2, 1)
    assert not s.fp_card
    deck = s.initiative.pile
    clans = {c.id for c in s.clans}
    assert len(deck) == 4
    assert sum(1 for c in deck if c in clans) == 1 and sum(1 for c in deck if c in s.prep.neutral) == 3
    assert s.clans[s.first].id not in deck  # the first player's card went back to the box (L163)
    turn_to(s, s.clans[s.first].id)
    assert "first_player" not in [a.card for a in s.legal_actions() if isinstance(a, PlayCard)]


def test_R5_five_players_have_four_clan_initiative_cards_and_no_neutral() -> None:
    s = through_setup(5, 2)
    assert len(s.initiative.pile) == 4
    assert not any(c in s.prep.neutral for c in s.initiative.pile)
    assert s.fp_card


def test_R6_an_initial_token_goes_only_where_no_control_token_is() -> None:
    s = GAME.new_initial_state(scenario(("crab", "crane"), initial_control_tokens=3, capital_tokens=True), LIB, 0)
    assert isinstance(s, RKState) and s.phase == "claim"
    offered = {a.province for a in s.legal_actions() if isinstance(a, Claim)}
    assert "crab_capital" not in offered and "crane_capital" not in offered  # they hold a token already
    assert {"lion_capital", "unicorn_capital", "shadowlands_north", "shadowlands_south"} <= offered
    with pytest.raises(IllegalActionError):
        s.apply(Claim("crane_capital"))
    s.apply(Claim("lion_capital"))  # the empty capital of a clan not in play
    s.apply(Claim("shadowlands_south"))
    assert "lion_capital" not in {a.province for a in s.legal_actions() if isinstance(a, Claim)}


def test_R7_the_game_ends_after_the_fifth_resolution() -> None:
    s = through_setup(3, 7)
    rnd = random.Random(7)
    rounds_resolved = 0
    while not s.is_terminal():
        before = s.round
        legal = s.legal_actions()
        s.apply(legal[rnd.randrange(len(legal))])
        if s.round != before:
            rounds_resolved += 1
            assert s.is_terminal() == (rounds_resolved == 5)
    assert rounds_resolved == 5 and s.outcome() is not None
    assert [e.data["round"] for e in s.events if e.kind == "round"] == [1, 2, 3, 4, 5]


def _place_bluff_first(s: RKState) -> None:
    """Play the placement phase placing the bluff first and keeping a real token."""
    rnd = random.Random(1)
    while s.round == 1:
        legal = s.legal_actions()
        places = [a for a in legal if isinstance(a, Place)]
        bluffs = [a for a in places if a.token == "bluff"]
        pick = bluffs or places or [a for a in legal if isinstance(a, Pass)] or legal
        s.apply(pick[rnd.randrange(len(pick))])


def test_R8_a_kept_token_counts_toward_the_six() -> None:
    s = game(("crab", "crane", "lion"), seed=3)
    for q, pid in enumerate(("crab_capital", "crane_capital", "lion_capital")):
        control(s, pid, s.clans[q].id)
    _place_bluff_first(s)
    assert s.round == 2
    for q in range(3):
        assert len(s.hand[q]) == 6  # blank + kept + 4 drawn (L305)
        assert s.clans[q].bluff in s.hand[q]
        assert len(s.drawn[q]) == 4


def test_R9_six_tokens_means_five_placed_and_one_kept() -> None:
    s = game(("crab", "crane", "lion"), seed=5)
    for q, pid in enumerate(("crab_capital", "crane_capital", "lion_capital")):
        control(s, pid, s.clans[q].id)
    assert [len(h) for h in s.hand] == [6, 6, 6]
    rnd = random.Random(5)
    while s.round == 1:
        legal = [a for a in s.legal_actions() if not isinstance(a, PlayCard)] or s.legal_actions()
        s.apply(legal[rnd.randrange(len(legal))])
    placed = [e.data["seat"] for e in s.events if e.kind in ("place", "bless")]
    assert [placed.count(q) for q in range(3)] == [5, 5, 5]


def test_R46_up_to_two_scouts_or_one_shugenja_at_the_start_of_a_turn_then_back_to_the_box() -> None:
    s = game(("crab", "crane"))
    control(s, "crab_capital", "crab")
    control(s, "crane_capital", "crane")
    crane = seat(s, "crane")
    for code, at in (("army1", "crane_capital"), ("army2", "crane_capital"), ("army3", "crane_central")):
        s.place_token(crane, s.clans[crane].first_of(code, s.pool[crane].pile), s.board.loc_by_name[at])
    turn_to(s, "crab")
    crab = seat(s, "crab")
    assert {"scout", "shugenja"} <= {a.card for a in s.legal_actions() if isinstance(a, PlayCard)}
    for _ in range(2):
        s.apply(PlayCard("scout"))
        s.apply(s.legal_actions()[0])  # look at a token
    plays = {a.card for a in s.legal_actions() if isinstance(a, PlayCard)}
    assert "scout" not in plays and "shugenja" in plays  # two scouts this turn at most
    s.apply(PlayCard("shugenja"))
    s.apply(s.legal_actions()[0])
    assert not [a for a in s.legal_actions() if isinstance(a, PlayCard) and a.card == "shugenja"]
    assert (s.scouts[crab], s.shugenja[crab]) == (0, 0)  # gone for the rest of the game (L595-597)
    place = next(a for a in s.legal_actions() if isinstance(a, Place))
    s.apply(place)
    assert s.turn == crane


def test_R47_a_neutral_card_goes_to_the_nearest_candidate_counter_clockwise_never_the_first_player() -> None:
    clans = ("crab", "crane", "dragon", "lion", "phoenix")
    s = game(clans)
    mine = {  # seats 0, 2 and 4 hold two provinces each; the others one
        "crab": ["crab_capital", "crab_central"],
        "crane": ["crane_capital"],
        "dragon": ["dragon_capital", "dragon_west"],
        "lion": ["lion_capital"],
        "phoenix": ["phoenix_capital", "phoenix_east"],
    }
    for clan, pids in mine.items():
        for pid in pids:
            control(s, pid, clan)
    s.first = seat(s, "dragon")
    s.initiative.pile = ["master_of_governance"]
    determine_first_player(s)
    # from the dragon (seat 2) counter-clockwise: crane (1) has too few, crab (0) qualifies
    assert s.clans[s.first].id == "crab"


def test_R49_the_card_step_ends_only_after_everyone_passes_in_a_row() -> None:
    s = game(("crab", "crane", "lion"))
    for clan, pid in (("crab", "crab_capital"), ("crane", "crane_capital"), ("lion", "lion_capital")):
        control(s, pid, clan)
    give_card(s, "crab", "bountiful_harvest")
    give_card(s, "crane", "strength_of_purpose")
    give_card(s, "lion", "bushido")
    upkeep_cards(s, "crab")
    s.apply(Pass())  # A passes
    assert s.turn == seat(s, "crane")
    s.apply(PlayCard("strength_of_purpose"))  # B plays
    s.apply(s.legal_actions()[0])
    assert s.turn == seat(s, "lion")
    s.apply(Pass())  # C passes
    assert s.phase == "cards" and s.turn == seat(s, "crab")
    assert PlayCard("bountiful_harvest") in s.legal_actions()  # A may still play
    assert s.phase == "cards"  # only lion has passed since crane played
    s.apply(Pass())
    # lion, crab and crane (with nothing left to play) have now passed in a row: the step ends
    assert s.phase == "placement"


def test_setup_deals_two_scouts_and_one_shugenja_each_G1() -> None:
    s = through_setup(4, 0)
    assert s.scouts == [2, 2, 2, 2] and s.shugenja == [1, 1, 1, 1]


def test_every_clan_starts_with_the_bluff_behind_the_screen_and_26_tokens_in_its_pool() -> None:
    s = game(("crab", "crane"))
    for q in range(2):
        assert len(s.pool[q]) + len(s.hand[q]) == 27 - 1 + 1
        assert s.ttype(q, s.hand[q][0]) is TokenType.BLUFF or s.clans[q].bluff in s.hand[q]
    refresh(s)
    assert prov(s, "crab_capital") == s.clans[0].capital
