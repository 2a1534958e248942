"""A play view that works for every game: what the player to move may see, the legal actions
(double-click or Enter to play one), the explained log, agents that move by themselves,
undo of your own last action, restart, save and load, and the hot-seat curtain.

Games with a board give their own view built on the same :class:`PlaySession`; this view is
also their fallback and the playtest path for content without a custom player.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.player.curtain import Curtain
from editor.player.session import HUMAN, PlaySession
from engine.ai.agents import agent_names
from engine.core.errors import IllegalActionError, WarbenchError
from engine.core.game import Action, Game

#: milliseconds between two agent moves, so a human can follow them
AGENT_DELAY_MS = 120


class SeatsDialog(QDialog):
    """Choose who plays each seat (a human or an agent) and the seed."""

    def __init__(self, game: Game, players: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialog.seats")
        self.setWindowTitle(f"Play {game.name}")
        form = QFormLayout(self)
        self.combos: list[QComboBox] = []
        choices = [HUMAN, *agent_names(game)]
        for p in range(players):
            cb = QComboBox()
            cb.setObjectName(f"seat.{p}")
            cb.addItems(choices)
            if p > 0 and len(choices) > 1:
                cb.setCurrentIndex(len(choices) - 1)
            form.addRow(f"Player {p + 1}", cb)
            self.combos.append(cb)
        self.seed = QSpinBox()
        self.seed.setObjectName("seat.seed")
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(1)
        form.addRow("Seed", self.seed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def seats(self) -> list[str]:
        return [c.currentText() for c in self.combos]


def _fill_tree(parent: QTreeWidgetItem | QTreeWidget, key: str, value: Any) -> None:
    if isinstance(value, dict):
        item = QTreeWidgetItem([key, ""])
        for k, v in value.items():
            _fill_tree(item, str(k), v)
    elif isinstance(value, list) and value and any(isinstance(v, (dict, list)) for v in value):
        item = QTreeWidgetItem([key, f"{len(value)} items"])
        for i, v in enumerate(value):
            _fill_tree(item, str(i), v)
    else:
        item = QTreeWidgetItem([key, json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value])
    if isinstance(parent, QTreeWidget):
        parent.addTopLevelItem(item)
    else:
        parent.addChild(item)


class PlayView(QWidget):
    status_message = Signal(str)

    def __init__(self, session: PlaySession, *, title: str = "") -> None:
        super().__init__()
        self.setObjectName("play.view")
        self.session = session
        self.title = title or session.game.name
        outer = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setObjectName("play.status")
        self.status.setStyleSheet("font-size: 15px; padding: 4px;")
        outer.addWidget(self.status)
        buttons = QHBoxLayout()
        self.undo_button = self._button("play.undo", "Undo my last action", self.undo, buttons)
        self.restart_button = self._button("play.restart", "Restart", self.restart, buttons)
        self._button("play.save", "Save game...", self.save_dialog, buttons)
        self._button("play.load", "Load game...", self.load_dialog, buttons)
        buttons.addStretch(1)
        outer.addLayout(buttons)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.observation = QTreeWidget()
        self.observation.setObjectName("play.observation")
        self.observation.setHeaderLabels(["What you see", ""])
        split.addWidget(self.observation)
        middle = QWidget()
        mid = QVBoxLayout(middle)
        mid.setContentsMargins(0, 0, 0, 0)
        self.filter = QLineEdit()
        self.filter.setObjectName("play.filter")
        self.filter.setPlaceholderText("filter actions")
        self.filter.textChanged.connect(self._fill_actions)
        mid.addWidget(self.filter)
        self.actions_list = QListWidget()
        self.actions_list.setObjectName("play.actions")
        self.actions_list.itemActivated.connect(self._action_activated)
        mid.addWidget(self.actions_list)
        split.addWidget(middle)
        self.log = QPlainTextEdit()
        self.log.setObjectName("play.log")
        self.log.setReadOnly(True)
        split.addWidget(self.log)
        split.setSizes([300, 300, 400])
        outer.addWidget(split, 1)
        self.curtain = Curtain(self)
        self.curtain.lifted.connect(lambda _p: self.refresh())
        self.agent_timer = QTimer(self)
        self.agent_timer.setSingleShot(True)
        self.agent_timer.setInterval(AGENT_DELAY_MS)
        self.agent_timer.timeout.connect(self._agent_step)
        session.changed.connect(self.refresh)
        session.curtain_needed.connect(self._curtain)
        self.refresh()

    def _button(self, name: str, text: str, slot: Any, layout: QHBoxLayout) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.clicked.connect(slot)
        layout.addWidget(b)
        return b

    # -- showing the state
    def refresh(self) -> None:
        s = self.session
        out = s.outcome()
        if out is not None:
            winners = ", ".join(f"player {w + 1}" for w in sorted(out.winners)) or "nobody"
            self.status.setText(f"Game over — winner: {winners} ({out.reason})")
        else:
            p = s.to_move()
            who = "you" if s.human_to_move() else s.seats[p % len(s.seats)]
            self.status.setText(f"{self.title}: player {p + 1} to move ({who})")
        self.observation.clear()
        if not self.curtain.is_down:
            obs = s.state.observation(s.viewer())
            for k, v in obs.to_data().items():
                _fill_tree(self.observation, str(k), v)
            self.observation.expandToDepth(0)
        self._fill_actions()
        lines = s.log_lines()
        self.log.setPlainText("\n".join(lines))
        self.log.verticalScrollBar().setValue(self.log.verticalScrollBar().maximum())
        self.undo_button.setEnabled(s.can_undo())
        if not s.state.is_terminal() and not s.human_to_move():
            self.agent_timer.start()

    def _fill_actions(self) -> None:
        self.actions_list.clear()
        s = self.session
        if self.curtain.is_down or not s.human_to_move():
            return
        needle = self.filter.text().strip().lower()
        for a in s.legal_actions():
            text = a.to_str()
            if needle and needle not in text.lower():
                continue
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, text)
            self.actions_list.addItem(item)

    # -- acting
    def play(self, action: Action) -> bool:
        try:
            self.session.apply(action)
        except IllegalActionError as exc:
            self.status_message.emit(f"not allowed: {exc.reason}")
            return False
        return True

    def _action_activated(self, item: QListWidgetItem) -> None:
        self.play(self.session.game.parse_action(item.data(Qt.ItemDataRole.UserRole)))

    def _agent_step(self) -> None:
        if self.curtain.is_down:
            return
        self.session.step_agent()

    def _curtain(self, player: int) -> None:
        self.curtain.drop(player, f"player {player + 1}")
        self.refresh()

    def undo(self) -> None:
        if not self.session.undo():
            self.status_message.emit("only your own last action can be taken back, and only if it revealed nothing")

    def restart(self) -> None:
        self.session.restart()

    def save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Save game", "game.yaml", "Game logs (*.yaml)")
        if path:
            self.session.save(path)
            self.status_message.emit(f"saved the game to {path}")

    def load_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Load game", "", "Game logs (*.yaml)")
        if not path:
            return
        try:
            session = PlaySession.load(path, self.session.content)
        except (WarbenchError, KeyError, ValueError) as exc:
            self.status_message.emit(f"cannot load {path}: {exc}")
            return
        self.set_session(session)

    def set_session(self, session: PlaySession) -> None:
        self.session.changed.disconnect(self.refresh)
        self.session.curtain_needed.disconnect(self._curtain)
        self.session = session
        session.changed.connect(self.refresh)
        session.curtain_needed.connect(self._curtain)
        self.refresh()

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self.curtain.is_down:
            self.curtain.setGeometry(self.rect())
