"""The Battle for Rokugan map editor: drawing slips show as the engine's issues, one each, that select
the provinces they name when double-clicked and go with undo; the snap fix is one undo step."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.canvas.area_panel import AreaPanel
from engine.content.issues import Severity
from tests.editor.rokugan.helpers import double_click, double_click_issue, drag, open_doc, tiny_map


def problems(view) -> list[tuple[str, str | None]]:
    """The issues the map editor shows, without the notes on how many players the map holds."""
    view.validate_now()
    return [(i.code, i.location.target) for i in view.issues if i.severity is not Severity.INFO]


def test_a_gap_and_an_overlap_each_show_one_issue_that_selects_the_provinces_and_undo_removes(window) -> None:
    doc = open_doc(window, tiny_map())
    window.set_tool(window.tool("polygon"))
    view = window.current_view()
    assert problems(view) == []
    for y in (30.0, 70.0, 50.0):  # corners on the border of a and b, put into both
        double_click(window, 100.0, y)
    a, b = doc.model.provinces[0], doc.model.provinces[1]
    middle = a.polygon[3]  # where the last double-click put it
    assert abs(middle[1] - 50.0) < 1 and middle in b.polygon and len(b.polygon) == 7
    for to, code in (((70.0, 50.0), "gap"), ((130.0, 50.0), "overlap")):
        drag(window, middle, to, Qt.KeyboardModifier.AltModifier)  # only a's corner moves
        found = problems(view)
        assert [c for c, _t in found] == [code]
        assert set(found[0][1].split(",")) == {"a", "b"}
        row = next(i for i, issue in enumerate(view.issues) if issue.code == code)
        double_click_issue(window, row)
        assert view.scene.selected == {("provinces", 0), ("provinces", 1)}
        assert len(view.scene._marks) == 2
        doc.undo_stack.undo()
        assert problems(view) == []
    # the capacity of a 5-province map shows as notes, one per player count
    assert sum(1 for i in view.issues if i.code == "capacity") == 4


def test_the_snap_fix_closes_a_slip_of_the_pen_in_one_undo_step(window) -> None:
    doc = open_doc(window, tiny_map())
    window.set_tool(window.tool("polygon"))
    view = window.current_view()
    view.map_view.zoom_by(20.0)  # close up, the tool snaps only within a unit or so
    view.map_view.centerOn(100.0, 100.0)
    assert window.tool("polygon").tolerance() < 1.5
    # a's corner slips into d, further than the tool snaps
    drag(window, (100.0, 100.0), (100.0, 104.0), Qt.KeyboardModifier.AltModifier)
    assert any(103 < y < 105 for _x, y in doc.model.provinces[0].polygon)
    assert "overlap" in [c for c, _t in problems(view)]
    panel = view.findChild(AreaPanel)
    panel.snap_tolerance.setValue(6.0)
    assert panel.snap.isEnabled()
    count = doc.undo_stack.count()
    QTest.mouseClick(panel.snap, Qt.MouseButton.LeftButton)
    assert doc.undo_stack.count() == count + 1
    assert problems(view) == []
