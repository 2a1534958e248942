"""How hard an etude is, measured from the solver's own figures and calibrated on the bundled etudes.

The figures (:class:`DifficultyFigures`): the nodes the solver searched to prove the count (the
size of the puzzle's tree after its pruning), the tiles the solution plays, the choices the solver
makes inside battles (a Clown that keeps its temper, a Quartermaster's conversion), the Battle
tiles in the line, whether the opponent moves next, how many tempting first moves fail, and the
pool tiles the solution does not need (red herrings).

The score is a weighted sum (:data:`WEIGHTS`); the level 1-5 is the score cut at
:data:`LEVEL_CUTS`, the midpoints between the median scores of the bundled hand-made etudes of
each declared difficulty (:func:`calibrate` derives them; ``benchmarks/neuroshima_generator.py``
prints the Spearman rank correlation between the declared and the measured levels).
"""

from __future__ import annotations

import itertools
import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from engine.content.library import ContentLibrary
from engine.core.message import Message
from engine.games.neuroshima.etude_play import etude_state
from engine.games.neuroshima.models.etude import Etude
from engine.games.neuroshima.solver import Progress, Searcher, SolveResult, solve

#: weight of each figure in the score: log2(nodes), tiles played beyond the first, choices in
#: battles, Battle tiles in the line, the opponent's turn, log2(1 + failing first moves), red herrings
WEIGHTS = {
    "log_nodes": 0.5,
    "extra_tiles": 1.0,
    "battle_choices": 0.5,
    "battle_tiles": 0.5,
    "opponent_moves": 1.5,
    "log_failing_first_moves": 0.05,
    "red_herrings": 0.1,
}
#: score thresholds of levels 2, 3, 4 and 5 (from :func:`calibrate` on the bundled etudes)
LEVEL_CUTS = (4.3, 6.1, 8.27, 9.11)


@dataclass(frozen=True)
class DifficultyFigures:
    """What the solver measured on an etude with a unique solution."""

    nodes: int
    tiles_played: int
    battle_choices: int
    battle_tiles: int
    opponent_moves: bool
    first_moves: int
    failing_first_moves: int
    red_herrings: int

    @property
    def score(self) -> float:
        w = WEIGHTS
        return (
            w["log_nodes"] * math.log2(max(self.nodes, 1))
            + w["extra_tiles"] * max(self.tiles_played - 1, 0)
            + w["battle_choices"] * self.battle_choices
            + w["battle_tiles"] * self.battle_tiles
            + w["opponent_moves"] * self.opponent_moves
            + w["log_failing_first_moves"] * math.log2(1 + self.failing_first_moves)
            + w["red_herrings"] * self.red_herrings
        )

    @property
    def level(self) -> int:
        return level_of(self.score)

    def said(self) -> Message:
        """The figures as a message: the score, the level and what the score is made of."""
        return Message(
            "nh-figures",
            score=float(self.score),
            level=self.level,
            nodes=self.nodes,
            tiles=self.tiles_played,
            failing=self.failing_first_moves,
            first=self.first_moves,
            herrings=self.red_herrings,
        )

    def describe(self) -> str:
        """The figures in the current language."""
        return str(self.said())


def level_of(score: float, cuts: Sequence[float] = LEVEL_CUTS) -> int:
    """The difficulty 1-5 of a score."""
    return 1 + sum(score >= c for c in cuts)


def measure(
    etude: Etude,
    library: ContentLibrary,
    result: SolveResult | None = None,
    progress: Progress | None = None,
    searcher: Searcher | None = None,
) -> DifficultyFigures:
    """The solver's figures for ``etude`` (solved again unless its ``result`` is given). The
    solution measured is the recorded one when there is one, else the solver's first.
    ``progress`` is the solver's (an exception it raises stops the measuring); ``searcher`` is the
    one that found ``result``, whose memo spares fighting the same battles again."""
    if searcher is None:
        searcher = Searcher()
    res = result if result is not None else solve(etude, library, progress=progress, searcher=searcher)
    if not res.solutions:
        raise ValueError(f"etude {etude.id!r} has no solution to measure")
    game_steps = [s.steps for s in etude.solutions] or [res.solutions[0].notation()]
    steps = game_steps[0]
    tiles = [s for s in steps if s.split(" ", 1)[0] not in CHOICE_ACTIONS]
    root = etude_state(etude, library).fork()
    root.hold_final_battle = True
    searcher.progress = progress
    searcher.max_solutions = None
    moves = root.moves(reduced=True)
    failing = 0
    for a in moves:
        child = root.fork()
        child.advance(a)
        if not searcher.wins(child)[0]:
            failing += 1
    return DifficultyFigures(
        nodes=res.nodes,
        tiles_played=len(tiles),
        battle_choices=len(steps) - len(tiles),
        battle_tiles=sum(1 for s in tiles if s.startswith("battle ")),
        opponent_moves=etude.opponent_next is not None,
        first_moves=len(moves),
        failing_first_moves=failing,
        red_herrings=max(len(etude.pool) - len(tiles), 0),
    )


#: the solver's choices inside effects and battles (not tiles played from the pool)
CHOICE_ACTIONS = frozenset({"explode", "convert", "heal", "absorb", "push_to", "end"})


def calibrate(scored: Sequence[tuple[float, int]]) -> tuple[float, ...]:
    """Level cuts from ``(score, declared difficulty)`` pairs: the midpoint between the median
    scores of each two neighbouring declared levels (levels nobody declared are skipped)."""
    medians = {level: statistics.median(s for s, d in scored if d == level) for level in sorted({d for _, d in scored})}
    levels = sorted(medians)
    cuts: list[float] = []
    for lo, hi in itertools.pairwise(levels):
        mid = (medians[lo] + medians[hi]) / 2
        cuts.extend([round(mid, 2)] * (hi - lo))
    return tuple(cuts)


__all__ = ["LEVEL_CUTS", "WEIGHTS", "DifficultyFigures", "calibrate", "level_of", "measure"]
