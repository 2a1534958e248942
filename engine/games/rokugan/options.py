"""The rule options of Battle for Rokugan: every ambiguity of the digest (rules/004 §5.2, G1-G23)
and every gap found while implementing it, each with its default and the lines it rests on.

Defaults follow the digest's recommendations; where the digest gives none, the official FAQ v1.3
(reference README, source F) or the most literal reading decides, as each description says."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.content.options import RuleOptionsModel
from engine.games.rokugan.common import PrintedNumber


class RuleOptions(RuleOptionsModel):
    """Named switches for the rulebook's ambiguities; see engine/games/rokugan/README.md."""

    OPTION_MESSAGES = "rokugan-option"

    placement_check: Literal["when_placed", "at_reveal"] = Field(
        default="when_placed",
        description="when_placed: only legal placements are offered; at_reveal: any token may go on any "
        "centre or border and a blessing on any face-down token, another clan's too, as at the table, and "
        "illegal ones are discarded at step 2 of the resolution (L349, L391, L426)",
    )
    raid_adjacency: Literal["land", "land_or_sea"] = Field(
        default="land",
        description="G6: a raid works next to an own province across a land border (L212, L405); "
        "land_or_sea also counts a shared sea between two coastal provinces",
    )
    raid_order: Literal["simultaneous", "placement_order"] = Field(
        default="simultaneous",
        description="G7: every raid's condition is checked before any raid acts (digest), or raid by raid "
        "in the order they were placed",
    )
    blessing_on_bluff: Literal["discard", "return_to_hand"] = Field(
        default="discard",
        description="G8: a blessing on a bluff is an illegal placement and is discarded at step 2 (L391); "
        "return_to_hand sends it back behind the screen with the bluff",
    )
    blessing_on_illegal_token: Literal["discard", "return_to_hand"] = Field(
        default="discard",
        description="gap: a blessing on a token discarded as illegal goes with it to the discard pile, or back "
        "to its owner's hand",
    )
    blessing_shields_from_raids: bool = Field(
        default=False,
        description="G9: L393 makes a blessed token immune to card effects and clan abilities only, so raids "
        "and diplomacy still clear it; true lets it stay and fight",
    )
    harbor_attack: Literal["land_borders", "virtual_coast"] = Field(
        default="land_borders",
        description="G10: navies attack a harbor province from any of its land borders, aimed at it, with no "
        "province needed next to it (L539 'on its borders'); virtual_coast gives it one coastal slot instead",
    )
    attacker_win_clears: Literal["participants", "all_on_province"] = Field(
        default="participants",
        description="G11: a winning attacker discards the battle's tokens (L445-447); all_on_province follows "
        "the worked example (L463) and also clears every token in the province and on its borders, so a "
        "token there aimed at a province fought later (map order, L429) never fights",
    )
    cleared_attack_is_defender_victory: bool = Field(
        default=False,
        description="G12: an attack whose tokens were all removed before the battle (discarded as illegal, "
        "raid, diplomacy, a card) is no defender victory; the FAQ v1.3 rules that bluff attacks and diplomacy are not successful "
        "defences (L492)",
    )
    battle_order: Literal["simultaneous", "sequential"] = Field(
        default="simultaneous",
        description="G13: every attack counts from the province it was launched from as control stood when "
        "the battle step began (L429); sequential fights them one by one in map order, each on the board "
        "the previous ones left, so an army attacking out of a province lost earlier is cancelled (L357)",
    )
    all_scorched_region: Literal["nobody", "every_player"] = Field(
        default="nobody",
        description="G14: a region whose provinces are all scorched is controlled by nobody (digest); "
        "every_player scores it for everyone (its card stays under the slot)",
    )
    shadowlands_in_region_tiebreak: bool = Field(
        default=True,
        description="G15: the first tie-break counts controlled regions (L482), which does not exclude the "
        "Shadowlands; false leaves them out",
    )
    shadowlands_faceup_defense: bool = Field(
        default=True,
        description="G16: face-up control tokens in the Shadowlands give no honor (L470) but still defend (L499)",
    )
    supply_limits: bool = Field(
        default=True,
        description="G17: control tokens (30 a clan), peace and scorched earth (15 each) run out; a token that "
        "cannot be taken is not placed. False: unlimited",
    )
    neutral_initiative_fallback: Literal["next_to_the_right", "keep"] = Field(
        default="next_to_the_right",
        description="G18: when no player other than the current first player qualifies for a neutral "
        "initiative card, the player to the current first player's right (counter-clockwise) becomes first "
        "player, since the current one may not keep it (L298); keep: the first player stays",
    )
    coastal_slots: Literal["per_water_area", "per_stretch"] = Field(
        default="per_water_area",
        description="G19: a coastal province has one coastal-border slot per water area it touches (every "
        "source models one); per_stretch gives every connected stretch of coast its own slot (L212)",
    )
    territory_card_transfer: Literal["end_of_resolution", "after_every_change"] = Field(
        default="end_of_resolution",
        description="G20: territory cards change hands at the end of each resolution phase (L553); "
        "after_every_change also checks after each territory card played in upkeep",
    )
    defense_bonus_token_honor: PrintedNumber = Field(
        default=1,
        description="G21: honor each defence bonus token gives, counted once and apart from flowers (L547)",
    )
    ronin_keeps_navy_and_shinobi: bool = Field(
        default=True,
        description="G23: a ronin keeps the usual navy and shinobi placements; L601 changes only armies, raids "
        "and diplomacy",
    )
    failed_raid: Literal["no_effect", "zero_strength_attack"] = Field(
        default="no_effect",
        description="gap: a raid whose condition fails has no effect (L405, digest); zero_strength_attack reads "
        "L435 literally: the token is an attack of strength 0, so the defender wins the battle",
    )
    raids_clear_coast: bool = Field(
        default=True,
        description="gap: raids and diplomacy clear the province's coastal border too ('all of its borders', "
        "L427-428); false clears only land borders",
    )
    illegal_first_token_blocks: bool = Field(
        default=True,
        description="gap: the first token on a border holds it even when it is itself illegal, so a later token "
        "there is illegal too (L333); false lets the first otherwise-legal token hold the border",
    )
    bonus_tokens_score_for: Literal["controller", "placer"] = Field(
        default="controller",
        description="gap: honor and defence bonus tokens are special tokens lying in a province (L513), so they "
        "score for the province's controller at the end (L469); placer gives their honor to the player of "
        "the card",
    )
    lion_bluff_unattacked_is_victory: bool = Field(
        default=False,
        description="gap: the Lion bluff stays on the board to defend; unattacked it is no defender victory, "
        "since L492 names army, navy and shinobi only; true counts it",
    )
    humility_ties_count: bool = Field(
        default=True,
        description="gap: the Way of Humility is achieved by a player tied for the fewest provinces (the only "
        "text that speaks of ties, reference conflict 7); false needs the fewest alone",
    )
    crane_wins_ties: Literal["any_battle", "never"] = Field(
        default="any_battle",
        description="gap: the Crane screen says it wins every tie (reference conflict 8); never turns it off. "
        "Limiting it to the Crane's attacks would change nothing: a defender wins every tie anyway (L441)",
    )
    phoenix_ignores: Literal["capitals", "capitals_and_shadowlands"] = Field(
        default="capitals",
        description="gap: the Phoenix ignores the printed defence of capitals it attacks (reference conflict 9); "
        "the other setting also ignores the Shadowlands' printed +1",
    )
    shadowlands_card_split: Literal["as_listed", "reversed"] = Field(
        default="as_listed",
        description="gap: which two Shadowlands cards belong to the northern province (reference conflict 1): "
        "as the card list says (Purge the Weak, Dark Favors north), or the other way round",
    )
