"""Issue 33: text that fits. On every screen of the walk (tests/editor/walk.py), in English and in
Russian, at the normal font size and at 150%, every label, button, check box, tab, group box title
and card title fits the space it has (its font's metrics against its width), or is elided with the
whole text in its tooltip; and with every name shown on the boards (View > Names: all), each
name drawn on a board fits the cell or area it names."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PySide6.QtCore import QRectF, QSettings, Qt
from PySide6.QtGui import QFont, QFontMetrics, QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QListWidget,
    QPushButton,
    QRadioButton,
    QTabBar,
    QToolButton,
    QWidget,
)

from editor import kind_look
from editor.canvas import text as canvas_text
from editor.mainwindow import MainWindow
from editor.player.card_list import TITLE_ROLE, CardDelegate
from tests.editor.walk import every_screen, plain

SLACK = 2  # px: rounding of the metrics
GROUP_CHROME = 18  # px: a group box's frame and the title's margins


def cut_texts(screen: str, root: QWidget) -> Iterator[str]:
    """What is cut on ``root``'s screen, one line each."""
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible() or QWidget.width(w) <= 0 or not w.window().isVisible():
            continue
        name = f"{screen} | {type(w).__name__}:{w.objectName()}"
        if isinstance(w, QGraphicsView):
            yield from board_cuts(name, w)
            yield from painted_cuts(name, w)
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
        elif isinstance(w, QGroupBox) and w.title():
            title = w.title().replace("&&", "&").replace("&", "")
            needed = w.fontMetrics().horizontalAdvance(title)
            room = QWidget.width(w) - GROUP_CHROME - (22 if w.isCheckable() else 0) - hidden_width(w)
            if needed > room + SLACK and not elided_with_tip(w.title(), w.toolTip()):
                yield f"{name} title needs {needed}px, has {room}px: {title!r}"
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


def board_cuts(name: str, view: QGraphicsView) -> Iterator[str]:
    """The names on a board's scene that run out of the cell or area they name (the item they
    belong to), unless elided with the whole name in a tooltip."""
    scene = view.scene()
    if scene is None:
        return
    for item in scene.items():
        if not isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)) or not item.isVisible():
            continue
        shape = item.parentItem()
        if shape is None or not isinstance(shape, QGraphicsItem) or shape.isWidget():
            continue  # a free label (a chart's title), not a name on a shape
        text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
        needed, room = item.sceneBoundingRect(), shape.sceneBoundingRect()
        if needed.width() > room.width() + SLACK and not elided_with_tip(text, item.toolTip() or shape.toolTip()):
            yield f"{name} board name needs {needed.width():.0f}, has {room.width():.0f}: {text!r}"


#: the shared painters of names on boards: an area's name, a label with a halo (editor/kind_look.py,
#: editor/canvas/text.py)
PAINTERS = {"paint_area_name": kind_look.paint_area_name, "draw_label": canvas_text.draw_label}


class RecordingPainter(QPainter):
    """A painter that notes the width of every outline of text it fills or strokes."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.widths: list[float] = []

    def fillPath(self, path, brush) -> None:  # type: ignore[no-untyped-def]
        self.widths.append(path.boundingRect().width())
        super().fillPath(path, brush)

    def drawPath(self, path) -> None:  # type: ignore[no-untyped-def]
        self.widths.append(path.boundingRect().width())
        super().drawPath(path)


@contextmanager
def painted_names() -> Iterator[list[tuple[str, float, float]]]:
    """Record (text asked for, width given, width drawn) of every name the shared board painters
    draw with a :class:`RecordingPainter` while the block renders boards; every module that
    imported a painter draws through the recorder."""
    drawn: list[tuple[str, float, float]] = []

    def recorded(original):  # type: ignore[no-untyped-def]
        def painter_of_names(painter, rect, text, *args, **kwargs):  # type: ignore[no-untyped-def]
            before = len(painter.widths) if isinstance(painter, RecordingPainter) else 0
            original(painter, rect, text, *args, **kwargs)
            if isinstance(painter, RecordingPainter) and len(painter.widths) > before:
                drawn.append((text, rect.width(), max(painter.widths[before:])))

        return painter_of_names

    patched = [
        (m, n)
        for m in list(sys.modules.values())
        if getattr(m, "__name__", "").startswith("editor")
        for n in PAINTERS
        if getattr(m, n, None) is PAINTERS[n]
    ]
    for m, n in patched:
        setattr(m, n, recorded(PAINTERS[n]))
    try:
        yield drawn
    finally:
        for m, n in patched:
            setattr(m, n, PAINTERS[n])


def painted_cuts(name: str, view: QGraphicsView) -> Iterator[str]:
    """The names a board paints wider than the room it gives them (a province's name, an area's,
    a label on the field)."""
    scene = view.scene()
    if scene is None or scene.sceneRect().isEmpty():
        return
    image = QImage(800, 600, QImage.Format.Format_ARGB32)
    with painted_names() as drawn:
        painter = RecordingPainter(image)
        scene.render(painter)
        painter.end()
    for text, room, width in drawn:
        if width > room + SLACK:
            yield f"{name} painted name is {width:.0f} wide in {room:.0f}: {text!r}"


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
    window.view_options.set_label_mode("always")  # every name on the boards, so each is measured
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


def test_the_checks_find_a_cut_group_title_and_names_wider_than_their_shapes(qtbot) -> None:
    from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QVBoxLayout

    from editor.elide import FittingGroupBox

    long_title = "A group of settings with a title far too long for it"
    root = QWidget()
    lay = QVBoxLayout(root)
    plain_box, fitting = QGroupBox(long_title), FittingGroupBox(long_title)
    for box in (plain_box, fitting):
        box.setObjectName("plain" if box is plain_box else "fitting")
        box.setMinimumWidth(0)
        box.setFixedWidth(140)
        lay.addWidget(box)
    scene = QGraphicsScene()
    cell = QGraphicsRectItem(0, 0, 40, 40)
    scene.addItem(cell)
    QGraphicsSimpleTextItem("Crane Capital province", cell)
    view = QGraphicsView(scene)
    lay.addWidget(view)
    qtbot.addWidget(root)
    root.show()
    qtbot.waitExposed(root)
    cuts = list(cut_texts("s", root))
    assert any("QGroupBox:plain title needs" in c for c in cuts)
    assert not any("fitting" in c for c in cuts)  # elided, the whole title in its tooltip
    assert any("board name needs" in c and "Crane Capital" in c for c in cuts)
    # a shared painter given too little room for a name: it draws it smaller, then elided
    image = QImage(200, 100, QImage.Format.Format_ARGB32)
    with painted_names() as drawn:
        painter = RecordingPainter(image)
        kind_look.paint_area_name(painter, QRectF(0, 0, 60, 16), "Восток Золотого региона")
        painter.end()
    ((_, room, width),) = drawn
    assert width <= room + SLACK
