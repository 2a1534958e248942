"""The card document (``kind: rokugan/cards``): every card of the box with its effect as data the
engine carries out (rules/004 §1.1, §3.7-§3.8, reference cards.yaml): 22 territory cards, 12 secret
objectives, 10 initiative cards (one per clan and the neutral ones), the first-player card, scouts and
shugenja. Each effect is one of the kinds below; its fields are the numbers printed on the card."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Literal

from pydantic import Field

from engine.content.base import CheckContext, ContentModel, Ident, LongText, Model, register_kind
from engine.content.by_id import with_id
from engine.content.issues import Issue, error
from engine.core.message import Message
from engine.games.rokugan.common import GAME, Names, PrintedNumber, RuleText, SpecialKind, TokenType

#: Provinces, regions and tokens a card may count: more than any board or clan has (the standard
#: board has 32 provinces, a clan 27 combat and 30 control tokens, rules/004 §1.1).
MAX_COUNT = 99
Count = Annotated[int, Field(ge=0, le=MAX_COUNT)]

# --------------------------------------------------------------------------- territory card effects


class PlaceSpecial(Model):
    """Put a special token in ``targets`` different provinces; optionally reward the player with
    face-up control tokens when the province was an opponent's or their own (Code of Honor,
    Diplomatic Mission, Feats of Engineering, Sacred Ground, Bushido, Honorable Fight, Aid of the
    Kami, Ashigaru Levies, Pirate Raids, Port of Prosperity)."""

    kind: Literal["place_special"] = "place_special"
    special: SpecialKind
    value: PrintedNumber = Field(default=0, description="the bonus printed on an honor or defence token")
    covers_flowers: bool = Field(default=False, description="the token replaces the printed flowers (Bushido)")
    targets: int = Field(default=1, ge=1, le=MAX_COUNT)
    where: Literal["any", "landlocked"] = "any"
    exclude_shadowlands: bool = False
    reward_if_opponents: Count = Field(
        default=0,
        description="face-up control tokens into one of your provinces if an opponent controlled it",
    )
    reward_if_own: Count = Field(
        default=0,
        description="face-up control tokens into another of your provinces if you controlled it",
    )


class AddControl(Model):
    """Add ``face_up`` face-up control tokens to each of ``targets`` different provinces you control
    (Strength of Purpose, Bountiful Harvest)."""

    kind: Literal["add_control"] = "add_control"
    face_up: int = Field(ge=1, le=MAX_COUNT)
    targets: int = Field(default=1, ge=1, le=MAX_COUNT)


class RemoveSpecial(Model):
    """Remove a special token from a province, then add control tokens there (Bless the Lands:
    scorched earth, 1 up + 1 down; Foment Rebellion: peace, 2 up if you control it)."""

    kind: Literal["remove_special"] = "remove_special"
    special: SpecialKind
    face_up: Count = 0
    face_down: Count = 0
    only_if_controlled: bool = False


class RecoverTokens(Model):
    """Take ``count`` tokens of ``types`` from your discard pile into your hand, then send
    ``then_remove`` tokens of your hand to your discard pile or your pool (Promotion, Reinforcements)."""

    kind: Literal["recover_tokens"] = "recover_tokens"
    count: int = Field(ge=1, le=MAX_COUNT)
    types: list[TokenType] = Field(max_length=len(TokenType))
    then_remove: Count


class SpyHand(Model):
    """Look at another player's hand; they may not use their bluff this round (Spy Network)."""

    kind: Literal["spy_hand"] = "spy_hand"
    forbid_bluff: bool = True


class SwapControl(Model):
    """Swap every control token between a province you control and an opponent's, each keeping its
    face (Cultural Exchange)."""

    kind: Literal["swap_control"] = "swap_control"


class PurgeTokens(Model):
    """Discard a token from your hand and place none this turn; reveal and discard ``board_tokens``
    tokens on the board (Purge the Weak)."""

    kind: Literal["purge_tokens"] = "purge_tokens"
    board_tokens: int = Field(default=2, ge=1, le=MAX_COUNT)


class LookAndDiscard(Model):
    """Pay control tokens; secretly look at up to ``look`` tokens on the board, reveal and discard
    one of them (Dark Favors)."""

    kind: Literal["look_and_discard"] = "look_and_discard"
    cost_control: Count = 1
    look: int = Field(default=4, ge=1, le=MAX_COUNT)


class PlaceFromDiscard(Model):
    """Pay control tokens; place a token from your discard pile face up by the normal rules; your
    normal placement follows (Animate the Dead)."""

    kind: Literal["place_from_discard"] = "place_from_discard"
    cost_control: Count = 1


class RemoveSpecials(Model):
    """Pay control tokens; remove up to ``up_to`` special tokens from the board (Inspire Fear)."""

    kind: Literal["remove_specials"] = "remove_specials"
    cost_control: Count = 1
    up_to: int = Field(default=2, ge=1, le=MAX_COUNT)


TerritoryEffect = Annotated[
    PlaceSpecial
    | AddControl
    | RemoveSpecial
    | RecoverTokens
    | SpyHand
    | SwapControl
    | PurgeTokens
    | LookAndDiscard
    | PlaceFromDiscard
    | RemoveSpecials,
    Field(discriminator="kind"),
]


class TerritoryCard(Model):
    """A territory card: single use, played in upkeep, or at the start of the holder's placement
    turn for the Shadowlands (L555, L581)."""

    id: Ident
    name: Names
    #: the region whose slot it lies under on the standard board (two candidates per region, L49)
    territory: Ident
    timing: Literal["upkeep", "placement"] = "upkeep"
    text: RuleText = Field(default_factory=RuleText)
    effect: TerritoryEffect


# --------------------------------------------------------------------------- objectives


class CapitalOrProvinces(Model):
    """Control the clan's capital, or ``provinces`` provinces of its home region."""

    kind: Literal["capital_or_provinces"] = "capital_or_provinces"
    clan: Ident
    provinces: Count = 2


class ConnectedChain(Model):
    """Control ``provinces`` provinces joined by land borders, in ``regions`` different regions."""

    kind: Literal["connected_chain"] = "connected_chain"
    provinces: Count = 6
    regions: Count = 3


class CoastalProvinces(Model):
    kind: Literal["coastal_provinces"] = "coastal_provinces"
    count: Count = 6


class RegionsWithAProvince(Model):
    """Control at least one province in ``count`` regions (each Shadowlands province is a region)."""

    kind: Literal["regions_with_a_province"] = "regions_with_a_province"
    count: Count = 7


class FewestProvinces(Model):
    """Control the fewest provinces (ties: rule option ``humility_ties_count``)."""

    kind: Literal["fewest_provinces"] = "fewest_provinces"


class AllShadowlands(Model):
    kind: Literal["all_shadowlands"] = "all_shadowlands"


ObjectiveCondition = Annotated[
    CapitalOrProvinces | ConnectedChain | CoastalProvinces | RegionsWithAProvince | FewestProvinces | AllShadowlands,
    Field(discriminator="kind"),
]


class Objective(Model):
    id: Ident
    name: Names
    honor: int = Field(ge=0, le=99)
    condition: ObjectiveCondition


# --------------------------------------------------------------------------- initiative and the small cards


class NeutralInitiative(Model):
    """A neutral initiative card: the player with the most of something becomes first player (L296)."""

    id: Ident
    name: Names
    most: Literal["territory_cards", "provinces", "control_tokens"]


class SmallCard(Model):
    """Scout, shugenja or the first-player card: played at the start of a placement turn."""

    name: Names
    count: int = Field(ge=0, le=MAX_COUNT)
    text: RuleText = Field(default_factory=RuleText)


class CardSet(ContentModel):
    """Every card of a box."""

    kind: Literal["rokugan/cards"] = "rokugan/cards"
    id: Ident
    name: Names
    territory_cards: list[TerritoryCard] = Field(max_length=200)
    objectives: list[Objective] = Field(max_length=200)
    #: one initiative card per clan in the box (L163)
    clan_initiative: bool = True
    neutral_initiative: list[NeutralInitiative] = Field(max_length=50)
    first_player: SmallCard
    scout: SmallCard
    shugenja: SmallCard
    notes: LongText = ""

    GAME = GAME
    DESCRIPTION = "Battle for Rokugan cards (territory cards, secret objectives, initiative, first-player, scout and shugenja cards)"

    def territory(self, ident: str) -> TerritoryCard | None:
        return with_id(self.territory_cards, ident)

    def objective(self, ident: str) -> Objective | None:
        return with_id(self.objectives, ident)

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        for field, ids in (
            ("territory_cards", [c.id for c in self.territory_cards]),
            ("objectives", [o.id for o in self.objectives]),
            ("neutral_initiative", [n.id for n in self.neutral_initiative]),
        ):
            seen: set[str] = set()
            for i, ident in enumerate(ids):
                if ident in seen:
                    yield error("duplicate_id", Message("rk-check-id-twice", id=ident), field, i, "id")
                seen.add(ident)
        for i, c in enumerate(self.territory_cards):
            if c.id in ("scout", "shugenja", "first_player"):
                yield error(
                    "reserved_id",
                    Message("rk-check-reserved-id", id=c.id),
                    "territory_cards",
                    i,
                    "id",
                )
        for i, c in enumerate(self.territory_cards):
            eff = c.effect
            if c.timing == "upkeep" and isinstance(eff, (PurgeTokens, LookAndDiscard, PlaceFromDiscard)):
                yield error(
                    "timing",
                    Message("rk-check-timing", id=c.id, effect=eff.kind),
                    "territory_cards",
                    i,
                    "timing",
                )
            if isinstance(eff, PlaceSpecial) and eff.special in ("honor_bonus", "defense_bonus") and not eff.value:
                yield error("value", Message("rk-check-bonus-value", id=c.id), "territory_cards", i, "effect", "value")


register_kind(CardSet)
