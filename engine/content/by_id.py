"""An item of a content list found by its ``id`` (a card of a deck, a side of a tile): the lists
are short and kept in the author's order, so a look-up reads them rather than keeping an index
that every edit would have to follow."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, TypeVar


class HasId(Protocol):
    @property
    def id(self) -> str: ...


T = TypeVar("T", bound=HasId)


def with_id(items: Iterable[T], ident: str) -> T | None:
    """The first of ``items`` whose ``id`` is ``ident``, else None."""
    for item in items:
        if item.id == ident:
            return item
    return None
