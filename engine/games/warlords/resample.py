"""Redrawing what a side cannot see (for the leak tests and for agents that look ahead): the
enemy units it knows only partly or not at all trade their hidden particulars among themselves,
the enemy's secret choices of the running turn (stake, orders, banners raised, leader moves,
reserves, withdrawals, sabotage) are replaced by other plausible ones, and so are its standing
orders and which units carry its sacred banners. The game master sees everything: nothing
changes for him."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.games.warlords.decisions import GM_SEAT
from engine.games.warlords.pieces import FIELD, FULL, PRESENCE, TYPE_KNOWN, UNSEEN, Unit

if TYPE_CHECKING:
    from engine.games.warlords.state import WLState

#: fields that stay with the slot (what the viewer sees), by what the viewer knows
KEEP_BASE = {"idx", "side", "seen", "scouted"}
KEEP_PLACED = KEEP_BASE | {
    "cell",
    "status",
    "start_cell",
    "hold_cell",
    "phoenix_cell",
    "out_reason",
    "fleeing",
    "flee_turn",
    "reserve_from",
    "reserve_final",
}
KEEP_TYPED = KEEP_PLACED | {"facing", "start_facing", "type"}

SECRET_TURN_STEPS = ("turn:stakes", "turn:rolls", "turn:rerolls", "turn:cunning", "turn:command")


def _canonical(value: object) -> str:
    """A text for ``value`` that equal values share whatever order their sets were built in."""
    if isinstance(value, dict):
        return "{" + ",".join(f"{k}:{_canonical(v)}" for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))) + "}"
    if isinstance(value, (set, frozenset)):
        return "{" + ",".join(sorted(_canonical(v) for v in value)) + "}"
    if isinstance(value, (list, tuple)):
        return "(" + ",".join(_canonical(v) for v in value) + ")"
    return repr(value)


def _swap_payloads(s: WLState, units: list[Unit], keep: set[str], rnd: random.Random) -> None:
    """Deal the hidden particulars of ``units`` among them at random. They are dealt from a
    canonical order (not from the order they hold now), so two states the viewer cannot tell
    apart give the same redraw for a seed: a searching agent's choice cannot depend on them."""
    if len(units) < 2:
        return
    # each payload keeps the index of the unit it came from, for the leaders that ride with it
    payloads = sorted(
        (({k: v for k, v in u.__dict__.items() if k not in keep}, u.idx) for u in units),
        key=lambda p: _canonical(p[0]),
    )
    order = list(range(len(units)))
    rnd.shuffle(order)
    remap = {}
    for u, j in zip(units, order):
        payload, came_from = payloads[j]
        remap[came_from] = u.idx
        u.__dict__.update(payload)
    for lead in s.b.leaders:
        if lead.unit in remap and lead.side == units[0].side:
            lead.unit = remap[lead.unit]
        if lead.shown_unit in remap and lead.side == units[0].side and "cell" not in keep:
            lead.shown_unit = remap[lead.shown_unit]


def resample(s: WLState, viewer: int, rnd: random.Random) -> WLState:
    """A state ``viewer`` cannot tell from ``s``, with everything hidden from it redrawn."""
    other = s.clone()
    if viewer == GM_SEAT or other.is_terminal():
        return other
    opp = 1 - viewer
    b = other.b
    w = other.world()
    classes: dict[tuple[object, ...], list[Unit]] = {}
    for u in b.units:
        if u.side != opp:
            continue
        lvl = w.level(viewer, u)
        if lvl == FULL:
            continue
        if not b.revealed:
            classes.setdefault(("all",), []).append(u)
        elif lvl == UNSEEN:
            classes.setdefault(("unseen", u.status), []).append(u)
        elif lvl == PRESENCE:
            classes.setdefault(("presence",), []).append(u)
        elif lvl == TYPE_KNOWN:
            classes.setdefault(("typed", u.type.code), []).append(u)
    for key, units in sorted(classes.items(), key=lambda kv: str(kv[0])):
        if key[0] == "all":
            keep = KEEP_BASE
        elif key[0] == "typed":
            keep = KEEP_TYPED
        elif key[0] == "unseen" and key[1] == FIELD:
            keep = KEEP_PLACED
        else:
            keep = KEEP_PLACED
        _swap_payloads(other, units, keep, rnd)
    b.unit_at = [-1] * other.board.n
    for u in b.units:
        if u.status == FIELD and u.cell >= 0:
            b.unit_at[u.cell] = u.idx
    _redraw_banners(other, opp, rnd)
    _redraw_standing(other, opp, rnd)
    if other.cursor in SECRET_TURN_STEPS or (other.stages and other.stages[0].kind == "command"):
        _redraw_turn(other, opp, rnd)
    if not b.revealed and b.sides[opp].hq >= 0:
        zone = [c for c in other.board.zone_cells(b.sides[opp].half) if not w.forest(c)]
        if zone:
            b.sides[opp].hq = rnd.choice(zone)
    st = b.sides[opp]
    if st.sabotage_orders:
        st.sabotage_orders = tuple(t for t in st.sabotage_orders if rnd.random() < 0.5)
    other._legal = None
    other.command_options = {}  # they read the enemy units just redrawn
    return other


def _redraw_banners(s: WLState, opp: int, rnd: random.Random) -> None:
    """Which enemy units carry sacred banners is never told (L324) until a banner is raised."""
    b = s.b
    holders = [u for u in b.units if u.side == opp and u.banner and not u.banner_spent]
    if not holders:
        return
    eligible = [u for u in b.units if u.side == opp and not u.allied and not u.banner_spent and u.status != "out"]
    banners = sorted(u.banner for u in holders)  # canonical order, as in _swap_payloads
    for u in holders:
        u.banner = ""
    rnd.shuffle(eligible)
    for banner, u in zip(banners, eligible):
        u.banner = banner


def _redraw_standing(s: WLState, opp: int, rnd: random.Random) -> None:
    for u in s.b.units:
        if u.side != opp or u.status != FIELD:
            continue
        kinds: set[str] = set()
        if u.type.shooter:
            r = rnd.random()
            if r < 0.2:
                kinds.add("hold_fire")
            elif r < 0.4:
                kinds.add("defensive_fire")
        if rnd.random() < 0.1:
            kinds.add("keep_advancing")
        u.standing = frozenset(kinds)
        u.standing_before = u.standing


def _redraw_turn(s: WLState, opp: int, rnd: random.Random) -> None:
    """The enemy's choices of this turn before both sides' orders are revealed. Its orders are
    redrawn as none: its units act on initiative, shooting at what stands before them and turning
    to face an enemy (L453-L460), which is most of what a side holding its ground orders (the
    greedy agent's orders are nine in ten shots). A search of the side that gives its orders
    second then sees the enemy as a search of the side giving them first does (its rollouts give
    the side still to order no orders). Orders drawn at random (every other unit waiting or
    advancing) made the enemy leave the zones it holds and attack across a river in the
    redraws, so the second side's search judged its orders against moves the enemy seldom makes."""
    b = s.b
    st = b.sides[opp]
    if st.staked and s.cursor == "turn:stakes":
        st.stake = rnd.choice(("low", "high"))
    if s.cursor == "turn:stakes":
        st.hq_general_declined = False  # declining the HQ general's +1 is secret until the roll
    for lead in b.leaders:
        if lead.side == opp:
            lead.where, lead.unit = lead.shown_where, lead.shown_unit
            lead.arrived, lead.moved = "start", False
    st.entering = ()
    st.reserve_entries = 0
    st.general_flight = False
    st.sabotage_orders = ()
    for u in b.units:
        if u.side == opp:
            u.clear_orders()
