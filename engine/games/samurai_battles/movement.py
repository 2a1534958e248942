"""Phase 3: where ordered units and leaders may move (rules/000 §9, §22)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.core.message import Message
from engine.games.samurai_battles.board import BASELINE_HALF, EDGE_HALF
from engine.games.samurai_battles.pieces import ESCAPED, Leader, Unit
from engine.games.samurai_battles.ruleset import MOVE_IMPASSABLE, MOVE_STOP

if TYPE_CHECKING:
    from engine.games.samurai_battles.state import SBState


def unit_move_allowance(u: Unit) -> int:
    if u.no_move:
        return 0
    return u.move_allow if u.move_allow >= 0 else u.type.move


def _reach(s: SBState, start: int, allow: int, step: Callable[[int], tuple[bool, bool]]) -> dict[int, int]:
    """Hexes within ``allow`` moves of ``start`` -> hexes moved, breadth first; ``step(h)`` says
    whether the mover may end on ``h`` and whether it may go on through it."""
    neighbours = s.field.neighbours
    out: dict[int, int] = {}
    seen = {start}
    frontier = [start]
    for d in range(1, allow + 1):
        nxt: list[int] = []
        for h in frontier:
            for j in neighbours[h]:
                if j in seen:
                    continue
                seen.add(j)
                may_end, go_on = step(j)
                if may_end:
                    out[j] = d
                if go_on:
                    nxt.append(j)
        frontier = nxt
    return out


def unit_destinations(s: SBState, u: Unit) -> dict[int, int]:
    """Reachable hexes of an ordered unit -> hexes moved (rules/000 §9.1).

    A unit never passes through another unit or a lone enemy leader, stops on stop terrain,
    never enters impassable terrain or half hexes (baseline half hexes only by scenario rule),
    and may end on a lone friendly leader it can merge with (cavalry: a mounted leader only)."""
    allow = unit_move_allowance(u)
    if allow <= 0:
        return {}
    kinds = s.field.kind
    terrain = s.terrain
    unit_at = s.unit_at
    leader_at = s.leader_at
    baseline_ok = "baseline_movement" in s.rs.special
    has_leader = u.leader >= 0 and not s.leaders[u.leader].detached

    def step(j: int) -> tuple[bool, bool]:
        k = kinds[j]
        if k == EDGE_HALF or (k == BASELINE_HALF and not baseline_ok) or unit_at[j] >= 0:
            return False, False
        t = terrain[j]
        if t.movement == MOVE_IMPASSABLE:
            return False, False
        la = leader_at[j]
        if la >= 0:
            lead = s.leaders[la]
            # SB rules: a unit may end on a lone friendly leader and must stop to merge (L459-476)
            return lead.side == u.side and not has_leader and s.can_lead(lead, u), False
        return True, t.movement != MOVE_STOP

    return _reach(s, u.hex, allow, step)


def leader_allowance(lead: Leader) -> int:
    return lead.move_allow if lead.move_allow >= 0 else lead.kind.move


def leader_may_end(s: SBState, lead: Leader, h: int) -> bool:
    """Whether ``lead`` may end a move or a retreat on ``h``: an empty hex, or a friendly
    leaderless unit he can lead (rules/000 §9.2, §13.1)."""
    ui = s.unit_at[h]
    if ui < 0:
        return s.leader_at[h] < 0
    un = s.units[ui]
    return un.leader < 0 and s.can_lead(lead, un)


def leader_destinations(s: SBState, lead: Leader) -> dict[int, int]:
    """Reachable end hexes of an ordered lone (or detaching) leader -> hexes moved (rules/000 §9.2).

    He may pass through friendly units and leaders, never through enemies; he may end on an
    empty hex, on a friendly leaderless unit he can lead, or on a half hex of his own baseline
    (he leaves the battle: no banner to the enemy)."""
    f = s.field
    kinds = f.kind
    terrain = s.terrain
    own_baseline = s.rs.edges[lead.side]
    baseline_ok = "baseline_movement" in s.rs.special

    def step(j: int) -> tuple[bool, bool]:
        k = kinds[j]
        if k == EDGE_HALF:
            return False, False
        if k == BASELINE_HALF:
            if f.baseline[j] == own_baseline:
                return True, False  # SB rules: escape off his own baseline, 1 hex of movement (L530-538)
            if not baseline_ok:
                return False, False
        t = terrain[j]
        if t.movement == MOVE_IMPASSABLE:
            return False, False
        side = s.side_at(j)
        if side >= 0 and side != lead.side:
            return False, False
        return leader_may_end(s, lead, j), t.movement != MOVE_STOP

    return _reach(s, lead.hex, leader_allowance(lead), step)


def do_unit_move(s: SBState, u: Unit, to: int, dist: int) -> None:
    frm = u.hex
    s.move_unit(u, to)
    u.moved = dist
    u.move_done = True
    t = s.terrain[to]
    if t.movement == MOVE_STOP and not (s.opt.ford_advance == "after_entering" and "ford" in t.names):
        # SB rules: no momentum advance after moving onto stop terrain (L1239-1243; A10 for fords)
        u.stop_entered = True
    if not t.battle_on_entry:
        u.no_battle = True  # SB rules: no battle on the turn it enters a village or ravine (L1840, L1889)
    if u.leader >= 0:
        lead = s.leaders[u.leader]
        if lead.ordered and not lead.move_done and lead.hex == to and frm != to:
            lead.move_done = True  # merged into this unit: no move-join-move (L473-476)
    s.note_step("move", "sb-move", u, frm, to, unit=s.unit_said(u), count=dist, terrain=s.terrain_said(to))


def do_leader_move(s: SBState, lead: Leader, to: int, dist: int) -> None:
    frm = lead.hex
    lead.moved = dist
    lead.move_done = True
    if s.field.kind[to] == BASELINE_HALF and s.field.baseline[to] == s.rs.edges[lead.side]:
        s.remove_leader(lead, ESCAPED)
        s.note("escape", Message("sb-leader-escapes", leader=s.leader_said(lead), hex=s.label(to)))
        return
    s.move_leader(lead, to)
    ui = s.unit_at[to]
    if ui >= 0:
        un = s.units[ui]
        if un.ordered and not un.move_done:
            un.move_done = True  # the leader may not join and move on with the unit (L518-520)
    s.note_step("move", "sb-leader-move", lead, frm, to, leader=s.leader_said(lead), count=dist)
