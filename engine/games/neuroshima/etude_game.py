"""The ``neuroshima_etude`` game: one player solving an etude (setup = an :class:`Etude`), so the
generic tools (``warbench play neuroshima_etude``, saved games, the conformance test) cover it."""

from __future__ import annotations

import argparse
from typing import Any

from engine.content.base import Model
from engine.content.library import ContentLibrary, load_for_use
from engine.core.game import Game
from engine.core.registry import register_game
from engine.core.saying import localized as _t
from engine.games.neuroshima.actions import ALL_ACTIONS
from engine.games.neuroshima.etude_config import EtudeConfig
from engine.games.neuroshima.etude_examples import example_etudes
from engine.games.neuroshima.etude_play import EtudeState, compile_etude
from engine.games.neuroshima.models.etude import Etude
from engine.games.neuroshima.models.rules import EtudeRuleOptions


@register_game
class NeuroshimaEtudeGame(Game):
    id = "neuroshima_etude"
    names = {"en": "Neuroshima Hex etude", "ru": "Нейрошима-6: этюд"}
    min_players = 1
    max_players = 1
    has_hidden_info = False
    has_chance = False
    action_types = ALL_ACTIONS
    content_kinds = ("neuroshima/etude",)
    setup_type = Etude
    prepared_type = EtudeConfig

    def prepare(self, setup: Any, content: ContentLibrary) -> EtudeConfig:
        """A setup or its data: the editor hands in either."""
        return compile_etude(self.setup_from_data(setup), content)

    def start(self, prepared: Any, seed: int) -> EtudeState:
        """The etude as a player plays it: the final battle waits until he plays ``fight``."""
        assert isinstance(prepared, EtudeConfig), "start() takes what prepare() returned"
        state = EtudeState(self, prepared, seed)
        state.hold_final_battle = True
        return state

    def rule_options(self) -> type[Model]:
        """The options an etude can meet (the draw and one-against-two ones never act in one)."""
        return EtudeRuleOptions

    def example_setups(self) -> list[Any]:
        return list(example_etudes())

    def add_play_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "--etude", help=_t("cli-nh-etude-play-etude", "a neuroshima/etude file (default: a small built-in etude)")
        )

    def play_setup(self, args: argparse.Namespace, content: ContentLibrary) -> Etude:
        if getattr(args, "etude", None):
            # the gate and checks of ``warbench validate``: an etude it refuses (an illegal recorded
            # solution, a tile of another army) is not played, and its errors name the file and line
            etude, _ = load_for_use(args.etude, Etude, content)
            return etude
        first: Etude = self.example_setups()[0]
        return first
