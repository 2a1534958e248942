"""Game states that start from a position: for puzzles, the solver, the player's "play from
here" and tests."""

from __future__ import annotations

from typing import Any

from engine.content.library import ContentLibrary
from engine.core.registry import load_game
from engine.games.neuroshima.catalog import HQ
from engine.games.neuroshima.config import compile_setup
from engine.games.neuroshima.convert import position_from_model
from engine.games.neuroshima.flow import TURN
from engine.games.neuroshima.models.setup import GameSetup, PositionModel, SetupPlayer
from engine.games.neuroshima.state import NeuroshimaState


def setup_for_position(model: PositionModel) -> GameSetup:
    """A game setup with the mode, armies, board and rules of a position."""
    return GameSetup(
        id=f"{model.id}-game",
        mode=model.mode,
        players=[SetupPlayer(army=p.army) for p in model.players],
        extended_board=model.extended_board,
        hq_hp=model.hq_hp_defaults,
        points_variant=model.points_variant,
        rules=model.rules,
    )


def state_from_position(
    model: PositionModel,
    seed: int = 0,
    *,
    game: Any = None,
    library: ContentLibrary,
    setup: GameSetup | None = None,
) -> NeuroshimaState:
    """A state in the middle of ``to_move``'s turn, after his draw, on the position's board.

    Hands and discard piles come from the position; each stack holds the rest of the army,
    shuffled with ``seed``. The game is past its opening turns.
    """
    if game is None:
        game = load_game("neuroshima")
    setup = setup or setup_for_position(model)
    cfg = compile_setup(setup, library)
    state = NeuroshimaState(game, cfg, seed)
    pos = position_from_model(model, library, cfg.catalog)
    state.pos = pos
    types = cfg.catalog.types
    for s in range(cfg.n):
        deck = state.decks[s]
        for h in pos.tiles_of(s):
            if types[pos.tile[h]].kind != HQ:
                deck.remove(pos.tile[h])
        player = model.players[s]
        for tid in player.hand:
            code = cfg.catalog.code(tid)
            deck.remove(code)
            state.hands[s].append(code)
        for tid in player.discard:
            code = cfg.catalog.code(tid)
            deck.remove(code)
            state.discards[s].append(code)
    state.stage = TURN
    state.hq_next = len(cfg.hq_order)
    seat = model.to_move - 1
    state.seat = seat
    state.turn_pos = cfg.turn_order.index(seat)
    state.turns_started = len(cfg.turn_order) + 1
    state.must_discard = False
    state._changed()
    return state
