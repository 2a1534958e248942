"""Properties of one unit, leader or map tile: type, figures, attaching and detaching leaders,
flipping and turning tiles. Every edit is an undo command."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from editor.commands import MovePiecesCommand
from editor.document import Document
from editor.games.samurai_battles import content
from editor.games.samurai_battles.pieces import LEADERS, TILES, UNITS, army_of
from editor.i18n import content_text, tr
from editor.panels.binder import FieldBinder, first_line
from editor.placement import placement_refusal

PieceRef = tuple[str, int]


def piece_panel(document: Document, collection: str, index: int) -> QWidget | None:
    if collection == TILES:
        return TilePanel(document, index)
    if collection in UNITS:
        return UnitPanel(document, collection, index)
    if collection in LEADERS:
        return LeaderPanel(document, collection, index)
    return None


def detach_cell(document: Document, leader: PieceRef) -> Any | None:
    """The first neighbouring hex a leader may step to alone (``None`` if there is none)."""
    board = document.board
    assert board is not None
    here = document.cell_of(*leader)
    for n in sorted(board.neighbors(here), key=board.label):
        if not document.pieces_at(n) and placement_refusal(document, [(leader[0], leader[1], None, n)]) is None:
            return n
    return None


def detach_leader(document: Document, leader: PieceRef) -> str | None:
    """Move an attached leader off his unit to a free neighbouring hex; the reason if he cannot."""
    cell = detach_cell(document, leader)
    if cell is None:
        return tr("no free neighbouring hex for the leader to stand on alone")
    document.undo_stack.push(MovePiecesCommand(document, [(leader, cell)]))
    return None


class _PiecePanel(QWidget):
    """Rebuilt from the document after every change (undo included), a moment later so a
    widget is never deleted inside its own signal."""

    def __init__(self, document: Document, ref: PieceRef) -> None:
        super().__init__()
        self.document = document
        self.ref = ref
        self.fields = FieldBinder(document, target=ref, refused=lambda _path, error: self.say(first_line(error)))
        self.form = QFormLayout(self)
        self.message = ""
        # a child timer: it dies with the panel, so a rebuild never runs on a deleted panel
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.rebuild)
        self.rebuild()
        document.changed.connect(self._document_changed)

    def _document_changed(self, change: Any) -> None:
        self._later.start()

    def rebuild(self) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        if self.ref[1] >= len(self.document.items(self.ref[0])):
            return
        self.note = QLabel(self.message)
        self.note.setObjectName("piece.note")
        self.note.setWordWrap(True)
        self.build()
        self.form.addRow(self.note)

    def build(self) -> None:
        raise NotImplementedError

    def say(self, text: str | None) -> None:
        self.message = text or ""
        self.note.setText(self.message)

    @property
    def item(self) -> Any:
        return self.document.item(*self.ref)

    def set_field(self, name: str, value: Any, text: str) -> None:
        self.fields.push(name, value, text)

    def id_editor(self) -> QLineEdit:
        le = QLineEdit(self.item.id)
        le.setObjectName("prop.id")
        le.editingFinished.connect(lambda: self._rename(le.text().strip()))
        return le

    def _rename(self, new: str) -> None:
        if not new or new == self.item.id:
            return
        armies = content.scenario_of(self.document).armies
        used = {u.id for a in armies for u in a.units} | {lead.id for a in armies for lead in a.leaders}
        if new in used:
            self.say(tr("id {id!r} is already used").format(id=new))
            return
        self.set_field("id", new, tr("Rename {old} to {new}").format(old=self.item.id, new=new))


class _ArmyPiecePanel(_PiecePanel):
    """A unit's or a leader's panel: it starts with the army, the hex and the id."""

    def __init__(self, document: Document, collection: str, index: int) -> None:
        super().__init__(document, (collection, index))

    def army_rows(self) -> None:
        self.form.addRow(
            tr("Army"),
            QLabel(content.army_name(content.scenario_of(self.document), army_of(self.document, self.ref[0]))),
        )
        self.form.addRow(tr("Hex"), QLabel(self.item.hex))
        self.form.addRow(tr("Id"), self.id_editor())


class UnitPanel(_ArmyPiecePanel):
    def build(self) -> None:
        document = self.document
        collection = self.ref[0]
        sc = content.scenario_of(document)
        army = army_of(document, collection)
        u = self.item
        self.army_rows()
        self.type_box = QComboBox()
        self.type_box.setObjectName("prop.type")
        for entry in content.unit_table(sc).units:
            self.type_box.addItem(f"{entry.code} — {content_text(entry.names)}", entry.code)
        self.type_box.setCurrentIndex(max(0, self.type_box.findData(u.type)))
        self.type_box.currentIndexChanged.connect(self._type_chosen)
        self.form.addRow(tr("Type"), self.type_box)
        ut = content.unit_type(sc, u.type)
        full = ut.figures if ut else 4
        self.figures = QSpinBox()
        self.figures.setObjectName("prop.figures")
        self.figures.setRange(1, full)
        self.figures.setValue(u.figures or full)
        self.figures.setToolTip(
            tr("figures at the start (a full {type} unit has {full})").format(type=u.type, full=full)
        )
        self.figures.valueChanged.connect(
            lambda v: self.set_field("figures", None if v == full else v, tr("Figures of {id}").format(id=self.item.id))
        )
        self.form.addRow(tr("Figures"), self.figures)
        leaders = document.pieces_at(document.cell_of(*self.ref), f"leaders_{army}")
        if leaders:
            lead = document.item(*leaders[0])
            self.form.addRow(
                tr("Leader"),
                QLabel(
                    tr("{leader} ({kind}) leads this unit").format(
                        leader=lead.id, kind=content.leader_kind_word(lead.kind)
                    )
                ),
            )
            detach = QPushButton(tr("Detach leader"))
            detach.setObjectName("prop.detach")
            detach.setToolTip(tr("Move the leader to a free neighbouring hex, alone"))
            detach.clicked.connect(lambda: self.say(detach_leader(document, leaders[0])))
            self.form.addRow("", detach)
        else:
            self.form.addRow(tr("Leader"), QLabel(tr("none (drop a leader on the unit to attach him)")))

    def _type_chosen(self, index: int) -> None:
        code = self.type_box.itemData(index)
        reason = placement_refusal(self.document, [(self.ref[0], self.ref[1], {"type": code, "figures": None}, None)])
        if reason is not None:
            self.say(tr("cannot become {type} here: {reason}").format(type=code, reason=reason))
            self.type_box.setCurrentIndex(max(0, self.type_box.findData(self.item.type)))
            return
        becomes = tr("{id} becomes {type}").format(id=self.item.id, type=code)
        with self.document.undo_stack.macro(becomes):
            self.set_field("type", code, becomes)
            if self.item.figures is not None:
                self.set_field("figures", None, tr("Full figures"))


class LeaderPanel(_ArmyPiecePanel):
    def build(self) -> None:
        document = self.document
        collection = self.ref[0]
        sc = content.scenario_of(document)
        army = army_of(document, collection)
        lead = self.item
        self.army_rows()
        self.kind_box = QComboBox()
        self.kind_box.setObjectName("prop.kind")
        for lk in content.unit_table(sc).leaders:
            self.kind_box.addItem(content_text(lk.names), lk.id)
        self.kind_box.setCurrentIndex(max(0, self.kind_box.findData(lead.kind)))
        self.kind_box.currentIndexChanged.connect(self._kind_chosen)
        self.form.addRow(tr("Kind"), self.kind_box)
        units = document.pieces_at(document.cell_of(*self.ref), f"units_{army}")
        if units:
            self.form.addRow(tr("Leads"), QLabel(document.item(*units[0]).id))
            detach = QPushButton(tr("Detach from the unit"))
            detach.setObjectName("prop.detach")
            detach.clicked.connect(lambda: self.say(detach_leader(document, self.ref)))
            self.form.addRow("", detach)
        else:
            self.form.addRow(tr("Leads"), QLabel(tr("nobody: a lone leader (drag him onto a unit to attach)")))

    def _kind_chosen(self, index: int) -> None:
        kind = self.kind_box.itemData(index)
        reason = placement_refusal(self.document, [(self.ref[0], self.ref[1], {"kind": kind}, None)])
        if reason is not None:
            self.say(
                tr("cannot become a {kind} leader here: {reason}").format(
                    kind=content.leader_kind_word(kind), reason=reason
                )
            )
            self.kind_box.setCurrentIndex(max(0, self.kind_box.findData(self.item.kind)))
            return
        self.set_field(
            "kind",
            kind,
            tr("{id} becomes a {kind} leader").format(id=self.item.id, kind=content.leader_kind_word(kind)),
        )


class TilePanel(_PiecePanel):
    def __init__(self, document: Document, index: int) -> None:
        super().__init__(document, (TILES, index))

    def build(self) -> None:
        document = self.document
        tile = self.item
        cat = content.tile_catalogue(content.scenario_of(document))
        self.form.addRow(
            tr("Slot"), QLabel(tr("column {column}, row {row}").format(column=tile.slot[0] + 1, row=tile.slot[1] + 1))
        )
        self.side_box = QComboBox()
        self.side_box.setObjectName("prop.side")
        for s in cat.sides:
            self.side_box.addItem(s.id, s.id)
        self.side_box.setCurrentIndex(max(0, self.side_box.findData(tile.side)))
        self.side_box.currentIndexChanged.connect(
            lambda i: self.set_field(
                "side", self.side_box.itemData(i), tr("Board {side}").format(side=self.side_box.itemData(i))
            )
        )
        self.form.addRow(tr("Side"), self.side_box)
        flip = QPushButton(tr("Flip the board"))
        flip.setObjectName("prop.flip")
        flip.setToolTip(tr("Turn the board over: the other side of the same board comes up"))
        flip.clicked.connect(self.flip)
        self.form.addRow("", flip)
        turned = QCheckBox(tr("Turned half round"))
        turned.setObjectName("prop.rotated")
        turned.setToolTip(tr("The board lies rotated by 180 degrees: its printed river hexes move with it"))
        turned.setChecked(tile.rotated)
        turned.toggled.connect(lambda v: self.set_field("rotated", v, tr("Turn the board half round")))
        self.form.addRow("", turned)
        side = cat.side(tile.side)
        if side is not None and not side.river and not side.ford:
            hint = QLabel(
                tr(
                    "Catalogue {catalogue} lists no printed river or ford hexes for {side} yet (editable "
                    "content): paint rivers and fords as terrain."
                ).format(catalogue=repr(cat.id), side=tile.side)
            )
            hint.setWordWrap(True)
            self.form.addRow(hint)

    def flip(self) -> None:
        cat = content.tile_catalogue(content.scenario_of(self.document))
        side = self.item.side
        others = [s.id for s in cat.sides if s.id[:1] == side[:1] and s.id != side]
        if not others:
            self.say(
                tr("board {side} has no other side in catalogue {catalogue!r}").format(side=side, catalogue=cat.id)
            )
            return
        self.set_field("side", others[0], tr("Flip board {board} to {side}").format(board=side[:1], side=others[0]))
