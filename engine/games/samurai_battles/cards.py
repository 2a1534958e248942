"""Content models of the Command deck and the Dragon cards (rules/000 §20, §21).

A Command card is described by a *mechanic* the engine implements (section orders, filtered
tactic orders, Counter-Attack, First Strike, Leadership, Chain, Shogun) and its parameters, so
cards can be added or recounted without code. A Dragon card names its timing window (D1-D14)
and an effect script; cards whose effect is unknown (``effect: null``) are held, traded for
Honor & Fortune and given away, but never played.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Literal

from pydantic import Field

from engine.content.base import CheckContext, Ident, LongText, Model, ShortText, register_kind
from engine.content.issues import Issue, error, warning
from engine.content.repeats import with_repeats
from engine.core.message import Message
from engine.games.samurai_battles.tables import MAX_HEXES, MAX_HONOR, Arm, BoxTable, Confidence, Dice, Face, Names, Rank

Section = Literal["left", "center", "right"]
Window = Literal["D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10", "D11", "D12", "D13", "D14"]
WINDOWS: tuple[str, ...] = tuple(f"D{i}" for i in range(1, 15))
#: Cards of one kind in a deck and in a whole deck: far above the box's 60 Command and 38 Dragon cards
MAX_COPIES, MAX_DECK = 60, 200
#: Units or leaders one card orders: more than either army fields
MAX_ORDERED = 40
Bonus = Annotated[int, Field(ge=-8, le=8)]

# --------------------------------------------------------------------------- command cards


class OrderSlot(Model):
    """Orders for ``count`` units and/or leaders in ``sections``. With ``per_section`` the count
    applies to each listed section (Crane Wing), else to all of them together."""

    sections: list[Section] = Field(max_length=3)
    count: Annotated[int, Field(ge=0, le=MAX_ORDERED)] | Literal["per_card"]
    per_section: bool = False
    #: the digest ambiguity this slot depends on (``A11`` = Flank Attack: 2 per flank or in total)
    ambiguity: Ident | None = None


class UnitFilter(Model):
    rank: Rank | None = None
    arm: Arm | None = None
    ranged: bool | None = None


class MoveOverride(Model):
    """Ordered units matching ``filter`` may move up to ``max`` hexes and still battle."""

    filter: UnitFilter
    max: int = Field(ge=0, le=MAX_HEXES)


Mechanic = Literal["sections", "filtered", "counter_attack", "first_strike", "leadership", "chain", "shogun"]


class CommandCardDef(Model):
    id: Ident
    names: Names
    kind: Literal["section", "tactic"]
    count: int = Field(ge=0, le=MAX_COPIES)
    #: the samurai-helmet icon: attached leaders may be ordered to detach (rules/000 §6)
    helmet: bool = False
    mechanic: Mechanic = "sections"
    orders: list[OrderSlot] = Field(default_factory=list, max_length=6)
    #: filtered / chain cards: how many units (``per_card`` = one per Command card in hand)
    max_units: Annotated[int, Field(ge=0, le=MAX_ORDERED)] | Literal["per_card"] | None = None
    filter: UnitFilter | None = None
    #: leader kinds a filtered card may order when the leader stands alone
    lone_leaders: list[Ident] = Field(default_factory=list, max_length=20)
    connected: bool = False
    #: with no unit matching the filter on the field, order 1 unit of your choice instead
    fallback_one: bool = False
    not_adjacent_enemy: bool = False
    no_move: bool = False
    fire_twice: bool = False
    move_max: list[MoveOverride] = Field(default_factory=list, max_length=10)
    #: the move allowance of every unit and leader ordered by the card (Chain: 1)
    move_all: Annotated[int, Field(ge=0, le=MAX_HEXES)] | None = None
    melee_bonus: Bonus = 0
    battle_bonus: Bonus = 0
    #: ordered units matching this filter may not battle at all (Infantry Charge: ranged units)
    no_battle: UnitFilter | None = None
    #: Leadership: hexes adjacent to the leader that may be ordered
    leadership_adjacent: int = Field(default=3, ge=0, le=6)
    draw: int = Field(default=1, ge=1, le=10)
    keep: int = Field(default=1, ge=1, le=10)
    source: LongText = ""


class CommandDeck(BoxTable):
    """The Command deck: every card, its count and its mechanic."""

    kind: Literal["samurai_battles/command_deck"] = "samurai_battles/command_deck"
    DESCRIPTION = "Samurai Battles Command deck (section and tactic cards)"

    expected_total: Annotated[int, Field(ge=0, le=MAX_DECK)] | None = 60
    cards: list[CommandCardDef] = Field(default_factory=list, max_length=MAX_DECK)

    def total(self) -> int:
        return sum(c.count for c in self.cards)

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        for i, c, again in with_repeats(self.cards, lambda c: c.id):
            if again:
                yield error("duplicate", Message("sb-check-card-twice", id=c.id), "cards", i, "id")
            if c.mechanic == "sections" and not c.orders:
                yield error("card", Message("sb-check-section-card"), "cards", i, "orders")
            if c.mechanic in ("filtered", "chain") and c.max_units is None and c.mechanic == "filtered":
                yield error("card", Message("sb-check-filtered-card"), "cards", i, "max_units")
            if c.keep > c.draw:
                yield error("card", Message("sb-check-keep-draw"), "cards", i, "keep")
        if self.expected_total is not None and self.total() != self.expected_total:
            yield error(
                "count", Message("sb-check-deck-count", count=self.total(), expected=self.expected_total), "cards"
            )


register_kind(CommandDeck)


# --------------------------------------------------------------------------- dragon cards


class ChallengeEffect(Model):
    """Personal Challenge (rules/000 §21.1): a duel of swords between the two leaders."""

    kind: Literal["challenge"] = "challenge"
    player_bonus: Dice = 2
    more_honor_bonus: Dice = 1
    higher_status_bonus: Dice = 1
    loser_discards: int = Field(default=1, ge=0, le=10)
    honor_tokens: bool = True


class TurncoatEffect(Model):
    """Turncoat: both players roll; the one with more ``compare`` symbols decides whether a
    leaderless enemy unit defects."""

    kind: Literal["turncoat"] = "turncoat"
    dice: Dice = 3
    more_banners_bonus: Dice = 1
    more_honor_bonus: Dice = 2
    compare: Face = "honor"
    honor_tokens: bool = False


class FaceEffect(Model):
    face: Face
    lose_figure: bool = False
    lose_honor: int = Field(default=0, ge=0, le=MAX_HONOR)


class FamineEffect(Model):
    """Rice Famine: one die per enemy unit of ``dice_rank``; each face costs the opponent a figure
    of that rank (his choice of unit) or Honor & Fortune tokens."""

    kind: Literal["rice_famine"] = "rice_famine"
    dice_rank: Rank = "circle"
    faces: list[FaceEffect] = Field(default_factory=list, max_length=6)


class StrikeFirstEffect(Model):
    """Ambush: the defending unit battles first with extra dice; no battle back afterwards."""

    kind: Literal["strike_first"] = "strike_first"
    extra_dice: Dice = 1
    battle_back_after: bool = False


class ExtraDiceEffect(Model):
    """Extra dice for the roll about to be made (windows D6, D7, D13)."""

    kind: Literal["extra_dice"] = "extra_dice"
    dice: Dice = 1
    combat: Literal["melee", "ranged", "any"] = "any"


class IgnoreFlagsEffect(Model):
    """The defending unit may ignore more flags (windows D8, D10); the cap of 2 still holds."""

    kind: Literal["ignore_flags"] = "ignore_flags"
    flags: Dice = 1


DragonEffect = Annotated[
    ChallengeEffect | TurncoatEffect | FamineEffect | StrikeFirstEffect | ExtraDiceEffect | IgnoreFlagsEffect,
    Field(discriminator="kind"),
]

#: the windows in which each effect kind can act
EFFECT_WINDOWS: dict[str, tuple[str, ...]] = {
    "challenge": ("D14",),
    "turncoat": ("D1",),
    "rice_famine": ("D1",),
    "strike_first": ("D8",),
    "extra_dice": ("D6", "D7", "D13"),
    "ignore_flags": ("D8", "D10"),
}


class DragonCardDef(Model):
    id: Ident
    names: Names
    copies: int = Field(default=1, ge=0, le=MAX_COPIES)
    cost: int = Field(default=0, ge=0, le=MAX_HONOR)
    cost_confidence: Confidence = "none"
    window: Window | None = None
    target: ShortText = ""
    #: ``null``: the effect is unknown; the card cannot be played
    effect: DragonEffect | None = None
    confidence: Confidence = "none"
    source: LongText = ""


class DragonDeck(BoxTable):
    """The Dragon deck: card definitions (cost, window, effect script) and copies."""

    kind: Literal["samurai_battles/dragon_deck"] = "samurai_battles/dragon_deck"
    DESCRIPTION = "Samurai Battles Dragon deck (costs, timing windows, effects)"

    expected_total: Annotated[int, Field(ge=0, le=MAX_DECK)] | None = 38
    cards: list[DragonCardDef] = Field(default_factory=list, max_length=MAX_DECK)
    notes: list[LongText] = Field(default_factory=list, max_length=100)

    def total(self) -> int:
        return sum(c.copies for c in self.cards)

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        unknown = 0
        for i, c, again in with_repeats(self.cards, lambda c: c.id):
            if again:
                yield error("duplicate", Message("sb-check-card-twice", id=c.id), "cards", i, "id")
            if c.effect is None:
                unknown += c.copies
                continue
            if c.window is None:
                yield error("window", Message("sb-check-needs-window"), "cards", i, "window")
            elif c.window not in EFFECT_WINDOWS[c.effect.kind]:
                allowed = ", ".join(EFFECT_WINDOWS[c.effect.kind])
                yield error(
                    "window",
                    Message("sb-check-window", effect=c.effect.kind, allowed=allowed, window=c.window),
                    "cards",
                    i,
                    "window",
                )
        if self.expected_total is not None and self.total() != self.expected_total:
            yield error(
                "count", Message("sb-check-deck-count", count=self.total(), expected=self.expected_total), "cards"
            )
        if unknown:
            yield warning(
                "unknown-effect",
                Message("sb-check-unknown-effect", count=unknown),
                "cards",
            )


register_kind(DragonDeck)
