"""The etude card: File > Export Picture and ``warbench render`` draw its front and back."""

from __future__ import annotations

from PySide6.QtGui import QImage

from editor.cli import main as warbench
from editor.games.neuroshima.card import CARD_SIZE
from tests.editor.neuroshima.helpers import bundled, open_etude


def test_export_picture_draws_the_card_front_and_back_as_png_and_pdf(window, tmp_path) -> None:
    doc = open_etude(window, path=bundled("04"))
    png = tmp_path / "card.png"
    assert window.export_document(doc, png)
    img = QImage(str(png))
    assert (img.width(), img.height()) == CARD_SIZE
    # both faces carry drawing: the header bands are coloured, not blank paper
    assert img.pixelColor(300, 30).name() != "#ffffff" and img.pixelColor(850, 30).name() != "#ffffff"
    assert img.pixelColor(300, 30) != img.pixelColor(850, 30)  # each face in its own army's colour
    pdf = tmp_path / "card.pdf"
    assert window.export_document(doc, pdf)
    assert pdf.read_bytes().startswith(b"%PDF")


def test_warbench_render_writes_the_card_of_an_etude_file(tmp_path, capsys) -> None:
    out = tmp_path / "card.png"
    assert warbench(["render", str(bundled("15")), "--out", str(out)]) == 0
    assert QImage(str(out)).width() == CARD_SIZE[0]


def test_the_card_tells_the_story_in_both_languages(tmp_path) -> None:
    from engine.content.io import load_file

    path = bundled("14")
    etude = load_file(path).model
    assert etude.story.en and etude.story.ru
    out = tmp_path / "card.svg"
    assert warbench(["render", str(path), "--out", str(out)]) == 0
    svg = out.read_text(encoding="utf-8")
    for text in (etude.story.en, etude.story.ru):
        first_words = " ".join(text.split()[:3])
        assert first_words in svg
