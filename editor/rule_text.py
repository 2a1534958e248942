"""Texts that quote the rulebook, shown in words: a label, button, check box, group box or list
entry shows the rule without its references (``§9 #18 (L157 vs L170)``, ``(L752-L754)``), and
its tooltip keeps the whole text with the rule's source."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel

from editor.words import without_source


def set_rule_text(widget: QLabel | QAbstractButton | QGroupBox, text: str) -> None:
    """Show ``text`` on ``widget`` in words; the tooltip names the source (unless it has one)."""
    shown = without_source(text)
    if isinstance(widget, QGroupBox):
        widget.setTitle(shown)
    else:
        widget.setText(shown)
    if shown != text and not widget.toolTip():
        widget.setToolTip(text)


def add_rule_item(combo: QComboBox, text: str, data: Any = None) -> None:
    """A combo box entry in words, its tooltip with the rule's source."""
    combo.addItem(without_source(text), data)
    if without_source(text) != text:
        combo.setItemData(combo.count() - 1, text, Qt.ItemDataRole.ToolTipRole)
