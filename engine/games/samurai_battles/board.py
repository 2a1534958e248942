"""The battlefield as fast static tables: integer hex indices, neighbours, distances, sections,
retreat steps and cached line-of-sight geometry (rules/000 §3).

A :class:`Battlefield` depends only on the board parameters (size, row parity, section lines),
so it is built once per process for each and shared by every game on that board.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from engine.core.errors import CoordinateError, excerpt
from engine.core.geometry import EdgeRule, LineOfSight, LosResult, strip_membership
from engine.core.hexgrid import FULL as FULL_KIND
from engine.core.hexgrid import Hex, HexBoard, Layout, Orientation
from engine.core.message import Message

FULL, EDGE_HALF, BASELINE_HALF = 0, 1, 2
#: the field's hex kinds as the board names them: a half hex along a side edge, a half hex of a baseline
EDGE_HALF_KIND, BASELINE_HALF_KIND = "edge_half", "baseline_half"
TOP, BOTTOM = "top", "bottom"
# section bits as seen by one player
LEFT, CENTER, RIGHT = 1, 2, 4
SECTION_BITS = {"left": LEFT, "center": CENTER, "right": RIGHT}
SECTION_NAMES = {LEFT: "left", CENTER: "center", RIGHT: "right"}


# --------------------------------------------------------------------------- the field as a board


def rect_field_board(
    long_width: int = 12,
    rows: int = 11,
    *,
    long_row_parity: str = "even",
    baselines: bool = True,
    name: str | None = None,
) -> HexBoard:
    """The Commands & Colors battlefield: pointy-top rows alternating between ``long_width`` full
    hexes and ``long_width - 1`` full hexes with a half hex at each end, plus a baseline row of
    half hexes beyond the first and last rows (rules/000 §3.3).

    Labels are the doubled offset ``"r,dx"`` of the digest: row ``r`` (0 = top, ``-1`` and
    ``rows`` = baselines) and doubled column ``dx`` (long rows odd 1..2w-1, short rows even 0..2w).
    Regions: ``"baseline_top"``, ``"baseline_bottom"``, ``"edge_halves"``, ``"long_rows"``.
    ``long_row_parity`` is ``"even"`` (rows 0, 2, ... long; 127 full hexes) or ``"odd"``.
    """
    if long_row_parity not in ("even", "odd"):
        raise ValueError("long_row_parity must be 'even' or 'odd'")
    c = 1 if long_row_parity == "even" else 0

    def is_long(r: int) -> bool:
        return (r % 2 == 0) == (long_row_parity == "even")

    kinds: dict[Hex, str] = {}
    labels: dict[Hex, str] = {}
    regions: dict[str, set[Hex]] = {"baseline_top": set(), "baseline_bottom": set(), "edge_halves": set()}
    regions["long_rows"] = set()
    row_range = range(-1, rows + 1) if baselines else range(rows)
    for r in row_range:
        if r in (-1, rows):
            # a baseline: the half hexes along the edge, at the short-row columns of that row parity
            dxs = list(range(0, 2 * long_width + 1, 2)) if is_long(r + 1) else list(range(1, 2 * long_width, 2))
        elif is_long(r):
            dxs = list(range(1, 2 * long_width, 2))
        else:
            dxs = list(range(0, 2 * long_width + 1, 2))
        for dx in dxs:
            # rows of the other parity sit half a hex over; keep q integral
            h = Hex((dx - r - c) // 2, r)
            if (dx - r - c) % 2:
                raise AssertionError("parity bookkeeping error")
            labels[h] = f"{r},{dx}"
            if r == -1:
                kinds[h] = BASELINE_HALF_KIND
                regions["baseline_top"].add(h)
            elif r == rows:
                kinds[h] = BASELINE_HALF_KIND
                regions["baseline_bottom"].add(h)
            elif not is_long(r) and dx in (0, 2 * long_width):
                kinds[h] = EDGE_HALF_KIND
                regions["edge_halves"].add(h)
            else:
                kinds[h] = FULL_KIND
                if is_long(r):
                    regions["long_rows"].add(h)
    return HexBoard(
        name=name or f"field-{long_width}x{rows}-{long_row_parity}",
        layout=Layout(Orientation.POINTY),
        kinds=kinds,
        labels=labels,
        regions={k: frozenset(v) for k, v in regions.items()},
    )


def doubled_column(h: Hex, long_row_parity: str = "even") -> int:
    """The ``dx`` of a hex on a :func:`rect_field_board` (inverse of ``q = (dx - r - c) / 2``)."""
    c = 1 if long_row_parity == "even" else 0
    return 2 * h.q + h.r + c


# --------------------------------------------------------------------------- runtime tables


@dataclass(eq=False)
class Battlefield:
    """Static tables of one board geometry. Hex ``i`` is ``hexes[i]`` with label ``labels[i]``."""

    width: int
    rows: int
    parity: str
    section_lines: tuple[float, float]
    board: HexBoard = field(repr=False)
    hexes: list[Hex] = field(repr=False)
    labels: list[str] = field(repr=False)
    index: dict[str, int] = field(repr=False)
    hex_index: dict[Hex, int] = field(repr=False)
    row: list[int] = field(repr=False)
    dx: list[int] = field(repr=False)
    kind: list[int] = field(repr=False)
    #: which army's baseline a baseline half hex belongs to (``top``/``bottom``), else ``""``
    baseline: list[str] = field(repr=False)
    neighbours: list[tuple[int, ...]] = field(repr=False)
    neighbour_mask: list[int] = field(repr=False)
    distance: list[list[int]] = field(repr=False)
    #: per edge, the (up to two) hexes one step toward that edge's baseline
    toward_baseline: dict[str, list[tuple[int, ...]]] = field(repr=False)
    #: per edge, the section bits of each hex as seen by the army holding that edge
    sections: dict[str, list[int]] = field(repr=False)
    geo_sections: list[frozenset[str]] = field(repr=False)
    full: list[int] = field(repr=False)
    edge_half_mask: int = 0
    los: LineOfSight = field(repr=False, default=None)  # type: ignore[assignment]
    _pairs: dict[tuple[int, int], tuple[int, int, int]] = field(default_factory=dict, repr=False)

    def label(self, i: int) -> str:
        return self.labels[i] if i >= 0 else "-"

    def parse(self, label: str) -> int:
        """The index of a ``"r,dx"`` label; raises ``ValueError`` naming the label."""
        i = self.index.get(label.replace(" ", ""))
        if i is None:
            raise CoordinateError(Message("sb-hex-off-field", text=excerpt(label), width=self.width, rows=self.rows))
        return i

    def is_full(self, i: int) -> bool:
        return self.kind[i] == FULL

    def adjacent(self, a: int, b: int) -> bool:
        return bool(self.neighbour_mask[a] >> b & 1)

    def centre(self, i: int) -> tuple[float, float]:
        """Centre of hex ``i`` in hex-radius units (y grows downward)."""
        return self.board.layout.to_pixel(self.hexes[i])

    # -- line of sight
    def pair_masks(self, a: int, b: int) -> tuple[int, int, int]:
        """Bitmasks of the hexes the centre line from ``a`` to ``b`` crosses, and runs along on its
        left and right (computed once per pair with engine.core.geometry)."""
        key = (a, b)
        m = self._pairs.get(key)
        if m is None:
            sl = self.los.sight_line(self.hexes[a], self.hexes[b])
            m = (
                self.los.blocking_mask(sl.crossed),
                self.los.blocking_mask(sl.edge_left),
                self.los.blocking_mask(sl.edge_right),
            )
            self._pairs[key] = m
        return m

    def los_clear(self, a: int, b: int, blocking: int, per_pair: bool = False) -> bool:
        """Whether the line from ``a`` to ``b`` is clear of ``blocking`` (a bitmask of hexes);
        the end hexes never block. Edge rule of rules/000 §11.1 (A8: aggregate or per edge pair)."""
        if a == b:
            return True
        crossed, left, right = self.pair_masks(a, b)
        blocking &= ~((1 << a) | (1 << b))
        if crossed & blocking:
            return False
        bl, br = left & blocking, right & blocking
        if not (bl and br):
            return True
        if not per_pair:
            return False
        return self._edge_pair_blocked(bl, br)

    def _edge_pair_blocked(self, bl: int, br: int) -> bool:
        # a blocking hex on the left sharing the line's edge with a blocking hex on the right
        m = bl
        while m:
            low = m & -m
            i = low.bit_length() - 1
            if self.neighbour_mask[i] & br:
                return True
            m ^= low
        return False

    def los_explain(self, a: int, b: int, blocking: int, per_pair: bool = False) -> LosResult:
        """:func:`los_clear` with the geometry module's explanation (blocking and edge hexes)."""
        blockers = [self.hexes[i] for i in range(len(self.hexes)) if blocking >> i & 1 and i not in (a, b)]
        res = self.los.check(self.hexes[a], self.hexes[b], blockers, EdgeRule.BOTH_SIDES)
        if (
            per_pair
            and not res.clear
            and res.reason is not None
            and res.reason.id in ("los-along-both", "los-along-edge")
        ):
            _, left, right = self.pair_masks(a, b)
            bmask = blocking & ~((1 << a) | (1 << b))
            if not self._edge_pair_blocked(left & bmask, right & bmask):
                return LosResult(True, (), res.edge_hexes, Message("los-never-across-one-edge"))
        return res


@lru_cache(maxsize=8)
def battlefield(
    width: int = 12, rows: int = 11, parity: str = "even", section_lines: tuple[float, float] = (4.0, 8.0)
) -> Battlefield:
    """The shared :class:`Battlefield` for these board parameters."""
    board = rect_field_board(width, rows, long_row_parity=parity)
    c = 1 if parity == "even" else 0

    def rc(h: Hex) -> tuple[int, int]:
        r = h.r
        return r, 2 * h.q + r + c

    hexes = sorted(board.hexes, key=rc)
    hex_index = {h: i for i, h in enumerate(hexes)}
    labels = [board.label(h) for h in hexes]
    rows_ = [rc(h)[0] for h in hexes]
    dxs = [rc(h)[1] for h in hexes]
    kinds = []
    baseline = []
    for h in hexes:
        k = board.kind(h)
        kinds.append(FULL if k == FULL_KIND else EDGE_HALF if k == EDGE_HALF_KIND else BASELINE_HALF)
        baseline.append(
            TOP if h in board.region("baseline_top") else BOTTOM if h in board.region("baseline_bottom") else ""
        )
    neighbours = [tuple(hex_index[n] for n in h.neighbors() if n in hex_index) for h in hexes]
    nmask = [sum(1 << j for j in ns) for ns in neighbours]
    dist = [[a.distance(b) for b in hexes] for a in hexes]
    toward: dict[str, list[tuple[int, ...]]] = {TOP: [], BOTTOM: []}
    for i in range(len(hexes)):
        for edge, step in ((TOP, -1), (BOTTOM, 1)):
            toward[edge].append(
                tuple(j for j in neighbours[i] if rows_[j] == rows_[i] + step and abs(dxs[j] - dxs[i]) == 1)
            )
    # sections: vertical strips at the two line positions (in hex widths, digest x = dx * w / 2)
    w = board.layout.width
    offset = board.layout.to_pixel(hexes[0])[0] - dxs[0] * w / 2
    x1, x2 = section_lines[0] * w + offset, section_lines[1] * w + offset
    big = 1e6
    geo = strip_membership(hexes, board.layout, {"W": (-big, x1), "C": (x1, x2), "E": (x2, big)})
    geo_list = [geo[h] for h in hexes]
    sections: dict[str, list[int]] = {TOP: [], BOTTOM: []}
    for names in geo_list:
        bottom = (LEFT if "W" in names else 0) | (CENTER if "C" in names else 0) | (RIGHT if "E" in names else 0)
        top = (RIGHT if "W" in names else 0) | (CENTER if "C" in names else 0) | (LEFT if "E" in names else 0)
        sections[BOTTOM].append(bottom)
        sections[TOP].append(top)
    full = [i for i, k in enumerate(kinds) if k == FULL]
    bf = Battlefield(
        width=width,
        rows=rows,
        parity=parity,
        section_lines=section_lines,
        board=board,
        hexes=hexes,
        labels=labels,
        index={lab: i for i, lab in enumerate(labels)},
        hex_index=hex_index,
        row=rows_,
        dx=dxs,
        kind=kinds,
        baseline=baseline,
        neighbours=neighbours,
        neighbour_mask=nmask,
        distance=dist,
        toward_baseline=toward,
        sections=sections,
        geo_sections=geo_list,
        full=full,
        edge_half_mask=sum(1 << i for i, k in enumerate(kinds) if k == EDGE_HALF),
    )
    bf.los = LineOfSight(board, include=hexes)
    return bf
