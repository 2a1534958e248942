"""Queries every rule module shares: the board with its burning cells and fences, units'
relative cells, attack sides, shooting arcs, visibility, leaders and weather.

:class:`World` reads a battle; it never draws dice or changes anything
(:class:`engine.games.warlords.execution.Exec` adds that for the execution phases)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.warlords.board import (
    BOG,
    BRIDGE,
    CLIFF,
    CLIFF_EDGE,
    FORD,
    FOREST,
    HILL,
    NORTH,
    RICE,
    RIVER,
    VILLAGE,
    Board,
    opposite,
)
from engine.games.warlords.pieces import FIELD, FULL, OUT, UNSEEN, BattleData, Leader, Unit
from engine.games.warlords.tables import FOG

if TYPE_CHECKING:
    from engine.games.warlords.battle import RuleOptions
    from engine.games.warlords.setup import Prepared

FRONT, FLANK, REAR = "front", "flank", "rear"


class World:
    """A battle's data seen through the rules (no dice, no changes)."""

    def __init__(self, prep: Prepared, board: Board, b: BattleData) -> None:
        self.prep = prep
        self.board = board
        self.b = b
        self.opts: RuleOptions = prep.rules
        self.nb = board.nb

    # ------------------------------------------------------------------ terrain and edges
    def terrain(self, cell: int) -> int:
        return self.board.terrain[cell]

    def burning(self, cell: int) -> bool:
        fires = self.b.burning
        return bool(fires) and any(c == cell for c, _ in fires)

    def impassable(self, cell: int) -> bool:
        """Beyond the field's extension, a bog, or a burning cell (L735, L691)."""
        if cell < 0 or self.board.terrain[cell] == BOG:
            return True
        fires = self.b.burning
        return bool(fires) and any(c == cell for c, _ in fires)

    def open_cells(self, cells: list[int]) -> list[int]:
        """Those of ``cells`` with no unit on them that a unit may enter (not :meth:`impassable`)."""
        terrain = self.board.terrain
        fires = {c for c, _ in self.b.burning}
        unit_at = self.b.unit_at
        return [c for c in cells if unit_at[c] < 0 and terrain[c] != BOG and c not in fires]

    def hill(self, cell: int) -> bool:
        """Hills and cliffs (a cliff is a hill with one impassable side, L725)."""
        return cell >= 0 and self.board.terrain[cell] in (HILL, CLIFF)

    def forest(self, cell: int) -> bool:
        return cell >= 0 and self.board.terrain[cell] == FOREST

    def village(self, cell: int) -> bool:
        return cell >= 0 and self.board.terrain[cell] == VILLAGE

    def rice(self, cell: int) -> bool:
        return cell >= 0 and self.board.terrain[cell] == RICE

    def edge(self, a: int, c: int) -> int:
        """Static features of the edge between neighbours ``a`` and ``c``."""
        return self.board.edge_between(a, c)

    def fence(self, a: int, c: int) -> bool:
        d = self.board.direction(a, c)
        return d >= 0 and self.board.edge_key(a, d) in self.b.fences

    def river(self, a: int, c: int) -> int:
        """0 when no river separates the cells, else the river's flags (RIVER with BRIDGE or FORD)."""
        f = self.edge(a, c)
        return f & (RIVER | BRIDGE | FORD) if f & RIVER else 0

    def can_step(self, a: int, c: int) -> bool:
        """Whether a unit may move from ``a`` into neighbour ``c`` (terrain and cliff sides; fences
        and occupancy are judged by the caller)."""
        return not self.impassable(c) and not self.edge(a, c) & CLIFF_EDGE

    # ------------------------------------------------------------------ weather
    def weather(self) -> int:
        w = self.b.weather
        t = self.b.turn
        return w[t] if 0 < t < len(w) else 0

    # ------------------------------------------------------------------ units and geometry
    def unit(self, cell: int) -> Unit | None:
        # ``self.b.unit_in(cell)``, inlined: the execution phases ask this for every neighbour
        if cell < 0:
            return None
        b = self.b
        i = b.unit_at[cell]
        return b.units[i] if i >= 0 else None

    def front(self, u: Unit) -> int:
        return self.nb[u.cell][u.facing]

    def rear(self, u: Unit) -> int:
        return self.nb[u.cell][opposite(u.facing)]

    def flanks(self, u: Unit) -> tuple[int, int]:
        row = self.nb[u.cell]
        return row[(u.facing + 3) % 4], row[(u.facing + 1) % 4]

    def side_of(self, target: Unit, from_cell: int) -> str:
        """Front, flank or rear: where ``from_cell`` lies for ``target`` (rules/003 §1.4)."""
        return self.side_at(target.cell, target.facing, from_cell)

    def side_at(self, cell: int, facing: int, from_cell: int) -> str:
        """Front, flank or rear: where ``from_cell`` lies for a unit in ``cell`` facing ``facing``
        (rules/003 §1.4)."""
        d = self.board.direction(cell, from_cell)
        if d == facing:
            return FRONT
        if d == opposite(facing):
            return REAR
        return FLANK

    def own_edge_dir(self, side: int) -> int:
        """The direction of a side's own edge: north for the army in the north half (L648)."""
        return 0 if self.b.sides[side].half == NORTH else 2

    def enemies(self, side: int) -> list[Unit]:
        return [u for u in self.b.units if u.side != side and u.status == FIELD]

    def friends(self, side: int) -> list[Unit]:
        return [u for u in self.b.units if u.side == side and u.status == FIELD]

    def arc(self, u: Unit, cell: int = -1, facing: int = -1) -> list[tuple[int, int]]:
        """The cells ``u`` may shoot at, with their distance: the front cell and the front corners,
        and from a hill the three cells beyond them but no other hill there (L52, L723)."""
        p = u.cell if cell < 0 else cell
        f = u.facing if facing < 0 else facing
        nb = self.nb
        out: list[tuple[int, int]] = []
        fc = nb[p][f]
        if fc < 0:
            return out
        out.append((fc, 1))
        for side in ((f + 1) % 4, (f + 3) % 4):
            c = nb[fc][side]
            if c >= 0:
                out.append((c, 1))
        if self.hill(p):
            far = nb[fc][f]
            if far >= 0:
                for c in (far, nb[far][(f + 1) % 4], nb[far][(f + 3) % 4]):
                    if c >= 0 and not self.hill(c):
                        out.append((c, 2))
        return out

    def adjacent8(self, a: int, c: int) -> bool:
        return a >= 0 and c >= 0 and a != c and self.board.chebyshev(a, c) == 1

    # ------------------------------------------------------------------ visibility
    def level(self, viewer: int, u: Unit) -> int:
        """What side ``viewer`` knows of ``u`` (UNSEEN, PRESENCE, TYPE_KNOWN, FULL); in dense fog
        enemy units are seen only next to one's own (L819)."""
        if u.side == viewer or u.status == OUT:
            return FULL
        if u.status != FIELD:
            return UNSEEN
        lvl = u.seen
        if lvl and self.weather() & FOG and not self.near_own(viewer, u.cell):
            return UNSEEN
        return lvl

    def near_own(self, side: int, cell: int) -> bool:
        for c in self.board.adjacent8(cell):
            v = self.b.unit_in(c)
            if v is not None and v.side == side:
                return True
        return False

    # ------------------------------------------------------------------ leaders
    def leaders_in(self, u: Unit) -> list[Leader]:
        return self.b.leaders_in(u)

    def has_leader(self, u: Unit) -> bool:
        return any(lead.where == "unit" and lead.unit == u.idx for lead in self.b.leaders)

    def leader_orders(self, u: Unit) -> bool:
        """The unit may be given 'Advance at any cost', 'Hold at any cost' and 'Intensified fire'
        through a leader who gives it his bonuses: a warlord there at the start of the command
        phase or come from the HQ (L245), a general there or come from the HQ or another unit
        (L247-L248) - never one come from the reserve this turn (L249)."""
        return self.warlord_bonus(u) or self._general_with_bonuses(u)

    def warlord_bonus(self, u: Unit) -> bool:
        """+1 Impetus and Steadfastness from the warlord: in the unit at the start of the command
        phase or come from the HQ (L245; from an adjacent unit by option, §9 #19); a warlord
        leading the unit from the HQ's cell fights with it too (L250)."""
        for lead in self.b.leaders:
            here = lead.warlord and lead.where == "unit" and lead.unit == u.idx
            if here and (lead.arrived in ("start", "hq", "unit_bonus") or lead.from_hq):
                return True
        return False

    def _general_with_bonuses(self, u: Unit) -> bool:
        for lead in self.b.leaders:
            if (
                not lead.warlord
                and lead.where == "unit"
                and lead.unit == u.idx
                and lead.arrived in ("start", "hq", "unit", "unit_bonus")
            ):
                return True
        return False

    def commander(self, side: int) -> Leader | None:
        i = self.b.sides[side].commander
        return self.b.leaders[i] if i >= 0 else None

    def commander_cell(self, side: int) -> int:
        c = self.commander(side)
        if c is None:
            return -1
        if c.where == "unit" and c.unit >= 0:
            return self.b.units[c.unit].cell
        if c.where == "hq":
            return self.b.sides[side].hq
        return -1

    def unit_by_id(self, side: int, ident: str) -> Unit | None:
        for u in self.b.units:
            if u.side == side and u.id == ident:
                return u
        return None

    def leader_by_id(self, side: int, ident: str) -> Leader | None:
        for lead in self.b.leaders:
            if lead.side == side and lead.id == ident:
                return lead
        return None

    def label(self, cell: int) -> str:
        return self.board.label(cell)

    def desc(self, u: Unit) -> str:
        where = self.board.label(u.cell) if u.cell >= 0 else u.status
        return f"{u.id} ({u.type.code}, {u.figures} fig.) at {where}"
