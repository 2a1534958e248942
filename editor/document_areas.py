"""The areas of an area map and the background picture of a document: every ring of every area,
and where the picture is on disk. Functions of a document, on its floor."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from editor.polygons import Point, RingKey

if TYPE_CHECKING:
    from editor.document import Document


def rings(doc: Document) -> dict[RingKey, list[Point]]:
    """Every ring of every area by ``(polygon collection, index, ring)``: ring 0 is the outline,
    ring ``k`` the area's ``k``-th hole (the sea's hole round an island shares its coast)."""
    if doc.kind is None:
        return {}
    out = {}
    for coll in doc.kind.polygons:
        for i, rec in enumerate(doc.polygon_records(coll.name)):
            out[(coll.name, i, 0)] = [(float(p[0]), float(p[1])) for p in getattr(rec, coll.points_field)]
            holes = getattr(rec, coll.holes_field) if coll.holes_field else None
            for h, ring in enumerate(holes or []):
                out[(coll.name, i, h + 1)] = [(float(p[0]), float(p[1])) for p in ring]
    return out


def background_path(doc: Document, bg: Any | None) -> Path | None:
    """Where the background picture ``bg`` is on disk (relative paths are from the document's folder)."""
    if bg is None or not bg.image:
        return None
    p = Path(bg.image)
    if not p.is_absolute() and doc.path is not None:
        p = doc.path.parent / p
    return p
