"""The labels the editor's panels, forms and tables show text in: named, so that tests and style
sheets find them, and wrapping, so that a long text (a translation, a rule quoted) grows the
label's height instead of widening the dock."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QLayout


def wrapped_label(name: str, layout: QLayout | None = None) -> QLabel:
    """An empty word-wrapping label named ``name``, added to ``layout`` when one is given."""
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    if layout is not None:
        layout.addWidget(label)
    return label
