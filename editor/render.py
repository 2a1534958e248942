"""Drawing a document offscreen with the canvas painters: PNG, SVG or PDF.

This is the export and print path, and ``warbench render FILE --out picture.png``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMarginsF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter

from editor.canvas.scene import BoardScene
from editor.document import Document
from engine.core.errors import WarbenchError

FORMATS = (".png", ".svg", ".pdf")


class RenderError(WarbenchError):
    pass


def parse_size(text: str) -> QSize:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise RenderError(f"--size must look like 1200x900, not {text!r}") from None
    if not (16 <= w <= 20000 and 16 <= h <= 20000):
        raise RenderError("--size must be between 16x16 and 20000x20000")
    return QSize(w, h)


def ensure_gui_application() -> Any:
    """A QApplication for offscreen drawing (uses the offscreen platform when there is no display)."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication(["warbench-render"])
    return app


def _draw(scene: BoardScene, painter: QPainter, target: QRectF) -> None:
    source = scene.itemsBoundingRect().adjusted(-20, -20, 20, 20)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)


def render_document(document: Document, out: Path, size: QSize) -> Path:
    """Draw ``document`` to ``out`` (format by suffix) at ``size`` pixels (points for PDF)."""
    suffix = out.suffix.lower()
    if suffix not in FORMATS:
        raise RenderError(f"{out}: unknown format; use one of {', '.join(FORMATS)}")
    if document.board is None:
        raise RenderError(f"{document.display_name}: this kind of document has no board to draw")
    scene = BoardScene(document)
    scene.setBackgroundBrush(QColor("white"))
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f".{out.name}.tmp{suffix}")
    target = QRectF(0, 0, size.width(), size.height())
    try:
        if suffix == ".png":
            img = QImage(size, QImage.Format.Format_ARGB32)
            img.fill(QColor("white"))
            p = QPainter(img)
            _draw(scene, p, target)
            p.end()
            if not img.save(str(tmp), "PNG"):
                raise RenderError(f"{out}: could not write the PNG")
        elif suffix == ".svg":
            from PySide6.QtSvg import QSvgGenerator

            gen = QSvgGenerator()
            gen.setFileName(str(tmp))
            gen.setSize(size)
            gen.setViewBox(target)
            gen.setTitle(document.display_name)
            p = QPainter(gen)
            _draw(scene, p, target)
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
            pdf.setTitle(document.display_name)
            p = QPainter(pdf)
            _draw(scene, p, QRectF(0, 0, p.device().width(), p.device().height()))
            p.end()
        os.replace(tmp, out)
    finally:
        if tmp.exists():
            tmp.unlink()
    return out


def run_render(file: str, out: str, size_text: str) -> int:
    size = parse_size(size_text)
    ensure_gui_application()
    doc = Document.open(file)
    path = render_document(doc, Path(out), size)
    print(f"wrote {path} ({size.width()}x{size.height()})")
    return 0
