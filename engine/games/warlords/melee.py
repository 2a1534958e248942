"""Melee (rules/003 §5.2, L514-L555): who fights whom from which side, the damage each deals
with every modifier, the result totals and leaders' risks; ``melee_result`` carries out what
follows (retreat, rout, occupation, lost orders).

A fight has two sides. ``kind`` is ``attack`` (one stationary defender, one or more
attackers), ``mutual`` (units advancing into each other's cells, L396) or ``empty`` (units of
both sides entering one empty cell, L491). Each side has a pivot: the defender, or the largest
unit; every unit of a side deals its damage to the other side's pivot, and the pivot deals
damage to each of its opponents within the limits of fighting in two directions (L533-L538)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.message import Message, Value
from engine.games.warlords.board import BRIDGE, FORD
from engine.games.warlords.combat import (
    Mod,
    _rank_figures,
    formation_lost,
    impetus_mods,
    melee_scale,
    melee_steadfastness,
    pivot,
    river_penalty,
    roll_damage,
    total,
)
from engine.games.warlords.leaders import destruction_risk, losses_risk, run_duels
from engine.games.warlords.melee_result import after, flush, outcome
from engine.games.warlords.pieces import FULL, Leader, Unit
from engine.games.warlords.retreat import destroy
from engine.games.warlords.said import mods as said_mods
from engine.games.warlords.said import phrase
from engine.games.warlords.shooting import defensive_fire
from engine.games.warlords.tables import DEEP_SNOW, fourth_rank_figures, ranks
from engine.games.warlords.world import FLANK, FRONT, REAR

if TYPE_CHECKING:
    from engine.games.warlords.execution import Exec


class Fight:
    """One melee: attackers ``xs`` against ``ys`` around ``cell``."""

    __slots__ = ("cell", "dragon", "kind", "xs", "ys")

    def __init__(self, kind: str, cell: int, xs: list[Unit], ys: list[Unit], dragon: bool = False) -> None:
        self.kind = kind
        self.cell = cell
        self.xs = xs
        self.ys = ys
        self.dragon = dragon

    def units(self) -> list[Unit]:
        return self.xs + self.ys


def side_on(x: Exec, target: Unit, target_cell: int, from_cell: int) -> str:
    """Where ``from_cell`` lies for ``target`` standing (or arriving) in ``target_cell``."""
    return REAR if target.fleeing else x.side_at(target_cell, target.facing, from_cell)


# --------------------------------------------------------------------------- fight-specific terms


def charge_applies(x: Exec, a: Unit, target: Unit | None, a_side_on_target: str, target_cell: int) -> bool:
    """Cavalry charge or Heavy cavalry attack (L148-L150, L162-L164): not against spearmen's
    front, across a fence, across a river without a bridge or ford, into or out of a rice field
    (L216, L715, L716, L739); fatigued cavalry only with its first move of the turn (L155, L168);
    in deep snow not twice in a turn (L820)."""
    if not (a.type.has("heavy_attack") or a.type.has("charge")):
        return False
    if target is not None and target.type.spearmen and a_side_on_target == FRONT and not target.fleeing:
        return False
    if x.fence(a.cell, target_cell):
        return False
    flags = x.river(a.cell, target_cell)
    if flags and not flags & (BRIDGE | FORD):
        return False
    if x.rice(a.cell) or x.rice(target_cell):
        return False
    if a.fatigued and a.moved > 0:
        return False
    return not (x.weather() & DEEP_SNOW and a.gallop_phases and not a.gallop_phases & (1 << x.b.phase))


def attack_terms(x: Exec, a: Unit, target: Unit | None, target_cell: int, side: str) -> list[Mod]:
    """Impetus terms of attacking ``target_cell`` from ``a``'s cell: charge, hill, river, fence,
    rice field, Tiger and Crab banners (L148, L162, L216, L370, L368, L714, L720-L721, L740)."""
    out: list[Mod] = []
    crab = target is not None and target.crab
    if charge_applies(x, a, target, side, target_cell) and not crab:
        if a.type.has("heavy_attack"):
            out.append(("Heavy cavalry attack", 2, "L148"))
        else:
            out.append(("Cavalry charge", 1, "L162"))
    if x.hill(a.cell) and not x.hill(target_cell):
        out.append(("attacking from a hill", 1, "L721"))
    if x.hill(target_cell):
        out.append(("attacking onto a hill", -2, "L720"))
    flags = x.river(a.cell, target_cell)
    if flags and not flags & BRIDGE and not (flags & FORD and x.opts.ford_attack == "as_bridge"):
        out.append(("attacking across a river", river_penalty(x), "L714, L809"))
    if x.fence(a.cell, target_cell):
        out.append(("attacking across a fence", -2, "L216"))
    if x.rice(target_cell):
        out.append(("attacking into a rice field", -1, "L740"))
    if target is not None and target.tiger:
        out.append(("enemy's Tiger banner", -2, "L368"))
    return out


def _impetus(
    x: Exec, a: Unit, target: Unit | None, target_cell: int, side: str, attacked: list[tuple[Unit, str]]
) -> list[Mod]:
    lost = formation_lost(x, a, attacked)
    rear = any(s == REAR for _, s in attacked)
    mods = impetus_mods(x, a, formation=not lost, attacked_in_rear=rear, for_result=True, figures=_rank_figures(x, a))
    if target is not None and target.crab:
        mods = [m for m in mods if not m[0].startswith("Formation")]
        mods.append(("no rank bonus against the Crab banner", 0, "L370"))
    return mods + attack_terms(x, a, target, target_cell, side)


# --------------------------------------------------------------------------- damage


def _limits(x: Exec, p: Unit, opponents: list[tuple[Unit, str]]) -> dict[int, str]:
    """How much damage the pivot ``p`` deals each opponent (L533-L538, L224): ``full``,
    ``minus`` (-1) or ``none``."""
    out = {o.idx: "full" for o, _ in opponents}
    sides = {o.idx: s for o, s in opponents}
    front = [o for o, s in opponents if s == FRONT]
    flank = [o for o, s in opponents if s == FLANK]
    rear = [o for o, s in opponents if s == REAR]
    if p.figures <= 4 and len(opponents) > 1:
        if front and (flank or rear):
            for o, _ in opponents:
                if sides[o.idx] != FRONT:
                    out[o.idx] = "none"
        elif flank and rear:
            for o in flank:
                out[o.idx] = "none"
    spare = fourth_rank_figures(p.figures)
    live_flank = [o for o in flank if out[o.idx] != "none"]
    if live_flank:
        if front or spare == 0:
            for o in live_flank:
                out[o.idx] = "minus"
        elif spare == 1 and len(live_flank) > 1:
            lucky = x.rng.choice(live_flank, "which flank the 4th-rank figure turns to (L537)")
            for o in live_flank:
                if o is not lucky:
                    out[o.idx] = "minus"
    if ranks(p.figures) == 2 and p.figures < 8:
        for o in rear:
            if out[o.idx] == "full":
                out[o.idx] = "minus"
    return out


def melee_damage(
    x: Exec, u: Unit, v: Unit, u_side_on_v: str, v_side_on_u: str, u_attacking: bool, limit: str, target_cell: int
) -> tuple[int, dict[str, Any]]:
    """The damage ``u`` deals ``v`` (L522-L538, L660)."""
    mods: list[Mod] = []
    best = worst = 0
    notes: list[str] = []
    if limit == "none":
        return 0, {"from": u.id, "to": v.id, "damage": 0, "why": "cannot fight in two directions (L535-L536)"}
    if limit == "fleeing":
        return 0, {"from": u.id, "to": v.id, "damage": 0, "why": "a fleeing unit does not fight back (L660)"}
    four_legs = u.type.has("four_legs") and not u.fatigued and u_attacking
    if v.fleeing:
        dice = [x.d3(f"damage of {u.id} to fleeing {v.id}")]
        base = 1
        table = "fleeing unit attacked by infantry: d3+1 (L660)"
        if u.cavalry:
            dice.append(x.d3(f"damage of {u.id} to fleeing {v.id}"))
            base = 2
            table = "fleeing unit attacked by cavalry: 2d3+2 (L660)"
        mods.append(("fixed damage to a fleeing unit", base, "L660"))
        if x.opts.four_legs_vs_fleeing:
            if four_legs and not v.cavalry:
                mods.append(("Four legs: fleeing infantry", 1, "L157, L170"))
            elif not u.cavalry and v.cavalry and not v.fatigued:
                mods.append(("Four legs: infantry against fleeing fresh cavalry", -1, "L157"))
        dmg = max(0, sum(dice) + total(mods))
        return dmg, {"from": u.id, "to": v.id, "table": table, "dice": dice, "modifiers": mods, "damage": dmg}
    su, sv = u.skill + u.equipment, v.skill + v.equipment
    mods.append((f"Skill+Equipment {su} vs {sv}", melee_scale(su, sv, x.opts.ratio_inclusive), "L522-L526"))
    charged = u_attacking and charge_applies(x, u, v, u_side_on_v, target_cell)
    if charged:
        mods.append(("Heavy cavalry attack" if u.type.has("heavy_attack") else "Cavalry charge", 1, "L150, L164"))
    fighting_front = (
        u_side_on_v == FRONT
        if x.opts.forest_of_spears_scope == "fighting_front"
        else (u_side_on_v == FRONT and u_attacking)
    )
    if (
        v.type.has("forest_of_spears")
        and fighting_front
        and not u.type.has("forest_of_spears")
        and not u.type.has("naginata")
    ):
        mods.append(("enemy's Forest of spears", -1, "L132, L528"))
    if v.type.has("behind_cover") and not v.cavalry and _behind_shields(x, v, u):
        worst += 1
        notes.append("spearmen behind shields: worst of 2 (L135, L529)")
    if u_attacking and x.hill(v.cell) and target_cell == v.cell:
        worst += 1
        notes.append("attacking a unit on a hill: worst of 2 (L530, L722)")
    if u.figures <= 3 and (x.opts.small_unit_melee_damage == "always" or v.figures >= 4):
        mods.append(("incomplete front: 3 figures or fewer", -1, "L224, L531"))
    if limit == "minus":
        mods.append(("fighting in two directions", -1, "L224, L537-L538"))
    if four_legs and v.cavalry and v.fatigued:
        bonus = 1
        if charged and not u.type.has("heavy_attack"):
            default = str(x.opts.four_legs_light_total)
            total_bonus = int(x.ask_gm("four_legs_total", Message("wl-q-four-legs", unit=u.id), ["2", "3"], default))
            bonus = total_bonus - 1
        mods.append(("Four legs: against tired cavalry", bonus, "L157, L170"))
    die, dice, how = roll_damage(x, best, worst, f"melee damage of {u.id}")
    dmg = max(0, die + total(mods))
    return dmg, {
        "from": u.id,
        "to": v.id,
        "table": "melee: d3 by Skill+Equipment (L522-L526)",
        "dice": dice,
        "kept": how,
        "modifiers": mods,
        "rerolls": notes,
        "damage": dmg,
        "charged": charged,
    }


def _behind_shields(x: Exec, v: Unit, enemy: Unit) -> bool:
    d = x.board.direction(v.cell, enemy.cell)
    return d >= 0 and v.cell * 4 + d in x.b.shield_edges()


# --------------------------------------------------------------------------- resolution


def resolve(x: Exec, f: Fight) -> None:
    """Resolve one fight and everything that follows it at once (L485-L487, L540-L554)."""
    xs = [u for u in f.xs if u.on_field]
    ys = [u for u in f.ys if u.on_field]
    if not xs or not ys:
        return
    own_batch = x.batch is None
    if own_batch:
        x.batch = []
    if f.kind != "empty" and not f.dragon:
        broken = defensive_fire(x, ys[0], xs)
        if broken:
            xs = [u for u in xs if u not in broken and u.on_field]
            for u in broken:
                x.note("attack_broken", Message("wl-log-attack-broken", unit=u.id), unit=u.id)
            if not xs or not ys[0].on_field:
                return
    for u in xs + ys:
        u.seen = FULL
        u.fought = True
    x.duel_penalty = {}
    py = ys[0] if f.kind != "empty" else pivot(ys)
    px = pivot(xs)
    ycell = py.cell if f.kind != "empty" else f.cell
    xcell = f.cell
    # who faces whom, from which side
    x_side = {a.idx: side_on(x, py, ycell, a.cell) for a in xs}
    y_side = {b.idx: side_on(x, px, f.cell if f.kind == "empty" else px.cell, b.cell) for b in ys}
    attacked_y = [(a, x_side[a.idx]) for a in xs]
    attacked_x: dict[int, list[tuple[Unit, str]]] = {a.idx: [] for a in xs}
    if f.kind == "mutual":
        for a in xs:
            if x.front(py) == a.cell:
                attacked_x[a.idx].append((py, FRONT))
    elif f.kind == "empty":
        for a in xs:
            attacked_x[a.idx].append((py, side_on(x, a, f.cell, py.cell)))
    # leaders of the HQ's cell lead a unit attacked there (L250)
    hq_joined: list[Leader] = []
    for u in ys if f.kind == "attack" else ys + xs:
        side = x.b.sides[u.side]
        if side.hq == u.cell and not side.hq_destroyed:
            for lead in x.b.leaders:
                if lead.side == u.side and lead.where == "hq":
                    lead.where, lead.unit, lead.from_hq = "unit", u.idx, True
                    hq_joined.append(lead)
    bonus_x, bonus_y, duelled = run_duels(x, xs, ys, [])
    # damage
    y_attacking = f.kind != "attack"
    dealt: dict[tuple[int, int], int] = {}
    infos = []
    for a in xs:
        dmg, info = melee_damage(x, a, py, x_side[a.idx], FRONT, True, "full", ycell)
        dealt[(a.idx, py.idx)] = dmg
        infos.append(info)
        if info.get("charged"):
            a.gallop_phases |= 1 << x.b.phase
    limits = _limits(x, py, [(a, x_side[a.idx]) for a in xs])
    if py.fleeing:
        limits = dict.fromkeys(limits, "fleeing")
    for a in xs:
        dmg, info = melee_damage(
            x,
            py,
            a,
            side_on(x, a, a.cell if f.kind != "empty" else f.cell, py.cell),
            x_side[a.idx],
            y_attacking,
            limits[a.idx],
            xcell if f.kind != "attack" else a.cell,
        )
        dealt[(py.idx, a.idx)] = dmg
        infos.append(info)
        if info.get("charged"):
            py.gallop_phases |= 1 << x.b.phase
    for b in ys:
        if b is py:
            continue
        dmg, info = melee_damage(x, b, px, y_side[b.idx], FRONT, True, "full", f.cell)
        dealt[(b.idx, px.idx)] = dmg
        infos.append(info)
    # effective values before losses
    y_mods: dict[int, list[Mod]] = {}
    x_mods: dict[int, list[Mod]] = {}
    for a in xs:
        x_mods[a.idx] = _impetus(x, a, py, ycell, x_side[a.idx], attacked_x[a.idx])
    if f.kind == "attack":
        y_mods[py.idx] = melee_steadfastness(x, py, attacked_y, xs)
    else:
        for b in ys:
            y_mods[b.idx] = _impetus(
                x, b, px, f.cell if f.kind == "empty" else px.cell, y_side[b.idx], attacked_y if b is py else []
            )
    st_py = total(melee_steadfastness(x, py, attacked_y, xs)) if f.kind != "attack" else total(y_mods[py.idx])
    # Don't stand in the way! (L151)
    for a in xs:
        heavy = a.type.has("dont_stand_in_the_way") and not py.cavalry and not py.crab and not py.fleeing
        if heavy and dealt[(a.idx, py.idx)] >= st_py and any(i.get("charged") for i in infos if i.get("from") == a.id):
            dealt[(py.idx, a.idx)] = max(0, dealt[(py.idx, a.idx)] - 1)
            x.note(
                "dont_stand",
                Message(
                    "wl-log-dont-stand", unit=a.id, damage=dealt[(a.idx, py.idx)], target=py.id, steadfastness=st_py
                ),
            )
    # apply damage at once
    taken: dict[int, int] = {}
    for (_, to), dmg in dealt.items():
        taken[to] = taken.get(to, 0) + dmg
    before = {u.idx: u.figures for u in xs + ys}
    for u in xs + ys:
        u.figures = max(0, u.figures - taken.get(u.idx, 0))
    counted = {k: min(v, before[k[1]]) for k, v in dealt.items()}
    alive_x = [a for a in xs if a.figures > 0]
    alive_y = [b for b in ys if b.figures > 0]
    x_total = sum(total(x_mods[a.idx]) for a in alive_x) + sum(
        v for (fr, _), v in counted.items() if fr in {a.idx for a in xs}
    )
    x_total += sum(b.shot_losses for b in ys) + bonus_x - x.duel_penalty.get(xs[0].side, 0)
    if f.kind == "attack" and any(x_side[a.idx] == REAR for a in alive_x) and not x.village(py.cell) and not py.fleeing:
        x_total += 1
    y_dmg = sum(v for (fr, _), v in counted.items() if fr in {b.idx for b in ys})
    if f.kind == "attack":
        y_total = (total(y_mods[py.idx]) if py.figures > 0 else 0) + y_dmg
    else:
        y_total = sum(total(y_mods[b.idx]) for b in alive_y) + y_dmg
    y_total += sum(a.shot_losses for a in xs) + bonus_y - x.duel_penalty.get(ys[0].side, 0)
    _explain(x, f, xs, ys, infos, x_mods, y_mods, x_total, y_total, x_side)
    # leaders' risks for losses (L254), destruction (L261)
    for u in xs + ys:
        lost = before[u.idx] - u.figures
        opp = ys if u in xs else xs
        if u.figures <= 0:
            excess = taken.get(u.idx, 0) - before[u.idx]
            for lead in x.leaders_in(u):
                destruction_risk(x, lead, excess, melee=True)
        elif lost > 1:
            for lead in x.leaders_in(u):
                if lead.idx not in duelled:
                    losses_risk(x, lead, melee=True, vs_ashigaru=all(o.type.category == "ashigaru" for o in opp))
    # where each unit stood in the fight: a destroyed unit leaves its cell to the winner (L543, L553)
    stood = {u.idx: u.cell for u in xs + ys}
    for u in xs + ys:
        if u.figures <= 0 and u.on_field:
            x.note("destroyed", Message("wl-log-destroyed-melee", unit=u.id), unit=u.id)
            destroy(x, u, "destroyed")
    outcome(x, f, xs, ys, py, px, x_total, y_total, st_py, x_side, stood)

    def back_to_hq() -> None:
        for lead in hq_joined:
            if lead.where == "unit" and lead.from_hq:
                u = x.b.units[lead.unit]
                lead.from_hq = False
                if not (u.on_field and u.cell != x.b.sides[lead.side].hq):
                    lead.where, lead.unit = "hq", -1

    after(x, back_to_hq)
    if own_batch:
        flush(x)


def _explain(
    x: Exec,
    f: Fight,
    xs: list[Unit],
    ys: list[Unit],
    infos: list[dict[str, Any]],
    x_mods: dict[int, list[Mod]],
    y_mods: dict[int, list[Mod]],
    x_total: int,
    y_total: int,
    x_side: dict[int, str],
) -> None:
    if not x.verbose:
        return
    parts: list[Value] = []
    for i in infos:
        if "dice" in i:
            parts.append(
                Message(
                    "wl-melee-damage",
                    attacker=i["from"],
                    target=i["to"],
                    table=phrase(i.get("table", "")),
                    dice=str(i["dice"]),
                    mods=said_mods(i.get("modifiers", [])),
                    damage=i["damage"],
                )
            )
        else:
            parts.append(Message("wl-melee-no-damage", attacker=i["from"], target=i["to"], why=phrase(i["why"])))
    x.note(
        "melee",
        Message(
            "wl-log-melee",
            cell=x.label(f.cell),
            kind=f.kind,
            attackers=tuple(Message("wl-attacker", unit=a.id, side=Message("wl-attack-" + x_side[a.idx])) for a in xs),
            defenders=tuple(b.id for b in ys),
            parts=tuple(parts),
            attack=x_total,
            attack_mods=tuple(said_mods(m) for m in x_mods.values()),
            defence=y_total,
            defence_mods=tuple(said_mods(m) for m in y_mods.values()),
        ),
        fight=f.kind,
        cell=x.label(f.cell),
        attackers=[a.id for a in xs],
        # where each attacker fights from, for the lines a playback draws
        frm=[x.label(a.cell) for a in xs],
        defenders=[b.id for b in ys],
        damage=[
            {k: v for k, v in i.items() if k != "modifiers"} | {"modifiers": [list(m) for m in i.get("modifiers", [])]}
            for i in infos
        ],
        totals=[x_total, y_total],
        attacker_mods={str(k): [list(m) for m in v] for k, v in x_mods.items()},
        other_mods={str(k): [list(m) for m in v] for k, v in y_mods.items()},
    )
