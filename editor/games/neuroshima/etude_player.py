"""The etude player: choose tiles from the pool, place and turn them (drag from the hand or
click), aim instants at their targets, trigger the final battle and watch it play back phase by
phase; success or failure against each victory condition; undo, restart and hints.

Actions run on a copy of the state in a worker thread: with "the opponent moves next" the
engine searches for the opponent's reply inside ``apply``.
"""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from editor.games.neuroshima.armies import tile_index
from editor.games.neuroshima.battle_playback import BattlePlayback, Frame, battle_starts, board_at
from editor.games.neuroshima.pick_view import ActionPickerMixin
from editor.games.neuroshima.play_board import HINT, HandView, PlayBoard
from editor.player.jobs import start_job
from engine.content.library import ContentLibrary
from engine.core.errors import IllegalActionError
from engine.core.game import Action
from engine.games.neuroshima.etude_play import EtudeState, etude_state
from engine.games.neuroshima.models import Etude, PositionModel
from engine.games.neuroshima.solver import hint

OK = "#2e7d32"
BAD = "#c0392b"


class EtudePlayView(ActionPickerMixin, QWidget):
    status_message = Signal(str)
    #: an action (or the final battle, or a hint) finished in the worker
    settled = Signal()

    def __init__(self, etude: Etude, library: ContentLibrary, *, title: str = "") -> None:
        super().__init__()
        self.setObjectName("nh.etude_player")
        self.etude = etude
        self.library = library
        self.title = title or etude.title.en or etude.id
        self.history: list[EtudeState] = []
        self.busy = False
        self.state = self._new_state()
        outer = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setObjectName("nh.play.status")
        self.status.setWordWrap(True)
        self.status.setStyleSheet("font-size: 15px; padding: 4px;")
        outer.addWidget(self.status)
        bar = QHBoxLayout()
        self.undo_button = self._button(bar, "nh.play.undo", "Undo", "Take back the last step (Ctrl+Z)", self.undo)
        self.restart_button = self._button(bar, "nh.play.restart", "Restart", "Start the etude again", self.restart)
        self.hint_button = self._button(
            bar, "nh.play.hint", "Hint", "Show the next step of a winning line", self.ask_hint
        )
        self.end_button = self._button(bar, "nh.play.end", "End the line", "Stop choosing tiles", self.end_line)
        self.battle_button = self._button(
            bar, "nh.play.fight", "Fight the final battle", "Start the final battle and watch it", self.fight
        )
        self.confirm_button = self._button(
            bar, "nh.play.confirm", "Confirm", "Play the aimed tile (Enter)", self.confirm
        )
        self.cancel_button = self._button(
            bar, "nh.play.cancel_aim", "Cancel", "Drop the aimed tile (Esc)", self.cancel_aim
        )
        bar.addStretch(1)
        outer.addLayout(bar)
        split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        self.hand_label = QLabel()
        ll.addWidget(self.hand_label)
        self.hand = HandView()
        ll.addWidget(self.hand)
        goal = QGroupBox("Goal")
        gl = QVBoxLayout(goal)
        self.goals = QListWidget()
        self.goals.setObjectName("nh.play.goals")
        self.goals.setWordWrap(True)
        gl.addWidget(self.goals)
        ll.addWidget(goal, 1)
        self.decision = QGroupBox("Your choice")
        self.decision.setObjectName("nh.play.decision")
        self.decision_box = QVBoxLayout(self.decision)
        ll.addWidget(self.decision)
        split.addWidget(left)
        self.board = PlayBoard(self.state.position_model())
        split.addWidget(self.board)
        self.playback = BattlePlayback()
        split.addWidget(self.playback)
        split.setSizes([260, 620, 360])
        for i, stretch in enumerate((0, 1, 0)):  # the board takes the room the window gains
            split.setStretchFactor(i, stretch)
        outer.addWidget(split, 1)
        self.battle_starts: list[PositionModel] = []
        self.playback.frame_shown.connect(self._show_frame)
        self.playback.battle_choice.currentIndexChanged.connect(self._replay)
        self.setup_picker(self.board, self.hand)
        self.refresh()

    def _button(self, bar: QHBoxLayout, name: str, text: str, tip: str, slot: Any) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.setToolTip(tip)
        b.clicked.connect(slot)
        bar.addWidget(b)
        return b

    def _new_state(self) -> EtudeState:
        st = etude_state(self.etude, self.library)
        st.hold_final_battle = True  # the player looks at the position, then triggers the battle
        return st

    # ------------------------------------------------------------------ what the picker needs
    def legal(self) -> list[Action]:
        if self.busy or self.state.is_terminal() or self.state.final_battle_due():
            return []
        return self.state.legal_actions()

    def seat_player(self) -> int:
        return 1

    # ------------------------------------------------------------------ showing
    def refresh(self) -> None:
        st = self.state
        e = self.etude
        self.board.show_position(st.position_model())
        pool = [st.pos.catalog.types[c].id for c in st.pool]
        playable = {a_tile for a in self.legal() if (a_tile := getattr(a, "tile", None))}
        self.hand.show_tiles(
            sorted(pool, key=lambda t: tile_index().tile(t).name_en if tile_index().tile(t) else t), 1, playable
        )
        how = "exactly" if e.exactly else "up to"
        self.hand_label.setText(f"Your tiles: play {how} {e.choose} ({st.played} played)")
        self.goals.clear()
        for cond, ok, why in st.goal_report():
            item = QListWidgetItem(f"{'✔' if ok else '✘'} {cond.describe()} — {why}")
            item.setForeground(QColor(OK if ok else BAD))
            self.goals.addItem(item)
        result = st.success()
        if self.busy:
            text = "the opponent is thinking..." if e.opponent_next is not None else "playing..."
        elif result is True:
            text = f"<b style='color:{OK}'>Solved!</b> {st.reason}"
        elif result is False:
            text = f"<b style='color:{BAD}'>Not solved.</b> {st.reason}. Undo or restart to try again."
        elif st.final_battle_due():
            text = "All tiles are played: fight the final battle when you are ready."
        else:
            text = f"{self.title}: choose a tile from your hand (drag it onto a hex, or click it, then a hex)."
        self.status.setText(text)
        self.undo_button.setEnabled(bool(self.history) and not self.busy)
        self.restart_button.setEnabled(not self.busy)
        self.hint_button.setEnabled(not self.busy and result is None)
        from engine.games.neuroshima.etude_play import END

        self.end_button.setEnabled(not self.busy and END in self.legal())
        self.battle_button.setEnabled(not self.busy and st.final_battle_due())
        self.refresh_decision()
        self.refresh_aim()

    def result(self) -> bool | None:
        return self.state.success()

    # ------------------------------------------------------------------ acting
    def play_action(self, action: Action) -> None:
        if self.busy:
            return
        reason = self.state.illegal_reason(action)
        if reason is not None:
            self.status_message.emit(f"not allowed: {reason}")
            self.status.setText(f"Not allowed: {reason}")
            return
        before = self.state.position_model()
        self._run(lambda st: st.apply(action), start_hint=(before, action))

    def fight(self) -> None:
        if self.state.final_battle_due() and not self.busy:
            self._run(lambda st: st.fight_final_battle(), start_hint=(self.state.position_model(), None))

    def end_line(self) -> None:
        from engine.games.neuroshima.etude_play import END

        if END in self.legal():
            self.play_action(END)

    def _run(self, step: Any, start_hint: tuple[PositionModel, Action | None]) -> None:
        copy = self.state.clone()
        battles_before = len(self.state.battles())
        self.history.append(self.state)
        self.busy = True
        self.clear_aim()
        self.refresh()

        def work(_progress: Any) -> EtudeState:
            step(copy)
            return copy

        job = start_job(work)
        job.finished.connect(lambda st: self._ran(st, battles_before, start_hint))
        job.failed.connect(self._failed)

    def _ran(self, st: EtudeState, battles_before: int, start_hint: tuple[PositionModel, Action | None]) -> None:
        if not shiboken6.isValid(self):
            return
        self.busy = False
        self.state = st
        self.refresh()
        battles = st.battles()
        if len(battles) > battles_before:
            self._start_positions(battles_before, start_hint)
            self._fill_battle_choice()
            self.playback.battle_choice.blockSignals(True)
            self.playback.battle_choice.setCurrentIndex(len(battles) - 1)
            self.playback.battle_choice.blockSignals(False)
            self._replay(len(battles) - 1)
        self.settled.emit()

    def _failed(self, message: str) -> None:
        if not shiboken6.isValid(self):
            return
        self.busy = False
        self.state = self.history.pop()
        self.refresh()
        first = message.splitlines()[0]
        self.status.setText(f"Not allowed: {first}")
        self.status_message.emit(first)
        self.settled.emit()

    # ------------------------------------------------------------------ battles
    def _start_positions(self, first_new: int, start_hint: tuple[PositionModel, Action | None]) -> None:
        """The board each new battle started from (the first from the position before the action,
        with the placed or moved tile; later ones in the same step from the end of the one before)."""
        from editor.games.neuroshima.pick_view import after_placement

        before, action = start_hint
        battles = self.state.battles()
        del self.battle_starts[first_new:]
        start = after_placement(before, action, 1) if action is not None else before
        self.battle_starts.extend(battle_starts(start, battles[first_new:]))

    def _fill_battle_choice(self) -> None:
        combo = self.playback.battle_choice
        combo.blockSignals(True)
        combo.clear()
        for i, b in enumerate(self.state.battles()):
            reason = b[0].data.get("reason", "") if b else ""
            combo.addItem(f"Battle {i + 1}: {reason}", i)
        combo.blockSignals(False)

    def _replay(self, index: int) -> None:
        battles = self.state.battles()
        if 0 <= index < len(battles) and index < len(self.battle_starts):
            reason = battles[index][0].data.get("reason", "")
            self.playback.load(battles[index], f"Battle {index + 1}: {reason}")

    def _show_frame(self, frame: Frame) -> None:
        i = self.playback.battle_choice.currentIndex()
        if not 0 <= i < len(self.battle_starts):
            return
        self.clear_aim()
        if self.playback.at_end() and i == len(self.battle_starts) - 1:
            self.board.show_position(self.state.position_model())
        else:
            self.board.show_position(board_at(self.battle_starts[i], frame))
        self.show_frame_marks(frame)

    # ------------------------------------------------------------------ undo, restart, hints
    def undo(self) -> None:
        if self.history and not self.busy:
            self.state = self.history.pop()
            del self.battle_starts[len(self.state.battles()) :]
            self._fill_battle_choice()
            if not self.battle_starts:
                self.playback.clear()
            self.clear_aim()
            self.refresh()

    def restart(self) -> None:
        if self.busy:
            return
        self.history = []
        self.battle_starts = []
        self.state = self._new_state()
        self.playback.clear()
        self._fill_battle_choice()
        self.clear_aim()
        self.refresh()

    def ask_hint(self) -> None:
        if self.busy or self.state.is_terminal():
            return
        if self.state.final_battle_due():
            self.status.setText("Hint: fight the final battle.")
            return
        copy = self.state.clone()
        self.busy = True
        self.refresh()
        job = start_job(lambda _p: hint(copy))
        job.finished.connect(self._hinted)
        job.failed.connect(self._failed_hint)

    def _hinted(self, action: Action | None) -> None:
        if not shiboken6.isValid(self):
            return
        self.busy = False
        self.refresh()
        if action is None:
            self.status.setText("Hint: the etude can no longer be won from here. Undo or restart.")
        else:
            from editor.games.neuroshima.picker import hexes_of

            self.status.setText(f"Hint: {self.describe(action)}")
            self.board.set_highlights([(h, HINT) for h in hexes_of(action)])
        self.last_hint = action
        self.settled.emit()

    def _failed_hint(self, message: str) -> None:
        if shiboken6.isValid(self):
            self.busy = False
            self.refresh()
            self.status.setText(f"No hint: {message.splitlines()[0]}")
            self.settled.emit()

    last_hint: Action | None = None

    def play(self, action: Action) -> bool:
        """Play ``action`` now (tests and scripted play); ``False`` when it is not legal."""
        try:
            if self.state.illegal_reason(action) is not None:
                return False
        except IllegalActionError:
            return False
        self.play_action(action)
        return True
