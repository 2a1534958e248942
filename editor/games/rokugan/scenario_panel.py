"""The scenario panel: what a game of Battle for Rokugan is played with — map and cards, player count,
the clans in play and in seat order, initial control tokens, rounds and hands, the territory card under
each region's slot, the objectives dealt, and (as a generated form) the initiative deck and every rule
option with its description. Each edit is one undo step; the Issues panel shows what the engine finds."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
)

from editor.document import Change, Document
from editor.document_panel import DocumentPanel
from editor.elide import keep_elided
from editor.games.rokugan.content import bundled_clan_name, scenario_map
from editor.i18n import QT_TR_NOOP, content_text, content_title, tr
from editor.panels.binder import FieldBinder, first_line
from editor.panels.properties import PropertiesForm
from engine.games.rokugan.card_model import CardSet
from engine.games.rokugan.scenario import ALL_CLANS, INITIAL_CONTROL_TOKENS, Scenario

#: fields the panel edits itself; the generated form shows the rest
OWN_FIELDS = {
    "id",
    "title",
    "map",
    "cards",
    "players",
    "allowed_clans",
    "clans",
    "initial_control_tokens",
    "capital_tokens",
    "rounds",
    "hand_size",
    "tokens_kept",
    "scouts_per_player",
    "shugenja_per_player",
    "first_player",
    "first_player_card",
    "territory_cards",
    "objectives",
}


class _RestForm(PropertiesForm):
    """The generated form of the scenario's other fields (rule options, initiative deck, description)."""

    def _skipped(self) -> set[str]:
        return super()._skipped() | OWN_FIELDS


class ScenarioPanel(DocumentPanel):
    def __init__(self, document: Document) -> None:
        super().__init__(document, "rokugan.scenario")
        self.fields = FieldBinder(document, refused=self._refused)
        self.fields.updating = True  # building the widgets fires their signals: no edits until shown
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.message = QLabel()
        self.message.setObjectName("rokugan.scenario.message")
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        lay.addWidget(self._game_box())
        lay.addWidget(self._clans_box())
        self.cards_box = QGroupBox(tr("Territory cards under the regions' slots"))
        self.cards_form = QFormLayout(self.cards_box)
        lay.addWidget(self.cards_box)
        lay.addWidget(self._objectives_box())
        self.rest = _RestForm()
        self.rest.setObjectName("rokugan.scenario.rules")
        self.rest.status_message.connect(self.message.setText)
        self.rest.set_target(document, None)
        lay.addWidget(self.rest)
        document.changed.connect(self._changed)
        # a map or card set saved (or edited) elsewhere is offered at once
        document.library_changed.connect(self.refresh)
        self.refresh()
        self.fields.updating = False

    # ------------------------------------------------------------------ building
    def _spin(self, name: str, lo: int, hi: int, field: str, text: str) -> QSpinBox:
        sb = QSpinBox()
        sb.setObjectName(f"rokugan.scenario.{name}")
        sb.setRange(lo, hi)
        sb.valueChanged.connect(lambda v: self._set(field, v, text))
        return sb

    def _combo(self, name: str, field: str, text: str) -> QComboBox:
        cb = QComboBox()
        cb.setObjectName(f"rokugan.scenario.{name}")
        cb.currentIndexChanged.connect(lambda _i: self._set(field, cb.currentData(), text))
        return cb

    def _line(self, name: str, field: str, text: str, *, strip: bool = False) -> QLineEdit:
        le = QLineEdit()
        le.setObjectName(f"rokugan.scenario.{name}")
        le.editingFinished.connect(lambda: self._set(field, le.text().strip() if strip else le.text(), text))
        return le

    @staticmethod
    def _check_list(name: str, changed: Callable[[QListWidgetItem], None]) -> QListWidget:
        """A short list of items to tick (clans in play, objectives in the deck)."""
        lw = QListWidget()
        lw.setObjectName(f"rokugan.scenario.{name}")
        lw.setMaximumHeight(150)
        lw.itemChanged.connect(changed)
        return lw

    def _game_box(self) -> QGroupBox:
        box = QGroupBox(tr("Game"))
        form = QFormLayout(box)
        self.ident = self._line("id", "id", QT_TR_NOOP("Scenario id"), strip=True)
        self.title_en = self._line("title_en", "title.en", QT_TR_NOOP("Title"))
        self.title_ru = self._line("title_ru", "title.ru", QT_TR_NOOP("Title"))
        self.map = self._combo("map", "map", QT_TR_NOOP("Map"))
        self.cards = self._combo("cards", "cards", QT_TR_NOOP("Card set"))
        self.players = self._spin("players", 2, 5, "players", QT_TR_NOOP("Players"))
        self.initial = self._spin("initial", -1, 30, "initial_control_tokens", QT_TR_NOOP("Initial control tokens"))
        self.initial.setSpecialValueText(tr("standard (11/7/5/4)"))
        self.initial.valueChanged.disconnect()
        self.initial.valueChanged.connect(
            lambda v: self._set("initial_control_tokens", None if v < 0 else v, QT_TR_NOOP("Initial control tokens"))
        )
        self.capital_tokens = QCheckBox(tr("a control token in each capital"))
        self.capital_tokens.setObjectName("rokugan.scenario.capital_tokens")
        keep_elided(self.capital_tokens)
        self.capital_tokens.toggled.connect(lambda v: self._set("capital_tokens", v, QT_TR_NOOP("Capital tokens")))
        self.rounds = self._spin("rounds", 1, 12, "rounds", QT_TR_NOOP("Rounds"))
        self.hand = self._spin("hand_size", 2, 12, "hand_size", QT_TR_NOOP("Hand size"))
        self.kept = self._spin("tokens_kept", 0, 6, "tokens_kept", QT_TR_NOOP("Tokens kept"))
        self.scouts = self._spin("scouts", 0, 5, "scouts_per_player", QT_TR_NOOP("Scouts"))
        self.shugenja = self._spin("shugenja", 0, 5, "shugenja_per_player", QT_TR_NOOP("Shugenja"))
        self.first = self._combo("first_player", "first_player", QT_TR_NOOP("First player"))
        self.fp_card = self._combo("first_player_card", "first_player_card", QT_TR_NOOP("First-player card"))
        for text, value in ((tr("standard (not with 2 players)"), None), (tr("used"), True), (tr("not used"), False)):
            self.fp_card.addItem(text, value)
        for label, w in (
            (tr("Id"), self.ident),
            (tr("Title (EN)"), self.title_en),
            (tr("Title (RU)"), self.title_ru),
            (tr("Map"), self.map),
            (tr("Cards"), self.cards),
            (tr("Players"), self.players),
            (tr("Initial control tokens"), self.initial),
            ("", self.capital_tokens),
            (tr("Rounds"), self.rounds),
            (tr("Hand size"), self.hand),
            (tr("Tokens kept after a round"), self.kept),
            (tr("Scouts per player"), self.scouts),
            (tr("Shugenja per player"), self.shugenja),
            (tr("First player"), self.first),
            (tr("First-player card"), self.fp_card),
        ):
            form.addRow(label, w)
        return box

    def _clans_box(self) -> QGroupBox:
        box = QGroupBox(tr("Clans"))
        form = QFormLayout(box)
        self.allowed = self._check_list("allowed_clans", self._allowed_changed)
        for clan in ALL_CLANS:
            item = QListWidgetItem(bundled_clan_name(clan))
            item.setData(Qt.ItemDataRole.UserRole, clan)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            self.allowed.addItem(item)
        self.seats = QLineEdit()
        self.seats.setObjectName("rokugan.scenario.clans")
        self.seats.setPlaceholderText(tr("empty: drawn at random; else clans in seat order, by commas"))
        self.seats.editingFinished.connect(self._seats_changed)
        form.addRow(tr("In play"), self.allowed)
        form.addRow(tr("Seat order"), self.seats)
        return box

    def _objectives_box(self) -> QGroupBox:
        box = QGroupBox(tr("Secret objectives"))
        form = QFormLayout(box)
        self.objective_list = self._check_list("objectives", self._objectives_changed)
        self.dealt = self._spin("objectives_dealt", 0, 4, "objectives.dealt", QT_TR_NOOP("Objectives dealt"))
        self.kept_objectives = self._spin("objectives_kept", 0, 1, "objectives.kept", QT_TR_NOOP("Objectives kept"))
        form.addRow(tr("In the deck"), self.objective_list)
        form.addRow(tr("Dealt to each player"), self.dealt)
        form.addRow(tr("Kept"), self.kept_objectives)
        return box

    # ------------------------------------------------------------------ showing
    def _model(self) -> Scenario:
        m = self.document.model
        assert isinstance(m, Scenario)
        return m

    def _changed(self, change: Change) -> None:
        self.refresh()
        self.rest.refresh_values()

    def _card_set(self) -> CardSet | None:
        cards = self.document.library().get("rokugan/cards", self._model().cards)
        return cards if isinstance(cards, CardSet) else None

    def refresh(self) -> None:
        sc = self._model()
        lib = self.document.library()
        with self.fields.quiet():
            for le, text in ((self.ident, sc.id), (self.title_en, sc.title.en), (self.title_ru, sc.title.ru)):
                if le.text() != text:
                    le.setText(text)
            # a map or card set by its title, the id kept as the data
            for combo, kind, current in ((self.map, "rokugan/map", sc.map), (self.cards, "rokugan/cards", sc.cards)):
                self._fill_combo(combo, [(content_title(lib.get(kind, i)), i) for i in lib.ids(kind)], current)
            self._fill_combo(
                self.first,
                [(tr("random", "first player"), "random"), *[(bundled_clan_name(c), c) for c in sc.allowed_clans]],
                sc.first_player,
            )
            self.fp_card.setCurrentIndex(max(0, self.fp_card.findData(sc.first_player_card)))
            self.players.setValue(sc.players)
            self.initial.setValue(-1 if sc.initial_control_tokens is None else sc.initial_control_tokens)
            self.initial.setToolTip(
                tr("standard for {players} players: {tokens}").format(
                    players=sc.players, tokens=INITIAL_CONTROL_TOKENS.get(sc.players)
                )
            )
            self.capital_tokens.setChecked(sc.capital_tokens)
            for sb, v in (
                (self.rounds, sc.rounds),
                (self.hand, sc.hand_size),
                (self.kept, sc.tokens_kept),
                (self.scouts, sc.scouts_per_player),
                (self.shugenja, sc.shugenja_per_player),
                (self.dealt, sc.objectives.dealt),
                (self.kept_objectives, sc.objectives.kept),
            ):
                sb.setValue(v)
            for i in range(self.allowed.count()):
                item = self.allowed.item(i)
                on = item.data(Qt.ItemDataRole.UserRole) in sc.allowed_clans
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            text = ", ".join(sc.clans or [])
            if self.seats.text() != text:
                self.seats.setText(text)
            self._fill_objectives(sc)
            self._fill_territory(sc)

    @staticmethod
    def _fill_combo(combo: QComboBox, items: list[tuple[str, Any]], current: Any) -> None:
        if [combo.itemData(i) for i in range(combo.count())] != [d for _t, d in items]:
            combo.clear()
            for text, data in items:
                combo.addItem(text, data)
        i = combo.findData(current)
        if i < 0:
            combo.addItem(tr("{value} (missing)").format(value=current), current)
            i = combo.count() - 1
        combo.setCurrentIndex(i)

    def _fill_objectives(self, sc: Scenario) -> None:
        cards = self._card_set()
        ids = [o.id for o in cards.objectives] if cards is not None else []
        chosen = set(sc.objectives.cards) if sc.objectives.cards is not None else set(ids)
        if [
            self.objective_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.objective_list.count())
        ] != ids:
            self.objective_list.clear()
            names = {o.id: content_text(o.name) for o in cards.objectives} if cards is not None else {}
            for oid in ids:
                item = QListWidgetItem(names.get(oid, oid))
                item.setData(Qt.ItemDataRole.UserRole, oid)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
                self.objective_list.addItem(item)
        for i in range(self.objective_list.count()):
            item = self.objective_list.item(i)
            on = item.data(Qt.ItemDataRole.UserRole) in chosen
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def _fill_territory(self, sc: Scenario) -> None:
        m = scenario_map(self.document)
        cards = self._card_set()
        regions = [(r.id, content_text(r.name)) for r in m.regions] if m is not None else []
        combos: dict[str, QComboBox] = {}
        for i in range(self.cards_form.rowCount()):
            item = self.cards_form.itemAt(i, QFormLayout.ItemRole.FieldRole)
            combo = item.widget() if item is not None else None
            if isinstance(combo, QComboBox):
                combos[combo.objectName().rsplit(".", 1)[-1]] = combo
        if list(combos) != [rid for rid, _n in regions]:
            while self.cards_form.rowCount():
                self.cards_form.removeRow(0)
            combos = {}
            for rid, name in regions:
                cb = QComboBox()
                cb.setObjectName(f"rokugan.scenario.territory.{rid}")
                cb.addItem(tr("a random one of the region's cards"), "random")
                cb.addItem(tr("no card"), "none")
                for c in cards.territory_cards if cards is not None else []:
                    if c.territory == rid:
                        cb.addItem(content_text(c.name), c.id)
                cb.currentIndexChanged.connect(lambda _i, r=rid, box=cb: self._territory_changed(r, box.currentData()))
                self.cards_form.addRow(name, cb)
                combos[rid] = cb
        for rid, cb in combos.items():
            value = sc.territory_cards.get(rid, "random")
            i = cb.findData(value)
            if i < 0:
                cb.addItem(value, value)
                i = cb.count() - 1
            cb.setCurrentIndex(i)

    # ------------------------------------------------------------------ editing
    def _set(self, field: str, value: Any, text: str) -> None:
        if not self.fields.updating and self.fields.push(field, value, tr(text), skip_unchanged=True) is None:
            self.message.setText("")

    def _refused(self, _field: str, error: Exception) -> None:
        reason = error.errors()[0]["msg"] if isinstance(error, ValidationError) else first_line(error)
        self.message.setText(tr("not changed: {reason}").format(reason=reason))
        self.refresh()

    def _allowed_changed(self, _item: QListWidgetItem) -> None:
        if self.fields.updating:
            return
        clans = [
            self.allowed.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(self.allowed.count())
            if self.allowed.item(i).checkState() == Qt.CheckState.Checked
        ]
        self._set("allowed_clans", clans, QT_TR_NOOP("Clans in play"))

    def _seats_changed(self) -> None:
        clans = [c.strip() for c in self.seats.text().split(",") if c.strip()]
        if clans != (self._model().clans or []):
            self._set("clans", clans or None, QT_TR_NOOP("Seat order"))

    def _objectives_changed(self, _item: QListWidgetItem) -> None:
        if self.fields.updating:
            return
        chosen = [
            self.objective_list.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(self.objective_list.count())
            if self.objective_list.item(i).checkState() == Qt.CheckState.Checked
        ]
        every = self.objective_list.count() == len(chosen)
        self._set("objectives.cards", None if every else chosen, QT_TR_NOOP("Objectives"))

    def _territory_changed(self, region: str, card: str) -> None:
        if self.fields.updating:
            return
        cards = dict(self._model().territory_cards)
        if card == "random":
            cards.pop(region, None)
        else:
            cards[region] = card
        self._set("territory_cards", cards, tr("Territory card of {region}").format(region=region))
