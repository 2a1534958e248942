"""The runtime pieces of a battle: units, leaders, the sides and the whole battle's data.

Every field holds an immutable value (ints, strings, tuples, frozensets), so a piece copies by
copying its ``__dict__`` and a battle copies in microseconds (segments are resolved again from
a copy after a decision, AI agents clone states)."""

from __future__ import annotations

from typing import Any, get_args

from engine.core.message import Message
from engine.games.warlords.tables import FULL_UNIT, StandingKind, UnitType, ranks

# unit status
UNDEPLOYED, FIELD, RESERVE, OUT = "undeployed", "field", "reserve", "out"
# what one side knows of an enemy unit
UNSEEN, PRESENCE, TYPE_KNOWN, FULL = 0, 1, 2, 3

#: standing orders (L419-L440), in the order they are offered
STANDING_ORDERS: tuple[str, ...] = get_args(StandingKind)
LEADER_ONLY = frozenset({"intensified_fire", "hold_at_any_cost", "advance_at_any_cost"})
SHOOTER_ONLY = frozenset({"defensive_fire", "hold_fire", "intensified_fire"})
#: kept when a unit is pushed back (L499)
KEPT_WHEN_PUSHED = frozenset({"hold_fire", "intensified_fire", "defensive_fire"})


class Piece:
    """Base of the runtime pieces: plain attributes, copied by ``__dict__``."""

    def copy(self) -> Any:
        other = object.__new__(type(self))
        other.__dict__ = self.__dict__.copy()
        return other

    def key(self) -> tuple[Any, ...]:
        return tuple(v.code if isinstance(v, UnitType) else v for v in self.__dict__.values())


class Member(Piece):
    """A unit or a leader of one side: its place in the battle's list, its id and its name."""

    def __init__(self, idx: int, ident: str, name: str, side: int) -> None:
        self.idx = idx
        self.id = ident
        self.name = name
        self.side = side


class Unit(Member):
    def __init__(self, idx: int, ident: str, name: str, side: int, utype: UnitType, figures: int) -> None:
        super().__init__(idx, ident, name, side)
        self.type = utype
        self.figures = figures
        self.skill = utype.skill
        self.equipment = utype.equipment
        self.stead = utype.steadfastness
        self.imp = utype.impetus
        self.ammo = utype.ammo
        self.allied = ""
        self.hidden_trait = False
        self.status = UNDEPLOYED
        self.cell = -1
        self.facing = 0
        #: "destroyed", "scattered", "broken", "withdrawn" once out of the battle
        self.out_reason = ""
        #: first turn a reserve unit may be brought in (scattered units wait 3 turns, L637)
        self.reserve_from = 0
        self.reserve_final = False
        self.fleeing = False
        self.flee_turn = 0
        self.rallied = False
        self.fatigued = False
        self.carrying = False
        self.banner = ""
        self.banner_spent = False
        self.tiger = False
        self.crab = False
        self.standing: frozenset[str] = frozenset()
        self.hold_from_phase = 1
        #: what the other side knows of it
        self.seen = UNSEEN
        #: seen by enemy shinobi before the reveal (a forest no longer hides it, L728)
        self.scouted = False
        self.start_turn()
        self.start_phase()

    def start_turn(self) -> None:
        """What a unit carries from one turn to the next stops here (step 1 of a turn); a new
        unit starts as at the start of a turn."""
        self.clear_orders()
        self.moved = 0
        self.fought = False
        self.fled_this_turn = False
        #: phases (bit 1, 2) in which the unit used Gallop or its charge this turn
        self.gallop_phases = 0
        self.start_figures = self.figures
        self.start_cell = self.cell
        self.start_facing = self.facing
        self.crossed_fence = False
        #: a phase-1 regroup: nothing more this turn (L407)
        self.regrouped = False
        #: where a raised Phoenix banner acts (the HQ's cell or the unit's, L362)
        self.phoenix_cell = -1
        self.panicked = False
        #: Hold at any cost given with a phase-1 move holds the cell reached (L436)
        self.hold_cell = -1
        #: standing orders before this command phase (a messenger interception restores them, L696)
        self.standing_before = self.standing

    def clear_orders(self) -> None:
        """No order given yet this turn: no programs nor their cost, no Dragon's move, no banner
        raised, no free order of a Phoenix banner, no withdrawal to the reserve (turn start;
        resampling redraws the enemy's unrevealed orders from here)."""
        #: this turn's programs for phase 1 and 2 (see orders.py); None = no order
        self.orders: tuple[Any, Any] = (None, None)
        #: orders given this turn (ordinary and standing), and whether its phase orders are given
        self.cost = 0
        self.ordered = False
        self.dragon: Any = None
        self.banner_raised = False
        #: inside a raised Phoenix banner's area: one free ordinary order this turn (L367)
        self.phoenix_free = False
        #: withdrawn to the reserve when the orders are revealed (L354)
        self.withdrawing = False

    def start_phase(self) -> None:
        """What the shooting of one execution phase leaves on a unit, and whether it acted in it."""
        self.shot_damage = 0
        self.shot_losses = 0
        self.shooters: tuple[int, ...] = ()
        self.shot = False
        self.shot_retreated = False
        self.acted = False

    @property
    def on_field(self) -> bool:
        return self.status == FIELD

    @property
    def full(self) -> bool:
        """Four figures or more: a unit that can claim control zones (L223)."""
        return self.figures >= FULL_UNIT

    @property
    def cavalry(self) -> bool:
        return self.type.cavalry

    @property
    def ranks(self) -> int:
        return ranks(self.figures)

    def label(self) -> str:
        return f"{self.type.code} {self.id} ({self.figures} fig.)"


class Leader(Member):
    def __init__(self, idx: int, ident: str, name: str, side: int, kind: str, traits: frozenset[str]) -> None:
        super().__init__(idx, ident, name, side)
        self.kind = kind
        self.traits = traits
        self.wounds = 0
        #: "hq", "unit", "reserve", "out" (2 wounds: reserve for the battle), "captured", "dead"
        self.where = "reserve"
        self.unit = -1
        #: where the enemy last saw him (moves are secret until the orders are revealed)
        self.shown_where = "reserve"
        self.shown_unit = -1
        self.start_turn()

    def start_turn(self) -> None:
        """A new command phase: he has not moved yet (a new leader starts so too)."""
        #: where he came from this command phase: "start", "hq", "unit", "reserve" (L245-L249)
        self.arrived = "start"
        self.moved = False
        #: a general whose +1 to the command roll was used cannot leave the HQ this turn (L335)
        self.locked = False
        #: leading the unit in the HQ's cell for one fight (L250)
        self.from_hq = False

    @property
    def active(self) -> bool:
        return self.where in ("hq", "unit", "reserve")

    @property
    def warlord(self) -> bool:
        return self.kind == "warlord"


class SideState(Piece):
    def __init__(self, idx: int, roster: str, clan: str, role: str) -> None:
        self.idx = idx
        self.roster = roster
        self.clan = clan
        self.role = role
        self.half = -1
        self.hq = -1
        self.hq_destroyed = False
        self.hq_known = False
        self.commander = -1
        self.commander_lost = False
        self.shields_left = 0
        self.fences_left = 0
        #: banners not yet given to a unit
        self.banners: tuple[str, ...] = ()
        #: shinobi services: (id, mode, sabotages left)
        self.shinobi: tuple[tuple[str, str, int], ...] = ()
        #: sabotages ordered for the next turn: (service, kind, cell)
        self.sabotage_orders: tuple[tuple[str, str, int], ...] = ()
        #: what its reconnaissance saw: (cell, unit type, figures)
        self.recon_seen: tuple[tuple[int, str, int], ...] = ()
        self.allies: tuple[str, ...] = ()
        self.ally_budget: tuple[tuple[str, int], ...] = ()
        self.spent = 0
        self.general_flight = False
        self.auto_fled = False
        self.start_turn()

    def start_turn(self) -> None:
        """A new turn's command phase: no stake, roll or orders yet; last turn's sabotage orders
        are carried out in this one (L688). A new side starts so too."""
        self.stake: str | None = None
        self.staked = False
        self.dice: tuple[int, int] = (0, 0)
        self.roll_mod = 0
        self.roll_total = 0
        self.rerolls = 0
        self.budget = 0
        #: extra orders the GM grants a warlord with 'Хитрый план' this turn (L360)
        self.cunning = 0
        #: the side declined, before its roll, the +1 of a general in the HQ (L238, L335)
        self.hq_general_declined = False
        #: this turn's roll counted that +1 (lost if the commander leaves the HQ, L235)
        self.hq_general_used = False
        self.reserve_entries = 0
        #: (unit index, cell) of reserves coming in at the end of the turn
        self.entering: tuple[tuple[int, int], ...] = ()
        self.committed = False
        #: this turn's sabotages (ordered last turn)
        self.sabotage_now = self.sabotage_orders
        self.sabotage_orders = ()


#: the fields :meth:`BattleData.key` reads apart (the pieces) or leaves out (text only)
_NOT_IN_KEY = frozenset({"units", "leaders", "sides", "unit_at", "revealed_orders"})


class BattleData(Piece):
    """Everything that changes during a battle (the board and content stay outside)."""

    def __init__(self) -> None:
        self.units: list[Unit] = []
        self.leaders: list[Leader] = []
        self.sides: list[SideState] = []
        self.unit_at: list[int] = []
        self.turn = 0
        self.phase = 0
        #: weather flags per turn (index 0 unused)
        self.weather: tuple[int, ...] = ()
        self.forecast_text = ""
        self.forecasts = 0
        self.fences: frozenset[int] = frozenset()
        #: shields set up: (cell * 4 + side of the cell, owning side); a shield protects the unit
        #: in its cell (L206), so shields on the two sides of one edge are different shields
        self.shields: tuple[tuple[int, int], ...] = ()
        #: cell -> last turn it burns
        self.burning: tuple[tuple[int, int], ...] = ()
        self.winner = -2
        self.end_reason = ""
        #: why the battle ended, as people read it (``end_reason`` is its English text)
        self.end_said: Message | None = None
        #: the positions at the start of the turn (cell, facing, side, fleeing) for the
        #: no-exposure rule (L381)
        self.turn_start: tuple[tuple[int, int, int, bool], ...] = ()
        #: the orders the sides revealed this turn as people read them (text only: a quiet state,
        #: a search's copy, writes none, and the battle's key leaves them out)
        self.revealed_orders: tuple[Message, ...] = ()
        #: the deployments have been revealed (L323)
        self.revealed = False

    def copy(self) -> BattleData:
        other = object.__new__(BattleData)
        d = self.__dict__.copy()
        d["units"] = [u.copy() for u in self.units]
        d["leaders"] = [lead.copy() for lead in self.leaders]
        d["sides"] = [s.copy() for s in self.sides]
        d["unit_at"] = list(self.unit_at)
        other.__dict__ = d
        return other

    def key(self) -> tuple[Any, ...]:
        rest = tuple(v for k, v in self.__dict__.items() if k not in _NOT_IN_KEY)
        return (
            tuple(u.key() for u in self.units),
            tuple(lead.key() for lead in self.leaders),
            tuple(s.key() for s in self.sides),
            tuple(self.unit_at),
            rest,
        )

    # -- lookups
    def unit_in(self, cell: int) -> Unit | None:
        if cell < 0:
            return None
        i = self.unit_at[cell]
        return self.units[i] if i >= 0 else None

    def place(self, u: Unit, cell: int) -> None:
        if u.cell >= 0 and self.unit_at[u.cell] == u.idx:
            self.unit_at[u.cell] = -1
        u.cell = cell
        if cell >= 0:
            self.unit_at[cell] = u.idx

    def lift(self, u: Unit) -> None:
        if u.cell >= 0 and self.unit_at[u.cell] == u.idx:
            self.unit_at[u.cell] = -1
        u.cell = -1

    def leaders_in(self, u: Unit) -> list[Leader]:
        return [lead for lead in self.leaders if lead.where == "unit" and lead.unit == u.idx]

    def shield_edges(self) -> dict[int, int]:
        return dict(self.shields)
