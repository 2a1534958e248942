"""The scenario's own settings, shown in the Properties dock when no piece is selected: battle
(title and notes in English and Russian, who starts, special rules), armies (edges, Command and
Dragon cards, Honor & Fortune), victory (banners, objectives), rule options and board geometry,
and the decks (variant decks). Every edit is an undo command."""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from editor.commands import SetFieldCommand
from editor.document import Document
from editor.form_parts import clear_layout, scroll_area
from editor.games.samurai_battles import content
from editor.games.samurai_battles.decks_panel import DeckSettings
from editor.games.samurai_battles.fields import Bindings
from editor.games.samurai_battles.objective_tool import choose_objective
from editor.i18n import tr
from editor.panels.buttons import add_remove_row
from editor.panels.rule_options import rule_option_fields
from editor.words import field_label
from engine.games.samurai_battles.scenario import SPECIAL_RULES, Objective, RuleOptions, Scenario
from engine.games.samurai_battles.validate import MAX_COMMAND_CARDS, MIN_COMMAND_CARDS

#: the tab last shown per document, so the panel reopens where the user left it
_LAST_TAB: dict[int, int] = {}
#: where a scenario's placement comes from
PLACEMENTS = ("original", "official", "reconstructed")


def _scroll(widget: QWidget) -> QScrollArea:
    area = scroll_area(widget)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    return area


class ScenarioPanel(QTabWidget):
    def __init__(self, document: Document) -> None:
        super().__init__()
        self.setObjectName("scenario.panel")
        self.document = document
        self.status = QLabel()
        self.b = Bindings(document, self.say)
        self.addTab(_scroll(self._battle_tab()), tr("Battle"))
        self.addTab(_scroll(self._armies_tab()), tr("Armies"))
        self.addTab(_scroll(self._victory_tab()), tr("Victory"))
        self.addTab(_scroll(self._rules_tab()), tr("Rules"))
        self.decks = DeckSettings(document)
        self.addTab(self.decks, tr("Decks"))
        self.setCurrentIndex(_LAST_TAB.get(id(document), 0))
        self.currentChanged.connect(lambda i: _LAST_TAB.__setitem__(id(document), i))
        document.changed.connect(self._changed)

    @property
    def scenario(self) -> Scenario:
        """The scenario the panel edits."""
        return content.scenario_of(self.document)

    def say(self, text: str) -> None:
        self.status.setText(text)

    def _changed(self, change: Any) -> None:
        self.b.refresh()

    # ------------------------------------------------------------------ battle
    def _battle_tab(self) -> QWidget:
        w = QWidget()
        form = QFormLayout(w)
        b = self.b
        form.addRow(tr("Id"), b.line("id", field_label("id")))
        form.addRow(tr("Title (English)"), b.line("title.en", field_label("title")))
        form.addRow(tr("Title (Russian)"), b.line("title.ru", tr("Russian title"), empty_is_none=True))
        form.addRow(
            tr("Placement"),
            b.combo(
                "placement",
                field_label("placement"),
                [(field_label(p), p) for p in PLACEMENTS],
            ),
        )
        form.addRow(tr("Source"), b.line("source", field_label("source")))
        self.first = QComboBox()
        self.first.setObjectName("scenario.first_player")
        self.first.currentIndexChanged.connect(
            lambda i: b.push("first_player", self.first.itemData(i), tr("Change who starts")) if i >= 0 else None
        )
        form.addRow(tr("Moves first"), self.first)
        b.custom(self._show_first)
        self._show_first()
        form.addRow(
            tr("Turn limit"), b.spin("turn_limit", field_label("turn_limit"), 1, 200, none_text=tr("none (rulebook)"))
        )
        self.special = QWidget()
        self.special_box = QVBoxLayout(self.special)
        self.special_box.setContentsMargins(0, 0, 0, 0)
        form.addRow(tr("Special rules"), self.special)
        b.custom(self._show_special)
        self._show_special()
        notes_en = b.text("notes", tr("battle notes"))
        notes_en.setPlaceholderText(tr("Historical background and battle notes (English)"))
        notes_ru = b.text("notes_ru", tr("Russian battle notes"))
        notes_ru.setPlaceholderText(tr("Historical background and battle notes (Russian)"))
        for t in (notes_en, notes_ru):
            t.setMinimumHeight(90)
        form.addRow(tr("Notes (English)"), notes_en)
        form.addRow(tr("Notes (Russian)"), notes_ru)
        form.addRow(self.status)
        self.status.setWordWrap(True)
        return w

    def _show_first(self) -> None:
        sc = self.scenario
        self.first.blockSignals(True)
        self.first.clear()
        for i, a in enumerate(sc.armies):
            self.first.addItem(content.army_name(sc, i), a.id)
        i = self.first.findData(sc.first_player)
        if i < 0:
            self.first.addItem(tr("{army} (no such army)").format(army=sc.first_player), sc.first_player)
            i = self.first.count() - 1
        self.first.setCurrentIndex(i)
        self.first.blockSignals(False)

    def _show_special(self) -> None:
        clear_layout(self.special_box)
        rules = list(self.scenario.special_rules)
        for name, what in SPECIAL_RULES.items():
            cb = QCheckBox(field_label(name))
            cb.setObjectName(f"scenario.special.{name}")
            cb.setToolTip(content.special_rule_help(name) or what)
            cb.setChecked(name in rules)
            cb.toggled.connect(lambda on, n=name: self._set_special(n, on))
            self.special_box.addWidget(cb)
        for name in rules:
            if name in SPECIAL_RULES:
                continue
            row = QWidget()
            h = QHBoxLayout(row)
            h.setContentsMargins(0, 0, 0, 0)
            label = QLabel(f"<span style='color:#b03020'>{name}</span> " + tr("(the engine cannot play it)"))
            h.addWidget(label, 1)
            rm = QPushButton(tr("Remove"))
            rm.clicked.connect(lambda _c=False, n=name: self._set_special(n, False))
            h.addWidget(rm)
            self.special_box.addWidget(row)
        add = QLineEdit()
        add.setObjectName("scenario.special.add")
        add.setPlaceholderText(tr("another rule by name, Enter to add"))
        add.returnPressed.connect(lambda: self._set_special(add.text().strip().replace(" ", "_"), True))
        self.special_box.addWidget(add)

    def _set_special(self, name: str, on: bool) -> None:
        rules = list(self.scenario.special_rules)
        if not name or (name in rules) == on:
            return
        rules = [*rules, name] if on else [r for r in rules if r != name]
        text = tr("Add special rule {rule}") if on else tr("Remove special rule {rule}")
        self.b.push("special_rules", rules, text.format(rule=field_label(name)), merge_window=0.0)

    # ------------------------------------------------------------------ armies
    def _armies_tab(self) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        b = self.b
        for i in range(len(self.scenario.armies[:2])):
            box = QGroupBox()
            b.custom(partial(self._show_army_title, box, i))
            box.setTitle(content.army_name(self.scenario, i))
            form = QFormLayout(box)
            ident = QLineEdit(self.scenario.armies[i].id)
            ident.setObjectName(f"scenario.armies.{i}.id")
            ident.editingFinished.connect(lambda i=i, le=ident: self.rename_army(i, le.text().strip()))
            b.custom(partial(self._show_army_id, ident, i))
            form.addRow(tr("Id"), ident)
            form.addRow(tr("Name"), b.line(f"armies.{i}.name", tr("army name")))
            form.addRow(tr("Name (Russian)"), b.line(f"armies.{i}.name_ru", tr("army name in Russian")))
            form.addRow(tr("Colour"), b.line(f"armies.{i}.colour", tr("army colour")))
            edge = QComboBox()
            edge.setObjectName(f"scenario.armies.{i}.edge")
            for side in ("bottom", "top"):
                edge.addItem(field_label(side), side)
            edge.setCurrentIndex(edge.findData(self.scenario.armies[i].edge))
            edge.currentIndexChanged.connect(
                lambda k, i=i, cb=edge: self.set_edge(i, cb.itemData(k)) if k >= 0 else None
            )
            b.custom(partial(self._show_army_edge, edge, i))
            edge.setToolTip(tr("The army's long edge; the other army takes the other one"))
            form.addRow(tr("Edge"), edge)
            cards = b.spin(f"armies.{i}.command_cards", tr("Command cards"), 0, 20)
            cards.setToolTip(
                tr("Command cards dealt at the start (scenarios deal {least}-{most})").format(
                    least=MIN_COMMAND_CARDS, most=MAX_COMMAND_CARDS
                )
            )
            form.addRow(tr("Command cards"), cards)
            form.addRow(tr("Dragon cards"), b.spin(f"armies.{i}.dragon_cards", tr("Dragon cards"), 0, 20))
            honor = b.spin(f"armies.{i}.honor", tr("Honor & Fortune"), 0, 30)
            honor.setToolTip(tr("Honor & Fortune tokens in the army's reserve at the start (the box has 30)"))
            form.addRow(tr("Honor && Fortune"), honor)
            lay.addWidget(box)
        lay.addStretch(1)
        return w

    def _show_army_title(self, box: QGroupBox, army: int) -> None:
        box.setTitle(content.army_name(self.scenario, army))

    def _show_army_id(self, editor: QLineEdit, army: int) -> None:
        if not editor.hasFocus():  # never under the user's typing
            editor.setText(self.scenario.armies[army].id)

    def _show_army_edge(self, box: QComboBox, army: int) -> None:
        box.setCurrentIndex(box.findData(self.scenario.armies[army].edge))

    def set_edge(self, army: int, edge: str) -> None:
        sc = self.scenario
        if self.b.updating or sc.armies[army].edge == edge:
            return
        stack = self.document.undo_stack
        what = tr("{army} takes the bottom edge") if edge == "bottom" else tr("{army} takes the top edge")
        with stack.macro(what.format(army=content.army_name(sc, army))):
            stack.push(SetFieldCommand(self.document, None, f"armies.{army}.edge", edge))
            other = 1 - army
            if other < len(sc.armies):
                stack.push(
                    SetFieldCommand(
                        self.document, None, f"armies.{other}.edge", "top" if edge == "bottom" else "bottom"
                    )
                )

    def rename_army(self, army: int, new: str) -> None:
        """Rename an army and everything that names it (who starts, objectives, camps)."""
        sc = self.scenario
        old = sc.armies[army].id
        if not new or new == old:
            return
        if any(a.id == new for a in sc.armies):
            self.say(tr("army id {id!r} is already used").format(id=new))
            return
        stack = self.document.undo_stack
        with stack.macro(tr("Rename army {old} to {new}").format(old=old, new=new)):
            stack.push(SetFieldCommand(self.document, None, f"armies.{army}.id", new))
            if sc.first_player == old:
                stack.push(SetFieldCommand(self.document, None, "first_player", new))
            for k, ob in enumerate(sc.victory.objectives):
                if ob.army == old:
                    stack.push(SetFieldCommand(self.document, None, f"victory.objectives.{k}.army", new))
            for k, t in enumerate(sc.terrain):
                if t.owner == old:
                    stack.push(SetFieldCommand(self.document, None, f"terrain.{k}.owner", new))

    # ------------------------------------------------------------------ victory
    def _victory_tab(self) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        form = QFormLayout()
        banners = self.b.spin("victory.banners", tr("victory banners"), 1, 30)
        banners.setToolTip(tr("Banners a side needs to win (checked against what the enemy can lose)"))
        form.addRow(tr("Victory banners"), banners)
        lay.addLayout(form)
        lay.addWidget(QLabel(tr("Objectives: temporary banners while a unit holds one of the hexes")))
        self.objectives = QTableWidget(0, 4)
        self.objectives.setObjectName("scenario.objectives")
        self.objectives.setHorizontalHeaderLabels([tr("Id"), tr("Banners"), tr("For"), tr("Hexes (r,dx …)")])
        self.objectives.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.objectives.itemChanged.connect(self._objective_edited)
        self.objectives.currentCellChanged.connect(lambda row, *_: choose_objective(self.document, row))
        self.objectives.setToolTip(tr("Edit a cell to change it; the Objective Hexes tool (O) adds hexes by clicking"))
        lay.addWidget(self.objectives)
        lay.addLayout(
            add_remove_row(
                (tr("Add objective"), "scenario.objectives.add", self.add_objective),
                (tr("Remove"), "scenario.objectives.remove", self.remove_objective),
            )
        )
        self.b.custom(self._show_objectives)
        self._show_objectives()
        lay.addStretch(1)
        return w

    def _show_objectives(self) -> None:
        t = self.objectives
        t.blockSignals(True)
        obs = self.scenario.victory.objectives
        t.setRowCount(len(obs))
        for r, ob in enumerate(obs):
            for c, text in enumerate((ob.id, str(ob.banners), ob.army or tr("either"), " ".join(ob.hexes))):
                t.setItem(r, c, QTableWidgetItem(text))
        t.blockSignals(False)

    def _set_objectives(self, obs: list[Objective], text: str) -> None:
        self.b.push("victory.objectives", obs, text, merge_window=0.0)  # each list edit is its own step

    def _objective_edited(self, item: QTableWidgetItem) -> None:
        obs = [ob.model_copy() for ob in self.scenario.victory.objectives]
        r, c = item.row(), item.column()
        if r >= len(obs):
            return
        text = item.text().strip()
        ob = obs[r]
        try:
            if c == 0:
                ob.id = text or ob.id
            elif c == 1:
                ob.banners = max(1, int(text))
            elif c == 2:
                ob.army = None if text in ("", "either", "any", tr("either")) else text
            else:
                ob.hexes = [h for h in text.replace(";", " ").replace("  ", " ").split(" ") if h]
        except ValueError:
            self.say(tr("objective {id}: {text!r} is not a number").format(id=ob.id, text=text))
            self._show_objectives()
            return
        obs[r] = Objective.model_validate(ob.model_dump())
        self._set_objectives(obs, tr("Edit objective {id}").format(id=ob.id))

    def add_objective(self) -> None:
        obs = list(self.scenario.victory.objectives)
        used = {o.id for o in obs}
        n = 1
        while f"objective-{n}" in used:
            n += 1
        obs.append(Objective(id=f"objective-{n}", hexes=[]))
        self._set_objectives(obs, tr("Add an objective"))

    def remove_objective(self) -> None:
        row = self.objectives.currentRow()
        obs = list(self.scenario.victory.objectives)
        if 0 <= row < len(obs):
            gone = obs.pop(row)
            self._set_objectives(obs, tr("Remove objective {id}").format(id=gone.id))

    # ------------------------------------------------------------------ rules
    def _rules_tab(self) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        board = QGroupBox(tr("Board (rule options A1, A2)"))
        form = QFormLayout(board)
        form.addRow(
            tr("Long rows"),
            self.b.combo(
                "board.long_row_parity",
                tr("row parity"),
                [(tr("even rows (127 hexes)"), "even"), (tr("odd rows (126)"), "odd")],
            ),
        )
        lines = QWidget()
        h = QHBoxLayout(lines)
        h.setContentsMargins(0, 0, 0, 0)
        for k in (0, 1):
            ds = self.b.real(f"board.section_lines.{k}", tr("section line"), 0.5, 11.5)
            ds.valueChanged.disconnect()
            ds.valueChanged.connect(lambda v, k=k: self._set_line(k, v))
            h.addWidget(ds)
        form.addRow(tr("Section lines"), lines)
        lay.addWidget(board)
        opts = QGroupBox(tr("Rule options (the digest's ambiguities)"))
        form = QFormLayout(opts)
        for option in rule_option_fields(RuleOptions):
            desc, name = option.description, option.name
            code = desc.split(":", 1)[0] if ":" in desc[:5] else ""
            label = (f"{code} " if code else "") + field_label(name)
            path = f"rules.{name}"
            editor: QWidget
            if option.kind == "bool":
                editor = self.b.check(path, field_label(name))
                editor.setText("")
            elif option.kind == "int":
                editor = self.b.spin(path, field_label(name), option.low, option.high)
            else:
                editor = self.b.combo(path, field_label(name), [(field_label(str(c)), c) for c in option.values])
            editor.setToolTip(desc)
            form.addRow(label, editor)
        lay.addWidget(opts)
        lay.addStretch(1)
        return w

    def _set_line(self, k: int, value: float) -> None:
        lines = list(self.scenario.board.section_lines)
        lines[k] = value
        self.b.push("board.section_lines", (lines[0], lines[1]), tr("Move a section line"), merge_window=1.0)

    def show_tab(self, title: str) -> None:
        """Show the tab called ``title`` (its English name, or as shown)."""
        for i in range(self.count()):
            if self.tabText(i) in (title, tr(title)):
                self.setCurrentIndex(i)
                return
