"""A tile's module effects and abilities, chosen from what the engine implements.

The effects are the engine's ``EffectKind`` (each with the targets ``EFFECT_TARGETS`` allows), the
abilities its ``Ability``: nothing is typed free-form, so every choice is one the battle resolves.
The widgets report new values through callbacks; the tile editor turns them into undo steps.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.games.neuroshima.tile_edits import effect_targets, fitted_effect
from editor.i18n import QT_TR_NOOP, tr
from editor.words import field_label
from engine.games.neuroshima.models.army import Ability, EffectKind, EffectTarget, ModuleEffect, TileDef

#: what each effect does, in a designer's words (the engine's names are the data)
EFFECT_HELP: dict[EffectKind, str] = {
    EffectKind.MELEE_PLUS: QT_TR_NOOP("+N melee strength to the connected tiles' melee attacks"),
    EffectKind.RANGED_PLUS: QT_TR_NOOP("+N ranged strength to the connected tiles' ranged attacks"),
    EffectKind.INITIATIVE_PLUS: QT_TR_NOOP("+N initiative to the connected tiles"),
    EffectKind.INITIATIVE_MINUS: QT_TR_NOOP("-N initiative to the connected enemy tiles (Saboteur)"),
    EffectKind.MEDIC: QT_TR_NOOP("absorbs all damage of one attack on a connected tile, then is removed"),
    EffectKind.EXTRA_ATTACK: QT_TR_NOOP("connected tiles attack once more, in the next lower phase"),
    EffectKind.CONVERT_ATTACK_TYPE: QT_TR_NOOP("connected tiles may turn melee into ranged or back (Quartermaster)"),
    EffectKind.EXTRA_MOVE: QT_TR_NOOP("a connected tile may move in the owner's turn (Transport)"),
    EffectKind.MOVE_DISTANCE_2: QT_TR_NOOP("every friendly tile with mobility moves up to two hexes (Recon Centre)"),
    EffectKind.HIJACK_MODULE: QT_TR_NOOP("takes over the effect of a connected enemy module (Scoper)"),
}
ABILITY_HELP: dict[Ability, str] = {
    Ability.EXPLODE: QT_TR_NOOP("instead of attacking, deals 1 damage to every adjacent tile (Clown)"),
    Ability.NO_STRENGTH_BONUS: QT_TR_NOOP("strength bonuses never apply to its attacks (Gauss Cannon)"),
}


def _label(value: str) -> str:
    """An effect's, target's or ability's name (an identifier of the army model) in words."""
    return field_label(value)


class EffectRow:
    """One module effect: what it is, how much, whom it reaches, and a button that removes it."""

    def __init__(self, box: EffectsBox, row: int) -> None:
        self.box = box
        self.effect = QComboBox()
        for e in EffectKind:
            self.effect.addItem(_label(e.value), e)
            self.effect.setItemData(self.effect.count() - 1, tr(EFFECT_HELP[e]), Qt.ItemDataRole.ToolTipRole)
        self.amount = QSpinBox()
        self.amount.setRange(1, 9)
        self.amount.setMinimumWidth(48)
        self.amount.setToolTip(tr("How much the effect gives (or takes)"))
        self.target = QComboBox()
        self.target.setToolTip(tr("Whom the effect reaches; the default is the effect's usual target"))
        self.remove = QPushButton("✕")
        self.remove.setFixedWidth(28)
        self.remove.setToolTip(tr("Remove this effect"))
        self.widgets: list[QWidget] = [self.effect, self.amount, self.target, self.remove]
        self.set_row(row)
        self.effect.activated.connect(lambda _i: self._changed("effect"))
        self.amount.valueChanged.connect(lambda _v: self._changed("amount"))
        self.target.activated.connect(lambda _i: self._changed("target"))
        self.remove.clicked.connect(lambda: self.box.on_remove(self.row))

    def set_row(self, row: int) -> None:
        self.row = row
        for w, name in zip(self.widgets, ("effect", "amount", "target", "remove")):
            w.setObjectName(f"nh.tile.effect.{row}.{name}")

    def show(self, effect: ModuleEffect) -> None:
        self.effect.setCurrentIndex(self.effect.findData(effect.effect))
        self.effect.setToolTip(tr(EFFECT_HELP[effect.effect]))
        self.amount.setValue(effect.amount)
        self.target.clear()
        targets = effect_targets(effect.effect)
        self.target.addItem(tr("default ({target})").format(target=_label(targets[0].value)), None)
        for t in targets:
            self.target.addItem(_label(t.value), t)
        self.target.setCurrentIndex(0 if effect.target is None else self.target.findData(effect.target))

    def value(self) -> ModuleEffect:
        """The effect the row shows (Qt hands enum members back as their values)."""
        target = self.target.currentData()
        return fitted_effect(
            EffectKind(self.effect.currentData()),
            self.amount.value(),
            EffectTarget(target) if target is not None else None,
        )

    def _changed(self, what: str) -> None:
        if not self.box.updating:
            self.box.on_change(self.row, self.value(), what)


class EffectsBox(QGroupBox):
    """A tile's module effects as rows, with a choice box that adds one."""

    def __init__(
        self,
        on_change: Callable[[int, ModuleEffect | None, str], None],
    ) -> None:
        super().__init__(tr("Module effects (reach the tiles on its link sides)"))
        self.setObjectName("nh.tile.effects")
        self._on_change = on_change
        self.updating = False
        lay = QVBoxLayout(self)
        self.grid = QGridLayout()
        lay.addLayout(self.grid)
        self.empty = QLabel(tr("none: the tile gives nothing to its neighbours"))
        self.empty.setStyleSheet("color: #666666;")
        lay.addWidget(self.empty)
        row = QHBoxLayout()
        self.add = QComboBox()
        self.add.setObjectName("nh.tile.effect.add")
        self.add.setToolTip(tr("Add a module effect the engine implements"))
        self.add.addItem(tr("Add an effect…"), None)
        for e in EffectKind:
            self.add.addItem(_label(e.value), e)
            self.add.setItemData(self.add.count() - 1, tr(EFFECT_HELP[e]), Qt.ItemDataRole.ToolTipRole)
        self.add.activated.connect(self._add_chosen)
        row.addWidget(self.add)
        row.addStretch(1)
        lay.addLayout(row)
        self.rows: list[EffectRow] = []

    def on_change(self, row: int, effect: ModuleEffect | None, what: str) -> None:
        self._on_change(row, effect, what)

    def on_remove(self, row: int) -> None:
        self._on_change(row, None, "remove")

    def _add_chosen(self, index: int) -> None:
        effect = self.add.itemData(index)
        self.add.setCurrentIndex(0)
        if effect is not None:
            self._on_change(len(self.rows), ModuleEffect(effect=EffectKind(effect)), "add")

    def show_tile(self, tile: TileDef) -> None:
        """Show ``tile``'s effects, keeping the rows that exist (a row being edited keeps its focus)."""
        self.updating = True
        try:
            effects = tile.module_effects
            while len(self.rows) > len(effects):
                gone = self.rows.pop()
                for w in gone.widgets:
                    self.grid.removeWidget(w)
                    w.setParent(None)  # gone from the screen now, not when the event loop deletes it
                    w.deleteLater()
            while len(self.rows) < len(effects):
                r = EffectRow(self, len(self.rows))
                for c, w in enumerate(r.widgets):
                    self.grid.addWidget(w, r.row, c)
                self.rows.append(r)
            for r, e in zip(self.rows, effects):
                r.show(e)
            self.empty.setVisible(not effects)
        finally:
            self.updating = False


class AbilitiesBox(QGroupBox):
    """One check box per ability the engine implements."""

    def __init__(self, on_toggle: Callable[[Ability, bool], None]) -> None:
        super().__init__(tr("Abilities"))
        self.setObjectName("nh.tile.abilities")
        lay = QVBoxLayout(self)
        self.boxes: dict[Ability, QCheckBox] = {}
        self.updating = False
        for ability in Ability:
            cb = QCheckBox(_label(ability.value))
            cb.setObjectName(f"nh.tile.ability.{ability.value}")
            cb.setToolTip(tr(ABILITY_HELP[ability]))
            cb.toggled.connect(lambda on, a=ability: self._toggled(on_toggle, a, on))
            lay.addWidget(cb)
            self.boxes[ability] = cb

    def _toggled(self, on_toggle: Callable[[Ability, bool], None], ability: Ability, on: bool) -> None:
        if not self.updating:  # a box set to show a tile edits nothing
            on_toggle(ability, on)

    def show_tile(self, tile: TileDef) -> None:
        self.updating = True
        try:
            for ability, cb in self.boxes.items():
                cb.setChecked(ability in tile.abilities)
        finally:
            self.updating = False
