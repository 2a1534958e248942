"""Precomputed geometry of a tile type placed on a hex with a rotation: which hexes its melee
attacks, shots, nets and connections reach. Cached per catalog, so battles and analyses read
plain tuples instead of turning sides into directions and walking the board."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeVar

from engine.games.neuroshima.board import Board
from engine.games.neuroshima.catalog import Catalog, Facing
from engine.games.neuroshima.position import Position

_T = TypeVar("_T")


@dataclass(frozen=True, slots=True)
class Geo:
    #: every attack in facing order: ``(attack type, direction, strength, adjacent hex or -1, line of hexes)``
    attacks: tuple[tuple[int, int, int, int, tuple[int, ...]], ...]
    #: hexes on the board that the net sides face
    nets: tuple[int, ...]
    #: hexes on the board that the connection sides face
    links: tuple[int, ...]
    #: ``attacks`` without those off the board (no adjacent hex, empty line): the ones that can hit
    live: tuple[tuple[int, int, int, int, tuple[int, ...]], ...] = ()
    #: the tile type's printed initiative values (empty for tiles that never act on their own)
    initiative: tuple[int, ...] = ()
    #: ``armor_against[d]``: 1 when a shot travelling in world direction ``d`` meets an armored side
    #: (the side facing direction ``d + 3``), else 0
    armor_against: tuple[int, ...] = (0,) * 6


#: every distinct geometry built, by what it is made of: tile types that look alike (the same type
#: in the catalogs of several army pairings, or two types with the same sides) share one :class:`Geo`
#: and its tuples, so a battle reads a few thousand small objects rather than tens of thousands
#: spread over memory (cache misses, not bytecodes, were most of a battle's cost on varied boards)
_SHARED: dict[tuple[object, ...], Geo] = {}


def _build(board: Board, catalog: Catalog, h: int, code: int, rot: int) -> Geo:
    f = catalog.types[code].facings[rot]
    initiative = catalog.types[code].initiative
    key = (board.extended, h, f, initiative)
    geo = _SHARED.get(key)
    if geo is None:
        geo = _SHARED[key] = _make(board, h, f, initiative)
    return geo


def _make(board: Board, h: int, f: Facing, initiative: tuple[int, ...]) -> Geo:
    nbr = board.nbr[h]
    rays = board.rays[h]
    one = _one
    attacks = one(tuple(one((k, d, s, nbr[d], rays[d])) for k, d, s in f.attacks))
    return Geo(
        attacks=attacks,
        nets=one(tuple(nbr[d] for d in f.nets if nbr[d] >= 0)),
        links=one(tuple(nbr[d] for d in f.links if nbr[d] >= 0)),
        live=one(tuple(a for a in attacks if a[3] >= 0)),
        initiative=initiative,
        armor_against=one(tuple((f.armor >> (d + 3) % 6) & 1 for d in range(6))),
    )


_ONE: dict[object, Any] = {}


def _one(value: _T) -> _T:
    """The one shared copy of an equal tuple (attacks, lines, links) among all geometries."""
    return _ONE.setdefault(value, value)  # type: ignore[no-any-return]


def _tables(board: Board, catalog: Catalog) -> list[list[Geo] | None]:
    """``[code][rot * n + h]`` -> the geometry of each board tile type of ``catalog`` on one board
    (``None`` for instants), built on first use."""
    tables: list[list[Geo] | None] | None = catalog.geo_cache.get(board.extended)
    if tables is None:
        tables = catalog.geo_cache[board.extended] = [
            _table(board, catalog, tt.code) if tt.is_board_tile else None for tt in catalog.types
        ]
    return tables


def _table(board: Board, catalog: Catalog, code: int) -> list[Geo]:
    """``[rot * n + h]`` -> the geometry of one tile type on one board."""
    tt = catalog.types[code]
    key = (board.extended, tt.facings, tt.initiative)
    table = _TABLES.get(key)
    if table is None:
        n = board.n
        table = _TABLES[key] = [_build(board, catalog, h, code, r) for r in range(6) for h in range(n)]
    return table


#: the tables of tile types that look alike, shared by every catalog that holds one (see ``_SHARED``)
_TABLES: dict[tuple[object, ...], list[Geo]] = {}


def geo_for(board: Board, catalog: Catalog, h: int, code: int, rot: int) -> Geo:
    table = _tables(board, catalog)[code]
    assert table is not None, "an instant has no place on the board"
    return table[rot * board.n + h]


def geos_of(pos: Position) -> list[Geo | None]:
    """The geometry of every tile on the board (``None`` on free hexes)."""
    return battle_setup(pos)[0]


def battle_setup(pos: Position) -> tuple[list[Geo | None], list[tuple[int, tuple[int, ...]]]]:
    """What a battle reads from the board once, in one pass over it: the geometry of every tile
    (``None`` on free hexes) and ``(hex, printed initiative values)`` of the tiles that have any,
    in hex order. Tiles neither move nor turn during a battle."""
    board = pos.board
    tables = _tables(board, pos.catalog)
    n = len(board.hexes)
    rot = pos.rot
    out: list[Geo | None] = []
    initiative: list[tuple[int, tuple[int, ...]]] = []
    for h, c in enumerate(pos.tile):
        if c < 0:
            out.append(None)
            continue
        g = tables[c][rot[h] * n + h]  # type: ignore[index]  # only board tiles are on the board
        out.append(g)
        if g.initiative:
            initiative.append((h, g.initiative))
    return out, initiative
