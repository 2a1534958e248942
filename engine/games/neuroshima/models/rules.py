"""Rule options: one named option for every ambiguity of the rulebook (rules/002 §11, §2.4, §8).

Each option has the default the digest documents or recommends, and a docstring that says
where the ambiguity is. Ambiguities that are about tile data rather than rules (missing icon
data, reference-card copy errors, the toughness arithmetic, the Borgo net soldiers' strength,
Officer I vs II, the Stormtrooper's attack kind, the Commando's mobility; §11 items 1-4, 7-9)
are settled in the army files, where every tile carries its sources and notes and stays
editable. The etude cards (§11 item 15) are content of their own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field, create_model

from engine.content.options import RuleOptionsModel

PushDestinations = Literal["three_back_hexes", "two_back_diagonals"]
ChainedMedics = Literal["last_absorbs", "direct_only"]
ReconDistance = Literal["up_to_2", "exactly_2"]
ReconPath = Literal["free_path", "jump"]
OneVsTwoVictory = Literal["least_damage_taken", "most_hp_left"]
ReinforcementDraw = Literal["hand_of_6", "six_new_tiles"]
BadDrawTiming = Literal["before_discard", "after_discard"]
MoveTileTargets = Literal["any_battle_tile", "units_only"]
#: how many times a turn a tile may move (Mobility, Transport): once, up to six times
MovesPerTurn = Annotated[int, Field(ge=1, le=6)]


class RuleOptions(RuleOptionsModel):
    """Named rule options (content form). ``compile()`` gives the plain runtime :class:`Rules`."""

    OPTION_MESSAGES = "neuroshima-option"

    push_destinations: PushDestinations = Field(
        default="three_back_hexes",
        description="Push (§8 E36, §11.5): the hexes a pushed tile may retreat to. 'three_back_hexes' = the "
        "three neighbours of the target at distance 2 from the pusher (digest recommendation); "
        "'two_back_diagonals' = only the two back-diagonal hexes (the card's 'choice of two hexes').",
    )
    chained_medics: ChainedMedics = Field(
        default="last_absorbs",
        description="Chained medics (§8 E14, §11.6): tile <- medic 1 <- medic 2, not mutually connected. "
        "'last_absorbs' = the book: medic 2 is discarded instead of medic 1; 'direct_only' = only medics "
        "connected to the damaged tile take part (the no-chaining principle of L1373-L1381).",
    )
    recon_centre_distance: ReconDistance = Field(
        default="up_to_2",
        description="Recon Centre (§11.10): 'up_to_2' = friendly tiles that move may move 1 or 2 hexes (army "
        "page: 'may move 2'); 'exactly_2' = a move is always 2 hexes (card: 'move 2 instead of 1').",
    )
    recon_centre_path: ReconPath = Field(
        default="free_path",
        description="Recon Centre (§11.10): 'free_path' = a 2-hex move passes through a free hex; 'jump' = "
        "the hex in between may be occupied.",
    )
    one_vs_two_victory: OneVsTwoVictory = Field(
        default="least_damage_taken",
        description="One against a team, no HQ destroyed (§11.11): 'least_damage_taken' = the side whose HQs "
        "took less damage wins (the book's own gloss); 'most_hp_left' = the side with more HQ hit points "
        "left wins (20 against 13 + 13).",
    )
    one_vs_two_third_player_first_draw: int = Field(
        default=3,
        ge=1,
        le=3,
        description="One against a team (§11.12): how many tiles player 3 draws on his first turn. The book "
        "says 'then normal', so the default is a normal draw of 3 (with the mandatory discard).",
    )
    reinforcement_draw: ReinforcementDraw = Field(
        default="hand_of_6",
        description="Reinforcement variant (§2.7, §11.13), used only when the game enables it: 'hand_of_6' = "
        "draw until you hold 6; 'six_new_tiles' = draw 6 new tiles on top of the kept ones.",
    )
    scoper_hijacks_medics: bool = Field(
        default=True,
        description="Scoper (§8 E50, §11.14): whether a hijacked enemy medic protects Outpost tiles instead. "
        "True = every module effect on connected tiles is a 'bonus' the Scoper takes over.",
    )
    bad_draw_timing: BadDrawTiming = Field(
        default="before_discard",
        description="Bad draw (§2.4): 'before_discard' = the all-instants redraw comes right after drawing, "
        "before the mandatory discard (the new hand is then subject to it); 'after_discard' = the mandatory "
        "discard comes first and the redraw replaces the remaining tiles one for one.",
    )
    netted_medic_protects: bool = Field(
        default=False,
        description="Medics (§8 E9): 'medics cannot be switched off' vs nets stop granting abilities. False = "
        "a netted medic protects nothing (digest reading); True = medics protect even when netted.",
    )
    move_tile_targets: MoveTileTargets = Field(
        default="any_battle_tile",
        description="Move instant (§3.4): 'any_battle_tile' = any own board tile incl. HQ and modules (rules "
        "text and the worked example, which moves HQs); 'units_only' = units only (Hegemony/Borgo card).",
    )
    mobility_moves_per_turn: MovesPerTurn = Field(
        default=1,
        description="Mobility (§4.6, [DERIVED]): how many times per turn a mobile tile may move and/or rotate.",
    )
    transport_moves_per_turn: MovesPerTurn = Field(
        default=1,
        description="Transport (§6.1, reference §6.6): extra moves per turn a connected tile gets from it.",
    )

    def compile(self) -> Rules:
        return Rules(**self.model_dump())


#: options that never act in an etude: an etude is one turn of two sides with no draws, so the draw and
#: one-against-two options (rules/002 §2.7, §11.11) have nothing to decide there
NOT_IN_ETUDES = ("one_vs_two_victory", "one_vs_two_third_player_first_draw", "reinforcement_draw", "bad_draw_timing")

#: the rule options an etude can meet (the etude game's options), each as in :class:`RuleOptions`
EtudeRuleOptions: type[RuleOptionsModel] = create_model(  # type: ignore[call-overload]
    "EtudeRuleOptions",
    __base__=RuleOptionsModel,
    **{name: (spec.annotation, spec) for name, spec in RuleOptions.model_fields.items() if name not in NOT_IN_ETUDES},
)
EtudeRuleOptions.OPTION_MESSAGES = RuleOptions.OPTION_MESSAGES


@dataclass(frozen=True, slots=True)
class Rules:
    """The rule options as a plain frozen dataclass, read on hot paths."""

    push_destinations: PushDestinations = "three_back_hexes"
    chained_medics: ChainedMedics = "last_absorbs"
    recon_centre_distance: ReconDistance = "up_to_2"
    recon_centre_path: ReconPath = "free_path"
    one_vs_two_victory: OneVsTwoVictory = "least_damage_taken"
    one_vs_two_third_player_first_draw: int = 3
    reinforcement_draw: ReinforcementDraw = "hand_of_6"
    scoper_hijacks_medics: bool = True
    bad_draw_timing: BadDrawTiming = "before_discard"
    netted_medic_protects: bool = False
    move_tile_targets: MoveTileTargets = "any_battle_tile"
    mobility_moves_per_turn: int = 1
    transport_moves_per_turn: int = 1


DEFAULT_RULES = Rules()
