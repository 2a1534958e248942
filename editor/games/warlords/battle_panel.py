"""The battle's settings beside the board: names, battlefield, battle and location kind, season,
turn limit, climate, weather (rolled, a clear day, or a fixed schedule of spans), the sides
(roster, role, half, HQ), a position start's turns before it (``position_panel``) and every rule
option with its description (rules/003 §9).

Every edit is one undo step (a :class:`~editor.commands.SetFieldCommand` on a field path);
choosing another battlefield is refused while a deployed unit would fall off its field."""

from __future__ import annotations

import typing
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from editor.board_change import push_board_change
from editor.commands import SetFieldCommand
from editor.document import Change, Document
from editor.games.warlords.content import battle_of
from editor.games.warlords.position_panel import PositionBox
from editor.i18n import QT_TR_NOOP, content_title, tr
from editor.panels.binder import FieldBinder
from editor.panels.buttons import add_remove_row
from editor.panels.rule_options import choices, rule_option_fields
from editor.rule_text import add_rule_item, set_rule_text
from editor.words import field_label, without_source
from engine.games.warlords.battle import Battle, RuleOptions, SideSetup, WeatherSetup, WeatherSpan
from engine.games.warlords.tables import WeatherKind


def option_value_text(value: Any) -> str:
    """A rule option's value in words: a choice's identifier through field_label, yes/no for a
    switch, a number as it is."""
    if isinstance(value, bool):
        return tr("yes", "switch") if value else tr("no", "switch")
    return field_label(value) if isinstance(value, str) else str(value)


class BattlePanel(QWidget):
    def __init__(self, document: Document) -> None:
        super().__init__()
        self.setObjectName("warlords.battle_panel")
        self.document = document
        self.fields = FieldBinder(document)
        self._refreshers: list[Any] = []
        outer = QVBoxLayout(self)
        self.message = QLabel()
        self.message.setObjectName("warlords.battle.message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #a02020;")
        form = QFormLayout()
        outer.addLayout(form)
        self._line(form, tr("Id"), "id")
        self._line(form, tr("Title"), "title.en")
        self._line(form, tr("Title (ru)"), "title.ru", optional=True)
        bf = QComboBox()
        bf.setObjectName("warlords.battle.battlefield")
        bf.setToolTip(tr("The battlefield the battle is fought on (its terrain, rivers and control zones)"))
        bf.currentIndexChanged.connect(lambda i: self._battlefield(bf.itemData(i)) if i >= 0 else None)
        self._refreshers.append(lambda b: self._fill_ids(bf, "warlords/battlefield", b.battlefield))
        form.addRow(tr("Battlefield"), bf)
        for name, label in (
            ("battle_kind", tr("Battle kind")),
            ("location_kind", tr("Location")),
            ("season", tr("Season")),
            ("climate", tr("Climate")),
            ("start", tr("Start")),
        ):
            form.addRow(label, self._combo(f"warlords.battle.{name}", name, choices(Battle, name)))
        turns = QSpinBox()
        turns.setObjectName("warlords.battle.max_turns")
        turns.setRange(0, 12)
        turns.setSpecialValueText(without_source(tr("the season's limit (L43)")))
        turns.setToolTip(tr("the season's limit (L43)"))
        turns.valueChanged.connect(lambda v: self._push("max_turns", v or None))
        self._refreshers.append(lambda b: turns.setValue(b.max_turns or 0))
        form.addRow(tr("Max turns"), turns)
        dry = QCheckBox()
        set_rule_text(dry, tr("dry summer (L772)"))
        dry.setObjectName("warlords.battle.dry_summer")
        dry.toggled.connect(lambda v: self._push("dry_summer", v))
        self._refreshers.append(lambda b: dry.setChecked(b.dry_summer))
        form.addRow("", dry)
        self._line(form, tr("Notes"), "notes")
        outer.addWidget(self.message)
        outer.addWidget(self._weather_box())
        for i in range(2):
            outer.addWidget(self._side_box(i))
        self.position = PositionBox(document)
        self._refreshers.append(self.position.refresh)
        outer.addWidget(self.position)
        outer.addWidget(self._rules_box())
        outer.addStretch(1)
        document.changed.connect(self._changed)
        # a battlefield or roster saved (or edited) elsewhere is offered at once
        document.library_changed.connect(self.refresh)
        self.refresh()

    # -- editors
    def _fill_ids(self, combo: QComboBox, kind: str, current: str) -> None:
        """``combo`` lists the items of ``kind`` the document's library holds now, by their names
        (the id in the tooltip), ``current`` chosen."""
        library = self.document.library()
        ids = library.ids(kind)
        if [combo.itemData(i) for i in range(combo.count())] != ids:
            combo.clear()
            for ident in ids:
                combo.addItem(self._title(kind, ident), ident)
                combo.setItemData(combo.count() - 1, tr("id: {id}").format(id=ident), Qt.ItemDataRole.ToolTipRole)
        combo.setCurrentIndex(combo.findData(current))

    def _title(self, kind: str, ident: str) -> str:
        """The title of the library's item of ``kind`` named ``ident`` (the id where none is found)."""
        item = self.document.library().get(kind, ident)
        return content_title(item) if item is not None else ident

    def _value(self, path: str) -> Any:
        return self.fields.value(path)

    def _line(self, form: QFormLayout, label: str, path: str, optional: bool = False) -> QLineEdit:
        le = QLineEdit()
        le.setObjectName(f"warlords.battle.{path}")
        le.textEdited.connect(lambda v: self._push(path, None if optional and not v else v))

        def refresh(_b: Battle) -> None:
            value = self._value(path) or ""
            if le.text() != value:
                le.setText(str(value))

        self._refreshers.append(refresh)
        form.addRow(label, le)
        return le

    def _combo(self, name: str, path: str, values: list[Any], texts: dict[Any, str] | None = None) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(name)
        for v in values:
            text = (texts or {}).get(v)
            add_rule_item(combo, tr(text) if text else "—" if v is None else field_label(str(v)), v)
        combo.currentIndexChanged.connect(lambda i: self._push(path, combo.itemData(i)) if i >= 0 else None)
        self._refreshers.append(lambda _b: combo.setCurrentIndex(combo.findData(self._value(path))))
        return combo

    def _push(self, path: str, value: Any, text: str | None = None) -> None:
        if not self.fields.updating:
            self.message.setText(self.fields.push(path, value, text) or "")

    def _battlefield(self, ident: str) -> None:
        if self.fields.updating or ident == battle_of(self.document).battlefield:
            return
        reason = push_board_change(
            self.document,
            {"battlefield": ident},
            tr("Fight on {battlefield}").format(battlefield=self._title("warlords/battlefield", ident)),
        )
        self.message.setText(tr("not changed: {reason}").format(reason=reason) if reason else "")
        if reason:
            self.refresh()

    def _weather_box(self) -> QGroupBox:
        box = QGroupBox()
        set_rule_text(box, tr("Weather (rules/003 §2.4, §6.2)"))
        box.setObjectName("warlords.battle.weather")
        lay = QVBoxLayout(box)
        mode = self._combo(
            "warlords.battle.weather.mode",
            "weather.mode",
            choices(WeatherSetup, "mode"),
            {
                "roll": QT_TR_NOOP("roll forecasts (the armies may first agree on a clear day)"),
                "clear_day": QT_TR_NOOP("a clear day agreed beforehand (L762)"),
                "fixed": QT_TR_NOOP("a fixed schedule"),
            },
        )
        lay.addWidget(mode)
        self.schedule = QTableWidget(0, 3)
        self.schedule.setObjectName("warlords.battle.weather.schedule")
        self.schedule.setHorizontalHeaderLabels([tr("weather"), tr("first turn"), tr("last turn")])
        self.schedule.setMaximumHeight(130)
        lay.addWidget(self.schedule)
        lay.addLayout(
            add_remove_row(
                (tr("Add span"), "warlords.battle.weather.add", self._add_span),
                (tr("Remove span"), "warlords.battle.weather.remove", self._remove_span),
            )
        )
        self._refreshers.append(self._fill_schedule)
        return box

    def _fill_schedule(self, b: Battle) -> None:
        spans = b.weather.schedule
        self.schedule.setRowCount(len(spans))
        kinds = list(typing.get_args(WeatherKind))
        for r, span in enumerate(spans):
            combo = QComboBox()
            combo.addItems([field_label(k) for k in kinds])
            combo.setCurrentIndex(kinds.index(span.kind))
            combo.currentIndexChanged.connect(lambda i, r=r: self._edit_span(r, "kind", kinds[i]))
            self.schedule.setCellWidget(r, 0, combo)
            for c, key in ((1, "first_turn"), (2, "last_turn")):
                sb = QSpinBox()
                sb.setRange(1, 12)
                sb.setValue(getattr(span, key))
                sb.valueChanged.connect(lambda v, r=r, k=key: self._edit_span(r, k, v))
                self.schedule.setCellWidget(r, c, sb)

    def _spans(self) -> list[WeatherSpan]:
        return [s.model_copy() for s in battle_of(self.document).weather.schedule]

    def _edit_span(self, row: int, key: str, value: Any) -> None:
        spans = self._spans()
        spans[row] = spans[row].model_copy(update={key: value})
        self._push("weather.schedule", spans, tr("Change a weather span"))

    def _add_span(self) -> None:
        spans = self._spans()
        start = spans[-1].last_turn + 1 if spans else 1
        spans.append(WeatherSpan(kind="rain", first_turn=min(start, 12), last_turn=min(start + 1, 12)))
        self._push("weather.schedule", spans, tr("Add a weather span"))

    def _remove_span(self) -> None:
        spans = self._spans()
        row = self.schedule.currentRow()
        if spans:
            del spans[row if 0 <= row < len(spans) else -1]
            self._push("weather.schedule", spans, tr("Remove a weather span"))

    def _side_box(self, i: int) -> QGroupBox:
        box = QGroupBox(tr("Side {number}").format(number=i + 1))
        box.setObjectName(f"warlords.battle.sides.{i}")
        form = QFormLayout(box)
        roster = QComboBox()
        roster.setObjectName(f"warlords.battle.sides.{i}.roster")
        roster.currentIndexChanged.connect(lambda k: self._roster(i, roster.itemData(k)) if k >= 0 else None)
        self._refreshers.append(lambda b: self._fill_ids(roster, "warlords/roster", b.sides[i].roster))
        form.addRow(tr("Roster"), roster)
        form.addRow(
            tr("Role"), self._combo(f"warlords.battle.sides.{i}.role", f"sides.{i}.role", choices(SideSetup, "role"))
        )
        form.addRow(
            tr("Half"),
            self._combo(
                f"warlords.battle.sides.{i}.half",
                f"sides.{i}.half",
                choices(SideSetup, "half"),
                {None: QT_TR_NOOP("chosen before the battle (L291-L293)")},
            ),
        )
        hq = QLineEdit()
        hq.setObjectName(f"warlords.battle.sides.{i}.hq")
        hq.setPlaceholderText(tr("cell, e.g. A33 (a position start)"))
        hq.editingFinished.connect(lambda: self._push(f"sides.{i}.hq", hq.text().strip().upper() or None))

        def refresh(b: Battle) -> None:
            if hq.text() != (b.sides[i].hq or ""):
                hq.setText(b.sides[i].hq or "")

        self._refreshers.append(refresh)
        form.addRow(tr("HQ"), hq)
        return box

    def _roster(self, side: int, ident: str) -> None:
        if self.fields.updating or ident == battle_of(self.document).sides[side].roster:
            return
        # the deployment named the old roster's units: a new roster starts with none placed
        stack = self.document.undo_stack
        with stack.macro(
            tr("Side {number} fights with {roster}").format(
                number=side + 1, roster=self._title("warlords/roster", ident)
            )
        ):
            stack.push(SetFieldCommand(self.document, None, f"sides.{side}.roster", ident, merge=False))
            if battle_of(self.document).sides[side].deployment:
                stack.push(SetFieldCommand(self.document, None, f"sides.{side}.deployment", [], merge=False))

    def _rules_box(self) -> QGroupBox:
        box = QGroupBox()
        set_rule_text(box, tr("Rule options (rules/003 §9: each ambiguity, the digest's recommendation as default)"))
        box.setObjectName("warlords.battle.rules")
        form = QFormLayout(box)
        for option in rule_option_fields(RuleOptions):
            name = option.name
            path = f"rules.{name}"
            editor: QWidget
            if option.kind == "bool":
                cb = QCheckBox()
                cb.toggled.connect(lambda v, p=path: self._push(p, v))
                self._refreshers.append(lambda b, cb=cb, n=name: cb.setChecked(getattr(b.rules, n)))
                editor = cb
            elif option.kind == "int":
                sb = QSpinBox()
                sb.setRange(option.low, option.high)
                sb.valueChanged.connect(lambda v, p=path: self._push(p, v))
                self._refreshers.append(lambda b, sb=sb, n=name: sb.setValue(getattr(b.rules, n)))
                editor = sb
            else:
                editor = self._combo(f"warlords.battle.{path}", path, list(option.values))
            editor.setObjectName(f"warlords.battle.{path}")
            editor.setToolTip(option.description)
            cell = QWidget()
            v = QVBoxLayout(cell)
            v.setContentsMargins(0, 0, 0, 4)
            v.addWidget(editor)
            text = QLabel()
            set_rule_text(
                text,
                tr("{description} (default: {default})").format(
                    description=option.description, default=option_value_text(option.default)
                ),
            )
            text.setObjectName(f"warlords.battle.{path}.description")
            text.setWordWrap(True)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            text.setStyleSheet("color: #555; font-size: 11px;")
            v.addWidget(text)
            form.addRow(field_label(name), cell)
        return box

    # -- following the document
    def _changed(self, change: Change) -> None:
        if change.scope in ("document", "reset"):
            self.refresh()

    def refresh(self) -> None:
        with self.fields.quiet():
            for refresh in self._refreshers:
                refresh(self.document.model)
