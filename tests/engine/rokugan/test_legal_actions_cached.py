"""The legal actions a game offers come from caches kept per state version (placements per token
kind, legal locations per seat); these tests play seeded random games and check, at every
placement turn, that what is offered is exactly what the placement rule allows (L321-339, L333,
L391), that a copy with every cache dropped offers the same list, and that a rollout (no
explanations, no RNG record, no legality check) plays the very same game as a checked one."""

from __future__ import annotations

import random

import pytest

from engine.content.library import bundled_library
from engine.core.registry import load_game
from engine.games.rokugan.actions import Bless, Place
from engine.games.rokugan.common import TokenType
from engine.games.rokugan.flow import illegal_reason
from engine.games.rokugan.game import STANDARD, bundled_scenario
from engine.games.rokugan.placement import bless_targets
from engine.games.rokugan.state import RKState
from tests.engine.rokugan.helpers import scenario

GAME = load_game("rokugan")


def rule_placements(s: RKState) -> list[object]:
    """Every Place and Bless of the seat to move, asked of the rule one token kind and one place at
    a time: kinds in code order, places in board order (centres first), blessings per token."""
    seat = s.turn
    clan = s.clans[seat]
    out: list[object] = []
    for code in sorted({clan.tokens[t].code for t in s.hand[seat]}):
        if clan.tokens[clan.first_of(code, s.hand[seat])].type is TokenType.BLESSING:
            out.extend(Bless(code, serial) for serial in bless_targets(s, seat))
            continue
        for loc in s.board.locations:
            a = Place(code, loc.name)
            if illegal_reason(s, a) is None:
                out.append(a)
    return out


def uncached(s: RKState) -> RKState:
    """A copy with every legality cache dropped, so everything is worked out afresh."""
    c = s.clone()
    c._legal = None
    c._legal_cache = {}
    c._place_cache = {}
    c._flags_cache = None
    c._views_cache = None
    return c


def check_game(s: RKState, rnd: random.Random) -> int:
    """Play ``s`` to the end at random, checking each placement turn; returns the turns checked."""
    checked = 0
    while not s.is_terminal():
        acts = s.legal_actions()
        assert acts == uncached(s).legal_actions()
        if s.phase == "placement" and s.pending is None:
            places = [a for a in acts if isinstance(a, (Place, Bless))]
            assert places == rule_placements(s)
            checked += 1
        s.apply(acts[rnd.randrange(len(acts))])
    return checked


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_offered_placements_are_exactly_what_the_rule_allows(players: int) -> None:
    lib = bundled_library()
    for seed in range(2):
        s = GAME.new_initial_state(bundled_scenario(STANDARD[players]), lib, seed)
        assert isinstance(s, RKState)
        assert check_game(s, random.Random(seed)) > 20


def test_placements_checked_at_the_reveal_offer_every_place() -> None:
    # checked at the reveal (L349, L426), every token may go on every centre and border, taken or not
    s = GAME.new_initial_state(
        scenario(("crab", "crane", "lion"), rules={"placement_check": "at_reveal"}, initial_control_tokens=3),
        bundled_library(),
        3,
    )
    assert isinstance(s, RKState)
    assert check_game(s, random.Random(3)) > 20


def test_a_rollout_plays_the_same_game_as_a_checked_one() -> None:
    lib = bundled_library()
    prep = GAME.prepare(bundled_scenario("standard-5p"), lib)
    for seed in range(3):
        full = RKState(GAME, prep, seed)
        fast = RKState(GAME, prep, seed, verbose=False)
        fast.rng.record = False
        rnd_full, rnd_fast = random.Random(seed), random.Random(seed)
        while not full.is_terminal():
            acts = full.legal_actions()
            assert fast.legal_actions() == acts
            full.apply(acts[rnd_full.randrange(len(acts))])
            fast_acts = fast.legal_actions()
            fast.apply_unchecked(fast_acts[rnd_fast.randrange(len(fast_acts))])
        assert fast.is_terminal()
        assert fast.history == full.history
        assert fast.key() == full.key()
        assert fast.outcome() == full.outcome()
        assert full.events and not fast.events
