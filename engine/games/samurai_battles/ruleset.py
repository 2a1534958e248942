"""The bridge from content to play: a :class:`Ruleset` compiled once per scenario from the
scenario and the rule tables it names. It holds plain Python objects only (no validation in
the hot path): per-hex terrain profiles, unit and leader types, the card definitions and decks.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

from engine.content.library import ContentLibrary
from engine.core.errors import WarbenchError, said_of
from engine.core.message import Message, Name
from engine.games.samurai_battles.board import BOTTOM, TOP, Battlefield, battlefield
from engine.games.samurai_battles.cards import CommandCardDef, CommandDeck, DragonCardDef, DragonDeck
from engine.games.samurai_battles.decks import deck_list
from engine.games.samurai_battles.scenario import RuleOptions, Scenario
from engine.games.samurai_battles.tables import BoardTiles, TerrainTable, TerrainType, UnitTable

# die faces, ranks share the first three codes
CIRCLE, TRIANGLE, SQUARE, FLAG, SWORDS, HONOR = range(6)
FACE_NAMES = ("circle", "triangle", "square", "flag", "swords", "honor")
FACE_CODE = {n: i for i, n in enumerate(FACE_NAMES)}
FACE_SYMBOL = ("●", "▲", "■", "⚑", "⚔", "☯")
MOVE_NONE, MOVE_STOP, MOVE_IMPASSABLE = 0, 1, 2
MELEE, RANGED = "melee", "ranged"


class SetupError(WarbenchError):
    """A scenario that cannot be set up for play (a missing table, an unknown unit type...)."""


@dataclass(frozen=True)
class Cap:
    combat: str  # melee | ranged | any
    max: int
    horse: bool | None  # the roller's arm: True horse, False foot, None any
    off_hill: bool

    def applies(self, combat: str, roller_horse: bool, roller_on_hill: bool) -> bool:
        if self.combat != "any" and self.combat != combat:
            return False
        if self.horse is not None and self.horse != roller_horse:
            return False
        return not (self.off_hill and roller_on_hill)


@dataclass(frozen=True)
class HexTerrain:
    """The combined effect of everything on one hex (a tile, possibly on a plastic hill)."""

    names: tuple[str, ...]
    movement: int
    battle_on_entry: bool
    blocks_los: bool
    hill_level: int
    no_battle: bool
    flag_ignore: int
    no_inspire: bool
    camp_owner: int
    caps_in: tuple[Cap, ...]
    caps_target: tuple[Cap, ...]

    @property
    def name(self) -> str:
        return "+".join(self.names)


PLAIN = HexTerrain(("plain",), MOVE_NONE, True, False, 0, False, 0, False, -1, (), ())


@dataclass(frozen=True)
class Ranged:
    weapon: str
    min_range: int
    max_range: int
    dice: dict[int, int]
    moved_dice: int
    swords_hit: bool
    honor_tokens: bool


@dataclass(frozen=True)
class UType:
    code: str
    name: str
    horse: bool
    rank: int
    figures: int
    move: int
    battle_max_move: int
    melee_dice: int
    ranged: Ranged | None
    retreat_honor: int
    innate_flag_ignore: int
    bonus_always: bool
    general: bool
    #: the type's name for messages: a glossary term (``sb-unit-<code>``) with the content's names behind it
    said: Name = dc_field(default_factory=Name)


@dataclass(frozen=True)
class LKind:
    id: str
    name: str
    move: int
    horse: bool
    may_lead_foot: bool
    may_lead_horse: bool
    inspire_radius: int
    status: int
    #: the kind's name for messages: a glossary term (``sb-leader-<id>``) with the content's names behind it
    said: Name = dc_field(default_factory=Name)


@dataclass(frozen=True)
class SwordRule:
    def_horse: bool | None
    def_rank: int | None
    att_horse: bool | None
    att_rank: int | None
    ignore: int


@dataclass(eq=False)
class Ruleset:
    scenario: Scenario
    field: Battlefield
    options: RuleOptions
    special: frozenset[str]
    terrain: list[HexTerrain]
    #: terrain of each camp hex once captured (the tile is removed)
    after_camp: dict[int, HexTerrain]
    static_block_mask: int
    unit_types: dict[str, UType]
    leader_kinds: dict[str, LKind]
    sword_rules: tuple[SwordRule, ...]
    command_cards: dict[str, CommandCardDef]
    command_deck: list[str]
    dragon_cards: dict[str, DragonCardDef]
    dragon_deck: list[str]
    honor_pool: int
    leader_retreat_extra: int
    lone_leader_retreat_cost: int
    inspire_cost: int
    seppuku_gain: int
    end_take_honor: int
    dragon_trade: int
    dishonor_dice: int
    flag_ignore_cap: int
    support_neighbours: int
    #: die face codes in the order of a 1..6 roll
    faces: tuple[int, ...]
    edges: tuple[str, str]
    army_ids: tuple[str, str]
    first_player: int
    objectives: list[tuple[str, int, int, int]] = dc_field(default_factory=list)  # (id, hex mask, banners, army or -1)


def _off_field(scenario: str, field: str, label: str) -> Message:
    """A unit or leader of ``scenario`` (at ``field``) placed on ``label``, no hex of the field."""
    return Message("sb-setup-at", scenario=scenario, field=field, why=Message("sb-setup-off-field", hex=label))


def _table(library: ContentLibrary, kind: str, ident: str, what: str) -> Any:
    model = library.get(kind, ident)
    if model is None:
        raise SetupError(Message("sb-setup-missing", what=what, id=ident, kind=kind))
    return model


def _arm_flag(arm: str | None) -> bool | None:
    return None if arm is None else arm == "horse"


def combine_terrain(types: list[TerrainType], hill_level: int, camp_owner: int) -> HexTerrain:
    """The combined effect of several terrain layers: the strictest movement, every cap (the
    minimum wins when applied), the union of stops and LOS blocking (rules/000 §22)."""
    caps_in: list[Cap] = []
    caps_t: list[Cap] = []
    for t in types:
        for c in t.caps:
            cap = Cap(c.combat, c.max, _arm_flag(c.arm), c.attacker_off_hill)
            (caps_in if c.where == "in_hex" else caps_t).append(cap)
    movement = max(
        (MOVE_IMPASSABLE if t.movement == "impassable" else MOVE_STOP if t.movement == "stop" else MOVE_NONE)
        for t in types
    )
    return HexTerrain(
        names=tuple(t.id for t in types),
        movement=movement,
        battle_on_entry=all(t.battle_on_entry for t in types),
        blocks_los=any(t.blocks_los and not t.hill for t in types),
        hill_level=hill_level,
        no_battle=any(t.no_battle for t in types),
        flag_ignore=max((t.flag_ignore for t in types), default=0),
        no_inspire=any(t.no_inspire for t in types),
        camp_owner=camp_owner,
        caps_in=tuple(caps_in),
        caps_target=tuple(caps_t),
    )


def compile_ruleset(scenario: Scenario, library: ContentLibrary) -> Ruleset:
    """Compile ``scenario`` with the tables it names, resolved from ``library``.

    Raises :class:`SetupError` with a message naming the scenario field when it cannot be played.
    """
    lib = library
    sc = scenario
    bs = sc.board
    fld = battlefield(bs.width, bs.rows, bs.long_row_parity, (float(bs.section_lines[0]), float(bs.section_lines[1])))
    ttab: TerrainTable = _table(lib, "samurai_battles/terrain_table", sc.tables.terrain, "terrain-table")
    utab: UnitTable = _table(lib, "samurai_battles/unit_table", sc.tables.units, "unit-table")
    cdeck: CommandDeck = _table(lib, "samurai_battles/command_deck", sc.tables.command_deck, "command-deck")
    ddeck: DragonDeck = _table(lib, "samurai_battles/dragon_deck", sc.tables.dragon_deck, "dragon-deck")
    special = frozenset(sc.special_rules)
    unknown = special - {"baseline_movement", "shallows"}
    if unknown:
        raise SetupError(Message("sb-setup-special-rules", scenario=sc.id, rules=tuple(sorted(unknown))))
    if len(sc.armies) != 2:
        raise SetupError(Message("sb-setup-two-armies", scenario=sc.id, count=len(sc.armies)))
    army_ids = (sc.armies[0].id, sc.armies[1].id)
    edges = (sc.armies[0].edge, sc.armies[1].edge)
    if set(edges) != {TOP, BOTTOM}:
        raise SetupError(Message("sb-setup-edges", scenario=sc.id))
    if sc.first_player not in army_ids:
        raise SetupError(Message("sb-setup-first-player", scenario=sc.id, army=sc.first_player))

    ttypes = ttab.by_id()
    if "plain" not in ttypes:
        raise SetupError(Message("sb-setup-no-plain", table=ttab.id, plain="plain"))
    hill_type = next((t for t in ttab.terrain if t.hill), None)

    def resolve(tid: str) -> TerrainType:
        t = ttypes.get(tid)
        if t is None:
            raise SetupError(Message("sb-setup-terrain-unknown", scenario=sc.id, terrain=tid, table=ttab.id))
        if "shallows" in special and t.shallows_as is not None:
            return ttypes[t.shallows_as]
        return t

    n = len(fld.hexes)
    layers: dict[int, tuple[str, int, int]] = {}
    # printed river and ford hexes of the board tiles come first; the scenario's list overrides them
    if bs.tiles:
        tiles = lib.get("samurai_battles/board_tiles", sc.tables.tiles)
        if isinstance(tiles, BoardTiles):
            for tp in bs.tiles:
                side = tiles.side(tp.side)
                if side is None:
                    continue
                ro = tiles.slot_row_offsets[tp.slot[1]] if tp.slot[1] < len(tiles.slot_row_offsets) else 0
                do = tiles.slot_dx_offsets[tp.slot[0]] if tp.slot[0] < len(tiles.slot_dx_offsets) else 0
                for tid, labs in (("river", side.river), ("ford", side.ford)):
                    for lab in labs:
                        r, dx = tiles.printed_offset(lab, tp.rotated)
                        i = fld.index.get(f"{r + ro},{dx + do}")
                        if i is not None:
                            layers[i] = (tid, 0, -1)
    for tpl in sc.terrain:
        try:
            i = fld.parse(tpl.hex)
        except ValueError as exc:
            raise SetupError(Message("sb-setup-at", scenario=sc.id, field="terrain", why=said_of(exc))) from None
        owner = army_ids.index(tpl.owner) if tpl.owner in army_ids else -1
        layers[i] = (tpl.type, tpl.hill, owner)
    terrain = [PLAIN] * n
    after_camp: dict[int, HexTerrain] = {}
    for i, (tid, hill, owner) in layers.items():
        base = resolve(tid)
        level = hill
        types: list[TerrainType] = []
        if base.hill:
            level = max(1, hill)
        elif base.id != "plain":
            types.append(base)
        if level > 0 and hill_type is not None:
            types.append(hill_type)
        if not types:
            types = [ttypes["plain"]]
        terrain[i] = combine_terrain(types, level, owner if base.camp else -1)
        if base.camp:
            rest = [t for t in types if not t.camp] or [ttypes["plain"]]
            after_camp[i] = combine_terrain(rest, level, -1)
    static_block = fld.edge_half_mask
    for i, t in enumerate(terrain):
        if t.blocks_los:
            static_block |= 1 << i

    faces_code = tuple(FACE_CODE[f] for f in utab.dice_faces)
    rank_code = {"circle": CIRCLE, "triangle": TRIANGLE, "square": SQUARE}
    utypes: dict[str, UType] = {}
    for u in utab.units:
        rg = None
        if u.ranged is not None:
            w = u.ranged
            rg = Ranged(
                w.weapon, w.min_range, w.max_range, dict(w.dice_by_range), w.moved_dice, w.swords_hit, w.honor_tokens
            )
        utypes[u.code] = UType(
            code=u.code,
            name=u.names.en,
            horse=u.arm == "horse",
            rank=rank_code[u.rank],
            figures=u.figures,
            move=u.move,
            battle_max_move=u.battle_max_move,
            melee_dice=u.melee_dice,
            ranged=rg,
            retreat_honor=u.retreat_honor,
            innate_flag_ignore=u.innate_flag_ignore,
            bonus_always=u.bonus_melee == "always",
            general=u.general,
            said=Name.content(u.names.model_dump(), term="sb-unit-" + u.code.lower()),
        )
    lkinds = {
        lk.id: LKind(
            lk.id,
            lk.names.en,
            lk.move,
            lk.rules_as == "horse",
            "foot" in lk.may_lead,
            "horse" in lk.may_lead,
            lk.inspire_radius,
            lk.status,
            Name.content(lk.names.model_dump(), term="sb-leader-" + lk.id),
        )
        for lk in utab.leaders
    }
    sword_rules = tuple(
        SwordRule(
            _arm_flag(r.defender.arm),
            None if r.defender.rank is None else rank_code[r.defender.rank],
            _arm_flag(r.attacker.arm),
            None if r.attacker.rank is None else rank_code[r.attacker.rank],
            r.ignore,
        )
        for r in utab.sword_ignore
    )
    for ai, army in enumerate(sc.armies):
        for ui, up in enumerate(army.units):
            if up.type not in utypes:
                raise SetupError(
                    Message(
                        "sb-setup-at",
                        scenario=sc.id,
                        field=f"armies.{ai}.units.{ui}",
                        why=Message("sb-setup-unit-type", type=up.type, table=utab.id),
                    )
                )
            if up.hex not in fld.index:
                raise SetupError(_off_field(sc.id, f"armies.{ai}.units.{ui}", up.hex))
        for li, lp in enumerate(army.leaders):
            if lp.kind not in lkinds:
                raise SetupError(
                    Message(
                        "sb-setup-at",
                        scenario=sc.id,
                        field=f"armies.{ai}.leaders.{li}",
                        why=Message("sb-setup-leader-kind", kind=lp.kind, table=utab.id),
                    )
                )
            if lp.hex not in fld.index:
                raise SetupError(_off_field(sc.id, f"armies.{ai}.leaders.{li}", lp.hex))
    ccards = {c.id: c for c in cdeck.cards}
    cdeck_list = deck_list(cdeck, sc.decks.command)
    dcards = {c.id: c for c in ddeck.cards}
    ddeck_list = deck_list(ddeck, sc.decks.dragon)
    objectives = []
    for ob in sc.victory.objectives:
        mask = 0
        for lab in ob.hexes:
            try:
                mask |= 1 << fld.parse(lab)
            except ValueError as exc:
                raise SetupError(
                    Message("sb-setup-objective", scenario=sc.id, objective=ob.id, why=said_of(exc))
                ) from None
        objectives.append((ob.id, mask, ob.banners, army_ids.index(ob.army) if ob.army in army_ids else -1))
    h = utab.honor
    return Ruleset(
        scenario=sc,
        field=fld,
        options=sc.rules,
        special=special,
        terrain=terrain,
        after_camp=after_camp,
        static_block_mask=static_block,
        unit_types=utypes,
        leader_kinds=lkinds,
        sword_rules=sword_rules,
        command_cards=ccards,
        command_deck=cdeck_list,
        dragon_cards=dcards,
        dragon_deck=ddeck_list,
        honor_pool=h.pool,
        leader_retreat_extra=h.leader_retreat_extra_per_hex,
        lone_leader_retreat_cost=h.lone_leader_retreat,
        inspire_cost=h.inspire_cost,
        seppuku_gain=h.seppuku_gain,
        end_take_honor=h.end_of_turn_take,
        dragon_trade=h.dragon_trade,
        dishonor_dice=h.dishonor_dice,
        flag_ignore_cap=utab.flag_ignore_cap,
        support_neighbours=utab.support_neighbours,
        faces=faces_code,
        edges=(edges[0], edges[1]),
        army_ids=army_ids,
        first_player=army_ids.index(sc.first_player),
        objectives=objectives,
    )
