"""Retreats, lone leaders, seppuku and total loss of honor (rules/000 §13, §14, §16.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.game import Action
from engine.core.message import Message
from engine.games.samurai_battles.actions import Choose, Retreat, Seppuku
from engine.games.samurai_battles.board import BASELINE_HALF, FULL
from engine.games.samurai_battles.combat_math import retreat_cost_per_hex
from engine.games.samurai_battles.movement import leader_may_end
from engine.games.samurai_battles.pieces import ESCAPED, SEPPUKU, Leader, Unit
from engine.games.samurai_battles.ruleset import MOVE_IMPASSABLE, SWORDS
from engine.games.samurai_battles.task import Task

if TYPE_CHECKING:
    from engine.games.samurai_battles.state import SBState


def retreat_steps(s: SBState, u: Unit) -> list[int]:
    """The hexes one step toward the unit's own baseline it may retreat onto (rules/000 §13):
    full hexes only, never a unit or lone enemy leader, never impassable terrain; a lone
    friendly leader it can merge with is allowed (the retreat then stops)."""
    out = []
    edge = s.rs.edges[u.side]
    has_leader = u.leader >= 0
    for j in s.field.toward_baseline[edge][u.hex]:
        if s.field.kind[j] != FULL or s.unit_at[j] >= 0 or s.terrain[j].movement == MOVE_IMPASSABLE:
            continue
        la = s.leader_at[j]
        if la >= 0:
            lead = s.leaders[la]
            if lead.side != u.side or has_leader or not s.can_lead(lead, u):
                continue
        out.append(j)
    return out


class RetreatTask(Task):
    """A unit retreats ``remaining`` hexes, one step at a time; its owner picks each step."""

    __slots__ = ("cost", "entered", "last", "remaining", "unit")
    KIND = "retreat"

    def __init__(self, unit: int, hexes: int) -> None:
        super().__init__()
        self.unit = unit
        self.remaining = hexes
        self.entered = 0
        self.cost = 0
        self.last = -1

    def player(self, s: SBState) -> int:
        return s.units[self.unit].side

    def prompt(self, s: SBState) -> Message:
        u = s.units[self.unit]
        return Message("sb-prompt-retreat", unit=s.unit_said(u), hex=s.label(u.hex), count=self.remaining)

    def run(self, s: SBState) -> bool:
        u = s.units[self.unit]
        if self.last < 0:
            self.last = u.hex
        while u.hex >= 0 and self.remaining > 0:
            opts = retreat_steps(s, u)
            if len(opts) == 1:
                self._step(s, u, opts[0])
                continue
            if opts:
                return True
            # SB rules: 1 hit per hex it cannot retreat, also onto its own baseline; no leader check (L961-971)
            hits = self.remaining
            if s.opt.blocked_retreat_honor == "all_hexes":
                self.cost += hits * retreat_cost_per_hex(s, u)
            self.remaining = 0
            s.note(
                "retreat-blocked", Message("sb-retreat-blocked", unit=s.unit_said(u), hex=s.label(u.hex), count=hits)
            )
            s.remove_figures(u, hits, Message("sb-why-blocked-retreat"))
        s.stack.pop()
        self._pay(s, u)
        return False

    def legal(self, s: SBState) -> list[Action]:
        return [Retreat(s.label(h)) for h in retreat_steps(s, s.units[self.unit])]

    def act(self, s: SBState, a: Action) -> None:
        assert isinstance(a, Retreat)
        self._step(s, s.units[self.unit], s.field.parse(a.to))

    def _step(self, s: SBState, u: Unit, to: int) -> None:
        self.cost += retreat_cost_per_hex(s, u)
        frm = u.hex
        had_leader = u.leader >= 0
        s.move_unit(u, to, retreat=True)
        self.last = to
        self.entered += 1
        self.remaining -= 1
        s.note_step("retreat", "sb-retreat", u, frm, to, unit=s.unit_said(u))
        if not had_leader and u.leader >= 0:
            self.remaining = 0  # SB rules: merged with a lone leader, the rest of the retreat is cancelled (L946-960)

    def _pay(self, s: SBState, u: Unit) -> None:
        p = u.side
        if self.cost <= 0:
            return
        if s.pay_honor(p, self.cost, Message("sb-why-retreated", unit=s.unit_said(u), count=self.entered)):
            return
        # SB rules: total loss of honor (L1178-1200)
        s.note("dishonor", Message("sb-dishonor-retreat", army=s.army_said(p), count=self.cost))
        s.lose_all_honor(p)
        s.stack.append(DishonorTask(p, "unit", u.idx, self.last))


def leader_retreat_ends(s: SBState, lead: Leader, exactly: int = 0) -> dict[int, int]:
    """End hexes of a lone leader's retreat of 1-3 hexes toward his baseline -> hexes (rules/000 §13.1);
    a half hex of his own baseline means leaving the battle."""
    f = s.field
    edge = s.rs.edges[lead.side]
    out: dict[int, int] = {}
    frontier = [lead.hex]
    for d in range(1, 4):
        nxt: list[int] = []
        for h in frontier:
            for j in f.toward_baseline[edge][h]:
                k = f.kind[j]
                if k == BASELINE_HALF:
                    if f.baseline[j] == edge and (not exactly or d == exactly):
                        out.setdefault(j, d)
                    continue
                if k != FULL or s.terrain[j].movement == MOVE_IMPASSABLE:
                    continue
                side = s.side_at(j)
                if side >= 0 and side != lead.side:
                    continue  # never through enemy units or leaders
                if leader_may_end(s, lead, j) and (not exactly or d == exactly):
                    out.setdefault(j, d)
                nxt.append(j)
        frontier = nxt
    return out


class LeaderRetreatTask(Task):
    """A lone leader must retreat 1-3 hexes (3 H&F up front) or commit seppuku (rules/000 §13.1, §14)."""

    __slots__ = ("hexes", "leader")
    KIND = "leader-retreat"

    def __init__(self, leader: int, hexes: int = 0) -> None:
        super().__init__()
        self.leader = leader
        self.hexes = hexes

    def player(self, s: SBState) -> int:
        return s.leaders[self.leader].side

    def prompt(self, s: SBState) -> Message:
        lead = s.leaders[self.leader]
        return Message("sb-prompt-leader-retreat", leader=s.leader_said(lead), hex=s.label(lead.hex))

    def _ends(self, s: SBState) -> dict[int, int]:
        exactly = min(3, self.hexes) if s.opt.lone_leader_flag_retreat == "per_flag" else 0
        return leader_retreat_ends(s, s.leaders[self.leader], exactly)

    def run(self, s: SBState) -> bool:
        lead = s.leaders[self.leader]
        if lead.hex < 0 or lead.unit >= 0:
            s.stack.pop()
            return False
        if not self._ends(s):
            s.stack.pop()
            s.note("seppuku", Message("sb-seppuku-forced", leader=s.leader_said(lead)))
            seppuku(s, lead)
            return False
        return True

    def legal(self, s: SBState) -> list[Action]:
        out: list[Action] = [Retreat(s.label(h)) for h in sorted(self._ends(s))]
        out.append(Seppuku())
        return out

    def act(self, s: SBState, a: Action) -> None:
        s.stack.pop()
        lead = s.leaders[self.leader]
        if isinstance(a, Seppuku):
            seppuku(s, lead)
            return
        assert isinstance(a, Retreat)
        to = s.field.parse(a.to)
        p = lead.side
        cost = s.rs.lone_leader_retreat_cost
        paid = s.pay_honor(p, cost, Message("sb-why-leader-retreats", leader=s.leader_said(lead)))
        frm = lead.hex
        origin = to
        if s.field.kind[to] == BASELINE_HALF:
            if s.opt.escaped_leader_dishonor_origin == "last_field_hex":
                origin = frm
            s.remove_leader(lead, ESCAPED)
            s.note("escape", Message("sb-leader-retreats-off", leader=s.leader_said(lead), hex=s.label(to)))
        else:
            s.move_leader(lead, to)
            s.note_step("retreat", "sb-leader-retreat", lead, frm, to, leader=s.leader_said(lead))
        if not paid:
            s.note("dishonor", Message("sb-dishonor-leader-retreat", army=s.army_said(p), count=cost))
            s.lose_all_honor(p)
            s.stack.append(DishonorTask(p, "leader", lead.idx, origin))


def seppuku(s: SBState, lead: Leader) -> None:
    """Seppuku (rules/000 §14.4): +5 H&F, a random Command card lost, a random Dragon card to the
    opponent, no banner; a hand left with one card forces surrender."""
    p = lead.side
    s.remove_leader(lead, SEPPUKU)
    s.note("seppuku", Message("sb-seppuku", leader=s.leader_said(lead)))
    s.gain_honor(p, s.rs.seppuku_gain, Message("sb-why-seppuku"))
    hand = s.dragon_hands[p]
    if hand:
        i = s.rng.randint(0, len(hand) - 1, "random dragon card")
        c = hand.pop(i)
        s.dragon_hands[1 - p].append(c)
        s.note("dragon-given", Message("sb-dragon-given", army=s.army_said(p), to=s.army_said(1 - p)))
    s.discard_random_command(p, Message("sb-why-seppuku"))


class DishonorTask(Task):
    """Total loss of honor: the opponent rolls 4 dice (rules/000 §16.4, L1178-1225)."""

    __slots__ = ("cause", "origin", "owner", "piece")
    KIND = "dishonor"

    def __init__(self, owner: int, cause: str, piece: int, origin: int) -> None:
        super().__init__()
        self.owner = owner
        self.cause = cause  # unit | leader | dragon
        self.piece = piece
        self.origin = origin

    def player(self, s: SBState) -> int:
        return 1 - self.owner

    def run(self, s: SBState) -> bool:
        s.stack.pop()
        p = self.owner
        faces = s.roll(s.rs.dishonor_dice, "total loss of honor")
        s.note("dishonor-roll", Message("sb-dishonor-roll", army=s.army_said(1 - p), faces=s.faces_text(faces)))
        chooser = p if s.opt.dishonor_ties == "owner" or self.cause == "dragon" else 1 - p
        tasks: list[Task] = []
        if self.cause == "leader" and SWORDS in faces:
            lead = s.leaders[self.piece]
            if lead.hex >= 0:
                s.kill_leader(lead, Message("sb-why-dishonor"))
        for f in faces:
            if f > 2:
                continue
            if self.cause == "unit":
                u = s.units[self.piece]
                if u.type.rank == f and u.hex >= 0:
                    s.remove_figures(u, 1, Message("sb-why-dishonor"))
                    continue
            origin = -1 if self.cause == "dragon" else self.origin
            tasks.append(FigureLossTask(chooser, p, f, origin, Message("sb-why-dishonor")))
        for t in reversed(tasks):
            s.stack.append(t)
        return False


class FigureLossTask(Task):
    """One figure lost from a unit of ``rank`` of ``owner``: the nearest to ``origin`` (or any,
    when ``origin`` is -1); ``chooser`` picks among equal candidates."""

    __slots__ = ("chooser", "origin", "owner", "rank", "why")
    KIND = "figure-loss"

    def __init__(self, chooser: int, owner: int, rank: int, origin: int, why: Message) -> None:
        super().__init__()
        self.chooser = chooser
        self.owner = owner
        self.rank = rank
        self.origin = origin
        self.why = why

    def player(self, s: SBState) -> int:
        return self.chooser

    def prompt(self, s: SBState) -> Message:
        return Message("sb-prompt-figure-loss", why=self.why)

    def candidates(self, s: SBState) -> list[Unit]:
        units = [u for u in s.units if u.hex >= 0 and u.side == self.owner and u.type.rank == self.rank]
        if self.origin >= 0 and units:
            dist = s.field.distance[self.origin]
            best = min(dist[u.hex] for u in units)
            units = [u for u in units if dist[u.hex] == best]
        return units

    def run(self, s: SBState) -> bool:
        c = self.candidates(s)
        if len(c) > 1:
            return True
        s.stack.pop()
        if c:
            s.remove_figures(c[0], 1, self.why)
        return False

    def legal(self, s: SBState) -> list[Action]:
        return [Choose(u.id) for u in self.candidates(s)]

    def act(self, s: SBState, a: Action) -> None:
        assert isinstance(a, Choose)
        s.stack.pop()
        found = s.piece(a.unit)
        assert found is not None
        s.remove_figures(s.units[found[1]], 1, self.why)
