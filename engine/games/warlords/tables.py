"""Tables of the Warlords battle rules (rules/003): the unit types with their characteristics,
costs and special rules, the command stakes, sacred banners, leader traits and the weather
forecasts. Line references ``L…`` point into the Russian original (seeds/003)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

GAME = "warlords"

# --------------------------------------------------------------------------- unit types

#: special rules of the unit types (rules/003 §4.3): code -> (name, lines)
SPECIAL_RULES: dict[str, tuple[str, str]] = {
    "forest_of_spears": ("Forest of spears (Лес копий)", "L132, L175, L528"),
    "formation": ("Formation (Строй)", "L133, L141, L176, L516-L517"),
    "formation_any_flank": ("Formation, sohei variant: lost on any flank or rear attack", "L197"),
    "backbone": ("Backbone of the army (Становой хребет армии)", "L134, L218"),
    "behind_cover": ("From behind cover (Из-за укрытия)", "L135, L177, L208, L529"),
    "plunging_fire": ("Plunging fire (Навесной огонь)", "L140, L609"),
    "heavy_attack": ("Heavy cavalry attack (Атака тяжелой конницы)", "L148-L151"),
    "dont_stand_in_the_way": ("Don't stand in the way! (Не стой на пути!)", "L151"),
    "charge": ("Cavalry charge (Конная атака)", "L162-L164"),
    "theyre_close": ("They're close (Они уже близко)", "L152, L165"),
    "gallop": ("Gallop (Галоп)", "L153, L166, L411-L417"),
    "fatigue": ("Fatigue (Утомление)", "L154-L156, L167-L169"),
    "four_legs": ("Four legs are faster than two (Четыре ноги быстрее двух)", "L157, L170"),
    "peasants": ("Peasants (Крестьяне)", "L178, L185, L191"),
    "volley": ("Volley fire (Стрельба залпами)", "L183"),
    "merciless_lead": ("Merciless lead (Безжалостный свинец)", "L184, L599"),
    "fearsome": ("Fearsome warriors (Грозные воины)", "L198"),
    "monastic_discipline": ("Monastic discipline (Монашеская дисциплина)", "L199"),
    "naginata": ("Naginata (Нагинаты)", "L200"),
    "mercenaries": ("Mercenaries (Наемники)", "L203"),
}

Category = Literal["samurai", "ashigaru", "sohei"]


@dataclass(frozen=True)
class UnitType:
    """One of the eight unit types (heavy cavalry comes as hatamoto and dzu-kihei)."""

    code: str
    name_en: str
    name_ru: str
    category: Category
    cavalry: bool
    shooter: bool
    skill: int
    equipment: int
    steadfastness: int
    impetus: int
    #: ammunition at the start of a battle (shooters only)
    ammo: int
    #: cost per figure (``None``: converted from other ashigaru, L187)
    cost: float | None
    upkeep: float
    rules: frozenset[str]
    lines: str
    #: the least Equipment a unit of the type may have (heavy cavalry: 2, L147)
    min_equipment: int = 1

    def has(self, rule: str) -> bool:
        return rule in self.rules

    @property
    def spearmen(self) -> bool:
        """Spearmen are the units with Forest of spears (cavalry charges fail against their front)."""
        return "forest_of_spears" in self.rules

    @property
    def heavy(self) -> bool:
        return "heavy_attack" in self.rules


_CAVALRY = frozenset({"theyre_close", "gallop", "fatigue", "four_legs"})

# one unit type a row, its characteristics in the order of the rulebook's table (rules/003 §4.1-§4.2)
# fmt: off
UNIT_TYPES: dict[str, UnitType] = {
    t.code: t
    for t in (
        #        code, English and Russian names, category, cavalry, shooter
        #        skill, equipment, steadfastness, impetus, ammunition, cost, upkeep; special rules; lines
        UnitType("yari_samurai", "Samurai spearmen", "яри-самураи", "samurai", False, False,
                 2, 2, 2, 2, 0, 2, 0.5,
                 frozenset({"forest_of_spears", "formation", "backbone", "behind_cover"}), "L131-L137"),
        UnitType("yumi_samurai", "Samurai archers", "юми-самураи", "samurai", False, True,
                 2, 2, 2, 2, 8, 2, 0.25,
                 frozenset({"plunging_fire", "formation"}), "L139-L144"),
        # hatamoto Steadfastness and Impetus are not listed: samurai values (rules/003 §4.1)
        UnitType("hatamoto", "Hatamoto (warlord's heavy cavalry)", "хатамото", "samurai", True, False,
                 3, 3, 2, 2, 0, 5, 1.25,
                 frozenset({"heavy_attack", "dont_stand_in_the_way"}) | _CAVALRY, "L146-L159", min_equipment=2),
        UnitType("dzu_kihei", "Heavy cavalry (dzu-kihei)", "дзю-кихэй", "samurai", True, False,
                 2, 2, 2, 2, 0, 5, 1.25,
                 frozenset({"heavy_attack", "dont_stand_in_the_way"}) | _CAVALRY, "L146-L159", min_equipment=2),
        UnitType("kihei", "Light cavalry (kihei)", "кихэй", "samurai", True, False,
                 2, 2, 2, 2, 0, 3, 0.75,
                 frozenset({"charge"}) | _CAVALRY, "L161-L172"),
        UnitType("yari_ashigaru", "Ashigaru spearmen", "яри-асигару", "ashigaru", False, False,
                 1, 1, 1, 1, 0, 0.5, 0.1,
                 frozenset({"forest_of_spears", "formation", "behind_cover", "peasants"}), "L174-L180"),
        UnitType("teppo_ashigaru", "Ashigaru arquebusiers", "тэппо-асигару", "ashigaru", False, True,
                 1, 1, 1, 1, 8, None, 0.1,
                 frozenset({"volley", "merciless_lead", "peasants"}), "L182-L188"),
        UnitType("yumi_ashigaru", "Ashigaru archers", "юми-асигару", "ashigaru", False, True,
                 1, 1, 1, 1, 8, 0.25, 0.1,
                 frozenset({"peasants"}), "L190-L194"),
        UnitType("sohei", "Warrior monks (sohei)", "сохэи", "sohei", False, False,
                 3, 2, 3, 3, 0, 3, 0.75,
                 frozenset({"formation", "formation_any_flank", "fearsome", "monastic_discipline", "naginata",
                            "mercenaries"}), "L196-L203"),
    )
}
# fmt: on

UnitTypeCode = Literal[
    "yari_samurai",
    "yumi_samurai",
    "hatamoto",
    "dzu_kihei",
    "kihei",
    "yari_ashigaru",
    "teppo_ashigaru",
    "yumi_ashigaru",
    "sohei",
]

#: figures per rank: the front is at most 4 figures wide (L516)
FRONTAGE = 4
MAX_FIGURES = 16
#: units with fewer figures suffer heavy losses (L222-L226)
FULL_UNIT = 4

#: portable shields and fences cost per cell edge (L211, L219)
SHIELD_COST = 0.5
FENCE_COST = 0.5


def ranks(figures: int) -> int:
    """Ranks of a unit: the front rank fills up to 4 figures, a rank with one figure counts (L516)."""
    return (figures + FRONTAGE - 1) // FRONTAGE if figures > 0 else 0


def fourth_rank_figures(figures: int) -> int:
    return max(0, figures - 3 * FRONTAGE)


# --------------------------------------------------------------------------- command roll

#: stake -> (success threshold on 2d6, orders on success, orders on failure) (L338-L345)
STAKES: dict[str, tuple[int, int, int]] = {"low": (5, 5, 4), "high": (8, 7, 3)}

HQ_FREE_ORDERS = 2  # L235
#: the army commander needs no order for his own moves; generals in units give one free order (L246)

#: standing orders (L419-L440)
StandingKind = Literal[
    "defensive_fire",
    "hold_fire",
    "keep_advancing",
    "keep_retreating",
    "intensified_fire",
    "hold_at_any_cost",
    "advance_at_any_cost",
]

# --------------------------------------------------------------------------- banners and traits

BANNERS: dict[str, tuple[str, str]] = {
    "phoenix": ("Phoenix: Rebirth", "L367"),
    "tiger": ("Tiger: Fury!", "L368"),
    "dragon": ("Dragon: Cunning", "L369"),
    "crab": ("Crab: Cohesion", "L370"),
}
BannerKind = Literal["phoenix", "tiger", "dragon", "crab"]

#: leader traits named by the battle rules; their full definitions live in the campaign rules
TraitCode = Literal[
    "charismatic",  # Charismatic (Харизматичный): its bonuses are visible; no battle effect is defined here (L274)
    "cunning_plan",  # Cunning plan (Хитрый план): extra orders, as the GM grants (L360)
    "master_of_maneuver",  # Master of maneuver (Мастер маневра): chooses the side (L293)
    "brawler",  # Brawler (Рубака): always duels, +1 in duels, rerolls some risk results (L258, L262, L558, L584)
    "risky",  # Risky (Рисковый): duels risky characters and brawlers (L559)
    "cautious",  # Cautious (Осторожный): duels only when nobody else is left (L561)
    "treacherous",  # Treacherous (Коварный): may deploy units hidden from the enemy and its shinobi (L323, L685)
    "master_sword",  # Master of the sword (Мастер меча) (L583)
    "master_spear",  # Master of the spear (Мастер копья) (L583)
    "master_naginata",  # Master of the naginata (Мастер нагинаты) (L583)
    "skilled_rider",  # Skilled rider (Искусный наездник): +1 in duels (L585)
]
MASTER_TRAITS = ("master_sword", "master_spear", "master_naginata")

# --------------------------------------------------------------------------- seasons and weather

#: maximum battle turns per season (L43, L87, L774, L781, L790)
MAX_TURNS: dict[str, int] = {"winter": 8, "spring": 10, "autumn": 10, "summer": 12}

Season = Literal["summer", "spring", "autumn", "winter"]
Climate = Literal["plains", "marsh", "mountains"]

# weather conditions of one turn, as bit flags
WIND = 1
RAIN = 2
SNOW = 4
DOWNPOUR = 8
BLIZZARD = 16
FOG = 32
DEEP_SNOW = 64

WEATHER_NAMES: dict[int, str] = {
    WIND: "gusty_wind",
    RAIN: "rain",
    SNOW: "snow",
    DOWNPOUR: "downpour",
    BLIZZARD: "blizzard",
    FOG: "dense_fog",
    DEEP_SNOW: "deep_snow",
}
WEATHER_FLAGS: dict[str, int] = {v: k for k, v in WEATHER_NAMES.items()}
WeatherKind = Literal["clear", "gusty_wind", "rain", "snow", "downpour", "blizzard", "dense_fog", "deep_snow"]


def weather_text(flags: int) -> str:
    if not flags:
        return "clear"
    return "+".join(name for bit, name in WEATHER_NAMES.items() if flags & bit)


@dataclass(frozen=True)
class Span:
    """A stretch of weather in a forecast: ``kind`` from turn ``start`` for ``length`` turns.

    ``start`` and ``length`` are dice expressions (``"1"``, ``"2d6"``, ``"d6+1"``, ``"3d6"``) or
    ``"rest"`` (to the end of the battle); ``after`` starts the span when the previous one ends."""

    kind: int
    start: str
    length: str


@dataclass(frozen=True)
class Forecast:
    text: str
    spans: tuple[Span, ...]
    lines: str


_CLEAR = Forecast("clear day", (), "")

#: season -> d6 -> forecast (L767-L796)
FORECASTS: dict[str, dict[int, Forecast]] = {
    "summer": {
        1: _CLEAR,
        2: _CLEAR,
        3: _CLEAR,
        4: Forecast("overcast: rain starts on turn 2d6 and lasts d6+1 turns", (Span(RAIN, "2d6", "d6+1"),), "L769"),
        5: Forecast("rain from the morning for 2d6 turns", (Span(RAIN, "1", "2d6"),), "L770"),
        6: Forecast("overcast: rain starts on turn 2d6 and lasts d6+1 turns", (Span(RAIN, "2d6", "d6+1"),), "L771"),
    },
    "spring": {
        1: _CLEAR,
        2: _CLEAR,
        3: _CLEAR,
        4: Forecast("gusty wind all day", (Span(WIND, "1", "rest"),), "L776"),
        5: Forecast("overcast: rain starts on turn 2d6 and lasts d6+1 turns", (Span(RAIN, "2d6", "d6+1"),), "L777"),
        6: Forecast(
            "storm approaching: gusty wind, then a downpour from turn 2d6 for d6+1 turns, then clear",
            (Span(WIND, "1", "until_next"), Span(DOWNPOUR, "2d6", "d6+1")),
            "L778",
        ),
    },
    "autumn": {
        1: _CLEAR,
        2: Forecast("dense fog for the first 2 turns, then clear", (Span(FOG, "1", "2"),), "L783"),
        3: Forecast(
            "dense fog for the first 2 turns, then overcast: rain starts on turn 2d6 and lasts 2d6+1 turns",
            (Span(FOG, "1", "2"), Span(RAIN, "2d6", "2d6+1")),
            "L784",
        ),
        4: Forecast("rain from the morning for 3d6 turns", (Span(RAIN, "1", "3d6"),), "L785"),
        5: Forecast(
            "gusty wind for the first 2d6 turns, then a downpour to the end",
            (Span(WIND, "1", "2d6"), Span(DOWNPOUR, "after", "rest")),
            "L786",
        ),
        6: Forecast("downpour from the first turn for 2d6 turns, then clear", (Span(DOWNPOUR, "1", "2d6"),), "L787"),
    },
    "winter": {
        1: _CLEAR,
        2: Forecast("clear day, deep snow", (Span(DEEP_SNOW, "1", "rest"),), "L792"),
        3: Forecast("gusty wind all day", (Span(WIND, "1", "rest"),), "L793"),
        4: Forecast("dense fog for the first 2 turns, then clear", (Span(FOG, "1", "2"),), "L794"),
        5: Forecast("overcast: snow starts on turn 2d6 and lasts d6+1 turns", (Span(SNOW, "2d6", "d6+1"),), "L795"),
        6: Forecast("snow from the morning for 2d6 turns", (Span(SNOW, "1", "2d6"),), "L796"),
    },
}

# --------------------------------------------------------------------------- leader risk tables

#: duel steps (L567-L569): below 5 low, 5-7 normal, 8+ high; a failed high stake of a warlord is
#: one more step below (L589)
DUEL_STEP_LOW, DUEL_STEP_NORMAL, DUEL_STEP_HIGH = 1, 2, 3


def duel_step(total: int) -> int:
    if total < 5:
        return DUEL_STEP_LOW
    return DUEL_STEP_NORMAL if total < 8 else DUEL_STEP_HIGH


def _by_d6(*results: tuple[int, bool, int]) -> dict[int, tuple[int, bool, int]]:
    """A row of the duel table: the results for a d6 of 1 to 6, in that order."""
    return dict(enumerate(results, start=1))


#: relation -> d6 -> (wounds to the loser, loser captured, wounds to the winner) (L576-L579);
#: 4 wounds kill
DUEL_TABLE: dict[str, dict[int, tuple[int, bool, int]]] = {
    "clear": _by_d6((2, True, 0), (1, True, 0), (4, False, 0), (4, False, 0), (4, False, 0), (4, False, 0)),
    "slight": _by_d6((2, True, 0), (4, False, 0), (4, False, 0), (4, False, 0), (2, False, 0), (2, False, 0)),
    "limit": _by_d6((4, False, 0), (4, False, 2), (2, False, 0), (2, False, 1), (2, False, 1), (1, False, 0)),
    # equality: both take the same wounds
    "equal": _by_d6((4, False, 4), (2, False, 2), (1, False, 1), (1, False, 1), (0, False, 0), (0, False, 0)),
}

DUEL_TACTICS: dict[str, tuple[str, str]] = {
    # tactic -> (stake it needs, name)
    "none_low": ("low", "low stake, no tactic"),
    "none_high": ("high", "high stake, no tactic"),
    "full_defence": ("low", "Full defence (Глухая защита)"),
    "careful_attack": ("low", "Careful attack (Осторожное нападение)"),
    "hurricane": ("high", "Hurricane attack (Ураганная атака)"),
    "best_defence": ("high", "Best defence is attack (Лучшая защита – нападение)"),
    "treacherous_trick": ("high", "Treacherous trick (Коварный прием)"),
}
