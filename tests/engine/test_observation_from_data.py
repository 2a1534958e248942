"""A seat's observation read back from the data a remote seat or a seat file is sent: the game's
own observation again, equal to the one the host took, so the seat's table draws it (issue 35)."""

from __future__ import annotations

import enum
import json
import random
from dataclasses import dataclass

import pytest

from engine.content.library import bundled_library
from engine.core.game import Game, Observation, from_plain_data, plain_data
from engine.core.log import start_game
from engine.core.message import Message, Name
from engine.core.registry import load_game, registered_games
from engine.games.samurai_sword.setup import SamuraiSwordSetup
from engine.net.protocol import seat_view


class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


@dataclass(frozen=True)
class Piece:
    at: tuple[int, int]
    colour: Colour
    tags: frozenset[str]


@dataclass(frozen=True)
class ToyObservation(Observation):
    pieces: tuple[Piece, ...]
    chosen: Piece | None
    scores: dict[str, float]
    note: str | None


def test_nested_dataclasses_tuples_sets_enums_and_optionals_come_back_as_they_were() -> None:
    obs = ToyObservation(
        viewer=1,
        pieces=(Piece((0, 1), Colour.RED, frozenset({"b", "a"})), Piece((2, 3), Colour.BLUE, frozenset())),
        chosen=Piece((0, 1), Colour.RED, frozenset({"a"})),
        scores={"red": 1.0, "blue": 2.5},
        note=None,
    )
    back = from_plain_data(ToyObservation, plain_data(obs))
    assert back == obs and isinstance(back.pieces, tuple) and isinstance(back.pieces[0].tags, frozenset)
    assert isinstance(back.scores["red"], float)  # written as 1.0, read back as a float


def test_data_that_does_not_fit_is_refused_naming_the_field() -> None:
    data = plain_data(ToyObservation(1, (Piece((0, 1), Colour.RED, frozenset()),), None, {}, "x"))
    data["pieces"][0]["at"] = [0, "one"]
    with pytest.raises(ValueError, match=r"observation\.pieces\[0\]\.at\[1\]"):
        from_plain_data(ToyObservation, data, "observation")
    data["pieces"][0]["at"] = [0, 1]
    del data["note"]
    with pytest.raises(ValueError, match=r"note: missing"):
        from_plain_data(ToyObservation, data)


READ_BACK = [g for g in registered_games() if g.observation_type is not None]


def test_the_games_converted_so_far_read_their_observations_back() -> None:
    assert {g.id for g in READ_BACK} >= {"samurai_sword", "warlords", "samurai_battles", "neuroshima", "rokugan"}


@pytest.mark.parametrize("game", READ_BACK, ids=lambda g: g.id)
def test_every_seats_view_is_read_back_as_the_host_took_it_through_a_random_game(game: Game) -> None:
    state = start_game(game, game.example_setups()[0], bundled_library(), 5)[0]
    rng = random.Random(5)
    steps = 0
    while not state.is_terminal() and steps < 300:
        for seat in range(state.num_players()):
            sent = seat_view(state, seat)["observation"]  # what the protocol sends the seat
            assert game.observation_from_data(json.loads(json.dumps(sent))) == state.observation(seat), (steps, seat)
        state.apply(rng.choice(state.legal_actions()))
        steps += 1


def test_samurai_sword_reads_back_the_end_with_every_role_revealed() -> None:
    game = load_game("samurai_sword")
    state = game.new_initial_state(SamuraiSwordSetup(players=4), bundled_library(), 5)
    rng = random.Random(5)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    for seat in range(4):
        assert game.observation_from_data(state.observation(seat).to_data()) == state.observation(seat)


def test_a_message_with_names_and_nested_messages_is_read_back() -> None:
    said = Message("wl-ask", {"unit": Name.of("wl-unit", n=2), "why": Message("wl-rule", where=(1, "ford")), "x": 1.5})
    assert from_plain_data(Message, json.loads(json.dumps(plain_data(said)))) == said


def test_a_game_that_reads_no_observation_back_says_so() -> None:
    game = load_game("neuroshima_etude")
    assert game.observation_type is None and game.observation_from_data({"viewer": 0}) is None
