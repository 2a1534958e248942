"""The tile editor of an army document: one tile drawn large with the board's painter, its six
sides to click, and its fields.

A click on a side puts the chosen mark there (melee or ranged attack at the chosen strength,
Gauss, armor, net, module link) or takes it off; a right-click clears the side; the wheel over a
side turns its attack's strength. The side last clicked is also shown as fields. Every change is
one undo step on the document's stack (:mod:`.tile_commands`), checked by the engine's army check
first: a refused edit changes nothing and says the engine's reason.
"""

from __future__ import annotations

import contextlib
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.document import Change, Document
from editor.elide import keep_elided
from editor.form_parts import spin_box
from editor.games.neuroshima.armies import tile_name
from editor.games.neuroshima.tile_commands import MarkOffer, mark_offers, new_warnings, push_tile
from editor.games.neuroshima.tile_edits import (
    MARK_LABELS,
    SIDE_NAMES,
    SideMark,
    cleared_side,
    initiative_text,
    parse_initiative,
    side_description,
    side_strength,
    toggled,
    with_ability,
    with_effect,
    with_fields,
    with_kind,
    with_side,
)
from editor.games.neuroshima.tile_effects import AbilitiesBox, EffectsBox
from editor.games.neuroshima.tile_hex import HexSideView
from editor.i18n import QT_TR_NOOP, tr
from editor.widgets import wrapped_label
from editor.words import field_label
from engine.games.neuroshima.models.army import Ability, Army, InstantEffect, ModuleEffect, TileDef, TileKind

MARK_HELP = {
    SideMark.MELEE: QT_TR_NOOP(
        "a melee attack: hits the adjacent tile on that side (claws, one per point of strength)"
    ),
    SideMark.RANGED: QT_TR_NOOP("a ranged attack: hits the first enemy tile on the line (arrows, one per point)"),
    SideMark.GAUSS: QT_TR_NOOP("a Gauss beam: 1 damage to every enemy tile on the line"),
    SideMark.ARMOR: QT_TR_NOOP("armor: takes 1 off each ranged hit from that side (not melee, not Gauss)"),
    SideMark.NET: QT_TR_NOOP("a net: the adjacent enemy tile on that side cannot attack or use its ability"),
    SideMark.LINK: QT_TR_NOOP("a module link: the tile's module effect reaches the tile on that side"),
}
ERROR_STYLE = "color: #b03020;"
WARNING_STYLE = "color: #8a5a00;"


def _side_edit_text(tile: TileDef, side: int) -> str:
    """The undo text of an edit of ``side``: what now stands on it ("Guard: melee 2 on the front")."""
    return tr("{tile}: {description} on the {side}").format(
        tile=tile_name(tile), description=side_description(tile, side), side=tr(SIDE_NAMES[side])
    )


def _validation_message(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err.get("loc", ()))
    return f"{where}: {err['msg']}" if where else str(err["msg"])


class TileEditor(QWidget):
    """Edits tile ``index`` of an army document; :meth:`select_tile` moves it to another tile."""

    def __init__(self, document: Document) -> None:
        super().__init__()
        self.setObjectName("nh.tile.editor")
        self.document = document
        self.index: int | None = None
        #: the side shown as fields (and outlined on the hex)
        self.side = 0
        self._updating = False
        self._offers: tuple[tuple[int, int], dict[SideMark, MarkOffer]] | None = None
        self._build()
        document.changed.connect(self._changed)
        self.select_tile(0 if self.army.tiles else None)

    @property
    def army(self) -> Army:
        model = self.document.model
        assert isinstance(model, Army)
        return model

    @property
    def tile(self) -> TileDef | None:
        if self.index is None or self.index >= len(self.army.tiles):
            return None
        return self.army.tiles[self.index]

    # -- building
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("nh.tile.title")
        outer.addWidget(self.title)
        self.message = wrapped_label("nh.tile.message", outer)
        body = QHBoxLayout()
        outer.addLayout(body, 1)
        left = QVBoxLayout()
        body.addLayout(left, 1)
        self.hex = HexSideView()
        self.hex.side_clicked.connect(self._side_clicked)
        self.hex.wheel_on_side.connect(self._side_wheel)
        left.addWidget(self.hex, 1)
        left.addWidget(self._build_marks())
        left.addWidget(self._build_side_box())
        left.addStretch(0)
        right = QVBoxLayout()
        body.addLayout(right, 1)
        right.addWidget(self._build_fields())
        self.abilities = AbilitiesBox(self._ability_toggled)
        right.addWidget(self.abilities)
        self.effects = EffectsBox(self._effect_changed)
        right.addWidget(self.effects)
        right.addStretch(1)

    def _build_marks(self) -> QWidget:
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(QLabel(tr("Click a side to put on it:")), 0, 0, 1, 3)
        self.strength: QSpinBox  # made below the buttons that enable it
        self.mark_group = QButtonGroup(self)
        self.mark_group.setExclusive(True)
        self.mark_buttons: dict[SideMark, QToolButton] = {}
        for n, mark in enumerate(SideMark):
            b = QToolButton()
            b.setText(tr(MARK_LABELS[mark]))
            b.setCheckable(True)
            b.setObjectName(f"nh.tile.mark.{mark.value}")
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.toggled.connect(lambda on, m=mark: on and self.strength.setEnabled(m.has_strength))
            self.mark_group.addButton(b)
            self.mark_buttons[mark] = b
            grid.addWidget(b, 1 + n // 3, n % 3)
        strength_row = QHBoxLayout()
        strength_row.addWidget(QLabel(tr("Strength")))
        self.strength = spin_box(
            "nh.tile.strength", 1, 9, tip=tr("The strength a click puts on a side with Melee or Ranged")
        )
        strength_row.addWidget(self.strength)
        strength_row.addStretch(1)
        grid.addLayout(strength_row, 3, 0, 1, 3)
        self.mark_buttons[SideMark.MELEE].setChecked(True)
        return box

    def _build_side_box(self) -> QWidget:
        self.side_box = QGroupBox()
        self.side_box.setObjectName("nh.tile.side")
        form = QFormLayout(self.side_box)
        self.side_spins: dict[SideMark, QSpinBox] = {}
        self.side_checks: dict[SideMark, QCheckBox] = {}
        for mark in SideMark:
            if mark.has_strength:
                sb = QSpinBox()
                sb.setRange(0, 9)
                sb.setSpecialValueText(tr("none"))
                sb.setObjectName(f"nh.tile.side.{mark.value}")
                sb.valueChanged.connect(lambda v, m=mark: self._side_field(m, v))
                form.addRow(tr(MARK_LABELS[mark]), sb)
                self.side_spins[mark] = sb
            else:
                cb = QCheckBox(tr(MARK_LABELS[mark]))
                cb.setObjectName(f"nh.tile.side.{mark.value}")
                cb.toggled.connect(lambda on, m=mark: self._side_field(m, 1 if on else 0))
                form.addRow(cb)
                self.side_checks[mark] = cb
        clear = QPushButton(tr("Clear this side"))
        clear.setObjectName("nh.tile.side.clear")
        clear.clicked.connect(lambda: self._clear_side(self.side))
        form.addRow(clear)
        return self.side_box

    def _build_fields(self) -> QWidget:
        box = QGroupBox(tr("Tile"))
        form = QFormLayout(box)
        self.fields_form = form
        self.name_en = self._name_row(form, "name_en", tr("Name (EN)"), tr("Rename tile"))
        self.name_ru = self._name_row(form, "name_ru", tr("Name (RU)"), tr("Rename tile (RU)"))
        self.tile_id = QLineEdit()
        self.tile_id.setObjectName("nh.tile.id")
        self.tile_id.setToolTip(tr("The tile's id: lower-case letters, digits and _, starting with the army's id"))
        self.tile_id.editingFinished.connect(
            lambda: self._set(tr("Change tile id"), None, id=self.tile_id.text().strip())
        )
        form.addRow(tr("Id"), self.tile_id)
        self.kind = QComboBox()
        self.kind.setObjectName("nh.tile.kind")
        for k in TileKind:
            self.kind.addItem(field_label(k.value), k)
        self.kind.activated.connect(lambda _i: self._kind_chosen())
        form.addRow(tr("Kind"), self.kind)
        self.count = self._number_row(
            form,
            "count",
            tr("Count"),
            35,
            tr("How many copies of the tile the army has (35 tiles in all)"),
            tr("Change tile count"),
        )
        self.hp = self._number_row(
            form,
            "hp",
            tr("Hit points"),
            99,
            tr("Hit points: 1 plus one per toughness icon (an HQ's come from the game mode)"),
            tr("Change hit points"),
        )
        self.initiative = QLineEdit()
        self.initiative.setObjectName("nh.tile.initiative")
        self.initiative.setPlaceholderText(tr("none"))
        self.initiative.setToolTip(tr('Initiative values, highest first, separated by commas ("3, 2"); empty: none'))
        self.initiative.editingFinished.connect(self._initiative_entered)
        form.addRow(tr("Initiative"), self.initiative)
        self.mobility = QCheckBox(tr("moves in its owner's turn"))
        self.mobility.setObjectName("nh.tile.mobility")
        keep_elided(self.mobility)
        self.mobility.toggled.connect(lambda on: self._set(tr("Change mobility"), None, mobility=on))
        form.addRow(tr("Mobility"), self.mobility)
        self.instant = QComboBox()
        self.instant.setObjectName("nh.tile.instant")
        for e in InstantEffect:
            self.instant.addItem(field_label(e.value), e)
        self.instant.activated.connect(
            lambda _i: self._set(tr("Change instant effect"), None, instant=InstantEffect(self.instant.currentData()))
        )
        form.addRow(tr("Instant effect"), self.instant)
        return box

    # -- showing
    def select_tile(self, index: int | None) -> None:
        """Edit tile ``index`` (``None``: no tile)."""
        if index is not None and not 0 <= index < len(self.army.tiles):
            index = None
        if index != self.index:
            self.say("")
        self.index = index
        self.refresh()

    def _changed(self, change: Change) -> None:
        with contextlib.suppress(RuntimeError):  # the tab is being closed
            if self.index is not None and self.index >= len(self.army.tiles):
                self.index = len(self.army.tiles) - 1 if self.army.tiles else None
            self.refresh()

    def offers(self) -> dict[SideMark, MarkOffer]:
        """What the engine lets this tile have on its sides (memoised until the document changes)."""
        assert self.index is not None
        key = (self.document.revision, self.index)
        if self._offers is None or self._offers[0] != key:
            self._offers = (key, mark_offers(self.document, self.index))
        return self._offers[1]

    def refresh(self) -> None:
        """Show the tile's current data in every widget (without pushing anything)."""
        tile = self.tile
        self._updating = True
        try:
            for w in (self.side_box, self.name_en, self.name_ru, self.tile_id, self.kind, self.count, self.hp):
                w.setEnabled(tile is not None)
            self.hex.current_side = self.side
            self.hex.show_tile(tile, self.army.id)
            if tile is None:
                self.title.setText(tr("<b>No tile</b> — select one in the gallery or make a new one"))
                return
            assert self.index is not None
            self.title.setText(
                tr("<b>{name_en}</b> — tile {value} of {count}").format(
                    name_en=tile_name(tile), value=self.index + 1, count=len(self.army.tiles)
                )
            )
            self._show_fields(tile)
            self._show_side(tile)
            self.abilities.show_tile(tile)
            self.effects.show_tile(tile)
        finally:
            self._updating = False

    def _show_fields(self, tile: TileDef) -> None:
        for edit, text in ((self.name_en, tile.name_en), (self.name_ru, tile.name_ru), (self.tile_id, tile.id)):
            if edit.text() != text:  # leaves the cursor where it is while the user types
                edit.setText(text)
        self.kind.setCurrentIndex(self.kind.findData(tile.kind))
        self.count.setValue(tile.count)
        board = tile.kind is not TileKind.INSTANT
        self.hp.setEnabled(board)
        self.hp.setValue(tile.hp or 1)
        self.hp.setSpecialValueText("" if board else tr("none"))
        text = initiative_text(tile.initiative)
        if self.initiative.text() != text and not self.initiative.hasFocus():
            self.initiative.setText(text)
        self.initiative.setEnabled(board)
        self.mobility.setChecked(tile.mobility)
        self.mobility.setEnabled(board)
        instant = tile.kind is TileKind.INSTANT
        self.fields_form.setRowVisible(self.instant, instant)
        self.instant.setCurrentIndex(self.instant.findData(tile.instant) if tile.instant is not None else -1)
        self.abilities.setEnabled(board)
        self.effects.setEnabled(board)

    def _show_side(self, tile: TileDef) -> None:
        side = self.side
        self.side_box.setTitle(
            tr("Side {side}: {value} — {description}").format(
                side=side, value=tr(SIDE_NAMES[side]), description=side_description(tile, side)
            )
        )
        offers = self.offers()
        for mark, button in self.mark_buttons.items():
            offer = offers[mark]
            button.setEnabled(offer.offered)
            tip = tr(MARK_HELP[mark])
            refused = tr("{tip}\nNot for this tile: {reason}").format(tip=tip, reason=offer.reason)
            button.setToolTip(tip if offer.offered else refused)
        for mark in SideMark:
            value = side_strength(tile, side, mark)
            widget: QWidget = self.side_spins[mark] if mark in self.side_spins else self.side_checks[mark]
            widget.setEnabled(offers[mark].offered or value > 0)
            refused = tr("Not for this tile: {reason}").format(reason=offers[mark].reason)
            widget.setToolTip(tr(MARK_HELP[mark]) if offers[mark].offered else refused)
            if isinstance(widget, QSpinBox):
                widget.setValue(value)
            elif isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))

    def say(self, text: str, *, error: bool = False) -> None:
        self.message.setStyleSheet(ERROR_STYLE if error else WARNING_STYLE)
        self.message.setText(text)

    # -- editing
    def current_mark(self) -> SideMark:
        for mark, button in self.mark_buttons.items():
            if button.isChecked():
                return mark
        return SideMark.MELEE

    def apply(self, new: TileDef, text: str, merge_key: Any = None) -> bool:
        """Push ``new`` as the tile's data, one undo step (merged with the last when ``merge_key``
        matches); a refused edit says the engine's reason and shows the stored data again."""
        if self._updating or self.index is None:
            return False
        if new == self.tile:  # nothing changes (a field left as it was): the last message stays
            return True
        warnings = new_warnings(self.document, self.index, new)
        reason = push_tile(self.document, self.index, new, text, merge_key)
        if reason is not None:
            self.say(tr("Refused: {reason}").format(reason=reason), error=True)
            self.refresh()
            return False
        self.say(tr("The engine warns: {warnings}").format(warnings="; ".join(warnings)) if warnings else "")
        return True

    def _name_row(self, form: QFormLayout, field: str, label: str, undo_text: str) -> QLineEdit:
        """A row of ``form`` editing the tile's text ``field`` as it is typed (edits merge)."""
        line = QLineEdit()
        line.setObjectName(f"nh.tile.{field}")
        line.textEdited.connect(lambda v: self._set(undo_text, (field,), **{field: v}))
        form.addRow(label, line)
        return line

    def _number_row(self, form: QFormLayout, field: str, label: str, hi: int, tip: str, undo_text: str) -> QSpinBox:
        """A row of ``form`` editing the tile's number ``field``, from 1 to ``hi`` (edits merge)."""
        spin = spin_box(f"nh.tile.{field}", 1, hi, tip=tip)
        spin.valueChanged.connect(lambda v: self._set(undo_text, (field,), **{field: v}))
        form.addRow(label, spin)
        return spin

    def _set(self, text: str, merge: tuple[str, ...] | None, **fields: Any) -> None:
        tile = self.tile
        if self._updating or tile is None:
            return
        try:
            new = with_fields(tile, **fields)
        except ValidationError as exc:
            self.say(tr("Refused: {reason}").format(reason=_validation_message(exc)), error=True)
            self.refresh()
            return
        self.apply(new, f"{text}: {tile_name(new)}", (*merge, self.index) if merge else None)

    def _kind_chosen(self) -> None:
        tile = self.tile
        data = self.kind.currentData()  # Qt hands enum members back as their values
        if tile is not None and data is not None:
            kind = TileKind(data)
            text = tr("Make {tile} a {kind} tile").format(tile=tile_name(tile), kind=field_label(kind.value))
            self.apply(with_kind(tile, kind), text)

    def _initiative_entered(self) -> None:
        if self._updating or self.tile is None:
            return
        try:
            values = parse_initiative(self.initiative.text())
        except ValueError as exc:
            self.say(tr("Refused: {reason}").format(reason=exc), error=True)
            self.initiative.setText(initiative_text(self.tile.initiative))
            return
        self._set(tr("Change initiative"), None, initiative=values)
        if self.tile is not None:
            self.initiative.setText(initiative_text(self.tile.initiative))

    def _ability_toggled(self, ability: Ability, on: bool) -> None:
        tile = self.tile
        if tile is not None and not self._updating:
            text = tr("Give {ability}: {tile}") if on else tr("Take {ability}: {tile}")
            text = text.format(ability=field_label(ability.value), tile=tile_name(tile))
            self.apply(with_ability(tile, ability, on), text)

    def _effect_changed(self, row: int, effect: ModuleEffect | None, what: str) -> None:
        tile = self.tile
        if tile is None or self._updating:
            return
        words = {"add": tr("Add a module effect"), "remove": tr("Remove a module effect")}.get(
            what, tr("Change a module effect")
        )
        merge = ("effect", row, what, self.index) if what == "amount" else None
        self.apply(with_effect(tile, row, effect), f"{words}: {tile_name(tile)}", merge)

    def _side_clicked(self, side: int, button: object) -> None:
        tile = self.tile
        if tile is None:
            return
        self.side = side
        if button == Qt.MouseButton.RightButton:
            self._clear_side(side)
            return
        mark = self.current_mark()
        offer = self.offers()[mark]
        if not offer.offered and side_strength(tile, side, mark) == 0:
            text = tr("No {mark} on this tile: {reason}").format(
                mark=tr(MARK_LABELS[mark]).lower(), reason=offer.reason
            )
            self.say(text, error=True)
            self.refresh()
            return
        new = toggled(tile, side, mark, self.strength.value())
        if not self.apply(new, _side_edit_text(new, side)):
            return
        self.refresh()  # the outlined side moves even when the click changed nothing

    def _clear_side(self, side: int) -> None:
        tile = self.tile
        if tile is not None and not self._updating:
            text = tr("{tile}: clear the {side} side").format(tile=tile_name(tile), side=tr(SIDE_NAMES[side]))
            self.apply(cleared_side(tile, side), text)
            self.refresh()

    def _side_field(self, mark: SideMark, value: int) -> None:
        tile = self.tile
        if tile is None or self._updating:
            return
        new = with_side(tile, self.side, mark, value)
        text = _side_edit_text(new, self.side)
        self.apply(new, text, ("side", self.index, self.side, mark) if mark.has_strength else None)

    def _side_wheel(self, side: int, step: int) -> None:
        """The wheel over a side turns the strength of its attack (of the chosen mark, else its melee
        or ranged attack); one gesture is one undo step."""
        tile = self.tile
        if tile is None:
            return
        self.side = side
        marks = [self.current_mark(), SideMark.MELEE, SideMark.RANGED]
        mark = next((m for m in marks if m.has_strength and side_strength(tile, side, m)), None)
        if mark is None:
            self.refresh()
            return
        value = min(9, max(1, side_strength(tile, side, mark) + step))
        new = with_side(tile, side, mark, value)
        self.apply(
            new,
            _side_edit_text(new, side),
            ("side", self.index, side, mark),
        )
        self.refresh()
