"""What one seat sees of a game of Battle for Rokugan (rules/004 §6.3 "hidden information"): the
board, every revealed token, the other tokens only as "a token" where they lie (with the faces the
seat has looked at), its own hand, objective and territory cards, and of the others' only how many.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.game import Observation
from engine.core.message import Message
from engine.games.rokugan.effects import pending_prompt

if TYPE_CHECKING:
    from engine.games.rokugan.state import RKState

HIDDEN = "?"


@dataclass(frozen=True)
class TokenView:
    """A combat token on the board: its public number, owner, place, and face (``?`` when the viewer
    may not know it); the blessings on it, face up (L391): its owner's, and (clan, token) those other
    clans laid on it, which only placement checked at the reveal allows."""

    serial: int
    clan: str
    at: str
    token: str
    face_up: bool
    blessings: tuple[str, ...]
    foreign_blessings: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class ProvinceView:
    id: str
    controller: str | None
    face_up: int
    face_down: int
    special: str | None


@dataclass(frozen=True)
class ClanView:
    seat: int
    clan: str
    #: the tokens behind the screen (the viewer's own), else empty
    hand: tuple[str, ...]
    hand_size: int
    pool: int
    discard: tuple[str, ...]
    aside: tuple[str, ...]
    control_supply: int
    #: regions whose card this clan holds
    card_regions: tuple[str, ...]
    scouts: int
    shugenja: int
    ronin: bool
    done: bool
    no_bluff: bool
    #: the viewer's own objective (everyone's once the game is over)
    objective: str | None
    honor: int | None


@dataclass(frozen=True)
class RegionView:
    id: str
    #: the card id when the viewer knows it, ``?`` when a card is there unseen, none when there is none
    card: str | None
    holder: str | None


@dataclass(frozen=True)
class RKObservation(Observation):
    round: int
    rounds: int
    phase: str
    first_player: str
    first_player_card: bool
    to_move: str | None
    #: what the game waits for: the phase, or the card or ability choosing
    waiting_for: str
    #: the prompt of the viewer's own pending choice
    prompt: str | Message
    provinces: tuple[ProvinceView, ...]
    tokens: tuple[TokenView, ...]
    clans: tuple[ClanView, ...]
    regions: tuple[RegionView, ...]
    played_cards: tuple[str, ...]
    initiative_left: int
    initiative_seen: tuple[str, ...]
    objective_offer: tuple[str, ...]
    spied: tuple[tuple[str, tuple[str, ...]], ...]
    winners: tuple[str, ...]


def _provinces(s: RKState) -> tuple[ProvinceView, ...]:
    """The provinces' views; they change only with control and special tokens, which bump ``version``."""
    cached = s._views_cache
    if cached is not None and cached[0] == s.version:
        return cached[1]
    b = s.board
    out = tuple(
        ProvinceView(
            b.provinces[p],
            s.clans[s.owner[p]].id if s.owner[p] >= 0 else None,
            s.up[p],
            s.down[p],
            sp.label() if (sp := s.special[p]) is not None else None,
        )
        for p in range(b.n)
    )
    s._views_cache = (s.version, out)
    return out


def observation(s: RKState, viewer: int, *, public: bool = False) -> RKObservation:
    """``viewer``'s observation; with ``public``, only what every seat knows (the viewer's own hand,
    objective, seen faces and spied hands left out), for a screen other seats may be looking at."""
    b = s.board
    over = s.phase == "over"
    clans = s.clans
    provinces = _provinces(s)
    tokens = tuple(
        TokenView(
            pl.serial,
            clans[pl.owner].id,
            b.locations[pl.loc].name,
            s.code(pl.owner, pl.token) if (pl.face_up if public else pl.knows(viewer)) else HIDDEN,
            pl.face_up,
            tuple(s.code(pl.owner, t) for t in pl.blessings),
            tuple((clans[q].id, s.code(q, t)) for q, t in pl.foreign),
        )
        for pl in s.placed
    )
    views = []
    for q, clan in enumerate(clans):
        mine = q == viewer and not public
        views.append(
            ClanView(
                q,
                clan.id,
                tuple(sorted(s.code(q, t) for t in s.hand[q])) if mine else (),
                len(s.hand[q]),
                len(s.pool[q]),
                tuple(s.code(q, t) for t in s.discard[q]),
                tuple(s.code(q, t) for t in s.aside[q]),
                s.control_supply[q],
                tuple(b.regions[r].id for r in range(len(b.regions)) if s.card_holder[r] == q),
                s.scouts[q],
                s.shugenja[q],
                s.ronin[q],
                s.done[q],
                s.no_bluff[q],
                s.objective[q] if (mine or over) else None,
                s.honor[q] if s.honor is not None else None,
            )
        )
    regions = []
    everyone = (1 << s.n) - 1
    for r, region in enumerate(b.regions):
        card = s.region_card[r]
        known = s.card_known[r] & everyone == everyone if public else s.card_known[r] >> viewer & 1
        shown = None if card is None else card if known else HIDDEN
        holder = s.card_holder[r]
        regions.append(RegionView(region.id, shown, clans[holder].id if holder >= 0 else None))
    p = s.pending
    if over:
        to_move = None
        waiting = "over"
    elif p is not None:
        to_move = clans[p.player].id
        waiting = p.card or p.kind
    else:
        to_move = clans[s.turn].id
        waiting = s.phase
    return RKObservation(
        viewer=viewer,
        round=min(s.round, s.prep.scenario.rounds),
        rounds=s.prep.scenario.rounds,
        phase=s.phase,
        first_player=clans[s.first].id,
        first_player_card=s.fp_card,
        to_move=to_move,
        waiting_for=waiting,
        prompt=pending_prompt(s) if p is not None and p.player == viewer and not public else "",
        provinces=provinces,
        tokens=tokens,
        clans=tuple(views),
        regions=tuple(regions),
        played_cards=tuple(s.played_cards),
        initiative_left=len(s.initiative),
        initiative_seen=tuple(s.initiative_seen),
        objective_offer=tuple(s.objective_offer[viewer]) if s.objective[viewer] is None and not public else (),
        spied=tuple((clans[t].id, codes) for v, t, codes in s.spied if v == viewer and not public),
        winners=tuple(clans[q].id for q in sorted(s.winners)) if s.winners is not None else (),
    )
