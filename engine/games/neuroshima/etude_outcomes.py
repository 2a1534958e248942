"""Every way a position can end: the outcome of each of the solver's lines, for the generator.

The solver (:mod:`engine.games.neuroshima.solver`) answers "which lines win"; a generator first
needs "how far does each line get": how much damage it deals to the enemy HQ, how many hit points
the solver's HQ keeps, how many enemy units stay on the board. :func:`survey` walks every line of
an etude whose enemy HQ cannot die (its hit points are raised to :data:`SURVEY_HP`) and returns one
:class:`Outcome` per line end, the final battle's choices taken max-min (the solver's best, the
opponent's worst). A goal cut to one outcome makes that line the only solution, which the solver
then proves (the survey is a guide, not a proof: with the HQ able to die a line may end sooner).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from engine.content.library import ContentLibrary
from engine.games.neuroshima.etude_config import LINE, OPPONENT, OVER, SOLVER
from engine.games.neuroshima.etude_goals import enemy_tiles
from engine.games.neuroshima.etude_play import EtudeState, etude_state
from engine.games.neuroshima.etude_search import Line, inert_key
from engine.games.neuroshima.models.etude import Etude, EtudeSide, VictoryCondition, VictoryKind

#: the enemy HQ's hit points while surveying: more than any line can deal
SURVEY_HP = 99

#: ``(damage to the enemy HQ, the solver's HQ hit points left, -enemy units left)``: bigger is better
Score = tuple[int, int, int]


class SurveyStopped(Exception):
    """The survey ran past its deadline or its node budget."""


@dataclass(frozen=True)
class Outcome:
    """Where one of the solver's lines ends, and what it achieves at best against the opponent."""

    line: Line
    line_end: Hashable
    enemy_damage: int
    own_hp: int
    enemy_units: int

    @property
    def score(self) -> Score:
        return (self.enemy_damage, self.own_hp, -self.enemy_units)


def survey_etude(etude: Etude) -> Etude:
    """``etude`` with an enemy HQ that cannot die and the plain goal, for :func:`survey`."""
    return etude.model_copy(
        update={
            "opponent": EtudeSide(army=etude.opponent.army, hq_hp=SURVEY_HP),
            "victory": [VictoryCondition(kind=VictoryKind.DESTROY_ENEMY_HQ)],
            "solutions": [],
        }
    )


class Surveyor:
    """One survey: memo tables by the search key of a state."""

    def __init__(
        self, deadline: float | None = None, tick: Callable[[], None] | None = None, max_nodes: int | None = None
    ) -> None:
        self.deadline = deadline
        self.tick = tick
        self.max_nodes = max_nodes
        self.nodes = 0
        self.lines_memo: dict[Hashable, dict[Hashable, tuple[Line, Score]]] = {}
        self.value_memo: dict[Hashable, Score] = {}
        #: final battles by the board without the solver's inert tiles (see :func:`inert_key`)
        self.final_memo: dict[Hashable, Score] = {}
        self.reach_cache: dict[Hashable, frozenset[int]] = {}

    def _count(self) -> None:
        self.nodes += 1
        if self.nodes & 63 == 0:
            if self.max_nodes is not None and self.nodes > self.max_nodes:
                raise SurveyStopped
            if self.deadline is not None and time.perf_counter() > self.deadline:
                raise SurveyStopped
            if self.tick is not None:
                self.tick()

    def lines(self, st: EtudeState) -> dict[Hashable, tuple[Line, Score]]:
        """Line end -> (the shortest line reaching it, its best score), from ``st``."""
        self._count()
        if st.phase != LINE:
            return {st.line_end: ((), self.value(st))}
        key = st.search_key()
        hit = self.lines_memo.get(key)
        if hit is not None:
            return hit
        out: dict[Hashable, tuple[Line, Score]] = {}
        moves = st.moves(reduced=True)
        if st.mover() == SOLVER:
            for a in moves:
                child = st.fork()
                child.advance(a)
                for end, (tail, score) in self.lines(child).items():
                    line = (a, *tail)
                    old = out.get(end)
                    if old is None or len(line) < len(old[0]):
                        out[end] = (line, score)
        else:
            # the opponent chooses inside the line: the branch where the solver's best is worst
            worst: tuple[Score, Line, dict[Hashable, tuple[Line, Score]]] | None = None
            for a in moves:
                child = st.fork()
                child.advance(a)
                sub = self.lines(child)
                best = max((s for _, s in sub.values()), default=(-1, -1, -99))
                if worst is None or best < worst[0]:
                    worst = (best, (a,), sub)
            if worst is not None:
                out = {end: ((*worst[1], *tail), s) for end, (tail, s) in worst[2].items()}
        self.lines_memo[key] = out
        return out

    def value(self, st: EtudeState) -> Score:
        """The best score the solver is sure of after his line: max over his choices in battles,
        min over the opponent's."""
        self._count()
        if st.phase == OVER:
            return self._score(st)
        if st.final_battle_due():
            # a tile that reaches nothing and is reached by nothing changes no battle: one fight per
            # board without such tiles
            reduced = inert_key(st, self.reach_cache)
            if reduced is not None:
                known = self.final_memo.get(reduced)
                if known is not None:
                    return known
            child = st.fork()
            child.fight_final_battle()
            res = self.value(child)
            if reduced is not None:
                self.final_memo[reduced] = res
            return res
        key = st.search_key()
        hit = self.value_memo.get(key)
        if hit is not None:
            return hit
        values = []
        for a in st.moves(reduced=True):
            child = st.fork()
            child.advance(a)
            values.append(self.value(child))
        res = max(values) if st.mover() == SOLVER else min(values)
        self.value_memo[key] = res
        return res

    @staticmethod
    def _score(st: EtudeState) -> Score:
        hp = st.pos.hq_hp
        return (SURVEY_HP - max(hp[OPPONENT], 0), max(hp[SOLVER], 0), -len(enemy_tiles(st.pos)))


def survey(
    etude: Etude,
    library: ContentLibrary,
    *,
    deadline: float | None = None,
    tick: Callable[[], None] | None = None,
    max_nodes: int | None = None,
) -> list[Outcome]:
    """Every line end of ``etude`` (played with an enemy HQ that cannot die) with its best score,
    best first. Raises :class:`SurveyStopped` past ``deadline`` (a ``time.perf_counter()`` value) or
    ``max_nodes`` (a budget that, unlike a deadline, stops at the same place on any machine);
    ``tick`` is called every 64 nodes (it may raise to cancel)."""
    root = etude_state(survey_etude(etude), library).fork()
    root.hold_final_battle = True
    found = Surveyor(deadline, tick, max_nodes).lines(root)
    out = [Outcome(line, end, s[0], s[1], -s[2]) for end, (line, s) in found.items()]
    out.sort(key=lambda o: (o.score, -len(o.line)), reverse=True)
    return out


__all__ = ["SURVEY_HP", "Outcome", "Score", "SurveyStopped", "Surveyor", "survey", "survey_etude"]
