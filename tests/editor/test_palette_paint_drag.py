"""Dragging a terrain (a layer's value, painted rather than dropped) from the palette did nothing
at all, on a bundled read-only scenario as on any other (issue 33): the drag now chooses the
terrain for the Paint tool and says at the pointer how it is used. Real mouse events on the
palette: a press on the entry, then a move with the button held past the drag distance."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from editor.panels.palette import ENTRY_ROLE
from editor.tools.generic import PaintTool
from engine.content.library import core_pack_dir

SCENARIO = core_pack_dir() / "samurai_battles" / "scenarios" / "sb-z001-first-samurai-skirmish.yaml"


def drag_entry_out(window, label: str) -> str:
    """Press on the palette entry labelled ``label`` and move away with the button held (real mouse
    events; the drag starts as it would under the user's hand); the entry's id."""
    palette = window.palette_tree
    for _, section in palette.sections:
        for i in range(section.count()):
            item = section.item(i)
            entry = palette.entry(item.data(ENTRY_ROLE))
            if entry is not None and entry.label == label:
                break
        else:
            continue
        break
    else:
        raise AssertionError(f"no palette entry {label}")
    section.scrollToItem(item)
    start = section.visualItemRect(item).center()
    vp = section.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    far = QPointF(start)
    for _ in range(4):  # the view arms a drag on the first move, starts it past the drag distance
        far = QPointF(far.x() + QApplication.startDragDistance(), far.y() + 10)
        move = QMouseEvent(
            QEvent.Type.MouseMove,
            far,
            vp.mapToGlobal(far),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(vp, move)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, far.toPoint())
    return entry.id


def test_dragging_a_terrain_chooses_it_for_painting_and_says_so(window) -> None:
    doc = window.open_file(SCENARIO)
    assert doc.read_only
    assert not isinstance(window.tool_choice.active_tool, PaintTool)
    entry_id = drag_entry_out(window, "Forest")
    entry = window.palette_tree.entry(entry_id)
    assert entry is not None and entry.layer is not None and entry.collection is None
    note = window.palette_tree.drag_note
    assert note == "Forest is painted, not dropped: click or drag on the board to paint it"
    paint = window.tool("paint")
    assert isinstance(paint, PaintTool)
    assert window.tool_choice.active_tool is paint
    assert (paint.layer, paint.value) == (entry.layer, entry.value)
    assert doc.undo_stack.count() == 0  # choosing a terrain changes nothing yet


def test_dragging_a_piece_with_none_left_says_so(window) -> None:
    doc = window.open_file(SCENARIO)
    palette = window.palette_tree
    used = [
        palette.entry(s.item(i).data(ENTRY_ROLE))
        for _, s in palette.sections
        for i in range(s.count())
        if palette.entry(s.item(i).data(ENTRY_ROLE)) is not None
        and palette.entry(s.item(i).data(ENTRY_ROLE)).remaining == 0
    ]
    assert used, "the scenario's board tiles are all on the board"
    drag_entry_out(window, used[0].label)
    assert palette.drag_note == f"no {used[0].label} left to place: all are on the board"
    assert doc.undo_stack.count() == 0
