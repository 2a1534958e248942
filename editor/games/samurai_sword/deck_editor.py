"""The deck editor beside a deck's form: the cards drawn as the table draws them, in galleries of
weapons, actions and properties with the copies of each and the totals per category against the
box's (L18-23), and the form of the chosen card. Cards are added from the engine's registry of
effects, so the deck holds only what the engine plays; the engine's checks mark the cards they
are about."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QPixmap

from editor.document import Document
from editor.games.samurai_sword.card_form import CardForm
from editor.games.samurai_sword.faces import card_face, effect_label, new_effect_names, new_names
from editor.games.samurai_sword.gallery import ICON_W, RecordGallery, unique_id
from editor.games.samurai_sword.paint import card_pixmap
from editor.games.samurai_sword.sheet import totals_text
from editor.i18n import QT_TR_NOOP, content_text, tr
from editor.words import field_label
from engine.games.samurai_sword.deck import BOX_TOTALS, CardDef, SwordDeck
from engine.games.samurai_sword.effects import CARD_EFFECTS

SECTIONS = [
    ("weapon", QT_TR_NOOP("Weapons")),
    ("action", QT_TR_NOOP("Actions")),
    ("property", QT_TR_NOOP("Properties")),
]
NEW_WEAPON = QT_TR_NOOP("New weapon")


class DeckEditor(RecordGallery):
    name = "deck"
    noun = QT_TR_NOOP("card")
    title = QT_TR_NOOP("Cards")

    def __init__(self, document: Document) -> None:
        super().__init__(document, "cards", CardForm(document), SECTIONS)

    def deck(self) -> SwordDeck | None:
        model = self.document.model
        return model if isinstance(model, SwordDeck) else None

    def add_choices(self) -> list[tuple[str, Any]]:
        return [(f"{effect_label(name)} ({field_label(spec.kind)})", name) for name, spec in CARD_EFFECTS.items()]

    def section_of(self, record: Any) -> str:
        kind = getattr(record, "kind", "action")
        return kind if kind in self.lists else "action"

    def pixmap(self, record: Any) -> QPixmap:
        return card_pixmap(card_face(record), ICON_W, count=record.count)

    def tooltip(self, record: Any) -> str:
        face = card_face(record)
        stats = ""
        if record.kind == "weapon":
            stats = tr("difficulty {difficulty}, damage {damage}").format(
                difficulty=record.difficulty, damage=record.damage
            )
            stats += "; "
        return f"{face.name} ({record.id}) × {record.count}\n{stats}{face.text}".strip()

    def section_title(self, key: str, records: list[Any]) -> str:
        n = sum(r.count for r in records)
        box = BOX_TOTALS.get(key, 0)
        title = f"{tr(dict(SECTIONS)[key])}: {n}" + ("" if n == box else " " + tr("(box {count})").format(count=box))
        return title + " · " + tr("%n kind(s)", None, len(records))

    def summary_text(self) -> str:
        deck = self.deck()
        if deck is None:
            return ""
        note = " · <i>" + tr("variant deck") + "</i>" if deck.variant else ""
        return f"<b>{content_text(deck.name) or deck.id}</b> ({deck.id}) — {totals_text(deck)}{note}"

    def new_record(self, choice: Any, taken: set[str]) -> CardDef:
        effect = str(choice or "weapon")
        spec = CARD_EFFECTS[effect]
        weapon = spec.kind == "weapon"
        return CardDef(
            id=unique_id(effect if not weapon else "weapon", taken),
            name=new_effect_names(effect) if not weapon else new_names(NEW_WEAPON),
            kind=spec.kind,  # type: ignore[arg-type]  # the spec's kind is one of the card kinds
            count=1,
            difficulty=1 if weapon else None,
            damage=1 if weapon else None,
            defence=effect == "parry",
            effect=effect,
        )
