"""Building small etudes for the tests, and a plain exhaustive search to check the solver against.

Hexes are axial ``"q,r"``; directions 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW; a tile's rotation is the
direction its front faces.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Sequence
from typing import Any

from engine.core.game import Action
from engine.games.neuroshima.etude_play import LINE, OVER, SOLVER, EtudeState
from engine.games.neuroshima.models.etude import Etude, OpponentNext

TileSpec = tuple[Any, ...]  # (hex, tile id, player, rotation=0, damage=0)


def make_etude(
    solver: tuple[str, int],
    opponent: tuple[str, int],
    tiles: Sequence[TileSpec],
    pool: Sequence[str],
    choose: int = 1,
    victory: Sequence[tuple[str, int | None]] = (("destroy_enemy_hq", None),),
    opponent_next: tuple[Sequence[str], int] | None = None,
    **kwargs: Any,
) -> Etude:
    placed = []
    for spec in tiles:
        hx, tid, player, *rest = spec
        placed.append(
            {
                "hex": hx,
                "tile": tid,
                "player": player,
                "rotation": rest[0] if rest else 0,
                "damage": rest[1] if len(rest) > 1 else 0,
            }
        )
    return Etude.model_validate(
        {
            "id": "test",
            "solver": {"army": solver[0], "hq_hp": solver[1]},
            "opponent": {"army": opponent[0], "hq_hp": opponent[1]},
            "tiles": placed,
            "pool": list(pool),
            "choose": choose,
            "victory": [{"kind": k, "value": v} for k, v in victory],
            "opponent_next": None
            if opponent_next is None
            else OpponentNext(hand=list(opponent_next[0]), plays=opponent_next[1]).model_dump(),
            **kwargs,
        }
    )


def plain_wins(st: EtudeState) -> bool:
    """Whether the solver wins from ``st``: every move, every rotation, no memo."""
    if st.phase == OVER:
        return bool(st.result)
    outcomes = (plain_wins(_after(st, a)) for a in st.moves())
    return any(outcomes) if st.mover() == SOLVER else all(outcomes)


def _after(st: EtudeState, action: Action) -> EtudeState:
    child = st.fork()
    child.advance(action)
    return child


def plain_solutions(st: EtudeState) -> set[Hashable]:
    """The final keys of every solution, by plain exhaustive search (every rotation, no memo): the
    position where the solver's line ends, or for a choice of the opponent's one key per branch."""
    if st.phase != LINE:
        return {st.line_end} if plain_wins(st) else set()
    branches = []
    for a in st.moves():
        child = st.fork()
        child.advance(a)
        branches.append(plain_solutions(child))
    if st.mover() == SOLVER:
        return set().union(*branches)
    if not all(branches):
        return set()
    if len(branches) == 1:
        return branches[0]
    return {("for_all", combo) for combo in itertools.product(*(sorted(b, key=repr) for b in branches))}
