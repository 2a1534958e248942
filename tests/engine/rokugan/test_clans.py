"""The seven clans' abilities (reference clans.yaml), each as the screen describes it."""

from __future__ import annotations

from engine.games.rokugan.actions import Choose, Pass, Place, ReturnToken
from engine.games.rokugan.scoring import honor_breakdown
from tests.engine.rokugan.helpers import (
    battle,
    bless,
    control,
    discards,
    game,
    hand,
    hand_codes,
    held,
    put,
    resolve_steps,
    seat,
    turn_to,
)


def test_crab_face_up_control_tokens_defend_for_two_but_score_one() -> None:
    s = game(("crab", "dragon"))
    control(s, "crab_central", "crab", up=2, down=0)
    control(s, "gold_north", "dragon")
    put(s, "dragon", "army4", "gold_north>crab_central")  # 4 against 2 x 2
    events = resolve_steps(s)
    assert battle(events, "crab_central")["defence"]["face_up"] == 4
    assert held(s, "crab_central") == ("crab", 3, 0)
    assert honor_breakdown(s, seat(s, "crab"))["face_up_control"] == 3


def test_crane_wins_a_tie_between_attackers_above_the_defence() -> None:
    s = game(("crane", "dragon", "lion"))
    control(s, "crane_capital", "crane")
    control(s, "dragon_south", "dragon")
    control(s, "lion_northwest", "lion")
    put(s, "crane", "army3", "crane_capital>lion_capital")
    put(s, "dragon", "army3", "dragon_south>lion_capital")  # 3 and 3 against printed 2
    resolve_steps(s)
    assert held(s, "lion_capital") == ("crane", 0, 1)


def test_dragon_draws_one_more_and_returns_one_drawn_token_but_never_the_bluff() -> None:
    s = game(("dragon", "crab"), seed=4)
    dragon = seat(s, "dragon")
    assert s.phase == "dragon" and s.current_player() == dragon
    assert len(s.hand[dragon]) == 7
    options = [a for a in s.legal_actions() if isinstance(a, ReturnToken)]
    assert options and all(a.token != "bluff" for a in options)
    pool = len(s.pool[dragon])
    s.apply(options[0])
    assert len(s.hand[dragon]) == 6 and len(s.pool[dragon]) == pool + 1
    secret = [e for e in s.events if e.kind == "dragon_return_secret"]
    assert secret and secret[-1].visible_to == frozenset({dragon})
    assert s.phase == "placement"


def test_lion_bluff_defends_for_two_stays_for_the_battle_then_returns_to_the_hand() -> None:
    s = game(("lion", "dragon"))
    control(s, "lion_northwest", "lion")
    control(s, "dragon_west", "dragon")
    put(s, "lion", "bluff", "lion_northwest")
    put(s, "lion", "army1", "lion_northwest")
    put(s, "dragon", "army3", "dragon_west>lion_northwest")  # 3 against 1 + bluff 2
    events = resolve_steps(s)
    data = battle(events, "lion_northwest")
    assert data["defence"]["combat_tokens"] == 3 and data["result"] == "defended"
    assert "bluff" in hand_codes(s, "lion") and "bluff" not in discards(s, "lion")


def test_a_lion_bluff_elsewhere_goes_back_like_any_bluff() -> None:
    s = game(("lion", "dragon"))
    control(s, "lion_northwest", "lion")
    control(s, "dragon_west", "dragon")
    put(s, "lion", "bluff", "lion_northwest>dragon_west")
    events = resolve_steps(s)
    assert "bluff" in hand_codes(s, "lion")
    assert not [e for e in events if e.kind == "battle"]


def test_phoenix_ignores_printed_capital_defence_but_not_face_up_tokens() -> None:
    s = game(("phoenix", "crane"))
    control(s, "crane_central", "phoenix")
    control(s, "crane_capital", "crane", up=1, down=0)
    put(s, "phoenix", "army2", "crane_central>crane_capital")  # 2 against 1 (the printed 2 ignored)
    events = resolve_steps(s)
    att = battle(events, "crane_capital")["attackers"][0]
    assert att["defence_to_beat"] == 1 and held(s, "crane_capital") == ("phoenix", 0, 1)


def test_scorpion_looks_at_one_token_after_placing_once_a_round() -> None:
    s = game(("scorpion", "crane"))
    control(s, "scorpion_capital", "scorpion")
    control(s, "crane_central", "crane")
    hidden = put(s, "crane", "army4", "crane_central>scorpion_capital")
    hand(s, "scorpion", "army1", "army2", "bluff")
    turn_to(s, "scorpion")
    scorpion, crane = seat(s, "scorpion"), seat(s, "crane")
    s.apply(Place("army1", "scorpion_capital"))
    assert s.pending is not None and s.current_player() == scorpion
    assert Choose(f"#{hidden.serial}") in s.legal_actions() and Pass() in s.legal_actions()
    assert s.observation(scorpion).tokens[0].token == "?"
    s.apply(Choose(f"#{hidden.serial}"))
    assert s.observation(scorpion).tokens[0].token == "army4"
    assert s.observation(crane).tokens[0].token == "army4"  # its own
    assert s.peeks_left[scorpion] == 0
    turn_to(s, "scorpion")
    s.apply(Place("army2", "scorpion_capital"))
    assert s.pending is None  # once a round


def test_unicorn_swaps_two_of_its_tokens_before_the_reveal_but_not_a_blessed_one() -> None:
    s = game(("unicorn", "crane"))
    control(s, "unicorn_capital", "unicorn")
    control(s, "dragon_west", "crane")
    a = put(s, "unicorn", "army3", "unicorn_capital")
    b = put(s, "unicorn", "army1", "unicorn_capital>dragon_west")
    c = put(s, "unicorn", "army2", "unicorn_capital")
    bless(s, "unicorn", "blessing2", c)
    s.phase = "unicorn"
    s._legal = None
    from engine.games.rokugan.flow import run

    run(s)
    assert s.pending is not None and s.pending.kind == "swap"
    assert {x.option for x in s.legal_actions() if isinstance(x, Choose)} == {f"#{a.serial}", f"#{b.serial}"}
    s.apply(Choose(f"#{a.serial}"))
    s.apply(Choose(f"#{b.serial}"))
    # the army 3 now attacks and takes dragon_west; the army 1 defends
    assert s.round == 2 and held(s, "dragon_west") == ("unicorn", 0, 1)
