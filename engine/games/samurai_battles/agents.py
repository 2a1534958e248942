"""A greedy agent: order, move and attack with the units that score the most expected hits.

It looks one decision ahead with the rules' own queries (no search): a unit's value is the best
expected number of figures it could remove this turn from where it stands or from a hex it can
reach; failing that, how close it can get to the enemy. Other decisions follow simple, sensible
habits (ignore every flag it may, advance, battle back, inspire when it can afford it).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.ai.agents import SeededAgent, register_agent
from engine.core.game import Action, Game, State
from engine.games.samurai_battles.actions import (
    Advance,
    BattleBack,
    Detach,
    EndBattles,
    EndMoves,
    EndOrders,
    Fire,
    FirstStrike,
    IgnoreFlags,
    Inspire,
    Melee,
    Move,
    Order,
    Pass,
    PlayCommand,
    PlayDragon,
    Retreat,
    TakeDragon,
    TakeHonor,
    TradeDragon,
)
from engine.games.samurai_battles.combat_math import (
    can_still_battle,
    expected_hits,
    fire_targets,
    melee_dice,
    melee_targets,
    target_hex,
)
from engine.games.samurai_battles.movement import unit_destinations
from engine.games.samurai_battles.pieces import Leader, Unit
from engine.games.samurai_battles.state import SBState


def _target_piece(s: SBState, t: tuple[str, int]) -> Unit | Leader:
    return s.units[t[1]] if t[0] == "u" else s.leaders[t[1]]


def attack_value(s: SBState, u: Unit) -> float:
    """Best expected hits ``u`` could score from its current hex (melee or fire)."""
    best = 0.0
    for t in melee_targets(s, u):
        n, _ = melee_dice(s, u, target_hex(s, t))
        best = max(best, expected_hits(s, n, u, _target_piece(s, t), True))
    if u.type.ranged is not None:
        for t, n in fire_targets(s, u):
            best = max(best, expected_hits(s, n, u, _target_piece(s, t), False))
    return best


def value_at(s: SBState, u: Unit, h: int, moved: int) -> float:
    """Expected hits ``u`` could score after moving ``moved`` hexes to ``h`` (position evaluated in place)."""
    old_hex, old_moved = u.hex, u.moved
    s.unit_at[old_hex] = -1
    s.unit_at[h] = u.idx
    u.hex, u.moved = h, moved
    try:
        if not (u.battle_any_move or moved <= u.type.battle_max_move) or (not s.terrain[h].battle_on_entry and moved):
            return 0.0
        return attack_value(s, u)
    finally:
        s.unit_at[h] = -1
        s.unit_at[old_hex] = u.idx
        u.hex, u.moved = old_hex, old_moved


def enemy_distance(s: SBState, side: int, h: int) -> int:
    dist = s.field.distance[h]
    best = 99
    for e in s.units:
        if e.hex >= 0 and e.side != side:
            best = min(best, dist[e.hex])
    return best


def unit_potential(s: SBState, u: Unit) -> float:
    """What ordering ``u`` is worth: expected hits now or after its best move, else closing in."""
    best = attack_value(s, u)
    allow_ok = not u.no_move
    dests = unit_destinations(s, u) if allow_ok else {}
    for h, d in dests.items():
        best = max(best, value_at(s, u, h, d))
    if best > 0:
        return best
    here = enemy_distance(s, u.side, u.hex)
    closer = min((enemy_distance(s, u.side, h) for h in dests), default=here)
    return 0.05 * max(0, here - closer)


class GreedyAgent(SeededAgent):
    name = "greedy"

    def choose(self, state: State) -> Action:
        s = state
        assert isinstance(s, SBState)
        legal = s.legal_actions()
        if len(legal) == 1:
            return legal[0]
        kinds = {type(a) for a in legal}
        if PlayCommand in kinds:
            return self._card(s, legal)
        if Order in kinds or EndOrders in kinds:
            return self._order(s, legal)
        if Move in kinds or EndMoves in kinds:
            return self._move(s, legal)
        if Fire in kinds or Melee in kinds:
            return self._battle(s, legal)
        return self._habit(s, legal)

    # -- phase 1: the card that orders the most valuable units
    def _card(self, s: SBState, legal: list[Action]) -> Action:
        best: tuple[float, float] = (-1.0, 0.0)
        choice = legal[0]
        for a in legal:
            twin = s.clone()
            twin.quiet()
            twin.apply_unchecked(a)
            value = 0.0
            # play out the orders greedily on the twin
            for _ in range(8):
                if twin.is_terminal() or twin.current_player() != s.active:
                    break
                acts = twin.legal_actions()
                if not any(isinstance(x, (Order, Detach)) for x in acts):
                    break
                pick = self._order(twin, acts)
                if not isinstance(pick, (Order, Detach)):
                    break
                if isinstance(pick, Order):
                    found = twin.piece(pick.piece)
                    if found is not None and found[0] == "u":
                        value += unit_potential(twin, twin.units[found[1]])
                twin.apply_unchecked(pick)
            key = (value, self.random.random())
            if key > best:
                best, choice = key, a
        return choice

    # -- phase 2: order the unit with the most potential
    def _order(self, s: SBState, legal: list[Action]) -> Action:
        def value(a: Action) -> float:
            assert isinstance(a, Order)
            found = s.piece(a.piece)
            return unit_potential(s, s.units[found[1]]) if found is not None and found[0] == "u" else 0.0

        return _best_or_end(legal, Order, value, EndOrders)

    # -- phase 3: move where the unit scores most, else toward the enemy
    def _move(self, s: SBState, legal: list[Action]) -> Action:
        def value(a: Action) -> float:
            assert isinstance(a, Move)
            kind, idx = s.ids[a.piece]
            if kind != "u":
                return 0.0
            u = s.units[idx]
            h = s.field.parse(a.to)
            d = s.field.distance[u.hex][h]
            here = attack_value(s, u) if can_still_battle(u) else 0.0
            v = value_at(s, u, h, d) - here
            return v + 0.05 * (enemy_distance(s, u.side, u.hex) - enemy_distance(s, u.side, h))

        return _best_or_end(legal, Move, value, EndMoves)

    # -- phase 4: the combat with the most expected hits
    def _battle(self, s: SBState, legal: list[Action]) -> Action:
        def value(a: Action) -> float:
            assert isinstance(a, (Fire, Melee))
            u = s.units[s.ids[a.unit][1]]
            t = s.ids[a.target]
            tp = _target_piece(s, t)
            if isinstance(a, Melee):
                n, _ = melee_dice(s, u, target_hex(s, t))
                return expected_hits(s, n, u, tp, True)
            n = next((k for tt, k in fire_targets(s, u) if tt == t), 0)
            return expected_hits(s, n, u, tp, False)

        return _best_or_end(legal, (Fire, Melee), value, (EndBattles, Pass))

    # -- everything else
    def _habit(self, s: SBState, legal: list[Action]) -> Action:
        p = s.current_player()
        for a in legal:
            if isinstance(a, IgnoreFlags):
                return max((x for x in legal if isinstance(x, IgnoreFlags)), key=lambda x: x.flags)
            if isinstance(a, (Advance, BattleBack, FirstStrike)):
                return a
            if isinstance(a, Inspire) and s.honor[p] >= 3:
                return a
            if isinstance(a, PlayDragon):
                return a
        if any(isinstance(a, TakeDragon) for a in legal):
            return TakeHonor() if s.honor[p] < 4 else TakeDragon()
        trades = [a for a in legal if isinstance(a, TradeDragon)]
        if trades:
            dead = [a for a in trades if s.rs.dragon_cards[a.card].effect is None]
            return dead[0] if dead else next(a for a in legal if isinstance(a, Pass))
        retreats = [a for a in legal if isinstance(a, Retreat)]
        if retreats:
            return max(retreats, key=lambda a: s.support_count(s.field.parse(a.to), p))
        melees = [a for a in legal if isinstance(a, Melee)]
        if melees:
            return self._battle(s, legal)
        passes = [a for a in legal if isinstance(a, Pass)]
        return passes[0] if passes else legal[0]


def _best_or_end(
    legal: list[Action],
    kind: type[Action] | tuple[type[Action], ...],
    value: Callable[[Action], float],
    end: type[Action] | tuple[type[Action], ...],
) -> Action:
    """The first action of ``kind`` with the highest positive ``value``; when none is worth
    anything, the action that ends the phase (``end``), else the last legal action."""
    best = 0.0
    choice: Action | None = None
    for a in legal:
        if isinstance(a, kind):
            v = value(a)
            if v > best:
                best, choice = v, a
    if choice is not None:
        return choice
    return next((a for a in legal if isinstance(a, end)), legal[-1])


def _make_greedy(game: Game, seed: int) -> GreedyAgent:
    return GreedyAgent(seed)


register_agent("samurai_battles", "greedy", _make_greedy)
