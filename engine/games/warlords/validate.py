"""Checks of the Warlords documents beyond the schema: cell names and edges, terrain, control
zones, roster composition, and battles (references, roles, deployment plans) (rules/003 §1,
§2, §4, §6, §10.3). Every issue names its field; issues about a cell name it as ``target``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import TYPE_CHECKING, cast

from engine.content.base import CheckContext
from engine.content.issues import Issue, error, info, warning
from engine.core.errors import said_of
from engine.core.message import Message, Name
from engine.core.squaregrid import Cell
from engine.games.warlords.board import FOREST, NORTH, SOUTH, Board, SetupError
from engine.games.warlords.tables import FENCE_COST, MAX_FIGURES, MAX_TURNS, SHIELD_COST, UNIT_TYPES

if TYPE_CHECKING:
    from engine.games.warlords.battle import Battle
    from engine.games.warlords.battlefield import Battlefield
    from engine.games.warlords.roster import Roster

LEADER_ORDERS = ("intensified_fire", "hold_at_any_cost", "advance_at_any_cost")


def _cell(board: Board, label: str, *path: str | int) -> tuple[int, Issue | None]:
    try:
        return board.parse(label), None
    except SetupError as exc:
        return -1, error("cell", said_of(exc), *path, target=label)


def _edge(board: Board, text: str, *path: str | int) -> tuple[int, Issue | None]:
    try:
        return board.parse_edge(text), None
    except SetupError as exc:
        return -1, error("edge", said_of(exc), *path, target=text)


def _bare_board(bf: Battlefield) -> Board:
    """The board's grid without the document's features (for checking each feature's cells)."""
    return Board(bf.model_copy(update={"terrain": [], "rivers": [], "fences": [], "control_zones": []}))


def check_battlefield(bf: Battlefield, ctx: CheckContext) -> Iterator[Issue]:
    names = bf.quarter_names.upper()
    if len(set(names)) != 4 or not names.isalpha():
        yield error(
            "quarters",
            Message("wl-check-quarter-names"),
            "quarter_names",
        )
        return
    board = _bare_board(bf)
    if bf.layout == "pass" and (bf.extension.west or bf.extension.east):
        yield warning("pass", Message("wl-check-pass-extension"), "extension")
    seen_cell: dict[int, str] = {}
    ids = Counter(f.id for f in bf.terrain)
    for i, feat in enumerate(bf.terrain):
        if ids[feat.id] > 1:
            yield error("duplicate", Message("wl-check-terrain-twice", id=feat.id), "terrain", i, "id")
        if feat.type == "cliff" and feat.cliff_side is None:
            yield error("cliff", Message("wl-check-cliff-side"), "terrain", i, "cliff_side")
        if feat.type != "cliff" and feat.cliff_side is not None:
            yield warning(
                "cliff",
                Message("wl-check-cliff-side-ignored", terrain=Name.of(f"wl-terrain-{feat.type}")),
                "terrain",
                i,
                "cliff_side",
            )
        for j, lab in enumerate(feat.cells):
            c, issue = _cell(board, lab, "terrain", i, "cells", j)
            if issue:
                yield issue
                continue
            if c in seen_cell:
                yield error(
                    "overlap",
                    Message("wl-check-cell-terrain", cell=lab, terrain=seen_cell[c]),
                    "terrain",
                    i,
                    "cells",
                    j,
                    target=lab,
                )
            seen_cell[c] = feat.id
    river_edges: set[int] = set()
    for i, river in enumerate(bf.rivers):
        for j, text in enumerate(river.edges):
            k, issue = _edge(board, text, "rivers", i, "edges", j)
            if issue:
                yield issue
            elif k in river_edges:
                yield warning(
                    "duplicate", Message("wl-check-edge-twice", edge=text), "rivers", i, "edges", j, target=text
                )
            river_edges.add(k)
        for j, x in enumerate(river.crossings):
            k, issue = _edge(board, x.edge, "rivers", i, "crossings", j, "edge")
            if issue:
                yield issue
            elif k not in river_edges:
                yield error(
                    "crossing",
                    Message("wl-check-crossing", kind=x.kind, edge=x.edge),
                    "rivers",
                    i,
                    "crossings",
                    j,
                    "edge",
                    target=x.edge,
                )
    for j, text in enumerate(bf.fences):
        k, issue = _edge(board, text, "fences", j)
        if issue:
            yield issue
            continue
        a, b = board.edge_cells(k)
        if not (board.zone[a] or (b >= 0 and board.zone[b])):
            yield error("fence", Message("wl-check-fence-zone", edge=text), "fences", j, target=text)
    quarters: Counter[str] = Counter()
    # ids name control zones (and rivers) in play and in the editor: each names one
    yield from _duplicate_ids("river", [r.id for r in bf.rivers], "rivers")
    yield from _duplicate_ids("control-zone", [cz.id for cz in bf.control_zones], "control_zones")
    for i, cz in enumerate(bf.control_zones):
        a, ia = _cell(board, cz.first, "control_zones", i, "first")
        b, ib = _cell(board, cz.last, "control_zones", i, "last")
        if ia or ib:
            yield from (x for x in (ia, ib) if x)
            continue
        ca, cb = board.xy(a), board.xy(b)
        dims = sorted((abs(ca.x - cb.x) + 1, abs(ca.y - cb.y) + 1))
        if dims != [2, 4]:
            yield error(
                "control_zone",
                Message("wl-check-control-zone-size", id=cz.id, width=dims[0], length=dims[1]),
                "control_zones",
                i,
                target=cz.first,
            )
        zones = {
            board.zone[board.idx(Cell(x, y))]
            for x in range(min(ca.x, cb.x), max(ca.x, cb.x) + 1)
            for y in range(min(ca.y, cb.y), max(ca.y, cb.y) + 1)
            if board.idx(Cell(x, y)) >= 0
        }
        if len(zones) != 1 or "" in zones:
            yield error(
                "control_zone",
                Message("wl-check-control-zone-inside", id=cz.id),
                "control_zones",
                i,
                target=cz.first,
            )
        else:
            quarters[next(iter(zones))] += 1
    for q in names:
        if quarters[q] == 0:
            yield warning("control_zone", Message("wl-check-no-control-zone", zone=q), "control_zones")
        elif quarters[q] > 1:
            yield warning("control_zone", Message("wl-check-control-zones", zone=q, count=quarters[q]), "control_zones")


def _duplicate_ids(what: str, ids: list[str], field: str) -> Iterator[Issue]:
    counts = Counter(ids)
    for i, ident in enumerate(ids):
        if counts[ident] > 1:
            yield error("duplicate", Message("wl-check-id-twice", what=what, id=ident), field, i, "id")


def check_roster(r: Roster, ctx: CheckContext) -> Iterator[Issue]:
    yield from _duplicate_ids("unit", [u.id for u in r.units], "units")
    yield from _duplicate_ids("leader", [lead.id for lead in r.leaders], "leaders")
    if not r.units:
        yield error("empty", Message("wl-check-roster-empty"), "units")
    warlords = [i for i, lead in enumerate(r.leaders) if lead.kind == "warlord"]
    if len(warlords) != 1:
        yield error("warlord", Message("wl-check-one-warlord", count=len(warlords)), "leaders")
    treacherous = any(lead.kind == "warlord" and "treacherous" in lead.traits for lead in r.leaders)
    cost = 0.0
    upkeep = 0.0
    for i, u in enumerate(r.units):
        t = UNIT_TYPES[u.type]
        if u.figures > MAX_FIGURES:
            yield error(
                "figures",
                Message("wl-check-figures", unit=u.id, count=u.figures, most=MAX_FIGURES),
                "units",
                i,
                "figures",
            )
        eq = u.equipment if u.equipment is not None else t.equipment
        if eq < t.min_equipment:
            yield error(
                "equipment",
                Message("wl-check-heavy-equipment", least=t.min_equipment),
                "units",
                i,
                "equipment",
            )
        if t.has("mercenaries"):
            for stat in ("skill", "equipment", "steadfastness", "impetus"):
                v = getattr(u, stat)
                if v is not None and v > getattr(t, stat):
                    yield error(
                        "mercenaries",
                        Message("wl-check-sohei", stat=stat, value=v, most=getattr(t, stat)),
                        "units",
                        i,
                        stat,
                    )
        if u.ammo is not None and not t.shooter:
            yield warning(
                "ammo",
                Message("wl-check-no-shooting", type=Name.content({"en": t.name_en, "ru": t.name_ru})),
                "units",
                i,
                "ammo",
            )
        if u.ammo is not None and u.ammo > t.ammo and t.shooter:
            yield warning("ammo", Message("wl-check-ammo", count=t.ammo), "units", i, "ammo")
        if u.hidden_by_trait and not treacherous:
            yield error(
                "trait",
                Message("wl-check-hidden-by-trait"),
                "units",
                i,
                "hidden_by_trait",
            )
        if u.allied_clan is not None and u.allied_clan == r.clan:
            yield warning("ally", Message("wl-check-own-clan"), "units", i, "allied_clan")
        if t.cost is not None:
            cost += t.cost * u.figures
        upkeep += t.upkeep * u.figures
    hatamoto = [i for i, u in enumerate(r.units) if u.type == "hatamoto"]
    if len(hatamoto) > 1:
        yield warning(
            "hatamoto",
            Message("wl-check-hatamoto"),
            "units",
            hatamoto[1],
            "type",
        )
    counts = Counter(r.banners)
    for i, b in enumerate(r.banners):
        if counts[b] > 1:
            yield error("duplicate", Message("wl-check-banner-twice", banner=Name.of(f"wl-banner-{b}")), "banners", i)
    service_ids = Counter(s.id for s in r.shinobi)
    for i, s in enumerate(r.shinobi):
        if service_ids[s.id] > 1:
            yield error("duplicate", Message("wl-check-shinobi-twice", id=s.id), "shinobi", i, "id")
    cost += SHIELD_COST * r.shields + FENCE_COST * r.fences
    yield info("cost", Message("wl-check-cost", cost=f"{cost:g}", upkeep=f"{upkeep:g}"), "units")


def check_battle(b: Battle, ctx: CheckContext) -> Iterator[Issue]:
    lib = ctx.library
    # the library holds the battlefield model under its kind, and the roster model under its own
    bf = cast("Battlefield | None", lib.get("warlords/battlefield", b.battlefield) if lib else None)
    if bf is None:
        yield error("reference", Message("wl-check-no-battlefield", battlefield=b.battlefield), "battlefield")
        return
    try:
        board = Board(bf)
    except SetupError as exc:
        yield error(
            "reference",
            Message("wl-check-battlefield-errors", battlefield=b.battlefield, error=str(exc)),
            "battlefield",
        )
        return
    rosters: list[Roster | None] = []
    for i, side in enumerate(b.sides):
        r = cast("Roster | None", lib.get("warlords/roster", side.roster) if lib else None)
        if r is None:
            yield error("reference", Message("wl-check-no-roster", roster=side.roster), "sides", i, "roster")
            rosters.append(None)
        else:
            rosters.append(r)
    roles = [s.role for s in b.sides]
    if b.battle_kind == "meeting" and roles != ["meeting", "meeting"]:
        yield error("role", Message("wl-check-meeting-roles"), "sides")
    if b.battle_kind != "meeting" and sorted(roles) != ["attacker", "defender"]:
        yield error("role", Message("wl-check-roles", kind=b.battle_kind), "sides")
    halves = [s.half for s in b.sides]
    if (b.location_kind == "border" or b.start == "position") and None in halves:
        yield error("half", Message("wl-check-halves-fixed"), "sides")
    if None not in halves and halves[0] == halves[1]:
        yield error("half", Message("wl-check-halves-differ"), "sides")
    limit = MAX_TURNS[b.season]
    if b.max_turns is not None and b.max_turns > limit:
        yield warning("turns", Message("wl-check-season-turns", season=b.season, count=limit), "max_turns")
    if b.weather.mode == "fixed" and not b.weather.schedule:
        yield info("weather", Message("wl-check-weather-clear"), "weather", "schedule")
    for i, span in enumerate(b.weather.schedule):
        if span.last_turn < span.first_turn:
            yield error("weather", Message("wl-check-weather-span"), "weather", "schedule", i)
    if b.location_kind == "border" and any(f.shiftable for f in bf.terrain):
        yield info("shift", Message("wl-check-border-shift"), "battlefield")
    if b.start != "position" and b.start_turn != 1:
        yield warning("position", Message("wl-check-start-turn-ignored"), "start_turn")
    turns = min(limit, b.max_turns) if b.max_turns else limit
    if b.start == "position" and b.start_turn > turns:
        yield error("turns", Message("wl-check-start-turn", turn=b.start_turn, last=turns), "start_turn")
    for i, (side, r) in enumerate(zip(b.sides, rosters)):
        if r is None:
            continue
        yield from _check_side(b, board, i, side, r)
        yield from _check_past_turns(b, board, i, side, r)


#: the fields of a position start that say what happened before its turn
_PAST_FIELDS = ("fatigued", "flight_began", "rallied", "hidden", "returns_turn", "destroyed")


def _check_past_turns(b: Battle, board: Board, i: int, side, r: Roster) -> Iterator[Issue]:  # type: ignore[no-untyped-def]
    """A position start's record of the turns before it: fatigue, flights, rallies, hidden units,
    scattered and destroyed units, banners raised and sabotages used (rules/003 §4, §5.3-§5.4,
    §6.4-§6.5)."""
    path = ("sides", i)
    units = {u.id: u for u in r.units}
    if b.start != "position":
        used = [f for p in side.deployment for f in _PAST_FIELDS if getattr(p, f)]
        used += ["banners_raised"] * bool(side.banners_raised) + ["sabotages_used"] * bool(side.sabotages_used)
        if used:
            yield warning(
                "position",
                Message("wl-check-past-ignored", fields=", ".join(sorted(set(used)))),
                *path,
            )
        return
    for j, p in enumerate(side.deployment):
        entry = units.get(p.unit)
        if entry is None:
            continue
        at = (*path, "deployment", j)
        on_field = not p.destroyed and not p.reserve and p.cell is not None
        if p.destroyed and (p.cell is not None or p.reserve):
            yield error(
                "destroyed",
                Message("wl-check-destroyed", unit=p.unit),
                *at,
                "destroyed",
            )
        if p.fatigued and not UNIT_TYPES[entry.type].cavalry:
            yield error("fatigue", Message("wl-check-fatigue"), *at, "fatigued")
        if p.flight_began is not None:
            if not (p.fleeing and on_field):
                yield error("flight", Message("wl-check-flight-field"), *at, "flight_began")
            elif p.flight_began > b.start_turn:
                yield error("flight", Message("wl-check-flight-late", turn=b.start_turn), *at, "flight_began")
            elif b.start_turn - p.flight_began >= 3:
                yield error(
                    "flight",
                    Message("wl-check-flight-scattered", since=p.flight_began, turn=b.start_turn),
                    *at,
                    "flight_began",
                )
        if p.hidden:
            in_forest = on_field and p.cell is not None and _in_forest(board, p.cell)
            if not (in_forest or entry.hidden_by_trait):
                yield error("hidden", Message("wl-check-hidden"), *at, "hidden")
        if p.returns_turn is not None and on_field:
            yield error("scattered", Message("wl-check-returns-turn"), *at, "returns_turn")
    for banner, state in side.banners_raised.items():
        if banner not in side.banners:
            yield error(
                "banner",
                Message("wl-check-banner-unused", banner=Name.of(f"wl-banner-{banner}")),
                *path,
                "banners_raised",
                banner,
            )
        elif state == "in_effect" and banner not in ("tiger", "crab"):
            yield error(
                "banner",
                Message("wl-check-banner-turn", banner=Name.of(f"wl-banner-{banner}")),
                *path,
                "banners_raised",
                banner,
            )
    services = {s.id: s.mode for s in r.shinobi}
    for sid in side.sabotages_used:
        if sid not in services:
            yield error("reference", Message("wl-check-no-service", id=sid, roster=r.id), *path, "sabotages_used", sid)
        elif services[sid] != "sabotage":
            yield error("shinobi", Message("wl-check-service-recon", id=sid), *path, "sabotages_used", sid)


def _in_forest(board: Board, label: str) -> bool:
    try:
        return board.terrain[board.parse(label)] == FOREST
    except SetupError:
        return False


def _check_side(b: Battle, board: Board, i: int, side, r: Roster) -> Iterator[Issue]:  # type: ignore[no-untyped-def]

    path = ("sides", i)
    units = {u.id: u for u in r.units}
    defender = side.role == "defender"
    if r.fences and not defender:
        yield warning("fence", Message("wl-check-fences-army"), *path, "roster")
    half = None if side.half is None else (NORTH if side.half == "north" else SOUTH)
    own_zone = set(board.zone_cells(half)) if half is not None else set()
    position = b.start == "position"
    placed = Counter(p.unit for p in side.deployment)
    cells_used: dict[int, str] = {}
    reserve = 0
    for j, p in enumerate(side.deployment):
        at = (*path, "deployment", j)
        if p.unit not in units:
            yield error("reference", Message("wl-check-unit-not-in-roster", unit=p.unit, roster=r.id), *at, "unit")
            continue
        if placed[p.unit] > 1:
            yield error("duplicate", Message("wl-check-placed-twice", unit=p.unit), *at, "unit")
        if p.destroyed and position:
            continue
        if p.reserve:
            # a unit scattered in an earlier turn is no reserve of the deployment (L310, L637)
            reserve += p.returns_turn is None
            continue
        if p.cell is None:
            if position and p.returns_turn is None:
                yield error("cell", Message("wl-check-needs-cell", unit=p.unit), *at)
            continue
        c, issue = _cell(board, p.cell, *at, "cell")
        if issue:
            yield issue
            continue
        if c in cells_used:
            yield error(
                "occupied", Message("wl-check-cell-taken", cell=p.cell, unit=cells_used[c]), *at, "cell", target=p.cell
            )
        cells_used[c] = p.unit
        if not position:
            if c in board.no_mans_land:
                yield error("deploy", Message("wl-check-no-mans-land", cell=p.cell), *at, "cell", target=p.cell)
            elif half is not None and c not in own_zone:
                yield error("deploy", Message("wl-check-not-own-zone", cell=p.cell), *at, "cell", target=p.cell)
    if side.deployment and reserve * 2 > len(r.units):
        yield error("reserve", Message("wl-check-reserve", count=reserve, units=len(r.units)), *path, "deployment")
    if side.hq is not None:
        c, issue = _cell(board, side.hq, *path, "hq")
        if issue:
            yield issue
        elif board.terrain[c] == FOREST:
            yield error("hq", "the HQ may not be in a forest (L232)", *path, "hq", target=side.hq)
    for j, text in enumerate(side.shields):
        k, issue = _edge(board, text, *path, "shields", j)
        if issue:
            yield issue
        elif (
            not position
            and half is not None
            and board.edge_cells(k)[0] not in own_zone
            and board.edge_cells(k)[1] not in own_zone
        ):
            yield error(
                "shield",
                Message("wl-check-shields-zone", edge=text),
                *path,
                "shields",
                j,
                target=text,
            )
    if len(side.shields) > r.shields:
        yield error("shield", Message("wl-check-shields", count=len(side.shields), has=r.shields), *path, "shields")
    for j, text in enumerate(side.fences):
        k, issue = _edge(board, text, *path, "fences", j)
        if issue:
            yield issue
        elif not defender:
            yield error("fence", Message("wl-check-fences-defender"), *path, "fences", j, target=text)
    if len(side.fences) > r.fences:
        yield error("fence", Message("wl-check-fences", count=len(side.fences), has=r.fences), *path, "fences")
    leaders = {lead.id for lead in r.leaders}
    for lid, where in side.leaders.items():
        if lid not in leaders:
            yield error(
                "reference", Message("wl-check-leader-not-in-roster", leader=lid, roster=r.id), *path, "leaders", lid
            )
        elif where not in ("hq", "reserve") and where not in units:
            yield error(
                "reference",
                Message("wl-check-leader-place", leader=lid, place=where),
                *path,
                "leaders",
                lid,
            )
    for banner, uid in side.banners.items():
        if banner not in r.banners:
            yield error(
                "banner",
                Message("wl-check-no-banner", roster=r.id, banner=Name.of(f"wl-banner-{banner}")),
                *path,
                "banners",
                banner,
            )
        if uid not in units:
            yield error("reference", Message("wl-check-banner-unit", banner=banner, unit=uid), *path, "banners", banner)
        elif units[uid].allied_clan:
            yield error("banner", Message("wl-check-banner-allied"), *path, "banners", banner)
    led = {where for where in side.leaders.values()}
    for uid, kinds in side.instructions.items():
        if uid not in units:
            yield error("reference", Message("wl-check-instructions-unit", unit=uid), *path, "instructions", uid)
            continue
        for kind in kinds:
            if kind in LEADER_ORDERS and uid not in led:
                yield error("order", Message("wl-check-order-leader", order=kind), *path, "instructions", uid)
            if kind in ("defensive_fire", "hold_fire", "intensified_fire") and not UNIT_TYPES[units[uid].type].shooter:
                yield error("order", Message("wl-check-order-shooters", order=kind), *path, "instructions", uid)
