"""A game state that gathers the events of the action being applied in a buffer of its own.

Games whose rules are spread over many functions (tasks, phases, card effects) let each of
them note what happened as it happens; the state hands the buffer back as the action's events
when the action is over. The same states cache their legal actions until the next action, and
a copy starts with neither, so a search copy never reads its original's pending events.
"""

from __future__ import annotations

from typing import Self

from engine.core.game import Action, Event, Game, State


class BufferedState(State):
    """A :class:`State` with an event buffer (filled only while :attr:`verbose`) and a cache of
    the legal actions (``None``: not computed since the last action)."""

    def __init__(self, game: Game, seed: int, *, verbose: bool = True) -> None:
        super().__init__(game, seed)
        self.verbose = verbose
        self._events: list[Event] = []
        self._legal: list[Action] | None = None

    def shallow_copy(self) -> Self:
        other = super().shallow_copy()
        other._events = []
        other._legal = None
        return other

    def take_events(self) -> list[Event]:
        """The events noted since the buffer was last taken; the buffer starts empty again."""
        ev = self._events
        self._events = []
        return ev

    def keep_setup_events(self) -> None:
        """At the end of setup: what setup noted (deals, placements) becomes the first events of
        the game's log."""
        self.events.extend(self.take_events())
