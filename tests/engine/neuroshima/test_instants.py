"""Instant tiles (rules/002 §3.4, §10 T21-T27, T31, T32; the push example L1403-L1422)."""

from __future__ import annotations

from engine.content.library import bundled_library
from engine.core.hexgrid import Hex
from engine.games.neuroshima.actions import (
    PushTo,
    UseAirStrike,
    UseBattle,
    UseGrenade,
    UseMove,
    UsePush,
    UseSniper,
)
from engine.games.neuroshima.board import get_board
from engine.games.neuroshima.flow import PENDING, TURN
from engine.games.neuroshima.instants import air_strike_targets
from engine.games.neuroshima.scenario import state_from_position
from tests.engine.neuroshima.helpers import at, of_kind, position, position_model


def _state(armies, tiles, hand, to_move=1, **kwargs):
    model = position_model(armies, tiles, **kwargs)
    model.players[to_move - 1].hand = list(hand)
    model.to_move = to_move
    return state_from_position(model, library=bundled_library())


def _of(state, cls):
    return [a for a in state.legal_actions() if isinstance(a, cls)]


def test_fact_21_the_sniper_ignores_armor() -> None:
    state = _state(
        ["hegemony", "moloch"],
        [("0,0", "moloch_blocker", 2, 0), ("2,0", "hegemony_hq", 1), ("-2,2", "moloch_hq", 2)],
        ["hegemony_sniper"],
    )
    state.apply(UseSniper("hegemony_sniper", Hex(0, 0)))
    assert at(state.pos, "0,0") == ("moloch_blocker", 2, 1)


def test_fact_22_the_sniper_cannot_target_an_hq() -> None:
    state = _state(
        ["hegemony", "moloch"],
        [("0,0", "moloch_blocker", 2, 0), ("2,0", "hegemony_hq", 1), ("-2,2", "moloch_hq", 2)],
        ["hegemony_sniper"],
    )
    assert {str(a.target) for a in _of(state, UseSniper)} == {"0,0"}
    assert state.illegal_reason(UseSniper("hegemony_sniper", Hex(-2, 2))) is not None


def test_fact_23_air_strike_only_on_the_seven_hexes_whose_blast_stays_on_the_board() -> None:
    pos = position(["moloch", "borgo"], [])
    targets = {str(pos.board.hexes[t]) for t in air_strike_targets(pos)}
    assert targets == {"0,0", "0,-1", "1,-1", "1,0", "0,1", "-1,1", "-1,0"}
    state = _state(["moloch", "borgo"], [("2,0", "moloch_hq", 1), ("-2,2", "borgo_hq", 2)], ["moloch_air_strike"])
    assert len(_of(state, UseAirStrike)) == 7
    assert state.illegal_reason(UseAirStrike("moloch_air_strike", Hex(0, -2))) is not None
    # with the extra ring the whole main field can be targeted
    assert len([h for h in range(get_board(True).n) if get_board(True).interior[h]]) == 19


def test_fact_24_air_strike_on_an_empty_hex_hits_friend_and_foe_but_not_hqs() -> None:
    state = _state(
        ["moloch", "borgo"],
        [
            ("0,-1", "moloch_blocker", 1, 0),
            ("1,0", "borgo_mutant", 2, 0),
            ("-1,1", "borgo_super_mutant", 2, 0),
            ("0,1", "borgo_hq", 2),
            ("-1,0", "moloch_hq", 1),
            ("0,-2", "borgo_claws", 2, 0),  # outside the blast
        ],
        ["moloch_air_strike"],
    )
    state.apply(UseAirStrike("moloch_air_strike", Hex(0, 0)))
    assert at(state.pos, "0,-1") == ("moloch_blocker", 1, 1)
    assert at(state.pos, "1,0") is None
    assert at(state.pos, "-1,1") == ("borgo_super_mutant", 2, 1)
    assert at(state.pos, "0,-2") == ("borgo_claws", 2, 0)
    assert state.pos.hq_hp == [20, 20]


GRENADE = [
    ("0,0", "borgo_hq", 1),
    ("0,-1", "moloch_hornet", 2, 0),
    ("0,-2", "moloch_hybrid", 2, 0),  # two hexes from the Borgo HQ
    ("1,-1", "moloch_hq", 2),  # adjacent, but an HQ
]


def test_fact_25_the_grenade_only_lands_next_to_your_own_hq() -> None:
    state = _state(["borgo", "moloch"], GRENADE, ["borgo_grenade"])
    assert {str(a.target) for a in _of(state, UseGrenade)} == {"0,-1"}
    assert state.illegal_reason(UseGrenade("borgo_grenade", Hex(0, -2))) is not None
    state.apply(UseGrenade("borgo_grenade", Hex(0, -1)))
    assert at(state.pos, "0,-1") is None


def test_fact_26_no_grenade_while_your_hq_is_netted() -> None:
    tiles = [*GRENADE, ("-1,0", "moloch_net_fighter", 2, 2)]  # nets the Borgo HQ (SE of it)
    state = _state(["borgo", "moloch"], tiles, ["borgo_grenade"])
    assert _of(state, UseGrenade) == []
    assert state.illegal_reason(UseGrenade("borgo_grenade", Hex(0, -1))) is not None


PUSH_EXAMPLE = [
    ("0,0", "moloch_blocker", 1, 0),  # the Moloch tile
    ("0,-1", "outpost_runner", 2, 0),  # on the hex above it
    ("0,-2", "outpost_hq", 2),  # the hexes behind the runner are taken
    ("1,-2", "moloch_hq", 1),
    ("-1,-1", "outpost_commando", 2, 0),
    ("1,0", "outpost_brawler", 2, 0),  # on the hex to its right; free hexes behind it
]


def test_push_example_the_runner_is_stuck_and_the_outpost_player_picks_where_the_brawler_goes() -> None:
    state = _state(["moloch", "outpost"], PUSH_EXAMPLE, ["moloch_push", "moloch_hybrid"])
    pushes = {(str(a.pusher), str(a.target)) for a in _of(state, UsePush)}
    assert ("0,0", "0,-1") not in pushes
    assert ("0,0", "1,0") in pushes
    state.apply(UsePush("moloch_push", Hex(0, 0), Hex(1, 0)))
    # fact 32: with several free hexes the pushed tile's owner chooses
    assert state.stage == PENDING and state.current_player() == 1
    options = {str(a) for a in state.legal_actions()}
    assert options == {"push_to 2,0", "push_to 2,-1", "push_to 1,1"}
    state.apply(PushTo(Hex(1, 1)))
    assert at(state.pos, "1,1") == ("outpost_brawler", 2, 0)
    assert at(state.pos, "1,0") is None
    assert state.stage == TURN and state.current_player() == 0


def test_fact_32_with_a_single_free_hex_the_push_needs_no_choice() -> None:
    tiles = [*PUSH_EXAMPLE, ("2,0", "moloch_hybrid", 1, 0), ("2,-1", "moloch_hornet", 1, 0)]
    state = _state(["moloch", "outpost"], tiles, ["moloch_push"])
    state.apply(UsePush("moloch_push", Hex(0, 0), Hex(1, 0)))
    assert state.stage == TURN
    assert at(state.pos, "1,1") == ("outpost_brawler", 2, 0)


def test_push_is_never_used_on_allies_but_moloch_and_its_allies_push_each_other() -> None:
    from engine.games.neuroshima.models.setup import Mode

    # seats 1 (Hegemony) + 2 (Borgo) against 3 (Moloch) + 4 (Outpost)
    armies = ["hegemony", "borgo", "moloch", "outpost"]
    tiles = [
        ("0,0", "hegemony_runner", 1, 0),
        ("0,-1", "borgo_mutant", 2, 0),  # Hegemony's ally
        ("1,-1", "outpost_runner", 4, 0),  # enemy
        ("-1,0", "moloch_hornet", 3, 0),  # enemy
        ("-1,-1", "outpost_commando", 4, 0),  # Moloch's ally
    ]
    state = _state(armies, tiles, ["hegemony_push"], to_move=1, mode=Mode.TEAMS)
    assert {str(a.target) for a in _of(state, UsePush)} == {"1,-1", "-1,0"}
    state = _state(armies, tiles, ["moloch_push"], to_move=3, mode=Mode.TEAMS)
    assert {str(a.target) for a in _of(state, UsePush)} == {"0,0", "0,-1", "-1,-1"}


def test_move_moves_an_own_tile_one_hex_and_or_turns_it_and_may_move_the_hq() -> None:
    state = _state(
        ["outpost", "moloch"],
        [("0,0", "outpost_hq", 1), ("0,-1", "outpost_commando", 1, 0), ("2,-2", "moloch_hq", 2)],
        ["outpost_move"],
    )
    moves = {(str(a.src), str(a.dst), a.rot) for a in _of(state, UseMove)}
    assert ("0,0", "0,1", 0) in moves  # the HQ may move (the worked example moves HQs)
    assert ("0,-1", "0,-1", 3) in moves  # turning in place
    assert ("0,-1", "0,-1", 0) not in moves  # not a move at all
    assert ("0,-1", "0,0", 0) not in moves  # onto a taken hex
    assert not any(src == "2,-2" for src, _, _ in moves)  # not the enemy's tiles
    state.apply(UseMove("outpost_move", Hex(0, -1), Hex(1, -1), 4))
    assert at(state.pos, "1,-1") == ("outpost_commando", 1, 0)
    assert state.pos.rot[state.pos.board.index[Hex(1, -1)]] == 4


def test_battle_starts_a_battle_and_ends_the_turn_with_tiles_still_in_hand() -> None:
    state = _state(
        ["moloch", "borgo"],
        [("0,0", "moloch_hq", 1), ("0,-1", "borgo_mutant", 2, 0), ("2,-2", "borgo_hq", 2)],
        ["moloch_battle", "moloch_hybrid"],
    )
    state.apply(UseBattle("moloch_battle"))
    assert [e.data["reason"] for e in state.events if e.kind == "battle_start"] == ["a Battle tile"]
    assert at(state.pos, "0,-1") is None
    assert state.current_player() == 1
    assert [state.cfg.catalog.types[c].id for c in state.hands[0]] == ["moloch_hybrid"]
    assert of_kind(state.events, "attack")
