"""Shooting (rules/003 §5.1, L597-L625): targets and the default target, the damage roll with
every modifier, simultaneous resolution, ammunition, and the retreat it forces."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.message import Message
from engine.games.warlords.board import DIR_NAMES
from engine.games.warlords.combat import Mod, roll_damage, shooting_scale, shooting_threshold
from engine.games.warlords.leaders import destruction_risk, losses_risk
from engine.games.warlords.pieces import FIELD, FULL, PRESENCE, TYPE_KNOWN, Unit
from engine.games.warlords.retreat import cancel_intent, destroy, peasants, shooting_retreat
from engine.games.warlords.said import mods as said_mods
from engine.games.warlords.said import phrase, place, unit_type
from engine.games.warlords.tables import BLIZZARD, DEEP_SNOW, DOWNPOUR, FOG, RAIN, SNOW, WIND

if TYPE_CHECKING:
    from engine.games.warlords.execution import Exec

Target = tuple[str, int]  # ("u", unit index) or ("hq", side)


def in_arc(x: Exec, s: Unit, cell: int) -> int:
    """The distance of ``cell`` in ``s``'s arc (1 or 2), or 0 when it cannot shoot there."""
    fog = x.weather() & FOG
    for c, dist in x.arc(s):
        if c == cell:
            return 0 if fog and dist == 2 else dist
    return 0


def _arc_cells(x: Exec, s: Unit) -> dict[int, int]:
    """:func:`in_arc` for every cell of ``s``'s arc at once (cells off it are absent)."""
    fog = x.weather() & FOG
    out: dict[int, int] = {}
    for c, dist in x.arc(s):
        if c not in out:
            out[c] = 0 if fog and dist == 2 else dist
    return out


def default_target(x: Exec, s: Unit) -> Target | None:
    """The target of a shot without a named one (L394, L455): the nearest unit in front, else the
    nearest in a corner cell; among several cavalry first, then samurai, then at random."""
    f = s.facing
    nb = x.nb
    fc = nb[s.cell][f]
    if fc < 0:
        return None
    tiers: list[list[int]] = [[fc]]
    far = nb[fc][f] if x.hill(s.cell) else -1
    tiers.append([far] if far >= 0 else [])
    tiers.append([nb[fc][(f + 1) % 4], nb[fc][(f + 3) % 4]])
    tiers.append([nb[far][(f + 1) % 4], nb[far][(f + 3) % 4]] if far >= 0 else [])
    arc: dict[int, int] | None = None  # the arc, built when a tier holds an enemy
    for tier in tiers:
        cands = []
        for c in tier:
            if c < 0:
                continue
            v = x.unit(c)
            if v is None or v.side == s.side:
                continue
            if arc is None:
                arc = _arc_cells(x, s)
            if arc.get(c) and x.level(s.side, v) >= PRESENCE:
                cands.append(v)
        if not cands:
            continue
        if len(cands) > 1:
            cav = [v for v in cands if v.type.cavalry and x.level(s.side, v) >= TYPE_KNOWN]
            if cav:
                cands = cav
            sam = [v for v in cands if v.type.category == "samurai" and x.level(s.side, v) >= TYPE_KNOWN]
            if len(cands) > 1 and sam:
                cands = sam
        v = cands[0] if len(cands) == 1 else x.rng.choice(cands, "default shooting target (L394)")
        return ("u", v.idx)
    return None


def _moves_into(x: Exec, u: Unit, cell: int) -> bool:
    """Whether ``u``'s program this phase advances into ``cell`` (its order is to attack there)."""
    it = x.intents.get(u.idx)
    if it is None or it.kind != "move":
        return False
    c, f = u.cell, u.facing
    for a in it.prims[it.i :]:
        if a == "L":
            f = (f + 3) % 4
        elif a == "R":
            f = (f + 1) % 4
        elif a == "A":
            c = x.nb[c][f]
            if c == cell:
                return True
            if c < 0:
                return False
    return False


def shield_covers(x: Exec, target: Unit, shooter_cell: int) -> bool:
    """Shields in the target's cell on the side the shot comes from give -1 (L206, L608). The
    scheme is missing (§9 #36): fire straight across the shield's edge is covered; fire at a
    slant is the GM's call, by default per the rule option ``shield_protection``."""
    if target.type.cavalry or target.fleeing:
        return False
    shields = x.b.shield_edges()
    tc, sc = x.board.xy(target.cell), x.board.xy(shooter_cell)
    dx, dy = sc.x - tc.x, sc.y - tc.y
    for d, (vx, vy) in enumerate(((0, 1), (1, 0), (0, -1), (-1, 0))):
        if target.cell * 4 + d not in shields:
            continue
        along = dx * vx + dy * vy
        across = dx * vy - dy * vx
        if along <= 0:
            continue
        if across == 0:
            return True
        default = "protects" if x.opts.shield_protection == "half_plane" else "no"
        answer = x.ask_gm(
            "shield_diagonal",
            Message(
                "wl-q-shield-diagonal",
                cell=x.label(target.cell),
                side=Message("wl-option-" + DIR_NAMES[d].lower()),
                shooter=x.label(shooter_cell),
            ),
            ["protects", "no"],
            default,
        )
        if answer == "protects":
            return True
    return False


def shot_damage(x: Exec, s: Unit, t: Target) -> tuple[int, dict[str, Any]]:
    """Roll one shot's damage (L599-L612) and explain it."""
    w = x.weather()
    mods: list[Mod] = []
    best = worst = 0
    reasons: list[str] = []
    if t[0] == "hq":
        side = t[1]
        cell = x.b.sides[side].hq
        default = str(x.opts.hq_elite_equipment)
        equip = int(x.ask_gm("elite_equipment", Message("wl-q-elite-equipment"), ["3", "4", "5"], default))
        target_desc = f"the HQ at {x.label(cell)}"
        target_unit: Unit | None = None
    else:
        target_unit = x.b.units[t[1]]
        cell = target_unit.cell
        equip = target_unit.equipment
        target_desc = x.desc(target_unit)
    if s.type.has("merciless_lead"):
        equip = max(0, equip - 1)
        reasons.append("Merciless lead: target Equipment -1 (L184)")
    scale = shooting_scale(s.skill, equip, x.opts.shooting_scale, x.opts.ratio_inclusive)
    mods.append((f"Skill {s.skill} vs Equipment {equip}", scale, "L599-L603"))
    if "intensified_fire" in s.standing:
        mods.append(("Intensified fire!", 1, "L433"))
    dist = in_arc(x, s, cell)
    if x.hill(s.cell):
        if dist == 1:
            best += 1
            reasons.append("from a hill at an adjacent cell: best of 2 (L605)")
        else:
            worst += 1
            reasons.append("from a hill 2 cells away: worst of 2 (L606)")
    if x.village(cell) or x.forest(cell) or x.hill(cell):
        worst += 1
        reasons.append("target in a village, forest or on a hill: worst of 2 (L607)")
    if target_unit is not None and shield_covers(x, target_unit, s.cell):
        mods.append(("target behind shields", -1, "L206, L608"))
    if s.figures >= 8:
        if s.type.code == "yumi_samurai":
            best += 1
            reasons.append("Plunging fire: a full second rank, best of 2 (L140)")
        elif s.type.code == "yumi_ashigaru":
            default = "yes" if x.opts.yumi_ashigaru_plunging_fire else "no"
            if x.ask_gm("yumi_ashigaru_plunging", Message("wl-q-yumi-plunging"), ["yes", "no"], default) == "yes":
                best += 1
                reasons.append("archers with a full second rank: best of 2 (L609, GM)")
        if s.type.has("volley"):
            mods.append(("Volley fire: two full ranks", 1, "L183"))
    if w & (WIND | DOWNPOUR | BLIZZARD):
        worst += 1
        reasons.append("gusty wind, downpour or blizzard: worst of 2 (L610, L612)")
    if s.type.code == "teppo_ashigaru" and w & (RAIN | SNOW | FOG | DOWNPOUR | BLIZZARD):
        mods.append(("arquebuses in rain, snow, fog, downpour or blizzard", -1, "L611-L612"))
    if s.figures <= 3:
        mods.append(("heavy losses: 3 figures or fewer", -1, "L224"))
    if (
        target_unit is not None
        and target_unit.type.has("theyre_close")
        and not target_unit.fatigued
        and not w & DEEP_SNOW
        and _moves_into(x, target_unit, s.cell)
    ):
        mods.append(("They're close: cavalry ordered to attack this shooter", -1, "L152, L165"))
    if target_unit is not None and target_unit.idx in x.bridge_crossers:
        mods.append(("target crossing a bridge", 1, "L716"))
    die, dice, how = roll_damage(x, best, worst, f"shooting damage of {s.id}")
    dmg = max(0, die + sum(v for _, v, _ in mods))
    info = {
        "shooter": s.id,
        "target": target_desc,
        "table": "shooting: d3 by Skill vs Equipment (L599-L603)",
        "dice": dice,
        "kept": how,
        "modifiers": [(n, v, r) for n, v, r in mods],
        "rerolls": reasons,
        "damage": dmg,
    }
    return dmg, info


def _target_said(x: Exec, t: Target) -> Message:
    """A shot's target in words: the HQ at its cell, or the unit with its type and figures."""
    if t[0] == "hq":
        return Message("wl-target-hq", cell=x.label(x.b.sides[t[1]].hq))
    u = x.b.units[t[1]]
    where = x.label(u.cell) if u.cell >= 0 else place(u.status)
    return Message("wl-target-unit", unit=u.id, type=unit_type(u.type), figures=u.figures, cell=where)


def resolve_shots(x: Exec, shots: list[tuple[Unit, Target, str]]) -> None:
    """Shots of one moment, all at once (L470, L621): damage is rolled for each, then applied,
    then units that took more than they stand retreat (L614-L619)."""
    if not shots:
        return
    dealt: dict[tuple[str, int], int] = {}
    for s, t, why in shots:
        dmg, info = shot_damage(x, s, t)
        # (a quiet state, a search's copy, builds none of the texts it would throw away)
        target_said = _target_said(x, t) if x.verbose else ""
        spend = 2 if "intensified_fire" in s.standing else 1
        s.ammo = max(0, s.ammo - spend)
        s.shot = True
        it = x.intents.get(s.idx)
        if it is not None and it.kind == "shoot":
            it.done = True
        if s.seen and s.seen < TYPE_KNOWN:
            # shooting from a forest shows the type (L730); in the open it shows everything
            s.seen = TYPE_KNOWN if x.forest(s.cell) else FULL
        dealt[t] = dealt.get(t, 0) + dmg
        if t[0] == "u":
            tu = x.b.units[t[1]]
            tu.shooters = (*tu.shooters, s.idx)
        if not x.verbose:
            continue
        # where from and at (cells), for the line a playback draws
        at: dict[str, Any] = {"frm": x.label(s.cell), "to": x.label(x.b.units[t[1]].cell)} if t[0] == "u" else {}
        x.note(
            "shot",
            Message(
                "wl-log-shot",
                shooter=s.id,
                target=target_said,
                why=phrase(why),
                dice=str(info["dice"]),
                kept=info["kept"],
                mods=said_mods(info["modifiers"]),
                rerolls=tuple(phrase(r) for r in info["rerolls"]),
                n=len(info["rerolls"]),
                damage=dmg,
                ammunition=s.ammo,
            ),
            **info,
            **at,
        )
    destroyed = []
    for t, dmg in dealt.items():
        if t[0] == "hq":
            if dmg > 0:
                side = x.b.sides[t[1]]
                x.note(
                    "hq_shot",
                    Message("wl-log-hq-shot", cell=x.label(side.hq), damage=dmg),
                )
                for lead in [lead for lead in x.b.leaders if lead.side == t[1] and lead.where == "hq"]:
                    destruction_risk(x, lead, dmg, melee=False, stay="hq")
            continue
        tu = x.b.units[t[1]]
        if tu.status != FIELD:
            continue
        before = tu.figures
        lost = min(before, dmg)
        tu.figures -= lost
        tu.shot_damage += dmg
        tu.shot_losses += lost
        if tu.figures <= 0:
            destroyed.append((tu, dmg - before))
        elif lost > 1:
            for lead in x.leaders_in(tu):
                losses_risk(x, lead, melee=False, vs_ashigaru=False)
    for tu, excess in destroyed:
        x.note("destroyed", Message("wl-log-destroyed-shooting", unit=tu.id), unit=tu.id)
        for lead in x.leaders_in(tu):
            destruction_risk(x, lead, excess, melee=False)
        destroy(x, tu, "destroyed")
    shooting_retreats(x)
    peasants(x)


def shooting_retreats(x: Exec) -> None:
    """Units that took more shooting damage this phase than they stand retreat 1 cell out of the
    shooters' reach (L614-L619); larger units first when two need one cell (L487)."""
    due = []
    for u in x.b.units:
        if u.status != FIELD or u.shot_retreated or u.fleeing or u.shot_damage <= 0:
            continue
        threshold, what = shooting_threshold(x, u, x.b.phase)
        if u.shot_damage > threshold:
            due.append((u, threshold, what))
    due.sort(key=lambda t: (-t[0].figures, t[0].idx))
    for u, threshold, what in due:
        if u.status != FIELD:
            continue
        u.shot_retreated = True
        x.note(
            "shot_retreat_due",
            Message("wl-log-shot-retreat", unit=u.id, damage=u.shot_damage, what=phrase(what), threshold=threshold),
            unit=u.id,
            damage=u.shot_damage,
            threshold=threshold,
            compared_with=what,
        )
        shooting_retreat(x, u)


def initiative_shooter(x: Exec, u: Unit) -> bool:
    """A shooter that shoots on initiative this phase: no order for the phase (or it was
    cancelled), or waiting, or following Keep advancing (L455, L460, L430); not under Hold fire
    or Defensive fire (L422, L424)."""
    if not u.type.shooter or u.ammo <= 0 or u.fleeing or u.shot or u.status != FIELD:
        return False
    if "hold_fire" in u.standing or "defensive_fire" in u.standing:
        return False
    it = x.intents.get(u.idx)
    if it is None or it.cancelled or it.kind == "wait":
        return True
    return it.source in ("keep_advancing", "keep_retreating") and it.i == 0 and not it.done


def shooting_step(x: Exec) -> None:
    """Step 2: every shot of the phase's start at once, ordered and on initiative (L470, L455)."""
    shots: list[tuple[Unit, Target, str]] = []
    for u in x.b.units:
        if u.status != FIELD or not u.type.shooter or u.fleeing or u.ammo <= 0:
            continue
        it = x.intents.get(u.idx)
        if it is not None and it.kind == "shoot" and not it.done:
            t = it.target
            ok = False
            if t is not None and t[0] == "u":
                v = x.b.units[t[1]]
                ok = v.status == FIELD and in_arc(x, u, v.cell) > 0 and x.level(u.side, v) >= PRESENCE
            elif t is not None:
                side = x.b.sides[t[1]]
                ok = side.hq >= 0 and not side.hq_destroyed and x.unit(side.hq) is None and in_arc(x, u, side.hq) > 0
            if ok and t is not None:
                shots.append((u, t, "by order"))
                continue

            cancel_intent(x, it, "the target is out of reach (L377)")
        if initiative_shooter(x, u):
            t2 = default_target(x, u)
            if t2 is not None:
                shots.append((u, t2, "on initiative"))
                it = x.intents.get(u.idx)
                if it is not None and it.source in ("keep_advancing", "keep_retreating"):
                    it.done = True  # stops to shoot, the standing order stays (L430)
    resolve_shots(x, shots)


def shoot_moved_cavalry(x: Exec) -> None:
    """Step 5: shooters that have not shot fire at cavalry that has just galloped into their front
    cell and was out of reach at the start of the phase (L456, L473)."""
    shots: list[tuple[Unit, Target, str]] = []
    for u in x.b.units:
        if not u.type.shooter or not initiative_shooter(x, u):  # (most units are no shooters)
            continue
        fc = x.front(u)
        v = x.unit(fc)
        if v is None or v.side == u.side or not v.type.cavalry or v.moved == 0:
            continue
        start = x.phase_start.get(v.idx)
        if start is not None and in_arc(x, u, start[0]):
            continue
        shots.append((u, ("u", v.idx), "at cavalry that galloped in"))
    resolve_shots(x, shots)


def defensive_fire(x: Exec, defender: Unit, attackers: list[Unit]) -> list[Unit]:
    """Defensive fire at attackers from the front (L422); returns the attackers whose attack the
    fire broke (they retreat, L615)."""
    if "defensive_fire" not in defender.standing or defender.ammo <= 0 or defender.fleeing or not defender.type.shooter:
        return []
    shots: list[tuple[Unit, Target, str]] = []
    for a in attackers:
        if x.nb[defender.cell][defender.facing] == a.cell and a.dragon is None:
            shots.append((defender, ("u", a.idx), "defensive fire"))
            break
    if not shots:
        return []
    defender.shot = False
    resolve_shots(x, shots)
    return [a for a in attackers if a.status != FIELD or a.shot_retreated]
