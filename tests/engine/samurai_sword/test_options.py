"""Every rule option (rules/001 §5.2 A1-A14 and three more): the default does what the digest
recommends or the text says, the alternative does what its description says."""

from __future__ import annotations

from engine.games.samurai_sword.options import RuleOptions

from .helpers import act, arrange, legal, new_state, played

FIVE = ["shogun", "ninja", "samurai", "ninja", "ronin"]
PLAIN5 = ["hideyoshi", "nobunaga", "ieyasu", "goemon", "hanzo"]


def table(rules: dict[str, object] | None = None, players: int = 5, **kw: object):
    roles = kw.pop("roles", FIVE)
    chars = kw.pop("chars", PLAIN5)
    return arrange(new_state(players, rules), roles=roles, chars=chars, **kw)  # type: ignore[arg-type]


def test_defaults_are_the_recommendations() -> None:
    o = RuleOptions()
    assert (o.battle_cry_answer, o.bushido_on_self, o.geisha_takes_bushido, o.ginchiyo_reduction) == (
        "parry",
        True,
        True,
        "after_bonuses",
    )
    assert (o.ushiwaka_draws_for, o.answer_order, o.deck_runs_out, o.deadly_strike_on_last_standing) == (
        "wounds_taken",
        "clockwise",
        "on_draw",
        True,
    )
    assert (o.swordmaster_before_honor, o.surplus_ninja, o.breathing_gift_to_harmless, o.hand_limit_at) == (
        True,
        "random_unseen",
        True,
        "own_turn_end",
    )
    assert (o.harmless_shields_geisha_diversion, o.three_player_last_standing, o.parry_only_off_turn) == (
        False,
        "game_continues",
        True,
    )
    assert o.include_promo_characters is False
    for name, f in RuleOptions.model_fields.items():
        assert f.description, f"option {name} has no description"


def test_a01_battle_cry_answer_parry_or_any_card() -> None:
    hands = {0: ["battle_cry", "parry"], 1: ["parry", "bokken", "geisha"]}
    s = table(hands=hands, empty_hands=[2, 3, 4])
    act(s, "play battle_cry")
    assert legal(s) == {"discard parry", "wound"}
    s = table({"battle_cry_answer": "any_card"}, hands=hands, empty_hands=[2, 3, 4])
    act(s, "play battle_cry")
    assert legal(s) == {"discard parry", "discard bokken", "discard geisha", "wound"}


def test_a03_bushido_on_oneself() -> None:
    s = table(hands={0: ["bushido", "parry"]})
    assert "play-on bushido 0" in legal(s)
    s = table({"bushido_on_self": False}, hands={0: ["bushido", "parry"]})
    assert "play-on bushido 0" not in legal(s) and "play-on bushido 1" in legal(s)


def test_a04_geisha_takes_bushido() -> None:
    kw = {"hands": {0: ["geisha", "parry"]}, "in_play": {2: ["bushido"]}}
    s = table(**kw)
    act(s, "geisha geisha 2 bushido")
    assert s.bushido_at == -1 and played(s, 2) == []
    s = table({"geisha_takes_bushido": False}, **kw)
    assert "geisha geisha 2 bushido" not in legal(s)


def test_a05_ginchiyo_reduction_after_or_before_the_bonuses() -> None:
    chars = ["hideyoshi", "ginchiyo", "ieyasu", "goemon", "hanzo"]
    kw = {"chars": chars, "hands": {0: ["bokken", "parry"]}, "in_play": {0: ["fast_draw"]}}
    s = table(**kw)
    act(s, "attack bokken 1", "wound")
    assert s.res[1] == 4 - 1  # max(1, 1 + 1 - 1)
    s = table({"ginchiyo_reduction": "before_bonuses"}, **kw)
    act(s, "attack bokken 1", "wound")
    assert s.res[1] == 4 - 2  # max(1, 1 - 1) + 1


def test_a06_ushiwaka_draws_for_wounds_taken_or_dealt() -> None:
    chars = ["hideyoshi", "ushiwaka", "ieyasu", "goemon", "hanzo"]
    kw = {"chars": chars, "hands": {0: ["nodachi", "parry"], 1: ["geisha"]}, "res": {1: 1}}
    s = table(**kw)
    act(s, "attack nodachi 1", "wound")
    assert len(s.hands[1]) == 1 + 1
    s = table({"ushiwaka_draws_for": "wounds_dealt"}, **kw)
    act(s, "attack nodachi 1", "wound")
    assert len(s.hands[1]) == 1 + 3


def test_a07_answer_order_clockwise_or_counterclockwise() -> None:
    s = table(hands={0: ["battle_cry", "parry"]})
    act(s, "play battle_cry")
    order = [s.actor]
    while s.phase != 0:
        act(s, "wound")
        order.append(s.actor)
    assert order[:4] == [1, 2, 3, 4]
    s = table({"answer_order": "counterclockwise"}, hands={0: ["battle_cry", "parry"]})
    act(s, "play battle_cry")
    assert s.actor == 4


def test_a07_an_answer_that_empties_the_hand_makes_the_player_harmless_for_later_effects() -> None:
    s = table(hands={0: ["battle_cry", "jujutsu", "parry"], 1: ["parry"]}, empty_hands=[2, 3, 4])
    act(s, "play battle_cry", "discard parry")
    assert s.harmless(1) and s.phase == 0
    act(s, "play jujutsu")
    assert s.phase == 0  # seat 1 is not asked any more


def test_a08_the_deck_runs_out_on_the_next_draw_or_with_the_last_card() -> None:
    def last_card_drawn(rules: dict[str, object]):
        s = table(rules, hands={0: ["daimyo", "parry"]}, discards=["bokken"])
        keep = s.deck.pile[-2:]
        s.deck.discards.extend(s.deck.pile[:-2])
        s.deck.pile[:] = keep
        act(s, "play daimyo")  # draws the last two cards
        return s

    s = last_card_drawn({})
    assert s.deck.pile == [] and s.deck.reshuffles == 0 and s.honor_box == 30 - 17
    act(s, "end")  # the next player's draw finds the deck empty
    assert s.deck.reshuffles == 1 and s.honor_box == 30 - 17 + 5
    s = last_card_drawn({"deck_runs_out": "on_last_card"})
    assert s.deck.pile and s.deck.reshuffles == 1 and s.honor_box == 30 - 17 + 5


def _teammate_last_standing(rules: dict[str, object]):
    s = table(
        rules,
        roles=["shogun", "samurai", "ninja", "ninja", "ronin"],
        hands={0: ["bokken", "parry"]},
        res={1: 1, 2: 0, 3: 0, 4: 0},
    )
    act(s, "attack bokken 1", "wound")
    assert s.is_terminal() and s.end_kind == "last_standing"
    return s


def test_a09_deadly_strike_when_a_teammate_defeat_left_one_standing() -> None:
    assert _teammate_last_standing({}).observation(0).deadly_strike == "shogun"
    assert _teammate_last_standing({"deadly_strike_on_last_standing": False}).observation(0).deadly_strike is None


def test_a10_swordmaster_before_or_after_the_honor_handover() -> None:
    def final_defeat(rules: dict[str, object]):
        s = table(rules, hands={0: ["bokken", "parry"]}, res={1: 1, 2: 0, 3: 0, 4: 0}, honor={1: 1})
        act(s, "attack bokken 1", "wound")
        return s

    s = final_defeat({})
    assert s.end_kind == "swordmaster" and s.outcome().winners == {0, 2}
    s = final_defeat({"swordmaster_before_honor": False})
    assert s.end_kind == "honor" and s.honor[1] == 0 and "honor victory" in s.outcome().render("en")


def test_a11_surplus_ninja_removed_unseen_or_the_fewest_stars_used() -> None:
    for seed in range(6):
        s = new_state(5, seed=seed)
        assert len(s.removed_roles) == 1
        s = new_state(5, {"surplus_ninja": "fewest_stars"}, seed=seed)
        stars = sorted(s.stars_of(p) for p in range(5) if s.role_of(p) == 2)
        assert s.removed_roles == [] and stars == [1, 2]


def test_a13_breathing_gift_to_a_harmless_player() -> None:
    kw = {"hands": {0: ["breathing", "parry"]}, "empty_hands": [3]}
    assert "play-on breathing 3" in legal(table(**kw))
    assert "play-on breathing 3" not in legal(table({"breathing_gift_to_harmless": False}, **kw))


def test_a14_hand_limit_at_the_end_of_ones_own_turn_or_every_turn() -> None:
    nine = ["parry"] * 5 + ["geisha"] * 4
    s = table(hands={3: nine})
    act(s, "end")
    assert s.turn == 1 and len(s.hands[3]) == 9
    s = table({"hand_limit_at": "every_turn_end"}, hands={3: nine})
    act(s, "end")
    assert s.actor == 3 and s.phase == 5
    act(s, "discard geisha", "discard geisha")
    assert s.turn == 1 and len(s.hands[3]) == 7


def test_harmless_players_and_geisha_and_diversion() -> None:
    kw = {"hands": {0: ["geisha", "diversion", "parry"], 2: ["bokken"]}, "res": {2: 0}}
    s = table(**kw)
    assert {"geisha geisha 2 hand", "play-on diversion 2"} <= legal(s)
    s = table({"harmless_shields_geisha_diversion": True}, **kw)
    assert not any(a.endswith(" 2") or " 2 " in a for a in legal(s))


def test_three_players_one_left_standing_game_continues_or_ends() -> None:
    def lone(rules: dict[str, object]):
        s = table(
            rules,
            players=3,
            roles=["shogun", "ninja", "ninja"],
            chars=["hideyoshi", "nobunaga", "ieyasu"],
            hands={0: ["bokken", "parry"]},
            res={1: 1, 2: 0},
        )
        act(s, "attack bokken 1", "wound")
        return s

    assert not lone({}).is_terminal()
    s = lone({"three_player_last_standing": "game_ends"})
    assert s.is_terminal() and s.end_kind == "last_standing" and "honor victory" in s.outcome().render("en")


def test_parry_only_off_turn_or_playable_for_no_effect() -> None:
    assert "play parry" not in legal(table(hands={0: ["parry"]}))
    s = table({"parry_only_off_turn": False}, hands={0: ["parry"]})
    act(s, "play parry")
    assert s.hands[0] == [] and s.harmless(0)
