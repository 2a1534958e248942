"""The words of a Warlords log as message values: sides, directions, banners, standing orders,
weather, unit types, modifiers and the reasons a roll is explained by.

A modifier (:data:`~engine.games.warlords.combat.Mod`) and a roll's reason keep their English
phrase as a stable key in the event data (what a playback, the tests and a saved game's readers
of the data see); :func:`phrase` names the message that says it, so the log reads in the
reader's language. A phrase without a message is said as it is, and the Russian log test finds it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from engine.core.message import Message, Name, Value
from engine.games.warlords.tables import WEATHER_NAMES, UnitType

#: the English phrases of modifiers and reasons -> their message ids (engine/i18n/*/warlords.ftl)
PHRASES: dict[str, str] = {
    # modifiers of Impetus, Steadfastness and damage (rules/003 §5)
    "base Impetus": "wl-mod-base-impetus",
    "base Steadfastness": "wl-mod-base-steadfastness",
    "Backbone of the army": "wl-mod-backbone",
    "warlord in the unit": "wl-mod-warlord",
    "shinobi panic": "wl-mod-panic",
    "rallied after flight": "wl-mod-rallied",
    "Advance at any cost!": "wl-mod-advance-any-cost",
    "Hold at any cost!": "wl-mod-hold-any-cost",
    "Fearsome warriors (attacking)": "wl-mod-fearsome-attacking",
    "Fearsome warriors (defending)": "wl-mod-fearsome-defending",
    "attacked in a village": "wl-mod-village",
    "enemy's Tiger banner": "wl-mod-tiger",
    "Heavy cavalry attack": "wl-mod-heavy-cavalry",
    "Cavalry charge": "wl-mod-charge",
    "attacking from a hill": "wl-mod-from-hill",
    "attacking onto a hill": "wl-mod-onto-hill",
    "attacking across a fence": "wl-mod-across-fence",
    "attacking across a river": "wl-mod-across-river",
    "attacking into a rice field": "wl-mod-into-rice",
    "no rank bonus against the Crab banner": "wl-mod-crab",
    "fixed damage to a fleeing unit": "wl-mod-fleeing-target",
    "Four legs: fleeing infantry": "wl-mod-four-legs-fleeing",
    "Four legs: infantry against fleeing fresh cavalry": "wl-mod-four-legs-fresh",
    "Four legs: against tired cavalry": "wl-mod-four-legs-tired",
    "enemy's Forest of spears": "wl-mod-forest-of-spears",
    "incomplete front: 3 figures or fewer": "wl-mod-incomplete-front",
    "fighting in two directions": "wl-mod-two-directions",
    "nobody can take command": "wl-mod-no-command",
    "Intensified fire!": "wl-mod-intensified",
    "target behind shields": "wl-mod-shields",
    "Volley fire: two full ranks": "wl-mod-volley",
    "arquebuses in rain, snow, fog, downpour or blizzard": "wl-mod-arquebus-weather",
    "heavy losses: 3 figures or fewer": "wl-mod-heavy-losses",
    "They're close: cavalry ordered to attack this shooter": "wl-mod-theyre-close",
    "target crossing a bridge": "wl-mod-bridge",
    "blizzard": "wl-weather-blizzard",
    "dense fog": "wl-mod-fog",
    "downpour": "wl-weather-downpour",
    # the damage tables and the rerolls of a damage die (L522-L538, L599-L612, L660)
    "melee: d3 by Skill+Equipment (L522-L526)": "wl-table-melee",
    "shooting: d3 by Skill vs Equipment (L599-L603)": "wl-table-shooting",
    "fleeing unit attacked by infantry: d3+1 (L660)": "wl-table-fleeing-infantry",
    "fleeing unit attacked by cavalry: 2d3+2 (L660)": "wl-table-fleeing-cavalry",
    "Merciless lead: target Equipment -1 (L184)": "wl-reroll-merciless",
    "Plunging fire: a full second rank, best of 2 (L140)": "wl-reroll-plunging",
    "archers with a full second rank: best of 2 (L609, GM)": "wl-reroll-archers",
    "attacking a unit on a hill: worst of 2 (L530, L722)": "wl-reroll-onto-hill",
    "from a hill 2 cells away: worst of 2 (L606)": "wl-reroll-hill-far",
    "from a hill at an adjacent cell: best of 2 (L605)": "wl-reroll-hill-near",
    "gusty wind, downpour or blizzard: worst of 2 (L610, L612)": "wl-reroll-wind",
    "spearmen behind shields: worst of 2 (L135, L529)": "wl-reroll-spearmen-shields",
    "target in a village, forest or on a hill: worst of 2 (L607)": "wl-reroll-cover",
    # why a unit shoots, and what shooting damage is compared with (L597-L625)
    "by order": "wl-shot-order",
    "on initiative": "wl-shot-initiative",
    "at cavalry that galloped in": "wl-shot-galloped",
    "defensive fire": "wl-shot-defensive",
    "Impetus": "wl-impetus",
    "Steadfastness": "wl-steadfastness",
    # the command roll's modifiers (L235-L239, L268, L810, L815, L819)
    "no leader in the HQ": "wl-mod-no-leader-hq",
    "the HQ is destroyed": "wl-mod-hq-destroyed",
    "a general in the HQ beside the commander (2 or more give no more)": "wl-mod-hq-general",
    "the army commander is out; another leads": "wl-mod-commander-out",
    # why a unit retreats, routs, is scattered or loses its orders (rules/003 §5.3-§5.4)
    "pushed back": "wl-why-pushed-back",
    "pushed back in melee": "wl-why-pushed-back-melee",
    "pushed back in a meeting engagement": "wl-why-pushed-back-meeting",
    "beaten in melee": "wl-why-beaten",
    "beaten in a meeting engagement": "wl-why-beaten-meeting",
    "attacked while fleeing (L658)": "wl-why-attacked-fleeing",
    "retreat cell held by the enemy": "wl-why-retreat-enemy",
    "its retreat crosses a fence (L217)": "wl-why-retreat-fence",
    "forced back by shooting": "wl-why-shot-back",
    "its flight meets a river, a fence or a forest (L658)": "wl-why-flight-meets",
    "its flight crosses a fence (L217)": "wl-why-flight-fence",
    "broken in flight": "wl-why-broken",
    "routed again after a rally (L659)": "wl-why-routed-again",
    "routed with fewer than 4 figures (L643)": "wl-why-routed-small",
    "routed": "wl-why-routed-unit",
    "it runs off the field": "wl-why-off-field",
    "its flight meets impassable ground, a river, a fence or a forest (L658)": "wl-why-flight-impassable-any",
    "Peasants": "wl-why-peasants",
    "caught in a fire": "wl-why-fire",
    "not rallied within 3 turns of its flight (L658)": "wl-why-not-rallied",
    "no turning in a forest (L401, L732)": "wl-why-forest-turn",
    "no attacking with the flank or rear": "wl-why-flank-attack",
    "units cannot pass through each other (L496)": "wl-why-pass-through",
    "rice field": "wl-why-rice",
    "Phoenix banner: Rebirth, no penalty (L367)": "wl-why-phoenix",
    "Regroup!": "wl-why-regroup",
    "a general stops the flight (GM, L475)": "wl-why-general-stops",
    "Monastic discipline: sohei rally by themselves (L199)": "wl-why-monastic",
    # the weather forecasts (L767-L796) and the other ways a battle's weather is set
    "clear day": "wl-forecast-clear",
    "a clear day": "wl-forecast-agreed-clear",
    "fixed": "wl-forecast-fixed",
    "overcast: rain starts on turn 2d6 and lasts d6+1 turns": "wl-forecast-overcast-rain",
    "rain from the morning for 2d6 turns": "wl-forecast-rain-2d6",
    "gusty wind all day": "wl-forecast-wind",
    "storm approaching: gusty wind, then a downpour from turn 2d6 for d6+1 turns, then clear": "wl-forecast-storm",
    "dense fog for the first 2 turns, then clear": "wl-forecast-fog",
    "dense fog for the first 2 turns, then overcast: rain starts on turn 2d6 and lasts 2d6+1 turns": "wl-forecast-fog-rain",
    "rain from the morning for 3d6 turns": "wl-forecast-rain-3d6",
    "gusty wind for the first 2d6 turns, then a downpour to the end": "wl-forecast-wind-downpour",
    "downpour from the first turn for 2d6 turns, then clear": "wl-forecast-downpour",
    "clear day, deep snow": "wl-forecast-deep-snow",
    "overcast: snow starts on turn 2d6 and lasts d6+1 turns": "wl-forecast-overcast-snow",
    "snow from the morning for 2d6 turns": "wl-forecast-snow",
    "a fence is crossed only in phase 1, and not by a gallop's second move (L215-L216)": "wl-why-fence-phase",
    "it crossed a fence in phase 1 (L215)": "wl-why-crossed-fence",
    "cavalry spends its whole order crossing a river or entering or leaving a forest (L715, L731)": "wl-why-cavalry-crossing",
    "a unit cannot attack with its flank or rear (L24, L403)": "wl-why-flank-rear",
    "a fleeing unit cannot rally in a forest (L733)": "wl-why-forest-rally",
    "an enemy stands there": "wl-why-enemy-there",
    "no shields to set there": "wl-why-no-shields-set",
    "no shields to take there": "wl-why-no-shields-take",
    "shinobi keep the panic going: no rallying this turn (L695)": "wl-why-panic-rally",
    "the target is out of reach (L377)": "wl-why-out-of-reach",
    "cannot fight in two directions (L535-L536)": "wl-why-two-directions",
    "a fleeing unit does not fight back (L660)": "wl-why-fleeing-no-fight",
}

#: phrases with a number in them: pattern -> message id (the groups are the message's values)
_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"Formation: (?P<ranks>\d+) ranks"), "wl-mod-formation"),
    (re.compile(r"Skill\+Equipment (?P<own>\d+) vs (?P<other>\d+)"), "wl-mod-skill-equipment"),
    (re.compile(r"Skill (?P<skill>\d+) vs Equipment (?P<equipment>\d+)"), "wl-mod-skill-vs-equipment"),
)


def phrase(text: str) -> Value:
    """The message that says ``text``, one of the engine's fixed phrases; else ``text``."""
    mid = PHRASES.get(text)
    if mid is not None:
        return Message(mid)
    for pattern, pid in _PATTERNS:
        m = pattern.fullmatch(text)
        if m is not None:
            return Message(pid, {k: int(v) for k, v in m.groupdict().items()})
    return text


def side(idx: int) -> Name:
    """Side ``idx`` (counting from 0) as the glossary names it: "side 1", "сторона 1"."""
    return Name.of("wl-side", n=idx + 1)


def direction(d: int | str) -> Message:
    """A direction (0-3 or "N"/"E"/"S"/"W") in words."""
    letter = "NESW"[d] if isinstance(d, int) else d
    return Message("wl-option-" + letter.lower())


def banner(kind: str) -> Name:
    """A sacred banner (L362-L370): "the dragon banner", "знамя Дракона"."""
    return Name.of("wl-banner-" + kind)


def standing(code: str) -> Message:
    """A standing order (L419-L440) by its name in the rulebook."""
    return Message("wl-standing-" + code.replace("_", "-"))


def standings(codes: Iterable[str]) -> tuple[Value, ...]:
    return tuple(standing(c) for c in sorted(codes))


def unit_type(t: UnitType) -> Name:
    return Name.content({"en": t.name_en, "ru": t.name_ru})


def weather(flags: int) -> Message:
    """A turn's weather: "clear", or its conditions joined ("rain+gusty wind")."""
    if not flags:
        return Message("wl-weather-clear")
    kinds = tuple(Message("wl-weather-" + name.replace("_", "-")) for bit, name in WEATHER_NAMES.items() if flags & bit)
    return Message("wl-weather-list", kinds=kinds)


def mods(items: Iterable[tuple[str, int, str]]) -> Message:
    """Modifiers as a list: the first is the base value, the others signed."""
    parts: list[Value] = []
    for i, (name, v, _) in enumerate(items):
        parts.append(Message("wl-mod", name=phrase(name), value=f"{v:+d}" if i else str(v)))
    return Message("wl-mods", mods=tuple(parts))


def mods_list(items: Iterable[tuple[str, int, str]]) -> tuple[Value, ...]:
    """Modifiers each with its sign (a command roll's), as a list."""
    return tuple(Message("wl-mod", name=phrase(name), value=f"{v:+d}") for name, v, _ in items)


#: where a leader may be, besides a cell
PLACES = frozenset({"hq", "reserve", "unit", "start", "out", "captured", "dead"})


def place(where: str) -> Value:
    """A leader's place: the HQ, the reserve, a unit... in words; a cell as its label."""
    return Message("wl-place-" + where) if where in PLACES else where


#: why something happened: one of the engine's fixed phrases, or a message with values
Reason = str | Message


def reason_said(reason: Reason) -> Value:
    """A reason as a message value: a fixed phrase by its message, a message as it is."""
    return phrase(reason) if isinstance(reason, str) else reason


def reason_data(reason: Reason) -> Any:
    """A reason as event data: a fixed phrase as it is, a message as its id and values."""
    return reason if isinstance(reason, str) else reason.to_data()


def schedule(turns: tuple[int, ...] | list[int]) -> Message:
    """The weather of every turn, runs of equal turns together: "turns 1-4: clear; turn 5: rain"."""
    parts: list[Value] = []
    t = 1
    while t < len(turns):
        j = t
        while j + 1 < len(turns) and turns[j + 1] == turns[t]:
            j += 1
        parts.append(
            Message("wl-schedule-turns" if j > t else "wl-schedule-turn", first=t, last=j, weather=weather(turns[t]))
        )
        t = j + 1
    return Message("wl-schedule", parts=tuple(parts))
