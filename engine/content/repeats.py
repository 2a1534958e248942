"""Finding the ids a content list repeats, in the order its checks walk the list."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import TypeVar

T = TypeVar("T")


def with_repeats(items: Iterable[T], key: Callable[[T], Hashable]) -> Iterator[tuple[int, T, bool]]:
    """Each item with its index and whether an earlier item had the same ``key`` (an id used
    twice), so a check reports the repeat at the item where it happens, among that item's
    other issues."""
    seen: set[Hashable] = set()
    for i, item in enumerate(items):
        k = key(item)
        yield i, item, k in seen
        seen.add(k)
