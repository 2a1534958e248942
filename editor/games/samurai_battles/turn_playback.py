"""The turns played back step by step on the Samurai Battles table, and the history of the dice.

Every step's public events go into the shared :class:`~editor.player.playback.StepPlayback`; the
other side's steps are played at the chosen speed (the seat's own are shown at once). The step
shown sets the board to the game as it stood then (the engine replays it) and draws what the
engine's event records: a move, an advance or a retreat as an arrow from hex to hex, an attack as a
line from the attacker to its target, a roll with its dice; a phase that ends by itself says so,
with the engine's reason. Nothing here knows a rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QLabel, QListWidget, QListWidgetItem

from editor.canvas.traces import arrow, attack_line
from editor.games.samurai_battles.dice import paint_face
from editor.i18n import tr
from editor.player.playback import ATTACK, MOVE, PlaybackStep, StepPlayback, Trace
from editor.words import named
from engine.core.game import Event
from engine.games.samurai_battles.ruleset import FACE_NAMES

#: events that start a section of the list (the section buttons jump between them)
HEADERS = frozenset({"turn", "card", "skip", "end"})
MOVES = frozenset({"move", "advance", "retreat"})
ATTACKS = frozenset({"declare", "roll"})
#: the colour of each side's traces (bottom army red, top army yellow-gold, as their pieces)
SIDE_COLOURS = (QColor("#d0302a"), QColor("#e0b000"))
DIE_PX = 22


def faces_of(e: Event) -> list[int] | None:
    faces = e.data.get("faces") if e.data else None
    if isinstance(faces, list) and faces and all(isinstance(f, int) for f in faces):
        return faces
    return None


def dice_icon(faces: list[int], die: int = DIE_PX) -> QIcon:
    """The faces of a roll drawn side by side, as an icon for the dice history."""
    pix = QPixmap(QSize(len(faces) * (die + 3) + 2, die + 2))
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    for i, f in enumerate(faces):
        paint_face(p, QRectF(1 + i * (die + 3), 1, die, die), FACE_NAMES[f])
    p.end()
    return QIcon(pix)


class TurnPlayback(StepPlayback):
    """The public events of the game so far, shown step by step."""

    def __init__(self) -> None:
        super().__init__("sb.playback")
        self.events: list[Event] = []
        #: the pieces' names by id, which the events' texts are read with (the table's)
        self.names: Mapping[str, str] = {}
        self.caption = QLabel(tr("Each side's turn is shown here step by step."))
        self.caption.setObjectName("sb.playback.caption")
        self.caption.setWordWrap(True)
        self.top.addWidget(self.caption)
        self.play_button.setToolTip(tr("Play the turn step by step"))

    def add_events(self, events: list[Event], *, play: bool, after: int | None = None) -> None:
        """Append ``events``, which happened in the game's action number ``after`` (playing them
        at the chosen speed with ``play``)."""
        events = [e for e in events if e.visible_to is None]
        self.events.extend(events)
        self.add_steps(
            [PlaybackStep(named(e.text, self.names), e.kind in HEADERS, after, e) for e in events], play=play
        )

    def clear(self) -> None:
        self.events = []
        super().clear()

    def shown_event(self) -> Event | None:
        return self.events[self.index] if 0 <= self.index < len(self.events) else None


class DiceHistory(QListWidget):
    """Every roll of the game, newest first: the dice and what they were for."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("sb.dice_history")
        self.setWordWrap(True)
        self.setIconSize(QSize(8 * (DIE_PX + 3), DIE_PX + 2))
        #: the pieces' names by id, which the rolls' texts are read with (the table's)
        self.names: Mapping[str, str] = {}

    def add_roll(self, e: Event, turn: int | None) -> None:
        faces = faces_of(e)
        if faces is None:
            return
        said = named(e.text, self.names)
        text = tr("turn {turn}: {event}").format(turn=turn, event=said) if turn else said
        item = QListWidgetItem(dice_icon(faces), text)
        item.setData(Qt.ItemDataRole.UserRole, faces)
        self.insertItem(0, item)


def event_traces(e: Event) -> list[Trace]:
    """What an event draws: an arrow for a move, an advance or a retreat; a line for an attack
    (dashed unless hand to hand), from hex to hex as the event records them."""
    d = e.data or {}
    frm, to = d.get("frm"), d.get("to")
    if not isinstance(frm, str) or not isinstance(to, str) or "-" in (frm, to):
        return []
    side = d.get("side")
    seat = side if isinstance(side, int) else None
    if e.kind in MOVES:
        return [Trace(MOVE, frm, to, seat)]
    if e.kind in ATTACKS:
        return [Trace(ATTACK, frm, to, seat, ranged=not d.get("melee", False))]
    return []


def draw_trace(scene: Any, board: Any, t: Trace) -> list[QGraphicsItem]:
    """A trace on the board, in its side's colour."""
    try:
        a, b = board.center(board.parse(t.frm)), board.center(board.parse(t.to))
    except (ValueError, KeyError):
        return []
    s = t.seat
    colour = SIDE_COLOURS[s] if s is not None and 0 <= s < len(SIDE_COLOURS) else QColor("#3070d0")
    if t.kind == MOVE:
        return arrow(scene, a, b, colour)
    return attack_line(scene, a, b, colour, dashed=t.ranged)
