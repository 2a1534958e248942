"""Map tiles on the field: which tile slot a hex lies in, where a slot's badge sits, and the
outline of a slot in scene coordinates (rules/000 §3: six boards, 3 across and 2 deep).

A tile holds 5 full rows and 4 hexes; the rows between two tiles and the baselines are half
rows shared with the neighbour (the catalogue's inferred slot offsets)."""

from __future__ import annotations

from typing import Any

from editor.boards import BoardShape
from editor.games.samurai_battles import content
from engine.games.samurai_battles.scenario import Scenario


def _row_dx(label: str) -> tuple[int, int]:
    r, dx = label.split(",")
    return int(r), int(dx)


def slot_of(sc: Scenario, board: BoardShape, cell: Any) -> tuple[int, int] | None:
    """The slot (column, row) of the tile grid that holds ``cell``."""
    if not board.contains(cell):
        return None
    cat = content.tile_catalogue(sc)
    r, dx = _row_dx(board.label(cell))
    rows = cat.slot_row_offsets or [0]
    cols = cat.slot_dx_offsets or [0]
    row = max([i for i, off in enumerate(rows) if r >= off] or [0])
    col = max([i for i, off in enumerate(cols) if dx > off] or [0])
    return col, row


def slot_origin(sc: Scenario, slot: tuple[int, int]) -> tuple[int, int]:
    """The (row, doubled column) offset of a slot's first hex."""
    cat = content.tile_catalogue(sc)
    col, row = slot
    ro = cat.slot_row_offsets[row] if 0 <= row < len(cat.slot_row_offsets) else 0
    do = cat.slot_dx_offsets[col] if 0 <= col < len(cat.slot_dx_offsets) else 0
    return ro, do


def anchor_cell(sc: Scenario, board: BoardShape, slot: Any) -> Any:
    """The hex a tile's badge stands on: the first full hex of its top row."""
    ro, do = slot_origin(sc, (int(slot[0]), int(slot[1])))
    for dx in (do + 1, do + 2):
        try:
            cell = board.parse(f"{ro},{dx}")
        except ValueError:
            continue
        if board.is_playable(cell):
            return cell
    return board.cells()[0]


def slot_rect(sc: Scenario, board: BoardShape, slot: tuple[int, int]) -> tuple[float, float, float, float]:
    """The outline (x0, y0, x1, y1) of a slot in scene coordinates: from the middle of the half
    row above its first row to the middle of the half row below its last."""
    ro, do = slot_origin(sc, slot)
    anchor = anchor_cell(sc, board, slot)
    ax, ay = board.center(anchor)
    ar, adx = _row_dx(board.label(anchor))
    poly = board.polygon(anchor)
    w = max(x for x, _ in poly) - min(x for x, _ in poly)
    h = max(y for _, y in poly) - min(y for _, y in poly)
    row_h = h * 0.75
    x0 = ax - (adx - do) * w / 2
    y0 = ay - (ar - ro + 1) * row_h
    return x0, y0, x0 + 4 * w, y0 + 6 * row_h
