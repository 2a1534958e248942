"""Placement rules learned before failing: while a piece is dragged (from the palette or on the
board) the cells the engine accepts are lit, the others shaded, and the reason for the cell under
the pointer is shown at the pointer, in the engine's words. Hex boards (Samurai Battles,
Neuroshima) and the area board (Rokugan) alike.

The offscreen platform's drag is a no-op, so palette drags are delivered as the drag-enter and
drag-move events the platform would send, carrying the palette's own MIME data (as in
``test_drag_drop``); drags on the board are real mouse events."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from editor.document import Document
from editor.plugin import document_kind
from engine.content.library import core_pack_dir
from tests.editor.conftest import cell_point

CORE = core_pack_dir()


def open_bundled_copy(window, path: Path, size: tuple[int, int] = (1000, 900)) -> Document:
    """A bundled file's content in a new, editable document (as "Save as" would give)."""
    model = Document.open(path).model
    doc = Document(model, kind=document_kind(model.kind))
    window.add_document(doc)
    view = window.current_view()
    view.map_view.resize(*size)
    view.map_view.fit()
    return doc


def drag_palette_entry(window, entry_id: str, cell) -> tuple[bool, str]:
    """Drag ``entry_id`` from the palette over ``cell`` (no drop); returns whether the view would
    take it there and the text at the pointer."""
    palette = window.palette_tree
    md = palette.mime_data(palette.entry(entry_id))
    view = window.current_view().map_view
    pos = QPointF(cell_point(window, cell))
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(pos.toPoint(), Qt.DropAction.CopyAction, md, buttons, mods)
    QApplication.sendEvent(view.viewport(), enter)
    assert enter.isAccepted()
    move = QDragMoveEvent(pos.toPoint(), Qt.DropAction.CopyAction, md, buttons, mods)
    QApplication.sendEvent(view.viewport(), move)
    return move.isAccepted(), view.drag_tip


def engine_legal(doc: Document, entry) -> set:
    """The cells the engine accepts a piece of ``entry`` on, asked one cell at a time."""
    assert doc.kind is not None and doc.board is not None
    return {c for c in doc.board.cells() if doc.kind.can_place(doc, entry.collection, dict(entry.template), c) is None}


def test_dragging_a_samurai_unit_lights_exactly_the_engines_legal_hexes(window) -> None:
    doc = open_bundled_copy(window, CORE / "samurai_battles/scenarios/sb-z002-fourth-kawanakajima-1561-phase-1.yaml")
    scene = window.current_view().scene
    entry = window.palette_tree.entry("unit-0-AY")
    legal = engine_legal(doc, entry)
    board = doc.board
    assert legal and len(legal) < len(list(board.cells()))  # both kinds of cell are on this board
    half = board.parse("-1,0")  # a baseline half hex: refused without the baseline movement rule
    ok, tip = drag_palette_entry(window, "unit-0-AY", half)
    assert scene.legality.isVisible()
    assert scene.legality.legal_cells == legal
    assert scene.legality.illegal_cells == set(board.cells()) - legal
    assert not ok
    # the engine's reason, in full words, at the pointer
    assert tip == f"{entry.label} cannot go here: unit {entry.template['id']} stands on half hex -1,0"
    free = sorted(legal, key=str)[0]
    ok, tip = drag_palette_entry(window, "unit-0-AY", free)
    assert ok and tip == f"{entry.label} can go here"
    # the drag leaves the board: nothing is lit any more
    QApplication.sendEvent(window.current_view().map_view.viewport(), QDragLeaveEvent())
    assert not scene.legality.isVisible() and not scene.legality.legal_cells


def test_moving_a_unit_on_the_board_lights_the_hexes_it_may_move_to(window, qtbot) -> None:
    doc = open_bundled_copy(window, CORE / "samurai_battles/scenarios/sb-z002-fourth-kawanakajima-1561-phase-1.yaml")
    board = doc.board
    scene = window.current_view().scene
    ref = ("units_0", 0)
    start = doc.cell_of(*ref)
    others = {doc.cell_of(c, i) for c, i in doc.pieces() if c.startswith("units") and (c, i) != ref}
    expected = {start} | {
        c
        for c in board.cells()
        if board.is_playable(c) and c not in others and doc.kind.can_move(doc, [(ref, c)]) is None
    }
    occupied = sorted(others, key=str)[0]
    vp = window.current_view().map_view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cell_point(window, start))
    QTest.mouseMove(vp, cell_point(window, occupied))
    assert scene.legality.legal_cells == expected
    assert window.current_view().map_view.drag_tip.endswith(f"{board.label(occupied)} is occupied")
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cell_point(window, occupied))
    assert doc.cell_of(*ref) == start and doc.undo_stack.count() == 0
    assert not scene.legality.isVisible()


def test_dragging_a_neuroshima_tile_shades_the_occupied_hexes_with_their_occupant(window) -> None:
    doc = open_bundled_copy(window, CORE / "neuroshima/etudes/01-one-clear-line.yaml", (700, 620))
    scene = window.current_view().scene
    entry_id = next(
        e.id for p in doc.kind.palettes(doc.model) for e in p.entries if e.collection and e.id.endswith("hmg")
    )
    entry = window.palette_tree.entry(entry_id)
    taken = doc.cell_of("tiles", 0)
    ok, tip = drag_palette_entry(window, entry_id, taken)
    assert scene.legality.legal_cells == engine_legal(doc, entry)
    assert not ok and "is already occupied by" in tip


def test_dragging_a_rokugan_control_token_lights_the_provinces_that_take_it(window) -> None:
    doc = open_bundled_copy(window, CORE / "rokugan/scenarios/standard-2p.yaml", (900, 800))
    scene = window.current_view().scene
    entry = window.palette_tree.entry("control-crab")
    legal = engine_legal(doc, entry)
    sea = next(c for c in doc.board.cells() if c not in legal)
    ok, tip = drag_palette_entry(window, "control-crab", sea)
    assert scene.legality.legal_cells == legal and scene.legality.illegal_cells == set(doc.board.cells()) - legal
    assert not ok and tip.startswith(f"{entry.label} cannot go here: ")
