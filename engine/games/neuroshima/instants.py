"""Instant tiles and movement: who and where they may target, and what they do.

Targets are queries (the GUI shows them per hex; the state lists them as legal actions);
effects are pure functions of a position, like the battle, returning the new position and the
events. NH rules: instants are used only in their owner's turn, never in a battle, and are
discarded after use (rules/002 §3.4).
"""

from __future__ import annotations

from typing import Any

from engine.core.game import Event
from engine.games.neuroshima.actions import PushTo
from engine.games.neuroshima.analysis import analyze
from engine.games.neuroshima.catalog import HQ, UNIT
from engine.games.neuroshima.damage import settle
from engine.games.neuroshima.decisions import AUTO, Chooser, Decision, decide
from engine.games.neuroshima.explain import make_event
from engine.games.neuroshima.models.rules import Rules
from engine.games.neuroshima.position import Position

Effect = tuple[Position, list[Event]]

# --------------------------------------------------------------------------- targets


def sniper_targets(pos: Position, player: int) -> list[int]:
    """NH rules: 1 damage to any one enemy tile; never an HQ (rules/002 §3.4, E41)."""
    types = pos.catalog.types
    enemy = pos.seats.enemy[player]
    return [h for h, c in enumerate(pos.tile) if c >= 0 and enemy[pos.owner[h]] and types[c].kind != HQ]


def air_strike_targets(pos: Position) -> list[int]:
    """NH rules: any hex whose six neighbours are on the board, empty or not (rules/002 §3.4, E39)."""
    return [h for h in range(pos.board.n) if pos.board.interior[h]]


def air_strike_area(pos: Position, target: int) -> list[int]:
    return [target, *pos.board.nbr[target]]


def grenade_targets(pos: Position, netted: list[bool], player: int) -> list[int]:
    """NH rules: an enemy tile (not an HQ) next to the thrower's HQ, and only while that HQ is not
    netted (rules/002 §3.4, E40)."""
    hq = pos.hq_hex(player)
    if hq < 0 or netted[hq]:
        return []
    types = pos.catalog.types
    enemy = pos.seats.enemy[player]
    return [
        t
        for t in pos.board.nbr[hq]
        if t >= 0 and pos.tile[t] >= 0 and enemy[pos.owner[t]] and types[pos.tile[t]].kind != HQ
    ]


def push_destinations(pos: Position, pusher: int, target: int, rules: Rules) -> list[int]:
    """Free hexes the pushed tile may retreat to: 1 hex on, away from the pusher (rules/002 §3.4, E36)."""
    d = pos.board.hexes[pusher].direction_to(pos.board.hexes[target])
    if d is None:
        return []
    dirs = (
        (d, (d + 5) % 6, (d + 1) % 6) if rules.push_destinations == "three_back_hexes" else ((d + 5) % 6, (d + 1) % 6)
    )
    nbr = pos.board.nbr[target]
    return sorted(x for x in (nbr[k] for k in dirs) if x >= 0 and pos.tile[x] < 0)


def push_options(pos: Position, netted: list[bool], player: int, rules: Rules) -> list[tuple[int, int]]:
    """``(pusher, target)`` pairs: an own, free (not netted) tile next to a pushable, not netted tile
    with somewhere to go (rules/002 §3.4, E2, E3, E38). The pusher is one of the player's own tiles:
    the Push tile moves "one of your friendly tiles", and allies' tiles are never the player's to move."""
    out = []
    tile, owner = pos.tile, pos.owner
    pushes = pos.seats.pushes[player]
    for h, c in enumerate(tile):
        if c < 0 or owner[h] != player or netted[h]:
            continue
        for t in pos.board.nbr[h]:
            if t < 0 or tile[t] < 0 or not pushes[owner[t]] or netted[t]:
                continue
            if push_destinations(pos, h, t, rules):
                out.append((h, t))
    return out


def step_destinations(pos: Position, src: int, reach: int, rules: Rules) -> list[int]:
    """Free hexes a moving tile on ``src`` may end on: adjacent, or with a Recon Centre 2 hexes away
    (rules/002 §6.2; distance and path per rule options)."""
    nbr = pos.board.nbr
    tile = pos.tile
    one = [x for x in nbr[src] if x >= 0 and tile[x] < 0]
    if reach < 2:
        return one
    two: set[int] = set()
    for mid in nbr[src]:
        if mid < 0 or (tile[mid] >= 0 and rules.recon_centre_path == "free_path"):
            continue
        for x in nbr[mid]:
            if x >= 0 and x != src and tile[x] < 0 and pos.board.distance(src, x) == 2:
                two.add(x)
    if rules.recon_centre_distance == "exactly_2":
        return sorted(two)
    return sorted(set(one) | two)


def move_tile_options(pos: Position, netted: list[bool], player: int, rules: Rules) -> list[tuple[int, int, int]]:
    """Move instant: ``(src, dst, rot)`` for an own, not netted board tile (rules/002 §3.4, E2).

    The Move tile names its own reach, an adjacent hex; the Recon Centre's 2 hexes apply to tiles
    moving by mobility or a Transport."""
    types = pos.catalog.types
    out = []
    for h, c in enumerate(pos.tile):
        if c < 0 or pos.owner[h] != player or netted[h]:
            continue
        if rules.move_tile_targets == "units_only" and types[c].kind != UNIT:
            continue
        out.extend(_turns(pos, h, [h, *(x for x in pos.board.nbr[h] if x >= 0 and pos.tile[x] < 0)]))
    return out


def _turns(pos: Position, h: int, dests: list[int]) -> list[tuple[int, int, int]]:
    r0 = pos.rot[h]
    return [(h, dst, r) for dst in dests for r in range(6) if not (dst == h and r == r0)]


def mobility_options(
    pos: Position,
    netted: list[bool],
    recon: bool,
    player: int,
    rules: Rules,
    used: dict[int, int],
    transport: list[int] | None = None,
) -> list[tuple[int, int, int]]:
    """Mobility moves (or, given ``transport`` from an analysis, Transport moves): ``(src, dst, rot)``.
    ``used`` counts the moves each tile instance already made this turn; ``recon``: a Recon Centre
    works for the player (rules/002 §4.6, §6.1, §6.2)."""
    types = pos.catalog.types
    limit = rules.transport_moves_per_turn if transport is not None else rules.mobility_moves_per_turn
    reach = 2 if recon else 1
    out = []
    for h, c in enumerate(pos.tile):
        if c < 0 or pos.owner[h] != player or netted[h]:
            continue
        able = transport[h] if transport is not None else types[c].mobility
        if not able or used.get(pos.uid[h], 0) >= limit:
            continue
        out.extend(_turns(pos, h, [h, *step_destinations(pos, h, reach, rules)]))
    return out


# --------------------------------------------------------------------------- effects


def _start(pos: Position) -> Position:
    out = pos.copy()
    out.removed = []
    return out


def _strike(
    out: Position,
    rules: Rules,
    chooser: Chooser,
    kind: str,
    said: dict[str, Any] | None,
    hits: dict[tuple[int, int], list[int]],
) -> Effect:
    """An instant that deals damage: its event (``said``, None when not explained), then its
    ``hits`` (``(hex, -1)`` -> ``[damage, player]``) dealt at once and what follows settled."""
    events: list[Event] | None = None if said is None else [make_event(kind, said)]
    settle(out, analyze(out, rules), hits, rules, chooser, events)
    return out, events or []


def resolve_sniper(
    pos: Position, rules: Rules, player: int, target: int, chooser: Chooser = AUTO, explain: bool = True
) -> Effect:
    """NH rules: 1 damage, armor does not help, a medic does (rules/002 §3.4, §4.4, E16)."""
    out = _start(pos)
    said = {"player": player + 1, "target": out.describe_tile(target)} if explain else None
    return _strike(out, rules, chooser, "sniper", said, {(target, -1): [1, player]})


def resolve_air_strike(
    pos: Position, rules: Rules, player: int, target: int, chooser: Chooser = AUTO, explain: bool = True
) -> Effect:
    """NH rules: 1 damage to every unit and module on the 7 hexes at once, friendly ones too; HQs are
    not hit; armor does not help (rules/002 §3.4, E39)."""
    out = _start(pos)
    types = out.catalog.types
    area = air_strike_area(out, target)
    hit = [t for t in area if out.tile[t] >= 0 and types[out.tile[t]].kind != HQ]
    said: dict[str, Any] | None = None
    if explain:
        said = {
            "player": player + 1,
            "hex": str(out.board.hexes[target]),
            "targets": [out.describe_tile(t) for t in hit],
        }
    return _strike(out, rules, chooser, "air_strike", said, {(t, -1): [1, player] for t in hit})


def resolve_grenade(
    pos: Position, rules: Rules, player: int, target: int, chooser: Chooser = AUTO, explain: bool = True
) -> Effect:
    """NH rules: the target is destroyed outright; armor does not help; a medic does (rules/002 §3.4, E16)."""
    out = _start(pos)
    tt = out.catalog.types[out.tile[target]]
    said = {"player": player + 1, "target": out.describe_tile(target)} if explain else None
    lethal = max(1, tt.hp - out.dmg[target])
    return _strike(out, rules, chooser, "grenade", said, {(target, -1): [lethal, player]})


def resolve_push(
    pos: Position,
    rules: Rules,
    player: int,
    pusher: int,
    target: int,
    chooser: Chooser = AUTO,
    explain: bool = True,
) -> Effect:
    """NH rules: the target moves 1 hex away from the pusher onto a free hex; its owner picks among
    several (rules/002 §3.4, E36, E37). Rotation is kept."""
    out = _start(pos)
    dests = push_destinations(out, pusher, target, rules)
    if not dests:
        raise ValueError("the pushed tile has nowhere to go")
    hexes = out.board.hexes
    victim = out.owner[target]
    options = tuple(PushTo(hexes[x]) for x in dests)
    idx = decide(
        chooser, Decision(victim, "push_to", options, f"player {victim + 1}: where does the pushed tile go?", 0)
    )
    dst = dests[idx]
    events: list[Event] = []
    if explain:
        events.append(
            make_event(
                "push",
                {
                    "player": player + 1,
                    "pusher": out.describe_tile(pusher),
                    "target": out.describe_tile(target),
                    "to": str(hexes[dst]),
                },
            )
        )
    out.move(target, dst, out.rot[target])
    return out, events
