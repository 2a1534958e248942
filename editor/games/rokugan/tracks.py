"""The round track and the honor track over the table: the rounds with the current one marked, and
each clan's honor as the board stands (the seat's own objective counted for itself only)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from editor.games.rokugan import look
from editor.i18n import tr

if TYPE_CHECKING:
    from engine.games.rokugan.observation import RKObservation


class Tracks(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("rokugan.tracks")
        self.round = 0
        self.rounds = 0
        self.phase = ""
        self.honor: dict[str, int] = {}
        self.colours: dict[str, str] = {}
        #: the clans' names as shown, by id (set by the table)
        self.names: dict[str, str] = {}
        self.setMinimumHeight(44)

    def sizeHint(self) -> QSize:
        return QSize(600, 44)

    def show_view(self, obs: RKObservation | None, honor: dict[str, int], colours: dict[str, str]) -> None:
        self.round = obs.round if obs is not None else 0
        self.rounds = obs.rounds if obs is not None else 0
        self.phase = obs.phase if obs is not None else ""
        self.honor = dict(honor)
        self.colours = colours
        tip = ", ".join(f"{self.names.get(c, c)} {h}" for c, h in self.honor.items())
        shown = tr("round {round} of {rounds}; honor: {honor}").format(round=self.round, rounds=self.rounds, honor=tip)
        self.setToolTip(shown if obs is not None else "")
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setFont(look.font(11, bold=True))
        p.setPen(look.INK)
        if not self.rounds:
            p.end()
            return
        p.drawText(QRectF(4, 0, 60, 40), Qt.AlignmentFlag.AlignVCenter, tr("Round"))
        for r in range(1, self.rounds + 1):
            rect = QRectF(60 + (r - 1) * 30, 8, 24, 24)
            current = r == self.round
            p.setPen(QPen(QColor("#3a2a10"), 1.5))
            p.setBrush(QBrush(QColor("#c0392b") if current else QColor("#f3e2b5")))
            p.drawEllipse(rect)
            p.setPen(QColor("#ffffff") if current else look.INK)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(r))
        x: float = 80 + self.rounds * 30
        p.setPen(look.INK)
        p.drawText(QRectF(x, 0, 60, 40), Qt.AlignmentFlag.AlignVCenter, tr("Honor"))
        x += 56
        top = max(self.honor.values(), default=1) or 1
        for clan, h in self.honor.items():
            width = 40 + 60 * h / top
            rect = QRectF(x, 10, width, 20)
            p.setPen(QPen(QColor("#202020"), 1))
            p.setBrush(QBrush(QColor(self.colours.get(clan, "#888888"))))
            p.drawRoundedRect(rect, 4, 4)
            c = QColor(self.colours.get(clan, "#888888"))
            p.setPen(QColor("#ffffff") if c.lightness() < 150 else look.INK)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"{self.names.get(clan, clan)} {h}")
            x += width + 6
        p.end()
