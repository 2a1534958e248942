"""Movement in an execution phase (rules/003 §3.3, §3.5, L377-L403, L485-L497): one batch of
simultaneous actions (advances, turns, retreats by order, sidesteps), with the no-exposure rule
on the positions at the start of the turn, columns that follow each other, no passing through,
friends contending for one cell, meeting engagements and attacks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.message import Message
from engine.games.warlords.board import BRIDGE
from engine.games.warlords.melee import Fight
from engine.games.warlords.pieces import FIELD, FULL, Unit
from engine.games.warlords.retreat import cancel_intent
from engine.games.warlords.said import Reason, direction

if TYPE_CHECKING:
    from engine.games.warlords.execution import Exec, Intent

STEP_DIR = {"A": 0, "B": 2, "SL": 3, "SR": 1}


def step_dir(u: Unit, a: str) -> int:
    return (u.facing + STEP_DIR[a]) % 4


def exposure(x: Exec, u: Unit, cell: int, facing: int, meeting: frozenset[int] = frozenset()) -> str:
    """The enemy whose front ``u`` would show its flank or rear to at ``cell`` facing ``facing``,
    judged on the positions at the start of the turn (L378, L381); ``""`` if none. Enemies in
    ``meeting`` enter ``cell`` at the same moment: they fight ``u`` there instead (L382)."""
    start = x.b.turn_start
    for v in x.b.units:
        if v.side == u.side or v.idx >= len(start) or v.idx in meeting:
            continue
        ecell, efacing, _, efleeing = start[v.idx]
        if ecell < 0 or efleeing or ecell == cell:
            continue
        if x.nb[ecell][efacing] != cell:
            continue
        d = x.board.direction(cell, ecell)
        if d >= 0 and d != facing:
            return v.id
    return ""


def tie_break_order(x: Exec, units: list[Unit]) -> list[Unit]:
    """Equal priority that cannot be simultaneous (L503-L511): leaders first, then closer to the
    own army commander, fresh cavalry before infantry, sohei before samurai before ashigaru,
    higher base Impetus, fewer figures, and a die for the rest."""
    rank = {"sohei": 0, "samurai": 1, "ashigaru": 2}

    def key(u: Unit) -> tuple[int, int, int, int, int, int]:
        cc = x.commander_cell(u.side)
        dist = x.board.manhattan(u.cell, cc) if cc >= 0 and u.cell >= 0 else 99
        return (
            0 if x.has_leader(u) else 1,
            dist,
            0 if u.type.cavalry and not u.fatigued else 1,
            rank[u.type.category],
            -u.imp,
            u.figures,
        )

    ordered = sorted(units, key=key)
    out: list[Unit] = []
    i = 0
    while i < len(ordered):
        j = i
        while j < len(ordered) and key(ordered[j]) == key(ordered[i]):
            j += 1
        tied = ordered[i:j]
        while len(tied) > 1:
            pick = x.rng.choice(tied, "tie-breaker die (L511)")
            out.append(pick)
            tied = [t for t in tied if t is not pick]
        out += tied
        i = j
    return out


def first_of(x: Exec, units: list[Unit], what: str) -> Unit:
    """Which of equal-priority ``units`` acts first: the GM's call, by the tie-breakers by default."""
    options = ["tie_breakers"] + [u.id for u in units]
    answer = x.ask_gm(
        "same_priority",
        Message("wl-q-same-priority", what=what, units=tuple(u.id for u in units)),
        options,
        "tie_breakers",
        units=",".join(u.id for u in units),
    )
    if answer == "tie_breakers":
        return tie_break_order(x, units)[0]
    return next(u for u in units if u.id == answer)


def reveal_neighbours(x: Exec) -> None:
    """Hidden units show their type when an enemy stands next to them, corners too (L730)."""
    for v in x.b.units:
        if v.status == FIELD and v.seen and v.seen < 2:
            for c in x.board.adjacent8(v.cell):
                w = x.unit(c)
                if w is not None and w.side != v.side:
                    v.seen = FULL if v.hidden_trait else 2
                    break


def _moved(x: Exec, u: Unit, a: int, c: int, it: Intent) -> None:
    if x.forest(a) or u.hidden_trait:
        u.seen = FULL
    if it.burn and x.village(a):
        until = x.b.turn + 4
        x.b.burning = (*x.b.burning, (a, until))
        x.note("fire", Message("wl-log-burns-village", unit=u.id, cell=x.label(a)), cell=x.label(a))
        it.burn = False
    if x.fence(a, c) and x.b.phase == 1:
        u.crossed_fence = True
    u.moved += 1


def _at_any_cost(u: Unit) -> bool:
    """'Advance at any cost!' ignores the no-exposure rule (L380)."""
    return "advance_at_any_cost" in u.standing


def attack_allowed(x: Exec, it: Intent, target_cell: int) -> bool:
    """An attack that, judged on the positions at the start of the turn, would leave the attacker
    in the enemy's cell with its flank or rear to another enemy's front is cancelled if that was
    obvious - the GM's call - unless under 'Advance at any cost!' (L378, L552-L553)."""
    u = it.u
    if it.checked or _at_any_cost(u) or it.source == "dragon":
        return True
    it.checked = True
    who = exposure(x, u, target_cell, u.facing)
    if not who:
        return True
    answer = x.ask_gm(
        "flank_exposure",
        Message("wl-q-flank-exposure", unit=u.id, cell=x.label(target_cell), enemy=who),
        ["cancel", "attack"],
        "cancel",
        unit=u.id,
    )
    if answer == "cancel":
        _cancel(x, it, Message("wl-why-attack-exposes", enemy=who))
        return False
    return True


def _cancel(x: Exec, it: Intent, reason: Reason) -> None:
    cancel_intent(x, it, reason)


def execute(x: Exec, batch: list[Intent], *, swaps: bool = False) -> list[Fight]:
    """Carry out the next action of every intent in ``batch`` at once; return the fights their
    advances start (the caller resolves them)."""
    fights: list[Fight] = []
    steps: list[Intent] = []
    for it in batch:
        u = it.u
        if it.done or u.status != FIELD:
            continue
        a = it.next
        if a in ("L", "R"):
            if x.forest(u.cell):
                _cancel(x, it, "no turning in a forest (L401, L732)")
                continue
            nf = (u.facing + (3 if a == "L" else 1)) % 4
            who = "" if _at_any_cost(u) or it.source == "dragon" else exposure(x, u, u.cell, nf)
            if who:
                _cancel(x, it, Message("wl-why-turn-exposes", enemy=who))
                continue
            u.facing = nf
            u.acted = True
            if x.verbose:
                x.note("turn", Message("wl-log-turns", unit=u.id, facing=direction(nf)), unit=u.id)
            it.i += 1
            if it.i >= len(it.prims):
                it.done = True
        elif a:
            steps.append(it)
    # units advancing into one empty cell at one moment meet there, even from perpendicular sides
    # where each would show the other its flank: a meeting engagement, not two cancelled moves (L382)
    advancing: dict[int, list[Unit]] = {}
    for it in steps:
        if it.next == "A":
            c = x.nb[it.u.cell][step_dir(it.u, "A")]
            if c >= 0 and x.unit(c) is None:
                advancing.setdefault(c, []).append(it.u)
    dest: dict[int, int] = {}
    by_unit: dict[int, Intent] = {}
    for it in steps:
        u = it.u
        a = it.next
        d = step_dir(u, a)
        c = x.nb[u.cell][d]
        v = x.unit(c)
        meeting = frozenset(w.idx for w in advancing.get(c, ()) if w.side != u.side) if a == "A" else frozenset()
        reason: Reason = ""
        if not x.can_step(u.cell, c):
            reason = Message("wl-why-cannot-enter", cell=x.label(c))
        elif x.fence(u.cell, c) and (x.b.phase == 2 or (u.type.cavalry and it.i == 1)):
            reason = "a fence is crossed only in phase 1, and not by a gallop's second move (L215-L216)"
        elif x.b.phase == 2 and u.crossed_fence and it.source != "dragon":
            reason = "it crossed a fence in phase 1 (L215)"
        elif u.type.cavalry and it.gallop and it.i == 1 and (x.river(u.cell, c) or x.forest(u.cell) != x.forest(c)):
            reason = "cavalry spends its whole order crossing a river or entering or leaving a forest (L715, L731)"
        elif v is not None and v.side != u.side and a != "A":
            reason = "a unit cannot attack with its flank or rear (L24, L403)"
        elif v is not None and v.side != u.side:
            if not attack_allowed(x, it, c):
                continue
        elif not _at_any_cost(u) and it.source != "dragon":
            who = exposure(x, u, c, u.facing, meeting)
            if who:
                reason = Message("wl-why-move-exposes", enemy=who)
        if reason:
            _cancel(x, it, reason)
            continue
        dest[u.idx] = c
        by_unit[u.idx] = it
    units = x.b.units
    # mutual advances: meetings between enemies, no passing through for friends (L396, L496)
    for ui, c in list(dest.items()):
        if ui not in dest:
            continue
        v = x.unit(c)
        if v is None or v.idx not in dest or dest[v.idx] != units[ui].cell:
            continue
        u = units[ui]
        if v.side != u.side:
            if by_unit[ui].next == "A" and by_unit[v.idx].next == "A":
                fights.append(Fight("mutual", v.cell, [u], [v], by_unit[ui].source == "dragon"))
            else:
                _cancel(x, by_unit[ui], "no attacking with the flank or rear")
                _cancel(x, by_unit[v.idx], "no attacking with the flank or rear")
        elif not (swaps and by_unit[ui].next in ("SL", "SR") and by_unit[v.idx].next in ("SL", "SR")):
            _cancel(x, by_unit[ui], "units cannot pass through each other (L496)")
            _cancel(x, by_unit[v.idx], "units cannot pass through each other (L496)")
        else:
            continue
        dest.pop(ui, None)
        dest.pop(v.idx, None)
    # several into one cell
    groups: dict[int, list[int]] = {}
    for ui, c in dest.items():
        groups.setdefault(c, []).append(ui)
    for c, group in groups.items():
        if len(group) < 2:
            continue
        occupant = x.unit(c)
        sides = {units[i].side for i in group}
        if len(sides) == 1:
            if occupant is not None and occupant.side != units[group[0]].side and occupant.idx not in dest:
                continue  # a combined attack, handled below
            first = first_of(x, [units[i] for i in group], f"units entering {x.label(c)}")
            for i in group:
                if i != first.idx:
                    _cancel(x, by_unit[i], Message("wl-why-taken", cell=x.label(c), other=first.id))
                    dest.pop(i, None)
        elif occupant is None:
            xs = [units[i] for i in group if units[i].side == units[group[0]].side]
            ys = [units[i] for i in group if units[i].side != units[group[0]].side]
            fights.append(Fight("empty", c, xs, ys))
            x.note("meeting", Message("wl-log-meeting", units=tuple(u.id for u in xs + ys), cell=x.label(c)))
            for i in group:
                dest.pop(i, None)
                by_unit[i].done = True
    # occupied destinations: follow a leaving unit, attack an enemy that stays, stop behind a friend
    attacks: dict[int, list[Unit]] = {}
    changed = True
    while changed:
        changed = False
        for ui in list(dest):
            c = dest[ui]
            v = x.unit(c)
            if v is None or v.idx in dest:
                continue
            u = units[ui]
            dest.pop(ui)
            changed = True
            if v.side == u.side:
                _cancel(x, by_unit[ui], Message("wl-why-held", cell=x.label(c), other=v.id))
            else:
                attacks.setdefault(v.idx, []).append(u)
    for vi, atk in attacks.items():
        dragon = all(by_unit[a.idx].source == "dragon" for a in atk)
        fights.append(Fight("attack", units[vi].cell, atk, [units[vi]], dragon))
    # plain moves, all at once
    movers = [(units[ui], units[ui].cell, c) for ui, c in dest.items()]
    for u, _, _ in movers:
        x.b.lift(u)
    for u, src, c in movers:
        it = by_unit[u.idx]
        a = it.prims[it.i]
        x.b.place(u, c)
        u.acted = True
        _moved(x, u, src, c, it)
        if x.verbose:  # (a search's quiet copy builds no texts)
            word = {"A": "advances", "B": "retreats", "SL": "sidesteps", "SR": "sidesteps"}[a]
            x.note(
                "move",
                Message("wl-log-" + word, unit=u.id, cell=x.label(c)),
                unit=u.id,
                frm=x.label(src),
                to=x.label(c),
            )
        it.i += 1
        crossing = x.river(src, c) or x.forest(src) != x.forest(c)
        if u.type.cavalry and it.gallop and crossing and it.i < len(it.prims):
            it.done = True  # cavalry spends the whole order on the crossing (L715, L731)
        if it.i >= len(it.prims):
            it.done = True
    reveal_neighbours(x)
    return fights


def bridge_crossers(x: Exec) -> set[int]:
    """Units whose program this phase crosses a bridge (shooters get +1 against them, L716)."""
    out: set[int] = set()
    for it in x.intents.values():
        if it.kind != "move" or it.u.status != FIELD:
            continue
        u = it.u
        c, f = u.cell, u.facing
        for a in it.prims:
            if a in ("L", "R"):
                f = (f + (3 if a == "L" else 1)) % 4
                continue
            n = x.nb[c][(f + STEP_DIR[a]) % 4]
            if n < 0:
                break
            if x.edge(c, n) & BRIDGE:
                out.add(u.idx)
                break
            c = n
    return out
