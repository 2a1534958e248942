"""The line-of-sight tool reports what the engine says, for the digest's edge cases (rules/000
§11.1, §26.5): lines along hex edges, crossed interiors, edge half hexes and hills."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.commands import PaintCellsCommand
from engine.content.library import bundled_library
from engine.core.registry import load_game
from engine.games.samurai_battles.queries import line_of_sight
from engine.games.samurai_battles.scenario import Scenario, TerrainPlacement, UnitPlacement
from tests.editor.samurai_battles.helpers import click_hex, drag_hexes, open_scenario

GAME = load_game("samurai_battles")

# (from, to, terrain [(hex, type, hill)], units [hex], the digest's verdict)
CASES = [
    ("0,5", "2,5", [("1,4", "forest", 0)], [], True),  # along the edge: one side only
    ("0,5", "2,5", [("1,6", "forest", 0)], [], True),
    ("0,5", "2,5", [("1,4", "forest", 0), ("1,6", "forest", 0)], [], False),  # both sides
    ("2,5", "3,8", [("2,7", "forest", 0)], [], True),  # the 30-degree line along two edges
    ("2,5", "3,8", [], ["3,6"], True),
    ("2,5", "3,8", [("2,7", "forest", 0)], ["3,6"], False),
    ("2,5", "4,11", [("3,8", "forest", 0)], [], False),  # a crossed interior blocks
    ("2,5", "4,11", [("3,10", "forest", 0)], [], True),
    ("0,1", "3,8", [("1,4", "village", 0)], [], False),
    ("0,1", "2,1", [], [], True),  # along an edge half hex
    ("0,1", "2,1", [("1,2", "forest", 0)], [], False),
    ("8,9", "6,11", [("8,9", "hill", 1), ("7,10", "hill", 1)], [], True),  # same-height hill next to the firer
    ("8,9", "6,11", [("7,10", "hill", 1)], [], False),
    ("8,9", "6,11", [("8,9", "hill", 1), ("7,10", "hill", 2)], [], False),
]


def arranged(terrain, units) -> Scenario:
    sc = Scenario.new_document()
    sc.terrain = [TerrainPlacement(hex=h, type=t, hill=lvl) for h, t, lvl in terrain]
    sc.armies[1].units = [UnitPlacement(id=f"y{i}", type="AY", hex=h) for i, h in enumerate(units)]
    return sc


@pytest.mark.parametrize(("frm", "to", "terrain", "units", "clear"), CASES)
def test_the_tool_reports_the_engines_verdict(window, frm, to, terrain, units, clear) -> None:
    sc = arranged(terrain, units)
    open_scenario(window, sc)
    tool = window.tool("los")
    window.set_tool(tool)
    click_hex(window, frm)
    click_hex(window, to)
    engine = line_of_sight(GAME.new_initial_state(arranged(terrain, units), bundled_library(), 0), frm, to)
    assert tool.report is not None
    assert tool.report.clear is engine.clear is clear
    assert tool.report.blocking == engine.blocking
    assert ("clear" if clear else "blocked") in window.statusBar().currentMessage()


def test_the_line_the_blockers_and_the_reasons_are_drawn(window) -> None:
    sc = arranged([("2,7", "forest", 0)], ["3,6"])
    doc = open_scenario(window, sc)
    tool = window.tool("los")
    window.set_tool(tool)
    drag_hexes(window, ["2,5", "3,8"])  # press on the firer, release on the target
    assert tool.report is not None and not tool.report.clear
    assert set(tool.report.blocking) == {"2,7", "3,6"}
    message = window.statusBar().currentMessage()
    assert "blocked" in message and "2,7 forest" in message and "3,6 Ashigaru yari (Yellow army)" in message
    scene = window.current_view().scene
    assert all(item.scene() is scene for item in tool._items)
    # the verdict follows an edit: remove the forest, the line clears
    doc.undo_stack.push(PaintCellsCommand(doc, "terrain", {doc.board.parse("2,7"): "plain"}))
    assert tool.report is not None and tool.report.clear
    # Esc clears the drawing; the next click starts a new line
    QTest.keyClick(window.current_view().map_view, Qt.Key.Key_Escape)
    assert tool.report is None and tool._items == []
    click_hex(window, "6,9")
    assert tool.report is None and tool.start == doc.board.parse("6,9")
