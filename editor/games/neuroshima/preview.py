"""A preview drawn over an etude's board without touching the document: the tiles a solution
step has played so far, shown as ghost tiles (the Solve panel steps through a solution)."""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from editor.games.neuroshima.tilepaint import TileLook, paint_tile
from engine.core.hexgrid import Hex

if TYPE_CHECKING:
    from editor.document import Document


@dataclass(frozen=True)
class GhostTile:
    hex: str
    tile: str
    player: int
    rotation: int
    damage: int = 0


@dataclass
class Preview:
    ghosts: list[GhostTile] = field(default_factory=list)
    caption: str = ""


_PREVIEWS: weakref.WeakKeyDictionary[Document, Preview] = weakref.WeakKeyDictionary()


def set_preview(document: Document, preview: Preview | None) -> None:
    if preview is None:
        _PREVIEWS.pop(document, None)
    else:
        _PREVIEWS[document] = preview


def preview_of(document: Document) -> Preview | None:
    return _PREVIEWS.get(document)


def paint_preview(document: Document, painter: QPainter) -> None:
    preview = _PREVIEWS.get(document)
    board = document.board
    if preview is None or board is None:
        return
    for g in preview.ghosts:
        cell = Hex.parse(g.hex)
        if not board.contains(cell):
            continue
        xs = [x for x, _ in board.polygon(cell)]
        ys = [y for _, y in board.polygon(cell)]
        rect = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        paint_tile(painter, rect, TileLook(g.tile, g.player, g.damage), rotation=g.rotation, ghost=True)
