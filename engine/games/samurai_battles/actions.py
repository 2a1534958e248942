"""The actions of Samurai Battles. Pieces are named by their scenario ids, hexes by ``"r,dx"``
labels, cards by card ids; the text notation is derived from the fields (engine.core.game)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.game import Action


@dataclass(frozen=True)
class PlayCommand(Action):
    """Phase 1: play a Command card from the hand."""

    NAME = "card"
    card: str


@dataclass(frozen=True)
class PlayDragon(Action):
    """Play a Dragon card in its window; ``target`` is a unit id for cards that name one."""

    NAME = "dragon"
    card: str
    target: str | None = None


@dataclass(frozen=True)
class Pass(Action):
    """Decline: no Dragon card, no inspiration, no advance, no battle back, no trade..."""

    NAME = "pass"


@dataclass(frozen=True)
class Order(Action):
    """Phase 2: order a unit (with the leader it has) or a lone leader."""

    NAME = "order"
    piece: str


@dataclass(frozen=True)
class Detach(Action):
    """Phase 2: order an attached leader to leave his unit (helmet cards only; 1 order)."""

    NAME = "detach"
    leader: str


@dataclass(frozen=True)
class EndOrders(Action):
    NAME = "orders-done"


@dataclass(frozen=True)
class Move(Action):
    """Phase 3: move an ordered unit or leader to a hex (a leader may step off his baseline)."""

    NAME = "move"
    piece: str
    to: str


@dataclass(frozen=True)
class EndMoves(Action):
    NAME = "moves-done"


@dataclass(frozen=True)
class Fire(Action):
    """Phase 4: ranged combat of an ordered unit against a unit or lone leader."""

    NAME = "fire"
    unit: str
    target: str


@dataclass(frozen=True)
class Melee(Action):
    """Phase 4 (and bonus melee): melee of an ordered unit against an adjacent enemy."""

    NAME = "melee"
    unit: str
    target: str


@dataclass(frozen=True)
class EndBattles(Action):
    NAME = "battles-done"


@dataclass(frozen=True)
class Inspire(Action):
    """Spend Honor & Fortune so a leader inspires the unit about to roll in melee (+1 die)."""

    NAME = "inspire"
    leader: str


@dataclass(frozen=True)
class FirstStrike(Action):
    """Play the First Strike Command card: the defending unit attacks first."""

    NAME = "first-strike"


@dataclass(frozen=True)
class IgnoreFlags(Action):
    NAME = "ignore"
    flags: int


@dataclass(frozen=True)
class Retreat(Action):
    """Retreat a unit one hex (or a lone leader to his chosen end hex)."""

    NAME = "retreat"
    to: str


@dataclass(frozen=True)
class Seppuku(Action):
    NAME = "seppuku"


@dataclass(frozen=True)
class Advance(Action):
    """Momentum advance into the vacated hex."""

    NAME = "advance"


@dataclass(frozen=True)
class BattleBack(Action):
    NAME = "battle-back"


@dataclass(frozen=True)
class Choose(Action):
    """Pick the unit that loses a figure (Rice Famine, ties in total loss of honor)."""

    NAME = "choose"
    unit: str


@dataclass(frozen=True)
class Keep(Action):
    """End of turn after an "order one unit" card: keep one of the two cards drawn."""

    NAME = "keep"
    card: str


@dataclass(frozen=True)
class TakeDragon(Action):
    NAME = "take-dragon"


@dataclass(frozen=True)
class TakeHonor(Action):
    NAME = "take-honor"


@dataclass(frozen=True)
class TradeDragon(Action):
    """End of turn, no Dragon card played: discard one Dragon card for Honor & Fortune."""

    NAME = "trade"
    card: str


ACTION_TYPES: tuple[type[Action], ...] = (
    PlayCommand,
    PlayDragon,
    Pass,
    Order,
    Detach,
    EndOrders,
    Move,
    EndMoves,
    Fire,
    Melee,
    EndBattles,
    Inspire,
    FirstStrike,
    IgnoreFlags,
    Retreat,
    Seppuku,
    Advance,
    BattleBack,
    Choose,
    Keep,
    TakeDragon,
    TakeHonor,
    TradeDragon,
)

_MOVES: dict[tuple[str, str], Move] = {}


def move_action(piece: str, to: str) -> Move:
    """An interned :class:`Move` (legal-move lists are rebuilt after every action)."""
    a = _MOVES.get((piece, to))
    if a is None:
        a = Move(piece, to)
        if len(_MOVES) < 100_000:
            _MOVES[(piece, to)] = a
    return a


_CARDS: dict[str, PlayCommand] = {}


def card_action(card: str) -> PlayCommand:
    a = _CARDS.get(card)
    if a is None:
        a = _CARDS.setdefault(card, PlayCommand(card))
    return a


PASS = Pass()
TAKE_DRAGON = TakeDragon()
TAKE_HONOR = TakeHonor()
END_ORDERS = EndOrders()
END_MOVES = EndMoves()
END_BATTLES = EndBattles()
