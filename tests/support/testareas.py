"""A tiny area-map plugin used to test the shared area canvas: land areas and seas drawn as polygons,
a background picture, and the engine's area checks as its issues (naming both areas of an overlap)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from pydantic import Field

from editor.kinds import AreaDocumentKind, Overlay, PieceCollection, PolygonCollection
from editor.plugin import EditorPlugin, register_plugin
from engine.content.background import BackgroundImage
from engine.content.base import CheckContext, ContentModel, Model, register_kind
from engine.content.issues import Issue, Location, Severity
from engine.core.areamap import AreaMap, AreaSpec

Point = tuple[float, float]


class Land(Model):
    id: str
    polygon: list[Point] = Field(min_length=3)
    anchor: Point | None = None
    name: str = ""


class Sea(Model):
    id: str
    polygon: list[Point] = Field(min_length=3)
    holes: list[list[Point]] = Field(default_factory=list)


class AreaTestMap(ContentModel):
    kind: Literal["testareas/map"] = "testareas/map"
    title: str = "Areas"
    areas: list[Land] = Field(default_factory=list)
    seas: list[Sea] = Field(default_factory=list)
    background: BackgroundImage | None = None

    DESCRIPTION = "Test area map"

    def area_map(self) -> AreaMap:
        specs = [AreaSpec(a.id, tuple(a.polygon), anchor=a.anchor) for a in self.areas]
        specs += [
            AreaSpec(s.id, tuple(s.polygon), water=True, holes=tuple(tuple(h) for h in s.holes)) for s in self.seas
        ]
        return AreaMap.build(specs)

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        index = {a.id: i for i, a in enumerate(self.areas)}
        for prob in self.area_map().problems:
            path: tuple[str | int, ...] = ("areas", index[prob.ids[0]], "polygon") if prob.ids[0] in index else ()
            yield Issue(Severity.ERROR, prob.code, prob.said, Location(path=path, target=",".join(prob.ids)))


register_kind(AreaTestMap)


class AreaTestKind(AreaDocumentKind):
    kind = "testareas/map"
    game_id = "testareas"
    title = "Test area map"
    collections = (PieceCollection("areas", ("areas",), Land, cell_field="id", label="area"),)
    polygons = (
        PolygonCollection("land", ("areas",), Land, piece="areas", id_prefix="land", label="land"),
        PolygonCollection("seas", ("seas",), Sea, anchor_field=None, holes_field="holes", water=True, label="sea"),
    )
    overlays = (Overlay("borders", "Borders and slots"),)
    background_field = "background"


register_plugin(EditorPlugin("testareas", [AreaTestKind()]))
