"""Parts that the games' forms, side panels and dialogs are built of: a named spin box, a scroll
area around a column that grows, a game table's board beside its side column, and the foot of a dialog that starts something (the line that
says what is wrong, OK and Cancel). Each is named so tests and style sheets find it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from editor.widgets import wrapped_label

PROBLEM_STYLE = "color:#b03020;"


def spin_box(name: str, lo: int, hi: int, *, value: int | None = None, tip: str = "") -> QSpinBox:
    """A spin box named ``name`` from ``lo`` to ``hi``, showing ``value`` when one is given."""
    sb = QSpinBox()
    sb.setObjectName(name)
    sb.setRange(lo, hi)
    if value is not None:
        sb.setValue(value)
    if tip:
        sb.setToolTip(tip)
    return sb


def scroll_area(widget: QWidget, min_height: int | None = None, max_height: int | None = None) -> QScrollArea:
    """``widget`` in a scroll area that resizes it, between ``min_height`` and ``max_height``
    pixels high when they are given, so a long column scrolls instead of pushing what stands
    below it off the screen."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setWidget(widget)
    if min_height is not None:
        scroll.setMinimumHeight(min_height)
    if max_height is not None:
        scroll.setMaximumHeight(max_height)
    return scroll


def dialog_foot(dialog: QDialog, form: QFormLayout, problem_name: str) -> tuple[QLabel, QDialogButtonBox]:
    """The last rows of ``form``: a red line (named ``problem_name``) that says why the dialog
    cannot start yet, and OK/Cancel wired to accept and reject ``dialog``."""
    problem = wrapped_label(problem_name)
    problem.setStyleSheet(PROBLEM_STYLE)
    form.addRow(problem)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    form.addRow(buttons)
    return problem, buttons


def side_column() -> tuple[QWidget, QVBoxLayout]:
    """The column beside a table's board and its layout, a little apart from the board."""
    side = QWidget()
    lay = QVBoxLayout(side)
    lay.setContentsMargins(4, 0, 0, 0)
    return side, lay


def board_beside(board: QWidget, side: QWidget, widths: tuple[int, int]) -> QSplitter:
    """``board`` and ``side`` side by side, ``widths`` wide at first; the board takes the room the
    window gains."""
    split = QSplitter(Qt.Orientation.Horizontal)
    split.addWidget(board)
    split.addWidget(side)
    split.setSizes(list(widths))
    split.setStretchFactor(0, 1)
    return split


def clear_layout(layout: QLayout, keep: int = 0) -> None:
    """Take the items out of ``layout`` but its last ``keep`` (a stretch at the end); their widgets
    are hidden now and deleted once back in the event loop (one of them may be the button whose
    click is being handled)."""
    while layout.count() > keep:
        item = layout.takeAt(0)
        w = item.widget() if item is not None else None
        if w is not None:
            w.hide()
            w.deleteLater()
