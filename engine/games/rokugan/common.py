"""Vocabulary shared by the Battle for Rokugan content kinds and the engine: token types, special
tokens, per-language names (rules/004 §0-§1)."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Any

from pydantic import Field, model_validator

from engine.content.base import LongText, Model, ShortText

GAME = "rokugan"

#: initial control tokens per player besides the capital (L156-161)
INITIAL_CONTROL_TOKENS = {2: 11, 3: 7, 4: 5, 5: 4}

#: a number printed on a clan screen, a card or a token: one digit
PrintedNumber = Annotated[int, Field(ge=0, le=9)]


class Names(Model):
    """A name in English and Russian (the Hobby World edition's term where known)."""

    en: ShortText
    ru: ShortText = ""


class RuleText(Model):
    """A card's rule text in English and Russian. The text is the content's, as its name is: a
    pack's card brings its own words in each language (the engine's catalogue holds only what
    the engine says). A plain text, as older files write it, is the English."""

    en: LongText = ""
    ru: LongText = ""

    @model_validator(mode="before")
    @classmethod
    def _plain_text_is_english(cls, data: Any) -> Any:
        return {"en": data} if isinstance(data, str) else data

    def __bool__(self) -> bool:
        return bool(self.en or self.ru)


class TokenType(StrEnum):
    """Combat token types (rules/004 §1.2, §3.3). The bluff is the blank token."""

    ARMY = "army"
    NAVY = "navy"
    SHINOBI = "shinobi"
    BLESSING = "blessing"
    DIPLOMACY = "diplomacy"
    RAID = "raid"
    BLUFF = "bluff"


#: token types with a strength value (rules/004 L329)
STRENGTH_TYPES = frozenset({TokenType.ARMY, TokenType.NAVY, TokenType.SHINOBI, TokenType.BLESSING})
#: token types that fight (the ones a blessing may lie on, L391)
FIGHTERS = frozenset({TokenType.ARMY, TokenType.NAVY, TokenType.SHINOBI})


class SpecialKind(StrEnum):
    """Special tokens (rules/004 §1.4). Honor and defence bonus tokens are special tokens too (L513)."""

    SCORCHED_EARTH = "scorched_earth"
    PEACE = "peace"
    SHRINE = "shrine"
    BATTLEFIELD = "battlefield"
    HARBOR = "harbor"
    HONOR_BONUS = "honor_bonus"
    DEFENSE_BONUS = "defense_bonus"


#: special tokens no other special token replaces (L515)
PERMANENT_SPECIALS = frozenset({SpecialKind.SCORCHED_EARTH, SpecialKind.PEACE})

#: how many of each special token the box holds (rules/004 §1.1; the bonus tokens' values are in tokens.yaml)
SPECIAL_SUPPLY: dict[SpecialKind, int] = {
    SpecialKind.SCORCHED_EARTH: 15,
    SpecialKind.PEACE: 15,
    SpecialKind.SHRINE: 1,
    SpecialKind.BATTLEFIELD: 1,
    SpecialKind.HARBOR: 1,
    SpecialKind.HONOR_BONUS: 4,
    SpecialKind.DEFENSE_BONUS: 4,
}


def token_code(token_type: TokenType | str, strength: int | None) -> str:
    """The short name of a token kind: ``army3``, ``navy1``, ``raid``, ``bluff``."""
    return f"{token_type}{strength}" if strength is not None else str(token_type)
