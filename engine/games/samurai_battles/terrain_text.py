"""A terrain type's effects in words, from its data (rules/000 §22): what the hover tooltip on a
hex, the scenario sheet or the command line says about it."""

from __future__ import annotations

from engine.games.samurai_battles.tables import DiceCap, TerrainType

_MOVEMENT = {
    "stop": "a unit entering it must stop",
    "impassable": "impassable",
}
_COMBAT = {"melee": "in melee", "ranged": "when firing", "any": "in any battle"}


def cap_text(cap: DiceCap) -> str:
    """One dice cap as a sentence ("a unit in the hex rolls at most 2 dice in melee")."""
    who = f"a {cap.arm} unit" if cap.arm else "a unit"
    dice = f"at most {cap.max} {'die' if cap.max == 1 else 'dice'}"
    combat = _COMBAT[cap.combat]
    if cap.where == "in_hex":
        text = f"{who} in the hex rolls {dice} {combat}"
    else:
        text = f"{who} attacking a unit in the hex rolls {dice} {combat}"
    if cap.attacker_off_hill:
        text += " unless it stands on a hill"
    return text


def terrain_effects(t: TerrainType) -> list[str]:
    """Every effect the terrain type's data gives it, one phrase each (empty for open ground)."""
    out: list[str] = []
    if t.movement in _MOVEMENT:
        out.append(_MOVEMENT[t.movement])
    if not t.battle_on_entry:
        out.append("a unit that enters it cannot battle that turn")
    if t.no_battle:
        out.append("no battle takes place on it")
    if t.blocks_los:
        out.append("blocks line of sight" + (" (except between hills of the same height)" if t.hill else ""))
    if t.flag_ignore:
        out.append(f"a unit in it may ignore {t.flag_ignore} flag{'s' if t.flag_ignore > 1 else ''}")
    if t.no_inspire:
        out.append("a leader cannot inspire a unit in it")
    if t.camp:
        out.append("a general's camp: captured for banners when emptied")
    out += [cap_text(c) for c in t.caps]
    return out


def terrain_description(t: TerrainType, hill: int = 0) -> str:
    """The terrain's name and its effects, as a hex's tooltip shows them."""
    effects = terrain_effects(t)
    name = t.names.en
    if hill and not t.hill:
        name += f" on a level-{hill} hill"
    return name + (": " + "; ".join(effects) if effects else ": open ground, no effect")
