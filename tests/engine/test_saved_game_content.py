"""A saved game records the content it was played with; replaying it with other content refuses
with a message naming what differs, and with the same content replays exactly."""

from __future__ import annotations

import random

import pytest

from engine.content.io import LineMap, LoadedContent
from engine.content.library import bundled_library
from engine.core.errors import ReplayError
from engine.core.log import GameRecord, start_game
from engine.core.registry import load_game
from engine.games.neuroshima.game import make_setup
from engine.saved_game import replay_record


def _played(seed: int = 3, actions: int = 40) -> tuple[GameRecord, object]:
    game = load_game("neuroshima")
    state, refs = start_game(game, make_setup(["moloch", "borgo"]), bundled_library(), seed)
    rnd = random.Random(seed)
    for _ in range(actions):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rnd.randrange(len(legal))])
    record = GameRecord.from_data(
        GameRecord.from_state(state, make_setup(["moloch", "borgo"]), seed, (), refs).to_data()
    )
    return record, state


def test_a_saved_game_names_the_armies_it_was_played_with() -> None:
    record, _ = _played()
    named = {(c.kind, c.id, c.pack) for c in record.content}
    assert named == {("neuroshima/army", "moloch", "core"), ("neuroshima/army", "borgo", "core")}
    assert all(len(c.sha256) == 64 for c in record.content)


def test_the_same_content_replays_exactly() -> None:
    record, state = _played()
    assert replay_record(load_game("neuroshima"), record, bundled_library()) == state


def test_content_with_one_value_changed_refuses_the_replay() -> None:
    record, _ = _played()
    lib = bundled_library().copy()
    moloch = lib.get("neuroshima/army", "moloch")
    assert moloch is not None
    changed = moloch.model_copy(deep=True)
    changed.tiles[3].hp += 1  # type: ignore[attr-defined]
    lib.add(LoadedContent(changed, None, LineMap()))
    with pytest.raises(
        ReplayError, match=r"neuroshima/army 'moloch' \(pack core [\d.]+\) has changed since the game was played"
    ):
        replay_record(load_game("neuroshima"), record, lib)


def test_missing_content_refuses_the_replay() -> None:
    record, _ = _played()
    lib = bundled_library().copy()
    del lib.items[("neuroshima/army", "borgo")]
    with pytest.raises(ReplayError, match=r"played with neuroshima/army 'borgo'.*not in the content at hand"):
        replay_record(load_game("neuroshima"), record, lib)


def test_a_samurai_battles_game_records_its_tables() -> None:
    game = load_game("samurai_battles")
    _, refs = start_game(game, game.example_setups()[0], bundled_library(), 1)
    kinds = {c.kind for c in refs}
    assert {"samurai_battles/unit_table", "samurai_battles/terrain_table", "samurai_battles/command_deck"} <= kinds
