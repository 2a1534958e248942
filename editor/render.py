"""Drawing a document offscreen with the canvas painters: PNG, SVG or PDF.

This is the export and print path (File > Export) and ``warbench render FILE --out picture.png``.
A document kind lays out its sheet around the board with :meth:`DocumentKind.paint_sheet`.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMarginsF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QApplication

from editor.canvas.scene import BoardScene
from editor.document import Document
from editor.i18n import tr
from editor.plugin import document_kind
from engine.core.errors import WarbenchError

FORMATS = (".png", ".svg", ".pdf")
DEFAULT_SIZE = (1200, 900)


class RenderError(WarbenchError):
    pass


def parse_size(text: str) -> QSize:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise RenderError(f"--size must look like 1200x900, not {text!r}") from None  # i18n: not shown
    if not (16 <= w <= 20000 and 16 <= h <= 20000):
        raise RenderError("--size must be between 16x16 and 20000x20000")  # i18n: not shown
    return QSize(w, h)


def ensure_gui_application() -> Any:
    """A QApplication for offscreen drawing (uses the offscreen platform when there is no display)."""
    app = QApplication.instance()
    if app is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication(["warbench-render"])
    return app


def _draw_board(scene: BoardScene, painter: QPainter, target: QRectF) -> None:
    source = scene.itemsBoundingRect().adjusted(-20, -20, 20, 20)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)


def sheet_size(document: Document) -> QSize:
    """The size a document's sheet is drawn at when none is asked for."""
    wanted = document.kind.look.sheet_size(document) if document.kind is not None else None
    return QSize(*wanted) if wanted is not None else QSize(*DEFAULT_SIZE)


def render_document(document: Document, out: Path, size: QSize | None = None) -> Path:
    """Draw ``document``'s sheet to ``out`` (format by suffix) at ``size`` pixels (points for PDF;
    default: the size the document kind asks for)."""
    suffix = out.suffix.lower()
    if suffix not in FORMATS:
        raise RenderError(
            tr("{file}: unknown format; use one of {formats}").format(file=out, formats=", ".join(FORMATS))
        )
    if document.kind is None or not document.kind.look.has_sheet(document):
        raise RenderError(
            tr("{document}: this kind of document has no board or sheet to draw").format(document=document.display_name)
        )
    size = size or sheet_size(document)
    kind = document.kind
    scene = BoardScene(document) if document.board is not None else None
    if scene is not None:
        scene.setBackgroundBrush(QColor("white"))

    def _draw_board_if_any(painter: QPainter, rect: QRectF) -> None:
        if scene is not None:
            _draw_board(scene, painter, rect)

    def _draw(p: QPainter, target: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        kind.look.paint_sheet(document, p, target, _draw_board_if_any)

    return write_picture(out, size, _draw, document.display_name)


def write_picture(out: Path, size: QSize, draw: Callable[[QPainter, QRectF], None], title: str = "") -> Path:
    """Write a picture to ``out`` (PNG, SVG or PDF by suffix) at ``size`` pixels (points for PDF),
    drawn by ``draw(painter, target)``; atomic (a temporary file renamed). Used for documents and
    for anything else drawn with the canvas painters, such as a game in progress."""
    suffix = out.suffix.lower()
    if suffix not in FORMATS:
        raise RenderError(
            tr("{file}: unknown format; use one of {formats}").format(file=out, formats=", ".join(FORMATS))
        )
    _draw = draw
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f".{out.name}.tmp{suffix}")
    target = QRectF(0, 0, size.width(), size.height())
    try:
        if suffix == ".png":
            img = QImage(size, QImage.Format.Format_ARGB32)
            img.fill(QColor("white"))
            p = QPainter(img)
            _draw(p, target)
            p.end()
            if not img.save(str(tmp)):  # the format from the temporary name's .png suffix
                raise RenderError(tr("{file}: could not write the PNG").format(file=out))
        elif suffix == ".svg":
            gen = QSvgGenerator()
            gen.setFileName(str(tmp))
            gen.setSize(size)
            gen.setViewBox(target)
            gen.setTitle(title)
            p = QPainter(gen)
            _draw(p, target)
            p.end()
        else:
            pdf = QPdfWriter(str(tmp))
            pdf.setResolution(72)
            pdf.setPageLayout(
                QPageLayout(
                    QPageSize(QSizeF(size.width(), size.height()), QPageSize.Unit.Point),
                    QPageLayout.Orientation.Portrait,
                    QMarginsF(0, 0, 0, 0),
                )
            )
            pdf.setTitle(title)
            p = QPainter(pdf)
            _draw(p, QRectF(0, 0, p.device().width(), p.device().height()))
            p.end()
        os.replace(tmp, out)
    finally:
        if tmp.exists():
            tmp.unlink()
    return out


def run_render(file: str, out: str, size_text: str | None) -> int:
    size = parse_size(size_text) if size_text else None
    ensure_gui_application()
    doc = Document.open(file, document_kind)
    size = size or sheet_size(doc)
    path = render_document(doc, Path(out), size)
    print(f"wrote {path} ({size.width()}x{size.height()})")  # i18n: not shown
    return 0
