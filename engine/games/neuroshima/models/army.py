"""The ``neuroshima/army`` content kind: an army of 35 tiles with per-side icon data.

Sides are numbered 0..5 clockwise from the tile's front (0 front, 1 front-right, 2 back-right,
3 back, 4 back-left, 5 front-left). A placed tile with rotation ``rot`` points side ``s`` at the
world direction ``(s + rot) mod 6`` (N, NE, SE, S, SW, NW), so rotation 0 faces north.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from enum import StrEnum
from typing import Annotated, Literal

from pydantic import Field

from engine.content.base import CheckContext, ContentModel, LongText, Model, ShortText, register_kind
from engine.content.issues import Issue, error, warning
from engine.core.message import Message

Side = Annotated[int, Field(ge=0, le=5)]
#: tile and army ids: lowercase letters, digits and '_' (tile ids are written in action notation)
TILE_ID_PATTERN = r"^[a-z0-9_]{1,64}$"

#: NH rules: an army is 35 tiles, one of them the HQ (rules/002 §1.4, L812–L813).
ARMY_SIZE = 35


class TileKind(StrEnum):
    HQ = "hq"
    UNIT = "unit"
    MODULE = "module"
    INSTANT = "instant"


class AttackType(StrEnum):
    MELEE = "melee"  # the adjacent hex on that side only
    RANGED = "ranged"  # the first enemy tile on the line
    GAUSS = "gauss"  # every enemy tile on the line, 1 damage each, no strength bonuses


class EffectKind(StrEnum):
    MELEE_PLUS = "melee_plus"
    RANGED_PLUS = "ranged_plus"
    INITIATIVE_PLUS = "initiative_plus"
    INITIATIVE_MINUS = "initiative_minus"  # Saboteur: connected enemies
    MEDIC = "medic"
    EXTRA_ATTACK = "extra_attack"  # Mother Module, Outpost HQ
    CONVERT_ATTACK_TYPE = "convert_attack_type"  # Quartermaster
    EXTRA_MOVE = "extra_move"  # Transport
    MOVE_DISTANCE_2 = "move_distance_2"  # Recon Centre (global)
    HIJACK_MODULE = "hijack_module"  # Scoper


class EffectTarget(StrEnum):
    FRIENDLY = "friendly"  # own and allied battle tiles on the connected sides
    FRIENDLY_UNITS = "friendly_units"  # units only (Moloch Officer)
    ENEMY = "enemy"  # enemy battle tiles on the connected sides (Saboteur)
    ENEMY_MODULE = "enemy_module"  # an enemy module on a connected side (Scoper)
    ALL_FRIENDLY_GLOBAL = "all_friendly_global"  # every friendly tile, no connection needed (Recon Centre)


#: Which targets each effect accepts; the first is the default.
EFFECT_TARGETS: dict[EffectKind, tuple[EffectTarget, ...]] = {
    EffectKind.MELEE_PLUS: (EffectTarget.FRIENDLY, EffectTarget.FRIENDLY_UNITS),
    EffectKind.RANGED_PLUS: (EffectTarget.FRIENDLY, EffectTarget.FRIENDLY_UNITS),
    EffectKind.INITIATIVE_PLUS: (EffectTarget.FRIENDLY, EffectTarget.FRIENDLY_UNITS),
    EffectKind.INITIATIVE_MINUS: (EffectTarget.ENEMY,),
    EffectKind.MEDIC: (EffectTarget.FRIENDLY,),
    EffectKind.EXTRA_ATTACK: (EffectTarget.FRIENDLY, EffectTarget.FRIENDLY_UNITS),
    EffectKind.CONVERT_ATTACK_TYPE: (EffectTarget.FRIENDLY,),
    EffectKind.EXTRA_MOVE: (EffectTarget.FRIENDLY,),
    EffectKind.MOVE_DISTANCE_2: (EffectTarget.ALL_FRIENDLY_GLOBAL,),
    EffectKind.HIJACK_MODULE: (EffectTarget.ENEMY_MODULE,),
}


class Ability(StrEnum):
    """Named special abilities the engine implements beyond icons and module effects."""

    EXPLODE = "explode"  # Clown: instead of attacking, 1 damage to every adjacent tile
    NO_STRENGTH_BONUS = "no_strength_bonus"  # Gauss Cannon: strength bonuses never apply


class InstantEffect(StrEnum):
    BATTLE = "battle"
    MOVE = "move"
    PUSH = "push"
    SNIPER = "sniper"
    AIR_STRIKE = "air_strike"
    GRENADE = "grenade"


class Confidence(StrEnum):
    HIGH = "high"
    MEDIUM = "medium"
    LOW = "low"


class Attack(Model):
    side: Side
    type: AttackType
    strength: int = Field(ge=1, le=9)


class ModuleEffect(Model):
    effect: EffectKind
    amount: int = Field(default=1, ge=1, le=9)
    target: EffectTarget | None = None  # None: the effect's default target

    def resolved_target(self) -> EffectTarget:
        return self.target if self.target is not None else EFFECT_TARGETS[self.effect][0]


class TileDef(Model):
    """One tile type of an army, with the icon data printed on it."""

    id: str = Field(pattern=TILE_ID_PATTERN)
    name_en: ShortText
    name_ru: ShortText = ""
    count: int = Field(ge=1, le=35)
    kind: TileKind
    #: printed initiative values, highest first; empty = no initiative (acts all the time or never)
    initiative: list[Annotated[int, Field(ge=0, le=9)]] = Field(default_factory=list, max_length=10)
    #: total hit points (1 + toughness icons); ``None`` for instants. HQ hit points come from the game mode.
    hp: int | None = Field(default=None, ge=1, le=99)
    attacks: list[Attack] = Field(default_factory=list, max_length=18)
    armor_sides: list[Side] = Field(default_factory=list, max_length=6)
    net_sides: list[Side] = Field(default_factory=list, max_length=6)
    module_sides: list[Side] = Field(default_factory=list, max_length=6)
    module_effects: list[ModuleEffect] = Field(default_factory=list, max_length=10)
    mobility: bool = False
    abilities: list[Ability] = Field(default_factory=list, max_length=len(Ability))
    instant: InstantEffect | None = None
    #: the printed ability in words, in English and in Russian (content, as the names are)
    text: LongText = ""
    text_ru: LongText = ""
    confidence: Confidence = Confidence.HIGH
    sources: list[LongText] = Field(default_factory=list, max_length=50)
    #: conflicts between sources and other remarks the editor shows next to the tile
    notes: LongText = ""

    @property
    def is_board_tile(self) -> bool:
        return self.kind is not TileKind.INSTANT


class Army(ContentModel):
    """A 35-tile army: tile definitions with counts, exactly one HQ."""

    kind: Literal["neuroshima/army"] = "neuroshima/army"
    GAME = "neuroshima"
    DESCRIPTION = "Neuroshima Hex army: 35 tiles with per-side attacks, armor, nets and modules"

    id: str = Field(pattern=TILE_ID_PATTERN)
    name_en: ShortText
    name_ru: ShortText = ""
    #: rules/002 §2.7: Borgo 1 (easiest), Moloch 2, Hegemony 3, Outpost 4
    difficulty: int | None = Field(default=None, ge=1, le=9)
    hq_ability: LongText = ""
    #: NH rules: Moloch in team play damages, nets and pushes its allies (rules/002 §2.8, L1683–L1690)
    hostile_to_allies: bool = False
    #: NH rules: the bad-draw redraw is open to every base army (rules/002 §2.4, L875–L882)
    bad_draw_allowed: bool = True
    notes: LongText = ""
    tiles: list[TileDef] = Field(default_factory=list, max_length=ARMY_SIZE)

    def tile(self, tile_id: str) -> TileDef | None:
        for t in self.tiles:
            if t.id == tile_id:
                return t
        return None

    def hq(self) -> TileDef | None:
        for t in self.tiles:
            if t.kind is TileKind.HQ:
                return t
        return None

    def total_tiles(self) -> int:
        return sum(t.count for t in self.tiles)

    @classmethod
    def new_document(cls) -> Army:
        return cls(
            id="new_army",
            name_en="New army",
            tiles=[
                TileDef(
                    id="new_army_hq",
                    name_en="HQ",
                    count=1,
                    kind=TileKind.HQ,
                    initiative=[0],
                    hp=20,
                    attacks=[Attack(side=s, type=AttackType.MELEE, strength=1) for s in range(6)],
                    module_sides=list(range(6)),
                )
            ],
        )

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        yield from _check_army(self)


def _dupes(values: list[int]) -> list[int]:
    return sorted(v for v, n in Counter(values).items() if n > 1)


def _check_army(army: Army) -> Iterable[Issue]:
    total = army.total_tiles()
    if total != ARMY_SIZE:
        yield error("army-size", Message("nh-check-army-size", total=total, size=ARMY_SIZE), "tiles")
    hqs = [i for i, t in enumerate(army.tiles) if t.kind is TileKind.HQ]
    if len(hqs) != 1:
        yield error("army-hq", Message("nh-check-army-hqs", count=len(hqs)), "tiles")
    for i in hqs:
        if army.tiles[i].count != 1:
            yield error("army-hq", Message("nh-check-hq-copies"), "tiles", i, "count")
    seen: dict[str, int] = {}
    for i, t in enumerate(army.tiles):
        if t.id in seen:
            yield error("tile-id", Message("nh-check-tile-id-twice", tile=t.id, other=seen[t.id] + 1), "tiles", i, "id")
        seen[t.id] = i
        if not t.id.startswith(army.id + "_"):
            yield warning(
                "tile-id",
                Message("nh-check-tile-id-prefix", tile=t.id, army=army.id),
                "tiles",
                i,
                "id",
            )
        yield from _check_tile(t, i)


def _check_tile(t: TileDef, i: int) -> Iterable[Issue]:
    path = ("tiles", i)
    for name in ("armor_sides", "net_sides", "module_sides"):
        d = _dupes(list(getattr(t, name)))
        if d:
            yield error("tile-sides", Message("nh-check-sides-twice", field=name, sides=str(d)), *path, name)
    if t.initiative != sorted(t.initiative, reverse=True) or _dupes(list(t.initiative)):
        yield error("tile-initiative", Message("nh-check-initiative-order"), *path, "initiative")
    if t.kind is TileKind.INSTANT:
        if t.instant is None:
            yield error("tile-instant", Message("nh-check-instant-no-effect"), *path, "instant")
        if t.hp is not None or t.attacks or t.initiative or t.armor_sides or t.net_sides or t.module_sides:
            yield error("tile-instant", Message("nh-check-instant-fields"), *path)
        return
    if t.instant is not None:
        yield error("tile-instant", Message("nh-check-instant-only"), *path, "instant")
    if t.hp is None:
        yield error("tile-hp", Message("nh-check-tile-hp"), *path, "hp")
    if t.attacks and not t.initiative:
        yield warning("tile-initiative", Message("nh-check-attacks-no-initiative"), *path, "initiative")
    if t.kind is TileKind.HQ:
        if sorted(t.module_sides) != list(range(6)) and t.module_effects:
            yield warning(
                "hq-aura",
                Message("nh-check-hq-aura"),
                *path,
                "module_sides",
            )
        if t.initiative != [0]:
            yield warning("hq-initiative", Message("nh-check-hq-initiative"), *path, "initiative")
    if t.kind is TileKind.MODULE and t.attacks:
        yield warning("module-attacks", Message("nh-check-module-attacks"), *path, "attacks")
    for j, e in enumerate(t.module_effects):
        allowed = EFFECT_TARGETS[e.effect]
        if e.resolved_target() not in allowed:
            names = ", ".join(a.value for a in allowed)
            said = Message("nh-check-effect-target", effect=e.effect.value, targets=names)
            yield error("effect-target", said, *path, "module_effects", j, "target")
        needs_sides = e.resolved_target() is not EffectTarget.ALL_FRIENDLY_GLOBAL
        if needs_sides and not t.module_sides:
            yield warning(
                "effect-sides",
                Message("nh-check-effect-no-sides", effect=e.effect.value),
                *path,
                "module_sides",
            )
    if t.module_sides and not t.module_effects:
        yield warning("effect-sides", Message("nh-check-sides-no-effect"), *path, "module_effects")
    if Ability.EXPLODE in t.abilities and not t.initiative:
        yield error("ability", Message("nh-check-explode-initiative"), *path)


register_kind(Army)
