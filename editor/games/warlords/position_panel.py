"""A position start's record of the turns before it, in the battle's panel: the turn it starts
at; for each side the units off the field (in reserve, scattered and back on a given turn, or
destroyed), the sacred banners already raised (spent, or the Tiger's and the Crab's effects still
holding) and the sabotages each shinobi service has used. What happened to a unit on the field
(fatigued, fleeing since a turn, rallied, hidden in a forest) is edited with the unit selected.

Every edit is one undo step on a field of the battle; the rules about these fields (which
banners last, how long a flight may have run) are the engine's validation, shown in the Issues
panel."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from editor.games.warlords.content import battle_of, roster_in
from editor.games.warlords.roster_kind import banner_name
from editor.i18n import QT_TR_NOOP, tr
from editor.panels.binder import FieldBinder
from engine.games.warlords.battle import MAX_TURNS, SABOTAGES_PER_SERVICE, Battle, RaisedBanner, UnitPlacement
from engine.games.warlords.tables import BannerKind

if TYPE_CHECKING:
    from editor.document import Document

#: what became of a unit that is not on the field, and its words
OFF_FIELD_STATES = (
    ("reserve", QT_TR_NOOP("in reserve")),
    ("scattered", QT_TR_NOOP("scattered, back from turn")),
    ("destroyed", QT_TR_NOOP("destroyed")),
)
#: a banner raised before the start, and its words; the lasting effects are the Tiger's and the Crab's (L368, L370)
RAISED = (
    (None, QT_TR_NOOP("not raised")),
    ("spent", QT_TR_NOOP("raised earlier, spent")),
    ("in_effect", QT_TR_NOOP("raised earlier, still in effect")),
)
LASTING_BANNERS = ("tiger", "crab")


def off_field_state(p: UnitPlacement | None) -> str:
    if p is not None and p.destroyed:
        return "destroyed"
    if p is not None and p.returns_turn is not None:
        return "scattered"
    return "reserve"


class PositionBox(QGroupBox):
    """The turns before a position start (shown only for ``start: position``)."""

    def __init__(self, document: Document) -> None:
        super().__init__(tr("Position start: the turns before it"))
        self.setObjectName("warlords.battle.position")
        self.document = document
        self.fields = FieldBinder(document)
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.turn = QSpinBox()
        self.turn.setObjectName("warlords.battle.start_turn")
        self.turn.setRange(1, 12)
        self.turn.setToolTip(
            tr("The turn the battle starts at, with its command phase; the turns before it were fought")
        )
        self.turn.valueChanged.connect(lambda v: self._push("start_turn", v, tr("Start at turn {turn}").format(turn=v)))
        form.addRow(tr("Start turn"), self.turn)
        lay.addLayout(form)
        hint = QLabel(tr("Fatigue, flight, rallies and units hidden in a forest: select the unit on the field."))
        hint.setWordWrap(True)
        lay.addWidget(hint)
        self.side_boxes: list[QGroupBox] = []
        self.tables: list[QTableWidget] = []
        self.extras: list[QFormLayout] = []
        #: per side: what its editors were built for (units off the field, banners, sabotage services)
        self.shapes: list[tuple[tuple[str, ...], ...]] = [(), ()]
        self.states: list[dict[str, QComboBox]] = [{}, {}]
        self.backs: list[dict[str, QSpinBox]] = [{}, {}]
        self.raised: list[dict[BannerKind, QComboBox]] = [{}, {}]
        self.sabotages: list[dict[str, QSpinBox]] = [{}, {}]
        for i in range(2):
            box = QGroupBox(tr("Side {number}").format(number=i + 1))
            box.setObjectName(f"warlords.battle.position.{i}")
            v = QVBoxLayout(box)
            table = QTableWidget(0, 3)
            table.setObjectName(f"warlords.battle.sides.{i}.off_field")
            table.setHorizontalHeaderLabels([tr("unit off the field"), tr("what became of it"), tr("back from turn")])
            table.setMaximumHeight(160)
            v.addWidget(table)
            extra = QFormLayout()
            v.addLayout(extra)
            lay.addWidget(box)
            self.side_boxes.append(box)
            self.tables.append(table)
            self.extras.append(extra)

    # -- edits
    def _push(self, path: str, value: Any, text: str, *, merge: bool = True) -> None:
        self.fields.push(path, value, text, merge=merge)

    def set_off_field(self, side: int, unit: str, state: str, turn: int | None = None) -> None:
        """Record that ``unit`` of ``side`` is in reserve, scattered (back from ``turn``) or destroyed."""
        b = battle_of(self.document)
        deployment = [p.model_copy() for p in b.sides[side].deployment if p.unit != unit]
        if state == "scattered":
            back = turn or min(b.start_turn + 1, MAX_TURNS)
            deployment.append(UnitPlacement(unit=unit, reserve=True, returns_turn=back))
            text = tr("{unit} scattered, back from turn {turn}").format(unit=unit, turn=back)
        elif state == "destroyed":
            deployment.append(UnitPlacement(unit=unit, destroyed=True))
            text = tr("{unit} destroyed").format(unit=unit)
        else:
            # in reserve: no placement, so the palette offers the unit for the field again
            text = tr("{unit} in reserve").format(unit=unit)
        self._push(f"sides.{side}.deployment", deployment, text, merge=False)

    def set_raised(self, side: int, banner: BannerKind, state: RaisedBanner | None) -> None:
        raised = dict(battle_of(self.document).sides[side].banners_raised)
        if state is None:
            raised.pop(banner, None)
        else:
            raised[banner] = state
        self._push(
            f"sides.{side}.banners_raised",
            raised,
            tr("{banner}: {state}").format(banner=banner_name(banner), state=tr(dict(RAISED)[state])),
            merge=False,
        )

    def set_sabotages(self, side: int, service: str, used: int) -> None:
        done = dict(battle_of(self.document).sides[side].sabotages_used)
        if used:
            done[service] = used
        else:
            done.pop(service, None)
        self._push(
            f"sides.{side}.sabotages_used",
            done,
            tr("Shinobi {service}: {used} sabotages used").format(service=service, used=used),
        )

    # the editors' signals: an edit of the user's, not the refresh that fills the editors in
    def _off_field_chosen(self, side: int, unit: str, combo: QComboBox, index: int) -> None:
        if not self.fields.updating:
            self.set_off_field(side, unit, combo.itemData(index))

    def _back_turn_chosen(self, side: int, unit: str, turn: int) -> None:
        if not self.fields.updating:
            self.set_off_field(side, unit, "scattered", turn)

    def _raised_chosen(self, side: int, banner: BannerKind, combo: QComboBox, index: int) -> None:
        if not self.fields.updating:
            self.set_raised(side, banner, combo.itemData(index))

    def _sabotages_chosen(self, side: int, service: str, used: int) -> None:
        if not self.fields.updating:
            self.set_sabotages(side, service, used)

    # -- following the document
    def refresh(self, b: Battle) -> None:
        with self.fields.quiet():
            self.setVisible(b.start == "position")
            self.turn.setValue(b.start_turn)
            for i in range(min(2, len(b.sides))):
                self._fill_side(b, i)

    def _fill_side(self, b: Battle, i: int) -> None:
        side = b.sides[i]
        roster = roster_in(self.document.library(), b, i)
        placements = {p.unit: p for p in side.deployment}
        off = [u.id for u in roster.units if u.id not in placements or placements[u.id].cell is None] if roster else []
        services = [x.id for x in roster.shinobi if x.mode == "sabotage"] if roster else []
        shape = (tuple(off), tuple(side.banners), tuple(services))
        if shape != self.shapes[i]:
            self.shapes[i] = shape
            self._build_side(i, off, list(side.banners), services)
        for uid in off:
            state = off_field_state(placements.get(uid))
            combo = self.states[i][uid]
            combo.setCurrentIndex(combo.findData(state))
            back = self.backs[i][uid]
            p = placements.get(uid)
            back.setValue(p.returns_turn if p is not None and p.returns_turn is not None else b.start_turn + 1)
            back.setEnabled(state == "scattered")
        for banner, combo in self.raised[i].items():
            combo.setCurrentIndex(max(0, combo.findData(side.banners_raised.get(banner))))
        for sid, spin in self.sabotages[i].items():
            spin.setValue(side.sabotages_used.get(sid, 0))

    def _build_side(self, i: int, off: list[str], banners: list[BannerKind], services: list[str]) -> None:
        """The side's editors for the units off the field, its banners and its sabotage services."""
        table = self.tables[i]
        table.setRowCount(len(off))
        self.states[i], self.backs[i] = {}, {}
        for r, uid in enumerate(off):
            item = QTableWidgetItem(uid)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            table.setItem(r, 0, item)
            combo = QComboBox()
            combo.setObjectName(f"warlords.battle.sides.{i}.off_field.{uid}")
            for value, words in OFF_FIELD_STATES:
                combo.addItem(tr(words), value)
            combo.currentIndexChanged.connect(partial(self._off_field_chosen, i, uid, combo))
            table.setCellWidget(r, 1, combo)
            back = QSpinBox()
            back.setObjectName(f"warlords.battle.sides.{i}.off_field.{uid}.back")
            back.setRange(1, MAX_TURNS)
            back.valueChanged.connect(partial(self._back_turn_chosen, i, uid))
            table.setCellWidget(r, 2, back)
            self.states[i][uid], self.backs[i][uid] = combo, back
        extra = self.extras[i]
        while extra.rowCount():
            # taken, then deleted later: the editor whose signal brought this refresh may be among them
            row = extra.takeRow(0)
            for it in (row.labelItem, row.fieldItem):
                w = it.widget() if it is not None else None
                if w is not None:
                    w.setParent(None)
                    w.deleteLater()
        self.raised[i], self.sabotages[i] = {}, {}
        for banner in banners:
            combo = QComboBox()
            combo.setObjectName(f"warlords.battle.sides.{i}.banners_raised.{banner}")
            for state, words in RAISED:
                if state != "in_effect" or banner in LASTING_BANNERS:
                    combo.addItem(tr(words), state)
            combo.currentIndexChanged.connect(partial(self._raised_chosen, i, banner, combo))
            extra.addRow(banner_name(banner), combo)
            self.raised[i][banner] = combo
        for sid in services:
            spin = QSpinBox()
            spin.setObjectName(f"warlords.battle.sides.{i}.sabotages_used.{sid}")
            spin.setRange(0, SABOTAGES_PER_SERVICE)
            spin.valueChanged.connect(partial(self._sabotages_chosen, i, sid))
            extra.addRow(tr("sabotages used by {service}").format(service=sid), spin)
            self.sabotages[i][sid] = spin
