"""Planar geometry for boards and maps. The only module of Warbench that imports shapely.

- Polygons for hexes, square cells and free-form provinces.
- Line of sight between hex centres against blocking hexes (:class:`LineOfSight`), with the
  Commands & Colors edge rule: a line running exactly along a hex edge is blocked only when
  the hexes on *both* sides block (rules/000 §11.1); :class:`EdgeRule` names the variants.
- Area-map checks (:func:`check_area_map`): invalid polygons, overlaps, gaps, slivers and
  adjacency derived from shared border length.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon, box
from shapely.strtree import STRtree

from engine.core.hexgrid import Hex, HexBoard, Layout, spiral
from engine.core.message import Message
from engine.core.saying import rendered
from engine.core.sightpairs import PairSight, PairTables, pair_sight

# --------------------------------------------------------------------------- polygons


def hex_polygon(h: Hex, layout: Layout) -> Polygon:
    return Polygon(layout.corners(h))


def polygon_from_points(points: Sequence[Sequence[float]]) -> Polygon:
    return Polygon([(float(p[0]), float(p[1])) for p in points])


def polygon_area(points: Sequence[Sequence[float]]) -> float:
    return float(polygon_from_points(points).area)


def polygon_centroid(points: Sequence[Sequence[float]]) -> tuple[float, float]:
    c = polygon_from_points(points).representative_point()
    return (float(c.x), float(c.y))


def strip_membership(
    hexes: Iterable[Hex], layout: Layout, strips: Mapping[str, tuple[float, float]], eps: float = 1e-6
) -> dict[Hex, frozenset[str]]:
    """For vertical strips ``name -> (x_min, x_max)``, the strips each hex overlaps with positive area.

    A hex cut by a strip border belongs to both strips; a hex whose edge lies on the border
    belongs to one (rules/000 §3.3 sections).
    """
    out: dict[Hex, frozenset[str]] = {}
    for h in hexes:
        p = hex_polygon(h, layout)
        _, miny, _, maxy = p.bounds
        names = frozenset(
            name
            for name, (x0, x1) in strips.items()
            if p.intersection(box(x0, miny - 1, x1, maxy + 1)).area > eps * p.area
        )
        out[h] = names
    return out


# --------------------------------------------------------------------------- line of sight


class EdgeRule(StrEnum):
    """How a line that runs exactly along hex edges is treated.

    - ``both_sides`` (Commands & Colors, rules/000 §11.1): blocked only if blocking hexes lie on
      both sides of the line.
    - ``either_side``: blocked if a blocking hex lies on either side.
    - ``never``: running along an edge never blocks; only crossed interiors do.
    """

    BOTH_SIDES = "both_sides"
    EITHER_SIDE = "either_side"
    NEVER = "never"


@dataclass(frozen=True)
class SightLine:
    """The static geometry of one line between two hex centres (independent of what blocks)."""

    crossed: frozenset[Hex]
    edge_left: frozenset[Hex]
    edge_right: frozenset[Hex]


@dataclass(frozen=True)
class LosResult:
    clear: bool
    blocked_by: tuple[Hex, ...] = ()
    edge_hexes: tuple[Hex, ...] = ()
    #: why, as a message (shown in the reader's language): ``los-crosses``, ``los-along-both``...
    reason: Message | None = None


class LineOfSight:
    """Line of sight between centres of the hexes of a board.

    The hex tiling is translation-invariant, so the hexes a centre-to-centre segment crosses
    (interior, even partially) or runs along (and on which side) depend only on the offset
    between the two hexes. One pattern per offset is computed with shapely (vectorised, over an
    STRtree), then translated onto the board with numpy. A query against a set of blocking
    hexes is then a lookup. The source and target hexes never block.
    """

    EPS_IN = 1e-7
    EPS_EDGE = 1e-6

    def __init__(self, board: HexBoard, *, include: Iterable[Hex] | None = None) -> None:
        self.board = board
        self.layout = Layout(board.layout.orientation, 1.0)
        self.hexes: list[Hex] = list(include) if include is not None else board.hexes
        self.index = {h: i for i, h in enumerate(self.hexes)}
        self._patterns: dict[Hex, tuple[tuple[Hex, ...], tuple[Hex, ...], tuple[Hex, ...]]] = {}
        self._masks_cache: dict[tuple[int, int], tuple[int, int, int]] = {}
        # all-pairs index tables, per set of endpoint hexes (None = every hex)
        self._tables: dict[tuple[int, ...] | None, PairTables] = {}

    # -- patterns (one per offset, computed with shapely)
    def _compute_patterns(self, offsets: Sequence[Hex]) -> None:
        todo = sorted({o for o in offsets if o not in self._patterns and o != Hex(0, 0)})
        if not todo:
            return
        reach = max(o.length() for o in todo) + 1
        patch = spiral(Hex(0, 0), reach)
        patch_index = {h: k for k, h in enumerate(patch)}
        centres = np.array([self.layout.to_pixel(h) for h in patch])
        unit = np.array(self.layout.corners(Hex(0, 0)))
        corners = centres[:, None, :] + unit[None, :, :]
        polys = shapely.polygons(corners)
        inner = shapely.buffer(polys, -self.EPS_IN)
        shapely.prepare(inner)
        # midpoints of each hex's six edges: a centre-to-centre segment that runs along an edge of a
        # hex covers the whole edge (its ends are centres, inside hexes), so it contains the midpoint
        mids = (corners + np.roll(corners, -1, axis=1)) / 2.0
        ends = np.array([self.layout.to_pixel(o) for o in todo])
        segs = shapely.linestrings(np.stack([np.zeros_like(ends), ends], axis=1))
        # index slightly enlarged boxes: a segment exactly along an edge may miss the exact box by rounding
        lo = corners.min(axis=1) - 1e-6
        hi = corners.max(axis=1) + 1e-6
        tree = STRtree(shapely.box(lo[:, 0], lo[:, 1], hi[:, 0], hi[:, 1]))
        seg_i, hex_j = tree.query(segs)
        end_idx = np.array([patch_index.get(o, -1) for o in todo])
        keep = (hex_j != patch_index[Hex(0, 0)]) & (hex_j != end_idx[seg_i])
        seg_i, hex_j = seg_i[keep], hex_j[keep]
        # a hex whose centre is farther from the segment than its corners cannot touch it
        d = ends[seg_i]
        c = centres[hex_j]
        t = np.clip((c * d).sum(-1) / (d * d).sum(-1), 0.0, 1.0)
        near = np.hypot(*(c - t[:, None] * d).T) <= self.layout.size * (1 + 1e-9)
        seg_i, hex_j, d = seg_i[near], hex_j[near], d[near]
        crosses = shapely.intersects(inner[hex_j], segs[seg_i])
        # distance of each edge midpoint to the segment (from the origin to `ends`)
        p = mids[hex_j]  # (m, 6, 2)
        t = np.clip((p * d[:, None, :]).sum(-1) / (d * d).sum(-1)[:, None], 0.0, 1.0)
        closest = t[..., None] * d[:, None, :]
        dist = np.sqrt(((p - closest) ** 2).sum(-1)).min(axis=1)
        along = (~crosses) & (dist < self.EPS_EDGE)
        cross_z = d[:, 0] * centres[hex_j][:, 1] - d[:, 1] * centres[hex_j][:, 0]
        acc: dict[int, tuple[list[Hex], list[Hex], list[Hex]]] = {i: ([], [], []) for i in range(len(todo))}
        hit = np.nonzero(crosses | along)[0]
        for s_, j, cr, side in zip(
            seg_i[hit].tolist(), hex_j[hit].tolist(), crosses[hit].tolist(), cross_z[hit].tolist()
        ):
            acc[s_][0 if cr else 1 if side > 0 else 2].append(patch[j])
        for i, o in enumerate(todo):
            c, left, right = acc[i]
            self._patterns[o] = (tuple(sorted(c)), tuple(sorted(left)), tuple(sorted(right)))

    def _pattern(self, offset: Hex) -> tuple[tuple[Hex, ...], tuple[Hex, ...], tuple[Hex, ...]]:
        if offset not in self._patterns:
            self._compute_patterns([offset])
        return self._patterns[offset]

    # -- per-pair bitmasks (single queries)
    def _masks(self, i: int, j: int) -> tuple[int, int, int]:
        m = self._masks_cache.get((i, j))
        if m is None:
            a = self.hexes[i]
            crossed, left, right = self._pattern(self.hexes[j] - a)
            m = (self._mask_of(a, crossed), self._mask_of(a, left), self._mask_of(a, right))
            self._masks_cache[(i, j)] = m
        return m

    def _mask_of(self, origin: Hex, offsets: Iterable[Hex]) -> int:
        m = 0
        for o in offsets:
            k = self.index.get(origin + o)
            if k is not None:
                m |= 1 << k
        return m

    def _hexes_of(self, mask: int) -> frozenset[Hex]:
        out = []
        while mask:
            low = mask & -mask
            out.append(self.hexes[low.bit_length() - 1])
            mask ^= low
        return frozenset(out)

    def blocking_mask(self, blockers: Iterable[Hex]) -> int:
        m = 0
        for h in blockers:
            i = self.index.get(h)
            if i is not None:
                m |= 1 << i
        return m

    # -- all pairs at once (arrays, see engine.core.sightpairs)
    def precompute_all(self, endpoints: Iterable[Hex] | None = None) -> PairTables:
        """The board's part of an all-pairs query over ``endpoints`` (default: every hex), kept
        for the next query. Blocking hexes may be any hex of the board."""
        key = None if endpoints is None else tuple(sorted({self.index[h] for h in endpoints}))
        cached = self._tables.get(key)
        if cached is None:
            chosen = range(len(self.hexes)) if key is None else key
            cached = PairTables(self.hexes, list(chosen), self._patterns_for)
            self._tables[key] = cached
        return cached

    def _patterns_for(self, offsets: list[Hex]) -> dict[Hex, tuple[tuple[Hex, ...], tuple[Hex, ...], tuple[Hex, ...]]]:
        self._compute_patterns(offsets)
        return self._patterns

    def all_pairs(
        self, blockers: Iterable[Hex], rule: EdgeRule = EdgeRule.BOTH_SIDES, hexes: Iterable[Hex] | None = None
    ) -> PairSight:
        """LOS for every unordered pair of ``hexes`` (default: all): ``sight[a, b]`` in either order,
        iterated ``(a, b)`` with ``a`` first in the order of :attr:`hexes`, and the whole answer as a
        matrix (:class:`~engine.core.sightpairs.PairSight`). Blockers that are themselves an endpoint
        do not block that pair."""
        tables = self.precompute_all(hexes)
        blocking = [k for k in (self.index.get(h) for h in blockers) if k is not None]
        ends = [self.hexes[i] for i in tables.endpoints.tolist()]
        return pair_sight(tables, ends, blocking, rule.value)

    # -- queries
    def sight_line(self, a: Hex, b: Hex) -> SightLine:
        m = self._masks(self.index[a], self.index[b])
        return SightLine(self._hexes_of(m[0]), self._hexes_of(m[1]), self._hexes_of(m[2]))

    def check(self, a: Hex, b: Hex, blockers: Iterable[Hex], rule: EdgeRule = EdgeRule.BOTH_SIDES) -> LosResult:
        """Line of sight from ``a`` to ``b`` with an explanation of what blocks it."""
        blocking = self.blocking_mask(blockers)
        if a == b:
            return LosResult(True, reason=Message("los-same-hex"))
        crossed, left, right = self._masks(self.index[a], self.index[b])
        edge = tuple(sorted(self._hexes_of(left | right)))
        hit = crossed & blocking
        if hit:
            return LosResult(False, tuple(sorted(self._hexes_of(hit))), edge, Message("los-crosses"))
        bl, br = left & blocking, right & blocking
        if rule is EdgeRule.BOTH_SIDES and bl and br:
            return LosResult(
                False,
                tuple(sorted(self._hexes_of(bl | br))),
                edge,
                Message("los-along-both"),
            )
        if rule is EdgeRule.EITHER_SIDE and (bl or br):
            return LosResult(False, tuple(sorted(self._hexes_of(bl | br))), edge, Message("los-along-edge"))
        if bl or br:
            return LosResult(True, (), edge, Message("los-along-one-side"))
        return LosResult(True, (), edge, Message("los-clear"))


def sight_line_reference(a: Hex, b: Hex, layout: Layout, hexes: Iterable[Hex]) -> SightLine:
    """A direct, slow computation of :meth:`LineOfSight.sight_line` (the digest's algorithm,
    rules/000 §26.5: shrink/grow each polygon by epsilon, measure the overlap length); used by
    tests to check the fast, pattern-based implementation."""
    pa, pb = layout.to_pixel(a), layout.to_pixel(b)
    seg = LineString([pa, pb])
    eps = 1e-7 * layout.size
    crossed: list[Hex] = []
    left: list[Hex] = []
    right: list[Hex] = []
    for h in hexes:
        if h in (a, b):
            continue
        poly = hex_polygon(h, layout)
        if seg.intersects(poly.buffer(-eps)):
            crossed.append(h)
        elif seg.intersection(poly.buffer(eps)).length > 0.01 * layout.size:
            cx, cy = layout.to_pixel(h)
            side = (pb[0] - pa[0]) * (cy - pa[1]) - (pb[1] - pa[1]) * (cx - pa[0])
            (left if side > 0 else right).append(h)
    return SightLine(frozenset(crossed), frozenset(left), frozenset(right))


# --------------------------------------------------------------------------- area maps


@dataclass(frozen=True)
class AreaProblem:
    """One problem of an area map: ``code`` (``invalid``, ``overlap``, ``gap``, ``sliver``,
    ``point_contact``, ``anchor_outside``, ``no_region``, ``outside_board``), what it says (a
    message naming the area(s), rendered in the reader's language), their ids and a point where it is."""

    code: str
    said: Message
    ids: tuple[str, ...]
    where: tuple[float, float] | None = None

    @property
    def message(self) -> str:
        """The problem in English (logs and tests)."""
        return rendered(self.said, "en")


def invalid_polygon(area: str, reason: str) -> Message:
    """Area ``area`` is no valid polygon, for the GEOS ``reason`` ("Self-intersection[3 4]"): its
    kind (a key the catalogue words in each language) and the point it names, kept as written.
    ``thing`` says what a game calls its areas ("area", or "province" in Rokugan's map check)."""
    kind, _, at = reason.partition("[")
    return Message(
        "area-not-valid-polygon",
        thing="area",
        area=area,
        reason=reason,
        kind=kind.strip().lower().replace(" ", "-"),
        at=f" [{at}" if at else "",
    )


@dataclass(frozen=True)
class SharedBorder:
    """The border two areas share: its length and a point on it (the middle of its longest
    stretch), where a token placed on the border is drawn. ``stretches`` holds the middle of each
    connected stretch of the border (longest first): a coast broken by a headland has two."""

    a: str
    b: str
    length: float
    midpoint: tuple[float, float]
    stretches: tuple[tuple[float, float], ...] = ()


@dataclass
class AreaMapReport:
    adjacency: dict[str, set[str]] = field(default_factory=dict)
    problems: list[AreaProblem] = field(default_factory=list)
    #: every pair of adjacent areas (``a < b``) with its shared border
    borders: list[SharedBorder] = field(default_factory=list)

    def by_code(self, code: str) -> list[AreaProblem]:
        return [p for p in self.problems if p.code == code]


@dataclass(frozen=True)
class Outline:
    """A polygon with holes (a sea around islands, a province around a lake)."""

    shell: Sequence[Sequence[float]]
    holes: Sequence[Sequence[Sequence[float]]] = ()


def _as_polygon(points: Any) -> Any:
    if isinstance(points, Polygon):
        return points
    if isinstance(points, Outline):
        return Polygon(
            [(float(p[0]), float(p[1])) for p in points.shell],
            [[(float(p[0]), float(p[1])) for p in h] for h in points.holes],
        )
    return polygon_from_points(points)


def _middles_of(lines: Any, min_length: float = 0.0) -> list[tuple[float, float]]:
    """The middle of each connected stretch of a (multi)line, longest stretch first; stretches
    shorter than ``min_length`` are left out unless there is no other."""
    merged = shapely.line_merge(lines) if lines.geom_type in ("MultiLineString", "LineString") else lines
    parts = list(getattr(merged, "geoms", [merged]))
    parts = [g for g in parts if g.geom_type == "LineString"] or parts
    parts.sort(key=lambda g: -g.length)
    parts = [g for g in parts if g.length > min_length] or parts[:1]
    out = []
    for part in parts:
        if part.geom_type == "LineString":
            pt = part.interpolate(0.5, normalized=True)
        else:
            pt = part.representative_point()
        out.append((float(pt.x), float(pt.y)))
    return out


def check_area_map(
    areas: Mapping[str, Any],
    *,
    anchors: Mapping[str, Sequence[float]] | None = None,
    regions: Mapping[str, str | None] | None = None,
    bounds: Sequence[Sequence[float]] | None = None,
    border_tolerance: float = 1e-6,
    min_shared_border: float = 1e-3,
    overlap_tolerance: float = 1e-6,
    min_gap_area: float = 1e-6,
    sliver_ratio: float = 0.02,
    min_area: float = 1e-6,
) -> AreaMapReport:
    """Check a map of named polygons (point lists or shapely polygons).

    Returns adjacency and the shared borders (two areas are adjacent when their shared border,
    measured with ``border_tolerance``, is longer than ``min_shared_border``), and every problem
    found: ``invalid`` polygons; ``overlap`` between two areas; ``gap`` (a hole enclosed by areas
    but covered by none); ``sliver`` (an area whose isoperimetric ratio ``4 pi A / P^2`` is below
    ``sliver_ratio`` or whose area is tiny); ``point_contact`` (two areas that touch at a point or
    along less than ``min_shared_border``: not adjacent, and usually a drawing slip); with
    ``anchors``, ``anchor_outside`` (an area's anchor point, where its pieces stand, outside it);
    with ``regions``, ``no_region`` (an area mapped to no region); with ``bounds`` (the board's
    outline), ``outside_board`` (an area reaching beyond it).
    """
    report = AreaMapReport()
    ids = list(areas)
    polys = []
    valid_ids = []
    for aid in ids:
        try:
            p = _as_polygon(areas[aid])
        except (ValueError, TypeError, IndexError, shapely.errors.GEOSException) as exc:
            said = Message("area-not-polygon", thing="area", area=aid, error=str(exc))
            report.problems.append(AreaProblem("invalid", said, (aid,)))
            continue
        if p.is_empty or not p.is_valid:
            reason = shapely.is_valid_reason(p) if not p.is_empty else "empty"
            c = p.representative_point() if not p.is_empty else None
            report.problems.append(
                AreaProblem(
                    "invalid",
                    invalid_polygon(aid, reason),
                    (aid,),
                    (float(c.x), float(c.y)) if c is not None else None,
                )
            )
            continue
        polys.append(p)
        valid_ids.append(aid)
    for aid in valid_ids:
        report.adjacency[aid] = set()
    _check_attributes(report, areas, valid_ids, polys, anchors, regions, bounds, overlap_tolerance)
    if not polys:
        return report
    arr = np.array(polys, dtype=object)
    tree = STRtree(arr)
    left, right = tree.query(arr, predicate="intersects")
    pairs = [(i, j) for i, j in zip(left.tolist(), right.tolist()) if i < j]
    if pairs:
        li = np.array([p[0] for p in pairs])
        rj = np.array([p[1] for p in pairs])
        overlap_area = shapely.area(shapely.intersection(arr[li], arr[rj]))
        shared_lines = shapely.intersection(shapely.boundary(arr[li]), shapely.buffer(arr[rj], border_tolerance))
        shared = shapely.length(shared_lines)
        for (i, j), ov, sh, line in zip(pairs, overlap_area.tolist(), shared.tolist(), shared_lines.tolist()):
            a, b = valid_ids[i], valid_ids[j]
            if ov > overlap_tolerance:
                c = polys[i].intersection(polys[j]).representative_point()
                report.problems.append(
                    AreaProblem(
                        "overlap",
                        Message("area-overlap", thing="area", a=a, b=b, size=ov),
                        (a, b),
                        (c.x, c.y),
                    )
                )
            if sh > min_shared_border:
                report.adjacency[a].add(b)
                report.adjacency[b].add(a)
                middles = _middles_of(line, min_shared_border)
                lo, hi = (a, b) if a < b else (b, a)
                report.borders.append(SharedBorder(lo, hi, float(sh), middles[0], tuple(middles)))
            elif ov <= overlap_tolerance:
                c = polys[i].intersection(polys[j]).representative_point()
                report.problems.append(
                    AreaProblem(
                        "point_contact",
                        Message("area-point-contact", thing="area", a=a, b=b),
                        (a, b),
                        (float(c.x), float(c.y)),
                    )
                )
    report.borders.sort(key=lambda br: (br.a, br.b))
    union = shapely.union_all(arr)
    parts = list(union.geoms) if hasattr(union, "geoms") else [union]
    for part in parts:
        for ring in getattr(part, "interiors", []):
            hole = Polygon(ring)
            if hole.area > min_gap_area:
                c = hole.representative_point()
                touching = tuple(valid_ids[k] for k in tree.query(hole, predicate="intersects").tolist())
                report.problems.append(
                    AreaProblem(
                        "gap",
                        Message("area-gap", thing="area", size=hole.area, between=touching),
                        touching,
                        (float(c.x), float(c.y)),
                    )
                )
    for aid, p in zip(valid_ids, polys):
        ratio = 4 * math.pi * p.area / (p.length**2) if p.length else 0.0
        if p.area < min_area or ratio < sliver_ratio:
            c = p.representative_point()
            report.problems.append(
                AreaProblem(
                    "sliver",
                    Message("area-sliver", thing="area", area=aid, size=p.area, ratio=ratio),
                    (aid,),
                    (float(c.x), float(c.y)),
                )
            )
    return report


def _check_attributes(
    report: AreaMapReport,
    areas: Mapping[str, Any],
    valid_ids: list[str],
    polys: list[Any],
    anchors: Mapping[str, Sequence[float]] | None,
    regions: Mapping[str, str | None] | None,
    bounds: Sequence[Sequence[float]] | None,
    tolerance: float,
) -> None:
    """The checks of one area at a time: anchors inside, a region, within the board."""
    if regions is not None:
        # only the areas ``regions`` names are checked: water areas belong to no region
        for aid, region in regions.items():
            if aid in areas and not region:
                said = Message("area-no-region", thing="area", area=aid)
                report.problems.append(AreaProblem("no_region", said, (aid,)))
    board = None
    if bounds is not None:
        try:
            board = _as_polygon(bounds)
        except (ValueError, TypeError, IndexError, shapely.errors.GEOSException):
            board = None
        if board is not None and not board.is_valid:
            board = None
    for aid, p in zip(valid_ids, polys):
        if anchors is not None and aid in anchors:
            ax, ay = float(anchors[aid][0]), float(anchors[aid][1])
            if not p.covers(Point(ax, ay)):
                report.problems.append(
                    AreaProblem(
                        "anchor_outside",
                        Message("area-anchor-outside", thing="area", area=aid),
                        (aid,),
                        (ax, ay),
                    )
                )
        if board is not None:
            outside = p.difference(board)
            if outside.area > tolerance:
                c = outside.representative_point()
                report.problems.append(
                    AreaProblem(
                        "outside_board",
                        Message("area-outside-board", thing="area", area=aid, size=outside.area),
                        (aid,),
                        (float(c.x), float(c.y)),
                    )
                )


def snap_areas(areas: Mapping[str, Any], tolerance: float) -> dict[str, list[tuple[float, float]]]:
    """The areas with each vertex moved onto the nearest vertex or edge of the other areas within
    ``tolerance``: closes slips of the pen (thin gaps, small overlaps, point contacts) so that
    neighbours share their border exactly. Areas that are not polygons are left out."""
    polys = {}
    for aid, pts in areas.items():
        try:
            p = _as_polygon(pts)
        except (ValueError, TypeError, IndexError, shapely.errors.GEOSException):
            continue
        if not p.is_empty:
            polys[aid] = p
    out: dict[str, list[tuple[float, float]]] = {}
    done: dict[str, Any] = {}
    for aid in sorted(polys):
        others = [done.get(o, polys[o]) for o in sorted(polys) if o != aid]
        if others:
            target = shapely.union_all([shapely.boundary(o) for o in others])
            snapped = shapely.snap(polys[aid], target, tolerance)
        else:
            snapped = polys[aid]
        done[aid] = snapped
        coords = list(snapped.exterior.coords) if snapped.geom_type == "Polygon" else list(polys[aid].exterior.coords)
        out[aid] = [(float(x), float(y)) for x, y in coords[:-1]]
    return out


def merge_polygons(
    a: Sequence[Sequence[float]], b: Sequence[Sequence[float]], min_shared_border: float = 1e-3
) -> list[tuple[float, float]] | None:
    """The outline of two areas joined into one (the points of its shell, without the closing
    repeat), or ``None`` when they share no stretch of border longer than ``min_shared_border``
    or their union is not one polygon without holes."""
    try:
        pa, pb = polygon_from_points(a), polygon_from_points(b)
    except (ValueError, TypeError, IndexError, shapely.errors.GEOSException):
        return None
    if not (pa.is_valid and pb.is_valid):
        return None
    shared = pa.boundary.intersection(pb.buffer(1e-6)).length
    if shared <= min_shared_border:
        return None
    union = shapely.union_all([pa, pb])
    if union.geom_type != "Polygon" or list(union.interiors):
        return None
    union = shapely.simplify(union, 0.0)  # drop the points the shared border left on straight lines
    return [(float(x), float(y)) for x, y in list(union.exterior.coords)[:-1]]


class AreaLocator:
    """Point-in-polygon lookup over named areas."""

    def __init__(self, areas: Mapping[str, Any]) -> None:
        self.ids = list(areas)
        self.polys = np.array([_as_polygon(areas[a]) for a in self.ids], dtype=object)
        self.tree = STRtree(self.polys)

    def locate(self, x: float, y: float) -> str | None:
        """The id of the area containing the point (on a border: the first in id order)."""
        hits = sorted(self.tree.query(Point(x, y), predicate="intersects").tolist())
        return self.ids[hits[0]] if hits else None
