"""Issue 33: the word on an HQ tile fits between the attack triangles of its upper sides in every
language ("ШТАБ" was drawn over them)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF

from editor.games.neuroshima.tilepaint import HQ_WORD_WIDTH, hq_word_font
from editor.i18n import tr


def test_the_hq_word_fits_between_the_triangles_in_english_and_russian(russian) -> None:
    radius = 60.0
    russian_word = tr("HQ", "Neuroshima tile")
    assert russian_word == "ШТАБ"
    ru = hq_word_font(radius, russian_word)
    en = hq_word_font(radius, "HQ")
    for font, word in ((ru, russian_word), (en, "HQ")):
        assert QFontMetricsF(font).horizontalAdvance(word) <= radius * HQ_WORD_WIDTH
    assert ru.pixelSize() < en.pixelSize() or ru.pointSizeF() < en.pointSizeF()  # the longer word is set smaller
