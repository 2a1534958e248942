"""The rulebook's worked example game (rules/002 Appendix A, L2879-L3115) as a golden replay:
what each player draws, and the HQ hit points and tiles after each phase of the battle exactly
as the book states them (fact 56)."""

from __future__ import annotations

from engine.core.game import Event
from tests.engine.neuroshima.golden import (
    BATTLE_TEXT,
    BUNDLED_POSITION,
    POSITION_FILE,
    battle_text,
    position_text,
    replay_worked_example,
)


def _battle_events(events: list[Event]) -> list[Event]:
    start = next(i for i, e in enumerate(events) if e.kind == "battle_start")
    end = next(i for i, e in enumerate(events) if e.kind == "battle_end")
    return events[start : end + 1]


def test_each_player_draws_what_the_book_says() -> None:
    state = replay_worked_example()
    draws = [(e.data["player"], e.data["tiles"]) for e in state.events if e.kind == "draw"]
    assert draws[:9] == [
        (1, ["outpost_medic"]),  # turn 2: player 1 draws one tile
        (2, ["hegemony_move", "hegemony_officer_1"]),  # turn 3: player 2 draws two
        (1, ["outpost_move", "outpost_brawler", "outpost_annihilator"]),
        (2, ["hegemony_battle", "hegemony_net_fighter", "hegemony_runner"]),
        (1, ["outpost_move", "outpost_battle", "outpost_hmg"]),
        (2, ["hegemony_universal_soldier", "hegemony_ganger", "hegemony_net_fighter"]),
        (1, ["outpost_commando", "outpost_scout", "outpost_medic"]),
        (2, ["hegemony_ganger", "hegemony_boss", "hegemony_runner"]),
        (1, ["outpost_sniper", "outpost_move", "outpost_battle"]),
    ]


def test_fact_56_the_worked_example_battle_phase_by_phase() -> None:
    state = replay_worked_example()
    events = _battle_events(state.events)
    hp: dict[int, list[tuple[int, int]]] = {}
    gone: dict[int, set[str]] = {}
    for e in events:
        if e.kind == "hq_damage":
            hp.setdefault(e.data["phase"], []).append((e.data["player"], e.data["hp"]))
        if e.kind == "removed":
            gone.setdefault(e.data["phase"], set()).add(e.data["tile"])
    phases = [e.data["phase"] for e in events if e.kind == "phase"]
    assert phases == [4, 3, 2, 1, 0]  # the highest initiative on the board is 4
    # phase 4: only the commando acts; it kills the net fighter
    attacks4 = [e.data for e in events if e.kind == "attack" and e.data["phase"] == 4]
    assert [(a["attacker"]["tile"], a["target"]["tile"]) for a in attacks4] == [
        ("outpost_commando", "hegemony_net_fighter")
    ]
    assert gone[4] == {"hegemony_net_fighter"}
    # phase 3: runner + boss -> Outpost HQ 18; brawler -> Hegemony HQ 18; the medic takes the ganger's
    # hit on the HMG; the universal soldier kills the annihilator
    assert sorted(hp[3]) == [(1, 18), (2, 18)]
    (medic,) = [e.data for e in events if e.kind == "medic"]
    assert (medic["target"]["tile"], medic["source"]["tile"]) == ("outpost_hmg", "hegemony_ganger")
    assert gone[3] == {"outpost_medic", "outpost_annihilator"}
    # phase 2: the brawler's extra attack (Outpost HQ) 18 -> 16, the HMG 16 -> 15
    phase2 = [e.data for e in events if e.kind == "attack" and e.data["phase"] == 2]
    assert sorted((a["attacker"]["tile"], a["damage"], a["extra"]) for a in phase2) == [
        ("outpost_brawler", 2, True),
        ("outpost_hmg", 1, False),
    ]
    assert hp[2] == [(2, 15)]
    # phase 1: the HMG again -> 14
    assert hp[1] == [(2, 14)]
    # phase 0: each HQ destroys the 1-hit-point attacker next to it
    assert gone[0] == {"outpost_brawler", "hegemony_runner"}
    assert 0 not in hp
    assert state.pos.hq_hp == [18, 14]
    # aftermath: turn 11 (the book counts HQ placement as turn 1) is Hegemony's
    assert state.current_player() == 1 and state.turns_started == 10


def test_golden_position_and_explanation_are_up_to_date() -> None:
    assert POSITION_FILE.read_text(encoding="utf-8") == position_text()
    assert BUNDLED_POSITION.read_text(encoding="utf-8") == position_text()
    assert BATTLE_TEXT.read_text(encoding="utf-8") == battle_text()
