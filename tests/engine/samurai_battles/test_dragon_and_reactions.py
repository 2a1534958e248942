"""Dragon cards (rules/000 §21, reference dragon_cards.yaml) and the First Strike Command card."""

from __future__ import annotations

from engine.games.samurai_battles.pieces import LEFT_BATTLE

from .helpers import B, T, act, dice, give, has, legal, new_state, order, rolls, scenario, to_battle, unit

DUEL = [("b1", "AY", "6,9"), ("t1", "AY", "5,10")], [("bL", "foot", "6,9"), ("tL", "foot", "5,10")]


def test_challenge_the_fewer_swords_lose_their_leader_and_a_card_without_a_banner() -> None:
    s = new_state(scenario(*DUEL))
    s.dragon_hands[B] = ["personal_challenge"]
    to_battle(s, "order3_center", "b1")
    act(s, "melee b1 t1")
    assert legal(s) == ["dragon personal_challenge -", "pass"]
    hand = len(s.hands[T])
    # 4 cards + the one played + 2 for the card = 7 dice against 5 (equal H&F, equal leaders)
    dice(s, "⚔ ⚔ ■ ■ ■ ■ ■  ⚔ ■ ■ ■ ■")
    act(s, "dragon personal_challenge -")
    assert unit(s, "tL").status == LEFT_BATTLE and unit(s, "t1").leader < 0
    assert s.banners[B] == 0 and len(s.hands[T]) == hand - 1
    assert legal(s) == ["inspire bL", "pass"]  # the declared melee goes on


def test_challenge_tie_changes_nothing() -> None:
    s = new_state(scenario(*DUEL))
    s.dragon_hands[B] = ["personal_challenge"]
    to_battle(s, "order3_center", "b1")
    dice(s, "⚔ ■ ■ ■ ■ ■ ■  ⚔ ■ ■ ■ ■")
    act(s, "melee b1 t1", "dragon personal_challenge -")
    assert unit(s, "tL").hex >= 0 and unit(s, "bL").hex >= 0


def test_turncoat_a_won_roll_makes_the_unit_defect_and_it_can_be_ordered() -> None:
    s = new_state(scenario([("b1", "AY", "8,3"), ("t1", "AY", "2,9"), ("t2", "AY", "2,21")]))
    s.dragon_hands[B] = ["turncoat"]
    give(s, "order3_center")
    act(s, "card order3_center")
    dice(s, "☯ ☯ ■  ☯ ■ ■ ■ ■")  # 3 dice against 5 (+2 for more H&F after paying 3)
    act(s, "dragon turncoat t1")
    assert unit(s, "t1").side == B
    assert "order t1" in legal(s)


def test_rice_famine_costs_honor_and_a_short_reserve_means_total_loss_of_honor() -> None:
    s = new_state(
        scenario(
            [("b1", "AY", "8,3"), ("t1", "AB", "2,9"), ("t2", "AB", "2,13"), ("t3", "AY", "1,4"), ("t4", "AY", "1,20")],
            honor=(6, 1),
        )
    )
    s.dragon_hands[B] = ["rice_famine"]
    give(s, "order3_center")
    act(s, "card order3_center")
    pool = s.pool
    dice(s, "☯ ☯  ▲ ▲ ⚔ ☯")  # two ● units: 2 dice; ☯ costs 2 H&F each; then 4 dishonor dice
    act(s, "dragon rice_famine -")
    assert s.honor[T] == 0 and s.pool == pool + 1
    assert s.current_player() == T and legal(s) == ["choose t3", "choose t4"]  # the owner picks each loss
    act(s, "choose t3", "choose t3")
    assert unit(s, "t3").figures == 2 and unit(s, "t4").figures == 4


def test_ambush_the_defender_strikes_first_with_an_extra_die_and_no_battle_back() -> None:
    s = new_state(scenario([("b1", "AY", "6,9"), ("t1", "AY", "5,10")], banners=9))
    s.dragon_hands[T] = ["ambush"]
    to_battle(s, "order3_center", "b1")
    act(s, "melee b1 t1")
    assert s.current_player() == T and legal(s) == ["dragon ambush -", "pass"]
    dice(s, "■ ■ ■ ■  ■ ■ ■")
    act(s, "dragon ambush -")
    assert [r["dice"] for r in rolls(s)] == [4, 3]
    assert not has(s, "battle-back")


def test_first_strike_card_the_defender_attacks_first_and_draws_first() -> None:
    s = new_state(scenario([("b1", "AY", "6,9"), ("t1", "AY", "5,10")], banners=9))
    give(s, "first_strike", T)
    to_battle(s, "order3_center", "b1")
    act(s, "melee b1 t1")
    assert legal(s) == ["first-strike", "pass"]
    s.commands.pile[-2:] = ["chain", "shogun"]  # drawn in this order at the end of the turn
    dice(s, "■ ■ ■  ■ ■ ■")
    act(s, "first-strike")
    assert [r["dice"] for r in rolls(s)] == [3, 3]
    assert not has(s, "battle-back")  # A22: no second battle back; the turn ends
    assert "shogun" in s.hands[T] and len(s.hands[T]) == 5  # the First Strike player draws first
    assert "chain" in s.hands[B]


def test_first_strike_that_drives_the_attacker_back_cancels_its_attack() -> None:
    s = new_state(scenario([("b1", "AY", "6,9"), ("t1", "AY", "5,10")], banners=9))
    give(s, "first_strike", T)
    to_battle(s, "order3_center", "b1")
    dice(s, "⚑ ■ ■")
    act(s, "melee b1 t1", "first-strike", "retreat 7,8")
    assert len(rolls(s)) == 1 and unit(s, "t1").figures == 4


def test_dragon_tokens_stay_on_the_card_until_the_end_of_the_turn() -> None:
    s = new_state(scenario([("b1", "AY", "8,3"), ("t1", "AY", "2,9")]))
    s.dragon_hands[B] = ["turncoat"]
    pool = s.pool
    give(s, "order3_center")
    dice(s, "■ ■ ■  ■ ■ ■ ■ ■")
    act(s, "card order3_center", "dragon turncoat t1")
    assert s.honor[B] == 3 and s.pool == pool and s.dragon_in_play == [("turncoat", B, 3)]
    if has(s, "orders-done"):
        act(s, "orders-done")
    act(s, "take-honor")
    assert s.pool == pool + 3 - 2 and s.dragons.discards[-1] == "turncoat"


def test_unknown_dragon_cards_are_never_playable_but_can_be_traded() -> None:
    s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")]))
    s.dragon_hands[B] = ["ninja_thief", "blue_dragon"]
    order(s, "order2_center")
    assert not any(a.startswith("dragon") for a in legal(s))
    act(s, "take-honor")
    assert "trade ninja_thief" in legal(s)


def _custom_deck_state(cards: list[dict]) -> object:
    """A state whose Dragon deck is a custom table (cards are data: new ones need no code)."""
    from engine.content.io import LineMap, LoadedContent
    from engine.content.library import bundled_library
    from engine.games.samurai_battles.cards import DragonDeck
    from engine.games.samurai_battles.ruleset import compile_ruleset
    from engine.games.samurai_battles.state import SBState

    from .helpers import GAME, SAFE_HAND

    deck = DragonDeck.model_validate(
        {"kind": "samurai_battles/dragon_deck", "id": "custom", "expected_total": None, "cards": cards}
    )
    lib = bundled_library().copy()
    lib.add(LoadedContent(deck, None, LineMap()))
    sc = scenario([("b1", "AY", "6,9"), ("t1", "AY", "5,10")], banners=9, dragon_deck="custom")
    s = SBState(GAME, compile_ruleset(sc, lib), 0)
    for p in (0, 1):
        s.commands.pile.extend(s.hands[p])
        s.hands[p] = list(SAFE_HAND)
    s._legal = None
    return s


def test_a_data_only_card_with_extra_dice_and_the_second_window_closes_itself() -> None:
    card = {"names": {"en": "Fury"}, "copies": 2, "cost": 1, "effect": {"kind": "extra_dice", "dice": 2}}
    s = _custom_deck_state([{**card, "id": "fury7", "window": "D7"}, {**card, "id": "fury6", "window": "D6"}])
    s.dragon_hands[B] = ["fury6", "fury7"]
    to_battle(s, "order3_center", "b1")
    act(s, "melee b1 t1")
    assert legal(s) == ["dragon fury6 -", "pass"]  # D6 first; D7 waits below it
    dice(s, "■ ■ ■ ■ ■")
    act(s, "dragon fury6 -")  # the D7 window has nothing left to offer and closes by itself
    assert rolls(s)[-1]["dice"] == 5


def test_a_data_only_card_that_ignores_flags() -> None:
    card = {"id": "steady", "names": {"en": "Steady"}, "copies": 2, "cost": 0, "window": "D10"}
    s = _custom_deck_state([{**card, "effect": {"kind": "ignore_flags", "flags": 1}}])
    s.dragon_hands[T] = ["steady"]
    to_battle(s, "order3_center", "b1")
    dice(s, "⚑ ■ ■")
    act(s, "melee b1 t1")
    assert legal(s) == ["dragon steady -", "pass"]
    act(s, "dragon steady -")
    assert legal(s) == ["ignore 0", "ignore 1"]
