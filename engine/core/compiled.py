"""Content compiled for play, kept by what the content is.

Compiling content (an army's tiles into tables and board geometry, a map's polygons into
adjacency) costs far more than starting a game from it, and play, replay, search and the app
start many games from the same content. A :class:`CompiledCache` keeps each compiled form under
the identity of the content it was compiled from: the :class:`~engine.core.log.ContentRef` of
every item (kind, id, the pack and version it came from, the hash of its data) that a saved game
records, plus the options the compilation reads. Two libraries holding the same content share one
compiled form; content changed in any way has another hash and is compiled anew.

Keys are values, never object identities: an ``id()`` is reused once its object is freed, and a
cache keyed by it hands out tables of content that no longer exists.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")

_MISSING = object()


class CompiledCache(Generic[V]):
    """Compiled forms by content identity, the least recently used dropped beyond ``size``.

    What is kept must not be changed by its users (states share it): compiled forms are read-only,
    or hold only memo tables that every user would fill the same way."""

    def __init__(self, what: str, size: int = 64) -> None:
        if size < 1:
            raise ValueError("a compiled cache keeps at least one item")
        self.what = what
        self.size = size
        self._items: OrderedDict[Hashable, V] = OrderedDict()
        self._lock = threading.Lock()
        #: how many times a form was compiled (a miss), and how many times one was reused
        self.builds = 0
        self.hits = 0

    def get(self, key: Hashable, build: Callable[[], V]) -> V:
        """The form kept under ``key``, compiled with ``build()`` when there is none.

        ``key`` names the content by value (its ``ContentRef`` items and options). Two threads
        missing the same key at once may both compile it; the first kept is the one both get."""
        with self._lock:
            hit = self._items.get(key, _MISSING)
            if hit is not _MISSING:
                self._items.move_to_end(key)
                self.hits += 1
                return hit  # type: ignore[return-value]
        # compiled outside the lock: compiling may be slow and may use other caches
        value = build()
        with self._lock:
            kept = self._items.get(key, _MISSING)
            if kept is not _MISSING:
                self._items.move_to_end(key)
                return kept  # type: ignore[return-value]
            self.builds += 1
            self._items[key] = value
            while len(self._items) > self.size:
                self._items.popitem(last=False)
        return value

    def __contains__(self, key: Hashable) -> bool:
        with self._lock:
            return key in self._items

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)

    def clear(self) -> None:
        """Forget every kept form (the counters too)."""
        with self._lock:
            self._items.clear()
            self.builds = 0
            self.hits = 0

    def __repr__(self) -> str:
        return f"CompiledCache({self.what!r}, {len(self)}/{self.size} kept, {self.builds} built, {self.hits} reused)"
