"""Finding 11 of issue 12 (looks): terrain is drawn with texture, not as flat labelled outlines;
each terrain kind its own grain, and a label that reads on the terrain's colour still reads on
every pixel of its texture."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from editor.canvas.text import contrast, readable_on
from editor.canvas.textures import PATTERNS, texture_pixmap, textured_brush
from editor.document import Document
from editor.plugin import document_kind
from engine.content.library import core_pack_dir

SCENARIO = core_pack_dir() / "samurai_battles" / "scenarios" / "sb-w01-river-crossing.yaml"
BATTLEFIELD = core_pack_dir() / "warlords" / "battlefields" / "wl-field-border-ford.yaml"


def brush_pattern_of(window, path, label: str) -> tuple[int, Qt.BrushStyle]:
    """(cache key of the texture, brush style) of the cell labelled ``label`` on the opened board."""
    window.open_file(str(path))
    view = window.current_view()
    board = view.document.board
    cell = next(c for c in view.scene.cell_items if board.label(c) == label)
    brush = view.scene.cell_items[cell].brush()
    return brush.texture().cacheKey(), brush.style()


def test_samurai_battles_terrain_is_textured_each_kind_its_own(window) -> None:
    view_doc = Document.open(SCENARIO, document_kind)
    board = view_doc.board
    assert board is not None
    window.add_document(view_doc)
    scene = window.current_view().scene
    look = view_doc.kind.look
    by_terrain: dict[str, set[int]] = {}
    for cell, item in scene.cell_items.items():
        texture = look.cell_texture(view_doc, cell)
        if texture is None:
            continue
        brush = item.brush()
        assert brush.style() == Qt.BrushStyle.TexturePattern
        by_terrain.setdefault(texture, set()).add(brush.texture().cacheKey())
    # the river crossing has grass, water, planks, cobbles, woods and paddies
    assert {"grass", "water", "planks", "cobbles", "woods", "rows"} <= set(by_terrain)


def test_a_warlords_forest_square_is_drawn_with_woods_not_a_flat_fill(window) -> None:
    key_forest, style = brush_pattern_of(window, BATTLEFIELD, "A43")
    assert style == Qt.BrushStyle.TexturePattern
    key_open, _ = brush_pattern_of(window, BATTLEFIELD, "A46")
    assert key_forest != key_open


@pytest.mark.parametrize("pattern", sorted(PATTERNS))
@pytest.mark.parametrize("base", ["#ece6c8", "#7fa36a", "#6fa8dc", "#b03a2e"])
def test_a_label_readable_on_the_terrain_colour_stays_readable_on_its_texture(qtbot, pattern, base) -> None:
    colour = QColor(base)
    ink = readable_on(QColor("#23211c"), colour)
    image = texture_pixmap(pattern, colour.rgba()).toImage()
    worst = min(
        contrast(ink, image.pixelColor(x, y)) for y in range(0, image.height(), 3) for x in range(0, image.width(), 3)
    )
    assert worst >= 3.0, f"{pattern} on {base}: a label's contrast falls to {worst:.1f}"


def test_a_name_no_pattern_knows_is_a_plain_fill(qtbot) -> None:
    assert textured_brush(QColor("#ffffff"), None).style() == Qt.BrushStyle.SolidPattern
    assert textured_brush(QColor("#ffffff"), "marble").style() == Qt.BrushStyle.SolidPattern
