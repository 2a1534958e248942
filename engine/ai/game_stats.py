"""The statistics a game adds to simulation reports, and its score margin.

A game registers a :class:`GameStats` from its own package (``engine/games/<game>/lab_stats.py``):
``track(state, notes)``, if given, is called after every action and may write what it wants to
remember into ``notes`` (banners at the end of each turn); ``collect(state, notes)`` reads the
finished game and returns named figures — a number, or a mapping of names to numbers (damage by
army, banners by turn, honor by source) — that the report averages over the games;
``margin(state)`` is how far the winner finished ahead of the runner-up in the game's own score
(hit points, banners, honor). They read the states of a game simulated for a designer, who
reads the report once the game is over: nothing in it is a secret from a player.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.game import Game, State

#: one figure of a game: a number, or numbers by name
Figure = float | Mapping[str, float]


@dataclass(frozen=True)
class GameStats:
    """A game's figures for reports (see the module docstring); ``margin_unit`` names the margin's unit."""

    collect: Callable[[State, dict[str, Any]], Mapping[str, Figure]] | None = None
    margin: Callable[[State], float] | None = None
    track: Callable[[State, dict[str, Any]], None] | None = None
    margin_unit: str = "points"


_STATS: dict[str, GameStats] = {}


def register_game_stats(game_id: str, stats: GameStats) -> None:
    """Register the report statistics of ``game_id`` (replacing any registered before)."""
    _STATS[game_id] = stats


def game_stats_for(game: Game) -> GameStats:
    """The statistics ``game`` registered, or none."""
    return _STATS.get(game.id, GameStats())
