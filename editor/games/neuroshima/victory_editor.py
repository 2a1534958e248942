"""The victory-condition editor: every condition must hold after the last battle (they combine)."""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout

from editor.commands import SetFieldCommand
from editor.document import Document
from editor.document_panel import DocumentPanel
from editor.form_parts import clear_layout
from editor.games.neuroshima.pool_tray import EditCommand
from editor.i18n import QT_TR_NOOP, tr
from editor.widgets import push_button
from engine.games.neuroshima.models import Etude, VictoryCondition, VictoryKind
from engine.games.neuroshima.models.etude import NEEDS_VALUE

KIND_LABELS = {
    VictoryKind.DESTROY_ENEMY_HQ: QT_TR_NOOP("Destroy the enemy HQ"),
    VictoryKind.ENEMY_HQ_DAMAGE_AT_LEAST: QT_TR_NOOP("Deal at least N damage to the enemy HQ"),
    VictoryKind.ENEMY_HQ_BELOW: QT_TR_NOOP("Enemy HQ ends below N hit points"),
    VictoryKind.DESTROY_ALL_ENEMY_UNITS: QT_TR_NOOP("Destroy every enemy unit and module"),
    VictoryKind.OWN_HQ_AT_LEAST: QT_TR_NOOP("Keep at least N hit points on your HQ"),
}
DEFAULT_VALUE = {
    VictoryKind.ENEMY_HQ_DAMAGE_AT_LEAST: 3,
    VictoryKind.ENEMY_HQ_BELOW: 5,
    VictoryKind.OWN_HQ_AT_LEAST: 1,
}


class VictoryEditor(DocumentPanel):
    def __init__(self, document: Document) -> None:
        super().__init__(document, "nh.victory")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.grid = QGridLayout()
        outer.addLayout(self.grid)
        self.add_button = push_button(
            "nh.victory.add",
            tr("Add condition"),
            tr("Conditions combine: the etude is solved when all of them hold"),
            self.add_condition,
            outer,
        )
        self.rows: list[tuple[QComboBox, QSpinBox, QPushButton]] = []
        self._shown: list[tuple[str, int | None]] = []
        self.follow_document()

    def conditions(self) -> list[VictoryCondition]:
        return list(cast(Etude, self.document.model).victory)

    def refresh(self) -> None:
        conds = self.conditions()
        shown = [(c.kind.value, c.value) for c in conds]
        if shown == self._shown:
            return
        self._shown = shown
        clear_layout(self.grid)
        self.rows = []
        for i, c in enumerate(conds):
            combo = QComboBox()
            combo.setObjectName(f"nh.victory.kind.{i}")
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(16)
            for k, label in KIND_LABELS.items():
                combo.addItem(tr(label), k.value)
            combo.setCurrentIndex(combo.findData(c.kind.value))
            combo.setToolTip(tr(KIND_LABELS[c.kind]))
            # as wide as the panel allows, not as its longest goal: the panel never scrolls sideways
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(10)
            combo.currentIndexChanged.connect(lambda _j, i=i, cb=combo: self.set_kind(i, VictoryKind(cb.currentData())))
            spin = QSpinBox()
            spin.setObjectName(f"nh.victory.value.{i}")
            spin.setRange(0, 999)
            spin.setPrefix("N ")
            spin.setValue(c.value or 0)
            spin.setEnabled(c.kind in NEEDS_VALUE)
            spin.valueChanged.connect(lambda v, i=i: self.set_value(i, v))
            remove = QPushButton("✕")
            remove.setObjectName(f"nh.victory.remove.{i}")
            remove.setToolTip(tr("Remove this condition"))
            remove.setFixedWidth(28)
            remove.setEnabled(len(conds) > 1)
            remove.clicked.connect(lambda _=False, i=i: self.remove(i))
            self.grid.addWidget(combo, i, 0)
            self.grid.addWidget(spin, i, 1)
            self.grid.addWidget(remove, i, 2)
            self.rows.append((combo, spin, remove))
        if not conds:
            self.grid.addWidget(QLabel(tr("no condition: add one")), 0, 0)

    def _push(self, conds: list[VictoryCondition], text: str, *, merge: bool = False) -> None:
        data = [c.model_dump(mode="json") for c in conds]
        cls = SetFieldCommand if merge else EditCommand
        self.document.undo_stack.push(cls(self.document, None, "victory", data, merge_window=0.8, text=text))

    def set_kind(self, i: int, kind: VictoryKind) -> None:
        conds = self.conditions()
        if conds[i].kind is kind:
            return
        conds[i] = VictoryCondition(kind=kind, value=DEFAULT_VALUE.get(kind) if kind in NEEDS_VALUE else None)
        self._push(conds, tr("Change a victory condition"))

    def set_value(self, i: int, value: int) -> None:
        conds = self.conditions()
        if conds[i].kind not in NEEDS_VALUE or conds[i].value == value:
            return
        conds[i] = VictoryCondition(kind=conds[i].kind, value=value)
        self._push(conds, tr("Change a victory condition's N"), merge=True)

    def add_condition(self) -> None:
        have = {c.kind for c in self.conditions()}
        kind = next((k for k in KIND_LABELS if k not in have), VictoryKind.DESTROY_ENEMY_HQ)
        new = VictoryCondition(kind=kind, value=DEFAULT_VALUE.get(kind))
        self._push([*self.conditions(), new], tr("Add a victory condition"))

    def remove(self, i: int) -> None:
        conds = self.conditions()
        if len(conds) > 1:
            del conds[i]
            self._push(conds, tr("Remove a victory condition"))

    def describe(self) -> Any:
        return [c.describe() for c in self.conditions()]
