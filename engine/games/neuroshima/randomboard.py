"""Random positions: full boards for benchmarks, property tests and AI training data."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.content.library import ContentLibrary
from engine.games.neuroshima.board import get_board
from engine.games.neuroshima.catalog import HQ, INSTANT
from engine.games.neuroshima.convert import build_seats, catalog_of, load_army
from engine.games.neuroshima.models.setup import Mode
from engine.games.neuroshima.position import Position


def random_full_position(
    army_ids: Sequence[str] = ("moloch", "borgo"),
    rnd: random.Random | None = None,
    *,
    hq_hp: int = 20,
    fill: int | None = None,
    library: ContentLibrary,
) -> Position:
    """A duel position whose main field is full (or has ``fill`` tiles): both HQs and random board
    tiles of both armies (within their counts), random rotations, no damage."""
    rnd = rnd or random.Random()
    armies = [load_army(a, library) for a in army_ids]
    catalog = catalog_of(armies, library)
    seats = build_seats(Mode.DUEL if len(armies) == 2 else Mode.FREE_FOR_ALL, armies)
    board = get_board(False)
    pos = Position.empty(board, catalog, seats, [hq_hp] * len(armies))
    hexes = list(range(board.n_main))
    rnd.shuffle(hexes)
    want = board.n_main if fill is None else fill
    pools = []
    for s, a in enumerate(army_ids):
        pos.put(hexes.pop(), catalog.hq_code[a], s, 0)
        pool = [c for c in catalog.army_deck(a) if catalog.types[c].kind not in (INSTANT, HQ)]
        rnd.shuffle(pool)
        pools.append(pool)
    s = 0
    while hexes and len(pos.occupied()) < want and any(pools):
        if pools[s]:
            pos.put(hexes.pop(), pools[s].pop(), s, rnd.randrange(6))
        s = (s + 1) % len(pools)
    return pos
