"""What the search agents know of Warlords positions (:mod:`engine.ai.heuristics`).

A battle is won by the control zones held when the time runs out, or by breaking the enemy
(rules/003 §7, L92-L115). Losses never decide it (L106), but the figures a side keeps are what will
take and hold the zones in the turns left, and what keeps its army from fleeing (L104). So a
position is judged by what it promises:

- the fighting strength of each side: the figures of its units on the field that do not flee,
  units still to deploy as they are, reserves at half value (they have yet to arrive);
- the zones each side holds now and claims, as the turn limit would count them (held first,
  claimed when as many are held, L112-L115; an empty zone claimed by the nearer side with the
  game master's default answer), weighed by how much of the battle has gone: before the battle
  and early in it they say little (the time left lets the stronger side take them), on the last
  turn they are the result;
- the contest for each zone, by the hold's own count (L112-L114): how many more units of 4+
  figures one side has in it than the other, an attacker's unit on a hill or in a village of the
  defender's zone counting twice. Held and claimed change only when a zone changes hands; the
  count changes with every unit that enters the zone, leaves it or is destroyed or routed in it,
  so the search sees the fights that decide a zone before the zone turns, and an attacker sees
  that a second and a third unit brought into a zone the enemy holds are worth the risk;
- how near each side's units are to the zones, by the claim's own measure (L109-L111): a pull
  that brings an army to the zones it must take or keep in the turns it has, unit by unit, so
  the search tells apart orders that change neither strength nor zones this turn.

A rollout plays on until the turn's orders are carried out (:func:`turn_of`), so every position
judged is one where the orders have had their effect.

The game master's seat is worth nothing either way.

**Withdrawal.** An attacker that avoids the battle after the third forecast (L764) ends it with no
winner. In the rules' own terms it gives up the ground it came to take: the defender keeps every
zone that counts (the defender's, L13, L78) and both armies leave intact, which at the turn limit
is the defender's victory by zones (L100, L115) with no strength lost on either side. The search
scores a withdrawal as exactly that position (:func:`withdrawal_value`), so the attacker withdraws
only when fighting on promises less: a battle lost by a wide margin.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.ai.heuristics import Heuristics, register_heuristics
from engine.core.game import Action, State
from engine.games.warlords.actions import Done
from engine.games.warlords.pieces import FIELD, RESERVE, UNDEPLOYED
from engine.games.warlords.state import WITHDRAWAL, WLState
from engine.games.warlords.victory import claimed_by_default, counting_zones, holder, zone_weight

if TYPE_CHECKING:
    from engine.games.warlords.board import ControlZoneSpec

#: a reserve figure is worth this share of one on the field (it has yet to arrive)
RESERVE_WEIGHT = 0.5
#: the weight of leading by every counting zone at the turn limit (zones decide the battle then)
ZONE_WEIGHT = 1.5
#: a zone claimed counts this share of one held: claims decide only between sides holding as
#: many (L115), and a claim is where a hold begins
CLAIM_SHARE = 0.5
#: the share of that weight zones have before the battle starts (it grows to all of it by the
#: last turn)
EARLY_ZONE_SHARE = 0.2
#: the weight of a lead in nearness: every unit of one side in a counting zone, every unit of
#: the other far from them (:func:`nearness`)
NEARER_WEIGHT = 1.0
#: the weight of a lead in the zones' contest (:func:`contest`): every counting zone's count of
#: units led by ``CONTEST_SPAN`` or more
CONTEST_WEIGHT = 1.0
#: a lead of this many units (by the hold's count, L112-L114) in a zone is as good as it gets:
#: about what a side keeps in a zone (an army of eight units in two zones)
CONTEST_SPAN = 4.0
#: the weight of a strength lead of the whole army (all the figures on one side)
STRENGTH_WEIGHT = 2.0


#: the evaluation's sum is divided by this before it is bounded (tanh): a side far behind still
#: sees what brings it closer (a sum of 2.5, every zone lost late in the battle, is worth -0.85,
#: not -0.99 where every order would look alike)
VALUE_SCALE = 2.0


def _value(zone_share: float, zone_lead: float, nearer_lead: float, lead: float, contest_lead: float = 0.0) -> float:
    """The bounded value of the evaluation's parts (side 1's leads)."""
    return math.tanh(
        (
            ZONE_WEIGHT * zone_share * zone_lead
            + CONTEST_WEIGHT * contest_lead
            + NEARER_WEIGHT * nearer_lead
            + STRENGTH_WEIGHT * lead
        )
        / VALUE_SCALE
    )


def strength(state: WLState, side: int) -> float:
    """The figures ``side`` can still fight with."""
    total = 0.0
    for u in state.b.units:
        if u.side != side:
            continue
        if (u.status == FIELD and not u.fleeing) or u.status == UNDEPLOYED:
            total += u.figures
        elif u.status == RESERVE:
            total += RESERVE_WEIGHT * u.figures
    return total


def nearness(state: WLState, zones: Sequence[ControlZoneSpec], side: int) -> float:
    """How near ``side``'s units of 4+ figures standing on the field are to the counting zones,
    by the claim's measure (L109-L111): the mean of 1 / (1 + distance to the nearest zone) over
    them, 1 when they all stand in one, 0 with none on the field."""
    w = state.world()
    units = [u for u in state.b.units if u.side == side and u.status == FIELD and u.full and not u.fleeing]
    if not units or not zones:
        return 0.0
    # (``distance_to_zone`` of each unit and zone, with each zone's table read once)
    tables = [w.board.distances_to(z.cells, w.opts.claim_distance) for z in zones]
    return sum(1.0 / (1 + min(t[u.cell] for t in tables)) for u in units) / len(units)


def contest(state: WLState, zones: Sequence[ControlZoneSpec]) -> float:
    """Side 1's lead in the contest for the counting zones, in [-1, 1]: in each zone, how many
    more units of 4+ figures that do not flee it has there than side 2, by the hold's count (an
    attacker's unit on a hill or in a village of the defender's zone counts twice, L112-L114),
    a lead of ``CONTEST_SPAN`` units counting fully; the mean over the zones."""
    if not zones:
        return 0.0
    w = state.world()
    standing = [u for u in state.b.units if u.status == FIELD and u.full and not u.fleeing]
    total = 0.0
    for z in zones:
        lead = 0
        for u in standing:
            if u.cell in z.cells:
                n = zone_weight(w, u, z)
                lead += n if u.side == 0 else -n
        total += max(-1.0, min(1.0, lead / CONTEST_SPAN))
    return total / len(zones)


def _can_stand(state: WLState, side: int) -> bool:
    """Whether ``side`` has a unit of 4+ figures that does not flee, on the field or still to
    come: an army without one flees automatically (L104)."""
    return any(
        u.side == side and u.full and ((u.status == FIELD and not u.fleeing) or u.status in (UNDEPLOYED, RESERVE))
        for u in state.b.units
    )


@dataclass(frozen=True)
class Judgement:
    """The parts of the evaluation, from side 1's (seat 0's) point of view."""

    strength: tuple[float, float]
    held: tuple[int, int]
    claimed: tuple[int, int]
    #: how many counting zones each side's nearest full unit is closer to than the enemy's
    nearer: tuple[float, float]
    #: side 1's lead in the zones' contest (:func:`contest`)
    contest: float
    zones: int
    turn: int
    max_turns: int
    value: float

    def text(self) -> str:
        """The judgement in words, for logs and reports."""
        return (
            f"strength {self.strength[0]:g} against {self.strength[1]:g}, zones held {self.held[0]}-{self.held[1]}, "
            f"claimed {self.claimed[0]}-{self.claimed[1]}, nearness {self.nearer[0]:.2f}-{self.nearer[1]:.2f}, contest {self.contest:+.2f}, {self.zones} zones, "
            f"turn {self.turn} of {self.max_turns}: value {self.value:+.2f} for side 1"
        )


def judge(state: WLState) -> Judgement:
    """The evaluation of ``state`` with its parts: the zones as the turn limit would count them
    (held, then claimed, L115; claims by the game master's default answer), how near each side is
    to them, and the fighting strength left to take or keep them."""
    w = state.world()
    zones = counting_zones(w)
    held = [0, 0]
    claimed = [0, 0]
    for z in zones:
        h = holder(w, z)
        if h >= 0:
            held[h] += 1
        for side in claimed_by_default(w, z):
            claimed[side] += 1
    mine, theirs = strength(state, 0), strength(state, 1)
    lead = (mine - theirs) / max(1.0, mine + theirs)
    max_turns = state.prep.max_turns
    gone = min(1.0, state.b.turn / max(1, max_turns))
    zone_share = EARLY_ZONE_SHARE + (1.0 - EARLY_ZONE_SHARE) * gone
    n = max(1, len(zones))
    zone_lead = ((held[0] - held[1]) + CLAIM_SHARE * (claimed[0] - claimed[1])) / n
    nearer = (nearness(state, zones, 0), nearness(state, zones, 1))
    nearer_lead = nearer[0] - nearer[1]
    contest_lead = contest(state, zones)
    v = _value(zone_share, zone_lead, nearer_lead, lead, contest_lead)
    doomed = [not _can_stand(state, side) for side in (0, 1)]
    if doomed[0] != doomed[1]:
        v = -1.0 if doomed[0] else 1.0  # its army will flee as soon as it is counted (L104)
    elif doomed[0]:
        v = 0.0  # both at once: a draw (L97, L104)
    return Judgement(
        (mine, theirs),
        (held[0], held[1]),
        (claimed[0], claimed[1]),
        (nearer[0], nearer[1]),
        contest_lead,
        len(zones),
        state.b.turn,
        max_turns,
        v,
    )


def evaluate(state: State) -> Sequence[float]:
    """The value of ``state`` for the two sides and the game master, each in [-1, 1]."""
    assert isinstance(state, WLState)
    v = judge(state).value
    return (v, -v, 0.0)


def withdrawal_value() -> float:
    """What a withdrawal before the battle is worth to the attacker (the defender gets the
    opposite): the defender holding and claiming every counting zone at the turn limit, nearer
    to all of them, every zone's contest led by its units (it stands in them), strengths even."""
    return -_value(1.0, 1.0 + CLAIM_SHARE, 1.0, 0.0, 1.0)


def outcome_value(state: State) -> Sequence[float]:
    """A finished battle's returns, with a withdrawal scored as the defender keeping its ground."""
    assert isinstance(state, WLState)
    if state.b.end_reason == WITHDRAWAL:
        attacker = next(i for i, st in enumerate(state.b.sides) if st.role == "attacker")
        values = [0.0, 0.0, 0.0]
        values[attacker] = withdrawal_value()
        values[1 - attacker] = -withdrawal_value()
        return tuple(values)
    outcome = state.outcome()
    assert outcome is not None
    return outcome.returns


#: the most actions a rollout plays: a rollout plays on until the turn's orders are carried out
#: (:func:`turn_of`), which takes a command phase of both sides (a median of 23-29 random
#: actions); orders change neither strength nor zones, so a rollout stopped before the execution
#: would judge the position the orders started from
ROLLOUT_DEPTH = 40


def turn_of(state: State) -> object:
    """The rollouts' horizon: the turn, which changes once the orders of both sides are carried
    out, so every rollout is judged just after an execution, at the start of a turn. Before the
    battle, the step of its preparation (deployment, shields, reconnaissance...): a random rollout
    through all of it would cost many times more and end with a random deployment."""
    assert isinstance(state, WLState)
    if state.b.turn == 0 and state.stages:
        return (0, state.stages[-1].kind)
    return state.b.turn


#: the steps a rollout finishes at once, giving no further orders, shields, fences or scouting
FINISHED_IN_ROLLOUTS = frozenset({"command", "fences", "shields", "recon"})


def rollout_action(state: State, rnd: random.Random) -> Action:
    """The rollouts' policy: what the tree chose is carried out, and nothing more is ordered.
    A side still giving orders ends them (its other units keep to what they were doing), as it
    ends the placing of fences and shields and the scouting; every other step is drawn at random.
    Random orders would move the other units at random: their effect on the evaluation is noise
    that hides the effect of the orders searched, and they cost most of a rollout's time."""
    assert isinstance(state, WLState)
    if state.stages and state.stages[-1].kind in FINISHED_IN_ROLLOUTS and state.pending_decision() is None:
        done = state.finishing_action()  # (the Done the list would hold, without listing it)
        if done is not None:
            return done
        legal = state.legal_actions()
        for a in legal:
            if isinstance(a, Done):
                return a
        return legal[rnd.randrange(len(legal))]
    return state.sample_legal_action(rnd)[0]


#: the UCT constant: one order changes the value after a turn by hundredths (a figure or two
#: shot, a unit a cell nearer a zone), and the rollouts, which give no random orders, vary little;
#: the constant of the other games (0.7) would spread the visits evenly over every order
EXPLORATION = 0.1

register_heuristics(
    "warlords",
    Heuristics(
        evaluate=evaluate,
        outcome_value=outcome_value,
        rollout_depth=ROLLOUT_DEPTH,
        rollout_horizon=turn_of,
        rollout_policy=rollout_action,
        exploration=EXPLORATION,
    ),
)
