"""Why an action is refused, in the reader's language (Samurai Sword, whose refusals are
messages): the same refusal in English and in Russian, with the seat inflected."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.core.catalogue import catalogue, render
from engine.core.hexgrid import Hex
from engine.core.language import set_language
from engine.core.message import Message
from engine.games.neuroshima.actions import Place as NHPlace
from engine.games.rokugan.actions import KeepObjective
from engine.games.rokugan.actions import Place as RKPlace
from engine.games.samurai_battles.actions import EndMoves
from engine.games.samurai_battles.turn import END_FINISH, STEP_IDS
from engine.games.samurai_sword.actions import Attack, EndTurn
from engine.games.samurai_sword.phases import PARRY
from engine.games.samurai_sword.turn import why_illegal
from engine.games.warlords.actions import SelectUnit
from tests.engine.neuroshima.test_turns import _opening as nh_opening
from tests.engine.rokugan.helpers import hand
from tests.engine.rokugan.helpers import seat as rk_seat
from tests.engine.rokugan.test_facts_placement import two_clans
from tests.engine.samurai_battles.helpers import new_state as new_sb_state
from tests.engine.samurai_battles.helpers import scenario as sb_scenario
from tests.engine.samurai_battles.test_dragon_and_reactions import DUEL
from tests.engine.samurai_sword.helpers import arrange, new_state
from tests.engine.warlords.helpers import act as wl_act
from tests.engine.warlords.helpers import battle, to_command
from tests.engine.warlords.helpers import new_state as new_wl_state
from tests.support.russian_text import english_words

ENGINE = Path(__file__).resolve().parents[3] / "engine"


def test_a_refused_attack_says_why_in_english_and_in_russian() -> None:
    s = arrange(
        new_state(3),
        roles=["shogun", "ninja", "ninja"],
        chars=["goemon", "nobunaga", "tomoe"],
        hands={0: ["bokken"], 1: ["parry"]},
        turn=0,
    )
    not_held = Attack("katana", 1)
    assert str(s.illegal_reason(not_held)) == "seat 1 (Goemon) holds no Katana"
    said = why_illegal(s, not_held)
    assert render(said, "ru") == "у места 1 (Гоэмон) нет на руке «Katana»"
    try:
        set_language("ru")
        refused = str(s.illegal_reason(Attack("bokken", 0)))
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


def test_warlords_refuses_a_third_order_and_an_action_out_of_turn_in_russian() -> None:
    """A unit receives at most 2 orders per turn (L19, L90, L334); out of turn the refusal names
    the side the battle waits for, in the genitive, and what it waits for."""
    b, lib = battle([("n-a", "yari_samurai", 8, "A22", "S")], [("s-far", "yari_samurai", 8, "D31", "N")])
    s = new_wl_state(b, lib)
    to_command(s)
    if s.stages[-1].sub == "leaders":
        wl_act(s, "done leaders")
    wl_act(s, "select n-a", "order none", "order none")
    if s.stages[-1].sub == "standing":
        wl_act(s, "done unit")
    said = s.illegal_reason(SelectUnit("n-a"))
    assert isinstance(said, Message) and said.id == "wl-refuse-ordered"
    assert render(said, "ru") == (
        "у отряда n-a уже есть приказы: отряд получает не больше 2 приказов за ход (L19, L90, L334)"
    )
    waits = s.illegal_reason(SelectUnit("no-such-unit"))
    assert render(waits, "en") == "not possible now: the battle waits for side 1 (the command phase)"
    ru = render(waits, "ru")
    assert ru == "сейчас невозможно: бой ждёт стороны 1 (командная фаза)"
    assert english_words(ru) == []


def test_rokugan_refuses_a_token_where_the_rulebook_forbids_it_naming_the_province_in_russian() -> None:
    """Diplomacy goes only in a province you control (L399); the refusal names the province by
    the map's Russian name, the clan in the genitive, and has no English in it."""
    s = two_clans()
    crab = rk_seat(s, "crab")
    s.turn = crab
    hand(s, "crab", "diplomacy", "army1")
    said = s.illegal_reason(RKPlace("diplomacy", "crane_capital"))
    assert isinstance(said, Message) and said.id == "rk-refuse-diplomacy"
    assert render(said, "en") == "diplomacy goes only in a province you control, not Crane Capital (L399)"
    ru = render(said, "ru")  # the province by the standard map's Russian name
    assert ru == "жетон дипломатии кладут только в провинцию под вашим контролем, а не в «Столица Журавля» (L399)"
    missing = render(s.illegal_reason(RKPlace("navy1", "crab_central")), "ru")  # not behind the screen
    assert missing == "за ширмой клана Краба нет такого жетона: флот 1"
    waits = render(s.illegal_reason(KeepObjective("master_of_tactics")), "ru")
    assert waits == "сейчас невозможно: игра ждёт клана Краба (фаза размещения)"
    for text in (ru, missing, waits):
        assert english_words(text) == [], text


def test_neuroshima_refuses_a_tile_not_in_hand_and_a_taken_hex_in_russian() -> None:
    """Player 1 holds only the Hybrid on the first turn (rules/002 §2.2): another tile is refused
    by its Russian name; a hex under a tile is refused naming the hex."""
    state = nh_opening()
    said = state.illegal_reason(NHPlace("moloch_guard", Hex(0, 0), 0))
    assert isinstance(said, Message) and said.id == "nh-refuse-not-held"
    assert render(said, "en") == "you do not hold Guard"
    not_held = render(said, "ru")
    assert not_held == "у вас на руке нет жетона «Страж»"
    taken = render(state.illegal_reason(NHPlace("moloch_hybrid", Hex(-2, 0), 0)), "ru")
    assert taken == "гекс -2,0 занят"
    for text in (not_held, taken):
        assert english_words(text) == [], text


def test_samurai_battles_says_what_the_game_waits_for_in_russian() -> None:
    """An action out of its step is refused naming the seat to act and the step of the turn
    (rules/000: a turn opens with a Command card)."""
    s = new_sb_state(sb_scenario(*DUEL))
    said = s.illegal_reason(EndMoves())
    assert isinstance(said, Message) and said.id == "sb-refuse-waits"
    assert render(said, "en") == "not possible now: the game waits for seat 1 to play a Command card"
    ru = render(said, "ru")
    assert ru == "сейчас невозможно: игра ждёт, пока игрок 1 сыграет карту тактики"
    assert english_words(ru) == [], ru


#: (message id prefix, game folder, what names a state a refusal says it waits for)
WAITS_FOR = [
    ("wl-stage-", "warlords", r'Stage\(\s*"([a-z_]+)"'),
    ("rk-phase-", "rokugan", r'\.phase = "([a-z_]+)"'),
    ("rk-choice-", "rokugan", r'Pending\(\s*"([a-z_]+)"'),
    ("sb-task-", "samurai_battles", r'(?m)^\s+KIND = "([a-z_-]+)"'),
    ("nh-decision-", "neuroshima", r'Decision\(\s*[^,()]+,\s*"([a-z_]+)"'),
]


@pytest.mark.parametrize(("prefix", "folder", "pattern"), WAITS_FOR)
def test_every_state_a_refusal_waits_for_has_its_words_in_both_languages(
    prefix: str, folder: str, pattern: str
) -> None:
    """A refusal names what the game waits for by a message built from the state's kind (a stage,
    a phase, a task, a choice): each kind the rules create has its message in English and Russian."""
    source = "\n".join(p.read_text(encoding="utf-8") for p in (ENGINE / "games" / folder).glob("*.py"))
    kinds = set(re.findall(pattern, source))
    assert kinds, f"no kinds found in engine/games/{folder}"
    missing = [
        f"{prefix}{k.replace('_', '-')} ({lang})"
        for k in sorted(kinds)
        for lang in ("en", "ru")
        if not catalogue(lang).has(prefix + k.replace("_", "-"))
    ]
    assert missing == []


def test_every_step_of_a_samurai_battles_turn_has_its_words() -> None:
    missing = [s for s in STEP_IDS for lang in ("en", "ru") if not catalogue(lang).has("sb-step-" + s)]
    assert len(STEP_IDS) == END_FINISH + 1 and missing == []
