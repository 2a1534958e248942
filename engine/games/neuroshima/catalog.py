"""Tile types compiled from army content into plain tuples with integer codes.

The battle and the turn rules never touch pydantic: every tile type is a :class:`TileType`
with its data per rotation precomputed in world directions (:class:`Facing`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import WarbenchError
from engine.core.message import Message
from engine.games.neuroshima.models.army import (
    Ability,
    Army,
    AttackType,
    EffectKind,
    EffectTarget,
    TileDef,
    TileKind,
)

# tile kinds
HQ, UNIT, MODULE, INSTANT = 0, 1, 2, 3
KIND_NAMES = ("hq", "unit", "module", "instant")
_KIND_CODE = {TileKind.HQ: HQ, TileKind.UNIT: UNIT, TileKind.MODULE: MODULE, TileKind.INSTANT: INSTANT}

# attack types
MELEE, RANGED, GAUSS = 0, 1, 2
ATTACK_NAMES = ("melee", "ranged", "gauss")
_ATTACK_CODE = {AttackType.MELEE: MELEE, AttackType.RANGED: RANGED, AttackType.GAUSS: GAUSS}

# ``Catalog.acts`` bits: the acting tile is an HQ (never harms an HQ), may explode (Clown), takes no
# strength bonuses (Gauss Cannon)
ACT_HQ, ACT_EXPLODE, ACT_NO_BONUS = 1, 2, 4

# bonus stats
STAT_MELEE, STAT_RANGED, STAT_INIT, STAT_EXTRA = 0, 1, 2, 3
STAT_NAMES = ("melee", "ranged", "initiative", "extra attack")
_STAT_CODE = {
    EffectKind.MELEE_PLUS: STAT_MELEE,
    EffectKind.RANGED_PLUS: STAT_RANGED,
    EffectKind.INITIATIVE_PLUS: STAT_INIT,
}


class DuplicateTileIdError(WarbenchError, ValueError):
    """Two armies of one game hold a tile of the same id (validation reports it first)."""


@dataclass(frozen=True, slots=True)
class Facing:
    """A tile type at one rotation, in world directions."""

    #: ``(attack type, world direction, strength)``
    attacks: tuple[tuple[int, int, int], ...]
    #: bit ``d`` is set when the side facing world direction ``d`` is armored
    armor: int
    nets: tuple[int, ...]
    links: tuple[int, ...]


@dataclass(frozen=True, eq=False, slots=True)
class TileType:
    code: int
    id: str
    army: str
    name: str
    name_ru: str
    kind: int
    count: int
    hp: int
    initiative: tuple[int, ...]
    mobility: bool
    instant: str | None
    facings: tuple[Facing, ...]
    #: friendly bonuses to connected tiles: ``(stat, amount, units only)``
    bonuses: tuple[tuple[int, int, bool], ...]
    #: initiative taken from connected enemies (Saboteur)
    sabotage: int
    medic: bool
    extra_attack: int
    convert: bool
    transport: bool
    recon: bool
    hijack: bool
    explode: bool
    no_strength_bonus: bool
    #: the smallest number of 60-degree turns that maps the tile onto itself (1, 2, 3 or 6)
    rotation_period: int
    #: gives anything to (or takes from) connected tiles, or works globally (Recon Centre)
    is_source: bool = False
    has_net: bool = False
    #: what a source that is not netted does to each connected tile, read in one step by the analysis:
    #: ``(unit bonus, other bonus, sabotage, gifts)``. The bonuses are ``bonuses`` summed per stat
    #: ``(melee, ranged, initiative)``: what a connected friendly unit gets, and what a connected friendly
    #: HQ or module gets; ``gifts`` is ``(medic, extra_attack, convert, transport)``, or ``None`` when the
    #: tile gives nothing besides stat bonuses
    link_effects: tuple[tuple[int, int, int], tuple[int, int, int], int, tuple[bool, int, bool, bool] | None] = (
        (0, 0, 0),
        (0, 0, 0),
        0,
        None,
    )

    @property
    def is_board_tile(self) -> bool:
        return self.kind != INSTANT

    @property
    def is_hq(self) -> bool:
        return self.kind == HQ


def _facing(t: TileDef, rot: int) -> Facing:
    attacks = tuple((_ATTACK_CODE[a.type], (a.side + rot) % 6, a.strength) for a in t.attacks)
    armor = 0
    for s in t.armor_sides:
        armor |= 1 << ((s + rot) % 6)
    return Facing(
        attacks=tuple(sorted(attacks, key=lambda a: (a[1], a[0]))),
        armor=armor,
        nets=tuple(sorted((s + rot) % 6 for s in t.net_sides)),
        links=tuple(sorted((s + rot) % 6 for s in t.module_sides)),
    )


def _period(facings: tuple[Facing, ...]) -> int:
    for k in (1, 2, 3):
        if facings[k] == facings[0] and 6 % k == 0:
            return k
    return 6


def compile_tile(t: TileDef, army: str, code: int) -> TileType:
    bonuses: list[tuple[int, int, bool]] = []
    sabotage = 0
    medic = convert = transport = recon = hijack = False
    extra = 0
    for e in t.module_effects:
        target = e.resolved_target()
        if e.effect in _STAT_CODE:
            bonuses.append((_STAT_CODE[e.effect], e.amount, target is EffectTarget.FRIENDLY_UNITS))
        elif e.effect is EffectKind.INITIATIVE_MINUS:
            sabotage += e.amount
        elif e.effect is EffectKind.MEDIC:
            medic = True
        elif e.effect is EffectKind.EXTRA_ATTACK:
            extra += e.amount
        elif e.effect is EffectKind.CONVERT_ATTACK_TYPE:
            convert = True
        elif e.effect is EffectKind.EXTRA_MOVE:
            transport = True
        elif e.effect is EffectKind.MOVE_DISTANCE_2:
            recon = True
        elif e.effect is EffectKind.HIJACK_MODULE:
            hijack = True
    board = t.kind is not TileKind.INSTANT
    facings = tuple(_facing(t, r) for r in range(6)) if board else ()
    unit_bonus, other_bonus = [0, 0, 0], [0, 0, 0]
    for stat, amount, units_only in bonuses:
        unit_bonus[stat] += amount
        if not units_only:
            other_bonus[stat] += amount
    gifts = (medic, extra, convert, transport) if medic or extra or convert or transport else None
    return TileType(
        code=code,
        id=t.id,
        army=army,
        name=t.name_en,
        name_ru=t.name_ru,
        kind=_KIND_CODE[t.kind],
        count=t.count,
        hp=t.hp or 0,
        initiative=tuple(t.initiative),
        mobility=t.mobility,
        instant=t.instant.value if t.instant is not None else None,
        facings=facings,
        bonuses=tuple(bonuses),
        sabotage=sabotage,
        medic=medic,
        extra_attack=extra,
        convert=convert,
        transport=transport,
        recon=recon,
        hijack=hijack,
        explode=Ability.EXPLODE in t.abilities,
        no_strength_bonus=Ability.NO_STRENGTH_BONUS in t.abilities,
        rotation_period=_period(facings) if board else 1,
        is_source=bool(bonuses or sabotage or medic or extra or convert or transport or hijack or recon),
        has_net=bool(t.net_sides),
        link_effects=(
            (unit_bonus[0], unit_bonus[1], unit_bonus[2]),
            (other_bonus[0], other_bonus[1], other_bonus[2]),
            sabotage,
            gifts,
        ),
    )


@dataclass(frozen=True, eq=False)
class Catalog:
    """Every tile type of the armies in play, indexed by integer code."""

    types: tuple[TileType, ...]
    by_id: dict[str, int]
    armies: dict[str, Army]
    #: codes of each army's tile types, in army file order
    army_codes: dict[str, tuple[int, ...]]
    hq_code: dict[str, int]
    #: codes of tile types with mobility, and of Transports (quick tests before an analysis)
    mobile_codes: frozenset[int] = frozenset()
    transport_codes: frozenset[int] = frozenset()
    #: codes of tiles that neither net nor act on other tiles: their leaving changes no analysis
    passive_codes: frozenset[int] = frozenset()
    net_codes: frozenset[int] = frozenset()
    hijack_codes: frozenset[int] = frozenset()
    recon_codes: frozenset[int] = frozenset()
    #: codes of tiles that act on connected tiles or globally (``TileType.is_source``)
    source_codes: frozenset[int] = frozenset()
    #: codes of sources that change the initiative of connected tiles (bonus or Saboteur)
    initiative_codes: frozenset[int] = frozenset()
    #: ``kinds[code]``: the tile kind (``types[code].kind`` without the attribute lookups)
    kinds: tuple[int, ...] = ()
    #: ``hp[code]``: the tile type's hit points, and ``acts[code]``: what a battle asks of an acting tile
    #: (``ACT_*`` bits), both read per hit and per actor without the attribute lookups
    hp: tuple[int, ...] = ()
    acts: tuple[int, ...] = ()
    #: placement geometry per (extended board, tile code); see :mod:`engine.games.neuroshima.placement`
    geo_cache: dict[bool, list[Any]] = field(default_factory=dict, repr=False)
    #: shared action objects per extended board: place actions per tile code, and the memo of the
    #: others (see :class:`engine.games.neuroshima.config.PlayConfig`); every game of these armies reuses them
    action_cache: dict[bool, tuple[dict[int, Any], dict[tuple[object, ...], Any]]] = field(
        default_factory=dict, repr=False
    )

    def code(self, tile_id: str) -> int:
        try:
            return self.by_id[tile_id]
        except KeyError:
            raise KeyError(f"unknown tile {tile_id!r}") from None

    def __getitem__(self, code: int) -> TileType:
        return self.types[code]

    def army_deck(self, army: str) -> list[int]:
        """All 34 non-HQ tiles of an army, one code per copy, in army file order."""
        out: list[int] = []
        for c in self.army_codes[army]:
            t = self.types[c]
            if t.kind != HQ:
                out.extend([c] * t.count)
        return out


def compile_catalog(armies: Sequence[Army]) -> Catalog:
    """The catalog of these armies (each army once, in first-seen order)."""
    unique: list[Army] = []
    for a in armies:
        if all(a is not u for u in unique):
            unique.append(a)
    types: list[TileType] = []
    by_id: dict[str, int] = {}
    army_codes: dict[str, tuple[int, ...]] = {}
    hq_code: dict[str, int] = {}
    for a in unique:
        codes = []
        for t in a.tiles:
            if t.id in by_id:
                raise DuplicateTileIdError(Message("nh-duplicate-tile-id", tile=t.id))
            tt = compile_tile(t, a.id, len(types))
            types.append(tt)
            by_id[t.id] = tt.code
            codes.append(tt.code)
            if tt.kind == HQ:
                hq_code[a.id] = tt.code
        army_codes[a.id] = tuple(codes)
    cat = Catalog(
        tuple(types),
        by_id,
        {a.id: a for a in unique},
        army_codes,
        hq_code,
        mobile_codes=frozenset(t.code for t in types if t.mobility),
        transport_codes=frozenset(t.code for t in types if t.transport),
        passive_codes=frozenset(t.code for t in types if not t.is_source and not t.has_net),
        net_codes=frozenset(t.code for t in types if t.has_net),
        hijack_codes=frozenset(t.code for t in types if t.hijack),
        recon_codes=frozenset(t.code for t in types if t.recon),
        source_codes=frozenset(t.code for t in types if t.is_source),
        initiative_codes=frozenset(
            t.code for t in types if t.sabotage > 0 or any(stat == STAT_INIT for stat, _, _ in t.bonuses)
        ),
        kinds=tuple(t.kind for t in types),
        hp=tuple(t.hp for t in types),
        acts=tuple(
            (ACT_HQ if t.kind == HQ else 0)
            | (ACT_EXPLODE if t.explode else 0)
            | (ACT_NO_BONUS if t.no_strength_bonus else 0)
            for t in types
        ),
    )
    return cat
