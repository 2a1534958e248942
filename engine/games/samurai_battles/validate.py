"""Scenario checks beyond the schema: references, placement, cards and victory (rules/000 §23, §26.5).

Every issue names the field (the loader turns it into file:line) and, where it is about a hex,
the hex as its ``"r,dx"`` label, so the editor can jump to it.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.content.base import CheckContext
from engine.content.issues import Issue, error, info, warning
from engine.core.errors import said_of
from engine.core.message import Message
from engine.games.samurai_battles.board import BASELINE_HALF, EDGE_HALF, battlefield
from engine.games.samurai_battles.cards import CommandDeck, DragonDeck
from engine.games.samurai_battles.decks import check_changes, variant_counts
from engine.games.samurai_battles.tables import (
    HONOR_TOKENS,
    MAX_TURN_LIMIT,
    SPECIAL_RULES,
    BoardTiles,
    TerrainTable,
    UnitTable,
)

if TYPE_CHECKING:
    from engine.games.samurai_battles.scenario import Scenario

#: Command cards per side at the start: the rulebook's scenarios deal 4-6; a hand of 1 surrenders
MIN_COMMAND_CARDS, MAX_COMMAND_CARDS = 2, 10


def _check_box(sc: Scenario, table: UnitTable, ttypes: dict[str, Any]) -> Iterator[Issue]:
    """Warnings when the scenario needs more pieces than one box holds (rules/000 §2)."""
    box = table.box
    utypes = {u.code: u for u in table.units}
    units = [u for a in sc.armies for u in a.units]
    figures = sum(u.figures or (utypes[u.type].figures if u.type in utypes else 0) for u in units)
    figures += sum(len(a.leaders) for a in sc.armies)

    def ttype(tid: str) -> Any:
        return ttypes.get(tid)

    # the box's separate hexes: not plain, not a camp (it comes with the general), not printed on
    # a board, not a bare hill (hills are the plastic hexes)
    separate = [
        tp
        for tp in sc.terrain
        if tp.type != "plain" and not any(getattr(ttype(tp.type), f, False) for f in ("camp", "printed", "hill"))
    ]
    hills = sum(tp.hill or (1 if getattr(ttype(tp.type), "hill", False) else 0) for tp in sc.terrain)
    for needed, has, what, path in (
        (len(units), box.banners, "banners", "armies"),
        (figures, box.figures, "figures", "armies"),
        (len(separate), box.terrain_hexes, "terrain", "terrain"),
        (hills, box.hill_hexes, "hills", "terrain"),
    ):
        if needed > has:
            yield warning("box", Message("sb-check-box", needed=needed, what=what, has=has), path)


@dataclass
class _Scenario:
    """What the scenario's checks share: its tables, its field, and what earlier checks found
    (terrain and camps by hex, pieces by hex, ids in use, pieces each side can capture)."""

    sc: Scenario
    fld: Any
    terrain_table: object
    unit_table: object
    cdeck: object
    ddeck: object
    ttypes: dict[str, Any] = field(default_factory=dict)
    army_ids: list[str] = field(default_factory=list)
    terrain_at: dict[int, str] = field(default_factory=dict)
    camps: dict[int, str | None] = field(default_factory=dict)
    ids: set[str] = field(default_factory=set)
    unit_at: dict[int, tuple[int, str]] = field(default_factory=dict)
    enemy_pieces: list[int] = field(default_factory=lambda: [0, 0])

    @property
    def baseline_ok(self) -> bool:
        return "baseline_movement" in self.sc.special_rules

    def impassable(self, h: int) -> bool:
        tid = self.terrain_at.get(h)
        t = self.ttypes.get(tid) if tid else None
        if t is None:
            return False
        if "shallows" in self.sc.special_rules and t.shallows_as:
            t = self.ttypes.get(t.shallows_as, t)
        return bool(t.movement == "impassable")


def check_scenario(sc: Scenario, ctx: CheckContext) -> Iterator[Issue]:
    """Every problem of a scenario, in the order a designer reads it: tables, board, special
    rules, terrain, armies and their pieces, cards and honor, victory, turn limit."""
    lib = ctx.library
    terrain_table = lib.get("samurai_battles/terrain_table", sc.tables.terrain) if lib else None
    unit_table = lib.get("samurai_battles/unit_table", sc.tables.units) if lib else None
    cdeck = lib.get("samurai_battles/command_deck", sc.tables.command_deck) if lib else None
    ddeck = lib.get("samurai_battles/dragon_deck", sc.tables.dragon_deck) if lib else None
    for name, model, typ in (
        ("terrain", terrain_table, TerrainTable),
        ("units", unit_table, UnitTable),
        ("command_deck", cdeck, CommandDeck),
        ("dragon_deck", ddeck, DragonDeck),
    ):
        if not isinstance(model, typ):
            yield error("reference", Message("sb-check-no-table", table=getattr(sc.tables, name)), "tables", name)
    if sc.placement == "reconstructed":
        yield info(
            "reconstructed",
            Message("sb-check-reconstructed"),
            "placement",
        )
    bs = sc.board
    try:
        fld = battlefield(
            bs.width, bs.rows, bs.long_row_parity, (float(bs.section_lines[0]), float(bs.section_lines[1]))
        )
    except ValueError as exc:
        yield error("board", Message("sb-check-board", error=str(exc)), "board")
        return
    if bs.section_lines[0] >= bs.section_lines[1]:
        yield error("board", Message("sb-check-section-lines"), "board", "section_lines")
    if bs.tiles:
        yield from _check_tiles(sc, lib.get("samurai_battles/board_tiles", sc.tables.tiles) if lib else None)
    yield from _check_special_rules(sc)
    s = _Scenario(sc, fld, terrain_table, unit_table, cdeck, ddeck)
    s.ttypes = terrain_table.by_id() if isinstance(terrain_table, TerrainTable) else {}
    s.army_ids = [a.id for a in sc.armies]
    yield from _check_terrain(s)
    yield from _check_sides(s)
    for ai, army in enumerate(sc.armies):
        yield from _check_army(s, ai, army)
    yield from _check_camps_held(s)
    yield from _check_leaders(s)
    yield from _check_cards_and_box(s)
    yield from _check_victory(s)
    yield from _check_turn_limit(sc)


def _check_tiles(sc: Scenario, tiles: object) -> Iterator[Issue]:
    """The printed boards laid on the field: catalogued sides, one per slot, inside the grid."""
    bs = sc.board
    if not isinstance(tiles, BoardTiles):
        yield error("reference", Message("sb-check-no-tiles", tiles=sc.tables.tiles), "tables", "tiles")
        return
    slots: dict[tuple[int, int], str] = {}
    uncatalogued = []
    for i, tile in enumerate(bs.tiles):
        tile_side = tiles.side(tile.side)
        if tile_side is None:
            yield error(
                "reference", Message("sb-check-no-tile-side", side=tile.side, tiles=tiles.id), "board", "tiles", i
            )
        elif tile_side.confidence == "none" and not tile_side.river and not tile_side.ford:
            uncatalogued.append(tile.side)
        if tile.slot in slots:
            where = f"{tile.slot[0] + 1},{tile.slot[1] + 1}"
            yield error(
                "tiles", Message("sb-check-slot-taken", slot=where, board=slots[tile.slot]), "board", "tiles", i
            )
        slots.setdefault(tile.slot, tile.side)
        if not (0 <= tile.slot[0] < len(tiles.slot_dx_offsets) and 0 <= tile.slot[1] < len(tiles.slot_row_offsets)):
            yield error("tiles", Message("sb-check-slot-outside", slot=str(list(tile.slot))), "board", "tiles", i)
    if uncatalogued:
        yield info(
            "tiles-uncatalogued",
            Message("sb-check-tiles-uncatalogued", sides=", ".join(uncatalogued), tiles=tiles.id),
            "board",
            "tiles",
        )


def _check_special_rules(sc: Scenario) -> Iterator[Issue]:
    unknown = [r for r in sc.special_rules if r not in SPECIAL_RULES]
    for r in unknown:
        yield error(
            "unplayable-rule",
            Message("sb-check-unknown-rule", rule=r, known=", ".join(sorted(SPECIAL_RULES))),
            "special_rules",
            sc.special_rules.index(r),
        )


def _check_terrain(s: _Scenario) -> Iterator[Issue]:
    """Terrain on battlefield hexes, one entry per hex, types from the table, camps with owners."""
    sc, fld, ttypes, army_ids = s.sc, s.fld, s.ttypes, s.army_ids
    terrain_table, terrain_at, camps = s.terrain_table, s.terrain_at, s.camps
    for i, tp in enumerate(sc.terrain):
        try:
            h = fld.parse(tp.hex)
        except ValueError as exc:
            yield error("hex", said_of(exc), "terrain", i, "hex")
            continue
        if fld.kind[h] != 0:
            yield error("half-hex", Message("sb-check-terrain-half-hex", hex=tp.hex), "terrain", i, target=tp.hex)
        if h in terrain_at:
            yield error("stacked-terrain", Message("sb-check-terrain-twice", hex=tp.hex), "terrain", i, target=tp.hex)
        t = ttypes.get(tp.type)
        if isinstance(terrain_table, TerrainTable) and t is None:
            yield error(
                "reference",
                Message("sb-check-no-terrain", terrain=tp.type, table=sc.tables.terrain),
                "terrain",
                i,
                "type",
                target=tp.hex,
            )
            continue
        terrain_at[h] = tp.type
        if t is not None and t.camp:
            camps[h] = tp.owner
            if tp.owner not in army_ids:
                yield error(
                    "camp",
                    Message("sb-check-camp-owner", hex=tp.hex, armies=", ".join(army_ids)),
                    "terrain",
                    i,
                    "owner",
                    target=tp.hex,
                )
        elif tp.owner is not None:
            yield warning(
                "owner",
                Message("sb-check-owner-ignored", terrain=tp.type, hex=tp.hex),
                "terrain",
                i,
                "owner",
                target=tp.hex,
            )


def _check_sides(s: _Scenario) -> Iterator[Issue]:
    """Two armies on opposite edges, and a first player who is one of them."""
    sc, army_ids = s.sc, s.army_ids
    if len(sc.armies) != 2:
        yield error("armies", Message("sb-check-two-armies", count=len(sc.armies)), "armies")
    edges = [a.edge for a in sc.armies]
    if len(sc.armies) == 2 and set(edges) != {"top", "bottom"}:
        yield error("edges", Message("sb-check-edges"), "armies")
    if sc.first_player not in army_ids:
        yield error(
            "reference",
            Message("sb-check-first-player", army=sc.first_player, armies=", ".join(army_ids)),
            "first_player",
        )


def _check_piece(
    s: _Scenario, ai: int, path: tuple[str | int, ...], pid: str, hex_text: str, missing: tuple[Message, str] | None
) -> Generator[Issue, None, int | None]:
    """What a unit and a leader of army ``ai`` share: an id used once, a known type or kind
    (``missing`` says what is unknown and in which field), a hex of the field; returns the hex,
    or None when it is not one."""
    if pid in s.ids:
        yield error("duplicate", Message("sb-check-piece-twice", id=pid), *path, "id")
    s.ids.add(pid)
    if missing is not None and isinstance(s.unit_table, UnitTable):
        yield error("reference", missing[0], *path, missing[1])
    try:
        h: int = s.fld.parse(hex_text)
    except ValueError as exc:
        yield error("hex", str(exc), *path, "hex")
        return None
    s.enemy_pieces[1 - ai if ai < 2 else 0] += 1
    return h


def _check_army(s: _Scenario, ai: int, army: Any) -> Iterator[Issue]:
    """One army: its id, its cards, and each unit on a hex it may stand on."""
    sc, fld, ids, unit_at, camps, terrain_at = s.sc, s.fld, s.ids, s.unit_at, s.camps, s.terrain_at
    unit_table, ddeck, impassable = s.unit_table, s.ddeck, s.impassable
    utypes = {u.code: u for u in unit_table.units} if isinstance(unit_table, UnitTable) else {}
    if army.id in ids:
        yield error("duplicate", Message("sb-check-army-twice", id=army.id), "armies", ai, "id")
    ids.add(army.id)
    if not army.units and not army.leaders:
        yield error("empty-side", Message("sb-check-no-units", army=army.id), "armies", ai, "units")
    if not MIN_COMMAND_CARDS <= army.command_cards <= MAX_COMMAND_CARDS:
        yield error(
            "cards",
            Message("sb-check-command-cards", count=army.command_cards, low=MIN_COMMAND_CARDS, high=MAX_COMMAND_CARDS),
            "armies",
            ai,
            "command_cards",
        )
    if isinstance(ddeck, DragonDeck):
        dtotal = sum(variant_counts(ddeck, sc.decks.dragon).values())
        if army.dragon_cards > dtotal // 2:
            yield error(
                "cards",
                Message("sb-check-dragon-cards", count=army.dragon_cards, deck=dtotal),
                "armies",
                ai,
                "dragon_cards",
            )
    for ui, up in enumerate(army.units):
        path = ("armies", ai, "units", ui)
        ut = utypes.get(up.type)
        missing = Message("sb-check-no-unit-type", type=up.type, table=sc.tables.units)
        h = yield from _check_piece(s, ai, path, up.id, up.hex, (missing, "type") if ut is None else None)
        if h is None:
            continue
        if fld.kind[h] == EDGE_HALF or (fld.kind[h] == BASELINE_HALF and not s.baseline_ok):
            yield error(
                "half-hex", Message("sb-check-unit-half-hex", unit=up.id, hex=up.hex), *path, "hex", target=up.hex
            )
        if h in unit_at:
            yield error(
                "stacked",
                Message("sb-check-units-share", first=unit_at[h][1], second=up.id, hex=up.hex),
                *path,
                "hex",
                target=up.hex,
            )
        unit_at[h] = (ai, up.id)
        general = ut is not None and ut.general
        if impassable(h) and not (general and h in camps and camps[h] == army.id):
            yield error(
                "impassable",
                Message("sb-check-unit-impassable", unit=up.id, terrain=terrain_at[h], hex=up.hex),
                *path,
                "hex",
                target=up.hex,
            )
        if general and camps.get(h) != army.id:
            yield error("camp", Message("sb-check-general-camp", unit=up.id), *path, "hex", target=up.hex)
        if ut is not None and up.figures is not None and up.figures > ut.figures:
            yield error(
                "figures",
                Message("sb-check-figures", unit=up.id, count=up.figures, type=up.type, has=ut.figures),
                *path,
                "figures",
            )
        if ut is not None and ut.confidence in ("low", "none"):
            yield warning(
                "low-confidence",
                Message("sb-check-low-confidence", unit=up.id, type=up.type, confidence=ut.confidence),
                *path,
                "type",
                target=up.hex,
            )


def _check_camps_held(s: _Scenario) -> Iterator[Issue]:
    sc, fld, camps, unit_at = s.sc, s.fld, s.camps, s.unit_at
    for h, owner in camps.items():
        if h not in unit_at or owner is None or sc.armies[unit_at[h][0]].id != owner:
            yield error(
                "camp",
                Message("sb-check-camp-held", hex=fld.labels[h]),
                "terrain",
                target=fld.labels[h],
            )


def _check_leaders(s: _Scenario) -> Iterator[Issue]:
    """Leaders on full hexes, one per hex, with their own units of an arm they may lead."""
    sc, fld, unit_at, impassable = s.sc, s.fld, s.unit_at, s.impassable
    unit_table = s.unit_table
    utypes = {u.code: u for u in unit_table.units} if isinstance(unit_table, UnitTable) else {}
    lkinds = {lk.id: lk for lk in unit_table.leaders} if isinstance(unit_table, UnitTable) else {}
    leader_at: dict[int, str] = {}
    for ai, army in enumerate(sc.armies):
        for li, lp in enumerate(army.leaders):
            path = ("armies", ai, "leaders", li)
            lk = lkinds.get(lp.kind)
            missing = Message("sb-check-no-leader-kind", kind=lp.kind, table=sc.tables.units)
            h = yield from _check_piece(s, ai, path, lp.id, lp.hex, (missing, "kind") if lk is None else None)
            if h is None:
                continue
            # every problem of the leader's hex is reported at its hex field
            wrong: list[Message] = []
            if fld.kind[h] != 0:
                wrong.append(Message("sb-check-leader-half-hex", leader=lp.id, hex=lp.hex))
            if h in leader_at:
                wrong.append(Message("sb-check-leaders-share", first=leader_at[h], second=lp.id, hex=lp.hex))
            leader_at[h] = lp.id
            if impassable(h) and h not in unit_at:
                wrong.append(Message("sb-check-leader-impassable", leader=lp.id, hex=lp.hex))
            if h in unit_at:
                side, uid = unit_at[h]
                if side != ai:
                    wrong.append(Message("sb-check-leader-on-enemy", leader=lp.id, unit=uid))
                elif lk is not None:
                    ut_code = next((u.type for u in army.units if u.id == uid), "")
                    ut = utypes.get(ut_code)
                    if ut is not None and ut.arm not in lk.may_lead:
                        wrong.append(Message("sb-check-cannot-lead", kind=lp.kind, arm=ut.arm, unit=uid, type=ut_code))
            for said in wrong:
                yield error("leader-hex", said, *path, "hex", target=lp.hex)


def _check_cards_and_box(s: _Scenario) -> Iterator[Issue]:
    """Deck changes against the cards dealt, honor tokens and the pieces of one box."""
    sc, cdeck, ddeck, unit_table, ttypes = s.sc, s.cdeck, s.ddeck, s.unit_table, s.ttypes
    total_honor = sum(a.honor for a in sc.armies)
    if isinstance(cdeck, CommandDeck):
        dealt = sum(a.command_cards for a in sc.armies)
        yield from check_changes(cdeck, sc.decks.command, dealt, "command")
    if isinstance(ddeck, DragonDeck):
        dealt = sum(a.dragon_cards for a in sc.armies)
        yield from check_changes(ddeck, sc.decks.dragon, dealt, "dragon")
    if total_honor > HONOR_TOKENS:
        yield error("honor", Message("sb-check-honor", count=total_honor, box=HONOR_TOKENS), "armies")
    if isinstance(unit_table, UnitTable):
        yield from _check_box(sc, unit_table, ttypes)


def _check_victory(s: _Scenario) -> Iterator[Issue]:
    """Objectives on battlefield hexes of real armies, and a banner count each side can reach."""
    sc, fld, army_ids, enemy_pieces, camps = s.sc, s.fld, s.army_ids, s.enemy_pieces, s.camps
    for oi, ob in enumerate(sc.victory.objectives):
        if ob.army is not None and ob.army not in army_ids:
            yield error(
                "reference", Message("sb-check-objective-army", army=ob.army), "victory", "objectives", oi, "army"
            )
        for hi, lab in enumerate(ob.hexes):
            try:
                h = fld.parse(lab)
            except ValueError as exc:
                yield error("hex", said_of(exc), "victory", "objectives", oi, "hexes", hi)
                continue
            if fld.kind[h] != 0:
                yield error(
                    "half-hex",
                    Message("sb-check-objective-half-hex", hex=lab),
                    "victory",
                    "objectives",
                    oi,
                    "hexes",
                    hi,
                    target=lab,
                )
    if len(sc.armies) == 2:
        extra = sum(ob.banners for ob in sc.victory.objectives)
        for ai in range(2):
            reachable = enemy_pieces[ai] + extra + 3 * sum(1 for o in camps.values() if o == sc.armies[1 - ai].id)
            if sc.victory.banners > reachable:
                yield error(
                    "banners",
                    Message(
                        "sb-check-banners",
                        count=sc.victory.banners,
                        army=sc.armies[ai].id,
                        pieces=enemy_pieces[ai],
                        extra=extra,
                    ),
                    "victory",
                    "banners",
                )


def _check_turn_limit(sc: Scenario) -> Iterator[Issue]:
    if sc.turn_limit is not None:
        if not 1 <= sc.turn_limit <= MAX_TURN_LIMIT:
            yield error(
                "turn-limit",
                Message("sb-check-turn-limit-range", count=sc.turn_limit, most=MAX_TURN_LIMIT),
                "turn_limit",
            )
        else:
            yield info("turn-limit", Message("sb-check-turn-limit", count=sc.turn_limit), "turn_limit")
