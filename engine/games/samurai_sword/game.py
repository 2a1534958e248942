"""The registered game: Samurai Sword (rules/001), 3-7 players, hidden roles."""

from __future__ import annotations

import argparse
from typing import Any

from pydantic import ValidationError

from engine.content.io import schema_message
from engine.content.library import ContentLibrary
from engine.core.errors import excerpt_said, shorten
from engine.core.game import Game
from engine.core.message import Message
from engine.core.registry import register_game
from engine.core.saying import localized as _t
from engine.games.samurai_sword.actions import ACTION_TYPES
from engine.games.samurai_sword.observation import SamuraiSwordObservation
from engine.games.samurai_sword.options import RuleOptions
from engine.games.samurai_sword.runtime import Rules, SetupError, compile_rules
from engine.games.samurai_sword.setup import MAX_PLAYERS, MIN_PLAYERS, SamuraiSwordSetup
from engine.games.samurai_sword.state import SSState

#: the bundled variant deck the example setups also play
VARIANT_DECK = "duel"


def parse_rule_overrides(items: list[str] | None) -> dict[str, Any]:
    """``NAME=VALUE`` pairs as rule option overrides (``true``/``false`` become booleans).

    Raises :class:`SetupError` for an item without ``=``."""
    out: dict[str, Any] = {}
    for item in items or []:
        name, sep, value = item.partition("=")
        if not sep or not name:
            raise SetupError(Message("sw-rule-form", item=shorten(item), example="answer_order=counterclockwise"))
        low = value.strip().lower()
        out[name.strip()] = True if low == "true" else False if low == "false" else value.strip()
    return out


@register_game
class SamuraiSword(Game):
    id = "samurai_sword"
    names = {"en": "Samurai Sword", "ru": "Самурай"}
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    has_hidden_info = True
    has_chance = True
    action_types = ACTION_TYPES
    content_kinds = ("samurai_sword/deck", "samurai_sword/characters", "samurai_sword/setup")
    observation_type = SamuraiSwordObservation
    setup_type = SamuraiSwordSetup
    setup_error = SetupError
    prepared_type = Rules
    state_type = SSState

    def compile_setup(self, setup: Any, content: ContentLibrary) -> Rules:
        return compile_rules(setup, content)

    def rule_options(self) -> type[RuleOptions]:
        """A game's ``rules`` are overrides of its setup document's options, this model's fields."""
        return RuleOptions

    def example_setups(self) -> list[Any]:
        """The bundled rules for every player count, and the variant deck with 5 players."""
        setups: list[Any] = [SamuraiSwordSetup(players=n) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)]
        setups.append(SamuraiSwordSetup(players=5, deck=VARIANT_DECK))
        return setups

    # -- command line
    def add_play_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "--players",
            type=int,
            choices=range(MIN_PLAYERS, MAX_PLAYERS + 1),
            help=_t("cli-sw-play-players", "number of players (default: one per agent named, or 5)"),
        )
        parser.add_argument(
            "--setup", default="core", help=_t("cli-sw-play-setup", "setup document id (default: core)")
        )
        parser.add_argument(
            "--deck", help=_t("cli-sw-play-deck", "play deck id instead of the setup's, e.g.") + f" {VARIANT_DECK}"
        )
        parser.add_argument(
            "--characters", help=_t("cli-sw-play-characters", "character set id instead of the setup's")
        )
        parser.add_argument(
            "--rule",
            action="append",
            metavar="NAME=VALUE",
            help=_t("cli-sw-play-rule", "override a rule option, e.g. --rule battle_cry_answer=any_card (repeatable)"),
        )

    def play_setup(self, args: argparse.Namespace, content: ContentLibrary) -> Any:
        players = getattr(args, "players", None)
        if players is None:
            named = [a for a in str(getattr(args, "agents", "")).split(",") if a.strip()]
            players = len(named) if MIN_PLAYERS <= len(named) <= MAX_PLAYERS else 5
        try:
            setup = SamuraiSwordSetup(
                setup=getattr(args, "setup", None) or "core",
                players=players,
                deck=getattr(args, "deck", None),
                characters=getattr(args, "characters", None),
                rules=parse_rule_overrides(getattr(args, "rule", None)),
            )
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            option = {"rules": "rule"}.get(where.split(".")[0], where.split(".")[0])
            said = Message(
                "sw-option-refused", option=option, said=schema_message(first), value=excerpt_said(first.get("input"))
            )
            raise SetupError(said) from None
        compile_rules(setup, content)  # refuse a setup that cannot be played before any agent moves
        return setup
