"""The AND-OR search over an etude that the solver and the etude's opponent both use.

The solver's moves (which pool tile, in which order, where, with which rotation, on which targets,
and his own choices inside battles) are "there is"; the opponent's choices (where a pushed tile
goes, his medics and Clown, his reply with ``opponent_next``) are "for all". :class:`Searcher`
answers "can the solver still win from here" (:meth:`Searcher.wins`, which the opponent of a played
etude asks to find his refutation, :meth:`Searcher.refutation`) and "which lines win"
(:meth:`Searcher.lines`, for :func:`engine.games.neuroshima.solver.solve`).

It searches any state with the etude's search interface (:class:`SearchState`, which
:class:`~engine.games.neuroshima.etude_play.EtudeState` is), so the etude state can ask it without
the two modules importing each other. See :mod:`engine.games.neuroshima.solver` for the pruning.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Hashable
from typing import Protocol, Self

from engine.core.errors import WarbenchError
from engine.core.game import Action
from engine.core.message import Message
from engine.games.neuroshima.catalog import HQ
from engine.games.neuroshima.etude_config import LINE, OPPONENT, OVER, SOLVER
from engine.games.neuroshima.placement import geos_of
from engine.games.neuroshima.position import Position

Progress = Callable[[int, int, str], None]
Line = tuple[Action, ...]

#: the progress callback is called at least this often (seconds of work)
PROGRESS_EVERY = 0.04
#: most strategies counted under one opponent choice when no ``max_solutions`` is given
MAX_STRATEGIES = 100_000


class SearchState(Protocol):
    """What the search asks of an etude state (see :class:`~engine.games.neuroshima.etude_play.EtudeState`)."""

    pos: Position
    phase: int
    result: bool | None
    line_end: Hashable | None

    def fork(self) -> Self: ...

    def advance(self, action: Action) -> None: ...

    def mover(self) -> int: ...

    def moves(self, reduced: bool = False) -> list[Action]: ...

    def search_key(self) -> Hashable: ...

    def board_key(self) -> tuple[int, ...]: ...

    def final_battle_due(self) -> bool: ...

    def fight_final_battle(self) -> None: ...


#: Positions the search for the opponent's reply may visit (a few seconds): the etude's limits on
#: his hand and plays keep every reply of a standard board well within it.
REPLY_NODE_BUDGET = 60_000


class SearchStopped(Exception):
    """Enough solutions found (``max_solutions``) or the node budget (``max_nodes``) spent."""


class ReplyTooLargeError(WarbenchError):
    """An etude whose opponent has more replies than the engine can weigh in reasonable time;
    ``said`` says so as a message (an etude's check shows it in the reader's language)."""

    said: Message

    def __init__(self, max_nodes: int) -> None:
        super().__init__(Message("nh-reply-too-large", nodes=max_nodes))


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
            raise SearchStopped
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
            raise SearchStopped

    # ------------------------------------------------------------------ can the solver still win?

    def wins(self, st: SearchState) -> tuple[bool, Line]:
        """Whether the solver wins from ``st`` whatever the opponent does, and his moves on the line
        where the opponent always takes his first move (how the etude's opponent answers when
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

    def _final_battle(self, st: SearchState) -> tuple[bool, Line]:
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

    def refutation(self, st: SearchState) -> Action:
        """The opponent's answer in ``st``: the first of his moves after which the solver cannot
        win, else his first move. Raises :class:`ReplyTooLargeError` when the node budget
        (``max_nodes``) runs out first."""
        moves = st.moves(reduced=True)
        try:
            for a in moves:
                child = st.fork()
                child.advance(a)
                if not self.wins(child)[0]:
                    return a
        except SearchStopped:
            raise ReplyTooLargeError(self.max_nodes or 0) from None
        return moves[0]

    # ------------------------------------------------------------------ every solution

    def lines(self, st: SearchState, prefix: Line | None = ()) -> list[tuple[Hashable, Line]]:
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

    def _expand(self, st: SearchState, prefix: Line | None) -> list[tuple[Hashable, Line]]:
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
        the one of the first branch (what the etude's opponent plays when nothing refutes)."""
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


def inert_key(st: SearchState, reach_cache: dict[Hashable, frozenset[int]] | None = None) -> Hashable | None:
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
