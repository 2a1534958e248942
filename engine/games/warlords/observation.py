"""What a seat sees of a battle.

A side sees the field, its own army completely (orders, standing orders, banners, reserve,
shinobi), and of the enemy what the rules let it see (rules/003 §2.5-§2.7, L274, L323, L728,
L819): nothing before the reveal; units in a forest or hidden by 'Коварный' as a presence (and
their type once shown); in dense fog only units next to its own; the enemy's leaders where they
were last seen; of the enemy's orders only that they were given, until both sides' orders are
revealed together. The game master sees everything."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from engine.core.game import Observation
from engine.core.message import Message
from engine.games.warlords.board import DIR_NAMES
from engine.games.warlords.budget import orders_left
from engine.games.warlords.decisions import GM_SEAT, DecisionView
from engine.games.warlords.orders import code
from engine.games.warlords.pieces import FIELD, FULL, TYPE_KNOWN, UNSEEN
from engine.games.warlords.tables import weather_text

if TYPE_CHECKING:
    from engine.games.warlords.state import WLState


@dataclass(frozen=True)
class UnitView:
    #: the unit's id, or ``?<cell>`` for a unit known only by its presence
    id: str
    side: int
    #: the unit type code, ``?`` when unknown
    type: str
    #: figures, -1 when unknown
    figures: int
    cell: str
    #: N/E/S/W, ``-`` when fleeing, ``?`` when unknown
    facing: str
    status: str
    #: ``fleeing``, ``fatigued``, ``rallied``, ``carrying_shields`` as they apply
    state: tuple[str, ...]
    ammo: int
    #: Skill, Equipment, Steadfastness, Impetus (-1 when unknown)
    stats: tuple[int, int, int, int]
    #: own units (and everything for the GM): this turn's orders, standing orders, banner
    orders: tuple[str, str]
    standing: tuple[str, ...]
    banner: str
    known: int


@dataclass(frozen=True)
class LeaderView:
    id: str
    side: int
    kind: str
    where: str
    #: the cell of the unit he leads, ``""`` otherwise
    unit_cell: str
    wounds: int
    traits: tuple[str, ...]


@dataclass(frozen=True)
class SideView:
    idx: int
    clan: str
    role: str
    half: str
    hq: str
    hq_destroyed: bool
    stake: str
    dice: tuple[int, int]
    roll_total: int
    committed: bool
    #: own side only (the GM sees both): orders left to give this turn, -1 otherwise
    orders_left: int
    shields_left: int
    fences_left: int
    banners_unassigned: tuple[str, ...]
    shinobi: tuple[tuple[str, str, int], ...]
    sabotage_orders: tuple[tuple[str, str, str], ...]
    recon_seen: tuple[tuple[str, str, int], ...]
    entering: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class WLObservation(Observation):
    battle: str
    battlefield: str
    turn: int
    max_turns: int
    phase: int
    weather: str
    schedule: tuple[int, ...]
    forecast: str
    #: who decides now and what (a side's secret command hides what the GM asks about it)
    deciding: int
    stage: str
    decision: DecisionView | None
    units: tuple[UnitView, ...]
    leaders: tuple[LeaderView, ...]
    sides: tuple[SideView, ...]
    fences: tuple[str, ...]
    shields: tuple[tuple[str, int], ...]
    burning: tuple[tuple[str, int], ...]
    terrain_shifts: tuple[tuple[str, int], ...]
    revealed_orders: tuple[Message, ...]
    winner: int
    end_reason: str
    #: why the battle ended, as people read it (``end_reason`` is its English text)
    end_said: Message | None = None


def _stage(s: WLState, viewer: int) -> tuple[int, str, DecisionView | None]:
    if s.is_terminal():
        return -1, "over", None
    d = s.pending_decision()
    seat = s.current_player()
    if s.segment is not None and s.segment.pending is not None:
        assert d is not None
        dv = d.view() if viewer in (seat, GM_SEAT) else None
        return seat, d.kind, dv
    st = s.stages[-1]
    if st.kind == "gm":
        assert d is not None
        below = next((x for x in reversed(s.stages[:-1]) if x.kind != "gm"), None)
        if st.secret and viewer not in st.secret and below is not None:
            return below.seat, below.kind, None  # a question about a side's secret choices
        dv = d.view() if viewer in (GM_SEAT, *st.secret) or not st.secret else None
        return seat, d.kind, dv
    if viewer in (st.seat, GM_SEAT):
        what = f"{st.kind}:{st.sub}" if st.sub else st.kind
        if st.unit >= 0:
            what += f":{s.b.units[st.unit].id}"
        return st.seat, what, None
    return st.seat, st.kind, None


_UNKNOWN = (-1, -1, -1, -1)
_NO_ORDERS = ("", "")
_FIELDS: dict[type, tuple[str, ...]] = {}


def _make(cls: type, *values: object) -> Any:
    """A frozen view built without the dataclass's per-field checks (observations are built
    for every seat at every step of the leak tests)."""
    names = _FIELDS.get(cls)
    if names is None:
        names = tuple(f.name for f in fields(cls))
        _FIELDS[cls] = names
    o: Any = object.__new__(cls)
    o.__dict__.update(zip(names, values))
    return o


def _knower(viewer: int, side: int, public: bool) -> int:
    """Whose knowledge of ``side``'s things the view shows: the viewer's; for a public view the
    other side's (the side knows its own things, the game master everything: what every seat
    knows of a side is what its enemy knows)."""
    return 1 - side if public and side in (0, 1) else viewer


def seen_decision(s: WLState, viewer: int) -> DecisionView | None:
    """The open question of ``viewer``'s observation (its ``decision``), without building the
    rest of it: the game master's agent reads no more, and plays inside every search."""
    return _stage(s, viewer)[2]


def observation(s: WLState, viewer: int, *, public: bool = False) -> WLObservation:
    """``viewer``'s observation; with ``public``, what every seat knows (each side's army, leaders
    and commands as its enemy sees them; nobody's secret choices), laid out for ``viewer``: a view
    every seat may watch."""
    w = s.world()
    b = s.b
    gm = viewer == GM_SEAT and not public
    labels = s.board.labels
    units = []
    for u in b.units:
        knower = _knower(viewer, u.side, public)
        lvl = FULL if gm else w.level(knower, u)
        own = gm or u.side == knower
        if lvl == UNSEEN:
            continue
        cell = labels[u.cell] if u.status == FIELD else ""
        if lvl != FULL:
            typed = lvl == TYPE_KNOWN
            units.append(
                _make(
                    UnitView,
                    f"?{cell}",
                    u.side,
                    u.type.code if typed else "?",
                    -1,
                    cell,
                    DIR_NAMES[u.facing] if typed else "?",
                    u.status,
                    (),
                    -1,
                    _UNKNOWN,
                    _NO_ORDERS,
                    (),
                    "",
                    lvl,
                )
            )
            continue
        flags = []
        if u.fleeing:
            flags.append("fleeing")
        if u.fatigued:
            flags.append("fatigued")
        if u.rallied:
            flags.append("rallied")
        if u.carrying:
            flags.append("carrying_shields")
        if own:
            orders = (code(w, u.orders[0]), code(w, u.orders[1]))
            standing = tuple(sorted(u.standing))
            banner = u.banner
        else:
            orders, standing, banner = _NO_ORDERS, (), u.banner if u.banner_spent else ""
        units.append(
            _make(
                UnitView,
                u.id,
                u.side,
                u.type.code,
                u.figures,
                cell,
                "-" if u.fleeing else DIR_NAMES[u.facing],
                u.status,
                tuple(flags),
                u.ammo,
                (u.skill, u.equipment, u.stead, u.imp),
                orders,
                standing,
                banner,
                lvl,
            )
        )
    units.sort(key=lambda v: (v.side, v.known, v.status, v.cell, v.id))
    leaders = []
    for lead in b.leaders:
        knower = _knower(viewer, lead.side, public)
        own = gm or lead.side == knower
        where, ui = (lead.where, lead.unit) if own else (lead.shown_where, lead.shown_unit)
        if not own:
            if not b.revealed or where == "reserve":
                continue
            if where == "unit":
                u = b.units[ui]
                if not u.on_field or w.level(knower, u) < FULL:
                    continue
        cell = w.label(b.units[ui].cell) if where == "unit" and ui >= 0 and b.units[ui].on_field else ""
        leaders.append(
            _make(LeaderView, lead.id, lead.side, lead.kind, where, cell, lead.wounds, tuple(sorted(lead.traits)))
        )
    sides = []

    for st in b.sides:
        own = gm or st.idx == _knower(viewer, st.idx, public)
        rolled = st.roll_total != 0 or st.dice != (0, 0)
        hq = w.label(st.hq) if st.hq >= 0 and (own or (b.revealed and st.hq_known)) else ""
        sides.append(
            _make(
                SideView,
                st.idx,
                st.clan,
                st.role,
                "" if st.half < 0 else ("north" if st.half == 0 else "south"),
                hq,
                st.hq_destroyed,
                (st.stake or "") if own or rolled else "",
                st.dice,
                st.roll_total,
                st.committed,
                orders_left(w, st.idx)
                if own and st.committed is False and rolled and s.cursor == "turn:command"
                else -1,
                st.shields_left if own else -1,
                st.fences_left if own else -1,
                st.banners if own else (),
                st.shinobi if own else (),
                tuple((sid, k, w.label(c)) for sid, k, c in st.sabotage_orders) if own else (),
                tuple((w.label(c), t, n) for c, t, n in st.recon_seen) if own else (),
                tuple((b.units[i].id, w.label(c)) for i, c in st.entering) if own else (),
            )
        )
    # a public view asks as nobody: no seat's question, no secret stage
    deciding, stage, dv = _stage(s, -1 if public else viewer)
    shields = tuple(
        (f"{w.label(k // 4)}:{DIR_NAMES[k % 4]}", side)
        for k, side in b.shields
        if gm or (side == viewer and not public) or b.revealed
    )
    wx = w.weather()

    return WLObservation(  # the top-level value is built the checked way
        viewer=viewer,
        battle=s.prep.battle.id,
        battlefield=s.prep.battlefield.id,
        turn=b.turn,
        max_turns=s.prep.max_turns,
        phase=b.phase,
        weather=weather_text(wx),
        schedule=b.weather,
        forecast=b.forecast_text,
        deciding=deciding,
        stage=stage,
        decision=dv,
        units=tuple(units),
        leaders=tuple(leaders),
        sides=tuple(sides),
        fences=tuple(sorted(s.board.edge_label(k) for k in b.fences)),
        shields=shields,
        burning=tuple((w.label(c), t) for c, t in b.burning),
        terrain_shifts=s.shifts,
        revealed_orders=b.revealed_orders,
        winner=b.winner,
        end_reason=b.end_reason,
        end_said=b.end_said,
    )
