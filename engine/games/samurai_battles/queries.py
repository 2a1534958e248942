"""Engine queries for the editor, the player GUI, the CLI and the agents: orderable units per
section, reachable hexes, fire and melee targets with dice counts, and line of sight with the
line, the blocking hexes and why they block. All take a live :class:`SBState`; pieces and hexes
are named by their scenario ids and ``"r,dx"`` labels."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.message import Message
from engine.games.samurai_battles.actions import Detach, Order
from engine.games.samurai_battles.board import SECTION_BITS
from engine.games.samurai_battles.combat_math import (
    fire_targets,
    melee_dice,
    melee_targets,
    target_hex,
    target_id,
)
from engine.games.samurai_battles.movement import leader_destinations, unit_destinations
from engine.games.samurai_battles.pieces import Unit

if TYPE_CHECKING:
    from engine.games.samurai_battles.state import SBState


def _unit(s: SBState, ident: str) -> Unit:
    found = s.piece(ident)
    if found is None or found[0] != "u":
        raise ValueError(f"{ident!r} is not a unit of this battle")
    return s.units[found[1]]


def pieces_in_section(s: SBState, player: int, section: str) -> list[str]:
    """Ids of ``player``'s units and lone leaders in ``section`` (left/center/right, as that player
    sees the field); a hex cut by a section line counts for both sections (rules/000 §3.1)."""
    bit = SECTION_BITS[section]
    secs = s.field.sections[s.rs.edges[player]]
    out = [u.id for u in s.units if u.hex >= 0 and u.side == player and secs[u.hex] & bit]
    out += [
        lead.id
        for lead in s.leaders
        if lead.hex >= 0 and lead.side == player and lead.unit < 0 and secs[lead.hex] & bit
    ]
    return out


def orderable_now(s: SBState) -> list[str]:
    """Pieces the current Command card lets the active player order next (empty outside phase 2)."""
    out = []
    for a in s.legal_actions():
        if isinstance(a, Order):
            out.append(a.piece)
        elif isinstance(a, Detach):
            out.append(a.leader)
    return out


def reachable_hexes(s: SBState, piece: str) -> dict[str, int]:
    """Hexes an ordered unit or leader could move to now -> hexes moved (ignores whether it is
    ordered, so the editor can preview any piece)."""
    found = s.piece(piece)
    if found is None:
        raise ValueError(f"{piece!r} is not a piece of this battle")
    kind, idx = found
    if kind == "u":
        dests = unit_destinations(s, s.units[idx])
    else:
        dests = leader_destinations(s, s.leaders[idx])
    return {s.label(h): d for h, d in sorted(dests.items())}


def fire_options(s: SBState, unit: str) -> list[tuple[str, int]]:
    """Targets ``unit`` could fire at from where it stands, with the dice it would roll."""
    u = _unit(s, unit)
    return [(target_id(s, t), n) for t, n in fire_targets(s, u)]


def melee_options(s: SBState, unit: str) -> list[tuple[str, int]]:
    """Adjacent enemies ``unit`` could melee, with its dice (without inspiration)."""
    u = _unit(s, unit)
    return [(target_id(s, t), melee_dice(s, u, target_hex(s, t))[0]) for t in melee_targets(s, u)]


@dataclass(frozen=True)
class LosReport:
    clear: bool
    #: centres of the two hexes (hex-radius units, y down), for drawing the line
    start: tuple[float, float]
    end: tuple[float, float]
    #: blocking hexes -> why they block
    blocking: dict[str, Message]
    #: hexes the line runs along (edge rule, rules/000 §11.1)
    edge_hexes: tuple[str, ...]
    #: why it is clear or blocked, as a message
    reason: Message | None


def blocker_reason(s: SBState, h: int) -> Message:
    """What on hex ``h`` blocks a line of sight, as a message."""
    ui = s.unit_at[h]
    if ui >= 0:
        u = s.units[ui]
        return Message("sb-los-unit", unit=s.unit_said(u), army=s.army_said(u.side))
    li = s.leader_at[h]
    if li >= 0:
        return Message("sb-los-leader", leader=s.leader_said(s.leaders[li]), army=s.army_said(s.leaders[li].side))
    if s.field.kind[h] == 1:
        return Message("sb-los-edge-half")
    t = s.terrain[h]
    if t.hill_level and not t.blocks_los:
        return Message("sb-los-hill", height=t.hill_level)
    return Message("sb-los-terrain", terrain=s.terrain_said(h))


def line_of_sight(s: SBState, frm: str, to: str) -> LosReport:
    """Line of sight from hex ``frm`` to hex ``to`` as the game judges it (rules/000 §11.1):
    units and leaders, blocking terrain, edge half hexes and hills block (a same-height hill next
    to a firer on a hill does not); the end hexes never block; a line along hex edges is blocked
    only with blockers on both sides."""
    a = s.field.parse(frm)
    b = s.field.parse(to)
    mask = s.blocking_mask(a, b)
    res = s.field.los_explain(a, b, mask, s.opt.los_edge_rule == "per_pair")
    blocking = {}
    for hx in res.blocked_by:
        h = s.field.hex_index[hx]
        blocking[s.label(h)] = blocker_reason(s, h)
    edge = tuple(s.label(s.field.hex_index[hx]) for hx in res.edge_hexes)
    return LosReport(res.clear, s.field.centre(a), s.field.centre(b), blocking, edge, res.reason)


def all_pairs_los(s: SBState) -> dict[tuple[int, int], bool]:
    """Line of sight between every ordered pair of full hexes (firer, target) for the current
    position, computed with the geometry module's vectorised all-pairs query; pairs whose firer
    stands on a hill (the same-height exception depends on the firer) are checked one by one."""
    f = s.field
    full = f.full
    hexes = f.hexes
    hills = _hill_hexes(s)
    base_mask = s.blocking_mask(full[0], full[0])
    for i in hills:
        base_mask |= 1 << i
    blockers = [hexes[i] for i in range(len(hexes)) if base_mask >> i & 1]
    sym = f.los.all_pairs(blockers, hexes=[hexes[i] for i in full])
    index = f.hex_index
    out: dict[tuple[int, int], bool] = {}
    for ha, hb, clear in sym.pairs():
        a, b = index[ha], index[hb]
        out[(a, b)] = clear
        out[(b, a)] = clear
    per_pair = s.opt.los_edge_rule == "per_pair"
    either = s.opt.hill_los_exception == "either_end"
    for a in hills:
        if not f.is_full(a):
            continue
        mask = s.blocking_mask(a, a)
        if mask == base_mask and not either:
            continue  # no same-height hill next to this firer: the shared answer holds
        for b in full:
            if a != b:
                m = s.blocking_mask(a, b) if either else mask
                out[(a, b)] = f.los_clear(a, b, m, per_pair)
                if either:
                    out[(b, a)] = f.los_clear(b, a, s.blocking_mask(b, a), per_pair)
    if per_pair:
        for key, clear in list(out.items()):
            if not clear:
                out[key] = f.los_clear(key[0], key[1], s.blocking_mask(*key), True)
    return out


def _hill_hexes(s: SBState) -> list[int]:
    return [i for i, t in enumerate(s.terrain) if t.hill_level > 0]
