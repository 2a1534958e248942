"""An etude's victory conditions judged on a position (rules/002 §7; models/etude.py): whether each
holds, and in words why. Player 1 (seat 0) is the solver, player 2 (seat 1) the opponent."""

from __future__ import annotations

from engine.core.message import Message
from engine.games.neuroshima.catalog import HQ
from engine.games.neuroshima.etude_config import OPPONENT, SOLVER
from engine.games.neuroshima.explain import tile_said
from engine.games.neuroshima.models.etude import VictoryCondition, VictoryKind
from engine.games.neuroshima.position import Position


def enemy_tiles(pos: Position) -> list[int]:
    """Hexes of the opponent's units and modules (his HQ does not count)."""
    types = pos.catalog.types
    return [h for h in pos.tiles_of(OPPONENT) if types[pos.tile[h]].kind != HQ]


def goal_met(v: VictoryCondition, pos: Position, hq_start: tuple[int, ...]) -> bool:
    """Whether condition ``v`` holds on ``pos``; ``hq_start`` are the HQ hit points the etude began with."""
    hp = pos.hq_hp
    n = v.value or 0
    kind = v.kind
    if kind is VictoryKind.DESTROY_ENEMY_HQ:
        return hp[OPPONENT] <= 0
    if kind is VictoryKind.ENEMY_HQ_DAMAGE_AT_LEAST:
        return hq_start[OPPONENT] - hp[OPPONENT] >= n
    if kind is VictoryKind.ENEMY_HQ_BELOW:
        return hp[OPPONENT] < n
    if kind is VictoryKind.OWN_HQ_AT_LEAST:
        return hp[SOLVER] >= n
    return not enemy_tiles(pos)


def goal_status(v: VictoryCondition, pos: Position, hq_start: tuple[int, ...]) -> tuple[bool, Message]:
    """Whether condition ``v`` holds on ``pos``, and the figures that say so (a message)."""
    own, enemy = pos.hq_hp[SOLVER], pos.hq_hp[OPPONENT]
    n = v.value or 0
    kind = v.kind
    if kind is VictoryKind.DESTROY_ENEMY_HQ:
        why = Message("nh-goal-why-enemy-hq-left", hp=max(enemy, 0))
    elif kind is VictoryKind.ENEMY_HQ_DAMAGE_AT_LEAST:
        why = Message("nh-goal-why-enemy-hq-damage", damage=hq_start[OPPONENT] - enemy, n=n)
    elif kind is VictoryKind.ENEMY_HQ_BELOW:
        why = Message("nh-goal-why-enemy-hq-below", hp=max(enemy, 0), n=n)
    elif kind is VictoryKind.OWN_HQ_AT_LEAST:
        why = Message("nh-goal-why-own-hq", hp=max(own, 0), n=n)
    else:
        left = enemy_tiles(pos)
        why = Message(
            "nh-goal-why-enemy-tiles", count=len(left), tiles=tuple(tile_said(pos.describe_tile(h)) for h in left)
        )
    return goal_met(v, pos, hq_start), why
