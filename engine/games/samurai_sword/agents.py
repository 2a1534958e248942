"""A greedy agent that plays for its own team from what its seat sees.

It reads only ``state.glance(me)`` (the part of its seat's observation it needs, built faster
than the whole: search rollouts ask for one at every action), ``state.legal_actions()`` and the
public card and character tables of the content. Who is an opponent is guessed from public evidence: the
Shogun's role is open, and every weapon, Geisha, Diversion and Bushido aimed at somebody is in
the observation's ``aggression`` table. It parries whenever it can, attacks the likeliest
opponent with its strongest weapon that reaches, keeps its properties in play, and discards
its least useful cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ai.agents import SeededAgent, register_agent
from engine.core.game import Action, Game, State
from engine.games.samurai_sword.actions import (
    Attack,
    Discard,
    DrawFrom,
    DropBushido,
    EndTurn,
    Geisha,
    LoseHonor,
    Parry,
    Play,
    PlayOn,
    SpendResilience,
    TakeWound,
)
from engine.games.samurai_sword.effects import (
    ARMOR,
    BATTLE_CRY,
    BREATHING,
    BUSHIDO,
    DAIMYO,
    DIVERSION,
    FAST_DRAW,
    FOCUS,
    JUJUTSU,
    ONLY_WEAPONS_WOUND,
    TEA_CEREMONY,
    WEAPON,
)
from engine.games.samurai_sword.state import SSState

if TYPE_CHECKING:
    from engine.games.samurai_sword.observation import Glance
    from engine.games.samurai_sword.runtime import Rules

GAME_ID = "samurai_sword"
#: below this likelihood a player is not worth hurting
HOSTILE = 0.5


def opponent_likelihood(obs: Glance) -> list[float]:
    """For every seat, how likely it is on another team than the viewer (0 = surely a friend,
    1 = surely an opponent), from the open roles and the hostile acts everyone saw."""
    me = obs.viewer
    sh = obs.shogun
    agg = obs.aggression
    out = []
    for q in range(obs.players):
        if q == me:
            out.append(0.0)
            continue
        known = obs.seats[q].role
        if obs.role == "ronin":
            out.append(1.0)
            continue
        if known is not None and obs.over:
            mine = obs.role in ("shogun", "samurai")
            out.append(0.0 if (known in ("shogun", "samurai")) == mine and obs.role != "ronin" else 1.0)
            continue
        if obs.role in ("shogun", "samurai"):
            if q == sh:
                out.append(0.0)
                continue
            x = 0.55 + 0.25 * agg[q][sh] + 0.15 * agg[q][me] + 0.1 * agg[sh][q] - 0.1 * agg[q][_worst(agg, sh, q)]
        else:  # ninja
            if q == sh:
                out.append(1.0)
                continue
            x = 0.45 - 0.2 * agg[q][sh] + 0.25 * agg[q][me] - 0.1 * agg[sh][q] + 0.1 * agg[me][q]
        out.append(min(1.0, max(0.0, x)))
    return out


def _worst(agg: tuple[tuple[int, ...], ...], shogun: int, skip: int) -> int:
    """The seat that has attacked the Shogun most (whom a friend of the Shogun would attack)."""
    best, who = -1, shogun
    for q, row in enumerate(agg):
        if q not in (shogun, skip) and row[shogun] > best:
            best, who = row[shogun], q
    return who


def card_value(rs: Rules, c: int, obs: Glance) -> float:
    """How much a card in hand is worth keeping (higher = keep)."""
    e = rs.effect[c]
    if rs.defence[c]:
        return 6.0
    if e == WEAPON:
        return 2.0 + rs.damage[c] + 0.5 * rs.difficulty[c]
    if e == DAIMYO:
        return 1.0 if obs.role == "ronin" else 4.5
    if e in (ARMOR, FOCUS, FAST_DRAW):
        return 4.0
    if e == BREATHING:
        mine = obs.seats[obs.viewer]
        return 2.0 + (mine.max_resilience - mine.resilience)
    return 3.0


class GreedyAgent(SeededAgent):
    """Plays its cards for its team; see the module docstring."""

    name = "greedy"

    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        assert isinstance(state, SSState)
        obs = state.glance(state.current_player())
        rs = state.rules  # the content's card and character tables, public to every seat
        if obs.phase == "play":
            return self._play(rs, obs, legal)
        return self._answer(rs, obs, legal)

    # -- answers out of turn and forced choices
    def _answer(self, rs: Rules, obs: Glance, legal: list[Action]) -> Action:
        idx = rs.index
        if obs.phase == "parry":
            parries = [a for a in legal if isinstance(a, Parry)]
            if parries:  # a real parry before one of Hanzō's weapons
                return min(parries, key=lambda a: card_value(rs, idx[a.card], obs) - 10 * rs.defence[idx[a.card]])
            return legal[-1]
        discards = [a for a in legal if isinstance(a, Discard)]
        if obs.phase == "discard":
            return min(discards, key=lambda a: card_value(rs, idx[a.card], obs))
        if obs.phase == "ieyasu_draw":
            assert obs.discard_top is not None  # Ieyasu draws from the discards only when there are some
            top = idx[obs.discard_top]
            take = rs.defence[top] or rs.effect[top] == WEAPON or card_value(rs, top, obs) >= 4
            return next(a for a in legal if isinstance(a, DrawFrom) and a.source == ("discard" if take else "deck"))
        if obs.phase == "bushido":
            if discards:
                return min(discards, key=lambda a: card_value(rs, idx[a.card], obs))
            return next(a for a in legal if isinstance(a, (LoseHonor, DropBushido)))
        # answering Battle Cry or Jujutsu: a parry is kept for weapons unless the wound hurts
        mine = obs.seats[obs.viewer]
        if discards:
            cheapest = min(discards, key=lambda a: card_value(rs, idx[a.card], obs))
            if mine.resilience <= 2 or not rs.defence[idx[cheapest.card]]:
                return cheapest
        return next(a for a in legal if isinstance(a, TakeWound))

    # -- the own turn
    def _play(self, rs: Rules, obs: Glance, legal: list[Action]) -> Action:
        idx = rs.index
        enemy = opponent_likelihood(obs)
        me = obs.viewer
        mine = obs.seats[me]
        best: tuple[float, Action] | None = None

        def offer(score: float, action: Action) -> None:
            # the first action offered with the best score is kept (ties never replace it)
            nonlocal best
            if score > 0 and (best is None or score > best[0]):
                best = (score, action)

        for a in legal:
            if isinstance(a, Play):
                e = rs.effect[idx[a.card]]
                if e in (ARMOR, FOCUS, FAST_DRAW):
                    offer(9.0, a)
                elif e == TEA_CEREMONY:
                    offer(7.0, a)
                elif e == DAIMYO and (obs.role == "ronin" or len(obs.hand) <= 2):
                    offer(5.0, a)
                elif e in (BATTLE_CRY, JUJUTSU):
                    offer(4.0 * _mass_gain(rs, obs, enemy), a)
            elif isinstance(a, PlayOn):
                e = rs.effect[idx[a.card]]
                t = a.target
                if e == BREATHING and mine.max_resilience - mine.resilience >= 2:
                    offer(8.0 - enemy[t], a)
                elif e == BUSHIDO and t != me and enemy[t] >= HOSTILE:
                    offer(3.0 + enemy[t], a)
                elif e == DIVERSION and enemy[t] >= HOSTILE:
                    offer(5.0 + enemy[t], a)
            elif isinstance(a, Geisha) and enemy[a.target] >= HOSTILE:
                t = a.target
                if a.pick == "hand":
                    offer(4.0 + enemy[t], a)
                elif rs.effect[idx[a.pick]] != BUSHIDO:
                    offer(6.0 + enemy[t], a)
            elif isinstance(a, Attack) and enemy[a.target] >= HOSTILE:
                c = idx[a.weapon]
                target = obs.seats[a.target]
                kill = 2.0 if rs.damage[c] + mine_bonus(obs, rs) >= target.resilience else 0.0
                offer(6.0 + 2 * enemy[a.target] + rs.damage[c] + kill - 0.1 * rs.difficulty[c], a)
            elif isinstance(a, SpendResilience) and mine.resilience >= 4 and len(obs.hand) < 4:
                offer(2.0, a)
        if best is not None:
            return best[1]
        return next(a for a in legal if isinstance(a, EndTurn))


def _mass_gain(rs: Rules, obs: Glance, enemy: list[float]) -> float:
    """Expected opponents minus friends a Battle Cry or Jujutsu would reach (not the Harmless,
    not a character only weapons wound)."""
    gain = 0.0
    for s in obs.seats:
        if s.seat == obs.viewer or s.harmless:
            continue
        if rs.char_ability[rs.char_ids.index(s.character)] == ONLY_WEAPONS_WOUND:
            continue
        gain += 2 * enemy[s.seat] - 1
    return gain


def mine_bonus(obs: Glance, rs: Rules) -> int:
    """Extra wounds the viewer's weapons deal from the Fast Draw cards in play."""
    return sum(rs.fast_draw[rs.index[c]] for c in obs.seats[obs.viewer].in_play)


def _factory(game: Game, seed: int) -> GreedyAgent:
    return GreedyAgent(seed)


register_agent(GAME_ID, "greedy", _factory)
