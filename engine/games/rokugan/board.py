"""The compiled board: provinces, regions and every place a combat token may stand, with adjacency
and coasts derived from the map's polygons (:class:`engine.core.areamap.AreaMap`).

A *location* is where one combat token stands: the centre of a province, one side of a land border
(the token aims at the province on that side, L337), or a coastal border slot (aimed at its coastal
province). A *slot* is a border that holds one token (L333): a land border has one slot and two
locations, a coastal slot one location. Landlocked provinces also get a virtual coastal slot, used
only when a harbor lies there and the harbor option says navies attack through it (G10).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import TYPE_CHECKING

from engine.core.areamap import AreaMap, AreaSpec
from engine.core.message import Name

if TYPE_CHECKING:
    from engine.games.rokugan.map_model import RokuganMap

Point = tuple[float, float]


class LocKind(IntEnum):
    CENTRE = 0
    LAND = 1
    COAST = 2
    #: the virtual coast of a landlocked province, for navies against a harbor (G10)
    HARBOR = 3


@dataclass(frozen=True, slots=True)
class Location:
    index: int
    kind: LocKind
    #: the province attacked (a border) or defended/entered (a centre)
    target: int
    #: the province a land-border token comes from; -1 for centres and coasts
    source: int
    #: the border slot; -1 for centres
    slot: int
    #: notation: ``P`` (centre), ``A>B`` (land border A|B, aimed at B), ``~P`` (coast of P)
    name: str
    #: where it is drawn
    point: Point


@dataclass(frozen=True, slots=True)
class Region:
    index: int
    id: str
    name: str
    provinces: tuple[int, ...]
    scores_honor: bool
    shadowlands: bool
    home_clan: str | None
    card_slot: Point | None
    #: the region's names in every language the map gives, for messages
    said: Name = field(default_factory=Name)


@dataclass
class Board:
    """Everything the rules ask of the map, as plain tuples indexed by province number."""

    map_id: str
    provinces: tuple[str, ...]
    index: dict[str, int]
    names: tuple[str, ...]
    region_of: tuple[int, ...]
    regions: tuple[Region, ...]
    flowers: tuple[int, ...]
    printed_defense: tuple[int, ...]
    capital_of: tuple[str | None, ...]
    shadowlands: tuple[bool, ...]
    coastal: tuple[bool, ...]
    land_nbrs: tuple[tuple[int, ...], ...]
    locations: tuple[Location, ...]
    loc_by_name: dict[str, int]
    centre: tuple[int, ...]
    #: directed land borders: (source, target) -> location
    land_loc: dict[tuple[int, int], int]
    #: the coastal locations aimed at each province (empty when landlocked)
    coast_locs: tuple[tuple[int, ...], ...]
    #: the virtual coastal location of each landlocked province (-1 for coastal ones)
    harbor_loc: tuple[int, ...]
    #: the locations on each slot
    slot_locs: tuple[tuple[int, ...], ...]
    #: every land-border slot of a province
    land_slots_of: tuple[tuple[int, ...], ...]
    #: every coastal slot of a province (the virtual one included)
    coast_slots_of: tuple[tuple[int, ...], ...]
    area_map: AreaMap
    #: the slot of each location, centres on a last, never-taken slot (so lookups need no test)
    loc_slot: tuple[int, ...] = ()
    #: every location index, in order
    all_locs: tuple[int, ...] = ()
    #: the directed land borders out of each province: (target, location) in neighbour order
    land_out: tuple[tuple[tuple[int, int], ...], ...] = ()
    #: each province's names in every language the map gives, for messages
    said: tuple[Name, ...] = ()

    @property
    def n(self) -> int:
        return len(self.provinces)

    def capital(self, clan: str) -> int:
        """The province of ``clan``'s capital, or -1."""
        for i, c in enumerate(self.capital_of):
            if c == clan:
                return i
        return -1


def area_specs(m: RokuganMap) -> list[AreaSpec]:
    specs = [
        AreaSpec(
            p.id,
            tuple((float(x), float(y)) for x, y in p.polygon),
            anchor=(float(p.anchor[0]), float(p.anchor[1])) if p.anchor is not None else None,
            region=p.region,
        )
        for p in m.provinces
    ]
    for w in m.water:
        specs.append(
            AreaSpec(
                w.id,
                tuple((float(x), float(y)) for x, y in w.polygon),
                water=True,
                holes=tuple(tuple((float(x), float(y)) for x, y in h) for h in w.holes),
            )
        )
    return specs


def build_area_map(m: RokuganMap) -> AreaMap:
    """The map's polygons with adjacency, coasts and every drawing problem derived."""
    w, h = m.board.width, m.board.height
    return AreaMap.build(area_specs(m), bounds=((0.0, 0.0), (w, 0.0), (w, h), (0.0, h)), check_regions=True)


def compile_board(m: RokuganMap, *, coast_per_stretch: bool = False, area_map: AreaMap | None = None) -> Board:
    """The board of map ``m``. ``coast_per_stretch`` gives every connected stretch of a coast its
    own slot (G19); otherwise a province has one coastal slot per water area it borders."""
    am = area_map if area_map is not None else build_area_map(m)
    ids = tuple(p.id for p in m.provinces)
    index = {pid: i for i, pid in enumerate(ids)}
    region_ids = [r.id for r in m.regions]
    rindex = {r: i for i, r in enumerate(region_ids)}
    members: list[list[int]] = [[] for _ in region_ids]
    for i, p in enumerate(m.provinces):
        members[rindex[p.region]].append(i)
    shadow = tuple(p.shadowlands is not None for p in m.provinces)
    regions = tuple(
        Region(
            k,
            r.id,
            r.name.en,
            tuple(members[k]),
            r.scores_honor,
            bool(members[k]) and all(shadow[i] for i in members[k]),
            r.home_clan,
            r.card_slot,
            Name.content({"en": r.name.en, "ru": r.name.ru}),
        )
        for k, r in enumerate(m.regions)
    )
    locations: list[Location] = []
    slot_locs: list[list[int]] = []

    def add(kind: LocKind, target: int, source: int, slot: int, name: str, point: Point) -> int:
        loc = Location(len(locations), kind, target, source, slot, name, point)
        locations.append(loc)
        if slot >= 0:
            slot_locs[slot].append(loc.index)
        return loc.index

    centre = tuple(add(LocKind.CENTRE, i, -1, -1, pid, am.anchors.get(pid, (0.0, 0.0))) for i, pid in enumerate(ids))
    land_loc: dict[tuple[int, int], int] = {}
    land_slots: list[list[int]] = [[] for _ in ids]
    coast_slots: list[list[int]] = [[] for _ in ids]
    coast_locs: list[list[int]] = [[] for _ in ids]
    water = {w.id for w in m.water}
    nbrs: list[set[int]] = [set() for _ in ids]
    for bid in sorted(am.borders):
        b = am.borders[bid]
        if b.a in water and b.b in water:
            continue
        if b.coastal:
            land_id, water_id = (b.a, b.b) if b.b in water else (b.b, b.a)
            lp = index[land_id]
            stretches = b.stretches if coast_per_stretch else (b.slot,)
            for k, pt in enumerate(stretches):
                slot = len(slot_locs)
                slot_locs.append([])
                first = not coast_locs[lp] and water_id == sorted(am.water_neighbors.get(land_id, {water_id}))[0]
                name = f"~{land_id}" if first and k == 0 else f"{water_id}~{land_id}" + (f"#{k + 1}" if k else "")
                coast_locs[lp].append(add(LocKind.COAST, lp, -1, slot, name, pt))
                coast_slots[lp].append(slot)
            continue
        if b.a not in index or b.b not in index:
            continue
        a, c = index[b.a], index[b.b]
        slot = len(slot_locs)
        slot_locs.append([])
        land_loc[(a, c)] = add(LocKind.LAND, c, a, slot, f"{b.a}>{b.b}", b.slot)
        land_loc[(c, a)] = add(LocKind.LAND, a, c, slot, f"{b.b}>{b.a}", b.slot)
        land_slots[a].append(slot)
        land_slots[c].append(slot)
        nbrs[a].add(c)
        nbrs[c].add(a)
    harbor_loc = []
    for i, pid in enumerate(ids):
        if coast_locs[i]:
            harbor_loc.append(-1)
            continue
        slot = len(slot_locs)
        slot_locs.append([])
        harbor_loc.append(add(LocKind.HARBOR, i, -1, slot, f"~{pid}", am.anchors.get(pid, (0.0, 0.0))))
        coast_slots[i].append(slot)
    return Board(
        map_id=m.id,
        provinces=ids,
        index=index,
        names=tuple(p.name.en if p.name else p.id for p in m.provinces),
        said=tuple(Name.content({"en": p.name.en, "ru": p.name.ru} if p.name else p.id) for p in m.provinces),
        region_of=tuple(rindex[p.region] for p in m.provinces),
        regions=regions,
        flowers=tuple(p.flowers for p in m.provinces),
        printed_defense=tuple(p.printed_defense for p in m.provinces),
        capital_of=tuple(p.capital_of for p in m.provinces),
        shadowlands=shadow,
        coastal=tuple(bool(c) for c in coast_locs),
        land_nbrs=tuple(tuple(sorted(n)) for n in nbrs),
        locations=tuple(locations),
        loc_by_name={loc.name: loc.index for loc in locations},
        centre=centre,
        land_loc=land_loc,
        coast_locs=tuple(tuple(c) for c in coast_locs),
        harbor_loc=tuple(harbor_loc),
        slot_locs=tuple(tuple(s) for s in slot_locs),
        land_slots_of=tuple(tuple(s) for s in land_slots),
        coast_slots_of=tuple(tuple(s) for s in coast_slots),
        area_map=am,
        loc_slot=tuple(loc.slot if loc.slot >= 0 else len(slot_locs) for loc in locations),
        all_locs=tuple(range(len(locations))),
        land_out=tuple(tuple((q, land_loc[(p, q)]) for q in sorted(n)) for p, n in enumerate(nbrs)),
    )
