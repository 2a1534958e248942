"""Taking back an action: a draw shows tiles nobody knew (rules/002 §2.3), so it reveals."""

from __future__ import annotations

from engine.games.neuroshima.actions import Discard, EndTurn, PlaceHq
from engine.games.neuroshima.reveal import drew_since
from tests.engine.neuroshima.test_turns import hand, new_game, place_hqs


def test_ending_a_turn_draws_the_next_players_tiles_and_so_reveals() -> None:
    state = new_game()
    place_hqs(state, "0,0")
    before = state.clone()
    state.apply(PlaceHq(state.legal_actions()[0].hex))  # the last HQ: player 1's first draw follows
    assert state.revealed_since(before)
    before = state.clone()
    state.apply(EndTurn())  # player 2 draws two tiles
    assert state.revealed_since(before)


def test_a_discard_or_a_placement_reveals_nothing() -> None:
    state = new_game()
    place_hqs(state, "0,0", "2,0")
    state.apply(EndTurn())
    before = state.clone()
    state.apply(Discard(hand(state, state.seat)[0]))
    assert not state.revealed_since(before)


def test_drew_since_compares_stack_sizes() -> None:
    assert drew_since([[1, 2], [3]], [[1, 2, 4], [3]])
    assert not drew_since([[1, 2], [3]], [[1, 2], [3]])
