"""Phase 3: where ordered units and leaders may move (rules/000 §9, §22)."""

from __future__ import annotations

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


def unit_destinations(s: SBState, u: Unit) -> dict[int, int]:
    """Reachable hexes of an ordered unit -> hexes moved (rules/000 §9.1).

    A unit never passes through another unit or a lone enemy leader, stops on stop terrain,
    never enters impassable terrain or half hexes (baseline half hexes only by scenario rule),
    and may end on a lone friendly leader it can merge with (cavalry: a mounted leader only)."""
    allow = unit_move_allowance(u)
    if allow <= 0:
        return {}
    f = s.field
    kinds = f.kind
    terrain = s.terrain
    unit_at = s.unit_at
    leader_at = s.leader_at
    baseline_ok = "baseline_movement" in s.rs.special
    has_leader = u.leader >= 0 and not s.leaders[u.leader].detached
    out: dict[int, int] = {}
    seen = {u.hex}
    frontier = [u.hex]
    for d in range(1, allow + 1):
        nxt: list[int] = []
        for h in frontier:
            for j in f.neighbours[h]:
                if j in seen:
                    continue
                seen.add(j)
                k = kinds[j]
                if k == EDGE_HALF or (k == BASELINE_HALF and not baseline_ok):
                    continue
                if unit_at[j] >= 0:
                    continue
                t = terrain[j]
                if t.movement == MOVE_IMPASSABLE:
                    continue
                la = leader_at[j]
                if la >= 0:
                    lead = s.leaders[la]
                    # SB rules: a unit may end on a lone friendly leader and must stop to merge (L459-476)
                    if lead.side == u.side and not has_leader and s.can_lead(lead, u):
                        out[j] = d
                    continue
                out[j] = d
                if t.movement != MOVE_STOP:
                    nxt.append(j)
        frontier = nxt
    return out


def leader_allowance(lead: Leader) -> int:
    return lead.move_allow if lead.move_allow >= 0 else lead.kind.move


def leader_destinations(s: SBState, lead: Leader) -> dict[int, int]:
    """Reachable end hexes of an ordered lone (or detaching) leader -> hexes moved (rules/000 §9.2).

    He may pass through friendly units and leaders, never through enemies; he may end on an
    empty hex, on a friendly leaderless unit he can lead, or on a half hex of his own baseline
    (he leaves the battle: no banner to the enemy)."""
    allow = leader_allowance(lead)
    f = s.field
    kinds = f.kind
    terrain = s.terrain
    own_baseline = s.rs.edges[lead.side]
    baseline_ok = "baseline_movement" in s.rs.special
    out: dict[int, int] = {}
    seen = {lead.hex}
    frontier = [lead.hex]
    for d in range(1, allow + 1):
        nxt: list[int] = []
        for h in frontier:
            for j in f.neighbours[h]:
                if j in seen:
                    continue
                seen.add(j)
                k = kinds[j]
                if k == EDGE_HALF:
                    continue
                if k == BASELINE_HALF:
                    if f.baseline[j] == own_baseline:
                        out[j] = d  # SB rules: escape off his own baseline, 1 hex of movement (L530-538)
                        continue
                    if not baseline_ok:
                        continue
                t = terrain[j]
                if t.movement == MOVE_IMPASSABLE:
                    continue
                side = s.side_at(j)
                if side >= 0 and side != lead.side:
                    continue
                ui = s.unit_at[j]
                end_ok = False
                if ui < 0:
                    end_ok = s.leader_at[j] < 0
                else:
                    un = s.units[ui]
                    end_ok = un.leader < 0 and s.can_lead(lead, un)
                if end_ok:
                    out[j] = d
                if t.movement != MOVE_STOP:
                    nxt.append(j)
        frontier = nxt
    return out


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
    s.note(
        "move",
        Message(
            "sb-move", unit=s.unit_said(u), count=dist, frm=s.label(frm), to=s.label(to), terrain=s.terrain_said(to)
        ),
        piece=u.id,
        side=u.side,
        frm=s.label(frm),
        to=s.label(to),
    )


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
    s.note(
        "move",
        Message("sb-leader-move", leader=s.leader_said(lead), count=dist, frm=s.label(frm), to=s.label(to)),
        piece=lead.id,
        side=lead.side,
        frm=s.label(frm),
        to=s.label(to),
    )
