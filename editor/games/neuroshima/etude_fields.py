"""The etude's own fields (shown in Properties when no tile is selected): number, difficulty,
title and story in English and Russian, the two armies and the play options."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from editor.document import Document
from editor.document_panel import DocumentPanel
from editor.games.neuroshima.armies import army_name, tile_index
from editor.i18n import QT_TR_NOOP, tr
from editor.panels.binder import FieldBinder, get_path
from editor.text_field import TextField
from editor.words import path_words

#: (field, label, tooltip) of the etude's switches
SWITCHES = (
    (
        "extended_board",
        QT_TR_NOOP("Extra ring"),
        QT_TR_NOOP("Use the 18-hex extra ring around the main field (rules/002 §1.2)"),
    ),
    (
        "exactly",
        QT_TR_NOOP("Play exactly N tiles"),
        QT_TR_NOOP("The solver must play exactly 'choose' tiles (off: up to that many)"),
    ),
    (
        "final_battle",
        QT_TR_NOOP("Final battle"),
        QT_TR_NOOP("Fight the final battle after the last chosen tile (the printed cards' model)"),
    ),
    (
        "mobility",
        QT_TR_NOOP("Mobility"),
        QT_TR_NOOP("Mobile tiles and Transport may move in their owner's turn (rules/002 §4.6)"),
    ),
)


class EtudeFields(DocumentPanel):
    def __init__(self, document: Document) -> None:
        super().__init__(document, "nh.etude_fields")
        self.fields = FieldBinder(document, refused=self._refused)
        self.editors: dict[str, QWidget] = {}
        form = QFormLayout(self)
        self._line(form, "id", tr("Id"), tr("The etude's stable id (file references use it)"))
        self._spin(form, "number", tr("Number"), 1, 9999, tr("The number printed on the card"))
        self._spin(form, "difficulty", tr("Difficulty"), 1, 5, tr("1 = easy ... 5 = very hard (stars on the card)"))
        self._line(form, "title.en", tr("Title (EN)"), tr("The card's title in English"))
        self._line(form, "title.ru", tr("Title (RU)"), tr("The card's title in Russian"))
        self._text(form, "story.en", tr("Story (EN)"), tr("The card's story in English"))
        self._text(form, "story.ru", tr("Story (RU)"), tr("The card's story in Russian"))
        self._army(form, "solver.army", tr("Solver's army"))
        self._army(form, "opponent.army", tr("Opponent's army"))
        for name, label, tip in SWITCHES:
            cb = QCheckBox(tr(label))
            cb.setToolTip(tr(tip))
            cb.toggled.connect(lambda v, n=name: self._push(n, v))
            self._add(form, name, "", cb)
        document.changed.connect(self._refresh)
        self._refresh()

    # -- building
    def _add(self, form: QFormLayout, name: str, label: str, editor: QWidget) -> None:
        editor.setObjectName(f"nh.etude.{name}")
        self.editors[name] = editor
        if label:
            form.addRow(label, editor)
        else:
            form.addRow(editor)

    def _line(self, form: QFormLayout, name: str, label: str, tip: str) -> None:
        le = QLineEdit()
        le.setToolTip(tip)
        le.textEdited.connect(lambda v, n=name: self._push(n, v))
        self._add(form, name, label, le)

    def _spin(self, form: QFormLayout, name: str, label: str, lo: int, hi: int, tip: str) -> None:
        sb = QSpinBox()
        sb.setRange(lo, hi)
        sb.setToolTip(tip)
        sb.valueChanged.connect(lambda v, n=name: self._push(n, v))
        self._add(form, name, label, sb)

    def _text(self, form: QFormLayout, name: str, label: str, tip: str) -> None:
        te = TextField()
        te.setToolTip(tip)
        te.setFixedHeight(70)
        te.textChanged.connect(lambda n=name, w=te: self._push(n, w.text()))
        self._add(form, name, label, te)

    def _army(self, form: QFormLayout, name: str, label: str) -> None:
        cb = QComboBox()
        for army_id in tile_index().army_ids():
            army = tile_index().army(army_id)
            cb.addItem(army_name(army) if army else army_id, army_id)
        cb.setToolTip(tr("Tiles of the other army already on the board are flagged in the Issues panel"))
        cb.currentIndexChanged.connect(lambda i, n=name, w=cb: self._push(n, w.itemData(i)))
        self._add(form, name, label, cb)

    # -- syncing
    def _push(self, name: str, value: Any) -> None:
        if self.fields.value(name) != value:
            self.fields.push(name, value, tr("Change {field}").format(field=path_words(name)))

    def _refused(self, name: str, error: Exception) -> None:
        """A value the etude cannot hold: said, and the field shows the etude's again."""
        self.document.undo_stack.refused.emit(f"{path_words(name)}: {str(error).splitlines()[-1].strip()}")
        self._refresh()

    def _refresh(self, _change: Any = None) -> None:
        with self.fields.quiet():
            model = self.document.model
            for name, w in self.editors.items():
                value = get_path(model, name)
                if isinstance(w, QLineEdit) and w.text() != value:
                    w.setText(str(value))
                elif isinstance(w, TextField):
                    w.show_text(str(value))
                elif isinstance(w, QSpinBox):
                    w.setValue(int(value))
                elif isinstance(w, QCheckBox):
                    w.setChecked(bool(value))
                elif isinstance(w, QComboBox):
                    i = w.findData(value)
                    if i < 0:
                        w.addItem(str(value), value)
                        i = w.count() - 1
                    w.setCurrentIndex(i)
