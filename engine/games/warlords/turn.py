"""A battle turn around the command phase (rules/003 §3.1): the turn's start (weather, fire,
the HQ overrun), the stakes and rolls, the reveal of both sides' orders, the two execution
phases and the end of the turn (reserves arrive, fatigue and rest, flight timers, the limit)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.message import Message, Value
from engine.games.warlords.board import RICE
from engine.games.warlords.budget import HQ_GENERAL, orders_from_roll, roll_modifiers
from engine.games.warlords.orders import describe
from engine.games.warlords.phase import run_phase
from engine.games.warlords.pieces import FIELD, FULL, RESERVE
from engine.games.warlords.retreat import scatter
from engine.games.warlords.said import banner, mods_list, weather
from engine.games.warlords.said import side as said_side
from engine.games.warlords.setup import facing_toward_enemy
from engine.games.warlords.shinobi import spread_fire
from engine.games.warlords.tables import BLIZZARD, DEEP_SNOW, DOWNPOUR, RAIN, STAKES, weather_text
from engine.games.warlords.victory import check_collapse, final_result, general_flight

if TYPE_CHECKING:
    from engine.games.warlords.execution import Exec


def turn_start(x: Exec) -> None:
    """Before the command phase: the turn's weather, fires going out or spreading, an HQ overrun
    by the enemy destroyed (L233), and each unit's state at the start of the turn."""
    b = x.b
    b.turn += 1
    b.phase = 0
    w = x.weather()
    if x.verbose:  # (a search's quiet copy builds no texts)
        x.note(
            "turn",
            Message("wl-log-turn", turn=b.turn, turns=x.prep.max_turns, weather=weather(w)),
            turn=b.turn,
            weather=weather_text(w),
        )
    if w & (RAIN | BLIZZARD | DOWNPOUR):
        b.burning = tuple((c, min(t, b.turn)) for c, t in b.burning)
    spread_fire(x)
    for st in b.sides:
        if st.hq >= 0 and not st.hq_destroyed:
            v = x.unit(st.hq)
            if v is not None and v.side != st.idx:
                st.hq_destroyed = True
                for lead in b.leaders:
                    if lead.side == st.idx and lead.where == "hq":
                        lead.where = "reserve"
                x.note("hq_destroyed", Message("wl-log-hq-destroyed", unit=v.id, side=said_side(st.idx)))
        st.start_turn()
    for lead in b.leaders:
        lead.start_turn()
    for u in b.units:
        u.start_turn()
    b.turn_start = tuple((u.cell if u.status == FIELD else -1, u.facing, u.side, u.fleeing) for u in b.units)


def command_roll(x: Exec, side: int, *, reroll: bool = False) -> None:
    """2d6 with the stake (L338-L345) and modifiers; orders = the stake's result (+2 with the
    commander in the HQ, counted with the budget)."""
    st = x.b.sides[side]
    stake = st.stake or "low"
    mods = roll_modifiers(x, side)
    d = (x.roll(6, f"command roll of side {side + 1}"), x.roll(6, f"command roll of side {side + 1}"))
    total = d[0] + d[1] + sum(v for _, v, _ in mods)
    st.dice = d
    st.roll_mod = sum(v for _, v, _ in mods)
    st.roll_total = total
    st.budget = orders_from_roll(stake, total) + st.cunning
    if x.verbose:  # (a search's quiet copy builds no texts)
        x.note(
            "command_roll",
            Message(
                "wl-log-command-roll",
                side=said_side(side),
                reroll="yes" if reroll else "no",
                stake=stake,
                a=d[0],
                b=d[1],
                mods=mods_list(mods),
                n=len(mods),
                total=total,
                success="yes" if total >= STAKES[stake][0] else "no",
                needs=STAKES[stake][0],
                orders=orders_from_roll(stake, total),
            ),
            side=side,
            stake=stake,
            dice=list(d),
            modifiers=[list(m) for m in mods],
            total=total,
        )
    st.hq_general_used = any(name == HQ_GENERAL for name, _, _ in mods)
    if st.hq_general_used:
        cmd = x.commander(side)
        for lead in x.b.leaders:
            if lead.side == side and lead.where == "hq" and cmd is not None and lead.idx != cmd.idx:
                lead.locked = True  # his +1 was used: he stays in the HQ this turn (L335)
                break


def reveal_orders(x: Exec) -> None:
    """Both sides' orders become known together as the GM executes them (L47, L89). A quiet
    state (a search's copy) writes none of their text: the rules read none of it."""
    if not x.verbose:
        for u in x.b.units:
            if u.status == FIELD and u.banner_raised:
                u.seen = FULL
        _withdraw(x, None)
        x.b.revealed_orders = ()
        _reveal_leaders_and_flight(x)
        return
    lines: list[Message] = []
    for u in x.b.units:
        if u.status != FIELD:
            continue
        parts: list[Value] = []
        if u.ordered:
            parts.append(
                Message("wl-revealed-orders", first=describe(x, u, u.orders[0]), second=describe(x, u, u.orders[1]))
            )
        if u.dragon is not None:
            parts.append(Message("wl-revealed-dragon", phase=u.dragon[0], order=describe(x, u, u.dragon[1])))
        if u.banner_raised:
            parts.append(Message("wl-revealed-banner", banner=banner(u.banner)))
            u.seen = FULL
        if parts and x.level(1 - u.side, u) >= FULL:
            lines.append(Message("wl-revealed", unit=u.id, parts=tuple(parts)))
    _withdraw(x, lines)
    x.b.revealed_orders = tuple(lines)
    x.note(
        "orders_revealed",
        Message("wl-log-orders-revealed", orders=tuple(lines), n=len(lines)),
        orders=[m.to_data() for m in lines],
    )
    _reveal_leaders_and_flight(x)


def _withdraw(x: Exec, lines: list[Message] | None) -> None:
    """Units whose withdrawal was ordered leave the field for good (L354); ``lines`` (None in a
    quiet state) gets a line for each."""
    for u in x.b.units:
        if u.withdrawing:
            for lead in x.leaders_in(u):
                lead.where, lead.unit = "reserve", -1
            x.b.lift(u)
            u.status = RESERVE
            u.reserve_final = True
            u.withdrawing = False
            if lines is not None:
                lines.append(Message("wl-revealed-withdraws", unit=u.id))


def _reveal_leaders_and_flight(x: Exec) -> None:
    for lead in x.b.leaders:
        lead.shown_where, lead.shown_unit = lead.where, lead.unit
    for st in x.b.sides:
        if st.general_flight:
            general_flight(x, st.idx)
            return


def exec_phase1(x: Exec) -> None:
    run_phase(x, 1)
    for u in x.b.units:
        if u.orders[1] is not None and {"keep_advancing", "keep_retreating"} & u.standing:
            u.standing = u.standing - {"keep_advancing", "keep_retreating"}  # a phase-2 order ends it (L426)
    check_collapse(x)


def exec_phase2(x: Exec) -> None:
    run_phase(x, 2)
    check_collapse(x)


def end_of_turn(x: Exec) -> None:
    """Reserves come in (L311, L316), cavalry tires or rests (L154-L156, L739, L811, L820), the
    Tiger's fury carries on or ends (L368), fleeing units not rallied in 3 turns are scattered
    (L658), fires burn out (L691), and the turn limit ends the battle (L43)."""
    b = x.b
    for st in b.sides:
        own = x.own_edge_dir(st.idx)
        for ui, cell in st.entering:
            u = b.units[ui]
            c = cell
            while c >= 0 and (b.unit_at[c] >= 0 or x.impassable(c)):
                c = x.nb[c][own]
            if c < 0:
                x.note("reserve", Message("wl-log-no-entry", unit=u.id))
                continue
            u.status = FIELD
            u.facing = facing_toward_enemy(st.half)
            u.fleeing = False
            b.place(u, c)
            u.seen = FULL
            x.note("reserve", Message("wl-log-enters", unit=u.id, cell=x.label(c)), unit=u.id)
        st.entering = ()
    w_flags = [x.b.weather[t] if t < len(x.b.weather) else 0 for t in (b.turn,)]
    downpour = bool(w_flags[0] & DOWNPOUR)
    deep = bool(w_flags[0] & DEEP_SNOW)
    for u in b.units:
        if u.status != FIELD or not u.cavalry:
            continue
        used = u.gallop_phases
        rice = (u.start_cell >= 0 and x.board.terrain[u.start_cell] == RICE) or x.rice(u.cell)
        tires = False
        if x.opts.fatigue_rule == "three_cells":
            tires = u.moved >= 3
        else:
            tires = bool((used & 2 and used & 4) or (deep and used))
        tires = bool(tires) or rice
        if tires and not u.fatigued:
            u.fatigued = True
            x.note("fatigue", Message("wl-log-tired", unit=u.id), unit=u.id)
        elif (
            u.fatigued
            and not tires
            and u.moved <= 1
            and not u.fled_this_turn
            and not u.fought
            and not downpour
            and not rice
        ):
            u.fatigued = False
            x.note("rest", Message("wl-log-rested", unit=u.id), unit=u.id)
    for u in b.units:
        if u.tiger and (u.fought or u.fled_this_turn or u.status != FIELD):
            u.tiger = False
        if u.status == FIELD and u.fleeing and b.turn - u.flee_turn >= 3:
            scatter(x, u, "not rallied within 3 turns of its flight (L658)", permanent=True)
    b.burning = tuple((c, t) for c, t in b.burning if t > b.turn)
    for u in b.units:
        if u.status == RESERVE and u.reserve_from and u.reserve_from == b.turn + 1:
            x.note("reserve", Message("wl-log-may-return", unit=u.id), visible_to=frozenset({u.side, x.gm}))
    check_collapse(x)
    if b.winner == -2 and b.turn >= x.prep.max_turns:
        final_result(x)
