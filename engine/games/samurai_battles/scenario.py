"""The scenario document (``kind: samurai_battles/scenario``) and its rule options.

Hexes are written as the digest's doubled offset labels ``"r,dx"`` (rules/000 §3.3): row 0 is
next to the top army's baseline, long rows use odd ``dx``. Every ambiguity of the digest's §25
is a named rule option in :class:`RuleOptions`, by default as the digest recommends unless a
designer's ruling (A15) or the literal rulebook text (A7) settles it otherwise; one more option
covers a position the rulebook does not foresee (an army with nothing left on the field).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Annotated, Literal

from pydantic import AfterValidator, Field, StringConstraints

from engine.content.base import CheckContext, ContentModel, Ident, LongText, Model, ShortText, register_kind
from engine.content.issues import Issue
from engine.content.library import ContentLibrary, load_for_use
from engine.content.options import RuleOptionsModel
from engine.games.samurai_battles.tables import GAME, Names
from engine.games.samurai_battles.tables import HONOR_TOKENS as HONOR_TOKENS
from engine.games.samurai_battles.tables import MAX_TURN_LIMIT as MAX_TURN_LIMIT
from engine.games.samurai_battles.tables import SPECIAL_RULES as SPECIAL_RULES
from engine.games.samurai_battles.validate import check_scenario

Edge = Literal["top", "bottom"]


def _without_spaces(label: str) -> str:
    return label.replace(" ", "").replace("\t", "")


#: A hex label ``"r,dx"`` (rules/000 §3.3), kept without spaces (``" 8, 5"`` is ``"8,5"``) so every
#: lookup agrees; whether it is on the field is checked against the board.
HexLabel = Annotated[
    str, StringConstraints(pattern=r"^\s*-?\d{1,4}\s*,\s*-?\d{1,4}\s*$"), AfterValidator(_without_spaces)
]
#: The largest field a scenario may use: twice the rulebook's 12 x 11 in each direction.
MAX_WIDTH, MAX_ROWS = 24, 22
#: Plastic hill hexes in the box (rules/000 §2, L95-98): no hex is stacked higher.
MAX_HILL = 13
#: Command cards in the deck (rules/000 §20): no hand holds more; Dragon cards likewise (§21).
DECK_CARDS, DRAGON_CARDS = 60, 38


class RuleOptions(RuleOptionsModel):
    """Named switches for the rulebook's ambiguities (rules/000 §25); each description gives the
    default, the alternative and the rulebook lines they read."""

    OPTION_MESSAGES = "samurai-battles-option"

    sword_ignore_stacking: Literal["cumulative", "max"] = Field(
        default="cumulative",
        description="A5: cavalry-vs-infantry and rank swords-ignore rules add up (or the larger applies)",
    )
    sword_ignore_battle_back: bool = Field(
        default=True, description="A6: the swords-ignore table applies to battle back rolls"
    )
    lone_leader_sword_ignore: bool = Field(
        default=False, description="A6: a lone mounted leader ignores 1 sword from infantry"
    )
    excess_flags: Literal["retreat_all", "retreat_excess"] = Field(
        default="retreat_all",
        description="A7: more flags rolled than the unit can ignore 'automatically trigger a full retreat' "
        "(«полноценное отступление», L1119-1121): 'retreat_all' (default, the literal reading) ignores none "
        "and retreats one hex per flag rolled, a full retreat as against the partial one the owner may choose "
        "when every flag could be ignored (L1114-1118); 'retreat_excess' ignores what it can and retreats "
        "for the rest (the usual Commands & Colors rule, the digest's recommendation)",
    )
    los_edge_rule: Literal["aggregate", "per_pair"] = Field(
        default="aggregate",
        description="A8: edge-running lines: blockers on both sides anywhere (or on one shared edge)",
    )
    hill_los_exception: Literal["firer_adjacent", "either_end"] = Field(
        default="firer_adjacent", description="A9: which adjacent same-height hill does not block"
    )
    ford_advance: Literal["into_only", "after_entering"] = Field(
        default="into_only",
        description="A10: the ford says 'momentum advance remains possible' (L1796-1797) while a unit that moved "
        "onto stopping terrain such as a ford before its attack may not advance (L1241-1243): 'into_only' "
        "(default) reads L1796-1797 as allowing an advance into a ford, which keeps both lines true; "
        "'after_entering' also lets a unit that moved into a ford this turn advance after its attack",
    )
    flank_attack: Literal["per_flank", "total"] = Field(
        default="per_flank", description="A11: Flank Attack orders 2 per flank"
    )
    chain_limit: int = Field(
        default=0, ge=0, le=40, description="A12: Order Along the Chain unit limit (0 = unlimited)"
    )
    lone_leader_attacked: Literal["always", "flags_only"] = Field(
        default="always",
        description="A15: a lone leader attacked (melee or fire) and not killed must retreat 1-3 hexes for 3 H&F "
        "or commit seppuku, even when the roll has no sword and no flag (the designer's FAQ, reference units.yaml "
        "lone_leader_rulings, CCN-FAQ-LEADERS; the rulebook, L1093-1100, is silent); 'flags_only': only a flag "
        "forces it (the digest's reading)",
    )
    blocked_retreat_honor: Literal["entered_only", "all_hexes"] = Field(
        default="entered_only", description="A16: H&F are paid only for retreat hexes actually entered"
    )
    dishonor_ties: Literal["owner", "roller"] = Field(
        default="owner", description="A17: who picks among equally near units in total loss of honor"
    )
    challenge_tie: Literal["no_effect", "reroll"] = Field(
        default="no_effect", description="A18: a tie in a Challenge duel"
    )
    inspire_needs_order: bool = Field(default=False, description="A19: a leader needs an order to inspire")
    surrender: Literal["any_loss", "duels_and_seppuku"] = Field(
        default="any_loss", description="A20: which card losses leaving one card force surrender"
    )
    general_unit_banner: bool = Field(
        default=True, description="A21: eliminating the general's unit is worth 1 banner too"
    )
    first_strike_battle_back: bool = Field(
        default=False, description="A22: after First Strike the defender may still battle back"
    )
    stand_and_shoot_targets: Literal["any", "same"] = Field(
        default="any", description="A23: Stand and Shoot: the second shot may pick any target"
    )
    counter_attack_copies: Literal["effective_card", "not_a_counter_attack"] = Field(
        default="effective_card",
        description="A24: Counter-Attack copies what the opponent's last own-turn card did (even a Counter-Attack); "
        "'not_a_counter_attack': a copied Counter-Attack orders nothing",
    )
    moved_archer_dice: Literal["base", "cap"] = Field(
        default="base", description="A25: archers that moved fire with a base of 1 die (bonuses add) or a cap of 1"
    )
    escaped_leader_dishonor_origin: Literal["baseline_hex", "last_field_hex"] = Field(
        default="baseline_hex", description="A27: where 'nearest' is measured for a leader who retreated off the board"
    )
    challenge_banner: bool = Field(
        default=False, description="A28: the Challenge winner gets a banner for the removed leader"
    )
    lone_leader_flag_retreat: Literal["choose_1_to_3", "per_flag"] = Field(
        default="choose_1_to_3", description="A29: a lone leader retreats 1-3 hexes of his choice whatever the flags"
    )
    no_pieces_left: Literal["loses", "plays_on"] = Field(
        default="loses",
        description="Not in the rulebook, whose game ends only on banners or surrender (L1345-1366): an army "
        "with no unit and no leader left on the battlefield (eliminated, defected through Turncoat, escaped, "
        "dead) loses at once, since nothing of it can fight on; 'plays_on' keeps the rulebook's silence and "
        "plays on until banners or surrender, which may never come",
    )


class TableRefs(Model):
    terrain: Ident = "core"
    units: Ident = "core"
    command_deck: Ident = "core"
    dragon_deck: Ident = "core"
    tiles: Ident = "zvezda"


class TilePlacement(Model):
    """A map tile in a slot (column, row of the 3 x 2 tile grid), with the side that is up; a
    tile may lie turned half round (rotated 180 degrees), which moves its printed hexes."""

    slot: tuple[Annotated[int, Field(ge=0, le=9)], Annotated[int, Field(ge=0, le=9)]]
    side: Ident
    rotated: bool = False


class BoardSpec(Model):
    width: int = Field(default=12, ge=2, le=MAX_WIDTH)
    rows: int = Field(default=11, ge=3, le=MAX_ROWS)
    long_row_parity: Literal["even", "odd"] = Field(
        default="even", description="A1: rows r%2==0 are long (12 hexes): 127 playable hexes"
    )
    section_lines: tuple[Annotated[float, Field(ge=0, le=MAX_WIDTH)], Annotated[float, Field(ge=0, le=MAX_WIDTH)]] = (
        Field(default=(4.0, 8.0), description="A2: x of the two section lines, in hex widths from the left edge")
    )
    tiles: list[TilePlacement] = Field(default_factory=list, max_length=12)


class TerrainPlacement(Model):
    hex: HexLabel
    #: a terrain type of the table; ``plain`` with a ``hill`` height is a bare plastic hill
    type: Ident = "plain"
    #: height of the plastic hill under the tile (0 = none); a ``hill`` tile alone defaults to 1
    hill: int = Field(default=0, ge=0, le=MAX_HILL)
    #: the army whose camp this is (general's camp only)
    owner: Ident | None = None


class UnitPlacement(Model):
    id: Ident
    type: Ident
    hex: HexLabel
    figures: int | None = Field(default=None, ge=1, le=12)


class LeaderPlacement(Model):
    id: Ident
    kind: Ident
    hex: HexLabel


class Army(Model):
    id: Ident
    name: ShortText = ""
    #: the army's name in Russian (``name`` holds the English one), as a scenario's ``notes_ru``
    name_ru: ShortText = ""
    colour: ShortText = ""
    edge: Edge
    command_cards: int = Field(default=5, ge=0, le=DECK_CARDS)
    dragon_cards: int = Field(default=0, ge=0, le=DRAGON_CARDS)
    honor: int = Field(default=0, ge=0, le=HONOR_TOKENS)
    units: list[UnitPlacement] = Field(default_factory=list, max_length=100)
    leaders: list[LeaderPlacement] = Field(default_factory=list, max_length=30)


class Objective(Model):
    """Temporary victory banners: ``banners`` for the ``army`` (or either) while one of its units
    holds any of ``hexes`` (rules/000 §18, L259-261)."""

    id: Ident
    hexes: list[HexLabel] = Field(max_length=200)
    banners: int = Field(default=1, ge=1, le=20)
    army: Ident | None = None


class DeckChanges(Model):
    """A variant deck for one scenario: copies of cards added (positive) or removed (negative),
    by card id of the scenario's Command deck and Dragon deck tables."""

    command: dict[Ident, Annotated[int, Field(ge=-DECK_CARDS, le=DECK_CARDS)]] = Field(
        default_factory=dict, max_length=100
    )
    dragon: dict[Ident, Annotated[int, Field(ge=-DRAGON_CARDS, le=DRAGON_CARDS)]] = Field(
        default_factory=dict, max_length=100
    )

    def is_empty(self) -> bool:
        return not any(self.command.values()) and not any(self.dragon.values())


class Victory(Model):
    banners: int = Field(default=5, ge=1, le=100)
    objectives: list[Objective] = Field(default_factory=list, max_length=50)


class Scenario(ContentModel):
    """A Samurai Battles battle: board, terrain, armies, cards, victory and special rules."""

    kind: Literal["samurai_battles/scenario"] = "samurai_battles/scenario"
    GAME = GAME
    DESCRIPTION = "Samurai Battles scenario (board, terrain, armies, cards, victory)"

    id: Ident
    title: Names
    placement: Literal["official", "reconstructed", "original"] = "original"
    notes: LongText = ""
    #: the battle notes in Russian (``notes`` holds the English text)
    notes_ru: LongText = ""
    source: LongText = ""
    tables: TableRefs = Field(default_factory=TableRefs)
    #: scenario changes to the Command and Dragon decks (variant decks)
    decks: DeckChanges = Field(default_factory=DeckChanges)
    board: BoardSpec = Field(default_factory=BoardSpec)
    terrain: list[TerrainPlacement] = Field(default_factory=list, max_length=1200)
    armies: list[Army] = Field(default_factory=list, max_length=4)
    first_player: Ident
    victory: Victory = Field(default_factory=Victory)
    special_rules: list[Ident] = Field(default_factory=list, max_length=20)
    rules: RuleOptions = Field(default_factory=RuleOptions)
    #: not a rulebook rule (none of its scenarios has one): after this many turns the game ends,
    #: more banners wins, equal banners is a draw; ``None`` plays on
    turn_limit: int | None = Field(
        default=None,
        ge=1,
        le=MAX_TURN_LIMIT,
        description=f"game ends after this many turns (1-{MAX_TURN_LIMIT}; more banners wins, a tie is a draw); "
        "none: no limit, as in the rulebook",
    )

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        return check_scenario(self, ctx)

    @classmethod
    def new_document(cls) -> Scenario:
        return cls(
            id="new-battle",
            title=Names(en="New battle"),
            armies=[
                Army(id="red", name="Red army", colour="red", edge="bottom", honor=4, dragon_cards=2),
                Army(id="yellow", name="Yellow army", colour="yellow", edge="top", honor=4, dragon_cards=2),
            ],
            first_player="red",
        )


register_kind(Scenario)


def load_scenario(path: str | Path, content: ContentLibrary | None = None) -> tuple[Scenario, ContentLibrary]:
    """A scenario file and the library to play it with: ``content`` (default: a copy of the
    bundled pack) plus the tables in the file's folder, added to ``content`` (a table there with
    errors cannot be used).

    Raises :class:`ContentError` (file, line, field) when the file or its checks have errors."""
    return load_for_use(path, Scenario, content)
