"""What a game tells the search agents about itself: an evaluation of positions, a rollout
policy, and how deep rollouts go. A game registers its :class:`Heuristics` from its own package
(``engine/games/<game>/evaluation.py``); a game that registers none is searched with random
rollouts played to the end.

Everything here reads a *determinized* state: the search agent only ever hands these functions
states redrawn from its own observation (``State.resample_hidden``), so reading any field of
them cannot leak a secret of the real game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.core.game import Action, Game, State

#: the value of a position for every player, each in [-1, 1] (a win is 1, a loss -1, as in ``Outcome.returns``)
Evaluation = Callable[[State], Sequence[float]]
#: the action a rollout plays (cheap, a little better than random)
RolloutPolicy = Callable[[State, random.Random], Action]
#: how likely a redraw of the hidden information is (any positive scale), given what the searching
#: seat saw: ``belief(real, redraw, seat)`` reads ``real`` only through what ``seat`` observes of it
Belief = Callable[[State, State, int], float]


@dataclass(frozen=True)
class Heuristics:
    """A game's help for the search.

    ``rollout_depth`` is how many actions a rollout plays before the evaluation judges the
    position (``None``: to the end of the game); ``exploration`` the UCT constant for returns in
    [-1, 1]; ``max_rollout`` the cap on a rollout played to the end (a game that does not end is
    scored a draw there)."""

    evaluate: Evaluation | None = None
    #: what a finished game is worth to each seat, where the game's returns do not say all of it
    #: (a Warlords attacker that withdraws before the battle ends it without a winner, yet leaves
    #: the defender its ground); ``None``: the outcome's returns
    outcome_value: Evaluation | None = None
    rollout_policy: RolloutPolicy | None = None
    #: an agent of the game's registry that plays the rollouts instead of ``rollout_policy``
    #: (a cheap greedy agent makes rollouts of a game with hidden roles far more telling)
    rollout_agent: str | None = None
    rollout_depth: int | None = None
    #: a rollout stops as soon as this value of the position differs from its value where the
    #: rollout began (a Warlords rollout stops once the turn's orders are carried out, so every
    #: rollout is judged at the same point of a turn); ``None``: only ``rollout_depth`` stops it
    rollout_horizon: Callable[[State], object] | None = None
    exploration: float = 0.7
    max_rollout: int = 1000
    #: weighs the redraws of hidden information by what the seat has seen (who attacked whom...):
    #: the search then keeps each redraw of a pool ``belief_pool`` times its size with a chance in
    #: proportion to its weight; ``None``: every redraw alike
    belief: Belief | None = None
    belief_pool: int = 4


_HEURISTICS: dict[str, Heuristics] = {}


def register_heuristics(game_id: str, heuristics: Heuristics) -> None:
    """Register the search heuristics of ``game_id`` (replacing any registered before)."""
    _HEURISTICS[game_id] = heuristics


def heuristics_for(game: Game) -> Heuristics:
    """The heuristics ``game`` registered, or the default (random rollouts to the end)."""
    return _HEURISTICS.get(game.id, Heuristics())
