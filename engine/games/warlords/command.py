"""The command phase (rules/003 §3.2, L333-L370): the command menu of each side (the roll and
the budget are in ``budget``): leader moves, orders for each unit
(phase 1 and phase 2), standing orders, sacred banners, reserves, withdrawals, sabotage and the
general flight. A side's choices are secret until both have given their orders."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.game import Action
from engine.core.message import Message
from engine.games.warlords import said
from engine.games.warlords.actions import (
    Done,
    EnterReserve,
    GeneralFlight,
    Lead,
    Program,
    RaiseBanner,
    Sabotage,
    SelectUnit,
    Standing,
    Target,
    Withdraw,
    made,
)
from engine.games.warlords.board import DIR_NAMES, NORTH, RICE
from engine.games.warlords.budget import (
    CODE_KIND,
    Budget,
    kind_of,
    orders_from_roll,
    pair_cost,
)
from engine.games.warlords.decisions import gm_decision
from engine.games.warlords.orders import (
    Prog,
    describe,
    is_advance,
    movement_order,
    orders_cost,
    parse,
    phase_options,
)
from engine.games.warlords.pieces import FIELD, LEADER_ONLY, RESERVE, SHOOTER_ONLY, STANDING_ORDERS, Leader, Unit
from engine.games.warlords.shinobi import SABOTAGES, sabotage_possible, sabotage_targets
from engine.games.warlords.stages import Stage

if TYPE_CHECKING:
    from engine.games.warlords.state import WLState
    from engine.games.warlords.world import World


def leader_places(w: World, side: int, lead_idx: int) -> list[str]:
    """Where a leader may go at the start of the command phase (L276-L283): from the HQ to any
    unit or the reserve; from a unit to an adjacent unit (corners too), the HQ or the reserve;
    from the reserve to the HQ or a unit."""
    lead = w.b.leaders[lead_idx]
    st = w.b.sides[side]
    if lead.moved or lead.locked or lead.where not in ("hq", "unit", "reserve"):
        return []
    hq_ok = st.hq >= 0 and not st.hq_destroyed
    units = [u for u in w.b.units if u.side == side and u.status == FIELD]
    out = []
    if lead.where == "hq":
        out += [w.label(u.cell) for u in units]
        out.append("reserve")
    elif lead.where == "unit":
        here = w.b.units[lead.unit]
        out += [w.label(u.cell) for u in units if u.idx != here.idx and w.adjacent8(u.cell, here.cell)]
        if hq_ok:
            out.append("hq")
        out.append("reserve")
    else:
        if hq_ok:
            out.append("hq")
        out += [w.label(u.cell) for u in units]
    return out


# --------------------------------------------------------------------------- standing orders


def standing_options(s: WLState, u: Unit, *, free: bool, budget: Budget | None = None) -> list[tuple[str, bool]]:
    """Standing orders that may be given (``True``) or cancelled (``False``) to ``u``: leader
    orders only with a leader in the unit, fire orders only for shooters, Keep advancing and
    Keep retreating not in a turn with a movement order (L419-L440)."""
    if u.status != FIELD or u.fleeing:
        return []
    w = s.world()
    if not free and budget is None:
        budget = s.budget(u.side)
    affordable = free or (budget is not None and budget.can(u.idx, 1))
    if not affordable:
        return []
    standing = u.standing
    # in the rule book's order, not the set's: legal actions come in the same order in every process
    out: list[tuple[str, bool]] = [(kind, False) for kind in STANDING_ORDERS if kind in standing]
    led = w.leader_orders(u)
    moving = any(p is not None and movement_order(p) for p in u.orders)
    for kind in STANDING_ORDERS:
        if kind in standing:
            continue
        if kind in LEADER_ONLY and not led:
            continue
        if kind in SHOOTER_ONLY and not u.type.shooter:
            continue
        if kind in _MARCHES and (moving or _MARCHES & standing):
            continue  # not in the same turn as a movement order (L426)
        if kind in _FIRE and _FIRE & standing:
            continue
        out.append((kind, True))
    return out


_MARCHES = frozenset({"keep_advancing", "keep_retreating"})
_FIRE = frozenset({"defensive_fire", "hold_fire"})


def apply_standing(s: WLState, u: Unit, kind: str, on: bool, *, free: bool) -> None:
    if on:
        u.standing = u.standing | {kind}
        if kind == "hold_at_any_cost":
            first = u.orders[0]
            if first is not None and first[0] == "move" and any(a != "L" and a != "R" for a in first[1]):
                u.hold_from_phase = 2
                u.hold_cell = _end_cell(s, u, first)
            else:
                u.hold_from_phase = 1
    else:
        u.standing = u.standing - {kind}
    if not free:
        u.cost += 1


def _end_cell(s: WLState, u: Unit, prog: tuple[object, ...]) -> int:
    w = s.world()
    c, f = u.cell, u.facing
    for a in prog[1]:  # type: ignore[attr-defined]
        if a in ("L", "R"):
            f = (f + (3 if a == "L" else 1)) % 4
            continue
        d = {"A": f, "B": (f + 2) % 4, "SL": (f + 3) % 4, "SR": (f + 1) % 4}[a]
        n = w.nb[c][d]
        c = n if n >= 0 else c
    return c


# --------------------------------------------------------------------------- the command stage


def _units_to_order(s: WLState, side: int, budget: Budget) -> list[Unit]:
    w = s.world()
    out = []
    for u in w.b.units:
        if u.side != side or u.status != FIELD or u.ordered:
            continue
        if u.fleeing and w.forest(u.cell) and not u.phoenix_free:
            continue
        if budget.can(u.idx, 1):
            out.append(u)
    return out


def _rice_start(s: WLState, u: Unit) -> bool:
    return u.start_cell >= 0 and s.board.terrain[u.start_cell] == RICE


def _program_options(s: WLState, u: Unit, phase: int) -> list[Action]:
    """The programs ``u`` may be given for ``phase`` now: those of :func:`phase_options` that the
    side's budget still pays for."""
    w = s.world()
    first = s_stage_p1(s) if phase == 2 else None
    fleeing = u.fleeing and not u.phoenix_free
    known = s.command_options
    key = (u.idx, phase, first, fleeing)
    opts = known.get(key)
    if opts is None:
        was = u.fleeing
        u.fleeing = fleeing
        try:
            codes = phase_options(w, u, phase, first, _rice_start(s, u))
        finally:
            u.fleeing = was
        first_kind = kind_of(first)
        opts = known[key] = [
            (
                pair_cost(first_kind, k) if phase == 2 else (0 if k == "none" else 1),
                made(Program, code),
            )
            for code in codes
            for k in (CODE_KIND.get(code, "other"),)
        ]
    spare = s.budget(u.side).spare(u.idx)
    return [a for cost, a in opts if cost <= spare]


def s_stage_p1(s: WLState) -> Prog | None:
    p1: Prog | None = s.stages[-1].p1
    return p1


def _own(w: World, side: int, ident: str) -> Unit:
    u = w.unit_by_id(side, ident)
    if u is None:
        raise ValueError(f"side {side + 1} has no unit {ident!r}")
    return u


def command_legal(s: WLState, st: Stage) -> list[Action]:
    w = s.world()
    side = st.seat
    if st.sub == "leaders":
        out: list[Action] = [Done("leaders")]
        for lead in w.b.leaders:
            if lead.side == side:
                out += [made(Lead, lead.id, p) for p in leader_places(w, side, lead.idx)]
        if w.commander(side) is not None and not any(lead.moved for lead in w.b.leaders if lead.side == side):
            out.append(GeneralFlight())  # the army commander's order, given before any other (L666)
        return out
    if st.sub in ("p1", "p2"):
        u = w.b.units[st.unit]
        return _program_options(s, u, 1 if st.sub == "p1" else 2)
    if st.sub == "target":
        return [made(Target, w.label(c)) for c in _target_cells(s, st)]
    if st.sub == "standing":
        u = w.b.units[st.unit]
        return [Done("unit")] + [made(Standing, u.id, kind, on) for kind, on in standing_options(s, u, free=False)]
    if st.sub == "flight":
        return [GeneralFlight(), Done("flight")]
    if st.sub == "dragon":
        u = w.b.units[st.unit]
        out = []
        for ph in (1, 2):
            out += [made(Program, f"D{ph}:G:{DIR_NAMES[d]}") for d in range(4) if d != u.facing]
            for code, d in (
                ("A", u.facing),
                ("B", (u.facing + 2) % 4),
                ("SL", (u.facing + 3) % 4),
                ("SR", (u.facing + 1) % 4),
            ):
                if w.can_step(u.cell, w.nb[u.cell][d]):
                    out.append(made(Program, f"D{ph}:{code}"))
        return out
    out = [Done("command")]
    budget = s.budget(side)
    for u in _units_to_order(s, side, budget):
        out.append(made(SelectUnit, u.id))
    for u in w.b.units:
        if u.side != side:
            continue
        if (
            u.status == FIELD
            and u.banner
            and not u.banner_spent
            and not u.banner_raised
            and not u.fleeing
            and not u.allied
        ):
            out.append(made(RaiseBanner, u.id))
        if u.status == FIELD and u.figures < 4 and not u.fleeing and not u.ordered and not u.withdrawing:
            out.append(made(Withdraw, u.id))
    out += [made(EnterReserve, u.id) for u in reserve_candidates(s, side, budget)]
    sst = w.b.sides[side]
    kinds: list[str] | None = None  # the sabotages with a target: the same for every service, found once
    for sid, mode, left in sst.shinobi:
        if mode != "sabotage":
            continue
        pending = sum(1 for t in sst.sabotage_orders if t[0] == sid)
        if left - pending > 0:
            if kinds is None:
                kinds = [kind for kind in SABOTAGES if sabotage_possible(w, side, kind)]
            out += [made(Sabotage, sid, kind) for kind in kinds]
    return out


def reserve_candidates(s: WLState, side: int, budget: Budget | None = None) -> list[Unit]:
    """Reserve units that may come in this turn: from turn 2, turn 3 on difficult approaches
    (L311, L757); scattered units after their 3 turns (L637); withdrawn units never (L354)."""
    w = s.world()
    first = 2
    if w.board.difficult_approaches is not None and w.b.sides[side].half == w.board.difficult_approaches:
        first = 3
    if w.b.turn < first:
        return []
    entering = {i for i, _ in w.b.sides[side].entering}
    if not (budget or s.budget(side)).can(extra_entries=1):
        return []
    return [
        u
        for u in w.b.units
        if u.side == side
        and u.status == RESERVE
        and not u.reserve_final
        and u.reserve_from <= w.b.turn
        and u.idx not in entering
    ]


def entry_cells(w: World, side: int) -> list[int]:
    """Where a reserve may come in (L313-L314): at least 2 empty cells from every enemy unit the side
    can see, at most 5 empty cells sideways from the HQ, at least one line further back than the HQ."""
    st = w.b.sides[side]
    if st.hq < 0:
        return []
    hq = w.board.xy(st.hq)
    back = -1 if st.half != NORTH else 1
    enemies = [v.cell for v in w.b.units if v.side != side and v.status == FIELD and w.level(side, v)]
    taken = {c for _, c in st.entering}
    out = []
    for i, c in enumerate(w.board.cells):
        if w.b.unit_at[i] >= 0 or w.impassable(i) or i in taken:
            continue
        if abs(c.x - hq.x) - 1 > 5:
            continue
        if (c.y - hq.y) * back < 1:
            continue
        far = True
        for e in enemies:
            d = w.board.chebyshev(i, e) if w.opts.reserve_enemy_distance == "chebyshev" else w.board.manhattan(i, e)
            if d < 3:
                far = False
                break
        if far:
            out.append(i)
    return out


def _target_cells(s: WLState, st: Stage) -> list[int]:
    w = s.world()
    if st.pending == "enter":
        return entry_cells(w, st.seat)
    kind = st.pending.split(":")[2]
    return sabotage_targets(w, st.seat, kind)


def command_act(s: WLState, st: Stage, a: Action) -> None:
    w = s.world()
    side = st.seat
    secret = frozenset({side, s.gm_seat})
    if isinstance(a, Done) and a.step == "leaders":
        st.sub = "menu"
        return
    if isinstance(a, Lead):
        lead = w.leader_by_id(side, a.leader)
        assert lead is not None
        move_leader(s, lead, a.place)
        return
    if isinstance(a, Program) and st.sub == "dragon":
        u = w.b.units[st.unit]
        phase = int(a.code[1])
        prog = parse(w, side, "D:" + a.code[3:])
        u.dragon = (phase, prog)
        s.note(
            "order",
            Message("wl-log-dragon-order", unit=u.id, phase=phase, order=describe(w, u, prog)),
            visible_to=secret,
        )
        st.sub = "menu"
        st.unit = -1
        return
    if isinstance(a, Program):
        u = w.b.units[st.unit]
        p = parse(w, side, a.code)
        if st.sub == "p1":
            st.p1 = p
            st.sub = "p2"
            return
        p1 = st.p1
        cost = orders_cost(u, p1, p)
        give_orders(s, u, p1, p, cost)
        st.p1 = None
        if standing_options(s, u, free=False):
            st.sub = "standing"  # then its standing orders (L419)
        else:
            st.sub = "menu"
            st.unit = -1
        return
    if isinstance(a, Done) and a.step == "unit":
        st.sub = "menu"
        st.unit = -1
        return
    if isinstance(a, SelectUnit):
        u = _own(w, side, a.unit)
        st.unit = u.idx
        st.sub = "p1"
        return
    if isinstance(a, Standing):
        u = _own(w, side, a.unit)
        # 'Advance at any cost!' may bring its Advance in the same order (L439)
        included = a.on and a.order == "advance_at_any_cost" and any(is_advance(p) for p in u.orders)
        apply_standing(s, u, a.order, a.on, free=included)
        s.note(
            "order",
            Message("wl-log-standing", unit=u.id, on="yes" if a.on else "no", order=said.standing(a.order)),
            visible_to=secret,
        )
        return
    if isinstance(a, RaiseBanner):
        u = _own(w, side, a.unit)
        u.banner_raised = True
        s.note(
            "banner_raised", Message("wl-log-banner-raised", unit=u.id, banner=said.banner(u.banner)), visible_to=secret
        )
        if u.banner == "dragon":
            st.sub = "dragon"
            st.unit = u.idx
        elif u.banner == "phoenix":
            phoenix_question(s, u)
        return
    if isinstance(a, EnterReserve):
        u = _own(w, side, a.unit)
        st.sub = "target"
        st.pending = "enter"
        st.unit = u.idx
        return
    if isinstance(a, Sabotage):
        st.sub = "target"
        st.pending = f"sabotage:{a.service}:{a.kind}"
        return
    if isinstance(a, Target):
        cell = s.board.parse(a.cell)
        sst = w.b.sides[side]
        if st.pending == "enter":
            sst.entering = (*sst.entering, (st.unit, cell))
            sst.reserve_entries += 1
            s.note(
                "reserve_order",
                Message("wl-log-reserve-order", unit=w.b.units[st.unit].id, cell=a.cell),
                visible_to=secret,
            )
        else:
            _, sid, kind = st.pending.split(":")
            sst.sabotage_orders = (*sst.sabotage_orders, (sid, kind, cell))
            s.note(
                "sabotage_order",
                Message("wl-log-sabotage-order", shinobi=sid, sabotage=Message("wl-sabotage-" + kind), cell=a.cell),
                visible_to=secret,
            )
        st.sub = "menu"
        st.pending = ""
        st.unit = -1
        return
    if isinstance(a, Withdraw):
        u = _own(w, side, a.unit)
        u.withdrawing = True
        s.note("withdraw", Message("wl-log-withdraw", unit=u.id), visible_to=secret)
        return
    if isinstance(a, Done) and a.step == "flight":
        st.sub = "leaders"
        return
    if isinstance(a, GeneralFlight) and st.sub != "flight":
        st.sub = "flight"  # the order to flee is confirmed before it is given
        return
    if isinstance(a, GeneralFlight):
        w.b.sides[side].general_flight = True
        s.note("general_flight_order", Message("wl-log-general-flight-order"), visible_to=secret)
        st.sub = "done"
        return
    if isinstance(a, Done) and a.step == "command":
        st.sub = "done"
        return
    raise ValueError(f"unexpected action {a}")


def give_orders(s: WLState, u: Unit, p1: Prog | None, p2: Prog | None, cost: int) -> None:
    """Record a unit's orders for the turn and what they cancel (L420, L426-L440, L370)."""
    w = s.world()
    u.orders = (p1, p2)
    u.ordered = True
    u.cost += cost
    moves = [p for p in (p1, p2) if p is not None and movement_order(p)]
    if p1 is not None and movement_order(p1):
        u.standing = u.standing - {"keep_advancing", "keep_retreating"}
    for p in moves:
        steps = p[0] == "move" and any(a in ("A", "B", "SL", "SR") for a in p[1])
        if steps and "hold_at_any_cost" in u.standing and "hold_at_any_cost" in u.standing_before:
            u.standing = u.standing - {"hold_at_any_cost"}
        if p[0] == "regroup" or (p[0] == "move" and any(a in ("B", "SL", "SR") for a in p[1])):
            u.standing = u.standing - {"advance_at_any_cost"}
    if moves:
        u.crab = False
    if s.verbose:  # (the text is all a quiet state would throw away)
        s.note(
            "order",
            Message("wl-log-orders", unit=u.id, first=describe(w, u, p1), second=describe(w, u, p2), cost=cost),
            visible_to=frozenset({u.side, s.gm_seat}),
        )


def move_leader(s: WLState, lead: object, place: str) -> None:
    assert isinstance(lead, Leader)
    w = s.world()
    secret = frozenset({lead.side, s.gm_seat})
    before = lead.where
    came_from_unit = before == "unit"
    lead.moved = True
    side = s.b.sides[lead.side]
    if before == "hq" and side.hq_general_used and lead.idx == side.commander:
        # the HQ's bonuses need the commander to stay in it (L235): the general's +1 is lost
        side.hq_general_used = False
        side.roll_total -= 1
        side.roll_mod -= 1
        side.budget = orders_from_roll(side.stake or "low", side.roll_total) + side.cunning
        for other in s.b.leaders:
            if other.side == lead.side and other.where == "hq" and other.idx != lead.idx:
                other.locked = False
        s.note(
            "hq_general_lost",
            Message("wl-log-hq-general-lost", leader=lead.id, roll=side.roll_total, orders=side.budget),
            visible_to=secret,
            side=lead.side,
        )
    if place == "hq":
        lead.where, lead.unit, lead.arrived = "hq", -1, before
    elif place == "reserve":
        lead.where, lead.unit, lead.arrived = "reserve", -1, before
    else:
        u = w.unit(s.board.parse(place))
        assert u is not None
        lead.where, lead.unit, lead.arrived = "unit", u.idx, before
        if lead.warlord and came_from_unit:
            default = "yes" if s.prep.rules.warlord_bonus_from_adjacent_unit else "no"
            d = gm_decision(
                "warlord_adjacent_bonus",
                Message("wl-q-warlord-adjacent-bonus", leader=lead.id, unit=u.id),
                ["yes", "no"],
                default,
                leader=lead.id,
            )
            s.push_gm(d, secret, leader=lead.idx)
    s.note(
        "leader_move",
        Message("wl-log-leader-move", leader=lead.id, frm=said.place(before), to=said.place(place)),
        visible_to=secret,
    )


def phoenix_question(s: WLState, u: Unit) -> None:
    w = s.world()
    st = w.b.sides[u.side]
    hq_ok = st.hq >= 0 and not st.hq_destroyed
    default = s.prep.rules.phoenix_banner_at if hq_ok else "unit"
    options = ["hq", "unit"] if hq_ok else ["unit"]
    d = gm_decision(
        "phoenix_center",
        Message("wl-q-phoenix-center", unit=u.id),
        options,
        default,
        unit=u.id,
    )
    s.push_gm(d, frozenset({u.side, s.gm_seat}), unit=u.idx)


def set_phoenix(s: WLState, u: Unit, where: str) -> None:
    """The Phoenix banner's area: its centre cell and the cells around it (L367); each own unit
    there gets a free ordinary order and may be ordered even while fleeing."""
    w = s.world()
    center = w.b.sides[u.side].hq if where == "hq" else u.cell
    u.phoenix_cell = center
    cells = {center, *w.board.adjacent8(center)}
    for v in w.b.units:
        if v.side == u.side and v.status == FIELD and v.cell in cells:
            v.phoenix_free = True
