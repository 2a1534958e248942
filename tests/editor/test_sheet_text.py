"""Text on painted pictures (editor/sheet_text.py): pixel-sized fonts, and a column that writes
wrapped paragraphs down a rectangle for the printable sheets."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from editor.sheet_text import TextColumn, pixel_font

INK = QColor("#1f1d18")


def _ink_rows(image: QImage) -> list[int]:
    """The rows of ``image`` where something darker than the white page was drawn."""
    return [
        y
        for y in range(image.height())
        if any(QColor(image.pixel(x, y)).lightness() < 128 for x in range(image.width()))
    ]


def test_a_pixel_font_has_the_size_asked_but_never_below_the_smallest(qapp) -> None:
    assert pixel_font(20).pixelSize() == 20
    f = pixel_font(2, True, True)
    assert f.pixelSize() == 6 and f.bold() and f.italic()
    assert pixel_font(2, smallest=4).pixelSize() == 4


def test_a_column_wraps_its_paragraphs_one_below_the_other(qapp) -> None:
    image = QImage(200, 400, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    col = TextColumn(p, QRectF(10, 10, 180, 380), 10.0, ink=INK)
    col.text("Victory: six banners " * 4)
    first_end = col.y
    col.gap(2.0)
    assert col.y == first_end + 20
    col.text("Special rules", 1.5, bold=True)
    p.end()
    rows = _ink_rows(image)
    assert rows and rows[0] >= 10
    assert first_end > 10 + 3 * 10, "a long paragraph wraps onto several lines instead of running off the sheet"
    assert any(first_end + 20 <= y for y in rows), "the second paragraph is written below the first"


def test_a_paragraph_below_the_column_is_left_out(qapp) -> None:
    image = QImage(100, 100, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    col = TextColumn(p, QRectF(0, 0, 100, 20), 10.0, ink=INK)
    col.gap(3.0)
    col.text("below the end of the column")
    p.end()
    assert col.y == 30 and _ink_rows(image) == []
