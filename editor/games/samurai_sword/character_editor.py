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
)

from editor.document import Document
from editor.games.samurai_sword.card_form import SPIN_MERGE_S, RecordForm, spin
from editor.games.samurai_sword.faces import ability_text, character_face, effect_label, new_names
from editor.games.samurai_sword.gallery import ICON_W, RecordGallery, unique_id
from editor.games.samurai_sword.paint import character_pixmap
from editor.i18n import QT_TR_NOOP, content_text, tr
from editor.widgets import wrapped_label
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
    empty_title = QT_TR_NOOP("Character (choose one in the gallery)")
    title = QT_TR_NOOP("Character {number}: {name}")
    effects = ABILITIES
    text_change = QT_TR_NOOP("Change character text")

    def __init__(self, document: Document) -> None:
        super().__init__(document)
        lay, form = self._open_form("ss.character.form", tr("Character"))
        self.resilience = spin("ss.character.resilience", 1, 12, tr("Starting resilience tokens (L386-387)"))
        self.resilience.valueChanged.connect(
            lambda v: self._set("resilience", v, tr("Change resilience"), window=SPIN_MERGE_S)
        )
        form.addRow(tr("Resilience"), self.resilience)
        self.ability = self._effect_combo(
            "ability",
            tr("The abilities the engine plays (engine/games/samurai_sword/effects.py)"),
            lambda name, spec: effect_label(name),
        )
        self.ability.activated.connect(self._ability_chosen)
        form.addRow(tr("Ability"), self.ability)
        self.ability_text = wrapped_label("ss.character.ability_text")
        form.addRow("", self.ability_text)
        self._add_params_box(form, tr("Ability numbers"))
        self.promo = QCheckBox(tr("promo card"))
        self.promo.setToolTip(tr("Not in the base box: dealt only with the rule option include_promo_characters"))
        self.promo.setObjectName("ss.character.promo")
        self.promo.toggled.connect(lambda v: self._set("promo", v, tr("Change promo")))
        form.addRow("", self.promo)
        self._add_text(form)
        self._add_confidence_and_issues(form, lay)

    def character(self) -> CharacterDef | None:
        ch = self.record()
        return ch if isinstance(ch, CharacterDef) else None

    def _show_fields(self, ch: Any) -> tuple[str, dict[str, Any]]:
        self.resilience.setValue(ch.resilience)
        self.ability.setCurrentIndex(max(0, self.ability.findData(ch.ability.id)))
        self.ability_text.setText(ability_text(ch.ability.id, ch.ability.params))
        self.promo.setChecked(ch.promo)
        self.text.setPlaceholderText(ability_text(ch.ability.id, ch.ability.params))
        return ch.ability.id, ch.ability.params

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
    title = QT_TR_NOOP("Characters")

    def __init__(self, document: Document) -> None:
        super().__init__(document, "characters", CharacterForm(document), SECTIONS)

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
