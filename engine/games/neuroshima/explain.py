"""Explained battles: structured events with readable messages, and text views of a position.

Every event has a ``kind`` and JSON-like ``data``; :func:`make_event` makes its message (an id
of ``engine/i18n/*/neuroshima.ftl`` with values) from the data, so the CLI, the log and the
player's explanation panel read the same thing, each in its reader's language.
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
from engine.core.message import Message, Name


def tile_said(ref: Mapping[str, Any] | None) -> Message:
    """A tile of event data as a message: its name (the army's Russian name where it has one),
    its player and its hex."""
    if not ref:
        return Message("nh-nothing")
    names = {"en": str(ref["name"])}
    if ref.get("name_ru"):
        names["ru"] = str(ref["name_ru"])
    return Message("nh-tile", name=Name.content(names), player=int(ref["player"]), hex=str(ref["hex"]))


def _tiles(refs: Iterable[Mapping[str, Any]]) -> tuple[Message, ...]:
    return tuple(tile_said(r) for r in refs)


def _hq_hp(hp: Iterable[int]) -> tuple[Message, ...]:
    return tuple(Message("nh-hq-hp", player=i + 1, hp=v) for i, v in enumerate(hp))


def _mods(mods: Iterable[Mapping[str, Any]]) -> tuple[Message, ...]:
    return tuple(
        Message(
            "nh-modifier",
            sign="+" if m["amount"] >= 0 else "-",
            amount=abs(m["amount"]),
            stat=str(m["stat"]).replace(" ", "-"),
            source=tile_said(m.get("source")),
        )
        for m in mods
    )


def _attack(d: Mapping[str, Any]) -> Message:
    # NH rules: an attack's strength is its base plus the modules' bonuses, less the target's
    # armor on the attacked side (rules/002 §4.3); each part is a value, so every language shows
    # the same arithmetic
    extra: Message | str = ""
    if d.get("extra"):
        extra = (
            Message("nh-attack-extra-from", tile=tile_said(d["extra_from"]))
            if d.get("extra_from")
            else Message("nh-attack-extra")
        )
    return Message(
        "nh-attack",
        attacker=tile_said(d["attacker"]),
        target=tile_said(d["target"]),
        how=str(d["kind"]),
        extra=extra,
        converted=Message("nh-attack-converted") if d.get("converted") else "",
        base=int(d["base"]),
        mods=_mods(d.get("modifiers", ())),
        total=Message("nh-attack-total", strength=int(d["strength"])) if d.get("modifiers") else "",
        no_bonus=Message("nh-attack-no-bonus") if d.get("no_bonus") else "",
        armor=Message("nh-attack-armor", armor=int(d["armor"])) if d.get("armor") else "",
        damage=int(d["damage"]),
    )


def _medic(d: Mapping[str, Any]) -> Message:
    return Message(
        "nh-medic",
        medic=tile_said(d["medic"]),
        absorbed=int(d["absorbed"]),
        target=tile_said(d["target"]),
        source=Message("nh-medic-source", tile=tile_said(d["source"])) if d.get("source") else "",
        discarded=Message("nh-medic-discarded", tile=tile_said(d["discarded"])) if d.get("discarded") else "",
    )


def _choice(notation: str) -> Message | str:
    """A battle decision (its action's notation, rules/002 E10-E35) as a message."""
    name, *args = notation.split()
    if name == "explode" and len(args) == 2:
        return Message("nh-choice-explode", hex=args[0], explode=args[1])
    if name == "heal" and len(args) == 3:
        if args[2] == "-":
            return Message("nh-choice-heal-instant", medic=args[0], target=args[1])
        return Message("nh-choice-heal", medic=args[0], target=args[1], source=args[2])
    if name == "absorb" and len(args) == 1:
        return Message("nh-choice-absorb", hex=args[0])
    if name == "convert" and len(args) == 3:
        if args[1] == "-":
            return Message("nh-choice-convert-none", hex=args[0])
        return Message("nh-choice-convert", hex=args[0], direction=args[1], kind=args[2])
    if name == "push_to" and len(args) == 1:
        return Message("nh-choice-push-to", hex=args[0])
    return notation


#: why a battle starts, as the game's flow says it (rules/002 §2.5, §2.6) -> its message variant
_BATTLE_REASONS = {
    "a Battle tile": "tile",
    "the main field is full": "full",
    "the final battle": "final",
    "the tie-break battle": "tiebreak",
}


def _battle_start(d: Mapping[str, Any]) -> Message:
    reason = str(d["reason"])
    return Message("nh-battle-start", reason=_BATTLE_REASONS.get(reason, "battle"), text=reason, hp=_hq_hp(d["hq_hp"]))


_MESSAGES: dict[str, Callable[[Mapping[str, Any]], Message]] = {
    "battle_start": _battle_start,
    "phase": lambda d: Message("nh-phase", phase=int(d["phase"])),
    "netted": lambda d: Message("nh-netted", tile=tile_said(d["tile"]), by=_tiles(d["by"]), phase=int(d["phase"])),
    "attack": _attack,
    "hq_immune": lambda d: Message("nh-hq-immune", attacker=tile_said(d["attacker"]), target=tile_said(d["target"])),
    "explode": lambda d: Message("nh-explode", tile=tile_said(d["tile"]), targets=_tiles(d["targets"])),
    "medic": _medic,
    "hq_damage": lambda d: Message("nh-hq-damage", player=int(d["player"]), damage=int(d["damage"]), hp=int(d["hp"])),
    "removed": lambda d: Message("nh-removed", tile=tile_said(d), reason=str(d["reason"])),
    "wounded": lambda d: Message(
        "nh-wounded", tile=tile_said(d), damage=int(d["damage"]), left=int(d["hp"]) - int(d["damage"]), hp=int(d["hp"])
    ),
    "battle_end": lambda d: Message("nh-battle-end", hp=_hq_hp(d["hq_hp"])),
    "choice": lambda d: Message("nh-choice", player=int(d["player"]), choice=_choice(str(d["choice"]))),
    "sniper": lambda d: Message("nh-sniper", player=int(d["player"]), target=tile_said(d["target"])),
    "air_strike": lambda d: Message(
        "nh-air-strike",
        player=int(d["player"]),
        hex=str(d["hex"]),
        targets=_tiles(d["targets"]) or Message("nh-no-tiles-hit"),
    ),
    "grenade": lambda d: Message("nh-grenade", player=int(d["player"]), target=tile_said(d["target"])),
    "push": lambda d: Message(
        "nh-push",
        player=int(d["player"]),
        pusher=tile_said(d["pusher"]),
        target=tile_said(d["target"]),
        to=str(d["to"]),
    ),
    "tiebreak": lambda d: Message("nh-tiebreak"),
    "last_tile": lambda d: Message("nh-last-tile", player=int(d["player"])),
    "redraw": lambda d: Message("nh-redraw", player=int(d["player"])),
    "turn": lambda d: Message("nh-turn", player=int(d["player"]), turn=int(d["turn"])),
    "hq": lambda d: Message("nh-hq", player=int(d["player"]), hex=str(d["hex"])),
    "end_turn": lambda d: Message("nh-end-turn", player=int(d["player"])),
    "game_over": lambda d: Message(
        "nh-game-over",
        reason=str(d.get("reason", "")),
        winners=tuple(int(w) + 1 for w in d.get("winners", ())),
        count=len(d.get("winners", ())),
    ),
}


def make_event(kind: str, data: Mapping[str, Any], text: str | Message | None = None) -> Event:
    """An event whose message is made from its data (or is given)."""
    said: str | Message
    if text is not None:
        said = text
    else:
        fmt = _MESSAGES.get(kind)
        said = fmt(data) if fmt is not None else kind
    return Event(kind, said, dict(data))


def battle_report(events: Iterable[Event], language: str | None = None) -> str:
    """The step-by-step text of a battle in ``language`` (default the current one): one line per
    event, indented under its phase."""
    lines = []
    for e in events:
        if e.kind in ("phase", "battle_start", "battle_end"):
            lines.append(e.render(language))
        else:
            lines.append("  " + e.render(language))
    return "\n".join(lines)
