"""The play deck (``kind: samurai_sword/deck``): every card with its count, kind, effect and, for
weapons, difficulty and damage (rules/001 §1.4).

The rulebook shows the cards only as pictures, so counts and weapon stats come from
``reference/samurai_sword/cards.yaml`` and stay editable data with a confidence mark. A deck
whose category totals differ from the box (15 properties, 32 weapons, 43 actions, L18-23) is
warned about, not refused: custom and variant decks play.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Annotated, Literal

from pydantic import Field

from engine.content.base import CheckContext, ContentModel, Ident, LongText, Model, ShortText, register_kind
from engine.content.issues import Issue, error, info, warning
from engine.content.repeats import with_repeats
from engine.content.stated_numbers import numbers_disagreement
from engine.core.message import Message
from engine.games.samurai_sword.effects import CARD_EFFECTS, GAME

Confidence = Literal["high", "medium", "low"]
CardKind = Literal["weapon", "action", "property"]

#: the box's play cards by category (L18-23)
BOX_TOTALS: dict[str, int] = {"weapon": 32, "action": 43, "property": 15}


#: cards in the box (rules/001: 90 play cards); a variant deck stays within a few boxes
MAX_CARDS = 300
#: a numeric parameter of an effect or ability (cards drawn, wounds, honor points)
Param = Annotated[int, Field(ge=-99, le=99)]


class Names(Model):
    """A name in English and Russian (``ru`` is null where the rulebook never names the thing)."""

    en: ShortText
    ru: ShortText | None = None


class SwordDocument(ContentModel):
    """Base of the deck, character set and setup documents a game names by ``id`` (``core``:
    the box's own)."""

    GAME = GAME

    id: Ident = "core"


class CardDef(Model):
    id: Ident
    name: Names
    #: our transliteration for cards the Russian rulebook never names (replace once checked)
    name_ru_unofficial: ShortText | None = None
    kind: CardKind
    count: int = Field(ge=0, le=MAX_CARDS)
    #: weapons: the top number, the highest difficulty the weapon reaches (L190-192); a table of 7
    #: players is never farther than 4
    difficulty: int | None = Field(default=None, ge=0, le=9)
    #: weapons: the bottom number, the wounds it deals (L190-192)
    damage: int | None = Field(default=None, ge=0, le=9)
    #: the defence symbol: the card may be played off-turn against a weapon (L146-148, L200-204)
    defence: bool = False
    #: what the card does: an id of the engine's effect registry (``weapon`` for every weapon)
    effect: Ident = "weapon"
    #: numeric parameters of the effect (defaults from the registry)
    params: dict[Ident, Param] = Field(default_factory=dict, max_length=20)
    #: copies that may lie in play at once (Bushido: 1, L347-348)
    max_in_play: int | None = Field(default=None, ge=1, le=MAX_CARDS)
    text: LongText = ""
    confidence: Confidence = "high"
    source: LongText = ""


class SwordDeck(SwordDocument):
    """The 90 play cards (or a variant): what the draw deck is shuffled from."""

    kind: Literal["samurai_sword/deck"] = "samurai_sword/deck"
    DESCRIPTION = "Samurai Sword play deck (weapons, actions, properties with counts)"

    name: Names = Field(default_factory=lambda: Names(en="Play deck"))
    #: a deliberate variant: category totals that differ from the box are a note, not a warning
    variant: bool = False
    description: LongText = ""
    cards: list[CardDef] = Field(default_factory=list, max_length=MAX_CARDS)
    notes: list[LongText] = Field(default_factory=list, max_length=100)

    def total(self) -> int:
        return sum(c.count for c in self.cards)

    def totals(self) -> dict[str, int]:
        """Copies per category (weapon, action, property)."""
        out = dict.fromkeys(BOX_TOTALS, 0)
        for c in self.cards:
            out[c.kind] += c.count
        return out

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        for i, c, again in with_repeats(self.cards, lambda c: c.id):
            if again:
                yield error("duplicate", Message("sw-check-card-id-twice", card=c.id), "cards", i, "id")
            if not c.id or any(ch.isspace() for ch in c.id):
                yield error("card-id", Message("sw-check-card-id-spaces", card=c.id), "cards", i, "id")
            yield from _check_card(c, i)
        totals = self.totals()
        if totals["weapon"] == 0:
            yield error("no-weapons", Message("sw-check-no-weapons"), "cards")
        differs = tuple(
            Message("sw-check-category-total", category=k, count=totals[k], box=v)
            for k, v in BOX_TOTALS.items()
            if totals[k] != v
        )
        if differs:
            if self.variant:
                yield info(
                    "deck-variant", Message("sw-check-deck-variant", differs=differs, cards=self.total()), "cards"
                )
            else:
                said = Message("sw-check-deck-totals", differs=differs, cards=self.total())
                yield warning("deck-totals", said, "cards")
        if not any(c.defence and c.count for c in self.cards):
            yield warning("no-defence", Message("sw-check-no-defence"), "cards")


def _check_card(c: CardDef, i: int) -> Iterator[Issue]:
    spec = CARD_EFFECTS.get(c.effect)
    if spec is None:
        said = Message("sw-check-effect-unknown", effect=c.effect, known=tuple(sorted(CARD_EFFECTS)))
        yield error("effect", said, "cards", i, "effect")
        return
    numbers = {**spec.params, **c.params}
    if c.kind == "weapon":
        numbers.update({k: v for k, v in (("difficulty", c.difficulty), ("damage", c.damage)) if v is not None})
    disagreement = numbers_disagreement(c.text, numbers)
    if disagreement is not None:
        yield warning("text-numbers", disagreement, "cards", i, "text")
    if spec.kind != c.kind:
        yield error(
            "effect-kind",
            Message("sw-check-effect-kind", effect=c.effect, wants=spec.kind, kind=c.kind),
            "cards",
            i,
            "kind",
        )
    for name, value in c.params.items():
        if name not in spec.params:
            said = Message(
                "sw-check-effect-param", effect=c.effect, param=name, allowed=tuple(spec.params), count=len(spec.params)
            )
            yield error("param", said, "cards", i, "params")
        elif value < 0:
            yield error("param", Message("sw-check-param-negative", param=name), "cards", i, "params", name)
    if c.kind == "weapon":
        if c.difficulty is None or c.difficulty < 1:
            yield error("weapon-stats", Message("sw-check-weapon-difficulty"), "cards", i, "difficulty")
        if c.damage is None or c.damage < 1:
            yield error("weapon-stats", Message("sw-check-weapon-damage"), "cards", i, "damage")
    else:
        for fld in ("difficulty", "damage"):
            if getattr(c, fld) is not None:
                yield error("weapon-stats", Message("sw-check-weapon-only", field=fld), "cards", i, fld)
    if c.effect == "parry" and not c.defence:
        yield error("defence", Message("sw-check-parry-defence"), "cards", i, "defence")
    if c.max_in_play is not None and c.kind != "property":
        yield error("max-in-play", Message("sw-check-max-in-play"), "cards", i, "max_in_play")


register_kind(SwordDeck)
