"""The dialogs of remote playtests: who plays each seat of a hosted game (here, remote, an agent),
the bar a hosting window shows (the address, one join code per remote seat and per spectator,
who is connected, Stop hosting), and the address and code a player joins with."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from editor.i18n import tr
from editor.player.remote import HostedSession
from editor.player.session import HUMAN
from editor.player.view import SeatsDialog
from engine.core.game import Game
from engine.net.host import REMOTE

#: the port offered by default (0 in the dialog: any free port)
DEFAULT_PORT = 8765


class HostDialog(SeatsDialog):
    """Choose who plays each seat of a hosted game (a person at this screen, a remote player who
    joins with a code, an agent; a game master's seat too), spectators, the port, and whether
    other machines may join."""

    def __init__(
        self, game: Game, players: int, parent: QWidget | None = None, *, names: Sequence[str] | None = None
    ) -> None:
        super().__init__(game, players, parent, names=names)
        self.setObjectName("dialog.host")
        self.setWindowTitle(tr("Host {game}").format(game=game.name))
        form = self.layout()
        assert isinstance(form, QFormLayout)
        referees = game.referee_seats()
        for p, picker in enumerate(self.pickers):
            picker.combo.setItemText(0, tr("human here"))
            picker.combo.insertItem(1, tr("remote (joins with a code)"), REMOTE)
            wanted = referees.get(p, HUMAN if p == 0 else REMOTE)
            picker.combo.setCurrentIndex(max(0, picker.combo.findData(wanted)))
            label = form.labelForField(picker)
            if p in referees and isinstance(label, QLabel):
                label.setText(tr("Game master"))
        self.spectators = QSpinBox()
        self.spectators.setObjectName("host.spectators")
        self.spectators.setRange(0, 16)
        self.spectators.setToolTip(tr("Codes for spectators: they see what every seat sees alike, no secrets"))
        self.port = QSpinBox()
        self.port.setObjectName("host.port")
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setSpecialValueText(tr("any free port"))
        self.open_box = QCheckBox(tr("Let other machines join"))
        self.open_box.setObjectName("host.open")
        self.open_box.setToolTip(
            tr(
                "Off: only programs on this computer can join (the loopback address). On: anyone who can "
                "reach this computer's address and port can try a code; use it on a network you trust, "
                "or forward the port on purpose"
            )
        )
        row = players  # after the seats, before the seed and the buttons
        form.insertRow(row, tr("Spectators"), self.spectators)
        form.insertRow(row + 1, tr("Port"), self.port)
        form.insertRow(row + 2, "", self.open_box)

    def bind(self) -> str:
        return "0.0.0.0" if self.open_box.isChecked() else "127.0.0.1"


def _copy_button(name: str, text: str) -> QPushButton:
    button = QPushButton(tr("Copy"))
    button.setObjectName(name)
    button.setToolTip(tr("Copy to the clipboard"))
    button.clicked.connect(lambda: QGuiApplication.clipboard().setText(text))
    return button


def _code_field(name: str, text: str) -> QLineEdit:
    field = QLineEdit(text)
    field.setObjectName(name)
    field.setReadOnly(True)
    return field


class HostingBar(QWidget):
    """What a hosting window shows above its game: the address, a join code per remote seat and
    per spectator (each copyable), who is connected, and Stop hosting."""

    def __init__(self, session: HostedSession, seat_name: object) -> None:
        super().__init__()
        self.setObjectName("host.bar")
        self.session = session
        grid = QGridLayout(self)
        grid.setContentsMargins(4, 2, 4, 2)
        where = (
            tr("only this computer can join")
            if session.address.startswith("ws://127.0.0.1")
            else tr("any machine that reaches this computer can join")
        )
        grid.addWidget(QLabel(tr("Hosting at")), 0, 0)
        grid.addWidget(_code_field("host.address", session.address), 0, 1)
        grid.addWidget(_copy_button("host.copy.address", session.address), 0, 2)
        self.state = QLabel(where)
        self.state.setObjectName("host.state")
        grid.addWidget(self.state, 0, 3)
        row = 1
        assert session.relay is not None
        name = seat_name if callable(seat_name) else (lambda p: tr("player {number}").format(number=p + 1))
        for seat in session.remote_seats:
            code = session.relay.code_of(seat)
            grid.addWidget(QLabel(tr("Code of {player}").format(player=name(seat))), row, 0)
            grid.addWidget(_code_field(f"host.code.{seat}", code), row, 1)
            grid.addWidget(_copy_button(f"host.copy.{seat}", code), row, 2)
            row += 1
        for i, code in enumerate(session.relay.spectator_codes):
            grid.addWidget(QLabel(tr("Spectator code")), row, 0)
            grid.addWidget(_code_field(f"host.spectator.{i}", code), row, 1)
            grid.addWidget(_copy_button(f"host.copy.spectator.{i}", code), row, 2)
            row += 1
        self.stop_button = QPushButton(tr("Stop hosting"))
        self.stop_button.setObjectName("host.stop")
        self.stop_button.setToolTip(tr("Close every remote connection; the game stays open here"))
        self.stop_button.clicked.connect(self.stop)
        grid.addWidget(self.stop_button, 1, 3)
        self.connected = QLabel()
        self.connected.setObjectName("host.connected")
        grid.addWidget(self.connected, 2, 3)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._show_connected)
        self.timer.start(500)
        self._name = name
        self._show_connected()

    def _show_connected(self) -> None:
        if not self.session.hosting:
            self.connected.setText("")
            return
        seats = self.session.connected()
        names = ", ".join(str(self._name(p)) for p in seats) if seats else tr("nobody yet")
        text = tr("connected: {players}").format(players=names)
        away = [p for p in self.session.remote_seats if p not in seats]
        if away:
            # a remote seat's turn waits for it: say who has not joined (or has dropped)
            text += " — " + tr("waiting for: {players}").format(players=", ".join(str(self._name(p)) for p in away))
        self.connected.setText(text)

    def stop(self) -> None:
        self.session.stop()
        self.timer.stop()
        self.stop_button.setEnabled(False)
        self.connected.setText("")
        self.state.setText(tr("hosting stopped: the remote seats are disconnected"))


class JoinDialog(QDialog):
    """The address of a host and the join code of a seat (or of a spectator)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialog.join")
        self.setWindowTitle(tr("Join a hosted game"))
        self.setMinimumWidth(460)
        form = QFormLayout(self)
        self.address = QLineEdit(f"ws://127.0.0.1:{DEFAULT_PORT}")
        self.address.setObjectName("join.address")
        self.address.setToolTip(tr("The address the host shows, ws://HOST:PORT"))
        form.addRow(tr("Address"), self.address)
        self.code = QLineEdit()
        self.code.setObjectName("join.code")
        self.code.setToolTip(tr("The join code the host gave you for your seat"))
        form.addRow(tr("Code"), self.code)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.setObjectName("join.buttons")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
