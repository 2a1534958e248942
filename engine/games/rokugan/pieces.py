"""The pieces of a Battle for Rokugan position that every rule module handles: a combat token on the
board (:class:`Placed`), a special token in a province (:class:`Special`), a card's choice waiting for
its player (:class:`Pending`), and how a token is named in messages. They stand below the state and
the rules, so the rule modules share them without importing the state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.message import Message, Name
from engine.games.rokugan.common import SpecialKind, TokenType

__all__ = ["GONE", "UNDER_SLOT", "Pending", "Placed", "Special", "token_code_said"]


def token_code_said(code: str) -> Message | Name:
    """A token as the notation writes it (``army2``, ``bluff``): its type's glossary term and its strength."""
    kind = code.rstrip("0123456789")
    said = Name.of("rk-token-" + kind) if kind in {t.value for t in TokenType} else Name.content(kind)
    if kind == code:
        return said
    return Message("rk-token-strength", token=said, strength=int(code[len(kind) :]))


#: ``card_holder`` of a region whose card lies under its slot, or was played / never dealt
UNDER_SLOT = -1
GONE = -2


class Placed:
    """A combat token on the board. ``serial`` is its public number; ``known`` is a bitmask of the
    seats that know its face besides its owner (scouts, Scorpion); ``arrival`` orders the tokens of
    a border (the first holds it, L333). ``blessings`` are its owner's; ``foreign`` holds (seat,
    token) blessings other clans laid on it, which only placement checked at the reveal lets happen
    and step 2 discards (L391: a blessing goes on one's own token)."""

    __slots__ = ("arrival", "blessings", "face_up", "foreign", "known", "loc", "owner", "serial", "token")

    def __init__(self, serial: int, owner: int, token: int, loc: int, face_up: bool, arrival: int) -> None:
        self.serial = serial
        self.owner = owner
        self.token = token
        self.loc = loc
        self.face_up = face_up
        self.blessings: list[int] = []
        self.foreign: list[tuple[int, int]] = []
        self.known = 0
        self.arrival = arrival

    def copy(self) -> Placed:
        p = Placed.__new__(Placed)
        p.serial, p.owner, p.token, p.loc = self.serial, self.owner, self.token, self.loc
        p.face_up, p.known, p.arrival = self.face_up, self.known, self.arrival
        p.blessings = list(self.blessings)
        p.foreign = list(self.foreign)
        return p

    def key(self) -> tuple[object, ...]:
        return (
            self.serial,
            self.owner,
            self.token,
            self.loc,
            self.face_up,
            tuple(self.blessings),
            tuple(self.foreign),
            self.known,
            self.arrival,
        )

    def knows(self, seat: int) -> bool:
        return self.face_up or seat == self.owner or bool(self.known >> seat & 1)


@dataclass(frozen=True, slots=True)
class Special:
    """A special token in a province; ``placer`` is the seat whose card or token put it there."""

    kind: SpecialKind
    value: int = 0
    covers_flowers: bool = False
    placer: int = -1

    def label(self) -> str:
        return f"{self.kind}:{self.value}" if self.value else str(self.kind)

    def said(self) -> Message:
        """The token as a message names it: its kind (a glossary term) and its value, if any."""
        return Message("rk-special", kind=Name.of("rk-special-" + self.kind.value.replace("_", "-")), value=self.value)


@dataclass(frozen=True, slots=True)
class Pending:
    """A choice a card or ability is waiting for: who chooses, for what, and what was chosen so far."""

    kind: str
    player: int
    card: str = ""
    picks: tuple[str, ...] = ()
    #: what the choice applies to, decided by earlier steps (a province, token numbers...)
    data: tuple[Any, ...] = ()

    def then(self, pick: str, data: tuple[Any, ...] | None = None) -> Pending:
        return Pending(self.kind, self.player, self.card, (*self.picks, pick), self.data if data is None else data)
