"""The end of the game (rules/001 §4): the Victory of the Swordmaster, and the honor victory with
its points: honor x the role's multiplier (the 4-player ninja with the most stars doubles),
+ Daimyo cards held (not multiplied, not for the Ronin), team totals, the deadly strike and the
tie-breaks (L243-304)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.game import Outcome, win_outcome
from engine.core.message import Message, Name
from engine.games.samurai_sword.effects import DAIMYO
from engine.games.samurai_sword.phases import SWORDMASTER_END
from engine.games.samurai_sword.runtime import NINJA, NINJA_TEAM, RONIN_TEAM, SHOGUN_TEAM

if TYPE_CHECKING:
    from engine.games.samurai_sword.state import SSState

#: who wins a tie: the Ninja beat everyone, the Shogun's team beats the Ronin (L296-298)
TIE_ORDER = (NINJA_TEAM, SHOGUN_TEAM, RONIN_TEAM)


@dataclass(frozen=True)
class Scores:
    """Points of every player and team at the end; ``teams[t]`` is ``None`` for a team not in
    the game."""

    players: tuple[int, ...]
    teams: tuple[int | None, ...]
    deadly_team: int
    winner_team: int


def multiplier(s: SSState, p: int) -> int:
    """``p``'s honor multiplier (L248-283, reconstructed in rules/001 §4.2)."""
    rs = s.rules
    role = s.role_of(p)
    if role == NINJA and rs.most_stars_multiplier:
        most = max(s.stars_of(q) for q in range(s.n) if s.role_of(q) == NINJA)
        if s.stars_of(p) == most:
            return rs.most_stars_multiplier
    return rs.multiplier[role]


def daimyo_points(s: SSState, p: int) -> int:
    """Points of the Daimyo cards in ``p``'s hand: not multiplied, none for the Ronin (L285-288)."""
    rs = s.rules
    if not rs.role_scores_daimyo[s.role_of(p)]:
        return 0
    return sum(rs.params[c]["vp"] for c in s.hands[p] if rs.effect[c] == DAIMYO)


def winning_team(teams: tuple[int | None, ...]) -> int:
    """The team with the most points; ties go by :data:`TIE_ORDER`."""
    best = max(t for t in teams if t is not None)
    return next(team for team in TIE_ORDER if teams[team] == best)


def scores(s: SSState) -> Scores:
    """Everyone's points as the game stands (the final ones once it is over)."""
    players = tuple(s.honor[p] * multiplier(s, p) + daimyo_points(s, p) for p in range(s.n))
    totals: list[int | None] = [None, None, None]
    for p in range(s.n):
        t = s.team_of(p)
        totals[t] = (totals[t] or 0) + players[p]
    if s.deadly_team >= 0 and totals[s.deadly_team] is not None:
        totals[s.deadly_team] = (totals[s.deadly_team] or 0) - s.rules.deadly_strike
    teams = tuple(totals)
    return Scores(players, teams, s.deadly_team, winning_team(teams))


def outcome(s: SSState) -> Outcome:
    if s.end_kind == SWORDMASTER_END:
        team = s.team_of(s.last_standing)
        winners = [p for p in range(s.n) if s.team_of(p) == team]
        return win_outcome(s.n, winners, s.end_said or s.end_reason)
    sc = scores(s)
    winners = [p for p in range(s.n) if s.team_of(p) == sc.winner_team]
    # the English text is the one saved games always had: "<why>; honor victory of the Ninja: Shogun and Samurai 7, Ninja 9"
    parts = tuple(
        Message("sw-outcome-team-points", team=_team(t), points=v) for t, v in enumerate(sc.teams) if v is not None
    )
    reason = Message(
        "sw-outcome-honor",
        why=s.end_said or s.end_reason,
        team=_team(sc.winner_team),
        points=parts,
        deadly=Message("sw-outcome-deadly", team=_team(sc.deadly_team), points=s.rules.deadly_strike)
        if sc.deadly_team >= 0
        else "",
    )
    return win_outcome(s.n, winners, reason)


def _team(t: int) -> Name:
    """Team ``t`` as a name of the glossary ("the team of the Shogun and Samurai")."""
    return Name.of({SHOGUN_TEAM: "sw-team-shogun", NINJA_TEAM: "sw-team-ninja", RONIN_TEAM: "sw-team-ronin"}[t])
