"""The panels of the map editor: a province's properties (names, region, flowers, printed defence,
capital, Shadowlands arrow, anchor) with its derived neighbours, a sea's names, the map's own fields
with its regions (names, colour, home clan, card-slot position), and the area panel beside the board,
which also tells how many players the map holds."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.boards import AreaBoardShape
from editor.canvas.area_panel import AreaPanel
from editor.canvas.scene import BoardScene
from editor.commands import SetFieldCommand
from editor.document import Change, Document
from editor.games.rokugan.content import bundled_clan_name
from editor.i18n import QT_TR_NOOP, content_text, tr
from editor.panels.buttons import add_remove_row
from editor.words import field_label
from engine.games.rokugan.map_model import RegionDef, RokuganMap
from engine.games.rokugan.mapcheck import capacity_issues

CLANS = ["crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn"]


def _push(document: Document, target: tuple[str, int] | None, field: str, value: Any, text: str) -> str | None:
    """Push one field edit; the model's refusal as text, or ``None``."""
    if target is not None and target[1] >= len(document.items(target[0])):
        return tr("it is gone")  # a panel of a deleted area finishing an edit as it closes
    try:
        cmd = SetFieldCommand(document, target, field, value, text=tr(text))
        if cmd.value != cmd.old:  # a field left unchanged (focus moving away) is no edit
            document.undo_stack.push(cmd)
    except ValidationError as exc:
        return str(exc.errors()[0]["msg"])
    return None


class _Panel(QWidget):
    """A panel that shows a document's values and turns edits into commands."""

    def __init__(self, document: Document) -> None:
        super().__init__()
        self.document = document
        self._updating = True  # building the widgets fires their signals: no edits until shown
        self.message = QLabel()
        self.message.setObjectName("rokugan.panel.message")
        self.message.setWordWrap(True)
        document.changed.connect(self._changed)

    def _changed(self, change: Change) -> None:
        self.refresh()

    def refresh(self) -> None:
        raise NotImplementedError

    def _map(self) -> RokuganMap:
        m = self.document.model
        assert isinstance(m, RokuganMap)
        return m

    def _set(self, target: tuple[str, int] | None, field: str, value: Any, text: str) -> None:
        if self._updating:
            return
        refusal = _push(self.document, target, field, value, text)
        self.message.setText(tr("not changed: {reason}").format(reason=refusal) if refusal else "")
        if refusal:
            self.refresh()

    def _line(self, name: str, slot: Any) -> QLineEdit:
        le = QLineEdit()
        le.setObjectName(name)
        le.editingFinished.connect(lambda: slot(le.text().strip()))
        return le

    def _spin(self, name: str, hi: int, slot: Any) -> QSpinBox:
        sb = QSpinBox()
        sb.setObjectName(name)
        sb.setRange(0, hi)
        sb.valueChanged.connect(slot)
        return sb

    def _combo(self, name: str, items: list[tuple[str, Any]], slot: Any) -> QComboBox:
        cb = QComboBox()
        cb.setObjectName(name)
        for text, data in items:
            cb.addItem(text, data)
        cb.currentIndexChanged.connect(lambda _i: slot(cb.currentData()))
        return cb


class _PiecePanel(_Panel):
    """The panel of piece ``ref`` (a list of the map and an index) named ``name`` (its editors'
    names start with it): its id and its names in both languages first, each edit one undo step
    called ``rename``."""

    def __init__(self, document: Document, ref: tuple[str, int], name: str, rename: str) -> None:
        super().__init__(document)
        self.setObjectName(name)
        self.ref = ref
        self.collection, self.index = ref
        self.rename = rename
        self.form = QFormLayout(self)
        self.ident = self._line(f"{name}.id", lambda v: self._set(self.ref, "id", v, self.rename))
        self.name_en = self._line(f"{name}.name_en", lambda v: self._set_name("en", v))
        self.name_ru = self._line(f"{name}.name_ru", lambda v: self._set_name("ru", v))
        self.form.addRow(tr("Id"), self.ident)
        self.form.addRow(tr("Name (EN)"), self.name_en)
        self.form.addRow(tr("Name (RU)"), self.name_ru)

    def _piece(self) -> Any:
        """The piece, or ``None`` once it is gone (a panel of a deleted piece finishing)."""
        pieces = getattr(self._map(), self.collection)
        return pieces[self.index] if self.index < len(pieces) else None

    def _set_name(self, lang: str, text: str) -> None:
        piece = self._piece()
        if piece is None:
            return
        names = {"en": piece.name.en if piece.name else "", "ru": piece.name.ru if piece.name else ""}
        names[lang] = text
        self._set(self.ref, "name", names if names["en"] else None, self.rename)

    def _finish(self) -> None:
        """The message last, the piece's values shown, and edits taken from now on."""
        self.form.addRow(self.message)
        self.refresh()
        self._updating = False

    def refresh(self) -> None:
        piece = self._piece()
        if piece is None:
            return
        was, self._updating = self._updating, True
        try:
            # only what differs: setting a line's text moves its cursor to the end
            for le, text in (
                (self.ident, piece.id),
                (self.name_en, piece.name.en if piece.name else ""),
                (self.name_ru, piece.name.ru if piece.name else ""),
            ):
                if le.text() != text:
                    le.setText(text)
            self._show(piece)
        finally:
            self._updating = was

    def _show(self, piece: Any) -> None:
        """Show the piece's other values (what the editors signal meanwhile is no edit)."""


class ProvincePanel(_PiecePanel):
    """One province's properties, each edit one undo step."""

    def __init__(self, document: Document, index: int) -> None:
        super().__init__(document, ("provinces", index), "rokugan.province", QT_TR_NOOP("Rename province"))
        ref, form = self.ref, self.form
        m = self._map()
        self.region = self._combo(
            "rokugan.province.region",
            [(content_text(r.name) or r.id, r.id) for r in m.regions],
            lambda v: self._set(ref, "region", v, QT_TR_NOOP("Change region")),
        )
        self.flowers = self._spin(
            "rokugan.province.flowers", 9, lambda v: self._set(ref, "flowers", v, QT_TR_NOOP("Flowers"))
        )
        self.defence = self._spin(
            "rokugan.province.defense", 9, lambda v: self._set(ref, "printed_defense", v, QT_TR_NOOP("Printed defence"))
        )
        self.capital = self._combo(
            "rokugan.province.capital",
            [(tr("no capital"), None), *[(bundled_clan_name(c), c) for c in CLANS]],
            lambda v: self._set(ref, "capital_of", v, QT_TR_NOOP("Capital")),
        )
        self.shadow = self._combo(
            "rokugan.province.shadowlands",
            [
                (tr("not Shadowlands"), None),
                (tr("Shadowlands, north arrow"), "north"),
                (tr("Shadowlands, south arrow"), "south"),
            ],
            lambda v: self._set(ref, "shadowlands", v, QT_TR_NOOP("Shadowlands")),
        )
        self.anchor = QLabel()
        self.anchor.setObjectName("rokugan.province.anchor")
        reset = QPushButton(tr("Tokens at a point inside"))
        reset.setObjectName("rokugan.province.anchor_reset")
        reset.setToolTip(
            tr("Forget the anchor: the centre tokens stand at a point the engine finds inside the province")
        )
        reset.clicked.connect(lambda: self._set(ref, "anchor", None, QT_TR_NOOP("Reset the anchor")))
        self.neighbours = QLabel()
        self.neighbours.setObjectName("rokugan.province.neighbours")
        self.neighbours.setWordWrap(True)
        form.addRow(tr("Region"), self.region)
        form.addRow(tr("Golden flowers"), self.flowers)
        form.addRow(tr("Printed defence"), self.defence)
        form.addRow(tr("Capital of"), self.capital)
        form.addRow(tr("Shadowlands"), self.shadow)
        row = QHBoxLayout()
        row.addWidget(self.anchor)
        row.addWidget(reset)
        form.addRow(tr("Tokens stand at"), row)
        form.addRow(tr("Borders (derived)"), self.neighbours)
        self._finish()

    def _show(self, p: Any) -> None:
        for combo, value in ((self.region, p.region), (self.capital, p.capital_of), (self.shadow, p.shadowlands)):
            i = combo.findData(value)
            if i < 0 and value is not None:
                combo.addItem(str(value), value)
                i = combo.count() - 1
            combo.setCurrentIndex(max(0, i))
        self.flowers.setValue(p.flowers)
        self.defence.setValue(p.printed_defense)
        self.anchor.setText(f"({p.anchor[0]:.0f}, {p.anchor[1]:.0f})" if p.anchor else tr("a point inside"))
        board = self.document.board
        if isinstance(board, AreaBoardShape) and board.contains(p.id):
            am = board.area_map()
            land = sorted(am.land_neighbors.get(p.id, ()))
            sea = sorted(am.water_neighbors.get(p.id, ()))
            text = ", ".join(land) or tr("no land border")
            if sea:
                self.neighbours.setText(tr("{borders}; coast on {seas}").format(borders=text, seas=", ".join(sea)))
            else:
                self.neighbours.setText(tr("{borders}; landlocked").format(borders=text))


class WaterPanel(_PiecePanel):
    """A sea's id and names."""

    def __init__(self, document: Document, index: int) -> None:
        super().__init__(document, ("water", index), "rokugan.water", QT_TR_NOOP("Rename sea"))
        self._finish()


def region_columns() -> list[str]:
    """The headers of the regions' table in the interface's language (the region's fields, and the
    card slot's two coordinates)."""
    return [
        field_label("id"),
        tr("name (EN)"),
        tr("name (RU)"),
        field_label("colour"),
        field_label("home_clan"),
        tr("card x"),
        tr("card y"),
        field_label("scores_honor"),
    ]


class MapPanel(_Panel):
    """The map's id, names and board size, and its regions in a table (one row a region)."""

    def __init__(self, document: Document) -> None:
        super().__init__(document)
        self.setObjectName("rokugan.map")
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.ident = self._line("rokugan.map.id", lambda v: self._set(None, "id", v, QT_TR_NOOP("Map id")))
        self.name_en = self._line(
            "rokugan.map.name_en", lambda v: self._set(None, "name.en", v, QT_TR_NOOP("Map name"))
        )
        self.name_ru = self._line(
            "rokugan.map.name_ru", lambda v: self._set(None, "name.ru", v, QT_TR_NOOP("Map name"))
        )
        self.width_box = self._size("rokugan.map.width", "board.width")
        self.height_box = self._size("rokugan.map.height", "board.height")
        form.addRow(tr("Id"), self.ident)
        form.addRow(tr("Name (EN)"), self.name_en)
        form.addRow(tr("Name (RU)"), self.name_ru)
        size = QHBoxLayout()
        size.addWidget(self.width_box)
        size.addWidget(self.height_box)
        form.addRow(tr("Board size"), size)
        lay.addLayout(form)
        box = QGroupBox(tr("Regions"))
        bl = QVBoxLayout(box)
        self.regions = QTableWidget(0, len(region_columns()))
        self.regions.setObjectName("rokugan.map.regions")
        self.regions.setHorizontalHeaderLabels(region_columns())
        self.regions.setMinimumHeight(220)
        self.regions.itemChanged.connect(self._region_edited)
        bl.addWidget(self.regions)
        bl.addLayout(
            add_remove_row(
                (tr("Add region"), "rokugan.map.add_region", self.add_region),
                (tr("Remove region"), "rokugan.map.remove_region", self.remove_region),
            )
        )
        lay.addWidget(box)
        lay.addWidget(self.message)
        self.refresh()
        self._updating = False

    def _size(self, name: str, field: str) -> QDoubleSpinBox:
        sb = QDoubleSpinBox()
        sb.setObjectName(name)
        sb.setRange(1, 100000)
        sb.setKeyboardTracking(False)
        sb.valueChanged.connect(lambda v: self._set(None, field, v, QT_TR_NOOP("Board size")))
        return sb

    def refresh(self) -> None:
        m = self._map()
        was, self._updating = self._updating, True
        try:
            self.ident.setText(m.id)
            self.name_en.setText(m.name.en)
            self.name_ru.setText(m.name.ru)
            self.width_box.setValue(m.board.width)
            self.height_box.setValue(m.board.height)
            t = self.regions
            t.blockSignals(True)
            t.setRowCount(len(m.regions))
            for r, reg in enumerate(m.regions):
                slot = reg.card_slot
                values = [
                    reg.id,
                    reg.name.en,
                    reg.name.ru,
                    reg.colour,
                    reg.home_clan or "",
                    "" if slot is None else f"{slot[0]:g}",
                    "" if slot is None else f"{slot[1]:g}",
                ]
                for c, v in enumerate(values):
                    item = t.item(r, c) or QTableWidgetItem()
                    item.setText(v)
                    if c == 3:
                        item.setBackground(QColor(reg.colour) if QColor(reg.colour).isValid() else QColor("white"))
                    if t.item(r, c) is None:
                        t.setItem(r, c, item)
                honor = t.item(r, 7) or QTableWidgetItem()
                honor.setFlags(
                    Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsSelectable
                )
                honor.setCheckState(Qt.CheckState.Checked if reg.scores_honor else Qt.CheckState.Unchecked)
                if t.item(r, 7) is None:
                    t.setItem(r, 7, honor)
            t.resizeColumnsToContents()
            t.blockSignals(False)
        finally:
            self._updating = was

    def _region_edited(self, item: QTableWidgetItem) -> None:
        if self._updating:
            return
        r, c = item.row(), item.column()
        reg = self._map().regions[r]
        text = item.text().strip()
        path = f"regions.{r}"
        if c == 0:
            self._set(None, f"{path}.id", text, QT_TR_NOOP("Rename region"))
        elif c in (1, 2):
            self._set(None, f"{path}.name.{'en' if c == 1 else 'ru'}", text, QT_TR_NOOP("Rename region"))
        elif c == 3:
            self._set(None, f"{path}.colour", text, QT_TR_NOOP("Region colour"))
        elif c == 4:
            self._set(None, f"{path}.home_clan", text or None, QT_TR_NOOP("Home clan"))
        elif c in (5, 6):
            other = self.regions.item(r, 11 - c)
            try:
                mine = float(text)
                theirs = float(other.text()) if other is not None and other.text() else 0.0
            except ValueError:
                self.message.setText(tr("a card slot is two numbers: x and y on the board"))
                self.refresh()
                return
            slot = (mine, theirs) if c == 5 else (theirs, mine)
            self._set(None, f"{path}.card_slot", slot, QT_TR_NOOP("Move the card slot"))
        elif c == 7:
            checked = item.checkState() == Qt.CheckState.Checked
            if checked != reg.scores_honor:
                self._set(None, f"{path}.scores_honor", checked, QT_TR_NOOP("Region honor"))

    def add_region(self) -> None:
        m = self._map()
        taken = {r.id for r in m.regions}
        n = 1
        while f"region_{n}" in taken:
            n += 1
        new = RegionDef(id=f"region_{n}", name={"en": f"Region {n}"})  # type: ignore[arg-type]  # pydantic reads the dict as the localized name
        self._set(None, "regions", [*m.regions, new], QT_TR_NOOP("Add region"))

    def remove_region(self) -> None:
        rows = sorted({i.row() for i in self.regions.selectedIndexes()})
        if not rows:
            self.message.setText(tr("select a region's row first"))
            return
        m = self._map()
        self._set(None, "regions", [r for i, r in enumerate(m.regions) if i not in rows], QT_TR_NOOP("Remove region"))


class MapSide(AreaPanel):
    """The area panel of the map, with the notes of how many players the map holds (Issues panel)."""

    def __init__(self, document: Document, scene: BoardScene) -> None:
        super().__init__(document, scene)
        self.capacity = QLabel()
        self.capacity.setObjectName("rokugan.map.capacity")
        self.capacity.setWordWrap(True)
        lay = self.layout()
        assert isinstance(lay, QVBoxLayout)  # the area panel's column
        lay.insertWidget(3, self.capacity)
        self._publish_capacity()

    def refresh(self) -> None:
        super().refresh()
        if hasattr(self, "capacity"):
            self._publish_capacity()

    def _publish_capacity(self) -> None:
        m = self.document.model
        if not isinstance(m, RokuganMap):
            return
        notes = [mi.issue for mi in capacity_issues(m)]
        self.document.set_external_issues("capacity", notes)
        fits = [n for n in (2, 3, 4, 5) if not any(f"with {n} players" in i.message for i in notes)]
        if fits:
            text = tr("%n province(s): the standard setup fits {counts} players", None, len(m.provinces))
            self.capacity.setText(text.format(counts=", ".join(f"{n}" for n in fits)))
        else:
            self.capacity.setText(tr("%n province(s): the standard setup fits no player count", None, len(m.provinces)))
