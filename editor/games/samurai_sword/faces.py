"""What a Samurai Sword card or character shows: its face, built either from a deck or character
document being edited or from the compiled rules of a game (public content, never state).

The texts come from the card's own ``text`` or, when it has none, from the engine's registry of
effects and abilities with the numbers the card sets (``engine/games/samurai_sword/effects.py``),
so a card never claims more than the engine plays."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from editor.i18n import QT_TR_NOOP, active_language, content_text, tr
from editor.words import engine_text
from engine.games.samurai_sword.characters import CharacterDef
from engine.games.samurai_sword.deck import CardDef, Names
from engine.games.samurai_sword.effects import ABILITIES, CARD_EFFECTS, CARD_KINDS, ability_params, effect_params
from engine.games.samurai_sword.runtime import Rules

#: the corner colour of each card kind (L18-23): red weapons, yellow actions, blue properties
KIND_COLOURS = {"weapon": "#b3332b", "action": "#c98f12", "property": "#2f5b9e"}
KIND_LABELS = {"weapon": QT_TR_NOOP("Weapon"), "action": QT_TR_NOOP("Action"), "property": QT_TR_NOOP("Property")}
#: the names of the effects' and abilities' numbers, as shown (the English is the name in words)
PARAM_LABELS = {
    "amount": QT_TR_NOOP("amount"),
    "cost": QT_TR_NOOP("cost"),
    "damage": QT_TR_NOOP("damage"),
    "difficulty": QT_TR_NOOP("difficulty"),
    "draw": QT_TR_NOOP("draw"),
    "gift": QT_TR_NOOP("gift"),
    "honor": QT_TR_NOOP("honor"),
    "minimum": QT_TR_NOOP("minimum"),
    "others_draw": QT_TR_NOOP("others draw"),
    "vp": QT_TR_NOOP("vp"),
    "weapons": QT_TR_NOOP("weapons"),
    "wounds": QT_TR_NOOP("wounds"),
}
EFFECT_OF_CODE = {spec.code: name for name, spec in CARD_EFFECTS.items()}
ABILITY_OF_CODE = {spec.code: name for name, spec in ABILITIES.items()}


@dataclass(frozen=True)
class CardFace:
    """One card as drawn: name, kind, weapon numbers, the defence symbol and its text."""

    id: str
    name: str
    kind: str
    effect: str
    text: str
    difficulty: int | None = None
    damage: int | None = None
    defence: bool = False

    @property
    def colour(self) -> str:
        return KIND_COLOURS.get(self.kind, "#666666")


@dataclass(frozen=True)
class CharacterFace:
    id: str
    name: str
    resilience: int
    ability: str
    text: str
    promo: bool = False


def new_names(english: str) -> Names:
    """The names of a new record or document: ``english`` (a text marked for translation), and
    its Russian when the interface is in Russian, so the new thing reads in the chosen language."""
    shown = tr(english)
    return Names(en=english, ru=shown if active_language() == "ru" and shown != english else None)


def kind_label(kind: str) -> str:
    """A card kind in words of the interface's language (``weapon`` -> "Weapon")."""
    label = KIND_LABELS.get(kind)
    return tr(label) if label is not None else kind


def effect_title(effect: str) -> str:
    """An effect's or ability's name in English: ``battle_cry`` -> "Battle Cry"; a character
    without an ability (``none``) has "No ability"."""
    if effect == "none":
        return QT_TR_NOOP("No ability")
    return effect.replace("_", " ").title()


def effect_label(effect: str) -> str:
    """``battle_cry`` -> ``Battle Cry`` (in the interface's language)."""
    return engine_text(effect_title(effect))


def registry_texts() -> list[str]:
    """The registry's texts the editor shows (every effect's and ability's name and text), for
    the catalogue (the plugin's ``engine_texts``)."""
    specs = {**CARD_EFFECTS, **ABILITIES}
    texts = [spec.text for spec in CARD_EFFECTS.values()] + [spec.text for spec in ABILITIES.values()]
    return [effect_title(name) for name in specs] + texts


def param_label(name: str) -> str:
    """The name of an effect's number in words of the interface's language (``others_draw``)."""
    label = PARAM_LABELS.get(name)
    return tr(label) if label is not None else name.replace("_", " ")


def registry_text(text: str) -> str:
    """A registry text (an effect's or ability's ``text``) in the interface's language, capitalised."""
    shown = engine_text(text)
    return shown[:1].upper() + shown[1:]


def with_params(text: str, params: Mapping[str, int]) -> str:
    """A registry text followed by the numbers it is played with (``wounds 1, draw 2``)."""
    if not params:
        return text
    numbers = ", ".join(f"{param_label(name)} {value}" for name, value in params.items())
    return f"{text} ({numbers})"


def effect_text(effect: str, params: Mapping[str, int]) -> str:
    """What a card with ``effect`` does, in the registry's words, with its parameters filled in."""
    spec = CARD_EFFECTS.get(effect)
    if spec is None:
        return tr("unknown effect {effect}: the engine cannot play this card").format(effect=repr(effect))
    return with_params(registry_text(spec.text), effect_params(effect, params))


def ability_text(ability: str, params: Mapping[str, int]) -> str:
    spec = ABILITIES.get(ability)
    if spec is None:
        return tr("unknown ability {ability}: the engine cannot play this character").format(ability=repr(ability))
    return with_params(registry_text(spec.text), ability_params(ability, params))


def card_face(card: CardDef) -> CardFace:
    """The face of a card of a deck document (its own text first, else the registry's)."""
    return CardFace(
        id=card.id,
        name=content_text(card.name) or card.id,
        kind=card.kind,
        effect=card.effect,
        text=card.text or ("" if card.effect == "weapon" else effect_text(card.effect, card.params)),
        difficulty=card.difficulty if card.kind == "weapon" else None,
        damage=card.damage if card.kind == "weapon" else None,
        defence=card.defence,
    )


def character_face(char: CharacterDef) -> CharacterFace:
    return CharacterFace(
        id=char.id,
        name=content_text(char.name) or char.id,
        resilience=char.resilience,
        ability=char.ability.id,
        text=char.text or ability_text(char.ability.id, char.ability.params),
        promo=char.promo,
    )


def rules_card_faces(
    rules: Rules, texts: Mapping[str, str] | None = None, names: Mapping[str, str] | None = None
) -> dict[str, CardFace]:
    """Every card type of a game by id, from its compiled rules (``texts``: the deck's own card
    texts by id, where it has them; ``names``: the cards' names in the interface's language)."""
    out = {}
    for i, ident in enumerate(rules.card_ids):
        kind = CARD_KINDS[rules.kind[i]]
        effect = EFFECT_OF_CODE.get(rules.effect[i], "weapon")
        own = (texts or {}).get(ident, "")
        out[ident] = CardFace(
            id=ident,
            name=(names or {}).get(ident) or rules.card_names[i],
            kind=kind,
            effect=effect,
            text=own or ("" if effect == "weapon" else effect_text(effect, rules.params[i])),
            difficulty=rules.difficulty[i] if kind == "weapon" else None,
            damage=rules.damage[i] if kind == "weapon" else None,
            defence=rules.defence[i],
        )
    return out


def rules_character_faces(
    rules: Rules, texts: Mapping[str, str] | None = None, names: Mapping[str, str] | None = None
) -> dict[str, CharacterFace]:
    """Every character a game may deal, by id, from its compiled rules (``texts``: the character
    set's own texts by id, where it has them; ``names``: the characters' names in the interface's
    language)."""
    out = {}
    for i, ident in enumerate(rules.char_ids):
        ability = ABILITY_OF_CODE.get(rules.char_ability[i], "none")
        out[ident] = CharacterFace(
            id=ident,
            name=(names or {}).get(ident) or rules.char_names[i],
            resilience=rules.char_res[i],
            ability=ability,
            text=(texts or {}).get(ident, "") or ability_text(ability, rules.char_params[i]),
        )
    return out
