"""Actions of Neuroshima Hex with their text notation (``place moloch_clown 0,1 3``).

Turn actions are taken by the player whose turn it is. Choice actions (``push_to``,
``explode``, ``heal``, ``absorb``, ``convert``) answer a question the rules put to one player in
the middle of an effect: where a pushed tile retreats, whether a Clown explodes, which attack a
medic absorbs, which attack a Quartermaster converts.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.game import Action
from engine.core.hexgrid import Hex

# --------------------------------------------------------------------------- turn actions


@dataclass(frozen=True)
class PlaceHq(Action):
    """Put your HQ on a free hex at the start of the game (rules/002 §2.2)."""

    NAME = "hq"
    hex: Hex


@dataclass(frozen=True)
class Discard(Action):
    """Discard a tile from your hand (the mandatory discard, or any tile you do not want)."""

    NAME = "discard"
    tile: str


@dataclass(frozen=True)
class Redraw(Action):
    """Bad draw: discard a hand of instant tiles only and draw again (rules/002 §2.4)."""

    NAME = "redraw"


@dataclass(frozen=True)
class Place(Action):
    """Put a board tile from your hand on a free hex with a rotation 0..5 (0 = front faces north)."""

    NAME = "place"
    tile: str
    hex: Hex
    rot: int


@dataclass(frozen=True)
class UseBattle(Action):
    NAME = "battle"
    tile: str


@dataclass(frozen=True)
class UseMove(Action):
    """Move instant: move one own board tile to an adjacent free hex and/or rotate it."""

    NAME = "move"
    tile: str
    src: Hex
    dst: Hex
    rot: int


@dataclass(frozen=True)
class UsePush(Action):
    """Push instant: own tile ``pusher`` pushes the adjacent enemy tile ``target`` one hex away."""

    NAME = "push"
    tile: str
    pusher: Hex
    target: Hex


@dataclass(frozen=True)
class _UseOnHex(Action):
    """An instant aimed at one hex: the instant's tile id and the target hex."""

    tile: str
    target: Hex


@dataclass(frozen=True)
class UseSniper(_UseOnHex):
    NAME = "sniper"


@dataclass(frozen=True)
class UseAirStrike(_UseOnHex):
    NAME = "air_strike"


@dataclass(frozen=True)
class UseGrenade(_UseOnHex):
    NAME = "grenade"


@dataclass(frozen=True)
class _Relocate(Action):
    """A board tile moves from ``src`` to a free hex ``dst`` (or stays) and turns to rotation ``rot``."""

    src: Hex
    dst: Hex
    rot: int


@dataclass(frozen=True)
class Mobility(_Relocate):
    """A mobile tile moves to a free hex and/or rotates (rules/002 §4.6)."""

    NAME = "mobility"


@dataclass(frozen=True)
class TransportMove(_Relocate):
    """A tile connected to a Transport moves and/or rotates as if it were mobile (rules/002 §6.1)."""

    NAME = "transport"


@dataclass(frozen=True)
class EndTurn(Action):
    """End the turn, keeping the tiles still in hand."""

    NAME = "end"


# --------------------------------------------------------------------------- choices inside an effect


@dataclass(frozen=True)
class PushTo(Action):
    """The pushed tile's owner picks the hex it retreats to."""

    NAME = "push_to"
    hex: Hex


@dataclass(frozen=True)
class Explode(Action):
    """The Clown on ``hex`` explodes (yes) or attacks normally (no) in its phase."""

    NAME = "explode"
    hex: Hex
    explode: bool


@dataclass(frozen=True)
class Heal(Action):
    """The medic on ``medic`` absorbs the damage dealt to ``target`` by ``source`` (``-`` for an instant)."""

    NAME = "heal"
    medic: Hex
    target: Hex
    source: Hex | None


@dataclass(frozen=True)
class Absorb(Action):
    """Of two mutually connected medics (or a chain), the one on ``medic`` is discarded."""

    NAME = "absorb"
    medic: Hex


@dataclass(frozen=True)
class Convert(Action):
    """Quartermaster: the tile on ``hex`` turns its ``kind`` attack in ``direction`` into the other kind
    (``-`` ``-`` keeps its attacks as they are)."""

    NAME = "convert"
    hex: Hex
    direction: int | None
    kind: str | None


TURN_ACTIONS: tuple[type[Action], ...] = (
    PlaceHq,
    Discard,
    Redraw,
    Place,
    UseBattle,
    UseMove,
    UsePush,
    UseSniper,
    UseAirStrike,
    UseGrenade,
    Mobility,
    TransportMove,
    EndTurn,
)
CHOICE_ACTIONS: tuple[type[Action], ...] = (PushTo, Explode, Heal, Absorb, Convert)


@dataclass(frozen=True)
class FightFinalBattle(Action):
    """Start an etude's final battle, held back so the solver could look at the position first."""

    NAME = "fight"


ALL_ACTIONS = TURN_ACTIONS + CHOICE_ACTIONS + (FightFinalBattle,)
