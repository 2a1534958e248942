"""The etude solver: every line the rules allow, and a proof of how many solutions there are.

The search runs on :class:`~engine.games.neuroshima.etude_play.EtudeState`, so it plays by
exactly the rules the player plays by. It is an AND-OR search: the solver's moves (which pool
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

import itertools
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from engine.content.library import ContentLibrary
from engine.core.errors import WarbenchError
from engine.core.game import Action
from engine.games.neuroshima.catalog import HQ
from engine.games.neuroshima.etude_play import LINE, OPPONENT, OVER, SOLVER, EtudeState, etude_state
from engine.games.neuroshima.models.etude import Etude
from engine.games.neuroshima.placement import geos_of

Progress = Callable[[int, int, str], None]
Line = tuple[Action, ...]

#: the progress callback is called at least this often (seconds of work)
PROGRESS_EVERY = 0.04
#: most strategies counted under one opponent choice when no ``max_solutions`` is given
MAX_STRATEGIES = 100_000


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


#: Positions the search for the opponent's reply may visit (a few seconds): the etude's limits on
#: his hand and plays keep every reply of a standard board well within it.
REPLY_NODE_BUDGET = 60_000


class ReplyTooLargeError(WarbenchError):
    """An etude whose opponent has more replies than the engine can weigh in reasonable time."""


class _Stop(Exception):
    """Enough solutions found (``max_solutions``)."""


class Searcher:
    """One search over one etude, with its memo tables (reusable for several questions)."""

    def __init__(
        self, *, progress: Progress | None = None, max_solutions: int | None = None, max_nodes: int | None = None
    ) -> None:
        self.progress = progress
        self.max_solutions = max_solutions
        self.max_nodes = max_nodes
        self.nodes = 0
        self.wins_memo: dict[Hashable, tuple[bool, Line]] = {}
        self.lines_memo: dict[Hashable, list[tuple[Hashable, Line]]] = {}
        #: final battles won or lost, by board without inert tiles
        self.final_memo: dict[Hashable, bool] = {}
        self.reach_cache: dict[Hashable, frozenset[int]] = {}
        #: solutions found so far on lines the solver alone chose (early stop and progress)
        self.found: dict[Hashable, Line] = {}
        self.truncated = False
        self._frames: list[list[int]] = []
        self._last = time.perf_counter()

    # ------------------------------------------------------------------ bookkeeping

    def _tick(self) -> None:
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise _Stop
        if self.progress is not None:
            now = time.perf_counter()
            if now - self._last >= PROGRESS_EVERY:
                self._last = now
                self._report()

    def _report(self) -> None:
        assert self.progress is not None
        frac, scale = 0.0, 1.0
        for i, n in self._frames[:4]:
            scale /= max(n, 1)
            frac += i * scale
        self.progress(int(frac * 1000), 1000, f"{len(self.found)} solution(s) so far, {self.nodes:,} nodes")

    def _record(self, prefix: Line | None, results: list[tuple[Hashable, Line]]) -> None:
        if prefix is None or (self.progress is None and self.max_solutions is None and self.max_nodes is None):
            return
        for fk, suffix in results:
            line = prefix + suffix
            old = self.found.get(fk)
            if old is None or len(line) < len(old):
                self.found[fk] = line
        if self.max_solutions is not None and len(self.found) >= self.max_solutions:
            raise _Stop

    # ------------------------------------------------------------------ can the solver still win?

    def wins(self, st: EtudeState) -> tuple[bool, Line]:
        """Whether the solver wins from ``st`` whatever the opponent does, and his moves on the line
        where the opponent always takes his first move (how :class:`EtudeState` answers when
        nothing refutes)."""
        self._tick()
        if st.phase == OVER:
            return bool(st.result), ()
        if st.final_battle_due():
            return self._final_battle(st)
        key = st.search_key()
        hit = self.wins_memo.get(key)
        if hit is not None:
            return hit
        moves = st.moves(reduced=True)
        res: tuple[bool, Line] = (False, ())
        if st.mover() == SOLVER:
            for a in moves:
                child = st.fork()
                child.advance(a)
                ok, tail = self.wins(child)
                if ok:
                    res = (True, (a, *tail))
                    break
        else:
            first: Line = ()
            for i, a in enumerate(moves):
                child = st.fork()
                child.advance(a)
                ok, tail = self.wins(child)
                if not ok:
                    break
                if i == 0:
                    first = tail
            else:
                res = (True, first)
        self.wins_memo[key] = res
        return res

    def _final_battle(self, st: EtudeState) -> tuple[bool, Line]:
        """The final battle, known lost without fighting it when the same board without the solver's
        inert tiles (:func:`inert_key`) already lost."""
        reduced = inert_key(st, self.reach_cache)
        if reduced is not None and self.final_memo.get(reduced) is False:
            return False, ()
        child = st.fork()
        child.fight_final_battle()
        res = self.wins(child)
        if reduced is not None:
            self.final_memo[reduced] = res[0]
        return res

    def refutation(self, st: EtudeState) -> Action:
        """The opponent's answer in ``st``: the first of his moves after which the solver cannot
        win, else his first move. Raises :class:`ReplyTooLargeError` when the search budget
        (``max_nodes``) runs out first."""
        moves = st.moves(reduced=True)
        try:
            for a in moves:
                child = st.fork()
                child.advance(a)
                if not self.wins(child)[0]:
                    return a
        except _Stop:
            raise ReplyTooLargeError(
                f"the opponent's reply cannot be settled within {self.max_nodes:,} positions; "
                "give him fewer tiles or plays"
            ) from None
        return moves[0]

    # ------------------------------------------------------------------ every solution

    def lines(self, st: EtudeState, prefix: Line | None = ()) -> list[tuple[Hashable, Line]]:
        """Every solution from ``st``: ``(final key, the solver's moves)``, one shortest line per key.
        ``prefix`` is the line from the root when only the solver chose on the way (else ``None``)."""
        if st.phase != LINE:
            ok, tail = self.wins(st)
            res = [(st.line_end, tail)] if ok else []
            self._record(prefix, res)
            return res
        self._tick()
        key = st.search_key()
        hit = self.lines_memo.get(key)
        if hit is not None:
            self._record(prefix, hit)
            return hit
        res = self._expand(st, prefix)
        self.lines_memo[key] = res
        return res

    def _expand(self, st: EtudeState, prefix: Line | None) -> list[tuple[Hashable, Line]]:
        moves = st.moves(reduced=True)
        frame = [0, len(moves)]
        self._frames.append(frame)
        try:
            if st.mover() == SOLVER:
                best: dict[Hashable, Line] = {}
                for i, a in enumerate(moves):
                    frame[0] = i
                    child = st.fork()
                    child.advance(a)
                    sub = self.lines(child, None if prefix is None else (*prefix, a))
                    for fk, suffix in sub:
                        line = (a, *suffix)
                        old = best.get(fk)
                        if old is None or len(line) < len(old):
                            best[fk] = line
                return list(best.items())
            assert st.mover() == OPPONENT
            branches = []
            for i, a in enumerate(moves):
                frame[0] = i
                child = st.fork()
                child.advance(a)
                sub = self.lines(child, None)
                if not sub:
                    return []
                branches.append(sub)
            res = self._strategies(branches)
            self._record(prefix, res)
            return res
        finally:
            self._frames.pop()

    def _strategies(self, branches: list[list[tuple[Hashable, Line]]]) -> list[tuple[Hashable, Line]]:
        """Winning strategies against an opponent's choice: one solution per branch. The line shown is
        the one of the first branch (what :class:`EtudeState` plays when nothing refutes)."""
        if len(branches) == 1:
            return branches[0]
        limit = self.max_solutions if self.max_solutions is not None else MAX_STRATEGIES
        total = 1
        for b in branches:
            total *= len(b)
        if total > limit:
            self.truncated = True
        out: list[tuple[Hashable, Line]] = []
        for combo in itertools.islice(itertools.product(*branches), limit):
            out.append((("for_all", tuple(fk for fk, _ in combo)), combo[0][1]))
        return out


def solve(
    etude: Etude,
    library: ContentLibrary,
    *,
    max_solutions: int | None = None,
    progress: Progress | None = None,
    max_nodes: int | None = None,
) -> SolveResult:
    """Search every line of ``etude`` and return its distinct solutions, shortest first.

    ``complete`` says whether the count is proven (``False`` when ``max_solutions`` or the node
    budget ``max_nodes`` stopped the search: the count is then a floor). ``progress(done, total, text)`` is called at least every ~50 ms of work; an exception
    it raises (a cancel) propagates out unchanged. Raises
    :class:`~engine.games.neuroshima.etude_play.EtudeError` for an etude with errors."""
    start = time.perf_counter()
    root = etude_state(etude, library).fork()
    root.hold_final_battle = True
    searcher = Searcher(progress=progress, max_solutions=max_solutions, max_nodes=max_nodes)
    if progress is not None:
        progress(0, 1000, "searching")
    complete = True
    try:
        found = dict(searcher.lines(root, ()))
    except _Stop:
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


def inert_key(st: EtudeState, reach_cache: dict[Hashable, frozenset[int]] | None = None) -> Hashable | None:
    """The board as the final battle sees it: the solver's tiles that can neither act on a tile nor
    be acted on are left out, or ``None`` when there is no such tile.

    A tile is inert when no side of it (attacks in every direction and every hex down each line,
    as a Quartermaster may turn melee into a shot; nets; connections) reaches an enemy tile or,
    for connections, any tile, and no enemy tile reaches its hex (attacks, every line a shot or
    beam may travel, nets, connections, a Clown's blast). Such a tile may act in its phase, but it
    hits nothing, gives nothing, is never damaged and stops no shot (friendly tiles do not, rules/002
    §4.3), so the battle goes the same without it; only the position where it stands differs.
    ``reach_cache`` keeps what the opponent's tiles reach, by their placement."""
    pos = st.pos
    types = pos.catalog.types
    tile, owner = pos.tile, pos.owner
    geos = geos_of(pos)
    theirs = tuple((h, c, pos.rot[h]) for h, c in enumerate(tile) if c >= 0 and owner[h] == OPPONENT)
    reach = reach_cache.get(theirs) if reach_cache is not None else None
    if reach is None:
        hexes: set[int] = set()
        for h, c, _ in theirs:
            g = geos[h]
            assert g is not None
            for a in g.attacks:
                hexes.update(a[4])
            hexes.update(g.nets)
            hexes.update(g.links)
            if types[c].explode:
                hexes.update(x for x in pos.board.nbr[h] if x >= 0)
        reach = frozenset(hexes)
        if reach_cache is not None:
            reach_cache[theirs] = reach
    inert = []
    for h, c in enumerate(tile):
        if c < 0 or owner[h] != SOLVER or h in reach:
            continue
        tt = types[c]
        if tt.kind == HQ or tt.explode:
            continue
        g = geos[h]
        assert g is not None
        if any(tile[x] >= 0 for x in g.links):
            continue
        if any(tile[x] >= 0 and owner[x] == OPPONENT for x in g.nets):
            continue
        if any(tile[x] >= 0 and owner[x] == OPPONENT for a in g.attacks for x in a[4]):
            continue
        inert.append(h)
    if not inert:
        return None
    key = list(st.board_key())
    for h in inert:
        key[h] = -1
    return tuple(key), tuple(pos.hq_hp)


def principal_key(final_key: Hashable) -> Hashable:
    """The line end a solution's own line reaches (a strategy's first branch, all the way down)."""
    while isinstance(final_key, tuple) and len(final_key) == 2 and final_key[0] == "for_all":
        final_key = final_key[1][0]
    return final_key


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
