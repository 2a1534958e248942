"""Undo commands on the areas of an area map: add an area, move, insert and delete corners, cut an
area in two, join two, snap corners together.

Every command replaces the record lists of the polygon collections it touches and keeps the lists
before and after whole, so undo and redo restore the document exactly. A corner shared by several
areas (the same coordinates; the sea's hole round an island included) moves, appears and goes in
all of them at once, so shared borders stay shared; each edit is one undo step (a drag is pushed
once, when it ends)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand

from editor.board_shape import board_edit_refusal
from editor.commands.pieces import DocumentCommand
from editor.document import Change
from editor.i18n import tr
from editor.kinds import AreaDocumentKind
from editor.polygons import (
    Point,
    PolygonEditError,
    RingKey,
    delete_vertex,
    insert_vertex,
    move_vertex,
    point_in_polygon,
    same_point,
    split_polygon,
    weld,
)
from engine.core.geometry import Outline, merge_polygons, snap_areas

if TYPE_CHECKING:
    from editor.document import Document


def _copies(records: Sequence[Any]) -> list[Any]:
    return [r.model_copy(deep=True) for r in records]


class PolygonsCommand(DocumentCommand):
    """Replace the record lists of polygon collections by ``new_lists`` (collection -> records)."""

    def __init__(
        self, document: Document, new_lists: Mapping[str, list[Any]], text: str, parent: QUndoCommand | None = None
    ) -> None:
        super().__init__(document, text, parent)
        self.old = {name: _copies(document.polygon_records(name)) for name in new_lists}
        self.new = {name: _copies(records) for name, records in new_lists.items()}

    def refusal(self) -> str | None:
        """Refused while the new areas would leave pieces on areas that are gone."""
        doc = self.document
        now = {name: list(doc.polygon_records(name)) for name in self.new}

        def put(lists: Mapping[str, list[Any]]) -> None:
            for name, records in lists.items():
                doc.polygon_records(name)[:] = records

        return board_edit_refusal(doc, lambda: put(self.new), lambda: put(now), self.text())

    def _write(self, lists: Mapping[str, list[Any]]) -> None:
        doc = self.document
        for name, records in lists.items():
            doc.polygon_records(name)[:] = _copies(records)
        for name in sorted(lists):
            doc.notify(Change("polygons", name))

    def redo(self) -> None:
        self._write(self.new)

    def undo(self) -> None:
        self._write(self.old)


def lists_with_rings(document: Document, rings: Mapping[RingKey, Sequence[Point]]) -> dict[str, list[Any]]:
    """Copies of the record lists with ``rings`` replaced (validated by the records' model). Raises
    :class:`PolygonEditError` for a ring left with fewer than three corners."""
    kind = document.kind
    assert kind is not None
    out: dict[str, list[Any]] = {}
    for (name, index, ring), pts in sorted(rings.items()):
        if len(pts) < 3:
            raise PolygonEditError(tr("an area needs at least three corners"))
        coll = kind.polygon_collection(name)
        records = out.setdefault(name, _copies(document.polygon_records(name)))
        data = records[index].model_dump()
        points = [[float(x), float(y)] for x, y in pts]
        if ring == 0:
            data[coll.points_field] = points
        else:
            assert coll.holes_field is not None
            holes = list(data[coll.holes_field])
            holes[ring - 1] = points
            data[coll.holes_field] = holes
        records[index] = coll.item_model.model_validate(data)
    return out


class AddPolygonCommand(PolygonsCommand):
    """A new area of ``collection`` with outline ``points`` and the other fields ``data``; corners
    it snapped onto the edges of other areas are welded into them (and theirs into it)."""

    def __init__(
        self,
        document: Document,
        collection: str,
        data: Mapping[str, Any],
        points: Sequence[Point],
        parent: QUndoCommand | None = None,
    ) -> None:
        kind = document.kind
        assert kind is not None
        coll = kind.polygon_collection(collection)
        if len(points) < 3:
            raise PolygonEditError(tr("an area needs at least three corners"))
        rings = document.rings()
        index = len(document.polygon_records(collection))
        key = (collection, index, 0)
        welded = weld(rings, {key: list(points)})
        outline = welded.pop(key)
        lists = lists_with_rings(document, welded) if welded else {}
        records = lists.setdefault(collection, _copies(document.polygon_records(collection)))
        record = coll.item_model.model_validate({**data, coll.points_field: [[float(x), float(y)] for x, y in outline]})
        records.append(record)
        super().__init__(
            document,
            lists,
            tr("Add {what} {id}").format(what=tr(coll.label), id=getattr(record, coll.id_field)),
            parent,
        )


class MoveVertexCommand(PolygonsCommand):
    """Move corner ``point`` to ``to`` in every area holding it, welding it into an edge of another
    area it lands on; or, detached, only in ring ``only`` (nothing is welded: the user pulled it
    away from its neighbours on purpose)."""

    def __init__(
        self,
        document: Document,
        point: Point,
        to: Point,
        only: RingKey | None = None,
        parent: QUndoCommand | None = None,
    ) -> None:
        rings = document.rings()
        moved = move_vertex(rings, point, to, only)
        if not moved:
            raise PolygonEditError(tr("no area has a corner there"))
        changed = weld(rings, moved) if only is None else moved
        text = tr("Move corner") if len(moved) <= 1 else tr("Move corner in %n areas", None, len(moved))
        super().__init__(document, lists_with_rings(document, changed), text, parent)


class InsertVertexCommand(PolygonsCommand):
    """Put a corner at ``point`` on edge ``edge`` of ring ``key`` and of every ring sharing that edge."""

    def __init__(
        self, document: Document, key: RingKey, edge: int, point: Point, parent: QUndoCommand | None = None
    ) -> None:
        changed = insert_vertex(document.rings(), key, edge, point)
        text = tr("Insert corner") if len(changed) <= 1 else tr("Insert corner in %n areas", None, len(changed))
        super().__init__(document, lists_with_rings(document, changed), text, parent)


class DeleteVertexCommand(PolygonsCommand):
    """Remove corner ``point`` from every area holding it (or only from ring ``only``)."""

    def __init__(
        self, document: Document, point: Point, only: RingKey | None = None, parent: QUndoCommand | None = None
    ) -> None:
        changed = delete_vertex(document.rings(), point, only)
        text = tr("Delete corner") if len(changed) <= 1 else tr("Delete corner in %n areas", None, len(changed))
        super().__init__(document, lists_with_rings(document, changed), text, parent)


class SplitPolygonCommand(PolygonsCommand):
    """Cut area ``index`` of ``collection`` along the line from its corner ``i`` to its corner ``j``:
    it keeps the part from ``i`` to ``j``; a new area (fields from the kind's ``split_area_data``)
    gets the rest. The anchor stays with the part it lies in."""

    def __init__(
        self, document: Document, collection: str, index: int, i: int, j: int, parent: QUndoCommand | None = None
    ) -> None:
        kind = document.kind
        assert isinstance(kind, AreaDocumentKind)  # only an area map has areas to cut
        coll = kind.polygon_collection(collection)
        records = _copies(document.polygon_records(collection))
        old = records[index]
        first, second = split_polygon(document.rings()[(collection, index, 0)], i, j)
        data = old.model_dump()
        data[coll.points_field] = [[x, y] for x, y in first]
        anchor = data.get(coll.anchor_field) if coll.anchor_field else None
        if anchor is not None and not point_in_polygon(anchor[0], anchor[1], first):
            data[coll.anchor_field] = None
        records[index] = coll.item_model.model_validate(data)
        extra = kind.split_area_data(document, collection, old)
        extra[coll.points_field] = [[x, y] for x, y in second]
        records.insert(index + 1, coll.item_model.model_validate(extra))
        super().__init__(
            document,
            {collection: records},
            tr("Cut {what} {id} in two").format(what=tr(coll.label), id=getattr(old, coll.id_field)),
            parent,
        )


def split_between(document: Document, a: Point, b: Point) -> SplitPolygonCommand:
    """The cut of the area that holds corners ``a`` and ``b`` (not neighbours) along the line
    between them. Raises :class:`PolygonEditError` when no area holds both."""
    for (name, index, ring), pts in document.rings().items():
        if ring != 0:
            continue
        i = next((k for k, q in enumerate(pts) if same_point(q, a)), None)
        j = next((k for k, q in enumerate(pts) if same_point(q, b)), None)
        if i is not None and j is not None and (j - i) % len(pts) not in (0, 1, len(pts) - 1):
            return SplitPolygonCommand(document, name, index, i, j)
    raise PolygonEditError(tr("choose two corners of one area that are not neighbours"))


class MergePolygonsCommand(PolygonsCommand):
    """Join areas ``a`` and ``b`` of ``collection`` into one (the first keeps its record; the other
    goes). Raises :class:`PolygonEditError` when they share no border."""

    def __init__(self, document: Document, collection: str, a: int, b: int, parent: QUndoCommand | None = None) -> None:
        kind = document.kind
        assert kind is not None
        coll = kind.polygon_collection(collection)
        first, second = sorted((a, b))
        if first == second:
            raise PolygonEditError(tr("choose two different areas to join"))
        rings = document.rings()
        if (collection, first, 1) in rings or (collection, second, 1) in rings:
            raise PolygonEditError(tr("areas with holes cannot be joined"))
        joined = merge_polygons(rings[(collection, first, 0)], rings[(collection, second, 0)])
        records = _copies(document.polygon_records(collection))
        if joined is None:
            raise PolygonEditError(
                tr("{a} and {b} share no border: only neighbours can be joined").format(
                    a=getattr(records[first], coll.id_field), b=getattr(records[second], coll.id_field)
                )
            )
        keep, gone = records[first], records[second]
        data = keep.model_dump()
        data[coll.points_field] = [[x, y] for x, y in joined]
        records[first] = coll.item_model.model_validate(data)
        del records[second]
        text = tr("Join {a} and {b}").format(a=getattr(keep, coll.id_field), b=getattr(gone, coll.id_field))
        super().__init__(document, {collection: records}, text, parent)


def snapped_rings(document: Document, tolerance: float) -> dict[RingKey, list[Point]]:
    """The outlines that change when every corner is moved onto the nearest corner or edge of the
    other areas within ``tolerance`` (the engine's :func:`~engine.core.geometry.snap_areas`)."""
    rings = document.rings()
    holes: dict[tuple[str, int], list[list[Point]]] = {}
    for (name, index, ring), pts in sorted(rings.items()):
        if ring > 0:
            holes.setdefault((name, index), []).append(pts)
    shells: dict[str, Any] = {}
    for (name, index, ring), pts in rings.items():
        if ring == 0:
            own = holes.get((name, index))
            shells[f"{name}\x00{index}"] = Outline(pts, own) if own else pts
    out: dict[RingKey, list[Point]] = {}
    for key, pts in snap_areas(shells, tolerance).items():
        name, at = key.split("\x00")
        ring_key = (name, int(at), 0)
        new = [(round(x, 6), round(y, 6)) for x, y in pts]
        if new != [(round(x, 6), round(y, 6)) for x, y in rings[ring_key]]:
            out[ring_key] = new
    return out


class SnapPolygonsCommand(PolygonsCommand):
    """Close the slips of the pen (thin gaps, small overlaps, corners that nearly meet): every corner
    within ``tolerance`` of another area's corner or edge is moved onto it."""

    def __init__(self, document: Document, tolerance: float, parent: QUndoCommand | None = None) -> None:
        changed = snapped_rings(document, tolerance)
        if not changed:
            raise PolygonEditError(
                tr("no corner lies within {tolerance} of another area").format(tolerance=f"{tolerance:g}")
            )
        text = tr("Snap corners") if len(changed) <= 1 else tr("Snap corners in %n areas", None, len(changed))
        super().__init__(document, lists_with_rings(document, changed), text, parent)
