"""Every character in a position built as its card describes (rules/001 §1.3, L385-434)."""

from __future__ import annotations

from engine.games.samurai_sword.turn import difficulty, draws_due, weapon_limit

from .helpers import act, arrange, hand, legal, new_state

FIVE = ["shogun", "ninja", "samurai", "ninja", "ronin"]


def table(chars: list[str], players: int = 5, rules: dict[str, object] | None = None, **kw: object):
    roles = FIVE if players == 5 else [*FIVE, "ninja"]
    return arrange(new_state(players, rules), roles=roles, chars=chars, **kw)


def test_benkei_is_harder_to_attack_but_attacks_normally() -> None:
    s = table(["hideyoshi", "benkei", "ieyasu", "goemon", "hanzo"])
    assert difficulty(s, 0, 1) == 2 and difficulty(s, 2, 1) == 2 and difficulty(s, 3, 1) == 3
    assert difficulty(s, 1, 0) == 1 and difficulty(s, 1, 3) == 2


def test_ginchiyo_never_takes_less_than_one_wound() -> None:
    s = table(["hideyoshi", "ginchiyo", "ieyasu", "goemon", "hanzo"], hands={0: ["bokken", "parry"]})
    act(s, "attack bokken 1", "wound")
    assert s.res[1] == 4 - 1


def test_goemon_plays_two_weapons_without_focus() -> None:
    s = table(
        ["goemon", "hideyoshi", "ieyasu", "nobunaga", "hanzo"], hands={0: ["bokken", "bokken", "bokken", "parry"]}
    )
    assert weapon_limit(s, 0) == 2
    act(s, "attack bokken 1", "wound", "attack bokken 4", "wound")
    assert not any(a.startswith("attack") for a in legal(s))


def test_ieyasu_may_take_his_first_card_from_the_discard_pile() -> None:
    s = table(["hideyoshi", "ieyasu", "nobunaga", "goemon", "hanzo"], discards=["bokken", "daikyu"], turn=0)
    act(s, "end")
    assert s.actor == 1 and legal(s) == {"draw deck", "draw discard"}
    top_of_deck = s.rules.card_ids[s.deck.pile[-1]]
    act(s, "draw discard")
    assert "daikyu" in hand(s, 1) and top_of_deck in hand(s, 1) and len(s.hands[1]) == 1 + 2
    assert [s.rules.card_ids[c] for c in s.deck.discards] == ["bokken"]  # only the first card


def test_ieyasu_draws_from_the_deck_when_he_likes_or_when_nothing_is_discarded() -> None:
    s = table(["hideyoshi", "ieyasu", "nobunaga", "goemon", "hanzo"], discards=["daikyu"], turn=0)
    act(s, "end", "draw deck")
    assert "daikyu" not in hand(s, 1) and len(s.hands[1]) == 3
    s = table(["hideyoshi", "ieyasu", "nobunaga", "goemon", "hanzo"], turn=0)
    act(s, "end")
    assert s.phase == 0 and len(s.hands[1]) == 3  # no discard pile: no choice to make


def test_kojiro_ignores_difficulty_but_not_harmlessness() -> None:
    s = table(["kojiro", "nobunaga", "ieyasu", "goemon", "hanzo"], hands={0: ["bokken", "parry"]}, empty_hands=[2])
    assert {a for a in legal(s) if a.startswith("attack")} == {"attack bokken 1", "attack bokken 3", "attack bokken 4"}


def test_musashi_adds_a_wound_to_weapons_only() -> None:
    chars = ["musashi", "nobunaga", "ieyasu", "goemon", "hideyoshi"]
    s = table(chars, hands={0: ["bokken", "jujutsu", "parry"], 1: ["geisha"]}, empty_hands=[2, 3, 4])
    act(s, "attack bokken 1", "wound")
    assert s.res[1] == 5 - 2
    act(s, "play jujutsu", "wound")
    assert s.res[1] == 5 - 2 - 1


def test_nobunaga_trades_resilience_for_cards_in_his_play_phase() -> None:
    s = table(["nobunaga", "hideyoshi", "ieyasu", "goemon", "hanzo"], hands={0: ["parry"]})
    act(s, "spend-resilience", "spend-resilience")
    assert s.res[0] == 3 and len(s.hands[0]) == 3
    s = table(["hideyoshi", "nobunaga", "ieyasu", "goemon", "hanzo"], hands={0: ["parry"]})
    assert "spend-resilience" not in legal(s)  # not Nobunaga's turn


def test_chiyome_is_wounded_by_weapons() -> None:
    s = table(["hideyoshi", "chiyome", "ieyasu", "goemon", "hanzo"], hands={0: ["kiseru", "parry"]})
    act(s, "attack kiseru 1", "wound")
    assert s.res[1] == 4 - 2


def test_tomoe_draws_nothing_when_the_attack_is_parried() -> None:
    s = table(["tomoe", "nobunaga", "ieyasu", "goemon", "hanzo"], hands={0: ["nodachi", "parry"], 1: ["parry"]})
    act(s, "attack nodachi 1", "parry parry")
    assert len(s.hands[0]) == 1


def test_ushiwaka_draws_nothing_for_a_jujutsu_wound() -> None:
    chars = ["hideyoshi", "ushiwaka", "ieyasu", "goemon", "nobunaga"]
    s = table(chars, hands={0: ["jujutsu", "parry"], 1: ["geisha"]}, empty_hands=[2, 3, 4])
    act(s, "play jujutsu", "wound")
    assert s.res[1] == 3 and len(s.hands[1]) == 1


def test_hanzo_parries_with_a_weapon_and_answers_battle_cry_with_one() -> None:
    chars = ["hideyoshi", "hanzo", "ieyasu", "goemon", "nobunaga"]
    s = table(chars, hands={0: ["bokken", "battle_cry", "parry"], 1: ["kiseru", "katana"]}, empty_hands=[2, 3, 4])
    act(s, "attack bokken 1")
    assert legal(s) == {"parry kiseru", "parry katana", "wound"}
    act(s, "parry kiseru")
    assert s.res[1] == 4 and hand(s, 1) == ["katana"]
    act(s, "play battle_cry")
    assert legal(s) == {"wound"}  # now the weapon is his last card
    s = table(chars, hands={0: ["battle_cry", "parry"], 1: ["kiseru", "katana"]}, empty_hands=[2, 3, 4])
    act(s, "play battle_cry")
    assert legal(s) == {"discard kiseru", "discard katana", "wound"}


def test_hideyoshi_draws_one_more() -> None:
    s = table(["goemon", "hideyoshi", "ieyasu", "nobunaga", "hanzo"])
    assert draws_due(s, 1) == 3 and draws_due(s, 0) == 2


def test_rikyu_the_promo_loses_no_honor_when_the_deck_runs_out() -> None:
    rules = {"include_promo_characters": True}
    s = table(["goemon", "rikyu", "ieyasu", "nobunaga", "hanzo"], rules=rules, turn=4)
    s.deck.discards.extend(s.deck.pile)
    s.deck.pile.clear()
    honor = list(s.honor)
    act(s, "end")
    assert s.deck.reshuffles == 1
    assert s.honor == [h if p == 1 else h - 1 for p, h in enumerate(honor)]


def test_rikyu_is_dealt_only_with_the_promo_option() -> None:
    def dealt(rules: dict[str, object]) -> bool:
        states = [new_state(7, rules, seed=seed) for seed in range(25)]
        return any("rikyu" in (s.rules.char_ids[c] for c in s.chars) for s in states)

    assert not dealt({})
    assert dealt({"include_promo_characters": True})
