"""Every play card in a position built as its text describes (rules/001 §1.4, §3.8)."""

from __future__ import annotations

import pytest

from engine.content.library import bundled_library
from engine.games.samurai_sword.deck import SwordDeck
from engine.games.samurai_sword.turn import difficulty, weapon_limit

from .helpers import act, arrange, hand, legal, new_state, played

FIVE = ["shogun", "ninja", "samurai", "ninja", "ronin"]
PLAIN5 = ["hideyoshi", "nobunaga", "ieyasu", "goemon", "hanzo"]
SEVEN = ["shogun", "ninja", "samurai", "ninja", "ronin", "samurai", "ninja"]
PLAIN7 = ["hideyoshi", "nobunaga", "ieyasu", "goemon", "hanzo", "chiyome", "kojiro"]


def _deck() -> SwordDeck:
    deck = bundled_library().get("samurai_sword/deck", "core")
    assert isinstance(deck, SwordDeck)
    return deck


WEAPONS = [c for c in _deck().cards if c.kind == "weapon"]


def weapon_table(weapon: str, reach: int):
    """Seven players: seat 0 holds ``weapon``; the target sits ``min(reach, 3)`` seats away with
    Armor making up the rest, so its difficulty is exactly ``reach``."""
    distance = min(reach, 3)
    s = arrange(
        new_state(7),
        roles=SEVEN,
        chars=PLAIN7,
        hands={0: [weapon, "parry"]},
        in_play={distance: ["armor"] * (reach - distance)},
    )
    assert difficulty(s, 0, distance) == reach
    return s, distance


@pytest.mark.parametrize("card", WEAPONS, ids=lambda c: c.id)
def test_every_weapon_reaches_its_difficulty_and_deals_its_damage(card) -> None:
    s, target = weapon_table(card.id, card.difficulty)
    before = s.res[target]
    act(s, f"attack {card.id} {target}", "wound")
    assert s.res[target] == before - card.damage
    assert s.rules.card_ids[s.deck.discards[-1]] == card.id
    s, target = weapon_table(card.id, card.difficulty + 1)
    assert f"attack {card.id} {target}" not in legal(s)


def test_parry_is_not_played_on_ones_own_turn() -> None:
    s = arrange(new_state(5), roles=FIVE, chars=PLAIN5, hands={0: ["parry", "parry"]})
    assert legal(s) == {"end"}


def test_geisha_discards_a_random_card_from_the_hand() -> None:
    s = arrange(new_state(5), roles=FIVE, chars=PLAIN5, hands={0: ["geisha", "parry"], 2: ["daikyu", "katana"]})
    act(s, "geisha geisha 2 hand")
    assert len(s.hands[2]) == 1
    lost = s.rules.card_ids[s.deck.discards[-2]]
    assert lost in ("daikyu", "katana") and lost not in hand(s, 2)
    assert s.rules.card_ids[s.deck.discards[-1]] == "geisha"


def test_geisha_discards_the_card_in_play_the_player_chooses() -> None:
    s = arrange(new_state(5), roles=FIVE, chars=PLAIN5, hands={0: ["geisha", "parry"]}, in_play={3: ["armor", "focus"]})
    assert {"geisha geisha 3 armor", "geisha geisha 3 focus", "geisha geisha 3 hand"} <= legal(s)
    act(s, "geisha geisha 3 focus")
    assert played(s, 3) == ["armor"] and s.focus[3] == 0


def test_diversion_takes_a_random_card_into_the_hand_seen_by_the_two_players() -> None:
    s = arrange(new_state(5), roles=FIVE, chars=PLAIN5, hands={0: ["diversion", "parry"], 4: ["daikyu"]})
    events = act(s, "play-on diversion 4")
    assert hand(s, 0) == ["daikyu", "parry"] and s.hands[4] == []
    secret = [e for e in events if "Daikyū" in e.text]
    assert secret and all(e.visible_to == frozenset({0, 4}) for e in secret)


def test_battle_cry_is_answered_with_a_parry_or_a_wound() -> None:
    s = arrange(
        new_state(5),
        roles=FIVE,
        chars=PLAIN5,
        hands={0: ["battle_cry", "parry"], 1: ["parry", "bokken"]},
        empty_hands=[2, 3],
    )
    act(s, "play battle_cry")
    assert s.actor == 1 and legal(s) == {"discard parry", "wound"}
    act(s, "discard parry")
    assert s.actor == 4 and legal(s) == {"wound"}
    act(s, "wound")
    assert s.res[1] == 5 and s.res[4] == 4 - 1 and s.phase == 0


def test_jujutsu_is_answered_with_a_weapon_or_a_wound() -> None:
    s = arrange(
        new_state(5),
        roles=FIVE,
        chars=PLAIN5,
        hands={0: ["jujutsu", "parry"], 1: ["parry", "bokken"]},
        empty_hands=[2, 3, 4],
    )
    act(s, "play jujutsu")
    assert legal(s) == {"discard bokken", "wound"}
    act(s, "discard bokken")
    assert hand(s, 1) == ["parry"] and s.res[1] == 5


def test_daimyo_draws_two() -> None:
    s = arrange(new_state(5), roles=FIVE, chars=PLAIN5, hands={0: ["daimyo", "parry"]})
    act(s, "play daimyo")
    assert len(s.hands[0]) == 3 and s.rules.card_ids[s.deck.discards[-1]] == "daimyo"


def test_focus_adds_a_weapon_and_two_focus_add_two() -> None:
    s = arrange(new_state(5), roles=FIVE, chars=PLAIN5, hands={0: ["focus", "focus", "parry"]})
    assert weapon_limit(s, 0) == 1
    act(s, "play focus")
    assert weapon_limit(s, 0) == 2
    act(s, "play focus")
    assert weapon_limit(s, 0) == 3 and played(s, 0) == ["focus", "focus"]


def test_armor_in_front_of_the_player_raises_attacks_on_him() -> None:
    s = arrange(new_state(5), roles=FIVE, chars=PLAIN5, hands={0: ["armor", "parry"]})
    act(s, "play armor")
    assert difficulty(s, 1, 0) == 2 and difficulty(s, 0, 1) == 1


def test_fast_draw_adds_a_wound_per_copy() -> None:
    s = arrange(
        new_state(5), roles=FIVE, chars=PLAIN5, hands={0: ["bokken", "parry"]}, in_play={0: ["fast_draw", "fast_draw"]}
    )
    act(s, "attack bokken 1", "wound")
    assert s.res[1] == 5 - 3


def test_bushido_may_be_placed_before_a_harmless_player_whatever_the_distance() -> None:
    s = arrange(new_state(5), roles=FIVE, chars=PLAIN5, hands={0: ["bushido", "parry"]}, res={2: 0})
    assert s.harmless(2)
    act(s, "play-on bushido 2")
    assert s.bushido_at == 2 and played(s, 2) == ["bushido"]
