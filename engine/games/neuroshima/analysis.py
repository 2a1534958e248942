"""What the tiles on a position do to each other right now: nets, hijacked modules and the
bonuses every tile receives.

Modules, nets and HQ abilities act all the time, not only in battle (rules/002 §3.3, §4.5), so
the same analysis serves the battle (once per phase), the turn rules (a netted tile cannot move
or push; a netted Borgo HQ throws no grenade) and the editor (show what is netted and why).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.games.neuroshima.catalog import MODULE, STAT_EXTRA, STAT_INIT, STAT_MELEE, STAT_RANGED, UNIT
from engine.games.neuroshima.models.rules import Rules
from engine.games.neuroshima.position import Position


@dataclass(slots=True)
class Analysis:
    netted: list[bool]
    #: the seat whose side a module works for (its owner, or the Scoper's owner when hijacked)
    controller: list[int]
    melee: list[int]
    ranged: list[int]
    init: list[int]
    #: number of extra attacks granted (Mother Module, Outpost HQ)
    extra: list[int]
    #: medics protecting each hex, in hex order
    medics: list[list[int]]
    #: a Quartermaster is connected
    convert: list[bool]
    #: a Transport is connected
    transport: list[bool]
    #: per seat: a Recon Centre works for this seat
    recon: list[bool]
    #: explain only: which net sources catch each hex
    netted_by: list[list[int]] | None
    #: explain only: ``(stat, amount, source hex)`` for each hex
    sources: list[list[tuple[int, int, int]]] | None
    #: explain only: hijacked module hex -> Scoper hex
    hijacked_by: dict[int, int] | None


def net_edges(pos: Position) -> list[tuple[int, int]]:
    """``(net tile hex, caught hex)`` for every net side that faces a tile its owner may net."""
    types = pos.catalog.types
    tile, owner, rot = pos.tile, pos.owner, pos.rot
    nbr = pos.board.nbr
    nets = pos.seats.nets
    edges = []
    for h, c in enumerate(tile):
        if c < 0:
            continue
        f = types[c].facings[rot[h]]
        if not f.nets:
            continue
        row = nets[owner[h]]
        for d in f.nets:
            t = nbr[h][d]
            if t >= 0 and tile[t] >= 0 and row[owner[t]]:
                edges.append((h, t))
    return edges


def resolve_nets(edges: list[tuple[int, int]], n: int) -> tuple[list[bool], list[list[int]]]:
    """Which hexes are netted, and by whom.

    NH rules: a netted net fighter nets nothing (E4); two net fighters netting each other are both
    free (E5), and so are three in a cycle, whose other nets still work (E6) (rules/002 §8). The
    general form used here: nets along a cycle cancel; every other net catches its target unless
    the net tile is itself netted.
    """
    succ: dict[int, list[int]] = {}
    for u, v in edges:
        succ.setdefault(u, []).append(v)

    def reaches(a: int, b: int) -> bool:
        stack, seen = [a], {a}
        while stack:
            x = stack.pop()
            if x == b:
                return True
            for y in succ.get(x, ()):
                if y not in seen:
                    seen.add(y)
                    stack.append(y)
        return False

    preds: dict[int, list[int]] = {}
    for u, v in edges:
        if not reaches(v, u):  # an edge on a cycle cancels
            preds.setdefault(v, []).append(u)
    netted = [False] * n
    # the kept edges form a DAG: settle nodes until nothing changes (depth-many rounds)
    for _ in range(len(preds) + 1):
        changed = False
        for v, us in preds.items():
            val = any(not netted[u] for u in us)
            if val != netted[v]:
                netted[v] = val
                changed = True
        if not changed:
            break
    by: list[list[int]] = [[] for _ in range(n)]
    for v, us in preds.items():
        if netted[v]:
            by[v] = [u for u in us if not netted[u]]
    return netted, by


def analyze(pos: Position, rules: Rules, explain: bool = False) -> Analysis:
    board = pos.board
    n = board.n
    types = pos.catalog.types
    tile, owner, rot = pos.tile, pos.owner, pos.rot
    nbr = board.nbr
    seats = pos.seats
    friendly, enemy = seats.friendly, seats.enemy

    edges = net_edges(pos)
    if edges:
        netted, netted_by = resolve_nets(edges, n)
    else:
        netted, netted_by = [False] * n, [[] for _ in range(n)]

    controller = owner[:]
    hijacked_by: dict[int, int] = {}
    occ = [h for h in range(n) if tile[h] >= 0]
    sources = [h for h in occ if types[tile[h]].acts_on_connected or types[tile[h]].recon]
    # NH rules: a Scoper connected to an enemy module makes it work for the Scoper's side (rules/002 §6.2, E50)
    for h in sources:
        tt = types[tile[h]]
        if not tt.hijack or netted[h]:
            continue
        for d in tt.facings[rot[h]].links:
            t = nbr[h][d]
            if t < 0 or tile[t] < 0 or t in hijacked_by:
                continue
            mt = types[tile[t]]
            if mt.kind != MODULE or mt.hijack or not enemy[owner[h]][owner[t]]:
                continue
            if mt.medic and not rules.scoper_hijacks_medics:
                continue
            controller[t] = owner[h]
            hijacked_by[t] = h

    melee = [0] * n
    ranged = [0] * n
    init = [0] * n
    extra = [0] * n
    medics: list[list[int]] = [[] for _ in range(n)]
    convert = [False] * n
    transport = [False] * n
    recon = [False] * seats.n
    src_log: list[list[tuple[int, int, int]]] | None = [[] for _ in range(n)] if explain else None
    for h in sources:
        tt = types[tile[h]]
        if netted[h]:
            # NH rules: a netted tile gives no bonuses (rules/002 §4.5); a netted medic protects only by option (E9)
            if not (tt.medic and rules.netted_medic_protects):
                continue
            for d in tt.facings[rot[h]].links:
                t = nbr[h][d]
                if t >= 0 and tile[t] >= 0 and friendly[controller[h]][owner[t]]:
                    medics[t].append(h)
            continue
        c = controller[h]
        if tt.recon:
            for s in range(seats.n):
                if friendly[c][s]:
                    recon[s] = True
        fr_row = friendly[c]
        en_row = enemy[c]
        for d in tt.facings[rot[h]].links:
            t = nbr[h][d]
            if t < 0 or tile[t] < 0:
                continue
            o = owner[t]
            if fr_row[o]:
                kind = types[tile[t]].kind
                for stat, amount, units_only in tt.bonuses:
                    if units_only and kind != UNIT:
                        continue
                    if stat == STAT_MELEE:
                        melee[t] += amount
                    elif stat == STAT_RANGED:
                        ranged[t] += amount
                    else:
                        init[t] += amount
                    if src_log is not None:
                        src_log[t].append((stat, amount, h))
                if tt.medic:
                    medics[t].append(h)
                if tt.extra_attack:
                    extra[t] += tt.extra_attack
                    if src_log is not None:
                        src_log[t].append((STAT_EXTRA, tt.extra_attack, h))
                if tt.convert:
                    convert[t] = True
                if tt.transport:
                    transport[t] = True
            elif en_row[o] and tt.sabotage:
                init[t] -= tt.sabotage
                if src_log is not None:
                    src_log[t].append((STAT_INIT, -tt.sabotage, h))
    return Analysis(
        netted=netted,
        controller=controller,
        melee=melee,
        ranged=ranged,
        init=init,
        extra=extra,
        medics=medics,
        convert=convert,
        transport=transport,
        recon=recon,
        netted_by=netted_by if explain else None,
        sources=src_log,
        hijacked_by=hijacked_by if explain else None,
    )


__all__ = ["STAT_INIT", "STAT_MELEE", "STAT_RANGED", "Analysis", "analyze", "net_edges", "resolve_nets"]
