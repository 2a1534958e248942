"""The armies the Neuroshima editors and players draw from: tile data by tile id.

Pieces are drawn from their data alone (the shell's painters get a piece, not its document),
so tile definitions are looked up here: the bundled armies, plus the armies of any library a
document brings along (its own folder) once the document is opened.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from engine.content.library import ContentLibrary, bundled_library
from engine.games.neuroshima.models import Army, TileDef, TileKind

ARMY_KIND = "neuroshima/army"

#: the colour of each bundled army's tiles (fill, then a darker tone for text and edges)
ARMY_COLORS: dict[str, tuple[str, str]] = {
    "moloch": ("#e8c3bd", "#8e2c22"),
    "outpost": ("#c9dfbd", "#3d6b2a"),
    "borgo": ("#f0d9a8", "#8a5a12"),
    "hegemony": ("#c7d3e6", "#2f4f7f"),
}
#: owner colours (players 1-4): the rim of a tile on the board
PLAYER_COLORS = ("#2563b0", "#c0392b", "#2e8b57", "#b8860b")
PLAYER_NAMES = ("Player 1", "Player 2", "Player 3", "Player 4")


def player_color(player: int) -> str:
    """The rim colour of player ``player`` (counting from 1)."""
    return PLAYER_COLORS[(player - 1) % len(PLAYER_COLORS)]


def army_colors(army_id: str) -> tuple[str, str]:
    if army_id in ARMY_COLORS:
        return ARMY_COLORS[army_id]
    h = sum(map(ord, army_id)) * 37 % 360
    from PySide6.QtGui import QColor

    return QColor.fromHsv(h, 50, 235).name(), QColor.fromHsv(h, 160, 120).name()


@dataclass(frozen=True)
class TileInfo:
    army: Army
    tile: TileDef


class TileIndex:
    """Tile definitions by id, over the bundled armies and any added library."""

    def __init__(self) -> None:
        self.armies: dict[str, Army] = {}
        self.tiles: dict[str, TileInfo] = {}
        self.add_armies(a for a in bundled_library().of_kind(ARMY_KIND) if isinstance(a, Army))

    def add_armies(self, armies: Iterable[Army]) -> None:
        for a in armies:
            self.armies[a.id] = a
            for t in a.tiles:
                self.tiles[t.id] = TileInfo(a, t)

    def add_library(self, library: ContentLibrary) -> None:
        self.add_armies(a for a in library.of_kind(ARMY_KIND) if isinstance(a, Army))

    def army(self, army_id: str) -> Army | None:
        return self.armies.get(army_id)

    def info(self, tile_id: str) -> TileInfo | None:
        return self.tiles.get(tile_id)

    def tile(self, tile_id: str) -> TileDef | None:
        i = self.tiles.get(tile_id)
        return i.tile if i is not None else None

    def army_of(self, tile_id: str) -> str:
        i = self.tiles.get(tile_id)
        return i.army.id if i is not None else tile_id.split("_")[0]

    def is_hq(self, tile_id: str) -> bool:
        t = self.tile(tile_id)
        return t is not None and t.kind is TileKind.HQ

    def army_ids(self) -> list[str]:
        return sorted(self.armies)


_INDEX: TileIndex | None = None


def tile_index() -> TileIndex:
    global _INDEX
    if _INDEX is None:
        _INDEX = TileIndex()
    return _INDEX


def used_counts(board: Iterable[tuple[int, str]], hands: Iterable[tuple[int, str]]) -> Counter[tuple[int, str]]:
    """How many of each ``(player, tile id)`` are in use on the board and in hands."""
    c: Counter[tuple[int, str]] = Counter()
    for key in board:
        c[key] += 1
    for key in hands:
        c[key] += 1
    return c


KIND_ORDER = {TileKind.HQ: 0, TileKind.UNIT: 1, TileKind.MODULE: 2, TileKind.INSTANT: 3}


def tile_summary(t: TileDef) -> str:
    """A one-paragraph description of a tile's data (tooltips, the card's pool list)."""
    parts = [f"{t.name_en} ({t.kind.value})"]
    if t.initiative:
        parts.append("initiative " + "/".join(map(str, t.initiative)))
    if t.hp is not None and t.kind is not TileKind.HQ:
        parts.append(f"{t.hp} hit point{'s' if t.hp != 1 else ''}")
    sides = ("front", "front-right", "back-right", "back", "back-left", "front-left")
    for a in t.attacks:
        parts.append(f"{a.type.value} {a.strength} {sides[a.side]}")
    if t.armor_sides:
        parts.append("armor " + ", ".join(sides[s] for s in t.armor_sides))
    if t.net_sides:
        parts.append("net " + ", ".join(sides[s] for s in t.net_sides))
    if t.module_effects:
        eff = ", ".join(f"{e.effect.value.replace('_', ' ')} {e.amount}" for e in t.module_effects)
        where = ", ".join(sides[s] for s in t.module_sides) if t.module_sides else "everywhere"
        parts.append(f"{eff} ({where})")
    if t.mobility:
        parts.append("mobility")
    for ab in t.abilities:
        parts.append(ab.value.replace("_", " "))
    if t.instant is not None:
        parts.append(f"instant: {t.instant.value.replace('_', ' ')}")
    text = "; ".join(parts)
    if t.text:
        text += f"\n{t.text}"
    return text
