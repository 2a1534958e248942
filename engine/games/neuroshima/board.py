"""The Neuroshima Hex board: the 19-hex main field and the optional 18-hex extra ring.

Hexes are flat-top axial coordinates (rules/002 §1.2); direction 0 is north, then clockwise.
Hot paths use integer hex indices: the 19 main hexes come first (in label order 1..19), then
the ring. Neighbour and ray tables are precomputed once per board.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from engine.core.errors import CoordinateError
from engine.core.hexgrid import ORIGIN, Hex, hexagon_board, neighbor_table, ring
from engine.core.message import Message

MAIN_RADIUS = 2


@dataclass(frozen=True, eq=False)
class Board:
    """Geometry of one board. Index ``h`` in ``0..n-1``; ``-1`` means off the board."""

    extended: bool
    hexes: tuple[Hex, ...]
    index: dict[Hex, int]
    n_main: int
    #: ``nbr[h][d]``: the neighbour of ``h`` in direction ``d`` or -1
    nbr: tuple[tuple[int, ...], ...]
    #: ``rays[h][d]``: the hexes on the straight line from ``h`` in direction ``d``, nearest first
    rays: tuple[tuple[tuple[int, ...], ...], ...]
    #: hexes whose six neighbours are all on the board (Air Strike targets, rules/002 §3.4)
    interior: tuple[bool, ...]
    labels: tuple[str, ...]

    @property
    def n(self) -> int:
        return len(self.hexes)

    def is_main(self, h: int) -> bool:
        return h < self.n_main

    def label(self, h: int) -> str:
        return self.labels[h]

    def find(self, hx: Hex) -> int:
        """The index of ``hx`` or -1 when it is not on this board."""
        return self.index.get(hx, -1)

    def parse(self, text: str) -> int:
        """A hex index from an axial ``"q,r"`` or a label; raises ``ValueError`` off the board."""
        t = text.strip()
        if t in self.labels:
            return self.labels.index(t)
        h = self.index.get(Hex.parse(t), -1)
        if h < 0:
            raise CoordinateError(Message("nh-hex-off-board", hex=t))
        return h

    def neighbors(self, h: int) -> list[int]:
        return [x for x in self.nbr[h] if x >= 0]

    def distance(self, a: int, b: int) -> int:
        return self.hexes[a].distance(self.hexes[b])


@functools.cache
def get_board(extended: bool = False) -> Board:
    """The 19-hex board, or with ``extended`` the 37-hex board with the extra ring."""
    main = hexagon_board(MAIN_RADIUS)
    hexes = list(main.hexes)  # label order 1..19
    labels = [main.label(h) for h in hexes]
    if extended:
        outer = ring(ORIGIN, MAIN_RADIUS + 1)
        hexes += outer
        labels += [f"R{i + 1}" for i in range(len(outer))]
    index = {h: i for i, h in enumerate(hexes)}
    nbr = tuple(tuple(row) for row in neighbor_table(hexes))
    rays = []
    for i in range(len(hexes)):
        per_dir = []
        for d in range(6):
            line = []
            j = nbr[i][d]
            while j >= 0:
                line.append(j)
                j = nbr[j][d]
            per_dir.append(tuple(line))
        rays.append(tuple(per_dir))
    interior = tuple(all(x >= 0 for x in nbr[i]) for i in range(len(hexes)))
    return Board(
        extended=extended,
        hexes=tuple(hexes),
        index=index,
        n_main=main.__len__(),
        nbr=nbr,
        rays=tuple(rays),
        interior=interior,
        labels=tuple(labels),
    )
