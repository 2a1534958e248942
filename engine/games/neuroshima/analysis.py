"""What the tiles on a position do to each other right now: nets, hijacked modules and the
bonuses every tile receives.

Modules, nets and HQ abilities act all the time, not only in battle (rules/002 §3.3, §4.5), so
the same analysis serves the battle (once per phase), the turn rules (a netted tile cannot move
or push; a netted Borgo HQ throws no grenade) and the editor (show what is netted and why).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import compress

from engine.games.neuroshima.catalog import MODULE, STAT_EXTRA, STAT_INIT, STAT_MELEE, STAT_RANGED, UNIT
from engine.games.neuroshima.models.rules import Rules
from engine.games.neuroshima.placement import Geo, geo_for, geos_of
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
    #: hex -> medics protecting it, in hex order (hexes without a medic are absent)
    medics: dict[int, list[int]]
    #: number of Quartermasters connected
    convert: list[int]
    #: number of Transports connected
    transport: list[int]
    #: per seat: number of Recon Centres working for this seat
    recon: list[int]
    #: explain only: which net sources catch each hex
    netted_by: list[list[int]] | None
    #: explain only: ``(stat, amount, source hex)`` for each hex
    sources: list[list[tuple[int, int, int]]] | None
    #: explain only: hijacked module hex -> Scoper hex
    hijacked_by: dict[int, int] | None
    #: hexes that get extra attacks from some source
    extra_tiles: set[int] = field(default_factory=set)

    def medics_of(self, h: int) -> list[int]:
        return self.medics.get(h, [])


def net_edges(pos: Position, geos: list[Geo | None] | None = None) -> list[tuple[int, int]]:
    """``(net tile hex, caught hex)`` for every net side that faces a tile its owner may net."""
    net_codes = pos.catalog.net_codes
    tile, owner = pos.tile, pos.owner
    nets = pos.seats.nets
    edges: list[tuple[int, int]] = []
    if net_codes.isdisjoint(tile):
        return edges
    for h in _hexes_of(tile, net_codes):
        row = nets[owner[h]]
        g = geos[h] if geos is not None else geo_for(pos.board, pos.catalog, h, tile[h], pos.rot[h])
        assert g is not None
        for t in g.nets:
            if tile[t] >= 0 and row[owner[t]]:
                edges.append((h, t))
    return edges


def _hexes_of(tile: list[int], codes: frozenset[int]) -> list[int]:
    """The hexes holding a tile of one of ``codes``, in hex order (tested in C, once per analysis)."""
    return list(compress(range(len(tile)), map(codes.__contains__, tile)))


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


def mobility_view(pos: Position, seat: int) -> tuple[list[bool], bool] | None:
    """What mobility needs without a full analysis: which hexes are netted, and whether a Recon
    Centre works for ``seat``. ``None`` when a Scoper is on the board (hijacks need :func:`analyze`)."""
    cat = pos.catalog
    tile = pos.tile
    if not cat.hijack_codes.isdisjoint(tile):
        return None
    n = len(tile)
    edges = net_edges(pos) if not cat.net_codes.isdisjoint(tile) else []
    netted = resolve_nets(edges, n)[0] if edges else [False] * n
    recon = False
    if not cat.recon_codes.isdisjoint(tile):
        friendly = pos.seats.friendly
        recon = any(c in cat.recon_codes and not netted[h] and friendly[pos.owner[h]][seat] for h, c in enumerate(tile))
    return netted, recon


def analyze(pos: Position, rules: Rules, explain: bool = False, geos: list[Geo | None] | None = None) -> Analysis:
    """Nets, hijacks and bonuses now. ``geos`` (from :func:`geos_of`) saves recomputing geometry."""
    n = pos.board.n
    cat = pos.catalog
    types = cat.types
    tile, owner = pos.tile, pos.owner
    enemy = pos.seats.enemy
    if geos is None:
        geos = geos_of(pos)

    edges = net_edges(pos, geos)
    if edges:
        netted, netted_by = resolve_nets(edges, n)
    else:
        netted, netted_by = [False] * n, []

    controller = owner[:]
    hijacked_by: dict[int, int] = {}
    source_codes = cat.source_codes
    sources = _hexes_of(tile, source_codes)
    hijack_codes = cat.hijack_codes
    # NH rules: a Scoper connected to an enemy module makes it work for the Scoper's side (rules/002 §6.2, E50)
    for h in sources if not hijack_codes.isdisjoint(tile) else ():
        if tile[h] not in hijack_codes or netted[h]:
            continue
        for t in geos[h].links:  # type: ignore[union-attr]
            if tile[t] < 0 or t in hijacked_by:
                continue
            mt = types[tile[t]]
            if mt.kind != MODULE or mt.hijack or not enemy[owner[h]][owner[t]]:
                continue
            if mt.medic and not rules.scoper_hijacks_medics:
                continue
            controller[t] = owner[h]
            hijacked_by[t] = h

    if explain and not netted_by:
        netted_by = [[] for _ in range(n)]
    an = Analysis(
        netted=netted,
        controller=controller,
        melee=[0] * n,
        ranged=[0] * n,
        init=[0] * n,
        extra=[0] * n,
        medics={},
        convert=[0] * n,
        transport=[0] * n,
        recon=[0] * pos.seats.n,
        netted_by=netted_by if explain else None,
        sources=[[] for _ in range(n)] if explain else None,
        hijacked_by=hijacked_by if explain else None,
    )
    contribute_all(an, pos, rules, geos, sources, 1)
    return an


def contribute_all(
    an: Analysis,
    pos: Position,
    rules: Rules,
    geos: list[Geo | None],
    hexes: Sequence[int],
    sign: int,
    codes: Sequence[int] | None = None,
) -> None:
    """:func:`contribute` for each source on ``hexes`` (``codes``: their tile codes when they have left).

    Without explanation the sources that are not netted and are no Recon Centre are handled here:
    stat bonuses from the per-stat sums of the catalog, medics, extra attacks, conversions,
    transports and sabotage as :func:`contribute` gives them, sharing the lookups; every other case
    goes through :func:`contribute`."""
    cat = pos.catalog
    types, kinds = cat.types, cat.kinds
    tile, owner = pos.tile, pos.owner
    friendly, enemy = pos.seats.friendly, pos.seats.enemy
    netted, controller = an.netted, an.controller
    melee, ranged, init = an.melee, an.ranged, an.init
    simple = an.sources is None
    for j, h in enumerate(hexes):
        code = tile[h] if codes is None else codes[j]
        tt = types[code]
        if not tt.is_source:
            continue  # a net tile without module effects gives nothing
        if not simple or netted[h] or tt.recon:
            contribute(an, pos, rules, geos, h, sign, code)
            continue
        # most sources give stat bonuses alone (no ``gifts``, no sabotage)
        ub, ob, sabotage, gifts = tt.link_effects
        c = controller[h]
        fr_row, en_row = friendly[c], enemy[c]
        for t in geos[h].links:  # type: ignore[union-attr]
            ct = tile[t]
            if ct < 0:
                continue
            o = owner[t]
            if fr_row[o]:
                m, r, i = ub if kinds[ct] == UNIT else ob
                if m:
                    melee[t] += sign * m
                if r:
                    ranged[t] += sign * r
                if i:
                    init[t] += sign * i
                if gifts is not None:
                    medic, extra, convert, transport = gifts
                    if medic:
                        _medic(an.medics, t, h, sign)
                    if extra:
                        an.extra[t] += sign * extra
                        an.extra_tiles.add(t)
                    if convert:
                        an.convert[t] += sign
                    if transport:
                        an.transport[t] += sign
            elif sabotage and en_row[o]:
                init[t] -= sign * sabotage


def contribute(
    an: Analysis, pos: Position, rules: Rules, geos: list[Geo | None], h: int, sign: int, code: int = -1
) -> None:
    """Add (``sign`` 1) or take back (-1) what the source tile on ``h`` gives the tiles it is connected
    to; ``code`` names the tile when it has already left the board. Taking back is exact as long as
    no net and no hijack changed in between."""
    types = pos.catalog.types
    tile, owner = pos.tile, pos.owner
    tt = types[tile[h] if code < 0 else code]
    links = geos[h].links  # type: ignore[union-attr]
    c = an.controller[h]
    fr_row = pos.seats.friendly[c]
    medics = an.medics
    if an.netted[h]:
        # NH rules: a netted tile gives no bonuses (rules/002 §4.5); a netted medic protects only by option (E9)
        if tt.medic and rules.netted_medic_protects:
            for t in links:
                if tile[t] >= 0 and fr_row[owner[t]]:
                    _medic(medics, t, h, sign)
        return
    if tt.recon:
        recon = an.recon
        for s in range(len(recon)):
            if fr_row[s]:
                recon[s] += sign
    log = an.sources
    en_row = pos.seats.enemy[c]
    bonuses = tt.bonuses
    for t in links:
        if tile[t] < 0:
            continue
        o = owner[t]
        if fr_row[o]:
            if bonuses:
                kind = types[tile[t]].kind
                for stat, amount, units_only in bonuses:
                    if units_only and kind != UNIT:
                        continue
                    if stat == STAT_MELEE:
                        an.melee[t] += sign * amount
                    elif stat == STAT_RANGED:
                        an.ranged[t] += sign * amount
                    else:
                        an.init[t] += sign * amount
                    if log is not None:
                        _log(log[t], (stat, amount, h), sign)
            if tt.medic:
                _medic(medics, t, h, sign)
            if tt.extra_attack:
                an.extra[t] += sign * tt.extra_attack
                an.extra_tiles.add(t)
                if log is not None:
                    _log(log[t], (STAT_EXTRA, tt.extra_attack, h), sign)
            if tt.convert:
                an.convert[t] += sign
            if tt.transport:
                an.transport[t] += sign
        elif en_row[o] and tt.sabotage:
            an.init[t] -= sign * tt.sabotage
            if log is not None:
                _log(log[t], (STAT_INIT, -tt.sabotage, h), sign)


def _medic(medics: dict[int, list[int]], t: int, h: int, sign: int) -> None:
    if sign > 0:
        medics.setdefault(t, []).append(h)
        medics[t].sort()
    else:
        medics[t].remove(h)
        if not medics[t]:
            del medics[t]


def _log(entries: list[tuple[int, int, int]], entry: tuple[int, int, int], sign: int) -> None:
    if sign > 0:
        entries.append(entry)
    else:
        entries.remove(entry)


__all__ = ["Analysis", "analyze", "contribute", "contribute_all", "net_edges", "resolve_nets"]
