"""The "New Neuroshima game" dialog: players (2-4), mode, each player's army and seat (a human
or an agent), the extra ring and the seed. Also used to start a ``neuroshima/game`` setup."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QWidget,
)

from editor.form_parts import dialog_foot, spin_box
from editor.games.neuroshima.armies import army_name, tile_index
from editor.i18n import QT_TR_NOOP, tr
from editor.player.view import AgentPicker, default_agent
from editor.widgets import seed_box
from engine.core.registry import load_game
from engine.games.neuroshima.models import GameSetup, Mode, SetupPlayer
from engine.games.neuroshima.models.setup import MODE_PLAYERS

MODE_LABELS = {
    Mode.DUEL: QT_TR_NOOP("Duel (2 players)"),
    Mode.FREE_FOR_ALL: QT_TR_NOOP("Free for all (3-4)"),
    Mode.TEAMS: QT_TR_NOOP("Teams, 1+2 against 3+4"),
    Mode.ONE_VS_TWO: QT_TR_NOOP("One against two (1 against 2+3)"),
}
DEFAULT_ARMIES = ("moloch", "borgo", "outpost", "hegemony")


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, setup: GameSetup | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("nh.dialog.new_game")
        self.setWindowTitle(tr("New Neuroshima game"))
        self.base = setup
        form = QFormLayout(self)
        self.players = spin_box("nh.new.players", 2, 4, tip=tr("2 to 4 players share the board"))
        form.addRow(tr("Players"), self.players)
        self.mode = QComboBox()
        self.mode.setObjectName("nh.new.mode")
        form.addRow(tr("Mode"), self.mode)
        self.armies: list[QComboBox] = []
        self.seats: list[QComboBox] = []
        self.rows: list[QWidget] = []
        game = load_game("neuroshima")
        self.pickers: list[AgentPicker] = []
        best = default_agent(game)
        self.form = form
        for i in range(4):
            row = QWidget()
            lay = QHBoxLayout(row)
            lay.setContentsMargins(0, 0, 0, 0)
            army = QComboBox()
            army.setObjectName(f"nh.new.army.{i}")
            for army_id in tile_index().army_ids():
                a = tile_index().army(army_id)
                army.addItem(army_name(a) if a else army_id, army_id)
            army.setCurrentIndex(max(0, army.findData(DEFAULT_ARMIES[i])))
            picker = AgentPicker(game, f"nh.new.seat.{i}")
            seat = picker.combo
            seat.setToolTip(tr("A human at this screen (hot seat) or an agent"))
            seat.setCurrentIndex(0 if i == 0 else max(0, seat.findData(best)))
            lay.addWidget(army, 1)
            lay.addWidget(picker)
            form.addRow(tr("Player {value}").format(value=i + 1), row)
            self.armies.append(army)
            self.pickers.append(picker)
            self.seats.append(seat)
            self.rows.append(row)
        self.extended = QCheckBox(tr("Use the extra ring (37 hexes)"))
        self.extended.setObjectName("nh.new.extended")
        form.addRow(self.extended)
        self.seed = seed_box("nh.new.seed", tr("The shuffle of the stacks: the same seed deals the same tiles"))
        form.addRow(tr("Seed"), self.seed)
        self.problem, self.buttons = dialog_foot(self, form, "nh.new.problem")
        self.players.valueChanged.connect(self._players_changed)
        if setup is not None:
            self.players.setValue(len(setup.players))
            for i, p in enumerate(setup.players):
                self.armies[i].setCurrentIndex(max(0, self.armies[i].findData(p.army)))
            self.extended.setChecked(setup.extended_board)
        self._players_changed(self.players.value())
        if setup is not None:
            self.mode.setCurrentIndex(max(0, self.mode.findData(setup.mode.value)))

    def _players_changed(self, n: int) -> None:
        current = self.mode.currentData()
        self.mode.clear()
        for m, label in MODE_LABELS.items():
            lo, hi = MODE_PLAYERS[m]
            if lo <= n <= hi:
                self.mode.addItem(tr(label), m.value)
        i = self.mode.findData(current)
        self.mode.setCurrentIndex(i if i >= 0 else 0)
        for i, row in enumerate(self.rows):
            row.setEnabled(i < n)
            self.form.setRowVisible(row, i < n)  # the row's "Player N" label goes with it

    def setup(self) -> GameSetup:
        n = self.players.value()
        base: dict[str, Any] = self.base.model_dump() if self.base is not None else {"id": "game"}
        base.update(
            mode=Mode(self.mode.currentData()),
            players=[SetupPlayer(army=self.armies[i].currentData()) for i in range(n)],
            extended_board=self.extended.isChecked(),
        )
        if self.base is not None and len(self.base.players) == n:
            base["players"] = [
                p.model_copy(update={"army": self.armies[i].currentData()}) for i, p in enumerate(self.base.players)
            ]
        return GameSetup.model_validate(base)

    def seat_names(self) -> list[str]:
        return [self.pickers[i].agent_name() for i in range(self.players.value())]
