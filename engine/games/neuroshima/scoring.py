"""Who wins: after a battle (a destroyed HQ) and after the final battle (hit points or points)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.game import Outcome, win_outcome
from engine.games.neuroshima.config import GameConfig
from engine.games.neuroshima.models.setup import Mode
from engine.games.neuroshima.position import Position


def _players(seats: Sequence[int]) -> str:
    return " and ".join(f"player {s + 1}" for s in seats)


def after_battle(cfg: GameConfig, pos: Position, eliminated: Sequence[bool]) -> tuple[Outcome | None, list[int]]:
    """The outcome if this battle ended the game, and the seats whose HQs it destroyed (still in play)."""
    n = cfg.n
    if cfg.points_mode:
        # NH rules: the first player to 20 points wins (rules/002 §2.8, L1612–L1618)
        top = max(pos.points)
        if top >= cfg.points_to_win:
            leaders = [s for s in range(n) if pos.points[s] == top]
            if len(leaders) == 1:
                return win_outcome(n, leaders, f"{_players(leaders)} reached {top} points"), []
            return win_outcome(n, [], f"{_players(leaders)} reached {top} points together: a draw"), []
        return None, []
    dead = [s for s in range(n) if not eliminated[s] and pos.hq_hp[s] <= 0]
    if not dead:
        return None, []
    alive = [s for s in range(n) if not eliminated[s] and s not in dead]
    what = f"HQ of {_players(dead)} destroyed"
    if cfg.mode is Mode.DUEL:
        # NH rules: the destroyed HQ loses; both destroyed in one battle is a draw (rules/002 §2.6, E27)
        if not alive:
            return win_outcome(n, [], f"{what} in the same battle: a draw"), dead
        return win_outcome(n, alive, what), dead
    if cfg.mode is Mode.FREE_FOR_ALL:
        # NH rules: the player is out, his tiles leave at the end of the battle, play goes on (E48)
        if len(alive) == 1:
            return win_outcome(n, alive, f"{what}; the last HQ standing wins"), dead
        if not alive:
            return win_outcome(n, [], f"{what}: no HQ left, a draw"), dead
        return None, dead
    teams = cfg.seats.teams
    lost = {teams[s] for s in dead}
    if len(lost) == 1:
        # NH rules: the first side to destroy an enemy HQ wins (rules/002 §2.8)
        winners = [s for s in range(n) if teams[s] not in lost]
        return win_outcome(n, winners, what), dead
    if cfg.mode is Mode.ONE_VS_TWO:
        # NH rules: a solo HQ and a team HQ destroyed in one battle: the team wins (L1642–L1643)
        winners = [s for s in range(n) if teams[s] != teams[0]]
        return win_outcome(n, winners, f"{what} in the same battle: the team wins"), dead
    # NH rules: HQs of both sides destroyed in one battle: the remaining players compare hit points (L1674–L1677)
    score: dict[int, int] = {}
    for s in alive:
        score[teams[s]] = score.get(teams[s], 0) + pos.hq_hp[s]
    if score and len(set(score.values())) > 1 and len(score) > 1:
        best = max(score, key=lambda t: score[t])
        winners = [s for s in range(n) if teams[s] == best]
        return win_outcome(n, winners, f"{what} in the same battle; more hit points left on the other HQs"), dead
    return win_outcome(n, [], f"{what} in the same battle; the other HQs are level: a draw"), dead


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
        unit = "HQ hit points"
    elif cfg.mode is Mode.ONE_VS_TWO and cfg.rules.one_vs_two_victory == "least_damage_taken":
        scores = {}
        for s in alive:
            scores[teams[s]] = scores.get(teams[s], 0) - (pos.hq_start[s] - pos.hq_hp[s])
        unit = "(minus damage taken)"
    else:
        scores = {}
        for s in alive:
            scores[teams[s]] = scores.get(teams[s], 0) + pos.hq_hp[s]
        unit = "HQ hit points (side total)"
    best = max(scores.values())
    leaders = [k for k, v in scores.items() if v == best]
    table = ", ".join(f"{k + 1}: {v}" for k, v in sorted(scores.items()))
    if len(leaders) == 1:
        if cfg.mode in (Mode.TEAMS, Mode.ONE_VS_TWO) and not cfg.points_mode:
            winners = [s for s in range(n) if teams[s] == leaders[0]]
            return win_outcome(n, winners, f"final battle: {unit} by side {table}")
        return win_outcome(n, leaders, f"final battle: {unit} {table}")
    if not last_chance:
        return None
    # NH rules: still tied after the extra turn and battle: a draw (rules/002 §2.6, E46)
    return win_outcome(n, [], f"tied after the tie-break battle ({unit} {table}): a draw")
