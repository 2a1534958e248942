"""Arrange Warlords positions for rules tests: a battlefield, rosters and a battle built in
code (started from a position), scripted dice, and the real turn driven through actions."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from engine.content.base import CheckContext
from engine.content.io import LineMap, LoadedContent
from engine.content.library import ContentLibrary, bundled_library
from engine.core.registry import load_game
from engine.core.rng import Rng, RngSnapshot
from engine.games.warlords.battle import Battle, RuleOptions, SideSetup, UnitPlacement, WeatherSetup, WeatherSpan
from engine.games.warlords.battlefield import Battlefield, ControlZone, Names, River, RiverCrossing, TerrainFeature
from engine.games.warlords.pieces import Leader, Unit
from engine.games.warlords.roster import LeaderEntry, Roster, ShinobiService, UnitEntry
from engine.games.warlords.state import WLState

GAME = load_game("warlords")
N_, S_ = 0, 1  # side 0 deploys in the north, side 1 in the south

ZONES = [
    ControlZone(id="cz-a", first="A22", last="A35"),
    ControlZone(id="cz-b", first="B22", last="B35"),
    ControlZone(id="cz-c", first="C12", last="C25"),
    ControlZone(id="cz-d", first="D12", last="D25"),
]


def field(
    terrain: Iterable[tuple[str, str, Sequence[str]] | tuple[str, str, Sequence[str], str]] = (),
    rivers: Iterable[Sequence[str]] = (),
    crossings: Iterable[tuple[str, str]] = (),
    fences: Iterable[str] = (),
    layout: str = "standard",
) -> Battlefield:
    """A battlefield: terrain as ``(id, type, cells[, cliff side])``, rivers as lists of edges."""
    feats = []
    for t in terrain:
        feats.append(TerrainFeature(id=t[0], type=t[1], cells=list(t[2]), cliff_side=t[3] if len(t) > 3 else None))  # type: ignore[misc]
    rv = []
    rivers = list(rivers)
    if rivers:
        rv.append(
            River(
                id="river",
                edges=[e for r in rivers for e in r],
                crossings=[RiverCrossing(edge=e, kind=k) for e, k in crossings],
            )
        )  # type: ignore[arg-type]
    return Battlefield(
        id="test-field",
        name=Names(en="test field"),
        layout=layout,
        terrain=feats,
        rivers=rv,
        fences=list(fences),
        control_zones=ZONES,
    )


UnitSpec = tuple[Any, ...]  # (id, type, figures, cell, facing[, fleeing])


def battle(
    north: Iterable[UnitSpec],
    south: Iterable[UnitSpec],
    *,
    bf: Battlefield | None = None,
    kind: str = "defence",
    rules: dict[str, Any] | None = None,
    weather: Iterable[tuple[str, int, int]] = (),
    leaders: Iterable[tuple[str, str, str, list[str]]] = (),
    hq: tuple[str | None, str | None] = (None, None),
    banners: dict[str, str] | None = None,
    instructions: dict[str, list[str]] | None = None,
    stats: dict[str, dict[str, int]] | None = None,
    shinobi: Iterable[tuple[str, str, str]] = (),
    shields: Iterable[tuple[str, str]] = (),
    allies: dict[str, str] | None = None,
    season: str = "summer",
    max_turns: int | None = None,
    start: str = "position",
    start_turn: int = 1,
    past: dict[str, dict[str, Any]] | None = None,
) -> tuple[Battle, ContentLibrary]:
    """A position: units as ``(id, type, figures, cell, facing[, fleeing])`` (``cell`` None = in
    reserve); leaders as ``(id, kind, where, traits)`` with ``where`` hq, reserve or a unit id
    and the side taken from the id's first letter (``n``/``s``); banners ``{banner: unit}``;
    ``past``: what happened to a unit before ``start_turn`` (``{unit: {"fatigued": True}}``, the
    fields of a placement)."""
    stats = stats or {}
    banners = banners or {}
    allies = allies or {}
    bf = bf or field()
    rosters = []
    sides = []
    for si, (specs, half) in enumerate(((list(north), "north"), (list(south), "south"))):
        prefix = "n" if si == 0 else "s"
        units = []
        placements = []
        for spec in specs:
            uid, typ, figs, cell, facing = spec[:5]
            fleeing = bool(spec[5]) if len(spec) > 5 else False
            units.append(UnitEntry(id=uid, type=typ, figures=figs, allied_clan=allies.get(uid), **stats.get(uid, {})))
            placements.append(
                UnitPlacement(
                    unit=uid,
                    cell=cell,
                    facing=facing,
                    reserve=cell is None,
                    fleeing=fleeing,
                    **(past or {}).get(uid, {}),
                )
            )
        lds = [LeaderEntry(id=lid, kind=k, traits=tr) for lid, k, _, tr in leaders if lid.startswith(prefix)]  # type: ignore[arg-type]
        if not any(x.kind == "warlord" for x in lds):
            lds.append(LeaderEntry(id=f"{prefix}-warlord", kind="warlord"))
        where = {lid: w for lid, _, w, _ in leaders if lid.startswith(prefix)}
        for x in lds:
            where.setdefault(x.id, "reserve")
        my_banners = {b: u for b, u in banners.items() if any(u == p.unit for p in placements)}
        r = Roster(
            id=f"test-{prefix}",
            name=Names(en=f"{half} army"),
            clan="tiger" if si == 0 else "crab",
            units=units,
            leaders=lds,
            shields=8,
            fences=8,
            banners=list(my_banners),  # type: ignore[arg-type]
            shinobi=[ShinobiService(id=sid, mode=m) for sid, m, side in shinobi if side == prefix],  # type: ignore[arg-type]
        )
        rosters.append(r)
        role = "meeting" if kind == "meeting" else ("defender" if si == 0 else "attacker")
        sides.append(
            SideSetup(
                roster=r.id,
                role=role,  # type: ignore[arg-type]
                half=half,  # type: ignore[arg-type]
                deployment=placements,
                hq=hq[si],
                leaders=where,
                banners=my_banners,  # type: ignore[arg-type]
                instructions={u: v for u, v in (instructions or {}).items() if any(u == p.unit for p in placements)},  # type: ignore[misc]
                shields=[e for e, who in shields if who == prefix],
            )
        )
    b = Battle(
        id="test-battle",
        title=Names(en="test battle"),
        battlefield=bf.id,
        battle_kind=kind,  # type: ignore[arg-type]
        location_kind="border",
        season=season,  # type: ignore[arg-type]
        max_turns=max_turns,
        start=start,  # type: ignore[arg-type]
        start_turn=start_turn,
        weather=WeatherSetup(
            mode="fixed", schedule=[WeatherSpan(kind=k, first_turn=a, last_turn=z) for k, a, z in weather]
        ),  # type: ignore[arg-type]
        sides=sides,
        rules=RuleOptions(**(rules or {})),
    )
    lib = bundled_library().copy()
    for model in (bf, *rosters, b):
        lib.add(LoadedContent(model, None, LineMap()))
    return b, lib


def new_state(b: Battle, lib: ContentLibrary, seed: int = 0) -> WLState:
    s = GAME.new_initial_state(b, lib, seed)
    assert isinstance(s, WLState)
    return s


def check(model: Any, lib: ContentLibrary) -> list[Any]:
    return list(model.check(CheckContext(library=lib)))


class ScriptedRng(Rng):
    """The engine's RNG with die results taken from a script (dice of any size, in the order
    they are rolled); random choices stay random. Rolling a die when the script is empty fails
    the test, so a test names every die it expects once the script starts."""

    __slots__ = ("i", "script")

    def __init__(self, base: Rng, faces: list[int]) -> None:
        self.seed = base.seed
        self._random = base._random
        self.record = True
        self.records = base.records
        self.shared = False
        self.script = list(faces)
        self.i = 0

    def roll(self, sides: int, purpose: str = "die") -> int:
        if self.i >= len(self.script):
            raise AssertionError(f"unscripted die roll: d{sides} for {purpose}")
        v = self.script[self.i]
        self.i += 1
        assert 1 <= v <= sides, f"scripted {v} on a d{sides} ({purpose})"
        self._log(purpose, v)
        return v

    def snapshot(self) -> RngSnapshot:
        return RngSnapshot((self._random.getstate(), self.i), len(self.records))

    def restore(self, snap: RngSnapshot) -> None:
        state, i = snap.state  # type: ignore[misc]
        self._random.setstate(state)
        self.i = i
        del self.records[snap.records :]


def script(s: WLState, *faces: int) -> ScriptedRng:
    """From now on dice come from ``faces``."""
    rng = ScriptedRng(s.rng, list(faces))
    s.rng = rng
    return rng


def unscript(s: WLState) -> None:
    """Back to random dice (the same generator and record)."""
    if isinstance(s.rng, ScriptedRng):
        base = Rng(s.rng.seed)
        base._random = s.rng._random
        base.records = s.rng.records
        s.rng = base


def act(s: WLState, *texts: str) -> None:
    for t in texts:
        s.apply(GAME.parse_action(t))


def legal(s: WLState) -> list[str]:
    return [a.to_str() for a in s.legal_actions()]


def unit(s: WLState, ident: str) -> Unit:
    for u in s.b.units:
        if u.id == ident:
            return u
    raise KeyError(ident)


def leader(s: WLState, ident: str) -> Leader:
    for lead in s.b.leaders:
        if lead.id == ident:
            return lead
    raise KeyError(ident)


def cell(s: WLState, ident: str) -> str:
    u = unit(s, ident)
    return s.board.label(u.cell) if u.cell >= 0 else u.status


def command(
    s: WLState,
    side: int,
    orders: dict[str, tuple[str, str]] | None = None,
    standing: Iterable[tuple[str, str, bool]] = (),
    extra: Iterable[str] = (),
) -> None:
    """Side ``side`` gives its orders: ``{unit: (phase 1 code, phase 2 code)}``, standing
    orders ``(unit, order, on)`` (given with the unit's programs) and any other command actions
    in notation."""
    assert s.current_player() == side and s.stages[-1].kind == "command", (s.current_player(), s.stages)
    if s.stages[-1].sub == "leaders":
        act(s, "done leaders")
    for t in extra:
        act(s, t)
    orders = dict(orders or {})
    standing = list(standing)
    for uid, _, _ in standing:
        orders.setdefault(uid, ("none", "none"))
    for uid, (p1, p2) in orders.items():
        act(s, f"select {uid}", f"order {p1}", f"order {p2}")
        for sid, order, on in standing:
            if sid == uid:
                act(s, f"standing {uid} {order} {'yes' if on else 'no'}")
        if s.stages[-1].sub == "standing":
            act(s, "done unit")
    act(s, "done command")


def to_command(s: WLState, stakes: tuple[str, str] = ("low", "low")) -> None:
    """From the start of a turn to side 0's command phase (stakes chosen, rolls made)."""
    unscript(s)
    if s.current_player() == 0 and s.stages and s.stages[-1].kind == "stake":
        act(s, f"stake {stakes[0]}")
    if s.current_player() == 1 and s.stages and s.stages[-1].kind == "stake":
        act(s, f"stake {stakes[1]}")
    while s.stages and s.stages[-1].kind == "reroll":
        act(s, "reroll no")
    while s.current_player() == 2:
        act(s, f"gm {s.pending_decision().default}")  # type: ignore[union-attr]


def turn(
    s: WLState,
    north: dict[str, tuple[str, str]] | None = None,
    south: dict[str, tuple[str, str]] | None = None,
    *,
    dice: Sequence[int] | None = None,
    standing: Iterable[tuple[str, str, bool]] = (),
    extra_north: Iterable[str] = (),
    extra_south: Iterable[str] = (),
) -> None:
    """A whole turn: stakes, rolls, both sides' orders; ``dice`` scripts every die rolled from the
    moment the orders are given (the execution phases and the turn's end)."""
    to_command(s)
    command(s, 0, north, [x for x in standing if unit(s, x[0]).side == 0], extra_north)
    if dice is not None:
        script(s, *dice)
    command(s, 1, south, [x for x in standing if unit(s, x[0]).side == 1], extra_south)


def answer_gm_defaults(s: WLState) -> list[str]:
    """Answer every open GM question with its default; returns the question kinds."""
    kinds = []
    while not s.is_terminal() and s.current_player() == 2:
        d = s.pending_decision()
        assert d is not None
        kinds.append(d.kind)
        act(s, f"gm {d.default}")
    return kinds


def events(s: WLState, kind: str | None = None) -> list[str]:
    return [e.text for e in s.events if kind is None or e.kind == kind]


def event_data(s: WLState, kind: str) -> list[dict[str, Any]]:
    return [dict(e.data) for e in s.events if e.kind == kind]


def played(
    north: Iterable[UnitSpec],
    south: Iterable[UnitSpec],
    orders_north: dict[str, tuple[str, str]] | None = None,
    orders_south: dict[str, tuple[str, str]] | None = None,
    dice: Sequence[int] | None = None,
    *,
    gm_defaults: bool = False,
    **kw: Any,
) -> WLState:
    """A position (see :func:`battle`) played for one turn with these orders and scripted dice;
    with ``gm_defaults`` the GM's questions the turn raises are answered with their defaults, the
    kinds asked kept in ``gm_asked``."""
    b, lib = battle(north, south, **kw)
    s = new_state(b, lib)
    turn(s, orders_north or {}, orders_south or {}, dice=dice or [])
    if gm_defaults:
        s.gm_asked = answer_gm_defaults(s)  # type: ignore[attr-defined]
    return s
