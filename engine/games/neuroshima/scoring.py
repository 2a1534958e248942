"""Who wins: after a battle (a destroyed HQ) and after the final battle (hit points or points)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.game import Outcome, win_outcome
from engine.core.message import Message
from engine.games.neuroshima.config import GameConfig
from engine.games.neuroshima.models.setup import Mode
from engine.games.neuroshima.position import Position


def _players(seats: Sequence[int]) -> tuple[Message, ...]:
    """The seats as a list the outcome's messages join ("player 1 and player 2")."""
    return tuple(Message("nh-end-player", player=s + 1) for s in seats)


def after_battle(cfg: GameConfig, pos: Position, eliminated: Sequence[bool]) -> tuple[Outcome | None, list[int]]:
    """The outcome if this battle ended the game, and the seats whose HQs it destroyed (still in play)."""
    n = cfg.n
    if cfg.points_mode:
        # NH rules: the first player to 20 points wins (rules/002 §2.8, L1612–L1618)
        top = max(pos.points)
        if top >= cfg.points_to_win:
            leaders = [s for s in range(n) if pos.points[s] == top]
            if len(leaders) == 1:
                return win_outcome(n, leaders, Message("nh-end-points", players=_players(leaders), points=top)), []
            return win_outcome(n, [], Message("nh-end-points-draw", players=_players(leaders), points=top)), []
        return None, []
    dead = [s for s in range(n) if not eliminated[s] and pos.hq_hp[s] <= 0]
    if not dead:
        return None, []
    alive = [s for s in range(n) if not eliminated[s] and s not in dead]
    what = _players(dead)
    if cfg.mode is Mode.DUEL:
        # NH rules: the destroyed HQ loses; both destroyed in one battle is a draw (rules/002 §2.6, E27)
        if not alive:
            return win_outcome(n, [], Message("nh-end-hq-both-draw", players=what, count=len(what))), dead
        return win_outcome(n, alive, Message("nh-end-hq", players=what, count=len(what))), dead
    if cfg.mode is Mode.FREE_FOR_ALL:
        # NH rules: the player is out, his tiles leave at the end of the battle, play goes on (E48)
        if len(alive) == 1:
            return win_outcome(n, alive, Message("nh-end-hq-last", players=what, count=len(what))), dead
        if not alive:
            return win_outcome(n, [], Message("nh-end-hq-none-draw", players=what, count=len(what))), dead
        return None, dead
    teams = cfg.seats.teams
    lost = {teams[s] for s in dead}
    if len(lost) == 1:
        # NH rules: the first side to destroy an enemy HQ wins (rules/002 §2.8)
        winners = [s for s in range(n) if teams[s] not in lost]
        return win_outcome(n, winners, Message("nh-end-hq", players=what, count=len(what))), dead
    if cfg.mode is Mode.ONE_VS_TWO:
        # NH rules: a solo HQ and a team HQ destroyed in one battle: the team wins (L1642–L1643)
        winners = [s for s in range(n) if teams[s] != teams[0]]
        return win_outcome(n, winners, Message("nh-end-hq-team", players=what, count=len(what))), dead
    # NH rules: HQs of both sides destroyed in one battle: the remaining players compare hit points (L1674–L1677)
    score: dict[int, int] = {}
    for s in alive:
        score[teams[s]] = score.get(teams[s], 0) + pos.hq_hp[s]
    if score and len(set(score.values())) > 1 and len(score) > 1:
        best = max(score, key=lambda t: score[t])
        winners = [s for s in range(n) if teams[s] == best]
        return win_outcome(n, winners, Message("nh-end-hq-more-hp", players=what, count=len(what))), dead
    return win_outcome(n, [], Message("nh-end-hq-level-draw", players=what, count=len(what))), dead


def final_result(cfg: GameConfig, pos: Position, eliminated: Sequence[bool], last_chance: bool) -> Outcome | None:
    """The outcome after the final battle; ``None`` on a tie when a tie-break round is still to come."""
    n = cfg.n
    alive = [s for s in range(n) if not eliminated[s]]
    teams = cfg.seats.teams
    if cfg.points_mode:
        scores = {s: pos.points[s] for s in alive}
        unit = "points"
    elif cfg.mode in (Mode.DUEL, Mode.FREE_FOR_ALL):
        # NH rules: the HQ with more hit points left wins (rules/002 §2.6)
        scores = {s: pos.hq_hp[s] for s in alive}
        unit = "hq"
    elif cfg.mode is Mode.ONE_VS_TWO and cfg.rules.one_vs_two_victory == "least_damage_taken":
        scores = {}
        for s in alive:
            scores[teams[s]] = scores.get(teams[s], 0) - (pos.hq_start[s] - pos.hq_hp[s])
        unit = "damage"
    else:
        scores = {}
        for s in alive:
            scores[teams[s]] = scores.get(teams[s], 0) + pos.hq_hp[s]
        unit = "side"
    best = max(scores.values())
    leaders = [k for k, v in scores.items() if v == best]
    table = tuple(Message("nh-end-score", who=k + 1, score=v) for k, v in sorted(scores.items()))
    if len(leaders) == 1:
        if cfg.mode in (Mode.TEAMS, Mode.ONE_VS_TWO) and not cfg.points_mode:
            winners = [s for s in range(n) if teams[s] == leaders[0]]
            return win_outcome(n, winners, Message("nh-end-final-sides", unit=unit, scores=table))
        return win_outcome(n, leaders, Message("nh-end-final", unit=unit, scores=table))
    if not last_chance:
        return None
    # NH rules: still tied after the extra turn and battle: a draw (rules/002 §2.6, E46)
    return win_outcome(n, [], Message("nh-end-tied", unit=unit, scores=table))
