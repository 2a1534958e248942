"""Which actions the player whose turn it is may take, and why others are not allowed."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from engine.core.game import Action
from engine.games.neuroshima import instants as ins
from engine.games.neuroshima.actions import (
    Discard,
    EndTurn,
    Mobility,
    Place,
    Redraw,
    TransportMove,
    UseAirStrike,
    UseBattle,
    UseGrenade,
    UseMove,
    UsePush,
    UseSniper,
)
from engine.games.neuroshima.catalog import INSTANT

if TYPE_CHECKING:
    from engine.games.neuroshima.state import NeuroshimaState

INSTANT_ACTIONS: dict[str, type[Action]] = {
    "battle": UseBattle,
    "move": UseMove,
    "push": UsePush,
    "sniper": UseSniper,
    "air_strike": UseAirStrike,
    "grenade": UseGrenade,
}

REDRAW = Redraw()
END_TURN = EndTurn()


@functools.cache
def _discard(tile_id: str) -> Discard:
    return Discard(tile_id)


@functools.cache
def _battle(tile_id: str) -> UseBattle:
    return UseBattle(tile_id)


def turn_actions(st: NeuroshimaState) -> list[Action]:
    cfg = st.cfg
    seat = st.seat
    hand = st.hands[seat]
    types = cfg.catalog.types
    out: list[Action] = []
    ids = list(dict.fromkeys(types[c].id for c in hand))
    if can_redraw(st):
        out.append(REDRAW)
    if st.must_discard:
        out.extend(_discard(t) for t in ids)
        return out
    if can_use(st):
        free = [h for h, c in enumerate(st.pos.tile) if c < 0]
        for code in dict.fromkeys(hand):
            tt = types[code]
            if tt.kind != INSTANT:
                table = cfg.place_actions(code)
                for h in free:
                    out.extend(table[h])
            else:
                out.extend(instant_actions(st, tt.id, tt.instant or ""))
    out.extend(move_actions(st, transport=False))
    out.extend(move_actions(st, transport=True))
    if not cfg.reinforcements:
        out.extend(_discard(t) for t in ids)
    out.append(END_TURN)
    return out


def can_use(st: NeuroshimaState) -> bool:
    cfg = st.cfg
    if cfg.reinforcements and st.uses >= 2:
        return False  # NH rules: play at most two tiles a turn with reinforcements (rules/002 §2.7)
    # NH rules: advanced start - player 1 uses at most one tile on the first turn (rules/002 §2.7)
    return not (cfg.advanced_start and st.turns_started == 1 and st.uses >= 1)


def instant_actions(st: NeuroshimaState, tid: str, effect: str) -> list[Action]:
    pos = st.pos
    seat = st.seat
    hexes = pos.board.hexes
    rules = st.cfg.rules
    if effect == "battle":
        # NH rules: no Battle tile once anyone has drawn his last tile (rules/002 §2.5, E42)
        return [_battle(tid)] if st.last_draw_by < 0 else []
    if effect == "move":
        memo = st.cfg.memo
        out: list[Action] = []
        for s, d, r in ins.move_tile_options(pos, st.netted(), seat, rules):
            key = (UseMove, tid, s, d, r)
            a = memo.get(key)
            if a is None:
                a = memo[key] = UseMove(tid, hexes[s], hexes[d], r)
            out.append(a)
        return out
    if effect == "push":
        return [UsePush(tid, hexes[p], hexes[t]) for p, t in ins.push_options(pos, st.netted(), seat, rules)]
    if effect == "sniper":
        return [UseSniper(tid, hexes[t]) for t in ins.sniper_targets(pos, seat)]
    if effect == "air_strike":
        return [UseAirStrike(tid, hexes[t]) for t in ins.air_strike_targets(pos)]
    if effect == "grenade":
        return [UseGrenade(tid, hexes[t]) for t in ins.grenade_targets(pos, st.netted(), seat)]
    return []


def move_options(st: NeuroshimaState, transport: bool) -> list[tuple[int, int, int]]:
    pos = st.pos
    seat = st.seat
    # only worth an analysis when a mobile tile or a Transport (which may serve a Scoper's side) is on the board
    codes = pos.catalog.transport_codes if transport else pos.catalog.mobile_codes
    if codes.isdisjoint(pos.tile):
        return []
    rules = st.cfg.rules
    if transport:
        an = st.analysis()
        return ins.mobility_options(pos, an.netted, bool(an.recon[seat]), seat, rules, st.transport_used, an.transport)
    view = st.mobility_view()
    if view is None:
        an = st.analysis()
        view = (an.netted, bool(an.recon[seat]))
    return ins.mobility_options(pos, view[0], view[1], seat, rules, st.mobility_used)


def move_actions(st: NeuroshimaState, transport: bool) -> list[Action]:
    options = move_options(st, transport)
    if not options:
        return []
    hexes = st.pos.board.hexes
    cls = TransportMove if transport else Mobility
    memo = st.cfg.memo
    out: list[Action] = []
    for s, d, r in options:
        key = (cls, s, d, r)
        a = memo.get(key)
        if a is None:
            a = memo[key] = cls(hexes[s], hexes[d], r)
        out.append(a)
    return out


def can_redraw(st: NeuroshimaState) -> bool:
    """NH rules: a hand of instant tiles only may be discarded and redrawn, any number of times
    (rules/002 §2.4); when relative to the mandatory discard is a rule option."""
    seat = st.seat
    hand = st.hands[seat]
    if st.acted or not hand or not st.decks[seat] or not st.cfg.bad_draw[seat]:
        return False
    if st.cfg.rules.bad_draw_timing == "after_discard":
        if st.must_discard:
            return False
    elif st.forced_discard_done:
        return False
    types = st.cfg.catalog.types
    return all(types[c].kind == INSTANT for c in hand)


def turn_reason(st: NeuroshimaState, action: Action) -> str | None:
    types = st.cfg.catalog.types
    hand_ids = {types[c].id for c in st.hands[st.seat]}
    tid = getattr(action, "tile", None)
    if isinstance(action, Redraw):
        return None if can_redraw(st) else "a redraw needs a hand of instant tiles only, before any other action"
    if st.must_discard and not isinstance(action, Discard):
        return "with a full hand you must discard one tile first"
    if tid is not None and tid not in hand_ids:
        return f"you do not hold {tid!r}"
    if isinstance(action, UseBattle) and st.last_draw_by >= 0:
        return "Battle tiles are over: a player has drawn the last tile of his stack"
    if isinstance(action, (Place, *INSTANT_ACTIONS.values())) and not can_use(st):
        return "no more tiles may be used this turn"
    if isinstance(action, Place):
        h = st.pos.board.find(action.hex)
        if h < 0:
            return f"hex {action.hex} is not on the board"
        if st.pos.tile[h] >= 0:
            return f"hex {action.hex} is taken"
        if not 0 <= action.rot < 6:
            return "rotation is 0..5"
    if isinstance(action, Discard) and st.cfg.reinforcements and not st.must_discard:
        return "with reinforcements the tiles you do not play are kept"
    return None
