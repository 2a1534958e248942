"""The properties panel: a form generated from the pydantic model of the selected piece (or of
the document), whose edits are pushed as merging ``SetFieldCommand``s."""

from __future__ import annotations

import contextlib
import enum
import types
import typing
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import ValidationError
from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.commands import SetFieldCommand
from editor.document import Change, Document

SKIP_FIELDS = {"schema_version", "kind"}
PieceRef = tuple[str, int]


def _bounds(field_info: Any) -> tuple[float | None, float | None]:
    lo = hi = None
    for m in getattr(field_info, "metadata", []):
        for attr in ("ge", "gt"):
            v = getattr(m, attr, None)
            if v is not None:
                lo = v + (1 if attr == "gt" and isinstance(v, int) else 0)
        for attr in ("le", "lt"):
            v = getattr(m, attr, None)
            if v is not None:
                hi = v - (1 if attr == "lt" and isinstance(v, int) else 0)
    return lo, hi


def _unwrap_optional(tp: Any) -> tuple[Any, bool]:
    if get_origin(tp) in (Union, types.UnionType):
        args = [a for a in get_args(tp) if a is not type(None)]
        if len(args) == 1:
            return args[0], True
    return tp, False


class PropertiesForm(QWidget):
    """Editors for the scalar fields of one model object."""

    status_message = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("properties.form")
        self.document: Document | None = None
        self.target: PieceRef | None = None
        self.editors: dict[str, QWidget] = {}
        self._layout = QFormLayout(self)
        self._updating = False

    def _obj(self) -> Any:
        assert self.document is not None
        if self.target is None:
            return self.document.model
        return self.document.item(*self.target)

    def _skipped(self) -> set[str]:
        doc = self.document
        skip = set(SKIP_FIELDS)
        if doc is not None and doc.kind is not None:
            if self.target is None:
                skip |= {c.path[0] for c in doc.kind.collections}
                skip |= {lay.path[0] for lay in doc.kind.layers}
            else:
                coll = doc.kind.collection(self.target[0])
                skip.add(coll.cell_field)
                if coll.facing_field:
                    skip.add(coll.facing_field)
        return skip

    def set_target(self, document: Document | None, target: PieceRef | None) -> None:
        while self._layout.rowCount():
            self._layout.removeRow(0)
        self.editors = {}
        self.document = document
        self.target = target
        if document is None:
            return
        obj = self._obj()
        model_cls = type(obj)
        hints = typing.get_type_hints(model_cls)
        if target is not None and document.kind is not None and document.board is not None:
            cell = document.cell_of(*target)
            self._layout.addRow("Cell", QLabel(document.board.label(cell)))
            facing = document.facing_of(*target)
            if facing is not None:
                self._layout.addRow("Facing", QLabel(str(facing)))
        for name, info in model_cls.model_fields.items():
            if name in self._skipped():
                continue
            editor = self._make_editor(name, hints.get(name, info.annotation), info, getattr(obj, name))
            editor.setObjectName(f"prop.{name}")
            if info.description:
                editor.setToolTip(info.description)
            self.editors[name] = editor
            self._layout.addRow(info.title or name.replace("_", " "), editor)

    def _make_editor(self, name: str, tp: Any, info: Any, value: Any) -> QWidget:
        tp, optional = _unwrap_optional(tp)
        origin = get_origin(tp)
        if tp is bool:
            cb = QCheckBox()
            cb.setChecked(bool(value))
            cb.toggled.connect(lambda v, n=name: self._push(n, v))
            return cb
        if tp is int and not optional:
            sb = QSpinBox()
            lo, hi = _bounds(info)
            sb.setRange(int(lo) if lo is not None else -1_000_000, int(hi) if hi is not None else 1_000_000)
            sb.setValue(int(value))
            sb.valueChanged.connect(lambda v, n=name: self._push(n, v))
            return sb
        if tp is float and not optional:
            ds = QDoubleSpinBox()
            lo, hi = _bounds(info)
            ds.setRange(float(lo) if lo is not None else -1e9, float(hi) if hi is not None else 1e9)
            ds.setDecimals(3)
            ds.setValue(float(value))
            ds.valueChanged.connect(lambda v, n=name: self._push(n, v))
            return ds
        choices: list[Any] | None = None
        if origin is Literal:
            choices = list(get_args(tp))
        elif isinstance(tp, type) and issubclass(tp, enum.Enum):
            choices = [m.value for m in tp]
        if choices is not None:
            combo = QComboBox()
            for c in choices:
                combo.addItem(str(c), c)
            current = value.value if isinstance(value, enum.Enum) else value
            if current in choices:
                combo.setCurrentIndex(choices.index(current))
            combo.currentIndexChanged.connect(lambda i, n=name, cb=combo: self._push(n, cb.itemData(i)))
            return combo
        if tp is str:
            le = QLineEdit(str(value or ""))
            le.textEdited.connect(lambda v, n=name: self._push(n, v))
            return le
        label = QLabel(self._summary(value))
        label.setWordWrap(True)
        return label

    @staticmethod
    def _summary(value: Any) -> str:
        if isinstance(value, (list, dict)):
            return f"{len(value)} entries (edit on the board or in the file)"
        return str(value)

    def _push(self, name: str, value: Any) -> None:
        if self._updating or self.document is None:
            return
        try:
            cmd = SetFieldCommand(self.document, self.target, name, value, text=f"Change {name.replace('_', ' ')}")
        except ValidationError as exc:
            self.status_message.emit(f"{name}: {exc.errors()[0]['msg']}")
            return
        self.document.undo_stack.push(cmd)

    def refresh_values(self) -> None:
        """Show the model's current values without rebuilding (keeps the focus while typing)."""
        if self.document is None:
            return
        self._updating = True
        try:
            obj = self._obj()
            for name, editor in self.editors.items():
                value = getattr(obj, name)
                if isinstance(editor, QCheckBox):
                    editor.setChecked(bool(value))
                elif isinstance(editor, QSpinBox):
                    editor.setValue(int(value))
                elif isinstance(editor, QDoubleSpinBox):
                    editor.setValue(float(value))
                elif isinstance(editor, QComboBox):
                    v = value.value if isinstance(value, enum.Enum) else value
                    i = editor.findData(v)
                    if i >= 0:
                        editor.setCurrentIndex(i)
                elif isinstance(editor, QLineEdit):
                    if editor.text() != str(value or ""):
                        editor.setText(str(value or ""))
                elif isinstance(editor, QLabel):
                    editor.setText(self._summary(value))
        finally:
            self._updating = False


class PropertiesPanel(QScrollArea):
    status_message = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("properties.panel")
        self.setWidgetResizable(True)
        self.container = QWidget()
        self.box = QVBoxLayout(self.container)
        self.title = QLabel()
        self.box.addWidget(self.title)
        self.form = PropertiesForm()
        self.form.status_message.connect(self.status_message)
        self.box.addWidget(self.form)
        self.custom: QWidget | None = None
        self.box.addStretch(1)
        self.setWidget(self.container)
        self.document: Document | None = None
        self.target: PieceRef | None = None

    def show_target(self, document: Document | None, target: PieceRef | None) -> None:
        if self.document is not None and self.document is not document:
            with contextlib.suppress(RuntimeError, TypeError):
                self.document.changed.disconnect(self._changed)
        if document is not None and document is not self.document:
            document.changed.connect(self._changed)
        self.document = document
        self.target = target
        if self.custom is not None:
            self.custom.setParent(None)
            self.custom.deleteLater()  # its signal connections go with it
            self.custom = None
        if document is None:
            self.title.setText("")
            self.form.set_target(None, None)
            return
        if target is None:
            self.title.setText(f"<b>{document.kind.title if document.kind else document.model.kind}</b>")
            if document.kind is not None:
                self.custom = document.kind.document_widget(document)
        else:
            label = document.kind.piece_label(target[0], document.item(*target)) if document.kind else ""
            self.title.setText(f"<b>{target[0]}</b> {label}")
            if document.kind is not None:
                self.custom = document.kind.properties_widget(document, *target)
        if self.custom is not None:
            self.form.set_target(None, None)
            self.box.insertWidget(1, self.custom)
        else:
            self.form.set_target(document, target)

    def _changed(self, change: Change) -> None:
        doc = self.document
        if doc is None:
            return
        t = self.target
        if t is not None and t[1] >= len(doc.items(t[0])):
            self.show_target(doc, None)
        elif change.scope == "reset":
            self.show_target(doc, t)
        else:
            self.form.refresh_values()
