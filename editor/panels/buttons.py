"""A row of an "add" and a "remove" button under a table of a panel (regions, objectives, weather
spans): the same look in every game's panel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QHBoxLayout, QPushButton

#: a button: its text, its object name and what a click calls
Button = tuple[str, str, Callable[[], object]]


def add_remove_row(add: Button, remove: Button) -> QHBoxLayout:
    """The two buttons, left-aligned."""
    row = QHBoxLayout()
    for text, name, slot in (add, remove):
        button = QPushButton(text)
        button.setObjectName(name)
        button.clicked.connect(slot)
        row.addWidget(button)
    row.addStretch(1)
    return row
