"""The panel beside a position's board: each player's army and HQ hit points."""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QSpinBox, QVBoxLayout, QWidget

from editor.commands import SetFieldCommand
from editor.document import Document
from editor.form_parts import clear_layout
from editor.games.neuroshima.armies import army_name, player_color, tile_index
from editor.i18n import tr
from editor.words import path_words
from engine.games.neuroshima.models import PositionModel


class PositionSidePanel(QWidget):
    def __init__(self, document: Document) -> None:
        super().__init__()
        self.setObjectName("nh.position_side")
        self.document = document
        self._updating = False
        outer = QVBoxLayout(self)
        box = QGroupBox(tr("Players: army and HQ hit points"))
        self.grid = QGridLayout(box)
        outer.addWidget(box)
        outer.addStretch(1)
        self.armies: list[QComboBox] = []
        self.hps: list[QSpinBox] = []
        document.changed.connect(lambda _c: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        players = cast(PositionModel, self.document.model).players
        if len(self.armies) != len(players):
            self._build(len(players))
        self._updating = True
        try:
            for i, p in enumerate(players):
                combo = self.armies[i]
                j = combo.findData(p.army)
                if j < 0:
                    combo.addItem(p.army, p.army)
                    j = combo.count() - 1
                combo.setCurrentIndex(j)
                self.hps[i].setValue(p.hq_hp if p.hq_hp is not None else 0)
        finally:
            self._updating = False

    def _build(self, n: int) -> None:
        clear_layout(self.grid)
        self.armies, self.hps = [], []
        for i in range(n):
            name = QLabel(tr("Player {value}").format(value=i + 1))
            name.setStyleSheet(f"color: {player_color(i + 1)}; font-weight: bold;")
            combo = QComboBox()
            combo.setObjectName(f"nh.position.army.{i}")
            for army_id in tile_index().army_ids():
                a = tile_index().army(army_id)
                combo.addItem(army_name(a) if a else army_id, army_id)
            combo.currentIndexChanged.connect(lambda _j, i=i, c=combo: self._set(f"players.{i}.army", c.currentData()))
            hp = QSpinBox()
            hp.setObjectName(f"nh.position.hq.{i}")
            hp.setRange(0, 999)
            hp.setSpecialValueText("start")
            hp.setToolTip(tr('HQ hit points left ("start": the mode\'s starting value)'))
            hp.valueChanged.connect(lambda v, i=i: self._set(f"players.{i}.hq_hp", v or None))
            self.grid.addWidget(name, i, 0)
            self.grid.addWidget(combo, i, 1)
            self.grid.addWidget(hp, i, 2)
            self.armies.append(combo)
            self.hps.append(hp)

    def _set(self, path: str, value: Any) -> None:
        if self._updating:
            return
        obj: Any = self.document.model
        for p in path.split("."):
            obj = obj[int(p)] if p.isdigit() else getattr(obj, p)
        if obj != value:
            self.document.undo_stack.push(
                SetFieldCommand(
                    self.document, None, path, value, text=tr("Change {field}").format(field=path_words(path))
                )
            )
