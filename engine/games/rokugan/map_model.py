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
from engine.content.issues import Issue
from engine.games.rokugan.common import GAME, Names
from engine.games.rokugan.mapcheck import map_issues

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
