"""Orders: the program a unit follows in one execution phase, its text code, which programs a
unit may be given, and what a turn's orders cost (rules/003 §3.3, L374-L447).

A program is a tuple:

- ``("move", prims, burn)``: actions in order, each ``A`` (advance into the front cell), ``L`` /
  ``R`` (turn 90 degrees left / right), ``B`` (retreat by order, keeping the facing), ``SL`` /
  ``SR`` (sidestep left / right); two actions in one phase are cavalry's Gallop (L411-L417) or a
  small unit's manoeuvre (L226). ``burn``: the unit sets fire to the village it leaves (L749).
- ``("shoot", "u", unit)`` or ``("shoot", "hq", side)``: shoot that unit, or a lone HQ (L392, L240).
- ``("wait",)`` (L405), ``("regroup", facing)`` (L407), ``("set", key)`` / ``("take", key)``
  shields (L409), ``("dragon", prims)`` / ``("dragon_face", facing)``: the Dragon banner's move (L369).

Codes (the ``order`` action): ``A``, ``A+A``, ``L+A``, ``B``, ``SL``, ``W``, ``G:E`` (regroup
facing east), ``F:C12`` (shoot the unit in C12), ``F:HQ:C12``, ``SET:A21:N``, ``TAKE:A21:N``,
``burn:A`` and ``none`` for no order. Moves are written relative to the unit; the explanation
names the cells (L445).
"""

from __future__ import annotations

from typing import Any

from engine.core.message import Message, Value
from engine.games.warlords.board import DIR_NAMES, opposite
from engine.games.warlords.pieces import Unit
from engine.games.warlords.said import direction
from engine.games.warlords.world import World

Prog = tuple[Any, ...]

SINGLE_MOVES = ("A", "B", "SL", "SR", "L", "R")
COMBOS = ("A+A", "L+A", "R+A", "A+L", "A+R", "L+L", "R+R")
TURNS = frozenset({"L", "R"})
MOVEMENT_KINDS = frozenset({"move", "regroup", "dragon", "dragon_face"})


def prims_code(prims: tuple[str, ...]) -> str:
    return "+".join(prims)


def is_move(p: Prog | None) -> bool:
    return p is not None and p[0] == "move"


def is_advance(p: Prog | None) -> bool:
    return p is not None and p[0] == "move" and all(x == "A" for x in p[1])


def is_retreat(p: Prog | None) -> bool:
    return p is not None and p[0] == "move" and p[1] == ("B",)


def is_wait(p: Prog | None) -> bool:
    return p is not None and p[0] == "wait"


def code(w: World, p: Prog | None) -> str:
    """The text code of a program (cells named by their labels)."""
    if p is None:
        return "none"
    k = p[0]
    if k == "move":
        return ("burn:" if p[2] else "") + prims_code(p[1])
    if k == "shoot":
        if p[1] == "hq":
            return f"F:HQ:{w.label(w.b.sides[p[2]].hq)}"
        return f"F:{w.label(w.b.units[p[2]].cell)}"
    if k == "wait":
        return "W"
    if k == "regroup":
        return f"G:{DIR_NAMES[p[1]]}"
    if k in ("set", "take"):
        return f"{k.upper()}:{w.label(p[1] // 4)}:{DIR_NAMES[p[1] % 4]}"
    if k == "dragon":
        return f"D:{prims_code(p[1])}"
    if k == "dragon_face":
        return f"D:G:{DIR_NAMES[p[1]]}"
    raise ValueError(f"unknown program {p!r}")


def parse(w: World, side: int, text: str) -> Prog | None:
    """The program written ``text`` for a unit of ``side`` (raises ValueError)."""
    t = text.strip()
    if t == "none":
        return None
    if t == "W":
        return ("wait",)
    burn = t.startswith("burn:")
    if burn:
        t = t[5:]
    if t in SINGLE_MOVES or t in COMBOS:
        return ("move", tuple(t.split("+")), burn)
    if burn:
        raise ValueError(f"not a move to burn a village with: {text!r}")
    head, _, rest = t.partition(":")
    if head == "G" and rest in DIR_NAMES:
        return ("regroup", DIR_NAMES.index(rest))
    if head == "F":
        if rest.startswith("HQ:"):
            cell = w.board.parse(rest[3:])
            for s in w.b.sides:
                if s.idx != side and s.hq == cell and not s.hq_destroyed:
                    return ("shoot", "hq", s.idx)
            raise ValueError(f"no enemy HQ at {rest[3:]}")
        v = w.unit(w.board.parse(rest))
        if v is None or v.side == side:
            raise ValueError(f"no enemy unit at {rest}")
        return ("shoot", "u", v.idx)
    if head in ("SET", "TAKE"):
        where, _, d = rest.partition(":")
        if d not in DIR_NAMES:
            raise ValueError(f"not a cell side: {rest!r}")
        return (head.lower(), w.board.parse(where) * 4 + DIR_NAMES.index(d))
    if head == "D":
        if rest.startswith("G:") and rest[2:] in DIR_NAMES:
            return ("dragon_face", DIR_NAMES.index(rest[2:]))
        if rest in ("A", "B", "SL", "SR"):
            return ("dragon", (rest,))
    raise ValueError(f"not an order code: {text!r}")


def describe(w: World, u: Unit, p: Prog | None) -> Message:
    """A readable order, naming the cells a move goes through (L445)."""
    if p is None:
        return Message("wl-order-none")
    k = p[0]
    if k in ("move", "dragon"):
        cell, f = u.cell, u.facing
        steps: list[Value] = []
        for a in p[1]:
            if a in TURNS:
                f = (f + (3 if a == "L" else 1)) % 4
                steps.append(Message("wl-step-turn", facing=direction(f)))
                continue
            d = {"A": f, "B": opposite(f), "SL": (f + 3) % 4, "SR": (f + 1) % 4}[a]
            nxt = w.nb[cell][d] if cell >= 0 else -1
            word = {"A": "advance", "B": "retreat", "SL": "sidestep", "SR": "sidestep"}[a]
            steps.append(Message("wl-step-" + word, cell=w.label(nxt)))
            cell = nxt if nxt >= 0 else cell
        return Message(
            "wl-order-move",
            steps=tuple(steps),
            dragon="yes" if k == "dragon" else "no",
            burn="yes" if k == "move" and p[2] else "no",
        )
    if k == "shoot":
        if p[1] == "hq":
            return Message("wl-order-shoot-hq", cell=w.label(w.b.sides[p[2]].hq))
        t = w.b.units[p[2]]
        return Message("wl-order-shoot", unit=t.id, cell=w.label(t.cell))
    if k == "wait":
        return Message("wl-order-wait")
    if k in ("regroup", "dragon_face"):
        return Message("wl-order-" + k.replace("_", "-"), facing=direction(p[1]))
    return Message("wl-order-" + k + "-shields", cell=w.label(p[1] // 4), side=direction(p[1] % 4))


# --------------------------------------------------------------------------- what may be ordered


def gallops(u: Unit) -> bool:
    """Non-fatigued cavalry may use Gallop (L153, L166)."""
    return u.type.has("gallop") and not u.fatigued


def combos_allowed(u: Unit) -> bool:
    """Two actions in one phase: Gallop, or the manoeuvre of a unit under 4 figures (L226)."""
    return gallops(u) or u.figures < 4


def move_options(w: World, u: Unit, phase: int) -> list[str]:
    """The move programs ``u`` may be ordered (statically impossible first steps left out)."""
    out = []
    in_forest = w.forest(u.cell)
    f = u.facing
    row = w.nb[u.cell]
    dests = {"A": row[f], "B": row[opposite(f)], "SL": row[(f + 3) % 4], "SR": row[(f + 1) % 4]}
    for c in SINGLE_MOVES:
        if c in TURNS:
            if not in_forest:
                out.append(c)
            continue
        if w.can_step(u.cell, dests[c]):
            out.append(c)
    if combos_allowed(u):
        for c in COMBOS:
            if (c.startswith(("L", "R")) or c.endswith(("L", "R"))) and in_forest:
                continue
            if c == "A+A" and not gallops(u):
                continue  # 2 cells in a phase needs Gallop even for a small unit (L226)
            first = c.split("+")[0]
            if first == "A" and not w.can_step(u.cell, dests["A"]):
                continue
            out.append(c)
    if w.village(u.cell):
        out += [f"burn:{c}" for c in out if c.startswith(("A", "B", "S"))]
    return out


def shoot_options(w: World, u: Unit) -> list[str]:
    """Shoot orders: enemy units (and lone enemy HQs) the unit can see within 3 cells."""
    if not u.type.shooter or u.ammo <= 0:
        return []
    out = []
    for v in w.b.units:
        if v.side != u.side and v.on_field and w.level(u.side, v) and w.board.chebyshev(u.cell, v.cell) <= 3:
            out.append(f"F:{w.label(v.cell)}")
    for s in w.b.sides:
        lone = s.idx != u.side and s.hq >= 0 and s.hq_known and not s.hq_destroyed and w.unit(s.hq) is None
        if lone and w.board.chebyshev(u.cell, s.hq) <= 3:
            out.append(f"F:HQ:{w.label(s.hq)}")
    return sorted(out)


def shield_options(w: World, u: Unit) -> list[str]:
    """Take shields from the own cell or the shared side of a neighbour; set carried shields in
    the own cell (any side) or on the shared side of a neighbour (L209, L409)."""
    if u.type.cavalry or u.figures < 4:
        return []
    out = []
    shields = w.b.shield_edges()
    for d in range(4):
        own = u.cell * 4 + d
        other = w.nb[u.cell][d]
        keys = [own]
        if other >= 0:
            v = w.unit(other)
            if v is None or v.side == u.side:
                keys.append(other * 4 + opposite(d))
        for k in keys:
            text = f"{w.label(k // 4)}:{DIR_NAMES[k % 4]}"
            if u.carrying and k not in shields:
                out.append(f"SET:{text}")
            if not u.carrying and k in shields:
                out.append(f"TAKE:{text}")
    return out


def phase_options(w: World, u: Unit, phase: int, first: Prog | None, rice_start: bool) -> list[str]:
    """Every program ``u`` may be given for ``phase`` (``first``: its phase-1 program when
    choosing phase 2). Fleeing units may only regroup (L407); after a phase-1 regroup nothing
    follows (L407); infantry that starts in a rice field only waits or shoots in phase 1 (L742)."""
    if phase == 2 and first is not None and first[0] == "regroup":
        return ["none"]
    regroups = [f"G:{DIR_NAMES[d]}" for d in range(4) if d != u.facing or u.fleeing]
    if u.fleeing:
        if w.forest(u.cell):
            return ["none"]  # no rallying in a forest without the Phoenix banner (L733)
        return ["none", *regroups]
    shots = shoot_options(w, u)
    if phase == 1 and rice_start and not u.cavalry:
        return ["none", "W", *shots]
    return ["none", "W", *move_options(w, u, phase), *regroups, *shots, *shield_options(w, u)]


def orders_cost(u: Unit, p1: Prog | None, p2: Prog | None) -> int:
    """Orders a unit's two phase programs cost (L376, L396-L399, L405, L411-L415): one Advance,
    Retreat or Wait order may cover both phases; a wait in phase 1 before another order is free."""
    if p1 is None and p2 is None:
        return 0
    if p1 is None or p2 is None:
        return 1
    if is_advance(p1) and is_advance(p2):
        # one Advance: infantry 1 + 1, cavalry 1-2 in each phase (L397, L411)
        return 1
    if is_retreat(p1) and is_retreat(p2):
        return 1
    if is_wait(p1):
        return 1
    return 2


def follows_route(p1: Prog | None, p2: Prog | None) -> bool:
    """Both phases move the unit: it follows a route, the cells its order sheet names (L377,
    L445). A cancelled phase-1 move then leaves the rest of the route for phase 2; any other
    cancelled phase-1 order takes the phase-2 order with it, whether or not the two were paid as
    one order (L377)."""
    return is_move(p1) and is_move(p2)


def route_rest(u: Unit, p1: Prog, done: int, p2: Prog) -> Prog:
    """The phase-2 program of a unit whose phase-1 move stopped after ``done`` of its actions:
    it goes on along the route from where it stands - the actions it did not make, then the
    phase-2 ones - with as many actions as its phase-2 order had, and never onto cells the
    route does not name (L377 "continues the route if possible")."""
    route = tuple(p1[1][done:]) + tuple(p2[1])
    rest = route[: len(p2[1])]
    if len(rest) == 2 and (prims_code(rest) not in COMBOS or (rest == ("A", "A") and not gallops(u))):
        rest = rest[:1]
    return ("move", rest, bool(p1[2] and done == 0) or bool(p2[2]))


def movement_order(p: Prog | None) -> bool:
    return p is not None and p[0] in MOVEMENT_KINDS
