"""The properties panel: a form generated from the pydantic model of the selected piece (or of
the document), whose edits are pushed as merging ``SetFieldCommand``s."""

from __future__ import annotations

import contextlib
import enum
import types
import typing
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.document import Change, Document
from editor.i18n import tr
from editor.panels.binder import FieldBinder, first_line
from editor.words import field_help, field_label, path_words
from engine.content.options import option_description, option_message_id

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


def _list_item(tp: Any) -> Any:
    """The item type of ``list[X]`` (``None`` for anything else)."""
    if get_origin(tp) is list:
        args = get_args(tp)
        return args[0] if args else None
    return None


def _is_model(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, BaseModel)


def _join(values: Any) -> str:
    return ", ".join(str(v) for v in values or [])


def _choices(tp: Any) -> list[Any] | None:
    if get_origin(tp) is Literal:
        return list(get_args(tp))
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return [m.value for m in tp]
    return None


#: what a choice box shows for an optional field that holds no value
NO_VALUE = "—"


def _fill_choices(combo: QComboBox, choices: list[Any], optional: bool) -> None:
    """The entries of a choice box; an optional field gets a first entry for "no value" (data ``None``),
    so a field that holds nothing never shows, nor writes back, one of the choices."""
    if optional:
        combo.addItem(NO_VALUE, None)
    for c in choices:
        combo.addItem(field_label(str(c)), c)


def _choice_index(combo: QComboBox, value: Any) -> int:
    """The entry of ``combo`` that shows ``value`` (-1, a blank box, when none does)."""
    current = value.value if isinstance(value, enum.Enum) else value
    for i in range(combo.count()):
        data = combo.itemData(i)
        if data == current and (data is None) == (current is None):
            return i
    return -1


class PropertiesForm(QWidget):
    """Editors for the scalar fields of one model object."""

    status_message = Signal(str)
    #: the user selected record ``row`` of the record table at field path ``path``
    record_selected = Signal(str, int)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("properties.form")
        self.document: Document | None = None
        self.target: PieceRef | None = None
        self.editors: dict[str, QWidget] = {}
        #: the selected piece's cell and facing, shown as text
        self.place_labels: dict[str, QLabel] = {}
        self._layout = QFormLayout(self)
        self.fields = FieldBinder(None, refused=self._refused)

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
                skip |= {str(c.path[0]) for c in doc.kind.collections}
                skip |= {str(lay.path[0]) for lay in doc.kind.layers}
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
        self.fields.document, self.fields.target = document, target
        if document is None:
            return
        obj = self._obj()
        model_cls = type(obj)
        self.place_labels = {}
        if target is not None and document.kind is not None and document.board is not None:
            self.place_labels["cell"] = QLabel()
            self._layout.addRow(tr("Cell"), self.place_labels["cell"])
            if document.kind.collection(target[0]).facing_field is not None:
                self.place_labels["facing"] = QLabel()
                self._layout.addRow(tr("Facing"), self.place_labels["facing"])
            self._show_place()
        self._add_fields(self._layout, model_cls, obj, "")

    def _show_place(self) -> None:
        """The selected piece's cell and facing as they are now (a drag or R changes them)."""
        document, target = self.document, self.target
        if document is None or target is None or document.kind is None or document.board is None:
            return
        if "cell" in self.place_labels:
            self.place_labels["cell"].setText(document.board.label(document.cell_of(*target)))
        facing_field = document.kind.collection(target[0]).facing_field
        if "facing" in self.place_labels and facing_field is not None:
            self.place_labels["facing"].setText(str(getattr(document.item(*target), facing_field)))

    def _add_fields(self, layout: QFormLayout, model_cls: Any, obj: Any, prefix: str) -> None:
        """Editors for the fields of ``obj``; nested models become groups, lists of models tables."""
        hints = typing.get_type_hints(model_cls)
        skipped = self._skipped() if not prefix else SKIP_FIELDS
        for name, info in model_cls.model_fields.items():
            if name in skipped:
                continue
            path = prefix + name
            tp = hints.get(name, info.annotation)
            value = getattr(obj, name)
            title = tr(info.title) if info.title else field_label(name)
            inner, _optional = _unwrap_optional(tp)
            item_cls = _list_item(inner)
            if _is_model(inner) and value is not None:
                box = QGroupBox(title)
                box.setObjectName(f"prop.{path}")
                sub = QFormLayout(box)
                self._add_fields(sub, inner, value, path + ".")
                layout.addRow(box)
                continue
            editor: QWidget
            if item_cls is not None and _is_model(item_cls):
                editor = ModelListEditor(self, path, item_cls, title)
                editor.refresh(value)
                layout.addRow(editor)
            else:
                editor = self._make_editor(path, tp, info, value)
                layout.addRow(title, editor)
            editor.setObjectName(f"prop.{path}")
            if option_message_id(model_cls, name) is not None:  # a game's rule option: the engine's catalogue
                editor.setToolTip(option_description(model_cls, name))
            elif info.description:
                editor.setToolTip(field_help(info.description))
            self.editors[path] = editor

    def select_record(self, path: str, row: int) -> None:
        """Select record ``row`` in the record table at ``path`` (nothing when there is none)."""
        editor = self.editors.get(path)
        if isinstance(editor, ModelListEditor):
            editor.select_row(row)

    def _make_editor(self, name: str, tp: Any, info: Any, value: Any) -> QWidget:
        tp, optional = _unwrap_optional(tp)
        if tp is int and optional:
            # the lowest value of the box stands for "no value" and shows as such
            sb = QSpinBox()
            lo, hi = _bounds(info)
            low = int(lo) if lo is not None else 0
            sb.setRange(low - 1, int(hi) if hi is not None else 1_000_000)
            sb.setSpecialValueText(NO_VALUE)
            sb.setValue(low - 1 if value is None else int(value))
            sb.valueChanged.connect(lambda v, n=name, box=sb: self._push(n, None if v == box.minimum() else v))
            return sb
        if tp is bool:
            cb = QCheckBox()
            cb.setChecked(bool(value))
            cb.toggled.connect(lambda v, n=name: self._push(n, v))
            return cb
        if tp in (int, float) and not optional:
            lo, hi = _bounds(info)
            box: QSpinBox | QDoubleSpinBox
            if tp is int:
                box = QSpinBox()
                box.setRange(int(lo) if lo is not None else -1_000_000, int(hi) if hi is not None else 1_000_000)
                box.setValue(int(value))
            else:
                box = QDoubleSpinBox()
                box.setRange(float(lo) if lo is not None else -1e9, float(hi) if hi is not None else 1e9)
                box.setDecimals(3)
                box.setValue(float(value))
            box.valueChanged.connect(lambda v, n=name: self._push(n, v))
            return box
        choices = _choices(tp)
        if choices is not None:
            combo = QComboBox()
            _fill_choices(combo, choices, optional)
            combo.setCurrentIndex(_choice_index(combo, value))
            combo.currentIndexChanged.connect(lambda i, n=name, cb=combo: i >= 0 and self._push(n, cb.itemData(i)))
            return combo
        if tp is str:
            le = QLineEdit(str(value or ""))
            le.textEdited.connect(lambda v, n=name, opt=optional: self._push(n, None if opt and not v else v))
            return le
        item = _list_item(tp)
        if item in (str, int, float):
            # a short list of plain values: comma separated, checked when the field is left
            le = QLineEdit(_join(value))
            le.setPlaceholderText(tr("values separated by commas"))
            le.editingFinished.connect(lambda n=name, e=le: self._push_list(n, e))
            return le
        label = QLabel(self._summary(value))
        label.setWordWrap(True)
        return label

    @staticmethod
    def _summary(value: Any) -> str:
        if isinstance(value, (list, dict)):
            return tr("%n (entry|entries) (edit them in the YAML file)", None, len(value))
        return str(value)

    def _push(self, name: str, value: Any, text: str = "", *, merge: bool = True) -> bool:
        """Push one field edit (``name`` is a path); a value the model refuses is reported, not stored."""
        if self.fields.updating or self.document is None:
            return False
        text = text or tr("Change {field}").format(field=path_words(name))
        return self.fields.push(name, value, text, merge=merge) is None

    def _refused(self, name: str, error: Exception) -> None:
        where, reason = "", first_line(error)
        if isinstance(error, ValidationError):
            err = error.errors()[0]
            where, reason = path_words(tuple(err.get("loc", ()))), err["msg"]
        self.status_message.emit(f"{path_words(name)}: {where + ': ' if where else ''}{reason}")

    def _push_list(self, name: str, editor: QLineEdit) -> None:
        if self.fields.updating or self.document is None:
            return
        values = [v.strip() for v in editor.text().split(",") if v.strip()]
        if values == [str(v) for v in self._value(name)]:
            return
        if not self._push(name, values):
            editor.setText(_join(self._value(name)))

    def _value(self, path: str) -> Any:
        obj = self._obj()
        for p in path.split("."):
            obj = obj[int(p)] if isinstance(obj, list) else getattr(obj, p)
        return obj

    def refresh_values(self) -> None:
        """Show the model's current values without rebuilding (keeps the focus while typing)."""
        if self.document is None:
            return
        with self.fields.quiet():
            self._show_place()
            for name, editor in self.editors.items():
                value = self._value(name)
                if isinstance(editor, ModelListEditor):
                    editor.refresh(value)
                elif isinstance(editor, QCheckBox):
                    editor.setChecked(bool(value))
                elif isinstance(editor, QSpinBox):
                    editor.setValue(editor.minimum() if value is None else int(value))
                elif isinstance(editor, QDoubleSpinBox):
                    editor.setValue(float(value))
                elif isinstance(editor, QComboBox):
                    editor.setCurrentIndex(_choice_index(editor, value))
                elif isinstance(editor, QLineEdit):
                    text = _join(value) if isinstance(value, list) else str(value or "")
                    if editor.text() != text:
                        editor.setText(text)
                elif isinstance(editor, QLabel):
                    editor.setText(self._summary(value))


#: the field in which a record names the rulebook lines it comes from (``source: L1524-1527``)
SOURCE_FIELD = "source"


class ModelListEditor(QGroupBox):
    """A table for a list of records (an army's tiles, a deck's cards, a game's players): one row
    per record, one column per plain field, edited in place; rows are added and removed here too.
    Each edit is one undo step; nested data of a record stays in the YAML file."""

    def __init__(self, form: PropertiesForm, path: str, item_cls: Any, title: str) -> None:
        super().__init__(title)
        self.form = form
        self.path = path
        self.item_cls = item_cls
        hints = typing.get_type_hints(item_cls)
        self.columns: list[tuple[str, Any]] = []
        #: the columns of optional fields: an empty cell (or a choice box's "no value") stands for ``None``
        self.optional: set[str] = set()
        for name, info in item_cls.model_fields.items():
            tp, optional = _unwrap_optional(hints.get(name, info.annotation))
            if name == SOURCE_FIELD:
                continue  # a record's rulebook source is read in its row's tooltip, not as a column of line numbers
            if tp in (str, int, float, bool) or _choices(tp) is not None:
                self.columns.append((name, tp))
                if optional:
                    self.optional.add(name)
        lay = QVBoxLayout(self)
        self.table = QTableWidget(0, len(self.columns))
        self.table.setObjectName(f"prop.{path}.table")
        self.table.setHorizontalHeaderLabels([field_label(n) for n, _ in self.columns])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setMinimumHeight(160)
        self.table.itemChanged.connect(self._item_changed)
        self.table.currentCellChanged.connect(self._current_changed)
        lay.addWidget(self.table)
        row = QHBoxLayout()
        self.add_button = QPushButton(tr("Add row"))
        self.add_button.setObjectName(f"prop.{path}.add")
        self.add_button.setToolTip(tr("Add a record (a copy of the selected one when records have no defaults)"))
        self.add_button.clicked.connect(self.add_row)
        self.remove_button = QPushButton(tr("Remove rows"))
        self.remove_button.setObjectName(f"prop.{path}.remove")
        self.remove_button.setToolTip(tr("Remove the selected records"))
        self.remove_button.clicked.connect(self.remove_rows)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        lay.addLayout(row)
        self._items: list[Any] = []
        self._filling = False

    def refresh(self, items: list[Any]) -> None:
        self._items = list(items)
        self._filling = True
        try:
            t = self.table
            t.setRowCount(len(items))
            for r, rec in enumerate(items):
                source = getattr(rec, SOURCE_FIELD, None)
                tip = tr("Source: {source}").format(source=source) if isinstance(source, str) and source else ""
                for c, (name, tp) in enumerate(self.columns):
                    self._fill(r, c, name, tp, getattr(rec, name))
                    cell = t.item(r, c) or t.cellWidget(r, c)
                    if cell is not None:
                        cell.setToolTip(tip)
            t.resizeColumnsToContents()
        finally:
            self._filling = False

    def _fill(self, r: int, c: int, name: str, tp: Any, value: Any) -> None:
        t = self.table
        choices = _choices(tp)
        if choices is not None:
            combo = t.cellWidget(r, c)
            if not isinstance(combo, QComboBox):
                combo = QComboBox()
                _fill_choices(combo, choices, name in self.optional)
                combo.currentIndexChanged.connect(lambda _i, cb=combo, col=c: self._combo_changed(cb, col))
                t.setCellWidget(r, c, combo)
            combo.blockSignals(True)
            # never the first choice for a value the record does not hold (an optional field left empty)
            combo.setCurrentIndex(_choice_index(combo, value))
            combo.blockSignals(False)
            return
        item = t.item(r, c) or QTableWidgetItem()
        if tp is bool:
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsSelectable)
            item.setCheckState(Qt.CheckState.Checked if value else Qt.CheckState.Unchecked)
        elif tp in (int, float) and value is not None:
            item.setData(Qt.ItemDataRole.EditRole, value)
        else:
            item.setData(Qt.ItemDataRole.EditRole, "" if value is None else str(value))
        if t.item(r, c) is None:
            t.setItem(r, c, item)

    def _combo_changed(self, combo: QComboBox, col: int) -> None:
        if combo.currentIndex() < 0:
            return
        for r in range(self.table.rowCount()):
            if self.table.cellWidget(r, col) is combo:
                self._edit(r, col, combo.currentData())
                return

    def _current_changed(self, row: int, _col: int, old_row: int, _old_col: int) -> None:
        if not self._filling and row >= 0 and row != old_row:
            self.form.record_selected.emit(self.path, row)

    def select_row(self, row: int) -> None:
        """Make record ``row`` the current row (as if the user had clicked it), scrolled into view."""
        if 0 <= row < self.table.rowCount() and row != self.table.currentRow():
            self.table.selectRow(row)
            item = self.table.item(row, 0)
            if item is not None:
                self.table.scrollToItem(item)

    def _item_changed(self, item: QTableWidgetItem) -> None:
        if self._filling:
            return
        _name, tp = self.columns[item.column()]
        if tp is bool:
            value: Any = item.checkState() == Qt.CheckState.Checked
        else:
            value = item.data(Qt.ItemDataRole.EditRole)
            if isinstance(value, str) and value == "" and (tp is not str or _name in self.optional):
                value = None
        self._edit(item.row(), item.column(), value)

    def _edit(self, row: int, col: int, value: Any) -> None:
        name, _tp = self.columns[col]
        if row >= len(self._items) or getattr(self._items[row], name) == value:
            return
        if not self.form._push(f"{self.path}.{row}.{name}", value):
            self.refresh(self._items)  # refused: show the stored value again

    def _selected_rows(self) -> list[int]:
        return sorted({i.row() for i in self.table.selectionModel().selectedRows()})

    def add_row(self) -> None:
        rows = self._selected_rows()
        try:
            new = self.item_cls()
        except ValidationError:
            if not self._items:
                self.form.status_message.emit(
                    tr("{table}: records need values; add the first one in the file").format(
                        table=path_words(self.path)
                    )
                )
                return
            new = self._items[rows[-1] if rows else -1].model_copy(deep=True)
        if "id" in type(new).model_fields and isinstance(new.id, str):
            taken = {i.id for i in self._items}
            base, n = new.id or "new", 2
            candidate = base
            while candidate in taken:
                candidate, n = f"{base}_{n}", n + 1
            new.id = candidate
        at = rows[-1] + 1 if rows else len(self._items)
        items = [*self._items[:at], new, *self._items[at:]]
        if self.form._push(
            self.path, items, text=tr("Add a row to {table}").format(table=self.title().lower()), merge=False
        ):
            self.table.selectRow(at)

    def remove_rows(self) -> None:
        rows = set(self._selected_rows())
        if not rows:
            self.form.status_message.emit(tr("select the rows to remove first"))
            return
        items = [it for i, it in enumerate(self._items) if i not in rows]
        self.form._push(
            self.path,
            items,
            text=tr("Remove {count} row(s) from {table}").format(count=len(rows), table=self.title().lower()),
            merge=False,
        )


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
            self.title.setText(f"<b>{tr(document.kind.title) if document.kind else document.model.kind}</b>")
            if document.kind is not None:
                self.custom = document.kind.panels.document_widget(document)
        else:
            label = document.kind.look.piece_label(target[0], document.item(*target)) if document.kind else ""
            coll = document.kind.collection(target[0]) if document.kind else None
            heading = tr(coll.label).capitalize() if coll else tr("Piece")
            self.title.setText(f"<b>{heading}</b> {label}")
            if document.kind is not None:
                self.custom = document.kind.panels.properties_widget(document, *target)
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
