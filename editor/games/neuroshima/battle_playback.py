"""Battle playback: an explained battle stepped through event by event, phase by phase.

The engine explains every battle as events (``battle_start``, ``phase``, ``attack`` with its
modifiers and armor, ``medic``, ``hq_damage``, ``removed``, ``battle_end``). The player shows the
board as it stood when the battle started; each step highlights the attacker and the target,
marks the tiles removed so far, tracks the HQ hit points and shows the explanation beside the
board. Step back and forward, jump a phase, play at a chosen speed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QLabel

from editor.i18n import tr
from editor.player.playback import PlaybackStep, StepPlayback
from engine.core.game import Event
from engine.core.hexgrid import Hex
from engine.games.neuroshima.models import PlacedTile, PositionModel

BATTLE_EVENTS = frozenset(
    {
        "battle_start",
        "phase",
        "netted",
        "attack",
        "hq_immune",
        "explode",
        "medic",
        "hq_damage",
        "removed",
        "wounded",
        "battle_end",
        "choice",
    }
)


def split_battles(events: Sequence[Event]) -> list[list[Event]]:
    """The battles among ``events``: each from its ``battle_start`` to its ``battle_end``."""
    out: list[list[Event]] = []
    current: list[Event] | None = None
    for e in events:
        if e.kind == "battle_start":
            current = [e]
        elif current is not None:
            current.append(e)
            if e.kind == "battle_end":
                out.append(current)
                current = None
    return out


def _hex(ref: object) -> Hex | None:
    if isinstance(ref, dict) and isinstance(ref.get("hex"), str):
        return Hex.parse(ref["hex"])
    return None


def _hexes(data: Mapping[str, Any], key: str) -> list[Hex]:
    """The hexes of the pieces an event's data names under ``key``: one piece or a list of them."""
    refs = data.get(key)
    found = [_hex(ref) for ref in (refs if isinstance(refs, list) else [refs])]
    return [h for h in found if h is not None]


#: the data keys of the acting pieces and of the pieces they act on, by battle event kind
_ACTS: dict[str, tuple[str, str]] = {
    "attack": ("attacker", "target"),
    "hq_immune": ("attacker", "target"),
    "explode": ("tile", "targets"),
    "medic": ("medic", "target"),
    "netted": ("by", "tile"),
}


@dataclass(frozen=True)
class Frame:
    """What the board shows at one step of a battle."""

    attackers: list[Hex]
    targets: list[Hex]
    removed: list[Hex]
    hq_hp: list[int]
    phase: int | None
    text: str
    #: damage on the surviving tough tiles so far (hex label -> damage), over what they started with
    wounds: dict[str, int] = field(default_factory=dict)


def frames(battle: Sequence[Event]) -> list[Frame]:
    """One frame per event: who acts on whom, what is gone so far, the wounds, the HQ hit points, the phase."""
    out: list[Frame] = []
    removed: list[Hex] = []
    wounds: dict[str, int] = {}
    hp: list[int] = list(battle[0].data.get("hq_hp", [])) if battle else []
    phase: int | None = None
    for e in battle:
        d = e.data
        attackers: list[Hex] = []
        targets: list[Hex] = []
        if e.kind == "phase":
            phase = int(d["phase"])
        elif e.kind in _ACTS:
            acting, acted_on = _ACTS[e.kind]
            attackers, targets = _hexes(d, acting), _hexes(d, acted_on)
        elif e.kind == "removed":
            h = _hex(d)
            if h is not None:
                removed = [*removed, h]
                targets = [h]
        elif e.kind == "wounded":
            h = _hex(d)
            if h is not None:
                wounds = {**wounds, str(h): int(d["damage"])}
                targets = [h]
        elif e.kind == "hq_damage":
            p = int(d["player"]) - 1
            if 0 <= p < len(hp):
                hp = [*hp]
                hp[p] = int(d["hp"])
        elif e.kind == "battle_end":
            hp = list(d.get("hq_hp", hp))
        out.append(Frame(attackers, targets, list(removed), list(hp), phase, e.text, wounds))
    return out


def board_at(start: PositionModel, frame: Frame) -> PositionModel:
    """The battle's starting board without the tiles removed so far, with the wounds and the HQ
    hit points then."""
    gone = {str(h) for h in frame.removed}
    players = [
        p.model_copy(update={"hq_hp": frame.hq_hp[i]}) if i < len(frame.hq_hp) else p
        for i, p in enumerate(start.players)
    ]
    tiles = [
        t.model_copy(update={"damage": frame.wounds[t.hex]}) if t.hex in frame.wounds else t
        for t in start.tiles
        if t.hex not in gone
    ]
    return start.model_copy(update={"tiles": tiles, "players": players})


def start_board(battle: Sequence[Event], base: PositionModel) -> PositionModel:
    """The board a battle starts from, as its ``battle_start`` event records it; ``base`` gives the
    players (armies, hands) and the board kind."""
    data = battle[0].data if battle and battle[0].kind == "battle_start" else {}
    board = data.get("board")
    if not isinstance(board, list):
        return base
    tiles = [PlacedTile(hex=h, tile=t, player=p, rotation=r, damage=d) for h, t, p, r, d in board]
    hq = data.get("hq_hp") or []
    players = [
        pl.model_copy(update={"hq_hp": max(0, hq[i])}) if i < len(hq) and pl.hq_hp is not None else pl
        for i, pl in enumerate(base.players)
    ]
    return base.model_copy(update={"tiles": tiles, "players": players})


def battle_starts(first: PositionModel, battles: Sequence[Sequence[Event]]) -> list[PositionModel]:
    """The board each of several battles fought one after the other starts from: the first from
    ``first``, each later one from the end of the battle before."""
    out: list[PositionModel] = []
    start = first
    for b in battles:
        out.append(start)
        fs = frames(b)
        if fs:
            start = board_at(start, fs[-1])
    return out


class BattlePlayback(StepPlayback):
    """The explanation list with step, phase and play controls (the shared
    :class:`~editor.player.playback.StepPlayback`); emits the frame to show."""

    frame_shown = Signal(object)

    def __init__(self) -> None:
        super().__init__("nh.battle")
        self.frames: list[Frame] = []
        self.title = QLabel(tr("No battle yet"))
        self.title.setObjectName("nh.battle.title")
        self.title.setStyleSheet("font-weight: bold;")
        self.title.setWordWrap(True)  # long titles wrap instead of widening the panel and squeezing the board
        self.top.addWidget(self.title)
        self.phase_label = QLabel("")
        self.phase_label.setObjectName("nh.battle.phase")
        self.phase_label.setWordWrap(True)
        self.top.addWidget(self.phase_label)
        self.play_button.setToolTip(tr("Play the battle step by step"))
        self.battle_choice = QComboBox()
        self.battle_choice.setObjectName("nh.battle.choice")
        self.battle_choice.setToolTip(tr("Replay an earlier battle"))
        self.bottom.addWidget(self.battle_choice)
        self.step_shown.connect(self._frame)

    # -- loading
    def load(self, battle: Sequence[Event], title: str, *, play: bool = True) -> None:
        self.stop()
        self.frames = frames(battle)
        self.title.setText(title)
        steps = [PlaybackStep(e.text, header=e.kind in ("phase", "battle_start", "battle_end")) for e in battle]
        self.set_steps(steps, play=play)

    def clear(self) -> None:
        self.frames = []
        super().clear()
        self.title.setText(tr("No battle yet"))
        self.phase_label.setText("")

    def _frame(self, index: int) -> None:
        if not 0 <= index < len(self.frames):
            return
        f = self.frames[index]
        phase = (
            tr("Initiative phase {phase}").format(phase=f.phase)
            if f.phase is not None
            else tr("Before the first phase")
        )
        hp = ", ".join(tr("player {number}: {hp}").format(number=i + 1, hp=v) for i, v in enumerate(f.hq_hp))
        self.phase_label.setText(
            tr("{phase} — HQ hit points {hp} — step {value} of {count}").format(
                phase=phase, hp=hp, value=index + 1, count=len(self.frames)
            )
        )
        self.frame_shown.emit(f)
