"""The registered game: Samurai Battles with the Commands & Colors ruleset (rules/000)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from engine.content.library import ContentLibrary, bundled_library, core_pack_dir
from engine.core.errors import shorten
from engine.core.game import Game
from engine.core.message import Message
from engine.core.registry import register_game
from engine.core.saying import localized as _t
from engine.games.samurai_battles.actions import ACTION_TYPES
from engine.games.samurai_battles.observation import SBObservation
from engine.games.samurai_battles.ruleset import Ruleset, SetupError, compile_ruleset
from engine.games.samurai_battles.scenario import Scenario, load_scenario
from engine.games.samurai_battles.state import SBState

INTRO_SCENARIO = "sb-z001"


def scenario_dir() -> Path:
    return core_pack_dir() / "samurai_battles" / "scenarios"


def bundled_scenario(ident: str) -> Scenario:
    """A bundled scenario by id (raises ``SetupError`` naming the known ids)."""
    lib = bundled_library()
    model = lib.get("samurai_battles/scenario", ident)
    if not isinstance(model, Scenario):
        known = tuple(lib.ids("samurai_battles/scenario"))
        raise SetupError(Message("sb-no-bundled-scenario", id=shorten(ident), known=known))
    return model


@register_game
class SamuraiBattles(Game):
    id = "samurai_battles"
    names = {"en": "Samurai Battles (Commands & Colors)", "ru": "Битвы самураев"}
    min_players = 2
    max_players = 2
    has_hidden_info = True
    has_chance = True
    action_types = ACTION_TYPES
    content_kinds = (
        "samurai_battles/scenario",
        "samurai_battles/terrain_table",
        "samurai_battles/unit_table",
        "samurai_battles/command_deck",
        "samurai_battles/dragon_deck",
        "samurai_battles/board_tiles",
    )
    observation_type = SBObservation
    setup_type = Scenario
    setup_error = SetupError
    prepared_type = Ruleset
    state_type = SBState

    def compile_setup(self, setup: Any, content: ContentLibrary) -> Ruleset:
        return compile_ruleset(setup, content)

    def example_setups(self) -> list[Any]:
        return [bundled_scenario(INTRO_SCENARIO)]

    # -- command line
    def add_play_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "scenario",
            nargs="?",
            help=_t(
                "cli-sb-play-scenario", "scenario file or a bundled scenario id; default: the bundled intro scenario"
            )
            + f" {INTRO_SCENARIO}",
        )

    def play_setup(self, args: argparse.Namespace, content: ContentLibrary) -> Any:
        ident = getattr(args, "scenario", None)
        if not ident:
            return bundled_scenario(INTRO_SCENARIO)
        if not Path(ident).exists():
            return bundled_scenario(ident)
        scenario, _ = load_scenario(ident, content)
        return scenario

    def add_cli_commands(self, subparsers: Any) -> None:
        # deferred: start-up (the game's commands load when used)
        from engine.games.samurai_battles.cli import add_commands

        add_commands(subparsers)
