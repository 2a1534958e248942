"""The pre-battle sequence (rules/003 §2, L287-L329): terrain shifts, sides, clear day,
fences, the weather forecast, secret deployment with reserves and shields, shinobi
reconnaissance, the reveal, leaders and banners, and the pre-battle instructions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.game import Action
from engine.core.message import Message, Name, Value
from engine.games.warlords.actions import (
    Adjust,
    AssignBanner,
    ChooseHalf,
    ClearDay,
    Deploy,
    Done,
    ForecastAnswer,
    Lead,
    PlaceFence,
    PlaceHq,
    PlaceShield,
    Recon,
    Standing,
    ToReserve,
    made,
)
from engine.games.warlords.board import DIR_NAMES, FOREST, NORTH, SOUTH
from engine.games.warlords.command import apply_standing, standing_options
from engine.games.warlords.decisions import gm_decision
from engine.games.warlords.pieces import FIELD, FULL, PRESENCE, RESERVE, UNDEPLOYED
from engine.games.warlords.said import banner, direction, phrase, place, schedule, standing, unit_type
from engine.games.warlords.said import side as said_side
from engine.games.warlords.setup import facing_toward_enemy, shield_key
from engine.games.warlords.shinobi import RECON_SIZES, recon_cells
from engine.games.warlords.stages import Stage
from engine.games.warlords.weather import (
    apply_climate,
    fixed_schedule,
    forecast_for,
    forecast_schedule,
)

if TYPE_CHECKING:
    import random

    from engine.games.warlords.state import WLState

SHIFT_DIRS = {"N": 0, "E": 1, "S": 2, "W": 3}


# --------------------------------------------------------------------------- automatic steps


def step_shift(s: WLState) -> bool:
    """Inner-province terrain may shift 1 cell (L290): the GM decides each shiftable element."""
    bf = s.prep.battlefield
    if s.prep.battle.location_kind != "inner_province":
        return False
    feats = [f for f in bf.terrain if f.shiftable]
    done = dict(s.shifts)
    for f in feats:
        if f.id not in done:
            d = gm_decision(
                "terrain_shift",
                Message(
                    "wl-q-terrain-shift",
                    feature=f.id,
                    terrain=Name.of(f"wl-terrain-{f.type}"),
                    cells=tuple(f.cells),
                ),
                ["random", "stay", "N", "E", "S", "W"],
                "random",
                feature=f.id,
            )
            s.push_gm(d, None, feature=f.id)
            return True
    shifts = {k: v for k, v in done.items() if v >= 0}
    if shifts:
        s.board = s.prep.board_with(shifts)
    return False


def apply_shift(s: WLState, feature: str, answer: str) -> None:
    if answer == "random":
        r = s.rng.roll(6, f"terrain shift of {feature} (1 N, 2 E, 3 S, 4 W, 5-6 stays)")
        d = r - 1 if r <= 4 else -1
    else:
        d = SHIFT_DIRS.get(answer, -1)
    feat = next(f for f in s.prep.battlefield.terrain if f.id == feature)
    if d >= 0:
        for lab in feat.cells:
            if s.prep.board.nb[s.prep.board.parse(lab)][d] < 0:
                d = -1
                break
    s.shifts = (*s.shifts, (feature, d))
    s.note(
        "terrain_shift",
        Message(
            "wl-log-terrain-shift",
            feature=feature,
            terrain=Name.of(f"wl-terrain-{feat.type}"),
            cells=tuple(feat.cells),
            moved="yes" if d >= 0 else "no",
            shift=direction(max(d, 0)),
        ),
    )


def step_half(s: WLState) -> bool:
    """Sides: fixed at the border; the defender chooses inside a province; random in a meeting
    battle unless exactly one warlord is a Master of maneuver (L291-L293)."""
    sides = s.b.sides
    if all(st.half >= 0 for st in sides):
        return False
    battle = s.prep.battle
    chooser = -1
    if battle.battle_kind == "meeting":
        masters = [
            i
            for i in (0, 1)
            if any(lead.side == i and lead.warlord and "master_of_maneuver" in lead.traits for lead in s.b.leaders)
        ]
        if len(masters) == 1:
            chooser = masters[0]
    else:
        chooser = next(i for i, st in enumerate(sides) if st.role == "defender")
    if chooser >= 0:
        s.stages.append(Stage("half", chooser))
        return True
    r = s.rng.roll(2, "which side deploys in the north (L293)")
    set_half(s, r - 1, NORTH)
    return False


def set_half(s: WLState, side: int, half: int) -> None:
    s.b.sides[side].half = half
    s.b.sides[1 - side].half = SOUTH if half == NORTH else NORTH
    s.note("half", Message("wl-half", side=Name.of("wl-side", n=side + 1), half="north" if half == NORTH else "south"))


def step_weather(s: WLState) -> bool:
    """Weather (L297-L300, L761-L765): agreed clear day, a fixed schedule, or forecasts the
    attacker (in a meeting battle either warlord) accepts or waits out, the third accepted."""
    battle = s.prep.battle
    mt = s.prep.max_turns
    mode = battle.weather.mode
    if mode == "fixed":
        sched = fixed_schedule([(sp.kind, sp.first_turn, sp.last_turn) for sp in battle.weather.schedule], mt)
        set_weather(s, sched, "fixed")
        return False
    if s.mountain_die == 0 and battle.climate == "mountains":
        s.mountain_die = s.rng.roll(6, "mountain climate (L801)")
    if mode == "clear_day" or s.clear_day:
        set_weather(s, apply_climate([0] * (mt + 1), battle.climate, battle.season, s.mountain_die), "a clear day")
        return False
    s.b.forecasts += 1
    r = s.rng.roll(6, f"weather forecast {s.b.forecasts} ({battle.season})")
    s.forecast = r
    fc = forecast_for(battle.season, r)
    s.b.forecast_text = fc.text
    s.note(
        "forecast",
        Message("wl-log-forecast", n=s.b.forecasts, die=r, forecast=phrase(fc.text), lines=fc.lines or "L767-L796"),
        die=r,
    )
    if battle.start == "position" or (s.b.forecasts >= 3 and s.prep.rules.third_forecast == "accepted"):
        accept_forecast(s)
        return False
    if battle.battle_kind == "meeting":
        if s.b.forecasts >= 3:
            accept_forecast(s)
            return False
        s.stages.append(Stage("forecast", 1))
        s.stages.append(Stage("forecast", 0))
    else:
        attacker = next(i for i, st in enumerate(s.b.sides) if st.role == "attacker")
        s.stages.append(Stage("forecast", attacker))
    s.forecast_votes = ()
    return True


def accept_forecast(s: WLState) -> None:
    battle = s.prep.battle
    fc = forecast_for(battle.season, s.forecast)
    sched = forecast_schedule(s.rng, fc, s.prep.max_turns)
    set_weather(s, apply_climate(sched, battle.climate, battle.season, s.mountain_die), fc.text)


def set_weather(s: WLState, sched: list[int], what: str) -> None:
    s.b.weather = tuple(sched)
    s.b.forecast_text = what
    s.note("weather", Message("wl-log-weather", what=phrase(what), schedule=schedule(sched)), schedule=list(sched))


def reveal(s: WLState) -> None:
    """Both deployments become visible (L323); units that start in a forest show only that a unit
    is there, units hidden by 'Коварный' nothing more (L685, L728)."""
    lines: list[Value] = []
    for u in s.b.units:
        if u.status != FIELD:
            continue
        if (s.board.terrain[u.cell] == FOREST and not u.scouted) or u.hidden_trait:
            u.seen = max(u.seen, PRESENCE)
            lines.append(Message("wl-seen-unit", cell=s.board.label(u.cell)))
        else:
            u.seen = FULL
            lines.append(
                Message("wl-seen", unit=u.id, type=unit_type(u.type), figures=u.figures, cell=s.board.label(u.cell))
            )
    for st in s.b.sides:
        st.hq_known = True
    s.b.revealed = True
    s.note("reveal", Message("wl-log-reveal", units=tuple(lines)))


# --------------------------------------------------------------------------- stage actions


def _zone(s: WLState, side: int) -> list[int]:
    return s.board.zone_cells(s.b.sides[side].half)


def pre_legal(s: WLState, st: Stage) -> list[Action]:
    b = s.b
    side = st.seat
    k = st.kind
    if k == "half":
        return [ChooseHalf("north"), ChooseHalf("south")]
    if k == "clear_day":
        return [ClearDay(True), ClearDay(False)]
    if k == "forecast":
        if b.forecasts >= 3:
            return [ForecastAnswer("accept"), ForecastAnswer("withdraw")]
        return [ForecastAnswer("accept"), ForecastAnswer("wait")]
    if k == "fences":
        out: list[Action] = [Done("fences")]
        if b.sides[side].fences_left > 0:  # (as ``_fence_edges``, with the labels read once per board)
            fences = b.fences
            out += [
                made(PlaceFence, label) for k, label in s.board.zone_edge_labels(b.sides[side].half) if k not in fences
            ]
        return out
    if k == "deploy":
        return _deploy_legal(s, st)
    if k == "recon":
        return _recon_legal(s, st)
    if k == "leaders":
        return _leaders_legal(s, st)
    if k == "banners":
        st_side = b.sides[side]
        if not st_side.banners:
            return [Done("banners")]
        out = [Done("banners")]
        banner = st_side.banners[0]
        for u in b.units:
            if u.side == side and u.status == FIELD and not u.allied and not u.banner:
                out.append(AssignBanner(banner, u.id))
        return out
    if k == "instructions":
        out = [Done("instructions")]
        for u in b.units:
            if u.side == side and u.status == FIELD:
                out += [made(Standing, u.id, kind, True) for kind, on in standing_options(s, u, free=True) if on]
        return out
    raise ValueError(f"no pre-battle stage {k!r}")


def _deploy_limit(s: WLState, side: int) -> tuple[int, int]:
    """(most units on the field, most in reserve): half may wait in reserve (L310); on difficult
    approaches at most half deploy (L756)."""
    n = sum(1 for u in s.b.units if u.side == side)
    if s.board.difficult_approaches is not None and s.b.sides[side].half == s.board.difficult_approaches:
        return n // 2, n
    return n, n // 2


def _fence_edges(s: WLState, side: int) -> list[int]:
    """The edges of the side's zones where it may still build a fence (L295), in order."""
    if s.b.sides[side].fences_left <= 0:
        return []
    fences = s.b.fences
    return [k for k in s.board.zone_edges(s.b.sides[side].half) if k not in fences]


def _deploy_choices(s: WLState, st: Stage) -> tuple[str, list[int], list[int], bool]:
    """The next unit to deploy, the free cells of its zones it may stand on, the facings it may
    take, and whether it may wait in the reserve instead (L307-L310)."""
    b = s.b
    side = st.seat
    u = next(u for u in b.units if u.side == side and u.status == UNDEPLOYED)
    on_field = sum(1 for v in b.units if v.side == side and v.status == FIELD)
    in_reserve = sum(1 for v in b.units if v.side == side and v.status == RESERVE)
    most_field, most_reserve = _deploy_limit(s, side)
    cells: list[int] = []
    facings: list[int] = []
    if on_field < most_field:
        facings = (
            [facing_toward_enemy(b.sides[side].half)] if s.prep.rules.initial_facing == "toward_enemy" else [0, 1, 2, 3]
        )
        cells = s.world().open_cells(_zone(s, side))
    reserve = in_reserve < most_reserve or not cells
    return u.id, cells, facings, reserve


def _shield_edges(s: WLState, side: int) -> list[int]:
    """The edges (``cell * 4 + direction``) of the side's zones still free for shields (L205, L307)."""
    if s.b.sides[side].shields_left <= 0:
        return []
    have = {k for k, _ in s.b.shields}
    return [c * 4 + d for c in _zone(s, side) for d in range(4) if c * 4 + d not in have]


def _shield(s: WLState, edge: int) -> PlaceShield:
    return made(PlaceShield, f"{s.board.labels[edge // 4]}:{DIR_NAMES[edge % 4]}")


def _deploy_legal(s: WLState, st: Stage) -> list[Action]:
    side = st.seat
    if st.sub == "hq":
        return [PlaceHq(s.board.label(c)) for c in _zone(s, side) if s.board.terrain[c] != FOREST]
    if st.sub == "units":
        unit, cells, facings, reserve = _deploy_choices(s, st)
        labels = s.board.labels
        out: list[Action] = [made(Deploy, unit, labels[c], DIR_NAMES[f]) for c in cells for f in facings]
        if reserve:
            out.append(ToReserve(unit))
        return out
    return [Done("shields"), *(_shield(s, e) for e in _shield_edges(s, side))]


def pre_sample(s: WLState, st: Stage, rnd: random.Random) -> tuple[Action, int] | None:
    """One of :func:`pre_legal`'s actions drawn uniformly with ``rnd`` without listing them all,
    and how many there are. ``None`` for a stage whose list is short (the caller lists it then)."""
    side = st.seat
    if st.kind == "deploy" and st.sub == "units":
        unit, cells, facings, reserve = _deploy_choices(s, st)
        placed = len(cells) * len(facings)
        count = placed + (1 if reserve else 0)
        i = rnd.randrange(count)
        if i == placed:
            return ToReserve(unit), count
        c, f = divmod(i, len(facings))
        return made(Deploy, unit, s.board.labels[cells[c]], DIR_NAMES[facings[f]]), count
    if st.kind == "deploy" and st.sub == "shields":
        if s.b.sides[side].shields_left <= 0:
            return Done("shields"), 1
        # an edge drawn among all the zones' edges that already has shields is drawn again, so
        # each free edge and "done" keep one chance in (free edges + 1)
        zone = _zone(s, side)
        edges = 4 * len(zone)
        have = {k for k, _ in s.b.shields}
        in_zone = set(zone)
        count = edges - sum(1 for k in have if k // 4 in in_zone) + 1
        while True:
            i = rnd.randrange(edges + 1)
            if i == edges:
                return Done("shields"), count
            edge = zone[i // 4] * 4 + i % 4
            if edge not in have:
                return _shield(s, edge), count
    if st.kind == "fences":
        keys = _fence_edges(s, side)
        i = rnd.randrange(len(keys) + 1)
        return (Done("fences") if i == 0 else made(PlaceFence, s.board.edge_label(keys[i - 1]))), len(keys) + 1
    if st.kind == "recon" and st.sub == "rect":
        rects = s.board.recon_rectangles(1 - s.b.sides[side].half, RECON_SIZES)
        corner, size = rects[rnd.randrange(len(rects))]
        return made(Recon, corner, size), len(rects)
    return None


def _recon_legal(s: WLState, st: Stage) -> list[Action]:
    b = s.b
    side = st.seat
    if st.sub == "rect":
        rects = s.board.recon_rectangles(1 - b.sides[side].half, RECON_SIZES)
        return [made(Recon, corner, size) for corner, size in rects]
    out: list[Action] = [Done("recon")]
    services = sum(1 for _, mode, _ in b.sides[side].shinobi if mode == "recon")
    if s.prep.rules.recon_adjustments == "one_per_service" and len(st.used) >= services:
        return out
    zone = set(_zone(s, side))
    w = s.world()
    for u in b.units:
        if u.side != side or u.status != FIELD or u.idx in st.used:
            continue
        for c in s.board.adjacent8(u.cell):
            if c not in zone:
                continue
            v = w.unit(c)
            if (v is None and not w.impassable(c)) or (
                v is not None and v.side == side and v.idx not in st.used and s.board.manhattan(u.cell, c) == 1
            ):
                out.append(Adjust(u.id, s.board.label(c)))
    return out


def _leaders_legal(s: WLState, st: Stage) -> list[Action]:
    b = s.b
    side = st.seat
    todo = [
        lead
        for lead in b.leaders
        if lead.side == side and lead.where == "reserve" and lead.idx not in st.used and lead.wounds < 2
    ]
    if not todo:
        return [Done("leaders")]
    lead = todo[0]
    out: list[Action] = [made(Lead, lead.id, "reserve")]
    if b.sides[side].hq >= 0:
        out.append(made(Lead, lead.id, "hq"))
    out += [made(Lead, lead.id, s.board.label(u.cell)) for u in b.units if u.side == side and u.status == FIELD]
    return out


def pre_act(s: WLState, st: Stage, a: Action) -> bool:
    """Apply a pre-battle choice; returns True when the stage is finished."""
    b = s.b
    side = st.seat
    secret = frozenset({side, s.gm_seat})
    if isinstance(a, ChooseHalf):
        set_half(s, side, NORTH if a.half == "north" else SOUTH)
        return True
    if isinstance(a, ClearDay):
        s.clear_votes = (*s.clear_votes, a.agree)
        s.note("clear_day", Message("wl-log-clear-day", side=said_side(side), agree="yes" if a.agree else "no"))
        return True
    if isinstance(a, ForecastAnswer):
        s.note("forecast_answer", Message("wl-log-forecast-answer", side=said_side(side), answer=a.answer))
        s.forecast_votes = (*s.forecast_votes, a.answer)
        return True
    if isinstance(a, PlaceFence):
        b.fences = b.fences | {s.board.parse_edge(a.edge)}
        b.sides[side].fences_left -= 1
        s.note("fence", Message("wl-log-fence", side=said_side(side), edge=a.edge))
        return False
    if isinstance(a, Done) and a.step in ("fences", "recon", "banners", "instructions", "leaders"):
        if a.step == "recon":
            s.note("recon_done", Message("wl-log-recon-done", side=said_side(side)), visible_to=secret)
        return True
    if isinstance(a, PlaceHq):
        b.sides[side].hq = s.board.parse(a.cell)
        s.note("hq", Message("wl-log-hq", side=said_side(side), cell=a.cell), visible_to=secret)
        st.sub = "units"
        return False
    if isinstance(a, Deploy):
        u = s.world().unit_by_id(side, a.unit)
        assert u is not None
        u.status = FIELD
        u.facing = DIR_NAMES.index(a.facing)
        b.place(u, s.board.parse(a.cell))
        if s.verbose:  # (a search's quiet copy builds no texts)
            s.note(
                "deploy",
                Message("wl-log-deploy", unit=u.id, cell=a.cell, facing=direction(a.facing)),
                visible_to=secret,
            )
        return _after_unit(s, st)
    if isinstance(a, ToReserve):
        u = s.world().unit_by_id(side, a.unit)
        assert u is not None
        u.status = RESERVE
        if s.verbose:
            s.note("deploy", Message("wl-log-deploy-reserve", unit=u.id), visible_to=secret)
        return _after_unit(s, st)
    if isinstance(a, PlaceShield):
        sh = dict(b.shields)
        sh[shield_key(s.board, a.edge)] = side
        b.shields = tuple(sorted(sh.items()))
        b.sides[side].shields_left -= 1
        if s.verbose:
            s.note("shield", Message("wl-log-shield", side=said_side(side), edge=a.edge), visible_to=secret)
        return False
    if isinstance(a, Done) and a.step == "shields":
        return True
    if isinstance(a, Recon):
        corner = s.board.parse(a.corner)
        cells = set(recon_cells(s.world(), corner, a.size))
        seen = []
        for u in b.units:
            if u.side != side and u.status == FIELD and u.cell in cells and not u.hidden_trait:
                seen.append((u.cell, u.type.code, u.figures))
                if s.board.terrain[u.cell] == FOREST:
                    u.scouted = True
        enemy_hq = b.sides[1 - side].hq
        sst = b.sides[side]
        sst.recon_seen = (*sst.recon_seen, *seen, (enemy_hq, "hq", 0))
        types = {u.type.code: u.type for u in b.units}  # the report names unit types in words
        found = tuple(
            Message("wl-scouted", type=unit_type(types[t]), figures=n, cell=s.board.label(c)) for c, t, n in seen
        )
        s.note(
            "recon",
            Message("wl-log-recon", size=a.size, corner=a.corner, found=found, hq=s.board.label(enemy_hq)),
            visible_to=secret,
        )
        services = [i for i, (_, mode, _) in enumerate(sst.shinobi) if mode == "recon"]
        st.index += 1
        if st.index >= len(services):
            st.sub = "adjust"
        return False
    if isinstance(a, Adjust):
        w = s.world()
        u = w.unit_by_id(side, a.unit)
        assert u is not None
        c = s.board.parse(a.cell)
        v = w.unit(c)
        src = u.cell
        if v is None:
            b.place(u, c)
            s.note("adjust", Message("wl-log-adjust-move", unit=u.id, cell=a.cell), visible_to=secret)
        else:
            b.lift(u)
            b.lift(v)
            b.place(u, c)
            b.place(v, src)
            st.used = (*st.used, v.idx)
            s.note("adjust", Message("wl-log-adjust-swap", unit=u.id, other=v.id), visible_to=secret)
        st.used = (*st.used, u.idx)
        return False
    if isinstance(a, Lead):
        lead = s.world().leader_by_id(side, a.leader)
        assert lead is not None
        st.used = (*st.used, lead.idx)
        if a.place == "hq":
            lead.where = "hq"
        elif a.place == "reserve":
            lead.where = "reserve"
        else:
            u = s.world().unit(s.board.parse(a.place))
            assert u is not None
            lead.where, lead.unit = "unit", u.idx
        s.note("leader_place", Message("wl-log-leader-place", leader=lead.id, place=place(a.place)), visible_to=secret)
        return False
    if isinstance(a, AssignBanner):
        u = s.world().unit_by_id(side, a.unit)
        assert u is not None
        u.banner = a.banner
        b.sides[side].banners = tuple(x for x in b.sides[side].banners if x != a.banner)
        s.note("banner", Message("wl-log-banner-assigned", banner=banner(a.banner), unit=u.id), visible_to=secret)
        return not b.sides[side].banners
    if isinstance(a, Standing):
        u = s.world().unit_by_id(side, a.unit)
        assert u is not None

        apply_standing(s, u, a.order, True, free=True)
        s.note("instruction", Message("wl-log-instruction", unit=u.id, order=standing(a.order)), visible_to=secret)
        return False
    raise ValueError(f"unexpected action {a}")


def _after_unit(s: WLState, st: Stage) -> bool:
    side = st.seat
    if any(u.side == side and u.status == UNDEPLOYED for u in s.b.units):
        return False
    if s.b.sides[side].shields_left > 0 and (
        s.b.sides[side].role == "defender" or s.prep.rules.attacker_places_shields
    ):
        st.sub = "shields"
        return False
    return True
