"""``warbench render``: documents drawn offscreen with the canvas painters."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

from editor.cli import main
from engine.content.io import save_model
from tests.support.testboard import BoardMap, Marker


def sample(tmp_path: Path) -> Path:
    path = tmp_path / "map.yaml"
    save_model(BoardMap(terrain={"0,0": "forest"}, markers=[Marker(type="tower", hex="1,0", facing=2)]), path)
    return path


def test_render_png_has_the_requested_size_and_is_not_blank(tmp_path: Path, qapp) -> None:
    out = tmp_path / "map.png"
    assert main(["render", str(sample(tmp_path)), "--out", str(out), "--size", "640x480"]) == 0
    img = QImage(str(out))
    assert (img.width(), img.height()) == (640, 480)
    colours = {img.pixel(x, y) for x in range(0, 640, 16) for y in range(0, 480, 16)}
    assert len(colours) > 3  # the board, terrain and a piece were drawn, not just the background


def test_render_svg_and_pdf(tmp_path: Path, qapp) -> None:
    src = sample(tmp_path)
    assert main(["render", str(src), "--out", str(tmp_path / "m.svg"), "--size", "300x200"]) == 0
    svg = (tmp_path / "m.svg").read_text()
    assert "<svg" in svg and 'viewBox="0 0 300 200"' in svg
    assert svg.count("<path") + svg.count("<polygon") >= 19  # every cell of the board is drawn
    assert main(["render", str(src), "--out", str(tmp_path / "m.pdf")]) == 0
    assert (tmp_path / "m.pdf").read_bytes().startswith(b"%PDF")


def test_render_errors_are_clear(tmp_path: Path, qapp, capsys) -> None:
    assert main(["render", str(sample(tmp_path)), "--out", str(tmp_path / "m.gif")]) == 1
    assert "unknown format" in capsys.readouterr().err
    assert main(["render", str(sample(tmp_path)), "--out", str(tmp_path / "m.png"), "--size", "big"]) == 1
    assert "--size must look like" in capsys.readouterr().err


def test_render_as_a_separate_program_without_a_display(tmp_path: Path) -> None:
    out = tmp_path / "p.png"
    code = (
        "import sys; import tests.support.testboard; from editor.cli import main; "
        f"sys.exit(main(['render', {str(sample(tmp_path))!r}, '--out', {str(out)!r}, '--size', '200x100']))"
    )
    env = {k: v for k, v in __import__("os").environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM")}
    r = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).parents[2],
        env=env,
    )
    assert r.returncode == 0, r.stderr
    assert QImage(str(out)).size().width() == 200


def test_a_kind_lays_out_its_own_sheet_around_the_board(tmp_path: Path, qapp, monkeypatch) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor

    from editor.plugin import document_kind

    kind = document_kind("testboard/map")
    calls = []

    def sheet(document, painter, target, draw_board):
        calls.append((target.width(), target.height()))
        painter.fillRect(QRectF(0, 0, target.width(), 40), QColor("#ff0000"))  # a title band
        draw_board(painter, QRectF(0, 40, target.width(), target.height() - 40))

    monkeypatch.setattr(kind.look, "paint_sheet", sheet)
    monkeypatch.setattr(kind.look, "sheet_size", lambda document: (320, 400))
    out = tmp_path / "sheet.png"
    assert main(["render", str(sample(tmp_path)), "--out", str(out)]) == 0  # no --size: the kind's
    img = QImage(str(out))
    assert (img.width(), img.height()) == (320, 400) and calls == [(320.0, 400.0)]
    assert QColor(img.pixel(10, 10)) == QColor("#ff0000")
    below = {img.pixel(x, y) for x in range(0, 320, 8) for y in range(60, 400, 8)}
    assert len(below) > 3  # the board was drawn under the band


def test_file_export_writes_png_svg_and_pdf(window, tmp_path: Path) -> None:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMessageBox

    from tests.editor.conftest import open_map

    doc = open_map(window, BoardMap(terrain={"0,0": "forest"}))
    assert window.findChild(QAction, "file.export").isEnabled()
    for suffix in ("png", "svg", "pdf"):
        assert window.export_document(doc, tmp_path / f"out.{suffix}")
    assert QImage(str(tmp_path / "out.png")).width() == 1200
    assert "<svg" in (tmp_path / "out.svg").read_text()
    assert (tmp_path / "out.pdf").read_bytes().startswith(b"%PDF")
    assert not window.export_document(doc, tmp_path / "out.gif")
    assert "unknown format" in window.log_panel.toPlainText()
    box = window.findChild(QMessageBox, "dialog.error")
    assert box is not None and "unknown format" in box.text()
    box.close()


def test_a_document_without_a_board_exports_only_the_sheet_its_look_paints(tmp_path: Path, qapp) -> None:
    """A kind without a board (a deck of cards) may still print a sheet; one that paints none is
    refused with the reason."""
    import pytest
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor

    from editor.document import Document
    from editor.kind_look import KindLook
    from editor.kind_roles import with_roles
    from editor.kinds import FormKind
    from editor.render import RenderError, render_document

    boards_drawn = []

    class CardSheetLook(KindLook):
        def has_sheet(self, document) -> bool:
            return True

        def paint_sheet(self, document, painter, target, draw_board) -> None:
            draw_board(painter, target)  # nothing to draw: no board
            boards_drawn.append(target)
            painter.fillRect(QRectF(10, 10, target.width() - 20, target.height() - 20), QColor("#204080"))

        def sheet_size(self, document) -> tuple[int, int]:
            return (200, 100)

    class CardSheetKind(FormKind):
        Look = CardSheetLook

        def __init__(self) -> None:
            super().__init__("testboard/map")

    doc = Document(BoardMap(), kind=with_roles(CardSheetKind()))
    assert doc.board is None
    out = render_document(doc, tmp_path / "cards.png")
    img = QImage(str(out))
    assert (img.width(), img.height()) == (200, 100) and len(boards_drawn) == 1
    assert QColor(img.pixel(100, 50)) == QColor("#204080")
    plain = Document(BoardMap(), kind=with_roles(FormKind("testboard/map")))
    with pytest.raises(RenderError, match="no board or sheet to draw"):
        render_document(plain, tmp_path / "plain.png")
