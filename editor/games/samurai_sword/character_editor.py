"""The character editor beside a character set's form: the characters drawn as cards (base and
promo), and the form of the chosen one — names, resilience, and an ability chosen from the
engine's registry with its numbers (``engine/games/samurai_sword/effects.py``: the editor offers
only what the engine plays). Every edit is one undo step; the engine's checks mark the
characters they are about."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
)

from editor.document import Document
from editor.games.samurai_sword.card_form import SPIN_MERGE_S, RecordForm, issues_text, spin
from editor.games.samurai_sword.faces import ability_text, character_face, effect_label, new_names
from editor.games.samurai_sword.gallery import ICON_W, RecordGallery, issues_at, unique_id
from editor.games.samurai_sword.paint import character_pixmap
from editor.i18n import QT_TR_NOOP, content_text, tr
from engine.content.issues import Issue
from engine.games.samurai_sword.characters import MAX_PLAYERS, AbilityRef, CharacterDef, CharacterSet
from engine.games.samurai_sword.effects import ABILITIES

NEW_CHARACTER = QT_TR_NOOP("New character")
SECTIONS = [("base", QT_TR_NOOP("Characters of the box")), ("promo", QT_TR_NOOP("Promo characters"))]


class CharacterForm(RecordForm):
    list_field = "characters"
    noun = "character"
    params_field = "ability.params"
    id_change = QT_TR_NOOP("Change character id")
    rename = QT_TR_NOOP("Rename character")
    rename_ru = QT_TR_NOOP("Rename character (RU)")

    def __init__(self, document: Document) -> None:
        super().__init__(document)
        self.setObjectName("ss.character.form")
        lay = QVBoxLayout(self)
        self.box = QGroupBox(tr("Character"))
        form = QFormLayout(self.box)
        self._add_names_and_id(form)
        self.resilience = spin("ss.character.resilience", 1, 12, tr("Starting resilience tokens (L386-387)"))
        self.resilience.valueChanged.connect(
            lambda v: self._set("resilience", v, tr("Change resilience"), window=SPIN_MERGE_S)
        )
        form.addRow(tr("Resilience"), self.resilience)
        self.ability = QComboBox()
        self.ability.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.ability.setMinimumContentsLength(8)
        self.ability.setObjectName("ss.character.ability")
        self.ability.setToolTip(tr("The abilities the engine plays (engine/games/samurai_sword/effects.py)"))
        for name, spec in ABILITIES.items():
            self.ability.addItem(effect_label(name), name)
            self.ability.setItemData(self.ability.count() - 1, f"{tr(spec.text)} ({spec.lines})", 3)
        self.ability.activated.connect(self._ability_chosen)
        form.addRow(tr("Ability"), self.ability)
        self.ability_text = QLabel()
        self.ability_text.setObjectName("ss.character.ability_text")
        self.ability_text.setWordWrap(True)
        form.addRow("", self.ability_text)
        self.params_box = QGroupBox(tr("Ability numbers"))
        self.params_form = QFormLayout(self.params_box)
        self.params: dict[str, QSpinBox] = {}
        form.addRow(self.params_box)
        self.promo = QCheckBox(tr("promo card"))
        self.promo.setToolTip(tr("Not in the base box: dealt only with the rule option include_promo_characters"))
        self.promo.setObjectName("ss.character.promo")
        self.promo.toggled.connect(lambda v: self._set("promo", v, tr("Change promo")))
        form.addRow("", self.promo)
        self.text = QLineEdit()
        self.text.setObjectName("ss.character.text")
        self.text.textEdited.connect(lambda t: self._set("text", t, tr("Change character text"), merge=True))
        form.addRow(tr("Text"), self.text)
        self._add_confidence_and_issues(form, lay)

    def character(self) -> CharacterDef | None:
        ch = self.record()
        return ch if isinstance(ch, CharacterDef) else None

    def show_record(self, index: int, issues: list[Issue]) -> None:
        self.index = index
        ch = self.character()
        self.box.setEnabled(ch is not None)
        if ch is None:
            self.box.setTitle(tr("Character (choose one in the gallery)"))
            self.issues.setText("")
            return
        self._updating = True
        try:
            self.box.setTitle(tr("Character {number}: {name}").format(number=index + 1, name=content_text(ch.name)))
            for editor, value in ((self.name_en, ch.name.en), (self.name_ru, ch.name.ru or ""), (self.text, ch.text)):
                if editor.text() != value:
                    editor.setText(value)
            if not self.ident.hasFocus():
                self.ident.setText(ch.id)
            self.resilience.setValue(ch.resilience)
            self.ability.setCurrentIndex(max(0, self.ability.findData(ch.ability.id)))
            self.ability_text.setText(ability_text(ch.ability.id, ch.ability.params))
            self.promo.setChecked(ch.promo)
            self.text.setPlaceholderText(ability_text(ch.ability.id, ch.ability.params))
            self.confidence.setCurrentIndex(max(0, self.confidence.findText(ch.confidence)))
            spec = ABILITIES.get(ch.ability.id)
            self._show_params(ch.ability.id, dict(spec.params) if spec is not None else {}, ch.ability.params)
        finally:
            self._updating = False
        self.issues.setText(issues_text(issues_at(issues, ("characters", index))))

    def _ability_chosen(self, i: int) -> None:
        ch = self.character()
        ability = self.ability.itemData(i)
        if ch is None or ability == ch.ability.id:
            return
        # choices in a row (the arrow keys step through the list) are one undo step
        self._set(
            "ability",
            AbilityRef(id=ability),
            tr("Give the ability {ability}").format(ability=effect_label(ability)),
            merge=True,
        )


class CharacterEditor(RecordGallery):
    name = "characters"
    noun = QT_TR_NOOP("character")

    def __init__(self, document: Document) -> None:
        super().__init__(document, "characters", CharacterForm(document), SECTIONS)
        self.setObjectName("ss.characters.editor")
        self.setWindowTitle(tr("Characters"))

    def add_choices(self) -> list[tuple[str, Any]]:
        return [(effect_label(name), name) for name in ABILITIES]

    def section_of(self, record: Any) -> str:
        return "promo" if getattr(record, "promo", False) else "base"

    def pixmap(self, record: Any) -> QPixmap:
        return character_pixmap(character_face(record), ICON_W)

    def tooltip(self, record: Any) -> str:
        face = character_face(record)
        return tr("{name} ({id}), resilience {resilience}\n{text}").format(
            name=face.name, id=record.id, resilience=face.resilience, text=face.text
        )

    def section_title(self, key: str, records: list[Any]) -> str:
        return f"{tr(dict(SECTIONS)[key])}: {len(records)}"

    def summary_text(self) -> str:
        chars = self.document.model
        if not isinstance(chars, CharacterSet):
            return ""
        base = len(chars.base())
        note = (
            ""
            if base >= MAX_PLAYERS
            else " — " + tr("a {players}-player game needs {players}").format(players=MAX_PLAYERS)
        )
        name = content_text(chars.name) or chars.id
        return f"<b>{name}</b> ({chars.id}) — " + tr("%n base character(s)", None, base) + note

    def new_record(self, choice: Any, taken: set[str]) -> CharacterDef:
        ability = str(choice or "none")
        return CharacterDef(
            id=unique_id("character", taken),
            name=new_names(NEW_CHARACTER),
            resilience=5,
            ability=AbilityRef(id=ability),
        )
