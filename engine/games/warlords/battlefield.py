"""The battlefield document (``kind: warlords/battlefield``): the square field with the digest's
cell names, terrain per cell, rivers with bridges and fords on cell edges, pre-drawn fences,
control zones and the map rules (rules/003 §1, §6.1).

Cells are written as the rulebook's labels ``<quarter><line><column>`` (``C11`` is the
attacker's first line, west end; ``A11`` no-man's land above it; rules/003 §1.2); cells beyond
the printed field (the GM draws more when needed, L75) as ``A5.3``, ``B2.7``. Cell edges are
written ``<cell>:<side>`` with the side ``N``, ``E``, ``S`` or ``W`` (``A21:S`` is the edge
between A21 and no-man's land A11).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Literal

from pydantic import Field

from engine.content.base import CheckContext, ContentModel, Ident, LongText, Model, ShortText, register_kind
from engine.content.issues import Issue
from engine.games.warlords.tables import GAME
from engine.games.warlords.validate import check_battlefield

TerrainCode = Literal["forest", "hill", "cliff", "rice", "bog", "village"]
Side = Literal["N", "E", "S", "W"]

#: terrain types and what they do (rules/003 §6.1), for palettes and the README
TERRAIN_TYPES: dict[str, str] = {
    "open": "open ground: no effect",
    "forest": "cavalry spends its whole order entering or leaving; no turning; hides units deployed in it; "
    "shooting at it worst-of-2; no HQ; fleeing units are scattered there (L727-L733)",
    "hill": "attacking onto it -2 Impetus and worst-of-2 damage, from it +1 Impetus; shooters on it reach 2 "
    "cells; shooting at it worst-of-2; HQ on a hill gives a reroll (L719-L724)",
    "cliff": "a hill with one impassable side (L725)",
    "rice": "cavalry fatigued, no charges into or out of it; attacking into it -1 Impetus; infantry starting "
    "in it may only wait or shoot in phase 1, and if it fired then, in phase 2 too; no initiative turns; "
    "flight stops after 1 cell (L738-L743)",
    "bog": "impassable (L735-L736)",
    "village": "defender +1 Steadfastness and no flank or rear penalties; shooting at it worst-of-2; may be "
    "burnt by a unit leaving it (L745-L750)",
}


#: Cells of the largest field with its extensions (a few hundred); lists of cells or edges stay below.
MAX_CELLS = 5000
MAX_EDGES = 10000
#: A cell label (``C11``, ``A5.3``) or a cell edge (``A21:S``) is a few characters; a longer text
#: is no cell, and is refused before any message could repeat it.
CellText = Annotated[str, Field(max_length=16)]


class Names(Model):
    en: ShortText
    ru: ShortText | None = None


class TerrainFeature(Model):
    """One terrain element: a type on one or more cells."""

    id: Ident
    type: TerrainCode
    cells: list[CellText] = Field(min_length=1, max_length=MAX_CELLS)
    #: a cliff's impassable side (L725)
    cliff_side: Side | None = None
    #: in an inner-province battle the GM may shift this element 1 cell (L290)
    shiftable: bool = False


class RiverCrossing(Model):
    """A bridge or ford on one river edge (L716)."""

    edge: CellText
    kind: Literal["bridge", "ford"]


class River(Model):
    """A river along cell edges (L713-L717): usually along no-man's land near the defender."""

    id: Ident
    edges: list[CellText] = Field(min_length=1, max_length=MAX_EDGES)
    crossings: list[RiverCrossing] = Field(default_factory=list, max_length=MAX_EDGES)


class Extension(Model):
    """How many cells the GM may draw beyond the printed field on each side (L75)."""

    north: int = Field(default=6, ge=0, le=20)
    south: int = Field(default=6, ge=0, le=20)
    west: int = Field(default=6, ge=0, le=20)
    east: int = Field(default=6, ge=0, le=20)


class ControlZone(Model):
    """A 2 x 4 control zone inside one deployment zone (L13, L78), given by two opposite corners."""

    id: Ident
    first: CellText
    last: CellText


class Battlefield(ContentModel):
    """A Warlords battlefield: grid layout and naming, terrain, rivers, fences and control zones."""

    kind: Literal["warlords/battlefield"] = "warlords/battlefield"
    GAME = GAME
    DESCRIPTION = "Warlords battlefield (square cells named like C11, terrain, rivers, control zones)"

    id: Ident
    name: Names
    province: ShortText = ""
    notes: LongText = ""
    #: ``standard``: 12 x 3 halves, zones 3 x 6 (L74); ``pass``: zones 4 wide x 6 deep, the field
    #: does not grow sideways (L752-L754, read as in rules/003 §1.2)
    layout: Literal["standard", "pass"] = "standard"
    #: the quarters' letters north-west, north-east, south-west, south-east (the map with the
    #: quarters is missing; rules/003 §1.2 assumes A above C on the west)
    quarter_names: str = Field(default="ABCD", min_length=4, max_length=4)
    extension: Extension = Field(default_factory=Extension)
    terrain: list[TerrainFeature] = Field(default_factory=list, max_length=MAX_CELLS)
    rivers: list[River] = Field(default_factory=list, max_length=100)
    #: fences drawn on the map (a fortified position); armies may add their own before battle
    fences: list[CellText] = Field(default_factory=list, max_length=MAX_EDGES)
    control_zones: list[ControlZone] = Field(default_factory=list, max_length=100)
    #: the half ("north" or "south") whose army advances through difficult approaches (L756-L757)
    difficult_approaches: Literal["north", "south"] | None = None

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        return check_battlefield(self, ctx)

    @classmethod
    def new_document(cls) -> Battlefield:
        return cls(
            id="new-battlefield",
            name=Names(en="New battlefield"),
            control_zones=[
                ControlZone(id="cz-a", first="A22", last="A35"),
                ControlZone(id="cz-b", first="B22", last="B35"),
                ControlZone(id="cz-c", first="C12", last="C25"),
                ControlZone(id="cz-d", first="D12", last="D25"),
            ],
        )


register_kind(Battlefield)
