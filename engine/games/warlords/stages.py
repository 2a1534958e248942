"""The decisions a battle waits for: a stage names the seat that decides and what it decides;
stages stack (a GM question asked in the middle of a side's command phase sits on top)."""

from __future__ import annotations

from typing import Any

from engine.games.warlords.decisions import Decision
from engine.games.warlords.pieces import Piece


class Stage(Piece):
    """One open decision. ``kind`` names it; the other fields are its progress."""

    def __init__(self, kind: str, seat: int, **fields: Any) -> None:
        self.kind = kind
        self.seat = seat
        #: sub-step of a multi-step decision (deployment: hq/units/shields; command: leaders/menu/p1/p2/target/dragon)
        self.sub = ""
        self.unit = -1
        self.p1: Any = None
        #: what a pending cell choice is for: "enter", "sabotage:<service>:<kind>"
        self.pending = ""
        self.index = 0
        self.decision: Decision | None = None
        #: what the stage has used up (units adjusted after reconnaissance, leaders placed)
        self.used: tuple[int, ...] = ()
        #: a GM question about a side's secret choices: the seats that may read its answer
        self.secret: tuple[int, ...] = ()
        for k, v in fields.items():
            if k not in self.__dict__:
                raise AttributeError(f"a stage has no field {k!r}")
            setattr(self, k, v)

    def __repr__(self) -> str:
        return f"Stage({self.kind}, seat {self.seat}, {self.sub})"
