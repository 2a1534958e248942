"""Dealing damage: medics, wounds, HQ hit points and removal, shared by battles and instants.

Damage arrives in *groups*: everything one source did to one target at one moment (one enemy
tile's attack in one phase, one sniper shot, one air strike on one hex). NH rules: a medic
absorbs all damage of one group (rules/002 §4.8, E10).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.game import Event
from engine.games.neuroshima.actions import Absorb, Heal
from engine.games.neuroshima.analysis import Analysis
from engine.games.neuroshima.catalog import HQ
from engine.games.neuroshima.decisions import AUTO, Chooser, Decision, decide
from engine.games.neuroshima.explain import make_event
from engine.games.neuroshima.models.rules import Rules
from engine.games.neuroshima.position import Position


@dataclass(slots=True)
class Group:
    target: int
    #: hex of the attacking tile, or -1 for an instant tile
    source: int
    #: seat of the attacker (the player of an instant)
    src_owner: int
    amount: int
    absorbed_by: int = -1


def _ref(pos: Position, h: int) -> dict[str, Any]:
    return pos.describe_tile(h)


def settle(
    pos: Position,
    an: Analysis,
    hits: dict[tuple[int, int], list[int]],
    rules: Rules,
    chooser: Chooser,
    events: list[Event] | None,
    phase: int | None = None,
    also_remove: list[tuple[int, str]] | None = None,
) -> list[int]:
    """Apply damage at one moment: ``hits[(target, source hex or -1)] = [amount, attacker seat]``
    (each entry one group). Medics absorb, wounds and HQ damage are counted, destroyed tiles and
    used medics leave the board. Returns the hexes emptied, in hex order."""
    types = pos.catalog.types
    tile, owner = pos.tile, pos.owner
    used: set[int] = set()
    medics = an.medics
    if medics and not medics.keys().isdisjoint([t for t, _ in hits]):
        # only a group on a tile with a medic can be absorbed; every damaged tile counts (E13)
        damaged = {t for (t, _), (amount, _) in hits.items() if amount > 0}
        groups = [Group(t, src, o, amount) for (t, src), (amount, o) in hits.items() if amount > 0 and t in medics]
        _assign_medics(pos, an, groups, rules, chooser, events, phase, damaged, used)
        absorbed = {(g.target, g.source) for g in groups if g.absorbed_by >= 0}
        if absorbed:
            hits = {key: hit for key, hit in hits.items() if key not in absorbed}

    # NH rules: destroyed tiles and used medics leave the board at the end of the phase (rules/002 §5.1);
    # an exploded Clown or a used medic leaves for that reason even when it was also destroyed
    leaving: dict[int, str] = {}
    for h, reason in also_remove or ():
        leaving.setdefault(h, reason)
    for m in used:
        leaving.setdefault(m, "medic_used")
    hq_dealt: dict[int, int] = {}
    dmg, hq_hp = pos.dmg, pos.hq_hp
    kinds = pos.catalog.kinds
    for (t, _), (amount, o) in hits.items():
        if amount <= 0:
            continue
        c = tile[t]
        if kinds[c] == HQ:
            victim = owner[t]
            hq_hp[victim] -= amount
            hq_dealt[victim] = hq_dealt.get(victim, 0) + amount
            # NH rules: in the points variant each point of damage to an opponent's HQ scores for the attacker
            if pos.points_mode:
                if o >= 0 and pos.seats.enemy[o][victim]:
                    pos.points[o] += amount
            elif hq_hp[victim] <= 0:
                leaving.setdefault(t, "hq_destroyed")
        else:
            # damage and hit points only grow during the loop: checking after each group is checking at the end
            dmg[t] += amount
            if dmg[t] >= types[c].hp:
                leaving.setdefault(t, "destroyed")
    if events is not None:
        for o, amount in sorted(hq_dealt.items()):
            events.append(
                make_event(
                    "hq_damage",
                    {"phase": phase, "player": o + 1, "damage": amount, "hp": pos.hq_hp[o], "points": pos.points[:]},
                )
            )
        # tough tiles keep their wounds: say how far each surviving damaged tile is from destruction
        wounded = {t for (t, _), (amount, _) in hits.items() if amount > 0 and kinds[tile[t]] != HQ}
        for t in sorted(wounded - leaving.keys()):
            events.append(
                make_event("wounded", {"phase": phase, **_ref(pos, t), "damage": dmg[t], "hp": types[tile[t]].hp})
            )
    if not leaving:
        return []
    out = sorted(leaving)
    if events is not None:
        for h in out:
            events.append(make_event("removed", {"phase": phase, "reason": leaving[h], **_ref(pos, h)}))
    pos.take_all(out)
    return out


def _assign_medics(
    pos: Position,
    an: Analysis,
    groups: list[Group],
    rules: Rules,
    chooser: Chooser,
    events: list[Event] | None,
    phase: int | None,
    damaged: set[int],
    used: set[int],
) -> None:
    """NH rules (rules/002 §4.8, E9–E16): a medic absorbs one enemy attack on a connected tile and is
    discarded; it must do so (E9); a medic damaged in the same moment cannot heal (E13); the owner
    picks the attack (E10), the tile (E11) and the medic (E12); chains and mutual medics per option."""
    owner = pos.owner
    enemy = pos.seats.enemy
    hexes = pos.board.hexes

    def available(m: int) -> bool:
        return m not in used and m not in damaged

    while True:
        cands: list[tuple[int, int, Group]] = []
        for g in groups:
            if g.amount <= 0 or g.absorbed_by >= 0:
                continue
            t = g.target
            if g.src_owner < 0 or not enemy[owner[t]][g.src_owner]:
                continue  # only damage from an enemy source is absorbed
            for m in an.medics_of(t):
                if available(m):
                    cands.append((an.controller[m], m, g))
        if not cands:
            return
        decider = min(c[0] for c in cands)
        mine = [c for c in cands if c[0] == decider]
        best = max(range(len(mine)), key=lambda i: (mine[i][2].amount, -i))
        if events is None and chooser is AUTO:
            idx = best  # the default, without building the question nobody reads
        else:
            options = tuple(
                Heal(hexes[m], hexes[g.target], hexes[g.source] if g.source >= 0 else None) for _, m, g in mine
            )
            idx = decide(
                chooser,
                Decision(decider, "medic", options, f"player {decider + 1}: which damage does a medic absorb?", best),
            )
        _, m, g = mine[idx]
        g.absorbed_by = m
        absorber = _chain(pos, an, m, rules, chooser, available)
        used.add(absorber)
        if events is not None:
            data: dict[str, Any] = {
                "phase": phase,
                "medic": pos.describe_tile(m),
                "target": pos.describe_tile(g.target),
                "source": pos.describe_tile(g.source) if g.source >= 0 else None,
                "absorbed": g.amount,
            }
            if absorber != m:
                data["discarded"] = pos.describe_tile(absorber)
            events.append(make_event("medic", data))


def _chain(pos: Position, an: Analysis, m: int, rules: Rules, chooser: Chooser, available: Any) -> int:
    """The medic actually discarded when ``m`` absorbs (rules/002 E14, E15)."""
    if rules.chained_medics != "last_absorbs":
        return m
    hexes = pos.board.hexes
    absorber = m
    visited = {m}

    def pick(medics: list[int], question: str) -> int:
        """The medic the controller of ``absorber`` picks among ``medics`` (the first by default)."""
        options = tuple(Absorb(hexes[x]) for x in medics)
        return medics[decide(chooser, Decision(an.controller[absorber], "absorb", options, question, 0))]

    while True:
        protectors = [x for x in an.medics_of(absorber) if x not in visited and available(x)]
        if not protectors:
            return absorber
        mutual = [x for x in protectors if absorber in an.medics_of(x)]
        chained = [x for x in protectors if absorber not in an.medics_of(x)]
        if mutual:
            # E15: two mutually connected medics - the controller picks which one is discarded
            return pick([absorber, *mutual], "which of the mutually connected medics is discarded?")
        # E14: tile <- medic 1 <- medic 2: the last medic of the chain absorbs
        nxt = chained[0] if len(chained) == 1 else pick(chained, "which chained medic is discarded?")
        visited.add(nxt)
        absorber = nxt
