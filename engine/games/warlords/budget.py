"""The command roll and the order budget (rules/003 §3.2, L333-L352): the roll's modifiers,
orders won by stake and roll, the free orders of the HQ, generals and allies, and what a
unit's phase-1 and phase-2 programs cost together."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.warlords.orders import Prog
from engine.games.warlords.tables import BLIZZARD, DOWNPOUR, FOG, HQ_FREE_ORDERS, STAKES

if TYPE_CHECKING:
    from engine.games.warlords.world import World

# --------------------------------------------------------------------------- the roll


def roll_modifiers(w: World, side: int) -> list[tuple[str, int, str]]:
    """Modifiers of a side's command roll (L235-L239, L268, L810, L815, L819)."""
    st = w.b.sides[side]
    out = []
    in_hq = [lead for lead in w.b.leaders if lead.side == side and lead.where == "hq"]
    if st.hq_destroyed or not in_hq:
        out.append(("no leader in the HQ" if not st.hq_destroyed else "the HQ is destroyed", -1, "L239"))
    elif hq_general_bonus(w, side) and not st.hq_general_declined:
        out.append((HQ_GENERAL, 1, "L238"))
    if st.commander < 0:
        out.append(("nobody can take command", -3, "L268"))
    elif st.commander_lost:
        out.append(("the army commander is out; another leads", -1, "L268"))
    wx = w.weather()
    if wx & DOWNPOUR:
        out.append(("downpour", -1, "L810"))
    if wx & BLIZZARD:
        out.append(("blizzard", -2, "L815"))
    if wx & FOG:
        out.append(("dense fog", -3, "L819"))
    return out


HQ_GENERAL = "a general in the HQ beside the commander (2 or more give no more)"


def hq_general_bonus(w: World, side: int) -> bool:
    """A general stands in the HQ beside the army commander: +1 to the command roll, if the side
    counts it - the general then stays in the HQ this turn (L238, L335)."""
    st = w.b.sides[side]
    cmd = w.commander(side)
    if st.hq_destroyed or cmd is None or cmd.where != "hq":
        return False
    return any(lead.side == side and lead.where == "hq" and lead.idx != cmd.idx for lead in w.b.leaders)


def commander_in_hq(w: World, side: int) -> bool:
    """The army commander is in the HQ at the start of the turn and stays (L235)."""
    st = w.b.sides[side]
    cmd = w.commander(side)
    return cmd is not None and cmd.where == "hq" and not st.hq_destroyed and not cmd.moved


def free_reroll(w: World, side: int) -> bool:
    """The HQ on a hill with the commander in it: one free reroll (L237, L348)."""
    st = w.b.sides[side]
    return commander_in_hq(w, side) and st.hq >= 0 and w.hill(st.hq)


def orders_from_roll(stake: str, total: int) -> int:
    """The orders a command roll wins: the stake's success count when the total reaches its
    threshold, else its failure count (L338-L345)."""
    threshold, ok, fail = STAKES[stake]
    return ok if total >= threshold else fail


# --------------------------------------------------------------------------- the budget


def main_budget(w: World, side: int) -> int:
    """The orders the side won with its roll, plus the two free orders of the HQ when the
    commander is in it (L235)."""
    st = w.b.sides[side]
    return st.budget + (HQ_FREE_ORDERS if commander_in_hq(w, side) else 0)


#: a general gives his unit a free order if he was there or came from the HQ or a unit (L249)
_FREE_ARRIVALS = ("start", "hq", "unit", "unit_bonus")


class Budget:
    """A side's orders this turn: what its choices so far take from its main budget after the
    free orders of generals and the Phoenix banner (L246, L367) and of allied clans (L358), and
    what one more choice would cost."""

    def __init__(self, w: World, side: int) -> None:
        st = w.b.sides[side]
        self.budget = main_budget(w, side)
        ally_left = {clan: 1 for clan in st.allies}
        self.free_left: dict[int, int] = {}
        self.allied: dict[int, str] = {}
        generals = {
            lead.unit
            for lead in w.b.leaders
            if lead.side == side and not lead.warlord and lead.where == "unit" and lead.arrived in _FREE_ARRIVALS
        }
        need = 0
        free_left = self.free_left
        for u in w.b.units:
            if u.side != side:
                continue
            if not u.allied and not u.phoenix_free and u.idx not in generals:
                need += u.cost  # no free order and no ally's (most units): the steps below change nothing
                continue
            frees = (1 if u.idx in generals and not u.fleeing else 0) + (1 if u.phoenix_free else 0)
            cost = u.cost
            if frees:  # a unit without free orders has none left (``free_left`` reads it as 0)
                used = min(cost, frees)
                free_left[u.idx] = frees - used
                cost -= used
            if u.allied:
                self.allied[u.idx] = u.allied
                if cost and ally_left.get(u.allied, 0):
                    take = min(cost, ally_left[u.allied])
                    ally_left[u.allied] -= take
                    cost -= take
            need += cost
        self.ally_left = ally_left
        self.entries = st.reserve_entries
        self.need = need + (self.entries + 2) // 3

    def can(self, unit: int = -1, extra: int = 0, extra_entries: int = 0) -> bool:
        add = extra
        if unit >= 0 and add:
            add = max(0, add - self.free_left.get(unit, 0))
            clan = self.allied.get(unit)
            if clan and add:
                add = max(0, add - self.ally_left.get(clan, 0))
        e = self.entries
        add += (e + extra_entries + 2) // 3 - (e + 2) // 3
        return self.need + add <= self.budget

    def spare(self, unit: int) -> int:
        """How many more orders ``unit`` could be given now."""
        clan = self.allied.get(unit)
        ally = self.ally_left.get(clan, 0) if clan else 0
        return max(0, self.budget - self.need) + self.free_left.get(unit, 0) + ally

    @property
    def left(self) -> int:
        return self.budget - self.need


def orders_left(w: World, side: int) -> int:
    """The orders the side has left to give this turn."""
    return Budget(w, side).left


# --------------------------------------------------------------------------- leader moves

CODE_KIND: dict[str, str] = {
    "none": "none",
    "W": "wait",
    "A": "advance",
    "A+A": "advance",
    "B": "retreat",
    "burn:A": "advance",
    "burn:A+A": "advance",
    "burn:B": "retreat",
}


def kind_of(p: Prog | None) -> str:
    """The kind of a program for pricing: ``none``, ``wait``, ``advance``, ``retreat`` or ``other``."""
    if p is None:
        return "none"
    if p[0] == "wait":
        return "wait"
    if p[0] == "move" and all(a == "A" for a in p[1]):
        return "advance"
    if p[0] == "move" and p[1] == ("B",):
        return "retreat"
    return "other"


def pair_cost(k1: str, k2: str) -> int:
    """The orders a phase-1 and a phase-2 program cost together (same rules as
    :func:`engine.games.warlords.orders.orders_cost`)."""
    if k1 == "none" and k2 == "none":
        return 0
    if k1 == "none" or k2 == "none":
        return 1
    if k1 == k2 and k1 in ("advance", "retreat"):
        return 1
    if k1 == "wait":
        return 1
    return 2
