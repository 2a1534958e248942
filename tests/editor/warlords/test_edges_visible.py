"""Issue 33: fences and rivers read on the battlefield: drawn wide enough to see at the editor's
size, with a halo or bank that stands out from the ground under them (they were barely visible)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from editor.canvas.text import contrast
from editor.games.warlords.paint import TERRAIN_FILL, paint_edge

CELL = 40.0  # px: a cell at the editor's default zoom


def drawn(what: str, ground: QColor) -> list[QColor]:
    """The colours of the pixels ``paint_edge`` changed, across the middle of the edge."""
    image = QImage(120, 80, QImage.Format.Format_ARGB32)
    image.fill(ground)
    p = QPainter(image)
    paint_edge(p, QPointF(10, 40), QPointF(110, 40), what, CELL)
    p.end()
    return [QColor(image.pixel(60, y)) for y in range(80) if QColor(image.pixel(60, y)) != ground]


@pytest.mark.parametrize("terrain", sorted(TERRAIN_FILL))
@pytest.mark.parametrize("what", ["fence", "river"])
def test_fences_and_rivers_stand_out_from_every_terrain(what: str, terrain: str) -> None:
    ground = TERRAIN_FILL[terrain]
    colours = drawn(what, ground)
    assert len(colours) >= CELL * 0.15  # px across: seen at the default zoom
    assert max(contrast(c, ground) for c in colours) >= 3.0
