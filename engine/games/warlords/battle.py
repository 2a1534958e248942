"""The battle document (``kind: warlords/battle``): a battlefield, a roster per side, the kind
of battle and place, season, climate and weather, special rules, and the rule options that
settle every ambiguity and contradiction of the digest (rules/003 §9) with its recommendation
as the default.

A battle starts either with the whole pre-battle sequence (``start: pre_battle``: terrain
shifts, sides, fences, weather, secret deployment, shinobi, leaders and banners, instructions;
rules/003 §2) or from a position (``start: position``: units, HQs, leaders, banners and
standing orders where the file puts them, play begins with the command phase of turn 1).
"""

from __future__ import annotations

import typing
from collections.abc import Iterable
from typing import Annotated, Literal

from pydantic import Field

from engine.content.base import CheckContext, ContentModel, Ident, LongText, Model, register_kind
from engine.content.issues import Issue
from engine.content.options import RuleOptionsModel
from engine.games.warlords.battlefield import MAX_EDGES, CellText, Names
from engine.games.warlords.roster import MAX_ROSTER_LEADERS, MAX_ROSTER_UNITS, MAX_SHINOBI
from engine.games.warlords.tables import GAME, BannerKind, Climate, Season, StandingKind, WeatherKind
from engine.games.warlords.validate import check_battle

FacingName = Literal["N", "E", "S", "W"]


class RuleOptions(RuleOptionsModel):
    """Named switches for the digest's ambiguities (rules/003 §9), defaults as it recommends.

    Options marked "GM decision" give the default the game master's seat proposes; the GM may
    decide otherwise each time the question comes up (engine/games/warlords/README.md)."""

    OPTION_MESSAGES = "warlords-option"

    four_legs_light_total: Literal[2, 3] = Field(
        default=2,
        description="§9 #18 (L157 vs L170): light cavalry's charge plus Four legs adds +2 (like heavy cavalry) "
        "or +3 as the light cavalry's own entry prints. GM decision",
    )
    four_legs_vs_fleeing: bool = Field(
        default=True,
        description="§5.4 (L660 with L157, L170): Four legs adds to the fixed damage dealt to a fleeing unit",
    )
    warlord_bonus_from_adjacent_unit: bool = Field(
        default=False,
        description="§9 #19 (L245 vs L283): a warlord moving in from an adjacent unit gives his +1/+1 "
        "(L245, marked important, says no). GM decision",
    )
    shooting_scale: Literal["explicit_list", "melee_scheme"] = Field(
        default="explicit_list",
        description="§9 #20 (L599-L603 vs L522-L524): Skill lower than Equipment is d3-1 (explicit list) or only "
        "half or less is (melee scheme)",
    )
    ratio_inclusive: bool = Field(
        default=True,
        description="§5.2 (L522-L526): exactly half and exactly double count as 'half' and 'double'",
    )
    small_unit_melee_damage: Literal["vs_full_front", "always"] = Field(
        default="vs_full_front",
        description="§9 #31 (L224 vs L531): a unit of 3 or fewer figures deals -1 in melee only to a unit of 4+ "
        "figures (L531) or always (L224); shooting is always -1",
    )
    yumi_ashigaru_plunging_fire: bool = Field(
        default=False,
        description="§9 #32 (L190-L194 vs L609): yumi-ashigaru with a full second rank roll twice and take the "
        "best. GM decision",
    )
    teppo_formation: bool = Field(default=False, description="§9 #33 (L182-L188): teppo-ashigaru have Formation")
    sohei_formation_any_flank: bool = Field(
        default=True,
        description="§9 #34 (L197): sohei lose their rank bonus on any flank or rear attack (no 4-figure or "
        "cavalry qualifier)",
    )
    attacker_places_shields: bool = Field(
        default=True, description="§9 #35 (L295 vs L211, L307): the attacker may set shields before the battle too"
    )
    shield_protection: Literal["half_plane", "edge_only"] = Field(
        default="half_plane",
        description="§9 #36 (L206, scheme missing): a shield protects against fire from every cell beyond its "
        "edge (half plane) or only from the cells straight across it (edge only); diagonal fire is a GM decision",
    )
    hq_elite_equipment: int = Field(
        default=4, ge=1, le=9, description="§9 #43 (L240): the 'elite' Equipment of a lone HQ under fire. GM decision"
    )
    initial_facing: Literal["toward_enemy", "free"] = Field(
        default="toward_enemy", description="§9 #44: units deploy facing the enemy's half, or any way"
    )
    phoenix_banner_at: Literal["hq", "unit"] = Field(
        default="hq",
        description="§9 #39 (L362): the Phoenix banner is raised at the HQ (its cell and the cells around it) or "
        "in the unit that carries it. GM decision",
    )
    third_forecast: Literal["fight_or_withdraw", "accepted"] = Field(
        default="fight_or_withdraw",
        description="§9 #41 (L300 vs L764): after the third forecast the attacker fights or withdraws (XIII), or "
        "the forecast is simply accepted (IV)",
    )
    claim_distance: Literal["steps", "chebyshev"] = Field(
        default="steps",
        description="§9 #45 (L111): 'closer' to an empty control zone by orthogonal steps or king moves. GM decision",
    )
    reserve_enemy_distance: Literal["chebyshev", "steps"] = Field(
        default="chebyshev",
        description="§9 #45 (L313): at least 2 empty cells between an entering reserve and any enemy, counted "
        "in king moves (Chebyshev distance >= 3) or orthogonal steps (>= 3)",
    )
    combined_rerolls: Literal["cancel", "worst", "best"] = Field(
        default="cancel",
        description="§9 #46: when best-of-2 and worst-of-2 apply together they cancel out (the count decides), "
        "or the worst or the best wins. GM decision",
    )
    destruction_dice: Literal["lowest", "each"] = Field(
        default="lowest",
        description="§9 #47 (L261): a leader's several Destruction dice: the lowest counts, or each die's wounds add",
    )
    ford_attack: Literal["as_river", "as_bridge"] = Field(
        default="as_river",
        description="§6.1 (L716): attacking over a ford is penalised like a river or not like a bridge",
    )
    recon_adjustments: Literal["any_once_each", "one_per_service"] = Field(
        default="any_once_each",
        description="§6.5 (L686): after reconnaissance any of your units may move or swap once, or one per service",
    )
    fatigue_rule: Literal["both_phases", "three_cells"] = Field(
        default="both_phases",
        description="§9 #24 (L62 vs L154/L167): cavalry tires when it used Gallop or its charge in both phases, "
        "or when it moved 3 or more cells in a turn",
    )
    ranks_after_shooting: Literal["recount", "start_of_phase"] = Field(
        default="recount",
        description="§4.3 (L517): losses from shooting earlier in the phase reduce the ranks counted in melee",
    )
    forest_of_spears_scope: Literal["fighting_front", "attacked_front"] = Field(
        default="fighting_front",
        description="§9 #30 (L132 vs L528): the -1 applies to any enemy fighting the spearmen's front, or only "
        "when they are attacked from the front",
    )
    meeting_winner_occupies: bool = Field(
        default=True, description="§5.2 (L548, L553): the winner of a meeting engagement takes the loser's cell"
    )
    meeting_winners_destroyed: Literal["losers_hold", "losers_give_way"] = Field(
        default="losers_hold",
        description=(
            "§5.2 (L548, L550): a meeting engagement whose higher total has no unit left: its opponents"
            " hold their cells, as a defender that destroyed all its attackers (losers hold), or retreat or"
            " rout by the difference as the lower total does (losers give way); nobody takes a cell"
        ),
    )
    initiative_about_face_is_regroup: bool = Field(
        default=False,
        description="§3.4: a 180 degree initiative turn counts as a regroup, so the unit does nothing in phase 2",
    )
    rout_through_cavalry_per_figure: Literal[1, 2] = Field(
        default=2, description="§9 #37 (L645): damage per figure to infantry fleeing through enemy cavalry"
    )
    high_failure_step: Literal["below_low", "low"] = Field(
        default="below_low",
        description="§5.5 (L589): a warlord's failed high stake in a duel is a step below 'low', or counts as low",
    )
    cunning_plan_orders: int = Field(
        default=1,
        ge=0,
        le=3,
        description="L360: extra orders a warlord with the trait Cunning plan may get per turn. GM decision",
    )


#: The longest battle a setup can ask for (``max_turns`` is at most 12; a schedule may run past it).
MAX_TURNS = 50


class WeatherSpan(Model):
    kind: WeatherKind
    first_turn: int = Field(ge=1, le=MAX_TURNS)
    last_turn: int = Field(ge=1, le=MAX_TURNS)


class WeatherSetup(Model):
    """How the day's weather is found (rules/003 §2.4, §6.2)."""

    #: ``roll``: the GM rolls forecasts, the armies may first agree on a clear day; ``clear_day``:
    #: agreed beforehand (climate still applies, L762); ``fixed``: ``schedule`` as given
    mode: Literal["roll", "clear_day", "fixed"] = "roll"
    schedule: list[WeatherSpan] = Field(default_factory=list, max_length=MAX_TURNS)


#: sabotage tasks one shinobi service carries out in a whole battle (L678)
SABOTAGES_PER_SERVICE = 3

#: a banner raised in an earlier turn (a position start): its lasting effect - the Tiger's Fury
#: (while the unit neither fights nor flees) or the Crab's Cohesion (until it moves or breaks) -
#: still holds, or it is spent (L362-L370)
RaisedBanner = Literal["in_effect", "spent"]


class UnitPlacement(Model):
    """Where a unit starts: a cell (and facing) or the reserve; for a position start, also what
    happened to it in the turns before (fatigue, flight, rally, hidden, scattered, destroyed)."""

    unit: Ident
    cell: CellText | None = None
    facing: FacingName | None = None
    reserve: bool = False
    #: a position start: the unit flees (no facing)
    fleeing: bool = False
    fatigued: bool = Field(
        default=False,
        description="position start: the cavalry is fatigued - no Gallop, no charge after its first move, until it "
        "rests (L154-L156, L167-L169)",
    )
    flight_began: int | None = Field(
        default=None,
        ge=1,
        le=MAX_TURNS,
        description="position start, a fleeing unit: the turn its flight began; not rallied within 3 turns it is "
        "scattered (L658). Empty: the turn before the start",
    )
    rallied: bool = Field(
        default=False,
        description="position start: the unit has been rallied once in this battle - -1 Impetus and Steadfastness, and "
        "routed again it is scattered (L407, L659)",
    )
    hidden: bool = Field(
        default=False,
        description="position start: the enemy sees only that a unit is there - hidden in a forest (L728-L730) or by "
        "'Коварный'",
    )
    returns_turn: int | None = Field(
        default=None,
        ge=1,
        le=MAX_TURNS,
        description="position start, a unit in the reserve: scattered earlier, it may come back from this turn (L637)",
    )
    destroyed: bool = Field(
        default=False, description="position start: the unit was destroyed earlier in the battle (it has no cell)"
    )


class SideSetup(Model):
    """One side of the battle: its roster, role and half, and (optionally) a deployment plan
    (for ``start: position`` it is where the units stand)."""

    roster: Ident
    role: Literal["defender", "attacker", "meeting"]
    #: the half the side deploys in; empty when it is chosen before the battle (L291-L293)
    half: Literal["north", "south"] | None = None
    deployment: list[UnitPlacement] = Field(default_factory=list, max_length=MAX_ROSTER_UNITS)
    hq: CellText | None = None
    shields: list[CellText] = Field(default_factory=list, max_length=MAX_EDGES)
    fences: list[CellText] = Field(default_factory=list, max_length=MAX_EDGES)
    #: leader id -> "hq", "reserve" or a unit id
    leaders: dict[Ident, Ident] = Field(default_factory=dict, max_length=MAX_ROSTER_LEADERS)
    #: banner -> unit id
    banners: dict[BannerKind, Ident] = Field(default_factory=dict, max_length=len(typing.get_args(BannerKind)))
    #: unit id -> standing orders given as pre-battle instructions (L326-L329)
    instructions: dict[Ident, Annotated[list[StandingKind], Field(max_length=10)]] = Field(
        default_factory=dict, max_length=MAX_ROSTER_UNITS
    )
    banners_raised: dict[BannerKind, RaisedBanner] = Field(
        default_factory=dict,
        max_length=len(typing.get_args(BannerKind)),
        description="position start: banners raised in an earlier turn (once a battle): the Tiger's Fury or the "
        "Crab's Cohesion still in effect, or spent (L362-L370)",
    )
    sabotages_used: dict[str, Annotated[int, Field(ge=0, le=SABOTAGES_PER_SERVICE)]] = Field(
        default_factory=dict,
        max_length=MAX_SHINOBI,
        description="position start: sabotage tasks each shinobi service has already carried out, of its 3 (L678)",
    )


class Battle(ContentModel):
    """A Warlords battle: where, when, who, and by which rule options."""

    kind: Literal["warlords/battle"] = "warlords/battle"
    GAME = GAME
    DESCRIPTION = "Warlords battle (battlefield, rosters, kind, season, weather, rule options)"

    id: Ident
    title: Names
    notes: LongText = ""
    battlefield: Ident
    battle_kind: Literal["meeting", "defence", "breakthrough"]
    location_kind: Literal["border", "inner_province"] = "border"
    season: Season = "summer"
    #: overrides the season's limit (L43) for a shorter scenario
    max_turns: int | None = Field(default=None, ge=1, le=12)
    climate: Climate = "plains"
    dry_summer: bool = False
    weather: WeatherSetup = Field(default_factory=WeatherSetup)
    start: Literal["pre_battle", "position"] = "pre_battle"
    start_turn: int = Field(
        default=1,
        ge=1,
        le=12,
        description="position start: the turn the battle starts at, with its command phase; the turns before it "
        "were fought",
    )
    sides: list[SideSetup] = Field(min_length=2, max_length=2)
    rules: RuleOptions = Field(default_factory=RuleOptions)

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        return check_battle(self, ctx)

    @classmethod
    def new_document(cls) -> Battle:
        return cls(
            id="new-battle",
            title=Names(en="New battle"),
            battlefield="wl-field-border-ford",
            battle_kind="defence",
            sides=[
                SideSetup(roster="wl-tiger-vanguard", role="defender", half="north"),
                SideSetup(roster="wl-crab-host", role="attacker", half="south"),
            ],
        )


register_kind(Battle)
