"""The bridge from content to play: a battle resolved against the content library (its
battlefield and rosters), and the battle's initial runtime data."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.content.library import ContentLibrary
from engine.core.message import Message, Name
from engine.games.warlords.battle import SABOTAGES_PER_SERVICE, Battle, RuleOptions
from engine.games.warlords.battlefield import Battlefield
from engine.games.warlords.board import DIR_NAMES, NORTH, SOUTH, Board, SetupError
from engine.games.warlords.pieces import FIELD, FULL, OUT, PRESENCE, RESERVE, BattleData, Leader, SideState, Unit
from engine.games.warlords.roster import Roster
from engine.games.warlords.tables import MAX_TURNS, UNIT_TYPES


@dataclass(frozen=True)
class Prepared:
    """A battle compiled for play: the documents it uses and its board (before any shift)."""

    battle: Battle
    battlefield: Battlefield
    rosters: tuple[Roster, Roster]
    board: Board
    rules: RuleOptions
    max_turns: int
    #: boards with terrain shifted by the GM (L290), built once per set of shifts
    shifted: dict[tuple[tuple[str, int], ...], Board] = field(default_factory=dict, compare=False, repr=False)

    def board_with(self, shifts: dict[str, int]) -> Board:
        key = tuple(sorted(shifts.items()))
        b = self.shifted.get(key)
        if b is None:
            b = self.board.with_shifts(self.battlefield, shifts)
            self.shifted[key] = b
        return b


def prepare(battle: Battle, content: ContentLibrary) -> Prepared:
    """Resolve the battle's battlefield and rosters in ``content`` (raises :class:`SetupError`)."""
    bf = content.get("warlords/battlefield", battle.battlefield)
    if not isinstance(bf, Battlefield):
        raise SetupError(Message("wl-setup-no-battlefield", battle=battle.id, battlefield=battle.battlefield))
    rosters = []
    for i, side in enumerate(battle.sides):
        r = content.get("warlords/roster", side.roster)
        if not isinstance(r, Roster):
            raise SetupError(
                Message(
                    "wl-setup-no-roster",
                    battle=battle.id,
                    roster=side.roster,
                    side=i + 1,
                    side_name=Name.of("wl-side", n=i + 1),
                )
            )
        rosters.append(r)
    board = Board(bf)
    limit = MAX_TURNS[battle.season]
    max_turns = min(limit, battle.max_turns) if battle.max_turns else limit
    return Prepared(battle, bf, (rosters[0], rosters[1]), board, battle.rules, max_turns)


def half_code(name: str | None) -> int:
    return -1 if name is None else (NORTH if name == "north" else SOUTH)


def facing_toward_enemy(half: int) -> int:
    """The facing of a unit that looks at the enemy's half: south from the north, north from the south."""
    return 2 if half == NORTH else 0


def initial_data(p: Prepared) -> BattleData:
    """The battle's data before the pre-battle sequence (or at turn 1 for a position start)."""
    b = BattleData()
    b.unit_at = [-1] * p.board.n
    b.fences = p.board.map_fences
    for si, (side, r) in enumerate(zip(p.battle.sides, p.rosters)):
        st = SideState(si, r.id, r.clan, side.role)
        st.half = half_code(side.half)
        st.shields_left = r.shields
        st.fences_left = r.fences if side.role == "defender" else 0
        st.banners = tuple(r.banners)
        st.shinobi = tuple((s.id, s.mode, SABOTAGES_PER_SERVICE) for s in r.shinobi)
        st.allies = tuple(sorted({u.allied_clan for u in r.units if u.allied_clan}))
        b.sides.append(st)
        for ue in r.units:
            t = UNIT_TYPES[ue.type]
            u = Unit(len(b.units), ue.id, ue.name or ue.id, si, t, ue.figures)
            for name, attr in (
                ("skill", "skill"),
                ("equipment", "equipment"),
                ("steadfastness", "stead"),
                ("impetus", "imp"),
            ):
                v = getattr(ue, name)
                if v is not None:
                    setattr(u, attr, v)
            if ue.ammo is not None and t.shooter:
                u.ammo = ue.ammo
            u.allied = ue.allied_clan or ""
            u.hidden_trait = ue.hidden_by_trait
            u.start_figures = u.figures
            b.units.append(u)
        for le in r.leaders:
            lead = Leader(len(b.leaders), le.id, le.name or le.id, si, le.kind, frozenset(le.traits))
            lead.wounds = le.wounds
            b.leaders.append(lead)
            if le.kind == "warlord":
                st.commander = lead.idx
    if p.battle.start == "position":
        _place_position(p, b)
    return b


def shield_key(board: Board, text: str) -> int:
    """The key of shields written ``<cell>:<side>``: they stand in that cell, on that side."""
    cell, _, side = text.partition(":")
    side = side.strip().upper()
    if side not in ("N", "E", "S", "W"):
        raise SetupError(Message("wl-setup-cell-side", text=repr(text)))
    return board.parse(cell) * 4 + DIR_NAMES.index(side)


def unit_by_id(b: BattleData, side: int, ident: str) -> Unit:
    for u in b.units:
        if u.side == side and u.id == ident:
            return u
    raise SetupError(Message("wl-setup-no-unit", side=side + 1, side_name=Name.of("wl-side", n=side + 1), unit=ident))


def _place_position(p: Prepared, b: BattleData) -> None:
    """Put everything where a position start says (units, HQ, leaders, banners, standing orders)."""
    board = p.board
    for si, side in enumerate(p.battle.sides):
        st = b.sides[si]
        placed = set()
        for pl in side.deployment:
            u = unit_by_id(b, si, pl.unit)
            placed.add(u.idx)
            u.rallied = pl.rallied
            u.fatigued = pl.fatigued and u.cavalry
            if pl.destroyed:
                u.status, u.out_reason, u.seen = OUT, "destroyed", FULL
                continue
            if pl.reserve or pl.cell is None:
                u.status = RESERVE
                # scattered in an earlier turn: back from the turn given (L637)
                u.reserve_from = pl.returns_turn or 0
                continue
            cell = board.parse(pl.cell)
            if b.unit_at[cell] >= 0:
                raise SetupError(Message("wl-setup-two-units", cell=pl.cell))
            u.status = FIELD
            u.facing = DIR_NAMES.index(pl.facing) if pl.facing else facing_toward_enemy(st.half)
            u.fleeing = pl.fleeing
            if pl.fleeing:
                # its flight began before the start unless the file says when (L657-L658)
                u.flee_turn = pl.flight_began if pl.flight_began is not None else p.battle.start_turn - 1
            b.place(u, cell)
            u.seen = PRESENCE if pl.hidden else FULL
        for u in b.units:
            if u.side == si and u.idx not in placed:
                u.status = RESERVE
        if side.hq is not None:
            st.hq = board.parse(side.hq)
            st.hq_known = True
        b.fences = b.fences | frozenset(board.parse_edge(e) for e in side.fences)
        st.fences_left = max(0, st.fences_left - len(side.fences))
        sh = dict(b.shields)
        for e in side.shields:
            sh[shield_key(board, e)] = si
        b.shields = tuple(sorted(sh.items()))
        st.shields_left = max(0, st.shields_left - len(side.shields))
        for lid, where in side.leaders.items():
            lead = next(x for x in b.leaders if x.side == si and x.id == lid)
            if where == "hq":
                lead.where = "hq"
            elif where == "reserve":
                lead.where = "reserve"
            else:
                lead.where = "unit"
                lead.unit = unit_by_id(b, si, where).idx
        for banner, uid in side.banners.items():
            holder = unit_by_id(b, si, uid)
            holder.banner = banner
            st.banners = tuple(x for x in st.banners if x != banner)
            raised = side.banners_raised.get(banner)
            if raised is not None:
                # raised once a battle (L362); the Tiger's and the Crab's effects may still hold (L368, L370)
                holder.banner_spent = True
                holder.tiger = raised == "in_effect" and banner == "tiger"
                holder.crab = raised == "in_effect" and banner == "crab"
        st.shinobi = tuple((sid, mode, left - side.sabotages_used.get(sid, 0)) for sid, mode, left in st.shinobi)
        for uid, kinds in side.instructions.items():
            u = unit_by_id(b, si, uid)
            u.standing = frozenset(kinds)
    for lead in b.leaders:
        if lead.where == "reserve" and lead.wounds >= 2:
            lead.where = "out"
        lead.shown_where, lead.shown_unit = lead.where, lead.unit
    # the first turn_start counts the position's own turn
    b.turn = p.battle.start_turn - 1
    b.revealed = True
