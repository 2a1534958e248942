"""The digest's test facts T11-T24 (rules/001 §7): weapons per turn, difficulty, attacks and
parries, Harmless players, defeat and honor, the end of the deck."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.samurai_sword.turn import difficulty

from .helpers import act, arrange, hand, legal, new_state

SIX = ["shogun", "ninja", "samurai", "ninja", "ronin", "ninja"]
#: six characters whose abilities do not touch difficulty or wounds
PLAIN6 = ["hideyoshi", "nobunaga", "ieyasu", "ushiwaka", "hanzo", "goemon"]
FIVE = ["shogun", "ninja", "samurai", "ninja", "ronin"]
PLAIN5 = ["hideyoshi", "nobunaga", "ieyasu", "chiyome", "goemon"]


def attacks(s) -> set[str]:
    return {a for a in legal(s) if a.startswith("attack ")}


def test_T11_one_weapon_per_turn_without_focus_or_goemon() -> None:
    s = arrange(new_state(5), roles=FIVE, chars=PLAIN5, hands={0: ["bokken", "bokken", "parry"]})
    act(s, "attack bokken 1", "wound")
    assert s.turn == 0 and s.phase == 0
    assert attacks(s) == set()
    with pytest.raises(IllegalActionError, match="no more weapons this turn"):
        act(s, "attack bokken 4")


def test_T12_goemon_with_one_focus_plays_three_weapons() -> None:
    chars = ["goemon", "nobunaga", "ieyasu", "chiyome", "hideyoshi"]
    s = arrange(
        new_state(5),
        roles=FIVE,
        chars=chars,
        hands={0: ["bokken", "bokken", "bokken", "bokken", "parry"]},
        in_play={0: ["focus"]},
    )
    for _ in range(3):
        assert "attack bokken 1" in attacks(s)
        act(s, "attack bokken 1", "wound")
    assert attacks(s) == set() and s.weapons_played == 3


def test_T13_difficulty_counts_gaps_the_short_way_round() -> None:
    s = arrange(new_state(6), roles=SIX, chars=PLAIN6)
    # seats 0..5 are А, Б, В, Г, Д, Е clockwise (L158-173)
    assert [difficulty(s, 0, t) for t in (3, 2, 1, 4, 5)] == [3, 2, 1, 2, 1]


def test_T14_two_armor_raise_attacks_on_the_owner_only() -> None:
    s = arrange(new_state(6), roles=SIX, chars=PLAIN6, in_play={0: ["armor", "armor"]})
    assert [difficulty(s, t, 0) for t in (1, 5, 2, 4, 3)] == [3, 3, 4, 4, 5]
    assert [difficulty(s, 0, t) for t in (1, 2, 3, 4, 5)] == [1, 2, 3, 2, 1]


def test_T15_at_difficulty_three_daikyu_nodachi_naginata_reach_bo_wakizashi_do_not() -> None:
    s = arrange(new_state(6), roles=SIX, chars=PLAIN6, hands={0: ["daikyu", "nodachi", "naginata", "bo", "wakizashi"]})
    assert {a for a in attacks(s) if a.endswith(" 3")} == {"attack daikyu 3", "attack nodachi 3", "attack naginata 3"}


def test_T16_at_difficulty_four_the_nodachi_is_useless() -> None:
    s = arrange(
        new_state(6), roles=SIX, chars=PLAIN6, hands={0: ["daikyu", "nodachi", "naginata"]}, in_play={3: ["armor"]}
    )
    assert difficulty(s, 0, 3) == 4
    assert {a for a in attacks(s) if a.endswith(" 3")} == {"attack daikyu 3", "attack naginata 3"}
    with pytest.raises(IllegalActionError, match=r"the difficulty to seat 4 .* is 4; Nodachi reaches 3"):
        act(s, "attack nodachi 3")


def test_T17_daikyu_deals_two_wounds_and_defeats_a_target_with_two() -> None:
    s = arrange(new_state(6), roles=SIX, chars=PLAIN6, hands={0: ["daikyu", "parry"]}, res={3: 3})
    act(s, "attack daikyu 3", "wound")
    assert s.res[3] == 1 and s.honor[3] == 4
    s = arrange(new_state(6), roles=SIX, chars=PLAIN6, hands={0: ["daikyu", "parry"]}, res={3: 2})
    act(s, "attack daikyu 3", "wound")
    assert s.res[3] == 0 and s.harmless(3) and s.honor[3] == 3 and s.honor[0] == 6


def test_T18_ginchiyo_takes_two_from_a_nodachi_and_one_from_a_shuriken() -> None:
    chars = ["hideyoshi", "ginchiyo", "ieyasu", "chiyome", "goemon"]
    s = arrange(new_state(5), roles=FIVE, chars=chars, hands={0: ["nodachi", "parry"]})
    act(s, "attack nodachi 1", "wound")
    assert s.res[1] == 4 - 2
    s = arrange(new_state(5), roles=FIVE, chars=chars, hands={0: ["shuriken", "parry"]})
    act(s, "attack shuriken 1", "wound")
    assert s.res[1] == 4 - 1


def test_T19_one_parry_stops_musashi_with_two_fast_draw() -> None:
    chars = ["musashi", "nobunaga", "ieyasu", "chiyome", "goemon"]
    s = arrange(
        new_state(5),
        roles=FIVE,
        chars=chars,
        hands={0: ["bokken", "parry"], 1: ["parry", "geisha"]},
        in_play={0: ["fast_draw", "fast_draw"]},
    )
    act(s, "attack bokken 1")
    assert s.atk_damage == 1 + 2 + 1
    act(s, "parry parry")
    assert s.res[1] == 5
    assert [s.rules.card_ids[c] for c in s.deck.discards[-2:]] == ["parry", "bokken"]
    assert s.resolving == []


def test_T20_excess_wounds_are_ignored() -> None:
    s = arrange(new_state(5), roles=FIVE, chars=PLAIN5, hands={0: ["nodachi", "parry"]}, res={1: 1})
    pool = s.res_pool
    act(s, "attack nodachi 1", "wound")
    assert s.res[1] == 0 and s.res_pool == pool + 1


def test_T21_a_player_with_an_empty_hand_is_not_targeted_skipped_and_unaffected() -> None:
    s = arrange(
        new_state(6),
        roles=SIX,
        chars=PLAIN6,
        hands={0: ["daikyu", "battle_cry", "jujutsu", "parry"]},
        empty_hands=[2],
    )
    assert s.harmless(2)
    assert not any(a.endswith(" 2") for a in attacks(s))
    with pytest.raises(IllegalActionError, match="Harmless"):
        act(s, "attack daikyu 2")
    assert difficulty(s, 0, 3) == 2  # seat 2 is left out of the count
    act(s, "play battle_cry")
    asked = []
    while s.phase != 0:
        asked.append(s.actor)
        act(s, "wound")
    assert asked == [1, 3, 4, 5]
    act(s, "play jujutsu")
    asked = []
    while s.phase != 0:
        asked.append(s.actor)
        act(s, "wound")
    assert asked == [1, 3, 4, 5]


def test_T22_defeat_by_jujutsu_gives_honor_to_its_player_and_harmless_till_next_turn() -> None:
    s = arrange(
        new_state(5),
        roles=FIVE,
        chars=PLAIN5,
        hands={0: ["jujutsu", "daikyu"], 1: ["geisha", "parry"]},
        res={1: 1},
        empty_hands=[2, 3, 4],
    )
    act(s, "play jujutsu")
    assert s.actor == 1 and legal(s) == {"wound"}  # no weapon to discard
    act(s, "wound")
    assert s.res[1] == 0 and s.honor[1] == 2 and s.honor[0] == 6
    assert s.harmless(1) and not any(a.endswith(" 1") for a in attacks(s))
    act(s, "end")
    assert s.turn == 1 and s.res[1] == 5 and not s.harmless(1)


def test_T23_a_defeated_player_with_no_honor_left_ends_the_game_at_once() -> None:
    s = arrange(new_state(5), roles=FIVE, chars=PLAIN5, hands={0: ["daikyu", "parry"]}, res={1: 1}, honor={1: 1})
    act(s, "attack daikyu 1", "wound")
    assert s.is_terminal() and s.honor[1] == 0 and s.legal_actions() == []
    out = s.outcome()
    assert out is not None and "honor victory" in out.render("en")


def test_T24_an_empty_deck_is_refilled_and_every_player_loses_an_honor() -> None:
    s = arrange(new_state(5), roles=FIVE, chars=PLAIN5, turn=4)
    s.deck.discards.extend(s.deck.pile)
    s.deck.pile.clear()
    honor = list(s.honor)
    box = s.honor_box
    act(s, "end")  # seat 0 begins its turn and must draw
    assert s.deck.reshuffles == 1 and s.deck.discards == []
    assert s.honor == [h - 1 for h in honor] and s.honor_box == box + 5
    assert not s.is_terminal()
    s = arrange(new_state(5), roles=FIVE, chars=PLAIN5, turn=4, honor={3: 1})
    s.deck.discards.extend(s.deck.pile)
    s.deck.pile.clear()
    act(s, "end")
    assert s.is_terminal() and s.honor[3] == 0
    assert hand(s, 0) == ["geisha"]  # the game ended before the draw


def test_the_three_player_shogun_plays_two_weapons_a_turn() -> None:
    s = arrange(
        new_state(3),
        roles=["shogun", "ninja", "ninja"],
        chars=["hideyoshi", "nobunaga", "ieyasu"],
        hands={0: ["bokken", "bokken", "bokken", "parry"], 1: ["geisha"], 2: ["geisha"]},
    )
    act(s, "attack bokken 1", "wound", "attack bokken 2", "wound")
    assert attacks(s) == set()
    s = arrange(
        new_state(3),
        roles=["ninja", "shogun", "ninja"],
        chars=["hideyoshi", "nobunaga", "ieyasu"],
        hands={0: ["bokken", "bokken", "parry"]},
        turn=0,
    )
    act(s, "attack bokken 1", "wound")
    assert attacks(s) == set()  # a ninja plays one
