"""The clan document (``kind: rokugan/clan``): colour, capital, the 27 combat tokens (the common set
and the clan's unique token), 30 control tokens, and the ability printed on the daimyo screen as
parameters the engine reads (rules/004 §1.2, reference clans.yaml)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from pydantic import Field

from engine.content.base import CheckContext, ContentModel, Ident, LongText, Model, ShortText, register_kind
from engine.content.issues import Issue, error, warning
from engine.core.message import Message
from engine.games.rokugan.common import GAME, STRENGTH_TYPES, Names, PrintedNumber, TokenType

#: combat tokens per clan (L71: 189 = 27 x 7)
TOKENS_PER_CLAN = 27


class TokenSpec(Model):
    """``count`` combat tokens of one kind."""

    type: TokenType
    strength: int | None = Field(default=None, ge=0, le=9)
    count: int = Field(default=1, ge=1, le=TOKENS_PER_CLAN)
    #: the clan's own token, printed on its screen (L327)
    unique: bool = False


class ClanAbility(Model):
    """The screen's ability as parameters; a field left at its default does nothing."""

    text: Names
    faceup_control_defense: PrintedNumber = Field(
        default=1, description="defence per face-up control token of this clan (Crab: 2)"
    )
    wins_ties: bool = Field(default=False, description="this clan wins every tie it takes part in (Crane)")
    extra_draw: int = Field(
        default=0,
        ge=0,
        le=TOKENS_PER_CLAN,
        description="tokens drawn beyond the hand in upkeep, then returned to the pool (Dragon)",
    )
    bluff_defense: PrintedNumber = Field(
        default=0,
        description="the bluff defending an own province adds this much and stays for the battle (Lion)",
    )
    ignore_printed_defense: Literal["none", "capitals"] = Field(
        default="none", description="printed defence this clan ignores when it attacks (Phoenix: capitals)"
    )
    peeks_per_round: PrintedNumber = Field(
        default=0, description="after placing a token, look at one token on the board (Scorpion)"
    )
    swaps_per_round: PrintedNumber = Field(
        default=0, description="before the reveal, swap two own tokens on the board (Unicorn)"
    )


class Clan(ContentModel):
    """One of the great clans."""

    kind: Literal["rokugan/clan"] = "rokugan/clan"
    id: Ident
    name: Names
    colour: ShortText
    #: its capital province on the standard board (a map may mark another with ``capital_of``)
    capital: Ident
    combat_tokens: list[TokenSpec] = Field(max_length=TOKENS_PER_CLAN)
    control_tokens: int = Field(default=30, ge=1, le=99)
    ability: ClanAbility
    notes: LongText = ""

    GAME = GAME
    DESCRIPTION = "a clan: colour, capital, combat tokens and the screen's ability"

    def token_count(self) -> int:
        return sum(t.count for t in self.combat_tokens)

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        for i, t in enumerate(self.combat_tokens):
            if t.type in STRENGTH_TYPES and t.strength is None:
                yield error(
                    "strength", Message("rk-check-needs-strength", token=t.type.value), "combat_tokens", i, "strength"
                )
            if t.type not in STRENGTH_TYPES and t.strength is not None:
                yield error(
                    "strength", Message("rk-check-no-strength", token=t.type.value), "combat_tokens", i, "strength"
                )
        bluffs = sum(t.count for t in self.combat_tokens if t.type is TokenType.BLUFF)
        if bluffs != 1:
            yield error("bluff", Message("rk-check-one-bluff", count=bluffs), "combat_tokens")
        if self.token_count() != TOKENS_PER_CLAN:
            yield warning(
                "token_count",
                Message("rk-check-token-count", count=self.token_count(), box=TOKENS_PER_CLAN),
                "combat_tokens",
            )
        uniques = sum(t.count for t in self.combat_tokens if t.unique)
        if uniques != 1:
            yield warning("unique_token", Message("rk-check-unique", count=uniques), "combat_tokens")


register_kind(Clan)
