"""The event buffer and legal-action cache shared by the task-driven games' states."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.bufferedstate import BufferedState
from engine.core.game import Action, Event, Game, Observation, Outcome, State


@dataclass(frozen=True)
class _Step(Action):
    NAME = "step"


class _CountGame(Game):
    id = "count-test"
    names = {"en": "count"}
    min_players = max_players = 1

    def start(self, prepared: Any, seed: int) -> State:
        return _CountState(self, seed)

    def setup_from_data(self, data: Any) -> Any:
        return data

    def example_setups(self) -> list[Any]:
        return [None]


class _CountState(BufferedState):
    """Counts up to 3; every step notes an event, setup notes one too."""

    def __init__(self, game: Game, seed: int, *, verbose: bool = True) -> None:
        super().__init__(game, seed, verbose=verbose)
        self.n = 0
        self.legal_computed = 0
        self.note("setup")
        self.keep_setup_events()

    def note(self, kind: str) -> None:
        if self.verbose:
            self._events.append(Event(kind, kind))

    def num_players(self) -> int:
        return 1

    def current_player(self) -> int:
        return 0

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self.legal_computed += 1
            self._legal = [] if self.is_terminal() else [_Step()]
        return list(self._legal)

    def is_terminal(self) -> bool:
        return self.n >= 3

    def outcome(self) -> Outcome | None:
        return None

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        self.n += 1
        self.note(f"step {self.n}")
        return self.take_events()

    def key(self) -> Any:
        return self.n

    def observation(self, player: int) -> Observation:
        raise NotImplementedError


def test_setup_events_open_the_log_and_each_action_returns_its_own() -> None:
    s = _CountGame().start(None, 1)
    assert [e.kind for e in s.events] == ["setup"]
    assert [e.kind for e in s.apply(_Step())] == ["step 1"]
    assert [e.kind for e in s.apply(_Step())] == ["step 2"]
    assert [e.kind for e in s.events] == ["setup", "step 1", "step 2"]


def test_a_copy_starts_with_an_empty_buffer_and_no_cached_legal_actions() -> None:
    s = _CountState(_CountGame(), 1)
    s.legal_actions()
    s.note("pending")  # noted, not yet taken by an action
    twin = s.shallow_copy()
    assert twin._events == [] and twin._legal is None
    assert s._events != [] and s._legal is not None  # the original keeps its own
    twin.legal_actions()
    assert twin.legal_computed == 2


def test_a_quiet_state_notes_nothing() -> None:
    s = _CountState(_CountGame(), 1, verbose=False)
    assert s.events == []
    assert s.apply(_Step()) == []
