"""What follows a melee (rules/003 §5.2, L540-L554): the verdicts of an attack and of a
meeting engagement, the loser's retreat direction and rout, the winners' occupation of the
vacated cell, lost orders, and the batch that carries out every retreat of one moment with
the larger unit first (L487)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from engine.core.message import Message
from engine.games.warlords.board import opposite
from engine.games.warlords.combat import melee_steadfastness, pivot, total
from engine.games.warlords.pieces import FULL, Unit
from engine.games.warlords.retreat import destroy, forced_retreat, lose_orders, peasants, rout, scatter
from engine.games.warlords.world import FLANK, REAR

if TYPE_CHECKING:
    from engine.games.warlords.execution import Exec
    from engine.games.warlords.melee import Fight


def _later(x: Exec, u: Unit, fn: Callable[[], object]) -> None:
    """A loser's retreat or flight, carried out when every fight of the moment is resolved."""
    assert x.batch is not None
    x.batch.append((0, -u.figures, u.idx, fn))


def after(x: Exec, fn: Callable[[], object]) -> None:
    """Something that follows the retreats of this moment (the winners moving in, leaders going
    back to the HQ)."""
    assert x.batch is not None
    x.batch.append((1, 0, len(x.batch), fn))


def flush(x: Exec) -> None:
    """Retreats and flights of one moment, the larger unit first when two need one cell (L487);
    then the winners move in; then ashigaru panic (L486)."""

    batch = x.batch or []
    x.batch = None
    for _, _, _, fn in sorted(batch, key=lambda m: m[:3]):
        fn()
    peasants(x)


def judge_attack(attacker_total: int, defender_total: int, defender_steadfastness: int, rear_and_another: bool) -> str:
    """The result of an attack on a stationary defender (L543-L546): ``repulsed`` when the
    defender's total is as high, else the defender retreats, or routs when the difference
    exceeds its Steadfastness or it was attacked in the rear and from another side."""
    diff = attacker_total - defender_total
    if diff < 1:
        return "repulsed"
    return "rout" if diff > defender_steadfastness or rear_and_another else "retreat"


def judge_meeting(total_a: int, total_b: int, loser_steadfastness: int) -> str:
    """A meeting engagement (L548): equal totals repulse both; the lower retreats, and routs when
    the difference exceeds its Steadfastness."""
    if total_a == total_b:
        return "both_repulsed"
    return "rout" if abs(total_a - total_b) > loser_steadfastness else "retreat"


def _retreat_dir(x: Exec, loser: Unit, attackers: list[Unit], sides: dict[int, str]) -> int:
    """Away from the attack; against several, away from the largest attacker at the fight's end,
    from a rear attack on a tie, else from a flank attack; attacked on both flanks, into the rear
    cell (L632-L635)."""
    live = [a for a in attackers if a.on_field]
    if not live:
        return opposite(loser.facing)
    flanks = {x.board.direction(loser.cell, a.cell) for a in live if sides.get(a.idx) == FLANK}
    if len(flanks) == 2:
        return opposite(loser.facing)
    most = max(a.figures for a in live)
    big = [a for a in live if a.figures == most]
    if len(big) > 1:
        rear = [a for a in big if sides.get(a.idx) == REAR]
        flank = [a for a in big if sides.get(a.idx) == FLANK]
        big = rear or flank or big
    src = big[0]
    return x.board.direction(src.cell, loser.cell)


def _occupy(x: Exec, winners: list[Unit], cell: int, d: int) -> None:
    """Winners take the vacated cell; several turn toward the loser's retreat for free and the
    one that needs no turn moves in (L552-L554)."""
    live = [w for w in winners if w.on_field]
    if not live or x.unit(cell) is not None:
        return
    if len(live) == 1:
        mover = live[0]
    else:
        straight = [w for w in live if w.facing == d]
        mover = straight[0] if straight else max(live, key=lambda w: (w.figures, -w.idx))
        for w in live:
            w.facing = d if d >= 0 else w.facing
    leaving_forest = x.forest(mover.cell)
    frm = x.label(mover.cell)
    x.b.place(mover, cell)
    mover.moved += 1
    if leaving_forest:
        mover.seen = FULL
    x.note(
        "occupy", Message("wl-log-occupy", unit=mover.id, cell=x.label(cell)), unit=mover.id, frm=frm, to=x.label(cell)
    )


def _after_attack(x: Exec, u: Unit, pushed: bool) -> None:
    it = x.intents.get(u.idx)
    if it is not None:
        it.done = True
    u.acted = True
    if pushed:
        lose_orders(x, u, "pushed back")


def outcome(
    x: Exec,
    f: Fight,
    xs: list[Unit],
    ys: list[Unit],
    py: Unit,
    px: Unit,
    x_total: int,
    y_total: int,
    st_py: int,
    x_side: dict[int, str],
    stood: dict[int, int],
) -> None:
    """Carry out the verdict of a fight whose losses are applied (destroyed units already off
    the field); ``stood`` is where each unit stood in the fight."""

    cell0 = stood[py.idx]
    if py.fleeing and f.kind == "attack":
        if py.on_field:
            scatter(x, py, "attacked while fleeing (L658)", permanent=True)
        for a in xs:
            _after_attack(x, a, False)
        if xs and cell0 >= 0:
            _occupy(x, xs, cell0, x.board.direction(xs[0].cell, cell0))
        return
    if f.kind == "attack":
        live_x = [a for a in xs if a.on_field]
        if not py.on_field:
            x.note("melee_result", Message("wl-log-defender-destroyed", unit=py.id), result="destroyed")
            for a in live_x:
                _after_attack(x, a, False)
            if live_x and cell0 >= 0:
                _occupy(x, live_x, cell0, x.board.direction(live_x[0].cell, cell0))
            return
        if not live_x:
            x.note("melee_result", Message("wl-log-attackers-destroyed", unit=py.id), result="held")
            _after_attack(x, py, False)
            return
        diff = x_total - y_total
        rear = any(x_side[a.idx] == REAR for a in live_x) and len(live_x) > 1 and not x.village(py.cell)
        verdict = judge_attack(x_total, y_total, st_py, rear)
        if verdict != "repulsed":
            routs = verdict == "rout"
            if py.crab:
                if routs:
                    routs = False
                    py.crab = False
                    x.note("crab", Message("wl-log-crab-spent", unit=py.id))
                else:
                    x.note("crab", Message("wl-log-crab-holds", unit=py.id))
                    x.note(
                        "melee_result",
                        Message("wl-log-stands", unit=py.id, attack=x_total, defence=y_total),
                        result="held",
                    )
                    for a in live_x:
                        _after_attack(x, a, False)
                    _after_attack(x, py, False)
                    return
            d = _retreat_dir(x, py, live_x, x_side)
            why = Message(
                "wl-why-melee-lost",
                attack=x_total,
                defence=y_total,
                difference=diff,
                routs="yes" if routs else "no",
                steadfastness=st_py,
                rear="yes" if rear and not diff > st_py else "no",
            )
            x.note(
                "melee_result",
                Message("wl-log-melee-lost", unit=py.id, routs="yes" if routs else "no", why=why),
                result="rout" if routs else "retreat",
                difference=diff,
            )
            if "hold_at_any_cost" in py.standing:
                py.figures = max(0, py.figures - 1)
                x.note("hold_at_any_cost", Message("wl-log-held-any-cost", unit=py.id))
            for a in live_x:
                _after_attack(x, a, False)
            if py.figures <= 0:
                destroy(x, py, "destroyed")
            elif routs:
                _later(x, py, partial(rout, x, py, d, melee=True, reason="beaten in melee"))
            else:
                lose_orders(x, py, "pushed back")
                _later(x, py, partial(forced_retreat, x, py, d, "pushed back in melee"))
            after(x, lambda: _occupy(x, live_x, cell0, d) if x.unit(cell0) is None else None)
            return
        x.note(
            "melee_result",
            Message("wl-log-repulsed", unit=py.id, attack=x_total, defence=y_total),
            result="repulsed",
        )
        for a in live_x:
            if "advance_at_any_cost" in a.standing:
                a.figures = max(0, a.figures - 1)
                x.note("advance_at_any_cost", Message("wl-log-advanced-any-cost", unit=a.id))
                if a.figures <= 0:
                    destroy(x, a, "destroyed")
            if a.on_field:
                _after_attack(x, a, True)
        _after_attack(x, py, False)
        return
    # meeting engagements: every unit attacks; the lower total retreats (L548)
    live_x = [a for a in xs if a.on_field]
    live_y = [b for b in ys if b.on_field]
    if x_total == y_total or (not live_x and not live_y):
        x.note(
            "melee_result",
            Message("wl-log-meeting-repulsed", a=x_total, b=y_total),
            result="both_repulsed",
        )
        for u in live_x + live_y:
            _after_attack(x, u, True)
        return
    winners, losers = (live_x, live_y) if x_total > y_total else (live_y, live_x)
    diff = abs(x_total - y_total)
    if not winners and x.opts.meeting_winners_destroyed == "losers_hold":
        # the higher total, yet every unit of it destroyed: "a unit that destroyed all its
        # opponents neither retreats nor flees" (L550, said of a defender; the rule option
        # meeting_winners_destroyed) -- the losers hold their cells and nobody occupies anything
        # (there is nobody left to)
        for lo in losers:
            x.note(
                "melee_result",
                Message("wl-log-meeting-winners-destroyed", unit=lo.id, a=x_total, b=y_total),
                result="held",
            )
            _after_attack(x, lo, False)
        return
    if not losers:
        # every loser destroyed: its cell is vacated as by a retreat (L548 with L553)
        for w in winners:
            _after_attack(x, w, False)
        beaten = ys if winners is live_x else xs
        if f.kind == "empty":
            _occupy(x, winners, f.cell, x.board.direction(winners[0].cell, f.cell))
        elif x.opts.meeting_winner_occupies and winners:
            gone = stood[pivot(beaten).idx]
            _occupy(x, winners, gone, x.board.direction(pivot(winners).cell, gone))
        return
    # with every winner destroyed (losers_give_way) the losers give way straight back (L548)
    wdir = x.board.direction(pivot(winners).cell, f.cell if f.kind == "empty" else losers[0].cell) if winners else -1
    for w in winners:
        _after_attack(x, w, False)
    vacated = []
    for lo in losers:
        st = total(melee_steadfastness(x, lo, [], winners)) - (1 if x.village(lo.cell) else 0)
        routs = judge_meeting(x_total, y_total, st) == "rout"
        if lo.crab:
            if routs:
                routs = False
                lo.crab = False
            else:
                _after_attack(x, lo, False)
                continue
        x.note(
            "melee_result",
            Message(
                "wl-log-meeting-lost",
                a=x_total,
                b=y_total,
                unit=lo.id,
                routs="yes" if routs else "no",
                difference=diff,
                steadfastness=st,
            ),
            result="rout" if routs else "retreat",
        )
        if f.kind == "empty" and lo.facing != opposite(wdir) and wdir >= 0:
            lo.facing = opposite(wdir)  # the loser turns to face the winner, then gives way (L638)
        c0 = lo.cell
        d = wdir if wdir >= 0 else opposite(lo.facing)
        if routs:
            _later(x, lo, partial(rout, x, lo, d, melee=True, reason="beaten in a meeting engagement"))
        else:
            lose_orders(x, lo, "pushed back")
            _later(x, lo, partial(forced_retreat, x, lo, d, "pushed back in a meeting engagement"))
        vacated.append(c0)
    if not winners:
        return
    if f.kind == "empty":
        after(x, lambda: _occupy(x, winners, f.cell, wdir))
    elif x.opts.meeting_winner_occupies and vacated:
        after(x, lambda: _occupy(x, winners, vacated[0], wdir) if x.unit(vacated[0]) is None else None)
