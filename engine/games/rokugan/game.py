"""The registered game: Battle for Rokugan (rules/004), 2-5 players."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from engine.content.io import ContentError
from engine.content.library import ContentLibrary, bundled_library, load_for_use
from engine.core.errors import shorten
from engine.core.game import Game
from engine.core.message import Message
from engine.core.registry import register_game
from engine.core.saying import localized as _t
from engine.games.rokugan.actions import ACTION_TYPES
from engine.games.rokugan.cli import add_commands
from engine.games.rokugan.observation import RKObservation
from engine.games.rokugan.prepare import Prepared, SetupError, prepare_scenario
from engine.games.rokugan.scenario import Scenario
from engine.games.rokugan.state import RKState

#: the standard scenario for each player count
STANDARD = {2: "standard-2p", 3: "standard-3p", 4: "standard-4p", 5: "standard-5p"}


def bundled_scenario(ident: str, content: ContentLibrary | None = None) -> Scenario:
    """A scenario by id from ``content`` (default: the bundled pack); raises ``SetupError`` naming the known ids."""
    lib = content if content is not None else bundled_library()
    model = lib.get("rokugan/scenario", ident)
    if not isinstance(model, Scenario):
        raise SetupError(Message("rk-no-scenario", id=shorten(ident), known=tuple(lib.ids("rokugan/scenario"))))
    return model


def load_scenario(path: str | Path, content: ContentLibrary | None = None) -> tuple[Scenario, ContentLibrary]:
    """A scenario file and the library to play it with: ``content`` (default: a copy of the bundled
    pack) plus the maps, clans and cards in the file's folder (one with errors cannot be used).
    Raises :class:`ContentError` (file, line, field) when the file or its checks have errors."""
    return load_for_use(path, Scenario, content)


@register_game
class BattleForRokugan(Game):
    id = "rokugan"
    names = {"en": "Battle for Rokugan", "ru": "Битва за Рокуган"}
    min_players = 2
    max_players = 5
    has_hidden_info = True
    has_chance = True
    action_types = ACTION_TYPES
    content_kinds = ("rokugan/scenario", "rokugan/map", "rokugan/clan", "rokugan/cards")
    observation_type = RKObservation
    setup_type = Scenario
    setup_error = SetupError
    prepared_type = Prepared
    state_type = RKState

    def compile_setup(self, setup: Any, content: ContentLibrary) -> Prepared:
        return prepare_scenario(setup, content)

    def example_setups(self) -> list[Any]:
        return [bundled_scenario(STANDARD[n]) for n in (2, 3, 4, 5)] + [bundled_scenario("twin-rivers-2p")]

    # -- command line
    def add_play_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "scenario",
            nargs="?",
            help=_t("cli-rokugan-play-scenario", "scenario file or bundled scenario id (default: standard)"),
        )
        parser.add_argument(
            "--players",
            type=int,
            choices=(2, 3, 4, 5),
            help=_t("cli-rokugan-play-players", "play the standard scenario for N players"),
        )
        parser.add_argument(
            "--clans",
            help=_t("cli-rokugan-play-clans", "comma-separated clans in seat order (default: drawn at random)"),
        )

    def play_setup(self, args: argparse.Namespace, content: ContentLibrary) -> Any:
        ident = getattr(args, "scenario", None)
        players = getattr(args, "players", None)
        if ident and Path(ident).exists():
            scenario, lib = load_scenario(ident, content)
            content.items.update(lib.items)
        elif ident:
            scenario = bundled_scenario(ident, content)
        else:
            agents = [a for a in str(getattr(args, "agents", "") or "").split(",") if a.strip()]
            n = players or (len(agents) if 2 <= len(agents) <= 5 else 3)
            scenario = bundled_scenario(STANDARD[n], content)
        clans = getattr(args, "clans", None)
        if clans:
            scenario = scenario.model_copy(update={"clans": [c.strip() for c in clans.split(",") if c.strip()]})
        elif players and players != scenario.players:
            raise SetupError(Message("rk-scenario-players", id=scenario.id, players=scenario.players, asked=players))
        return scenario

    def add_cli_commands(self, subparsers: Any) -> None:
        add_commands(subparsers)


__all__ = ["BattleForRokugan", "ContentError"]
