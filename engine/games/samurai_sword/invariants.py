"""Checks that hold in every Samurai Sword position, for tests and the benchmark's long runs:
cards, honor and resilience tokens are conserved and never negative, and a finished game's
result can be recounted from what any seat sees at the end."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.samurai_sword.effects import BUSHIDO, DAIMYO
from engine.games.samurai_sword.setup import ROLE_IDS, TEAM_IDS

if TYPE_CHECKING:
    from engine.games.samurai_sword.observation import SamuraiSwordObservation
    from engine.games.samurai_sword.runtime import Rules
    from engine.games.samurai_sword.state import SSState

#: the team winning a tie first (L296-298)
TIE_ORDER = ("ninja", "shogun", "ronin")
TEAM_OF = {"shogun": "shogun", "samurai": "shogun", "ninja": "ninja", "ronin": "ronin"}


def violations(s: SSState) -> list[str]:
    """Every broken invariant of ``s`` (empty when all hold)."""
    rs = s.rules
    out = []
    cards = (
        len(s.deck.pile)
        + len(s.deck.discards)
        + sum(len(h) for h in s.hands)
        + sum(len(p) for p in s.in_play)
        + len(s.resolving)
    )
    if cards != len(rs.deck):
        out.append(f"{cards} cards on the table, the deck has {len(rs.deck)}")
    if sum(s.honor) + s.honor_box != rs.honor_supply or min(s.honor) < 0 or s.honor_box < 0:
        out.append(f"honor {s.honor} + box {s.honor_box} is not the supply of {rs.honor_supply}")
    if sum(s.res) + s.res_pool != rs.resilience_supply or s.res_pool < 0:
        out.append(f"resilience {s.res} + pool {s.res_pool} is not the supply of {rs.resilience_supply}")
    for p in range(s.n):
        if not 0 <= s.res[p] <= s.max_res[p]:
            out.append(f"seat {p} has {s.res[p]} resilience of {s.max_res[p]}")
        armor = sum(rs.armor[c] for c in s.in_play[p])
        if armor != s.armor[p] or sum(rs.focus[c] for c in s.in_play[p]) != s.focus[p]:
            out.append(f"seat {p}: the running totals of its properties are wrong")
    holders = [p for p in range(s.n) for c in s.in_play[p] if rs.effect[c] == BUSHIDO]
    if holders != ([s.bushido_at] if s.bushido_at >= 0 else []):
        out.append(f"Bushido lies before {holders}, the state says {s.bushido_at}")
    return out


def recount(obs: SamuraiSwordObservation, rs: Rules) -> tuple[tuple[int, ...], dict[str, int], set[int]]:
    """The points of every player and team and the winners, recounted from a finished game's
    observation (roles, stars, honor and Daimyo are all shown then) and the setup's tables."""
    assert obs.over
    seats = obs.seats
    if obs.end_reason.startswith("Victory of the Swordmaster"):
        (last,) = [x.seat for x in seats if x.resilience > 0]
        team = TEAM_OF[seats[last].role or ""]
        return (), {}, {x.seat for x in seats if TEAM_OF[x.role or ""] == team}
    most = max((x.stars or 0) for x in seats if x.role == "ninja")
    vp = next((rs.params[c]["vp"] for c in range(rs.n_types) if rs.effect[c] == DAIMYO), 0)
    points = []
    for x in seats:
        role = x.role or ""
        mult = rs.multiplier[ROLE_IDS.index(role)]
        if role == "ninja" and rs.most_stars_multiplier and x.stars == most:
            mult = rs.most_stars_multiplier
        daimyo = (x.daimyo or 0) * (0 if role == "ronin" else vp)
        points.append(x.honor * mult + daimyo)
    teams: dict[str, int] = {}
    for x, pts in zip(seats, points):
        team = TEAM_OF[x.role or ""]
        teams[team] = teams.get(team, 0) + pts
    if obs.deadly_strike is not None:
        teams[obs.deadly_strike] -= rs.deadly_strike
    best = max(teams.values())
    winner = next(t for t in TIE_ORDER if teams.get(t) == best)
    assert winner in TEAM_IDS
    return tuple(points), teams, {x.seat for x in seats if TEAM_OF[x.role or ""] == winner}
