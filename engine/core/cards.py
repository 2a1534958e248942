"""Cards, tiles and tokens in zones: draw piles, discard piles, hands, face-up and face-down
rows. Game-neutral; every game with cards keeps them here.

- :class:`Zone` is an ordered list of items with a :class:`Visibility`: who may see what is in it.
  :meth:`Zone.seen_by` is what a seat's observation shows of it: the items, or only how many.
- :class:`Deck` is a draw pile (face down, its order hidden from everyone) with its discard pile
  (face up). Shuffles and draws go through the state's :class:`~engine.core.rng.Rng`, so they are
  seeded and logged; an empty pile is refilled from the discards when the game says so.
- :func:`redeal` redraws everything a seat cannot see (other hands, face-down rows, the order of
  a pile) from a seed: what ``State.resample_hidden`` does for every game with cards.

The top of a pile is the end of its list (``pop()`` draws).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from enum import StrEnum
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from engine.core.rng import Rng

T = TypeVar("T")


class Visibility(StrEnum):
    #: face up: every seat sees the items
    PUBLIC = "public"
    #: a hand or a screen: the owner sees the items, the others how many there are
    OWNER = "owner"
    #: face down (a draw pile, an unrevealed row): every seat sees only how many there are
    HIDDEN = "hidden"


class Zone(Generic[T]):
    """Items in one place, in order, with who may see them."""

    __slots__ = ("items", "owner", "visibility")

    def __init__(self, items: Iterable[T] = (), visibility: Visibility = Visibility.PUBLIC, owner: int | None = None):
        if visibility is Visibility.OWNER and owner is None:
            raise ValueError("a zone seen by its owner needs an owner")
        self.items: list[T] = list(items)
        self.visibility = visibility
        self.owner = owner

    def visible_to(self, viewer: int) -> bool:
        return self.visibility is Visibility.PUBLIC or (self.visibility is Visibility.OWNER and viewer == self.owner)

    def seen_by(self, viewer: int) -> tuple[T, ...] | int:
        """The items when ``viewer`` may see them, else only their number."""
        return tuple(self.items) if self.visible_to(viewer) else len(self.items)

    def copy(self) -> Zone[T]:
        other: Zone[T] = Zone.__new__(Zone)
        other.items = list(self.items)
        other.visibility = self.visibility
        other.owner = self.owner
        return other

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.items)

    def __contains__(self, item: object) -> bool:
        return item in self.items

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Zone)
            and self.items == other.items
            and self.visibility == other.visibility
            and self.owner == other.owner
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Zone({self.items!r}, {self.visibility.value}, owner={self.owner})"


class Deck(Generic[T]):
    """A face-down draw pile and its face-up discard pile.

    ``name`` appears in the RNG log ("shuffle command deck"). ``reshuffles`` counts how often the
    discards were shuffled back into the pile (games that punish it, such as losing honor, read it).
    """

    __slots__ = ("discards", "name", "pile", "reshuffles")

    def __init__(self, cards: Iterable[T] = (), name: str = "deck") -> None:
        self.pile: list[T] = list(cards)
        self.discards: list[T] = []
        self.name = name
        self.reshuffles = 0

    def shuffle(self, rng: Rng, purpose: str = "") -> None:
        rng.shuffle(self.pile, purpose or f"shuffle {self.name}")

    def reshuffle(self, rng: Rng) -> None:
        """Shuffle the discards back into the pile (how an empty pile is refilled; counted)."""
        self.pile.extend(self.discards)
        self.discards = []
        self.reshuffles += 1
        rng.shuffle(self.pile, f"reshuffle {self.name}")

    def gather(self, rng: Rng, purpose: str = "") -> None:
        """Every discard back into the pile and the whole pile shuffled (not counted as a refill)."""
        self.pile.extend(self.discards)
        self.discards = []
        rng.shuffle(self.pile, purpose or f"shuffle {self.name}")

    def draw(self, rng: Rng, *, refill: bool = True) -> T | None:
        """The top card, or ``None`` when the pile is empty (after refilling it from the discards
        when ``refill`` and there are any)."""
        if not self.pile and refill and self.discards:
            self.reshuffle(rng)
        return self.pile.pop() if self.pile else None

    def draw_many(self, rng: Rng, n: int, *, refill: bool = True) -> list[T]:
        """Up to ``n`` cards, fewer when pile and discards run out."""
        out = []
        for _ in range(n):
            c = self.draw(rng, refill=refill)
            if c is None:
                break
            out.append(c)
        return out

    def discard(self, *cards: T) -> None:
        self.discards.extend(cards)

    def copy(self) -> Deck[T]:
        other: Deck[T] = Deck.__new__(Deck)
        other.pile = list(self.pile)
        other.discards = list(self.discards)
        other.name = self.name
        other.reshuffles = self.reshuffles
        return other

    def key(self) -> tuple[object, ...]:
        return (tuple(self.pile), tuple(self.discards), self.reshuffles)

    def __len__(self) -> int:
        return len(self.pile)

    def __bool__(self) -> bool:
        """Whether a card can still be drawn (from the pile or, by a refill, the discards)."""
        return bool(self.pile or self.discards)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deck) and self.name == other.name and self.key() == other.key()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Deck({self.name!r}, pile={len(self.pile)}, discards={len(self.discards)})"


def canonical_shuffle(rnd: random.Random, items: list[T]) -> None:
    """Shuffle ``items`` in place from a canonical order (sorted first), so the result depends on
    which items there are and on ``rnd``, never on the order they were in: a redraw of hidden
    information then cannot carry the true hidden order along (a search agent could read it)."""
    try:
        items.sort()
    except TypeError:  # items without an order of their own
        items.sort(key=repr)
    rnd.shuffle(items)


def redeal(rnd: random.Random, hidden: Sequence[list[T]]) -> None:
    """Shuffle together every item of the ``hidden`` lists (others' hands, face-down rows, draw
    piles) and deal them back, each list keeping its length, in place. The result depends only on
    which items the lists hold together (see :func:`canonical_shuffle`)."""
    pool = [x for items in hidden for x in items]
    canonical_shuffle(rnd, pool)
    k = 0
    for items in hidden:
        n = len(items)
        items[:] = pool[k : k + n]
        k += n
