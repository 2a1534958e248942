"""Hexagonal grids: axial coordinates, layouts, labels and board shapes.

A :class:`Hex` is an axial coordinate ``(q, r)`` (cube ``s = -q - r``). Direction 0 and the
meaning of "clockwise" depend on the :class:`Orientation`: for flat-top layouts direction 0 is
north; for pointy-top layouts it is east. Directions are numbered clockwise on screen (y grows
downward), so rotating a hex by one step turns it 60 degrees clockwise around the origin.

Boards are finite sets of hexes (:class:`HexBoard`) with a per-hex kind (``"full"``, or a name a
game gives, such as a half hex along a board's edge) and the labels designers see.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import NamedTuple

from engine.core.errors import CoordinateError, excerpt_said
from engine.core.message import Message
from engine.core.planar import bounding_box as points_bounding_box


class Hex(NamedTuple):
    """An axial hex coordinate. Immutable and hashable; ``s`` is derived."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: object) -> Hex:
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> Hex:
        return Hex(self.q * k, self.r * k)

    def neighbor(self, direction: int) -> Hex:
        d = AXIAL_DIRECTIONS[direction % 6]
        return Hex(self.q + d.q, self.r + d.r)

    def neighbors(self) -> list[Hex]:
        """The six neighbours, in direction order 0..5."""
        return [Hex(self.q + d.q, self.r + d.r) for d in AXIAL_DIRECTIONS]

    def distance(self, other: Hex) -> int:
        dq = self.q - other.q
        dr = self.r - other.r
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

    def length(self) -> int:
        return (abs(self.q) + abs(self.r) + abs(self.q + self.r)) // 2

    def rotate(self, steps: int, center: Hex | None = None) -> Hex:
        """This hex rotated ``steps`` x 60 degrees clockwise around ``center`` (default origin)."""
        c = center or ORIGIN
        x, z = self.q - c.q, self.r - c.r
        y = -x - z
        for _ in range(steps % 6):
            # cube (x, y, z) -> (-z, -x, -y) is one clockwise step with y down
            x, y, z = -z, -x, -y
        return Hex(x + c.q, z + c.r)

    def direction_to(self, other: Hex) -> int | None:
        """The direction index if ``other`` is adjacent to this hex, else ``None``."""
        d = Hex(other.q - self.q, other.r - self.r)
        try:
            return AXIAL_DIRECTIONS.index(d)
        except ValueError:
            return None

    def __str__(self) -> str:
        return f"{self.q},{self.r}"

    @classmethod
    def parse(cls, text: str) -> Hex:
        """Parse ``"q,r"`` (the axial notation used in logs and files)."""
        parts = text.strip().strip("()").split(",")
        try:
            if len(parts) == 2:
                return cls(int(parts[0]), int(parts[1]))
        except ValueError:
            pass
        raise CoordinateError(Message("hex-not-axial", text=excerpt_said(text)))


ORIGIN = Hex(0, 0)

#: Axial direction vectors, clockwise on screen. For flat-top layouts index 0 is north
#: (N, NE, SE, S, SW, NW); for pointy-top layouts index 0 is east (E, SE, SW, W, NW, NE).
AXIAL_DIRECTIONS: tuple[Hex, ...] = (
    Hex(0, -1),
    Hex(1, -1),
    Hex(1, 0),
    Hex(0, 1),
    Hex(-1, 1),
    Hex(-1, 0),
)


def opposite(direction: int) -> int:
    return (direction + 3) % 6


def hex_round(qf: float, rf: float) -> Hex:
    """The hex containing fractional axial coordinates (cube rounding)."""
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


def line(a: Hex, b: Hex) -> list[Hex]:
    """Hexes on the straight line from ``a`` to ``b`` inclusive (``distance + 1`` hexes).

    Ties (the line running along an edge) are broken by a small fixed nudge, so the result is
    deterministic; rules that care about edge-running lines use ``engine.core.geometry``.
    """
    n = a.distance(b)
    if n == 0:
        return [a]
    eps_q, eps_r = 1e-6, 2e-6
    out = []
    for i in range(n + 1):
        t = i / n
        out.append(hex_round(a.q + (b.q - a.q) * t + eps_q, a.r + (b.r - a.r) * t + eps_r))
    return out


def ring(center: Hex, radius: int) -> list[Hex]:
    """Hexes at exactly ``radius`` from ``center``, clockwise; ``[center]`` for radius 0."""
    if radius < 0:
        raise ValueError("radius must be >= 0")
    if radius == 0:
        return [center]
    out = []
    h = center + AXIAL_DIRECTIONS[4].scale(radius)
    for side in range(6):
        for _ in range(radius):
            out.append(h)
            h = h.neighbor(side)
    return out


def spiral(center: Hex, radius: int) -> list[Hex]:
    """The centre, then each ring out to ``radius``: ``1 + 3 r (r + 1)`` hexes."""
    out: list[Hex] = []
    for k in range(radius + 1):
        out.extend(ring(center, k))
    return out


# --------------------------------------------------------------------------- layouts


class Orientation(StrEnum):
    FLAT = "flat"
    POINTY = "pointy"


_SQRT3 = math.sqrt(3.0)


@dataclass(frozen=True)
class Layout:
    """Maps hexes to pixel centres (y grows downward) and back."""

    orientation: Orientation = Orientation.FLAT
    size: float = 1.0
    origin: tuple[float, float] = (0.0, 0.0)

    def to_pixel(self, h: Hex) -> tuple[float, float]:
        s = self.size
        if self.orientation is Orientation.FLAT:
            x = s * 1.5 * h.q
            y = s * (_SQRT3 / 2 * h.q + _SQRT3 * h.r)
        else:
            x = s * (_SQRT3 * h.q + _SQRT3 / 2 * h.r)
            y = s * 1.5 * h.r
        return (x + self.origin[0], y + self.origin[1])

    def fractional(self, x: float, y: float) -> tuple[float, float]:
        px = (x - self.origin[0]) / self.size
        py = (y - self.origin[1]) / self.size
        if self.orientation is Orientation.FLAT:
            q = 2.0 / 3.0 * px
            r = -1.0 / 3.0 * px + _SQRT3 / 3.0 * py
        else:
            q = _SQRT3 / 3.0 * px - 1.0 / 3.0 * py
            r = 2.0 / 3.0 * py
        return q, r

    def from_pixel(self, x: float, y: float) -> Hex:
        return hex_round(*self.fractional(x, y))

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        """The six corner points of ``h``, clockwise on screen."""
        cx, cy = self.to_pixel(h)
        start = 0.0 if self.orientation is Orientation.FLAT else -30.0
        pts = []
        for i in range(6):
            a = math.radians(start + 60.0 * i)
            pts.append((cx + self.size * math.cos(a), cy + self.size * math.sin(a)))
        return pts

    def direction_angle(self, direction: int) -> float:
        """Screen angle in degrees (clockwise from east) of the edge midpoint in ``direction``."""
        base = -90.0 if self.orientation is Orientation.FLAT else -60.0
        return (base + 60.0 * direction) % 360.0

    @property
    def width(self) -> float:
        return 2 * self.size if self.orientation is Orientation.FLAT else _SQRT3 * self.size

    @property
    def height(self) -> float:
        return _SQRT3 * self.size if self.orientation is Orientation.FLAT else 2 * self.size


# --------------------------------------------------------------------------- offset and doubled labels


class OffsetKind(StrEnum):
    """The offset systems designers use: which rows (pointy) or columns (flat) are shoved."""

    ODD_R = "odd-r"
    EVEN_R = "even-r"
    ODD_Q = "odd-q"
    EVEN_Q = "even-q"


def to_offset(h: Hex, kind: OffsetKind) -> tuple[int, int]:
    """Axial -> offset ``(col, row)``."""
    if kind is OffsetKind.ODD_R:
        return h.q + (h.r - (h.r & 1)) // 2, h.r
    if kind is OffsetKind.EVEN_R:
        return h.q + (h.r + (h.r & 1)) // 2, h.r
    if kind is OffsetKind.ODD_Q:
        return h.q, h.r + (h.q - (h.q & 1)) // 2
    return h.q, h.r + (h.q + (h.q & 1)) // 2


def from_offset(col: int, row: int, kind: OffsetKind) -> Hex:
    """Offset ``(col, row)`` -> axial."""
    if kind is OffsetKind.ODD_R:
        return Hex(col - (row - (row & 1)) // 2, row)
    if kind is OffsetKind.EVEN_R:
        return Hex(col - (row + (row & 1)) // 2, row)
    if kind is OffsetKind.ODD_Q:
        return Hex(col, row - (col - (col & 1)) // 2)
    return Hex(col, row - (col + (col & 1)) // 2)


def to_doubled(h: Hex, orientation: Orientation) -> tuple[int, int]:
    """Axial -> doubled coordinates: ``(row, doubled column)`` for pointy-top,
    ``(column, doubled row)`` for flat-top."""
    if orientation is Orientation.POINTY:
        return h.r, 2 * h.q + h.r
    return h.q, 2 * h.r + h.q


def from_doubled(a: int, b: int, orientation: Orientation) -> Hex:
    if orientation is Orientation.POINTY:
        r, dx = a, b
        if (dx - r) % 2:
            raise ValueError(f"doubled coordinate ({a},{b}) has the wrong parity")
        return Hex((dx - r) // 2, r)
    q, dy = a, b
    if (dy - q) % 2:
        raise ValueError(f"doubled coordinate ({a},{b}) has the wrong parity")
    return Hex(q, (dy - q) // 2)


# --------------------------------------------------------------------------- boards


#: the kind of an ordinary hex; games name other kinds (half hexes, ...) themselves
FULL = "full"


@dataclass(frozen=True)
class HexBoard:
    """A finite set of hexes with a kind per hex and the labels designers see.

    ``kinds`` maps every hex to :data:`FULL` or a kind the game names (pieces stand only on
    ``playable_kinds``). ``labels`` maps every hex to its display label; :meth:`parse_label`
    accepts a display label or the axial ``"q,r"`` form. ``regions`` names subsets of hexes (a
    board's extra ring, sections, baselines) without the board knowing what a game does with them.
    """

    name: str
    layout: Layout
    kinds: dict[Hex, str]
    labels: dict[Hex, str]
    regions: dict[str, frozenset[Hex]] = field(default_factory=dict)
    playable_kinds: frozenset[str] = frozenset({FULL})

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_label", {v: k for k, v in self.labels.items()})

    def __contains__(self, h: object) -> bool:
        return h in self.kinds

    def __iter__(self) -> Iterator[Hex]:
        return iter(self.kinds)

    def __len__(self) -> int:
        return len(self.kinds)

    @property
    def hexes(self) -> list[Hex]:
        return list(self.kinds)

    def full_hexes(self) -> list[Hex]:
        return [h for h, k in self.kinds.items() if k == FULL]

    def kind(self, h: Hex) -> str | None:
        return self.kinds.get(h)

    def is_playable(self, h: Hex) -> bool:
        return self.kinds.get(h) in self.playable_kinds

    def label(self, h: Hex) -> str:
        return self.labels.get(h, str(h))

    def parse_label(self, text: str) -> Hex:
        """The hex for a display label (or axial ``q,r``); raises ``ValueError`` if not on the board."""
        by_label: dict[str, Hex] = object.__getattribute__(self, "_by_label")
        t = text.strip()
        if t in by_label:
            return by_label[t]
        try:
            h = Hex.parse(t)
        except ValueError:
            raise CoordinateError(Message("hex-not-label", text=excerpt_said(t), board=self.name)) from None
        if h not in self.kinds:
            raise CoordinateError(Message("hex-not-on-board", text=excerpt_said(t), board=self.name))
        return h

    def neighbors(self, h: Hex) -> list[Hex]:
        return [n for n in h.neighbors() if n in self.kinds]

    def region(self, name: str) -> frozenset[Hex]:
        return self.regions.get(name, frozenset())


def hexagon_board(
    radius: int,
    *,
    orientation: Orientation = Orientation.FLAT,
    name: str | None = None,
    inner_radius: int | None = None,
) -> HexBoard:
    """A hexagon of ``radius``: ``1 + 3 r (r + 1)`` hexes (radius 2 = 19, radius 3 = 37).

    Labels number the hexes column by column (flat) or row by row (pointy), left to right and
    top to bottom, starting at 1. When ``inner_radius`` is given, region ``"inner"`` holds the
    hexes within it and ``"outer"`` the rest (e.g. a main field and its extra ring).
    """
    hexes = spiral(ORIGIN, radius)
    if orientation is Orientation.FLAT:
        ordered = sorted(hexes, key=lambda h: (h.q, h.r))
    else:
        ordered = sorted(hexes, key=lambda h: (h.r, h.q))
    labels = {h: str(i + 1) for i, h in enumerate(ordered)}
    regions: dict[str, frozenset[Hex]] = {}
    if inner_radius is not None:
        inner = frozenset(h for h in hexes if h.length() <= inner_radius)
        regions = {"inner": inner, "outer": frozenset(hexes) - inner}
    return HexBoard(
        name=name or f"hexagon-{radius}",
        layout=Layout(orientation),
        kinds=dict.fromkeys(ordered, FULL),
        labels=labels,
        regions=regions,
    )


def bounding_box(layout: Layout, hexes: Iterable[Hex]) -> tuple[float, float, float, float]:
    """``(min_x, min_y, max_x, max_y)`` of the hexes' corners."""
    return points_bounding_box(p for h in hexes for p in layout.corners(h))


def neighbor_table(hexes: Sequence[Hex]) -> list[list[int]]:
    """For each index in ``hexes``, the index of its neighbour in each of the 6 directions (or -1).

    Hot paths (battles, solvers) index hexes by integer and use this table.
    """
    index = {h: i for i, h in enumerate(hexes)}
    return [[index.get(h.neighbor(d), -1) for d in range(6)] for h in hexes]
