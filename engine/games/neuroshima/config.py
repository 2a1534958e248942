"""Setups compiled for play. :class:`PlayConfig` is what every Neuroshima state plays with (the
rules, the tile catalog, the board and the shared action objects); :class:`GameConfig` adds a full
game's setup: armies resolved, seats, turn order, hit points, hand size and variants. The etude's
config (:mod:`engine.games.neuroshima.etude_config`) derives from :class:`PlayConfig` too."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.content.library import ContentLibrary
from engine.core.game import Action
from engine.games.neuroshima.actions import Place, PlaceHq
from engine.games.neuroshima.board import Board, get_board
from engine.games.neuroshima.catalog import Catalog
from engine.games.neuroshima.convert import build_seats, catalog_of, load_army
from engine.games.neuroshima.models.army import Army
from engine.games.neuroshima.models.rules import Rules
from engine.games.neuroshima.models.setup import GameSetup, Mode, mode_turn_order
from engine.games.neuroshima.position import Seats


@dataclass(eq=False, kw_only=True)
class PlayConfig:
    """The rules, tiles and board a state plays by, and the action objects its legal action lists share."""

    rules: Rules
    catalog: Catalog
    board: Board
    #: per tile code: the smallest number of 60-degree turns that maps the tile onto itself
    period: tuple[int, ...] = field(init=False)
    _place: dict[int, list[list[Place]]] = field(init=False)
    #: shared action objects by ``(class, fields...)``: legal action lists reuse them instead of building anew
    memo: dict[tuple[object, ...], Action] = field(init=False)

    def __post_init__(self) -> None:
        self.period = tuple(t.rotation_period for t in self.catalog.types)
        # kept with the compiled catalog, so new games of the same armies do not build them again
        tables = self.catalog.action_cache.get(self.board.extended)
        if tables is None:
            tables = self.catalog.action_cache.setdefault(self.board.extended, ({}, {}))
        self._place, self.memo = tables

    def place_actions(self, code: int) -> list[list[Place]]:
        """``[hex][rot]`` -> the shared :class:`Place` action object for one tile type."""
        table = self._place.get(code)
        if table is None:
            tid = self.catalog.types[code].id
            table = [[Place(tid, hx, r) for r in range(6)] for hx in self.board.hexes]
            self._place[code] = table
        return table


@dataclass(eq=False, kw_only=True)
class GameConfig(PlayConfig):
    """A full game's setup compiled for play."""

    setup: GameSetup
    mode: Mode
    armies: tuple[Army, ...]
    seats: Seats
    hq_hp: tuple[int, ...]
    points_mode: bool
    points_to_win: int
    turn_order: tuple[int, ...]
    #: seats in the order they place their HQs (each once)
    hq_order: tuple[int, ...]
    hand_limit: int
    reinforcements: bool
    advanced_start: bool
    #: per seat: tile codes stacked on top of the deck, first drawn first
    deck_top: tuple[tuple[int, ...], ...]
    bad_draw: tuple[bool, ...]
    _hq: list[PlaceHq] = field(default_factory=list)

    @property
    def n(self) -> int:
        return len(self.armies)

    def hq_actions(self) -> list[PlaceHq]:
        if not self._hq:
            self._hq.extend(PlaceHq(hx) for hx in self.board.hexes)
        return self._hq


def compile_setup(setup: GameSetup, library: ContentLibrary) -> GameConfig:
    """The runtime configuration of a setup, its armies resolved from ``library``."""
    armies = tuple(load_army(p.army, library) for p in setup.players)
    catalog = catalog_of(armies, library)
    n = len(armies)
    mode = setup.mode
    seats = build_seats(mode, armies)
    order = mode_turn_order(mode, n)
    hq_order = tuple(dict.fromkeys(order))
    if setup.points_variant:
        hq_hp = tuple(0 for _ in range(n))
    else:
        hq_hp = tuple(setup.hq_hp.for_seat(mode, s) for s in range(n))
    deck_top = tuple(tuple(catalog.code(t) for t in p.deck_top) for p in setup.players)
    cfg = GameConfig(
        setup=setup,
        mode=mode,
        armies=armies,
        catalog=catalog,
        seats=seats,
        board=get_board(setup.extended_board),
        rules=setup.rules.compile(),
        hq_hp=hq_hp,
        points_mode=setup.points_variant,
        points_to_win=setup.points_to_win,
        turn_order=order,
        hq_order=hq_order,
        hand_limit=6 if setup.reinforcements else 3,
        reinforcements=setup.reinforcements,
        advanced_start=setup.advanced_start,
        deck_top=deck_top,
        bad_draw=tuple(a.bad_draw_allowed for a in armies),
    )
    return cfg
