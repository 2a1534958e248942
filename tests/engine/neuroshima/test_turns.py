"""Turn structure, the end game and multiplayer (rules/002 §2, §10 T3-T11, T51-T55, E43-E48)."""

from __future__ import annotations

from typing import Any

from engine.content.library import bundled_library
from engine.core.hexgrid import Hex
from engine.core.registry import load_game
from engine.games.neuroshima.actions import (
    Discard,
    EndTurn,
    Place,
    PlaceHq,
    Redraw,
    UseBattle,
)
from engine.games.neuroshima.board import get_board
from engine.games.neuroshima.flow import OVER
from engine.games.neuroshima.models.rules import RuleOptions
from engine.games.neuroshima.models.setup import GameSetup, Mode, SetupPlayer
from engine.games.neuroshima.scenario import state_from_position
from engine.games.neuroshima.state import NeuroshimaState
from tests.engine.neuroshima.helpers import at, position_model

GAME = load_game("neuroshima")


def new_game(
    armies: tuple[str, ...] = ("moloch", "borgo"),
    tops: tuple[list[str], ...] = (),
    seed: int = 1,
    mode: Mode | None = None,
    **kwargs: Any,
) -> NeuroshimaState:
    players = [SetupPlayer(army=a, deck_top=list(tops[i]) if i < len(tops) else []) for i, a in enumerate(armies)]
    mode = mode or (Mode.DUEL if len(armies) == 2 else Mode.FREE_FOR_ALL)
    state = GAME.new_initial_state(GameSetup(mode=mode, players=players, **kwargs), bundled_library(), seed)
    assert isinstance(state, NeuroshimaState)
    return state


def place_hqs(state: NeuroshimaState, *hexes: str) -> None:
    for hx in hexes:
        state.apply(PlaceHq(Hex.parse(hx)))


def hand(state: NeuroshimaState, seat: int) -> list[str]:
    return [state.cfg.catalog.types[c].id for c in state.hands[seat]]


def finish_turn(state: NeuroshimaState) -> None:
    """Discard if the hand is full, then end the turn keeping the rest."""
    if state.must_discard:
        state.apply(Discard(hand(state, state.seat)[0]))
    if not state.is_terminal() and EndTurn() in state.legal_actions():
        state.apply(EndTurn())


def set_deck(state: NeuroshimaState, seat: int, tile_ids: list[str]) -> None:
    """Arrange a stack holding only these tiles (top = last); the others go to the discard pile."""
    codes = [state.cfg.catalog.by_id[t] for t in tile_ids]
    deck = state.decks[seat]
    for c in codes:
        deck.remove(c)
    state.discards[seat].extend(deck)
    state.decks[seat] = codes


def battle_reasons(state: NeuroshimaState) -> list[str]:
    return [e.data["reason"] for e in state.events if e.kind == "battle_start"]


def test_fact_03_a_duel_starts_with_20_hit_points_per_hq() -> None:
    assert new_game().pos.hq_hp == [20, 20]


def test_fact_04_the_board_has_19_hexes_and_an_18_hex_extra_ring() -> None:
    assert (get_board(False).n, get_board(False).n_main) == (19, 19)
    assert (get_board(True).n, get_board(True).n_main) == (37, 19)


def test_hqs_are_placed_first_anywhere_even_next_to_each_other() -> None:
    state = new_game()
    assert state.current_player() == 0
    assert all(isinstance(a, PlaceHq) for a in state.legal_actions())
    assert len(state.legal_actions()) == 19
    place_hqs(state, "0,0", "0,1")
    assert at(state.pos, "0,1") == ("borgo_hq", 2, 0)


def _opening() -> NeuroshimaState:
    state = new_game(tops=(["moloch_hybrid", "moloch_guard", "moloch_hornet"], ["borgo_mutant", "borgo_claws"]))
    place_hqs(state, "-2,0", "2,0")
    return state


def test_fact_05_player_1_draws_exactly_one_tile_and_need_not_discard() -> None:
    state = _opening()
    assert state.current_player() == 0
    assert hand(state, 0) == ["moloch_hybrid"] and not state.must_discard
    assert any(isinstance(a, Place) for a in state.legal_actions())
    assert EndTurn() in state.legal_actions() and Discard("moloch_hybrid") in state.legal_actions()


def test_fact_06_player_2_draws_exactly_two_and_need_not_discard() -> None:
    state = _opening()
    state.apply(EndTurn())
    assert state.current_player() == 1
    assert hand(state, 1) == ["borgo_mutant", "borgo_claws"] and not state.must_discard
    assert any(isinstance(a, Place) for a in state.legal_actions())


def test_fact_07_after_keeping_one_player_1_draws_two_and_must_discard_first() -> None:
    state = _opening()
    state.apply(EndTurn())  # keeps the hybrid
    state.apply(EndTurn())
    assert hand(state, 0) == ["moloch_hybrid", "moloch_guard", "moloch_hornet"]
    assert state.must_discard
    assert all(isinstance(a, Discard) for a in state.legal_actions())
    assert "discard" in str(state.illegal_reason(Place("moloch_hybrid", Hex(0, 0), 0)))
    state.apply(Discard("moloch_guard"))
    assert any(isinstance(a, Place) for a in state.legal_actions())


def test_fact_08_never_more_than_three_tiles_in_hand() -> None:
    state = _opening()
    sizes = []
    for _ in range(12):  # both players keep everything they may keep, turn after turn
        sizes.append(len(state.hands[state.current_player()]))
        finish_turn(state)
        sizes.append(max(len(h) for h in state.hands))
    assert max(sizes) == 3


def test_fact_09_drawing_the_last_tile_with_two_in_hand_needs_no_discard() -> None:
    state = new_game(tops=(["moloch_hybrid"], []))
    place_hqs(state, "-2,0", "2,0")
    state.apply(EndTurn())  # player 1 keeps the hybrid
    set_deck(state, 0, ["moloch_guard"])
    finish_turn(state)  # player 2
    assert hand(state, 0) == ["moloch_hybrid", "moloch_guard"]
    assert state.decks[0] == [] and state.last_draw_by == 0
    assert not state.must_discard


def test_fact_10_no_battle_tile_once_the_opponent_has_drawn_his_last_tile() -> None:
    state = new_game(tops=([], ["borgo_battle", "borgo_mutant", "borgo_claws"]))
    place_hqs(state, "-2,0", "2,0")
    state.apply(EndTurn())  # player 1 keeps his tile
    set_deck(state, 0, [state.cfg.catalog.types[state.decks[0][-1]].id])
    state.apply(EndTurn())  # player 2 keeps the Battle tile and the mutant; player 1 draws his last tile
    assert state.last_draw_by == 0
    state.apply(EndTurn())
    state.apply(Discard("borgo_claws"))
    assert "borgo_battle" in hand(state, 1)
    assert UseBattle("borgo_battle") not in state.legal_actions()
    assert "last tile" in str(state.illegal_reason(UseBattle("borgo_battle")))


def full_board_model(free: str = "2,0") -> Any:
    moloch = [
        "moloch_blocker",
        "moloch_blocker",
        "moloch_medic",
        "moloch_medic",
        "moloch_brain",
        "moloch_scout",
        "moloch_officer",
        "moloch_mother_module",
    ]
    borgo = [
        "borgo_medic",
        "borgo_officer",
        "borgo_officer",
        "borgo_scout",
        "borgo_scout",
        "borgo_super_officer",
        "borgo_mutant",
        "borgo_mutant",
    ]
    hexes = [str(hx) for hx in get_board().hexes if str(hx) not in ("-2,0", "-2,2", free)]
    tiles: list[tuple[Any, ...]] = [("-2,0", "moloch_hq", 1), ("-2,2", "borgo_hq", 2)]
    for i, hx in enumerate(hexes):
        tiles.append((hx, moloch[i // 2], 1, 0) if i % 2 == 0 else (hx, borgo[i // 2], 2, 0))
    return position_model(["moloch", "borgo"], tiles)


def test_fact_11_filling_the_last_free_hex_starts_a_battle_and_ends_the_turn() -> None:
    model = full_board_model()
    model.players[0].hand = ["moloch_hybrid", "moloch_guard"]
    state = state_from_position(model, library=bundled_library())
    state.apply(Place("moloch_hybrid", Hex(2, 0), 0))
    assert battle_reasons(state) == ["the main field is full"]
    assert state.current_player() == 1  # the placing player's turn is over
    assert "moloch_guard" in hand(state, 0)  # he keeps the tile he did not play


def test_e45_the_last_tile_on_the_last_hex_battle_then_the_opponent_then_the_final_battle() -> None:
    model = full_board_model()
    model.players[0].hand = ["moloch_hybrid"]
    model.players[1].hq_hp = 8  # so that the final battle decides the game
    state = state_from_position(model, library=bundled_library())
    set_deck(state, 0, [])
    state.last_draw_by = 0  # player 1 has just drawn his last tile
    state.apply(Place("moloch_hybrid", Hex(2, 0), 0))
    assert battle_reasons(state) == ["the main field is full"]
    assert state.current_player() == 1 and not state.is_terminal()
    finish_turn(state)  # the opponent's last turn
    assert battle_reasons(state) == ["the main field is full", "the final battle"]
    assert state.is_terminal()


def duel_model(hp: tuple[int, int] = (20, 20), extra: tuple[tuple[Any, ...], ...] = ()) -> Any:
    return position_model(
        ["moloch", "borgo"], [("0,0", "moloch_hq", 1), ("0,-2", "borgo_hq", 2), *extra], hq_hp=list(hp)
    )


def test_an_hq_destroyed_in_battle_loses_the_game() -> None:
    model = duel_model((20, 2), (("0,-1", "moloch_hornet", 1, 0),))
    model.players[0].hand = ["moloch_battle"]
    state = state_from_position(model, library=bundled_library())
    state.apply(UseBattle("moloch_battle"))
    out = state.outcome()
    assert out is not None and out.winners == {0}


def test_fact_51_both_hqs_destroyed_in_one_battle_is_a_draw() -> None:
    model = duel_model((2, 2), (("0,-1", "moloch_hornet", 1, 0), ("1,0", "borgo_brawler", 2, 5)))
    model.players[0].hand = ["moloch_battle"]
    state = state_from_position(model, library=bundled_library())
    state.apply(UseBattle("moloch_battle"))
    out = state.outcome()
    assert out is not None and out.is_draw
    assert state.pos.hq_hp == [0, 0]


def _tied_end_game(keep: str | None) -> NeuroshimaState:
    model = position_model(["moloch", "borgo"], [("-2,0", "moloch_hq", 1), ("2,0", "borgo_hq", 2)])
    state = state_from_position(model, library=bundled_library())
    set_deck(state, 0, [])
    set_deck(state, 1, [keep or "borgo_mutant"])
    state.apply(EndTurn())  # player 1; player 2 now draws the last tile of his stack
    assert state.last_draw_by == 1
    state.apply(EndTurn())  # player 2 keeps it; player 1 has nothing left: the final battle follows
    return state


def test_fact_52_tied_hqs_play_one_more_turn_each_then_battle_again_then_draw() -> None:
    state = _tied_end_game(None)
    assert battle_reasons(state) == ["the final battle"]
    assert any(e.kind == "tiebreak" for e in state.events)
    assert state.current_player() == 1  # the extra turns have begun
    state.apply(EndTurn())
    assert battle_reasons(state) == ["the final battle", "the tie-break battle"]
    out = state.outcome()
    assert out is not None and out.is_draw


def test_fact_52_the_extra_turn_can_break_the_tie() -> None:
    state = _tied_end_game("borgo_brawler")
    # next to the Moloch HQ, facing it; with nothing left to do the extra turns end and the battle follows
    state.apply(Place("borgo_brawler", Hex(-1, 0), 5))
    out = state.outcome()
    assert out is not None and out.winners == {1}
    assert state.pos.hq_hp[0] == 18


def test_fact_53_team_game_15_hit_points_and_turns_1_3_2_4() -> None:
    state = new_game(("moloch", "outpost", "borgo", "hegemony"), mode=Mode.TEAMS)
    assert state.pos.hq_hp == [15, 15, 15, 15]
    order = []
    for hx in ("-2,0", "2,0", "0,-2", "0,2"):
        order.append(state.current_player())
        state.apply(PlaceHq(Hex.parse(hx)))
    assert order == [0, 2, 1, 3]
    seats, sizes = [], []
    for _ in range(6):
        seats.append(state.current_player())
        sizes.append(len(state.hands[state.current_player()]))
        finish_turn(state)
    assert seats == [0, 2, 1, 3, 0, 2]
    assert sizes[:4] == [1, 2, 3, 3]


def _one_vs_two(**rule_options: Any) -> NeuroshimaState:
    state = new_game(("moloch", "borgo", "hegemony"), mode=Mode.ONE_VS_TWO, rules=RuleOptions(**rule_options))
    place_hqs(state, "-2,0", "2,0", "0,2")
    return state


def test_fact_54_one_against_a_team_20_13_13_and_turns_p1_p2_p1_p3() -> None:
    state = _one_vs_two()
    assert state.pos.hq_hp == [20, 13, 13]
    seats = []
    for _ in range(6):
        seats.append(state.current_player())
        finish_turn(state)
    assert seats == [0, 1, 0, 2, 0, 1]


def test_one_vs_two_third_player_first_draw_option() -> None:
    for option, expected in ((3, 3), (2, 2)):
        state = _one_vs_two(one_vs_two_third_player_first_draw=option)
        for _ in range(3):
            finish_turn(state)
        assert state.current_player() == 2
        assert len(state.hands[2]) == expected
        assert state.must_discard == (expected == 3)


def test_fact_55_points_variant_first_to_20_points_wins() -> None:
    model = position_model(
        ["moloch", "borgo", "hegemony"],
        [
            ("0,0", "moloch_hq", 1),
            ("0,-2", "borgo_hq", 2),
            ("0,-1", "moloch_hornet", 1, 0),  # 2 damage to the Borgo HQ
            ("2,0", "hegemony_hq", 3),
        ],
        points=True,
    )
    model.players[0].points = 19
    model.players[0].hand = ["moloch_battle"]
    state = state_from_position(model, library=bundled_library())
    state.apply(UseBattle("moloch_battle"))
    out = state.outcome()
    assert out is not None and out.winners == {0}
    assert state.pos.points[0] == 21


def test_free_for_all_a_destroyed_player_leaves_with_all_his_tiles_and_play_goes_on() -> None:
    model = position_model(
        ["moloch", "borgo", "hegemony"],
        [
            ("0,0", "moloch_hq", 1),
            ("0,-2", "borgo_hq", 2),
            ("0,-1", "moloch_hornet", 1, 0),
            ("2,-2", "borgo_mutant", 2, 0),
            ("-2,2", "borgo_medic", 2, 0),
            ("2,0", "hegemony_hq", 3),
        ],
        hq_hp=[20, 1, 20],
    )
    model.players[0].hand = ["moloch_battle"]
    state = state_from_position(model, library=bundled_library())
    state.apply(UseBattle("moloch_battle"))
    assert not state.is_terminal()
    assert state.eliminated == [False, True, False]
    assert state.pos.tiles_of(1) == []
    assert state.current_player() == 2  # player 2 is skipped
    finish_turn(state)
    assert state.current_player() == 0
    counts = state.tile_count(1)
    assert sum(counts.values()) == 35 and counts["board"] == 0


def test_bad_draw_a_hand_of_instants_may_be_redrawn_again_and_again() -> None:
    state = new_game(tops=(["moloch_battle", "moloch_push", "moloch_hybrid"], []))
    place_hqs(state, "-2,0", "2,0")
    assert Redraw() in state.legal_actions()
    state.apply(Redraw())
    assert hand(state, 0) == ["moloch_push"]
    state.apply(Redraw())
    assert hand(state, 0) == ["moloch_hybrid"]
    assert Redraw() not in state.legal_actions()
    assert [state.cfg.catalog.types[c].id for c in state.discards[0]] == ["moloch_battle", "moloch_push"]


def _three_instants(timing: str) -> NeuroshimaState:
    tops = (
        [
            "moloch_clown",
            "moloch_battle",
            "moloch_push",
            "moloch_move",
            "moloch_hybrid",
            "moloch_guard",
            "moloch_hornet",
        ],
        [],
    )
    state = new_game(tops=tops, rules=RuleOptions(bad_draw_timing=timing))
    place_hqs(state, "-2,0", "2,0")
    state.apply(Place("moloch_clown", Hex(0, 0), 0))
    finish_turn(state)  # player 2
    assert hand(state, 0) == ["moloch_battle", "moloch_push", "moloch_move"] and state.must_discard
    return state


def test_bad_draw_timing_before_discard_redraws_the_full_hand() -> None:
    state = _three_instants("before_discard")
    assert Redraw() in state.legal_actions()
    state.apply(Redraw())
    assert hand(state, 0) == ["moloch_hybrid", "moloch_guard", "moloch_hornet"]
    assert state.must_discard  # the new hand is subject to the mandatory discard


def test_bad_draw_timing_after_discard_redraws_what_is_left_one_for_one() -> None:
    state = _three_instants("after_discard")
    assert Redraw() not in state.legal_actions()
    state.apply(Discard("moloch_battle"))
    assert Redraw() in state.legal_actions()
    state.apply(Redraw())
    assert hand(state, 0) == ["moloch_hybrid", "moloch_guard"]
    assert not state.must_discard


def test_advanced_start_player_1_draws_3_discards_1_and_uses_only_one() -> None:
    state = new_game(
        tops=(["moloch_hybrid", "moloch_guard", "moloch_hornet"], ["borgo_mutant", "borgo_claws", "borgo_scout"]),
        advanced_start=True,
    )
    place_hqs(state, "-2,0", "2,0")
    assert len(hand(state, 0)) == 3 and state.must_discard
    state.apply(Discard("moloch_hornet"))
    state.apply(Place("moloch_hybrid", Hex(0, 0), 0))
    assert not any(isinstance(a, Place) for a in state.legal_actions())
    assert Discard("moloch_guard") in state.legal_actions() and EndTurn() in state.legal_actions()
    state.apply(EndTurn())
    assert len(hand(state, 1)) == 3 and state.must_discard  # player 2 draws 3 too


def test_reinforcements_hand_of_6_play_at_most_two_keep_the_rest() -> None:
    state = new_game(reinforcements=True)
    place_hqs(state, "-2,0", "2,0")
    finish_turn(state)
    finish_turn(state)
    assert len(state.hands[0]) == 6 and state.must_discard
    state.apply(Discard(hand(state, 0)[0]))
    assert not any(isinstance(a, Discard) for a in state.legal_actions())  # the rest is kept
    for _ in range(2):
        place = next(a for a in state.legal_actions() if isinstance(a, Place))
        state.apply(place)
    assert not any(isinstance(a, Place) for a in state.legal_actions())


def test_reinforcement_draw_option_six_new_tiles() -> None:
    state = new_game(reinforcements=True, rules=RuleOptions(reinforcement_draw="six_new_tiles"))
    place_hqs(state, "-2,0", "2,0")
    state.apply(EndTurn())  # keep the one tile
    finish_turn(state)
    assert len(state.hands[0]) == 7


def test_the_game_ends_and_offers_nothing_more() -> None:
    state = _tied_end_game(None)
    state.apply(EndTurn())
    assert state.stage == OVER and state.legal_actions() == []


def test_legal_actions_per_hex_for_the_player_view() -> None:
    state = _opening()
    at_centre = state.legal_actions_at(Hex(0, 0))
    assert {str(a) for a in at_centre} == {f"place moloch_hybrid 0,0 {r}" for r in range(6)}
    assert state.legal_actions_at(Hex(-2, 0)) == []  # the HQ's hex is taken


def test_extended_board_battle_starts_only_when_the_main_field_fills() -> None:
    model = full_board_model()
    model.extended_board = True
    model.players[0].hand = ["moloch_hybrid", "moloch_guard", "moloch_hornet"]
    state = state_from_position(model, library=bundled_library())
    state.apply(Place("moloch_hybrid", Hex(3, 0), 0))  # on the extra ring: no battle
    assert battle_reasons(state) == [] and state.current_player() == 0
    state.apply(Place("moloch_guard", Hex(2, 0), 0))  # the last hex of the main field
    assert battle_reasons(state) == ["the main field is full"]
