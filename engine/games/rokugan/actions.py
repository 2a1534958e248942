"""The actions of Battle for Rokugan. Provinces are named by id, combat tokens by kind (``army3``,
``navy1``, ``bluff``), tokens on the board by their public number (``#12``), places by location
names (``P`` centre, ``A>B`` land border aimed at B, ``~P`` coast of P); the text notation is derived
from the fields (engine.core.game)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.game import Action


@dataclass(frozen=True)
class KeepObjective(Action):
    """Setup: keep one of the two secret objectives dealt (L135); a secret commitment."""

    NAME = "keep"
    objective: str


@dataclass(frozen=True)
class Claim(Action):
    """Setup: put an initial control token face down in a province without one (L168)."""

    NAME = "claim"
    province: str


@dataclass(frozen=True)
class ReturnToken(Action):
    """Dragon, upkeep: return one of the tokens just drawn to the pool (a secret commitment)."""

    NAME = "return"
    token: str


@dataclass(frozen=True)
class PlayCard(Action):
    """Play a territory card (upkeep; the Shadowlands at the start of a placement turn), or a scout,
    shugenja or the first-player card (``scout``, ``shugenja``, ``first_player``) at the start of a
    placement turn (L296, L581, L595-597)."""

    NAME = "play"
    card: str


@dataclass(frozen=True)
class Choose(Action):
    """A choice a card or an ability asks for: a province, a token on the board (``#12``), a clan, a
    token of the hand, ``code>pool``/``code>discard``, or ``code@place`` (a token from the discards)."""

    NAME = "choose"
    option: str


@dataclass(frozen=True)
class Pass(Action):
    """Pass: no territory card now (upkeep), no more placements this phase (nothing can be placed),
    or decline an optional ability or the rest of an effect."""

    NAME = "pass"


@dataclass(frozen=True)
class Place(Action):
    """Place a combat token from the hand face down (L321-339)."""

    NAME = "place"
    token: str
    at: str


@dataclass(frozen=True)
class Bless(Action):
    """Place a blessing face up on one of your face-down tokens on the board (L391)."""

    NAME = "bless"
    token: str
    on: int


ACTION_TYPES: tuple[type[Action], ...] = (KeepObjective, Claim, ReturnToken, PlayCard, Choose, Pass, Place, Bless)
