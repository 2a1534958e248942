"""The Game/State contract: apply as a template method, action notation, RNG log, replay."""

from __future__ import annotations

import enum
from dataclasses import dataclass

import pytest

from engine.content.library import ContentLibrary, bundled_library
from engine.core.errors import GameOverError, IllegalActionError, NotationError, ReplayError
from engine.core.game import Action, ActionCodec, Game
from engine.core.hexgrid import Hex
from engine.core.log import GameRecord, replay
from engine.core.registry import load_game, registered_games
from engine.core.rng import Rng
from engine.core.squaregrid import Cell
from engine.saved_game import replay_record
from tests.support.tinygame import Pass, PlayCard, TinySetup


class Color(enum.Enum):
    RED = "red"
    BLUE = "blue"


@dataclass(frozen=True)
class Everything(Action):
    NAME = "all"
    n: int
    s: str
    flag: bool
    h: Hex
    c: Cell
    maybe: Hex | None
    hexes: tuple[Hex, ...]
    color: Color


def test_action_notation_round_trips_every_field_type() -> None:
    codec = ActionCodec([Everything])
    a = Everything(-3, "moloch_clown", True, Hex(1, -2), Cell(4, 0), None, (Hex(0, 0), Hex(2, -1)), Color.BLUE)
    text = a.to_str()
    assert text == "all -3 moloch_clown yes 1,-2 4,0 - 0,0+2,-1 blue"
    assert codec.parse(text) == a
    empty = Everything(0, "x", False, Hex(0, 0), Cell(0, 0), Hex(1, 1), (), Color.RED)
    assert codec.parse(empty.to_str()) == empty


def test_action_notation_errors_are_specific() -> None:
    codec = ActionCodec([Everything])
    with pytest.raises(NotationError, match="unknown action 'fly'"):
        codec.parse("fly 1")
    with pytest.raises(NotationError, match="takes 8 argument"):
        codec.parse("all 1 2")
    with pytest.raises(NotationError, match="flag"):
        codec.parse("all 1 x maybe 0,0 0,0 - () red")


def test_actions_are_hashable_and_frozen() -> None:
    a = PlayCard(3, Hex(0, 0))
    assert {a, PlayCard(3, Hex(0, 0))} == {a}
    with pytest.raises(AttributeError):
        a.value = 4  # type: ignore[misc]


def test_registry_lists_and_loads_games() -> None:
    assert "tinygame" in [g.id for g in registered_games()]
    assert load_game("tinygame").name == "Tiny Game"
    with pytest.raises(KeyError, match="unknown game 'nope'"):
        load_game("nope")


def test_apply_rejects_illegal_actions_with_a_reason() -> None:
    game = load_game("tinygame")
    state = game.new_initial_state(TinySetup(), ContentLibrary(), seed=4)
    not_held = next(v for v in range(1, 7) if v not in state.hands[0])
    with pytest.raises(IllegalActionError, match=f"you do not hold a {not_held}"):
        state.apply(PlayCard(not_held, Hex(0, 0)))
    with pytest.raises(IllegalActionError, match="must play"):
        state.apply(Pass())
    assert state.history == []  # nothing recorded for a refused action


def test_apply_records_action_and_events() -> None:
    game = load_game("tinygame")
    state = game.new_initial_state(TinySetup(), ContentLibrary(), seed=4)
    a = state.legal_actions()[0]
    events = state.apply(a)
    assert state.history == [a]
    assert [e.kind for e in events] == ["play", "draw"]
    assert state.events[-2:] == events


def test_terminal_state_refuses_actions() -> None:
    game = load_game("tinygame")
    state = game.new_initial_state(TinySetup(), ContentLibrary(), seed=1)
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    assert state.legal_actions() == []
    with pytest.raises(GameOverError):
        state.apply(Pass())


def test_rng_logs_every_outcome_and_is_deterministic() -> None:
    a, b = Rng(42), Rng(42)
    rolls = [a.roll(6, "d6") for _ in range(20)]
    assert rolls == [b.roll(6, "d6") for _ in range(20)]
    assert [r.result for r in a.records] == rolls
    assert all(r.purpose == "d6" for r in a.records)
    c = a.clone()
    assert c == a
    assert c.roll(6) == a.roll(6)
    other_seed = Rng(43)
    assert [other_seed.roll(6) for _ in range(20)] != rolls


def test_initial_shuffle_is_logged_in_the_state() -> None:
    state = load_game("tinygame").new_initial_state(TinySetup(), ContentLibrary(), seed=9)
    assert state.rng.records[0].purpose == "shuffle deck"
    assert len(state.rng.records[0].result) == 12


def test_replay_equals_live_state_and_survives_text_round_trip() -> None:
    game = load_game("tinygame")
    setup = TinySetup(radius=2)
    state = game.new_initial_state(setup, ContentLibrary(), seed=11)
    import random

    rnd = random.Random(5)
    while not state.is_terminal():
        acts = state.legal_actions()
        state.apply(acts[rnd.randrange(len(acts))])
    again = replay(game, setup, bundled_library(), 11, [a.to_str() for a in state.history])
    assert again == state
    record = GameRecord.from_state(state, setup, 11)
    restored = GameRecord.from_data(record.to_data())
    assert replay_record(game, restored, bundled_library()) == state
    assert restored.outcome == state.outcome().to_data()


def test_replay_names_the_first_bad_action() -> None:
    game = load_game("tinygame")
    with pytest.raises(ReplayError, match="action 1"):
        replay(game, TinySetup(), bundled_library(), 3, ["pass"])
    with pytest.raises(ReplayError, match="unknown action"):
        replay(game, TinySetup(), bundled_library(), 3, ["dance 1"])


def test_events_marked_for_one_seat_are_read_only_by_that_seat() -> None:
    from engine.core.game import Event

    state = load_game("tinygame").new_initial_state(TinySetup(), ContentLibrary(), seed=2)
    state.events[:] = [
        Event("play", "everyone sees this"),
        Event("commit", "player 1 chose in secret", visible_to=frozenset({0})),
    ]
    assert [e.text for e in state.visible_events(0)] == ["everyone sees this", "player 1 chose in secret"]
    assert [e.text for e in state.visible_events(1)] == ["everyone sees this"]
    assert state.events[1].to_data()["visible_to"] == [0]


def test_observations_are_values_with_a_json_form() -> None:
    state = load_game("tinygame").new_initial_state(TinySetup(), ContentLibrary(), seed=2)
    obs = state.observation(1)
    assert obs == state.clone().observation(1) and hash(obs) == hash(state.clone().observation(1))
    data = obs.to_data()
    assert data["viewer"] == 1 and data["hand"] == list(obs.hand)


def test_rng_snapshot_restores_the_same_outcomes() -> None:
    rng = Rng(7)
    rng.roll(6, "before")
    snap = rng.snapshot()
    first = [rng.roll(6, "again") for _ in range(5)]
    assert len(rng.records) == 6
    rng.restore(snap)
    assert len(rng.records) == 1
    assert [rng.roll(6, "again") for _ in range(5)] == first
    assert len(rng.records) == 6


@pytest.mark.parametrize("game_id", [g.id for g in registered_games()])
def test_a_game_reads_back_its_setups_and_refuses_a_setup_of_another_game(game_id: str) -> None:
    """A setup read back from its saved data starts the same game; a game declaring its setup
    model refuses another game's setup with its own error, naming the model it wants."""
    game = load_game(game_id)
    setup = game.example_setups()[0]
    again = game.setup_from_data(game.setup_to_data(setup))
    assert game.setup_to_data(again) == game.setup_to_data(setup)
    assert game.setup_from_data(setup) is setup
    if game.setup_type is None or type(game).prepare is not Game.prepare:
        return  # the Neuroshima games take a setup's data as well
    with pytest.raises(game.setup_error, match=f"a {game_id} setup is a {game.setup_type.__name__}, not TinySetup"):
        game.prepare(TinySetup(), bundled_library())
