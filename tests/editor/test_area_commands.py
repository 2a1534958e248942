"""The polygon commands of area maps as undo steps: any sequence of them, undone to the start and
redone to the end, gives back exactly the documents it went through (compared as saved)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tests.support.testareas as ta
from editor.commands import (
    AddPolygonCommand,
    DeleteVertexCommand,
    InsertVertexCommand,
    MergePolygonsCommand,
    MoveVertexCommand,
    SnapPolygonsCommand,
    split_between,
)
from editor.document import Document
from editor.plugin import document_kind
from editor.polygons import PolygonEditError


def grid_map() -> ta.AreaTestMap:
    """Four 100-unit squares in a sea with a hole round them."""
    areas = []
    for i, (x, y) in enumerate([(0, 0), (100, 0), (0, 100), (100, 100)]):
        poly = [(x, y), (x + 100, y), (x + 100, y + 100), (x, y + 100)]
        areas.append(ta.Land(id=f"p{i}", polygon=[(float(a), float(b)) for a, b in poly]))
    hole = [
        (0.0, 0.0),
        (100.0, 0.0),
        (200.0, 0.0),
        (200.0, 100.0),
        (200.0, 200.0),
        (100.0, 200.0),
        (0.0, 200.0),
        (0.0, 100.0),
    ]
    sea = ta.Sea(id="sea", polygon=[(-100.0, -100.0), (300.0, -100.0), (300.0, 300.0), (-100.0, 300.0)], holes=[hole])
    return ta.AreaTestMap(areas=areas, seas=[sea])


def apply_random_edit(doc: Document, draw: st.DataObject) -> None:
    """One random polygon edit; edits the model refuses (PolygonEditError) are skipped."""
    rings = doc.rings()
    keys = sorted(rings)
    op = draw.draw(st.sampled_from(["add", "move", "insert", "delete", "split", "merge", "snap"]))
    key = draw.draw(st.sampled_from(keys))
    pts = rings[key]
    i = draw.draw(st.integers(0, len(pts) - 1))
    try:
        if op == "add":
            x, y = draw.draw(st.integers(-90, 280)), draw.draw(st.integers(-90, 280))
            data = doc.kind.new_area_data(doc, "land")
            cmd = AddPolygonCommand(doc, "land", data, [(x, y), (x + 15.0, y), (x, y + 15.0)])
        elif op == "move":
            dx, dy = draw.draw(st.integers(-30, 30)), draw.draw(st.integers(-30, 30))
            only = key if draw.draw(st.booleans()) else None
            cmd = MoveVertexCommand(doc, pts[i], (pts[i][0] + dx, pts[i][1] + dy), only)
        elif op == "insert":
            a, b = pts[i], pts[(i + 1) % len(pts)]
            cmd = InsertVertexCommand(doc, key, i, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2))
        elif op == "delete":
            cmd = DeleteVertexCommand(doc, pts[i])
        elif op == "split":
            j = draw.draw(st.integers(0, len(pts) - 1))
            cmd = split_between(doc, pts[i], pts[j])
        elif op == "merge":
            n = len(doc.model.areas)
            cmd = MergePolygonsCommand(doc, "land", draw.draw(st.integers(0, n - 1)), draw.draw(st.integers(0, n - 1)))
        else:
            cmd = SnapPolygonsCommand(doc, float(draw.draw(st.integers(1, 12))))
    except PolygonEditError:
        return
    doc.undo_stack.push(cmd)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_any_sequence_of_polygon_edits_undoes_and_redoes_to_the_same_documents(qapp, data) -> None:
    doc = Document(grid_map(), kind=document_kind("testareas/map"))
    try:
        check_undo_and_redo(doc, data)
    finally:
        # a document dropped with commands on its stack crashes the binding when the interpreter
        # frees it (its C++ stack goes first): clear it while the document is alive, as closing a tab does
        doc.undo_stack.clear()


def check_undo_and_redo(doc: Document, data: st.DataObject) -> None:
    seen = [doc.snapshot()]
    for _ in range(data.draw(st.integers(1, 8))):
        before = doc.undo_stack.count()
        apply_random_edit(doc, data)
        if doc.undo_stack.count() > before:
            seen.append(doc.snapshot())
    assert doc.undo_stack.count() == len(seen) - 1  # every edit is exactly one undo step
    for want in reversed(seen[:-1]):
        doc.undo_stack.undo()
        assert doc.snapshot() == want
    for want in seen[1:]:
        doc.undo_stack.redo()
        assert doc.snapshot() == want
    assert doc.board.cells() == [a.id for a in doc.model.areas] + [s.id for s in doc.model.seas]
