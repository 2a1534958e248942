"""Small widgets the editor's panels, forms, dialogs and tables build on: the labels they show
text in, named so that tests and style sheets find them and wrapping so that a long text (a
translation, a rule quoted) grows the label's height instead of widening the dock; their named
buttons; the seed box of every dialog that starts games; the items of a tree."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel, QLayout, QListView, QPushButton, QSpinBox, QTreeWidget, QTreeWidgetItem


def wrapped_label(name: str, layout: QLayout | None = None) -> QLabel:
    """An empty word-wrapping label named ``name``, added to ``layout`` when one is given."""
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    if layout is not None:
        layout.addWidget(label)
    return label


def push_button(
    name: str,
    text: str,
    tip: str = "",
    slot: Callable[..., Any] | None = None,
    layout: QLayout | None = None,
) -> QPushButton:
    """A button named ``name`` (tests find it) showing ``text``, with its tooltip ``tip`` and
    calling ``slot`` when clicked, when they are given; added to ``layout`` when one is given."""
    b = QPushButton(text)
    b.setObjectName(name)
    if tip:
        b.setToolTip(tip)
    if slot is not None:
        b.clicked.connect(slot)
    if layout is not None:
        layout.addWidget(b)
    return b


def icon_grid(view: QListView, icon: int, cell: QSize) -> None:
    """Lay ``view``'s items out as a fixed grid of ``icon`` pixel pictures with their wrapped
    names below, in cells of ``cell``, as many to a row as the width holds (a gallery, a hand)."""
    view.setViewMode(QListView.ViewMode.IconMode)
    view.setIconSize(QSize(icon, icon))
    view.setGridSize(cell)
    view.setResizeMode(QListView.ResizeMode.Adjust)
    view.setMovement(QListView.Movement.Static)
    view.setWordWrap(True)


def seed_box(name: str, tooltip: str) -> QSpinBox:
    """The seed of the games a dialog starts (any 31-bit number; 1 at first), named ``name``;
    ``tooltip`` says what the same seed repeats in that game."""
    seed = QSpinBox()
    seed.setObjectName(name)
    seed.setRange(0, 2**31 - 1)
    seed.setValue(1)
    seed.setToolTip(tooltip)
    return seed


def child_items(parent: QTreeWidget | QTreeWidgetItem) -> list[QTreeWidgetItem]:
    """The items right below ``parent``, in order: a tree's top-level items, or an item's children."""
    item = parent.invisibleRootItem() if isinstance(parent, QTreeWidget) else parent
    return [child for i in range(item.childCount()) if (child := item.child(i)) is not None]
