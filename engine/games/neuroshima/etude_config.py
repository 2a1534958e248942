"""An etude compiled for play: the start position, the pool and the opponent's hand as tile codes,
the rules, and the shared action objects the etude states hand out."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.content.base import CheckContext
from engine.content.io import ContentError
from engine.content.issues import Severity
from engine.content.library import ContentLibrary
from engine.core.game import Action
from engine.games.neuroshima.actions import Place
from engine.games.neuroshima.convert import position_from_model
from engine.games.neuroshima.decisions import Decision
from engine.games.neuroshima.models.etude import Etude
from engine.games.neuroshima.models.rules import Rules
from engine.games.neuroshima.position import Position


class EtudeError(ContentError):
    """An etude that cannot be played: its checks report errors."""


@dataclass(eq=False)
class EtudeConfig:
    """An etude compiled for play: the start position, the pool and the hand as tile codes, the
    rules, and shared action objects."""

    etude: Etude
    rules: Rules
    start: Position
    pool: tuple[int, ...]
    hand: tuple[int, ...]
    plays: int
    hq_start: tuple[int, ...]
    #: per tile code: the smallest number of 60-degree turns that maps the tile onto itself
    period: tuple[int, ...]
    _place: dict[int, list[list[Place]]] = field(default_factory=dict)

    def place_actions(self, code: int) -> list[list[Place]]:
        """``[hex][rot]`` -> the shared :class:`Place` action of one tile type."""
        table = self._place.get(code)
        if table is None:
            tid = self.start.catalog.types[code].id
            table = [[Place(tid, hx, r) for r in range(6)] for hx in self.start.board.hexes]
            self._place[code] = table
        return table


def compile_etude(etude: Etude, library: ContentLibrary) -> EtudeConfig:
    """The runtime form of an etude; raises :class:`EtudeError` listing its errors."""
    lib = library
    errors = [i for i in etude.check_structure(CheckContext(library=lib)) if i.severity is Severity.ERROR]
    if errors:
        raise EtudeError(errors)
    start = position_from_model(etude.to_position(), lib)
    cat = start.catalog
    on = etude.opponent_next
    return EtudeConfig(
        etude=etude,
        rules=etude.rules.compile(),
        start=start,
        pool=tuple(cat.code(t) for t in etude.pool),
        hand=tuple(cat.code(t) for t in on.hand) if on is not None else (),
        plays=on.plays if on is not None else 0,
        hq_start=(etude.solver.hq_hp, etude.opponent.hq_hp),
        period=tuple(t.rotation_period for t in cat.types),
    )


@dataclass(frozen=True)
class EtudePending:
    """An effect waiting for a choice; re-run from the state's position with ``choices``."""

    kind: str
    args: tuple[int, ...]
    choices: tuple[Action, ...]
    decision: Decision
    then: str
    reason: str = ""
