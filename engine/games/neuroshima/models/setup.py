"""The ``neuroshima/game`` and ``neuroshima/position`` content kinds.

A game setup names the mode, the armies, the HQ hit points per mode, the variants and the
rule options. A position is a board: tiles on hexes with owner, rotation and damage, plus each
player's HQ hit points (and optionally hands), used for battles, puzzles and tests.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from enum import StrEnum
from typing import Annotated, Literal

from pydantic import AfterValidator, Field, StringConstraints

from engine.content.base import CheckContext, ContentModel, Ident, LongText, Model, ShortText, register_kind
from engine.content.issues import Issue, error, warning
from engine.core.hexgrid import Hex
from engine.core.message import Message, Name
from engine.games.neuroshima.board import get_board
from engine.games.neuroshima.models.army import ARMY_SIZE, TILE_ID_PATTERN, Army, TileDef, TileKind
from engine.games.neuroshima.models.rules import RuleOptions

ARMY_KIND = "neuroshima/army"
HEX_PATTERN = r"^\s*-?\d{1,4}\s*,\s*-?\d{1,4}\s*$"
#: a tile id of an army (written in action notation)
TileId = Annotated[str, StringConstraints(pattern=TILE_ID_PATTERN)]
#: hexes of the board with its extra ring (rules/002 §1.2): no more tiles fit on it
MAX_BOARD_TILES = 37


class Mode(StrEnum):
    DUEL = "duel"  # 2 players
    FREE_FOR_ALL = "free_for_all"  # 3-4 players, each for himself (rules/002 §2.8)
    TEAMS = "teams"  # 4 players, seats 1+2 against 3+4
    ONE_VS_TWO = "one_vs_two"  # 3 players, seat 1 alone against seats 2+3


#: Player counts per mode.
MODE_PLAYERS: dict[Mode, tuple[int, int]] = {
    Mode.DUEL: (2, 2),
    Mode.FREE_FOR_ALL: (3, 4),
    Mode.TEAMS: (4, 4),
    Mode.ONE_VS_TWO: (3, 3),
}


def mode_teams(mode: Mode, n: int) -> tuple[int, ...]:
    """The team of each seat: teams 1+2 vs 3+4; one-vs-two 1 vs 2+3; otherwise everyone alone."""
    if mode is Mode.TEAMS:
        return (0, 0, 1, 1)[:n]
    if mode is Mode.ONE_VS_TWO:
        return (0, 1, 1)[:n]
    return tuple(range(n))


def mode_turn_order(mode: Mode, n: int) -> tuple[int, ...]:
    """Seats in turn order (one cycle). NH rules: 2v2 plays 1, 3, 2, 4; 1v2 plays 1, 2, 1, 3
    (rules/002 §2.8, L1631–L1633, L1658–L1662)."""
    if mode is Mode.TEAMS:
        return (0, 2, 1, 3)
    if mode is Mode.ONE_VS_TWO:
        return (0, 1, 0, 2)
    return tuple(range(n))


class HqHitPoints(Model):
    """HQ hit points per mode (rules/002 §1.3): 20 in a duel, 15 in the 2v2 team game, 20 for the
    solo player and 13 for each team member in one-against-a-team; the free-for-all keeps the
    usual 20 (the book gives it no other value)."""

    duel: int = Field(default=20, ge=1, le=999)
    free_for_all: int = Field(default=20, ge=1, le=999)
    teams: int = Field(default=15, ge=1, le=999)
    one_vs_two_solo: int = Field(default=20, ge=1, le=999)
    one_vs_two_team: int = Field(default=13, ge=1, le=999)

    def for_seat(self, mode: Mode, seat: int) -> int:
        if mode is Mode.DUEL:
            return self.duel
        if mode is Mode.FREE_FOR_ALL:
            return self.free_for_all
        if mode is Mode.TEAMS:
            return self.teams
        return self.one_vs_two_solo if seat == 0 else self.one_vs_two_team


def _check_mode(mode: Mode, n: int, path: str = "players") -> Iterable[Issue]:
    lo, hi = MODE_PLAYERS[mode]
    if not lo <= n <= hi:
        want = str(lo) if lo == hi else f"{lo}-{hi}"
        yield error("mode-players", Message("nh-check-mode-players", mode=mode.value, want=want, count=n), path)


def _said(tile: TileDef) -> Name:
    """A tile type by its name, the army's Russian name where it has one."""
    return Name.content({"en": tile.name_en, "ru": tile.name_ru})


def _army(ctx: CheckContext, army_id: str) -> Army | None:
    if ctx.library is None:
        return None
    model = ctx.library.get(ARMY_KIND, army_id)
    return model if isinstance(model, Army) else None


def _check_army_ref(ctx: CheckContext, army_id: str, *path: str | int) -> Iterable[Issue]:
    if ctx.library is not None and _army(ctx, army_id) is None:
        known = tuple(ctx.library.ids(ARMY_KIND))
        yield error("army-ref", Message("nh-check-army-ref", army=army_id, known=known), *path)


def _check_tile_ids_unique(ctx: CheckContext, army_ids: list[str]) -> Iterable[Issue]:
    """Tiles are named by id in actions and positions, so two armies of one game (a mirror
    match plays one army twice) may not share a tile id."""
    owner: dict[str, str] = {}
    for i, army_id in enumerate(army_ids):
        army = _army(ctx, army_id)
        if army is None or army_id in army_ids[:i]:
            continue
        for t in army.tiles:
            other = owner.setdefault(t.id, army_id)
            if other != army_id:
                yield error(
                    "tile-id",
                    Message("nh-check-tile-id-shared", tile=t.id, first=other, second=army_id),
                    "players",
                    i,
                    "army",
                )
                break


class SetupPlayer(Model):
    army: Ident
    name: ShortText = ""
    #: tiles put on top of the shuffled deck in this order (drawn first): stacked decks for tutorials
    #: and tests; the rest of the deck is shuffled as usual
    deck_top: list[TileId] = Field(default_factory=list, max_length=ARMY_SIZE - 1)


class GameSetup(ContentModel):
    """A game: mode, armies, HQ hit points, variants and rule options."""

    kind: Literal["neuroshima/game"] = "neuroshima/game"
    GAME = "neuroshima"
    DESCRIPTION = "Neuroshima Hex game setup: mode, armies, HQ hit points, variants and rule options"

    id: Ident = "game"
    name: ShortText = ""
    description: LongText = ""
    mode: Mode = Mode.DUEL
    players: list[SetupPlayer] = Field(min_length=2, max_length=4)
    #: the optional 18-hex extra ring around the 19-hex main field (rules/002 §1.2)
    extended_board: bool = False
    hq_hp: HqHitPoints = Field(default_factory=HqHitPoints)
    #: free-for-all with points: HQs have unlimited hit points and damage to enemy HQs scores points
    points_variant: bool = False
    points_to_win: int = Field(default=20, ge=1, le=999)
    #: rules/002 §2.7: player 1 draws 3, discards 1 and may use only one tile on his first turn
    advanced_start: bool = False
    #: rules/002 §2.7: hand of up to 6, play at most two tiles a turn, keep the rest
    reinforcements: bool = False
    rules: RuleOptions = Field(default_factory=RuleOptions)

    @classmethod
    def new_document(cls) -> GameSetup:
        return cls(id="new_game", players=[SetupPlayer(army="moloch"), SetupPlayer(army="borgo")])

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        yield from _check_mode(self.mode, len(self.players))
        if self.points_variant and self.mode is not Mode.FREE_FOR_ALL:
            yield error("points-variant", Message("nh-check-points-variant"), "points_variant")
        yield from _check_tile_ids_unique(ctx, [p.army for p in self.players])
        for i, p in enumerate(self.players):
            yield from _check_army_ref(ctx, p.army, "players", i, "army")
            army = _army(ctx, p.army)
            if army is None:
                continue
            counts = Counter(p.deck_top)
            for j, tid in enumerate(p.deck_top):
                t = army.tile(tid)
                if t is None:
                    yield error(
                        "tile-ref",
                        Message("nh-check-tile-not-in-army", tile=tid, army=army.id),
                        "players",
                        i,
                        "deck_top",
                        j,
                    )
                elif t.kind is TileKind.HQ:
                    yield error("tile-ref", Message("nh-check-hq-in-deck"), "players", i, "deck_top", j)
            for tid, n in counts.items():
                t = army.tile(tid)
                if t is not None and n > t.count:
                    yield error(
                        "tile-count",
                        Message("nh-check-deck-top-count", count=n, tile=tid, has=t.count),
                        "players",
                        i,
                        "deck_top",
                    )


class PlacedTile(Model):
    """A tile on the board. ``player`` counts from 1."""

    #: kept without spaces (``" 0, -1"`` is ``"0,-1"``), as the engine writes hexes
    hex: Annotated[str, Field(pattern=HEX_PATTERN), AfterValidator(lambda v: v.replace(" ", "").replace("\t", ""))]
    tile: TileId
    player: int = Field(ge=1, le=4)
    rotation: int = Field(default=0, ge=0, le=5)
    damage: int = Field(default=0, ge=0, le=99)

    def axial(self) -> Hex:
        return Hex.parse(self.hex)


class PositionPlayer(Model):
    army: Ident
    #: HQ hit points left; ``None`` = the mode's starting value
    hq_hp: int | None = Field(default=None, ge=-99, le=999)
    #: points scored (points variant)
    points: int = Field(default=0, ge=0, le=999)
    #: tiles in hand (face up, rules/002 §2.3)
    hand: list[TileId] = Field(default_factory=list, max_length=ARMY_SIZE)
    #: tiles already in the discard pile
    discard: list[TileId] = Field(default_factory=list, max_length=ARMY_SIZE)


class PositionModel(ContentModel):
    """A board position: the tiles on hexes, HQ hit points and (optionally) hands."""

    kind: Literal["neuroshima/position"] = "neuroshima/position"
    GAME = "neuroshima"
    DESCRIPTION = "Neuroshima Hex board position: tiles on hexes with owner, rotation and damage, HQ hit points"

    id: Ident = "position"
    name: ShortText = ""
    description: LongText = ""
    mode: Mode = Mode.DUEL
    extended_board: bool = False
    points_variant: bool = False
    hq_hp_defaults: HqHitPoints = Field(default_factory=HqHitPoints)
    players: list[PositionPlayer] = Field(min_length=2, max_length=4)
    tiles: list[PlacedTile] = Field(default_factory=list, max_length=4 * MAX_BOARD_TILES)
    #: the player whose turn it is (counts from 1)
    to_move: int = Field(default=1, ge=1, le=4)
    rules: RuleOptions = Field(default_factory=RuleOptions)

    @classmethod
    def new_document(cls) -> PositionModel:
        return cls(id="new_position", players=[PositionPlayer(army="moloch"), PositionPlayer(army="borgo")])

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        yield from _check_mode(self.mode, len(self.players))
        if self.to_move > len(self.players):
            yield error(
                "to-move", Message("nh-check-to-move", player=self.to_move, players=len(self.players)), "to_move"
            )
        armies = []
        for i, p in enumerate(self.players):
            yield from _check_army_ref(ctx, p.army, "players", i, "army")
            armies.append(_army(ctx, p.army))
        yield from _check_tile_ids_unique(ctx, [p.army for p in self.players])
        board = get_board(self.extended_board)
        seen: dict[Hex, int] = {}
        used: Counter[tuple[int, str]] = Counter()
        #: where each tile was last counted: a count that goes over is reported there
        last_use: dict[tuple[int, str], tuple[str | int, ...]] = {}
        hqs: Counter[int] = Counter()
        for i, t in enumerate(self.tiles):
            h = t.axial()
            where = ("tiles", i)
            if h not in board.index:
                ring = "yes" if h.length() == 3 else "no"
                yield error(
                    "hex", Message("nh-check-hex-off-board", hex=str(h), ring=ring), *where, "hex", target=str(h)
                )
            if h in seen:
                other = self.tiles[seen[h]]
                owner = armies[other.player - 1] if 0 < other.player <= len(armies) else None
                other_td = owner.tile(other.tile) if owner is not None else None
                name = _said(other_td) if other_td is not None else other.tile
                yield error("hex", Message("nh-check-hex-taken", hex=str(h), tile=name), *where, "hex", target=str(h))
            seen.setdefault(h, i)
            if t.player > len(self.players):
                yield error("player", Message("nh-check-no-player", player=t.player), *where, "player", target=str(h))
                continue
            army = armies[t.player - 1]
            used[(t.player, t.tile)] += 1
            last_use[(t.player, t.tile)] = (*where, "tile")
            if army is None:
                continue
            td = army.tile(t.tile)
            if td is None:
                yield error(
                    "tile-ref",
                    Message("nh-check-placed-not-in-army", tile=t.tile, army=army.id, player=t.player),
                    *where,
                    "tile",
                    target=str(h),
                )
                continue
            if td.kind is TileKind.INSTANT:
                yield error("tile-ref", Message("nh-check-instant-on-board", tile=_said(td)), *where, "tile")
            if td.kind is TileKind.HQ:
                hqs[t.player] += 1
            if td.hp is not None and td.kind is not TileKind.HQ and t.damage >= td.hp:
                yield error(
                    "damage",
                    Message("nh-check-damage-removes", tile=_said(td), hp=td.hp, damage=t.damage),
                    *where,
                    "damage",
                    target=str(h),
                )
        for pl, n in hqs.items():
            if n > 1:
                yield error("hq", Message("nh-check-hqs", player=pl, count=n), "tiles")
        for i, p in enumerate(self.players):
            army = armies[i]
            for field_name in ("hand", "discard"):
                for j, tid in enumerate(getattr(p, field_name)):
                    used[(i + 1, tid)] += 1
                    last_use[(i + 1, tid)] = ("players", i, field_name, j)
                    if army is not None and army.tile(tid) is None:
                        yield error(
                            "tile-ref",
                            Message("nh-check-tile-not-in-army", tile=tid, army=army.id),
                            "players",
                            i,
                            field_name,
                            j,
                        )
            if self.points_variant and p.hq_hp is not None:
                yield warning("hq-hp", Message("nh-check-points-hq-hp"), "players", i, "hq_hp")
        for (pl, tid), n in sorted(used.items()):
            army = armies[pl - 1] if pl <= len(armies) else None
            td = army.tile(tid) if army is not None else None
            if td is not None and n > td.count:
                yield error(
                    "tile-count",
                    Message(
                        "nh-check-tile-count",
                        army=Name.content({"en": army.name_en, "ru": army.name_ru}),
                        has=td.count,
                        tile=_said(td),
                        player=pl,
                        count=n,
                    )
                    if army
                    else "",
                    *last_use.get((pl, tid), ("tiles",)),
                )


register_kind(GameSetup)
register_kind(PositionModel)
