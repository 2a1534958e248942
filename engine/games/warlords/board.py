"""The compiled battlefield: integer cells over the printed field and its extension, neighbour
tables, terrain and edge features, deployment zones, no-man's land and control zones.

Cells are indices into a rectangle that covers the printed field plus the cells the GM may
draw beyond it (rules/003 §1.1, L75). Directions are ``N, E, S, W = 0, 1, 2, 3``; a unit's
facing is a direction, its right is ``(f + 1) % 4``. An edge has one key whichever cell it is
seen from. Boards are immutable and shared by every copy of a battle.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.errors import CoordinateError, WarbenchError, excerpt
from engine.core.message import Message
from engine.core.squaregrid import Cell, QuarterLabeler

if TYPE_CHECKING:
    from engine.games.warlords.battlefield import Battlefield

N, E, S, W = 0, 1, 2, 3
DIRS: tuple[tuple[int, int], ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))
DIR_NAMES = "NESW"

OPEN, FOREST, HILL, CLIFF, RICE, BOG, VILLAGE = range(7)
TERRAIN_CODES = {
    "open": OPEN,
    "forest": FOREST,
    "hill": HILL,
    "cliff": CLIFF,
    "rice": RICE,
    "bog": BOG,
    "village": VILLAGE,
}

# static edge features (bit flags)
RIVER, BRIDGE, FORD, CLIFF_EDGE = 1, 2, 4, 8

NORTH, SOUTH = 0, 1  # halves of the field


class SetupError(WarbenchError):
    """A battle that cannot be set up (a reference or cell that does not resolve)."""


class CellError(SetupError, CoordinateError):
    """A cell or an edge that is written wrongly or lies beyond the field, as a message."""


def opposite(d: int) -> int:
    return (d + 2) % 4


@dataclass(frozen=True)
class ControlZoneSpec:
    id: str
    quarter: str
    cells: frozenset[int]


class Board:
    """A battlefield compiled for play (immutable after construction)."""

    def __init__(self, bf: Battlefield, shifts: dict[str, int] | None = None) -> None:
        self.battlefield_id = bf.id
        self.layout = bf.layout
        if bf.layout == "pass":
            qw, north_lines, south_lines = 4, 7, 6
        else:
            qw, north_lines, south_lines = 6, 4, 3
        self.labeler = QuarterLabeler(qw, north_lines, south_lines, south_lines, bf.quarter_names.upper())
        self.width = 2 * qw
        self.height = north_lines + south_lines
        self.split_y = south_lines
        ext = bf.extension
        west, east = (0, 0) if bf.layout == "pass" else (ext.west, ext.east)
        self.x0, self.y0 = -west, -ext.south
        self.xs = self.width + west + east
        self.ys = self.height + ext.south + ext.north
        self.n = self.xs * self.ys
        self.cells: list[Cell] = [Cell(self.x0 + i % self.xs, self.y0 + i // self.xs) for i in range(self.n)]
        #: each cell's distance to a set of cells, by measure (:meth:`distances_to`), filled as asked
        self._distances: dict[tuple[frozenset[int], str], list[int]] = {}
        self._zones_in_half: dict[int, tuple[ControlZoneSpec, ...]] = {}
        self.labels: list[str] = [self.labeler.label_extended(c) for c in self.cells]
        self.index: dict[str, int] = {lab: i for i, lab in enumerate(self.labels)}
        nb: list[tuple[int, int, int, int]] = []
        for c in self.cells:
            row = []
            for dx, dy in DIRS:
                row.append(self.idx(Cell(c.x + dx, c.y + dy)))
            nb.append((row[0], row[1], row[2], row[3]))
        self.nb = nb
        #: the direction from a cell to each of its orthogonal neighbours, by ``a * n + b``
        #: (``direction``: the rules ask it at every step, move and shot)
        self._dir_of: dict[int, int] = {}
        for src, row4 in enumerate(nb):
            for d, dst in enumerate(row4):
                if dst >= 0:
                    self._dir_of.setdefault(src * self.n + dst, d)
        #: the static features of the edge between two cells, by ``a * n + b``, filled as asked
        self._between: dict[int, int] = {}
        self.canonical = [0 <= c.x < self.width and 0 <= c.y < self.height for c in self.cells]
        #: half of the field: north (0) from the split row up, south (1) below
        self.half = [NORTH if c.y >= self.split_y else SOUTH for c in self.cells]
        names = self.labeler.names
        self.quarter: list[str] = []
        for c in self.cells:
            north = c.y >= self.split_y
            east = c.x >= qw
            self.quarter.append(names[(0 if north else 2) + (1 if east else 0)])
        #: deployment zone (quarter letter) of each printed cell, "" outside the zones (L8, L12)
        self.zone: list[str] = []
        for i, c in enumerate(self.cells):
            in_zone = self.canonical[i] and c.y != self.split_y
            self.zone.append(self.quarter[i] if in_zone else "")
        self.no_mans_land = frozenset(i for i, c in enumerate(self.cells) if self.canonical[i] and c.y == self.split_y)
        self._terrain(bf, shifts or {})
        self.map_fences = frozenset(self.parse_edge(e) for e in bf.fences)
        zones = []
        for cz in bf.control_zones:
            a, b = self.cells[self.parse(cz.first)], self.cells[self.parse(cz.last)]
            cells = frozenset(
                self.idx(Cell(x, y))
                for x in range(min(a.x, b.x), max(a.x, b.x) + 1)
                for y in range(min(a.y, b.y), max(a.y, b.y) + 1)
            )
            zones.append(ControlZoneSpec(cz.id, self.quarter[self.parse(cz.first)], cells))
        self.control_zones = tuple(zones)
        self._recon: dict[tuple[int, int, int], tuple[int, ...]] = {}
        self._zones: dict[int, list[int]] = {}
        self._recon_rects: dict[int, tuple[tuple[str, str], ...]] = {}
        self._zone_edges: dict[int, tuple[int, ...]] = {}
        self._zone_edge_labels: dict[int, tuple[tuple[int, str], ...]] = {}
        self.difficult_approaches = (
            None if bf.difficult_approaches is None else (NORTH if bf.difficult_approaches == "north" else SOUTH)
        )

    def _terrain(self, bf: Battlefield, shifts: dict[str, int]) -> None:
        """Terrain, cliff sides and river edges, with the GM's shifts of inner-province
        elements (L290)."""
        nb = self.nb
        self.terrain = [OPEN] * self.n
        self.cliff_side = [-1] * self.n
        for feat in bf.terrain:
            d = shifts.get(feat.id, -1)
            code = TERRAIN_CODES[feat.type]
            side = DIR_NAMES.index(feat.cliff_side) if feat.cliff_side else -1
            for lab in feat.cells:
                i = self.parse(lab)
                if d >= 0:
                    i = nb[i][d]
                    if i < 0:
                        continue
                self.terrain[i] = code
                if code == CLIFF:
                    self.cliff_side[i] = side
        self.edges: dict[int, int] = {}
        for river in bf.rivers:
            for e in river.edges:
                self._add_edge(e, RIVER)
            for x in river.crossings:
                self._add_edge(x.edge, BRIDGE if x.kind == "bridge" else FORD)
        for i, side in enumerate(self.cliff_side):
            if side >= 0:
                self.edges[self.edge_key(i, side)] = self.edges.get(self.edge_key(i, side), 0) | CLIFF_EDGE
        self.flammable = tuple(i for i in range(self.n) if self.canonical[i] and self.terrain[i] in (FOREST, VILLAGE))
        self.grass = tuple(i for i in range(self.n) if self.canonical[i] and self.terrain[i] not in (RICE, BOG))

    def with_shifts(self, bf: Battlefield, shifts: dict[str, int]) -> Board:
        """This board with the terrain shifted (the grid, names and zones are shared)."""
        other = copy.copy(self)
        other._terrain(bf, shifts)
        return other

    # -- cells and labels
    def idx(self, c: Cell) -> int:
        """The index of cell ``c``, or -1 beyond the extension."""
        x, y = c.x - self.x0, c.y - self.y0
        if 0 <= x < self.xs and 0 <= y < self.ys:
            return y * self.xs + x
        return -1

    def parse(self, label: str) -> int:
        """The index of a cell label (raises :class:`SetupError` naming the label)."""
        i = self.index.get(label.strip().upper())
        if i is not None:
            return i
        try:
            c = self.labeler.parse(label)
        except CoordinateError as exc:
            raise CellError(exc.said) from None
        i = self.idx(c)
        if i < 0:
            raise CellError(Message("wl-cell-beyond", text=excerpt(label)))
        return i

    def label(self, i: int) -> str:
        return self.labels[i] if i >= 0 else "-"

    # -- edges
    def edge_key(self, cell: int, d: int) -> int:
        """One key for the edge on side ``d`` of ``cell``, the same seen from the other cell."""
        if d in (S, W):
            other = self.nb[cell][d]
            if other >= 0:
                return other * 4 + opposite(d)
        return cell * 4 + d

    def parse_edge(self, text: str) -> int:
        cell, _, side = text.partition(":")
        side = side.strip().upper()
        if side not in ("N", "E", "S", "W") or not cell:
            raise CellError(Message("wl-edge-not-edge", text=excerpt(text)))
        return self.edge_key(self.parse(cell), DIR_NAMES.index(side))

    def edge_label(self, key: int) -> str:
        return f"{self.labels[key // 4]}:{DIR_NAMES[key % 4]}"

    def edge_cells(self, key: int) -> tuple[int, int]:
        """The two cells an edge separates (the second is -1 beyond the extension)."""
        c, d = divmod(key, 4)
        return c, self.nb[c][d]

    def _add_edge(self, text: str, flag: int) -> None:
        k = self.parse_edge(text)
        self.edges[k] = self.edges.get(k, 0) | flag

    def edge_between(self, a: int, b: int) -> int:
        """The static features of the edge between orthogonal neighbours ``a`` and ``b``."""
        if a >= 0 and b >= 0:
            k = a * self.n + b
            got = self._between.get(k)
            if got is None:
                d = self._dir_of.get(k, -1)
                got = self._between[k] = self.edges.get(self.edge_key(a, d), 0) if d >= 0 else 0
            return got
        d = self.direction(a, b)
        return self.edges.get(self.edge_key(a, d), 0) if d >= 0 else 0

    def direction(self, a: int, b: int) -> int:
        """The direction from ``a`` to its orthogonal neighbour ``b`` (-1 when not adjacent)."""
        if a >= 0 and b >= 0:
            return self._dir_of.get(a * self.n + b, -1)
        row = self.nb[a]
        for d in range(4):
            if row[d] == b:
                return d
        return -1

    # -- geometry helpers
    def xy(self, i: int) -> Cell:
        return self.cells[i]

    def step(self, i: int, d: int, k: int = 1) -> int:
        for _ in range(k):
            if i < 0:
                return -1
            i = self.nb[i][d]
        return i

    def chebyshev(self, a: int, b: int) -> int:
        ca, cb = self.cells[a], self.cells[b]
        return max(abs(ca.x - cb.x), abs(ca.y - cb.y))

    def manhattan(self, a: int, b: int) -> int:
        ca, cb = self.cells[a], self.cells[b]
        return abs(ca.x - cb.x) + abs(ca.y - cb.y)

    def distances_to(self, cells: frozenset[int], measure: str) -> list[int]:
        """Each cell's distance to the nearest of ``cells`` (``"chebyshev"`` or ``"manhattan"``),
        counted once per board: a claim's measure (L109-L111) is asked for in every position the
        search judges."""
        table = self._distances.get((cells, measure))
        if table is None:
            dist = self.chebyshev if measure == "chebyshev" else self.manhattan
            table = [min(dist(i, c) for c in cells) for i in range(self.n)]
            self._distances[(cells, measure)] = table
        return table

    def zones_in_half(self, half: int) -> tuple[ControlZoneSpec, ...]:
        """The control zones with a cell in ``half``, in order (the defender's, L13, L78), found
        once per board: the search counts them in every position it judges."""
        got = self._zones_in_half.get(half)
        if got is None:
            got = tuple(z for z in self.control_zones if any(self.half[c] == half for c in z.cells))
            self._zones_in_half[half] = got
        return got

    def adjacent8(self, i: int) -> list[int]:
        """The 8 neighbours of ``i`` (corners included) that lie on the board."""
        out = []
        for d in range(4):
            a = self.nb[i][d]
            if a >= 0:
                out.append(a)
                b = self.nb[a][(d + 1) % 4]
                if b >= 0:
                    out.append(b)
        return out

    def rectangle(self, corner: int, cols: int, rows: int) -> tuple[int, ...]:
        """The cells of a rectangle from its south-west corner (only cells on the board)."""
        key = (corner, cols, rows)
        r = self._recon.get(key)
        if r is None:
            c0 = self.cells[corner]
            cells = (self.idx(Cell(c0.x + dx, c0.y + dy)) for dx in range(cols) for dy in range(rows))
            r = tuple(i for i in cells if i >= 0)
            self._recon[key] = r
        return r

    def recon_rectangles(self, half: int, sizes: dict[str, tuple[int, int]]) -> tuple[tuple[str, str], ...]:
        """(south-west corner label, size) of every rectangle of ``sizes`` that lies whole on the
        printed cells of ``half``'s side of the field, corner by corner (``sizes`` is always the
        shinobi's, so the list is made once per half)."""
        known = self._recon_rects.get(half)
        if known is None:
            out = []
            for c in range(self.n):
                if not self.canonical[c] or self.half[c] != half:
                    continue
                for size, (cols, rows) in sizes.items():
                    cells = self.rectangle(c, cols, rows)
                    if len(cells) == cols * rows and all(self.canonical[x] for x in cells):
                        out.append((self.labels[c], size))
            known = self._recon_rects[half] = tuple(out)
        return known

    def zone_edges(self, half: int) -> tuple[int, ...]:
        """The keys of every edge of a cell of ``half``'s deployment zones, in order."""
        known = self._zone_edges.get(half)
        if known is None:
            cells = self.zone_cells(half)
            known = self._zone_edges[half] = tuple(sorted({self.edge_key(c, d) for c in cells for d in range(4)}))
        return known

    def zone_edge_labels(self, half: int) -> tuple[tuple[int, str], ...]:
        """:meth:`zone_edges` with each edge's label (the fences a side may build are listed
        at every step of a search)."""
        known = self._zone_edge_labels.get(half)
        if known is None:
            known = self._zone_edge_labels[half] = tuple((k, self.edge_label(k)) for k in self.zone_edges(half))
        return known

    def zone_cells(self, half: int) -> list[int]:
        """The deployment cells of one half (both its quarters, L8)."""
        cells = self._zones.get(half)
        if cells is None:
            cells = [i for i, z in enumerate(self.zone) if z and self.half[i] == half]
            self._zones[half] = cells
        return list(cells)

    def cells_of(self, labels: Iterable[str]) -> list[int]:
        return [self.parse(lab) for lab in labels]
