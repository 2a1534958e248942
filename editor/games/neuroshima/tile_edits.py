"""Edits of one tile's data, as pure functions: each takes a :class:`TileDef` and returns a new one
(the old one is never changed, so an undo command can keep it and put it back exactly).

What a side of a tile may hold is the engine's model (``engine.games.neuroshima.models.army``):
attacks (melee, ranged or Gauss, each with a strength), armor, a net and a module connection
("link"). Whether an edited tile is *right* is never decided here: the tile editor asks the
engine's army check (:mod:`.tile_commands`).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from editor.i18n import QT_TR_NOOP, tr
from engine.games.neuroshima.models.army import (
    EFFECT_TARGETS,
    Ability,
    Army,
    Attack,
    AttackType,
    EffectKind,
    EffectTarget,
    InstantEffect,
    ModuleEffect,
    TileDef,
    TileKind,
)

#: side 0 is the tile's front, then clockwise (``models/army.py``)
SIDE_NAMES = (
    QT_TR_NOOP("front"),
    QT_TR_NOOP("front-right"),
    QT_TR_NOOP("back-right"),
    QT_TR_NOOP("back"),
    QT_TR_NOOP("back-left"),
    QT_TR_NOOP("front-left"),
)


class SideMark(StrEnum):
    """What can stand on a side of a tile: one per kind of icon the engine reads."""

    MELEE = "melee"
    RANGED = "ranged"
    GAUSS = "gauss"
    ARMOR = "armor"
    NET = "net"
    LINK = "link"  # a module's (or HQ's) connection: its effect reaches the tile on that side

    @property
    def attack_type(self) -> AttackType | None:
        return {
            SideMark.MELEE: AttackType.MELEE,
            SideMark.RANGED: AttackType.RANGED,
            SideMark.GAUSS: AttackType.GAUSS,
        }.get(self)

    @property
    def has_strength(self) -> bool:
        """Melee and ranged attacks have a strength; Gauss always deals 1 to each tile on its line."""
        return self in (SideMark.MELEE, SideMark.RANGED)


#: the tile's list field behind each mark that is not an attack
_SIDE_LISTS = {SideMark.ARMOR: "armor_sides", SideMark.NET: "net_sides", SideMark.LINK: "module_sides"}

MARK_LABELS = {
    SideMark.MELEE: QT_TR_NOOP("Melee"),
    SideMark.RANGED: QT_TR_NOOP("Ranged"),
    SideMark.GAUSS: QT_TR_NOOP("Gauss"),
    SideMark.ARMOR: QT_TR_NOOP("Armor"),
    SideMark.NET: QT_TR_NOOP("Net"),
    SideMark.LINK: QT_TR_NOOP("Module link"),
}


def side_strength(tile: TileDef, side: int, mark: SideMark) -> int:
    """The strength of ``mark`` on ``side`` (1 for armor, a net, a link or Gauss when present), 0 when absent."""
    kind = mark.attack_type
    if kind is not None:
        return max((a.strength for a in tile.attacks if a.side == side and a.type is kind), default=0)
    return 1 if side in getattr(tile, _SIDE_LISTS[mark]) else 0


def with_side(tile: TileDef, side: int, mark: SideMark, strength: int) -> TileDef:
    """``tile`` with ``mark`` on ``side`` at ``strength`` (0 takes it off). A side holds at most one
    attack of each type; lists stay sorted so the file reads the same however it was edited."""
    data = tile.model_dump()
    kind = mark.attack_type
    if kind is not None:
        attacks = [a for a in tile.attacks if not (a.side == side and a.type is kind)]
        if strength > 0:
            attacks.append(Attack(side=side, type=kind, strength=1 if kind is AttackType.GAUSS else strength))
        attacks.sort(key=lambda a: (a.side, list(AttackType).index(a.type)))
        data["attacks"] = [a.model_dump() for a in attacks]
    else:
        name = _SIDE_LISTS[mark]
        sides = set(getattr(tile, name))
        if strength > 0:
            sides.add(side)
        else:
            sides.discard(side)
        data[name] = sorted(sides)
    return TileDef.model_validate(data)


def toggled(tile: TileDef, side: int, mark: SideMark, strength: int = 1) -> TileDef:
    """A click on ``side`` with ``mark``: puts it there at ``strength``, or takes it off when the side
    already holds exactly that (a melee 2 clicked with strength 3 becomes melee 3)."""
    current = side_strength(tile, side, mark)
    wanted = strength if mark.has_strength else 1
    return with_side(tile, side, mark, 0 if current == wanted else wanted)


def cleared_side(tile: TileDef, side: int) -> TileDef:
    """``tile`` with nothing on ``side``."""
    out = tile
    for mark in SideMark:
        out = with_side(out, side, mark, 0)
    return out


def side_description(tile: TileDef, side: int) -> str:
    """What stands on ``side``, in words of the interface's language ("melee 2, armor"), or "nothing"."""
    parts = []
    for mark in SideMark:
        n = side_strength(tile, side, mark)
        if n:
            label = tr(MARK_LABELS[mark]).lower()
            parts.append(f"{label} {n}" if mark.has_strength else label)
    return ", ".join(parts) or tr("nothing")


def with_fields(tile: TileDef, **fields: object) -> TileDef:
    """``tile`` with some fields replaced, validated by the model (raises ``ValidationError``)."""
    return TileDef.model_validate({**tile.model_dump(), **fields})


def with_kind(tile: TileDef, kind: TileKind) -> TileDef:
    """``tile`` turned into ``kind``. An instant is never placed, so it has no hit points, initiative
    or sides but names its effect; a board tile has hit points and no instant effect (the army
    check's ``tile-instant`` and ``tile-hp`` rules): crossing that line changes those fields together."""
    if kind is tile.kind:
        return tile
    if kind is TileKind.INSTANT:
        return with_fields(
            tile,
            kind=kind,
            hp=None,
            initiative=[],
            attacks=[],
            armor_sides=[],
            net_sides=[],
            module_sides=[],
            module_effects=[],
            mobility=False,
            abilities=[],
            instant=tile.instant or InstantEffect.BATTLE,
        )
    if tile.kind is TileKind.INSTANT:
        return with_fields(tile, kind=kind, hp=1, instant=None)
    return with_fields(tile, kind=kind)


def parse_initiative(text: str) -> list[int]:
    """Initiative values typed as "3, 2" (empty: none). Raises ``ValueError`` naming a bad entry."""
    values = []
    for part in text.replace(";", ",").replace("/", ",").split(","):
        part = part.strip()
        if not part:
            continue
        if not part.isdigit():
            raise ValueError(f"initiative: {part!r} is not a whole number")
        values.append(int(part))
    return values


def initiative_text(values: Iterable[int]) -> str:
    return ", ".join(str(v) for v in values)


def with_ability(tile: TileDef, ability: Ability, on: bool) -> TileDef:
    abilities = [a for a in Ability if (a in tile.abilities and a is not ability) or (a is ability and on)]
    return with_fields(tile, abilities=abilities)


def effect_targets(effect: EffectKind) -> tuple[EffectTarget, ...]:
    """The targets the engine accepts for ``effect``, its default first (``EFFECT_TARGETS``)."""
    return EFFECT_TARGETS[effect]


def with_effect(tile: TileDef, index: int, effect: ModuleEffect | None) -> TileDef:
    """``tile`` with module effect ``index`` replaced (``None`` removes it; ``index`` past the end adds)."""
    effects = list(tile.module_effects)
    if effect is None:
        del effects[index]
    elif index >= len(effects):
        effects.append(effect)
    else:
        effects[index] = effect
    return with_fields(tile, module_effects=[e.model_dump() for e in effects])


def fitted_effect(effect: EffectKind, amount: int, target: EffectTarget | None) -> ModuleEffect:
    """A module effect, its target dropped when the effect does not accept it (a new effect keeps
    the engine's default target rather than one chosen for the effect it replaced)."""
    if target is not None and target not in EFFECT_TARGETS[effect]:
        target = None
    return ModuleEffect(effect=effect, amount=amount, target=target)


def unique_tile_id(army: Army, base: str) -> str:
    """``base`` (namespaced by the army, as the army check asks) made unique in ``army``."""
    if not base.startswith(army.id + "_"):
        base = f"{army.id}_{base}"
    taken = {t.id for t in army.tiles}
    candidate, n = base, 2
    while candidate in taken:
        candidate, n = f"{base}_{n}", n + 1
    return candidate


def new_tile(army: Army) -> TileDef:
    """A fresh unit for ``army``: one copy, one hit point, initiative 1, nothing on its sides."""
    return TileDef(
        id=unique_tile_id(army, "new_tile"),
        name_en="New tile",  # i18n: not shown (the content's English name field)
        count=1,
        kind=TileKind.UNIT,
        initiative=[1],
        hp=1,
    )


def duplicate_of(army: Army, tile: TileDef) -> TileDef:
    """A copy of ``tile`` under a new id (its name says it is a copy until the designer renames it)."""
    return with_fields(tile, id=unique_tile_id(army, tile.id + "_copy"), name_en=f"{tile.name_en} (copy)")
