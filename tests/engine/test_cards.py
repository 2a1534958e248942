"""The shared card zones: decks drawn and shuffled through the state's RNG, refills from the
discards, what each seat sees of a zone, and redealing what a seat cannot see."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.cards import Deck, Visibility, Zone, redeal
from engine.core.rng import Rng


def test_drawing_takes_the_top_card_and_an_empty_pile_is_refilled_from_the_discards() -> None:
    rng = Rng(1)
    deck = Deck(["a", "b", "c"], "test deck")
    assert deck.draw(rng) == "c" and len(deck) == 2
    deck.discard("c")
    assert deck.draw_many(rng, 2) == ["b", "a"]
    assert deck.reshuffles == 0
    assert deck.draw(rng) == "c"  # refilled from the discards
    assert deck.reshuffles == 1
    assert [r.purpose for r in rng.records] == ["reshuffle test deck"]
    assert deck.draw(rng) is None and not deck


def test_without_refill_an_empty_pile_draws_nothing() -> None:
    deck = Deck(["a"])
    deck.discard("b")
    rng = Rng(0)
    assert deck.draw(rng, refill=False) == "a"
    assert deck.draw(rng, refill=False) is None and deck.discards == ["b"]


def test_shuffles_are_seeded_and_logged() -> None:
    a, b = Deck(range(20), "d"), Deck(range(20), "d")
    ra, rb = Rng(7), Rng(7)
    a.shuffle(ra)
    b.shuffle(rb)
    assert a == b and a.pile != list(range(20))
    assert ra.records[0].purpose == "shuffle d" and ra.records[0].result == tuple(a.pile)


def test_a_copy_is_independent() -> None:
    deck = Deck([1, 2, 3])
    other = deck.copy()
    other.draw(Rng(0))
    assert len(deck) == 3 and len(other) == 2 and deck != other


def test_gathering_puts_every_discard_back_without_counting_a_refill() -> None:
    deck = Deck([1, 2])
    deck.discard(3, 4)
    deck.gather(Rng(2))
    assert sorted(deck.pile) == [1, 2, 3, 4] and deck.discards == [] and deck.reshuffles == 0


@pytest.mark.parametrize(
    ("visibility", "owner", "seen_by_0", "seen_by_1"),
    [
        (Visibility.PUBLIC, None, ("x", "y"), ("x", "y")),
        (Visibility.OWNER, 0, ("x", "y"), 2),
        (Visibility.HIDDEN, None, 2, 2),
    ],
)
def test_a_zone_shows_its_items_only_to_who_may_see_them(visibility, owner, seen_by_0, seen_by_1) -> None:
    zone = Zone(["x", "y"], visibility, owner)
    assert zone.seen_by(0) == seen_by_0
    assert zone.seen_by(1) == seen_by_1


def test_a_hand_needs_an_owner() -> None:
    with pytest.raises(ValueError, match="owner"):
        Zone([], Visibility.OWNER)


@given(st.lists(st.lists(st.integers(0, 9), max_size=6), min_size=1, max_size=4), st.integers(0, 10**6))
def test_redeal_keeps_every_item_and_every_length(piles: list[list[int]], seed: int) -> None:
    before = [list(p) for p in piles]
    redeal(random.Random(seed), piles)
    assert [len(p) for p in piles] == [len(p) for p in before]
    assert sorted(x for p in piles for x in p) == sorted(x for p in before for x in p)
