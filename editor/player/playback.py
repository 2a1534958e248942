"""Step-by-step playback, shared by every game's player: a list of steps (what happened, event by
event) with controls to go back and forth one step or one section (a phase, a turn) at a time, to
play at a chosen speed, and to pause.

The board plays back what happened: a step that knows how many of the game's actions had been
played when it happened (``after``) sets the board (:class:`PlaybackBoard`, the game's table) to
the game as it stood then — a state the engine replays (:class:`Timeline`), shown as the seat at
the screen saw it — and draws the step's event as traces (:class:`Trace`: a move as an arrow, an
attack as a line). The widget knows nothing of any game: the table says which places an event
joins and draws them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.i18n import QT_TR_NOOP, tr
from engine.core.game import Action, Event, State

#: names and milliseconds per step of the speeds offered
SPEEDS = (
    (QT_TR_NOOP("slow"), 1400),
    (QT_TR_NOOP("normal"), 700),
    (QT_TR_NOOP("fast"), 300),
    (QT_TR_NOOP("very fast"), 120),
)


#: the kinds of trace: a piece went from one place to another; one attacked another
MOVE = "move"
ATTACK = "attack"


@dataclass(frozen=True)
class Trace:
    """What an event drew on the board: a move (an arrow) or an attack (a line) from one place to
    another, the places named as the game's notation names them (a cell, a hex, a province, a
    seat); ``seat`` whose colour it takes; ``ranged`` an attack from afar (drawn dashed)."""

    kind: str
    frm: str
    to: str
    seat: int | None = None
    ranged: bool = False


class PlaybackBoard(Protocol):
    """Where a playback shows its steps: the game's table."""

    def show_step(self, after: int | None, event: Event | None, *, auto: bool = False) -> None:
        """Show the game when ``event`` of its action number ``after`` had happened (``None``: as
        it stands) with ``event``'s traces; ``auto``: the playback went on by itself (not chosen
        by the user)."""


@dataclass(frozen=True)
class PlaybackStep:
    """One step: its text in the list; ``header`` when it starts a section (a phase, a turn),
    drawn bold and reached by the section buttons. ``after``: how many of the game's actions had
    been played when it happened (the board is set to the game then); ``event``: what it was (its
    traces are drawn); ``tip``: its tooltip (the rulebook lines a step's text leaves out)."""

    text: str
    header: bool = False
    after: int | None = None
    event: Event | None = None
    tip: str = ""


class Timeline:
    """The states of one game after each of its actions, replayed by the engine from the start
    (``start()`` gives the state before the first action) and kept; a history that changed (an
    undo, a restart) drops the states past the first action that differs."""

    def __init__(self, start: Callable[[], State]) -> None:
        self._start = start
        self._actions: list[Action] = []
        self._states: list[State] = []
        #: the states kept inside each action replayed so far (by its number), empty for a game that keeps none
        self._inside: dict[int, list[tuple[int, State]]] = {}

    def state_after(self, history: Sequence[Action], count: int) -> State:
        """The game after the first ``count`` actions of ``history``."""
        count = max(0, min(count, len(history)))
        same = 0
        for a, b in zip(self._actions, history[:count], strict=False):
            if a != b:
                break
            same += 1
        del self._actions[same:]
        del self._states[same + 1 :]
        for k in [k for k in self._inside if k > same]:
            del self._inside[k]
        if not self._states:
            self._states.append(self._start())
        while len(self._states) <= count:
            action = history[len(self._states) - 1]
            s = self._states[-1].clone()
            s.apply(action)
            self._actions.append(action)
            self._states.append(s)
        return self._states[count]

    def state_at(self, history: Sequence[Action], after: int, event: Event | None) -> State:
        """The game when ``event`` of action number ``after`` had just happened: the engine
        replays that action keeping its steps (:attr:`State.step_states`); the state after the
        whole action when the game keeps none for that event, or without ``event``."""
        end = self.state_after(history, after)
        if event is None or after < 1:
            return end
        before = self.state_after(history, after - 1)
        n = len(before.events)
        recorded = self._inside.get(after)
        if recorded is None:
            s = before.clone()
            s.step_states = []
            s.apply(history[after - 1])
            recorded, s.step_states = s.step_states, None
            self._inside[after] = recorded
        if not recorded:
            return end
        try:
            at = end.events.index(event, n) - n
        except ValueError:
            return end
        kept = [st for done, st in recorded if done <= at + 1]
        return kept[-1] if kept else before

    def step_events(self, history: Sequence[Action]) -> list[tuple[int, list[Event]]]:
        """Who took each action of ``history`` and the events it produced, replayed from the start."""
        s = self._start()
        out: list[tuple[int, list[Event]]] = []
        for action in history:
            n = len(s.events)
            player = s.current_player()
            s.apply(action)
            out.append((player, list(s.events[n:])))
        return out


class StepPlayback(QWidget):
    """The list of steps and its controls. Object names start with ``prefix`` (``prefix.play``)."""

    #: the index of the step now shown
    step_shown = Signal(int)
    #: the last step was reached
    finished = Signal()

    def __init__(self, prefix: str) -> None:
        super().__init__()
        self.setObjectName(prefix)
        self.prefix = prefix
        self.steps: list[PlaybackStep] = []
        self.index = -1
        #: the table that shows the step on its board (steps with ``after`` set it to the game then)
        self.board: PlaybackBoard | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        #: where a game's playback puts its title and other lines above the list
        self.top = QVBoxLayout()
        lay.addLayout(self.top)
        self.list = QListWidget()
        self.list.setObjectName(f"{prefix}.events")
        self.list.setWordWrap(True)
        self.list.currentRowChanged.connect(self._row_changed)
        lay.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.first_button = self._button("first", "|◀", tr("Back to the first step"), lambda: self.show(0))
        self.prev_phase = self._button("prev_phase", "◀◀", tr("The section before"), lambda: self.jump_section(-1))
        self.back_button = self._button("back", "◀", tr("Step back"), lambda: self.step_by_hand(-1))
        self.play_button = self._button("play", tr("▶ Play"), tr("Play step by step"), self.toggle_play)
        self.forward_button = self._button("forward", "▶", tr("Step forward"), lambda: self.step_by_hand(1))
        self.next_phase = self._button("next_phase", "▶▶", tr("The next section"), lambda: self.jump_section(1))
        self.last_button = self._button("last", "▶|", tr("The last step"), lambda: self.show(len(self.steps) - 1))
        for b in self.buttons():
            row.addWidget(b)
        lay.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("Speed")))
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setObjectName(f"{prefix}.speed")
        self.speed.setRange(0, len(SPEEDS) - 1)
        self.speed.setValue(1)
        self.speed.setToolTip(tr("How fast Play steps through"))
        self.speed.valueChanged.connect(self._speed_changed)
        self.speed_label = QLabel(tr(SPEEDS[1][0]))
        row.addWidget(self.speed, 1)
        row.addWidget(self.speed_label)
        #: where a game's playback puts its own controls below the speed
        self.bottom = QVBoxLayout()
        lay.addLayout(row)
        lay.addLayout(self.bottom)
        self.timer = QTimer(self)
        self.timer.setInterval(SPEEDS[1][1])
        #: the playing was started by the game (a step to watch), not by the user
        self._auto = False
        self.timer.timeout.connect(lambda: self.show(self.index + 1, auto=self._auto))
        self._enable()

    def _button(self, name: str, text: str, tip: str, slot: Callable[[], object]) -> QToolButton:
        # tool buttons: a row of seven push buttons would be at least 560 px wide and squeeze the board
        b = QToolButton()
        b.setText(text)
        b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        b.setObjectName(f"{self.prefix}.{name}")
        b.setToolTip(tip)
        b.clicked.connect(slot)
        return b

    def buttons(self) -> list[QToolButton]:
        return [
            self.first_button,
            self.prev_phase,
            self.back_button,
            self.play_button,
            self.forward_button,
            self.next_phase,
            self.last_button,
        ]

    # -- the steps
    def _item(self, step: PlaybackStep) -> QListWidgetItem:
        item = QListWidgetItem(step.text if step.header else "    " + step.text)
        if step.tip:
            item.setToolTip(step.tip)
        if step.header:
            f = item.font()
            f.setBold(True)
            item.setFont(f)
        return item

    def set_steps(self, steps: Sequence[PlaybackStep], *, play: bool = True) -> None:
        """Show ``steps`` from the first (and play them, with ``play``)."""
        self.stop()
        self.steps = list(steps)
        self.list.blockSignals(True)
        self.list.clear()
        for s in self.steps:
            self.list.addItem(self._item(s))
        self.list.blockSignals(False)
        self.index = -1
        self.show(0, auto=play)
        if play:
            self.play(auto=True)

    def add_steps(self, steps: Sequence[PlaybackStep], *, play: bool = True) -> None:
        """Append ``steps``; when the last step was being shown, go on with the first new one
        (and play on, with ``play``); otherwise the user is looking back and stays where he is."""
        if not steps:
            return
        caught_up = self.index >= len(self.steps) - 1
        first_new = len(self.steps)
        self.steps.extend(steps)
        self.list.blockSignals(True)
        for s in steps:
            self.list.addItem(self._item(s))
        self.list.blockSignals(False)
        if caught_up:
            self.show(first_new, auto=play)
            if play and not self.at_end():
                self.play(auto=True)
        else:
            self._enable()

    def clear(self) -> None:
        self.stop()
        self.steps = []
        self.index = -1
        self.list.clear()
        self._enable()

    # -- moving through them
    def show(self, index: int, *, auto: bool = False) -> None:  # type: ignore[override]  # a playback widget is shown by its layout, never by a bare show(); show(index) moves to a step
        """Show step ``index``; ``auto``: the playback goes on by itself (the game started it)."""
        if not self.steps:
            return
        index = max(0, min(len(self.steps) - 1, index))
        self.index = index
        if self.list.currentRow() != index:
            self.list.blockSignals(True)
            self.list.setCurrentRow(index)
            self.list.blockSignals(False)
        self.list.scrollToItem(self.list.item(index))
        self._enable()
        step = self.steps[index]
        if self.board is not None and (step.after is not None or step.event is not None):
            # the last step: the game as it stands, where play goes on (and a human may act)
            self.board.show_step(None if index == len(self.steps) - 1 else step.after, step.event, auto=auto)
        self.step_shown.emit(index)
        if index == len(self.steps) - 1:
            self.stop()
            self.finished.emit()

    def step(self, d: int) -> None:
        self.show(self.index + d)

    def step_by_hand(self, d: int) -> None:
        """One step, and the playback waits for the next click (stepping by hand pauses it)."""
        self.stop()
        self.step(d)

    def jump_section(self, d: int) -> None:
        """To the next (``d`` = 1) or the previous (-1) section's first step."""
        if not self.steps:
            return
        i = self.index + d
        while 0 < i < len(self.steps) - 1 and not self.steps[i].header:
            i += d
        self.show(i)

    def _row_changed(self, row: int) -> None:
        if row >= 0:
            self.stop()
            self.show(row)

    def at_end(self) -> bool:
        return bool(self.steps) and self.index == len(self.steps) - 1

    # -- playing
    def play(self, *, auto: bool = False) -> None:
        """Step on at the chosen speed (``auto``: started by the game, not by the user)."""
        self._auto = auto
        if self.steps and not self.at_end():
            self.timer.start()
            self.play_button.setText(tr("❚❚ Pause"))

    def stop(self) -> None:
        self.timer.stop()
        self.play_button.setText(tr(tr("▶ Play")))

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.stop()
        else:
            if self.at_end():
                self.show(0)
            self.play()

    def _speed_changed(self, v: int) -> None:
        name, ms = SPEEDS[v]
        self.speed_label.setText(tr(name))
        self.timer.setInterval(ms)

    def _enable(self) -> None:
        has = bool(self.steps)
        for b in (self.first_button, self.prev_phase, self.back_button):
            b.setEnabled(has and self.index > 0)
        for b in (self.forward_button, self.next_phase, self.last_button):
            b.setEnabled(has and self.index < len(self.steps) - 1)
        self.play_button.setEnabled(has)
