"""Area maps: boards of named polygons (provinces, regions of a map) beside hex and square grids.

Adjacency is never typed by hand: it is derived from the polygons (two areas are adjacent when
they share a stretch of border, :func:`engine.core.geometry.check_area_map`). Each shared border
is a :class:`Border` with a slot where a token placed on it stands, and a border with a water area
(the sea) is *coastal*. Areas may belong to regions; land areas form landmasses (connected
components over land borders).

The geometry is computed once, when the map is built; the game reads plain sets and tuples, so
an area map is as cheap to query as a grid.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from engine.core.geometry import (
    AreaProblem,
    Outline,
    check_area_map,
    polygon_centroid,
)

Point = tuple[float, float]


@dataclass(frozen=True)
class AreaSpec:
    """One area: its outline (scene coordinates) and the holes in it, its anchor (where its pieces
    and label stand; ``None`` for a point inside the polygon), its region, and whether it is water."""

    id: str
    polygon: tuple[Point, ...]
    anchor: Point | None = None
    region: str | None = None
    water: bool = False
    holes: tuple[tuple[Point, ...], ...] = ()

    def outline(self) -> tuple[Point, ...] | Outline:
        return Outline(self.polygon, self.holes) if self.holes else self.polygon


@dataclass(frozen=True)
class Border:
    """The border between two areas (``a < b``), its length and its slot: the point where a
    token placed on the border is drawn. A border with a water area is ``coastal``. ``stretches``
    holds a point in the middle of each connected stretch of the border, longest first (the slot
    is the first); a game that gives each stretch its own slot reads them."""

    a: str
    b: str
    length: float
    slot: Point
    coastal: bool = False
    stretches: tuple[Point, ...] = ()

    @property
    def id(self) -> str:
        return border_id(self.a, self.b)

    def other(self, area: str) -> str:
        if area == self.a:
            return self.b
        if area == self.b:
            return self.a
        raise ValueError(f"area {area!r} is not on border {self.id}")

    def __contains__(self, area: object) -> bool:
        return area in (self.a, self.b)


def border_id(a: str, b: str) -> str:
    """The id of the border between ``a`` and ``b`` (order does not matter): ``"a|b"`` sorted."""
    return f"{a}|{b}" if a < b else f"{b}|{a}"


@dataclass
class AreaMap:
    """A board of areas with everything derived from their polygons.

    ``land_neighbors[x]``: the land areas sharing a border with land area ``x``; ``coastal``: land
    areas bordering water; ``borders``: every shared border (land-land and land-water) by id;
    ``landmasses``: the land areas connected over land borders, largest first; ``problems``: what
    :func:`~engine.core.geometry.check_area_map` found (gaps, overlaps, slivers, point contacts,
    anchors outside, areas in no region, areas beyond the board)."""

    areas: dict[str, AreaSpec]
    bounds: tuple[Point, ...] | None = None
    borders: dict[str, Border] = field(default_factory=dict)
    land_neighbors: dict[str, frozenset[str]] = field(default_factory=dict)
    water_neighbors: dict[str, frozenset[str]] = field(default_factory=dict)
    coastal: frozenset[str] = frozenset()
    landmasses: tuple[frozenset[str], ...] = ()
    problems: tuple[AreaProblem, ...] = ()
    anchors: dict[str, Point] = field(default_factory=dict)

    @classmethod
    def build(
        cls,
        areas: Iterable[AreaSpec],
        *,
        bounds: Sequence[Point] | None = None,
        check_regions: bool = False,
        min_shared_border: float = 1e-3,
    ) -> AreaMap:
        """Derive borders, adjacency, coasts and landmasses from the areas' polygons.

        ``check_regions`` reports land areas in no region; ``bounds`` (the board's outline)
        reports areas beyond it."""
        specs = {a.id: a for a in areas}
        polys = {a.id: a.outline() for a in specs.values()}
        anchors = {a.id: a.anchor for a in specs.values() if a.anchor is not None}
        regions = {a.id: a.region for a in specs.values() if not a.water} if check_regions else None
        report = check_area_map(
            polys, anchors=anchors, regions=regions, bounds=bounds, min_shared_border=min_shared_border
        )
        water = {a for a, s in specs.items() if s.water}
        borders = {}
        land: dict[str, set[str]] = {a: set() for a in specs if a not in water}
        wet: dict[str, set[str]] = {a: set() for a in specs}
        for sb in report.borders:
            coastal = (sb.a in water) != (sb.b in water)
            b = Border(sb.a, sb.b, sb.length, sb.midpoint, coastal, sb.stretches or (sb.midpoint,))
            borders[b.id] = b
            if sb.a in water or sb.b in water:
                if sb.a in water:
                    wet[sb.b].add(sb.a)
                if sb.b in water:
                    wet[sb.a].add(sb.b)
                continue
            land[sb.a].add(sb.b)
            land[sb.b].add(sb.a)
        coastal_areas = frozenset(a for a in land if wet[a])
        anchor_points = {}
        for aid, spec in specs.items():
            if spec.anchor is not None:
                anchor_points[aid] = spec.anchor
            elif aid in report.adjacency:  # a valid polygon
                anchor_points[aid] = polygon_centroid(spec.polygon)
        return cls(
            areas=specs,
            bounds=tuple(bounds) if bounds is not None else None,
            borders=borders,
            land_neighbors={a: frozenset(n) for a, n in land.items()},
            water_neighbors={a: frozenset(n) for a, n in wet.items()},
            coastal=coastal_areas,
            landmasses=_components(land),
            problems=tuple(report.problems),
            anchors=anchor_points,
        )

    # -- queries
    def border(self, a: str, b: str) -> Border | None:
        return self.borders.get(border_id(a, b))

    def adjacent(self, a: str, b: str) -> bool:
        """Whether two land areas share a land border."""
        return b in self.land_neighbors.get(a, ())

    def land_borders(self) -> list[tuple[str, str]]:
        """Every land-land border as a sorted pair, sorted."""
        return sorted((b.a, b.b) for b in self.borders.values() if not b.coastal and not self._wet(b))

    def coastal_borders(self) -> list[tuple[str, str]]:
        """Every land-water border as ``(land, water)``, sorted."""
        out = []
        for b in self.borders.values():
            if b.coastal:
                out.append((b.a, b.b) if b.b in self._water() else (b.b, b.a))
        return sorted(out)

    def regions(self) -> dict[str, list[str]]:
        """Region name -> its areas, sorted."""
        out: dict[str, list[str]] = {}
        for a in sorted(self.areas):
            r = self.areas[a].region
            if r:
                out.setdefault(r, []).append(a)
        return out

    def land(self) -> list[str]:
        return sorted(a for a, s in self.areas.items() if not s.water)

    def _water(self) -> frozenset[str]:
        return frozenset(a for a, s in self.areas.items() if s.water)

    def _wet(self, b: Border) -> bool:
        w = self._water()
        return b.a in w or b.b in w


def _components(graph: Mapping[str, set[str]]) -> tuple[frozenset[str], ...]:
    seen: set[str] = set()
    out = []
    for start in sorted(graph):
        if start in seen:
            continue
        comp = {start}
        todo = [start]
        while todo:
            x = todo.pop()
            for n in graph[x]:
                if n not in comp:
                    comp.add(n)
                    todo.append(n)
        seen |= comp
        out.append(frozenset(comp))
    out.sort(key=lambda c: (-len(c), min(c)))
    return tuple(out)
