"""A play session: an engine state, who sits where (humans or agents), a log, and its own undo.

A session never touches the editor's undo stack: playing a document works on a copy of it.
A human may take back their own last action when it revealed nothing (no die rolled, no
card or tile drawn) and no one has acted since.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from engine.ai.agents import Agent, make_agent
from engine.content.io import load_plain_yaml, save_data
from engine.content.library import ContentLibrary
from engine.core.game import Action, Event, Game, Outcome, State
from engine.core.log import GameRecord, content_refs, replay_record
from engine.core.registry import load_game

HUMAN = "human"


@dataclass
class _Undo:
    before: State
    events: int
    player: int


class PlaySession(QObject):
    changed = Signal()
    #: the human to move changed while several humans share the screen: hide the last one's secrets
    curtain_needed = Signal(int)
    finished = Signal(object)

    def __init__(self, game: Game, setup: Any, content: ContentLibrary, seed: int, seats: Sequence[str]) -> None:
        super().__init__()
        self.game = game
        self.setup = setup
        self.content = content
        self.seed = seed
        self.seats = list(seats)
        self.agents: dict[int, Agent] = {
            p: make_agent(game, name, seed * 1000 + p) for p, name in enumerate(self.seats) if name != HUMAN
        }
        with content.track() as seen:
            self.prepared = game.prepare(setup, content)
        #: the content items the game is played with, recorded in saved games
        self.content_refs = content_refs(content, seen)
        self.state: State = game.start(self.prepared, seed)
        self._undo: _Undo | None = None
        self._last_human: int | None = None

    # -- who is who
    @property
    def humans(self) -> list[int]:
        return [p for p, s in enumerate(self.seats) if s == HUMAN]

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) > 1

    def to_move(self) -> int:
        return self.state.current_player()

    def human_to_move(self) -> bool:
        return not self.state.is_terminal() and self.seats[self.to_move() % len(self.seats)] == HUMAN

    def viewer(self) -> int:
        """Whose view the screen shows: the human to move, else the last human who moved."""
        if self.human_to_move():
            return self.to_move()
        if self._last_human is not None:
            return self._last_human
        return self.humans[0] if self.humans else 0

    # -- playing
    def legal_actions(self) -> list[Action]:
        return [] if self.state.is_terminal() else self.state.legal_actions()

    def apply(self, action: Action) -> list[Event]:
        """A human's action (raises ``IllegalActionError`` with the reason if illegal)."""
        player = self.to_move()
        before = self.state.clone()
        n_events = len(self.state.events)
        events = self.state.apply(action)
        revealed = self.state.revealed_since(before)
        self._undo = None if revealed else _Undo(before, n_events, player)
        self._after_move(player)
        return events

    def step_agent(self) -> bool:
        """Let the agent to move act once; ``False`` when a human is to move or the game is over."""
        if self.state.is_terminal() or self.human_to_move():
            return False
        player = self.to_move()
        action = self.agents[player % len(self.seats)].choose(self.state)
        self.state.apply(action)
        self._undo = None  # an agent acted: the human's last action can no longer be taken back
        self._after_move(player)
        return True

    def _after_move(self, player: int) -> None:
        if self.seats[player % len(self.seats)] == HUMAN:
            self._last_human = player
        nxt = None if self.state.is_terminal() else self.to_move()
        if self.hot_seat and nxt is not None and nxt != self._last_human and self.human_to_move():
            self.curtain_needed.emit(nxt)
        self.changed.emit()
        out = self.state.outcome()
        if out is not None:
            self.finished.emit(out)

    def can_undo(self) -> bool:
        return self._undo is not None

    def undo(self) -> bool:
        """Take back the last human action if it revealed nothing."""
        if self._undo is None:
            return False
        self.state = self._undo.before
        self._last_human = self._undo.player
        self._undo = None
        self.changed.emit()
        return True

    def restart(self) -> None:
        self.state = self.game.start(self.prepared, self.seed)
        self._undo = None
        self._last_human = None
        self.changed.emit()

    def outcome(self) -> Outcome | None:
        return self.state.outcome()

    def log_lines(self) -> list[str]:
        return [e.text for e in self.state.events]

    # -- saving
    def record(self) -> GameRecord:
        return GameRecord.from_state(self.state, self.setup, self.seed, self.seats, self.content_refs)

    def save(self, path: str | Path) -> None:
        save_data(self.record().to_data(), path)

    @classmethod
    def load(cls, path: str | Path, content: ContentLibrary) -> PlaySession:
        """A saved game replayed with ``content`` (refused with the reason when that is not the
        content the game was played with)."""
        data, _ = load_plain_yaml(path)
        record = GameRecord.from_data(data)
        game = load_game(record.game)
        state = replay_record(game, record, content)
        seats = record.agents or [HUMAN] * game.min_players
        session = cls(game, game.setup_from_data(record.setup), content, record.seed, seats)
        session.state = state
        return session
