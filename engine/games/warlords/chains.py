"""Attacks of one priority step that cannot all happen at once (rules/003 §3.5, L503-L511).

Attacks of equal priority are simultaneous (L465) unless a unit that is to attack is itself the
target of another attack of the same step - the rules' own example is a chain of flank attacks
(L503). Then the tie-breakers (L505-L511) say which attacker acts first; a unit attacked before
it carries out its order does not carry it out (L383), and an attack whose target has gone (it
advanced into the cell it attacked, retreated or fled) stays an advance for a later step. The
game master may order a chain otherwise (``same_priority``): when simultaneity is impossible is a
judgement (rules/003 §12)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.message import Message
from engine.games.warlords.melee import Fight, resolve
from engine.games.warlords.melee_result import flush
from engine.games.warlords.movement import first_of
from engine.games.warlords.pieces import Unit

if TYPE_CHECKING:
    from engine.games.warlords.execution import Exec


def attackers(f: Fight) -> list[Unit]:
    """The units of ``f`` carrying out an attack order (both sides in a meeting engagement)."""
    return f.xs if f.kind == "attack" else f.xs + f.ys


def targets(f: Fight) -> list[Unit]:
    return f.ys if f.kind == "attack" else f.xs + f.ys


def _to_act(x: Exec, u: Unit) -> bool:
    it = x.intents.get(u.idx)
    return u.on_field and it is not None and not it.done


def _as_it_stands(x: Exec, f: Fight) -> Fight | None:
    """``f`` after the fights resolved before it: the attackers still to act that still face its
    cell; a meeting engagement whose target was attacked first becomes an attack on it (L383)."""
    v = f.ys[0]
    if not v.on_field or v.cell != f.cell:
        return None
    xs = [a for a in f.xs if _to_act(x, a) and x.front(a) == f.cell]
    if not xs:
        return None
    if f.kind == "mutual" and _to_act(x, v) and x.front(v) in {a.cell for a in xs}:
        return Fight("mutual", f.cell, xs, [v], f.dragon)
    return Fight("attack", f.cell, xs, [v], f.dragon)


def chained(fights: list[Fight]) -> list[Fight]:
    """The fights that cannot be simultaneous: one's attacker is another's target (L503)."""
    out = []
    for f in fights:
        mine = {a.idx for a in attackers(f)}
        hit = {t.idx for t in targets(f)}
        for g in fights:
            if g is f:
                continue
            if mine & {t.idx for t in targets(g)} or hit & {a.idx for a in attackers(g)}:
                out.append(f)
                break
    return out


def resolve_step(x: Exec, fights: list[Fight]) -> None:
    """Resolve the fights of one priority step: all at once, or a chain in the tie-breakers'
    order, each link once the links before it are settled (L383, L485, L503-L511)."""
    first_round = True
    while fights:
        if not first_round:
            fights = [g for f in fights if (g := _as_it_stands(x, f)) is not None]
        first_round = False
        chain = chained(fights)
        if not chain:
            if fights:
                resolve_all(x, fights)
            return
        candidates = [a for f in chain for a in attackers(f)]
        lead = first_of(x, candidates, "a chain of attacks at one step")
        now = next(f for f in chain if lead in attackers(f))
        free = [f for f in fights if f not in chain]
        x.note(
            "chain",
            Message("wl-log-chain", unit=lead.id),
            unit=lead.id,
            waiting=[a.id for f in chain if f is not now for a in attackers(f)],
        )
        resolve_all(x, [now, *free])
        fights = [f for f in chain if f is not now]


def resolve_all(x: Exec, fights: list[Fight], *, random_order: bool = False) -> None:
    """Fights of one moment; if they share a unit and the order matters, in random order (L478)."""
    if len(fights) > 1 and random_order:
        seen: set[int] = set()
        shared = False
        for f in fights:
            ids = {u.idx for u in f.units()}
            if ids & seen:
                shared = True
            seen |= ids
        if shared:
            fights = list(fights)
            x.rng.shuffle(fights, "order of fights at one moment (L478)")

    x.batch = []
    for f in fights:
        resolve(x, f)
    flush(x)
