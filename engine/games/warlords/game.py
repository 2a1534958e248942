"""The registered game: Warlords: Rise of Tiger battles (rules/003)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from engine.content.library import ContentLibrary, bundled_library, load_for_use
from engine.core.errors import shorten
from engine.core.game import Game
from engine.core.message import Message
from engine.core.registry import register_game
from engine.core.saying import localized as _t
from engine.games.warlords.actions import ACTION_TYPES
from engine.games.warlords.battle import Battle
from engine.games.warlords.board import SetupError
from engine.games.warlords.decisions import GM_SEAT
from engine.games.warlords.observation import WLObservation
from engine.games.warlords.setup import Prepared, prepare
from engine.games.warlords.state import WLState

#: the bundled battles the conformance test plays (meeting, defence, breakthrough)
EXAMPLE_BATTLES = ("wl-battle-defence-border", "wl-battle-meeting-river", "wl-battle-breakthrough-hills")
DEFAULT_BATTLE = EXAMPLE_BATTLES[0]


def bundled_battle(ident: str) -> Battle:
    """A bundled battle by id (raises ``SetupError`` naming the known ids)."""
    lib = bundled_library()
    model = lib.get("warlords/battle", ident)
    if not isinstance(model, Battle):
        raise SetupError(Message("wl-no-bundled-battle", id=shorten(ident), known=tuple(lib.ids("warlords/battle"))))
    return model


def load_battle(path: str | Path, content: ContentLibrary | None = None) -> tuple[Battle, ContentLibrary]:
    """A battle file and the library to play it with: ``content`` (default: a copy of the bundled
    pack) plus the battlefields and rosters in the file's folder (one with errors cannot be used).

    Raises :class:`ContentError` (file, line, field) when the file or its checks have errors."""
    return load_for_use(path, Battle, content)


@register_game
class Warlords(Game):
    id = "warlords"
    names = {"en": "Warlords: Rise of Tiger (battles)", "ru": "Warlords: Rise of Tiger — битвы"}
    #: the two sides and the game master
    min_players = 3
    max_players = 3
    has_hidden_info = True
    has_chance = True
    action_types = ACTION_TYPES
    content_kinds = ("warlords/battlefield", "warlords/roster", "warlords/battle")
    observation_type = WLObservation
    setup_type = Battle
    setup_error = SetupError
    prepared_type = Prepared
    state_type = WLState

    def compile_setup(self, setup: Any, content: ContentLibrary) -> Prepared:
        return prepare(setup, content)

    def example_setups(self) -> list[Any]:
        return [bundled_battle(ident) for ident in EXAMPLE_BATTLES]

    # -- command line
    def add_play_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "battle",
            nargs="?",
            help=_t("cli-wl-play-battle", "battle file, or a bundled battle id; default:") + f" {DEFAULT_BATTLE}",
        )
        parser.add_argument(
            "--gm",
            default="default",
            help=_t(
                "cli-wl-play-gm",
                "the game master's agent: 'default' (gm-default, the documented policy) or any agent name",
            ),
        )
        parser.set_defaults(agents="random,random")

    def play_setup(self, args: argparse.Namespace, content: ContentLibrary) -> Any:
        ident = getattr(args, "battle", None)
        if not ident:
            return bundled_battle(DEFAULT_BATTLE)
        if not Path(ident).exists():
            return bundled_battle(ident)
        battle, _ = load_battle(ident, content)
        return battle

    def referee_seats(self) -> dict[int, str]:
        return {GM_SEAT: "gm-default"}

    def play_agent_names(self, args: argparse.Namespace, names: list[str]) -> list[str]:
        if len(names) == 2:
            gm = getattr(args, "gm", "default") or "default"
            names = [*names, f"gm-{gm}" if gm in ("default",) else gm]
        return names
