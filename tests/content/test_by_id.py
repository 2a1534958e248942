"""A content list's item found by its id: the first one with that id, none for an unknown id."""

from __future__ import annotations

from dataclasses import dataclass

from engine.content.by_id import with_id


@dataclass(frozen=True)
class Card:
    id: str
    text: str


def test_the_first_item_with_the_id_is_found_and_an_unknown_id_finds_none() -> None:
    cards = [Card("katana", "first"), Card("bow", "b"), Card("katana", "second")]
    assert with_id(cards, "katana") == Card("katana", "first")
    assert with_id(cards, "bow") == Card("bow", "b")
    assert with_id(cards, "spear") is None
    assert with_id([], "katana") is None
