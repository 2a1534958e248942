"""What the deck and character editors share: a gallery of records drawn as cards, in sections
(weapons, actions, properties...) that flow to the width of the pane, with Add (from a list of
what the engine implements), Duplicate and Remove, and a form for the chosen record.

Every change is one undo command on the document (:func:`push_field`); the gallery redraws from
the document after every change, undo and redo included, and keeps the chosen record."""

from __future__ import annotations

import contextlib
import math
from typing import Any, ClassVar

from pydantic import ValidationError
from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from editor.commands import SetFieldCommand
from editor.document import Change, Document
from editor.document_panel import DocumentPanel
from editor.i18n import QT_TR_NOOP, tr
from editor.widgets import wrapped_label
from engine.content.issues import Issue, Severity

ICON_W = 100


def push_field(
    document: Document, path: str, value: Any, text: str, *, merge: bool = False, merge_window: float | None = None
) -> str:
    """Push one edit of the document's field at ``path`` as an undo step; returns why the model
    refused the value ("" when it was stored). With ``merge``, further edits of the same field
    join the step (typing a name), within ``merge_window`` seconds when given (a spin box
    stepped several times)."""
    try:
        cmd = SetFieldCommand(document, None, path, value, text=text, merge_window=merge_window, merge=merge)
    except ValidationError as exc:
        err = exc.errors()[0]
        return f"{path}: {err['msg']}"
    document.undo_stack.push(cmd)
    return ""


def issues_at(issues: list[Issue], prefix: tuple[Any, ...]) -> list[Issue]:
    """The issues whose location lies under the field path ``prefix``."""
    n = len(prefix)
    return [i for i in issues if tuple(i.location.path[:n]) == prefix]


def mark_issue(pm: QPixmap, severity: Severity) -> QPixmap:
    """A red (error) or amber (warning) corner mark on a gallery picture."""
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = QColor("#c0392b") if severity is Severity.ERROR else QColor("#e08e0b")
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawEllipse(pm.width() - 26, 30, 22, 22)
    p.setPen(QColor("white"))
    f = p.font()
    f.setBold(True)
    f.setPixelSize(15)
    p.setFont(f)
    p.drawText(pm.width() - 26, 30, 22, 22, Qt.AlignmentFlag.AlignCenter, "!")
    p.end()
    return pm


class FlowList(QListWidget):
    """An icon list as tall as its items need at the current width (the pane scrolls, not the list)."""

    def __init__(self, name: str, icon: QSize) -> None:
        super().__init__()
        self.setObjectName(name)
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setIconSize(icon)
        self.setGridSize(QSize(icon.width() + 12, icon.height() + 12))
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSpacing(0)
        # the pane decides the width (the cards flow to it), the cards decide the height
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(icon.width() + 24)

    def fit_height(self) -> None:
        grid = self.gridSize()
        per_row = max(1, (self.viewport().width() or self.width()) // max(1, grid.width()))
        rows = max(1, math.ceil(self.count() / per_row))
        self.setFixedHeight(rows * grid.height() + 2 * self.frameWidth() + 4)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.fit_height()


class RecordGallery(DocumentPanel):
    """A gallery of the records at ``path`` of a document, in sections, with a form beside it.

    Subclasses say how records are drawn and grouped, what Add offers and makes, and give the
    form (a widget with ``show_record(index)`` and ``refresh_values()``). Its widgets are named
    after ``name``; ``title`` is its tab's."""

    #: the chosen record changed (its index, -1 for none)
    chosen = Signal(int)
    name = "records"
    noun = QT_TR_NOOP("record")
    title: ClassVar[str]

    def __init__(self, document: Document, path: str, form: Any, sections: list[tuple[str, str]]) -> None:
        super().__init__(document, f"ss.{self.name}.editor", tr(self.title))
        self.path = path
        self.form = form
        self.current = -1
        self._issues: list[Issue] = []
        self._sized = False
        lay = QVBoxLayout(self)
        self.summary = wrapped_label(f"ss.{self.name}.summary")
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.summary)
        bar = QHBoxLayout()
        self.add_choice = QComboBox()
        self.add_choice.setObjectName(f"ss.{self.name}.add_choice")
        self.add_choice.setToolTip(
            tr("What the new {noun} does: only what the engine implements is offered").format(noun=tr(self.noun))
        )
        for label, data in self.add_choices():
            self.add_choice.addItem(label, data)
        bar.addWidget(self.add_choice, 1)
        self.add_button = self._button(
            bar,
            "add",
            tr("Add {noun}").format(noun=tr(self.noun)),
            tr("Add a {noun} of the chosen kind").format(noun=tr(self.noun)),
            self.add,
        )
        self.dup_button = self._button(
            bar,
            "duplicate",
            tr("Duplicate"),
            tr("Add a copy of the chosen {noun}").format(noun=tr(self.noun)),
            self.duplicate,
        )
        self.remove_button = self._button(
            bar, "remove", tr("Remove"), tr("Remove the chosen {noun} (Del)").format(noun=tr(self.noun)), self.remove
        )
        self.remove_button.setShortcut("Del")  # i18n: not shown
        lay.addLayout(bar)
        self.message = QLabel()
        self.message.setObjectName(f"ss.{self.name}.message")
        self.message.setStyleSheet("color:#b03020;")
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        self.message.hide()
        split = QSplitter(Qt.Orientation.Horizontal)
        pane = QWidget()
        self.sections_box = QVBoxLayout(pane)
        self.lists: dict[str, FlowList] = {}
        self.section_boxes: dict[str, QGroupBox] = {}
        icon = self.icon_size()
        for key, title in sections:
            box = QGroupBox(tr(title))
            bl = QVBoxLayout(box)
            bl.setContentsMargins(4, 4, 4, 4)
            lst = FlowList(f"ss.{self.name}.{key}", icon)
            lst.itemSelectionChanged.connect(lambda lst=lst: self._picked(lst))
            bl.addWidget(lst)
            self.sections_box.addWidget(box)
            self.lists[key] = lst
            self.section_boxes[key] = box
        self.sections_box.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(pane)
        split.addWidget(scroll)
        form_scroll = QScrollArea()
        form_scroll.setWidgetResizable(True)
        form_scroll.setWidget(form)
        form_scroll.setMinimumWidth(280)
        # a form wider than its pane (a large font, Russian labels) scrolls sideways instead of being cut
        form_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        split.addWidget(form_scroll)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([500, 320])
        lay.addWidget(split, 1)
        form.status.connect(self.say)
        self.refresh()
        document.changed.connect(self._changed)

    def _button(self, bar: QHBoxLayout, key: str, text: str, tip: str, slot: Any) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(f"ss.{self.name}.{key}")
        b.setToolTip(tip)
        b.clicked.connect(slot)
        bar.addWidget(b)
        return b

    def say(self, text: str) -> None:
        """Show why an edit was refused (an empty text hides the line)."""
        self.message.setText(text)
        self.message.setVisible(bool(text))

    # ------------------------------------------------------------------ what subclasses say
    def icon_size(self) -> QSize:
        return QSize(ICON_W, int(ICON_W * 88 / 63))

    def add_choices(self) -> list[tuple[str, Any]]:
        return []

    def records(self) -> list[Any]:
        return list(self.document.resolve((self.path,)))

    def section_of(self, record: Any) -> str:
        return next(iter(self.lists))

    def pixmap(self, record: Any) -> QPixmap:
        raise NotImplementedError

    def tooltip(self, record: Any) -> str:
        return ""

    def summary_text(self) -> str:
        return ""

    def section_title(self, key: str, records: list[Any]) -> str:
        return self.section_boxes[key].title()

    def new_record(self, choice: Any, taken: set[str]) -> Any:
        raise NotImplementedError

    # ------------------------------------------------------------------ showing
    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not self._sized:
            self._sized = True
            self._widen()

    def _widen(self) -> None:
        """The document's own fields take little room: give the gallery most of the tab."""
        w: Any = self.parentWidget()
        while w is not None and not isinstance(w, QSplitter):
            w = w.parentWidget()
        if isinstance(w, QSplitter) and w.count() == 2:
            total = sum(w.sizes()) or w.width()
            w.setSizes([int(total * 0.25), int(total * 0.75)])

    def _changed(self, change: Change) -> None:
        with contextlib.suppress(RuntimeError):  # the tab is being closed
            self.refresh()

    def refresh(self) -> None:
        records = self.records()
        self._issues = self.document.validate()
        if self.current >= len(records):
            self.current = len(records) - 1
        for lst in self.lists.values():
            lst.blockSignals(True)
            lst.clear()
        for i, rec in enumerate(records):
            pm = self.pixmap(rec)
            found = issues_at(self._issues, (self.path, i))
            if found:
                worst = Severity.ERROR if any(x.severity is Severity.ERROR for x in found) else Severity.WARNING
                pm = mark_issue(pm, worst)
            item = QListWidgetItem(pm, "")
            item.setData(Qt.ItemDataRole.UserRole, i)
            tip = self.tooltip(rec)
            if found:
                tip += "\n" + "\n".join(f"⚠ {x.message}" for x in found)
            item.setToolTip(tip)
            item.setSizeHint(self.lists[self.section_of(rec)].gridSize())
            lst = self.lists[self.section_of(rec)]
            lst.addItem(item)
            if i == self.current:
                item.setSelected(True)
        for key, lst in self.lists.items():
            lst.blockSignals(False)
            lst.fit_height()
            self.section_boxes[key].setTitle(self.section_title(key, [r for r in records if self.section_of(r) == key]))
        self.summary.setText(self.summary_text())
        self.dup_button.setEnabled(self.current >= 0)
        self.remove_button.setEnabled(self.current >= 0)
        self.form.show_record(self.current, self._issues)

    def item_for(self, index: int) -> tuple[FlowList, QListWidgetItem] | None:
        """The gallery item of record ``index`` (tests click it)."""
        for lst in self.lists.values():
            for row in range(lst.count()):
                item = lst.item(row)
                if item.data(Qt.ItemDataRole.UserRole) == index:
                    return lst, item
        return None

    def _picked(self, lst: FlowList) -> None:
        items = lst.selectedItems()
        if not items:
            return
        for other in self.lists.values():
            if other is not lst:
                other.blockSignals(True)
                other.clearSelection()
                other.blockSignals(False)
        self.choose(int(items[0].data(Qt.ItemDataRole.UserRole)))

    def choose(self, index: int) -> None:
        self.current = index
        self.dup_button.setEnabled(index >= 0)
        self.remove_button.setEnabled(index >= 0)
        self.say("")
        self.form.show_record(index, self._issues)
        self.chosen.emit(index)

    # ------------------------------------------------------------------ editing
    def _taken(self) -> set[str]:
        return {str(getattr(r, "id", "")) for r in self.records()}

    def _insert(self, record: Any, at: int, text: str) -> None:
        records = self.records()
        items = [*records[:at], record, *records[at:]]
        problem = push_field(self.document, self.path, items, text)
        if problem:
            self.say(problem)
            return
        self.current = at
        self.refresh()

    def add(self) -> None:
        record = self.new_record(self.add_choice.currentData(), self._taken())
        self._insert(record, len(self.records()), tr("Add {noun} {id}").format(noun=tr(self.noun), id=record.id))

    def duplicate(self) -> None:
        records = self.records()
        if not 0 <= self.current < len(records):
            return
        copy = records[self.current].model_copy(deep=True)
        copy.id = unique_id(copy.id, self._taken())
        text = tr("Duplicate {noun} {id}").format(noun=tr(self.noun), id=records[self.current].id)
        self._insert(copy, self.current + 1, text)

    def remove(self) -> None:
        records = self.records()
        if not 0 <= self.current < len(records):
            self.say(tr("choose a {noun} to remove first").format(noun=tr(self.noun)))
            return
        gone = records[self.current]
        items = [r for i, r in enumerate(records) if i != self.current]
        text = tr("Remove {noun} {id}").format(noun=tr(self.noun), id=gone.id)
        problem = push_field(self.document, self.path, items, text)
        self.say(problem)


def unique_id(base: str, taken: set[str]) -> str:
    """``base``, or ``base_2``, ``base_3``... whichever is not taken."""
    candidate, n = base, 2
    while candidate in taken:
        candidate, n = f"{base}_{n}", n + 1
    return candidate
