"""The digest's test facts T1-T10 (rules/001 §7): setup per player count and the first phases
of a turn."""

from __future__ import annotations

from collections import Counter

from engine.games.samurai_sword.turn import draws_due

from .helpers import act, arrange, hand, new_state


def _roles(s) -> Counter[str]:
    names = ("shogun", "samurai", "ninja", "ronin")
    return Counter(names[s.role_of(p)] for p in range(s.n))


def test_T01_four_players_shogun_samurai_two_ninja_one_ninja_removed_unseen() -> None:
    removed_stars = set()
    for seed in range(12):
        s = new_state(4, seed=seed)
        assert _roles(s) == Counter({"shogun": 1, "samurai": 1, "ninja": 2})
        assert len(s.removed_roles) == 1
        (card,) = s.removed_roles
        removed_stars.add(s.rules.role_card_stars[card])
        for viewer in range(4):  # face down: no seat learns which card left, nor the others' stars
            obs = s.observation(viewer)
            assert all(seat.stars is None for seat in obs.seats if seat.seat != viewer)
    assert len(removed_stars) > 1, "the removed ninja card is drawn at random, unseen"


def test_T02_seven_players_shogun_two_samurai_ronin_three_ninja() -> None:
    s = new_state(7, seed=3)
    assert _roles(s) == Counter({"shogun": 1, "samurai": 2, "ronin": 1, "ninja": 3})
    assert s.removed_roles == []


def test_T03_six_players_shogun_five_honor_others_four() -> None:
    s = new_state(6, seed=1)
    assert [s.honor[p] for p in range(6)] == [5 if p == s.shogun else 4 for p in range(6)]
    assert s.honor_box == 30 - 25


def test_T04_five_players_shogun_five_honor_others_three() -> None:
    s = new_state(5, seed=2)
    assert [s.honor[p] for p in range(5)] == [5 if p == s.shogun else 3 for p in range(5)]


def test_T05_three_players_shogun_and_two_ninja_honor_six_three_three() -> None:
    s = new_state(3, seed=4)
    assert _roles(s) == Counter({"shogun": 1, "ninja": 2})
    assert sorted(s.honor) == [3, 3, 6] and s.honor[s.shogun] == 6


def test_T06_seven_player_deal_4_5_5_6_6_7_7_from_the_shogun_and_50_left() -> None:
    s = new_state(7, seed=5)
    sh = s.shogun
    drawn = draws_due(s, sh)  # the Shogun's first Draw phase has already happened
    sizes = [len(s.hands[(sh + k) % 7]) for k in range(7)]
    assert sizes == [4 + drawn, 5, 5, 6, 6, 7, 7]
    assert len(s.deck.pile) + drawn == 90 - 40 == 50


def test_T07_benkei_starts_with_five_resilience() -> None:
    for seed in range(40):
        s = new_state(7, seed=seed)
        seats = [p for p in range(7) if s.rules.char_ids[s.chars[p]] == "benkei"]
        if seats:
            assert s.res[seats[0]] == 5 == s.max_res[seats[0]]
            return
    raise AssertionError("Benkei was never dealt in 40 games")


def _start_turn_of(s, p: int) -> None:
    """Let the seat before ``p`` end its turn, so that ``p``'s turn begins."""
    arrange_turn = (p - 1) % s.n
    assert s.turn == arrange_turn
    act(s, "end")


def test_T08_recover_is_skipped_with_at_least_one_resilience() -> None:
    s = arrange(
        new_state(5),
        roles=["shogun", "samurai", "ninja", "ninja", "ronin"],
        chars=["goemon", "musashi", "tomoe", "nobunaga", "kojiro"],
        res={1: 2},
        turn=0,
    )
    _start_turn_of(s, 1)
    assert s.turn == 1 and s.res[1] == 2


def test_T09_recover_restores_full_resilience_from_zero() -> None:
    s = arrange(
        new_state(5),
        roles=["shogun", "samurai", "ninja", "ninja", "ronin"],
        chars=["goemon", "musashi", "tomoe", "nobunaga", "kojiro"],
        res={1: 0},
        turn=0,
    )
    pool = s.res_pool
    _start_turn_of(s, 1)
    assert s.res[1] == 5 and s.res_pool == pool - 5


def test_T10_draw_two_hideyoshi_three_three_player_shogun_three() -> None:
    s = arrange(
        new_state(5),
        roles=["shogun", "samurai", "ninja", "ninja", "ronin"],
        chars=["goemon", "musashi", "hideyoshi", "nobunaga", "kojiro"],
        hands={1: ["bokken"], 2: ["bokken"]},
        turn=0,
    )
    _start_turn_of(s, 1)
    assert len(s.hands[1]) == 1 + 2
    act(s, "end")
    assert s.turn == 2 and len(s.hands[2]) == 1 + 3
    three = arrange(
        new_state(3),
        roles=["ninja", "shogun", "ninja"],
        chars=["goemon", "musashi", "nobunaga"],
        hands={1: ["bokken"]},
        turn=0,
    )
    _start_turn_of(three, 1)
    assert hand(three, 1).count("bokken") >= 1 and len(three.hands[1]) == 1 + 3
