"""The character cards (``kind: samurai_sword/characters``): name, starting resilience and an
ability named by its id in the engine's registry with numeric parameters (rules/001 §1.3,
L385-434). Promo characters (Rikyu) are marked and join a game only when the setup's rule
option ``include_promo_characters`` says so.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from pydantic import Field

from engine.content.base import CheckContext, Ident, LongText, Model, register_kind
from engine.content.issues import Issue, error, warning
from engine.content.repeats import with_repeats
from engine.content.stated_numbers import numbers_disagreement
from engine.core.message import Message
from engine.games.samurai_sword.deck import Confidence, Names, Param, SwordDocument
from engine.games.samurai_sword.effects import ABILITIES

#: the most players a game has (L42), so the fewest characters a full set needs
MAX_PLAYERS = 7


class AbilityRef(Model):
    id: Ident = "none"
    params: dict[Ident, Param] = Field(default_factory=dict, max_length=20)


class CharacterDef(Model):
    id: Ident
    name: Names
    #: starting resilience tokens (the number in brackets, L386-387)
    resilience: int = Field(ge=1, le=20)
    ability: AbilityRef = Field(default_factory=AbilityRef)
    text: LongText = ""
    #: not in the base box (a promo card): dealt only with ``include_promo_characters``
    promo: bool = False
    confidence: Confidence = "high"
    source: LongText = ""


class CharacterSet(SwordDocument):
    """The characters dealt at setup, one per player."""

    kind: Literal["samurai_sword/characters"] = "samurai_sword/characters"
    DESCRIPTION = "Samurai Sword characters (resilience and ability)"

    name: Names = Field(default_factory=lambda: Names(en="Characters"))
    characters: list[CharacterDef] = Field(default_factory=list, max_length=100)
    notes: list[LongText] = Field(default_factory=list, max_length=100)

    def base(self) -> list[CharacterDef]:
        return [c for c in self.characters if not c.promo]

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        for i, c, again in with_repeats(self.characters, lambda c: c.id):
            if again:
                yield error("duplicate", Message("sw-check-character-id-twice", character=c.id), "characters", i, "id")
            spec = ABILITIES.get(c.ability.id)
            if spec is None:
                yield error(
                    "ability",
                    Message("sw-check-ability-unknown", ability=c.ability.id, known=tuple(sorted(ABILITIES))),
                    "characters",
                    i,
                    "ability",
                    "id",
                )
                continue
            # the card's text states the ability's numbers (Benkei's "+1" is his amount, L389-390)
            disagreement = numbers_disagreement(c.text, {**spec.params, **c.ability.params})
            if disagreement is not None:
                yield warning("text-numbers", disagreement, "characters", i, "text")
            for name, value in c.ability.params.items():
                if name not in spec.params:
                    yield error(
                        "param",
                        Message(
                            "sw-check-ability-param",
                            ability=c.ability.id,
                            param=name,
                            allowed=tuple(spec.params),
                            count=len(spec.params),
                        ),
                        "characters",
                        i,
                        "ability",
                        "params",
                    )
                elif value < 0:
                    said = Message("sw-check-param-negative", param=name)
                    yield error("param", said, "characters", i, "ability", "params", name)
        if len(self.base()) < MAX_PLAYERS:
            yield warning(
                "too-few",
                Message("sw-check-base-characters", count=len(self.base()), players=MAX_PLAYERS),
                "characters",
            )


register_kind(CharacterSet)
