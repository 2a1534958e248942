"""The bridge between content (pydantic) and the runtime: armies by id, seats, and positions
in both directions."""

from __future__ import annotations

from collections.abc import Sequence

from engine.content.base import CheckContext
from engine.content.io import ContentError
from engine.content.issues import Severity
from engine.content.library import ContentLibrary
from engine.core.compiled import CompiledCache
from engine.core.errors import WarbenchError
from engine.core.message import Message
from engine.games.neuroshima.board import get_board
from engine.games.neuroshima.catalog import HQ, Catalog, compile_catalog
from engine.games.neuroshima.models.army import Army
from engine.games.neuroshima.models.setup import (
    ARMY_KIND,
    HqHitPoints,
    Mode,
    PlacedTile,
    PositionModel,
    PositionPlayer,
    mode_teams,
)
from engine.games.neuroshima.position import Position, Seats


class UnknownArmyError(WarbenchError, KeyError):
    """An army id the content does not have; ``said`` names it and the known ones, as a message."""

    said: Message

    def __init__(self, army_id: str, known: Sequence[str]) -> None:
        super().__init__(Message("nh-check-army-ref", army=army_id, known=tuple(known)))


def load_army(army_id: str, library: ContentLibrary) -> Army:
    """The army with this id from ``library``."""
    lib = library
    model = lib.get(ARMY_KIND, army_id)
    if not isinstance(model, Army):
        raise UnknownArmyError(army_id, lib.ids(ARMY_KIND))
    return model


#: compiled catalogs (tile tables and their board geometry) by the content of their armies
CATALOGS: CompiledCache[Catalog] = CompiledCache("neuroshima catalogs", size=64)


def catalog_of(armies: Sequence[Army], library: ContentLibrary) -> Catalog:
    """The compiled catalog of ``armies`` (each looked up in ``library``), compiled once per content:
    the armies' content references are the key, so every game, replay, search and window playing
    the same armies shares one catalog and the geometry it has built."""
    unique = list({a.id: a for a in armies}.values())
    if any(library.get(ARMY_KIND, a.id) is not a for a in unique):
        return compile_catalog(armies)  # an army that is not the library's: compiled for this use alone
    refs = tuple(library.ref(ARMY_KIND, a.id) for a in unique)
    return CATALOGS.get(refs, lambda: compile_catalog(armies))


def build_seats(mode: Mode, armies: Sequence[Army]) -> Seats:
    return Seats.build([a.id for a in armies], mode_teams(mode, len(armies)), [a.hostile_to_allies for a in armies])


def position_from_model(model: PositionModel, library: ContentLibrary, catalog: Catalog | None = None) -> Position:
    """The runtime position of a position document, its tiles coded by ``catalog`` when given (a
    game's catalog, so the position can be put into that game's state) or by a catalog of its own
    armies. Raises :class:`ContentError` listing every problem when the document does not check clean."""
    lib = library
    issues = [i for i in model.check(CheckContext(library=lib)) if i.severity is Severity.ERROR]
    if issues:
        raise ContentError(issues)
    armies = [load_army(p.army, lib) for p in model.players]
    if catalog is None:
        catalog = catalog_of(armies, lib)
    elif any(catalog.armies.get(a.id) != a for a in armies):
        raise ValueError("the position's armies are not those of the catalog it is to be coded with")
    seats = build_seats(model.mode, armies)
    board = get_board(model.extended_board)
    hq_hp = []
    for i, p in enumerate(model.players):
        default = 0 if model.points_variant else model.hq_hp_defaults.for_seat(model.mode, i)
        hq_hp.append(p.hq_hp if p.hq_hp is not None else default)
    pos = Position.empty(board, catalog, seats, hq_hp, points_mode=model.points_variant)
    starts = [0 if model.points_variant else model.hq_hp_defaults.for_seat(model.mode, i) for i in range(len(armies))]
    pos.hq_start = tuple(starts)
    for i, p in enumerate(model.players):
        pos.points[i] = p.points
    for t in model.tiles:
        pos.put(board.index[t.axial()], catalog.code(t.tile), t.player - 1, t.rotation, t.damage)
    return pos


def position_to_model(
    pos: Position,
    *,
    base: PositionModel | None = None,
    hands: Sequence[Sequence[str]] | None = None,
    to_move: int | None = None,
) -> PositionModel:
    """A position document for a runtime position. ``base`` supplies mode, rules and names."""
    types = pos.catalog.types
    players = []
    for s, army in enumerate(pos.seats.armies):
        prev = base.players[s] if base is not None and s < len(base.players) else None
        players.append(
            PositionPlayer(
                army=army,
                hq_hp=None if pos.points_mode else pos.hq_hp[s],
                points=pos.points[s],
                hand=list(hands[s]) if hands is not None else (list(prev.hand) if prev else []),
                discard=list(prev.discard) if prev else [],
            )
        )
    tiles = []
    for h in pos.occupied():
        tiles.append(
            PlacedTile(
                hex=str(pos.board.hexes[h]),
                tile=types[pos.tile[h]].id,
                player=pos.owner[h] + 1,
                rotation=pos.rot[h],
                damage=pos.dmg[h],
            )
        )
    if base is not None:
        return base.model_copy(
            update={"players": players, "tiles": tiles, "to_move": to_move if to_move is not None else base.to_move}
        )
    return PositionModel(
        id="position",
        mode=_guess_mode(pos.seats),
        extended_board=pos.board.extended,
        points_variant=pos.points_mode,
        hq_hp_defaults=HqHitPoints(),
        players=players,
        tiles=tiles,
        to_move=to_move or 1,
    )


def _guess_mode(seats: Seats) -> Mode:
    n = seats.n
    if n == 2:
        return Mode.DUEL
    if len(set(seats.teams)) == n:
        return Mode.FREE_FOR_ALL
    return Mode.TEAMS if n == 4 else Mode.ONE_VS_TWO


def tiles_by_hex(pos: Position) -> dict[str, dict[str, object]]:
    """``{"q,r": {tile, name, player, rotation, damage}}`` for every occupied hex (JSON-like)."""
    types = pos.catalog.types
    out: dict[str, dict[str, object]] = {}
    for h in pos.occupied():
        t = types[pos.tile[h]]
        out[str(pos.board.hexes[h])] = {
            "tile": t.id,
            "name": t.name,
            "player": pos.owner[h] + 1,
            "rotation": pos.rot[h],
            "damage": pos.dmg[h],
            "hq": t.kind == HQ,
        }
    return out
