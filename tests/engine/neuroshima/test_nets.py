"""Nets (rules/002 §4.5, §8 E1-E8 and "Using nets", p.12)."""

from __future__ import annotations

from engine.content.library import bundled_library
from engine.games.neuroshima.actions import UseGrenade, UseMove, UsePush
from engine.games.neuroshima.analysis import analyze
from engine.games.neuroshima.models.rules import Rules
from engine.games.neuroshima.models.setup import Mode
from engine.games.neuroshima.scenario import state_from_position
from tests.engine.neuroshima.helpers import (
    attacks_by,
    battle,
    h,
    of_kind,
    phases_of,
    position,
    position_model,
)


def netted(pos, *hexes: str) -> list[bool]:
    an = analyze(pos, Rules())
    return [an.netted[h(pos, x)] for x in hexes]


MUTUAL = [
    ("0,0", "hegemony_net_fighter", 1, 0),  # nets north
    ("0,-1", "moloch_net_fighter", 2, 3),  # nets south (back at it) and south-east
    ("1,-1", "hegemony_runner", 1, 0),  # caught by the Moloch net's other side
    ("-2,2", "hegemony_hq", 1),
    ("2,-2", "moloch_hq", 2),
]


def test_fact_28_two_net_fighters_netting_each_other_are_both_free_and_movable() -> None:
    pos = position(["hegemony", "moloch"], MUTUAL)
    assert netted(pos, "0,0", "0,-1", "1,-1") == [False, False, True]
    for player, move in ((1, "hegemony_move"), (2, "moloch_move")):
        model = position_model(["hegemony", "moloch"], MUTUAL)
        model.players[player - 1].hand = [move]
        model.to_move = player
        state = state_from_position(model, library=bundled_library())
        sources = {str(a.src) for a in state.legal_actions() if isinstance(a, UseMove)}
        net_hex = "0,0" if player == 1 else "0,-1"
        assert net_hex in sources
        if player == 1:
            assert "1,-1" not in sources  # the netted runner cannot move (E2)


def test_fact_29_three_net_fighters_in_a_cycle_are_free_and_their_other_nets_work() -> None:
    pos = position(
        ["hegemony", "moloch", "borgo"],
        [
            ("0,0", "hegemony_net_fighter", 1, 1),  # nets the Moloch net fighter (NE)
            ("1,-1", "moloch_net_fighter", 2, 3),  # nets the Borgo net fighter (S) and the runner (SE)
            ("1,0", "borgo_net_fighter", 3, 5),  # nets the Hegemony net fighter (NW)
            ("2,-1", "hegemony_runner", 1, 0),
        ],
        mode=Mode.FREE_FOR_ALL,
    )
    assert netted(pos, "0,0", "1,-1", "1,0", "2,-1") == [False, False, False, True]


def test_fact_30_victims_of_a_net_fighter_killed_in_phase_2_act_from_phase_1() -> None:
    pos = position(
        ["outpost", "hegemony"],
        [
            ("0,0", "outpost_hmg", 1, 0),  # initiative 2 and 1, shoots north at the HQ
            ("0,1", "hegemony_net_fighter", 2, 0),  # nets the HMG
            ("0,2", "outpost_annihilator", 1, 0),  # kills the net fighter in phase 2
            ("0,-2", "hegemony_hq", 2),
            ("2,-2", "outpost_hq", 1),
        ],
    )
    result = battle(pos)
    blocked = [(d["phase"], d["tile"]["hex"]) for d in of_kind(result.events, "netted")]
    assert blocked == [(2, "0,0")]
    assert phases_of(result.events, "0,0") == [1]
    assert result.position.hq_hp[1] == 19


def test_fact_31_a_netted_tile_cannot_be_pushed() -> None:
    model = position_model(
        ["moloch", "hegemony"],
        [
            ("0,0", "moloch_blocker", 1, 0),
            ("1,-1", "moloch_net_fighter", 1, 5),  # nets the runner north-west of it
            ("0,-1", "hegemony_runner", 2, 0),  # three free hexes behind it
            ("-2,2", "moloch_hq", 1),
            ("2,0", "hegemony_hq", 2),
        ],
    )
    model.players[0].hand = ["moloch_push"]
    state = state_from_position(model, library=bundled_library())
    targets = {str(a.target) for a in state.legal_actions() if isinstance(a, UsePush)}
    assert "0,-1" not in targets
    from engine.core.hexgrid import Hex

    assert state.illegal_reason(UsePush("moloch_push", Hex(0, 0), Hex(0, -1))) is not None


def test_a_net_fighter_can_be_pushed_but_not_by_the_tile_it_nets() -> None:
    model = position_model(
        ["moloch", "hegemony"],
        [
            ("0,0", "moloch_blocker", 1, 0),  # netted by the net fighter
            ("1,-1", "moloch_hornet", 1, 0),  # free, next to the net fighter
            ("0,-1", "hegemony_net_fighter", 2, 3),
            ("-2,2", "moloch_hq", 1),
            ("2,0", "hegemony_hq", 2),
        ],
    )
    model.players[0].hand = ["moloch_push"]
    state = state_from_position(model, library=bundled_library())
    pairs = {(str(a.pusher), str(a.target)) for a in state.legal_actions() if isinstance(a, UsePush)}
    assert ("1,-1", "0,-1") in pairs
    assert ("0,0", "0,-1") not in pairs


def test_a_netted_net_fighter_nets_nothing() -> None:
    pos = position(
        ["hegemony", "moloch"],
        [
            ("0,0", "hegemony_net_fighter", 1, 0),  # nets the Moloch net fighter
            ("0,-1", "moloch_net_fighter", 2, 0),  # would net the runner north of it
            ("0,-2", "hegemony_runner", 1, 3),
        ],
    )
    assert netted(pos, "0,-1", "0,-2") == [True, False]


def test_a_netted_hq_neither_attacks_nor_helps_nor_throws_grenades() -> None:
    tiles = [
        ("0,0", "borgo_hq", 1),
        ("0,-1", "hegemony_net_fighter", 2, 3),  # nets the Borgo HQ
        ("1,0", "borgo_brawler", 1, 2),  # adjacent to its HQ, initiative 2
        ("-2,2", "hegemony_hq", 2),
    ]
    result = battle(position(["borgo", "hegemony"], tiles))
    assert attacks_by(result.events, "0,0") == []  # the net fighter next to the HQ is not hit
    assert phases_of(result.events, "1,0") == []  # facing away; but see its initiative below
    an = analyze(position(["borgo", "hegemony"], tiles), Rules())
    assert an.init[h(position(["borgo", "hegemony"], tiles), "1,0")] == 0  # no +1 from a netted HQ
    model = position_model(["borgo", "hegemony"], tiles)
    model.players[0].hand = ["borgo_grenade"]
    state = state_from_position(model, library=bundled_library())
    assert not [a for a in state.legal_actions() if isinstance(a, UseGrenade)]


def test_team_game_nets_skip_allies_except_moloch() -> None:
    # seats 1 (Moloch) + 2 (Hegemony) against 3 (Borgo) + 4 (Outpost)
    pos = position(
        ["moloch", "hegemony", "borgo", "outpost"],
        [
            ("0,0", "hegemony_net_fighter", 2, 0),  # faces a Moloch ally: caught (Moloch rule)
            ("0,-1", "moloch_blocker", 1, 0),
            ("-2,1", "moloch_net_fighter", 1, 2),  # faces a Hegemony ally: caught (Moloch rule)
            ("-1,1", "hegemony_runner", 2, 0),
            ("2,-2", "borgo_net_fighter", 3, 4),  # faces an Outpost ally: not caught
            ("1,-1", "outpost_runner", 4, 0),
        ],
        mode=Mode.TEAMS,
    )
    assert netted(pos, "0,-1", "-1,1", "1,-1") == [True, True, False]


def test_e21_a_unit_netted_through_its_phase_does_not_act_later() -> None:
    pos = position(
        ["borgo", "hegemony"],
        [
            ("0,0", "borgo_claws", 1, 0),  # initiative 3
            ("0,1", "hegemony_net_fighter", 2, 0),  # nets the claws
            ("2,-1", "borgo_assassin", 1, 4),  # kills the net fighter in phase 3
            ("0,-1", "hegemony_runner", 2, 0),  # what the claws would hit
            ("-2,2", "borgo_hq", 1),
            ("2,-2", "hegemony_hq", 2),
        ],
    )
    result = battle(pos)
    assert [(d["phase"], d["tile"]["hex"]) for d in of_kind(result.events, "netted")] == [(3, "0,0")]
    assert phases_of(result.events, "0,0") == []
    assert (3, "0,1", "hegemony_net_fighter") in [
        (d["phase"], d["hex"], d["tile"]) for d in of_kind(result.events, "removed")
    ]
