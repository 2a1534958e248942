"""Small form editors bound to a field path of the scenario: each edit pushes a (merging)
``SetFieldCommand``, and every editor shows the document's value again after any change, undo
included, without taking the focus from a field being typed in."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QLineEdit,
    QSpinBox,
)

from editor.commands import SetFieldCommand
from editor.document import Document
from editor.i18n import tr
from editor.text_field import TextField


def _change(label: str) -> str:
    """The undo text of an edit of the field called ``label`` (already in the interface's language)."""
    return tr("Change {label}").format(label=label)


def get_path(obj: Any, path: str) -> Any:
    for p in path.split("."):
        obj = obj[int(p)] if p.isdigit() else getattr(obj, p)
    return obj


class Bindings:
    """The editors of one panel and how to show the model's values in them."""

    def __init__(self, document: Document, status: Callable[[str], None] | None = None) -> None:
        self.document = document
        self.status = status or (lambda _t: None)
        self.refreshers: list[Callable[[], None]] = []
        self._updating = False

    # -- pushing
    def push(self, path: str, value: Any, text: str, *, merge_window: float | None = None) -> None:
        if self._updating:
            return
        try:
            cmd = SetFieldCommand(self.document, None, path, value, text=text, merge_window=merge_window)
        except (ValueError, TypeError) as exc:
            self.status(f"{path}: {str(exc).splitlines()[0]}")
            return
        self.document.undo_stack.push(cmd)

    def refresh(self) -> None:
        self._updating = True
        try:
            for r in self.refreshers:
                r()
        finally:
            self._updating = False

    def value(self, path: str) -> Any:
        return get_path(self.document.model, path)

    # -- editors
    def line(self, path: str, label: str, *, empty_is_none: bool = False) -> QLineEdit:
        le = QLineEdit()
        le.setObjectName(f"scenario.{path}")

        def shown() -> str:
            v = self.value(path)
            return "" if v is None else str(v)

        le.setText(shown())
        le.setCursorPosition(0)  # show the start of a long title
        le.textEdited.connect(lambda t: self.push(path, (t or None) if empty_is_none else t, _change(label)))
        self.refreshers.append(lambda: le.setText(shown()) if le.text() != shown() else None)
        return le

    def text(self, path: str, label: str) -> TextField:
        te = TextField()
        te.setObjectName(f"scenario.{path}")
        te.setPlainText(str(self.value(path) or ""))
        te.textChanged.connect(lambda: self.push(path, te.text(), _change(label)))
        self.refreshers.append(lambda: te.show_text(str(self.value(path) or "")))
        return te

    def spin(self, path: str, label: str, lo: int, hi: int, *, none_text: str | None = None) -> QSpinBox:
        """An int field; with ``none_text`` the lowest value stands for ``None``."""
        sb = QSpinBox()
        sb.setObjectName(f"scenario.{path}")
        sb.setRange(lo - (1 if none_text else 0), hi)
        if none_text:
            sb.setSpecialValueText(none_text)

        def shown() -> int:
            v = self.value(path)
            return sb.minimum() if v is None else int(v)

        sb.setValue(shown())
        sb.valueChanged.connect(
            lambda v: self.push(path, None if none_text and v == sb.minimum() else v, _change(label))
        )
        self.refreshers.append(lambda: sb.setValue(shown()))
        return sb

    def real(self, path: str, label: str, lo: float, hi: float, step: float = 0.5) -> QDoubleSpinBox:
        ds = QDoubleSpinBox()
        ds.setObjectName(f"scenario.{path}")
        ds.setRange(lo, hi)
        ds.setSingleStep(step)
        ds.setDecimals(2)
        ds.setValue(float(self.value(path)))
        ds.valueChanged.connect(lambda v: self.push(path, v, _change(label)))
        self.refreshers.append(lambda: ds.setValue(float(self.value(path))))
        return ds

    def combo(self, path: str, label: str, choices: list[tuple[str, Any]]) -> QComboBox:
        cb = QComboBox()
        cb.setObjectName(f"scenario.{path}")
        for text, data in choices:
            cb.addItem(text, data)

        def show() -> None:
            i = cb.findData(self.value(path))
            if i < 0:
                cb.addItem(tr("{value} (unknown)").format(value=self.value(path)), self.value(path))
                i = cb.count() - 1
            cb.setCurrentIndex(i)

        show()
        cb.currentIndexChanged.connect(lambda i: self.push(path, cb.itemData(i), _change(label)))
        self.refreshers.append(show)
        return cb

    def check(self, path: str, label: str) -> QCheckBox:
        cb = QCheckBox(label)
        cb.setObjectName(f"scenario.{path}")
        cb.setChecked(bool(self.value(path)))
        cb.toggled.connect(lambda v: self.push(path, v, _change(label)))
        self.refreshers.append(lambda: cb.setChecked(bool(self.value(path))))
        return cb

    def custom(self, refresh: Callable[[], None]) -> None:
        self.refreshers.append(refresh)
