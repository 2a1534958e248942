"""The Neuroshima Hex game: registration, setups, ``warbench play neuroshima`` and
``warbench neuroshima ...`` commands."""

from __future__ import annotations

import argparse
from typing import Any

from pydantic import ValidationError

from engine.content.io import LineMap, LoadedContent, schema_message
from engine.content.issues import Severity
from engine.content.library import ContentLibrary, check_loaded, load_for_use
from engine.core.errors import WarbenchError
from engine.core.game import Game
from engine.core.message import Message
from engine.core.registry import register_game
from engine.core.saying import localized as _t
from engine.games.neuroshima.actions import ALL_ACTIONS
from engine.games.neuroshima.config import GameConfig, compile_setup
from engine.games.neuroshima.models.setup import GameSetup, Mode, SetupPlayer
from engine.games.neuroshima.observation import NeuroshimaObservation
from engine.games.neuroshima.state import NeuroshimaState

ARMY_IDS = ("moloch", "outpost", "borgo", "hegemony")


def make_setup(armies: list[str], mode: Mode | None = None, **kwargs: Any) -> GameSetup:
    """A game setup for these army ids; the mode defaults to a duel or a free-for-all."""
    if mode is None:
        mode = Mode.DUEL if len(armies) == 2 else Mode.FREE_FOR_ALL
    return GameSetup(
        id="-".join([mode.value, *armies]),
        mode=mode,
        players=[SetupPlayer(army=a) for a in armies],
        **kwargs,
    )


class SetupArgumentsError(WarbenchError):
    """``--armies`` and ``--mode`` that make no game validation accepts."""


def checked_setup(armies: list[str], mode: Mode | None, content: ContentLibrary, **kwargs: Any) -> GameSetup:
    """:func:`make_setup`, refused with the messages ``warbench validate`` gives a game file
    when the setup has errors (too few or too many armies, a mode for another player count,
    unknown armies, armies sharing tile ids)."""
    where = "--armies/--mode"
    try:
        setup = make_setup(armies, mode, **kwargs)
    except ValidationError as exc:
        first = exc.errors()[0]
        at = ", ".join(map(str, first["loc"]))
        raise SetupArgumentsError(
            Message(
                "nh-setup-arguments",
                where=where,
                issues=(Message("nh-diagram-issue", field=at, said=schema_message(first)),),
            )
        ) from None
    errors = [i for i in check_loaded(LoadedContent(setup, None, LineMap()), content) if i.severity is Severity.ERROR]
    if errors:
        issues = tuple(Message("nh-diagram-issue", field=i.location.field, said=i.said) for i in errors)
        raise SetupArgumentsError(Message("nh-setup-arguments", where=where, issues=issues))
    return setup


@register_game
class NeuroshimaGame(Game):
    id = "neuroshima"
    names = {"en": "Neuroshima Hex", "ru": "Нейрошима-6"}
    min_players = 2
    max_players = 4
    has_hidden_info = True  # the order of every stack
    has_chance = True
    action_types = ALL_ACTIONS
    content_kinds = ("neuroshima/army", "neuroshima/game", "neuroshima/position")
    observation_type = NeuroshimaObservation
    setup_type = GameSetup
    prepared_type = GameConfig
    state_type = NeuroshimaState

    def prepare(self, setup: Any, content: ContentLibrary) -> GameConfig:
        """A setup or its data: the editor and saved games hand in either."""
        return compile_setup(self.setup_from_data(setup), content)

    def example_setups(self) -> list[Any]:
        return list(_EXAMPLES)

    # -- command line
    def add_play_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "--armies",
            default="moloch,borgo",
            help=_t("cli-nh-play-armies", "comma-separated army ids, one per player, bundled or your own")
            + f" ({', '.join(ARMY_IDS)})",
        )
        parser.add_argument(
            "--mode",
            choices=[m.value for m in Mode],
            help=_t(
                "cli-nh-play-mode", "duel (2), free_for_all (3-4), teams (4: 1+2 vs 3+4), one_vs_two (3: 1 vs 2+3)"
            ),
        )
        parser.add_argument(
            "--extended", action="store_true", help=_t("cli-nh-play-extended", "play with the 18-hex extra ring")
        )
        parser.add_argument(
            "--setup", help=_t("cli-nh-play-setup", "a neuroshima/game file (overrides --armies and --mode)")
        )

    def play_setup(self, args: argparse.Namespace, content: ContentLibrary) -> GameSetup:
        if getattr(args, "setup", None):
            model, _ = load_for_use(args.setup, GameSetup, content)
            return model
        armies = [a.strip() for a in args.armies.split(",") if a.strip()]
        mode = Mode(args.mode) if args.mode else None
        return checked_setup(armies, mode, content, extended_board=bool(args.extended))

    def add_cli_commands(self, subparsers: Any) -> None:
        # deferred: start-up (the game's commands load when used)
        from engine.games.neuroshima.cli import add_commands

        add_commands(subparsers)


_EXAMPLES = (
    make_setup(["moloch", "borgo"]),
    make_setup(["outpost", "hegemony"]),
    make_setup(["moloch", "outpost", "borgo", "hegemony"], Mode.TEAMS),
    make_setup(["hegemony", "moloch", "outpost"], Mode.ONE_VS_TWO, extended_board=True),
)
