"""The properties of a tile on the board: what it is, its owner, rotation and damage."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout

from editor.document import Document
from editor.document_panel import DocumentPanel
from editor.form_parts import PROBLEM_STYLE, spin_box
from editor.games.neuroshima.armies import DIRECTIONS, tile_index, tile_summary
from editor.games.neuroshima.owner_tool import owner_choices, owner_problem
from editor.games.neuroshima.sides import TILES, side_of
from editor.i18n import tr
from editor.panels.binder import FieldBinder
from editor.widgets import wrapped_label
from engine.games.neuroshima.models import TileKind


class TilePanel(DocumentPanel):
    def __init__(self, document: Document, index: int) -> None:
        super().__init__(document, "nh.tile_panel")
        self.index = index
        form = QFormLayout(self)
        self.summary = wrapped_label("nh.tile.summary")
        form.addRow(self.summary)
        self.owner = QComboBox()
        self.owner.setObjectName("nh.tile.owner")
        self.owner.setToolTip(tr("Who owns the tile (the Owner tool, O, switches it by a click)"))
        form.addRow(tr("Owner"), self.owner)
        self.rotation = spin_box(
            "nh.tile.rotation",
            0,
            5,
            tip=tr("Side 0 (the front) points: 0 north, then clockwise (R / Shift+R, or the wheel)"),
        )
        self.rotation.setWrapping(True)
        form.addRow(tr("Rotation"), self.rotation)
        self.damage = spin_box(
            "nh.tile.damage", 0, 99, tip=tr("Wounds already on the tile (fewer than its hit points)")
        )
        form.addRow(tr("Damage"), self.damage)
        self.message = wrapped_label("nh.tile.message")
        self.message.setStyleSheet(PROBLEM_STYLE)
        form.addRow(self.message)
        self.fields = FieldBinder(document, target=(TILES, index))
        self.owner.currentIndexChanged.connect(self._owner_chosen)
        self.rotation.valueChanged.connect(lambda v: self._set("rotation", v))
        self.damage.valueChanged.connect(lambda v: self._set("damage", v))
        document.changed.connect(self._changed)
        self.refresh()

    def _changed(self, _change: Any) -> None:
        if self.index < len(self.document.items(TILES)):
            self.refresh()

    def refresh(self) -> None:
        t = self.document.item(TILES, self.index)
        td = tile_index().tile(t.tile)
        with self.fields.quiet():
            self.summary.setText(
                tile_summary(td) if td is not None else tr("unknown tile '{tile}'").format(tile=t.tile)
            )
            self.owner.clear()
            choices = owner_choices(self.document.model, t.tile) or [t.player]
            for p in choices:
                side = side_of(self.document.model, p)
                name = side.name if side else tr("Player")
                self.owner.addItem(tr("{name} (player {number})").format(name=name, number=p), p)
            self.owner.setCurrentIndex(choices.index(t.player) if t.player in choices else 0)
            self.owner.setEnabled(len(choices) > 1)
            self.rotation.setValue(t.rotation)
            self.rotation.setSuffix(tr("  (front faces {direction})").format(direction=tr(DIRECTIONS[t.rotation])))
            hp = td.hp if td is not None and td.hp is not None and td.kind is not TileKind.HQ else 1
            self.damage.setRange(0, max(0, hp - 1))
            self.damage.setValue(t.damage)
            self.damage.setEnabled(hp > 1)

    def _owner_chosen(self, i: int) -> None:
        if self.fields.updating or i < 0:
            return
        player = int(self.owner.itemData(i))
        reason = owner_problem(self.document, self.index, player)
        if reason is not None:
            self.message.setText(reason)
            self.refresh()
            return
        self.message.setText("")
        self._set("player", player)

    def _set(self, field: str, value: int) -> None:
        if self.fields.value(field) != value:
            self.fields.push(field, value)
