"""Driving the Warlords editor like a user: cells named like the rulebook (``C11``), cell edges
(``A21:S``) pressed and dragged along, palette entries clicked and dropped."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from editor.document import Document
from editor.plugin import document_kind
from engine.core.squaregrid import Cell
from engine.games.warlords.board import DIR_NAMES
from tests.editor.conftest import cell_point, drag_on_view
from tests.editor.samurai_battles.helpers import click_palette, type_text
from tests.editor.test_drag_drop import drop_entry

__all__ = ["click_palette", "type_text"]


def open_doc(window, kind: str, model=None, path=None) -> Document:
    k = document_kind(kind)
    doc = Document(model or k.new_model(), path=path, kind=k)
    window.add_document(doc)
    fit(window)
    return doc


def fit(window) -> None:
    view = window.current_view()
    if view.map_view is not None:
        view.map_view.resize(1100, 900)
        view.map_view.fit()


def cell(window, label: str) -> Cell:
    return window.current_document().board.parse(label)


def drag_cells(window, labels: list[str], **kw) -> None:
    drag_on_view(window, [cell(window, lab) for lab in labels], **kw)


def click_cell(window, label: str, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    vp = window.current_view().map_view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, modifiers, cell_point(window, cell(window, label)))


def edge_point(window, edge: str) -> QPoint:
    """Viewport position of the middle of a cell edge ``A21:S``."""
    label, _, side = edge.partition(":")
    board = window.current_document().board
    (x1, y1), (x2, y2) = board.edge_segment(board.parse(label), DIR_NAMES.index(side))
    view = window.current_view().map_view
    return view.mapFromScene(QPointF((x1 + x2) / 2, (y1 + y2) / 2))


def drag_edges(window, edges: list[str]) -> None:
    """Press on the first edge, move along the others, release on the last."""
    vp = window.current_view().map_view.viewport()
    button, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mousePress(vp, button, mods, edge_point(window, edges[0]))
    for e in edges[1:]:
        QTest.mouseMove(vp, edge_point(window, e))
    QTest.mouseRelease(vp, button, mods, edge_point(window, edges[-1]))


def drop(window, entry_id: str, label: str) -> bool:
    return drop_entry(window, entry_id, cell(window, label))


def terrain_cells(doc) -> dict[str, str]:
    """Cell label -> terrain type of a battlefield document."""
    return {c: t.type for t in doc.model.terrain for c in t.cells}
