"""What a Neuroshima action brings into the game that taking it back would let a player peek at.

The stacks are shuffled once, when the game is set up (rules/002 §2.1), so later draws use no
randomness: the generic "was the RNG used" test misses them. A draw (at the start of a turn, or
a bad-draw redraw) shows tiles nobody knew, so it counts as revealing (rules/002 §2.3: drawn
tiles lie face up).
"""

from __future__ import annotations

from collections.abc import Sequence


def drew_since(decks_now: Sequence[Sequence[int]], decks_before: Sequence[Sequence[int]]) -> bool:
    """Whether any stack lost tiles between ``decks_before`` and ``decks_now``."""
    return any(len(now) < len(before) for now, before in zip(decks_now, decks_before, strict=True))
