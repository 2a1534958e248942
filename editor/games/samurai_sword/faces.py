"""What a Samurai Sword card or character shows: its face, built either from a deck or character
document being edited or from the compiled rules of a game (public content, never state).

The texts come from the card's own ``text`` or, when it has none, from the engine's registry of
effects and abilities with the numbers the card sets (``engine/games/samurai_sword/effects.py``),
so a card never claims more than the engine plays."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from editor.i18n import QT_TR_NOOP, active_language, content_text, tr
from engine.games.samurai_sword.characters import CharacterDef
from engine.games.samurai_sword.deck import CardDef, Names
from engine.games.samurai_sword.effects import ABILITIES, CARD_EFFECTS, CARD_KINDS, ability_params, effect_params
from engine.games.samurai_sword.runtime import Rules

#: the corner colour of each card kind (L18-23): red weapons, yellow actions, blue properties
KIND_COLOURS = {"weapon": "#b3332b", "action": "#c98f12", "property": "#2f5b9e"}
KIND_LABELS = {"weapon": QT_TR_NOOP("Weapon"), "action": QT_TR_NOOP("Action"), "property": QT_TR_NOOP("Property")}
#: the registry's effects and abilities by name, as shown (the English is ``name.title()``)
EFFECT_LABELS = {
    "weapon": QT_TR_NOOP("Weapon"),
    "parry": QT_TR_NOOP("Parry"),
    "battle_cry": QT_TR_NOOP("Battle Cry"),
    "breathing": QT_TR_NOOP("Breathing"),
    "daimyo": QT_TR_NOOP("Daimyo"),
    "diversion": QT_TR_NOOP("Diversion"),
    "geisha": QT_TR_NOOP("Geisha"),
    "jujutsu": QT_TR_NOOP("Jujutsu"),
    "tea_ceremony": QT_TR_NOOP("Tea Ceremony"),
    "armor": QT_TR_NOOP("Armor"),
    "fast_draw": QT_TR_NOOP("Fast Draw"),
    "focus": QT_TR_NOOP("Focus"),
    "bushido": QT_TR_NOOP("Bushido"),
}
ABILITY_LABELS = {
    "none": QT_TR_NOOP("None"),
    "harder_to_attack": QT_TR_NOOP("Harder To Attack"),
    "weapon_wounds_reduced": QT_TR_NOOP("Weapon Wounds Reduced"),
    "extra_weapons": QT_TR_NOOP("Extra Weapons"),
    "first_draw_from_discard": QT_TR_NOOP("First Draw From Discard"),
    "ignores_difficulty": QT_TR_NOOP("Ignores Difficulty"),
    "weapon_wounds_bonus": QT_TR_NOOP("Weapon Wounds Bonus"),
    "resilience_for_cards": QT_TR_NOOP("Resilience For Cards"),
    "only_weapons_wound": QT_TR_NOOP("Only Weapons Wound"),
    "draw_on_weapon_hit": QT_TR_NOOP("Draw On Weapon Hit"),
    "draw_per_weapon_wound": QT_TR_NOOP("Draw Per Weapon Wound"),
    "weapon_as_parry": QT_TR_NOOP("Weapon As Parry"),
    "extra_draw": QT_TR_NOOP("Extra Draw"),
    "no_honor_loss_on_reshuffle": QT_TR_NOOP("No Honor Loss On Reshuffle"),
}
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
#: what the registry's effects and abilities do (``EffectSpec.text``), marked for translation
REGISTRY_TEXTS = (
    QT_TR_NOOP("attack another player whose difficulty is at most the weapon's; it deals its damage unless parried"),
    QT_TR_NOOP("played off-turn: the weapon attack aimed at you deals no wounds; also the card Battle Cry asks for"),
    QT_TR_NOOP("every other player discards a parry or takes the wounds; Harmless players are unaffected"),
    QT_TR_NOOP("regain all your resilience, then another player of your choice draws cards"),
    QT_TR_NOOP("play it to draw cards; held at the end it is worth victory points (not multiplied, not for the Ronin)"),
    QT_TR_NOOP("take a random card from another player's hand, whatever the difficulty"),
    QT_TR_NOOP("another player discards a random card from the hand or a card in play that you choose"),
    QT_TR_NOOP("every other player discards a weapon or takes the wounds; Harmless players are unaffected"),
    QT_TR_NOOP("you draw cards, every other player draws cards"),
    QT_TR_NOOP("attacks on you are harder for every other player"),
    QT_TR_NOOP("your weapon attacks deal more wounds"),
    QT_TR_NOOP("you may play more weapons on your turn"),
    QT_TR_NOOP(
        "placed before any player; at the end of their Recover phase a revealed weapon costs them a weapon (Bushido passes on) or honor (Bushido is discarded)"
    ),
    QT_TR_NOOP("no ability"),
    QT_TR_NOOP("attacks on you are harder for every other player"),
    QT_TR_NOOP("any weapon deals fewer wounds to you, but never fewer than the minimum"),
    QT_TR_NOOP("you may play more weapons each turn"),
    QT_TR_NOOP("your first card of the Draw phase may come from the top of the discard pile"),
    QT_TR_NOOP("you may attack any player with any weapon, whatever the difficulty"),
    QT_TR_NOOP("your weapon attacks deal more wounds (not other cards)"),
    QT_TR_NOOP("in your Play phase, discard resilience to draw cards; never your last resilience"),
    QT_TR_NOOP("only weapons wound you: Battle Cry and Jujutsu do not affect you"),
    QT_TR_NOOP("each time you wound a player with a weapon, draw cards"),
    QT_TR_NOOP("draw cards for every wound a weapon deals you"),
    QT_TR_NOOP(
        "you may play a weapon as a defence card unless it is the last card in your hand (also against Battle Cry)"
    ),
    QT_TR_NOOP("you draw more cards in your Draw phase"),
    QT_TR_NOOP("you lose no honor when the draw deck runs out (promo card, not in the base box)"),
)
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


def effect_label(effect: str) -> str:
    """``battle_cry`` -> ``Battle Cry`` (in the interface's language)."""
    label = EFFECT_LABELS.get(effect) or ABILITY_LABELS.get(effect)
    return tr(label) if label is not None else effect.replace("_", " ").title()


def param_label(name: str) -> str:
    """The name of an effect's number in words of the interface's language (``others_draw``)."""
    label = PARAM_LABELS.get(name)
    return tr(label) if label is not None else name.replace("_", " ")


def registry_text(text: str) -> str:
    """A registry text (an effect's or ability's ``text``) in the interface's language, capitalised."""
    shown = tr(text)
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
