"""The form of one card of a deck: its names, what it does (an effect of the engine's registry,
with the effect's numbers), its count, a weapon's difficulty and damage, the defence symbol, the
copies that may lie in play, its text and the confidence of its data; under them, the engine's
issues about this card. Every edit is one undo step."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.document import Document
from editor.elide import keep_elided
from editor.form_parts import spin_box
from editor.games.samurai_sword.faces import effect_label, effect_text, param_label
from editor.games.samurai_sword.gallery import issues_at, push_field
from editor.i18n import QT_TR_NOOP, content_text, tr
from editor.widgets import wrapped_label
from editor.words import field_label
from engine.content.issues import Issue
from engine.games.samurai_sword.deck import CardDef
from engine.games.samurai_sword.effects import CARD_EFFECTS

#: a spin box stepped within this many seconds is one undo step
SPIN_MERGE_S = 1.0
CONFIDENCE = ("high", "medium", "low")
#: the engine's issue severities as shown before an issue's message
SEVERITY_WORDS = {"error": QT_TR_NOOP("error"), "warning": QT_TR_NOOP("warning"), "info": QT_TR_NOOP("info")}


def spin(name: str, lo: int, hi: int, tip: str) -> QSpinBox:
    sb = spin_box(name, lo, hi, tip=tip)
    sb.setKeyboardTracking(False)  # a number typed in is one edit, not one per digit
    return sb


def issues_text(found: list[Issue]) -> str:
    return "\n".join(f"{tr(SEVERITY_WORDS.get(i.severity.value, i.severity.value))}: {i.message}" for i in found)


class RecordForm(QWidget):
    """The form of one record of a list in the document (a deck's card, a set's character): the
    record chosen in the gallery, its edits as undo steps, the numbers of the effect it names from
    the engine's registry, its confidence and the engine's issues about it. A subclass builds its
    fields, ``params_box``/``params_form`` and ``ident`` and shows a record."""

    status = Signal(str)
    #: the document's list of records (``cards``, ``characters``) and the word for one
    list_field = ""
    noun = ""
    #: where the effect's numbers are stored in a record (``params``, ``ability.params``)
    params_field = ""
    #: the undo texts of a change of the record's id and of its English and Russian names
    id_change = ""
    rename = ""
    rename_ru = ""
    #: the form box's title with no record chosen, and with one (``{number}``, ``{name}``)
    empty_title = ""
    title = ""
    #: the engine's registry of the effects a record may name, and the undo text of a text edit
    effects: Mapping[str, Any] = {}
    text_change = ""

    box: QGroupBox

    def __init__(self, document: Document) -> None:
        super().__init__()
        self.document = document
        self.index = -1
        self._effect: str | None = None
        self._updating = False

    def record(self) -> Any | None:
        """The record the form shows, or ``None``."""
        records = getattr(self.document.model, self.list_field, None)
        if isinstance(records, list) and 0 <= self.index < len(records):
            return records[self.index]
        return None

    def _open_form(self, name: str, box_title: str) -> tuple[QVBoxLayout, QFormLayout]:
        """The form named ``name`` (``<prefix>.form``): its layout, and the form of its box with the
        record's first rows in it: its name in English and in Russian, and its id (object names
        ``<prefix>.name_en``, ``.name_ru``, ``.id``)."""
        self.setObjectName(name)
        lay = QVBoxLayout(self)
        self.box = QGroupBox(box_title)
        form = QFormLayout(self.box)
        base = name.removesuffix(".form")
        self.name_en = QLineEdit()
        self.name_en.setObjectName(f"{base}.name_en")
        self.name_en.textEdited.connect(lambda t: self._set("name.en", t, tr(self.rename), merge=True))
        form.addRow(tr("Name"), self.name_en)
        self.name_ru = QLineEdit()
        self.name_ru.setObjectName(f"{base}.name_ru")
        self.name_ru.textEdited.connect(lambda t: self._set("name.ru", t or None, tr(self.rename_ru), merge=True))
        form.addRow(tr("Name (RU)"), self.name_ru)
        self.ident = QLineEdit()
        self.ident.setObjectName(f"{base}.id")
        self.ident.editingFinished.connect(self._id_finished)
        form.addRow(tr("Id"), self.ident)
        return lay, form

    def _combo(self, field: str) -> QComboBox:
        """A drop-down list for ``field`` that stays narrow whatever its longest choice."""
        combo = QComboBox()
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(8)
        combo.setObjectName(f"ss.{self.noun}.{field}")
        return combo

    def _effect_combo(self, field: str, tooltip: str, label: Callable[[str, Any], str]) -> QComboBox:
        """The list of the registry's effects (:attr:`effects`), each labelled by ``label(name,
        spec)`` with the effect's text and rulebook lines as its tooltip."""
        combo = self._combo(field)
        combo.setToolTip(tooltip)
        for name, spec in self.effects.items():
            combo.addItem(label(name, spec), name)
            combo.setItemData(combo.count() - 1, f"{tr(spec.text)} ({spec.lines})", 3)
        return combo

    def _add_params_box(self, form: QFormLayout, title: str) -> None:
        """The group of the effect's numbers, filled by :meth:`_show_params`."""
        self.params_box = QGroupBox(title)
        self.params_form = QFormLayout(self.params_box)
        self.params: dict[str, QSpinBox] = {}
        form.addRow(self.params_box)

    def _add_text(self, form: QFormLayout) -> None:
        self.text = QLineEdit()
        self.text.setObjectName(f"ss.{self.noun}.text")
        self.text.textEdited.connect(lambda t: self._set("text", t, tr(self.text_change), merge=True))
        form.addRow(tr("Text"), self.text)

    def _add_confidence_and_issues(self, form: QFormLayout, lay: QVBoxLayout, tooltip: str = "") -> None:
        self.confidence = self._combo("confidence")
        for level in CONFIDENCE:
            self.confidence.addItem(field_label(level), level)
        if tooltip:
            self.confidence.setToolTip(tooltip)
        self.confidence.activated.connect(lambda i: self._set("confidence", CONFIDENCE[i], tr("Change confidence")))
        form.addRow(tr("Confidence"), self.confidence)
        lay.addWidget(self.box)
        self.issues = wrapped_label(f"ss.{self.noun}.issues")
        self.issues.setStyleSheet("color:#b03020;")
        lay.addWidget(self.issues)
        lay.addStretch(1)

    # ------------------------------------------------------------------ showing
    def show_record(self, index: int, issues: list[Issue]) -> None:
        """Show record ``index`` of the list (none: the form is disabled) and ``issues`` about it."""
        self.index = index
        record = self.record()
        self.box.setEnabled(record is not None)
        if record is None:
            self.box.setTitle(tr(self.empty_title))
            self.issues.setText("")
            return
        self._updating = True
        try:
            self.box.setTitle(tr(self.title).format(number=index + 1, name=content_text(record.name)))
            for editor, value in (
                (self.name_en, record.name.en),
                (self.name_ru, record.name.ru or ""),
                (self.text, record.text),
            ):
                if editor.text() != value:
                    editor.setText(value)
            if not self.ident.hasFocus():
                self.ident.setText(record.id)
            effect, params = self._show_fields(record)
            self.confidence.setCurrentIndex(max(0, self.confidence.findData(record.confidence)))
            spec = self.effects.get(effect)
            self._show_params(effect, dict(spec.params) if spec is not None else {}, params)
        finally:
            self._updating = False
        self.issues.setText(issues_text(issues_at(issues, (self.list_field, index))))

    def _show_fields(self, record: Any) -> tuple[str, dict[str, Any]]:
        """Show the subclass's own fields of ``record``; return the effect it names and its numbers."""
        raise NotImplementedError

    def _show_params(self, effect: str, defaults: dict[str, int], values: dict[str, Any]) -> None:
        """One spin box per number of ``effect`` (``defaults``: the registry's), showing ``values``."""
        names = list(defaults)
        if effect != self._effect or list(self.params) != names:
            while self.params_form.rowCount():
                self.params_form.removeRow(0)
            self.params = {}
            for name in names:
                label = param_label(name)
                tip = tr("{name} (default {value})").format(name=label, value=defaults[name])
                sb = spin(f"ss.{self.noun}.param.{name}", 0, 20, tip)
                sb.valueChanged.connect(lambda v, n=name: self._set_param(n, v))
                self.params_form.addRow(label, sb)
                self.params[name] = sb
            self._effect = effect
        self.params_box.setVisible(bool(names))
        for name, sb in self.params.items():
            sb.setValue(int(values.get(name, defaults[name])))

    # ------------------------------------------------------------------ editing
    def _set(self, field: str, value: Any, text: str, *, merge: bool = False, window: float | None = None) -> None:
        record = self.record()
        if self._updating or record is None:
            return
        problem = push_field(
            self.document,
            f"{self.list_field}.{self.index}.{field}",
            value,
            f"{text} ({record.id})",
            merge=merge or window is not None,
            merge_window=window,
        )
        self.status.emit(problem)

    def _set_param(self, name: str, value: int) -> None:
        record = self.record()
        if self._updating or record is None:
            return
        params: Any = record
        for part in self.params_field.split("."):
            params = getattr(params, part)
        change = tr("Change {name}").format(name=param_label(name))
        self._set(self.params_field, {**params, name: value}, change, window=SPIN_MERGE_S)

    def _id_finished(self) -> None:
        record = self.record()
        ident = self.ident.text().strip()
        if record is not None and ident and ident != record.id:
            self._set("id", ident, tr(self.id_change))


class CardForm(RecordForm):
    list_field = "cards"
    noun = "card"
    params_field = "params"
    id_change = QT_TR_NOOP("Change card id")
    rename = QT_TR_NOOP("Rename card")
    rename_ru = QT_TR_NOOP("Rename card (RU)")
    empty_title = QT_TR_NOOP("Card (choose one in the gallery)")
    title = QT_TR_NOOP("Card {number}: {name}")
    effects = CARD_EFFECTS
    text_change = QT_TR_NOOP("Change card text")

    def __init__(self, document: Document) -> None:
        super().__init__(document)
        lay, form = self._open_form("ss.card.form", tr("Card"))
        self.name_ru.setPlaceholderText(tr("as the Russian rulebook names it (empty: not named)"))
        self.ident.setToolTip(tr("The card's id: how setups, saved games and the log name it (a word, unique)"))
        self.effect = self._effect_combo(
            "effect",
            tr("What the card does: the effects the engine plays (engine/games/samurai_sword/effects.py)"),
            lambda name, spec: f"{effect_label(name)} ({field_label(spec.kind)})",
        )
        self.effect.activated.connect(self._effect_chosen)
        form.addRow(tr("Effect"), self.effect)
        self.kind = QLabel()
        self.kind.setObjectName("ss.card.kind")
        form.addRow(tr("Kind"), self.kind)
        self.count = spin("ss.card.count", 0, 99, tr("Copies of this card in the deck"))
        self.count.valueChanged.connect(lambda v: self._set("count", v, tr("Change card count"), window=SPIN_MERGE_S))
        form.addRow(tr("Count"), self.count)
        self.difficulty = spin(
            "ss.card.difficulty", 1, 9, tr("The top number: the highest difficulty the weapon reaches (L190-192)")
        )
        self.difficulty.valueChanged.connect(
            lambda v: self._set("difficulty", v, tr("Change weapon difficulty"), window=SPIN_MERGE_S)
        )
        form.addRow(tr("Difficulty"), self.difficulty)
        self.damage = spin("ss.card.damage", 1, 9, tr("The bottom number: the wounds the weapon deals (L190-192)"))
        self.damage.valueChanged.connect(
            lambda v: self._set("damage", v, tr("Change weapon damage"), window=SPIN_MERGE_S)
        )
        form.addRow(tr("Damage"), self.damage)
        self.defence = QCheckBox(tr("defence symbol"))
        self.defence.setObjectName("ss.card.defence")
        self.defence.setToolTip(tr("The card may be played off-turn against a weapon (L146-148)"))
        self.defence.toggled.connect(lambda v: self._set("defence", v, tr("Change defence symbol")))
        keep_elided(self.defence)
        form.addRow("", self.defence)
        self._add_params_box(form, tr("Effect numbers"))
        self.max_in_play = spin("ss.card.max_in_play", 0, 9, tr("Copies that may lie in play at once (0: no limit)"))
        self.max_in_play.setSpecialValueText(tr("no limit"))
        self.max_in_play.valueChanged.connect(
            lambda v: self._set("max_in_play", v or None, tr("Change copies in play"), window=SPIN_MERGE_S)
        )
        form.addRow(tr("In play at most"), self.max_in_play)
        self._add_text(form)
        self._add_confidence_and_issues(
            form, lay, tr("How sure the data is (the rulebook shows the cards only as pictures)")
        )

    # ------------------------------------------------------------------ showing
    def card(self) -> CardDef | None:
        card = self.record()
        return card if isinstance(card, CardDef) else None

    def _show_fields(self, card: Any) -> tuple[str, dict[str, Any]]:
        self.effect.setCurrentIndex(max(0, self.effect.findData(card.effect)))
        spec = CARD_EFFECTS.get(card.effect)
        kind = field_label(card.kind)
        if spec is not None and spec.kind != card.kind:
            kind += " " + tr("(the effect is a {kind}'s)").format(kind=field_label(spec.kind))
        self.kind.setText(kind)
        self.count.setValue(card.count)
        weapon = card.kind == "weapon"
        self.difficulty.setEnabled(weapon)
        self.damage.setEnabled(weapon)
        self.difficulty.setValue(card.difficulty or 1)
        self.damage.setValue(card.damage or 1)
        self.defence.setChecked(card.defence)
        self.max_in_play.setEnabled(card.kind == "property")
        self.max_in_play.setValue(card.max_in_play or 0)
        self.text.setPlaceholderText(effect_text(card.effect, card.params) if card.effect != "weapon" else "")
        return card.effect, card.params

    def _effect_chosen(self, i: int) -> None:
        card = self.card()
        effect = self.effect.itemData(i)
        if card is None or effect == card.effect:
            return
        spec = CARD_EFFECTS[effect]
        data = card.model_dump()
        data.update(effect=effect, kind=spec.kind, params={})
        weapon = spec.kind == "weapon"
        data["difficulty"] = (card.difficulty or 1) if weapon else None
        data["damage"] = (card.damage or 1) if weapon else None
        if effect == "parry":
            data["defence"] = True  # a parry carries the defence symbol (L146-148)
        if spec.kind != "property":
            data["max_in_play"] = None
        new = CardDef.model_validate(data)
        # choices in a row (the arrow keys step through the list) are one change of mind, one undo
        # step, as consecutive edits of one field are in the generated form
        problem = push_field(
            self.document,
            f"cards.{self.index}",
            new,
            tr("Make {card} a {effect}").format(card=card.id, effect=effect_label(effect)),
            merge=True,
        )
        self.status.emit(problem)
