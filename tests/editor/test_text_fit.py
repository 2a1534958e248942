"""Issue 33: text that fits. On every screen of the walk (tests/editor/walk.py), in English and in
Russian, at the normal font size and at 150%, every label, button, check box, tab and card title
fits the space it has (its font's metrics against its width), or is elided with the whole text in
its tooltip."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QLabel,
    QListWidget,
    QPushButton,
    QRadioButton,
    QTabBar,
    QToolButton,
    QWidget,
)

from editor.mainwindow import MainWindow
from editor.player.card_list import TITLE_ROLE, CardDelegate
from tests.editor.walk import every_screen, plain

SLACK = 2  # px: rounding of the metrics


def cut_texts(screen: str, root: QWidget) -> Iterator[str]:
    """What is cut on ``root``'s screen, one line each."""
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible() or QWidget.width(w) <= 0 or not w.window().isVisible():
            continue
        name = f"{screen} | {type(w).__name__}:{w.objectName()}"
        if isinstance(w, QLabel) and w.text() and w.pixmap().isNull():
            if w.wordWrap():
                needed_h = w.heightForWidth(QWidget.width(w))
                if needed_h > QWidget.height(w) + SLACK and not w.toolTip():
                    yield f"{name} wraps to {needed_h}px in {QWidget.height(w)}px: {plain(w.text())[:80]!r}"
            else:
                fm = w.fontMetrics()
                needed = max(fm.horizontalAdvance(line) for line in plain(w.text()).splitlines() or [""])
                room = w.contentsRect().width() - 2 * QLabel.margin(w) - max(0, QLabel.indent(w)) - hidden_width(w)
                if needed > room + SLACK and not elided_with_tip(w.text(), w.toolTip()):
                    yield f"{name} needs {needed}px, has {room}px: {plain(w.text())[:80]!r}"
        elif isinstance(w, QAbstractButton) and w.text():
            if isinstance(w, QToolButton) and w.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
                continue
            needed = w.fontMetrics().horizontalAdvance(w.text().replace("&&", "&").replace("&", ""))
            room = QWidget.width(w) - button_chrome(w) - hidden_width(w)
            if needed > room + SLACK and not elided_with_tip(w.text(), w.toolTip()):
                yield f"{name} needs {needed}px, has {room}px: {w.text()!r}"
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                text = w.tabText(i).replace("&", "")
                needed = w.fontMetrics().horizontalAdvance(text)
                room = w.tabRect(i).width() - 16 - (w.iconSize().width() if not w.tabIcon(i).isNull() else 0)
                if w.tabButton(i, QTabBar.ButtonPosition.RightSide) is not None:
                    room -= w.tabButton(i, QTabBar.ButtonPosition.RightSide).width()
                if needed > room + SLACK and not w.tabToolTip(i):
                    yield f"{name} tab needs {needed}px, has {room}px: {text!r}"
        elif isinstance(w, QListWidget) and isinstance(w.itemDelegate(), CardDelegate):
            for i in range(w.count()):
                item = w.item(i)
                title = item.data(TITLE_ROLE)
                if title is None:
                    continue
                title_font = QFont(w.font())
                title_font.setBold(True)
                title_font.setPixelSize(15)
                needed = QFontMetrics(title_font).horizontalAdvance(str(title))
                room = w.visualItemRect(item).width() - 8 - 16
                if needed > room + SLACK and str(title) not in item.toolTip():
                    yield f"{name} card title needs {needed}px, has {room}px: {title!r}"


def hidden_width(w: QWidget) -> int:
    """How much of ``w``'s width its parents cut off (a panel wider than the dock that holds it);
    what is out of view above or below, or beyond a horizontal scroll bar, is not cut: it scrolls
    into view."""
    left, right = 0, QWidget.width(w)
    widget = w
    while not widget.isWindow() and widget.parentWidget() is not None:
        scroll = widget.parentWidget().parentWidget()
        if isinstance(scroll, QAbstractScrollArea) and scroll.horizontalScrollBar().isVisible():
            break  # a scroll bar brings the rest into view
        x = widget.pos().x()
        left, right = max(left + x, 0), min(right + x, QWidget.width(widget.parentWidget()))
        widget = widget.parentWidget()
        if right <= left:
            return QWidget.width(w)
    return QWidget.width(w) - (right - left)


def button_chrome(w: QAbstractButton) -> int:
    """The width a button spends on its frame, icon and indicator, not on its text."""
    icon = w.iconSize().width() + 4 if not w.icon().isNull() else 0
    if isinstance(w, (QCheckBox, QRadioButton)):
        return 22 + icon
    if isinstance(w, QPushButton):
        return 8 + icon
    return 6 + icon


def elided_with_tip(text: str, tip: str) -> bool:
    """An elided text whose tooltip tells the whole."""
    return "…" in text and bool(tip)


@pytest.fixture
def scaled(qapp, request) -> Iterator[float]:
    """The application's font at the scale asked for (150% as a person with large fonts has it)."""
    scale = request.param
    font = QApplication.font()
    bigger = QFont(font)
    if font.pointSizeF() > 0:
        bigger.setPointSizeF(font.pointSizeF() * scale)
    else:
        bigger.setPixelSize(round(font.pixelSize() * scale))
    QApplication.setFont(bigger)
    yield scale
    QApplication.setFont(font)


def walk_cuts(qtbot, tmp_path) -> list[str]:
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    window.show()
    qtbot.waitExposed(window)
    try:
        cuts: list[str] = []
        for name, root in every_screen(window, played_steps=0):
            cuts += cut_texts(name, root)
        return sorted(set(cuts))
    finally:
        for v in window.views:
            v.document.undo_stack.setClean()
        window.close()
        window.deleteLater()


@pytest.mark.parametrize("scaled", [1.0, 1.5], indirect=True, ids=["100%", "150%"])
def test_every_text_fits_in_english(qtbot, tmp_path, scaled) -> None:
    cuts = walk_cuts(qtbot, tmp_path)
    assert not cuts, "\n".join(cuts)


@pytest.mark.parametrize("scaled", [1.0, 1.5], indirect=True, ids=["100%", "150%"])
def test_every_text_fits_in_russian(russian, qtbot, tmp_path, scaled) -> None:
    cuts = walk_cuts(qtbot, tmp_path)
    assert not cuts, "\n".join(cuts)
