"""Plain geometry of the polygons an area map is drawn with: hit tests, snapping, and the edits the
polygon commands make (move, insert and delete corners, split, weld), as functions of point lists.

Corners are identified by their coordinates: two areas share a corner when they hold the same
point, and a border stays shared exactly when an edit moves the corner in every area that holds it
(a *topological* edit). Nothing here imports Qt or shapely; joining two areas into one is asked of
the engine (:func:`engine.core.geometry.merge_polygons`).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from editor.i18n import tr

Point = tuple[float, float]
#: what names a ring of an area map: ``(polygon collection, index of the area, ring)``, ring 0 the
#: outline and ring ``k`` the area's ``k``-th hole
RingKey = tuple[str, int, int]
#: what names a polygon: any hashable value (``Any``, for a mapping's key type does not vary)
Key = Any
#: points closer than this are one point (scene units)
SAME = 1e-9
#: decimals new points are rounded to, so saved files stay readable
DECIMALS = 2


class PolygonEditError(ValueError):
    """An edit that cannot be made (a corner whose removal would leave fewer than three)."""


def rounded(p: Sequence[float]) -> Point:
    return (round(float(p[0]), DECIMALS), round(float(p[1]), DECIMALS))


def same_point(a: Sequence[float], b: Sequence[float], eps: float = SAME) -> bool:
    return abs(a[0] - b[0]) <= eps and abs(a[1] - b[1]) <= eps


def point_in_polygon(x: float, y: float, points: Sequence[Sequence[float]]) -> bool:
    """Whether ``(x, y)`` lies inside the polygon (even-odd rule; a point on an edge may go either way)."""
    inside = False
    n = len(points)
    j = n - 1
    for i in range(n):
        xi, yi = points[i][0], points[i][1]
        xj, yj = points[j][0], points[j][1]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def signed_area(points: Sequence[Sequence[float]]) -> float:
    n = len(points)
    return sum(points[i][0] * points[(i + 1) % n][1] - points[(i + 1) % n][0] * points[i][1] for i in range(n)) / 2


def vertex_mean(points: Sequence[Sequence[float]]) -> Point:
    n = max(1, len(points))
    return (sum(p[0] for p in points) / n, sum(p[1] for p in points) / n)


def project_on_segment(p: Sequence[float], a: Sequence[float], b: Sequence[float]) -> tuple[Point, float]:
    """The point of segment ``a``-``b`` nearest to ``p`` and its distance."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    q = (a[0] + t * dx, a[1] + t * dy)
    return q, math.hypot(p[0] - q[0], p[1] - q[1])


@dataclass(frozen=True)
class Hit:
    """What lies near a point: a corner (``edge`` is ``None``) or a point on an edge (the edge from
    corner ``index`` to the next) of polygon ``key``."""

    key: Key
    index: int
    point: Point
    distance: float
    edge: bool = False


def nearest_vertex(p: Sequence[float], polygons: Mapping[Key, Sequence[Point]], tolerance: float) -> Hit | None:
    """The corner nearest to ``p`` within ``tolerance`` (ties: the first polygon in order)."""
    best: Hit | None = None
    for key, pts in polygons.items():
        for i, q in enumerate(pts):
            d = math.hypot(p[0] - q[0], p[1] - q[1])
            if d <= tolerance and (best is None or d < best.distance - SAME):
                best = Hit(key, i, (q[0], q[1]), d)
    return best


def nearest_edge(p: Sequence[float], polygons: Mapping[Key, Sequence[Point]], tolerance: float) -> Hit | None:
    """The point on an edge nearest to ``p`` within ``tolerance``."""
    best: Hit | None = None
    for key, pts in polygons.items():
        n = len(pts)
        for i in range(n):
            q, d = project_on_segment(p, pts[i], pts[(i + 1) % n])
            if d <= tolerance and (best is None or d < best.distance - SAME):
                best = Hit(key, i, q, d, edge=True)
    return best


def snap(
    p: Sequence[float],
    polygons: Mapping[Key, Sequence[Point]],
    tolerance: float,
    exclude: Iterable[Key] = (),
) -> tuple[Point, Hit | None]:
    """``p`` moved onto the nearest corner of the polygons within ``tolerance``, else onto the nearest
    edge, else only rounded; with what it snapped to. Polygons in ``exclude`` are not snapped to."""
    skip = set(exclude)
    others = {k: v for k, v in polygons.items() if k not in skip}
    hit = nearest_vertex(p, others, tolerance)
    if hit is None:
        hit = nearest_edge(p, others, tolerance)
        # a point on an edge is rounded like a drawn one; :func:`weld` then puts it into the edge
        return (rounded(hit.point), hit) if hit is not None else (rounded(p), None)
    return hit.point, hit


def holders(polygons: Mapping[Key, Sequence[Point]], point: Sequence[float]) -> list[tuple[Key, int]]:
    """Every polygon holding corner ``point``, with the corner's index."""
    out = []
    for key, pts in polygons.items():
        for i, q in enumerate(pts):
            if same_point(q, point):
                out.append((key, i))
                break
    return out


def move_vertex(
    polygons: Mapping[Key, Sequence[Point]], point: Sequence[float], to: Sequence[float], only: Key | None = None
) -> dict[Key, list[Point]]:
    """The polygons that change when corner ``point`` moves to ``to``: every polygon holding it
    (a topological move), or only polygon ``only``."""
    target = (float(to[0]), float(to[1]))
    out: dict[Key, list[Point]] = {}
    for key, i in holders(polygons, point):
        if only is not None and key != only:
            continue
        pts = list(polygons[key])
        pts[i] = target
        out[key] = _without_repeats(pts)
    return out


def _without_repeats(pts: list[Point]) -> list[Point]:
    """``pts`` without consecutive repeated corners (a corner dragged onto its neighbour)."""
    out: list[Point] = []
    for q in pts:
        if not out or not same_point(out[-1], q):
            out.append(q)
    while len(out) > 1 and same_point(out[0], out[-1]):
        out.pop()
    return out


def edge_holders(
    polygons: Mapping[Key, Sequence[Point]], a: Sequence[float], b: Sequence[float]
) -> list[tuple[Key, int, bool]]:
    """Every polygon with an edge between corners ``a`` and ``b`` (either direction): its key, the
    index of the edge's first corner, and whether it runs from ``a`` to ``b``."""
    out = []
    for key, pts in polygons.items():
        n = len(pts)
        for i in range(n):
            p, q = pts[i], pts[(i + 1) % n]
            if same_point(p, a) and same_point(q, b):
                out.append((key, i, True))
                break
            if same_point(p, b) and same_point(q, a):
                out.append((key, i, False))
                break
    return out


def insert_vertex(
    polygons: Mapping[Key, Sequence[Point]], key: Key, edge: int, point: Sequence[float]
) -> dict[Key, list[Point]]:
    """The polygons that change when a corner is put at ``point`` on edge ``edge`` of polygon ``key``:
    that polygon and every other polygon sharing the edge, so their border stays shared."""
    pts = polygons[key]
    a, b = pts[edge], pts[(edge + 1) % len(pts)]
    new = (float(point[0]), float(point[1]))
    out: dict[Key, list[Point]] = {}
    for k, i, _forward in edge_holders(polygons, a, b):
        q = list(polygons[k])
        q.insert(i + 1, new)
        out[k] = q
    return out


def delete_vertex(
    polygons: Mapping[Key, Sequence[Point]], point: Sequence[float], only: Key | None = None
) -> dict[Key, list[Point]]:
    """The polygons that change when corner ``point`` is removed from every polygon holding it (or
    only from ``only``). Raises :class:`PolygonEditError` when a polygon would keep fewer than 3."""
    out: dict[Key, list[Point]] = {}
    for key, i in holders(polygons, point):
        if only is not None and key != only:
            continue
        pts = list(polygons[key])
        if len(pts) <= 3:
            raise PolygonEditError(tr("{area}: an area needs at least three corners").format(area=key))
        del pts[i]
        out[key] = pts
    if not out:
        raise PolygonEditError(tr("no area has a corner there"))
    return out


def split_polygon(points: Sequence[Point], i: int, j: int) -> tuple[list[Point], list[Point]]:
    """The two polygons a cut from corner ``i`` to corner ``j`` makes: ``i..j`` and ``j..i``.
    Raises :class:`PolygonEditError` for the same or neighbouring corners."""
    n = len(points)
    i, j = i % n, j % n
    if i == j or (j - i) % n in (1, n - 1):
        raise PolygonEditError(tr("a cut needs two corners that are not neighbours"))
    first = [points[(i + k) % n] for k in range((j - i) % n + 1)]
    second = [points[(j + k) % n] for k in range((i - j) % n + 1)]
    return list(first), list(second)


#: how far a corner may lie off an edge and still be welded into it (covers the rounding of snapped points)
WELD_DISTANCE = 0.02


def weld(
    polygons: Mapping[Key, Sequence[Point]], changed: Mapping[Key, Sequence[Point]], eps: float = WELD_DISTANCE
) -> dict[Key, list[Point]]:
    """``changed`` with the polygons' corners welded: a corner of a changed polygon lying on an edge
    of another polygon (and not at its corners) is put into that edge too, and a corner of another
    polygon lying on an edge of a changed polygon into the changed one, so that borders drawn by
    snapping onto an edge are shared corner for corner. Returns every polygon that changes."""
    current = {k: list(v) for k, v in polygons.items()}
    current.update({k: list(v) for k, v in changed.items()})
    out = {k: list(v) for k, v in changed.items()}
    for key in list(changed):
        for other in list(current):
            if other == key:
                continue
            for src, dst in ((key, other), (other, key)):
                pts = current[dst]
                added = False
                for corner in current[src]:
                    idx = _edge_through(pts, corner, eps)
                    if idx is not None:
                        pts.insert(idx + 1, (corner[0], corner[1]))
                        added = True
                if added:
                    current[dst] = pts
                    out[dst] = pts
    return out


def _edge_through(pts: Sequence[Point], corner: Sequence[float], eps: float) -> int | None:
    """The edge of ``pts`` that passes through ``corner`` strictly between its ends, if any."""
    n = len(pts)
    if any(same_point(q, corner, eps) for q in pts):
        return None
    for i in range(n):
        a, b = pts[i], pts[(i + 1) % n]
        _, d = project_on_segment(corner, a, b)
        if d <= eps:
            return i
    return None
