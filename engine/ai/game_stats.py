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

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.game import Game, State
from engine.core.message import Message

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


def figure_said(game_id: str, name: str) -> Message | str:
    """A figure's name, or the name of one of its parts, as the reader reads it: the game's message
    ``stat-<game>-<words>`` where its catalogue has one (the words in lower case joined by hyphens;
    a name ending in a number, ``turn 12``, gives the number as ``n``; ``words: rest``, ``banners by
    turn: Blue``, gives the rest as ``of``), else the name as the game gave it (a content name: an
    army, a clan the catalogue does not know). The report keeps the names; only their reading changes."""
    from engine.core.catalogue import catalogue  # deferred: start-up (Fluent is loaded on the first text rendered)

    words, sep, rest = name.partition(": ")
    values: dict[str, str | int] = {}
    if sep:
        values["of"] = rest
    else:
        numbered = re.fullmatch(r"(.*\D) (\d+)", name)
        if numbered is not None:
            words, values["n"] = numbered.group(1), int(numbered.group(2))
    mid = f"stat-{game_id}-" + re.sub(r"[^a-z0-9]+", "-", words.lower()).strip("-")
    return Message(mid, values) if catalogue("en").has(mid) else name
