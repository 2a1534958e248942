"""The resolution played back step by step (rules/004 §3.4): the reveal, bluffs and illegal tokens
discarded, raids, diplomacy, each battle with the attackers' sums and the defence's parts, territory
cards changing hands, the round marker. Built from the public events of the steps played, one step
shown at a time (Next, or all at once); the province of the battle shown is lit on the board."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from editor.games.rokugan.look import token_words
from editor.i18n import QT_TR_NOOP, tr
from editor.words import field_label
from engine.core.game import Event

if TYPE_CHECKING:
    from editor.games.rokugan.play_board import PlayBoard

#: the events of a resolution, in the order of its steps
STEP_KINDS = (
    "resolution",
    "reveal",
    "bluff",
    "illegal",
    "raid",
    "diplomacy",
    "battle",
    "territory_card",
    "round_marker",
    "score",
)
#: each step's title (translated where shown)
TITLES = {
    "resolution": QT_TR_NOOP("Resolution"),
    "reveal": QT_TR_NOOP("1. Reveal"),
    "bluff": QT_TR_NOOP("2. Bluff"),
    "illegal": QT_TR_NOOP("2. Illegal token"),
    "raid": QT_TR_NOOP("3. Raid"),
    "diplomacy": QT_TR_NOOP("4. Diplomacy"),
    "battle": QT_TR_NOOP("5. Battle"),
    "territory_card": QT_TR_NOOP("6. Territory card"),
    "round_marker": QT_TR_NOOP("Round marker"),
    "score": QT_TR_NOOP("Final scoring"),
}


def defence_part_words(part: str) -> str:
    """A part of a province's defence as the engine reports it (resolution.defence_parts), in words."""
    words = {
        "combat_tokens": tr("combat tokens", "defence part"),
        "printed": tr("printed", "defence part"),
        "face_up": tr("face up", "defence part"),
        "bonus_token": tr("bonus token", "defence part"),
    }
    return words.get(part, field_label(part))


def result_words(result: str) -> str:
    """A battle's result as the engine names it (Battle.result), in words."""
    words = {
        "captured": tr("captured", "battle result"),
        "defended": tr("defended", "battle result"),
        "held": tr("held", "battle result"),
    }
    return words.get(result, result)


#: milliseconds between two steps while playing back
STEP_MS = 1200


def battle_text(data: dict[str, Any], names: dict[str, str] | None = None) -> str:
    """A battle's explanation: each attacker's tokens and sum against the defence and its parts;
    provinces and clans by their names in ``names`` (by id) where given."""
    names = names or {}
    lines = [
        tr("<b>Battle for {province}</b> (defender: {defender})").format(
            province=names.get(data.get("province", "?"), data.get("province", "?")),
            defender=names.get(data.get("defender") or "", data.get("defender") or field_label("nobody")),
        )
    ]
    for att in data.get("attackers", []):
        tokens = " + ".join(
            token_words(t["token"]) + "".join(f"+{token_words(b)}" for b in t.get("blessings", []))
            for t in att.get("tokens", [])
        )
        lines.append(
            tr("{clan} attacks: {tokens} = <b>{strength}</b> against {defence}").format(
                clan=names.get(att["clan"], att["clan"]),
                tokens=tokens or tr("no token"),
                strength=att["strength"],
                defence=att["defence_to_beat"],
            )
        )
    d = data.get("defence", {})
    parts = ", ".join(f"{defence_part_words(k)} {v}" for k, v in d.items() if k not in ("tokens", "total") and v)
    tokens = " + ".join(token_words(t["token"]) for t in d.get("tokens", []))
    total = d.get("total", 0)
    if parts and tokens:
        defence = tr("defence <b>{total}</b>: {parts} (tokens {tokens})").format(
            total=total, parts=parts, tokens=tokens
        )
    elif parts:
        defence = tr("defence <b>{total}</b>: {parts}").format(total=total, parts=parts)
    else:
        defence = tr("defence <b>{total}</b>").format(total=total)
    lines.append(defence)
    winner = data.get("winner")
    result = result_words(str(data.get("result", "?")))
    if winner:
        lines.append(tr("result: {result}, {winner} wins").format(result=result, winner=names.get(winner, winner)))
    else:
        lines.append(tr("result: {result}").format(result=result))
    return "<br>".join(lines)


class Playback(QWidget):
    focus = Signal(str)

    def __init__(self, colours: dict[str, str]) -> None:
        super().__init__()
        self.setObjectName("rokugan.playback")
        self.colours = colours
        #: provinces and clans by their names as shown, by id (set by the table)
        self.names: dict[str, str] = {}
        self.steps: list[Event] = []
        self.shown = 0
        self._new = False
        lay = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setObjectName("rokugan.playback.steps")
        self.list.setWordWrap(True)
        self.list.currentRowChanged.connect(self._row_changed)
        lay.addWidget(self.list, 2)
        self.detail = QLabel()
        self.detail.setObjectName("rokugan.playback.detail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.detail, 1)
        row = QHBoxLayout()
        self.next_button = QPushButton(tr("Next step"))
        self.next_button.setObjectName("rokugan.playback.next")
        self.next_button.clicked.connect(self.step_by_hand)
        self.all_button = QPushButton(tr("Show all"))
        self.all_button.setObjectName("rokugan.playback.all")
        self.all_button.clicked.connect(self.show_all)
        row.addWidget(self.next_button)
        row.addWidget(self.all_button)
        lay.addLayout(row)
        self.timer = QTimer(self)
        self.timer.setInterval(STEP_MS)
        self.timer.timeout.connect(self.next_step)
        self._focus: str | None = None
        self._update_buttons()

    def clear(self) -> None:
        self.timer.stop()
        self.steps = []
        self.shown = 0
        self.list.clear()
        self.detail.setText("")
        self._focus = None
        self._update_buttons()

    def add(self, events: list[Event]) -> None:
        """Queue the resolution steps among ``events`` (public ones) and start playing them back."""
        new = [e for e in events if e.kind in STEP_KINDS]
        self._new = bool(new)
        if not new:
            return
        if any(e.kind == "resolution" for e in new):  # a new resolution: the last one goes
            self.steps = []
            self.shown = 0
            self.list.clear()
        self.steps.extend(new)
        self.next_step()
        self.timer.start()
        self._update_buttons()

    def has_new(self) -> bool:
        return self._new

    def next_step(self) -> None:
        if self.shown >= len(self.steps):
            self.timer.stop()
            self._update_buttons()
            return
        e = self.steps[self.shown]
        self.shown += 1
        title = tr(TITLES[e.kind]) if e.kind in TITLES else e.kind
        item = QListWidgetItem(f"{title}: {e.text}")
        item.setData(Qt.ItemDataRole.UserRole, self.shown - 1)
        self.list.addItem(item)
        self.list.setCurrentRow(self.list.count() - 1)
        self._update_buttons()

    def step_by_hand(self) -> None:
        """One step, and the playback waits for the next click (it no longer runs on by itself)."""
        self.timer.stop()
        self.next_step()

    def show_all(self) -> None:
        self.timer.stop()
        while self.shown < len(self.steps):
            self.next_step()

    def _row_changed(self, row: int) -> None:
        if row < 0 or row >= len(self.steps):
            return
        e = self.steps[row]
        if e.kind == "battle":
            self.detail.setText(battle_text(dict(e.data), self.names))
            province = e.data.get("province")
            self._focus = str(province) if province else None
            if self._focus:
                self.focus.emit(self._focus)
        else:
            self.detail.setText(e.text)
            self._focus = None

    def show_focus(self, board: PlayBoard) -> None:
        """Light the province of the battle being shown."""
        from editor.games.rokugan.play_board import BATTLE

        if self._focus:
            board.mark_provinces([self._focus], BATTLE)

    def _update_buttons(self) -> None:
        more = self.shown < len(self.steps)
        self.next_button.setEnabled(more)
        self.all_button.setEnabled(more)
