"""Dice counts, hits and flag ignoring: the arithmetic of battle (rules/000 §7, §11, §12, §15).

Each function returns its figure and, for the log, the reasons ("base 4", "forest: max 2",
"+1 inspired") so a combat can be explained step by step.
"""

from __future__ import annotations

from math import comb
from typing import TYPE_CHECKING

from engine.core.message import Message, Name
from engine.games.samurai_battles.pieces import Leader, Unit
from engine.games.samurai_battles.ruleset import FLAG, HONOR, MELEE, RANGED, SWORDS

if TYPE_CHECKING:
    from engine.games.samurai_battles.state import SBState

RANK_NAMES = ("●", "▲", "■")


def terrain_said(s: SBState, h: int) -> tuple[Name, ...]:
    """What lies on hex ``h``, each by its glossary term (``sb-terrain-<id>``)."""
    return tuple(Name("sb-terrain-" + n, (("en", n),)) for n in s.terrain[h].names)


def cap_for(s: SBState, roller_hex: int, target_hex: int, combat: str, horse: bool) -> tuple[int | None, list[Message]]:
    """The lowest terrain cap on the base dice of a roll from ``roller_hex`` at ``target_hex``
    (rules/000 §12.1, §22): caps of the roller's own hex and of the hex it attacks into."""
    best: int | None = None
    why: list[Message] = []
    on_hill = s.terrain[roller_hex].hill_level > 0
    t_in = s.terrain[roller_hex]
    for c in t_in.caps_in:
        if c.applies(combat, horse, on_hill) and (best is None or c.max < best):
            best = c.max
            why = [Message("sb-dice-cap-in", terrain=terrain_said(s, roller_hex), max=c.max)]
    t_t = s.terrain[target_hex]
    for c in t_t.caps_target:
        if c.applies(combat, horse, on_hill) and (best is None or c.max < best):
            best = c.max
            why = [Message("sb-dice-cap-into", terrain=terrain_said(s, target_hex), max=c.max)]
    return best, why


def can_still_battle(u: Unit) -> bool:
    """Ordered, has an attack left, and not barred by its move or the terrain it entered."""
    if not u.ordered or u.battled or u.hex < 0 or u.no_battle:
        return False
    # SB rules: ▲ that moved 2 cannot battle (L431-433); cards may lift it (Infantry Charge, Cavalry Charge)
    return u.battle_any_move or u.moved <= u.type.battle_max_move


def melee_dice(
    s: SBState, u: Unit, target_hex: int, *, inspired: bool = False, extra: int = 0, turn_bonus: bool = True
) -> tuple[int, list[Message]]:
    """Dice of a melee roll: ``min(base, caps) + bonuses`` (rules/000 §12.1)."""
    base = u.type.melee_dice
    why = [Message("sb-dice-base", count=base)]
    cap, cw = cap_for(s, u.hex, target_hex, MELEE, u.type.horse)
    n = base
    if cap is not None and cap < base:
        n = cap
        why += cw
    if turn_bonus and (u.melee_bonus or u.battle_bonus):
        n += u.melee_bonus + u.battle_bonus
        why.append(Message("sb-dice-card", count=u.melee_bonus + u.battle_bonus))
    if inspired:
        n += 1
        why.append(Message("sb-dice-inspired"))
    if extra:
        n += extra
        why.append(Message("sb-dice-dragon", count=extra))
    return n, why


def ranged_dice(s: SBState, u: Unit, target_hex: int, *, extra: int = 0) -> tuple[int, list[Message]]:
    """Dice of a ranged roll (rules/000 §7.3, §11 step 4-5); 0 = the unit may not fire there."""
    w = u.type.ranged
    if w is None:
        return 0, [Message("sb-dice-no-weapon")]
    d = s.field.distance[u.hex][target_hex]
    base = w.dice.get(d, 0) if d >= w.min_range else 0
    if base == 0:
        return 0, [Message("sb-dice-out-of-range", range=d)]
    why = [Message("sb-dice-range", range=d, count=base)]
    moved_cap = False
    if u.moved > 0:
        if w.moved_dice <= 0:
            return 0, [Message("sb-dice-moved-no-fire")]
        # SB rules: archers that moved fire 1 die (L621-623); A25: a base value (bonuses add) or a cap
        base = min(base, w.moved_dice)
        why = [Message("sb-dice-moved", count=base)]
        moved_cap = s.opt.moved_archer_dice == "cap"
    cap, cw = cap_for(s, u.hex, target_hex, RANGED, u.type.horse)
    n = base
    if cap is not None and cap < base:
        n = cap
        why += cw
    if u.battle_bonus:
        n += u.battle_bonus
        why.append(Message("sb-dice-card", count=u.battle_bonus))
    if extra:
        n += extra
        why.append(Message("sb-dice-dragon", count=extra))
    if moved_cap and n > w.moved_dice:
        n = w.moved_dice
        why.append(Message("sb-dice-moved-max", count=n))
    return n, why


def sword_ignore(s: SBState, defender: Unit, attacker: Unit) -> tuple[int, list[Message]]:
    """Swords the defender ignores in melee (rules/000 §12.4; A5 stacking)."""
    total = 0
    best = 0
    why: list[Message] = []
    dt, at = defender.type, attacker.type
    for r in s.rs.sword_rules:
        if r.def_horse is not None and r.def_horse != dt.horse:
            continue
        if r.def_rank is not None and r.def_rank != dt.rank:
            continue
        if r.att_horse is not None and r.att_horse != at.horse:
            continue
        if r.att_rank is not None and r.att_rank != at.rank:
            continue
        total += r.ignore
        best = max(best, r.ignore)
        d = "cavalry" if r.def_horse else RANK_NAMES[r.def_rank] if r.def_rank is not None else "unit"
        a = "infantry" if r.att_horse is False else RANK_NAMES[r.att_rank] if r.att_rank is not None else "unit"
        why.append(Message("sb-sword-ignore", defender=d, count=r.ignore, attacker=a))
    return (total if s.opt.sword_ignore_stacking == "cumulative" else best), why


class Score:
    """The reading of one battle roll."""

    __slots__ = ("flags", "hits", "honor", "ignored", "kill_leader", "said")

    def __init__(self) -> None:
        self.hits = 0
        self.flags = 0
        self.honor = 0
        self.ignored = 0
        self.kill_leader = False
        #: what the roll did, as a message
        self.said = Message("sb-score-nothing")


def score_roll(
    s: SBState,
    faces: list[int],
    attacker: Unit,
    target: Unit | Leader,
    *,
    melee: bool,
    inspired: bool,
    battle_back: bool,
) -> Score:
    """Hits, flags and Honor & Fortune of a roll (rules/000 §8, §11 step 7, §12.3-12.4, §14.2)."""
    sc = Score()
    swords = faces.count(SWORDS)
    sc.flags = faces.count(FLAG)
    honors = faces.count(HONOR)
    w = attacker.type.ranged
    parts: list[Message] = []
    if melee or (w is not None and w.honor_tokens):
        # SB rules: the first ☯ of an inspired unit gives no token (L873-876); arquebus fire gives none (L710)
        sc.honor = max(0, honors - (1 if inspired and honors else 0))
    swords_count = melee or (w is not None and w.swords_hit)
    if isinstance(target, Leader):
        ignore = 0
        if melee and s.opt.lone_leader_sword_ignore and target.kind.horse and not attacker.type.horse:
            ignore = 1  # A6 switch: a lone mounted leader following cavalry rules
        sc.kill_leader = swords_count and swords - ignore >= 1
        parts.append(Message("sb-score-leader-killed" if sc.kill_leader else "sb-score-leader-safe"))
    else:
        rank_hits = faces.count(target.type.rank)
        sc.hits = rank_hits
        if rank_hits:
            parts.append(Message("sb-score-rank-hits", count=rank_hits, rank=RANK_NAMES[target.type.rank]))
        if swords and swords_count:
            ign = 0
            if melee and (not battle_back or s.opt.sword_ignore_battle_back):
                ign, why = sword_ignore(s, target, attacker)
                if ign:
                    parts.extend(why)
            counted = max(0, swords - ign)
            sc.ignored = swords - counted
            sc.hits += counted
            parts.append(
                Message("sb-score-swords-ignored", count=counted, ignored=sc.ignored)
                if sc.ignored
                else Message("sb-score-swords", count=counted)
            )
        elif swords:
            parts.append(Message("sb-score-swords-no-hit", count=swords, weapon=w.weapon if w else "bow"))
    if sc.flags:
        parts.append(Message("sb-score-flags", count=sc.flags))
    if honors:
        parts.append(Message("sb-score-honor", count=sc.honor, rolled=honors))
    if parts:
        sc.said = Message("sb-score", parts=tuple(parts))
    return sc


def flag_ignore_sources(s: SBState, u: Unit, extra: int = 0) -> tuple[int, list[Message]]:
    """How many flags the unit may ignore in this attack, at most the cap of 2 (rules/000 §15)."""
    why: list[Message] = []
    n = 0
    if s.support_count(u.hex, u.side) >= s.rs.support_neighbours:
        n += 1
        why.append(Message("sb-flag-supported"))
    if u.leader >= 0:
        n += 1
        why.append(Message("sb-flag-led"))
    if u.type.innate_flag_ignore:
        n += u.type.innate_flag_ignore
        why.append(Message("sb-flag-banner", rank=RANK_NAMES[u.type.rank]))
    t = s.terrain[u.hex]
    if t.flag_ignore:
        n += t.flag_ignore
        why.append(Message("sb-flag-terrain", terrain=terrain_said(s, u.hex)))
    if extra:
        n += extra
        why.append(Message("sb-flag-dragon"))
    return min(n, s.rs.flag_ignore_cap), why


def retreat_cost_per_hex(s: SBState, u: Unit) -> int:
    """H&F per hex retreated: ●1 ▲1 ■2, +1 with a leader (rules/000 §16.3)."""
    return u.type.retreat_honor + (s.rs.leader_retreat_extra if u.leader >= 0 else 0)


# --------------------------------------------------------------------------- targets


def melee_targets(s: SBState, u: Unit) -> list[tuple[str, int]]:
    if u.type.melee_dice <= 0 or s.terrain[u.hex].no_battle:
        return []
    return [t for t in s.adjacent_targets(u.hex, u.side) if not s.terrain[target_hex(s, t)].no_battle]


def target_hex(s: SBState, t: tuple[str, int]) -> int:
    return s.units[t[1]].hex if t[0] == "u" else s.leaders[t[1]].hex


def target_id(s: SBState, t: tuple[str, int]) -> str:
    return s.units[t[1]].id if t[0] == "u" else s.leaders[t[1]].id


def fire_targets(s: SBState, u: Unit) -> list[tuple[tuple[str, int], int]]:
    """Enemies ``u`` may fire at, with the dice it would roll (range, LOS, terrain, bonuses)."""
    w = u.type.ranged
    if w is None or s.terrain[u.hex].no_battle:
        return []
    if u.moved > 0 and w.moved_dice <= 0:
        return []
    if s.enemy_adjacent(u.hex, u.side):
        return []  # SB rules: a ranged unit next to an enemy may not fire at all (L585-591)
    out: list[tuple[tuple[str, int], int]] = []
    dist = s.field.distance[u.hex]
    lo, hi = w.min_range, w.max_range
    for i, row_d in enumerate(dist):
        if row_d < lo or row_d > hi:
            continue
        ui = s.unit_at[i]
        t: tuple[str, int]
        if ui >= 0:
            if s.units[ui].side == u.side:
                continue
            t = ("u", ui)
        else:
            li = s.leader_at[i]
            if li < 0 or s.leaders[li].side == u.side:
                continue
            t = ("l", li)
        if s.terrain[i].no_battle or not s.los(u.hex, i):
            continue
        n, _ = ranged_dice(s, u, i)
        if n > 0:
            out.append((t, n))
    return out


def expected_hits(s: SBState, faces_n: int, attacker: Unit, target: Unit | Leader, melee: bool) -> float:
    """Expected figures removed (or the chance of killing a lone leader) for ``faces_n`` dice."""
    p = 1.0 / 6.0
    w = attacker.type.ranged
    swords_count = melee or (w is not None and w.swords_hit)
    if isinstance(target, Leader):
        return (1.0 - (1.0 - p) ** faces_n) if swords_count else 0.0
    ev = faces_n * p
    if swords_count:
        ign = sword_ignore(s, target, attacker)[0] if melee else 0
        for k in range(ign + 1, faces_n + 1):
            ev += (k - ign) * comb(faces_n, k) * p**k * (1 - p) ** (faces_n - k)
    return min(ev, float(target.figures))
