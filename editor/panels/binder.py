"""Form editors bound to fields of a document: an edit pushes one (merging) ``SetFieldCommand``, a
value the document refuses is said instead of pushed, and the editors show the document's values
again after any change, undo included, without their signals pushing those values back.

Every panel that edits fields of a document by hand (a game's scenario, a piece, a tile, a
battlefield) binds them with one :class:`FieldBinder` rather than keeping its own guard flag and
its own copy of the push."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QLineEdit, QSpinBox

from editor.commands import SetFieldCommand
from editor.commands.pieces import PieceRef
from editor.document import Document
from editor.i18n import tr
from editor.text_field import TextField


def get_path(obj: Any, path: str) -> Any:
    """The value at the dotted ``path`` below ``obj`` (digits index lists)."""
    for p in path.split("."):
        obj = obj[int(p)] if p.isdigit() else getattr(obj, p)
    return obj


def first_line(error: Exception) -> str:
    """The line of a model's error that says what is wrong (pydantic's first)."""
    return str(error).splitlines()[0]


def change_text(label: str) -> str:
    """The undo text of an edit of the field called ``label`` (already in the interface's language)."""
    return tr("Change {label}").format(label=label)


class FieldBinder:
    """The editors of one panel bound to fields of ``document`` (of its piece ``target``, or of the
    document itself). ``refused`` hears of a value the document refused (the field's path and the model's error);
    ``prefix`` starts the object names of the editors it makes."""

    def __init__(
        self,
        document: Document | None,
        *,
        target: PieceRef | None = None,
        refused: Callable[[str, Exception], None] | None = None,
        prefix: str = "",
    ) -> None:
        self.document = document
        self.target = target
        self._refused = refused or (lambda _path, _error: None)
        self.prefix = prefix
        self.refreshers: list[Callable[[], None]] = []
        #: ``True`` while the editors are being set from the document: their signals push nothing
        self.updating = False

    # ------------------------------------------------------------------ pushing
    @contextmanager
    def quiet(self) -> Iterator[None]:
        """Set editors from the document inside this block: what they signal is not pushed back."""
        was, self.updating = self.updating, True
        try:
            yield
        finally:
            self.updating = was

    def push(
        self,
        path: str,
        value: Any,
        text: str | None = None,
        *,
        merge: bool = True,
        merge_window: float | None = None,
        skip_unchanged: bool = False,
    ) -> str | None:
        """Set the field ``path`` to ``value`` as one undo step. Returns why the document refused
        the value (the error's first line; the error goes to ``refused``), or ``None``: pushed, or nothing to push while the
        editors are being set or no document is bound. With ``skip_unchanged`` a value equal to the
        field's (an editor left without a change, the focus moving away) is no edit."""
        if self.updating or self.document is None:
            return None
        try:
            command = SetFieldCommand(
                self.document, self.target, path, value, text=text, merge=merge, merge_window=merge_window
            )
        except (ValueError, TypeError) as exc:  # the model refuses the value (pydantic's errors are ValueErrors)
            self._refused(path, exc)
            return first_line(exc)
        if not (skip_unchanged and command.value == command.old):
            self.document.undo_stack.push(command)
        return None

    def value(self, path: str) -> Any:
        """The bound field's value in the document now."""
        assert self.document is not None
        root = self.document.model if self.target is None else self.document.item(*self.target)
        return get_path(root, path)

    def refresh(self) -> None:
        """Show the document's values in every bound editor."""
        with self.quiet():
            for r in self.refreshers:
                r()

    def custom(self, refresh: Callable[[], None]) -> None:
        """Run ``refresh`` with the others (an editor the panel makes itself)."""
        self.refreshers.append(refresh)

    # ------------------------------------------------------------------ editors
    def _name(self, path: str) -> str:
        return f"{self.prefix}{path}"

    def line(self, path: str, label: str, *, empty_is_none: bool = False) -> QLineEdit:
        le = QLineEdit()
        le.setObjectName(self._name(path))

        def shown() -> str:
            v = self.value(path)
            return "" if v is None else str(v)

        le.setText(shown())
        le.setCursorPosition(0)  # show the start of a long title
        le.textEdited.connect(lambda t: self.push(path, (t or None) if empty_is_none else t, change_text(label)))
        self.refreshers.append(lambda: le.setText(shown()) if le.text() != shown() else None)
        return le

    def text(self, path: str, label: str) -> TextField:
        te = TextField()
        te.setObjectName(self._name(path))
        te.setPlainText(str(self.value(path) or ""))
        te.textChanged.connect(lambda: self.push(path, te.text(), change_text(label)))
        self.refreshers.append(lambda: te.show_text(str(self.value(path) or "")))
        return te

    def spin(self, path: str, label: str, lo: int, hi: int, *, none_text: str | None = None) -> QSpinBox:
        """An int field; with ``none_text`` the lowest value stands for ``None``."""
        sb = QSpinBox()
        sb.setObjectName(self._name(path))
        sb.setRange(lo - (1 if none_text else 0), hi)
        if none_text:
            sb.setSpecialValueText(none_text)

        def shown() -> int:
            v = self.value(path)
            return sb.minimum() if v is None else int(v)

        sb.setValue(shown())
        sb.valueChanged.connect(
            lambda v: self.push(path, None if none_text and v == sb.minimum() else v, change_text(label))
        )
        self.refreshers.append(lambda: sb.setValue(shown()))
        return sb

    def real(self, path: str, label: str, lo: float, hi: float, step: float = 0.5) -> QDoubleSpinBox:
        ds = QDoubleSpinBox()
        ds.setObjectName(self._name(path))
        ds.setRange(lo, hi)
        ds.setSingleStep(step)
        ds.setDecimals(2)
        ds.setValue(float(self.value(path)))
        ds.valueChanged.connect(lambda v: self.push(path, v, change_text(label)))
        self.refreshers.append(lambda: ds.setValue(float(self.value(path))))
        return ds

    def combo(self, path: str, label: str, choices: list[tuple[str, Any]]) -> QComboBox:
        """A choice among ``choices`` (text, value); a value the list lacks is shown as unknown."""
        cb = QComboBox()
        cb.setObjectName(self._name(path))
        for text, data in choices:
            cb.addItem(text, data)

        def show() -> None:
            i = cb.findData(self.value(path))
            if i < 0:
                cb.addItem(tr("{value} (unknown)").format(value=self.value(path)), self.value(path))
                i = cb.count() - 1
            cb.setCurrentIndex(i)

        show()
        cb.currentIndexChanged.connect(lambda i: self.push(path, cb.itemData(i), change_text(label)))
        self.refreshers.append(show)
        return cb

    def check(self, path: str, label: str) -> QCheckBox:
        cb = QCheckBox(label)
        cb.setObjectName(self._name(path))
        cb.setChecked(bool(self.value(path)))
        cb.toggled.connect(lambda v: self.push(path, v, change_text(label)))
        self.refreshers.append(lambda: cb.setChecked(bool(self.value(path))))
        return cb
