"""The engine's registry of what Samurai Sword cards and characters can do.

Content refers to these by id: a card names its ``effect`` (and may set the effect's numeric
``params``), a character names its ``ability`` with params. Anything not listed here cannot be
played, and validation says so. Codes are the small integers the runtime dispatches on.

Line references (``L…``) point into the Russian rulebook (seeds/001), as in rules/001.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.core.message import Message

GAME = "samurai_sword"

# card kinds (corner colours, L18-23)
WEAPON_KIND, ACTION_KIND, PROPERTY_KIND = 0, 1, 2
CARD_KINDS: tuple[str, ...] = ("weapon", "action", "property")

# card effect codes
(
    WEAPON,
    PARRY,
    BATTLE_CRY,
    BREATHING,
    DAIMYO,
    DIVERSION,
    GEISHA,
    JUJUTSU,
    TEA_CEREMONY,
    ARMOR,
    FAST_DRAW,
    FOCUS,
    BUSHIDO,
) = range(13)

# character ability codes
(
    NO_ABILITY,
    HARDER_TO_ATTACK,
    WEAPON_WOUNDS_REDUCED,
    EXTRA_WEAPONS,
    FIRST_DRAW_FROM_DISCARD,
    IGNORES_DIFFICULTY,
    WEAPON_WOUNDS_BONUS,
    RESILIENCE_FOR_CARDS,
    ONLY_WEAPONS_WOUND,
    DRAW_ON_WEAPON_HIT,
    DRAW_PER_WEAPON_WOUND,
    WEAPON_AS_PARRY,
    EXTRA_DRAW,
    NO_HONOR_LOSS_ON_RESHUFFLE,
) = range(14)


@dataclass(frozen=True)
class EffectSpec:
    """One card effect the engine plays: its code, the card kind it belongs to, its numeric
    parameters with their defaults, and what it does (with the rulebook lines)."""

    code: int
    kind: str
    text: str
    lines: str
    params: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class AbilitySpec:
    """One character ability: its code, numeric parameters with defaults, what it does."""

    code: int
    text: str
    lines: str
    params: Mapping[str, int] = field(default_factory=dict)


CARD_EFFECTS: dict[str, EffectSpec] = {
    "weapon": EffectSpec(
        WEAPON,
        "weapon",
        "attack another player whose difficulty is at most the weapon's; it deals its damage unless parried",
        "L186-216",
    ),
    "parry": EffectSpec(
        PARRY,
        "action",
        "played off-turn: the weapon attack aimed at you deals no wounds; also the card Battle Cry asks for",
        "L146-148, L200-204, L323-324",
    ),
    "battle_cry": EffectSpec(
        BATTLE_CRY,
        "action",
        "every other player discards a parry or takes the wounds; Harmless players are unaffected",
        "L323-325",
        {"wounds": 1},
    ),
    "breathing": EffectSpec(
        BREATHING,
        "action",
        "regain all your resilience, then another player of your choice draws cards",
        "L326-330",
        {"gift": 1},
    ),
    "daimyo": EffectSpec(
        DAIMYO,
        "action",
        "play it to draw cards; held at the end it is worth victory points (not multiplied, not for the Ronin)",
        "L360-364, L285-288",
        {"draw": 2, "vp": 1},
    ),
    "diversion": EffectSpec(
        DIVERSION, "action", "take a random card from another player's hand, whatever the difficulty", "L365-366"
    ),
    "geisha": EffectSpec(
        GEISHA,
        "action",
        "another player discards a random card from the hand or a card in play that you choose",
        "L374-377",
    ),
    "jujutsu": EffectSpec(
        JUJUTSU,
        "action",
        "every other player discards a weapon or takes the wounds; Harmless players are unaffected",
        "L378-380",
        {"wounds": 1},
    ),
    "tea_ceremony": EffectSpec(
        TEA_CEREMONY,
        "action",
        "you draw cards, every other player draws cards",
        "L381-383",
        {"draw": 3, "others_draw": 1},
    ),
    "armor": EffectSpec(
        ARMOR, "property", "attacks on you are harder for every other player", "L176-184", {"difficulty": 1}
    ),
    "fast_draw": EffectSpec(FAST_DRAW, "property", "your weapon attacks deal more wounds", "L367-370", {"damage": 1}),
    "focus": EffectSpec(FOCUS, "property", "you may play more weapons on your turn", "L371-373", {"weapons": 1}),
    "bushido": EffectSpec(
        BUSHIDO,
        "property",
        "placed before any player; at the end of their Recover phase a revealed weapon costs them a weapon "
        "(Bushido passes on) or honor (Bushido is discarded)",
        "L331-348",
        {"honor": 1},
    ),
}

ABILITIES: dict[str, AbilitySpec] = {
    "none": AbilitySpec(NO_ABILITY, "no ability", ""),
    "harder_to_attack": AbilitySpec(
        HARDER_TO_ATTACK, "attacks on you are harder for every other player", "L389-390", {"amount": 1}
    ),
    "weapon_wounds_reduced": AbilitySpec(
        WEAPON_WOUNDS_REDUCED,
        "any weapon deals fewer wounds to you, but never fewer than the minimum",
        "L391-394",
        {"amount": 1, "minimum": 1},
    ),
    "extra_weapons": AbilitySpec(EXTRA_WEAPONS, "you may play more weapons each turn", "L396-398", {"amount": 1}),
    "first_draw_from_discard": AbilitySpec(
        FIRST_DRAW_FROM_DISCARD,
        "your first card of the Draw phase may come from the top of the discard pile",
        "L402-404",
    ),
    "ignores_difficulty": AbilitySpec(
        IGNORES_DIFFICULTY, "you may attack any player with any weapon, whatever the difficulty", "L405-407"
    ),
    "weapon_wounds_bonus": AbilitySpec(
        WEAPON_WOUNDS_BONUS, "your weapon attacks deal more wounds (not other cards)", "L408-411", {"amount": 1}
    ),
    "resilience_for_cards": AbilitySpec(
        RESILIENCE_FOR_CARDS,
        "in your Play phase, discard resilience to draw cards; never your last resilience",
        "L413-415",
        {"cost": 1, "draw": 1},
    ),
    "only_weapons_wound": AbilitySpec(
        ONLY_WEAPONS_WOUND, "only weapons wound you: Battle Cry and Jujutsu do not affect you", "L417-420"
    ),
    "draw_on_weapon_hit": AbilitySpec(
        DRAW_ON_WEAPON_HIT, "each time you wound a player with a weapon, draw cards", "L422-424", {"draw": 1}
    ),
    "draw_per_weapon_wound": AbilitySpec(
        DRAW_PER_WEAPON_WOUND, "draw cards for every wound a weapon deals you", "L426-427", {"draw": 1}
    ),
    "weapon_as_parry": AbilitySpec(
        WEAPON_AS_PARRY,
        "you may play a weapon as a defence card unless it is the last card in your hand (also against Battle Cry)",
        "L428-431",
    ),
    "extra_draw": AbilitySpec(EXTRA_DRAW, "you draw more cards in your Draw phase", "L433-434", {"amount": 1}),
    "no_honor_loss_on_reshuffle": AbilitySpec(
        NO_HONOR_LOSS_ON_RESHUFFLE,
        "you lose no honor when the draw deck runs out (promo card, not in the base box)",
        "reference/samurai_sword/characters.yaml",
    ),
}


def effect_params(effect: str, given: Mapping[str, int]) -> dict[str, int]:
    """The parameters of a card ``effect`` with the defaults filled in (unknown names ignored)."""
    spec = CARD_EFFECTS[effect]
    return {k: int(given.get(k, v)) for k, v in spec.params.items()}


def ability_params(ability: str, given: Mapping[str, int]) -> dict[str, int]:
    """The parameters of an ``ability`` with the defaults filled in (unknown names ignored)."""
    spec = ABILITIES[ability]
    return {k: int(given.get(k, v)) for k, v in spec.params.items()}


#: the names of the numbers the effects and abilities take (``draw``, ``others_draw``)
PARAM_NAMES = frozenset(
    [k for spec in CARD_EFFECTS.values() for k in spec.params] + [k for ab in ABILITIES.values() for k in ab.params]
)


def effect_said(name: str, *, text: bool = False) -> Message:
    """A card effect's or character ability's name (or, with ``text``, what it does) as people read
    it: a message of ``samurai_sword-effects.ftl``, one for each entry of :data:`CARD_EFFECTS` and
    :data:`ABILITIES` (a test keeps them complete in every language)."""
    family = "sw-effect-" if name in CARD_EFFECTS else "sw-ability-"
    return Message(family + name.replace("_", "-") + ("-text" if text else ""))


def param_said(name: str) -> Message:
    """The name of an effect's or ability's number (``others_draw``) as people read it."""
    return Message("sw-param-" + name.replace("_", "-"))
