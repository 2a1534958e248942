"""Finding 11 of issue 12 (looks): every tool bar button shows an icon, and every palette entry a
picture, whatever the document."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QToolButton

from editor.document import Document
from editor.icons import icon_for
from editor.panels.palette import ENTRY_ROLE
from editor.plugin import all_document_kinds
from tests.editor.conftest import open_map

BOARD_KINDS = [k for k in all_document_kinds() if k.board(k.new_model()) is not None]


def painted_pixels(image: QImage) -> int:
    """How many pixels of ``image`` are not fully transparent."""
    return sum(1 for y in range(image.height()) for x in range(image.width()) if image.pixelColor(x, y).alpha() > 0)


def assert_toolbar_has_icons(window) -> None:
    shown = [a for a in window.tool_bar.actions() if a.isVisible() and not a.isSeparator()]
    assert shown
    for a in shown:
        assert not a.icon().isNull(), f"{a.objectName()} has no icon"
        button = window.tool_bar.widgetForAction(a)
        assert isinstance(button, QToolButton)
        picture = button.icon().pixmap(24, 24).toImage()
        assert painted_pixels(picture) > 20, f"{a.objectName()}'s icon draws nothing"


def test_every_toolbar_action_has_an_icon_on_the_start_page(window) -> None:
    assert_toolbar_has_icons(window)


@pytest.mark.parametrize("kind", BOARD_KINDS, ids=lambda k: k.kind)
def test_every_toolbar_action_and_palette_entry_of_a_board_document_has_a_picture(window, qtbot, kind) -> None:
    window.add_document(Document(kind.new_model(), kind=kind))
    assert_toolbar_has_icons(window)
    for _header, section in window.palette_tree.sections:
        for i in range(section.count()):
            item = section.item(i)
            picture = item.icon().pixmap(32, 32).toImage()
            assert painted_pixels(picture) > 20, f"palette entry {item.data(ENTRY_ROLE)} of {kind.kind} draws nothing"


def test_a_toolbar_icon_shows_its_action_when_hovered(window, qtbot) -> None:
    """Icons only on the bar: the words live in the tooltip, and clicking the icon still acts."""
    select = window.tool_actions["select"]
    erase = window.tool_actions["erase"]
    open_map(window)
    button = window.tool_bar.widgetForAction(erase)
    assert button.toolTip().startswith("Erase")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert erase.isChecked() and not select.isChecked()
    assert window.tool_choice.active_tool.name == "erase"


def test_an_action_nobody_named_a_glyph_for_gets_a_drawn_letter(qtbot) -> None:
    icon = icon_for("tool.a_new_game_tool", "Deploy")
    assert not icon.isNull()
    assert painted_pixels(icon.pixmap(24, 24).toImage()) > 20
