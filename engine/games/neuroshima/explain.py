"""Explained battles: structured events with readable text, and text views of a position.

Every event has a ``kind`` and JSON-like ``data``; :func:`make_event` writes the one-line text
from the data, so the CLI, the log and the player's explanation panel read the same thing.
Tiles in event data are ``{"tile", "name", "hex", "player"}`` (players count from 1).

Battle event kinds: ``battle_start``, ``phase``, ``netted`` (a tile whose turn it is cannot act),
``attack`` (attacker, target, kind, base strength, each modifier with its source, armor,
damage), ``hq_immune`` (an HQ never harms an HQ), ``explode``, ``medic`` (what a medic
absorbed), ``hq_damage``, ``removed``, ``battle_end``; plus ``choice`` for a player's decision.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from engine.core.game import Event


def tile_text(ref: Mapping[str, Any] | None) -> str:
    if not ref:
        return "nothing"
    return f"{ref['name']} (player {ref['player']}, {ref['hex']})"


def _mods(mods: Iterable[Mapping[str, Any]]) -> str:
    parts = []
    for m in mods:
        sign = "+" if m["amount"] >= 0 else "-"
        src = m.get("source")
        parts.append(f" {sign}{abs(m['amount'])} {m['stat']} from {tile_text(src)}")
    return "".join(parts)


def _attack(d: Mapping[str, Any]) -> str:
    kind = d["kind"]
    what = {"melee": "in melee", "ranged": "with a shot", "gauss": "with the Gauss beam"}.get(kind, kind)
    s = f"{tile_text(d['attacker'])} hits {tile_text(d['target'])} {what}"
    if d.get("extra"):
        s += f" (extra attack from {tile_text(d['extra_from'])})" if d.get("extra_from") else " (extra attack)"
    if d.get("converted"):
        s += " (converted by the Quartermaster)"
    s += f": strength {d['base']}{_mods(d.get('modifiers', ()))}"
    if d.get("modifiers"):
        s += f" = {d['strength']}"
    if d.get("no_bonus"):
        s += " (strength bonuses do not apply)"
    if d.get("armor"):
        s += f", armor on the target's side -{d['armor']}"
    s += f" -> {d['damage']} damage"
    return s


def _removed(d: Mapping[str, Any]) -> str:
    why = {
        "destroyed": "destroyed",
        "medic_used": "discarded after healing",
        "exploded": "gone in its explosion",
        "hq_destroyed": "destroyed: its HQ has no hit points left",
        "grenade": "destroyed by the grenade",
        "eliminated": "removed: its player is out",
    }.get(d["reason"], d["reason"])
    return f"{tile_text(d)} is {why}"


_FORMATS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "battle_start": lambda d: (
        f"Battle ({d['reason']}). HQ hit points: "
        + ", ".join(f"player {i + 1} {hp}" for i, hp in enumerate(d["hq_hp"]))
    ),
    "phase": lambda d: f"Initiative phase {d['phase']}",
    "netted": lambda d: (
        f"{tile_text(d['tile'])} is netted by "
        + ", ".join(tile_text(x) for x in d["by"])
        + f" and cannot act in phase {d['phase']}"
    ),
    "attack": _attack,
    "hq_immune": lambda d: f"{tile_text(d['attacker'])} cannot harm {tile_text(d['target'])}: an HQ never harms an HQ",
    "explode": lambda d: (
        f"{tile_text(d['tile'])} explodes: 1 damage to "
        + (", ".join(tile_text(x) for x in d["targets"]) or "nothing")
        + " (armor and bonuses do not count)"
    ),
    "medic": lambda d: (
        f"{tile_text(d['medic'])} absorbs the {d['absorbed']} damage dealt to {tile_text(d['target'])}"
        + (f" by {tile_text(d['source'])}" if d.get("source") else "")
        + (f"; {tile_text(d['discarded'])} is discarded instead (chained medics)" if d.get("discarded") else "")
    ),
    "hq_damage": lambda d: f"HQ of player {d['player']} takes {d['damage']} damage: {d['hp']} hit points left",
    "removed": _removed,
    "wounded": lambda d: (
        f"{tile_text(d)} survives with {d['damage']} damage ({d['hp'] - d['damage']} of {d['hp']} hit points left)"
    ),
    "battle_end": lambda d: (
        "The battle is over. HQ hit points: " + ", ".join(f"player {i + 1} {hp}" for i, hp in enumerate(d["hq_hp"]))
    ),
    "choice": lambda d: f"player {d['player']} chooses: {d['choice']}",
}


def make_event(kind: str, data: Mapping[str, Any], text: str | None = None) -> Event:
    """An event whose text is written from its data (or given)."""
    if text is None:
        fmt = _FORMATS.get(kind)
        text = fmt(data) if fmt is not None else kind
    return Event(kind, text, dict(data))


def battle_report(events: Iterable[Event]) -> str:
    """The step-by-step text of a battle: one line per event, indented under its phase."""
    lines = []
    for e in events:
        if e.kind in ("phase", "battle_start", "battle_end"):
            lines.append(e.text)
        else:
            lines.append("  " + e.text)
    return "\n".join(lines)
