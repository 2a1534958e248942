"""An etude compiled for play: the start position, the pool and the opponent's hand as tile codes,
the rules and the shared action objects; and the names of an etude's sides and phases."""

from __future__ import annotations

from dataclasses import dataclass

from engine.content.base import CheckContext
from engine.content.io import ContentError
from engine.content.issues import Severity
from engine.content.library import ContentLibrary
from engine.games.neuroshima.config import PlayConfig
from engine.games.neuroshima.convert import position_from_model
from engine.games.neuroshima.models.etude import Etude
from engine.games.neuroshima.position import Position

#: the sides: player 1 (seat 0) solves, player 2 (seat 1) is the opponent; nobody moves once it is over
SOLVER, OPPONENT, NOBODY = 0, 1, -1
#: the phases of an etude: the solver's line, the opponent's reply, the final battle, over
LINE, REPLY, FINAL, OVER = 0, 1, 2, 3
PHASE_NAMES = ("line", "reply", "final_battle", "over")


class EtudeError(ContentError):
    """An etude that cannot be played: its checks report errors."""


@dataclass(eq=False, kw_only=True)
class EtudeConfig(PlayConfig):
    """An etude compiled for play: the start position, the pool and the hand as tile codes."""

    etude: Etude
    start: Position
    pool: tuple[int, ...]
    hand: tuple[int, ...]
    plays: int
    hq_start: tuple[int, ...]


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
        catalog=cat,
        board=start.board,
        start=start,
        pool=tuple(cat.code(t) for t in etude.pool),
        hand=tuple(cat.code(t) for t in on.hand) if on is not None else (),
        plays=on.plays if on is not None else 0,
        hq_start=(etude.solver.hq_hp, etude.opponent.hq_hp),
    )
