"""The base of the engine's explicit state machine.

A game state holds a stack of :class:`Task` objects. The top task either does automatic work
(rolls, hits, bookkeeping) or waits for a decision of one player; a finished task pops itself,
a task that needs a sub-procedure (a retreat, a Dragon-card window, a bonus melee) pushes it
and resumes when it returns. Tasks are plain slotted objects, so a state clones by copying
them, and the whole procedure of the rulebook (rules/000 §5) replays from setup + seed + actions.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, ClassVar

from engine.core.errors import IllegalActionError
from engine.core.game import Action
from engine.core.message import Message

if TYPE_CHECKING:
    from engine.games.samurai_battles.state import SBState


class Task(ABC):
    """One step of the procedure. Subclasses declare ``__slots__`` and ``KIND``."""

    __slots__ = ("step",)
    KIND: ClassVar[str] = "task"

    def __init__(self) -> None:
        self.step = 0

    @abstractmethod
    def run(self, s: SBState) -> bool:
        """Do the automatic work; return ``True`` when waiting for :meth:`player`'s decision,
        ``False`` after finishing (popped) or pushing a sub-task."""

    @abstractmethod
    def player(self, s: SBState) -> int:
        """The player this task acts for (and, while it waits, the one who decides)."""

    def legal(self, s: SBState) -> list[Action]:
        """The decisions while the task waits; a task whose ``run`` never waits has none."""
        return []

    def act(self, s: SBState, a: Action) -> None:
        """Carry out a decision while the task waits."""
        raise IllegalActionError(a, f"the {self.KIND} step takes no decision")

    def prompt(self, s: SBState) -> Message:
        """A short description of the decision (observations, the player GUI), as a message."""
        return Message("sb-prompt-task", task=self.KIND)

    def waits_for(self, s: SBState) -> Message:
        """What the task waits for, as a message (why another action is refused now)."""
        return Message("sb-task-" + self.KIND)

    def _fields(self) -> Iterator[tuple[str, Any]]:
        """Every slot of the task (its class's and its bases') with its value."""
        for cls in type(self).__mro__:
            for name in getattr(cls, "__slots__", ()):
                yield name, getattr(self, name)

    def copy(self) -> Task:
        other = object.__new__(type(self))
        for name, v in self._fields():
            if isinstance(v, list):
                v = list(v)
            elif isinstance(v, set):
                v = set(v)
            elif isinstance(v, dict):
                v = dict(v)
            object.__setattr__(other, name, v)
        return other

    def key(self) -> tuple[Any, ...]:
        out: list[Any] = [self.KIND]
        for _, v in self._fields():
            if isinstance(v, list):
                v = tuple(v)
            elif isinstance(v, set):
                v = tuple(sorted(v))
            elif isinstance(v, dict):
                v = tuple(sorted(v.items()))
            elif hasattr(v, "key"):
                v = v.key()
            out.append(v)
        return tuple(out)
