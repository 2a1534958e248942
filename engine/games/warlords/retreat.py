"""Forced retreat, rout and flight, scattering and destruction, lost orders and the Peasants
panic (rules/003 §5.3, §5.4, L499, L629-L664, L178)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.message import Message
from engine.games.warlords.board import BRIDGE, FORD, opposite
from engine.games.warlords.leaders import rout_risk
from engine.games.warlords.orders import code, describe, follows_route, is_retreat, route_rest
from engine.games.warlords.pieces import FULL, KEPT_WHEN_PUSHED, OUT, RESERVE, Unit
from engine.games.warlords.said import Reason, direction, reason_data, reason_said, standing, standings

if TYPE_CHECKING:
    from engine.games.warlords.execution import Exec, Intent


# --------------------------------------------------------------------------- orders


def cancel_intent(x: Exec, it: Intent, reason: Reason) -> None:
    """An order that cannot be carried out is cancelled and the unit acts on initiative; a
    cancelled first order cancels the second, unless the unit follows a route: then in phase 2 it
    goes on along the route's cells from where it stands (L377, L384, ``orders.follows_route``)."""
    if it.done:
        return
    it.done = True
    it.cancelled = True
    u = it.u
    verbose = x.verbose  # a quiet state builds none of the texts it would throw away
    if verbose:
        x.note(
            "order_cancelled",
            Message("wl-log-order-cancelled", unit=u.id, why=reason_said(reason)),
            unit=u.id,
            reason=reason_data(reason),
        )
    if it.source in ("keep_advancing", "keep_retreating"):
        u.standing = u.standing - {it.source}
        if verbose:
            x.note("standing_cancelled", Message("wl-log-march-ends", unit=u.id, order=standing(it.source)), unit=u.id)
        return
    if x.b.phase == 1 and u.orders[1] is not None:
        p1, p2 = u.orders
        if follows_route(p1, p2) and it.source == "order":
            rest = route_rest(u, p1, it.i, p2)
            u.orders = (p1, rest)
            if verbose:
                x.note(
                    "route",
                    Message("wl-log-route", unit=u.id, order=describe(x, u, rest)),
                    unit=u.id,
                    order=code(x, rest),
                )
        else:
            u.orders = (p1, None)
            x.note("order_cancelled", Message("wl-log-phase2-cancelled", unit=u.id), unit=u.id)


def lose_orders(x: Exec, u: Unit, why: Reason, *, keep_phase2_retreat: bool = False) -> None:
    """A unit pushed back, or forced back by shooting, loses every order not yet carried out but
    Hold fire, Intensified fire and Defensive fire (L499), and acts on initiative."""
    if x.b.phase == 1:
        p2 = u.orders[1] if keep_phase2_retreat and is_retreat(u.orders[1]) else None
        u.orders = (u.orders[0], p2)
    dropped = u.standing - KEPT_WHEN_PUSHED
    u.standing = u.standing & KEPT_WHEN_PUSHED
    it = x.intents.get(u.idx)
    if it is not None and not it.done:
        it.done = True
    if u.crab and why in ("routed",):
        u.crab = False
    x.note(
        "orders_lost",
        Message("wl-log-orders-lost", unit=u.id, why=reason_said(why), ended=standings(dropped), n=len(dropped)),
        unit=u.id,
    )


# --------------------------------------------------------------------------- leaving the field


def _leaders_to_reserve(x: Exec, u: Unit) -> None:
    for lead in x.leaders_in(u):
        lead.where = "reserve"
        lead.unit = -1


def destroy(x: Exec, u: Unit, reason: str) -> None:
    """A unit without figures leaves the battle; ashigaru beside it may panic (L178)."""
    cell = u.cell
    _leaders_to_reserve(x, u)
    x.b.lift(u)
    u.status = OUT
    u.out_reason = reason
    u.figures = max(0, u.figures)
    u.fleeing = False
    u.seen = FULL
    if u.start_figures >= 4 and cell >= 0:
        for c in x.board.adjacent8(cell):
            v = x.unit(c)
            if v is not None and v.side == u.side and v.type.has("peasants"):
                x.peasant_sources.append((v.idx, cell))


def scatter(x: Exec, u: Unit, reason: Reason, *, permanent: bool) -> None:
    """Scattered: to the reserve for 3 turns counting this one (L637), or out of the battle
    (L643, L658, L659)."""
    _leaders_to_reserve(x, u)
    x.b.lift(u)
    u.fleeing = False
    u.carrying = False
    u.orders = (None, None)
    u.standing = frozenset()
    u.crab = False
    u.tiger = False
    u.seen = FULL
    it = x.intents.get(u.idx)
    if it is not None:
        it.done = True
    if permanent:
        u.status = OUT
        u.out_reason = "scattered"
        x.note(
            "scattered",
            Message("wl-log-scattered-out", unit=u.id, why=reason_said(reason)),
            unit=u.id,
            reason=reason_data(reason),
        )
    else:
        u.status = RESERVE
        u.reserve_from = x.b.turn + 3
        x.note(
            "scattered",
            Message("wl-log-scattered-reserve", unit=u.id, turn=u.reserve_from, why=reason_said(reason)),
            unit=u.id,
            reason=reason_data(reason),
        )


# --------------------------------------------------------------------------- forced retreat


def river_damage(x: Exec, u: Unit, a: int, c: int, dice: int) -> None:
    """Pushed back across a river: d3 (fleeing: 2d3); over a bridge or ford 1 less (L717)."""
    flags = x.river(a, c)
    if not flags:
        return
    rolls = [x.d3("river crossing damage") for _ in range(dice)]
    dmg = sum(rolls) - (1 if flags & (BRIDGE | FORD) else 0)
    dmg = max(0, dmg)
    lost = min(u.figures, dmg)
    u.figures -= lost
    x.note(
        "river_damage",
        Message("wl-log-river-damage", unit=u.id, lost=lost, dice=str(rolls)),
        unit=u.id,
        dice=rolls,
    )


def _move(x: Exec, u: Unit, c: int) -> None:
    leaving_forest = x.forest(u.cell)
    x.b.place(u, c)
    u.moved += 1
    if leaving_forest or u.hidden_trait:
        u.seen = FULL


def _wiped_out(x: Exec, u: Unit) -> bool:
    """Damage taken on the way (a river, enemies fled through) may leave no figure: the unit is
    destroyed then and goes no farther."""
    if u.figures > 0:
        return False
    destroy(x, u, "destroyed")
    return True


def _across_fence(x: Exec, u: Unit, v: Unit | None, why: str, *, logged: bool = False) -> str:
    """Retreating or fleeing across a fence (L217): into an enemy of 4+ figures the unit is
    destroyed, else it is scattered. ``logged``: the destruction gets its own log line."""
    if v is not None and v.side != u.side and v.figures >= 4:
        if logged:
            x.note("destroyed", Message("wl-log-fence-destroyed", unit=u.id, other=v.id), unit=u.id)
        destroy(x, u, "destroyed")
        return "destroyed"
    scatter(x, u, why, permanent=False)
    return "scattered"


def forced_retreat(x: Exec, u: Unit, d: int, why: Reason, *, melee: bool = True) -> str:
    """Retreat 1 cell in direction ``d`` keeping the facing (L632-L640): into an enemy the unit
    routs; into a friend, across a fence or into impassable ground it is scattered (or destroyed
    behind a fence by an enemy of 4+ figures, L217). Returns what happened."""
    a = u.cell
    c = x.nb[a][d]
    if not x.can_step(a, c):
        scatter(x, u, Message("wl-why-retreat-impassable", cell=x.label(c)), permanent=False)
        return "scattered"
    v = x.unit(c)
    if x.fence(a, c):
        return _across_fence(x, u, v, "its retreat crosses a fence (L217)", logged=True)
    if v is not None and v.side != u.side:
        x.note(
            "retreat_blocked",
            Message("wl-log-retreat-blocked", unit=u.id, other=v.id, cell=x.label(c)),
            unit=u.id,
        )
        rout(x, u, d, melee=melee, reason="retreat cell held by the enemy")
        return "routed"
    if v is not None:
        scatter(x, u, Message("wl-why-retreat-held", cell=x.label(c), other=v.id), permanent=False)
        return "scattered"
    river_damage(x, u, a, c, 1)
    if _wiped_out(x, u):
        return "destroyed"
    _move(x, u, c)
    x.note(
        "retreat",
        Message("wl-log-retreat", unit=u.id, cell=x.label(c), why=reason_said(why)),
        unit=u.id,
        frm=x.label(a),
        to=x.label(c),
    )
    return "retreated"


def shooting_retreat(x: Exec, u: Unit) -> None:
    """Retreat from shooting (L615-L619): to a flank or the rear cell out of the reach of the
    shooters that caused it, toward the own edge if possible, else at random; if none is out of
    reach, toward the own edge even into the front cell."""
    shooters = [x.b.units[i] for i in set(u.shooters) if x.b.units[i].on_field]
    reach: set[int] = set()
    for s in shooters:
        reach.update(c for c, _ in x.arc(s))
    f = u.facing
    options = [
        d for d in (opposite(f), (f + 1) % 4, (f + 3) % 4) if x.nb[u.cell][d] >= 0 and x.nb[u.cell][d] not in reach
    ]
    free = [
        d
        for d in options
        if x.can_step(u.cell, x.nb[u.cell][d])
        and x.unit(x.nb[u.cell][d]) is None
        and not x.fence(u.cell, x.nb[u.cell][d])
    ]
    if free:
        options = free
    own = x.own_edge_dir(u.side)
    if own in options:
        d = own
    elif options:
        d = options[0] if len(options) == 1 else x.rng.choice(options, "shooting retreat direction (L616)")
    else:
        d = own
    keep = x.b.phase == 1 and d == opposite(f) and is_retreat(u.orders[0]) and is_retreat(u.orders[1])
    lose_orders(x, u, "forced back by shooting", keep_phase2_retreat=keep)
    forced_retreat(x, u, d, "forced back by shooting", melee=False)


# --------------------------------------------------------------------------- rout and flight


def _per_figure(u: Unit, enemy: Unit, x: Exec) -> int:
    """Fleeing through an enemy: 1 damage per enemy figure, 2 for infantry through cavalry (L645)."""
    k = x.opts.rout_through_cavalry_per_figure if enemy.cavalry and not u.cavalry else 1
    return enemy.figures * k


def _blocked(x: Exec, u: Unit, a: int, c: int) -> bool:
    v = x.unit(c)
    return not x.can_step(a, c) or (v is not None and v.side != u.side)


def _loss_if(x: Exec, u: Unit, a: int, c: int) -> int:
    v = x.unit(c)
    if not x.can_step(a, c):
        return (u.figures + 1) // 2
    return _per_figure(u, v, x) if v is not None else 0


def _take(x: Exec, u: Unit, dmg: int, why: Message) -> None:
    lost = min(u.figures, dmg)
    u.figures -= lost
    x.note("flight_damage", Message("wl-log-flight-damage", unit=u.id, lost=lost, why=why), unit=u.id, lost=lost)


def _no_way_out(x: Exec, u: Unit, loss: int, c: int) -> str:
    """Every way blocked (L651): the unit takes the losses of the cell it is driven into and, if
    any figure is left, is broken."""
    _take(x, u, loss, Message("wl-why-no-way-out", cell=x.label(c)))
    if _wiped_out(x, u):
        return "destroyed"
    scatter_broken(x, u)
    return "broken"


def _flee_across(x: Exec, u: Unit, a: int, c: int, v: Unit | None) -> str | None:
    """Fleeing from ``a`` into ``c`` (held by ``v``, if anyone): a fence ends the flight (L217), a
    river costs 2d3 figures (L717). Returns how the flight ended there, or ``None`` if it goes on."""
    if x.fence(a, c):
        return _across_fence(x, u, v, "its flight crosses a fence (L217)")
    river_damage(x, u, a, c, 2)
    return "destroyed" if _wiped_out(x, u) else None


def _pass_through(x: Exec, u: Unit) -> str:
    """The unit flees through the cell of another and lands beyond it, so it leaves the board
    for the moment."""
    x.b.lift(u)
    u.cell = -1
    return "passing"


def _second_cell(x: Exec, u: Unit, a: int, fled_from: int, *, continued: bool = False) -> str:
    """The next flight cell from ``a``: toward the own edge, else a side edge (at random if both
    are free), never toward the enemy's edge or back where it fled from (L647-L652)."""
    own = x.own_edge_dir(u.side)
    dirs = [own]
    sides = [(own + 1) % 4, (own + 3) % 4]
    cand = [d for d in dirs + sides if x.nb[a][d] != fled_from]
    if x.nb[a][own] != fled_from and not _blocked(x, u, a, x.nb[a][own]):
        d = own
    else:
        free = [s for s in sides if x.nb[a][s] != fled_from and not _blocked(x, u, a, x.nb[a][s])]
        if free:
            d = free[0] if len(free) == 1 else x.rng.choice(free, "flight toward a side edge (L649)")
        else:
            if not cand:
                cand = sides
            losses = [(_loss_if(x, u, a, x.nb[a][s]), s) for s in cand]
            least = min(v for v, _ in losses)
            pick = [s for v, s in losses if v == least]
            d = pick[0] if len(pick) == 1 else x.rng.choice(pick, "flight: the cell of least losses (L651)")
            return _no_way_out(x, u, least, x.nb[a][d])
    c = x.nb[a][d]
    if continued and (x.river(a, c) or x.fence(a, c) or x.forest(c)):
        scatter(x, u, "its flight meets a river, a fence or a forest (L658)", permanent=True)
        return "scattered"
    v = x.unit(c)
    ended = _flee_across(x, u, a, c, v)
    if ended:
        return ended
    if v is not None:
        scatter(x, u, Message("wl-why-flight-ends-in", other=v.id, cell=x.label(c)), permanent=False)
        return "scattered"
    _move(x, u, c)
    return "fled"


def scatter_broken(x: Exec, u: Unit) -> None:
    x.note("broken", Message("wl-log-broken", unit=u.id), unit=u.id)
    scatter(x, u, "broken in flight", permanent=True)
    u.out_reason = "broken"


def rout(x: Exec, u: Unit, d: int | None, *, melee: bool, reason: Reason, corner_source: bool = False) -> str:
    """A routed unit flees 2 cells at once (L643-L653); fewer than 4 figures left, or routed
    again after a rally, it is scattered for good (L643, L659)."""
    if not u.on_field:
        return "gone"
    x.note("rout", Message("wl-log-rout", unit=u.id, why=reason_said(reason)), unit=u.id, reason=reason_data(reason))
    if melee:
        for lead in x.leaders_in(u):
            rout_risk(x, lead)
    if u.rallied:
        scatter(x, u, "routed again after a rally (L659)", permanent=True)
        return "scattered"
    if u.figures < 4:
        scatter(x, u, "routed with fewer than 4 figures (L643)", permanent=True)
        return "scattered"
    if u.carrying:
        u.carrying = False
        x.note("shields_lost", Message("wl-log-shields-lost", unit=u.id), unit=u.id)
    lose_orders(x, u, "routed")
    u.tiger = False
    u.fleeing = True
    u.flee_turn = x.b.turn
    u.fled_this_turn = True
    start = u.cell
    own = x.own_edge_dir(u.side)
    d1 = own if corner_source or d is None else d
    c1 = x.nb[start][d1]
    single = x.rice(start) or (c1 >= 0 and x.rice(c1))
    if single:
        result = _first_as_second(x, u, start, c1)
    else:
        result = _first_cell(x, u, start, c1)
        if result == "passing" or result == "fled":
            result = _second_cell(x, u, u.cell if result == "fled" else c1, start)
    if u.on_field and u.type.has("monastic_discipline"):
        rally(x, u, (own + 2) % 4, "Monastic discipline: sohei rally by themselves (L199)", penalty=True)
    return result


def _first_as_second(x: Exec, u: Unit, start: int, c1: int) -> str:
    """Fleeing into or out of a rice field: 1 cell only, judged as the second (L743)."""
    v = x.unit(c1)
    if _blocked(x, u, start, c1):
        return _no_way_out(x, u, _loss_if(x, u, start, c1), c1)
    if v is not None:
        scatter(x, u, Message("wl-why-flight-ends", other=v.id), permanent=False)
        return "scattered"
    ended = _flee_across(x, u, start, c1, None)
    if ended:
        return ended
    _move(x, u, c1)
    return "fled"


def _first_cell(x: Exec, u: Unit, start: int, c1: int) -> str:
    """The first flight cell, chosen as for a retreat (L645): through an enemy at 1 damage per
    enemy figure, through a friend (Peasants, L178)."""
    if not x.can_step(start, c1):
        scatter(x, u, Message("wl-why-flight-impassable", cell=x.label(c1)), permanent=False)
        return "scattered"
    v = x.unit(c1)
    ended = _flee_across(x, u, start, c1, v)
    if ended:
        return ended
    if v is not None and v.side != u.side:
        _take(x, u, _per_figure(u, v, x), Message("wl-why-through", other=v.id, figures=v.figures))
        return "destroyed" if _wiped_out(x, u) else _pass_through(x, u)
    if v is not None:
        if u.figures >= 4 and v.type.has("peasants"):
            x.peasant_sources.append((v.idx, start))
        return _pass_through(x, u)
    _move(x, u, c1)
    return "fled"


def continue_flight(x: Exec, u: Unit) -> None:
    """Step 14: a unit fleeing since an earlier turn runs 1 more cell toward its own edge (L657)."""
    a = u.cell
    own = x.own_edge_dir(u.side)
    c = x.nb[a][own]
    if c < 0:
        scatter(x, u, "it runs off the field", permanent=True)
        return
    if not x.can_step(a, c) or x.river(a, c) or x.fence(a, c) or x.forest(c):
        scatter(x, u, "its flight meets impassable ground, a river, a fence or a forest (L658)", permanent=True)
        return
    res = _second_cell(x, u, a, -1, continued=True)
    if res == "fled":
        x.note("flight", Message("wl-log-flight", unit=u.id, cell=x.label(u.cell)), unit=u.id)


def rally(x: Exec, u: Unit, facing: int, why: Reason, *, penalty: bool) -> None:
    """A fleeing unit stops and faces ``facing``; the first rally costs -1 Impetus and
    Steadfastness for the rest of the battle (L407, L659)."""
    u.fleeing = False
    u.facing = facing
    if penalty and not u.rallied:
        u.rallied = True
    x.note("rally", Message("wl-log-rally", unit=u.id, facing=direction(facing), why=reason_said(why)), unit=u.id)


# --------------------------------------------------------------------------- Peasants


def peasants(x: Exec) -> None:
    """Ashigaru rout when a friendly unit of 4+ figures flees through them or a friendly unit that
    had 4+ figures at the start of the turn is destroyed next to them, corners included; chains
    of panic follow (L178, L486)."""
    while x.peasant_sources:
        idx, src = x.peasant_sources.pop(0)
        v = x.b.units[idx]
        if not v.on_field or v.fleeing:
            continue
        d = x.board.direction(src, v.cell)
        x.note("peasants", Message("wl-log-peasants", unit=v.id), unit=v.id)
        rout(x, v, d if d >= 0 else None, melee=False, reason="Peasants", corner_source=d < 0)
