"""The armies the Neuroshima editors and players draw from: tile data by tile id.

Pieces are drawn from their data alone (the shell's painters get a piece, not its document),
so tile definitions are looked up here: the armies of the content the app works with (the live
library: the bundled pack, enabled packs, the user's folders and the documents open with unsaved
changes, see :func:`engine.content.library.active_library`), read again whenever it changes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtGui import QColor

from editor.i18n import QT_TR_NOOP, content_text, tr
from editor.words import field_label
from engine.content.library import ContentLibrary, active_library
from engine.games.neuroshima.models import Army, TileDef, TileKind

ARMY_KIND = "neuroshima/army"

#: the way the front of a tile at rotation 0 to 5 faces
DIRECTIONS = (
    QT_TR_NOOP("north"),
    QT_TR_NOOP("north-east"),
    QT_TR_NOOP("south-east"),
    QT_TR_NOOP("south"),
    QT_TR_NOOP("south-west"),
    QT_TR_NOOP("north-west"),
)

#: the colour of each bundled army's tiles (fill, then a darker tone for text and edges)
ARMY_COLORS: dict[str, tuple[str, str]] = {
    "moloch": ("#e8c3bd", "#8e2c22"),
    "outpost": ("#c9dfbd", "#3d6b2a"),
    "borgo": ("#f0d9a8", "#8a5a12"),
    "hegemony": ("#c7d3e6", "#2f4f7f"),
}
#: owner colours (players 1-4): the rim of a tile on the board
PLAYER_COLORS = ("#2563b0", "#c0392b", "#2e8b57", "#b8860b")
PLAYER_NAMES = (QT_TR_NOOP("Player 1"), QT_TR_NOOP("Player 2"), QT_TR_NOOP("Player 3"), QT_TR_NOOP("Player 4"))


def tile_name(tile: TileDef) -> str:
    """The tile's name in the interface's language (its English name where it has no other)."""
    return content_text({"en": tile.name_en, "ru": tile.name_ru})


def army_name(army: Army) -> str:
    """The army's name in the interface's language (its English name where it has no other)."""
    return content_text({"en": army.name_en, "ru": army.name_ru})


def player_color(player: int) -> str:
    """The rim colour of player ``player`` (counting from 1)."""
    return PLAYER_COLORS[(player - 1) % len(PLAYER_COLORS)]


def army_colors(army_id: str) -> tuple[str, str]:
    if army_id in ARMY_COLORS:
        return ARMY_COLORS[army_id]
    h = sum(map(ord, army_id)) * 37 % 360

    return QColor.fromHsv(h, 50, 235).name(), QColor.fromHsv(h, 160, 120).name()


@dataclass(frozen=True)
class TileInfo:
    army: Army
    tile: TileDef


class TileIndex:
    """Tile definitions by id, over the armies of ``library`` and any added library."""

    def __init__(self, library: ContentLibrary) -> None:
        self.armies: dict[str, Army] = {}
        self.tiles: dict[str, TileInfo] = {}
        self.add_library(library)

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


_INDEX: tuple[ContentLibrary, TileIndex] | None = None


def tile_index() -> TileIndex:
    """The tiles of the content the app works with now (built again once it changed: an army saved
    into the user's folder is offered at once)."""
    global _INDEX
    library = active_library()
    if _INDEX is None or _INDEX[0] is not library:
        _INDEX = (library, TileIndex(library))
    return _INDEX[1]


def used_counts(board: Iterable[tuple[int, str]], hands: Iterable[tuple[int, str]]) -> Counter[tuple[int, str]]:
    """How many of each ``(player, tile id)`` are in use on the board and in hands."""
    c: Counter[tuple[int, str]] = Counter()
    for key in board:
        c[key] += 1
    for key in hands:
        c[key] += 1
    return c


def side_words() -> list[str]:
    """The sides of a tile (from its front, clockwise) as the tile summary says where a mark is
    ("melee 2 front"), in the interface's language."""
    return [
        tr("front", "where on the tile"),
        tr("front-right", "where on the tile"),
        tr("back-right", "where on the tile"),
        tr("back", "where on the tile"),
        tr("back-left", "where on the tile"),
        tr("front-left", "where on the tile"),
    ]


KIND_ORDER = {TileKind.HQ: 0, TileKind.UNIT: 1, TileKind.MODULE: 2, TileKind.INSTANT: 3}


def tile_summary(t: TileDef) -> str:
    """A one-paragraph description of a tile's data (tooltips, the card's pool list)."""
    parts = [f"{tile_name(t)} ({field_label(t.kind.value)})"]
    if t.initiative:
        parts.append(tr("initiative {values}").format(values="/".join(map(str, t.initiative))))
    if t.hp is not None and t.kind is not TileKind.HQ:
        parts.append(tr("%n hit point(s)", None, t.hp))
    sides = side_words()
    for a in t.attacks:
        parts.append(f"{field_label(a.type.value)} {a.strength} {sides[a.side]}")
    if t.armor_sides:
        parts.append(tr("armor {sides}").format(sides=", ".join(sides[s] for s in t.armor_sides)))
    if t.net_sides:
        parts.append(tr("net {sides}").format(sides=", ".join(sides[s] for s in t.net_sides)))
    if t.module_effects:
        eff = ", ".join(f"{field_label(e.effect.value)} {e.amount}" for e in t.module_effects)
        where = ", ".join(sides[s] for s in t.module_sides) if t.module_sides else tr("everywhere")
        parts.append(f"{eff} ({where})")
    if t.mobility:
        parts.append(tr("mobility"))
    for ab in t.abilities:
        parts.append(field_label(ab.value))
    if t.instant is not None:
        parts.append(tr("instant: {effect}").format(effect=field_label(t.instant.value)))
    text = "; ".join(parts)
    said = content_text({"en": t.text, "ru": t.text_ru})
    if said:
        text += f"\n{said}"
    return text
