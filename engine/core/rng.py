"""The seeded random number generator that lives inside a game state.

Every random outcome is recorded as an :class:`RngRecord` (what was asked and what came out),
so a game log can show each die roll and shuffle, and a replay can be checked against it.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from dataclasses import dataclass
from random import Random as _PyRandom
from typing import TypeVar

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class RngRecord:
    purpose: str
    result: object


@dataclass(frozen=True, slots=True)
class RngSnapshot:
    """The generator's state and how many outcomes it had recorded, for :meth:`Rng.restore`."""

    state: object
    records: int


class Rng:
    """A deterministic RNG (Mersenne Twister) with a record of every outcome.

    ``record=False`` keeps the generator fast for solvers and AI rollouts that do not need the log.
    """

    __slots__ = ("_random", "record", "records", "seed", "shared")

    def __init__(self, seed: int, *, record: bool = True) -> None:
        self.seed = seed
        self._random = random.Random(seed)
        self.record = record
        #: draws from a generator shared with its clones (a search's dice, :meth:`drawing_from`)
        self.shared = False
        self.records: list[RngRecord] = []

    def _log(self, purpose: str, result: object) -> None:
        if self.record:
            self.records.append(RngRecord(purpose, result))

    def randint(self, low: int, high: int, purpose: str = "randint") -> int:
        """A uniform integer in ``[low, high]``."""
        v = self._random.randint(low, high)
        self._log(purpose, v)
        return v

    def roll(self, sides: int, purpose: str = "die") -> int:
        return self.randint(1, sides, purpose)

    def choice(self, seq: Sequence[T], purpose: str = "choice") -> T:
        v = seq[self._random.randrange(len(seq))]
        self._log(purpose, v)
        return v

    def shuffle(self, seq: MutableSequence[T], purpose: str = "shuffle") -> None:
        self._random.shuffle(seq)
        self._log(purpose, tuple(seq))

    def random(self, purpose: str = "random") -> float:
        v = self._random.random()
        self._log(purpose, v)
        return v

    @classmethod
    def drawing_from(cls, source: _PyRandom) -> Rng:
        """An unrecorded RNG that draws from ``source`` (shared, not copied): search agents give
        each of their throw-away copies of a state fresh dice this way without seeding a
        generator for every one. Its clones draw from ``source`` too, so copying a state that
        holds it does not copy the generator's state."""
        rng = cls.__new__(cls)
        rng.seed = 0
        rng._random = source
        rng.record = False
        rng.records = []
        rng.shared = True
        return rng

    def clone(self) -> Rng:
        if self.shared:
            return Rng.drawing_from(self._random)
        other = Rng.__new__(Rng)
        other.shared = False
        other.seed = self.seed
        other._random = random.Random()
        other._random.setstate(self._random.getstate())
        other.record = self.record
        other.records = list(self.records)
        return other

    def getstate(self) -> object:
        return self._random.getstate()

    def snapshot(self) -> RngSnapshot:
        """A point to come back to: :meth:`restore` makes the generator draw the same outcomes
        again from here (games that resolve a procedure again after a decision taken midway)."""
        return RngSnapshot(self._random.getstate(), len(self.records))

    def restore(self, snap: RngSnapshot) -> None:
        """Go back to ``snap``: the outcomes recorded since are forgotten and will be drawn again."""
        self._random.setstate(snap.state)  # type: ignore[arg-type]
        del self.records[snap.records :]

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Rng)
            and self.seed == other.seed
            and self._random.getstate() == other._random.getstate()
            and self.records == other.records
        )

    __hash__ = None  # type: ignore[assignment]
