"""One execution phase in the priority of rules/003 §3.5 (L464-L511):

1 order bonuses, shinobi, sacred banners (the Dragon's move first); 2 all shooting; 3 flank and
rear attacks and combined attacks; 4 cavalry's first galloping action; 5 shooting at cavalry
that just galloped in; 6 attacks made possible by it (cavalry with infantry); 7 regroups (and
the generals' undefined attempt to stop a flight); 8 retreats by order; 9 frontal attacks and
meeting engagements; 10 other advances and turns; 11 sidesteps; 12 initiative turns toward the
enemy; 13 shields; 14 (phase 1) the further flight of units fleeing since an earlier turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.message import Message
from engine.games.warlords.board import DIR_NAMES, opposite
from engine.games.warlords.chains import resolve_all, resolve_step
from engine.games.warlords.execution import Intent
from engine.games.warlords.melee import Fight
from engine.games.warlords.movement import attack_allowed, bridge_crossers, execute
from engine.games.warlords.orders import gallops
from engine.games.warlords.pieces import FIELD, LEADER_ONLY, Unit
from engine.games.warlords.retreat import cancel_intent, continue_flight, peasants, rally
from engine.games.warlords.said import banner, direction, standings
from engine.games.warlords.shinobi import sabotages
from engine.games.warlords.shooting import shoot_moved_cavalry, shooting_step
from engine.games.warlords.tables import DEEP_SNOW
from engine.games.warlords.world import FLANK, REAR

if TYPE_CHECKING:
    from collections.abc import Callable

    from engine.games.warlords.execution import Exec


def build_intents(x: Exec, p: int) -> None:
    """This phase's intent of every unit from its orders and standing orders."""
    x.intents = {}
    for u in x.b.units:
        if u.status != FIELD:
            continue
        prog = u.orders[p - 1]
        if u.dragon is not None and u.dragon[0] == p:
            continue  # the Dragon's move is the unit's action in that phase (L369)
        if u.fleeing:
            if prog is not None and prog[0] == "regroup":
                x.intents[u.idx] = Intent(u, "regroup", (), "order")
                x.intents[u.idx].target = ("f", prog[1])
            continue
        if p == 2 and u.regrouped:
            continue  # a regroup takes the whole turn (L407)
        if prog is None:
            if p == 1 and "keep_advancing" in u.standing:
                x.intents[u.idx] = Intent(u, "move", ("A",), "keep_advancing")
            elif p == 1 and "keep_retreating" in u.standing:
                x.intents[u.idx] = Intent(u, "move", ("B",), "keep_retreating")
            continue
        kind = prog[0]
        if kind == "move":
            prims = tuple(prog[1])
            it = Intent(u, "move", prims)
            it.burn = bool(prog[2])
            if len(prims) == 2:
                two_moves = sum(1 for a in prims if a not in ("L", "R")) == 2
                if u.type.cavalry and (two_moves or u.figures >= 4):
                    if not _may_gallop(x, u, p):
                        it.prims = prims[:1]
                        x.note(
                            "gallop_lost",
                            Message("wl-log-gallop-lost", unit=u.id),
                            unit=u.id,
                        )
                    else:
                        it.gallop = True
            x.intents[u.idx] = it
        elif kind == "shoot":
            it = Intent(u, "shoot")
            it.target = (prog[1], prog[2])
            x.intents[u.idx] = it
        elif kind == "wait":
            x.intents[u.idx] = Intent(u, "wait")
        elif kind == "regroup":
            it = Intent(u, "regroup")
            it.target = ("f", prog[1])
            x.intents[u.idx] = it
        elif kind in ("set", "take"):
            it = Intent(u, kind)
            it.target = ("e", prog[1])
            x.intents[u.idx] = it


def _may_gallop(x: Exec, u: Unit, p: int) -> bool:
    if not gallops(u):
        return False
    if p == 2 and u.crossed_fence:
        return False
    return not (x.weather() & DEEP_SNOW and u.gallop_phases & 2 and p == 2)


def leader_orders_lapse(x: Exec) -> None:
    """Orders only a leader may give lapse when the unit has none left (L500)."""
    for u in x.b.units:
        if u.status == FIELD and u.standing & LEADER_ONLY and not x.has_leader(u):
            lapsed = u.standing & LEADER_ONLY
            u.standing = u.standing - LEADER_ONLY
            x.note("standing_cancelled", Message("wl-log-orders-lapse", unit=u.id, orders=standings(lapsed)), unit=u.id)


# --------------------------------------------------------------------------- step 1


def step1(x: Exec, p: int) -> None:
    for u in x.b.units:
        if u.status != FIELD:
            continue
        held_later = p == 2 and "hold_at_any_cost" in u.standing and u.hold_from_phase == 2
        if held_later and u.orders[0] is not None and u.cell != u.hold_cell:
            u.standing = u.standing - {"hold_at_any_cost"}
            x.note(
                "standing_cancelled",
                Message("wl-log-hold-cancelled", unit=u.id),
                unit=u.id,
            )
    if p == 1:
        sabotages(x)
        banners(x)
    dragons(x, p)


def banners(x: Exec) -> None:
    """Sacred banners raised this turn take effect (L362-L370, L469)."""
    for u in list(x.b.units):
        if not u.banner_raised or u.banner_spent:
            continue
        u.banner_spent = True
        kind = u.banner
        x.note("banner", Message("wl-log-banner", unit=u.id, banner=banner(kind)), unit=u.id, banner=kind)
        if kind == "phoenix":
            phoenix(x, u)
        elif kind == "tiger":
            u.tiger = True
        elif kind == "crab":
            u.crab = True


def phoenix(x: Exec, u: Unit) -> None:
    """The unit (or the HQ's cell) and every unit around it, corners included, rally at once with
    no penalty, even in a forest (L367, L733)."""
    center = u.phoenix_cell if u.phoenix_cell >= 0 else u.cell
    cells = [center, *x.board.adjacent8(center)]
    for c in cells:
        v = x.unit(c)
        if v is not None and v.side == u.side and v.fleeing:
            rally(x, v, opposite(x.own_edge_dir(v.side)), "Phoenix banner: Rebirth, no penalty (L367)", penalty=False)


def dragons(x: Exec, p: int) -> None:
    """The Dragon banner's move, first in its phase: re-formations of both armies, then moves
    (L369). An enemy attacked this way defends but cannot use defensive fire."""
    units = [u for u in x.b.units if u.status == FIELD and u.dragon is not None and u.dragon[0] == p and not u.fleeing]
    if not units:
        return
    for u in units:
        prog = u.dragon[1]
        if prog[0] == "dragon_face":
            u.facing = prog[1]
            x.note("dragon", Message("wl-log-dragon-reform", unit=u.id, facing=direction(prog[1])), unit=u.id)
    batch = []
    for u in units:
        prog = u.dragon[1]
        if prog[0] == "dragon":
            it = Intent(u, "move", tuple(prog[1]), "dragon")
            x.intents[u.idx] = it
            batch.append(it)
    if batch:
        resolve_all(x, execute(x, batch))


# --------------------------------------------------------------------------- attacks


def _attack_groups(x: Exec, step: int) -> dict[int, list[Intent]]:
    groups: dict[int, list[Intent]] = {}
    for idx in sorted(x.intents):
        it = x.intents[idx]
        u = it.u
        if it.done or it.kind != "move" or it.next != "A" or u.status != FIELD or u.fleeing:
            continue
        if step == 3 and (it.i != 0 or it.deferred):
            continue
        c = x.front(u)
        v = x.unit(c)
        if v is None or v.side == u.side:
            continue
        iv = x.intents.get(v.idx)
        if iv is not None and not iv.done and iv.kind == "move" and iv.next == "A" and x.front(v) == u.cell:
            continue  # a meeting engagement counts as frontal (L490)
        groups.setdefault(v.idx, []).append(it)
    return groups


def _checked(x: Exec, its: list[Intent], cell: int) -> list[Intent]:
    return [it for it in its if attack_allowed(x, it, cell)]


def flank_attacks(x: Exec, step: int) -> None:
    """Steps 3 and 6: attacks into a flank or the rear and combined attacks (L471, L474)."""
    groups = _attack_groups(x, step)
    fights = []
    for vi, its in groups.items():
        v = x.b.units[vi]
        sides = [x.side_of(v, it.u.cell) for it in its]
        if not (v.fleeing or any(s in (FLANK, REAR) for s in sides)):
            continue
        cav = any(it.u.type.cavalry for it in its)
        inf = any(not it.u.type.cavalry for it in its)
        if step == 3 and cav and inf:
            for it in its:
                it.deferred = True  # the cavalry's attack waits for the infantry's (L474)
            continue
        its = _checked(x, its, v.cell)
        if not its:
            continue
        sides = [x.side_of(v, it.u.cell) for it in its]
        fights.append(Fight("attack", v.cell, [it.u for it in its], [v]))
        x.note(
            "attack",
            Message(
                "wl-log-attack",
                units=tuple(it.u.id for it in its),
                n=len(its),
                target=v.id,
                sides=tuple(Message("wl-attack-" + side) for side in sides),
                step=step,
            ),
            step=step,
        )
    resolve_step(x, fights)


def cavalry_first(x: Exec) -> None:
    """Step 4: fresh cavalry's first advance or turn, under special orders first (L472)."""
    cands = [
        it
        for it in x.intents.values()
        if it.kind == "move"
        and not it.done
        and not it.deferred
        and it.i == 0
        and it.u.type.cavalry
        and it.next in ("A", "L", "R")
        and _may_gallop(x, it.u, x.b.phase)
    ]
    special = [it for it in cands if it.source != "order" or "advance_at_any_cost" in it.u.standing]
    ordinary = [it for it in cands if it not in special]
    for batch in (special, ordinary):
        batch = [it for it in batch if not it.done and it.u.status == FIELD]
        if batch:
            resolve_all(x, execute(x, batch), random_order=True)


def frontal_attacks(x: Exec) -> None:
    """Step 9: frontal attacks and meeting engagements (L477, L490)."""
    fights = []
    done: set[int] = set()
    for idx in sorted(x.intents):
        it = x.intents[idx]
        u = it.u
        if it.done or it.kind != "move" or it.next != "A" or u.status != FIELD or u.fleeing or idx in done:
            continue
        v = x.unit(x.front(u))
        if v is None or v.side == u.side:
            continue
        iv = x.intents.get(v.idx)
        mutual = iv is not None and not iv.done and iv.kind == "move" and iv.next == "A" and x.front(v) == u.cell
        others = [
            o
            for o in x.intents.values()
            if o is not it
            and not o.done
            and o.kind == "move"
            and o.next == "A"
            and o.u.status == FIELD
            and x.front(o.u) == v.cell
            and o.u.side == u.side
        ]
        done.update([u.idx] + [o.u.idx for o in others])
        kept = _checked(x, [it, *others], v.cell)
        if not kept:
            continue
        xs = [k.u for k in kept]
        if mutual:
            done.add(v.idx)
            fights.append(Fight("mutual", v.cell, xs, [v]))
        else:
            fights.append(Fight("attack", v.cell, xs, [v]))
    resolve_step(x, fights)


# --------------------------------------------------------------------------- other steps


def regroups(x: Exec) -> None:
    """Step 7: regroups, which stop a flight (L407, L659, L733), and the generals' attempts to stop
    one, a mechanic the rules name but never define (L475) - the GM's call."""
    for idx in sorted(x.intents):
        it = x.intents[idx]
        if it.kind != "regroup" or it.done or it.u.status != FIELD:
            continue
        u = it.u
        facing = it.target[1] if it.target else u.facing
        it.done = True
        u.acted = True
        if x.b.phase == 1:
            u.regrouped = True
        if u.fleeing:
            if x.forest(u.cell):
                cancel_intent(x, it, "a fleeing unit cannot rally in a forest (L733)")
                continue
            if u.panicked:
                cancel_intent(x, it, "shinobi keep the panic going: no rallying this turn (L695)")
                continue
            rally(x, u, facing, "Regroup!", penalty=True)
        else:
            u.facing = facing
            x.note("regroup", Message("wl-log-regroup", unit=u.id, facing=direction(facing)), unit=u.id)
    for u in x.b.units:
        if u.status != FIELD or not u.fleeing or u.panicked:
            continue
        if any(not lead.warlord for lead in x.leaders_in(u)):
            answer = x.ask_gm(
                "generals_stop_retreat",
                Message("wl-q-generals-stop-retreat", unit=u.id),
                ["no", "stop"],
                "no",
                unit=u.id,
            )
            if answer == "stop":
                rally(x, u, opposite(x.own_edge_dir(u.side)), "a general stops the flight (GM, L475)", penalty=True)


def batch_of(x: Exec, prims: tuple[str, ...]) -> list[Intent]:
    return [
        x.intents[i]
        for i in sorted(x.intents)
        if x.intents[i].kind == "move"
        and not x.intents[i].done
        and x.intents[i].next in prims
        and x.intents[i].u.status == FIELD
        and not x.intents[i].deferred
    ]


def initiative_turns(x: Exec) -> None:
    """Step 12: units without an order for the phase turn to face an enemy on a flank or behind
    (L457-L460): not units that wait, shot on initiative, fought, stand in a forest or a rice
    field, and not when the turn would show another adjacent enemy's front their flank or rear."""
    b = x.b
    units, unit_at, nb = b.units, b.unit_at, x.nb
    for u in list(units):
        if u.status != FIELD or u.fleeing or u.acted or u.shot:
            continue
        it = x.intents.get(u.idx)
        if it is not None and not it.cancelled:
            continue
        # the enemies on the four sides that are not fleeing (read once: nothing moves in between);
        # most units have none, so they are looked for before the terrain
        enemies: list[tuple[int, Unit]] = []
        for d, c in enumerate(nb[u.cell]):
            if c >= 0 and unit_at[c] >= 0:
                v = units[unit_at[c]]
                if v.side != u.side and not v.fleeing:
                    enemies.append((d, v))
        if not enemies:
            continue
        threats = [(d, v) for d, v in enemies if d != u.facing]
        if not threats:
            continue
        if x.forest(u.cell) or x.rice(u.cell):
            continue
        if b.phase == 2 and u.regrouped:
            continue
        fronts = [d for d, v in enemies if x.front(v) == u.cell]

        rear = [v for d, v in threats if d == opposite(u.facing)]
        options = [d for d, _ in threats if all(e == d for e in fronts)]
        if rear:
            options += [f for f in ((u.facing + 1) % 4, (u.facing + 3) % 4) if all(e == f for e in fronts)]
        options = sorted(set(options))
        if not options:
            x.note(
                "initiative_turn",
                Message("wl-log-no-initiative-turn", unit=u.id),
                unit=u.id,
            )
            continue
        default = _default_turn(x, u, threats, options)
        if len(options) == 1 and not rear:
            f = options[0]
        else:
            f = DIR_NAMES.index(
                x.ask_gm(
                    "initiative_turn",
                    Message(
                        "wl-q-initiative-turn",
                        unit=u.id,
                        cell=x.label(u.cell),
                        sides=tuple(Message("wl-option-" + DIR_NAMES[d].lower()) for d, _ in threats),
                    ),
                    [DIR_NAMES[d] for d in options],
                    DIR_NAMES[default],
                    unit=u.id,
                )
            )
        about = f == opposite(u.facing)
        u.facing = f
        u.acted = True
        x.note(
            "initiative_turn",
            Message("wl-log-initiative-turn", unit=u.id, facing=direction(f)),
            unit=u.id,
            facing=DIR_NAMES[f],
        )
        if about and x.opts.initiative_about_face_is_regroup and x.b.phase == 1:
            u.regrouped = True


def _default_turn(x: Exec, u: Unit, threats: list[tuple[int, Unit]], options: list[int]) -> int:
    """The documented default: face the rear enemy if allowed, else the larger flank enemy; a
    quarter turn away from a rear enemy goes where its new rear is farthest from the nearest enemy."""
    rear_dir = opposite(u.facing)
    if rear_dir in options and any(d == rear_dir for d, _ in threats):
        return rear_dir
    toward = sorted(((v.figures, -d, d) for d, v in threats if d in options), reverse=True)
    if toward:
        return toward[0][2]
    enemies = [v for v in x.b.units if v.status == FIELD and v.side != u.side]

    def rear_distance(f: int) -> int:
        back = x.nb[u.cell][opposite(f)]
        if back < 0 or not enemies:
            return 99
        return min(x.board.manhattan(back, v.cell) for v in enemies)

    return max(options, key=lambda f: (rear_distance(f), -f))


def shields(x: Exec) -> None:
    """Step 13: shields are set up or taken (L209, L409, L481)."""
    sh = x.b.shield_edges()
    for idx in sorted(x.intents):
        it = x.intents[idx]
        if it.kind not in ("set", "take") or it.done or it.u.status != FIELD or it.target is None:
            continue
        u = it.u
        key = it.target[1]
        cell = key // 4
        v = x.unit(cell) if cell != u.cell else None
        if v is not None and v.side != u.side:
            cancel_intent(x, it, "an enemy stands there")
            continue
        if it.kind == "set":
            if not u.carrying or key in sh:
                cancel_intent(x, it, "no shields to set there")
                continue
            sh[key] = u.side
            u.carrying = False
        else:
            if u.carrying or key not in sh:
                cancel_intent(x, it, "no shields to take there")
                continue
            del sh[key]
            u.carrying = True
        it.done = True
        u.acted = True
        x.note(
            "shields",
            Message("wl-log-" + it.kind + "-shields", unit=u.id, cell=x.label(cell), side=direction(key % 4)),
            unit=u.id,
        )
    x.b.shields = tuple(sorted(sh.items()))


def flights(x: Exec) -> None:
    """Step 14, phase 1 only: units fleeing since an earlier turn run 1 more cell (L482, L657)."""
    for u in list(x.b.units):
        if u.status == FIELD and u.fleeing and u.flee_turn < x.b.turn:
            continue_flight(x, u)
    peasants(x)


# --------------------------------------------------------------------------- the phase


def rice_fire_keeps_still(x: Exec) -> None:
    """Infantry that began the turn in a rice field and fired in phase 1 (ordered or on
    initiative) may not make another order in phase 2: it may still wait or shoot (L742)."""
    for u in x.b.units:
        p2 = u.orders[1]
        if not (u.status == FIELD and u.shot and not u.type.cavalry and u.start_cell >= 0 and x.rice(u.start_cell)):
            continue
        if p2 is not None and p2[0] not in ("wait", "shoot"):
            u.orders = (u.orders[0], None)
            x.note(
                "order_cancelled",
                Message("wl-log-rice-fired", unit=u.id),
                unit=u.id,
                reason="rice field",
            )


def _moves(x: Exec, prims: tuple[str, ...], *, random_order: bool = False, swaps: bool = False) -> None:
    """One batch of simultaneous moves of the given primitives and the fights they start."""
    batch = batch_of(x, prims)
    if batch:
        resolve_all(x, execute(x, batch, swaps=swaps), random_order=random_order)


def _advances_and_turns(x: Exec) -> None:
    """Step 10: the other advances and turns, two actions' worth, fights in random order where
    they share a unit (L478)."""
    for _ in range(2):
        _moves(x, ("A", "L", "R"), random_order=True)


#: steps 1-13 of a phase, in their order (the module's text); built once, not per phase
_STEPS: tuple[Callable[[Exec, int], object], ...] = (
    step1,
    lambda x, p: shooting_step(x),
    lambda x, p: flank_attacks(x, 3),
    lambda x, p: cavalry_first(x),
    lambda x, p: shoot_moved_cavalry(x),
    lambda x, p: flank_attacks(x, 6),
    lambda x, p: regroups(x),
    lambda x, p: _moves(x, ("B",)),
    lambda x, p: frontal_attacks(x),
    lambda x, p: _advances_and_turns(x),
    lambda x, p: _moves(x, ("SL", "SR"), swaps=True),
    lambda x, p: initiative_turns(x),
    lambda x, p: shields(x),
)


def run_phase(x: Exec, p: int) -> None:
    b = x.b
    b.phase = p
    if p == 2:
        rice_fire_keeps_still(x)
    for u in b.units:
        u.start_phase()
    x.phase_start = {u.idx: (u.cell, u.facing) for u in b.units if u.status == FIELD}
    leader_orders_lapse(x)
    if x.verbose:
        x.note("phase", Message("wl-log-phase", turn=b.turn, phase=p), turn=b.turn, phase=p)
    build_intents(x, p)
    x.bridge_crossers = bridge_crossers(x)
    # the steps in their order, numbered from 1 (see the module's text); 14 in phase 1 only
    for n, step in enumerate(_STEPS, 1):
        x.step = n
        step(x, p)
    if p == 1:
        x.step = 14
        flights(x)
    for u in b.units:
        if u.type.cavalry and u.status == FIELD:
            it = x.intents.get(u.idx)
            if it is not None and it.gallop and it.i >= 2:
                u.gallop_phases |= 1 << p
