"""The generic table: for any game, what the seat at the screen sees (its observation as a tree)
and the legal actions (double-click or Enter to play one). Games with a board give their own
table; this one is their fallback and the playtest path for content without a custom player.
Also the dialog that chooses who plays each seat."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.i18n import QT_TR_NOOP, tr
from editor.player.session import HUMAN, PlaySession
from editor.player.shell import PlayerShell, SeatView, Table
from editor.widgets import seed_box
from editor.words import field_label
from engine.ai.agents import agent_names, takes_setting
from engine.core.game import Game


def default_agent(game: Game) -> str:
    """The strongest agent a game offers by default (the search, then greedy, before random)."""
    names = agent_names(game)
    for preferred in ("mcts", "greedy"):
        if preferred in names:
            return preferred
    return names[-1] if names else HUMAN


#: the agents' names in words (a name not listed is shown as it is)
AGENT_WORDS = {
    HUMAN: QT_TR_NOOP("human"),
    "greedy": QT_TR_NOOP("greedy"),
    "mcts": QT_TR_NOOP("search (MCTS)"),
    "random": QT_TR_NOOP("random"),
}


def register_agent_words(name: str, words: str) -> None:
    """A game's own agent in words (``words`` marked with ``QT_TR_NOOP``), given by its plugin."""
    AGENT_WORDS[name] = words


def agent_words(name: str) -> str:
    """An agent's name in words, in the interface's language (``mcts`` -> "search (MCTS)")."""
    return tr(AGENT_WORDS[name]) if name in AGENT_WORDS else field_label(name)


#: iterations per move of a searching agent chosen in a dialog, unless the user sets another strength
DEFAULT_STRENGTH = 500


class AgentPicker(QWidget):
    """Who plays a seat: a human or an agent, and for an agent that searches its strength
    (iterations per move). :meth:`agent_name` is the name to give the session (``mcts:800``)."""

    def __init__(self, game: Game, object_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.combo = QComboBox()
        self.combo.setObjectName(object_name)
        for name in [HUMAN, *agent_names(game)]:
            # the name in words; the agent's name itself is the entry's data
            self.combo.addItem(agent_words(name), name)
        self.combo.setToolTip(tr("A human at this screen, or an agent that plays by itself"))
        self.strength = QSpinBox()
        self.strength.setObjectName(f"{object_name}.strength")
        self.strength.setRange(10, 200_000)
        self.strength.setSingleStep(100)
        self.strength.setValue(DEFAULT_STRENGTH)
        self.strength.setSuffix(tr(" iterations"))
        self.strength.setToolTip(
            tr("How hard the agent thinks: search iterations per move (more is stronger and slower)")
        )
        lay.addWidget(self.combo, 1)
        lay.addWidget(self.strength)
        self.combo.currentIndexChanged.connect(lambda _i: self._agent_changed(self.combo.currentData()))
        self._agent_changed(self.combo.currentData())

    def _agent_changed(self, name: str) -> None:
        self.strength.setVisible(name != HUMAN and takes_setting(self.game, name))

    def agent_name(self) -> str:
        name = str(self.combo.currentData())
        if name != HUMAN and takes_setting(self.game, name):
            return f"{name}:{self.strength.value()}"
        return name


class SeatsDialog(QDialog):
    """Choose who plays each seat (a human or an agent, and an agent's strength) and the seed.
    Each seat's row is named as the game's table names it (``names``, from
    :func:`editor.player.tables.seat_names`), else numbered from 1."""

    def __init__(
        self, game: Game, players: int, parent: QWidget | None = None, *, names: Sequence[str] | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("dialog.seats")
        self.setWindowTitle(tr("Play {game}").format(game=game.name))
        form = QFormLayout(self)
        self.pickers: list[AgentPicker] = []
        best = default_agent(game)
        for p in range(players):
            picker = AgentPicker(game, f"seat.{p}")
            if p > 0 and picker.combo.findData(best) >= 0:
                picker.combo.setCurrentIndex(picker.combo.findData(best))
            name = names[p] if names is not None and p < len(names) else ""
            # a row label starts a line: "Side 1 (Crab)" where the table says "side 1 (Crab)"
            form.addRow(name[:1].upper() + name[1:] if name else tr("Player {number}").format(number=p + 1), picker)
            self.pickers.append(picker)
        #: each seat's combo box (human or agent)
        self.combos: list[QComboBox] = [p.combo for p in self.pickers]
        self.seed = seed_box("seat.seed", tr("The same seed deals the same cards and rolls the same dice"))
        form.addRow(tr("Seed"), self.seed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def seats(self) -> list[str]:
        return [p.agent_name() for p in self.pickers]


def _fill_tree(parent: QTreeWidgetItem | QTreeWidget, key: str, value: Any) -> None:
    if isinstance(value, dict):
        item = QTreeWidgetItem([key, ""])
        for k, v in value.items():
            _fill_tree(item, str(k), v)
    elif isinstance(value, list) and value and any(isinstance(v, (dict, list)) for v in value):
        item = QTreeWidgetItem([key, tr("{count} items").format(count=len(value))])
        for i, v in enumerate(value):
            _fill_tree(item, str(i), v)
    else:
        item = QTreeWidgetItem([key, json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value])
    if isinstance(parent, QTreeWidget):
        parent.addTopLevelItem(item)
    else:
        parent.addChild(item)


class GenericTable(Table):
    """The observation as a tree and the legal actions as a list."""

    def __init__(self, setup: Any, prepared: Any) -> None:
        super().__init__(setup, prepared)
        self.setObjectName("play.table")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.observation = QTreeWidget()
        self.observation.setObjectName("play.observation")
        self.observation.setHeaderLabels([tr("What you see"), ""])
        split.addWidget(self.observation)
        middle = QWidget()
        mid = QVBoxLayout(middle)
        mid.setContentsMargins(0, 0, 0, 0)
        self.filter = QLineEdit()
        self.filter.setObjectName("play.filter")
        self.filter.setPlaceholderText(tr("filter actions"))
        self.filter.textChanged.connect(self._fill_actions)
        mid.addWidget(self.filter)
        self.actions_list = QListWidget()
        self.actions_list.setObjectName("play.actions")
        self.actions_list.setToolTip(tr("Double-click an action (or press Enter) to play it"))
        self.actions_list.itemActivated.connect(self._action_activated)
        mid.addWidget(self.actions_list)
        split.addWidget(middle)
        lay.addWidget(split)
        self._legal: dict[str, Any] = {}

    def show_view(self, view: SeatView) -> None:
        self.observation.clear()
        if view.observation is not None:
            for k, v in view.observation.to_data().items():
                _fill_tree(self.observation, str(k), v)
            self.observation.expandToDepth(0)
        self._legal = {a.to_str(): a for a in view.legal}
        self._fill_actions()

    def prompt(self, view: SeatView) -> str:
        return tr("double-click an action to play it") if view.legal else ""

    def _fill_actions(self) -> None:
        self.actions_list.clear()
        needle = self.filter.text().strip().lower()
        for text in self._legal:
            if needle and needle not in text.lower():
                continue
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, text)
            self.actions_list.addItem(item)

    def _action_activated(self, item: QListWidgetItem) -> None:
        action = self._legal.get(item.data(Qt.ItemDataRole.UserRole))
        if action is not None:
            self.play(action)


def generic_player(session: PlaySession, *, title: str = "") -> PlayerShell:
    return PlayerShell(session, GenericTable(session.setup, session.prepared), title=title)
