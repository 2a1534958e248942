"""How a battle ends (rules/003 §7, L92-L115, L666-L670): control zones claimed and held, the
automatic flight of a beaten army, the general flight, and the result at the turn limit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.catalogue import render
from engine.core.message import Message, Value
from engine.core.squaregrid import Cell
from engine.games.warlords.leaders import destruction_risk, losses_risk
from engine.games.warlords.pieces import FIELD, RESERVE, Unit
from engine.games.warlords.said import side as said_side

if TYPE_CHECKING:
    from engine.games.warlords.board import ControlZoneSpec
    from engine.games.warlords.execution import Exec
    from engine.games.warlords.world import World


def counting_zones(w: World) -> list[ControlZoneSpec]:
    """All four zones in a meeting battle, the defender's two otherwise (L13, L78)."""
    zones = list(w.board.control_zones)
    if w.prep.battle.battle_kind == "meeting":
        return zones
    defender = next((s for s in w.b.sides if s.role == "defender"), None)
    if defender is None:
        return zones
    return list(w.board.zones_in_half(defender.half))


def _in_zone(w: World, zone: ControlZoneSpec) -> tuple[list[Unit], list[Unit]]:
    """Each side's units in the zone that do not flee (read in one pass: the search judges the
    zones of every position it reaches)."""
    cells = zone.cells
    out: tuple[list[Unit], list[Unit]] = ([], [])
    for u in w.b.units:
        if u.cell in cells and u.status == FIELD and not u.fleeing:
            out[u.side].append(u)
    return out


def zone_weight(w: World, u: Unit, zone: ControlZoneSpec) -> int:
    """An attacker's unit on a hill or in a village of the defender's zone counts twice (L114)."""
    attacker = w.prep.battle.battle_kind != "meeting" and w.b.sides[u.side].role == "attacker"
    return 2 if attacker and (w.hill(u.cell) or w.village(u.cell)) else 1


def holder(w: World, zone: ControlZoneSpec) -> int:
    """The side holding the zone: more units of 4+ figures there, then more figures (L112-L114); -1."""
    counts = []
    figures = []
    for units in _in_zone(w, zone):
        counts.append(sum(zone_weight(w, u, zone) for u in units if u.full))
        figures.append(sum(u.figures for u in units))
    if counts[0] != counts[1]:
        return 0 if counts[0] > counts[1] else 1
    if counts[0] == 0:
        return -1
    if figures[0] != figures[1]:
        return 0 if figures[0] > figures[1] else 1
    return -1


def distance_to_zone(w: World, u: Unit, zone: ControlZoneSpec) -> int:
    return w.board.distances_to(zone.cells, w.opts.claim_distance)[u.cell]


def claim_distances(w: World, zone: ControlZoneSpec) -> list[int]:
    """How near each side's closest unit of 4+ figures standing on the field is to the zone
    (999: none), the measure by which an empty zone is claimed (L109-L111)."""
    best = []
    for side in (0, 1):
        units = [u for u in w.b.units if u.side == side and u.status == FIELD and u.full and not u.fleeing]
        best.append(min((distance_to_zone(w, u, zone) for u in units), default=999))
    return best


def _claims_in_zone(w: World, zone: ControlZoneSpec) -> set[int] | None:
    """The sides with units of 4+ figures in the zone; ``None`` when no unit stands in it."""
    here = _in_zone(w, zone)
    out = {side for side in (0, 1) if any(u.full for u in here[side])}
    return out if out or here[0] or here[1] else None


def claimed_by_default(w: World, zone: ControlZoneSpec) -> set[int]:
    """The sides claiming the zone with the game master's default answer to the distance question
    (:func:`claimants`): what a position promises at the turn limit, read without asking."""
    out = _claims_in_zone(w, zone)
    if out is not None:
        return out
    best = claim_distances(w, zone)
    return set() if best[0] == best[1] else {0 if best[0] < best[1] else 1}


def claimants(x: Exec, zone: ControlZoneSpec) -> set[int]:
    """Sides claiming the zone: units of 4+ figures in it, or, with the zone empty, the side whose
    4+-figure units are closer - the metric is the GM's call (L109-L111, §9 #45)."""
    out = _claims_in_zone(x, zone)
    if out is not None:
        return out
    best = claim_distances(x, zone)
    if best[0] == best[1] == 999:
        return set()
    default = "neither" if best[0] == best[1] else ("0" if best[0] < best[1] else "1")
    answer = x.ask_gm(
        "claim_distance",
        Message("wl-q-claim-distance", zone=zone.id, first=best[0], second=best[1], metric=str(x.opts.claim_distance)),
        ["0", "1", "neither"],
        default,
        zone=zone.id,
    )
    return set() if answer == "neither" else {int(answer)}


def final_result(x: Exec) -> None:
    """The turn limit: more zones held wins, then more claimed; a loser holding and claiming none
    is routed (L100, L105, L115)."""
    held = [0, 0]
    claimed = [0, 0]
    lines: list[Value] = []
    for z in counting_zones(x):
        h = holder(x, z)
        c = claimants(x, z)
        if h >= 0:
            held[h] += 1
        for s in c:
            claimed[s] += 1
        lines.append(
            Message(
                "wl-zone",
                zone=z.id,
                held="yes" if h >= 0 else "no",
                holder=said_side(max(h, 0)),
                claimed=tuple(said_side(s) for s in sorted(c)),
            )
        )
    x.note("zones", Message("wl-log-zones", zones=tuple(lines)), held=held, claimed=claimed)
    if held[0] != held[1]:
        winner = 0 if held[0] > held[1] else 1
    elif claimed[0] != claimed[1]:
        winner = 0 if claimed[0] > claimed[1] else 1
    else:
        end(x, -1, Message("wl-end-equal", held=str(held), claimed=str(claimed)))
        return
    loser = 1 - winner
    if held[loser] == 0 and claimed[loser] == 0:
        end(
            x,
            winner,
            Message("wl-end-limit-rout", winner=said_side(winner), loser=said_side(loser)),
        )
    else:
        end(x, winner, Message("wl-end-limit", winner=said_side(winner), held=str(held), claimed=str(claimed)))


def end(x: Exec, winner: int, reason: Message) -> None:
    """The battle ends: its reason is kept as a message (what the players read) and in English
    (the outcome's reason, a stable text for scripts)."""
    if x.b.winner != -2:
        return
    x.b.winner = winner
    x.b.end_reason = render(reason, "en")
    x.b.end_said = reason
    x.note("end", reason, winner=winner)


def broken(w: World, side: int) -> bool:
    """Every unit of the side flees, is gone, in reserve or under 4 figures (L104)."""
    return not any(u.side == side and u.status == FIELD and not u.fleeing and u.full for u in w.b.units)


def check_collapse(x: Exec) -> None:
    """No unit of 4 figures on either side: a draw (L97); an army with nothing left standing flees
    automatically, both at once: a draw (L104)."""
    if x.b.winner != -2:
        return
    if not any(u.full and u.status in (FIELD, RESERVE) for u in x.b.units):
        end(x, -1, Message("wl-end-no-units"))
        return
    gone = [broken(x, 0), broken(x, 1)]
    if gone[0] and gone[1]:
        end(x, -1, Message("wl-end-both-flee"))
    elif gone[0] or gone[1]:
        loser = 0 if gone[0] else 1
        x.b.sides[loser].auto_fled = True
        end(x, 1 - loser, Message("wl-end-collapse", loser=said_side(loser)))


def general_flight(x: Exec, side: int) -> None:
    """The army flees on its commander's order (L666-L670): each unit on the field takes d3 for
    every enemy infantry unit within 2 empty cells in its row or column, every cavalry unit
    within 3, d3-1 from units under 4 figures, and d3 for every enemy unit in its column or the
    next ones behind it; leaders risk as for losses or destruction; the HQ's leaders are safe."""
    enemies = [v for v in x.b.units if v.side != side and v.status == FIELD]
    own = x.own_edge_dir(side)
    for u in [v for v in x.b.units if v.side == side and v.status == FIELD]:
        dmg = 0
        parts: list[Value] = []
        uc = x.board.xy(u.cell)
        for v in enemies:
            vc = x.board.xy(v.cell)
            reach = 3 if v.cavalry else 2
            hit = False
            if uc.x == vc.x or uc.y == vc.y:
                between = abs(uc.x - vc.x) + abs(uc.y - vc.y) - 1
                if between <= reach and _empty_between(x, u.cell, v.cell):
                    hit = True
            behind = (vc.y - uc.y) * (1 if own == 0 else -1) > 0 and abs(vc.x - uc.x) <= 1
            for _ in range(int(hit) + int(behind)):
                d = x.d3(f"general flight: {v.id} strikes {u.id} (L668)")
                if not v.full:
                    d -= 1
                dmg += max(0, d)
                parts.append(Message("wl-strike", unit=v.id, damage=max(0, d)))
        before = u.figures
        u.figures = max(0, u.figures - dmg)
        x.note(
            "general_flight",
            Message("wl-log-general-flight", unit=u.id, lost=before - u.figures, strikes=tuple(parts), n=len(parts)),
            unit=u.id,
        )
        for lead in x.leaders_in(u):
            if u.figures <= 0:
                destruction_risk(x, lead, dmg - before, melee=True)
            elif before - u.figures > 1:
                losses_risk(x, lead, melee=True, vs_ashigaru=False)
    end(x, 1 - side, Message("wl-end-general-flight", side=said_side(side)))


def _empty_between(x: Exec, a: int, b: int) -> bool:
    ca, cb = x.board.xy(a), x.board.xy(b)
    dx = (cb.x > ca.x) - (cb.x < ca.x)
    dy = (cb.y > ca.y) - (cb.y < ca.y)

    c = Cell(ca.x + dx, ca.y + dy)
    while c != cb:
        i = x.board.idx(c)
        if i < 0 or x.unit(i) is not None:
            return False
        c = Cell(c.x + dx, c.y + dy)
    return True
