"""Helpers for the Battle for Rokugan tests: a game on the standard board with the clans a test
names and nothing on the board but what the test puts there; direct placement (as a player may
place at the table, legal or not) and the resolution steps without the next upkeep."""

from __future__ import annotations

from typing import Any

from engine.content.library import bundled_library
from engine.core.game import Event
from engine.core.registry import load_game
from engine.games.rokugan import resolution
from engine.games.rokugan.actions import Place
from engine.games.rokugan.pieces import Placed
from engine.games.rokugan.scenario import Scenario
from engine.games.rokugan.state import RKState

GAME = load_game("rokugan")


def scenario(
    clans: tuple[str, ...] = ("crab", "crane"), *, rules: dict[str, Any] | None = None, **fields: Any
) -> Scenario:
    """A scenario on the standard board: the given clans in seat order, no initial control tokens,
    no capital tokens, no objectives, the first clan first; ``fields`` override any of it."""
    data: dict[str, Any] = {
        "schema_version": 1,
        "kind": "rokugan/scenario",
        "id": "test",
        "title": {"en": "a test position"},
        "players": len(clans),
        "clans": list(clans),
        "allowed_clans": ["crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn"],
        "initial_control_tokens": 0,
        "capital_tokens": False,
        "objectives": {"dealt": 0},
        "first_player": clans[0],
    }
    data.update(fields)
    if rules:
        data["rules"] = rules
    return Scenario.model_validate(data)


def game(clans: tuple[str, ...] = ("crab", "crane"), *, seed: int = 0, **kw: Any) -> RKState:
    """A game at the first placement turn of round 1 with an empty board (everyone a ronin until
    :func:`control` gives them provinces)."""
    s = GAME.new_initial_state(scenario(clans, **kw), bundled_library(), seed)
    assert isinstance(s, RKState)
    return s


def seat(s: RKState, clan: str) -> int:
    q = s.seat_of(clan)
    assert q >= 0, clan
    return q


def prov(s: RKState, pid: str) -> int:
    return s.board.index[pid]


def refresh(s: RKState) -> None:
    """After editing the state by hand: ronin status from control (as at the start of upkeep),
    caches dropped."""
    for q in range(s.n):
        s.ronin[q] = s.control_on_board(q) == 0
    s.version += 1
    s._legal = None


def control(s: RKState, pid: str, clan: str | None, up: int = 0, down: int = 1) -> None:
    """Set the control tokens of a province (none when ``clan`` is None)."""
    p = prov(s, pid)
    s.remove_all_control(p)
    if clan is not None:
        s.add_control(p, seat(s, clan), up, down)
    refresh(s)


def hand(s: RKState, clan: str, *codes: str) -> None:
    """Make a clan's hand exactly ``codes`` (the bluff waits aside when not named)."""
    q = seat(s, clan)
    c = s.clans[q]
    for t in list(s.hand[q]):
        s.hand[q].remove(t)
        if t == c.bluff:
            s.aside[q].append(t)
        else:
            s.pool[q].pile.append(t)
    for code in codes:
        if code == "bluff":
            s.aside[q].remove(c.bluff)
            s.hand[q].append(c.bluff)
            continue
        t = c.first_of(code, s.pool[q].pile)
        if t < 0:
            t = c.first_of(code, s.discard[q])
            assert t >= 0, f"{clan} has no {code} left"
            s.discard[q].remove(t)
        else:
            s.pool[q].pile.remove(t)
        s.hand[q].append(t)
    s._legal = None


def put(s: RKState, clan: str, code: str, at: str, *, face_up: bool = False) -> Placed:
    """Place a token as a player may at the table, legal or not, from the hand or else the pool."""
    q = seat(s, clan)
    c = s.clans[q]
    if code == "bluff" and c.bluff not in s.hand[q]:
        hand(s, clan, *[c.tokens[t].code for t in s.hand[q]], "bluff")
    t = c.first_of(code, s.hand[q])
    if t >= 0:
        s.hand[q].remove(t)
    else:
        t = c.first_of(code, s.pool[q].pile)
        assert t >= 0, f"{clan} has no {code} left"
        s.pool[q].pile.remove(t)
    s._legal = None
    return s.place_token(q, t, s.board.loc_by_name[at], face_up=face_up)


def bless(s: RKState, clan: str, code: str, on: Placed) -> None:
    q = seat(s, clan)
    c = s.clans[q]
    t = c.first_of(code, s.pool[q].pile)
    assert t >= 0
    s.pool[q].pile.remove(t)
    on.blessings.append(t)


def resolve_steps(s: RKState) -> list[Event]:
    """Steps 1-6 of the resolution (reveal to territory cards) on the board as it stands; returns
    the events."""
    s._events = []
    resolution.reveal(s)
    attacked = resolution.blanks_and_illegal(s)
    resolution.raids(s)
    resolution.diplomacy(s)
    resolution.battles(s, attacked)
    resolution.check_territory_cards(s)
    out = s._events
    s._events = []
    return out


def turn_to(s: RKState, clan: str) -> None:
    """Make it ``clan``'s placement turn, before it has placed."""
    s.phase = "placement"
    s.pending = None
    s.turn = seat(s, clan)
    s.turn_placed = False
    s.done = [False] * s.n
    s._legal = None


def places(s: RKState, clan: str, *codes: str) -> set[tuple[str, str]]:
    """Every (token, place) ``clan`` may place now (with a hand of ``codes`` when given)."""
    if codes:
        hand(s, clan, *codes)
    turn_to(s, clan)
    return {(a.token, a.at) for a in s.legal_actions() if isinstance(a, Place)}


def held(s: RKState, pid: str) -> tuple[str | None, int, int]:
    """(clan, face-up, face-down) control tokens of a province."""
    p = prov(s, pid)
    o = s.owner[p]
    return (s.clans[o].id if o >= 0 else None, s.up[p], s.down[p])


def discards(s: RKState, clan: str) -> list[str]:
    q = seat(s, clan)
    return sorted(s.code(q, t) for t in s.discard[q])


def hand_codes(s: RKState, clan: str) -> list[str]:
    q = seat(s, clan)
    return sorted(s.code(q, t) for t in s.hand[q])


def battle(events: list[Event], pid: str) -> dict[str, Any]:
    found = [e for e in events if e.kind == "battle" and e.data.get("province") == pid]
    assert len(found) == 1, [e.text for e in events]
    return dict(found[0].data)


def give_card(s: RKState, clan: str, card: str) -> None:
    """``clan`` holds territory card ``card`` (taken from its region's slot)."""
    q = seat(s, clan)
    for r, cands in enumerate(s.prep.region_candidates):
        if card in cands:
            s.region_card[r] = card
            s.card_holder[r] = q
            s.card_known[r] |= 1 << q
            s._legal = None
            return
    raise AssertionError(f"no region deals {card}")


def upkeep_cards(s: RKState, first: str) -> None:
    """Put the game at the territory-card step of an upkeep (round 2), ``first`` to play first."""
    s.round = 2
    s.phase = "cards"
    s.pending = None
    s.first = s.turn = seat(s, first)
    s.card_passes = 0
    s._legal = None
