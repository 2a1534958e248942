"""Resampling what a seat cannot see (``State.resample_hidden``): the other players' hands, pools and
face-down tokens, their objectives, the territory cards it has not seen, the order of the initiative
deck and of every pool. What the seat has seen stays: tokens it looked at, a hand it spied on, public
tokens and cards.

Redealt tokens keep to what the board shows: a face-down token is given a token its owner could have
placed there (the bluff anywhere a token may go; under a blessing, an army, navy or shinobi), and the
bluff never lands in a pool."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.core.cards import canonical_shuffle
from engine.core.rng import Rng
from engine.games.rokugan.common import FIGHTERS, TokenType
from engine.games.rokugan.placement import legal_locations

if TYPE_CHECKING:
    from engine.games.rokugan.state import RKState


def _knows(s: RKState, viewer: int | None, known: int) -> bool:
    """Whether ``viewer`` (``None``: every seat) is among the seats of the bitmask ``known``."""
    if viewer is None:
        everyone = (1 << s.n) - 1
        return known & everyone == everyone
    return bool(known >> viewer & 1)


def resample(s: RKState, viewer: int | None, rnd: random.Random, seed: int) -> RKState:
    """What ``viewer`` cannot see redrawn; with ``None``, what not every seat sees (a
    determinisation for no seat: every hand and pool, every face-down token only some seats
    looked at, every objective, every territory card not every seat has seen)."""
    o = s.clone()
    o.rng = Rng(seed, record=s.rng.record)  # future draws are as unknown as the past hidden ones
    for q in range(o.n):
        if q == viewer:
            canonical_shuffle(rnd, o.pool[q].pile)
        else:
            _redeal_tokens(o, q, viewer, rnd)
    if o.phase != "over":
        _redeal_objectives(o, viewer, rnd)
    for r in range(len(o.board.regions)):
        if o.region_card[r] is not None and not _knows(o, viewer, o.card_known[r]):
            o.region_card[r] = rnd.choice(o.prep.region_candidates[r])
    canonical_shuffle(rnd, o.initiative.pile)
    o._legal = None
    return o


def _redeal_tokens(o: RKState, q: int, viewer: int | None, rnd: random.Random) -> None:
    clan = o.clans[q]
    if viewer is None:  # known to every seat: face up, or seen by every seat besides its owner
        hidden = [pl for pl in o.placed if pl.owner == q and not (pl.face_up or _knows(o, None, pl.known | 1 << q))]
    else:
        hidden = [pl for pl in o.placed if pl.owner == q and not pl.knows(viewer)]
    spied = any(v == viewer and t == q for v, t, _ in o.spied)
    group = list(o.hand[q]) + [pl.token for pl in hidden]
    if not spied:
        group += o.pool[q].pile
    canonical_shuffle(rnd, group)
    rnd.shuffle(hidden)
    locs = {tt: set(v) for tt, v in legal_locations(o, q).items()}
    loose = o.opt.placement_check == "at_reveal"
    hand_n = len(o.hand[q])
    if hand_n == 0 and clan.bluff in group and hidden:
        hidden[0].token = clan.bluff  # the bluff is on the board somewhere
        group.remove(clan.bluff)
        hidden = hidden[1:]
    for pl in hidden:
        pick = -1
        for i, t in enumerate(group):
            tt = clan.tokens[t].type
            if tt is TokenType.BLESSING:
                continue
            if pl.blessings and tt not in FIGHTERS and not loose:
                continue
            if loose or pl.loc in locs.get(tt, ()):
                pick = i
                break
        if pick < 0:
            pick = next((i for i, t in enumerate(group) if clan.tokens[t].type is not TokenType.BLESSING), 0)
        pl.token = group.pop(pick)
    hand = []
    if clan.bluff in group:
        group.remove(clan.bluff)
        hand.append(clan.bluff)
    hand.extend(group[: hand_n - len(hand)])
    rest = group[hand_n - (1 if clan.bluff in hand else 0) :] if hand_n else group
    o.hand[q] = hand
    if not spied:
        o.pool[q].pile = list(rest)
    else:
        canonical_shuffle(rnd, o.pool[q].pile)
    drawn = [t for t in hand if t != clan.bluff]
    o.drawn[q] = drawn[: len(o.drawn[q])]


def _redeal_objectives(o: RKState, viewer: int | None, rnd: random.Random) -> None:
    others = [q for q in range(o.n) if q != viewer]
    pool = [x for q in others for x in o.objective_offer[q]] + list(o.objective_box)
    canonical_shuffle(rnd, pool)
    for q in others:
        k = len(o.objective_offer[q])
        offer = tuple(pool[:k])
        del pool[:k]
        o.objective_offer[q] = offer
        if o.objective[q] is not None:
            o.objective[q] = offer[0]
    o.objective_box = pool
