"""A simulated game replayed step by step in the game's own table: a slider over the actions, the
seat whose view is shown, and the log that seat may read up to that step. The table shows the game
after the step as that seat saw it, with the step's moves drawn as arrows and its attacks as lines.

The game is rebuilt from its seed and actions (the report's entry), so any game of a run can be
looked at without playing it again."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from editor.i18n import tr
from editor.player.playback import Timeline
from editor.player.session import HUMAN, PlaySession
from editor.player.shell import SeatView
from editor.player.tables import table_for
from engine.ai.batch import GameSummary
from engine.content.library import ContentLibrary
from engine.core.game import Event, Game, State


class ReplayView(QWidget):
    """One simulated game, shown at any step (see the module docstring)."""

    def __init__(
        self, game: Game, setup: Any, content: ContentLibrary, summary: GameSummary, *, step: int | None = None
    ) -> None:
        super().__init__()
        self.setObjectName("lab.replay")
        self.summary = summary
        self.session = PlaySession(game, setup, content, summary.seed, [HUMAN] * len(summary.agents))
        self.moves = [game.parse_action(a) for a in summary.actions]
        first = self.session.state
        self.states = Timeline(first.clone)
        self.table = table_for(self.session)
        self.table.attach(lambda _action: False)  # a replay takes no moves
        self.table.timeline = self.view_at
        outer = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.title = QLabel(
            tr("Game {value} (seed {seed}): {join} — {reason}").format(
                value=summary.index + 1, seed=summary.seed, join=", ".join(summary.agents), reason=summary.reason_text()
            )
        )
        self.title.setObjectName("lab.replay.title")
        bar.addWidget(self.title, 1)
        bar.addWidget(QLabel(tr("seen by")))
        self.viewer = QComboBox()
        self.viewer.setObjectName("lab.replay.viewer")
        self.session.state = self.state_at(len(self.moves))  # seats named as in the game (a clan dealt)
        self.viewer.addItems(
            [tr("{seat} ({agent})").format(seat=self.table.seat_name(p), agent=a) for p, a in enumerate(summary.agents)]
        )
        self.viewer.setToolTip(tr("Whose view of the table is shown (what that seat could see)"))
        bar.addWidget(self.viewer)
        outer.addLayout(bar)
        steps = QHBoxLayout()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("lab.replay.step")
        self.slider.setRange(0, len(self.moves))
        self.slider.setToolTip(tr("The step shown: 0 is the start, the last is the end of the game"))
        self.step_label = QLabel()
        self.step_label.setObjectName("lab.replay.step_label")
        self.step_label.setMinimumWidth(220)
        steps.addWidget(self.slider, 1)
        steps.addWidget(self.step_label)
        outer.addLayout(steps)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.table)
        self.log = QPlainTextEdit()
        self.log.setObjectName("lab.replay.log")
        self.log.setReadOnly(True)
        split.addWidget(self.log)
        split.setSizes([900, 320])
        outer.addWidget(split, 1)
        self.slider.valueChanged.connect(self.show_step)
        self.viewer.currentIndexChanged.connect(lambda _i: self.show_step(self.slider.value()))
        self.slider.setValue(len(self.moves) if step is None else step)
        self.show_step(self.slider.value())

    def state_at(self, step: int) -> State:
        """The game after ``step`` actions (replayed once, then kept)."""
        return self.states.state_after(self.moves, step)

    def view_at(self, after: int | None, event: Event | None = None) -> SeatView:
        """The view of the seat chosen of the game when ``event`` of action number ``after`` had
        happened (after the whole action without ``event``; the step on the slider for ``None``)."""
        step = self.slider.value() if after is None else after
        state = self.states.state_at(self.moves, step, event)
        seat = self.viewer.currentIndex()
        return SeatView(
            seat,
            state.observation(seat),
            [],
            state.current_player(),
            state.outcome(),
            state.resample_hidden(seat, self.summary.seed + step),
            True,
            self.step_events(step),
            replay=True,
            step=step,
        )

    def step_events(self, step: int) -> list[Event]:
        """The events of action number ``step`` the seat chosen may read."""
        if step < 1:
            return []
        before, after = self.state_at(step - 1), self.state_at(step)
        seat = self.viewer.currentIndex()
        return [e for e in after.events[len(before.events) :] if e.visible(seat)]

    def show_step(self, step: int) -> None:
        state = self.state_at(step)
        seat = self.viewer.currentIndex()
        self.session.state = state
        view = self.view_at(step)
        # what the step did, drawn over the board: its moves as arrows, its attacks as lines
        self.table.shown_traces = [t for e in view.new_events for t in self.table.traces(e)]
        self.table.show_view(view)
        # the seats as the table names them now (a character is known once dealt)
        for p, agent in enumerate(self.summary.agents):
            self.viewer.setItemText(p, tr("{seat} ({agent})").format(seat=self.table.seat_name(p), agent=agent))
        last = self.moves[step - 1].to_str() if step else tr("the start")
        self.step_label.setText(
            tr("step {step} of {count}: {last}").format(step=step, count=len(self.moves), last=last)
        )
        self.log.setPlainText("\n".join(e.text for e in state.visible_events(seat)))
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())
