"""The battlefield's own settings beside the board: names, layout, quarter letters, difficult
approaches, notes, and the field's extension (how far the GM may draw beyond the printed field,
L75), which grows or shrinks the board as one undo step and is refused while anything lies on a
cell that would go."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QSpinBox, QVBoxLayout, QWidget

from editor.board_change import push_board_change
from editor.document import Change, Document
from editor.i18n import QT_TR_NOOP, tr
from editor.panels.binder import FieldBinder, first_line
from editor.rule_text import add_rule_item, set_rule_text
from engine.games.warlords.battlefield import Battlefield

SIDES = (
    ("north", QT_TR_NOOP("North")),
    ("south", QT_TR_NOOP("South")),
    ("west", QT_TR_NOOP("West")),
    ("east", QT_TR_NOOP("East")),
)
#: the undo step of an extension, per side (whole sentences: the direction's word differs by language)
EXTEND_TEXTS = {
    "north": QT_TR_NOOP("Extend the field northward"),
    "south": QT_TR_NOOP("Extend the field southward"),
    "west": QT_TR_NOOP("Extend the field westward"),
    "east": QT_TR_NOOP("Extend the field eastward"),
}


class BattlefieldPanel(QWidget):
    def __init__(self, document: Document) -> None:
        super().__init__()
        self.setObjectName("warlords.battlefield_panel")
        self.document = document
        self.fields = FieldBinder(document, refused=lambda _path, error: self.refusal.setText(first_line(error)))
        outer = QVBoxLayout(self)
        form = QFormLayout()
        outer.addLayout(form)
        self.ident = self._line(form, tr("Id"), "warlords.battlefield.id", "id")
        self.name_en = self._line(form, tr("Name"), "warlords.battlefield.name.en", "name.en")
        self.name_ru = self._line(form, tr("Name (ru)"), "warlords.battlefield.name.ru", "name.ru", optional=True)
        self.province = self._line(form, tr("Province"), "warlords.battlefield.province", "province")
        self.layout_box = QComboBox()
        self.layout_box.setObjectName("warlords.battlefield.layout")
        self.layout_box.addItem(tr("standard: 12 x 7, zones 6 x 3"), "standard")
        add_rule_item(self.layout_box, tr("pass: zones 4 wide x 6 deep (L752-L754)"), "pass")
        self.layout_box.currentIndexChanged.connect(self._layout_changed)
        form.addRow(tr("Layout"), self.layout_box)
        self.quarters = self._line(form, tr("Quarter letters"), "warlords.battlefield.quarter_names", "quarter_names")
        self.quarters.setToolTip(tr("The letters of the quarters north-west, north-east, south-west, south-east"))
        self.approaches = QComboBox()
        self.approaches.setObjectName("warlords.battlefield.difficult_approaches")
        for text, value in (
            (QT_TR_NOOP("none"), None),
            (QT_TR_NOOP("the northern army"), "north"),
            (QT_TR_NOOP("the southern army"), "south"),
        ):
            self.approaches.addItem(tr(text), value)
        self.approaches.setToolTip(tr("The half whose army advances through difficult approaches (L756-L757)"))
        self.approaches.currentIndexChanged.connect(
            lambda i: self._push("difficult_approaches", self.approaches.itemData(i))
        )
        form.addRow(tr("Difficult approaches"), self.approaches)
        self.notes = self._line(form, tr("Notes"), "warlords.battlefield.notes", "notes")
        box = QGroupBox()
        set_rule_text(box, tr("Field extension (cells the GM may draw beyond the printed field, L75)"))
        box.setObjectName("warlords.battlefield.extension")
        ext = QFormLayout(box)
        self.extension: dict[str, QSpinBox] = {}
        for key, text in SIDES:
            sb = QSpinBox()
            sb.setObjectName(f"warlords.battlefield.extension.{key}")
            sb.setRange(0, 20)
            sb.valueChanged.connect(lambda v, k=key: self._extend(k, v))
            ext.addRow(tr(text), sb)
            self.extension[key] = sb
        self.refusal = QLabel()
        self.refusal.setObjectName("warlords.battlefield.extension.refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #a02020;")
        ext.addRow(self.refusal)
        outer.addWidget(box)
        outer.addStretch(1)
        document.changed.connect(self._changed)
        self.refresh()

    def _line(self, form: QFormLayout, label: str, name: str, path: str, optional: bool = False) -> QLineEdit:
        le = QLineEdit()
        le.setObjectName(name)
        le.textEdited.connect(lambda v, p=path: self._push(p, None if optional and not v else v))
        form.addRow(label, le)
        return le

    def _push(self, path: str, value: Any) -> None:
        self.fields.push(path, value)  # a value pydantic refuses is said, and the document kept

    def _layout_changed(self, index: int) -> None:
        if self.fields.updating:
            return
        reason = push_board_change(self.document, {"layout": self.layout_box.itemData(index)}, tr("Change the layout"))
        self._refused(reason)

    def _extend(self, side: str, value: int) -> None:
        if self.fields.updating:
            return
        reason = push_board_change(self.document, {f"extension.{side}": value}, tr(EXTEND_TEXTS[side]))
        self._refused(reason)

    def _refused(self, reason: str | None) -> None:
        self.refusal.setText(reason or "")
        if reason is not None:
            window = self.window()
            status = getattr(window, "show_status", None)
            if status is not None:
                status(tr("not changed: {reason}").format(reason=reason))
            self.refresh()  # the boxes show the document's values again

    def _changed(self, change: Change) -> None:
        if change.scope in ("document", "reset"):
            self.refresh()

    def refresh(self) -> None:
        bf = self.document.model
        assert isinstance(bf, Battlefield)
        with self.fields.quiet():
            for le, value in (
                (self.ident, bf.id),
                (self.name_en, bf.name.en),
                (self.name_ru, bf.name.ru or ""),
                (self.province, bf.province),
                (self.quarters, bf.quarter_names),
                (self.notes, bf.notes),
            ):
                if le.text() != value:
                    le.setText(value)
            self.layout_box.setCurrentIndex(self.layout_box.findData(bf.layout))
            self.approaches.setCurrentIndex(self.approaches.findData(bf.difficult_approaches))
            for key, sb in self.extension.items():
                sb.setValue(getattr(bf.extension, key))
