"""Points in the plane, without shapely: what a board's drawing and the editor's canvas ask of a
set of corners."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

__all__ = ["bounding_box"]


def bounding_box(points: Iterable[Sequence[float]]) -> tuple[float, float, float, float]:
    """``(min_x, min_y, max_x, max_y)`` of ``points`` (``(x, y)`` pairs); all zero for none."""
    xs: list[float] = []
    ys: list[float] = []
    for p in points:
        xs.append(p[0])
        ys.append(p[1])
    if not xs:
        return (0.0, 0.0, 0.0, 0.0)
    return (min(xs), min(ys), max(xs), max(ys))
