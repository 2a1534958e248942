"""The etude solver: every line the rules allow, and a proof of how many solutions there are.

The search (:class:`~engine.games.neuroshima.etude_search.Searcher`) runs on
:class:`~engine.games.neuroshima.etude_play.EtudeState`, so it plays by exactly the rules the
player plays by. It is an AND-OR search: the solver's moves (which pool
tile, in which order, where, with which rotation, on which targets, and his own choices inside
battles) are "there is"; the opponent's choices (where a pushed tile goes, his medics and Clown,
his reply with ``opponent_next``) are "for all".

A solution is told apart by the position where the solver's line ends (the card's "position
before the final battle": the board, the HQ hit points and the tiles left unplayed). Where the
opponent chooses in the middle of the line, a solution is a strategy: one answer to each of his
choices, told apart by the positions of all its branches.

Pruning, none of which loses or invents a solution (tests compare it with a plain search):

- rotations that give a tile the same facing as a smaller rotation are not tried (an HQ, an
  all-round module or a three-way tile has fewer than six distinct facings);
- every state is memoised by a canonical key (board without instance ids and with rotations up to
  symmetry, HQ hit points, tiles left, choices made): lines that reach the same position in a
  different order, or through equivalent rotations, are searched once;
- after the line ends only "can the solver still win" matters, and the search stops at the first
  winning answer or the first refuting opponent move;
- tiles whose placement cannot matter to the final battle (:func:`inert_key`: they reach nothing
  and nothing reaches them) are left out of the board it is judged on, so a lost final battle is
  not fought again for each hex and facing such a tile could have (its positions stay distinct
  solutions when the battle is won).
"""

from __future__ import annotations

import time
from collections.abc import Hashable
from dataclasses import dataclass

from engine.content.library import ContentLibrary
from engine.core.game import Action
from engine.games.neuroshima.etude_play import EtudeState, etude_state
from engine.games.neuroshima.etude_search import (
    Line,
    Progress,
    Searcher,
    SearchStopped,
    inert_key,
    principal_key,
)
from engine.games.neuroshima.models.etude import Etude


@dataclass
class Solution:
    #: the solver's actions; ``[a.to_str() for a in steps]`` is what an etude records
    steps: list[Action]
    #: two lines are the same solution when they reach the same final position
    final_key: Hashable

    def notation(self) -> list[str]:
        return [a.to_str() for a in self.steps]


@dataclass
class SolveResult:
    #: distinct solutions, shortest first
    solutions: list[Solution]
    #: ``False`` when the search stopped early (``max_solutions`` reached)
    complete: bool
    nodes: int
    seconds: float

    @property
    def unique(self) -> bool:
        return self.complete and len(self.solutions) == 1


def solve(
    etude: Etude,
    library: ContentLibrary,
    *,
    max_solutions: int | None = None,
    progress: Progress | None = None,
    max_nodes: int | None = None,
    searcher: Searcher | None = None,
) -> SolveResult:
    """Search every line of ``etude`` and return its distinct solutions, shortest first.

    ``complete`` says whether the count is proven (``False`` when ``max_solutions`` or the node
    budget ``max_nodes`` stopped the search: the count is then a floor). ``progress(done, total,
    text)`` is called at least every ~50 ms of work; an exception it raises (a cancel) propagates
    out unchanged. A fresh ``searcher`` may be given to keep its memo tables for later questions
    about the same etude (its progress and limits are set here). Raises
    :class:`~engine.games.neuroshima.etude_play.EtudeError` for an etude with errors."""
    start = time.perf_counter()
    root = etude_state(etude, library).fork()
    root.hold_final_battle = True
    if searcher is None:
        searcher = Searcher()
    searcher.progress = progress
    searcher.max_solutions = max_solutions
    searcher.max_nodes = max_nodes
    if progress is not None:
        progress(0, 1000, "searching")
    complete = True
    try:
        found = dict(searcher.lines(root, ()))
    except SearchStopped:
        found = dict(searcher.found)
        complete = False
    if searcher.truncated:
        complete = False
    solutions = [Solution(list(line), fk) for fk, line in found.items()]
    solutions.sort(key=lambda s: (len(s.steps), s.notation()))
    if max_solutions is not None:
        solutions = solutions[:max_solutions]
    if progress is not None:
        progress(1000, 1000, f"{len(solutions)} solution(s), {searcher.nodes:,} nodes")
    return SolveResult(solutions, complete, searcher.nodes, time.perf_counter() - start)


def find_solution(result: SolveResult, played: EtudeState) -> int | None:
    """The index in ``result`` of the solution a played line is, or ``None`` when the line does not
    solve the etude (against the opponent's best answers)."""
    if not played.success():
        return None
    for i, s in enumerate(result.solutions):
        if principal_key(s.final_key) == played.line_end:
            return i
    return None


def hint(state: EtudeState) -> Action | None:
    """The solver's next move on a winning line from ``state`` (for a player who asks for a hint),
    or ``None`` when the etude can no longer be won from here or is over."""
    if state.is_terminal():
        return None
    ok, line = Searcher().wins(state.fork())
    return line[0] if ok and line else None


def play_line(etude: Etude, steps: list[str] | list[Action], library: ContentLibrary) -> EtudeState:
    """The etude after the solver's ``steps`` (objects or text notation), the opponent answering by
    himself. Raises :class:`~engine.core.errors.IllegalActionError` or a notation error."""
    st = etude_state(etude, library)
    for s in steps:
        st.apply(st.game.parse_action(s) if isinstance(s, str) else s)
    return st


__all__ = [
    "Line",
    "Progress",
    "Searcher",
    "Solution",
    "SolveResult",
    "find_solution",
    "hint",
    "inert_key",
    "play_line",
    "principal_key",
    "solve",
]
