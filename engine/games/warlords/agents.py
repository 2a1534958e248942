"""Agents for Warlords battles: ``gm-default`` (the game master's documented default policy)
and ``greedy`` (orders by a one-step evaluation, see :mod:`.greedy`)."""

from __future__ import annotations

from engine.ai.agents import SeededAgent, register_agent
from engine.core.game import Action, Game, State
from engine.games.warlords.actions import DuelTactic, Gm
from engine.games.warlords.decisions import GM_SEAT
from engine.games.warlords.greedy import GreedyAgent
from engine.games.warlords.state import WLState


class GmDefaultAgent(SeededAgent):
    """Answers every question of the game master with its documented default
    (engine/games/warlords/decisions.py, README); any other decision at random."""

    name = "gm-default"

    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        me = state.current_player()
        # the question as the seat's observation shows it, without building the whole view
        d = state.seen_decision(me) if isinstance(state, WLState) else getattr(state.observation(me), "decision", None)
        if d is not None and d.seat == me:
            a: Action = Gm(d.default) if me == GM_SEAT else DuelTactic(d.default)
            if a in legal:
                return a
        return legal[self.random.randrange(len(legal))]


def _gm_default(game: Game, seed: int) -> GmDefaultAgent:
    return GmDefaultAgent(seed)


def _greedy(game: Game, seed: int) -> GreedyAgent:
    return GreedyAgent(seed)


register_agent("warlords", "gm-default", _gm_default)
register_agent("warlords", "greedy", _greedy)
