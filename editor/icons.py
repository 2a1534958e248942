"""The icons of the main window's actions and tools: one table from an action's object name to a
glyph of the Material Design icon font (through qtawesome), and a drawn letter for anything the
table does not name, so that no action on a tool bar is ever a bare word.

A game's own tools name their glyph in :attr:`editor.tools.base.Tool.icon`; the shared actions and
tools are named here.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAction, QColor, QFont, QIcon, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QApplication

#: action or tool object name -> qtawesome glyph name
ACTION_ICONS: dict[str, str] = {
    "file.open": "mdi6.folder-open-outline",
    "file.save": "mdi6.content-save-outline",
    "file.save_as": "mdi6.content-save-edit-outline",
    "file.export": "mdi6.image-outline",
    "file.packs": "mdi6.package-variant",
    "file.pack_new_version": "mdi6.tag-plus-outline",
    "file.close": "mdi6.close-box-outline",
    "file.quit": "mdi6.exit-to-app",
    "edit.undo": "mdi6.undo",
    "edit.redo": "mdi6.redo",
    "edit.cut": "mdi6.content-cut",
    "edit.copy": "mdi6.content-copy",
    "edit.paste": "mdi6.content-paste",
    "edit.delete": "mdi6.delete-outline",
    "edit.select_all": "mdi6.select-all",
    "edit.rotate_cw": "mdi6.rotate-right",
    "edit.rotate_ccw": "mdi6.rotate-left",
    "view.zoom_in": "mdi6.magnify-plus-outline",
    "view.zoom_out": "mdi6.magnify-minus-outline",
    "view.fit": "mdi6.fit-to-page-outline",
    "view.labels": "mdi6.grid",
    "view.minimap": "mdi6.map-outline",
    "play.start": "mdi6.play",
    "help.about": "mdi6.information-outline",
    "help.shortcuts": "mdi6.keyboard-outline",
    "tool.select": "mdi6.cursor-default-outline",
    "tool.erase": "mdi6.eraser",
    "tool.rotate": "mdi6.rotate-right",
    "tool.paint": "mdi6.format-paint",
    "tool.edges": "mdi6.vector-line",
    "tool.polygon": "mdi6.vector-polygon",
}

ICON_PX = 32


def _text_color() -> QColor:
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app.palette().color(QPalette.ColorRole.WindowText)
    return QColor("#303030")


@cache
def glyph_icon(glyph: str) -> QIcon:
    """The icon of qtawesome glyph ``glyph`` in the window's text colour (a null icon when the font
    has no such glyph, so that the caller falls back to a letter)."""
    import qtawesome  # deferred: start-up (qtawesome loads its icon fonts on import; needed at the first icon)

    try:
        icon: QIcon = qtawesome.icon(glyph, color=_text_color(), color_disabled=QColor("#a0a0a0"))
        return icon
    except Exception:  # qtawesome raises a bare Exception for an unknown glyph name
        return QIcon()


@cache
def letter_icon(text: str) -> QIcon:
    """A drawn icon of the first letter of ``text`` in a rounded square: the icon of an action
    nobody named a glyph for (never a null icon)."""
    pix = QPixmap(ICON_PX, ICON_PX)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    color = _text_color()
    p.setPen(color)
    p.drawRoundedRect(QRectF(2, 2, ICON_PX - 4, ICON_PX - 4), 6, 6)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(ICON_PX // 2)
    p.setFont(font)
    letter = next((c for c in text.replace("&", "") if c.isalnum()), "?").upper()
    p.drawText(QRectF(0, 0, ICON_PX, ICON_PX), Qt.AlignmentFlag.AlignCenter, letter)
    p.end()
    return QIcon(pix)


def icon_for(name: str, text: str = "", glyph: str = "") -> QIcon:
    """The icon of the action or tool called ``name``: ``glyph`` when given, else the table's
    glyph for ``name``, else a drawn letter of ``text`` (or of ``name``)."""
    for g in (glyph, ACTION_ICONS.get(name, "")):
        if g:
            icon = glyph_icon(g)
            if not icon.isNull():
                return icon
    return letter_icon(text or name.rsplit(".", 1)[-1])


def set_action_icon(action: QAction, glyph: str = "") -> None:
    """Give ``action`` its icon (see :func:`icon_for`)."""
    action.setIcon(icon_for(action.objectName(), action.text(), glyph))
