"""Play by post: seat files out, orders files in. A seat file holds nothing hidden from its seat;
orders that do not fit the game as it stands are refused with the reason; a whole game is played
by post, and the host's game file replays."""

from __future__ import annotations

import random

import pytest

from engine.cli import main
from engine.content.library import bundled_library
from engine.content.reader import read_yaml
from engine.core.log import start_game
from engine.core.registry import load_game, registered_games
from engine.net.post import PERSON, PostError, apply_orders, orders_file, seat_file

HIDDEN = [g for g in registered_games() if g.id in {"neuroshima", "rokugan", "samurai_sword", "warlords"}]


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
def test_a_seat_file_is_the_same_whatever_is_hidden_from_its_seat(game) -> None:
    rng = random.Random(11)
    state = start_game(game, game.example_setups()[0], bundled_library(), 5)[0]
    for step in range(120):
        if state.is_terminal():
            break
        for seat in range(state.num_players()):
            assert seat_file(game, state.resample_hidden(seat, step), seat) == seat_file(game, state, seat)
        state.apply(rng.choice(state.legal_actions()))


def test_a_whole_game_of_samurai_sword_by_post() -> None:
    game = load_game("samurai_sword")
    state = start_game(game, game.example_setups()[0], bundled_library(), 2)[0]
    agents = [PERSON, "greedy", PERSON]
    apply_orders(game, state, agents, [], seed=2)
    rng = random.Random(3)
    rounds = 0
    while not state.is_terminal():
        seat = state.current_player()
        assert agents[seat] == PERSON
        sent = seat_file(game, state, seat)
        orders = orders_file(sent, rng.choice(sent["view"]["legal"]))
        # the same orders a second time: the game has moved on
        apply_orders(game, state, agents, [orders], seed=2)
        if not state.is_terminal():
            with pytest.raises(PostError, match=r"turn|to move"):
                apply_orders(game, state, agents, [orders], seed=2)
        rounds += 1
    assert rounds > 3 and state.outcome() is not None


def test_orders_that_do_not_fit_are_refused_with_the_reason() -> None:
    game = load_game("neuroshima")
    state = start_game(game, game.example_setups()[0], bundled_library(), 1)[0]
    agents = [PERSON, PERSON]
    mover = state.current_player()
    waiting = 1 - mover
    good = orders_file(seat_file(game, state, mover), "1")
    with pytest.raises(PostError, match="not to move"):
        orders_file(seat_file(game, state, waiting), "1")
    forged = dict(good, seat=waiting)
    with pytest.raises(PostError, match=f"seat {waiting + 1}, but seat {mover + 1} is to move"):
        apply_orders(game, state, agents, [forged], seed=1)
    other_game = dict(good, game="rokugan")
    with pytest.raises(PostError, match="not for neuroshima"):
        apply_orders(game, state, agents, [other_game], seed=1)
    with pytest.raises(PostError, match="not among the seat file's actions"):
        orders_file(seat_file(game, state, mover), "fly to the moon")
    assert state.history == []  # nothing of a refused file was played
    assert apply_orders(game, state, agents, [good], seed=1).played == 1


def test_by_post_from_the_command_line(tmp_path, capsys) -> None:
    game_file, seat, orders = tmp_path / "game.yaml", tmp_path / "seat.yaml", tmp_path / "orders.yaml"
    argv = ["post", "new", "samurai_sword", "--players", "3", "--seats", "human,greedy,greedy", "--seed", "4"]
    assert main([*argv, "--out", str(game_file)]) == 0
    while True:
        data = read_yaml(game_file)[0]
        if data.get("outcome") is not None:
            break
        assert main(["post", "seat", str(game_file), "--seat", "1", "--out", str(seat)]) == 0
        # the seat file names the game's setup and content items, for the seat's table to draw from
        sent = read_yaml(seat)[0]
        assert sent["setup"] == data["setup"] and sent["content"] == data["content"] and "seed" not in sent
        assert main(["post", "order", str(seat), "1", "--out", str(orders)]) == 0
        assert main(["post", "apply", str(game_file), str(orders)]) == 0
        # the same orders again are refused, and the game file is left as it was
        before = game_file.read_text(encoding="utf-8")
        if read_yaml(game_file)[0].get("outcome") is None:
            assert main(["post", "apply", str(game_file), str(orders)]) == 1
            assert game_file.read_text(encoding="utf-8") == before
    assert "the game is over" in capsys.readouterr().out
    assert main(["replay", str(game_file)]) == 0
