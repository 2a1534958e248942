"""A Neuroshima setup's tiles and board geometry are compiled once per content: new games,
replays and searches of one setup share the compiled catalog, and changed content is compiled
anew so no game plays by stale tables."""

from __future__ import annotations

import random

from engine.content.io import LineMap, LoadedContent
from engine.content.library import bundled_library
from engine.core.log import GameRecord, start_game
from engine.core.registry import load_game
from engine.games.neuroshima.convert import CATALOGS
from engine.games.neuroshima.game import make_setup
from engine.games.neuroshima.state import NeuroshimaState
from engine.saved_game import replay_record


def _play_out(state: NeuroshimaState, seed: int) -> None:
    rnd = random.Random(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply_unchecked(legal[rnd.randrange(len(legal))])


def test_repeated_new_games_of_one_setup_compile_the_catalog_once() -> None:
    CATALOGS.clear()
    game = load_game("neuroshima")
    lib = bundled_library()
    states = []
    for seed in range(6):
        # a new setup object and a new copy of the library each time, as the app and a search make them
        state = game.new_initial_state(make_setup(["moloch", "borgo"]), lib.copy(), seed)
        assert isinstance(state, NeuroshimaState)
        _play_out(state, seed)
        states.append(state)
    assert CATALOGS.builds == 1
    assert len({id(s.cfg.catalog) for s in states}) == 1


def test_a_replay_uses_the_catalog_the_game_was_played_with() -> None:
    CATALOGS.clear()
    game = load_game("neuroshima")
    setup = make_setup(["outpost", "hegemony"])
    state, refs = start_game(game, setup, bundled_library(), 7)
    assert isinstance(state, NeuroshimaState)
    rnd = random.Random(7)
    for _ in range(30):
        legal = state.legal_actions()
        state.apply(legal[rnd.randrange(len(legal))])
    record = GameRecord.from_state(state, setup, 7, (), refs)
    replayed = replay_record(game, record, bundled_library().copy())
    assert replayed == state
    assert CATALOGS.builds == 1


def test_other_armies_or_changed_content_get_their_own_catalog() -> None:
    CATALOGS.clear()
    game = load_game("neuroshima")
    lib = bundled_library().copy()
    plain = game.new_initial_state(make_setup(["moloch", "borgo"]), lib, 1)
    other = game.new_initial_state(make_setup(["borgo", "moloch"]), lib, 1)  # other seat order, other codes
    moloch = lib.get("neuroshima/army", "moloch")
    assert moloch is not None
    changed = moloch.model_copy(deep=True)
    tile = changed.tiles[3]  # type: ignore[attr-defined]
    tile.hp = (tile.hp or 1) + 1
    lib.add(LoadedContent(changed, None, LineMap()))
    edited = game.new_initial_state(make_setup(["moloch", "borgo"]), lib, 1)
    assert isinstance(plain, NeuroshimaState) and isinstance(other, NeuroshimaState)
    assert isinstance(edited, NeuroshimaState)
    assert CATALOGS.builds == 3
    code = plain.cfg.catalog.code(tile.id)
    assert edited.cfg.catalog.types[code].hp == plain.cfg.catalog.types[code].hp + 1
    assert other.cfg.catalog.code("moloch_hq") != plain.cfg.catalog.code("moloch_hq")
