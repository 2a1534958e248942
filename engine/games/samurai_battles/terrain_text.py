"""A terrain type's effects in words, from its data (rules/000 §22): what the hover tooltip on a
hex, the scenario sheet or the command line says about it, as messages read in the reader's
language."""

from __future__ import annotations

from engine.core.message import Message, Name
from engine.games.samurai_battles.tables import DiceCap, TerrainType


def cap_text(cap: DiceCap) -> Message:
    """One dice cap as a sentence ("a unit in the hex rolls at most 2 dice in melee")."""
    return Message(
        "sb-terrain-cap-in" if cap.where == "in_hex" else "sb-terrain-cap-target",
        arm=cap.arm or "any",
        count=cap.max,
        combat=cap.combat,
        hill="unless" if cap.attacker_off_hill else "always",
    )


def terrain_effects(t: TerrainType) -> list[Message]:
    """Every effect the terrain type's data gives it, one phrase each (empty for open ground)."""
    out: list[Message] = []
    if t.movement in ("stop", "impassable"):
        out.append(Message("sb-terrain-" + t.movement))
    if not t.battle_on_entry:
        out.append(Message("sb-terrain-no-battle-on-entry"))
    if t.no_battle:
        out.append(Message("sb-terrain-no-battle"))
    if t.blocks_los:
        out.append(Message("sb-terrain-blocks-los-hill" if t.hill else "sb-terrain-blocks-los"))
    if t.flag_ignore:
        out.append(Message("sb-terrain-flag-ignore", count=t.flag_ignore))
    if t.no_inspire:
        out.append(Message("sb-terrain-no-inspire"))
    if t.camp:
        out.append(Message("sb-terrain-camp"))
    out += [cap_text(c) for c in t.caps]
    return out


def terrain_description(t: TerrainType, hill: int = 0) -> Message:
    """The terrain's name and its effects, as a hex's tooltip shows them."""
    name = Name.content(t.names.model_dump())
    effects = tuple(terrain_effects(t))
    on_hill = hill and not t.hill
    if not effects:
        return Message("sb-terrain-open-on-hill" if on_hill else "sb-terrain-open", name=name, hill=hill)
    return Message(
        "sb-terrain-effects-on-hill" if on_hill else "sb-terrain-effects", name=name, hill=hill, effects=effects
    )
