"""Leaders in battle: wounds, capture and death, the risk rolls of a leader's unit (losses, rout,
destruction), the army commander's succession, and duels between leaders (rules/003 §5.5,
L253-L268, L556-L594)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.message import Message
from engine.games.warlords.decisions import Decision
from engine.games.warlords.pieces import Leader, Unit
from engine.games.warlords.tables import DUEL_TABLE, DUEL_TACTICS, MASTER_TRAITS, duel_step

if TYPE_CHECKING:
    from engine.games.warlords.execution import Exec


def _out(lead: Leader) -> bool:
    return lead.where in ("out", "captured", "dead")


def wound(x: Exec, lead: Leader, n: int, why: Message) -> None:
    """Wounds: 2 send a leader to the reserve for the battle, 3 kill him (L267, L282)."""
    if n <= 0 or lead.where in ("captured", "dead"):
        return
    lead.wounds += n
    if lead.wounds >= 3:
        lead.where = "dead"
        lead.unit = -1
        x.note("leader_killed", Message("wl-log-leader-killed", leader=lead.id, wounds=n, why=why), leader=lead.id)
    elif lead.wounds >= 2:
        lead.where = "out"
        lead.unit = -1
        x.note(
            "leader_out",
            Message("wl-log-leader-out", leader=lead.id, wounds=n, why=why),
            leader=lead.id,
        )
    else:
        x.note("leader_wounded", Message("wl-log-leader-wounded", leader=lead.id, why=why), leader=lead.id)
    check_commander(x, lead.side)


def capture(x: Exec, lead: Leader, why: Message) -> None:
    lead.where = "captured"
    lead.unit = -1
    x.note("leader_captured", Message("wl-log-leader-captured", leader=lead.id, why=why), leader=lead.id)
    check_commander(x, lead.side)


def check_commander(x: Exec, side: int) -> None:
    """An army commander out of action is replaced by another leader (-1 to command rolls) or by
    nobody (-3) (L268)."""
    st = x.b.sides[side]
    if st.commander >= 0 and not _out(x.b.leaders[st.commander]):
        return
    for lead in x.b.leaders:
        if lead.side == side and not _out(lead):
            st.commander = lead.idx
            st.commander_lost = True
            x.note("commander", Message("wl-log-commander", leader=lead.id), leader=lead.id)
            return
    if st.commander != -1:
        st.commander = -1
        st.commander_lost = True
        x.note("commander", Message("wl-log-no-commander"))


def losses_risk(x: Exec, lead: Leader, *, melee: bool, vs_ashigaru: bool) -> None:
    """The unit lost more than 1 figure: 1 on a d6 is a wound, none for melee losses against
    ashigaru (L254-L256)."""
    r = x.roll(6, f"losses risk of {lead.id} (L254)")
    if r == 1 and not (melee and vs_ashigaru):
        wound(x, lead, 1, Message("wl-why-losses"))
    else:
        x.note("leader_risk", Message("wl-log-losses-risk", leader=lead.id, die=r), leader=lead.id, die=r)


def rout_risk(x: Exec, lead: Leader) -> None:
    """The unit routed in melee: 1 captured, 2-3 a wound, 4-6 unharmed; a brawler rerolls 4-6 (L257-L260)."""
    r = x.roll(6, f"rout risk of {lead.id} (L257)")
    if r >= 4 and "brawler" in lead.traits:
        r = x.roll(6, f"rout risk of {lead.id}, brawler's reroll (L260)")
    if r == 1:
        capture(x, lead, Message("wl-why-routed", line="L258"))
    elif r <= 3:
        wound(x, lead, 1, Message("wl-why-routed", line="L259"))
    else:
        x.note("leader_risk", Message("wl-log-rout-risk", leader=lead.id, die=r), leader=lead.id, die=r)


def destruction_risk(x: Exec, lead: Leader, excess: int, *, melee: bool, stay: str = "reserve") -> None:
    """The unit was destroyed: 1 die and 1 more per point of damage beyond its figures (L261-L265):
    1 captured in melee, 2 wounds from shooting; 2: 2 wounds; 3-4: 1 wound; 5-6 unharmed (a
    brawler rerolls 5-6 in melee). Several dice: the lowest counts, or each (§9 #47)."""
    n = 1 + max(0, excess)
    dice = []
    for _ in range(n):
        r = x.roll(6, f"destruction risk of {lead.id} (L261)")
        if melee and r >= 5 and "brawler" in lead.traits:
            r = x.roll(6, f"destruction risk of {lead.id}, brawler's reroll (L262)")
        dice.append(r)
    x.note("leader_risk", Message("wl-log-destruction-risk", leader=lead.id, dice=str(dice)), leader=lead.id, dice=dice)
    results = [min(dice)] if x.opts.destruction_dice == "lowest" else dice
    wounds = 0
    captured = False
    for r in results:
        if r == 1:
            if melee:
                captured = True
            else:
                wounds += 2
        elif r == 2:
            wounds += 2
        elif r <= 4:
            wounds += 1
    lead.unit = -1
    lead.where = stay
    if captured:
        capture(x, lead, Message("wl-why-destroyed-melee"))
        return
    wound(x, lead, wounds, Message("wl-why-destroyed"))


# --------------------------------------------------------------------------- duels


def _mods(lead: Leader, opp: Leader) -> list[tuple[str, int]]:
    out = []
    for t in MASTER_TRAITS:
        if t in lead.traits and t not in opp.traits:
            out.append((t, 1))
    if "brawler" in lead.traits and "brawler" not in opp.traits:
        out.append(("brawler", 1))
    if "skilled_rider" in lead.traits and "skilled_rider" not in opp.traits:
        out.append(("skilled_rider", 1))
    return out


def _roll2d6(x: Exec, lead: Leader, purpose: str) -> int:
    a = x.roll(6, purpose) + x.roll(6, purpose)
    if any(t in lead.traits for t in MASTER_TRAITS):
        b = x.roll(6, purpose + ", master's reroll (L583)") + x.roll(6, purpose + ", master's reroll (L583)")
        a = max(a, b)
    return a


def pair_duellists(x: Exec, ours: list[Leader], theirs: list[Leader]) -> list[tuple[Leader, Leader]]:
    """Pairs by the priority of L558-L564: brawlers (with brawlers if possible), risky characters
    against risky ones or brawlers, generals with generals (a warlord only if a brawler or
    outnumbered), the cautious only if nobody else is left, the rest at random; nobody twice."""

    def rank(lead: Leader, own: list[Leader], other: list[Leader]) -> int:
        if "brawler" in lead.traits:
            return 0
        if "risky" in lead.traits and any("risky" in o.traits or "brawler" in o.traits for o in other):
            return 1
        if "cautious" in lead.traits:
            return 4
        if lead.warlord:
            gens = sum(1 for o in own if not o.warlord)
            return 2 if len(other) > gens else 5
        return 2

    a = sorted(ours, key=lambda lead: (rank(lead, ours, theirs), lead.idx))
    b = sorted(theirs, key=lambda lead: (rank(lead, theirs, ours), lead.idx))
    a = [lead for lead in a if rank(lead, ours, theirs) < 5] or a[:1]
    b = [lead for lead in b if rank(lead, theirs, ours) < 5] or b[:1]
    pairs = []
    used_b: set[int] = set()
    for la in a:
        free = [lb for lb in b if lb.idx not in used_b]
        if not free:
            break
        same = [lb for lb in free if ("brawler" in lb.traits) == ("brawler" in la.traits)]
        pool = same or free
        if len(pool) > 1 and rank(pool[0], theirs, ours) == rank(pool[1], theirs, ours):
            tied = [lb for lb in pool if rank(lb, theirs, ours) == rank(pool[0], theirs, ours)]
            lb = x.rng.choice(tied, "duel pairing at random (L563)")
        else:
            lb = pool[0]
        used_b.add(lb.idx)
        pairs.append((la, lb))
    return pairs


def _tactic(x: Exec, lead: Leader) -> str:
    if not lead.warlord:
        return ""
    d = Decision(
        lead.side,
        "duel_tactic",
        Message("wl-q-duel-tactic", leader=lead.id),
        tuple(DUEL_TACTICS),
        "none_low",
        "§5.5, L587-L593",
    )
    return x.ask(d)


def duel(x: Exec, la: Leader, lb: Leader) -> tuple[bool, bool]:
    """One duel (L566-L594); returns whether each leader is still in action afterwards."""
    ta, tb = _tactic(x, la), _tactic(x, lb)
    ra = _roll2d6(x, la, f"duel roll of {la.id} (L566)") + sum(v for _, v in _mods(la, lb))
    rb = _roll2d6(x, lb, f"duel roll of {lb.id} (L566)") + sum(v for _, v in _mods(lb, la))

    def success(t: str, r: int) -> bool:
        return r >= (8 if DUEL_TACTICS[t][0] == "high" else 5) if t else False

    sa, sb = success(ta, ra), success(tb, rb)
    if tb == "treacherous_trick" and sb:
        ra -= 1
    if ta == "treacherous_trick" and sa:
        rb -= 1

    def step(t: str, r: int, ok: bool) -> int:
        if t and DUEL_TACTICS[t][0] == "high" and not ok:
            return 0 if x.opts.high_failure_step == "below_low" else 1
        return duel_step(r)

    qa, qb = step(ta, ra, sa), step(tb, rb, sb)
    if (qa, ra) == (qb, rb):
        relation = "equal"
        winner, loser = la, lb
    else:
        winner, loser = (la, lb) if (qa, ra) > (qb, rb) else (lb, la)
        gap = abs(qa - qb)
        relation = "clear" if gap >= 2 else "slight" if gap == 1 else "limit"
    d6 = x.roll(6, f"duel outcome, {relation} (L570-L579)")
    lw, captured, ww = DUEL_TABLE[relation][d6]
    wounds = {winner.idx: ww, loser.idx: lw}
    tactics = {la.idx: (ta, sa), lb.idx: (tb, sb)}
    other = {la.idx: lb, lb.idx: la}
    for lead in (la, lb):
        t, ok = tactics[lead.idx]
        opp = other[lead.idx]
        won = relation != "equal" and lead is winner
        opp_t = tactics[opp.idx][0]
        if t == "full_defence":
            wounds[lead.idx] = max(0, wounds[lead.idx] - (2 if ok else 1))
        elif t == "careful_attack" and ok and won:
            wounds[opp.idx] += 1
        elif t == "hurricane":
            if ok and won:
                wounds[opp.idx] += 2
            elif not ok and not (captured and lead is loser):
                wounds[lead.idx] += 1
        elif t == "best_defence":
            if ok:
                wounds[lead.idx] = max(0, wounds[lead.idx] - 1)
                wounds[opp.idx] += 1
            elif opp_t != "full_defence" and not (captured and lead is loser):
                wounds[lead.idx] += 1
        elif t == "treacherous_trick":
            if ok and won and wounds[opp.idx] >= 2:
                wounds[lead.idx] = 0
            elif not ok and opp_t != "full_defence" and not (captured and lead is loser):
                wounds[lead.idx] += 1
    if relation != "equal" and any(t in winner.traits for t in MASTER_TRAITS):
        wounds[winner.idx] = max(0, wounds[winner.idx] - 1)
    x.note(
        "duel",
        Message(
            "wl-log-duel",
            a=la.id,
            a_roll=ra,
            a_step=qa,
            b=lb.id,
            b_roll=rb,
            b_step=qb,
            relation=relation,
            winner=winner.id if relation != "equal" else "",
            die=d6,
            a_wounds=wounds[la.idx],
            b_wounds=wounds[lb.idx],
            captured="yes" if captured else "no",
            loser=loser.id,
        ),
        relation=relation,
        die=d6,
        rolls=[ra, rb],
    )
    if captured:
        loser.wounds += wounds[loser.idx]
        capture(x, loser, Message("wl-why-duel"))
        wound(x, winner, wounds[winner.idx], Message("wl-why-duel"))
    else:
        for lead in (la, lb):
            if wounds[lead.idx] >= 4:
                lead.wounds += wounds[lead.idx]
                lead.where = "dead"
                lead.unit = -1
                x.note("leader_killed", Message("wl-log-duel-killed", leader=lead.id), leader=lead.id)
                check_commander(x, lead.side)
            else:
                wound(x, lead, wounds[lead.idx], Message("wl-why-duel"))
    a_ok = not _out(la) and la.wounds < 2
    b_ok = not _out(lb) and lb.wounds < 2
    for lead, opp, opp_t, ok in ((la, lb, tb, a_ok), (lb, la, ta, b_ok)):
        t, succeeded = tactics[lead.idx]
        if (
            t == "full_defence"
            and not succeeded
            and relation != "equal"
            and winner is opp
            and opp_t != "full_defence"
            and ok
        ):
            x.duel_penalty[lead.side] = x.duel_penalty.get(lead.side, 0) + 1
    return a_ok, b_ok


def run_duels(x: Exec, side_a: list[Unit], side_b: list[Unit], hq_joined: list[Leader]) -> tuple[int, int, set[int]]:
    """Duels between the leaders of the two sides of a fight, on 3+ on a d6 unless a brawler is
    there or risky characters are on both sides (L557). Returns the result bonus for each side
    (L580) and the leaders who duelled."""
    la = [lead for u in side_a for lead in x.leaders_in(u)] + [
        lead for lead in hq_joined if lead.side == side_a[0].side
    ]
    lb = [lead for u in side_b for lead in x.leaders_in(u)] + [
        lead for lead in hq_joined if lead.side == side_b[0].side
    ]
    la = [lead for lead in la if not _out(lead)]
    lb = [lead for lead in lb if not _out(lead)]
    if not la or not lb:
        return 0, 0, set()
    everyone = la + lb
    sure = any("brawler" in lead.traits for lead in everyone) or (
        any("risky" in lead.traits for lead in la) and any("risky" in lead.traits for lead in lb)
    )
    if not sure:
        r = x.roll(6, "does a duel happen (3+, L557)")
        if r < 3:
            x.note("duel_none", Message("wl-log-no-duel", die=r), die=r)
            return 0, 0, set()
    bonus_a = bonus_b = 0
    duelled: set[int] = set()
    for a, b in pair_duellists(x, la, lb):
        duelled.update((a.idx, b.idx))
        a_ok, b_ok = duel(x, a, b)
        if a_ok and not b_ok:
            bonus_a += 1
        elif b_ok and not a_ok:
            bonus_b += 1
    return min(bonus_a, 1), min(bonus_b, 1), duelled
