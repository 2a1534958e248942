"""A play session: an engine state, who sits where (humans or agents), the content it is played
with, and its own undo.

A session never touches the editor's undo stack: playing a document works on a copy of it.
A human may take back their own actions, last first, as long as none of them revealed anything
(no die rolled, no card or tile drawn) and no one else has acted since; what was taken back can be
played again (redo) until another action is played. In hot seat a seat takes back only its own
actions: another seat's, even one that revealed nothing, stays (it would show that seat's screen).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from editor.i18n import tr
from engine.ai.agents import Agent, make_agent
from engine.content.io import load_plain_yaml, save_data
from engine.content.library import ContentLibrary
from engine.core.errors import IllegalActionError, ReplayError
from engine.core.game import Action, Event, Game, Outcome, State
from engine.core.log import GameRecord, content_refs
from engine.core.registry import load_game
from engine.saved_game import replay_record

HUMAN = "human"


@dataclass
class _Kept:
    """A state a seat's action can be taken back to (on the undo stack: the state before it) or
    played again to (on the redo stack: the state after it)."""

    state: State
    player: int


#: why nothing can be taken back (:meth:`PlaySession.undo_refusal`)
NOTHING_YET = "nothing"
REVEALED = "revealed"
OTHER_ACTED = "other"


@dataclass
class Step:
    """What one action did: who acted, the action, and the events it produced."""

    player: int
    action: Action
    events: list[Event]


class PlaySession(QObject):
    #: the state changed (an action, undo, restart, a loaded game)
    changed = Signal()
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
        self._undo: list[_Kept] = []
        self._redo: list[_Kept] = []
        #: why the undo list is empty (one of NOTHING_YET, REVEALED, OTHER_ACTED) and who acted last
        self._undo_block = NOTHING_YET
        self._blocked_by: int | None = None
        self._last_human: int | None = None
        #: the moves of the game as last saved or loaded (``None``: never saved)
        self._saved: list[Action] | None = None

    # -- who is who
    @property
    def humans(self) -> list[int]:
        return [p for p, s in enumerate(self.seats) if s == HUMAN]

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) > 1

    def to_move(self) -> int:
        return self.state.current_player()

    def is_human(self, seat: int) -> bool:
        return seat >= 0 and self.seats[seat % len(self.seats)] == HUMAN

    def human_to_move(self) -> bool:
        return not self.state.is_terminal() and self.is_human(self.to_move())

    def viewer(self) -> int:
        """Whose view the screen shows: the human to move, else the last human who moved."""
        if self.human_to_move():
            return self.to_move()
        if self._last_human is not None:
            return self._last_human
        return self.humans[0] if self.humans else 0

    def seat_name(self, seat: int) -> str:
        return self.seats[seat % len(self.seats)] if seat >= 0 else ""

    # -- playing
    def legal_actions(self) -> list[Action]:
        return [] if self.state.is_terminal() else self.state.legal_actions()

    def apply(self, action: Action) -> list[Event]:
        """A human's action (raises ``IllegalActionError`` with the reason if illegal)."""
        return self.commit(self.compute(action)).events

    def compute(self, action: Action) -> tuple[State, State, Step]:
        """The state after ``action`` without changing the session: ``(before, after, step)``.
        Pure work on a copy, so slow actions can run off the GUI thread; :meth:`commit` installs
        the result. Raises ``IllegalActionError`` with the reason if illegal."""
        before = self.state
        if before.is_terminal():
            raise IllegalActionError(action, tr("the game is over"))
        after = before.clone()
        n = len(after.events)
        player = after.current_player()
        after.apply(action)
        return before, after, Step(player, action, after.events[n:])

    def commit(self, computed: tuple[State, State, Step]) -> Step:
        """Install the result of :meth:`compute` (on the GUI thread)."""
        before, after, step = computed
        if before is not self.state:
            raise IllegalActionError(step.action, tr("the game changed while the action was being played"))
        self.state = after
        self._redo.clear()
        if self._undo and self._undo[-1].player != step.player:
            # another seat acted: the last one's actions can no longer be taken back
            self._block(OTHER_ACTED, step.player)
        if self.is_human(step.player):
            if after.revealed_since(before):
                self._block(REVEALED, step.player)
            else:
                self._undo.append(_Kept(before, step.player))
        else:
            self._block(OTHER_ACTED, step.player)
        self._after_move(step.player)
        return step

    def _block(self, why: str, player: int) -> None:
        self._undo.clear()
        self._undo_block = why
        self._blocked_by = player

    def agent_to_move(self) -> bool:
        return not self.state.is_terminal() and not self.human_to_move()

    def agent_choice(self, progress: Callable[[int, int], None] | None = None) -> Action:
        """The action of the agent to move, chosen on a copy of the state (safe off the GUI thread
        while the session does not change). An agent that thinks (searches) reports to
        ``progress(done, total)``."""
        player = self.to_move()
        agent = self.agents[player % len(self.seats)]
        if progress is not None and getattr(agent, "thinks", False):
            choose: Any = agent.choose
            action: Action = choose(self.state.clone(), progress)
            return action
        return agent.choose(self.state.clone())

    def agent_thinks(self) -> bool:
        """Whether the agent to move searches (slow enough to run off the GUI thread)."""
        if not self.agent_to_move():
            return False
        return bool(getattr(self.agents.get(self.to_move() % len(self.seats)), "thinks", False))

    def step_agent(self) -> bool:
        """Let the agent to move act once; ``False`` when a human is to move or the game is over."""
        if not self.agent_to_move():
            return False
        self.commit(self.compute(self.agent_choice()))
        return True

    def _after_move(self, player: int) -> None:
        if self.is_human(player):
            self._last_human = player
        self.changed.emit()
        out = self.state.outcome()
        if out is not None:
            self.finished.emit(out)

    def can_undo(self, seat: int | None = None) -> bool:
        """Whether ``seat`` (default: the seat at the screen) may take back its last action now."""
        return self.undo_refusal(seat) is None

    def undo_refusal(self, seat: int | None = None, name: Callable[[int], str] | None = None) -> str | None:
        """Why ``seat`` (default: the seat at the screen) may not take back an action now, in words
        (seats named by ``name``), or ``None`` when it may."""
        seat = self.viewer() if seat is None else seat
        who = name or (lambda p: tr("player {number}").format(number=p + 1))
        if self._undo:
            owner = self._undo[-1].player
            if owner == seat:
                return None
            return tr("the last action is {player}'s: only {player} may take it back").format(player=who(owner))
        if self._undo_block == REVEALED:
            return tr("the last action revealed something (a draw, a die roll, a hidden token): it stays")
        if self._undo_block == OTHER_ACTED and self._blocked_by is not None and self._blocked_by != seat:
            return tr("{player} has acted since: your actions stay").format(player=who(self._blocked_by))
        return tr("nothing to take back")

    def undo(self, seat: int | None = None) -> bool:
        """Take back ``seat``'s (default: the seat at the screen) last action if it revealed nothing
        and nobody has acted since."""
        if not self.can_undo(seat):
            return False
        self._go_to(self._undo, self._redo)
        return True

    def can_redo(self, seat: int | None = None) -> bool:
        """Whether ``seat`` (default: the seat at the screen) may play again what it took back."""
        seat = self.viewer() if seat is None else seat
        return bool(self._redo) and self._redo[-1].player == seat

    def redo(self, seat: int | None = None) -> bool:
        """Play again the action ``seat`` took back last (nothing was revealed by it, so it comes
        out the same)."""
        if not self.can_redo(seat):
            return False
        self._go_to(self._redo, self._undo)
        return True

    def _go_to(self, source: list[_Kept], other: list[_Kept]) -> None:
        """Go to the state on top of ``source`` (undo or redo), keeping the present one on ``other`` to come back to."""
        kept = source.pop()
        other.append(_Kept(self.state, kept.player))
        self.state = kept.state
        self._last_human = kept.player
        self.changed.emit()

    def restart(self) -> None:
        self.state = self.game.start(self.prepared, self.seed)
        self._undo.clear()
        self._redo.clear()
        self._undo_block = NOTHING_YET
        self._last_human = None
        self.changed.emit()

    @property
    def unsaved(self) -> bool:
        """Whether moves were played since the game was last saved or loaded (quitting would lose them)."""
        history = self.state.history
        return bool(history) and history != self._saved

    def outcome(self) -> Outcome | None:
        return self.state.outcome()

    def visible_events(self, viewer: int | None) -> list[Event]:
        """The events ``viewer`` may read; with ``None`` (nobody at the screen) the public ones."""
        if viewer is None:
            return [e for e in self.state.events if e.visible_to is None]
        return self.state.visible_events(viewer)

    # -- saving
    def record(self) -> GameRecord:
        return GameRecord.from_state(self.state, self.setup, self.seed, self.seats, self.content_refs)

    def save(self, path: str | Path) -> None:
        save_data(self.record().to_data(), path)
        self.mark_saved()

    def mark_saved(self) -> None:
        """The game as it stands counts as kept (saved, loaded, or let go by the user)."""
        self._saved = list(self.state.history)

    def mark_unsaved(self) -> None:
        """The game counts as kept nowhere the user chose (resumed from an autosave)."""
        self._saved = None

    @classmethod
    def load(cls, path: str | Path, content: ContentLibrary, *, game_id: str | None = None) -> PlaySession:
        """A saved game replayed with ``content`` (refused with the reason when that is not the
        content the game was played with, or when it is not a game of ``game_id``)."""
        data, _ = load_plain_yaml(path)
        if not isinstance(data, dict):
            raise ReplayError(-1, tr("{file} is not a saved game").format(file=path))
        record = GameRecord.from_data(data)
        if game_id is not None and record.game != game_id:
            raise ReplayError(
                -1,
                tr("{file} is a game of {game}, not of {expected}").format(
                    file=path, game=record.game, expected=game_id
                ),
            )
        game = load_game(record.game)
        state = replay_record(game, record, content)
        seats = record.agents or [HUMAN] * max(game.min_players, state.num_players())
        session = cls(game, game.setup_from_data(record.setup), content, record.seed, seats)
        session.state = state
        # the replay proved the content at hand is the content recorded: the game shows where each
        # piece came from when it was played
        session.content_refs = tuple(record.content)
        session.mark_saved()
        return session
