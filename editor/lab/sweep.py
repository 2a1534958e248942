"""The balance lab's sweep controls: one number of the setup (its dotted path, picked from the
numbers the setup has) and a range, the same ``PATH=A..B[:STEP]`` as ``warbench simulate
--sweep``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLineEdit, QPushButton, QWidget

from editor.i18n import tr
from editor.words import path_words
from engine.ai.sweep import numeric_paths, parse_sweep


def default_range(value: float) -> str:
    """A range around the current ``value`` to start from: two steps either side (whole numbers
    stay whole; a fraction goes from half of it to one and a half times it)."""
    if float(value).is_integer():
        v = int(value)
        return f"{max(0, v - 2) if v >= 0 else v - 2}..{v + 2}"
    return f"{value * 0.5:g}..{value * 1.5:g}:{value * 0.25:g}"


class SweepControls(QWidget):
    """A field of the setup and a range to play it over; ``button`` starts the sweep."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.field = QComboBox()
        self.field.setObjectName("lab.sweep.field")
        self.field.setToolTip(tr("The number of the setup to vary (its path in the setup)"))
        self.field.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.field.setMinimumContentsLength(18)
        self.range = QLineEdit()
        self.range.setObjectName("lab.sweep.range")
        self.range.setPlaceholderText("4..8")  # i18n: not shown
        self.range.setToolTip(tr("The values to play: A..B (every whole number) or A..B:STEP"))
        self.button = QPushButton(tr("Sweep"))
        self.button.setObjectName("lab.sweep.run")
        self.button.setToolTip(tr("Play every value of the range, the games of each as set above"))
        row.addWidget(self.field, 2)
        row.addWidget(self.range, 1)
        row.addWidget(self.button)
        self._values: dict[str, Any] = {}
        self.field.currentIndexChanged.connect(self._field_changed)

    def offer(self, setup_data: Any) -> None:
        """List the numbers of ``setup_data`` (keeping the field chosen, if it is still there)."""
        chosen = self.field.currentData()
        self._values = numeric_paths(setup_data)
        self.field.blockSignals(True)
        self.field.clear()
        for path in self._values:  # in words ("rules › defense bonus token honor"), the path kept as the data
            self.field.addItem(path_words(path), path)
            self.field.setItemData(self.field.count() - 1, path, Qt.ItemDataRole.ToolTipRole)
        self.field.blockSignals(False)
        if chosen in self._values:
            self.field.setCurrentIndex(self.field.findData(chosen))
        elif self._values:
            self.field.setCurrentIndex(0)
            self._field_changed()

    def _field_changed(self, *_args: Any) -> None:
        value = self._values.get(self.field.currentData())
        if value is not None:
            self.range.setText(default_range(value))

    def choice(self) -> tuple[str, list[int | float]]:
        """The path and values chosen; raises ``SweepError`` for a range that does not read."""
        return parse_sweep(f"{self.field.currentData()}={self.range.text()}")
