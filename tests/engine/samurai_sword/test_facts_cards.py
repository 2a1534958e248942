"""The digest's test facts T34-T47 (rules/001 §7): Bushido, Breathing, Tea Ceremony, the
characters' abilities and the hand limit."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.samurai_sword.turn import difficulty

from .helpers import act, arrange, hand, legal, new_state, played

FIVE = ["shogun", "ninja", "samurai", "ninja", "ronin"]
PLAIN5 = ["hideyoshi", "nobunaga", "ieyasu", "goemon", "hanzo"]


def bushido_table(top: str, hand1: list[str], **kw: object):
    """Bushido lies before seat 1, ``top`` is the deck's top card, seat 0 is about to end its turn."""
    return arrange(
        new_state(5), roles=FIVE, chars=PLAIN5, hands={1: hand1}, in_play={1: ["bushido"]}, top=[top], turn=0, **kw
    )


def test_T34_bushido_reveals_a_weapon_a_weapon_discarded_passes_it_clockwise() -> None:
    s = bushido_table("kiseru", ["bokken", "parry"])
    act(s, "end")
    assert s.revealed == s.rules.index["kiseru"] and legal(s) == {"discard bokken", "lose-honor"}
    honor = s.honor[1]
    act(s, "discard bokken")
    assert s.bushido_at == 2 and played(s, 2) == ["bushido"] and played(s, 1) == []
    assert s.honor[1] == honor and s.turn == 1 and s.phase == 0  # the turn goes on: Draw, then Play
    assert "parry" in hand(s, 1) and "bokken" not in hand(s, 1)


def test_T35_bushido_paid_with_honor_goes_to_the_box_and_bushido_is_discarded() -> None:
    s = bushido_table("kiseru", ["bokken", "parry"])
    box = s.honor_box
    honor = s.honor[1]
    act(s, "end", "lose-honor")
    assert s.honor[1] == honor - 1 and s.honor_box == box + 1
    assert s.bushido_at == -1 and s.rules.index["bushido"] in s.deck.discards


def test_T36_bushido_revealing_no_weapon_passes_without_honor_loss() -> None:
    s = bushido_table("parry", ["bokken"])
    honor = list(s.honor)
    act(s, "end")
    assert s.bushido_at == 2 and s.honor == honor and s.phase == 0 and s.turn == 1


def test_T37_a_second_bushido_cannot_be_played_while_one_is_in_play() -> None:
    s = arrange(new_state(5), roles=FIVE, chars=PLAIN5, hands={0: ["bushido", "parry"]}, in_play={3: ["bushido"]})
    assert not any(a.startswith("play-on bushido") for a in legal(s))
    with pytest.raises(IllegalActionError):
        act(s, "play-on bushido 2")


def test_T38_the_three_player_shogun_discards_bushido_instead_of_honor() -> None:
    s = arrange(
        new_state(3),
        roles=["ninja", "shogun", "ninja"],
        chars=["hideyoshi", "nobunaga", "ieyasu"],
        hands={1: ["parry"]},
        in_play={1: ["bushido"]},
        top=["katana"],
        turn=0,
    )
    honor = s.honor[1]
    act(s, "end")
    assert legal(s) == {"drop-bushido"}
    act(s, "drop-bushido")
    assert s.honor[1] == honor and s.bushido_at == -1 and s.phase == 0


def test_T39_breathing_heals_fully_then_another_player_draws_one() -> None:
    s = arrange(new_state(5), roles=FIVE, chars=PLAIN5, hands={0: ["breathing", "parry"]}, res={0: 2})
    assert "play-on breathing 0" not in legal(s)
    before = len(s.hands[3])
    act(s, "play-on breathing 3")
    assert s.res[0] == 4 == s.max_res[0]  # Hideyoshi has 4
    assert len(s.hands[3]) == before + 1


def test_T40_tea_ceremony_three_for_the_player_one_for_each_other() -> None:
    s = arrange(new_state(5), roles=FIVE, chars=PLAIN5, hands={0: ["tea_ceremony", "parry"]})
    sizes = [len(h) for h in s.hands]
    act(s, "play tea_ceremony")
    assert [len(h) for h in s.hands] == [sizes[0] - 1 + 3] + [k + 1 for k in sizes[1:]]


def test_T41_chiyome_ignores_battle_cry_and_jujutsu_but_draws_from_tea_ceremony() -> None:
    chars = ["hideyoshi", "chiyome", "ieyasu", "goemon", "hanzo"]
    s = arrange(
        new_state(5),
        roles=FIVE,
        chars=chars,
        hands={0: ["battle_cry", "jujutsu", "tea_ceremony", "parry"], 1: ["bokken", "parry"]},
        empty_hands=[2, 3, 4],
    )
    act(s, "play battle_cry")
    assert s.phase == 0 and s.res[1] == 4  # nobody else could answer: Chiyome was not asked
    act(s, "play jujutsu")
    assert s.phase == 0 and s.res[1] == 4
    act(s, "play tea_ceremony")
    assert len(s.hands[1]) == 3


def test_T42_tomoe_draws_exactly_one_card_for_a_three_wound_hit() -> None:
    chars = ["tomoe", "nobunaga", "ieyasu", "goemon", "hanzo"]
    s = arrange(new_state(5), roles=FIVE, chars=chars, hands={0: ["nodachi", "parry"]})
    act(s, "attack nodachi 1", "wound")
    assert s.res[1] == 5 - 3 and len(s.hands[0]) == 1 + 1


def test_T43_ushiwaka_draws_a_card_for_each_weapon_wound() -> None:
    chars = ["hideyoshi", "ushiwaka", "ieyasu", "goemon", "hanzo"]
    s = arrange(new_state(5), roles=FIVE, chars=chars, hands={0: ["nodachi", "parry"], 1: ["geisha"]})
    act(s, "attack nodachi 1", "wound")
    assert s.res[1] == 4 - 3 and len(s.hands[1]) == 1 + 3


def test_T44_hanzo_cannot_parry_with_his_last_card() -> None:
    chars = ["hideyoshi", "hanzo", "ieyasu", "goemon", "nobunaga"]
    s = arrange(new_state(5), roles=FIVE, chars=chars, hands={0: ["bokken", "parry"], 1: ["kiseru"]})
    act(s, "attack bokken 1")
    assert legal(s) == {"wound"}


def test_T45_kojiro_attacks_at_difficulty_four_with_a_bokken() -> None:
    chars = ["kojiro", "nobunaga", "ieyasu", "goemon", "hanzo"]
    s = arrange(
        new_state(6),
        roles=[*FIVE, "ninja"],
        chars=[*chars, "hideyoshi"],
        hands={0: ["bokken", "parry"]},
        in_play={3: ["armor"]},
    )
    assert difficulty(s, 0, 3) == 4
    assert "attack bokken 3" in legal(s)
    act(s, "attack bokken 3", "wound")
    assert s.res[3] == 5 - 1


def test_T46_nobunaga_cannot_spend_his_last_resilience() -> None:
    chars = ["nobunaga", "hideyoshi", "ieyasu", "goemon", "hanzo"]
    s = arrange(new_state(5), roles=FIVE, chars=chars, hands={0: ["parry"]}, res={0: 1})
    assert "spend-resilience" not in legal(s)
    s = arrange(new_state(5), roles=FIVE, chars=chars, hands={0: ["parry"]}, res={0: 2})
    act(s, "spend-resilience")
    assert s.res[0] == 1 and len(s.hands[0]) == 2 and "spend-resilience" not in legal(s)


def test_T47_nine_cards_at_the_end_of_the_turn_are_discarded_down_to_seven() -> None:
    nine = ["parry"] * 4 + ["bokken"] * 3 + ["geisha", "daimyo"]
    s = arrange(new_state(5), roles=FIVE, chars=PLAIN5, hands={0: nine})
    act(s, "end")
    assert (
        s.actor == 0
        and s.phase == 5
        and legal(s) == {"discard parry", "discard bokken", "discard geisha", "discard daimyo"}
    )
    act(s, "discard geisha")
    assert s.actor == 0 and s.phase == 5
    act(s, "discard bokken")
    assert len(s.hands[0]) == 7 and s.turn == 1
