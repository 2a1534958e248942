"""The map document (``kind: rokugan/map``): provinces as polygons in board coordinates, the sea as
water areas, regions (territories) with their card slots.

Adjacency and coasts are never written down: they are derived from the polygons
(:mod:`engine.core.areamap`), and the checks report every drawing problem naming the provinces and
where (rules/004 §6.2)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Literal

from pydantic import Field

from engine.content.background import BackgroundImage
from engine.content.base import CheckContext, ContentModel, Ident, LongText, Model, register_kind
from engine.content.issues import Issue, error, warning
from engine.games.rokugan.common import GAME, Names

#: Board coordinates: the bundled boards measure about 1000 units; a hundred times that is room enough.
MAX_COORDINATE = 100_000.0
Coordinate = Annotated[float, Field(ge=-MAX_COORDINATE, le=MAX_COORDINATE)]
Point = tuple[Coordinate, Coordinate]
#: Corners of one outline (the bundled provinces have a few dozen).
MAX_CORNERS = 2000


class BoardSize(Model):
    width: float = Field(gt=0, le=MAX_COORDINATE)
    height: float = Field(gt=0, le=MAX_COORDINATE)


class ProvinceDef(Model):
    """One province: its outline, where its centre tokens stand, what is printed on it."""

    id: Ident
    name: Names | None = None
    region: Ident
    polygon: list[Point] = Field(min_length=3, max_length=MAX_CORNERS)
    #: where tokens placed in the centre stand (default: a point inside the polygon)
    anchor: Point | None = None
    flowers: int = Field(default=0, ge=0, le=9, description="golden flowers printed on the province (honor, L469)")
    printed_defense: int = Field(default=0, ge=0, le=9, description="defence bonus printed on the board (L498)")
    capital_of: Ident | None = Field(default=None, description="the clan whose capital this is (L278)")
    shadowlands: Literal["north", "south"] | None = Field(
        default=None, description="a Shadowlands province and which arrow marks it (L569-579)"
    )


class WaterDef(Model):
    """A water area (the sea): provinces bordering it are coastal (L208)."""

    id: Ident
    name: Names | None = None
    polygon: list[Point] = Field(min_length=3, max_length=MAX_CORNERS)
    holes: list[Annotated[list[Point], Field(max_length=MAX_CORNERS)]] = Field(default_factory=list, max_length=100)


class RegionDef(Model):
    """A region (territory, L218): its colour, the clan whose home it is, where its card lies."""

    id: Ident
    name: Names
    colour: str = Field(default="#cccccc", max_length=50)
    home_clan: Ident | None = None
    card_slot: Point | None = Field(default=None, description="where the region's territory card lies (L130)")
    scores_honor: bool = Field(default=True, description="controlling it is worth 5 honor (not the Shadowlands, L585)")


class RokuganMap(ContentModel):
    """A Battle for Rokugan board."""

    kind: Literal["rokugan/map"] = "rokugan/map"
    id: Ident
    name: Names
    board: BoardSize
    provinces: list[ProvinceDef] = Field(max_length=300)
    water: list[WaterDef] = Field(default_factory=list, max_length=100)
    regions: list[RegionDef] = Field(max_length=100)
    #: the spaces of the round track (L172), for drawing
    round_track: list[Point] = Field(default_factory=list, max_length=100)
    notes: LongText = ""
    #: a scan or photo of a physical board to trace the provinces over (editing aid only)
    background: BackgroundImage | None = None

    GAME = GAME
    DESCRIPTION = "a board of provinces (polygons), the sea and regions; adjacency is derived"

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        from engine.games.rokugan.mapcheck import map_issues

        yield from map_issues(self, ctx.library)

    @classmethod
    def new_document(cls) -> RokuganMap:
        square = [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)]
        return cls(
            id="new_map",
            name=Names(en="New map"),
            board=BoardSize(width=100, height=100),
            provinces=[ProvinceDef(id="province_1", region="region_1", polygon=square)],
            regions=[RegionDef(id="region_1", name=Names(en="Region 1"))],
        )


register_kind(RokuganMap)


def structure_issues(m: RokuganMap) -> Iterable[Issue]:
    """References and structure (no geometry): ids, regions, capitals, the Shadowlands."""
    seen: set[str] = set()
    for i, p in enumerate(m.provinces):
        if p.id in seen:
            yield error("duplicate_id", f"province id {p.id!r} is used twice", "provinces", i, "id", target=p.id)
        seen.add(p.id)
    for i, w in enumerate(m.water):
        if w.id in seen:
            yield error("duplicate_id", f"water id {w.id!r} is also used by another area", "water", i, "id")
        seen.add(w.id)
    regions = {r.id: r for r in m.regions}
    if len(regions) != len(m.regions):
        yield error("duplicate_id", "two regions share an id", "regions")
    members: dict[str, list[ProvinceDef]] = {r: [] for r in regions}
    for i, p in enumerate(m.provinces):
        if p.region not in regions:
            yield error(
                "no_region",
                f"province {p.id!r} names region {p.region!r}, which the map does not have",
                "provinces",
                i,
                "region",
                target=p.id,
            )
        else:
            members[p.region].append(p)
    for i, r in enumerate(m.regions):
        if not members.get(r.id):
            yield warning("empty_region", f"region {r.id!r} has no provinces", "regions", i, target=r.id)
        if r.card_slot is None:
            yield warning("no_card_slot", f"region {r.id!r} has no card slot on the board", "regions", i, target=r.id)
        shadow = [p for p in members.get(r.id, []) if p.shadowlands]
        if shadow and len(members[r.id]) != 1:
            yield error(
                "shadowlands_region",
                f"region {r.id!r} holds a Shadowlands province, so it must hold nothing else (L571)",
                "regions",
                i,
                target=r.id,
            )
        if shadow and r.scores_honor:
            yield warning(
                "shadowlands_honor", f"Shadowlands region {r.id!r} should not score honor (L585)", "regions", i
            )
    capitals: dict[str, str] = {}
    for i, p in enumerate(m.provinces):
        if p.capital_of:
            if p.capital_of in capitals:
                yield error(
                    "two_capitals",
                    f"clan {p.capital_of!r} has two capitals: {capitals[p.capital_of]!r} and {p.id!r}",
                    "provinces",
                    i,
                    "capital_of",
                    target=p.id,
                )
            capitals[p.capital_of] = p.id
    arrows = [p.shadowlands for p in m.provinces if p.shadowlands]
    if len(arrows) != len(set(arrows)):
        yield error("shadowlands_arrows", "two Shadowlands provinces carry the same arrow", "provinces")
