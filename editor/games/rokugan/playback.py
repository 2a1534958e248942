"""The resolution played back step by step (rules/004 §3.4): the reveal, bluffs and illegal tokens
discarded, raids, diplomacy, each battle with the attackers' sums and the defence's parts, territory
cards changing hands, the round marker. Built from the public events of the steps played on the
shared step-by-step playback; each step shown sets the board to the game as it stood then, the
attacks of a battle drawn as lines and its province lit."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal

from editor.games.rokugan.look import token_words
from editor.games.rokugan.play_board import BATTLE
from editor.i18n import QT_TR_NOOP, tr
from editor.player.playback import PlaybackStep, StepPlayback
from editor.widgets import wrapped_label
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


class Playback(StepPlayback):
    """The resolution's steps on the shared step-by-step playback: each step sets the board to the
    game as it stood when it happened (the engine keeps the resolution's steps) and explains it
    below the list; the province of a battle is lit."""

    focus = Signal(str)

    def __init__(self, colours: dict[str, str]) -> None:
        super().__init__("rokugan.playback")
        self.colours = colours
        #: provinces and clans by their names as shown, by id (set by the table)
        self.names: dict[str, str] = {}
        #: the event of each step
        self.events: list[Event] = []
        self._new = False
        self.detail = wrapped_label("rokugan.playback.detail")
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # a fixed height: a battle's explanation must not move the buttons above it
        self.detail.setFixedHeight(self.detail.fontMetrics().lineSpacing() * 9 + 6)
        self.bottom.addWidget(self.detail)
        self.speed.setValue(0)  # slow: a battle's sums take a while to read
        self.play_button.setToolTip(tr("Play the resolution step by step"))
        self._focus: str | None = None
        self.step_shown.connect(self._shown)

    def clear(self) -> None:
        self.events = []
        self._focus = None
        super().clear()
        self.detail.setText("")

    def add(self, events: list[Event], after: int | None = None, *, play: bool = True) -> None:
        """Queue the resolution steps among ``events`` (public ones), which happened in the game's
        action number ``after``, and start playing them back (with ``play``)."""
        new = [e for e in events if e.kind in STEP_KINDS]
        self._new = bool(new)
        if not new:
            return
        steps = [self._step(e, after) for e in new]
        if any(e.kind == "resolution" for e in new):  # a new resolution: the last one goes
            self.events = new
            self.set_steps(steps, play=play)
        else:
            self.events.extend(new)
            self.add_steps(steps, play=play)
        if not play:  # a game replayed to where it stands: its last step, as the board shows
            self.show(len(self.steps) - 1)

    def _step(self, e: Event, after: int | None) -> PlaybackStep:
        title = tr(TITLES[e.kind]) if e.kind in TITLES else e.kind
        return PlaybackStep(f"{title}: {e.text}", e.kind in ("resolution", "battle"), after, e)

    def has_new(self) -> bool:
        return self._new

    def _shown(self, row: int) -> None:
        if not 0 <= row < len(self.events):
            return
        e = self.events[row]
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
        if self._focus:
            board.mark_provinces([self._focus], BATTLE)
