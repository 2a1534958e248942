"""Placeholder replaced below."""

from __future__ import annotations

import random

from engine.core.game import Action, State


class GreedyAgent:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.random = random.Random(seed)

    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        return legal[self.random.randrange(len(legal))]
