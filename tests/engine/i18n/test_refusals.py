"""Why an action is refused, in the reader's language (Samurai Sword, whose refusals are
messages): the same refusal in English and in Russian, with the seat inflected."""

from __future__ import annotations

from engine.core.catalogue import render
from engine.core.language import set_language
from engine.games.samurai_sword.actions import Attack, EndTurn
from engine.games.samurai_sword.phases import PARRY
from engine.games.samurai_sword.turn import why_illegal
from tests.engine.samurai_sword.helpers import arrange, new_state
from tests.support.russian_text import english_words


def test_a_refused_attack_says_why_in_english_and_in_russian() -> None:
    s = arrange(
        new_state(3),
        roles=["shogun", "ninja", "ninja"],
        chars=["goemon", "nobunaga", "tomoe"],
        hands={0: ["bokken"], 1: ["parry"]},
        turn=0,
    )
    not_held = Attack("katana", 1)
    assert s.illegal_reason(not_held) == "seat 1 (Goemon) holds no Katana"
    said = why_illegal(s, not_held)
    assert render(said, "ru") == "у места 1 (Гоэмон) нет на руке «Katana»"
    try:
        set_language("ru")
        refused = s.illegal_reason(Attack("bokken", 0))
        assert refused == "оружие направляют на другого игрока"
        assert english_words(refused) == []
    finally:
        set_language("en")


def test_a_refusal_out_of_turn_names_whose_move_it_is_in_the_genitive() -> None:
    s = arrange(new_state(3), roles=["shogun", "ninja", "ninja"], chars=["goemon", "nobunaga", "tomoe"], turn=0)
    said = why_illegal(s, Attack("no-such-card", 1))
    assert render(said, "ru") == "в этой колоде нет карты «no-such-card»"
    s.phase = PARRY  # waiting for seat 2's parry
    s.actor = 1
    s.atk_weapon = s.rules.index["bokken"]
    s.atk_damage = 1
    waits = render(why_illegal(s, EndTurn()), "ru")
    assert (
        waits
        == "сейчас невозможно: игра ждёт хода места 2 (Нобунага): защититься от «Bokken» (1 рана) или принять раны"
    )
