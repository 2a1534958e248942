"""Agents for Neuroshima Hex. The random agent is the generic one; the greedy agent looks one
battle ahead: it prefers the placement whose immediate battle does the most net HQ damage."""

from __future__ import annotations

from engine.ai.agents import SeededAgent, register_agent
from engine.core.game import Action, Game, State
from engine.games.neuroshima import instants as ins
from engine.games.neuroshima.actions import (
    Discard,
    EndTurn,
    Place,
    UseAirStrike,
    UseBattle,
    UseGrenade,
    UsePush,
    UseSniper,
)
from engine.games.neuroshima.battle import resolve_battle
from engine.games.neuroshima.flow import HQ_PLACEMENT, PENDING
from engine.games.neuroshima.models.rules import Rules
from engine.games.neuroshima.position import Position
from engine.games.neuroshima.state import NeuroshimaState


def battle_value(pos: Position, seat: int, rules: Rules) -> float:
    """Net HQ damage of a battle fought now, from ``seat``'s side: damage to enemy HQs minus damage to
    friendly HQs, plus a tenth of a point per enemy tile destroyed minus own tiles lost."""
    after = resolve_battle(pos, rules, explain=False).position
    friendly = pos.seats.friendly[seat]
    value = 0.0
    for s in range(pos.seats.n):
        lost = pos.hq_hp[s] - after.hq_hp[s]
        value += -lost if friendly[s] else lost
    for owner, _ in after.removed:
        value += -0.1 if friendly[owner] else 0.1
    return value


class GreedyAgent(SeededAgent):
    """Places the tile, where and how, whose immediate battle is best; then plays a Battle, Sniper,
    Grenade, Air Strike or Push when it improves that battle; keeps the rest."""

    name = "greedy"

    def choose(self, state: State) -> Action:
        actions = state.legal_actions()
        if not actions:
            raise ValueError("no legal actions to choose from")
        if not isinstance(state, NeuroshimaState):
            return actions[self.random.randrange(len(actions))]
        if state.stage == PENDING:
            assert state.pending is not None
            d = state.pending.decision
            return d.options[d.default]
        if state.stage == HQ_PLACEMENT:
            # an HQ in the main field's inner ring reaches many hexes and is hard to surround
            inner = [a for a in actions if state.pos.board.find(getattr(a, "hex", None)) < 7]  # type: ignore[arg-type]
            pool = inner or actions
            return pool[self.random.randrange(len(pool))]
        scored = self._score(state, actions)
        if state.must_discard:
            return self._discard(state, actions, scored)
        places: list[tuple[float, Action]] = [(v, a) for a, v in scored.items() if isinstance(a, Place)]
        if places:
            return self._best(places)
        now = battle_value(state.pos, state.seat, state.cfg.rules)
        others = [(v, a) for a, v in scored.items() if not isinstance(a, Place) and v > max(now, 0.0) + 0.05]
        if others:
            return self._best(others)
        end = [a for a in actions if isinstance(a, EndTurn)]
        return end[0] if end else actions[self.random.randrange(len(actions))]

    def _best(self, scored: list[tuple[float, Action]]) -> Action:
        top = max(v for v, _ in scored)
        best = [a for v, a in scored if v >= top - 1e-9]
        return best[self.random.randrange(len(best))]

    def _score(self, state: NeuroshimaState, actions: list[Action]) -> dict[Action, float]:
        """The battle value after each placement or targeted instant (a Battle: the battle now)."""
        pos = state.pos
        rules = state.cfg.rules
        seat = state.seat
        idx = pos.board.index
        catalog = pos.catalog
        out: dict[Action, float] = {}
        for a in actions:
            after: Position | None = None
            if isinstance(a, Place):
                after = pos.copy()
                after.put(idx[a.hex], catalog.by_id[a.tile], seat, a.rot)
            elif isinstance(a, UseBattle):
                after = pos
            elif isinstance(a, UseSniper):
                after = ins.resolve_sniper(pos, rules, seat, idx[a.target], explain=False)[0]
            elif isinstance(a, UseGrenade):
                after = ins.resolve_grenade(pos, rules, seat, idx[a.target], explain=False)[0]
            elif isinstance(a, UseAirStrike):
                after = ins.resolve_air_strike(pos, rules, seat, idx[a.target], explain=False)[0]
            elif isinstance(a, UsePush):
                after = ins.resolve_push(pos, rules, seat, idx[a.pusher], idx[a.target], explain=False)[0]
            if after is not None:
                out[a] = battle_value(after, seat, rules)
        return out

    def _discard(self, state: NeuroshimaState, actions: list[Action], scored: dict[Action, float]) -> Action:
        discards = [a for a in actions if isinstance(a, Discard)]
        if not discards:
            return actions[0]
        return min(discards, key=lambda a: (self._tile_value(state, a.tile), self.random.random()))

    def _tile_value(self, state: NeuroshimaState, tile_id: str) -> float:
        """The best immediate battle a tile could bring about (instants other than Battle count 0)."""
        pos = state.pos
        rules = state.cfg.rules
        code = pos.catalog.by_id[tile_id]
        tt = pos.catalog.types[code]
        if tt.instant == "battle":
            return battle_value(pos, state.seat, rules) if state.last_draw_by < 0 else -1.0
        if not tt.is_board_tile:
            return 0.0
        best = -1e9
        for h in pos.free_hexes():
            for r in range(0, 6, 2 if tt.rotation_period <= 2 else 1):
                after = pos.copy()
                after.put(h, code, state.seat, r)
                best = max(best, battle_value(after, state.seat, rules))
        return best if best > -1e9 else 0.0


def _greedy(game: Game, seed: int) -> GreedyAgent:
    return GreedyAgent(seed)


register_agent("neuroshima", "greedy", _greedy)
