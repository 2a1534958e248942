"""The actions of Samurai Sword. Cards are named by their deck ids, players by seat numbers
(0 = the first seat; seats run clockwise); the text notation is derived from the fields.

Own-turn plays: ``attack``, ``play``, ``play-on``, ``geisha``, ``spend-resilience``, ``end``.
Answers (the seat named by ``current_player()``, often out of its turn): ``parry``,
``discard``, ``wound``, ``lose-honor``, ``drop-bushido``, ``draw``.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.game import Action


@dataclass(frozen=True)
class Attack(Action):
    """Play a weapon against a player (L186-199)."""

    NAME = "attack"
    weapon: str
    target: int


@dataclass(frozen=True)
class Play(Action):
    """Play a card that names nobody: a property in front of oneself, or an action card that acts
    on oneself or on every other player (Battle Cry, Jujutsu, Daimyo, Tea Ceremony)."""

    NAME = "play"
    card: str


@dataclass(frozen=True)
class PlayOn(Action):
    """Play a card at a chosen player: Bushido (in front of them), Diversion (take a card from
    them), Breathing (they draw)."""

    NAME = "play-on"
    card: str
    target: int


@dataclass(frozen=True)
class Geisha(Action):
    """Play Geisha: the target discards a random card from the hand (``pick`` = ``hand``) or the
    card in play named by ``pick`` (L374-377)."""

    NAME = "geisha"
    card: str
    target: int
    pick: str


@dataclass(frozen=True)
class SpendResilience(Action):
    """Nobunaga: discard a resilience token to draw a card (L413-415)."""

    NAME = "spend-resilience"


@dataclass(frozen=True)
class EndTurn(Action):
    """End the Play phase (then the Discard phase, L150-152)."""

    NAME = "end"


@dataclass(frozen=True)
class Parry(Action):
    """Defend against the weapon aimed at you with a defence card (or, Hanzō, a weapon)."""

    NAME = "parry"
    card: str


@dataclass(frozen=True)
class Discard(Action):
    """Discard a card from the hand: to answer Battle Cry or Jujutsu, to pay Bushido's weapon, or
    to come down to the hand limit."""

    NAME = "discard"
    card: str


@dataclass(frozen=True)
class TakeWound(Action):
    """Take the wounds of the attack, Battle Cry or Jujutsu instead of answering it."""

    NAME = "wound"


@dataclass(frozen=True)
class LoseHonor(Action):
    """Bushido revealed a weapon: put an honor token in the box and discard Bushido (L336-341)."""

    NAME = "lose-honor"


@dataclass(frozen=True)
class DropBushido(Action):
    """3 players, the Shogun: discard Bushido instead of losing honor (L357-358)."""

    NAME = "drop-bushido"


@dataclass(frozen=True)
class DrawFrom(Action):
    """Ieyasu's first card of the Draw phase: from the ``deck`` or the ``discard`` pile (L402-404)."""

    NAME = "draw"
    source: str


ACTION_TYPES: tuple[type[Action], ...] = (
    Attack,
    Play,
    PlayOn,
    Geisha,
    SpendResilience,
    EndTurn,
    Parry,
    Discard,
    TakeWound,
    LoseHonor,
    DropBushido,
    DrawFrom,
)

END = EndTurn()
WOUND = TakeWound()
LOSE_HONOR = LoseHonor()
DROP_BUSHIDO = DropBushido()
SPEND_RESILIENCE = SpendResilience()
DRAW_DECK = DrawFrom("deck")
DRAW_DISCARD = DrawFrom("discard")
